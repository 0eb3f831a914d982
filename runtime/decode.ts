/**
 * The one decoder of URL text (DESIGN pitfalls): `decodeURIComponent` throws `URIError` on a lone `%` or a broken
 * sequence (`#100%`, `?q=%E0%A4`), which an address a visitor typed or a stranger wrote may hold. Every read of
 * `location.hash`, a query value, a configured query string or a cookie decodes through here: a text that does not
 * decode is used as it was written.
 */
export function decodeText(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The name an address's fragment (`location.hash`, or a configured `#anchor`) gives: without its `#`, decoded, then
 * without the spaces around it. Decoded first: a space typed after the hash reaches `location.hash` as `%20`.
 */
export function hashName(hash: string): string {
  return decodeText(hash.trim().replace(/^#/, '')).trim();
}
