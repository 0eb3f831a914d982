// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { QUERY_NOTICES, queryFlags, redirectFromQuery, targetPath } from './query';

const ORIGIN = location.origin;
const LEGACY = '/ctn/secure';

describe('query flags (accounts spec 2.1)', () => {
  it('shows the notice of each flag with the spec text', () => {
    expect(queryFlags('?forgotPassword=true')).toEqual(['forgotPassword']);
    expect(QUERY_NOTICES.forgotPassword).toBe(
      'You have successfully changed your password. Use your new password to log in.',
    );
    expect(queryFlags('?logout')).toEqual(['logout']);
    expect(QUERY_NOTICES.logout).toBe('You have successfully logged out. Thank you for visiting.');
    expect(queryFlags('?timeout=true&internalForgotPassword=1')).toEqual(['internalForgotPassword', 'timeout']);
  });

  it('a flag set to "false" or absent shows nothing', () => {
    expect(queryFlags('?logout=false')).toEqual([]);
    expect(queryFlags('')).toEqual([]);
  });
});

describe('post-login redirect from the address (accounts spec 2.1)', () => {
  it('stores a redirect path, or a full URL of the site, as its whole URL on the site', () => {
    expect(redirectFromQuery('?redirect=/insights/', LEGACY)).toBe(`${ORIGIN}/insights/`);
    expect(redirectFromQuery(`?redirect=${encodeURIComponent(`${ORIGIN}/a?b=1#c`)}`, LEGACY)).toBe(`${ORIGIN}/a?b=1#c`);
  });

  it('drops a redirect to another site or scheme', () => {
    expect(redirectFromQuery('?redirect=https://evil.example/x', LEGACY)).toBeUndefined();
    expect(redirectFromQuery('?redirect=//evil.example/x', LEGACY)).toBeUndefined();
    expect(redirectFromQuery('?redirect=%2F%5Cevil.example%2Fx', LEGACY)).toBeUndefined();
    expect(redirectFromQuery('?redirect=javascript:alert(1)', LEGACY)).toBeUndefined();
  });

  it('never stores a path that reads as another host once out of its URL', () => {
    for (const search of [
      '?redirect=%2F.%2F%2Fevil.example%2F',
      '?redirect=/..//evil.example/',
      '?TARGET=%252F.%252F%252Fevil.example',
    ]) {
      const stored = redirectFromQuery(search, LEGACY)!;
      expect(new URL(stored).origin, search).toBe(ORIGIN);
      expect(stored.startsWith('/'), search).toBe(false);
    }
  });

  it('URL-decodes TARGET and rewrites the legacy secure prefix to /api', () => {
    expect(redirectFromQuery('?TARGET=%252Fctn%252Fsecure%252Freports%252Fq3.pdf', LEGACY)).toBe(
      `${ORIGIN}/api/reports/q3.pdf`,
    );
    expect(targetPath(encodeURIComponent(`${ORIGIN}/ctn/secure/reports`), LEGACY)).toBe(`${ORIGIN}/api/reports`);
    expect(targetPath('/ctn/secured/x', LEGACY)).toBe(`${ORIGIN}/ctn/secured/x`);
    expect(targetPath('https%3A%2F%2Fevil.example%2Fctn%2Fsecure', LEGACY)).toBeUndefined();
  });

  it('a timeout stores "/" when no redirect is given', () => {
    expect(redirectFromQuery('?timeout=true', LEGACY)).toBe('/');
    expect(redirectFromQuery('?timeout=true&redirect=/funds/', LEGACY)).toBe(`${ORIGIN}/funds/`);
    expect(redirectFromQuery('?logout=true', LEGACY)).toBeUndefined();
  });
});
