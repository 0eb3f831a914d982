/**
 * The last-login banner (accounts spec 2.8 "Last-login alert", 4.12; site spec 2.8): an alert banner with the
 * signed-in advisor's previous login, shown after login on the pages of the browser session until it closes (by
 * itself after its display time, or with its button); "once closed it stays hidden for the browser session" (session
 * key CLOSE-LASTLOGIN). Loaded by the first element of a page (runtime/define-element.tsx) only when the page opens
 * signed in and the banner has not been closed: the login's own page, which the sign-in leaves at once, does not show
 * it.
 *
 * The spec names the banner, not its text or where the date comes from: the profile's webLastLoginDt (accounts spec
 * 3.2), told as "Welcome back, {first name}" and "Your last login was {Month D, YYYY} at {h:mm AM}." in the page's
 * time zone.
 */
import { getPageConfig } from '../config';
import { readText, writeText } from '../storage';
import { raiseAlert } from './alerts';
import { loadAdvisorProfile } from './advisor-profile';
import { getSession, sessionStore } from './session';

export const LAST_LOGIN_ALERT_ID = 'last-login';

/** A login time as the profile may give it: epoch seconds or milliseconds (a number or digits), or a date text. */
export function loginDate(value: unknown): Date | undefined {
  let date: Date | undefined;
  if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value.trim()))) {
    const number = Number(value);
    // Ten digits or fewer are seconds (accounts spec 3.1: "lastLogin (epoch seconds as a string)").
    date = new Date(String(Math.trunc(number)).length <= 10 ? number * 1000 : number);
  } else if (typeof value === 'string' && value.trim() !== '') {
    date = new Date(value.trim());
  }
  return date && !Number.isNaN(date.getTime()) && date.getTime() > 0 ? date : undefined;
}

/** "Your last login was November 20, 2026 at 2:32 PM." (accounts spec 9: dates "Month D, YYYY", en-US). */
export function lastLoginText(date: Date): string {
  const day = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }).format(date);
  const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(date);
  return `Your last login was ${day} at ${time}.`;
}

/** The banner's title: the advisor's (preferred) first name when the profile has it. */
export function lastLoginTitle(profile: { preferredFirstNm?: unknown; firstNm?: unknown }): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = text(profile.preferredFirstNm) || text(profile.firstNm);
  return name ? `Welcome back, ${name}` : 'Welcome back';
}

const closedInSession = () => readText('session', 'CLOSE-LASTLOGIN') !== undefined;

/** Shows the banner for this profile, unless it was closed in this browser session or there is no last login. */
export function showLastLogin(profile: {
  webLastLoginDt?: unknown;
  preferredFirstNm?: unknown;
  firstNm?: unknown;
}): void {
  if (!getSession().advisor || closedInSession()) return;
  const date = loginDate(profile.webLastLoginDt);
  if (!date) return;
  raiseAlert({
    id: LAST_LOGIN_ALERT_ID,
    status: 'info',
    title: lastLoginTitle(profile),
    text: lastLoginText(date),
    onClose: () => writeText('session', 'CLOSE-LASTLOGIN', 'true'),
  });
}

/**
 * Shows the banner with the page's profile once it is there: the profile loads as it does for any element (once per
 * page and sign-in, from SERVICE_CACHE when it holds it; not on the investor site), shared with the elements that
 * ask for it too.
 */
export function watchLastLogin(): void {
  const held = getSession().profile;
  if (held) return showLastLogin(held);
  const stop = sessionStore.subscribe((state) => {
    if (!state.profile) return;
    stop();
    showLastLogin(state.profile);
  });
  void loadAdvisorProfile(getPageConfig());
}
