/**
 * Helpers of the browser tests that need a signed-in advisor (the consultants, the consultant message form): a demo
 * advisor signed in with the fixture backend's stub-mode account services, as the login would leave the page (the
 * session cookie and the sign-in state), and a page with nobody signed in, nothing stored and no fault switch.
 */
import { refreshSession } from '../../runtime/stores/session';
import { uniqueKey } from './helpers';

/** The demo advisors' password (demo-pages/api/data/advisors.ts). */
const PASSWORD = 'Meridian#2031';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

/** Nobody signed in, nothing stored, no fault switch; the elements of the page hear it. */
export function signedOutPage(): void {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  refreshSession();
}

/**
 * Signs a demo advisor in with the fixture backend (token, then login) and leaves the page as the login does:
 * CSMSESSION, CM_USER_TYPE=ADV, CM_USER_STATUS=LOGGEDIN and the user name. The page's elements hear it.
 */
export async function signInDemoAdvisor(userId: string): Promise<void> {
  const token = await fetch('/cl/v1/api/token', {
    method: 'POST',
    headers: { clientId: 'test', clientSecret: 'test' },
  });
  const apitoken = token.headers.get('apitoken') ?? '';
  const login = await fetch('/adv.svc/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apitoken },
    body: JSON.stringify({ userId, password: PASSWORD }),
  });
  const session = login.headers.get('CSMSESSION');
  if (!session) throw new Error(`The fixture backend did not sign ${userId} in (${login.status}).`);
  document.cookie = `CSMSESSION=${session}; path=/`;
  document.cookie = 'CM_USER_TYPE=ADV; path=/';
  document.cookie = 'CM_USER_STATUS=LOGGEDIN; path=/';
  localStorage.setItem('username', userId);
  sessionStorage.removeItem('SERVICE_CACHE');
  refreshSession();
}

export interface SentMessage {
  from: string;
  to: string[];
  subject: string;
  body: string;
}

/** The messages of the demo outbox for which `match` holds, newest first. */
export async function outboxMessages(match: (message: SentMessage) => boolean): Promise<SentMessage[]> {
  const answer = await fetch('/api/outbox', { cache: 'no-store' });
  const { messages } = (await answer.json()) as { messages: SentMessage[] };
  return messages.filter(match);
}

/** A text no other test run uses (the three engines run side by side against one fixture backend). */
export function uniqueText(stem: string): string {
  return `${stem}-${uniqueKey()}`;
}
