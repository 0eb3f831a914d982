/**
 * The benchmark (`npm run bench`; not part of `npm test`): builds the library and the comparison pages, starts the
 * demo server on a free port and, in one headless run of the system Chromium, on the fixture backend's data:
 *
 * - Table speed: `<fund-table>`'s Find a Product (about 1,200 rows) and the mutual-funds performance tab (every
 *   share class), against the same table in AG Grid Community (ag-grid-react) and in plain DOM (innerHTML): data to
 *   first paint, a sort, a search keystroke, a class switch, a tab switch (performance to prices & yields) and a
 *   filter toggle (an Asset class ticked on Find a Product), each the median of several runs.
 * - Size: gzip and brotli of the loader, each element's chunk, the shared chunks and what a page downloads
 *   (scripts/budgets.ts), against a minimal ag-grid-react page built here.
 * - The insights list: a keystroke in "Search insights" with 120 cards shown, beside fund-table's keystroke.
 * - The literature library: a chip, a keystroke, a sort and an "Add to Cart" tick, beside fund-table's
 *   (scripts/bench/literature.ts).
 * - Start-up: navigation to the first element rendered on the disclaimer and fund-table demo pages, with the long
 *   tasks until then; the mutual-funds page again under a throttled network (150 ms round trip, 1.6 Mbit/s down).
 * - Layout shift: the cumulative layout shift of every demo page at 375 and 1280 px, and the long tasks of the same
 *   loads (scripts/bench/layout-shift.ts).
 * - Every element's interactions (a tab, a chip, a keystroke, a button, a step of a form) at normal speed and at 4×
 *   CPU slowdown, against the limits of bench/budgets.json `interactions` (scripts/bench/elements.ts).
 * - Start-up of every element's demo page at normal speed and at 4× CPU slowdown with the mobile network, with its
 *   long tasks (scripts/bench/startup.ts).
 * - Leaks: each element added and removed 200 times; heap, DOM nodes and listeners (scripts/bench/leaks.ts).
 *
 * - The browser's share: each table interaction by `<fund-table>`, by AG Grid, and its DOM change made by hand
 *   with no script (scripts/bench/floor.ts).
 * - Cost curve: the Find a Product table on generated data of 1,000 to 10,000 rows (scripts/bench/curve.ts).
 *
 * Writes bench/results/latest.md and latest.json and prints the Markdown.
 *
 *   npm run bench                      everything (about 10 minutes on 2 cores)
 *   npm run bench -- --runs 15         more runs per figure (default 9, at least 7)
 *   npm run bench -- --no-build        use the dist/ and comparison builds already there
 *   npm run bench -- --only curve      only these sections (tables, floor, curve, insights, literature,
 *                                      startup, layout-shift, elements, element-startup, leaks; comma-separated); the
 *                                      others are kept from latest.json
 *   npm run bench -- --check           exit with 1 when an element's interaction is over its limit at 4×
 */
import os from 'node:os';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../demo-pages/server';
import { CHROMIUM, chromiumArgs } from '../tests/browsers.mjs';
import {
  IMPLEMENTATIONS,
  renderReport,
  round,
  overElementLimits,
  type BenchResults,
  type InteractionResult,
  type StartupResult,
  type TableResult,
} from './bench-report';
import { HARNESS } from './bench/browser';
import { buildComparisons, buildLibrary, sizes } from './bench/builds';
import { expectations, tableDetails } from './bench/data';
import { measureInsightsList } from './bench/insights';
import { startComparisonServer } from './bench/comparison-server';
import { measureCurve } from './bench/curve';
import { measureFloor } from './bench/floor';
import {
  BENCH_PATH,
  BUILD_FIRST,
  CHECK,
  KEYSTROKE,
  ONLY,
  PAUSE_MS,
  RESULTS,
  RUNS,
  WARM_UPS,
  log,
  notes,
  root,
  runs,
  type Section,
} from './bench/options';
import { measureLiterature } from './bench/literature';
import { demoPages, layoutShiftSection, measureLayoutShift, type LayoutShiftResult } from './bench/layout-shift';
import { measureElementStartup, measureStartup, type StartupPage } from './bench/startup';
import { measureElements } from './bench/elements';
import { measureLeaks } from './bench/leaks';
import { measureTable } from './bench/tables';

// ---------------------------------------------------------------------------------------------------------------

/** Whether `<fund-table>` is built and has its demo pages (it may still be under construction). */
function fundTableBuilt(): boolean {
  return (
    existsSync(join(root, 'dist/widgets/fund-table.js')) &&
    existsSync(join(root, 'demo-pages/fund-table/find-a-product.html')) &&
    existsSync(join(root, 'demo-pages/fund-table/mutual-funds.html'))
  );
}

function writeResults(results: BenchResults & { layoutShift: LayoutShiftResult[] }, markdown: string) {
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

type AllResults = BenchResults & { layoutShift: LayoutShiftResult[] };

/**
 * With `--only`, the sections not measured are taken from the last full results (bench/results/latest.json), and a
 * note says which sections come from which run.
 */
function keepOtherSections(measured: AllResults): AllResults {
  const file = join(RESULTS, 'latest.json');
  if (!existsSync(file)) return measured;
  const previous = JSON.parse(readFileSync(file, 'utf8')) as AllResults;
  // A note of an earlier `--only` run stays while a section it names is still from that run.
  const stillTrue = (note: string) => {
    const sections = /^Measured again .*?`--only ([^`]+)`/.exec(note)?.[1]?.split(',');
    return !sections || sections.some((section) => !runs(section as Section));
  };
  const merged: AllResults = { ...previous, notes: previous.notes.filter(stillTrue) };
  if (runs('tables')) merged.tables = measured.tables;
  if (runs('floor')) merged.floor = measured.floor;
  if (runs('curve')) merged.curve = measured.curve;
  if (runs('insights')) merged.interactions = measured.interactions;
  if (runs('literature')) merged.literature = measured.literature;
  if (runs('startup')) merged.startup = measured.startup;
  if (runs('layout-shift')) merged.layoutShift = measured.layoutShift;
  if (runs('elements')) merged.elements = measured.elements;
  if (runs('element-startup')) merged.elementStartup = measured.elementStartup;
  if (runs('leaks')) merged.leaks = measured.leaks;
  const m = measured.machine;
  merged.notes.push(
    ...measured.notes,
    `Measured again on ${measured.date} (\`--only ${ONLY!.join(',')}\`, ${measured.runs} runs, load average ${m.load.start.toFixed(2)} at the start, ${m.load.end.toFixed(2)} at the end): ${ONLY!.join(', ')}; the other sections are from the run named above.`,
  );
  return merged;
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
    for (const [table, title, rows] of !runs('tables')
      ? []
      : ([
          ['find-a-product', 'Find a Product', expected.findAProduct.rows],
          [
            'performance',
            'Mutual funds: performance tab, every share class',
            expected.performance.byClass.Institutional!,
          ],
        ] as const)) {
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

    if (runs('floor') && withFundTable) log("the browser's share: each interaction by hand");
    const floor =
      runs('floor') && withFundTable
        ? await measureFloor(browser, server.url, expected).catch((error: unknown) => {
            const message = `the browser's share: not measured (${(error as Error).message.split('\n')[0]})`;
            console.error(`[bench] ${message}`);
            notes.push(message);
            return undefined;
          })
        : undefined;

    const curve = runs('curve')
      ? await measureCurve(browser, server.url, implementations, expected, (message) => {
          console.error(`[bench] ${message}`);
          notes.push(message);
        })
      : undefined;

    const interactions: InteractionResult[] = [];
    if (runs('insights')) log('insights list: 120 cards');
    if (runs('insights'))
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
    const literature =
      withFundTable && runs('literature')
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
    // The fund page a visitor lands on from every table (products spec 2.14): every block, in one element.
    startupPages.push({
      name: 'fund-detail/whole-page.html',
      path: 'fund-detail/whole-page.html?cusip=195SWE959',
      host: 'fund-detail',
      // The growth chart comes from the last of the page's calls to answer in the fixture: the long tasks until
      // then are the whole start-up's.
      selector: '.growth-chart svg',
      rendered: 'the growth chart drawn',
    });
    if (withFundTable) {
      startupPages.push({
        name: 'fund-table/mutual-funds.html, throttled',
        path: 'fund-table/mutual-funds.html',
        host: 'fund-table',
        selector: '*',
        rendered: 'first render, 150 ms RTT, 1.6 Mbit/s',
        rows: expected.performance.byClass.Institutional!,
        throttled: true,
      });
    }
    // AG Grid under the same network: the comparison page of the performance tab (the minimal page's modules, with
    // the table and its data), served compressed from a server of its own so that the throttling applies.
    const comparison = runs('startup') ? await startComparisonServer(server.url) : undefined;
    if (comparison) {
      startupPages.push({
        name: 'AG Grid performance tab (bench-pages/ag-grid.html), throttled',
        path: `${BENCH_PATH}ag-grid.html?table=performance`,
        host: '[data-bench-root]',
        selector: '.ag-root',
        rendered: 'the grid rendered, 150 ms RTT, 1.6 Mbit/s',
        rows: expected.performance.byClass.Institutional!,
        throttled: true,
        comparison: { base: comparison.url, target: 'ag-grid' },
      });
    }
    const startup: StartupResult[] = [];
    for (const spec of runs('startup') ? startupPages : []) {
      log(`start-up: ${spec.name}`);
      try {
        startup.push(await measureStartup(browser, server.url, spec));
      } catch (error) {
        const message = `start-up of ${spec.name}: not measured (${(error as Error).message.split('\n')[0]})`;
        console.error(`[bench] ${message}`);
        notes.push(message);
      }
    }
    await comparison?.close();

    if (runs('layout-shift')) log('layout shift: every demo page at 375 and 1280 px');
    const layoutShift = runs('layout-shift')
      ? await measureLayoutShift(browser, server.url, demoPages(), (message) => {
          console.error(`[bench] ${message}`);
          notes.push(message);
        })
      : [];

    const report = (message: string) => {
      console.error(`[bench] ${message}`);
      notes.push(message);
    };
    if (runs('elements')) log('every element: its interactions at normal speed and at 4× CPU slowdown');
    const elements = runs('elements')
      ? await measureElements(browser, server.url, { runs: RUNS, warmUps: WARM_UPS, pauseMs: PAUSE_MS }, report)
      : undefined;
    const elementStartup = runs('element-startup') ? await measureElementStartup(browser, server.url, report) : [];
    if (runs('leaks')) log('leaks: each element added and removed');
    const leaks = runs('leaks') ? await measureLeaks(browser, server.url, report) : undefined;

    const cpus = os.cpus();
    const measured: BenchResults & { layoutShift: LayoutShiftResult[] } = {
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
      floor,
      curve,
      layoutShift,
      ...(elements ? { elements } : {}),
      ...(elementStartup.length ? { elementStartup } : {}),
      ...(leaks ? { leaks } : {}),
    };
    const results = ONLY ? keepOtherSections(measured) : measured;
    const markdown = `${renderReport(results)}\n## Layout shift and long tasks on every demo page\n\n${layoutShiftSection(results.layoutShift)}\n`;
    writeResults(results, markdown);
    console.log(`\n${markdown}`);
    log(`done in ${Math.round((Date.now() - started) / 1000)} s: bench/results/latest.md and latest.json`);
    const over = results.elements
      ? overElementLimits(results.elements).filter((i) => i.budgetMs !== undefined && i.slowed.median > i.budgetMs)
      : [];
    for (const i of over)
      console.error(
        `[bench] <${i.element}> ${i.label}: ${i.slowed.median} ms at 4× CPU, over its limit of ${i.budgetMs} ms`,
      );
    if (CHECK && over.length) process.exitCode = 1;
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
