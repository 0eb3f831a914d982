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

const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction', 'poster']);

/**
 * What content HTML may not bring into a widget, beyond what DOMPurify removes itself (scripts, handlers): styles
 * (a <style> element, or a style attribute with position:fixed, could hide or cover the widget's own controls, such
 * as the disclaimer's choices, with an outside link), and forms and their controls (a <form action> would post the
 * visitor's input elsewhere; content is text, never a form).
 */
const CONTENT_FORBIDDEN_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'select',
  'option',
  'optgroup',
  'textarea',
  'fieldset',
  'datalist',
  'output',
  'dialog',
];
const CONTENT_FORBIDDEN_ATTRIBUTES = ['style', 'form', 'formaction', 'formmethod', 'formtarget', 'popover'];

const PURIFY_CONFIG: Config = {
  // target is not among DOMPurify's default attributes; CMS links open in new tabs with it.
  ADD_ATTR: ['target'],
  FORBID_TAGS: CONTENT_FORBIDDEN_TAGS,
  FORBID_ATTR: CONTENT_FORBIDDEN_ATTRIBUTES,
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

/** An opening tag with its attributes. */
const OPENING_TAG = /<[a-zA-Z][^>]*>/g;
/** An event handler attribute inside a tag: after white space, "/" or a closing quote, `on...=`. */
const HANDLER_ATTRIBUTE = /([\s/"'])(on[a-z]+\s*=)/gi;

/**
 * Renames the event handler attributes of the HTML's tags (`onerror=` becomes `x-removed-onerror=`, which
 * DOMPurify then drops as an unknown attribute) before any parser sees them. Chromium reports a script-src-attr
 * violation under a strict CSP for every handler attribute it parses, even in an inert document (a <template>,
 * DOMParser) where nothing runs; without this, sanitising a CMS text with `<img onerror>` would file a CSP report
 * for an attack that never happened. Security does not rest on it: DOMPurify removes handlers whatever this misses.
 */
function withoutHandlerAttributes(html: string): string {
  return html.replace(OPENING_TAG, (tag) => tag.replace(HANDLER_ATTRIBUTE, '$1x-removed-$2'));
}

/** Sanitised HTML as a string (for text measuring or tests; to show HTML, use setSanitizedHtml). */
export function sanitizeHtml(html: string | null | undefined): string {
  return purifier().sanitize(withoutHandlerAttributes(html ?? ''), PURIFY_CONFIG);
}

/**
 * Sets an element's content to sanitised HTML. The value is a TrustedHTML from DOMPurify's 'dompurify'
 * policy where the browser supports Trusted Types, so a `require-trusted-types-for 'script'` CSP accepts it.
 */
export function setSanitizedHtml(element: Element, html: string | null | undefined): void {
  const trusted = purifier().sanitize(withoutHandlerAttributes(html ?? ''), {
    ...PURIFY_CONFIG,
    RETURN_TRUSTED_TYPE: true,
  });
  element.innerHTML = trusted as unknown as string;
}
