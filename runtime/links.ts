/**
 * The rules of links and redirects: the link rule every link passes (site spec 2.3), the same-site rule for
 * redirects after login (accounts spec 2.1, 4.2) and the login address secured links use (accounts spec 2.1, 2.7).
 * A redirect target comes from a URL a stranger may have written (?redirect=, ?TARGET=), so only an address on the
 * page's own origin is followed. No HTML sanitiser here: an element that only builds links does not load one
 * (runtime/sanitize.ts re-exports safeUrl beside DOMPurify).
 */

// ---------------------------------------------------------------------------------------------------------------
// The link rule (site spec 2.3)

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

/**
 * site spec 2.3: "a link whose scheme is javascript:, data: or vbscript: becomes about:blank; relative links
 * beginning with . or / pass unchanged". The scheme test ignores case, whitespace, control characters and
 * character references, as browsers do when they read a URL (java&#x09;script:, " JAVASCRIPT:", "java\0script:").
 * Any other URL is returned unchanged; a missing one is ''.
 */
export function safeUrl(url: string | null | undefined): string {
  if (url === null || url === undefined) return '';
  if (url.startsWith('.') || url.startsWith('/')) return url;
  let text = url;
  // References may be nested (&amp;#106;); a few rounds decode what any markup could have encoded.
  for (let round = 0; round < 3; round += 1) {
    const decoded = decodeEntities(text);
    if (decoded === text) break;
    text = decoded;
  }
  // Browsers strip leading/trailing C0 controls and spaces and drop tabs and newlines anywhere; removing every
  // control, space and invisible formatting character is stricter still.
  const compact = text.replace(INVISIBLE, '').toLowerCase();
  return BLOCKED_SCHEMES.some((scheme) => compact.startsWith(scheme)) ? 'about:blank' : url;
}

// Controls are what this pattern is for.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0020\u007f-\u00a0\u00ad\u200b-\u200f\u2028\u2029\u2060\ufeff]/g;

// ---------------------------------------------------------------------------------------------------------------
// Redirects and the login

/**
 * The target as a path on `origin` (path, query and hash), or undefined when it leaves the origin or is not a
 * web address at all (javascript:, data:, //other.example, https://other.example ...). Decided by the URL parser:
 * `new URL(target, origin)` and a comparison of origins.
 */
export function sameSitePath(target: string | null | undefined, origin: string): string | undefined {
  if (!target || !target.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(target.trim(), origin);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(origin).origin) return undefined;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** accounts spec 4.2: the stored securePageRedirect when it stays on the site, otherwise home. */
export function redirectAfterLogin(stored: string | undefined, origin: string, home: string): string {
  return sameSitePath(stored, origin) ?? home;
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
