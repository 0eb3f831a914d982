import { describe, expect, it } from 'vitest';
import { createApp } from './app';
import { createRateLimiter, plainText, recipientProblems } from './email-policy';

const FIRM = 'literature@caldermeridian.example';

function post(app: ReturnType<typeof createApp>, data: Record<string, unknown>) {
  return app.request('/api/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'email',
      data: { from: 'no-reply@caldermeridian.example', subject: 'Online Literature Order', body: 'x', ...data },
    }),
  });
}

describe('the mail server a deployment needs: no open relay (the fixture backend shows it)', () => {
  it("accepts the firm's mailboxes and one address of the visitor's", () => {
    expect(recipientProblems([FIRM])).toEqual([]);
    expect(recipientProblems([FIRM, 'visitor@example.com'])).toEqual([]);
    expect(recipientProblems(['orders@mail.caldermeridian.example', 'visitor@example.com'])).toEqual([]);
  });

  it('refuses a message to nobody of the firm, to a second outside address, or to one address twice', () => {
    expect(recipientProblems(['victim@evil.example'])).toEqual(["data.to must hold one of the firm's mailboxes"]);
    expect(recipientProblems([FIRM, 'visitor@example.com', 'victim@evil.example'])).toEqual([
      "data.to may hold one address outside the firm's mailboxes (the visitor's own)",
    ]);
    expect(recipientProblems([FIRM, 'caldermeridian.example@evil.example'])).toEqual([]);
    expect(recipientProblems([FIRM, FIRM.toUpperCase()])).toEqual(['data.to names an address twice']);
  });

  it('keeps plain text: no control characters but line breaks and tabs, no bidirectional overrides', () => {
    expect(plainText('Requested by: Jane\u202eeoD\u202c\r\nLine\ttwo\u0007\u200f')).toBe(
      'Requested by: JaneeoD\nLine\ttwo',
    );
  });

  it('limits the messages of one client in a window of time', () => {
    const limiter = createRateLimiter({ messages: 2, windowMs: 1000 });
    expect([limiter.take('a', 0), limiter.take('a', 10), limiter.take('a', 20), limiter.take('b', 20)]).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(limiter.take('a', 1015)).toBe(true);
  });

  it('POST /api/email refuses a foreign recipient beyond the visitor with {ok: false}, and stores nothing', async () => {
    const app = createApp();
    const refused = await post(app, { to: [FIRM, 'visitor@example.com', 'victim@evil.example'] });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ ok: false, status: 403 });
    const relayed = await post(app, { to: ['victim@evil.example'] });
    expect(relayed.status).toBe(403);
    const outbox = (await (await app.request('/api/outbox')).json()) as { messages: unknown[] };
    expect(outbox.messages).toEqual([]);
  });

  it('POST /api/email stores the body as plain text and refuses a body over the cap', async () => {
    const app = createApp();
    const accepted = await post(app, { to: [FIRM], body: 'Name: Eve\u202etxet\u202c' });
    expect(accepted.status).toBe(200);
    const { messages } = (await (await app.request('/api/outbox')).json()) as { messages: Array<{ body: string }> };
    expect(messages[0]!.body).toBe('Name: Evetxet');
    const long = await post(app, { to: [FIRM], body: 'x'.repeat(20_001) });
    expect(long.status).toBe(403);
  });
});
