import { describe, expect, it } from 'vitest';
import { homePath, loginUrl, redirectAfterLogin, safeUrl, sameSiteUrl, sitePath } from './links';

describe('safeUrl (site spec 2.3 link rule)', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    '  javascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\u0000script:alert(1)',
    '\u0001javascript:alert(1)',
    'java\u200bscript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'jav&#9;ascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106avascript:alert(1)',
    'javascript&colon;alert(1)',
    'java&Tab;script:alert(1)',
    '&amp;#106;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    ' VBScript:msgbox(1)',
  ])('blocks %j', (url) => {
    expect(safeUrl(url)).toBe('about:blank');
  });

  it.each([
    '/investor/insights',
    './fund.pdf',
    '../x',
    '//cdn.example.com/a.js',
    'https://www.example.com/a?b=javascript:x',
    'http://example.com',
    'mailto:a@example.com',
    'tel:8005550110',
    '#contact-us',
    '?topic=x',
    'funds/detail',
    'javascripts/app.js',
    'about:blank',
  ])('passes %j unchanged', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it('blocks a link that does not parse', () => {
    expect(safeUrl('http://[broken')).toBe('about:blank');
  });

  it('gives an empty string for a missing URL', () => {
    expect(safeUrl(undefined)).toBe('');
    expect(safeUrl(null)).toBe('');
    expect(safeUrl('')).toBe('');
  });
});

describe('sameSiteUrl (links that must stay on the site)', () => {
  const here = new URL(document.baseURI);

  it.each(['/', '/investor/insights', './fund', '?x=1', '#top', `${here.origin}/login`])('keeps %j', (url) => {
    expect(sameSiteUrl(url, '/home')).toBe(url);
  });

  it.each([
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example/',
    ' //evil.example',
    'https://evil.example/login',
    `${here.protocol === 'https:' ? 'http:' : 'https:'}//${here.host}/`,
    'javascript:alert(1)',
    'data:text/html,x',
    'http://[broken',
  ])('refuses %j and gives the fallback', (url) => {
    expect(sameSiteUrl(url, '/home')).toBe('/home');
  });

  it('gives the fallback for a missing URL', () => {
    expect(sameSiteUrl(undefined)).toBe('/');
    expect(sameSiteUrl('', '/x')).toBe('/x');
  });
});

describe('redirects after login (accounts spec 2.1, 4.2)', () => {
  const origin = location.origin;

  it('a path or a full URL of the site becomes its path, query and hash', () => {
    expect(sitePath('/funds/?class=A#top')).toBe('/funds/?class=A#top');
    expect(sitePath(`${origin}/secure/report.pdf`)).toBe('/secure/report.pdf');
  });

  it('another origin, a protocol-relative address or another scheme is refused', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      `${origin}.evil.example/`,
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      '',
      undefined,
    ]) {
      expect(sitePath(target), String(target)).toBeUndefined();
    }
  });

  it('the stored redirect when it stays on the site, otherwise home', () => {
    expect(redirectAfterLogin('/funds/', '/')).toBe('/funds/');
    expect(redirectAfterLogin('https://evil.example/', '/')).toBe('/');
    expect(redirectAfterLogin(undefined, homePath('/investor'))).toBe('/investor/');
  });

  it('the login of secured links: {base}/login?redirect={target}', () => {
    expect(loginUrl('', '/secure/report.pdf?x=1')).toBe('/login?redirect=%2Fsecure%2Freport.pdf%3Fx%3D1');
    expect(loginUrl('/site/cm-advisor')).toBe('/site/cm-advisor/login');
  });
});
