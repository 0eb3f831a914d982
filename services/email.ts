/**
 * The e-mail service (products spec 7 "Literature order", site spec 7 "E-mail (contact forms)"): POST
 * {email}/api/email with {type: 'email', data: {from, to[], subject, body}}, with credentials.
 */
import { z } from '../runtime/zod';
import { request, requestJson, ServiceError, type CallContext } from '../runtime/http';
import type { FormCheck } from './form-check';

export interface EmailMessage {
  from: string;
  to: string[];
  subject: string;
  body: string;
}

/** The answer: products spec 7 "Success is the response's ok flag". Other fields pass through. */
const emailAnswerSchema = z.optional(z.nullable(z.looseObject({ ok: z.optional(z.nullable(z.boolean())) })));

/**
 * Sends an e-mail. Resolves with the answer's ok flag (true only when the service says ok: true); a failed
 * request rejects with the ServiceError of runtime/http. The request is never cached or shared: each call sends.
 */
export async function sendEmail(message: EmailMessage, context: CallContext): Promise<boolean> {
  const answer = await requestJson(`${context.config.api.email}/api/email`, emailAnswerSchema, {
    method: 'POST',
    body: {
      type: 'email',
      data: { from: message.from, to: [...message.to], subject: message.subject, body: message.body },
    },
    signal: context.signal,
    timeoutMs: context.config.timeoutMs,
  });
  return answer?.ok === true;
}

/**
 * Sends a contact form's message (site spec 7 "E-mail (contact forms)"): the same call, with the form's robot check
 * (services/form-check.ts) beside `data`. "The response body is not read; success is judged by the ok status": it
 * resolves on any 2xx answer, whatever its body, and rejects with the ServiceError of runtime/http otherwise.
 */
export async function sendContactEmail(
  message: EmailMessage,
  formCheck: FormCheck,
  context: CallContext,
): Promise<void> {
  const url = `${context.config.api.email}/api/email`;
  try {
    await request(url, z.unknown(), {
      method: 'POST',
      body: {
        type: 'email',
        data: { from: message.from, to: [...message.to], subject: message.subject, body: message.body },
        formCheck,
      },
      signal: context.signal,
      timeoutMs: context.config.timeoutMs,
    });
  } catch (error) {
    // An ok status with a body that is not JSON is still a sent message: the body is not read.
    if (error instanceof ServiceError && error.kind === 'malformed' && isOkStatus(error.status)) return;
    throw error;
  }
}

const isOkStatus = (status: number | undefined) => status !== undefined && status >= 200 && status < 300;
