import { writeServiceCache } from '../service-cache';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mountAlertArea = vi.fn();
vi.mock('../ui/AlertArea', () => ({ mountAlertArea }));

const { alertStore, closeAlert } = await import('./alerts');
const { lastLoginText, lastLoginTitle, loginDate, showLastLogin, watchLastLogin, LAST_LOGIN_ALERT_ID } =
  await import('./last-login');
const { refreshSession, sessionStore } = await import('./session');

function signIn(username = 'avery.allen@northfield-advisors.com') {
  document.cookie = 'CM_USER_TYPE=ADV; path=/';
  document.cookie = 'CM_USER_STATUS=LOGGEDIN; path=/';
  localStorage.setItem('username', username);
  refreshSession();
}

beforeEach(() => {
  alertStore.setState({ alerts: [] }, true);
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  closeAlert(LAST_LOGIN_ALERT_ID, 'timeout');
  document.cookie = 'CM_USER_STATUS=LOGGEDOFF; path=/';
  refreshSession();
  sessionStorage.clear();
});

describe('the last-login text (accounts spec 2.8, 9)', () => {
  it('"Month D, YYYY" and the time of day', () => {
    expect(lastLoginText(new Date(2026, 10, 20, 14, 32))).toBe('Your last login was November 20, 2026 at 2:32 PM.');
    expect(lastLoginText(new Date(2026, 0, 5, 9, 5))).toBe('Your last login was January 5, 2026 at 9:05 AM.');
  });

  it('reads epoch seconds, epoch milliseconds and date texts; nothing else', () => {
    const when = new Date(2026, 10, 20, 14, 32);
    expect(loginDate(String(when.getTime() / 1000))?.getTime()).toBe(when.getTime());
    expect(loginDate(when.getTime())?.getTime()).toBe(when.getTime());
    expect(loginDate('2026-11-20T14:32:00')?.getTime()).toBe(when.getTime());
    for (const value of [undefined, null, '', 'soon', '0', {}]) expect(loginDate(value), String(value)).toBeUndefined();
  });

  it('the title names the advisor when the profile has a name', () => {
    expect(lastLoginTitle({ preferredFirstNm: 'Ave', firstNm: 'Avery' })).toBe('Welcome back, Ave');
    expect(lastLoginTitle({ preferredFirstNm: ' ', firstNm: 'Avery' })).toBe('Welcome back, Avery');
    expect(lastLoginTitle({})).toBe('Welcome back');
  });
});

describe('the last-login banner (accounts spec 2.8, 4.12)', () => {
  const profile = { firstNm: 'Avery', webLastLoginDt: '2026-11-20T14:32:00' };

  it('a signed-in advisor sees it; closing it stores CLOSE-LASTLOGIN and it is not shown again', () => {
    signIn();
    showLastLogin(profile);
    expect(alertStore.getState().alerts).toMatchObject([
      { id: 'last-login', status: 'info', title: 'Welcome back, Avery', sticky: false },
    ]);
    closeAlert(LAST_LOGIN_ALERT_ID, 'timeout');
    expect(sessionStorage.getItem('CLOSE-LASTLOGIN')).toBe('true');
    showLastLogin(profile);
    expect(alertStore.getState().alerts).toEqual([]);
  });

  it('not without a signed-in advisor, nor without a last login', () => {
    showLastLogin(profile);
    signIn();
    showLastLogin({ firstNm: 'Avery' });
    expect(alertStore.getState().alerts).toEqual([]);
  });

  it('waits for the profile when the page has none yet', () => {
    // The profile call is on its way: an element of the page is the one to bring the profile.
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    signIn('blake.brown@northfield-advisors.com');
    watchLastLogin();
    expect(alertStore.getState().alerts).toEqual([]);
    sessionStore.setState({ profile });
    expect(alertStore.getState().alerts.map((alert) => alert.id)).toEqual(['last-login']);
    vi.unstubAllGlobals();
  });

  it('loads the profile when the page has none (here from the SERVICE_CACHE of the browser session)', async () => {
    signIn('casey.chen@harborline-wealth.com');
    writeServiceCache('/adv.svc/secure/profile', profile);
    watchLastLogin();
    await vi.waitFor(() =>
      expect(alertStore.getState().alerts.map((alert) => alert.text)).toEqual([
        'Your last login was November 20, 2026 at 2:32 PM.',
      ]),
    );
  });
});
