/**
 * The demo site's page template, as the CMS has one: each demo page is the part of a page that differs (its
 * heading, notes and element tags); the server wraps it in the one frame every page shares (head, configuration
 * block, loader tag, site header and footer). The index lists every page from the pages' own descriptions.
 *
 * A demo page starts with a comment naming what the frame needs:
 *
 *   <!--
 *     title: Mutual Funds
 *     index: fund-table | Mutual funds landing
 *     order: 10
 *     styles: /fund-table/demo.css
 *     config: { "environment": "production" }
 *   -->
 *   <h1>Mutual funds</h1>
 *   <fund-table data-product="mutual-funds"></fund-table>
 *
 * `title` is required; `index` (group | link text) lists the page on the index, in `order` (default 50) within
 * its group, linked to `link` when the page wants a query string; `styles` and `scripts` add stylesheets and module scripts; `config` merges into the page's
 * configuration block; `loader: twice` includes the loader a second time (as two templates each including it
 * would); `demo-script: none` leaves out the demo helpers; `header: cart` puts the literature cart's count
 * (<cart-count>) in the site header, as the site's literature pages carry it. A file without that comment is served
 * as it is.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface DemoPageMeta {
  title: string;
  index?: { group: string; text: string; link?: string };
  order: number;
  styles: string[];
  scripts: string[];
  config: Record<string, unknown>;
  loaderTwice: boolean;
  demoScript: boolean;
  /** The site header carries the cart count. */
  headerCart: boolean;
}

export interface DemoPage {
  meta: DemoPageMeta;
  body: string;
}

/** The configuration every demo page carries, as a CMS template writes it (data, never executed). */
export const DEMO_CONFIG: Readonly<Record<string, unknown>> = {
  brand: 'Calder Meridian',
  brandCode: 'cm',
  environment: 'demo',
  contentToken: 'demo',
  // The demo's video player (a clock for a video host) and the fixture's accounts (runtime/config-video.ts).
  video: { player: '/assets/video-player.js', account: 'cm-demo', blogAccount: 'cm-blog' },
};

/** The index's groups in the order they are listed; other groups follow in alphabetical order. */
const GROUP_ORDER = [
  'disclaimer-modal',
  'fund-table',
  'literature-library',
  'cart-order',
  'Loading',
  'Fixture backend',
];

const FRONT = /^\s*<!--([\s\S]*?)-->\s*/;

/** A demo page's description and body, or undefined when the file is a whole document of its own. */
export function parseDemoPage(text: string): DemoPage | undefined {
  const front = FRONT.exec(text);
  if (!front) return undefined;
  const fields = new Map<string, string>();
  for (const line of front[1]!.split('\n')) {
    const match = /^\s*([a-z-]+):\s*(.*?)\s*$/.exec(line);
    if (match) fields.set(match[1]!, match[2]!);
  }
  const title = fields.get('title');
  if (!title) return undefined;
  const index = fields.get('index');
  const [group, linkText] = index ? index.split('|').map((part) => part.trim()) : [];
  const list = (name: string) => (fields.get(name) ?? '').split(/\s+/).filter(Boolean);
  let config: Record<string, unknown> = {};
  const configText = fields.get('config');
  if (configText) {
    try {
      config = JSON.parse(configText) as Record<string, unknown>;
    } catch (error) {
      throw new Error(`The demo page "${title}" has a config line that is not JSON: ${(error as Error).message}`);
    }
  }
  return {
    meta: {
      title,
      ...(group && linkText
        ? { index: { group, text: linkText, ...(fields.has('link') ? { link: fields.get('link')! } : {}) } }
        : {}),
      order: Number(fields.get('order') ?? 50),
      styles: list('styles'),
      scripts: list('scripts'),
      config,
      loaderTwice: fields.get('loader') === 'twice',
      demoScript: fields.get('demo-script') !== 'none',
      headerCart: fields.get('header') === 'cart',
    },
    body: text.slice(front[0].length),
  };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The site section a path belongs to (site spec 2.1), for the header's current link. */
function section(path: string): 'advisor' | 'investor' | 'institutional' {
  const first = path.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  if (first === 'institutional') return 'institutional';
  if (first === 'investor' || first === 'investorspa') return 'investor';
  return 'advisor';
}

/** The whole page: the shared frame around the page's own part. */
export function renderDemoPage(page: DemoPage, path: string): string {
  const { meta } = page;
  const current = section(path);
  const navLink = (href: string, text: string, name: typeof current) =>
    `<a href="${href}"${current === name ? ' aria-current="page"' : ''}>${text}</a>`;
  const config = JSON.stringify({ ...DEMO_CONFIG, ...meta.config }, null, 2).replace(/\n/g, '\n      ');
  const head = [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml(meta.title)} | Calder Meridian</title>`,
    '<link rel="stylesheet" href="/assets/site.css" />',
    ...meta.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
    '<!-- Page configuration, as the CMS renders it: data, never executed. -->',
    `<script type="application/json" data-cm-config>\n      ${config}\n    </script>`,
    '<!-- The one script a template includes. -->',
    '<script type="module" src="/dist/loader.js"></script>',
    ...(meta.loaderTwice
      ? [
          '<!-- A second copy, as when two templates each include the loader: harmless. -->',
          '<script type="module" src="/dist/loader.js?copy=2"></script>',
        ]
      : []),
    ...(meta.demoScript ? ['<script type="module" src="/assets/demo.js"></script>'] : []),
    ...meta.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`),
  ];
  const outbox = path === '/outbox.html' || path === '/outbox' ? ' aria-current="page"' : '';
  return `<!doctype html>
<html lang="en">
  <head>
    ${head.join('\n    ')}
  </head>
  <body>
    <a class="skip-link" href="#main">Skip to main content</a>
    <header class="site-header">
      <a class="site-brand" href="/">Calder Meridian</a>
      <nav class="site-nav" aria-label="Site sections">
        ${navLink('/', 'Financial Professionals', 'advisor')}
        ${navLink('/investor/', 'Individual Investors', 'investor')}
        ${navLink('/institutional/', 'Institutional', 'institutional')}
      </nav>${meta.headerCart ? '\n      <cart-count class="site-cart"></cart-count>' : ''}
    </header>
    <main class="site-main" id="main">
${page.body.replace(/\s+$/, '')}
    </main>
    <footer class="site-footer">
      <p>Demo pages of the Calder Meridian widget library. Calder Meridian is a fictional firm; all data is generated.</p>
      <p class="site-footer-disclosure">Investing involves risk, including the possible loss of principal. Calder Meridian Distributors, LLC, member FINRA/SIPC.</p>
      <p><a href="/">All demo pages</a> · <a href="/outbox.html"${outbox}>E-mail outbox</a></p>
    </footer>
  </body>
</html>
`;
}

/** Every demo page under the root, with the path it is served at. */
export function listDemoPages(root: string): { path: string; page: DemoPage }[] {
  const pages: { path: string; page: DemoPage }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir).sort()) {
      if (entry === 'api' || entry === 'assets' || entry.startsWith('.')) continue;
      const file = join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (entry.endsWith('.html')) {
        const page = parseDemoPage(readFileSync(file, 'utf8'));
        const path = `/${relative(root, file).split(sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1');
        if (page) pages.push({ path, page });
      }
    }
  };
  walk(root);
  return pages;
}

/** The index's list of demo pages, by group, from the pages' `index` lines. */
export function renderDemoIndex(root: string): string {
  const groups = new Map<string, { path: string; href: string; order: number; text: string }[]>();
  for (const { path, page } of listDemoPages(root)) {
    const index = page.meta.index;
    if (!index) continue;
    const entries = groups.get(index.group) ?? [];
    entries.push({ path, href: index.link ?? path, order: page.meta.order, text: index.text });
    groups.set(index.group, entries);
  }
  const rank = (group: string) => {
    const at = GROUP_ORDER.indexOf(group);
    return at < 0 ? GROUP_ORDER.length : at;
  };
  const names = [...groups.keys()].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return names
    .map((name) => {
      const items = groups
        .get(name)!
        .sort((a, b) => a.order - b.order || a.path.localeCompare(b.path))
        .map((entry) => `        <li><a href="${entry.href}">${entry.text}</a></li>`);
      return `      <h2>${escapeHtml(name)}</h2>\n      <ul>\n${items.join('\n')}\n      </ul>`;
    })
    .join('\n');
}

/** The placeholder in the index page's own part where the list of pages goes. */
export const INDEX_PLACEHOLDER = '<!-- demo pages -->';
