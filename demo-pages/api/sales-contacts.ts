/**
 * The consultant message (site spec 7 "Consultant message"): POST /adv.svc/secure/mailSalesContact with {subject:
 * "Wholesaler Contact Form", message, phoneNbr, salesContactId} from a signed-in advisor (the CSMSESSION cookie of the
 * stub-mode sign-in, auth.ts). The spec leaves what the server does open; the fixture mails the consultant through the
 * demo outbox (/outbox.html), from the advisor's address, the message first and as sent, then the advisor's name, firm
 * and phone. The consultant must be one of the advisor's own (their profile's salesContactByChannel): the form cannot
 * mail anyone else. The contact forms' robot check (services/form-check.ts) is judged as /api/email judges it.
 *
 * The advisors' sales contacts themselves come with their profile (GET /adv.svc/secure/profile, auth.ts).
 */
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { judgeFormCheck } from '../../services/form-check';
import { SALES_CONTACT_SUBJECT } from '../../services/sales-contacts';
import type { AdvisorSessions } from './auth';
import type { DemoSalesChannel } from './data/sales-contacts';
import type { Outbox } from './email';

/** The longest message the fixture takes (the form sends at most 2,000 characters). */
export const MAX_MESSAGE_LENGTH = 5000;

const refuse = (c: Context, status: 400 | 401, code: string, message: string) =>
  c.json({ ok: false, error: { details: { code, message } } }, status);

/** The e-mail addresses of an advisor's consultants, lower-cased. */
function consultantsOf(profile: object): Set<string> {
  const channels = ((profile as { salesContactByChannel?: unknown }).salesContactByChannel ?? []) as DemoSalesChannel[];
  return new Set(channels.flatMap((channel) => channel.salesContactInfo.map((c) => c.emailId.toLowerCase())));
}

export function salesContactRoutes(sessions: AdvisorSessions, outbox: Outbox): Hono {
  const routes = new Hono();

  routes.post('/adv.svc/secure/mailSalesContact', async (c) => {
    c.header('Cache-Control', 'no-store');
    const session = getCookie(c, 'CSMSESSION');
    const advisor = session ? sessions.get(session) : undefined;
    if (!advisor) return refuse(c, 401, 'CTN_PROFILE_1001', 'Not signed in.');

    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(await c.req.text());
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      body = parsed as Record<string, unknown>;
    } catch {
      return refuse(c, 400, 'BAD_REQUEST', 'The body must be a JSON object.');
    }

    const verdict = judgeFormCheck(body.formCheck);
    // A robot is answered as a person and its message dropped: it learns nothing.
    if (verdict === 'robot') return c.json({ ok: true });
    if (verdict !== 'person') return refuse(c, 400, 'FORM_CHECK', `The form check failed (${verdict}).`);

    const { subject, message, phoneNbr, salesContactId } = body;
    const problems: string[] = [];
    if (subject !== SALES_CONTACT_SUBJECT) problems.push(`subject must be "${SALES_CONTACT_SUBJECT}"`);
    if (typeof message !== 'string' || message.trim().length < 4) problems.push('message must hold 4 characters');
    else if (message.length > MAX_MESSAGE_LENGTH) problems.push(`message may hold ${MAX_MESSAGE_LENGTH} characters`);
    if (typeof phoneNbr !== 'string' || phoneNbr.length > 40) problems.push('phoneNbr must be a phone number');
    const to = typeof salesContactId === 'string' ? salesContactId.trim() : '';
    if (!consultantsOf(advisor.profile).has(to.toLowerCase()))
      problems.push("salesContactId must be one of the advisor's consultants");
    if (problems.length) return refuse(c, 400, 'BAD_REQUEST', problems.join('; '));

    const { preferredFirstNm, firstNm, lastNm, firmNm, emailId } = advisor.profile;
    const name = [preferredFirstNm ?? firstNm, lastNm].filter(Boolean).join(' ');
    outbox.add({
      from: emailId ?? advisor.userId,
      to: [to],
      subject: SALES_CONTACT_SUBJECT,
      body: [message as string, '', `From: ${name}${firmNm ? `, ${firmNm}` : ''}`, `Phone: ${phoneNbr as string}`].join(
        '\n',
      ),
    });
    return c.json({ ok: true });
  });

  return routes;
}
