/**
 * The link rule (site spec 2.3) and HTML sanitising. Every piece of HTML from the CMS or a service goes through
 * DOMPurify; every link through safeUrl. HTML is set through a ref with a TrustedHTML value, never with
 * dangerouslySetInnerHTML, so it works where Trusted Types are required (DESIGN "Trusted Types").
 */
import DOMPurify, { type Config } from 'dompurify';
import { safeUrl } from './links';

/** The link rule lives in runtime/links.ts (no sanitiser loaded for it); it is exported here too. */
export { safeUrl };

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
