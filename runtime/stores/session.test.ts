import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onPageEvent } from '../events';
import { readCookie, readText, writeCookie, writeJson, writeText } from '../storage';
import {
  getSession,
  getSubscriberContactId,
  markProfileActivity,
  refreshSession,
  sessionStore,
  setAdvisorProfile,
  signInAdvisor,
  storeContactUid,
  signInSubscriber,
  signOutAdvisor,
  signOutSubscriber,
  type SubscriptionProfile,
} from './session';

const PROFILE: SubscriptionProfile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  emailId: 'ada@example-firm.com',
  token: null,
  wholeSalerID: null,
  role: 'Advisor',
  firmName: 'Example Firm',
  firmId: '42',
  parentFirmName: null,
  parentFirmId: null,
};

beforeEach(() => {
  sessionStore.setState(
    { advisor: false, internal: false, profile: undefined, subscriptionProfile: undefined, subscriber: false },
    true,
  );
  refreshSession();
});
afterEach(() => vi.restoreAllMocks());

describe('advisor sign-in (accounts spec 4.3)', () => {
  it('a logged-in advisor is user type ADV with a status other than LOGGEDOFF', () => {
    writeCookie('CM_USER_TYPE', 'ADV');
    writeCookie('CM_USER_STATUS', 'LOGGEDIN');
    expect(refreshSession().advisor).toBe(true);
    writeCookie('CM_USER_STATUS', 'LOGGEDOFF');
    expect(refreshSession().advisor).toBe(false);
    writeCookie('CM_USER_STATUS', 'LOGGEDIN');
    writeCookie('CM_USER_TYPE', 'INV');
    expect(refreshSession().advisor).toBe(false);
  });

  it('login stores the cookies and keys of spec 4.3, clears the service cache and tells the page', () => {
    writeText('session', 'SERVICE_CACHE', '{"x":1}');
    const changes: unknown[] = [];
    const stop = onPageEvent('session-changed', (detail) => changes.push(detail));
    signInAdvisor({ username: 'ada@example-firm.com', externalId: 'ext-1', session: 'abc', internal: true });
    stop();
    expect(readCookie('CM_USER_TYPE')).toBe('ADV');
    expect(readCookie('CM_USER_STATUS')).toBe('LOGGEDIN');
    expect(readCookie('CM_INT_USER')).toBe('true');
    expect(readCookie('CSMSESSION')).toBe('abc');
    expect(readText('local', 'username')).toBe('ada@example-firm.com');
    expect(readText('local', 'externalId')).toBe('ext-1');
    expect(readText('session', 'SERVICE_CACHE')).toBeUndefined();
    expect(getSession()).toMatchObject({ advisor: true, internal: true });
    expect(changes).toEqual([{ advisor: true, subscriber: false, internal: true }]);
  });

  it('logout sets LOGGEDOFF, forgets the profile and the internal flag, and clears the service cache', () => {
    signInAdvisor({ username: 'ada', internal: true });
    setAdvisorProfile({ firstNm: 'Ada' });
    expect(getSession().profile).toEqual({ firstNm: 'Ada' });
    writeText('session', 'SERVICE_CACHE', '{}');
    signOutAdvisor();
    expect(readCookie('CM_USER_STATUS')).toBe('LOGGEDOFF');
    expect(readCookie('CM_INT_USER')).toBeUndefined();
    expect(readText('local', 'username')).toBeUndefined();
    expect(readText('session', 'SERVICE_CACHE')).toBeUndefined();
    expect(getSession()).toMatchObject({ advisor: false, internal: false, profile: undefined });
  });

  it('a profile is kept only for a logged-in advisor', () => {
    setAdvisorProfile({ firstNm: 'Nobody' });
    expect(getSession().profile).toBeUndefined();
  });
});

describe('more sign-in state (accounts spec 2.7, 3.10, 4.3)', () => {
  it('a logged-in advisor gives the page the authenticated state', () => {
    signInAdvisor({ username: 'ada' });
    expect(document.documentElement.hasAttribute('data-cm-authenticated')).toBe(true);
    signOutAdvisor();
    expect(document.documentElement.hasAttribute('data-cm-authenticated')).toBe(false);
  });

  it('PRFL_ACTY=yes can be set, and goes with the logout', () => {
    signInAdvisor({ username: 'ada' });
    markProfileActivity();
    expect(readCookie('PRFL_ACTY')).toBe('yes');
    signOutAdvisor();
    expect(readCookie('PRFL_ACTY')).toBeUndefined();
  });

  it('CTN_UID is the SHA-256 hex digest, in the cookie and in local storage', async () => {
    await storeContactUid('abc');
    const digest = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(readCookie('CTN_UID')).toBe(digest);
    expect(readText('local', 'CTN_UID')).toBe(digest);
    signOutAdvisor();
    expect(readCookie('CTN_UID')).toBeUndefined();
    expect(readText('local', 'CTN_UID')).toBeUndefined();
  });
});

describe('subscription-centre sign-in (accounts spec 3.5, 4.3, 4.9)', () => {
  it('signing in stores ESC_PROFILE, ESC_SIGNED_IN and CONTACT_KEY', () => {
    signInSubscriber(PROFILE, 'contact-7');
    expect(JSON.parse(readText('local', 'ESC_PROFILE')!)).toEqual(PROFILE);
    expect(readText('local', 'ESC_SIGNED_IN')).toBe('LOGGEDIN');
    expect(readText('local', 'CONTACT_KEY')).toBe('contact-7');
    expect(getSession()).toMatchObject({ subscriber: true, subscriptionProfile: PROFILE });
  });

  it('keeps the profile in session storage too and the contact id in a cookie (accounts spec 3.5, 4.9)', () => {
    signInSubscriber(PROFILE, 'contact-7');
    expect(JSON.parse(readText('session', 'ESC_PROFILE')!)).toEqual(PROFILE);
    expect(readCookie('CONTACT_KEY')).toBe('contact-7');
    expect(getSubscriberContactId()).toBe('contact-7');
    signOutSubscriber();
    expect(readText('session', 'ESC_PROFILE')).toBeUndefined();
    expect(readCookie('CONTACT_KEY')).toBeUndefined();
    expect(getSubscriberContactId()).toBeUndefined();
  });

  it('a stored subscription profile alone counts as signed in', () => {
    writeJson('local', 'ESC_PROFILE', PROFILE);
    expect(refreshSession().subscriber).toBe(true);
  });

  it('a corrupted stored profile is treated as absent and removed', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeText('local', 'ESC_PROFILE', '{"firstName": 3}');
    expect(refreshSession()).toMatchObject({ subscriber: false, subscriptionProfile: undefined });
    expect(readText('local', 'ESC_PROFILE')).toBeUndefined();
  });

  it('signing out removes the profile and the contact and marks LOGGEDOFF', () => {
    signInSubscriber(PROFILE, 'contact-7');
    signOutSubscriber();
    expect(readText('local', 'ESC_PROFILE')).toBeUndefined();
    expect(readText('local', 'CONTACT_KEY')).toBeUndefined();
    expect(readText('local', 'ESC_SIGNED_IN')).toBe('LOGGEDOFF');
    expect(getSession().subscriber).toBe(false);
  });

  it("another tab's sign-in reaches this page through the storage event", () => {
    writeJson('local', 'ESC_PROFILE', PROFILE);
    sessionStore.setState({ subscriber: false, subscriptionProfile: undefined });
    window.dispatchEvent(new StorageEvent('storage', { key: 'ESC_PROFILE' }));
    expect(sessionStore.getState().subscriber).toBe(true);
  });
});
