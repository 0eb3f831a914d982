/**
 * The video players' rules (site spec 2.10 "Video players", 4, 9 "Video pause debounce 500 ms; re-measure after
 * 800 ms"): which account and player a video id names, and the page's coordinator: one video plays at a time, a
 * pause takes effect only when no play follows within 500 ms, a play a visitor did not start is paused again, a
 * player is expanded while it plays, and the layout is measured again 800 ms after a play or a pause. The players
 * themselves load only when a visitor asks for one (`loadPlayerModule`).
 */
import type { VideoSettings } from '../../../runtime/config-video';

export const VIDEO_TIMINGS = {
  /** site spec 9: "Video pause debounce 500 ms". */
  pauseDebounceMs: 500,
  /** site spec 9: "re-measure after 800 ms". */
  remeasureMs: 800,
  /** A play within this long of the visitor's click or key in the player is the visitor's. */
  gestureWindowMs: 1000,
} as const;

export interface VideoSource {
  id: string;
  account: string;
  /** site spec 2.10: "one particular account selects the blog player". */
  player: 'blog' | 'default';
}

/**
 * site spec 2.10: 'A video id in the form "videoId|accountId" selects the account'; a bare id plays in the account
 * given beside it (a video list's "account"), else the site's default account (site spec 9). Undefined without an id.
 */
export function videoSource(videoId: string, account: string, settings: VideoSettings): VideoSource | undefined {
  const [id = '', named = ''] = videoId.split('|').map((part) => part.trim());
  if (!id) return undefined;
  const chosen = named || account.trim() || settings.account;
  return { id, account: chosen, player: settings.blogAccount && chosen === settings.blogAccount ? 'blog' : 'default' };
}

/** site spec 2.10: "A play not started by a user click is paused again": was the visitor's gesture just before? */
export function startedByVisitor(playAt: number, lastGestureAt: number | undefined): boolean {
  return (
    lastGestureAt !== undefined && playAt >= lastGestureAt && playAt - lastGestureAt <= VIDEO_TIMINGS.gestureWindowMs
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The page's coordinator

/** What the coordinator asks of a player on the page. */
export interface CoordinatedPlayer {
  /** Pause the video (the player then reports its pause). */
  pause(): void;
  /** site spec 2.10: "The player state switches between expanded and collapsed on play and pause." */
  setExpanded(expanded: boolean): void;
}

export interface PlayerHandle {
  /** The player reports it started playing; `byVisitor` when a visitor's click or key started it. */
  played(byVisitor: boolean): void;
  /** The player reports it paused (or ended). */
  paused(): void;
  /** The player left the page. */
  remove(): void;
}

interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(timer: unknown): void;
}

interface Entry {
  player: CoordinatedPlayer;
  playing: boolean;
  expanded: boolean;
  pauseTimer?: unknown;
}

/** The rules of site spec 2.10 over every player of a page. */
export class VideoCoordinator {
  readonly #entries = new Set<Entry>();
  readonly #remeasure = new Set<() => void>();
  readonly #timers: Timers;
  #remeasureTimer: unknown;

  constructor(
    timers: Timers = { setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (t) => clearTimeout(t as number) },
  ) {
    this.#timers = timers;
  }

  /** A player joins the page's players. */
  register(player: CoordinatedPlayer): PlayerHandle {
    const entry: Entry = { player, playing: false, expanded: false };
    this.#entries.add(entry);
    return {
      played: (byVisitor) => this.#played(entry, byVisitor),
      paused: () => this.#paused(entry),
      remove: () => {
        this.#timers.clearTimeout(entry.pauseTimer);
        this.#entries.delete(entry);
      },
    };
  }

  /** site spec 2.10: "After play or pause the layout is re-measured after 800 ms": called then. */
  onRemeasure(listener: () => void): () => void {
    this.#remeasure.add(listener);
    return () => this.#remeasure.delete(listener);
  }

  #played(entry: Entry, byVisitor: boolean) {
    if (!this.#entries.has(entry)) return;
    if (!byVisitor) {
      // site spec 2.10: "A play not started by a user click is paused again" (no autoplay, no script's play).
      entry.player.pause();
      return;
    }
    this.#timers.clearTimeout(entry.pauseTimer);
    entry.pauseTimer = undefined;
    entry.playing = true;
    this.#expand(entry, true);
    // site spec 2.10: "when one starts, all others on the page pause".
    for (const other of this.#entries) if (other !== entry && other.playing) other.player.pause();
    this.#scheduleRemeasure();
  }

  #paused(entry: Entry) {
    if (!this.#entries.has(entry) || !entry.playing) return;
    entry.playing = false;
    this.#timers.clearTimeout(entry.pauseTimer);
    // site spec 2.10: "A pause takes effect only if no play follows within 500 ms" (a seek pauses and plays again).
    entry.pauseTimer = this.#timers.setTimeout(() => {
      entry.pauseTimer = undefined;
      if (!entry.playing) this.#expand(entry, false);
    }, VIDEO_TIMINGS.pauseDebounceMs);
    this.#scheduleRemeasure();
  }

  #expand(entry: Entry, expanded: boolean) {
    if (entry.expanded === expanded) return;
    entry.expanded = expanded;
    entry.player.setExpanded(expanded);
  }

  #scheduleRemeasure() {
    this.#timers.clearTimeout(this.#remeasureTimer);
    this.#remeasureTimer = this.#timers.setTimeout(() => {
      for (const listener of this.#remeasure) listener();
    }, VIDEO_TIMINGS.remeasureMs);
  }
}

/** The page's one coordinator: every article of the page shares it (the module is loaded once). */
export const pageVideos = new VideoCoordinator();

// ---------------------------------------------------------------------------------------------------------------
// The video host's player (runtime/config-video.ts)

/** What a player module makes (runtime/config-video.ts). */
export interface LoadedPlayer {
  play(): void;
  pause(): void;
  destroy(): void;
  addEventListener(type: 'play' | 'pause' | 'ended' | 'error', listener: (event: Event) => void): void;
}

interface PlayerModule {
  createPlayer(
    container: HTMLElement,
    video: { id: string; account: string; player: 'blog' | 'default'; title: string },
  ): LoadedPlayer;
}

const modules = new Map<string, Promise<PlayerModule>>();

/**
 * The player module at `url`, loaded once for the page, on the first visitor's request. A failed load is forgotten,
 * so that the visitor's next try loads it again.
 */
export function loadPlayerModule(url: string): Promise<PlayerModule> {
  let module = modules.get(url);
  if (!module) {
    module = (import(/* @vite-ignore */ url) as Promise<PlayerModule>).then((loaded) => {
      if (typeof loaded.createPlayer !== 'function') throw new TypeError(`${url} exports no createPlayer`);
      return loaded;
    });
    module.catch(() => modules.delete(url));
    modules.set(url, module);
  }
  return module;
}
