import { describe, expect, it } from 'vitest';
import { homePath, loginUrl, redirectAfterLogin, sameSitePath } from './links';

const ORIGIN = 'https://www.example-firm.com';

describe('same-site redirects (accounts spec 2.1, 4.2)', () => {
  it('a path or a full URL of the origin becomes its path, query and hash', () => {
    expect(sameSitePath('/funds/?class=A#top', ORIGIN)).toBe('/funds/?class=A#top');
    expect(sameSitePath('insights/', ORIGIN)).toBe('/insights/');
    expect(sameSitePath(`${ORIGIN}/secure/report.pdf`, ORIGIN)).toBe('/secure/report.pdf');
  });

  it('another origin, a protocol-relative address or another scheme is refused', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/x',
      'http://www.example-firm.com/',
      'https://www.example-firm.com.evil.example/',
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '/\\evil.example',
    ]) {
      expect(sameSitePath(target, ORIGIN), target).toBeUndefined();
    }
  });

  it('nothing to follow is undefined', () => {
    expect(sameSitePath('', ORIGIN)).toBeUndefined();
    expect(sameSitePath(undefined, ORIGIN)).toBeUndefined();
  });

  it('after login: the stored redirect when it stays on the site, otherwise home', () => {
    expect(redirectAfterLogin('/funds/', ORIGIN, '/')).toBe('/funds/');
    expect(redirectAfterLogin('https://evil.example/', ORIGIN, '/')).toBe('/');
    expect(redirectAfterLogin(undefined, ORIGIN, homePath('/investor'))).toBe('/investor/');
  });

  it('the login of secured links: {base}/login?redirect={target}', () => {
    expect(loginUrl('', '/secure/report.pdf?x=1')).toBe('/login?redirect=%2Fsecure%2Freport.pdf%3Fx%3D1');
    expect(loginUrl('/site/cm-advisor')).toBe('/site/cm-advisor/login');
  });
});
