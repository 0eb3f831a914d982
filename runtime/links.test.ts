// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeText, hashName } from './decode';
import { contentLink, homePath, loginUrl, redirectAfterLogin, safeUrl, sameSiteUrl, siteUrl } from './links';

afterEach(() => vi.restoreAllMocks());

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

describe('the same-site rule (links that must stay on the site)', () => {
  const origin = location.origin;
  const other = `${location.protocol === 'https:' ? 'http:' : 'https:'}//${location.host}/`;

  it.each([
    ['/', `${origin}/`],
    ['/investor/insights', `${origin}/investor/insights`],
    ['./fund', new URL('./fund', location.href).href],
    ['?x=1', new URL('?x=1', location.href).href],
    ['#top', new URL('#top', location.href).href],
    [`${origin}/login`, `${origin}/login`],
  ])('keeps %j as its whole normalised URL', (url, whole) => {
    expect(sameSiteUrl(url, '/home')).toBe(whole);
  });

  it.each([
    '//evil.example/',
    '/\\evil.example/',
    '\\\\evil.example/',
    '\\/evil.example/',
    ' //evil.example',
    '\t//evil.example',
    '/\t/evil.example',
    '%2F%2Fevil.example',
    'https://evil.example/login',
    `${origin}.evil.example/`,
    `${origin}@evil.example/`,
    other,
    'javascript:alert(1)',
    'java&#x09;script:alert(1)',
    'data:text/html,x',
    'http://[broken',
  ])('refuses %j and gives the fallback', (url) => {
    // %2F%2F is a path on the site, not a host: it stays, as the browser reads it.
    if (url.startsWith('%2F')) expect(new URL(sameSiteUrl(url, '/home')).origin).toBe(origin);
    else expect(sameSiteUrl(url, '/home')).toBe('/home');
  });

  it('gives the fallback for a missing URL', () => {
    expect(sameSiteUrl(undefined)).toBe('/');
    expect(sameSiteUrl('', '/x')).toBe('/x');
    expect(sameSiteUrl('   ', '/x')).toBe('/x');
  });

  it.each(['/.//evil.example/', '/..//evil.example/', `${origin}//evil.example/x.pdf`, '/./\\evil.example/'])(
    'a path that reads as another host once taken out of its URL (%j) is handed on whole, on the site',
    (url) => {
      const kept = siteUrl(url)!;
      expect(new URL(kept).origin).toBe(origin);
      // What a browser does with it when it is followed: it stays on the site.
      expect(new URL(kept, 'https://elsewhere.example/').origin).toBe(origin);
    },
  );

  it('resolves against the page, not against a <base href> the host page set', () => {
    const base = document.createElement('base');
    base.href = 'https://evil.example/';
    document.head.append(base);
    try {
      expect(siteUrl('/account')).toBe(`${origin}/account`);
    } finally {
      base.remove();
    }
  });
});

describe('redirects after login (accounts spec 2.1, 4.2)', () => {
  const origin = location.origin;

  it('a path or a full URL of the site becomes its whole URL', () => {
    expect(siteUrl('/funds/?class=A#top')).toBe(`${origin}/funds/?class=A#top`);
    expect(siteUrl(`${origin}/secure/report.pdf`)).toBe(`${origin}/secure/report.pdf`);
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
      expect(siteUrl(target), String(target)).toBeUndefined();
    }
  });

  it('the stored redirect when it stays on the site, otherwise home', () => {
    expect(redirectAfterLogin('/funds/', '/')).toBe(`${origin}/funds/`);
    expect(redirectAfterLogin('https://evil.example/', '/')).toBe('/');
    expect(redirectAfterLogin('/.//evil.example/', '/')).toBe(`${origin}//evil.example/`);
    expect(redirectAfterLogin(undefined, homePath('/investor'))).toBe('/investor/');
  });

  it('the login of secured links: {base}/login?redirect={target}', () => {
    expect(loginUrl('', '/secure/report.pdf?x=1')).toBe('/login?redirect=%2Fsecure%2Freport.pdf%3Fx%3D1');
    expect(loginUrl('/site/cm-advisor')).toBe('/site/cm-advisor/login');
  });
});

describe('contentLink: links from content and attributes stay on the site or go where the configuration allows', () => {
  const origin = location.origin;

  it('keeps paths and URLs of the site, mailto: and tel:', () => {
    for (const url of ['/funds/', `${origin}/secure/x.pdf`, 'mailto:a@example.com', 'tel:8005550110', '#top']) {
      expect(contentLink(url, [])).toBe(url);
    }
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example/x',
    '/\t/evil.example/x',
    'https://evil.example/x',
    `${origin}.evil.example/x`,
    `${origin}@evil.example/x`,
    '&#x2F;&#x2F;evil.example/x',
    '\u3000https://evil.example/x',
    '\u2003//evil.example/x',
  ])('refuses %j as about:blank', (url) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(contentLink(url, [])).toBe('about:blank');
  });

  it('follows a link to a site the configuration allows', () => {
    expect(contentLink('https://prospectus.example.com/123/SP', ['https://prospectus.example.com'])).toBe(
      'https://prospectus.example.com/123/SP',
    );
  });

  it('tells the first refusal of a site once, for the configuration', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    contentLink('https://once.example/a', []);
    contentLink('https://once.example/b', []);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain('https://once.example');
    expect(warn.mock.calls[0]![0]).toContain('allowedOrigins');
  });
});

describe('decodeText (the one decoder of URL text)', () => {
  it('decodes, and leaves a text that does not decode as it was written', () => {
    expect(decodeText('a%20b')).toBe('a b');
    expect(decodeText('%')).toBe('%');
    expect(decodeText('100%')).toBe('100%');
    expect(decodeText('%E0%A4')).toBe('%E0%A4');
  });

  it("reads a fragment's name: without the #, decoded, then trimmed", () => {
    expect(hashName('#interval-funds%20')).toBe('interval-funds');
    expect(hashName(' #Capital%20Gains ')).toBe('Capital Gains');
    expect(hashName('#100%')).toBe('100%');
    expect(hashName('')).toBe('');
  });
});
