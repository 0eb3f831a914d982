/**
 * What the real-browser tests of <advisor-login> share: the element mounted as a CMS page writes it, with its
 * events recorded and its navigation stopped (the test page must stay), typing into its fields with real key
 * presses, and a page that starts signed out.
 */
import type { TemplateResult } from 'lit-html';
import { deepActiveElement, fixture, html, sendKeys, shadow, uniqueKey, waitUntil } from '../../tests/browser/helpers';

export { setFault } from '../../tests/browser/helpers';
import './element';

export const EVENT_NAMES = [
  'advisor-login-panel',
  'advisor-login-login',
  'advisor-login-logout',
  'advisor-login-navigate',
  'advisor-login-password-change',
  'advisor-login-error',
  'advisor-login-register',
];

export interface Mounted {
  el: HTMLElement;
  ui: () => ReturnType<typeof shadow>;
  events: CustomEvent[];
  /** The URL of the first navigation the element asked for (and the test stopped). */
  navigation: () => Promise<{ url: string; reason: string }>;
}

/** Mounts the element; `ready` is what its shadow root shows once rendered (null: nothing to wait for). */
export async function mount(template: TemplateResult, ready: string | null = '.advisor-login'): Promise<Mounted> {
  const events: CustomEvent[] = [];
  // Listened for from the moment the element is in the page: an answer that comes at once (an already registered
  // link goes straight to the login) may ask to navigate before fixture() returns.
  const el = await fixture(template, (element) => {
    for (const name of EVENT_NAMES) {
      element.addEventListener(name, (event) => {
        events.push(event as CustomEvent);
        if (name === 'advisor-login-navigate') event.preventDefault();
      });
    }
  });
  const ui = () => shadow(el);
  if (ready) await until(() => el.shadowRoot?.querySelector(ready), 'the element renders');
  const navigation = async () => {
    const event = await until(
      () => events.find((candidate) => candidate.type === 'advisor-login-navigate'),
      'the element navigates',
    );
    return event.detail as { url: string; reason: string };
  };
  return { el, ui, events, navigation };
}

/** Focuses the input and types like a visitor. */
export async function typeInto(input: HTMLElement, text: string): Promise<void> {
  input.focus();
  await sendKeys({ type: text });
}

/**
 * waitUntil with room for a busy machine: every answer comes from the fixture backend through the test server,
 * and several browsers and test runs may share two cores. A guard against a hang, not a timing.
 */
export function until<T>(predicate: () => T | Promise<T>, message: string) {
  return waitUntil(predicate, message, 10_000);
}

export const heading = (mounted: Mounted, name: string) =>
  until(() => mounted.ui().queryByRole('heading', { name }), `the heading "${name}" shows`);

/** A new panel: its heading shows and takes the focus (where a visitor's keyboard and screen reader go on). */
export function panel(mounted: Mounted, name: string): Promise<HTMLElement> {
  return until(() => {
    const found = mounted.ui().queryByRole('heading', { name });
    return found && deepActiveElement() === found ? found : null;
  }, `the heading "${name}" shows with the focus`);
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

const startUrl = `${location.pathname}${location.search}`;

/** A visitor who is signed out, with nothing stored, arriving at `search`. */
export function arriveSignedOut(search = ''): void {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', `${location.pathname}${search}`);
}

export function leave(): void {
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', startUrl);
}

/** Everything the page keeps (storage, cookies, URL) and every event detail, as one text to search. */
export function keptText(events: CustomEvent[]): string {
  return [
    JSON.stringify({ ...localStorage }),
    JSON.stringify({ ...sessionStorage }),
    document.cookie,
    location.href,
    JSON.stringify(events.map((event) => event.detail)),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// The login's fields and steps

/** The demo advisors' password and the passcode of the stub mode (the login demo page lists them). */
export const PASSWORD = 'Meridian#2031';
export const PASSCODE = '246810';

/**
 * A new password no other test of the run sets: the fixture backend keeps a changed password for the whole test run,
 * which the three engines share, and refuses a new password equal to the current one. The key after the stem never
 * repeats a character three times in a row (accounts spec 5.2).
 */
export const newPassword = (stem: string) => `${stem}${uniqueKey()}`;

export const field = (mounted: Mounted, label: string) =>
  mounted.ui().getByLabelText(label, { exact: true }) as HTMLInputElement;
export const button = (mounted: Mounted, name: string) => mounted.ui().getByRole('button', { name });

/** The text an input's aria-describedby points to. */
export const describedBy = (mounted: Mounted, input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => mounted.el.shadowRoot?.getElementById(id)?.textContent ?? '')
    .join(' ');

export async function userIdThenPassword(mounted: Mounted, userId: string, password = PASSWORD) {
  await typeInto(field(mounted, 'User ID'), userId);
  button(mounted, 'Next').click();
  const input = await until(() => mounted.ui().queryByLabelText('Password', { exact: true }), 'the password shows');
  await typeInto(input, password);
  button(mounted, 'Log in').click();
}

export function loginElement() {
  return mount(html`<advisor-login data-account-info-url="/ac/ctn/redirect"></advisor-login>`);
}
