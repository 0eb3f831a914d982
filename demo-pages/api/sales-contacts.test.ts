import { describe, expect, it } from 'vitest';
import { z } from '../../runtime/zod';
import { advisorProfileSchema } from '../../services/auth';
import { MIN_FILL_MS } from '../../services/form-check';
import { salesContactsOf } from '../../services/sales-contacts';
import { createApp } from './app';
import { DEMO_PASSWORD } from './data/advisors';
import type { OutboxMessage } from './email';

const AVERY = 'avery.allen@northfield-advisors.com';
const JORDAN = 'jordan.lee@caldermeridian.example';
const PERSON = { honeypot: '', elapsedMs: MIN_FILL_MS + 500 };

/** Signs a demo advisor in with the stub-mode account services; the session cookie of the sign-in. */
async function signIn(app: ReturnType<typeof createApp>, userId: string): Promise<string> {
  const token = await app.request('/cl/v1/api/token', {
    method: 'POST',
    headers: { clientId: 'a', clientSecret: 'b' },
  });
  const apitoken = token.headers.get('apitoken')!;
  const login = await app.request('/adv.svc/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apitoken },
    body: JSON.stringify({ userId, password: DEMO_PASSWORD }),
  });
  return `CSMSESSION=${login.headers.get('CSMSESSION')}`;
}

function mail(app: ReturnType<typeof createApp>, body: unknown, cookie?: string) {
  return app.request('/adv.svc/secure/mailSalesContact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function outbox(app: ReturnType<typeof createApp>): Promise<OutboxMessage[]> {
  return ((await (await app.request('/api/outbox')).json()) as { messages: OutboxMessage[] }).messages;
}

const MESSAGE = {
  subject: 'Wholesaler Contact Form',
  message: 'Could we meet next week about <b>model portfolios</b>?\nThanks',
  phoneNbr: '8005550199',
  salesContactId: JORDAN,
  formCheck: PERSON,
};

describe("the demo advisors' sales contacts, with their profile (accounts spec 3.2)", () => {
  it('three channels of three, one channel of two, none, and hostile data', async () => {
    const app = createApp();
    const channelsOf = async (userId: string) => {
      const answer = await app.request('/adv.svc/secure/profile', { headers: { Cookie: await signIn(app, userId) } });
      const value = z.parse(advisorProfileSchema, ((await answer.json()) as { value: unknown }).value);
      return salesContactsOf(value);
    };
    const avery = await channelsOf(AVERY);
    expect(avery.map((channel) => [channel.primary, channel.contacts.length])).toEqual([
      [false, 3],
      [true, 3],
      [false, 3],
    ]);
    expect(avery.flatMap((channel) => channel.contacts).filter((contact) => !contact.photoUrl)).toHaveLength(1);
    expect(await channelsOf('pat.morgan@caldermeridian.com')).toHaveLength(1);
    expect(await channelsOf('riley.ross@northfield-advisors.com')).toEqual([]);
    const [hostile] = await channelsOf('rpatel');
    expect(hostile!.contacts[0]!.firstName).toContain('<img');
  });
});

describe('POST /adv.svc/secure/mailSalesContact (site spec 7 "Consultant message")', () => {
  it("mails the advisor's consultant through the outbox: the message as sent, then who sent it and their phone", async () => {
    const app = createApp();
    const cookie = await signIn(app, AVERY);
    const response = await mail(app, MESSAGE, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const [sent] = await outbox(app);
    expect(sent).toMatchObject({
      from: AVERY,
      to: [JORDAN],
      subject: 'Wholesaler Contact Form',
      body: `${MESSAGE.message}\n\nFrom: Avery Allen, Northfield Advisors\nPhone: 8005550199`,
    });
  });

  it('wants a signed-in advisor', async () => {
    const app = createApp();
    expect((await mail(app, MESSAGE)).status).toBe(401);
    expect(await outbox(app)).toEqual([]);
  });

  it("refuses a consultant who is not the advisor's, a short message or another subject", async () => {
    const app = createApp();
    const cookie = await signIn(app, 'pat.morgan@caldermeridian.com');
    expect((await mail(app, MESSAGE, cookie)).status).toBe(400);
    const own = await signIn(app, AVERY);
    expect((await mail(app, { ...MESSAGE, salesContactId: 'someone@evil.example' }, own)).status).toBe(400);
    expect((await mail(app, { ...MESSAGE, message: ' hi ' }, own)).status).toBe(400);
    expect((await mail(app, { ...MESSAGE, subject: 'Hello' }, own)).status).toBe(400);
    expect(await outbox(app)).toEqual([]);
  });

  it('judges the robot check: a filled honeypot is answered ok and dropped, a message sent too fast refused', async () => {
    const app = createApp();
    const cookie = await signIn(app, AVERY);
    const robot = await mail(app, { ...MESSAGE, formCheck: { honeypot: 'x', elapsedMs: 9000 } }, cookie);
    expect([robot.status, await robot.json()]).toEqual([200, { ok: true }]);
    const fast = await mail(app, { ...MESSAGE, formCheck: { honeypot: '', elapsedMs: 200 } }, cookie);
    expect(fast.status).toBe(400);
    const missing = await mail(app, { ...MESSAGE, formCheck: undefined }, cookie);
    expect(missing.status).toBe(400);
    expect(await outbox(app)).toEqual([]);
  });
});
