/**
 * Text a visitor typed, or a service sent, as it may be shown or sent on: plain text with no character that can
 * hide, reorder or split what a reader sees. Control characters go (C0 and C1, DEL; tabs become spaces), and so do
 * the bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069), with which "txt.exe"
 * can be written to read "exe.txt". A single line also turns line breaks into spaces; several lines keep them, as
 * "\n". Then the text is cut to its limit, never in the middle of a surrogate pair.
 *
 * Markup in the text stays as characters: the text is set as text wherever it is shown, and the library's e-mails
 * are plain text, so "<b>" reads "<b>" and never becomes markup.
 */

// Controls are what these patterns are for.
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
const LINE_BREAKS = /\r\n|[\r\n\u2028\u2029\u0085]/g;

export interface PlainTextOptions {
  /** Keep line breaks (as "\n"); otherwise they become spaces. */
  multiline?: boolean;
  /** The most characters (UTF-16 code units) kept. */
  maxLength?: number;
}

/** The text without control and bidirectional-override characters, within its limit (not trimmed). */
export function plainText(value: string | null | undefined, options: PlainTextOptions = {}): string {
  if (value === null || value === undefined) return '';
  let text = value.replace(LINE_BREAKS, options.multiline ? '\n' : ' ').replace(/\t/g, ' ');
  text = text.replace(CONTROLS, '');
  return options.maxLength === undefined ? text : cut(text, options.maxLength);
}

/** The first `maxLength` code units, one fewer when the last would be half of a surrogate pair. */
function cut(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const end = maxLength > 0 && /[\ud800-\udbff]/.test(text.charAt(maxLength - 1)) ? maxLength - 1 : maxLength;
  return text.slice(0, Math.max(0, end));
}
