import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import {
  DEFAULT_TIMEOUT_HOLD_MS,
  FAULT_RESPONSE_HEADER,
  faultForPath,
  MALFORMED_BODY,
  parseFaultSwitch,
} from './faults';

const AUTH = { 'HST-Authorization': 'demo' };
const BUNDLE = '/advisor/resourceapi/halapi/resourcebundles/cm-common.footer';
const EMAIL_BODY = JSON.stringify({
  type: 'email',
  data: { from: 'a@example.com', to: ['b@example.com'], subject: 'Hi', body: 'Text' },
});

/**
 * A request whose settling can be checked at any moment: `settled()` is true once the answer arrived. Run with
 * fake timers, so that only `vi.advanceTimersByTimeAsync` moves the fault's delays on.
 */
function track(response: Response | Promise<Response>) {
  let done = false;
  const answer = Promise.resolve(response).finally(() => (done = true));
  return { answer, settled: () => done };
}

/** Every promise callback that can run has run (setImmediate is left real by `fakeTimers()`). */
const drain = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Fake timeouts only: the fault delays wait on setTimeout; setImmediate and the clock stay real. */
function fakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

/** Waits until the fault middleware holds the request on its timer. */
async function held(): Promise<void> {
  while (vi.getTimerCount() === 0) await drain();
}

describe('parseFaultSwitch', () => {
  it('reads a kind, a kind with a path prefix, and a comma list', () => {
    expect(parseFaultSwitch('500')).toEqual({ ok: true, faults: [{ kind: '500' }] });
    expect(parseFaultSwitch('slow@/api/email')).toEqual({
      ok: true,
      faults: [{ kind: 'slow', pathPrefix: '/api/email' }],
    });
    expect(parseFaultSwitch('malformed@/advisor, TIMEOUT')).toEqual({
      ok: true,
      faults: [{ kind: 'malformed', pathPrefix: '/advisor' }, { kind: 'timeout' }],
    });
  });

  it('names what is wrong with a bad switch', () => {
    expect(parseFaultSwitch('503')).toEqual({ ok: false, error: expect.stringContaining('Unknown fault kind "503"') });
    expect(parseFaultSwitch('500@api')).toEqual({ ok: false, error: expect.stringContaining('must start with "/"') });
  });

  it('applies the first fault whose prefix matches the path', () => {
    const faults = [{ kind: '404' as const, pathPrefix: '/api/email' }, { kind: '500' as const }];
    expect(faultForPath(faults, '/api/email')?.kind).toBe('404');
    expect(faultForPath(faults, '/advisor/resourceapi/halapi/documents/x')?.kind).toBe('500');
    expect(faultForPath([{ kind: 'slow', pathPrefix: '/api' }], '/advisor')).toBeUndefined();
  });
});

describe('fault kinds', () => {
  const app = createApp({ slowMs: 120, timeoutHoldMs: 200 });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('500: an HTTP 500 with a small JSON error body, never cached', async () => {
    const response = await app.request(BUNDLE, { headers: { ...AUTH, 'x-fault': '500' } });
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-fault-injected')).toBe('500');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ status: 500, error: 'Internal Server Error' });
  });

  it('404: an HTTP 404 with a JSON body, even for a resource that exists', async () => {
    const response = await app.request(BUNDLE, { headers: { ...AUTH, 'x-fault': '404' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, error: 'Not Found' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('malformed: HTTP 200 announced as JSON with a body that is not JSON', async () => {
    const response = await app.request(BUNDLE, { headers: { ...AUTH, 'x-fault': 'malformed' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(text).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refused: HTTP 200 with the ok flag false, the answer of a service that did not do it', async () => {
    const response = await app.request('/api/email', {
      method: 'POST',
      headers: { 'x-fault': 'refused', 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'email', data: { from: 'a@b.c', to: [], subject: 's', body: 'b' } }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: false });
    expect(response.headers.get(FAULT_RESPONSE_HEADER)).toBe('refused');
  });

  it('slow: the normal answer, after the configured delay', async () => {
    fakeTimers();
    const request = track(app.request(BUNDLE, { headers: { ...AUTH, 'x-fault': 'slow' } }));
    await held();
    await vi.advanceTimersByTimeAsync(119);
    expect(request.settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const response = await request.answer;
    expect(response.status).toBe(200);
    expect(response.headers.get('x-fault-injected')).toBe('slow');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { bundles: { default: Record<string, string> } };
    expect(body.bundles.default['footer.subscribe.heading']).toBe('Get updates on things you care about');
  });

  it('timeout: no answer while the hold lasts, then a 504', async () => {
    fakeTimers();
    const request = track(app.request(BUNDLE, { headers: { ...AUTH, 'x-fault': 'timeout' } }));
    await held();
    await vi.advanceTimersByTimeAsync(199);
    expect(request.settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const late = await request.answer;
    expect(late.status).toBe(504);
    expect(late.headers.get('cache-control')).toBe('no-store');
  });

  it('timeout: a client that gives up releases the held request at once', async () => {
    fakeTimers();
    const slowApp = createApp({ timeoutHoldMs: 60_000 });
    const controller = new AbortController();
    const request = track(
      slowApp.request(BUNDLE, { headers: { ...AUTH, 'x-fault': 'timeout' }, signal: controller.signal }),
    );
    await held();
    controller.abort();
    // No time passes: only the abort can have ended the hold.
    await drain();
    expect(request.settled()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the default delays are the contract of the switch: slow answers after 2 s, timeout not within 60 s', async () => {
    vi.useFakeTimers();
    try {
      const defaults = createApp();
      let slowSettled = false;
      const slow = Promise.resolve(defaults.request(BUNDLE, { headers: { ...AUTH, 'x-fault': 'slow' } })).finally(
        () => (slowSettled = true),
      );
      let heldSettled = false;
      const held = Promise.resolve(defaults.request(BUNDLE, { headers: { ...AUTH, 'x-fault': 'timeout' } })).finally(
        () => (heldSettled = true),
      );

      await vi.advanceTimersByTimeAsync(1_999);
      expect(slowSettled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect((await slow).status).toBe(200);

      await vi.advanceTimersByTimeAsync(60_000);
      expect(heldSettled).toBe(false);
      await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_HOLD_MS);
      expect((await held).status).toBe(504);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('where the switch is read', () => {
  const app = createApp({ slowMs: 1, timeoutHoldMs: 1 });

  it('from the x-fault header, the __fault query parameter and the cm-fault cookie', async () => {
    expect((await app.request(BUNDLE, { headers: { ...AUTH, 'x-fault': '500' } })).status).toBe(500);
    expect((await app.request(`${BUNDLE}?__fault=404`, { headers: AUTH })).status).toBe(404);
    expect((await app.request(BUNDLE, { headers: { ...AUTH, cookie: 'other=1; cm-fault=500' } })).status).toBe(500);
    // As the demo pages' fault menu writes it: URL-encoded.
    expect(
      (await app.request(BUNDLE, { headers: { ...AUTH, cookie: `cm-fault=${encodeURIComponent('404@/advisor')}` } }))
        .status,
    ).toBe(404);
  });

  it('the header wins over the query, the query over the cookie', async () => {
    expect(
      (
        await app.request(`${BUNDLE}?__fault=404`, {
          headers: { ...AUTH, 'x-fault': '500', cookie: 'cm-fault=malformed' },
        })
      ).status,
    ).toBe(500);
    expect((await app.request(`${BUNDLE}?__fault=404`, { headers: { ...AUTH, cookie: 'cm-fault=500' } })).status).toBe(
      404,
    );
  });

  it('a fault with a path prefix leaves other paths alone', async () => {
    const headers = { ...AUTH, 'x-fault': '500@/api/email' };
    expect((await app.request(BUNDLE, { headers })).status).toBe(200);
    const email = await app.request('/api/email', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: EMAIL_BODY,
    });
    expect(email.status).toBe(500);
  });

  it('answers 400 for an unknown kind instead of ignoring it', async () => {
    const response = await app.request(BUNDLE, { headers: { ...AUTH, 'x-fault': 'teapot' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('Unknown fault kind "teapot"');
  });

  it('runs before every route, the authorisation check and unknown paths included', async () => {
    const requests: Array<[string, RequestInit]> = [
      ['/advisor/resourceapi/halapi/documents/general-disclaimer', { headers: AUTH }],
      ['/institutional/resourceapi/halapi/documents?_scope=/content/documents&_limit=1', { headers: AUTH }],
      ['/site/resourceapi/halapi/taxonomies/Blog%20Categories', { headers: AUTH }],
      [BUNDLE, {}],
      ['/api/email', { method: 'POST', headers: { 'content-type': 'application/json' }, body: EMAIL_BODY }],
      ['/api/outbox', {}],
      ['/api/outbox', { method: 'DELETE' }],
      ['/restapi/frontendutility/getpageid?count=1', { method: 'POST', body: '{"docPaths":["/a"]}' }],
      ['/binaries/content/gallery/cm/insights/a.svg', {}],
      ['/api/unknown', {}],
    ];
    for (const [url, init] of requests) {
      const response = await app.request(url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'x-fault': '500' },
      });
      expect(response.status, `${init.method ?? 'GET'} ${url}`).toBe(500);
    }
  });
});
