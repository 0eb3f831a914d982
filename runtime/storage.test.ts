// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from './zod';
import {
  onStorageChange,
  readCookie,
  readJson,
  readText,
  remove,
  removeCookie,
  storageCatalogue,
  writeCookie,
  writeJson,
  writeText,
} from './storage';

const cartSchema = z.array(z.object({ cartId: z.string(), quantity: z.optional(z.number()) }));

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('catalogue', () => {
  it('names every key the specs name', () => {
    expect(Object.keys(storageCatalogue.local)).toEqual(
      expect.arrayContaining([
        'ESC_SIGNED_IN',
        'ESC_PROFILE',
        'CONTACT_KEY',
        'username',
        'externalId',
        'login',
        'securePageRedirect',
        'registrationPageRedirect',
        'cti-pending-verification-modal',
        'fundLiteratureOrderCart',
        'CM_Institutional_Disclaimer',
        'CM_Modal_Disclaimer_Accepted',
      ]),
    );
    expect(Object.keys(storageCatalogue.session)).toEqual(
      expect.arrayContaining([
        'SERVICE_CACHE',
        'DOCUMENT_TO_OPEN',
        'CLOSE-LASTLOGIN',
        'INSTITUTIONAL-TAXONOMIES',
        'IGNORED-TAXONOMIES',
      ]),
    );
    expect(Object.keys(storageCatalogue.cookie)).toEqual([
      'CM_USER_STATUS',
      'CM_USER_TYPE',
      'CM_INT_USER',
      'CSMSESSION',
      'PRFL_ACTY',
      'CTN_UID',
      'CONTACT_KEY',
    ]);
  });
});

describe('readJson / writeJson', () => {
  it('round-trips a value through local and session storage', () => {
    writeJson('local', 'fundLiteratureOrderCart', [{ cartId: 'a_b', quantity: 2 }]);
    expect(localStorage.getItem('fundLiteratureOrderCart')).toBe('[{"cartId":"a_b","quantity":2}]');
    expect(readJson('local', 'fundLiteratureOrderCart', cartSchema)).toEqual([{ cartId: 'a_b', quantity: 2 }]);
    writeJson('session', 'IGNORED-TAXONOMIES', ['x']);
    expect(readJson('session', 'IGNORED-TAXONOMIES', z.array(z.string()))).toEqual(['x']);
    expect(readJson('local', 'IGNORED-TAXONOMIES', z.array(z.string()))).toBeUndefined();
  });

  it('returns undefined for an absent key', () => {
    expect(readJson('local', 'ESC_PROFILE', z.object({}))).toBeUndefined();
  });

  it('treats JSON that does not parse as absent, removes it and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('fundLiteratureOrderCart', '[{"cartId":');
    expect(readJson('local', 'fundLiteratureOrderCart', cartSchema)).toBeUndefined();
    expect(localStorage.getItem('fundLiteratureOrderCart')).toBeNull();
    expect(readJson('local', 'fundLiteratureOrderCart', cartSchema)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('fundLiteratureOrderCart');
  });

  it('treats a value of the wrong shape as absent and removes it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('CM_Institutional_Disclaimer', '{"expiresAt":"tomorrow"}');
    expect(readJson('local', 'CM_Institutional_Disclaimer', z.object({ expiresAt: z.number() }))).toBeUndefined();
    expect(localStorage.getItem('CM_Institutional_Disclaimer')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('accepts keys given at run time', () => {
    writeJson('local', 'my-custom-disclaimer', { expiresAt: 5 });
    expect(readJson('local', 'my-custom-disclaimer', z.object({ expiresAt: z.number() }))).toEqual({ expiresAt: 5 });
  });
});

describe('readText / writeText / remove', () => {
  it('stores and removes plain text', () => {
    expect(writeText('session', 'CLOSE-LASTLOGIN', 'true')).toBe(true);
    expect(readText('session', 'CLOSE-LASTLOGIN')).toBe('true');
    remove('session', 'CLOSE-LASTLOGIN');
    expect(readText('session', 'CLOSE-LASTLOGIN')).toBeUndefined();
  });
});

describe('storage that throws', () => {
  it('degrades to absent and no-op when storage itself is blocked', () => {
    const getter = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readText('local', 'login')).toBeUndefined();
    expect(readJson('local', 'ESC_PROFILE', z.object({}))).toBeUndefined();
    expect(writeText('local', 'login', 'x')).toBe(false);
    expect(writeJson('local', 'login', 'x')).toBe(false);
    expect(() => remove('local', 'login')).not.toThrow();
    getter.mockRestore();
  });

  it('reports a full quota as a failed write, never a crash', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeJson('local', 'fundLiteratureOrderCart', [])).toBe(false);
  });

  it('reads nothing when getItem throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('broken');
    });
    expect(readText('session', 'DOCUMENT_TO_OPEN')).toBeUndefined();
  });
});

describe('onStorageChange', () => {
  it('reports a change of the key from another tab, and stops after unsubscribe', () => {
    const seen: Array<string | null> = [];
    const off = onStorageChange('CM_Institutional_Disclaimer', (value) => seen.push(value));
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'CM_Institutional_Disclaimer', newValue: '{"expiresAt":1}' }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null }));
    off();
    window.dispatchEvent(new StorageEvent('storage', { key: 'CM_Institutional_Disclaimer', newValue: 'late' }));
    expect(seen).toEqual(['{"expiresAt":1}', null]);
  });

  it('reports writes and removals made on this page too', () => {
    const seen: Array<string | null> = [];
    const off = onStorageChange('fundLiteratureOrderCart', (value) => seen.push(value));
    writeJson('local', 'fundLiteratureOrderCart', []);
    writeJson('local', 'other', []);
    remove('local', 'fundLiteratureOrderCart');
    off();
    writeJson('local', 'fundLiteratureOrderCart', [1]);
    expect(seen).toEqual(['[]', null]);
  });
});

describe('cookies', () => {
  it('writes, reads and removes a cookie', () => {
    writeCookie('CM_USER_STATUS', 'LOGGEDIN', { secure: false });
    writeCookie('CM_USER_TYPE', 'ADV', { secure: false, days: 1 });
    expect(readCookie('CM_USER_STATUS')).toBe('LOGGEDIN');
    expect(readCookie('CM_USER_TYPE')).toBe('ADV');
    removeCookie('CM_USER_STATUS', { secure: false });
    expect(readCookie('CM_USER_STATUS')).toBeUndefined();
    expect(readCookie('CM_USER_TYPE')).toBe('ADV');
  });

  it('encodes values and does not confuse a name with the end of another', () => {
    writeCookie('X_CTN_UID', 'other', { secure: false });
    writeCookie('CTN_UID', 'a b;c=d', { secure: false });
    expect(readCookie('CTN_UID')).toBe('a b;c=d');
    expect(readCookie('X_CTN_UID')).toBe('other');
  });

  it('sets secure, path / and the expiry (accounts spec 7.5)', () => {
    vi.stubGlobal('location', { protocol: 'https:' });
    const set = vi.spyOn(document, 'cookie', 'set');
    vi.spyOn(Date, 'now').mockReturnValue(Date.UTC(2025, 0, 1));
    writeCookie('PRFL_ACTY', 'yes', { days: 2 });
    expect(set).toHaveBeenCalledWith(
      'PRFL_ACTY=yes; expires=Fri, 03 Jan 2025 00:00:00 GMT; path=/; samesite=Lax; secure',
    );
    writeCookie('CM_INT_USER', 'true', { domain: '.example.com', path: '/x', sameSite: 'Strict' });
    expect(set).toHaveBeenLastCalledWith('CM_INT_USER=true; path=/x; domain=.example.com; samesite=Strict; secure');
  });

  it('sets no secure flag on a plain http page, where a browser may refuse it', () => {
    vi.stubGlobal('location', { protocol: 'http:' });
    const set = vi.spyOn(document, 'cookie', 'set');
    writeCookie('CM_USER_STATUS', 'LOGGEDOFF');
    expect(set).toHaveBeenLastCalledWith('CM_USER_STATUS=LOGGEDOFF; path=/; samesite=Lax');
    writeCookie('CM_USER_STATUS', 'LOGGEDOFF', { secure: true });
    expect(set).toHaveBeenLastCalledWith('CM_USER_STATUS=LOGGEDOFF; path=/; samesite=Lax; secure');
  });

  it('reads a cookie string with spaces around names and values, and a nameless cookie as none', () => {
    vi.spyOn(document, 'cookie', 'get').mockReturnValue(' CM_USER_TYPE = ADV ;CTN_UID=a%20b;  CM_USER_STATUSX');
    expect(readCookie('CM_USER_TYPE')).toBe('ADV');
    expect(readCookie('CTN_UID')).toBe('a b');
    expect(readCookie('CM_USER_STATUS')).toBeUndefined();
  });

  it('reads nothing when cookies are blocked', () => {
    vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readCookie('CSMSESSION')).toBeUndefined();
  });
});
