/**
 * HTML sanitising, with the link rule (site spec 2.3, runtime/links) applied to every URL in it. Every piece of
 * HTML from the CMS or a service goes through DOMPurify; every link through safeUrl. HTML is set through a ref with a TrustedHTML value, never with
 * dangerouslySetInnerHTML, so it works where Trusted Types are required (DESIGN "Trusted Types").
 */
import DOMPurify, { type Config } from 'dompurify';
import { safeUrl } from './links';

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
  // The styles renamed before parsing (below) go with their text.
  ADD_FORBID_CONTENTS: ['x-removed-style'],
  // DOMPurify's default URI rule plus exactly "about:blank", which the link rule writes (site spec 2.3).
  ALLOWED_URI_REGEXP:
    /^(?:(?:(?:f|ht)tps?|mailto|tel|callto|sms|cid|xmpp|matrix):|about:blank$|[^a-z]|[a-z+.-]+(?:[^a-z+.:-]|$))/i,
};

let hooksAdded = false;
/** Set while HTML is sanitised with `resources: 'site'`: images and media from other hosts are dropped. */
let siteResourcesOnly = false;

/** The URL is on the page's own origin (a relative path is). */
function onThisSite(url: string): boolean {
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/** Adds our hooks to the page's DOMPurify on first use (no work at import time). */
function purifier(): typeof DOMPurify {
  if (hooksAdded) return DOMPurify;
  hooksAdded = true;
  DOMPurify.addHook('uponSanitizeAttribute', (node, data) => {
    if (siteResourcesOnly) {
      // Only a single src on this site is kept: no candidate list (srcset) to parse, no background, no tracking
      // pixel or image from a host the site does not know. <use> and <image> in SVG fetch through href too.
      const name = data.attrName;
      const svgReference = (name === 'href' || name === 'xlink:href') && /^(use|image|feimage)$/i.test(node.nodeName);
      const fetched = name === 'src' || name === 'poster' || svgReference;
      if (name === 'srcset' || name === 'background' || (fetched && !onThisSite(data.attrValue))) {
        data.keepAttr = false;
        return;
      }
    }
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
/** An event handler or style attribute inside a tag: after white space, "/" or a closing quote, `on...=`, `style=`. */
const PARSED_ATTRIBUTE = /([\s/"'])((?:on[a-z]+|style)\s*=)/gi;
/** The opening or closing tag of an element the browser applies as it parses: a style, a base, a linked sheet. */
const APPLIED_ELEMENT = /<(\/?)(style|base|link)(?=[\s/>])/gi;

/**
 * Renames what a browser acts on as soon as it parses it, before any parser sees the HTML: event handler and style
 * attributes (`onerror=` becomes `x-removed-onerror=`), and <style>, <base> and <link> elements (`<x-removed-style>`),
 * which DOMPurify then drops as unknown (a style with its text). Chromium reports a strict CSP's script-src-attr,
 * style-src-elem, style-src-attr and base-uri for each of them it parses, even in an inert document (a <template>,
 * DOMParser) where nothing runs or applies; without this, sanitising a CMS text with `<img onerror>` or a `<style>`
 * would file a CSP report for something that never happened. Security does not rest on it: DOMPurify removes
 * handlers, styles and bases whatever this misses.
 */
function withoutParsedActions(html: string): string {
  return html
    .replace(APPLIED_ELEMENT, (_tag, slash: string, name: string) => `<${slash}x-removed-${name.toLowerCase()}`)
    .replace(OPENING_TAG, (tag) => tag.replace(PARSED_ATTRIBUTE, '$1x-removed-$2'));
}

/** Sanitised HTML as a string (for text measuring or tests; to show HTML, use setSanitizedHtml). */
export function sanitizeHtml(html: string | null | undefined): string {
  return purifier().sanitize(withoutParsedActions(html ?? ''), PURIFY_CONFIG);
}

export interface SanitizeOptions {
  /**
   * 'site': images, media and SVG references are kept only when they come from the page's own site (an article's
   * body: hostile or careless content loads nothing from another host). By default they are kept as the link rule
   * leaves them.
   */
  resources?: 'any' | 'site';
}

/**
 * Sets an element's content to sanitised HTML. The value is a TrustedHTML from DOMPurify's 'dompurify'
 * policy where the browser supports Trusted Types, so a `require-trusted-types-for 'script'` CSP accepts it.
 */
export function setSanitizedHtml(
  element: Element,
  html: string | null | undefined,
  options: SanitizeOptions = {},
): void {
  siteResourcesOnly = options.resources === 'site';
  try {
    const trusted = purifier().sanitize(withoutParsedActions(html ?? ''), {
      ...PURIFY_CONFIG,
      RETURN_TRUSTED_TYPE: true,
    });
    element.innerHTML = trusted as unknown as string;
  } finally {
    siteResourcesOnly = false;
  }
}
