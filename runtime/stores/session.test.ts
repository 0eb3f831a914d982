import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_LIFETIME_SECONDS, resetPageConfig } from '../config';
import { onPageEvent } from '../events';
import { readCookie, readText, writeCookie, writeJson, writeText } from '../storage';
import {
  getSession,
  getSubscriberContactId,
  identityOf,
  markProfileActivity,
  refreshSession,
  sessionStore,
  setAdvisorProfile,
  signInAdvisor,
  signInSubscriber,
  signOut,
  storeContactUid,
  type SessionState,
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

const SIGNED_OUT: SessionState = {
  advisor: false,
  internal: false,
  username: undefined,
  profile: undefined,
  subscriptionProfile: undefined,
  subscriber: false,
  contactId: undefined,
};

/** What another tab of the browser does: the shared storage and cookies change, this page hears an event. */
function anotherTab(write: () => void, event: 'storage' | 'broadcast' | 'visible', key?: string) {
  write();
  if (event === 'storage') window.dispatchEvent(new StorageEvent('storage', { key: key ?? null }));
  else if (event === 'broadcast') new BroadcastChannel('cm-session').postMessage('changed');
  else document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  sessionStore.setState(SIGNED_OUT, true);
  refreshSession();
});
afterEach(() => {
  vi.restoreAllMocks();
  document.head.querySelectorAll('[data-cm-config]').forEach((block) => block.remove());
  resetPageConfig();
});

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
    expect(getSession()).toMatchObject({ advisor: true, internal: true, username: 'ada@example-firm.com' });
    expect(changes).toEqual([{ advisor: true, subscriber: false, internal: true }]);
  });

  it('a profile is kept only for the advisor it was loaded for', () => {
    setAdvisorProfile({ firstNm: 'Nobody' }, undefined);
    expect(getSession().profile).toBeUndefined();
    signInAdvisor({ username: 'ada' });
    setAdvisorProfile({ firstNm: 'Bea' }, 'bea');
    expect(getSession().profile).toBeUndefined();
    setAdvisorProfile({ firstNm: 'Ada' }, 'ada');
    expect(getSession().profile).toEqual({ firstNm: 'Ada' });
  });

  it('a logged-in advisor gives the page the authenticated state (accounts spec 2.7)', () => {
    signInAdvisor({ username: 'ada' });
    expect(document.documentElement.hasAttribute('data-cm-authenticated')).toBe(true);
    signOut();
    expect(document.documentElement.hasAttribute('data-cm-authenticated')).toBe(false);
  });

  it('CTN_UID is the SHA-256 hex digest, in the cookie and in local storage', async () => {
    await storeContactUid('abc');
    const digest = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';
    expect(readCookie('CTN_UID')).toBe(digest);
    expect(readText('local', 'CTN_UID')).toBe(digest);
  });
});

describe('logout signs out everything (accounts spec 4.3)', () => {
  it('clears the status, both sign-ins, the contact id, the caches and the identity keys', async () => {
    signInAdvisor({ username: 'ada', externalId: 'ext-1', session: 'abc', internal: true });
    setAdvisorProfile({ firstNm: 'Ada' }, 'ada');
    markProfileActivity();
    await storeContactUid('C-1');
    signInSubscriber(PROFILE, 'contact-7');
    writeText('local', 'cti-pending-verification-modal', 'yes');
    writeText('local', 'login', 'ada');
    writeText('session', 'SERVICE_CACHE', '{"x":1}');

    signOut();

    expect(readCookie('CM_USER_STATUS')).toBe('LOGGEDOFF');
    for (const cookie of ['CM_INT_USER', 'CSMSESSION', 'PRFL_ACTY', 'CTN_UID', 'CONTACT_KEY']) {
      expect(readCookie(cookie), cookie).toBeUndefined();
    }
    for (const key of ['username', 'externalId', 'CTN_UID', 'ESC_PROFILE', 'CONTACT_KEY']) {
      expect(readText('local', key), key).toBeUndefined();
    }
    expect(readText('local', 'cti-pending-verification-modal')).toBeUndefined();
    expect(readText('session', 'ESC_PROFILE')).toBeUndefined();
    expect(readText('session', 'SERVICE_CACHE')).toBeUndefined();
    expect(readText('local', 'ESC_SIGNED_IN')).toBe('LOGGEDOFF');
    expect(getSession()).toEqual(SIGNED_OUT);
    expect(getSubscriberContactId()).toBeUndefined();
    // "Remember User ID" was the visitor's own choice.
    expect(readText('local', 'login')).toBe('ada');
  });

  it('another tab hears the logout on the BroadcastChannel (cookies raise no storage event)', async () => {
    const otherTab = new BroadcastChannel('cm-session');
    const heard = new Promise((resolve) => otherTab.addEventListener('message', resolve, { once: true }));
    signOut();
    expect(await heard).toBeTruthy();
    otherTab.close();
  });
});

describe('cookies (accounts spec 7.5)', () => {
  it('last 14600 seconds by default, path /', () => {
    expect(COOKIE_LIFETIME_SECONDS).toBe(14600);
    const written: string[] = [];
    const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((text: string) => {
      written.push(text);
      cookie.set!.call(document, text);
    });
    signInAdvisor({ username: 'ada' });
    const status = written.find((text) => text.startsWith('CM_USER_STATUS='))!;
    expect(status).toContain('; max-age=14600');
    expect(status).toContain('; path=/');
  });

  it('take the lifetime and the site domain of the page configuration; a domain the host is not in is not used', () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.dataset.cmConfig = '';
    block.textContent = JSON.stringify({ cookies: { domain: '.example-firm.com', lifetimeSeconds: 900 } });
    document.head.append(block);
    resetPageConfig();
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((text: string) => void written.push(text));
    signInAdvisor({ username: 'ada' });
    const status = written.find((text) => text.startsWith('CM_USER_STATUS='))!;
    expect(status).toContain('; max-age=900');
    // jsdom's page is on localhost: a cookie for example-firm.com would be refused there, and the sign-in lost.
    expect(status).not.toContain('domain=');
  });
});

describe('subscription-centre sign-in (accounts spec 3.5, 4.3, 4.9)', () => {
  it('signing in stores ESC_PROFILE in both storages, ESC_SIGNED_IN, and the contact id in storage and cookie', () => {
    signInSubscriber(PROFILE, 'contact-7');
    expect(JSON.parse(readText('local', 'ESC_PROFILE')!)).toEqual(PROFILE);
    expect(JSON.parse(readText('session', 'ESC_PROFILE')!)).toEqual(PROFILE);
    expect(readText('local', 'ESC_SIGNED_IN')).toBe('LOGGEDIN');
    expect(readText('local', 'CONTACT_KEY')).toBe('contact-7');
    expect(readCookie('CONTACT_KEY')).toBe('contact-7');
    expect(getSession()).toMatchObject({ subscriber: true, subscriptionProfile: PROFILE, contactId: 'contact-7' });
  });

  it("a sign-in without a contact id forgets the previous contact's", () => {
    signInSubscriber(PROFILE, 'contact-7');
    signInSubscriber({ ...PROFILE, emailId: 'bea@example-firm.com' });
    expect(getSession().contactId).toBeUndefined();
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
});

describe('in step with other tabs', () => {
  it("another tab's subscription sign-in arrives through the storage event", () => {
    anotherTab(() => writeJson('local', 'ESC_PROFILE', PROFILE), 'storage', 'ESC_PROFILE');
    expect(sessionStore.getState()).toMatchObject({ subscriber: true, subscriptionProfile: PROFILE });
  });

  it("another tab's advisor login, held in cookies only, arrives through the BroadcastChannel", async () => {
    const arrived = new Promise<void>((resolve) => {
      const stop = sessionStore.subscribe((state) => {
        if (state.advisor) {
          stop();
          resolve();
        }
      });
    });
    anotherTab(() => {
      writeCookie('CM_USER_TYPE', 'ADV');
      writeCookie('CM_USER_STATUS', 'LOGGEDIN');
    }, 'broadcast');
    await arrived;
    expect(getSession().advisor).toBe(true);
  });

  it('a cookie changed where no message was sent is read when the page becomes visible again', () => {
    signInAdvisor({ username: 'ada' });
    anotherTab(() => writeCookie('CM_USER_STATUS', 'LOGGEDOFF'), 'visible');
    expect(sessionStore.getState().advisor).toBe(false);
  });

  it("another tab's logout drops this tab's profile and its service cache", () => {
    signInAdvisor({ username: 'ada' });
    setAdvisorProfile({ firstNm: 'Ada', userGroup: 'advisor ria' }, 'ada');
    writeText('session', 'SERVICE_CACHE', '{"/adv.svc/secure/profile":{}}');
    anotherTab(() => writeCookie('CM_USER_STATUS', 'LOGGEDOFF'), 'visible');
    expect(getSession().profile).toBeUndefined();
    expect(readText('session', 'SERVICE_CACHE')).toBeUndefined();
  });

  it("another tab's logout heard from storage before its cookies arrive: signed out, until the cookies sign in again", () => {
    signInAdvisor({ username: 'ada' });
    setAdvisorProfile({ firstNm: 'Ada' }, 'ada');
    // The other tab's `username` removal arrives; its LOGGEDOFF cookie has not reached this tab yet.
    anotherTab(() => localStorage.removeItem('username'), 'storage', 'username');
    expect(getSession()).toMatchObject({ advisor: false, username: undefined, profile: undefined });
    // Any later read before the cookie arrives says the same.
    anotherTab(() => localStorage.removeItem('ESC_PROFILE'), 'storage', 'ESC_PROFILE');
    expect(getSession().advisor).toBe(false);
    anotherTab(() => writeCookie('CM_USER_STATUS', 'LOGGEDOFF'), 'broadcast');
    expect(getSession().advisor).toBe(false);
    // A new sign-in counts again.
    signInAdvisor({ username: 'bea' });
    expect(getSession()).toMatchObject({ advisor: true, username: 'bea' });
  });

  it('a sign-in held in cookies alone, with no user name ever stored, is a sign-in', () => {
    writeCookie('CM_USER_TYPE', 'ADV');
    writeCookie('CM_USER_STATUS', 'LOGGEDIN');
    expect(refreshSession()).toMatchObject({ advisor: true, username: undefined });
    expect(refreshSession().advisor).toBe(true);
  });

  it('another advisor signed in elsewhere: the first advisor profile is not kept for the second', () => {
    signInAdvisor({ username: 'ada' });
    setAdvisorProfile({ firstNm: 'Ada' }, 'ada');
    anotherTab(() => writeText('local', 'username', 'bea'), 'storage', 'username');
    expect(getSession()).toMatchObject({ advisor: true, username: 'bea', profile: undefined });
  });

  it('the identity changes with the contact id, so nothing is saved under an id another tab replaced', () => {
    signInSubscriber(PROFILE, 'contact-7');
    const before = identityOf(getSession());
    anotherTab(
      () => {
        writeText('local', 'CONTACT_KEY', 'contact-8');
        writeCookie('CONTACT_KEY', 'contact-8');
      },
      'storage',
      'CONTACT_KEY',
    );
    expect(getSession().contactId).toBe('contact-8');
    expect(identityOf(getSession())).not.toBe(before);
  });
});
