/**
 * The video part of the page configuration (site spec 2.10 "Video players", 9 "A default video account id exists
 * (value withheld)"): which player the articles' videos play in. runtime/config.ts puts it in PageConfig.
 *
 * The video host's player is loaded only when a visitor asks for a video: `player` is the address of an ES module
 * the site serves (or the host's), which adapts the host's player to one small contract:
 *
 *   export function createPlayer(container: HTMLElement, video: { id: string; account: string;
 *     player: 'blog' | 'default'; title: string }): {
 *     play(): void; pause(): void; destroy(): void;
 *     addEventListener(type: 'play' | 'pause' | 'ended' | 'error', listener: (event: Event) => void): void;
 *   }
 *
 * The demo serves one at /assets/video-player.js. A module script is allowed by a strict script-src 'self' when it
 * is on the site, and import() is no Trusted Types sink.
 */
import { z } from './zod';

export interface VideoSettings {
  /** The player module's address; no player: videos show their poster and title, nothing to play. */
  player: string | undefined;
  /** site spec 9: the default video account, for a bare video id ("value withheld": the site sets it). */
  account: string;
  /** site spec 2.10: "one particular account selects the blog player". */
  blogAccount: string | undefined;
}

export const videoBlockSchema = z.object({
  player: z.optional(z.string()),
  account: z.optional(z.string()),
  blogAccount: z.optional(z.string()),
});
export type VideoBlock = z.infer<typeof videoBlockSchema>;

/** The settings of the merged blocks: no player and an empty default account unless a block names them. */
export function videoSettings(block: VideoBlock | undefined): VideoSettings {
  // An empty value is no value.
  return Object.freeze({
    player: block?.player || undefined,
    account: block?.account ?? '',
    blogAccount: block?.blogAccount || undefined,
  });
}
