import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, rejection, sentRequest, stubFetch, type FetchMock } from '../runtime/test-fetch';
import { getPageConfig } from '../runtime/config';
import { sendEmail, type EmailMessage } from './email';

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
