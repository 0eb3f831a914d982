// The demo's video player (not part of the library): what a site's adapter to its video host's player provides
// (runtime/config-video.ts). The demo has no video host, so this player "plays" a clock: a screen with the video's
// title and the time, its own Play/Pause button and a progress bar, and the play, pause and ended events of a media
// element. It draws in a shadow root of its own with a constructable stylesheet, so it works under a strict CSP.
// `players` lists the players made, for the tests (a script calling play() is no visitor's click).

const DURATION_S = 180;
const TICK_MS = 250;

const sheet = new CSSStyleSheet();
sheet.replaceSync(`
  :host { display: block; width: 100%; height: 100%; font: 14px/1.4 system-ui, sans-serif; }
  * { box-sizing: border-box; }
  .screen { position: relative; display: grid; place-items: center; height: 100%; color: #fff;
    background: radial-gradient(circle at 30% 30%, #1f5f8b, #062338 70%); text-align: center; padding: 0 1rem 3rem; }
  .title { margin: 0; font-size: 1.1rem; font-weight: 600; }
  .account { margin: 0.25rem 0 0; opacity: 0.75; font-size: 0.8rem; }
  .bar { position: absolute; left: 0; right: 0; bottom: 0; display: flex; align-items: center; gap: 0.75rem;
    padding: 0.5rem 0.75rem; background: rgb(0 0 0 / 55%); }
  button { min-width: 5rem; min-height: 36px; border: 1px solid #fff; border-radius: 4px; background: transparent;
    color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
  button:focus-visible { outline: 3px solid #9fd3ff; outline-offset: 2px; }
  progress { flex: 1 1 auto; height: 6px; accent-color: #0a7f86; }
  .time { font-variant-numeric: tabular-nums; }
`);

export const players = [];

const clock = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;

export function createPlayer(container, video) {
  const events = new EventTarget();
  const host = document.createElement('div');
  host.className = 'demo-video-player';
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [sheet];

  const screen = document.createElement('div');
  screen.className = 'screen';
  const text = document.createElement('div');
  const title = document.createElement('p');
  title.className = 'title';
  title.textContent = video.title || 'Video';
  const account = document.createElement('p');
  account.className = 'account';
  account.textContent = `Video ${video.id} · ${video.player === 'blog' ? 'blog player' : 'player'} of ${video.account}`;
  text.append(title, account);
  const bar = document.createElement('div');
  bar.className = 'bar';
  const toggle = document.createElement('button');
  toggle.type = 'button';
  const progress = document.createElement('progress');
  progress.max = DURATION_S;
  progress.value = 0;
  progress.setAttribute('aria-label', 'Progress');
  const time = document.createElement('span');
  time.className = 'time';
  bar.append(toggle, progress, time);
  screen.append(text, bar);
  root.append(screen);
  container.append(host);

  let current = 0;
  let timer;
  const draw = () => {
    toggle.textContent = timer ? 'Pause' : 'Play';
    toggle.setAttribute('aria-label', `${timer ? 'Pause' : 'Play'} ${video.title || 'video'}`);
    progress.value = current;
    time.textContent = `${clock(current)} / ${clock(DURATION_S)}`;
  };
  const player = {
    get paused() {
      return timer === undefined;
    },
    play() {
      if (timer) return;
      timer = setInterval(() => {
        current = Math.min(DURATION_S, current + TICK_MS / 1000);
        if (current >= DURATION_S) {
          clearInterval(timer);
          timer = undefined;
          events.dispatchEvent(new Event('ended'));
        }
        draw();
      }, TICK_MS);
      draw();
      events.dispatchEvent(new Event('play'));
    },
    pause() {
      if (!timer) return;
      clearInterval(timer);
      timer = undefined;
      draw();
      events.dispatchEvent(new Event('pause'));
    },
    destroy() {
      clearInterval(timer);
      timer = undefined;
      host.remove();
    },
    addEventListener(type, listener) {
      events.addEventListener(type, listener);
    },
  };
  toggle.addEventListener('click', () => (timer ? player.pause() : player.play()));
  draw();
  players.push(player);
  return player;
}
