/**
 * The link rule (site spec 2.3) and the same-site rule, decided as a browser resolves a link against the page.
 * Apart from runtime/sanitize so that an element with links but no CMS HTML does not load DOMPurify.
 */

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

/** The URL resolved against the page, or undefined when it does not parse. */
function resolved(url: string): URL | undefined {
  try {
    return new URL(readableUrl(url), baseUrl());
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

/**
 * A link that must stay on this site (a redirect after login, "I do not accept"): the URL when it resolves to the
 * page's own origin over http(s), else `fallback`. Protocol-relative (`//host`) and backslash (`/\host`) forms
 * resolve to another host and are refused.
 */
export function sameSiteUrl(url: string | null | undefined, fallback = '/'): string {
  if (!url) return fallback;
  const parsed = resolved(url);
  const page = resolved(baseUrl());
  if (!parsed || !page || parsed.origin !== page.origin || !/^https?:$/.test(parsed.protocol)) return fallback;
  return url;
}

// Controls are what this pattern is for.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;

// ---------------------------------------------------------------------------------------------------------------
// Redirects after login and the login of secured links (accounts spec 2.1, 2.7, 4.2)

/**
 * A redirect target as a path of this site (path, query and hash), or undefined when it leaves the site: the
 * same-site rule of `sameSiteUrl` (new URL against the page, origins compared, http(s) only). What the login
 * stores and follows: a target comes from an address a stranger may have written (?redirect=, ?TARGET=).
 */
export function sitePath(target: string | null | undefined): string | undefined {
  const url = sameSiteUrl(target?.trim(), '');
  if (!url) return undefined;
  const parsed = resolved(url);
  return parsed ? `${parsed.pathname}${parsed.search}${parsed.hash}` : undefined;
}

/** accounts spec 4.2: the stored securePageRedirect when it stays on the site, otherwise home. */
export function redirectAfterLogin(stored: string | undefined, home: string): string {
  return sitePath(stored) ?? home;
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
