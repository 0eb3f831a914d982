/**
 * Test helpers for code that calls services: a stubbed `fetch` whose calls a test reads back, JSON responses,
 * and the caught error of a rejected call. Imported by tests only, never by shipped code.
 */
import { vi, type Mock } from 'vitest';
import { clearRequestCache, type ServiceError } from './http';
import { resetPageConfig } from './config';

export type FetchMock = Mock<(url: string, init?: RequestInit) => Promise<Response>>;

/** A Response with a JSON body (a string body is sent as it is, e.g. to send malformed JSON). */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
}

/** The error a promise rejects with; fails when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    return error as ServiceError;
  }
  throw new Error('expected a rejection');
}

/**
 * Replaces `fetch` with a mock answering `body` (until a test says otherwise) and starts from a clean request
 * cache and page configuration on a page at `/`. Undo with `vi.unstubAllGlobals()`.
 */
export function stubFetch(body: unknown = {}): FetchMock {
  clearRequestCache();
  resetPageConfig();
  document.head.innerHTML = '';
  history.replaceState(null, '', '/');
  const fetchMock: FetchMock = vi.fn(async () => jsonResponse(body));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * The URL, options and headers of the `index`-th call a fetch mock received. Calls go out as whole URLs (resolved on
 * the page's address, runtime/http.ts `serviceAddress`); `url` gives one of the page's own origin as its path,
 * query and hash, as the services build it, and `address` the whole URL sent.
 */
export function sentRequest(fetchMock: FetchMock, index = 0) {
  const [address, init = {}] = fetchMock.mock.calls[index] ?? [];
  if (address === undefined) throw new Error(`fetch was not called ${index + 1} time(s)`);
  return { url: onPage(address), address, init, headers: (init.headers ?? {}) as Record<string, string> };
}

/** A URL of the page's own origin as its path, query and hash; another site's as it is. */
export function onPage(address: string): string {
  return address.startsWith(`${location.origin}/`) ? address.slice(location.origin.length) : address;
}
