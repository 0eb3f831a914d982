import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ROOT, createSiteApp } from './server';
import { listDemoPages, parseDemoPage, renderDemoIndex, renderDemoPage } from './frame';

const PAGE = `<!--
  title: Mutual Funds
  index: fund-table | Mutual funds landing
  order: 20
  styles: /fund-table/demo.css
  config: { "environment": "production" }
-->
<h1>Mutual funds</h1>
<fund-table data-product="mutual-funds"></fund-table>
`;

describe('a demo page in the shared frame', () => {
  it('reads the description and keeps the body as written', () => {
    const page = parseDemoPage(PAGE)!;
    expect(page.meta).toMatchObject({
      title: 'Mutual Funds',
      index: { group: 'fund-table', text: 'Mutual funds landing' },
      order: 20,
      styles: ['/fund-table/demo.css'],
      config: { environment: 'production' },
      loaderTwice: false,
      demoScript: true,
      headerCart: false,
    });
    expect(page.body).toBe('<h1>Mutual funds</h1>\n<fund-table data-product="mutual-funds"></fund-table>\n');
  });

  it('puts the cart count in the site header of a page that asks for it', () => {
    const page = parseDemoPage('<!--\n  title: Literature\n  header: cart\n-->\n<h1>Literature</h1>\n')!;
    expect(page.meta.headerCart).toBe(true);
    const html = renderDemoPage(page, '/resources/literature/');
    expect(html).toMatch(/<\/nav>\s*<cart-count class="site-cart"><\/cart-count>\s*<\/header>/);
    expect(renderDemoPage(parseDemoPage(PAGE)!, '/fund-table/mutual-funds.html')).not.toContain('<cart-count');
  });

  it('a file without the description comment is a whole document of its own', () => {
    expect(parseDemoPage('<!doctype html><html></html>')).toBeUndefined();
    expect(parseDemoPage('<!-- just a comment -->\n<p>x</p>')).toBeUndefined();
  });

  it('a config line that is not JSON names the page', () => {
    expect(() => parseDemoPage('<!--\n  title: Broken\n  config: {nope}\n-->')).toThrow(/"Broken" has a config line/);
  });

  it('wraps the body with the head, the configuration block, the one loader tag, the header and the footer', () => {
    const html = renderDemoPage(parseDemoPage(PAGE)!, '/fund-table/mutual-funds.html');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Mutual Funds | Calder Meridian</title>');
    expect(html).toContain('<link rel="stylesheet" href="/fund-table/demo.css" />');
    expect(html.match(/src="\/dist\/loader\.js"/g)).toHaveLength(1);
    const config = /<script type="application\/json" data-cm-config>([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(config)).toEqual({
      brand: 'Calder Meridian',
      brandCode: 'cm',
      environment: 'production',
      contentToken: 'demo',
      video: { player: '/assets/video-player.js', account: 'cm-demo', blogAccount: 'cm-blog' },
    });
    expect(html).toContain('<a href="/" aria-current="page">Financial Professionals</a>');
    expect(html).toContain('<main class="site-main" id="main">\n<h1>Mutual funds</h1>');
    // No inline script: the frame works under the strict Content-Security-Policy.
    expect(html.match(/<script(?![^>]*(?:src=|type="application\/json"))/g)).toBeNull();
  });

  it('marks the site section of the path in the header, and includes the loader twice when asked', () => {
    const page = parseDemoPage('<!--\n  title: Institutional\n  loader: twice\n-->\n<h1>x</h1>')!;
    const html = renderDemoPage(page, '/institutional/');
    expect(html).toContain('<a href="/institutional/" aria-current="page">Institutional</a>');
    expect(html).not.toContain('<a href="/" aria-current="page">');
    expect(html.match(/src="\/dist\/loader\.js(\?copy=2)?"/g)).toHaveLength(2);
  });
});

describe('the index of demo pages', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'cm-demo-'));
    mkdirSync(join(root, 'fund-table'));
    mkdirSync(join(root, 'api'));
    writeFileSync(join(root, 'index.html'), '<!--\n  title: Demo pages\n-->\n<h1>Demo</h1>\n<!-- demo pages -->\n');
    writeFileSync(join(root, 'fund-table', 'mutual-funds.html'), PAGE);
    writeFileSync(
      join(root, 'fund-table', 'a-first.html'),
      '<!--\n  title: First\n  index: fund-table | Listed first\n  order: 10\n  link: /fund-table/a-first.html?x=1\n-->\n<p>1</p>',
    );
    writeFileSync(
      join(root, 'disclaimer.html'),
      '<!--\n  title: D\n  index: disclaimer-modal | Disclaimer\n-->\n<p>d</p>',
    );
    writeFileSync(join(root, 'unlisted.html'), '<!--\n  title: Unlisted\n-->\n<p>u</p>');
    writeFileSync(join(root, 'api', 'ignored.html'), '<!--\n  title: Not a page\n  index: api | No\n-->');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('lists the pages that name an index group, groups in their order, pages by order', () => {
    const index = renderDemoIndex(root);
    expect(index.indexOf('<h2>disclaimer-modal</h2>')).toBeLessThan(index.indexOf('<h2>fund-table</h2>'));
    expect(index.indexOf('Listed first')).toBeLessThan(index.indexOf('Mutual funds landing'));
    expect(index).toContain('<a href="/fund-table/a-first.html?x=1">Listed first</a>');
    expect(index).not.toContain('Unlisted');
    expect(index).not.toContain('Not a page');
  });

  it('the server fills the index page and wraps every page', async () => {
    const app = createSiteApp({ demoRoot: root, distRoot: root });
    const home = await (await app.request('/')).text();
    expect(home).toContain('<title>Demo pages | Calder Meridian</title>');
    expect(home).toContain('<a href="/fund-table/mutual-funds.html">Mutual funds landing</a>');
    for (const path of ['/fund-table/mutual-funds.html', '/fund-table/mutual-funds']) {
      const page = await (await app.request(path)).text();
      expect(page, path).toContain('<title>Mutual Funds | Calder Meridian</title>');
    }
  });

  it("every page of the project's demo site has a description and a heading", () => {
    const pages = listDemoPages(DEMO_ROOT);
    expect(pages.length).toBeGreaterThan(10);
    // <cart-order> gives its page the heading of the step ("My Cart", "Checkout", "Order Confirmation"; products
    // spec 4), so its page has no heading of its own; nor has an article's, whose title is the heading.
    for (const { path, page } of pages)
      // Elements that draw the page's heading themselves: the cart, the blog article, the fund page's header.
      expect(page.body, path).toMatch(
        /<h1>|<cart-order[\s>]|<insights-list\s+data-view="article"|<fund-detail(\s+data-block="header")?[^>]*>/,
      );
  });
});

describe('route pages (a page for every address below a folder, as the CMS has one template for many)', () => {
  const app = createSiteApp({ demoRoot: DEMO_ROOT, distRoot: DEMO_ROOT });
  const page = async (path: string) => {
    const response = await app.request(path);
    return { status: response.status, body: await response.text() };
  };

  it.each([
    '/insights/latest-insights/emerging-markets-and-the-dollar-cycle',
    '/investor/insights/latest-insights/emerging-markets-and-the-dollar-cycle',
    '/institutional/insights/latest-insights/2025/manager-selection-what-consultants-look-for',
    '/insights/latest-insights/no-such-insight',
  ])('serves the article template at %s', async (path) => {
    const { status, body } = await page(path);
    expect(status).toBe(200);
    expect(body).toContain('<insights-list data-view="article">');
  });

  it('leaves the folder pages themselves, and other addresses, as they are', async () => {
    expect((await page('/insights/latest-insights')).body).toContain(
      '<title>Latest Insights | Calder Meridian</title>',
    );
    // [name] takes one segment only; the institutional folder's [...name] takes any number.
    expect((await page('/insights/latest-insights/2025/a-slug')).status).toBe(404);
    expect((await page('/insights/other')).status).toBe(404);
  });
});
