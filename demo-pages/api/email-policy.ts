/**
 * What a mail server behind POST /api/email must enforce, shown by the fixture backend (products spec 7 and site
 * spec 7 leave the server to the site: "What the server does with these messages: not shown"). The browser builds
 * the message, so the server cannot trust it: without these rules the call is an open relay that sends any text, in
 * the firm's name, to any address a stranger types.
 *
 * - Recipients: at least one of the firm's own mailboxes (its mail domains), and at most one address outside them,
 *   the visitor's own (the order e-mail's confirmation is sent to it); anything else is refused.
 * - The body is capped and kept as plain text: control characters (but line breaks and tabs) and the bidirectional
 *   formatting characters that can hide or reorder text (U+202E right-to-left override and the like) are dropped.
 * - Each client may send a limited number of messages in a window of time.
 *
 * A refused message is answered as a failure ({ok: false}), which the widgets show as the spec's failure text.
 */

/** The firm's mail domains (the demo firm's; a deployment lists its own). */
export const FIRM_MAIL_DOMAINS: readonly string[] = ['caldermeridian.example'];

/** The longest body accepted: an order of a full cart is about 6,000 characters. */
export const MAX_POLICY_BODY_LENGTH = 20_000;

/**
 * Messages one client may send in a window. The demo's limit is generous (every test run of the three browsers goes
 * through one server); a deployment would allow a few messages an hour per visitor.
 */
export const SEND_LIMIT: Readonly<{ messages: number; windowMs: number }> = { messages: 120, windowMs: 60_000 };

const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase();

export function isFirmAddress(address: string, domains: readonly string[] = FIRM_MAIL_DOMAINS): boolean {
  const domain = domainOf(address.trim());
  return domains.some((firm) => domain === firm || domain.endsWith(`.${firm}`));
}

/** Why the recipients are refused; none when they pass. */
export function recipientProblems(to: readonly string[], domains: readonly string[] = FIRM_MAIL_DOMAINS): string[] {
  const unique = [...new Set(to.map((address) => address.trim().toLowerCase()))];
  const outside = unique.filter((address) => !isFirmAddress(address, domains));
  const problems: string[] = [];
  if (outside.length === unique.length) problems.push("data.to must hold one of the firm's mailboxes");
  if (outside.length > 1)
    problems.push("data.to may hold one address outside the firm's mailboxes (the visitor's own)");
  if (unique.length !== to.length) problems.push('data.to names an address twice');
  return problems;
}

// Control characters but tab and line feed; carriage returns go too (a line break is "\n").
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;
/** Bidirectional formatting characters: embeddings, overrides, isolates and marks. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A text as the server keeps it: no control or bidirectional formatting characters. */
export function plainText(text: string): string {
  return text.replace(CONTROLS, '').replace(BIDI, '');
}

export interface RateLimiter {
  /** Counts a message of `client`; false when the client is over its limit. */
  take(client: string, now?: number): boolean;
  reset(): void;
}

export function createRateLimiter(limit = SEND_LIMIT): RateLimiter {
  const sent = new Map<string, number[]>();
  return {
    take(client, now = Date.now()) {
      const recent = (sent.get(client) ?? []).filter((time) => now - time < limit.windowMs);
      if (recent.length >= limit.messages) {
        sent.set(client, recent);
        return false;
      }
      recent.push(now);
      sent.set(client, recent);
      return true;
    },
    reset: () => sent.clear(),
  };
}
