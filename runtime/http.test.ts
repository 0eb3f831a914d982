// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from './zod';
import { clearRequestCache, isAborted, logRetrievalFailure, request, requestJson, ServiceError } from './http';
import { jsonResponse, rejection, stubFetch, type FetchMock } from './test-fetch';

const schema = z.object({ value: z.string() });

/** A fetch that answers when told to, and rejects with an AbortError when its signal aborts (as browsers do). */
function deferredFetch() {
  const pending: Array<{ resolve: (r: Response) => void; reject: (e: unknown) => void }> = [];
  const fetchMock = vi.fn((_url: string, init?: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      pending.push({ resolve, reject });
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
    });
  });
  return { fetchMock, pending };
}

let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = stubFetch({ value: 'ok' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('requestJson: what a call sends (site spec 7 "General")', () => {
  it('sends credentials, Accept */* and a JSON content type, and returns the validated data', async () => {
    await expect(requestJson('/pnp.svc/productSummary?group=retail', schema)).resolves.toEqual({ value: 'ok' });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    // A path of the site goes out on the page's own origin (never resolved against a <base href>).
    expect(url).toBe(`${location.origin}/pnp.svc/productSummary?group=retail`);
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.headers).toEqual({ Accept: '*/*', 'Content-Type': 'application/json' });
    expect(init.body).toBeUndefined();
  });

  it("resolves a path on the page's own address, not on a host page's <base href>", async () => {
    const base = document.createElement('base');
    base.href = 'https://evil.example/';
    document.head.append(base);
    try {
      await requestJson('/adv.svc/secure/profile', schema);
      await requestJson('https://services.example.com/pnp.svc/x', schema);
    } finally {
      base.remove();
    }
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `${location.origin}/adv.svc/secure/profile`,
      'https://services.example.com/pnp.svc/x',
    ]);
  });

  it('JSON-stringifies a body and adds the given headers', async () => {
    await requestJson('/api/email', z.unknown(), {
      method: 'POST',
      body: { type: 'email' },
      headers: { apitoken: 't' },
    });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"type":"email"}');
    expect(init.headers).toEqual({ Accept: '*/*', 'Content-Type': 'application/json', apitoken: 't' });
  });

  it('announces every call with a cm-request page event', async () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener('cm-request', listener);
    await requestJson('/a', schema);
    await requestJson('/a', schema);
    await requestJson('/b', z.unknown(), { method: 'POST', body: {} });
    window.removeEventListener('cm-request', listener);
    expect(seen).toEqual([
      { url: '/a', method: 'GET' },
      { url: '/a', method: 'GET' },
      { url: '/b', method: 'POST' },
    ]);
  });

  it('accepts an empty body when the schema allows it', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(requestJson('/api/email', z.optional(z.unknown()), { method: 'POST' })).resolves.toBeUndefined();
  });

  it('takes a body of spaces and line breaks as empty, not as a malformed answer', async () => {
    fetchMock.mockResolvedValueOnce(new Response('  \r\n', { status: 200 }));
    await expect(requestJson('/api/email', z.optional(z.unknown()), { method: 'POST' })).resolves.toBeUndefined();
  });

  it('logs a failure as "ERROR RETRIEVING DATA {error} {url}", the status or else the kind, with no trailing space', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    logRetrievalFailure(new ServiceError('http', '/api/x', 'HTTP 500', { status: 500 }));
    logRetrievalFailure(new ServiceError('network', '', 'Network failure'));
    expect(error.mock.calls).toEqual([['ERROR RETRIEVING DATA 500 /api/x'], ['ERROR RETRIEVING DATA network']]);
  });

  it('gives status and headers through request()', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ value: 'x' }, 200, { apitoken: 'abc' }));
    const response = await request('/adv.svc/login', schema, { method: 'POST', body: {} });
    expect(response.status).toBe(200);
    expect(response.headers.get('apitoken')).toBe('abc');
    expect(response.data).toEqual({ value: 'x' });
  });
});

describe('requestJson: the session cache (site spec 7)', () => {
  it('shares one request between identical GETs in flight and caches the answer', async () => {
    const [a, b] = await Promise.all([requestJson('/same', schema), requestJson('/same', schema)]);
    expect(a).toEqual({ value: 'ok' });
    expect(b).toEqual({ value: 'ok' });
    await requestJson('/same', schema);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not share GETs with different headers, POSTs, or cache: false', async () => {
    await requestJson('/same', schema, { headers: { 'HST-Authorization': 'a' } });
    await requestJson('/same', schema, { headers: { 'HST-Authorization': 'b' } });
    await requestJson('/same', schema, { headers: { 'HST-Authorization': 'b' }, cache: false });
    await requestJson('/post', schema, { method: 'POST' });
    await requestJson('/post', schema, { method: 'POST' });
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('drops a failed request from the cache, so the next call asks again', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: 'x' }, 500));
    expect((await rejection(requestJson('/flaky', schema))).kind).toBe('http');
    await expect(requestJson('/flaky', schema)).resolves.toEqual({ value: 'ok' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('drops a response of the wrong shape from the cache', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse({ value: 42 }));
    expect((await rejection(requestJson('/shape', schema))).kind).toBe('malformed');
    await expect(requestJson('/shape', schema)).resolves.toEqual({ value: 'ok' });
  });

  it('clearRequestCache makes the next identical GET ask again', async () => {
    await requestJson('/c', schema);
    clearRequestCache();
    await requestJson('/c', schema);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('requestJson: error kinds', () => {
  it('non-2xx -> http with the status and the error body', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { details: { code: '2003' } } }, 401));
    const error = await rejection(requestJson('/adv.svc/validateuser?id=x', schema));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 401,
      url: '/adv.svc/validateuser?id=x',
      body: { error: { details: { code: '2003' } } },
    });
  });

  it('a body that is not JSON -> malformed', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse('<html>oops</html>'));
    expect(await rejection(requestJson('/html', schema))).toMatchObject({ kind: 'malformed', url: '/html' });
  });

  it('a body of the wrong shape -> malformed, the issues logged once per URL with the URL', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => jsonResponse({ value: null }));
    expect((await rejection(requestJson('/wrong', schema))).kind).toBe('malformed');
    expect((await rejection(requestJson('/wrong', schema))).kind).toBe('malformed');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toContain('/wrong');
    expect(error.mock.calls[0]![1]).toEqual([expect.objectContaining({ path: ['value'] })]);
  });

  it('a fetch TypeError -> network', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await rejection(requestJson('/down', schema))).toMatchObject({ kind: 'network', url: '/down' });
  });

  it('no answer within the time limit -> timeout, and the request is aborted', async () => {
    vi.useFakeTimers();
    const { fetchMock: slow } = deferredFetch();
    vi.stubGlobal('fetch', slow);
    const promise = rejection(requestJson('/slow', schema, { timeoutMs: 1000 }));
    await vi.advanceTimersByTimeAsync(999);
    expect((slow.mock.calls[0]![1] as RequestInit).signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await promise).toMatchObject({ kind: 'timeout', url: '/slow' });
    expect((slow.mock.calls[0]![1] as RequestInit).signal!.aborted).toBe(true);
  });

  it('the time limit defaults to 20000 ms', async () => {
    vi.useFakeTimers();
    const { fetchMock: slow } = deferredFetch();
    vi.stubGlobal('fetch', slow);
    let settled: ServiceError | undefined;
    void rejection(requestJson('/slow', schema)).then((e) => (settled = e));
    await vi.advanceTimersByTimeAsync(19999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled?.kind).toBe('timeout');
  });

  it('a time limit holds even when fetch ignores the signal', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const promise = rejection(requestJson('/hang', schema, { timeoutMs: 50 }));
    await vi.advanceTimersByTimeAsync(50);
    expect((await promise).kind).toBe('timeout');
  });
});

describe('requestJson: abort', () => {
  it('the last caller aborting cancels the network request itself', async () => {
    const { fetchMock: deferred } = deferredFetch();
    vi.stubGlobal('fetch', deferred);
    const controller = new AbortController();
    const first = rejection(requestJson('/api/cm-adv/autocomplete/fun', schema, { signal: controller.signal }));
    controller.abort();
    const error = await first;
    expect(error.kind).toBe('aborted');
    expect(isAborted(error)).toBe(true);
    expect((deferred.mock.calls[0]![1] as RequestInit).signal!.aborted).toBe(true);
  });

  it("the caller's signal aborts its promise", async () => {
    const { fetchMock: deferred } = deferredFetch();
    vi.stubGlobal('fetch', deferred);
    const controller = new AbortController();
    const promise = rejection(requestJson('/x', schema, { signal: controller.signal }));
    controller.abort();
    expect(await promise).toMatchObject({ kind: 'aborted', url: '/x' });
  });

  it('an already aborted signal rejects at once without a request', async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await rejection(requestJson('/x', schema, { signal: controller.signal }))).kind).toBe('aborted');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('one caller aborting does not cancel a shared request another caller still waits for', async () => {
    const { fetchMock: deferred, pending } = deferredFetch();
    vi.stubGlobal('fetch', deferred);
    const controller = new AbortController();
    const leaving = rejection(requestJson('/shared', schema, { signal: controller.signal }));
    const staying = requestJson('/shared', schema);
    controller.abort();
    expect((await leaving).kind).toBe('aborted');
    expect((deferred.mock.calls[0]![1] as RequestInit).signal!.aborted).toBe(false);
    pending[0]!.resolve(jsonResponse({ value: 'shared' }));
    await expect(staying).resolves.toEqual({ value: 'shared' });
    expect(deferred).toHaveBeenCalledTimes(1);
  });

  it('an aborted request is not cached', async () => {
    const { fetchMock: deferred, pending } = deferredFetch();
    vi.stubGlobal('fetch', deferred);
    const controller = new AbortController();
    const aborted = rejection(requestJson('/again', schema, { signal: controller.signal }));
    controller.abort();
    await aborted;
    const next = requestJson('/again', schema);
    expect(deferred).toHaveBeenCalledTimes(2);
    pending[1]!.resolve(jsonResponse({ value: 'fresh' }));
    await expect(next).resolves.toEqual({ value: 'fresh' });
  });
});
