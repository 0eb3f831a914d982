/**
 * The deep link (accounts spec 2.8): "when the URL query contains the configured open-modal query string: if
 * signed in and not yet subscribed, subscribe automatically and strip the query; otherwise open the modal. Closing
 * the modal removes the query parameter and reloads the sanitized URL." Plain functions over URL text.
 */
import { safeUrl } from '../../runtime/links';
import { decodeText } from '../../runtime/decode';

/** The configured query string, `name` or `name=value`, as a parameter name and the value it must have. */
export function parseOpenQuery(configured: string): { name: string; value: string | undefined } | undefined {
  const text = configured.trim().replace(/^[?&]/, '');
  if (!text) return undefined;
  const index = text.indexOf('=');
  if (index < 0) return { name: decodeText(text), value: undefined };
  return { name: decodeText(text.slice(0, index)), value: decodeText(text.slice(index + 1)) };
}

/** True when the URL's query holds the configured parameter (with its value, when one is configured). */
export function hasOpenQuery(href: string, configured: string): boolean {
  const query = parseOpenQuery(configured);
  if (!query) return false;
  const params = new URL(href, 'http://localhost').searchParams;
  if (!params.has(query.name)) return false;
  return query.value === undefined || params.getAll(query.name).includes(query.value);
}

/** The URL without the configured parameter (every occurrence), through the link rule. */
export function withoutOpenQuery(href: string, configured: string): string {
  const query = parseOpenQuery(configured);
  const url = new URL(href, 'http://localhost');
  if (query) url.searchParams.delete(query.name);
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(href);
  return safeUrl(absolute ? url.href : `${url.pathname}${url.search}${url.hash}`);
}
