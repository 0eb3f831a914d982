/**
 * Local storage, session storage and cookies, by the names the specs give them. Reads never throw: storage
 * that is blocked (private mode, a sandboxed frame, a full quota) counts as empty, and a stored value that does
 * not parse or does not match its schema counts as absent and is removed.
 */
import { z, type ZodMiniType } from './zod';

export type StorageArea = 'local' | 'session';

/**
 * Every key the specs name, with what it holds. The API also takes other keys given at run time (the
 * disclaimer's storage key is configurable); the catalogue gives names and documentation.
 */
export const storageCatalogue = {
  local: {
    ESC_SIGNED_IN: 'Sign-in status of the subscription centre: LOGGEDIN or LOGGEDOFF (accounts spec 3.10).',
    ESC_PROFILE: 'The locally stored subscription profile (accounts spec 3.5).',
    CONTACT_KEY: "The subscription contact's id (accounts spec 3.5).",
    username: 'The signed-in user name, stored on login (accounts spec 4.3).',
    externalId: 'The external id, stored on login (accounts spec 4.3).',
    login: 'The remembered user ID of the login form (accounts spec 3.10).',
    securePageRedirect: 'Where to go after login: the redirect or TARGET query parameter (accounts spec 2.1).',
    registrationPageRedirect: 'Where to go after registration (accounts spec 3.10).',
    'cti-pending-verification-modal':
      '"yes" after a subscription contact was registered and awaits verification (accounts spec 4.9).',
    CTN_UID: 'A SHA-256 hex digest, also kept in the CTN_UID cookie (accounts spec 3.10).',
    fundLiteratureOrderCart:
      'The literature cart: an array of cart items {cartId, fundName, productType, dDocType, fileName, fileDDocType, fileUrl, fundClass, quantity 1-10, orderable} (products spec 3, 9), kept by runtime/stores/cart.ts.',
    CM_Institutional_Disclaimer: "Acceptance of the institutional site's disclaimer, with its expiry (site spec 9).",
    CM_Modal_Disclaimer_Accepted: 'Default key of the general disclaimer block (site spec 9).',
  },
  session: {
    SERVICE_CACHE: 'Service responses cached per URL until login or logout (accounts spec 7.2).',
    ESC_PROFILE: 'The subscription profile, also kept here for the browser session (accounts spec 4.9).',
    DOCUMENT_TO_OPEN: 'A document to open in a new window once the profile loads after login (accounts spec 2.6).',
    'CLOSE-LASTLOGIN': 'Set when the last-login banner was closed: hidden for the browser session (site spec 2.8).',
    'INSTITUTIONAL-TAXONOMIES': 'The flattened blog taxonomy {key, name}[] (site spec 7).',
    'IGNORED-TAXONOMIES': 'The taxonomy keys left out of the flattened list (site spec 7).',
    CM_Institutional_Disclaimer: 'Session-only acceptance of the institutional disclaimer (site spec 4).',
    CM_Modal_Disclaimer_Accepted: 'Session-only acceptance of the general disclaimer block (site spec 4).',
  },
  cookie: {
    CM_USER_STATUS: 'LOGGEDIN or LOGGEDOFF (accounts spec 3.10).',
    CM_USER_TYPE: '"ADV" for a signed-in advisor (accounts spec 3.10).',
    CM_INT_USER: '"true" for internal users (accounts spec 3.10).',
    CSMSESSION: 'The session cookie stored on login (accounts spec 4.3).',
    PRFL_ACTY: '"yes": profile activity (accounts spec 4.3).',
    CTN_UID: 'A SHA-256 hex digest (accounts spec 3.10).',
    CONTACT_KEY:
      "The subscription contact's id, in a secure cookie (accounts spec 3.5, 4.9); named after the local key.",
  },
} as const;

export type LocalKey = keyof typeof storageCatalogue.local;
export type SessionKey = keyof typeof storageCatalogue.session;
export type CookieName = keyof typeof storageCatalogue.cookie;
/** A catalogue key of the area, or any other string given at run time. */
export type StorageKey<A extends StorageArea> = (A extends 'local' ? LocalKey : SessionKey) | (string & {});

function storageOf(area: StorageArea): Storage | undefined {
  try {
    // Reading window.localStorage itself throws where storage is blocked.
    return area === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Same-page listeners: the `storage` event only reaches other tabs. */
let localChanges: EventTarget | undefined;
const changes = () => (localChanges ??= new EventTarget());

function notify(area: StorageArea, key: string, newValue: string | null) {
  localChanges?.dispatchEvent(new CustomEvent('change', { detail: { area, key, newValue } }));
}

/** The stored text, or undefined when absent or when storage is unavailable. */
export function readText<A extends StorageArea>(area: A, key: StorageKey<A>): string | undefined {
  try {
    return storageOf(area)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Stores text; false when storage is unavailable or full. */
export function writeText<A extends StorageArea>(area: A, key: StorageKey<A>, value: string): boolean {
  const storage = storageOf(area);
  if (!storage) return false;
  try {
    storage.setItem(key, value);
  } catch {
    return false;
  }
  notify(area, key, value);
  return true;
}

export function remove<A extends StorageArea>(area: A, key: StorageKey<A>): void {
  const storage = storageOf(area);
  if (!storage) return;
  try {
    if (storage.getItem(key) === null) return;
    storage.removeItem(key);
  } catch {
    return;
  }
  notify(area, key, null);
}

/**
 * The stored JSON value checked by `schema`; undefined when absent. A value that is not JSON or fails the
 * schema is treated as absent and removed, with one console warning.
 */
export function readJson<T, A extends StorageArea = StorageArea>(
  area: A,
  key: StorageKey<A>,
  schema: ZodMiniType<T>,
): T | undefined {
  const text = readText(area, key);
  if (text === undefined) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    console.warn(`[cm] ${area} storage "${key}" is not valid JSON; it was removed.`);
    remove(area, key);
    return undefined;
  }
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  console.warn(`[cm] ${area} storage "${key}" does not have the expected shape; it was removed.`, result.error.issues);
  remove(area, key);
  return undefined;
}

/** Stores a value as JSON; false when storage is unavailable or full. */
export function writeJson<A extends StorageArea>(area: A, key: StorageKey<A>, value: unknown): boolean {
  return writeText(area, key, JSON.stringify(value));
}

/**
 * Calls `callback` when the key changes in another tab (the `storage` event) or through this module on this
 * page, so several widgets and tabs stay in step. Returns the unsubscribe function.
 */
export function onStorageChange(key: string, callback: (newValue: string | null) => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    // A null key means the whole storage was cleared.
    if (event.key === key || event.key === null) callback(event.newValue);
  };
  const fromThisPage = (event: Event) => {
    const detail = (event as CustomEvent<{ key: string; newValue: string | null }>).detail;
    if (detail.key === key) callback(detail.newValue);
  };
  window.addEventListener('storage', fromOtherTab);
  changes().addEventListener('change', fromThisPage);
  return () => {
    window.removeEventListener('storage', fromOtherTab);
    changes().removeEventListener('change', fromThisPage);
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Cookies

export type CookieKey = CookieName | (string & {});

export interface CookieOptions {
  /** Lifetime in days; without it (or maxAgeSeconds) the cookie lasts for the browser session. */
  days?: number;
  /** Lifetime in seconds (Max-Age). */
  maxAgeSeconds?: number;
  /**
   * accounts spec 7.5: cookies are set secure. By default on every page but a plain http one (local development),
   * where a browser may refuse a secure cookie (WebKit does, even on localhost) and the sign-in state would be lost.
   */
  secure?: boolean;
  /** accounts spec 7.5: path / (the default). */
  path?: string;
  /** accounts spec 7.5: "a site domain outside local development". */
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

function readCookies(): string {
  try {
    return document.cookie;
  } catch {
    // A sandboxed document throws on cookie access.
    return '';
  }
}

/** The cookie's decoded value, or undefined. */
export function readCookie(name: CookieKey): string | undefined {
  for (const part of readCookies().split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

function setCookie(text: string) {
  try {
    document.cookie = text;
  } catch {
    // Blocked cookies: nothing to do.
  }
}

function cookieAttributes(options: CookieOptions): string {
  let text = `; path=${options.path ?? '/'}`;
  if (options.domain) text += `; domain=${options.domain}`;
  text += `; samesite=${options.sameSite ?? 'Lax'}`;
  if (options.secure ?? globalThis.location?.protocol !== 'http:') text += '; secure';
  return text;
}

export function writeCookie(name: CookieKey, value: string, options: CookieOptions = {}): void {
  let text = `${name}=${encodeURIComponent(value)}`;
  if (options.maxAgeSeconds !== undefined) text += `; max-age=${Math.round(options.maxAgeSeconds)}`;
  else if (options.days !== undefined) {
    text += `; expires=${new Date(Date.now() + options.days * 86_400_000).toUTCString()}`;
  }
  setCookie(text + cookieAttributes(options));
}

/**
 * Removes the cookie written with these options; with a domain, also the host's own cookie of that name, so that
 * a value written before the site's cookie domain was configured goes too.
 */
export function removeCookie(name: CookieKey, options: Pick<CookieOptions, 'path' | 'domain' | 'secure'> = {}): void {
  setCookie(`${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT${cookieAttributes(options)}`);
  if (options.domain) removeCookie(name, { ...options, domain: undefined });
}

/**
 * The cookie domain to write with on this host: the configured site domain when the host lies in it (accounts spec
 * 7.5 "a site domain outside local development"), else none (a host-only cookie). A browser refuses a cookie whose
 * domain does not cover the page's host, which would lose the sign-in on localhost or a preview host.
 */
export function cookieDomainFor(hostname: string, domain: string | undefined): string | undefined {
  if (!domain) return undefined;
  const bare = domain.replace(/^\./, '').toLowerCase();
  const host = hostname.toLowerCase();
  return host === bare || host.endsWith(`.${bare}`) ? bare : undefined;
}
