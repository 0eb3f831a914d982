/**
 * The link rule (site spec 2.3) and the same-site rule, decided as a browser resolves a link against the page.
 * Apart from runtime/sanitize so that an element with links but no CMS HTML does not load DOMPurify.
 */
import { getPageConfig } from './config';

const BLOCKED_SCHEMES = ['javascript:', 'data:', 'vbscript:'];

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  nbsp: ' ',
  amp: '&',
  lpar: '(',
  rpar: ')',
};

/** Decodes the character references a browser would decode in an attribute (&#106; &#x6A; &colon; ...). */
function decodeEntities(text: string): string {
  return text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));?/gi, (whole, hex?: string, dec?: string, name?: string) => {
    if (name) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = hex ? parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** The document's base URL, for resolving relative links ('http://localhost/' outside a browser). */
function baseUrl(): string {
  return typeof document === 'undefined' ? 'http://localhost/' : document.baseURI;
}

/** A URL as a browser reads it: character references decoded, controls, spaces and invisible characters dropped. */
function readableUrl(url: string): string {
  let text = url;
  // References may be nested (&amp;#106;); a few rounds decode what any markup could have encoded.
  for (let round = 0; round < 3; round += 1) {
    const decoded = decodeEntities(text);
    if (decoded === text) break;
    text = decoded;
  }
  // Browsers strip leading/trailing C0 controls and spaces and drop tabs and newlines anywhere; removing every
  // control, space and invisible formatting character is stricter still.
  return text.replace(INVISIBLE, '');
}

/** The URL resolved against the page (or `base`), or undefined when it does not parse. */
function resolved(url: string, base = baseUrl()): URL | undefined {
  try {
    return new URL(readableUrl(url), base);
  } catch {
    return undefined;
  }
}

/**
 * site spec 2.3: "a link whose scheme is javascript:, data: or vbscript: becomes about:blank". The link is decided
 * as the browser would resolve it against the page (`new URL(href, document.baseURI)`), after decoding character
 * references and dropping controls, spaces and invisible characters (java&#x09;script:, " JAVASCRIPT:",
 * "java\0script:"); a link that does not parse is about:blank too. Any other URL is returned unchanged; a missing
 * one is ''. Links to other sites pass: a same-site rule, where one is needed, is `sameSiteUrl`.
 */
export function safeUrl(url: string | null | undefined): string {
  if (url === null || url === undefined || url === '') return '';
  const parsed = resolved(url);
  if (!parsed || BLOCKED_SCHEMES.includes(parsed.protocol)) return 'about:blank';
  return url;
}

/** The page's own address: the base of the same-site rule. */
function pageAddress(): URL {
  return new URL(typeof location === 'undefined' ? 'http://localhost/' : location.href);
}

/**
 * The same-site rule, for every redirect, stored target, document to open and site-only attribute: the value
 * resolved as the browser resolves an address against the page (`new URL(value, location.href)`: backslashes read as
 * slashes, tabs and newlines dropped), kept when its origin is the page's own over http(s). The page's address is
 * the base, never `document.baseURI`, which a host page's `<base href>` may point at another site. What is handed on
 * is the whole normalised URL: never a path, which may read `//host` or `/\host` once taken out of its URL.
 */
export function sameSiteTarget(url: string | null | undefined): URL | undefined {
  const text = url?.trim();
  if (!text) return undefined;
  const page = pageAddress();
  let parsed: URL;
  try {
    parsed = new URL(text, page);
  } catch {
    return undefined;
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.origin !== page.origin) return undefined;
  // Character references and invisible characters are what a browser decodes or drops in markup: a value that
  // reads as another address once decoded is refused too.
  const readable = resolved(text, page.href);
  if (!readable || readable.origin !== page.origin) return undefined;
  return parsed;
}

/** The origins whose refused links were reported: one console warning per origin and page. */
const reportedOrigins = new Set<string>();

/**
 * A link that content or an attribute gives (a document, a search result, a CMS link, a configured address): the link
 * rule (`safeUrl`), and an http(s) link must lead to this site or to an origin the page configuration allows
 * (`allowedOrigins`): written `//host`, `/\host` or `\\host`, or in full, another site is refused. A refused link is
 * about:blank, as a javascript: link is, and the first refusal of an origin is told once on the console, for the
 * site's configuration. Other schemes (mailto:, tel:) pass as the link rule lets them.
 */
export function contentLink(
  url: string | null | undefined,
  allowedOrigins: readonly string[] = getPageConfig().allowedOrigins,
): string {
  const { href, refused } = checkContentLink(url, allowedOrigins);
  if (refused && !reportedOrigins.has(refused)) {
    reportedOrigins.add(refused);
    console.warn(
      `[cm] A link to ${refused} from content or an attribute is not followed: that site is not in the page configuration's "allowedOrigins".`,
    );
  }
  return href;
}

/** `contentLink`'s verdict, told to nobody: the link to use, and the other site's origin when it was refused. */
export function checkContentLink(
  url: string | null | undefined,
  allowedOrigins: readonly string[] = getPageConfig().allowedOrigins,
): { href: string; refused?: string } {
  const safe = safeUrl(url);
  if (safe === '' || safe === 'about:blank') return { href: safe };
  // Decided against the page's own address, as the same-site rule is: a host page's <base href> is the host's own
  // choice for every relative link, and says nothing of where content means to lead.
  const parsed = resolved(safe, pageAddress().href);
  if (!parsed || !/^https?:$/.test(parsed.protocol)) return { href: safe };
  const page = pageAddress().origin;
  // Both as the browser reads the link in markup and as a plain address: neither may lead elsewhere.
  let plain: URL | undefined;
  try {
    plain = new URL(safe.trim(), pageAddress());
  } catch {
    plain = undefined;
  }
  const other = [parsed.origin, plain?.origin ?? parsed.origin].find(
    (origin) => origin !== page && !allowedOrigins.includes(origin),
  );
  return other ? { href: 'about:blank', refused: other } : { href: safe };
}

/** A link that must stay on this site: the whole normalised URL when it does (`sameSiteTarget`), else `fallback`. */
export function sameSiteUrl(url: string | null | undefined, fallback = '/'): string {
  return sameSiteTarget(url)?.href ?? fallback;
}

// Controls are what this pattern is for.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;

// ---------------------------------------------------------------------------------------------------------------
// Redirects after login and the login of secured links (accounts spec 2.1, 2.7, 4.2)

/**
 * A redirect target of this site as its whole normalised URL, or undefined when it leaves the site (`sameSiteTarget`).
 * What the login stores and follows: a target comes from an address a stranger may have written (?redirect=,
 * ?TARGET=, a document to open after login).
 */
export function siteUrl(target: string | null | undefined): string | undefined {
  return sameSiteTarget(target)?.href;
}

/** accounts spec 4.2: the stored securePageRedirect when it stays on the site, otherwise home. */
export function redirectAfterLogin(stored: string | undefined, home: string): string {
  return siteUrl(stored) ?? home;
}

/** The site's home page: {siteBase}/ (site spec 2.1). */
export function homePath(siteBase: string): string {
  return `${siteBase}/`;
}

/** accounts spec 2.1, 2.7: {base}/login?redirect={target}. */
export function loginUrl(siteBase: string, target?: string): string {
  const login = `${siteBase}/login`;
  return target ? `${login}?redirect=${encodeURIComponent(target)}` : login;
}
