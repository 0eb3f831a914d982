/**
 * CMS text as written: one rule for every element. A text field of the content system or the search index (a title,
 * a summary, a name, a result line) is HTML-encoded text: it arrives with character references ("Risk &amp;
 * reward", "&quot;late-cycle&quot;") and at times simple markup ("<em>bold</em> move"). An element shows it
 *
 * - as text, through `cmsText`: the markup is dropped (the content of <script>, <style> and the like with it) and the
 *   references decoded once, so the visitor reads "Risk & reward" and "bold move"; React then writes it as text, so
 *   what the decoding yields ("&lt;b&gt;" becomes "<b>") shows as those characters and never becomes markup;
 * - or, for a field meant as rich text (an article's body, its key points, a bio), as sanitised HTML through
 *   `setSanitizedHtml` (runtime/sanitize.ts), where the browser decodes the references itself.
 *
 * Never as escaped markup ("&amp;" on screen), never as live markup. site spec 5 asks the same of search results:
 * "HTML entities in result text are decoded for display". Plain string work, no DOM: no parser sees a field's
 * markup, so an `onerror=` in a title files no Content-Security-Policy report either (runtime/sanitize.ts).
 */

const NAMED_REFERENCES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  shy: '\u00ad',
  ndash: '\u2013',
  mdash: '\u2014',
  lsquo: '\u2018',
  rsquo: '\u2019',
  sbquo: '\u201a',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bdquo: '\u201e',
  hellip: '\u2026',
  bull: '\u2022',
  middot: '\u00b7',
  reg: '\u00ae',
  trade: '\u2122',
  copy: '\u00a9',
  sect: '\u00a7',
  para: '\u00b6',
  deg: '\u00b0',
  plusmn: '\u00b1',
  times: '\u00d7',
  divide: '\u00f7',
  frac12: '\u00bd',
  frac14: '\u00bc',
  frac34: '\u00be',
  percnt: '%',
  cent: '\u00a2',
  pound: '\u00a3',
  euro: '\u20ac',
  yen: '\u00a5',
  dollar: '$',
  laquo: '\u00ab',
  raquo: '\u00bb',
  eacute: '\u00e9',
  Eacute: '\u00c9',
  egrave: '\u00e8',
  aacute: '\u00e1',
  agrave: '\u00e0',
  oacute: '\u00f3',
  iacute: '\u00ed',
  uacute: '\u00fa',
  uuml: '\u00fc',
  ouml: '\u00f6',
  auml: '\u00e4',
  ntilde: '\u00f1',
  ccedil: '\u00e7',
};

/**
 * Decodes character references (&amp; &#8217; &#x2019; &rsquo; ...) once, as a browser shows them; a reference it
 * does not know stays as written. The result is text for display, never HTML: "&lt;b&gt;" becomes "<b>" and shows as
 * those three characters.
 */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#[xX]([0-9a-fA-F]{1,6})|#(\d{1,7})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g,
    (whole, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
      if (name) return NAMED_REFERENCES[name] ?? NAMED_REFERENCES[name.toLowerCase()] ?? whole;
      const code = hex ? parseInt(hex, 16) : Number(dec);
      // A NUL, a surrogate or a code point beyond Unicode shows as the replacement character, as in a browser.
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd';
      return String.fromCodePoint(code);
    },
  );
}

/** A comment, to its end or the end of the text. */
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
/** Elements whose content is no text of the field: script, style and the like, with what they hold. */
const HIDDEN_CONTENT =
  /<(script|style|template|noscript|textarea|title|iframe|object|svg|math)\b(?:[^>"']|"[^"]*"|'[^']*')*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
/** An opening, closing or self-closing tag, its attribute values quoted or not ("a>b" inside quotes is no end). */
const TAG = /<(\/?)([a-zA-Z][\w:-]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g;
/** Tags that separate words when dropped (a line break, a paragraph, a list item ...). */
const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'img',
  'li',
  'ol',
  'p',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/**
 * A CMS text field as the text a visitor reads: markup dropped (a block element or a line break leaves a space), the
 * character references decoded once, runs of white space made one space (a lone no-break space stays), the ends
 * trimmed. A missing value is ''.
 *
 *   cmsText('Risk &amp; reward')                 -> 'Risk & reward'
 *   cmsText('A <b>bold</b> &quot;move&quot;')    -> 'A bold "move"'
 *   cmsText('Title <img src=x onerror=alert(1)>') -> 'Title'
 *   cmsText('&lt;em&gt; is a tag')               -> '<em> is a tag' (shown as text)
 */
export function cmsText(value: string | null | undefined): string {
  if (!value) return '';
  const text = value
    .replace(COMMENT, ' ')
    .replace(HIDDEN_CONTENT, ' ')
    .replace(TAG, (_tag, _closing, name: string) => (BLOCK_TAGS.has(name.toLowerCase()) ? ' ' : ''));
  // A run of white space is one space; a single no-break space (Fund&nbsp;A) keeps its meaning.
  return decodeEntities(text)
    .replace(/\s{2,}|[\t\n\r\f]/g, ' ')
    .trim();
}
