/**
 * What the real-browser tests of registration, the e-mail-changed page and the login prompts share: the element at a
 * page address of its own, the requests it sends, an advisor signed in with a profile, and a link token that no other
 * engine of the same run uses (the engines share one fixture backend).
 */
import { writeServiceCache } from '../../../runtime/service-cache';
import { refreshSession } from '../../../runtime/stores/session';
import { html } from '../../../tests/browser/helpers';
import { mount, type Mounted } from '../browser-fixtures';

export const REGISTRATION_PASSCODE = '246810';
/** A password every rule of accounts spec 5.2 accepts, sharing no four characters with the demo addresses. */
export const CHOSEN_PASSWORD = 'Harbor#Lights42';

/** The engine the test runs in, for link tokens of its own: NEW-{engine}-{n}. */
export { engine } from '../../../tests/browser/helpers';

/** The page's address is `path` (with its query), as a visitor arriving there: nothing stored, signed out. */
export function arriveAt(path: string): void {
  history.replaceState(null, '', path);
}

export interface SentRequest {
  url: string;
  method: string;
  body: Record<string, unknown> | undefined;
}

/** Records every request the page sends from now on (the fetch wrapper of runtime/http calls the global fetch). */
export function recordRequests(): { sent: SentRequest[]; restore(): void } {
  const original = window.fetch;
  const sent: SentRequest[] = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const body =
      typeof init?.body === 'string' && init.body ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    sent.push({ url: String(input), method: init?.method ?? 'GET', body });
    return original(input, init);
  };
  return { sent, restore: () => (window.fetch = original) };
}

/**
 * An advisor signed in as the login leaves the browser (accounts spec 4.3): the cookies, the user name and the profile
 * in SERVICE_CACHE; with `session`, the CSMSESSION the fixture backend knows (secure calls).
 */
export function signInAs(username: string, profile: Record<string, unknown>, session?: string): void {
  document.cookie = 'CM_USER_TYPE=ADV; path=/';
  document.cookie = 'CM_USER_STATUS=LOGGEDIN; path=/';
  if (session) document.cookie = `CSMSESSION=${session}; path=/`;
  localStorage.setItem('username', username);
  // A new sign-in empties the service cache (accounts spec 7.2): the login keeps the profile there after it.
  refreshSession();
  writeServiceCache('/adv.svc/secure/profile', profile);
}

/** Signs in at the fixture backend (token, login) and returns the session the secure calls need. */
export async function fixtureSession(userId: string, password = 'Meridian#2031'): Promise<string> {
  const headers = { 'Content-Type': 'application/json', clientId: 'demo', clientSecret: 'demo' };
  const token = (await fetch('/cl/v1/api/token', { method: 'POST', headers })).headers.get('apitoken') ?? '';
  const login = await fetch('/adv.svc/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apitoken: token },
    body: JSON.stringify({ userId, password }),
  });
  return login.headers.get('CSMSESSION') ?? '';
}

export function registerElement(): Promise<Mounted> {
  return mount(html`<advisor-login data-view="register"></advisor-login>`, '.register');
}

/** Everything the element leaves in the page's HTML, with its attributes (a secret must not be there). */
export const shadowHtml = (mounted: Mounted) => mounted.el.shadowRoot?.innerHTML ?? '';

/** An input of the view by its label (the firm's list of suggestions has the firm name's label too). */
export const input = (mounted: Mounted, label: string) =>
  mounted.ui().getByLabelText(label, { exact: true, selector: 'input' }) as HTMLInputElement;
