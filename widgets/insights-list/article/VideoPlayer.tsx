import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useElement } from '../../../runtime/element-context';
import { safeUrl } from '../../../runtime/links';
import { ARTICLE_TEXTS, playVideoLabel } from './model';
import {
  loadPlayerModule,
  pageVideos,
  startedByVisitor,
  videoSource,
  type LoadedPlayer,
  type PlayerHandle,
} from './video';

type State = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * A video of the article (site spec 2.10 "Video players"): its poster and a play button until a visitor asks for it;
 * only then is the video host's player loaded (runtime/config-video.ts), and it plays at once, that visitor's play.
 * It joins the page's players (./video.ts): one plays at a time, a play the visitor did not start is paused again, and
 * it is expanded while it plays. A failed load is logged as the spec says ("Error loading video:") and the visitor
 * can try again. Without a configured player the poster and title show, with nothing to play.
 */
export function VideoPlayer({
  videoId,
  account = '',
  title,
  posterUrl,
}: {
  videoId: string;
  account?: string;
  title: string;
  posterUrl?: string;
}) {
  const { config } = useElement();
  const source = videoSource(videoId, account, config.video);
  const [state, setState] = useState<State>('idle');
  const [expanded, setExpanded] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const lastGesture = useRef<number | undefined>(undefined);
  const loaded = useRef<{ player: LoadedPlayer; handle: PlayerHandle } | undefined>(undefined);

  useEffect(
    () => () => {
      loaded.current?.handle.remove();
      loaded.current?.player.destroy();
    },
    [],
  );
  // The play button goes once the player is there: the focus moves into the player, never to the page's <body>.
  useLayoutEffect(() => {
    if (state === 'ready') container.current?.focus();
  }, [state]);

  if (!source) return null;
  const playerUrl = config.video.player;
  const markGesture = () => {
    lastGesture.current = performance.now();
  };

  const start = async () => {
    if (state === 'loading' || !playerUrl) return;
    markGesture();
    setState('loading');
    try {
      const module = await loadPlayerModule(playerUrl);
      const player = module.createPlayer(container.current!, { ...source, title });
      const handle = pageVideos.register({ pause: () => player.pause(), setExpanded });
      player.addEventListener('play', () => {
        // A click or key starts one play: a later play without a new gesture is no visitor's (a script's).
        const byVisitor = startedByVisitor(performance.now(), lastGesture.current);
        lastGesture.current = undefined;
        handle.played(byVisitor);
      });
      player.addEventListener('pause', () => handle.paused());
      player.addEventListener('ended', () => handle.paused());
      player.addEventListener('error', (event) => console.error('Error loading video:', event));
      loaded.current = { player, handle };
      setState('ready');
      markGesture();
      player.play();
    } catch (error) {
      // site spec 8: "Video fails to load | logged as "Error loading video:"".
      console.error('Error loading video:', error);
      setState('failed');
    }
  };

  const className = ['video', expanded ? 'video--expanded' : '', state === 'ready' ? 'video--ready' : '']
    .filter(Boolean)
    .join(' ');
  return (
    // The visitor's clicks and keys inside the player are what makes its play theirs (site spec 2.10).
    <div className={className} onPointerDownCapture={markGesture} onKeyDownCapture={markGesture}>
      <div
        ref={container}
        className="video-player"
        role="group"
        aria-label={title || undefined}
        tabIndex={-1}
        hidden={state !== 'ready'}
      />
      {state !== 'ready' &&
        (playerUrl ? (
          <button
            type="button"
            className="video-start"
            aria-label={playVideoLabel(title)}
            aria-disabled={state === 'loading' || undefined}
            aria-busy={state === 'loading' || undefined}
            onClick={() => void start()}
          >
            <Poster url={posterUrl} />
          </button>
        ) : (
          <div className="video-start video-start--still">
            <Poster url={posterUrl} />
          </div>
        ))}
      {state === 'failed' && (
        <p className="video-failed" role="status">
          {ARTICLE_TEXTS.videoUnavailable}
        </p>
      )}
    </div>
  );
}

function Poster({ url }: { url: string | undefined }) {
  return (
    <>
      {url && <img className="video-poster" src={safeUrl(url)} alt="" loading="lazy" decoding="async" />}
      <svg className="video-play-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="23" fill="currentColor" opacity="0.85" />
        <path d="M19 15v18l15-9z" fill="#fff" />
      </svg>
    </>
  );
}
