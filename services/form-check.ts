/**
 * The robot check the contact forms send with a message, without a third-party service: a honeypot field that a
 * visitor never sees or reaches (a robot filling every field fills it), and how long the form was open before it was
 * sent (a robot sends at once). The form sends `formCheck: {honeypot, elapsedMs}` beside the message; the backend
 * judges it with `judgeFormCheck`.
 *
 * - A filled honeypot is a robot: the backend answers as if the message were sent and drops it, so the robot learns
 *   nothing.
 * - Sent sooner than `MIN_FILL_MS` after the form was shown: refused. The form itself waits until that time has
 *   passed before it sends (a visitor never meets the refusal), so only a request built by other means is refused.
 *
 * Both are measured in the visitor's browser and can be forged by a robot that posts to the service directly; they
 * stop the robots that fill forms in pages. A backend adds its own limits (rates per address) for the others.
 */
import { z } from '../runtime/zod';

/** The shortest time a person takes to fill a contact form, from the form shown to the message sent. */
export const MIN_FILL_MS = 3000;

/** The honeypot field's name: one a robot is glad to fill and a browser's autofill leaves alone. */
export const HONEYPOT_NAME = 'website_url';

export const formCheckSchema = z.object({
  /** What the honeypot field holds: '' from a person. */
  honeypot: z.string(),
  /** Milliseconds from the form shown to the message sent. */
  elapsedMs: z.number().check(z.gte(0)),
});
export type FormCheck = z.infer<typeof formCheckSchema>;

/** The check of a message: a person, a robot (dropped without a word), too fast or missing (refused). */
export type FormCheckVerdict = 'person' | 'robot' | 'too-fast' | 'invalid';

export function judgeFormCheck(value: unknown): FormCheckVerdict {
  const result = z.safeParse(formCheckSchema, value);
  if (!result.success) return 'invalid';
  if (result.data.honeypot !== '') return 'robot';
  if (result.data.elapsedMs < MIN_FILL_MS) return 'too-fast';
  return 'person';
}

/** How much longer a form shown at `shownAt` must wait before it sends at `now` (0 when it may send). */
export function waitBeforeSending(shownAt: number, now: number): number {
  return Math.max(0, shownAt + MIN_FILL_MS - now);
}
