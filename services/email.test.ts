import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, rejection, sentRequest, stubFetch, type FetchMock } from '../runtime/test-fetch';
import { getPageConfig } from '../runtime/config';
import { sendContactEmail, sendEmail, type EmailMessage } from './email';

const MESSAGE: EmailMessage = {
  from: 'no-reply@caldermeridian.example',
  to: ['literature@caldermeridian.example'],
  subject: 'Online Literature Order',
  body: 'Requested by: Jane Doe',
};

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch({ ok: true, id: 'msg-1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sendEmail', () => {
  it("POSTs {type: 'email', data} to {email}/api/email with credentials", async () => {
    const config = getPageConfig({ apiEmail: 'https://mail.example/' });
    expect(await sendEmail(MESSAGE, { config })).toBe(true);
    const { url, init } = sentRequest(fetchMock);
    expect(url).toBe('https://mail.example/api/email');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(init.body as string)).toEqual({ type: 'email', data: MESSAGE });
  });

  it("resolves false when the answer's ok flag is not true", async () => {
    const config = getPageConfig();
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: false }));
    expect(await sendEmail(MESSAGE, { config })).toBe(false);
    fetchMock.mockResolvedValueOnce(jsonResponse(''));
    expect(await sendEmail(MESSAGE, { config })).toBe(false);
  });

  it('sends every call, even an identical one (never cached)', async () => {
    const config = getPageConfig();
    await sendEmail(MESSAGE, { config });
    await sendEmail(MESSAGE, { config });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('rejects with the HTTP status when the service fails', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: false, status: 500 }, 500));
    const error = await rejection(sendEmail(MESSAGE, { config: getPageConfig() }));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
  });
});

describe('sendContactEmail (site spec 7 "E-mail (contact forms)")', () => {
  const check = { honeypot: '', elapsedMs: 5000 };

  it('POSTs {type: "email", data} with the robot check beside data', async () => {
    const config = getPageConfig({ apiEmail: 'https://mail.example' });
    await sendContactEmail(MESSAGE, check, { config });
    const { url, init } = sentRequest(fetchMock);
    expect(url).toBe('https://mail.example/api/email');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ type: 'email', data: MESSAGE, formCheck: check });
  });

  it('"success is judged by the ok status": any 2xx resolves, whatever the body; another status rejects', async () => {
    const context = { config: getPageConfig() };
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: false }));
    await expect(sendContactEmail(MESSAGE, check, context)).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(jsonResponse('{"ok": tr', 200));
    await expect(sendContactEmail(MESSAGE, check, context)).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(jsonResponse({ ok: true }, 503));
    const error = await rejection(sendContactEmail(MESSAGE, check, context));
    expect([error.kind, error.status]).toEqual(['http', 503]);
  });
});
