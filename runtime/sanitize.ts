/**
 * The link rule (site spec 2.3) and HTML sanitising. Every piece of HTML from the CMS or a service goes through
 * DOMPurify; every link through safeUrl. HTML is set through a ref with a TrustedHTML value, never with
 * dangerouslySetInnerHTML, so it works where Trusted Types are required (DESIGN "Trusted Types").
 */
import DOMPurify, { type Config } from 'dompurify';

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

const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster']);

const PURIFY_CONFIG: Config = {
  // target is not among DOMPurify's default attributes; CMS links open in new tabs with it.
  ADD_ATTR: ['target'],
  // DOMPurify's default URI rule plus exactly "about:blank", which the link rule writes (site spec 2.3).
  ALLOWED_URI_REGEXP:
    /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|about:blank$|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))/i,
};

let hooksAdded = false;

/** Adds our hooks to the page's DOMPurify on first use (no work at import time). */
function purifier(): typeof DOMPurify {
  if (hooksAdded) return DOMPurify;
  hooksAdded = true;
  DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
    if (!URL_ATTRIBUTES.has(data.attrName)) return;
    // site spec 2.3: the link stays, pointing nowhere; DOMPurify's own URI check then sees about:blank.
    data.attrValue = safeUrl(data.attrValue);
  });
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    // A new tab opened from our page gets no handle on it, and no referrer.
    if (node instanceof Element && node.getAttribute('target')?.toLowerCase() === '_blank') {
      const rel = new Set((node.getAttribute('rel') ?? '').split(/\s+/).filter(Boolean));
      rel.add('noopener');
      rel.add('noreferrer');
      node.setAttribute('rel', [...rel].join(' '));
    }
  });
  return DOMPurify;
}

/** Sanitised HTML as a string (for text measuring or tests; to show HTML, use setSanitizedHtml). */
export function sanitizeHtml(html: string | null | undefined): string {
  return purifier().sanitize(html ?? '', PURIFY_CONFIG);
}

/**
 * Sets an element's content to sanitised HTML. The value is a TrustedHTML from DOMPurify's 'dompurify'
 * policy where the browser supports Trusted Types, so a `require-trusted-types-for 'script'` CSP accepts it.
 */
export function setSanitizedHtml(element: Element, html: string | null | undefined): void {
  const trusted = purifier().sanitize(html ?? '', { ...PURIFY_CONFIG, RETURN_TRUSTED_TYPE: true });
  element.innerHTML = trusted as unknown as string;
}
