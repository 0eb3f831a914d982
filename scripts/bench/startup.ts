/** Start-up: navigation to the element rendered (and to its rows painted), with the long tasks until then. */
import { type Browser } from 'playwright-core';
import { median, round, timing, type StartupResult } from '../bench-report';
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
  for (let run = 0; run < WARM_UPS + RUNS; run += 1) {
    // A fresh context each time: no cache, no stored acceptance, as a first visit.
    await sleep(200);
    const context = await newContext(browser, base);
    try {
      const page = await context.newPage();
      if (spec.throttled) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', THROTTLED_NETWORK);
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
  };
}
