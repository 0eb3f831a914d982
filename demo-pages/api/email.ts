/**
 * E-mail (site spec 7 "E-mail (contact forms)", products spec 7 "Literature order"): POST /api/email with
 * {type:"email", data:{from, to:[recipients], subject, body}}. The spec leaves what the server does with a
 * message open; the fixture backend keeps it in an in-memory outbox that the demo page /outbox.html and the
 * tests read: GET /api/outbox (newest first), GET /api/outbox/{id}, DELETE /api/outbox.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { judgeFormCheck } from '../../services/form-check';
import {
  createRateLimiter,
  MAX_POLICY_BODY_LENGTH,
  plainText,
  recipientProblems,
  type RateLimiter,
} from './email-policy';

export interface EmailData {
  from: string;
  to: string[];
  subject: string;
  /** The body as the forms build it (the library's forms send plain text); the outbox never renders it as HTML. */
  body: string;
}

export interface OutboxMessage extends EmailData {
  id: string;
  type: 'email';
  /** ISO 8601 time the message was accepted. */
  sentAt: string;
}

export interface Outbox {
  add(data: EmailData, now?: Date): OutboxMessage;
  /** Newest first. */
  list(): OutboxMessage[];
  get(id: string): OutboxMessage | undefined;
  /** Empties the outbox; returns how many messages it held. */
  clear(): number;
}

/** Messages kept at most: a long-running demo server must not grow without bound. */
export const OUTBOX_LIMIT = 500;
export const MAX_RECIPIENTS = 50;
export const MAX_SUBJECT_LENGTH = 998;
export const MAX_BODY_LENGTH = 200_000;

export function createOutbox(limit = OUTBOX_LIMIT): Outbox {
  let messages: OutboxMessage[] = [];
  let sequence = 0;
  return {
    add(data, now = new Date()) {
      sequence += 1;
      const message: OutboxMessage = {
        id: `msg-${now.getTime().toString(36)}-${sequence.toString(36).padStart(4, '0')}`,
        type: 'email',
        sentAt: now.toISOString(),
        from: data.from,
        to: [...data.to],
        subject: data.subject,
        body: data.body,
      };
      messages = [message, ...messages].slice(0, limit);
      return message;
    },
    list: () => [...messages],
    get: (id) => messages.find((m) => m.id === id),
    clear() {
      const count = messages.length;
      messages = [];
      return count;
    },
  };
}

/** One address, as a form sends it: no spaces, one "@", a dot in the domain. */
const ADDRESS = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

export type EmailValidation = { ok: true; data: EmailData } | { ok: false; problems: string[] };

/** Checks the request body's shape; every problem is listed, so one answer tells the caller everything. */
export function validateEmailRequest(body: unknown): EmailValidation {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    return { ok: false, problems: ['the body must be a JSON object {type: "email", data: {...}}'] };
  }
  const { type, data } = body as { type?: unknown; data?: unknown };
  const problems: string[] = [];
  if (type !== 'email') problems.push(`type must be "email", got ${JSON.stringify(type ?? null)}`);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    problems.push('data must be an object {from, to, subject, body}');
    return { ok: false, problems };
  }
  const { from, to, subject, body: text } = data as Record<string, unknown>;
  if (typeof from !== 'string' || !ADDRESS.test(from.trim())) problems.push('data.from must be an e-mail address');
  if (!Array.isArray(to) || to.length === 0) problems.push('data.to must be a non-empty list of e-mail addresses');
  else if (to.length > MAX_RECIPIENTS) problems.push(`data.to may hold at most ${MAX_RECIPIENTS} addresses`);
  else
    to.forEach((address, index) => {
      if (typeof address !== 'string' || !ADDRESS.test(address.trim()))
        problems.push(`data.to[${index}] must be an e-mail address`);
    });
  if (typeof subject !== 'string' || subject.trim() === '') problems.push('data.subject must be a non-empty string');
  else if (subject.length > MAX_SUBJECT_LENGTH)
    problems.push(`data.subject may hold at most ${MAX_SUBJECT_LENGTH} characters`);
  if (typeof text !== 'string') problems.push('data.body must be a string');
  else if (text.length > MAX_BODY_LENGTH) problems.push(`data.body may hold at most ${MAX_BODY_LENGTH} characters`);
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    data: {
      from: (from as string).trim(),
      to: (to as string[]).map((address) => address.trim()),
      subject: subject as string,
      body: text as string,
    },
  };
}

/** The client a message comes from, for the send limit: the forwarding proxy's address, else the connection's. */
function clientOf(c: { req: { header(name: string): string | undefined }; env: unknown }): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return forwarded || incoming?.socket?.remoteAddress || 'local';
}

export function emailRoutes(outbox: Outbox, limiter: RateLimiter = createRateLimiter()): Hono {
  const routes = new Hono();

  routes.post(
    '/api/email',
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: (c) =>
        c.json(
          { ok: false, status: 413, error: 'Payload Too Large', problems: ['the body may hold at most 1 MB'] },
          413,
        ),
    }),
    async (c) => {
      const raw = await c.req.text();
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return c.json({ ok: false, status: 400, error: 'Bad Request', problems: ['the body must be JSON'] }, 400);
      }
      // The contact forms send their robot check beside the message (services/form-check.ts): a robot is answered as
      // a person and its message dropped; a message sent too fast, or with a check of another shape, is refused.
      const formCheck = (body as { formCheck?: unknown } | null)?.formCheck;
      if (formCheck !== undefined) {
        const verdict = judgeFormCheck(formCheck);
        if (verdict === 'robot') return c.json({ ok: true });
        if (verdict !== 'person') {
          const problems = [`formCheck: the form check failed (${verdict})`];
          return c.json({ ok: false, status: 400, error: 'Bad Request', problems }, 400);
        }
      }
      const result = validateEmailRequest(body);
      if (!result.ok) return c.json({ ok: false, status: 400, error: 'Bad Request', problems: result.problems }, 400);
      // The rules a deployment's mail server must enforce (email-policy.ts): no open relay.
      const problems = recipientProblems(result.data.to);
      if (result.data.body.length > MAX_POLICY_BODY_LENGTH)
        problems.push(`data.body may hold at most ${MAX_POLICY_BODY_LENGTH} characters`);
      if (problems.length) return c.json({ ok: false, status: 403, error: 'Forbidden', problems }, 403);
      if (!limiter.take(clientOf(c))) {
        return c.json({ ok: false, status: 429, error: 'Too Many Requests', problems: ['too many messages'] }, 429);
      }
      const message = outbox.add({
        ...result.data,
        subject: plainText(result.data.subject),
        body: plainText(result.data.body),
      });
      return c.json({ ok: true, id: message.id });
    },
  );

  routes.get('/api/outbox', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ messages: outbox.list() });
  });

  routes.get('/api/outbox/:id', (c) => {
    c.header('Cache-Control', 'no-store');
    const message = outbox.get(c.req.param('id'));
    if (!message)
      return c.json({ status: 404, error: 'Not Found', message: `No message with id "${c.req.param('id')}"` }, 404);
    return c.json(message);
  });

  routes.delete('/api/outbox', (c) => {
    limiter.reset();
    return c.json({ ok: true, deleted: outbox.clear() });
  });

  return routes;
}
