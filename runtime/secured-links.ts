/**
 * Secured content (accounts spec 2.7, 6, 8.10): which links need a logged-in advisor, the state of such a link
 * for the visitor, where it points, and the document opened after login. Any element's links use it (the
 * `SecuredLink` piece in runtime/ui renders one); lock handling is skipped on the investor and institutional sites.
 */
import type { Audience } from './config';
import { contentLink, loginUrl, siteUrl } from './links';
import { readText, remove, writeText } from './storage';

/** accounts spec 8.10: alert "Locked", "You do not have the proper permissions to view this link." */
export const LOCKED_ALERT = {
  title: 'Locked',
  text: 'You do not have the proper permissions to view this link.',
} as const;

/** accounts spec 2.7: "containing /secure/, /api/reports or /sc/, or already containing login?redirect=". */
export function isSecureLink(url: string): boolean {
  return ['/secure/', '/api/reports', '/sc/', 'login?redirect='].some((shape) => url.includes(shape));
}

/** accounts spec 2.7: "Documents whose URL contains /secure/ carry a locked-content marker in lists". */
export function hasLockedMarker(url: string): boolean {
  return url.includes('/secure/');
}

/**
 * accounts spec 2.7: "A link may carry a space-separated list of required user contexts." The spec does not name the
 * field that carries it: content documents, literature documents, links and search results carry it here as
 * `userContext`. The list as sent, or undefined when there is none.
 */
export function linkContextsOf(item: { userContext?: unknown }): string | undefined {
  const list = typeof item.userContext === 'string' ? item.userContext.trim() : '';
  return list ? list : undefined;
}

/** accounts spec 2.7: "A link may carry a space-separated list of required user contexts." */
export function requiredContexts(list: string | readonly string[] | null | undefined): string[] {
  if (!list) return [];
  const words = typeof list === 'string' ? list.split(/\s+/) : list;
  return words.map((word) => word.trim()).filter(Boolean);
}

/**
 * The user contexts a logged-in advisor holds. The spec names the link's list, not where the advisor's comes
 * from: it is read from the profile's userGroup (accounts spec 3.2), one or more words separated by commas or
 * spaces.
 */
export function userContextsOf(profile: { userGroup?: unknown } | undefined): string[] {
  const group = profile?.userGroup;
  return typeof group === 'string' ? group.split(/[\s,]+/).filter(Boolean) : [];
}

/**
 * - open: not a secured link, or on the investor or institutional site (lock handling skipped);
 * - unlocked: a logged-in advisor whose user context includes all required contexts;
 * - no-permission: logged in but missing a context (the "Locked" alert on click);
 * - logged-off: the link points to {base}/login?redirect={target}.
 */
export type SecuredLinkState = 'open' | 'unlocked' | 'no-permission' | 'logged-off';

export interface SecuredLinkInput {
  url: string;
  /** The link's required user contexts (a space-separated list). */
  contexts?: string | readonly string[] | null;
  /**
   * The data marks the target secure whatever its address (accounts spec 2.7: "search results from a secured source
   * are marked secure"; products spec 3: a literature row's `secure`).
   */
  secure?: boolean;
  audience: Audience;
  /** accounts spec 4.3: a logged-in advisor. */
  advisor: boolean;
  userContexts: readonly string[];
}

export function securedLinkState(input: SecuredLinkInput): SecuredLinkState {
  if (input.audience === 'investor' || input.audience === 'institutional') return 'open';
  const required = requiredContexts(input.contexts);
  if (!input.secure && !isSecureLink(input.url) && required.length === 0) return 'open';
  if (!input.advisor) return 'logged-off';
  return required.every((context) => input.userContexts.includes(context)) ? 'unlocked' : 'no-permission';
}

export interface SecuredHrefOptions {
  siteBase: string;
  /** The page the visitor is on: the redirect target of a document that opens in a new window. */
  currentUrl: string;
  /** The link opens in a new window (a document): after login the visitor comes back here and it opens. */
  newWindow?: boolean;
}

/**
 * Where a link of that state points: a logged-off visitor goes to {base}/login?redirect={current or target url}
 * (the current page for a document opening in a new window, which DOCUMENT_TO_OPEN then opens); a link that
 * already leads to the login stays as it is. Every link passes the content link rule (runtime/links.ts
 * `contentLink`): the link rule, and this site or a site the page configuration allows.
 */
export function securedHref(url: string, state: SecuredLinkState, options: SecuredHrefOptions): string {
  if (state !== 'logged-off' || url.includes('login?redirect=')) return contentLink(url);
  return loginUrl(options.siteBase, options.newWindow ? options.currentUrl : url);
}

/**
 * accounts spec 2.7: "Documents whose URL contains /secure/ carry a locked-content marker in lists; search results
 * from a secured source are marked secure." The marker shows while the link is locked for this visitor (logged off,
 * or missing a context); an advisor who may open it sees the plain link.
 */
export function showsLockMarker(input: Pick<SecuredLinkInput, 'url' | 'secure'>, state: SecuredLinkState): boolean {
  return (hasLockedMarker(input.url) || input.secure === true) && (state === 'logged-off' || state === 'no-permission');
}

/** A logged-off visitor clicked a document that opens in a new window: keep it for after login. */
export function rememberDocumentToOpen(url: string): void {
  writeText('session', 'DOCUMENT_TO_OPEN', url);
}

/**
 * accounts spec 2.7: "once the profile loads after login, it opens in a new window and the key is cleared".
 * Only a document of the site itself is opened, by its whole address (the same-site rule of runtime/links.ts).
 * Returns the address opened, if any.
 */
export function openPendingDocument(open: (url: string) => void): string | undefined {
  const stored = readText('session', 'DOCUMENT_TO_OPEN');
  if (stored === undefined) return undefined;
  remove('session', 'DOCUMENT_TO_OPEN');
  const url = siteUrl(stored);
  if (url !== undefined) open(url);
  return url;
}
