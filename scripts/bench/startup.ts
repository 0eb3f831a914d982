/** Start-up: navigation to the element rendered (and to its rows painted), with the long tasks until then. */
import { type Browser } from 'playwright-core';
import { median, round, timing, type ElementStartupResult, type StartupResult } from '../bench-report';
import { newContext } from './browser';
import { RUNS, WARM_UPS, sleep } from './options';

// ---------------------------------------------------------------------------------------------------------------
// Start-up

export interface StartupPage {
  name: string;
  path: string;
  host: string;
  selector: string;
  rendered: string;
  /** Rows of the table with its data, for fund-table pages. */
  rows?: number;
  /** Under a throttled network: Lighthouse's mobile profile, 150 ms round trip and 1.6 Mbit/s down. */
  throttled?: boolean;
  /** DevTools' CPU throttling rate (4: Lighthouse's mobile profile); normal speed without. */
  cpuSlowdown?: number;
  /** A comparison page (AG Grid): its URL's origin, and its rendered state is looked for in the light DOM. */
  comparison?: { base: string; target: 'ag-grid' };
}

/** Lighthouse's mobile network (DevTools protocol figures: bytes per second). */
const THROTTLED_NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

export async function measureStartup(browser: Browser, base: string, spec: StartupPage): Promise<StartupResult> {
  const firstRender: number[] = [];
  const withData: number[] = [];
  const fcp: number[] = [];
  const longTasks = { count: [] as number[], total: [] as number[], blocking: [] as number[], longest: [] as number[] };
  const allLongTasks: number[] = [];
  for (let run = 0; run < WARM_UPS + RUNS; run += 1) {
    // A fresh context each time: no cache, no stored acceptance, as a first visit.
    await sleep(200);
    const context = await newContext(browser, base);
    try {
      const page = await context.newPage();
      if (spec.throttled || spec.cpuSlowdown) {
        const cdp = await context.newCDPSession(page);
        if (spec.throttled) {
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', THROTTLED_NETWORK);
        }
        if (spec.cpuSlowdown) await cdp.send('Emulation.setCPUThrottlingRate', { rate: spec.cpuSlowdown });
      }
      const light = spec.comparison ? 'true' : 'false';
      const target = spec.comparison?.target ?? 'fund-table';
      const watch = [`window.__bench.watchRendered('rendered', '${spec.host}', '${spec.selector}', ${light});`];
      if (spec.rows !== undefined) watch.push(`window.__bench.watchTable('table', '${target}', ${spec.rows});`);
      await page.addInitScript({ content: watch.join('\n') });
      await page.goto(`${spec.comparison?.base ?? base}${spec.path}`);
      const done = spec.rows === undefined ? 'window.__bench.results.rendered' : 'window.__bench.results.table';
      await page.waitForFunction(`${done} && window.__bench.results.rendered`, null, { timeout: 60_000 });
      const r = (await page.evaluate(
        `({ rendered: window.__bench.results.rendered, table: window.__bench.results.table, fcp: window.__bench.firstContentfulPaint(), longTasks: window.__bench.longTasks })`,
      )) as {
        rendered: number;
        table?: { fromNavigation: number };
        fcp: number | null;
        longTasks: { start: number; duration: number }[];
      };
      if (run < WARM_UPS) continue;
      const until = r.table?.fromNavigation ?? r.rendered;
      const tasks = r.longTasks.filter((t) => t.start < until);
      firstRender.push(r.rendered);
      if (r.table) withData.push(r.table.fromNavigation);
      if (r.fcp !== null) fcp.push(r.fcp);
      longTasks.count.push(tasks.length);
      longTasks.total.push(tasks.reduce((s, t) => s + t.duration, 0));
      longTasks.blocking.push(tasks.reduce((s, t) => s + Math.max(0, t.duration - 50), 0));
      longTasks.longest.push(Math.max(0, ...tasks.map((t) => t.duration)));
      allLongTasks.push(...tasks.map((t) => round(t.duration, 1)));
    } finally {
      await context.close();
    }
  }
  return {
    page: spec.name,
    rendered: spec.rendered,
    firstRender: timing(firstRender),
    ...(withData.length ? { withData: timing(withData) } : {}),
    ...(fcp.length ? { firstContentfulPaint: timing(fcp) } : {}),
    longTasks: {
      count: median(longTasks.count),
      totalMs: round(median(longTasks.total), 1),
      blockingMs: round(median(longTasks.blocking), 1),
      longestMs: round(median(longTasks.longest), 1),
    },
    allLongTasks: allLongTasks.sort((a, b) => b - a),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Every element's page, at normal speed and slowed

/** Each element's main demo page and what "painted" means there: its first content a visitor came for. */
export const ELEMENT_PAGES: ReadonlyArray<{ element: string; path: string; selector: string; rendered: string }> = [
  {
    element: 'literature-library',
    path: 'resources/literature/#mutual-funds',
    selector: 'tbody tr',
    rendered: 'the first rows of documents',
  },
  { element: 'cart-order', path: 'resources/literature/cart-order', selector: 'h1', rendered: 'the cart (empty)' },
  { element: 'advisor-login', path: 'login', selector: 'input', rendered: 'the User ID field' },
  { element: 'subscription-modal', path: 'subscription-modal.html', selector: 'button', rendered: 'its button' },
  {
    element: 'category-subscription-button',
    path: 'category-subscription-button.html',
    selector: 'button',
    rendered: 'the first button',
  },
  { element: 'site-search', path: 'about.html', selector: 'input', rendered: "the header's search box" },
  {
    element: 'site-search',
    path: 'search?search=bond',
    selector: '.result-title',
    // The spec's loading image stays at least 1 s (widgets/site-search/docs.md), so this is 1 s at the least.
    rendered: 'the results (after the 1 s loading image)',
  },
  { element: 'insights-list', path: 'insights/latest-insights', selector: '.insight-title', rendered: 'the cards' },
  { element: 'disclaimer-modal', path: 'disclaimer-modal.html', selector: 'dialog[open]', rendered: 'the dialog open' },
  { element: 'fund-table', path: 'fund-table/mutual-funds.html', selector: 'tbody tr', rendered: 'the first rows' },
  {
    element: 'fund-detail',
    path: 'fund-detail/whole-page.html?cusip=195SWE959',
    selector: '.growth-chart svg',
    rendered: 'the growth chart (the last call)',
  },
];

export const STARTUP_CPU_SLOWDOWN = 4;

/** Every element page, at normal speed and at 4× CPU slowdown with the mobile network. */
export async function measureElementStartup(
  browser: Browser,
  base: string,
  report: (message: string) => void,
): Promise<ElementStartupResult[]> {
  const results: ElementStartupResult[] = [];
  for (const page of ELEMENT_PAGES) {
    const spec: StartupPage = {
      name: page.path,
      path: page.path,
      host: page.element,
      selector: page.selector,
      rendered: page.rendered,
    };
    try {
      console.log(`[bench] element start-up: ${page.path}`);
      const normal = await measureStartup(browser, base, spec);
      const slowed = await measureStartup(browser, base, {
        ...spec,
        throttled: true,
        cpuSlowdown: STARTUP_CPU_SLOWDOWN,
      });
      results.push({ element: page.element, normal, slowed });
    } catch (error) {
      report(`element start-up of ${page.path}: not measured (${(error as Error).message.split('\n')[0]})`);
    }
  }
  return results;
}
