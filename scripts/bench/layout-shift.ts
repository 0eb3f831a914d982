/**
 * Cumulative layout shift and start-up long tasks of every demo page, at 375 px and 1280 px: the page opened in a
 * fresh context, a `layout-shift` PerformanceObserver (buffered, from navigation) summing the shifts not caused by
 * input, and a `longtask` one noting every task over 50 ms, until the page has been quiet (no network, no shift) for
 * a while. The largest session window is what Lighthouse and the web vitals report as CLS; the sum of every shift is
 * printed beside it. Each page is opened once per width: a long task is one load's figure, not a median.
 *
 *   npx tsx scripts/bench/layout-shift.ts [page filter]    the pages alone, against a fresh demo server
 *   npx tsx scripts/bench/layout-shift.ts --sources [filter]  also what moved in each shift (node, rect before, after)
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { listDemoPages } from '../../demo-pages/frame';

export interface LayoutShiftResult {
  page: string;
  /**
   * Per viewport width: the largest session window (CLS), the sum of every shift, and the tasks over 50 ms from
   * navigation until the page was quiet (their number and the longest, ms; absent in results older than them).
   */
  widths: Record<string, { cls: number; total: number; shifts: number; longTasks?: number; longestTask?: number }>;
}

export const LAYOUT_SHIFT_WIDTHS = [375, 1280] as const;
const HEIGHTS: Record<number, number> = { 375: 812, 1280: 800 };
/** How long a page must stay quiet (no request, no shift) before its CLS is read. */
const QUIET_MS = 1200;
const PAGE_TIMEOUT_MS = 20_000;

const root = resolve(import.meta.dirname, '../..');
const DEMO_ROOT = join(root, 'demo-pages');

/**
 * The address a page is opened at: the one its index line links to (a search page with its query, a route template
 * `[article].html` at an insight's address), as a visitor arrives there and as `npm run shots` takes it; else its path.
 */
export function pageAddress(page: string): string {
  const found = listDemoPages(DEMO_ROOT).find(({ path }) => path === `/${page}`.replace(/(^|\/)index\.html$/, '$1'));
  return found?.page.meta.index?.link?.replace(/&amp;/g, '&').replace(/^\//, '') ?? page;
}

/** The demo pages, as paths under the server: every .html outside the fixture backend. */
export function demoPages(filter?: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((entry) => {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) return entry === 'api' || entry === 'assets' ? [] : walk(path);
      return entry.endsWith('.html') ? [relative(DEMO_ROOT, path).split('\\').join('/')] : [];
    });
  return walk(DEMO_ROOT)
    .filter((page) => !filter || page.includes(filter))
    .sort();
}

/** Runs in the page before its scripts: records every layout shift and, named briefly, the nodes it moved. */
const OBSERVER = `
  window.__shifts = [];
  const name = (node) => {
    if (!node) return '(gone)';
    const element = node.nodeType === 1 ? node : node.parentElement;
    if (!element) return '#text';
    const path = [];
    for (let at = element; at && path.length < 3; at = at.parentElement || (at.getRootNode() && at.getRootNode().host)) {
      path.unshift(at.localName + (at.id ? '#' + at.id : '') + (at.classList.length ? '.' + [...at.classList].join('.') : ''));
    }
    return (node.nodeType === 1 ? '' : '#text in ') + path.join(' > ');
  };
  const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const sources = (entry.sources || []).map((s) => name(s.node) + ' [' + rect(s.previousRect) + '] -> [' + rect(s.currentRect) + ']');
      window.__shifts.push({ time: entry.startTime, value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
`;

/** The largest session window: shifts less than 1 s apart, a window at most 5 s long (web-vitals' CLS). */
export function largestSessionWindow(shifts: readonly { time: number; value: number }[]): number {
  let largest = 0;
  let current = 0;
  let first = 0;
  let last = 0;
  for (const shift of shifts) {
    if (current > 0 && shift.time - last < 1000 && shift.time - first < 5000) current += shift.value;
    else {
      current = shift.value;
      first = shift.time;
    }
    last = shift.time;
    largest = Math.max(largest, current);
  }
  return largest;
}

async function measurePage(
  browser: Browser,
  base: string,
  page: string,
  width: number,
  log: (message: string) => void,
  showSources: boolean,
) {
  const context = await browser.newContext({ viewport: { width, height: HEIGHTS[width] ?? 800 } });
  try {
    const tab = await context.newPage();
    await tab.addInitScript({ content: OBSERVER });
    let lastActivity = Date.now();
    let pending = 0;
    tab.on('request', () => {
      pending += 1;
      lastActivity = Date.now();
    });
    const settle = () => {
      pending = Math.max(0, pending - 1);
      lastActivity = Date.now();
    };
    tab.on('requestfinished', settle);
    tab.on('requestfailed', settle);
    await tab.goto(`${base}${pageAddress(page)}`, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
    const deadline = Date.now() + PAGE_TIMEOUT_MS;
    let shiftCount = -1;
    while (Date.now() < deadline) {
      await tab.waitForTimeout(200);
      const count = (await tab.evaluate('window.__shifts.length')) as number;
      if (count !== shiftCount) {
        shiftCount = count;
        lastActivity = Math.max(lastActivity, Date.now());
      }
      // A request held open on purpose (a fault demo) counts as quiet after the quiet time.
      if (Date.now() - lastActivity >= QUIET_MS && (pending === 0 || Date.now() - lastActivity >= 2 * QUIET_MS)) break;
    }
    const shifts = (await tab.evaluate('window.__shifts')) as { time: number; value: number; sources: string[] }[];
    for (const shift of showSources ? shifts : []) {
      log(
        `  ${page} ${width}px  ${Math.round(shift.time)} ms  ${shift.value.toFixed(4)}\n    ${shift.sources.join('\n    ')}`,
      );
    }
    const longTasks = (await tab.evaluate('window.__longTasks')) as number[];
    return {
      cls: largestSessionWindow(shifts),
      total: shifts.reduce((sum, shift) => sum + shift.value, 0),
      shifts: shifts.length,
      longTasks: longTasks.length,
      longestTask: Math.round(Math.max(0, ...longTasks)),
    };
  } finally {
    await context.close();
  }
}

/** Every page at every width, one page at a time (the figures do not depend on speed, but the quiet wait does). */
export async function measureLayoutShift(
  browser: Browser,
  base: string,
  pages: readonly string[],
  log: (message: string) => void = () => undefined,
  showSources = false,
): Promise<LayoutShiftResult[]> {
  const results: LayoutShiftResult[] = [];
  for (const page of pages) {
    const widths: LayoutShiftResult['widths'] = {};
    for (const width of LAYOUT_SHIFT_WIDTHS) {
      try {
        widths[String(width)] = await measurePage(browser, base, page, width, log, showSources);
      } catch (error) {
        log(`layout shift of ${page} at ${width} px: not measured (${(error as Error).message.split('\n')[0]})`);
      }
    }
    results.push({ page, widths });
  }
  return results;
}

/**
 * The Markdown section of the report: CLS per page and width, and the long tasks of the same loads (their number,
 * and the longest), the pages at or over a goal marked.
 */
export function layoutShiftSection(results: readonly LayoutShiftResult[], goal = 0.02): string {
  const figureAt = (result: LayoutShiftResult, width: number) => result.widths[String(width)];
  const cell = (result: LayoutShiftResult, width: number) => {
    const figure = figureAt(result, width);
    return figure ? `${figure.cls.toFixed(3)}${figure.cls >= goal ? ' ✗' : ''}` : 'not measured';
  };
  const taskCell = (result: LayoutShiftResult, width: number) => {
    const figure = figureAt(result, width);
    if (figure?.longTasks === undefined) return '-';
    return figure.longTasks === 0 ? '0' : `${figure.longTasks} (${figure.longestTask} ms) ✗`;
  };
  const over = results.filter((result) =>
    LAYOUT_SHIFT_WIDTHS.some((width) => (figureAt(result, width)?.cls ?? 0) >= goal),
  );
  const loads = results.flatMap((result) =>
    LAYOUT_SHIFT_WIDTHS.map((width) => figureAt(result, width)).filter((figure) => figure?.longTasks !== undefined),
  );
  const withTasks = loads.filter((figure) => (figure?.longTasks ?? 0) > 0);
  const longest = Math.max(0, ...loads.map((figure) => figure?.longestTask ?? 0));
  const rows = results.map(
    (result) =>
      `| ${result.page} | ${LAYOUT_SHIFT_WIDTHS.map((w) => cell(result, w)).join(' | ')} | ${LAYOUT_SHIFT_WIDTHS.map((w) => taskCell(result, w)).join(' | ')} |`,
  );
  return [
    `Cumulative layout shift (largest session window, as Lighthouse reports it) of every demo page, opened in a fresh context at each width, until the page has been quiet for ${QUIET_MS} ms. Goal: under ${goal} everywhere; ✗ marks a page at or over it (${over.length} of ${results.length} pages).`,
    '',
    `In the same loads, the tasks over 50 ms (\`longtask\`) from navigation until the page was quiet: their number and the longest. Goal: none. One load per page and width, so a figure is one sample: ${withTasks.length} of ${loads.length} loads had one (✗), the longest ${longest} ms.`,
    '',
    `| page | ${LAYOUT_SHIFT_WIDTHS.map((w) => `CLS ${w} px`).join(' | ')} | ${LAYOUT_SHIFT_WIDTHS.map((w) => `long tasks ${w} px`).join(' | ')} |`,
    `| --- | ${LAYOUT_SHIFT_WIDTHS.map(() => '---:').join(' | ')} | ${LAYOUT_SHIFT_WIDTHS.map(() => '---:').join(' | ')} |`,
    ...rows,
  ].join('\n');
}

async function main() {
  const { chromium } = await import('playwright-core');
  const { startServer } = await import('../../demo-pages/server');
  const { CHROMIUM, chromiumArgs } = await import('../../tests/browsers.mjs');
  const server = await startServer({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs, headless: true });
  try {
    const args = process.argv.slice(2);
    const showSources = args.includes('--sources');
    const filter = args.find((arg) => !arg.startsWith('--'));
    const results = await measureLayoutShift(browser, server.url, demoPages(filter), console.error, showSources);
    for (const result of results) {
      const cells = LAYOUT_SHIFT_WIDTHS.map((width) => {
        const figure = result.widths[String(width)];
        return figure
          ? `${width}: ${figure.cls.toFixed(3)} (${figure.shifts}), long tasks ${figure.longTasks} (${figure.longestTask} ms)`
          : `${width}: -`;
      });
      console.log(`${result.page.padEnd(60)} ${cells.join('   ')}`);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
