/**
 * Where the time goes: traces one sort click on a table, and a page's start-up, with the DevTools protocol's
 * `Tracing` (timeline and CPU profile), and prints the breakdown of the main thread's work: script (React's render
 * and commit told apart), style recalculation, layout, paint and garbage collection, the JavaScript functions
 * with the most self time, and at start-up each task of 40 ms or more (the long tasks and those close to it). Not
 * part of `npm test` or `npm run bench`.
 *
 *   npx tsx scripts/bench/profile.ts                      sort and start-up of Find a Product
 *   npx tsx scripts/bench/profile.ts --page mutual-funds  the mutual-funds page (performance tab)
 *   npx tsx scripts/bench/profile.ts --part sort --runs 5
 *   npx tsx scripts/bench/profile.ts --page mutual-funds --part class   the class switch (Institutional and A)
 *   npx tsx scripts/bench/profile.ts --page mutual-funds --part tab     the switch to prices & yields
 *   npx tsx scripts/bench/profile.ts --part search        a keystroke in the search box, and the search cleared
 *   npx tsx scripts/bench/profile.ts --css '.cm-table tbody tr { contain-intrinsic-size: 2.5rem }'
 *                                                         sorts with and without these rules, in turn: the main
 *                                                         thread's CPU time of each
 *   npx tsx scripts/bench/profile.ts --part startup --cpu --runs 9 --minified
 *                                                         only the main thread's CPU time of each start-up
 *   npx tsx scripts/bench/profile.ts --part startup --delay-groups 300
 *                                                         the product groups after Retail answer 300 ms later
 *   npx tsx scripts/bench/profile.ts --dist DIR           serves another build of the library (to compare)
 *   npx tsx scripts/bench/profile.ts --minified           dist/ as built; by default the library is built again
 *                                                         without minifying (bench/results/build/profile-dist) so
 *                                                         that functions keep their names
 */
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { DIST_ROOT, startServer } from '../../demo-pages/server';
import { CHROMIUM, chromiumArgs } from '../../tests/browsers.mjs';
import { newContext } from './browser';
import { TAB_SWITCH, expectations, type Expectations } from './data';
import { buildUnminified } from './builds';
import { argValue, argv, log, sleep } from './options';
import { breakdown, cpuTime, functions, samples, type Breakdown, type TraceEvent } from './trace';

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'disabled-by-default-v8.cpu_profiler',
].join(',');

const PAGE = argValue('page') === 'mutual-funds' ? 'mutual-funds' : 'find-a-product';
const RUNS = Math.max(1, Number(argValue('runs') ?? 3) || 3);
const PART = argValue('part');
const TOP = Number(argValue('top') ?? 25) || 25;

/** The timeline alone, without the CPU profiler's sampling: for comparing CPU times. */
const TIMELINE = ['devtools.timeline', 'disabled-by-default-devtools.timeline'].join(',');

async function trace<T>(
  page: Page,
  act: () => Promise<T>,
  categories = CATEGORIES,
): Promise<{ events: TraceEvent[]; result: T }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((done) => cdp.once('Tracing.tracingComplete', () => done()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: categories.split(','),
      recordMode: 'recordAsMuchAsPossible',
    },
  });
  const result = await act();
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  return { events, result };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function printBreakdown(title: string, b: Breakdown, fn: ReturnType<typeof functions>) {
  console.log(`\n### ${title}\n`);
  console.log(
    `by kind (self time): ${Object.entries(b.byKind)
      .filter(([, v]) => v >= 0.05)
      .map(([k, v]) => `${k} ${ms(v)}`)
      .join(', ')}`,
  );
  console.log(
    `elements restyled ${b.counts.styled}, layout objects laid out ${b.counts.laidOut} (of ${b.counts.layoutObjects})`,
  );
  console.log(
    `script by React phase (CPU samples): ${Object.entries(fn.byPhase)
      .map(([k, v]) => `${k} ${ms(v)}`)
      .join(', ')}`,
  );
  console.log(
    `trace events, self time: ${b.byName
      .slice(0, 14)
      .map(([n, v]) => `${n} ${ms(v)}`)
      .join(', ')}`,
  );
  console.log('functions, self time:');
  for (const [name, value] of fn.byFunction.slice(0, TOP)) console.log(`  ${ms(value).padStart(9)}  ${name}`);
}

/** Sums the breakdowns of several runs into one average. */
function average(list: Breakdown[], fns: ReturnType<typeof functions>[]) {
  const n = list.length;
  const kinds = { ...list[0]!.byKind };
  for (const key of Object.keys(kinds) as (keyof typeof kinds)[])
    kinds[key] = list.reduce((s, b) => s + b.byKind[key], 0) / n;
  const sumPairs = (pairs: [string, number][][]) => {
    const total = new Map<string, number>();
    for (const list of pairs) for (const [name, v] of list) total.set(name, (total.get(name) ?? 0) + v / n);
    return [...total].sort((a, b) => b[1] - a[1]);
  };
  const phases = { ...fns[0]!.byPhase };
  for (const key of Object.keys(phases) as (keyof typeof phases)[])
    phases[key] = fns.reduce((s, f) => s + f.byPhase[key], 0) / n;
  return {
    breakdown: {
      byKind: kinds,
      counts: list[0]!.counts,
      byName: sumPairs(list.map((b) => b.byName)),
      tasks: [],
    },
    fn: { byFunction: sumPairs(fns.map((f) => f.byFunction)), byPhase: phases },
  };
}

/** One timed step of an interaction: the harness call for run `run` and what it is called in the log. */
interface Step {
  name: string;
  call: string;
  /** Untimed, before the step: to where the step starts (the search typed, before it is cleared). */
  before?: string;
  /** Untimed, after the step: back to where the next one starts (a tab switch goes back to the first tab). */
  after?: string;
}

/**
 * Traces `RUNS` interactions (after one warm-up) from the event to the frame painted, and prints their mean
 * breakdown.
 */
async function profileInteraction(
  browser: import('playwright-core').Browser,
  base: string,
  rows: number,
  title: string,
  step: (run: number) => Step,
) {
  const context = await newContext(browser, base);
  const page = await context.newPage();
  await page.addInitScript({ content: `window.__bench.watchTable('table', 'fund-table', ${rows});` });
  await page.goto(`${base}fund-table/${PAGE}.html`);
  await page.waitForFunction('window.__bench.results.table', null, { timeout: 60_000 });
  const list: Breakdown[] = [];
  const fns: ReturnType<typeof functions>[] = [];
  for (let run = 0; run < RUNS + 1; run += 1) {
    const { name, call, before, after } = step(run);
    if (before) await page.evaluate(before);
    await page.evaluate('(window.gc?.(), new Promise((done) => setTimeout(done, 300)))');
    const { events, result } = await trace(page, async () => {
      await page.evaluate(`performance.mark('step-start')`);
      return (await page.evaluate(call)) as { painted: number; settled: number };
    });
    const mark = events.find((e) => e.name === 'step-start');
    const from = mark?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
    if (after) await page.evaluate(after);
    const to = from + result.painted * 1000;
    const b = breakdown(events, from, to);
    const fn = functions(samples(events), from, to);
    log(
      `${name}: painted ${ms(result.painted)}, DOM settled ${ms(result.settled)}; tasks over 5 ms: ${b.tasks
        .filter((t) => t.duration >= 5)
        .map((t) => `${ms(t.duration)} at ${ms((t.start - from) / 1000)}`)
        .join(', ')}`,
    );
    if (run === 0) continue; // warm-up
    list.push(b);
    fns.push(fn);
  }
  const avg = average(list, fns);
  printBreakdown(`${title}, mean of ${RUNS} runs, event to paint`, avg.breakdown, avg.fn);
  await context.close();
}

function profileSort(browser: import('playwright-core').Browser, base: string, rows: number) {
  return profileInteraction(browser, base, rows, `Sort on ${PAGE} (${rows} rows)`, (run) => {
    const column = run % 2 === 0 ? 'symbol' : 'fundName';
    return { name: `sort by ${column}`, call: `window.__bench.sort('fund-table', '${column}')` };
  });
}

/** `--part search`: "g" typed into the empty search box, then cleared again, each traced on its own. */
async function profileSearch(browser: import('playwright-core').Browser, base: string, expected: Expectations) {
  const [all, typed] =
    PAGE === 'find-a-product'
      ? [expected.findAProduct.rows, expected.findAProduct.afterKeystroke]
      : [expected.performance.byClass.Institutional!, expected.performance.afterKeystroke];
  for (const [text, rows, name] of [
    ['g', typed, 'keystroke'],
    ['', all, 'search cleared'],
  ] as const) {
    await profileInteraction(browser, base, all, `${name} on ${PAGE} (${all} → ${rows} rows)`, () => ({
      name,
      ...(text === ''
        ? { before: `window.__bench.type('fund-table', 'g', ${typed})` }
        : { after: `window.__bench.type('fund-table', '', ${all})` }),
      call: `window.__bench.type('fund-table', '${text}', ${rows})`,
    }));
  }
}

/** `--part class`: the mutual-funds page's class switch, between Institutional and class A (both fetched first). */
async function profileClassSwitch(browser: import('playwright-core').Browser, base: string, expected: Expectations) {
  const classes = ['A', 'Institutional'].map((name) => ({ name, rows: expected.performance.byClass[name]! }));
  await profileInteraction(
    browser,
    base,
    expected.performance.byClass.Institutional!,
    `Class switch (Institutional ${classes[1]!.rows} rows, A ${classes[0]!.rows} rows)`,
    (run) => {
      const { name, rows } = classes[run % 2]!;
      return { name: `class ${name}`, call: `window.__bench.chooseClass('fund-table', '${name}', ${rows})` };
    },
  );
}

/** `--part tab`: the mutual-funds page's switch from the performance tab to prices & yields (fetched first). */
async function profileTabSwitch(browser: import('playwright-core').Browser, base: string, expected: Expectations) {
  const { performance, prices } = TAB_SWITCH;
  const institutional = expected.performance.byClass.Institutional!;
  const switchTo = (tab: { label: string; column: string }, rows: number) =>
    `window.__bench.switchTab('fund-table', ${JSON.stringify(tab.label)}, ${JSON.stringify(tab.column)}, ${rows})`;
  await profileInteraction(
    browser,
    base,
    institutional,
    `Tab switch to ${prices.label} (${expected.performance.prices.rows} rows)`,
    () => ({
      name: 'tab switch',
      after: switchTo(performance, institutional),
      call: switchTo(prices, expected.performance.prices.rows),
    }),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * `--css "<rules>"`: sorts on the table as built and with the rules added to the element's styles, in turn, and
 * prints each one's median CPU time of the main thread (and wall time to the paint) for the click.
 */
async function compareCss(browser: import('playwright-core').Browser, base: string, rows: number, css: string) {
  const context = await newContext(browser, base);
  const page = await context.newPage();
  await page.addInitScript({ content: `window.__bench.watchTable('table', 'fund-table', ${rows});` });
  await page.goto(`${base}fund-table/${PAGE}.html`);
  await page.waitForFunction('window.__bench.results.table', null, { timeout: 60_000 });
  await page.evaluate(`(() => {
    const root = document.querySelector('fund-table').shadowRoot;
    const sheet = new CSSStyleSheet();
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    window.__variant = (rules) => sheet.replaceSync(rules);
  })()`);
  const variants = { 'as built': '', 'with --css': css };
  const figures = new Map<string, { cpu: number[]; painted: number[] }>();
  let clicks = 0;
  for (let run = 0; run < RUNS * 2 + 2; run += 1) {
    // Each variant in turn, and within each the clicks alternate between the columns, so that every variant sorts
    // from one column's order into the other's as often.
    for (const [name, rules] of run % 4 < 2 ? Object.entries(variants) : Object.entries(variants).reverse()) {
      clicks += 1;
      const column = clicks % 2 === 0 ? 'symbol' : 'fundName';
      await page.evaluate(
        `(__variant(${JSON.stringify(rules)}), window.gc?.(), new Promise((d) => setTimeout(d, 200)))`,
      );
      const { events, result } = await trace(
        page,
        async () => {
          await page.evaluate(`performance.mark('sort-start')`);
          return (await page.evaluate(`window.__bench.sort('fund-table', '${column}')`)) as { painted: number };
        },
        `${TIMELINE},blink.user_timing`,
      );
      if (run < 2) continue;
      const from = events.find((e) => e.name === 'sort-start')?.ts ?? 0;
      const figure = figures.get(name) ?? { cpu: [], painted: [] };
      figure.cpu.push(cpuTime(events, from, from + result.painted * 1000));
      figure.painted.push(result.painted);
      figures.set(name, figure);
    }
  }
  for (const [name, figure] of figures)
    console.log(
      `${name}: CPU ${ms(median(figure.cpu))}, painted ${ms(median(figure.painted))} (median of ${figure.cpu.length})`,
    );
  await context.close();
}

/** `--cpu`: only the main thread's CPU time from navigation to every row drawn, traced without the CPU profiler. */
const CPU_ONLY = argv.includes('--cpu');
/** `--delay-groups MS`: Find a Product's product groups after Retail answer this much later. */
const GROUP_DELAY = Number(argValue('delay-groups') ?? 0) || 0;

async function profileStartup(browser: import('playwright-core').Browser, base: string, rows: number) {
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await sleep(300);
    const context = await newContext(browser, base);
    const page = await context.newPage();
    if (GROUP_DELAY > 0) {
      // Find a Product's other product groups answer later than Retail, as they would over a slower network.
      await page.route('**/productList?*', async (route) => {
        if (!/[?&]group=Retail(&|$)/.test(route.request().url())) await sleep(GROUP_DELAY);
        await route.continue();
      });
    }
    await page.addInitScript({ content: `window.__bench.watchTable('table', 'fund-table', ${rows});` });
    const { events, result } = await trace(
      page,
      async () => {
        await page.goto(`${base}fund-table/${PAGE}.html`);
        await page.waitForFunction('window.__bench.results.table', null, { timeout: 60_000 });
        // The rows still being added after the count reads in full (aria-busy), and a moment after.
        await page.waitForFunction(
          `!document.querySelector('fund-table')?.shadowRoot?.querySelector('table[aria-busy="true"]')`,
          null,
          { timeout: 60_000 },
        );
        const drawn = await page.evaluate('performance.now()');
        await sleep(300);
        return {
          drawn: drawn as number,
          ...((await page.evaluate(
            '({ table: window.__bench.results.table, longTasks: window.__bench.longTasks })',
          )) as {
            table: { fromNavigation: number };
            longTasks: { start: number; duration: number }[];
          }),
        };
      },
      CPU_ONLY ? TIMELINE : CATEGORIES,
    );
    const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'markAsMainFrame');
    const from = nav?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
    const to = from + Math.max(result.table.fromNavigation, result.drawn) * 1000 + 20_000;
    cpu.push(cpuTime(events, from, to));
    if (CPU_ONLY) {
      log(
        `start-up ${run + 1}: rows painted at ${ms(result.table.fromNavigation)}, every row drawn at ${ms(result.drawn)}, CPU ${ms(cpu.at(-1)!)}`,
      );
      await context.close();
      continue;
    }
    const whole = breakdown(events, from, to);
    const all = samples(events);
    console.log(
      `\n## Start-up of ${PAGE}, run ${run + 1}: rows painted at ${ms(result.table.fromNavigation)}; long tasks (page's observer): ${result.longTasks
        .map((t) => `${ms(t.duration)} at ${ms(t.start)}`)
        .join(', ')}`,
    );
    console.log(
      `tasks over 10 ms: ${whole.tasks
        .filter((t) => t.duration >= 10)
        .map((t) => `${ms(t.duration)} at ${ms((t.start - from) / 1000)}`)
        .join(', ')}`,
    );
    for (const task of whole.tasks.filter((t) => t.duration >= 40)) {
      const end = task.start + task.duration * 1000;
      printBreakdown(
        `task of ${ms(task.duration)} at ${ms((task.start - from) / 1000)}`,
        breakdown(events, task.start, end),
        functions(all, task.start, end),
      );
    }
    await context.close();
  }
  console.log(
    `\nCPU time of the main thread, navigation to every row drawn: median ${ms(median(cpu))} of ${cpu.length}`,
  );
}

async function main() {
  let distRoot = argValue('dist') ?? DIST_ROOT;
  if (!argv.includes('--minified') && argValue('dist') === undefined) {
    distRoot = await buildUnminified();
  }
  const server = await startServer({ port: 0, host: '127.0.0.1', distRoot });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...chromiumArgs, '--js-flags=--expose-gc'],
    headless: true,
  });
  try {
    const expected = await expectations(server.url);
    const rows = PAGE === 'find-a-product' ? expected.findAProduct.rows : expected.performance.byClass.Institutional!;
    const css = argValue('css');
    if (css !== undefined) return await compareCss(browser, server.url, rows, css);
    if (PART === 'class') return await profileClassSwitch(browser, server.url, expected);
    if (PART === 'tab') return await profileTabSwitch(browser, server.url, expected);
    if (PART === 'search') return await profileSearch(browser, server.url, expected);
    if (PART !== 'startup') await profileSort(browser, server.url, rows);
    if (PART !== 'sort') await profileStartup(browser, server.url, rows);
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
