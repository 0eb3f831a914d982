import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { createOutbox, validateEmailRequest, type OutboxMessage } from './email';
import { MIN_FILL_MS } from '../../services/form-check';

const ORDER = {
  type: 'email',
  data: {
    from: 'advisor@example.com',
    to: ['literature@caldermeridian.example'],
    subject: 'Online Literature Order',
    body: 'Requested by: Jane Doe<br/>Growth Fund - Class A - Prospectus - Quantity: 2',
  },
};

function post(app: ReturnType<typeof createApp>, body: unknown) {
  return app.request('/api/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function outbox(app: ReturnType<typeof createApp>): Promise<OutboxMessage[]> {
  return ((await (await app.request('/api/outbox')).json()) as { messages: OutboxMessage[] }).messages;
}

describe('POST /api/email and the outbox', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores a message and answers 200 {ok: true, id}; the outbox lists it, stamped with the time it arrived', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-01T09:30:00.000Z'));
    const app = createApp();
    const response = await post(app, ORDER);
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { ok: boolean; id: string };
    expect(answer).toEqual({ ok: true, id: expect.any(String) });

    const messages = await outbox(app);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toEqual({ id: answer.id, type: 'email', sentAt: '2025-03-01T09:30:00.000Z', ...ORDER.data });

    const one = await app.request(`/api/outbox/${answer.id}`);
    expect(await one.json()).toEqual(messages[0]);
  });

  it('lists the messages newest first, and DELETE empties the outbox', async () => {
    const app = createApp();
    for (const subject of ['First', 'Second', 'Third']) await post(app, { ...ORDER, data: { ...ORDER.data, subject } });
    expect((await outbox(app)).map((m) => m.subject)).toEqual(['Third', 'Second', 'First']);

    const cleared = await app.request('/api/outbox', { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ ok: true, deleted: 3 });
    expect(await outbox(app)).toEqual([]);
  });

  it('keeps each app its own outbox unless one is shared', async () => {
    const shared = createOutbox();
    const a = createApp({ outbox: shared });
    const b = createApp({ outbox: shared });
    await post(a, ORDER);
    expect(await outbox(b)).toHaveLength(1);
    expect(await outbox(createApp())).toEqual([]);
  });

  it('answers 400 with the list of problems for a body of the wrong shape, and stores nothing', async () => {
    const app = createApp();
    const cases: Array<[unknown, RegExp]> = [
      ['{"type": "email", "data": ', /the body must be JSON/],
      [[ORDER], /JSON object/],
      [{ ...ORDER, type: 'sms' }, /type must be "email"/],
      [{ type: 'email' }, /data must be an object/],
      [
        { ...ORDER, data: { ...ORDER.data, to: 'literature@caldermeridian.example' } },
        /data\.to must be a non-empty list/,
      ],
      [{ ...ORDER, data: { ...ORDER.data, to: [] } }, /data\.to must be a non-empty list/],
      [
        { ...ORDER, data: { ...ORDER.data, to: ['ok@example.com', 'not an address'] } },
        /data\.to\[1\] must be an e-mail address/,
      ],
      [{ ...ORDER, data: { ...ORDER.data, from: '' } }, /data\.from must be an e-mail address/],
      [{ ...ORDER, data: { ...ORDER.data, subject: ' ' } }, /data\.subject must be a non-empty string/],
      [{ ...ORDER, data: { ...ORDER.data, body: { html: '<p>' } } }, /data\.body must be a string/],
    ];
    for (const [body, problem] of cases) {
      const response = await post(app, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { ok: boolean; problems: string[] };
      expect(answer.ok).toBe(false);
      expect(answer.problems.join('\n')).toMatch(problem);
    }
    expect(await outbox(app)).toEqual([]);
  });

  it('answers 404 for a message id it does not hold', async () => {
    expect((await createApp().request('/api/outbox/msg-none')).status).toBe(404);
  });
});

describe('validateEmailRequest', () => {
  it('reports every problem at once', () => {
    const result = validateEmailRequest({ type: 'mail', data: { to: [1], subject: 2 } });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toHaveLength(5);
  });

  it('trims the addresses it accepts', () => {
    const result = validateEmailRequest({
      ...ORDER,
      data: { ...ORDER.data, from: ' a@example.com ', to: [' b@example.com'] },
    });
    expect(result).toMatchObject({ ok: true, data: { from: 'a@example.com', to: ['b@example.com'] } });
  });
});

describe('createOutbox', () => {
  it('keeps the newest messages up to its limit', () => {
    const box = createOutbox(2);
    for (const subject of ['a', 'b', 'c']) box.add({ ...ORDER.data, subject });
    expect(box.list().map((m) => m.subject)).toEqual(['c', 'b']);
  });

  it('gives every message its own id', () => {
    const box = createOutbox();
    const now = new Date('2025-06-01T12:00:00Z');
    const ids = new Set([box.add(ORDER.data, now).id, box.add(ORDER.data, now).id]);
    expect(ids.size).toBe(2);
  });
});

describe("POST /api/email: the contact forms' robot check (services/form-check.ts)", () => {
  const CONTACT = { ...ORDER, data: { ...ORDER.data, subject: 'Contacting for Help', body: 'From: Jane Doe' } };

  it('stores a message whose check is a person: an empty honeypot, at least the minimum fill time', async () => {
    const app = createApp();
    const response = await post(app, { ...CONTACT, formCheck: { honeypot: '', elapsedMs: MIN_FILL_MS } });
    expect(response.status).toBe(200);
    expect((await outbox(app)).map((m) => m.subject)).toEqual(['Contacting for Help']);
  });

  it('answers a filled honeypot as if sent, and drops the message', async () => {
    const app = createApp();
    const response = await post(app, { ...CONTACT, formCheck: { honeypot: 'https://spam.example', elapsedMs: 9000 } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await outbox(app)).toEqual([]);
  });

  it('refuses a message sent sooner than the minimum fill time, or with a check of another shape', async () => {
    const app = createApp();
    const fast = await post(app, { ...CONTACT, formCheck: { honeypot: '', elapsedMs: MIN_FILL_MS - 1 } });
    expect(fast.status).toBe(400);
    expect(((await fast.json()) as { problems: string[] }).problems).toEqual([
      'formCheck: the form check failed (too-fast)',
    ]);
    const odd = await post(app, { ...CONTACT, formCheck: 'human' });
    expect(odd.status).toBe(400);
    expect(await outbox(app)).toEqual([]);
  });
});
