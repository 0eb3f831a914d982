/**
 * The benchmark (`npm run bench`; not part of `npm test`): builds the library and the comparison pages, starts the
 * demo server on a free port and, in one headless run of the system Chromium, on the fixture backend's data:
 *
 * - Table speed: `<fund-table>`'s Find a Product (about 1,200 rows) and the mutual-funds performance tab (every
 *   share class), against the same table in AG Grid Community (ag-grid-react) and in plain DOM (innerHTML): data to
 *   first paint, a sort, a search keystroke and a class switch, each the median of several runs.
 * - Size: gzip and brotli of the loader, each element's chunk, the shared chunks and what a page downloads
 *   (scripts/budgets.ts), against a minimal ag-grid-react page built here.
 * - The insights list: a keystroke in "Search insights" with 120 cards shown, beside fund-table's keystroke.
 * - The literature library: a chip, a keystroke, a sort and an "Add to Cart" tick, beside fund-table's
 *   (scripts/bench-literature.ts).
 * - Start-up: navigation to the first element rendered on the disclaimer and fund-table demo pages, with the long
 *   tasks until then.
 *
 * Writes bench/results/latest.md and latest.json and prints the Markdown.
 *
 *   npm run bench                      everything (about 3 minutes on 2 cores)
 *   npm run bench -- --runs 15         more runs per figure (default 9, at least 7)
 *   npm run bench -- --no-build        use the dist/ and comparison builds already there
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { build } from 'vite';
import { startServer } from '../demo-pages/server';
import { CHROMIUM, chromiumArgs } from '../tests/browsers.mjs';
import { MUTUAL_FUND_CLASSES, PRODUCT_GROUP_CODES as FIND_A_PRODUCT_GROUPS } from '../services/product-vocabulary';
import { findAProductRows } from '../widgets/fund-table/find-a-product/model';
import { defaultInsightsScope, toInsightItem, type InsightDocument } from '../services/insights';
import { EMPTY_FILTER, filterInsights } from '../widgets/insights-list/model';
import { closure, measure, pageSizes, stableName, type ChunkSize } from './budgets';
import { measureLiterature } from './bench-literature';
import {
  IMPLEMENTATIONS,
  median,
  renderReport,
  round,
  timing,
  type BenchResults,
  type Implementation,
  type InteractionResult,
  type SizeRow,
  type StartupResult,
  type TableMetric,
  type TableResult,
} from './bench-report';

const root = resolve(import.meta.dirname, '..');
const PAGES = join(root, 'bench/pages');
/** The comparison builds: git-ignored (bench/.gitignore), and outside lint and formatting (bench/results/). */
const BUILD = join(root, 'bench/results/build');
const RESULTS = join(root, 'bench/results');
/** Where the comparison pages are served, on the demo server's origin (so they call the same fixture backend). */
const BENCH_PATH = 'bench-pages/';

const argv = process.argv.slice(2);
const argValue = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
};
const RUNS = Math.max(7, Number(argValue('runs') ?? 9) || 9);
const WARM_UPS = 1;
/** Quiet time before each timed interaction, after a garbage collection: the previous one's paint and raster end. */
const PAUSE_MS = 100;
const BUILD_FIRST = !argv.includes('--no-build');

/** The first keystroke typed into the empty search box: a letter many, but not all, names contain. */
const KEYSTROKE = 'g';

const notes: string[] = [];
const addNote = (note: string) => {
  if (!notes.includes(note)) notes.push(note);
};
const log = (message: string) => console.log(`[bench] ${message}`);
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

// ---------------------------------------------------------------------------------------------------------------
// Builds

function buildLibrary() {
  log('npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function viteBuild(outDir: string, input: Record<string, string>, names: string) {
  await build({
    configFile: false,
    root: PAGES,
    base: `/${BENCH_PATH}`,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      // AG Grid is one large module; its size is what the size section reports.
      chunkSizeWarningLimit: 5000,
      rolldownOptions: { input, output: { entryFileNames: names, chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  });
}

/** The comparison pages and the in-page harness, and the two size references, each built on its own. */
export async function buildComparisons() {
  log('building the comparison pages (Vite)');
  await viteBuild(
    join(BUILD, 'pages'),
    {
      'ag-grid': join(PAGES, 'ag-grid.html'),
      'plain-dom': join(PAGES, 'plain-dom.html'),
      harness: join(PAGES, 'harness.ts'),
    },
    '[name].js',
  );
  await viteBuild(join(BUILD, 'size-ag-grid'), { index: join(PAGES, 'ag-grid-minimal.html') }, '[name]-[hash].js');
  await viteBuild(join(BUILD, 'size-react'), { index: join(PAGES, 'react-only.html') }, '[name]-[hash].js');
}

// ---------------------------------------------------------------------------------------------------------------
// Size

const sum = (chunks: readonly ChunkSize[], key: 'gzip' | 'brotli' | 'raw') =>
  chunks.reduce((total, chunk) => total + chunk[key], 0);

function sizes(): BenchResults['size'] {
  const chunks = measure();
  const chunkRows: SizeRow[] = chunks.map((c) => ({ name: c.name, gzip: c.gzip, brotli: c.brotli, raw: c.raw }));
  const pageRows: SizeRow[] = Object.entries(pageSizes(chunks)).map(([tag, page]) => ({
    name: `page with <${tag}>`,
    gzip: page.gzip,
    brotli: page.brotli,
    note: page.files.map(stableName).join(', '),
  }));
  const everything = new Map<string, ChunkSize>();
  for (const entry of ['loader.js', ...chunks.filter((c) => c.file.startsWith('widgets/')).map((c) => c.file)]) {
    for (const chunk of closure(entry, chunks)) everything.set(chunk.file, chunk);
  }
  const all = [...everything.values()];
  pageRows.push({
    name: 'page with every element',
    gzip: sum(all, 'gzip'),
    brotli: sum(all, 'brotli'),
    note: `${all.length} files`,
  });

  const agGrid = measure(join(BUILD, 'size-ag-grid'));
  const reactOnly = measure(join(BUILD, 'size-react'));
  const agRow: SizeRow = {
    name: 'minimal ag-grid-react page',
    gzip: sum(agGrid, 'gzip'),
    brotli: sum(agGrid, 'brotli'),
    raw: sum(agGrid, 'raw'),
    note: 'React, ag-grid-react and the AG Grid modules the comparison uses (bench/pages/ag-grid-modules.ts), minified',
  };
  const reactRow: SizeRow = {
    name: 'React alone',
    gzip: sum(reactOnly, 'gzip'),
    brotli: sum(reactOnly, 'brotli'),
    raw: sum(reactOnly, 'raw'),
    note: 'React and React DOM rendering one element, same build settings',
  };
  return {
    chunks: chunkRows,
    pages: pageRows,
    agGrid: [
      agRow,
      reactRow,
      {
        name: 'AG Grid itself (difference)',
        gzip: agRow.gzip - reactRow.gzip,
        brotli: agRow.brotli - reactRow.brotli,
        note: 'the minimal page less React alone',
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The data, read once from the fixture backend: row counts that tell when a table is complete

interface Expectations {
  findAProduct: { rows: number; afterKeystroke: number };
  performance: { byClass: Record<string, number>; afterKeystroke: number };
}

async function expectations(base: string): Promise<Expectations> {
  const typed = (rows: readonly { symbol?: string | null; fundName: string }[]) =>
    rows.filter((r) => `${r.symbol ?? ''} ${r.fundName}`.toLowerCase().includes(KEYSTROKE)).length;
  const groups = await Promise.all(
    FIND_A_PRODUCT_GROUPS.map(async (group) => {
      const body = (await (await fetch(`${base}pnp.svc/productList?group=${group}`)).json()) as {
        value: { products: Parameters<typeof findAProductRows>[1] };
      };
      return findAProductRows(group, body.value.products);
    }),
  );
  const finder = groups.flat();
  const byClass: Record<string, number> = {};
  let institutional: { symbol: string; fundName: string }[] = [];
  for (const className of MUTUAL_FUND_CLASSES) {
    const body = (await (
      await fetch(`${base}pnp.svc/productSummary?group=retail&dataType=Monthly&className=${className}`)
    ).json()) as { value: { mutualFunds: { performanceFunds: { symbol: string; fundName: string }[] | null } } };
    const rows = body.value.mutualFunds.performanceFunds ?? [];
    byClass[className] = rows.length;
    if (className === 'Institutional') institutional = rows;
  }
  return {
    findAProduct: { rows: finder.length, afterKeystroke: typed(finder) },
    performance: { byClass, afterKeystroke: typed(institutional) },
  };
}

/** What was timed on each table, with the row counts. */
function tableDetails(table: TableKind, expected: Expectations): string[] {
  const classes = Object.values(expected.performance.byClass).filter((n) => n > 0);
  return table === 'find-a-product'
    ? [
        `First paint: from the last of the ${FIND_A_PRODUCT_GROUPS.length} product-list responses to all ${expected.findAProduct.rows} rows painted.`,
        'Sort: clicks alternating between Ticker and Fund Name (every row moves).',
        `Keystroke: "${KEYSTROKE}" typed into the empty search box (${expected.findAProduct.rows} → ${expected.findAProduct.afterKeystroke} rows); search cleared: Backspace from "${KEYSTROKE}" (${expected.findAProduct.afterKeystroke} → ${expected.findAProduct.rows} rows).`,
      ]
    : [
        `First paint: from the productSummary response of class Institutional to its ${expected.performance.byClass.Institutional} rows painted.`,
        'Sort: clicks alternating between Ticker and Fund Name.',
        `Keystroke: "${KEYSTROKE}" typed into the empty "Find a Mutual Fund" box (${expected.performance.byClass.Institutional} → ${expected.performance.afterKeystroke} rows); search cleared: Backspace from "${KEYSTROKE}" (${expected.performance.afterKeystroke} → ${expected.performance.byClass.Institutional} rows).`,
        `Class switch: each of the ${classes.length} share classes in turn (${Math.min(...classes)} to ${Math.max(...classes)} rows), after a first pass that fetched every class.`,
      ];
}

// ---------------------------------------------------------------------------------------------------------------
// Browser helpers

const HARNESS = join(BUILD, 'pages/harness.js');

async function newContext(browser: Browser, base: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript({ path: HARNESS });
  // The comparison pages, served from their build on the demo server's origin.
  await context.route(`${base}${BENCH_PATH}**`, async (route) => {
    const path = new URL(route.request().url()).pathname.slice(`/${BENCH_PATH}`.length);
    const file = join(BUILD, 'pages', path);
    if (!file.startsWith(join(BUILD, 'pages')) || !existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ path: file, headers: { 'Cache-Control': 'no-cache' } });
  });
  return context;
}

/** Collects the page's console errors, to explain a failed measurement. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

interface Settled {
  painted: number;
  fetches: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Table speed

type TableKind = 'find-a-product' | 'performance';

function tableUrl(base: string, impl: Implementation, table: TableKind): string {
  if (impl === 'fund-table')
    return `${base}fund-table/${table === 'find-a-product' ? 'find-a-product' : 'mutual-funds'}.html`;
  return `${base}${BENCH_PATH}${impl}.html?table=${table}`;
}

interface Session {
  impl: Implementation;
  context: BrowserContext;
  page?: Page;
  errors: string[];
  /** Why it stopped being measured. */
  failed?: string;
}

/**
 * Times one table in every implementation. The runs are interleaved (run 1 of each implementation, then run 2 of
 * each, ...), so a slower spell of the machine weighs on every implementation alike.
 */
async function measureTable(
  browser: Browser,
  base: string,
  impls: readonly Implementation[],
  table: TableKind,
  expected: Expectations,
): Promise<{ metrics: TableResult['metrics']; failures: string[] }> {
  const rows = table === 'find-a-product' ? expected.findAProduct.rows : expected.performance.byClass.Institutional!;
  const afterKeystroke =
    table === 'find-a-product' ? expected.findAProduct.afterKeystroke : expected.performance.afterKeystroke;
  const sessions: Session[] = [];
  for (const impl of impls) sessions.push({ impl, context: await newContext(browser, base), errors: [] });
  const metrics: TableResult['metrics'] = {};
  const samples = () => new Map<Implementation, number[]>(impls.map((impl) => [impl, []]));

  /** Runs `step` for each implementation still measured; a failure stops that implementation. */
  const eachSession = async (step: (session: Session) => Promise<void>) => {
    for (const session of sessions) {
      if (session.failed) continue;
      try {
        await step(session);
      } catch (error) {
        const message = (error as Error).message.split('\n')[0]!;
        session.failed = `${message}${session.errors.length ? ` (page errors: ${session.errors.slice(0, 3).join(' | ')})` : ''}`;
        log(`${session.impl}: ${session.failed}`);
      }
    }
  };
  const call = async (session: Session, expression: string): Promise<Settled> => {
    try {
      await session.page!.evaluate(`(window.gc?.(), new Promise((done) => setTimeout(done, ${PAUSE_MS})))`);
      return (await session.page!.evaluate(expression)) as Settled;
    } catch (error) {
      throw new Error(`${expression}: ${(error as Error).message.split('\n')[0]}`);
    }
  };
  const keep = (metric: TableMetric, values: Map<Implementation, number[]>) => {
    for (const [impl, list] of values) {
      const session = sessions.find((s) => s.impl === impl)!;
      if (!session.failed && list.length) (metrics[metric] ??= {})[impl] = timing(list);
    }
  };

  try {
    // Data to first paint: a fresh page load per run; the last page stays open for the interactions.
    const firstPaint = samples();
    for (let run = 0; run < WARM_UPS + RUNS; run += 1) {
      await eachSession(async (session) => {
        await session.page?.close();
        // The closed page's renderer shuts down meanwhile, not during the next load.
        await sleep(200);
        const page = await session.context.newPage();
        session.page = page;
        session.errors = watchErrors(page);
        await page.addInitScript({ content: `window.__bench.watchTable('table', '${session.impl}', ${rows});` });
        await page.goto(tableUrl(base, session.impl, table));
        try {
          await page.waitForFunction('window.__bench.results.table', null, { timeout: 30_000 });
        } catch {
          const count = await page.evaluate(`window.__bench.count('${session.impl}')`).catch(() => null);
          throw new Error(`no table of ${rows} rows within 30 s (the page shows ${String(count)})`);
        }
        const result = (await page.evaluate('window.__bench.results.table')) as { fromData: number };
        if (run >= WARM_UPS) firstPaint.get(session.impl)!.push(result.fromData);
      });
    }
    keep('firstPaint', firstPaint);

    // Sort: clicks alternate between Ticker and Fund Name, so each one reorders every row.
    const sorts = samples();
    for (let run = 0; run < WARM_UPS * 2 + RUNS; run += 1) {
      const column = run % 2 === 0 ? 'symbol' : 'fundName';
      await eachSession(async (session) => {
        const settled = await call(session, `window.__bench.sort('${session.impl}', '${column}')`);
        if (run >= WARM_UPS * 2) sorts.get(session.impl)!.push(settled.painted);
      });
    }
    keep('sort', sorts);

    // Keystroke: the first letter typed into the empty search box; then the box is emptied again (Backspace), which
    // brings every row back.
    const keystrokes = samples();
    const clears = samples();
    for (let run = 0; run < WARM_UPS + RUNS; run += 1) {
      await eachSession(async (session) => {
        const settled = await call(
          session,
          `window.__bench.type('${session.impl}', '${KEYSTROKE}', ${afterKeystroke})`,
        );
        if (run >= WARM_UPS) keystrokes.get(session.impl)!.push(settled.painted);
        const cleared = await call(session, `window.__bench.type('${session.impl}', '', ${rows})`);
        if (run >= WARM_UPS) clears.get(session.impl)!.push(cleared.painted);
      });
    }
    keep('keystroke', keystrokes);
    keep('clearSearch', clears);

    if (table === 'performance') {
      // Class switch through every share class: a first pass fetches each class; the measured pass switches between
      // classes already fetched (the session cache), so the figure is the table's own work.
      const switches = samples();
      const orders = new Map<Implementation, { value: string; rows: number }[]>();
      await eachSession(async (session) => {
        const options = (await session.page!.evaluate(`window.__bench.classOptions('${session.impl}')`)) as {
          value: string;
          text: string;
        }[];
        const known = options
          .map((o) => ({
            value: o.value,
            name: MUTUAL_FUND_CLASSES.find((c) => c === o.value || c === o.text.replace(/^Class\s+/i, '')),
          }))
          .filter((o) => o.name && expected.performance.byClass[o.name]! > 0)
          .map((o) => ({ value: o.value, rows: expected.performance.byClass[o.name!]! }));
        if (known.length < 2) throw new Error(`the class select offers ${options.length} classes`);
        // Institutional is shown: start with the next class and end each pass on Institutional again.
        const at = known.findIndex((o) => o.value === 'Institutional');
        orders.set(session.impl, [...known.slice(at + 1), ...known.slice(0, at + 1)]);
      });
      const passes = Math.max(2, 1 + Math.ceil(RUNS / MUTUAL_FUND_CLASSES.length));
      for (let pass = 0; pass < passes; pass += 1) {
        for (let i = 0; i < MUTUAL_FUND_CLASSES.length; i += 1) {
          await eachSession(async (session) => {
            const option = orders.get(session.impl)?.[i];
            if (!option) return;
            const settled = await call(
              session,
              `window.__bench.chooseClass('${session.impl}', ${JSON.stringify(option.value)}, ${option.rows})`,
            );
            if (pass === 0) return;
            switches.get(session.impl)!.push(settled.painted);
            if (settled.fetches > 0)
              addNote(`${session.impl}: a class switch of a measured pass fetched its data again.`);
          });
        }
      }
      keep('classSwitch', switches);
    }
  } finally {
    for (const session of sessions) await session.context.close();
  }
  return {
    metrics,
    failures: sessions.filter((s) => s.failed).map((s) => `${s.impl}: ${s.failed}`),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The insights list: 120 cards filtered on a keystroke (held against fund-table's keystroke for a like count)

const INSIGHT_CARDS = 120;
const INSIGHTS_PAGE = 'insights/latest-insights';

/**
 * The list the page reads, made of 120 of the fixture's insights (the blog's and the institutional site's
 * together: neither scope alone holds 120), and how many of them the keystroke keeps.
 */
async function insightsList(base: string) {
  const read = async (scope: string) => {
    const url = `${base}blogspa/resourceapi/halapi/documents?_scope=${scope}&_sort=-cti:publicationDate&_limit=-1`;
    const body = (await (await fetch(url, { headers: { 'HST-Authorization': 'demo' } })).json()) as {
      _embedded: { documents: InsightDocument[] };
    };
    return body._embedded.documents;
  };
  const documents = [
    ...(await read(defaultInsightsScope('advisor', 'cm'))),
    ...(await read(defaultInsightsScope('institutional', 'cm'))),
  ].slice(0, INSIGHT_CARDS);
  if (documents.length < INSIGHT_CARDS) throw new Error(`the fixture holds ${documents.length} insights`);
  const items = documents.map((document) => toInsightItem(document));
  return {
    body: { _meta: { totalSize: documents.length }, _embedded: { documents } },
    afterKeystroke: filterInsights(items, { ...EMPTY_FILTER, text: KEYSTROKE }).length,
  };
}

/**
 * The insights list's keystroke and, interleaved with it run by run (as the tables' implementations are), the same
 * keystroke on `<fund-table>`'s performance tab: a slower spell of the machine weighs on both alike.
 */
async function measureInsightsList(browser: Browser, base: string, expected: Expectations): Promise<InteractionResult> {
  const list = await insightsList(base);
  const context = await newContext(browser, base);
  const scope = defaultInsightsScope('advisor', 'cm');
  await context.route(
    (url) => url.pathname.endsWith('/halapi/documents') && url.searchParams.get('_scope') === scope,
    (route) => route.fulfill({ json: list.body }),
  );
  const tableContext = await newContext(browser, base);
  const tableRows = expected.performance.byClass.Institutional!;
  try {
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${base}${INSIGHTS_PAGE}`);
    const table = await tableContext.newPage();
    await table.addInitScript({ content: `window.__bench.watchTable('table', 'fund-table', ${tableRows});` });
    await table.goto(tableUrl(base, 'fund-table', 'performance'));
    await table.waitForFunction('window.__bench.results.table', null, { timeout: 30_000 });

    const shown = `document.querySelector('insights-list')?.shadowRoot?.querySelectorAll('.insights-grid > li:not([hidden]) .insight-card').length`;
    const more = page.locator('insights-list').getByRole('button', { name: 'Load More' });
    /** Load More until every card shows. */
    const showAll = async () => {
      await page.waitForFunction(`${shown} > 0`, null, { timeout: 30_000 });
      while ((await more.count()) > 0) await more.click();
      await page.waitForFunction(`${shown} === ${INSIGHT_CARDS}`, null, { timeout: 30_000 }).catch(() => {
        throw new Error(`no ${INSIGHT_CARDS} cards (page errors: ${errors.slice(0, 3).join(' | ')})`);
      });
    };
    const call = async (on: Page, expression: string) => {
      await on.evaluate(`(window.gc?.(), new Promise((done) => setTimeout(done, ${PAUSE_MS})))`);
      return (await on.evaluate(expression)) as Settled;
    };
    const box = page.locator('insights-list').getByRole('textbox', { name: 'Search insights' });
    const keystrokes: number[] = [];
    const clears: number[] = [];
    const tableKeystrokes: number[] = [];
    for (let run = 0; run < WARM_UPS + RUNS; run += 1) {
      await showAll();
      // The visitor types into the box, so it is in view (Load More left the view at the end of the list).
      await box.scrollIntoViewIfNeeded();
      const typed = await call(page, `window.__bench.type('insights-list', '${KEYSTROKE}', ${list.afterKeystroke})`);
      const cleared = await call(page, `window.__bench.type('insights-list', '', ${INSIGHT_CARDS})`);
      const tableTyped = await call(
        table,
        `window.__bench.type('fund-table', '${KEYSTROKE}', ${expected.performance.afterKeystroke})`,
      );
      await call(table, `window.__bench.type('fund-table', '', ${tableRows})`);
      if (run < WARM_UPS) continue;
      keystrokes.push(typed.painted);
      clears.push(cleared.painted);
      tableKeystrokes.push(tableTyped.painted);
    }
    return {
      title: `\`<insights-list>\`: the insights list of ${INSIGHT_CARDS} cards`,
      details: [
        `The list of ${INSIGHT_CARDS} insights (the fixture's blog and institutional insights together), every card shown with Load More, the search box in view.`,
        `Keystroke: "${KEYSTROKE}" typed into the empty "Search insights" box (${INSIGHT_CARDS} → ${list.afterKeystroke} cards); search cleared: Backspace from "${KEYSTROKE}" (${list.afterKeystroke} → ${INSIGHT_CARDS} cards).`,
        `Held against: "${KEYSTROKE}" typed into \`<fund-table>\`'s "Find a Mutual Fund" box on the performance tab (${tableRows} → ${expected.performance.afterKeystroke} rows), run for run between the insights list's.`,
      ],
      metrics: [
        {
          label: 'search keystroke',
          timing: timing(keystrokes),
          against: {
            label: '`<fund-table>` search keystroke, performance tab',
            median: timing(tableKeystrokes).median,
          },
        },
        { label: 'search cleared', timing: timing(clears) },
      ],
    };
  } finally {
    await context.close();
    await tableContext.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Start-up

interface StartupPage {
  name: string;
  path: string;
  host: string;
  selector: string;
  rendered: string;
  /** Rows of the table with its data, for fund-table pages. */
  rows?: number;
}

async function measureStartup(browser: Browser, base: string, spec: StartupPage): Promise<StartupResult> {
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
      const watch = [`window.__bench.watchRendered('rendered', '${spec.host}', '${spec.selector}');`];
      if (spec.rows !== undefined) watch.push(`window.__bench.watchTable('table', 'fund-table', ${spec.rows});`);
      await page.addInitScript({ content: watch.join('\n') });
      await page.goto(`${base}${spec.path}`);
      const done = spec.rows === undefined ? 'window.__bench.results.rendered' : 'window.__bench.results.table';
      await page.waitForFunction(`${done} && window.__bench.results.rendered`, null, { timeout: 30_000 });
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

// ---------------------------------------------------------------------------------------------------------------

/** Whether `<fund-table>` is built and has its demo pages (it may still be under construction). */
function fundTableBuilt(): boolean {
  return (
    existsSync(join(root, 'dist/widgets/fund-table.js')) &&
    existsSync(join(root, 'demo-pages/fund-table/find-a-product.html')) &&
    existsSync(join(root, 'demo-pages/fund-table/mutual-funds.html'))
  );
}

function writeResults(results: BenchResults, markdown: string) {
  mkdirSync(RESULTS, { recursive: true });
  for (const [name, text] of [
    ['latest.json', `${JSON.stringify(results, null, 2)}\n`],
    ['latest.md', markdown],
  ] as const) {
    const tmp = join(RESULTS, `${name}.tmp`);
    writeFileSync(tmp, text);
    renameSync(tmp, join(RESULTS, name));
  }
}

async function main() {
  const started = Date.now();
  const loadAtStart = os.loadavg()[0]!;
  if (loadAtStart > os.cpus().length / 2) {
    console.warn(
      `[bench] warning: the load average is ${loadAtStart.toFixed(2)} on ${os.cpus().length} cores; other work on the machine makes the times slower and noisier.`,
    );
  }
  if (BUILD_FIRST) buildLibrary();
  if (BUILD_FIRST || !existsSync(HARNESS)) await buildComparisons();
  const size = sizes();

  const withFundTable = fundTableBuilt();
  if (!withFundTable) {
    console.log('fund-table not built yet: its table and start-up figures are left out.');
    notes.push('fund-table not built yet: its table and start-up figures are left out.');
  }
  const implementations = IMPLEMENTATIONS.filter((impl) => withFundTable || impl !== 'fund-table');

  const server = await startServer({ port: 0, host: '127.0.0.1' });
  // --expose-gc: a collection before each timed interaction, so that none falls inside one by chance.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...chromiumArgs, '--js-flags=--expose-gc'],
    headless: true,
  });
  try {
    const expected = await expectations(server.url);
    const tables: TableResult[] = [];
    for (const [table, title, rows] of [
      ['find-a-product', 'Find a Product', expected.findAProduct.rows],
      ['performance', 'Mutual funds: performance tab, every share class', expected.performance.byClass.Institutional!],
    ] as const) {
      log(`${title}: ${implementations.join(', ')}`);
      const measured = await measureTable(browser, server.url, implementations, table, expected);
      const result: TableResult = {
        table,
        title,
        rows,
        details: tableDetails(table, expected),
        metrics: measured.metrics,
      };
      for (const failure of measured.failures) notes.push(`${title}, ${failure}: not measured.`);
      tables.push(result);
    }

    const interactions: InteractionResult[] = [];
    log('insights list: 120 cards');
    try {
      if (!withFundTable) throw new Error('fund-table is not built, and the list is held against it');
      interactions.push(await measureInsightsList(browser, server.url, expected));
    } catch (error) {
      const message = `insights list: not measured (${(error as Error).message.split('\n')[0]})`;
      console.error(`[bench] ${message}`);
      notes.push(message);
    }
    log('literature library, beside fund-table');
    const literatureOptions = { runs: RUNS, warmUps: WARM_UPS, pauseMs: PAUSE_MS, keystroke: KEYSTROKE };
    const literature = withFundTable
      ? await measureLiterature(browser, server.url, literatureOptions).catch((error: unknown) => {
          notes.push(`literature library: not measured (${(error as Error).message.split('\n')[0]})`);
          return undefined;
        })
      : undefined;

    const startupPages: StartupPage[] = [
      {
        name: 'disclaimer-modal.html',
        path: 'disclaimer-modal.html',
        host: 'disclaimer-modal',
        selector: 'dialog[open]',
        rendered: 'the dialog open',
      },
    ];
    if (withFundTable) {
      startupPages.push(
        {
          name: 'fund-table/mutual-funds.html',
          path: 'fund-table/mutual-funds.html',
          host: 'fund-table',
          selector: '*',
          rendered: 'first render of the element',
          rows: expected.performance.byClass.Institutional!,
        },
        {
          name: 'fund-table/find-a-product.html',
          path: 'fund-table/find-a-product.html',
          host: 'fund-table',
          selector: '*',
          rendered: 'first render of the element',
          rows: expected.findAProduct.rows,
        },
      );
    }
    const startup: StartupResult[] = [];
    for (const spec of startupPages) {
      log(`start-up: ${spec.name}`);
      try {
        startup.push(await measureStartup(browser, server.url, spec));
      } catch (error) {
        const message = `start-up of ${spec.name}: not measured (${(error as Error).message.split('\n')[0]})`;
        console.error(`[bench] ${message}`);
        notes.push(message);
      }
    }

    const cpus = os.cpus();
    const results: BenchResults = {
      date: new Date().toISOString().slice(0, 10),
      machine: {
        cpu: cpus[0]?.model.trim() ?? 'unknown CPU',
        cores: cpus.length,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        chromium: `Chromium ${browser.version()}`,
        node: process.version,
        os: `${os.type()} ${os.release()}`,
        load: { start: round(loadAtStart, 2), end: round(os.loadavg()[0]!, 2) },
      },
      runs: RUNS,
      notes,
      tables,
      size,
      startup,
      interactions,
      literature,
    };
    const markdown = renderReport(results);
    writeResults(results, markdown);
    console.log(`\n${markdown}`);
    log(`done in ${Math.round((Date.now() - started) / 1000)} s: bench/results/latest.md and latest.json`);
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
