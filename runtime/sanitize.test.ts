// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { safeUrl, sanitizeHtml, setSanitizedHtml } from './sanitize';

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

  it('gives an empty string for a missing URL', () => {
    expect(safeUrl(undefined)).toBe('');
    expect(safeUrl(null)).toBe('');
    expect(safeUrl('')).toBe('');
  });
});

describe('sanitizeHtml', () => {
  it('removes scripts and event handlers', () => {
    const html = sanitizeHtml(
      '<p onclick="alert(1)">Hi<script>alert(1)</script><img src="x.png" onerror="alert(1)"></p>',
    );
    expect(html).toBe('<p>Hi<img src="x.png"></p>');
  });

  it('turns a script link into about:blank and keeps the link text', () => {
    const root = document.createElement('div');
    root.innerHTML = sanitizeHtml(
      '<a href="javascript:alert(1)">Fund</a> <a href=" JaVaScRiPt:x">B</a> <a href="/about">About</a>',
    );
    const links = [...root.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['about:blank', 'about:blank', '/about']);
    expect(root.textContent).toBe('Fund B About');
  });

  it('applies the rule to src and xlink:href', () => {
    const root = document.createElement('div');
    root.innerHTML = sanitizeHtml(
      '<img src="data:image/svg+xml,<svg onload=alert(1)>"><svg><a xlink:href="javascript:alert(1)"><text>t</text></a></svg>',
    );
    expect(root.querySelector('img')?.getAttribute('src')).toBe('about:blank');
    expect(root.querySelector('svg a')?.getAttribute('xlink:href')).toBe('about:blank');
  });

  it('keeps target=_blank and adds rel="noopener noreferrer"', () => {
    const root = document.createElement('div');
    root.innerHTML = sanitizeHtml(
      '<a href="/subscribe" target="_blank" rel="external">Manage All Subscriptions</a><a href="/x">x</a>',
    );
    const [blank, plain] = [...root.querySelectorAll('a')];
    expect(blank!.getAttribute('target')).toBe('_blank');
    expect(blank!.getAttribute('rel')).toBe('external noopener noreferrer');
    expect(plain!.hasAttribute('rel')).toBe(false);
  });

  it('gives an empty string for missing HTML', () => {
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

describe('setSanitizedHtml', () => {
  it("sets the element's content to the sanitised HTML", () => {
    const element = document.createElement('div');
    setSanitizedHtml(
      element,
      '<h3>Disclaimer</h3><p>Text <a href="vbscript:x" target="_blank">link</a></p><script>alert(1)</script>',
    );
    expect(element.querySelector('h3')?.textContent).toBe('Disclaimer');
    expect(element.querySelector('script')).toBeNull();
    const link = element.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('about:blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    setSanitizedHtml(element, undefined);
    expect(element.innerHTML).toBe('');
  });
});
