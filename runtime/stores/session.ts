/**
 * The sign-in state every element reads (accounts spec 3.10, 4.3, 6): the advisor sign-in held in cookies, the
 * subscription-centre sign-in held in local storage, and the advisor profile once fetched. One store per page
 * (the runtime chunk is shared), read with `useStore(sessionStore, selector)`; a sign-in or sign-out in another
 * tab reaches it through the `storage` event (local storage) and when the page becomes visible again (cookies,
 * which raise no event).
 *
 * Writers: <advisor-login> signs advisors in and out (`signInAdvisor`, `signOutAdvisor`, `setAdvisorProfile`,
 * `markProfileActivity`, `storeContactUid`); the subscription centre signs subscribers in and out
 * (`signInSubscriber`, `signOutSubscriber`).
 */
import { createStore } from 'zustand/vanilla';
import { z } from '../zod';
import { publishPageEvent } from '../events';
import { clearRequestCache } from '../http';
import {
  COOKIE_EXPIRY,
  onStorageChange,
  readCookie,
  readJson,
  readText,
  remove,
  removeCookie,
  writeCookie,
  writeJson,
  writeText,
} from '../storage';

/** accounts spec 6: the subscription roles (Advisor is labelled "Financial Professional", Non-Advisor "Individual Investor"). */
export const SUBSCRIPTION_ROLES = ['Advisor', 'Non-Advisor', 'Employee'] as const;
export type SubscriptionRole = (typeof SUBSCRIPTION_ROLES)[number];

const nullableText = z.nullable(z.string());

/** accounts spec 3.5 "Locally stored subscription profile" (ESC_PROFILE). */
export const subscriptionProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  emailId: z.string(),
  /** The e-mail passed in from a link, or null. */
  token: nullableText,
  /** Null when not a wholesaler. */
  wholeSalerID: nullableText,
  role: z.enum(SUBSCRIPTION_ROLES),
  firmName: z.optional(nullableText),
  firmId: z.optional(nullableText),
  parentFirmName: z.optional(nullableText),
  parentFirmId: z.optional(nullableText),
});
export type SubscriptionProfile = z.infer<typeof subscriptionProfileSchema>;

/** The advisor profile fields the widgets read (accounts spec 3.2); the rest of the answer is kept as sent. */
export interface AdvisorProfile {
  emailId?: string;
  firstNm?: string;
  lastNm?: string;
  preferredFirstNm?: string;
  firmNm?: string;
  firmId?: string;
  parentFirmNm?: string;
  parentFirmId?: string;
  role?: string;
  userGroup?: string;
  contactId?: string;
  [field: string]: unknown;
}

export interface SessionState {
  /** accounts spec 4.3: "A logged-in advisor means user type ADV and status not LOGGEDOFF." */
  advisor: boolean;
  /** CM_INT_USER: an internal firm user (accounts spec 3.10, 5.7). */
  internal: boolean;
  /** The advisor's profile, once fetched after login (accounts spec 4.2 "fetch the profile"). */
  profile: AdvisorProfile | undefined;
  /** The subscription centre's stored profile (ESC_PROFILE), when valid. */
  subscriptionProfile: SubscriptionProfile | undefined;
  /**
   * accounts spec 4.3: "Logged in" for the subscription centre: ESC_SIGNED_IN is LOGGEDIN, or a stored
   * subscription profile exists.
   */
  subscriber: boolean;
}

const LOGGED_IN = 'LOGGEDIN';
const LOGGED_OFF = 'LOGGEDOFF';
const ADVISOR_TYPE = 'ADV';

/** The state as the cookies and storage hold it now (the fetched profile is kept by the caller). */
function readState(profile: AdvisorProfile | undefined): SessionState {
  const advisor = readCookie('CM_USER_TYPE') === ADVISOR_TYPE && readCookie('CM_USER_STATUS') !== LOGGED_OFF;
  const subscriptionProfile = readJson('local', 'ESC_PROFILE', subscriptionProfileSchema);
  return {
    advisor,
    internal: advisor && readCookie('CM_INT_USER') === 'true',
    profile: advisor ? profile : undefined,
    subscriptionProfile,
    subscriber: readText('local', 'ESC_SIGNED_IN') === LOGGED_IN || subscriptionProfile !== undefined,
  };
}

const same = (a: SessionState, b: SessionState) =>
  a.advisor === b.advisor &&
  a.internal === b.internal &&
  a.profile === b.profile &&
  a.subscriber === b.subscriber &&
  JSON.stringify(a.subscriptionProfile) === JSON.stringify(b.subscriptionProfile);

export const sessionStore = createStore<SessionState>(() => ({
  advisor: false,
  internal: false,
  profile: undefined,
  subscriptionProfile: undefined,
  subscriber: false,
}));

let watching = false;

/** Reads cookies and storage again; tells the page's widgets (`session-changed`) when something changed. */
export function refreshSession(): SessionState {
  const current = sessionStore.getState();
  const next = readState(current.profile);
  if (typeof document !== 'undefined') {
    // accounts spec 2.7, 6: "Logged-in advisors get an 'authenticated' page state."
    document.documentElement.toggleAttribute('data-cm-authenticated', next.advisor);
  }
  if (!same(current, next)) {
    sessionStore.setState(next, true);
    publishPageEvent('session-changed', {
      advisor: next.advisor,
      subscriber: next.subscriber,
      internal: next.internal,
    });
  }
  watchOtherTabs();
  return sessionStore.getState();
}

/** Another tab's sign-in or sign-out: storage events for local storage, a visibility change for cookies. */
function watchOtherTabs() {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const refresh = () => refreshSession();
  onStorageChange('ESC_SIGNED_IN', refresh);
  onStorageChange('ESC_PROFILE', refresh);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refresh();
  });
}

/** The state, read from cookies and storage the first time an element asks. */
export function getSession(): SessionState {
  return watching ? sessionStore.getState() : refreshSession();
}

export interface AdvisorSignIn {
  /** Stored as `username` (accounts spec 4.3). */
  username: string;
  externalId?: string;
  /** The CSMSESSION value from the login response headers, when the service sends it. */
  session?: string;
  internal?: boolean;
}

/** Cleared on login and logout (accounts spec 7.2: results are cached "until login or logout"). */
function clearServiceCache() {
  remove('session', 'SERVICE_CACHE');
  clearRequestCache();
}

/**
 * accounts spec 4.3 "On login": store the session cookie CSMSESSION, the username and the externalId; set
 * CM_USER_TYPE to ADV and CM_USER_STATUS to LOGGEDIN; set CM_INT_USER=true for internal users; clear the
 * service cache.
 */
export function signInAdvisor(signIn: AdvisorSignIn): void {
  const cookie = { days: COOKIE_EXPIRY };
  if (signIn.session) writeCookie('CSMSESSION', signIn.session, cookie);
  writeText('local', 'username', signIn.username);
  if (signIn.externalId) writeText('local', 'externalId', signIn.externalId);
  writeCookie('CM_USER_TYPE', ADVISOR_TYPE, cookie);
  writeCookie('CM_USER_STATUS', LOGGED_IN, cookie);
  if (signIn.internal) writeCookie('CM_INT_USER', 'true', cookie);
  else removeCookie('CM_INT_USER');
  clearServiceCache();
  refreshSession();
}

/** accounts spec 4.3 "On logout": clear the status and the stored profile; set LOGGEDOFF. */
export function signOutAdvisor(): void {
  writeCookie('CM_USER_STATUS', LOGGED_OFF, { days: COOKIE_EXPIRY });
  removeCookie('CM_INT_USER');
  removeCookie('CSMSESSION');
  removeCookie('PRFL_ACTY');
  removeCookie('CTN_UID');
  remove('local', 'username');
  remove('local', 'externalId');
  remove('local', 'CTN_UID');
  clearServiceCache();
  sessionStore.setState({ profile: undefined });
  refreshSession();
}

/** The advisor's profile, fetched after login (only a logged-in advisor has one). */
export function setAdvisorProfile(profile: AdvisorProfile | undefined): void {
  if (!getSession().advisor) return;
  sessionStore.setState({ profile });
}

/** accounts spec 4.3: "A profile-activity cookie PRFL_ACTY=yes can be set" (set once the profile has loaded). */
export function markProfileActivity(): void {
  writeCookie('PRFL_ACTY', 'yes', { days: COOKIE_EXPIRY });
}

/**
 * accounts spec 3.10: CTN_UID, "a SHA-256 hex digest, also stored locally; which value is digested is not shown".
 * The caller chooses the value; the digest is kept in the cookie and in local storage.
 */
export async function storeContactUid(value: string): Promise<void> {
  // Web Crypto exists only in a secure context (https, or localhost): without it there is no digest to keep.
  if (!globalThis.crypto?.subtle) return;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  writeCookie('CTN_UID', hex, { days: COOKIE_EXPIRY });
  writeText('local', 'CTN_UID', hex);
}

/**
 * accounts spec 4.9: a subscription-centre sign-in saves the profile to local and session storage (ESC_PROFILE),
 * marks ESC_SIGNED_IN and keeps the contact id (spec 3.5: in a secure cookie and under local key CONTACT_KEY; the
 * spec does not name the cookie, which carries the local key's name).
 */
export function signInSubscriber(profile: SubscriptionProfile, contactId?: string): void {
  const valid = z.parse(subscriptionProfileSchema, profile);
  writeJson('local', 'ESC_PROFILE', valid);
  writeJson('session', 'ESC_PROFILE', valid);
  writeText('local', 'ESC_SIGNED_IN', LOGGED_IN);
  if (contactId) {
    writeText('local', 'CONTACT_KEY', contactId);
    writeCookie('CONTACT_KEY', contactId, { days: COOKIE_EXPIRY });
  }
  refreshSession();
}

export function signOutSubscriber(): void {
  remove('local', 'ESC_PROFILE');
  remove('session', 'ESC_PROFILE');
  remove('local', 'CONTACT_KEY');
  removeCookie('CONTACT_KEY');
  writeText('local', 'ESC_SIGNED_IN', LOGGED_OFF);
  refreshSession();
}

/** The subscription contact's id (accounts spec 3.5, 7.4: "contact id from the cookie"), from the cookie or CONTACT_KEY. */
export function getSubscriberContactId(): string | undefined {
  return readCookie('CONTACT_KEY') || readText('local', 'CONTACT_KEY') || undefined;
}
