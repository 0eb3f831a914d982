/**
 * The one sign-in state of the page (accounts spec 3.10, 4.3, 6), which every element reads: the advisor sign-in held
 * in cookies, the subscription-centre sign-in held in storage, and the advisor profile once loaded
 * (runtime/stores/advisor-profile.ts). The first element on the page reads it (`startSession`, from defineElement);
 * components read it with `useSession(selector)`.
 *
 * It stays in step with every other tab: a write here tells the other tabs on a BroadcastChannel (cookies raise no
 * event), local storage changes arrive as `storage` events, and the state is read again when the page becomes
 * visible (a cookie changed by the server or by a page without this library).
 *
 * Writers: <advisor-login> signs advisors in (`signInAdvisor`, `markProfileActivity`, `storeContactUid`); the
 * subscription centre signs subscribers in (`signInSubscriber`); `signOut` ends everything (4.3 "On logout").
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { z } from '../zod';
import { getPageConfig } from '../config';
import { publishPageEvent } from '../events';
import {
  cookieDomainFor,
  onStorageChange,
  readCookie,
  readJson,
  readText,
  remove,
  removeCookie,
  writeCookie,
  writeJson,
  writeText,
  type CookieName,
  type CookieOptions,
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
  /** The signed-in advisor's user name (local `username`, accounts spec 4.3). */
  username: string | undefined;
  /** The advisor's profile, once loaded (accounts spec 3.2, 7.2); only a logged-in advisor has one. */
  profile: AdvisorProfile | undefined;
  /** The subscription centre's stored profile (ESC_PROFILE), when valid. */
  subscriptionProfile: SubscriptionProfile | undefined;
  /**
   * accounts spec 4.3: "Logged in" for the subscription centre: ESC_SIGNED_IN is LOGGEDIN, or a stored
   * subscription profile exists.
   */
  subscriber: boolean;
  /** The subscription contact's id (accounts spec 3.5, 7.4): the CONTACT_KEY cookie, else local CONTACT_KEY. */
  contactId: string | undefined;
}

const LOGGED_IN = 'LOGGEDIN';
const LOGGED_OFF = 'LOGGEDOFF';
const ADVISOR_TYPE = 'ADV';

const SIGNED_OUT: SessionState = {
  advisor: false,
  internal: false,
  username: undefined,
  profile: undefined,
  subscriptionProfile: undefined,
  subscriber: false,
  contactId: undefined,
};

/**
 * Who is signed in, as one text: the advisor's user name, the subscriber's e-mail and the contact id. Whatever was
 * loaded or cached for one identity is not shown to, or saved under, another.
 */
export function identityOf(state: SessionState): string {
  return JSON.stringify([
    state.advisor ? (state.username ?? '') : '',
    state.subscriptionProfile?.emailId ?? '',
    state.contactId ?? '',
  ]);
}

/**
 * Whether the stored user name of the advisor this tab knew was removed while the cookies still say signed in: a
 * logout in another tab, whose storage changes can reach this tab before its cookie writes do (a tab's cookie writes
 * reach the browser's cookie store asynchronously). Until the cookies say LOGGEDOFF, or a user name is stored again,
 * that advisor is signed out here: no profile call goes out for a session that is ending (it would be answered 401).
 * A sign-in held in cookies alone, with no user name ever stored, is still a sign-in.
 */
let usernameRemoved = false;

/** The state as the cookies and storage hold it now; the loaded profile is kept while the same advisor is signed in. */
function readState(previous: SessionState): SessionState {
  const signedIn = readCookie('CM_USER_TYPE') === ADVISOR_TYPE && readCookie('CM_USER_STATUS') !== LOGGED_OFF;
  const storedUsername = signedIn ? readText('local', 'username') : undefined;
  if (!signedIn || storedUsername !== undefined) usernameRemoved = false;
  else if (previous.advisor && previous.username !== undefined) usernameRemoved = true;
  const advisor = signedIn && !usernameRemoved;
  const username = advisor ? storedUsername : undefined;
  const subscriptionProfile = readJson('local', 'ESC_PROFILE', subscriptionProfileSchema);
  const sameAdvisor = advisor && previous.advisor && previous.username === username;
  return {
    advisor,
    internal: advisor && readCookie('CM_INT_USER') === 'true',
    username,
    profile: sameAdvisor ? previous.profile : undefined,
    subscriptionProfile,
    subscriber: readText('local', 'ESC_SIGNED_IN') === LOGGED_IN || subscriptionProfile !== undefined,
    contactId: readContactId(),
  };
}

const readContactId = () => readCookie('CONTACT_KEY') || readText('local', 'CONTACT_KEY') || undefined;

const same = (a: SessionState, b: SessionState) =>
  a.advisor === b.advisor &&
  a.internal === b.internal &&
  a.username === b.username &&
  a.profile === b.profile &&
  a.subscriber === b.subscriber &&
  a.contactId === b.contactId &&
  JSON.stringify(a.subscriptionProfile) === JSON.stringify(b.subscriptionProfile);

export const sessionStore = createStore<SessionState>(() => SIGNED_OUT);

let started = false;
/** Whether this page has read the sign-in state yet (its first read finds whoever is signed in, not a change). */
let read = false;
/** Tells the other tabs of the browser that the sign-in changed (cookies raise no `storage` event). */
let channel: BroadcastChannel | undefined;
const CHANNEL_NAME = 'cm-session';

/**
 * Reads cookies and storage again. When the identity changed (here or in another tab), what this tab cached for
 * the old one goes (SERVICE_CACHE: accounts spec 7.2 "cached ... until login or logout"); the page's widgets hear
 * `session-changed`. Also sets the page's "authenticated" state (accounts spec 2.7, 6) on the root element.
 */
export function refreshSession(): SessionState {
  startSession();
  const current = sessionStore.getState();
  const next = readState(current);
  if (typeof document !== 'undefined') {
    // accounts spec 2.7, 6: "Logged-in advisors get an 'authenticated' page state."
    document.documentElement.toggleAttribute('data-cm-authenticated', next.advisor);
  }
  const first = !read;
  read = true;
  if (same(current, next)) return current;
  // The page's first read is no change of identity: the cache says itself whom it was made for (service-cache.ts).
  if (!first && identityOf(current) !== identityOf(next)) remove('session', 'SERVICE_CACHE');
  sessionStore.setState(next, true);
  publishPageEvent('session-changed', { advisor: next.advisor, subscriber: next.subscriber, internal: next.internal });
  return next;
}

/**
 * Starts the page's session: the first call reads cookies and storage and listens for changes from other tabs.
 * Every element calls it when it connects, so the page state and the store are right on every page with an element.
 */
export function startSession(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const refresh = () => void refreshSession();
  for (const key of ['ESC_SIGNED_IN', 'ESC_PROFILE', 'CONTACT_KEY', 'username']) onStorageChange(key, refresh);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refresh();
  });
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(CHANNEL_NAME);
    channel.addEventListener('message', refresh);
  }
  refresh();
}

/** The state; the first call reads it from cookies and storage. */
export function getSession(): SessionState {
  startSession();
  return sessionStore.getState();
}

/** A component's view of the session (the store read with a selector; the session started if it was not). */
export function useSession<T>(selector: (state: SessionState) => T): T {
  startSession();
  return useStore(sessionStore, selector);
}

/** Reads the state again after a write and tells the other tabs. */
function changed(): SessionState {
  const state = refreshSession();
  channel?.postMessage('changed');
  return state;
}

/** accounts spec 7.5: secure on https (runtime/storage.ts), path /, the site's domain, the configured lifetime. */
function cookieOptions(): CookieOptions {
  const { cookies } = getPageConfig();
  return {
    maxAgeSeconds: cookies.lifetimeSeconds,
    domain: cookieDomainFor(location.hostname, cookies.domain),
  };
}

function dropCookie(name: CookieName) {
  removeCookie(name, { domain: cookieOptions().domain });
}

export interface AdvisorSignIn {
  /** Stored as `username` (accounts spec 4.3). */
  username: string;
  externalId?: string;
  /** The CSMSESSION value from the login response headers, when the service sends it. */
  session?: string;
  internal?: boolean;
}

/**
 * accounts spec 4.3 "On login": store the session cookie CSMSESSION, the username and the externalId; set
 * CM_USER_TYPE to ADV and CM_USER_STATUS to LOGGEDIN; set CM_INT_USER=true for internal users; clear the
 * service cache.
 */
export function signInAdvisor(signIn: AdvisorSignIn): void {
  const cookie = cookieOptions();
  if (signIn.session) writeCookie('CSMSESSION', signIn.session, cookie);
  writeText('local', 'username', signIn.username);
  if (signIn.externalId) writeText('local', 'externalId', signIn.externalId);
  else remove('local', 'externalId');
  writeCookie('CM_USER_TYPE', ADVISOR_TYPE, cookie);
  writeCookie('CM_USER_STATUS', LOGGED_IN, cookie);
  if (signIn.internal) writeCookie('CM_INT_USER', 'true', cookie);
  else dropCookie('CM_INT_USER');
  remove('session', 'SERVICE_CACHE');
  changed();
}

/**
 * accounts spec 4.3 "On logout: clear the status and the stored profile; set LOGGEDOFF." One logout ends every
 * sign-in of the browser: the advisor's (status LOGGEDOFF; CSMSESSION, CM_INT_USER, PRFL_ACTY, CTN_UID, username,
 * externalId gone) and the subscription centre's (ESC_PROFILE in both storages, ESC_SIGNED_IN LOGGEDOFF, the contact
 * id in storage and cookie, the pending-verification flag), with the service cache. Every element of every open tab
 * shows the signed-out state, and no later call carries the old contact id. The remembered user ID of the login
 * form ("Remember User ID") stays: the visitor asked for it.
 */
export function signOut(): void {
  writeCookie('CM_USER_STATUS', LOGGED_OFF, cookieOptions());
  for (const name of ['CM_INT_USER', 'CSMSESSION', 'PRFL_ACTY', 'CTN_UID', 'CONTACT_KEY'] as const) dropCookie(name);
  for (const key of [
    'username',
    'externalId',
    'CTN_UID',
    'ESC_PROFILE',
    'CONTACT_KEY',
    'cti-pending-verification-modal',
  ]) {
    remove('local', key);
  }
  remove('session', 'ESC_PROFILE');
  remove('session', 'SERVICE_CACHE');
  writeText('local', 'ESC_SIGNED_IN', LOGGED_OFF);
  sessionStore.setState({ profile: undefined });
  changed();
}

/**
 * The advisor's profile, loaded after login or on a later page (runtime/stores/advisor-profile.ts). Kept only when
 * `username` is still the one signed in: a profile that arrives after a logout, or after another tab signed in
 * someone else, is dropped.
 */
export function setAdvisorProfile(profile: AdvisorProfile | undefined, username: string | undefined): void {
  const state = getSession();
  if (!state.advisor || state.username !== username) return;
  sessionStore.setState({ profile });
}

/** accounts spec 4.3: "A profile-activity cookie PRFL_ACTY=yes can be set" (set once the profile has loaded). */
export function markProfileActivity(): void {
  writeCookie('PRFL_ACTY', 'yes', cookieOptions());
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
  writeCookie('CTN_UID', hex, cookieOptions());
  writeText('local', 'CTN_UID', hex);
}

/**
 * accounts spec 4.9: a subscription-centre sign-in saves the profile to local and session storage (ESC_PROFILE),
 * marks ESC_SIGNED_IN and keeps the contact id (spec 3.5: in a secure cookie and under local key CONTACT_KEY; the
 * spec does not name the cookie, which carries the local key's name). A sign-in without a contact id forgets the
 * previous contact's.
 */
export function signInSubscriber(profile: SubscriptionProfile, contactId?: string): void {
  const valid = z.parse(subscriptionProfileSchema, profile);
  writeJson('local', 'ESC_PROFILE', valid);
  writeJson('session', 'ESC_PROFILE', valid);
  writeText('local', 'ESC_SIGNED_IN', LOGGED_IN);
  if (contactId) {
    writeText('local', 'CONTACT_KEY', contactId);
    writeCookie('CONTACT_KEY', contactId, cookieOptions());
  } else {
    remove('local', 'CONTACT_KEY');
    dropCookie('CONTACT_KEY');
  }
  changed();
}

/** The subscription contact's id (accounts spec 3.5, 7.4: "contact id from the cookie"), as stored now. */
export function getSubscriberContactId(): string | undefined {
  return readContactId();
}
