/**
 * The browser's share of each table interaction ("The browser's share" in the report; `--only floor`): the
 * interaction timed three ways, run for run, by the harness's one timer:
 *
 * - `<fund-table>` as a visitor uses it;
 * - AG Grid, as in the table section;
 * - by hand: on a second fund-table page, the DOM change fund-table makes for that interaction, made with no
 *   script of the library. The page first goes through each interaction untimed and notes the state it leaves
 *   (`window.__bench.noteState`: the table element, its rows in order and their `hidden`, `aria-sort`,
 *   `aria-selected`, the count); a timed run puts a noted state back (`window.__bench.replay`) with the fewest DOM
 *   changes: rows moved, `hidden` flipped, a deep copy of the new table put in for a class or a tab
 *   (new nodes, as building the table makes).
 *
 * What the by-hand change costs is style, layout and paint of a table that keeps every row in the DOM: the part
 * no script can take off. Where it is above 0.8× AG Grid, a goal of 0.8× cannot be met without leaving rows out.
 */
import { type Browser, type Page } from 'playwright-core';
import { MUTUAL_FUND_CLASSES } from '../../services/product-vocabulary';
import { timing, type FloorResult, type Timing } from '../bench-report';
import { newContext, type Settled, watchErrors } from './browser';
import { TAB_SWITCH, type Expectations } from './data';
import { KEYSTROKE, PAUSE_MS, RUNS, WARM_UPS, log } from './options';
import { tableUrl, type TableKind } from './tables';

type FloorRow = FloorResult['rows'][number];

type Way = 'fundTable' | 'byHand' | 'agGrid';
const WAYS: readonly Way[] = ['fundTable', 'byHand', 'agGrid'];

/** One timed step: the harness call of each way; `before` and `after` run untimed around it. */
interface Step {
  timed: Record<Way, string>;
  before?: Partial<Record<Way, string>>;
  after?: Partial<Record<Way, string>>;
}

const js = (value: string | number) => JSON.stringify(value);

async function openTable(browser: Browser, base: string, way: Way, table: TableKind, rows: number) {
  const context = await newContext(browser, base);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const target = way === 'agGrid' ? 'ag-grid' : 'fund-table';
  await page.addInitScript({ content: `window.__bench.watchTable('table', '${target}', ${rows});` });
  await page.goto(tableUrl(base, target, table));
  try {
    await page.waitForFunction('window.__bench.results.table', null, { timeout: 30_000 });
  } catch {
    throw new Error(`${way}: no table of ${rows} rows within 30 s (${errors.slice(0, 3).join(' | ')})`);
  }
  return { page, close: () => context.close() };
}

/** Evaluates a harness call after a garbage collection and a pause, as the table section does. */
async function call(page: Page, expression: string): Promise<Settled> {
  await page.evaluate(`(window.gc?.(), new Promise((done) => setTimeout(done, ${PAUSE_MS})))`);
  try {
    return (await page.evaluate(expression)) as Settled;
  } catch (error) {
    throw new Error(`${expression}: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** Runs `step(run)` for every way, interleaved run by run; the first `warmUps` runs are not kept. */
async function interleave(
  pages: Record<Way, Page>,
  runs: number,
  warmUps: number,
  step: (run: number) => Step,
): Promise<Record<Way, Timing>> {
  const samples: Record<Way, number[]> = { fundTable: [], byHand: [], agGrid: [] };
  for (let run = 0; run < warmUps + runs; run += 1) {
    const { timed, before, after } = step(run);
    for (const way of WAYS) {
      if (before?.[way]) await call(pages[way], before[way]);
      const settled = await call(pages[way], timed[way]);
      if (run >= warmUps) samples[way].push(settled.painted);
      if (after?.[way]) await call(pages[way], after[way]);
    }
  }
  return { fundTable: timing(samples.fundTable), byHand: timing(samples.byHand), agGrid: timing(samples.agGrid) };
}

/**
 * Goes through the interactions on the by-hand page, untimed, noting the state each leaves (when named); `fresh`:
 * the interactions build the table anew (a class, a tab), and a replay puts in a deep copy (new nodes).
 */
async function note(page: Page, steps: readonly [call: string, state?: string][], fresh = false) {
  for (const [expression, state] of steps) {
    await call(page, expression);
    if (state) await page.evaluate(`window.__bench.noteState('fund-table', ${js(state)}, ${fresh})`);
  }
}

/** A harness call on `target`: `of('ag-grid', "sort('symbol')")` is `window.__bench.sort('ag-grid', 'symbol')`. */
const of = (target: 'fund-table' | 'ag-grid', call: string) => {
  const open = call.indexOf('(');
  const args = [`'${target}'`, call.slice(open + 1, -1)].filter(Boolean).join(', ');
  return `window.__bench.${call.slice(0, open)}(${args})`;
};

async function findAProduct(browser: Browser, base: string, expected: Expectations): Promise<FloorRow[]> {
  const { rows, afterKeystroke, assetClass } = expected.findAProduct;
  const opened = await Promise.all(WAYS.map((way) => openTable(browser, base, way, 'find-a-product', rows)));
  const pages = { fundTable: opened[0]!.page, byHand: opened[1]!.page, agGrid: opened[2]!.page };
  try {
    const ft = (call: string) => of('fund-table', call);
    const toggle = (count: number) => `toggleFilter(${js(assetClass.label)}, ${count})`;
    await note(pages.byHand, [
      [ft(`sort('symbol')`), 'symbol'],
      [ft(`sort('fundName')`), 'fundName'],
      [ft(`type('${KEYSTROKE}', ${afterKeystroke})`), 'typed'],
      [ft(`type('', ${rows})`), 'cleared'],
      [ft('openFilters()')],
      [ft(toggle(assetClass.rows)), 'filtered'],
      [ft('openFilters()')],
      [ft(toggle(rows)), 'unfiltered'],
    ]);
    const both = (call: string) => ({ fundTable: of('fund-table', call), agGrid: of('ag-grid', call) });
    const replay = (state: string) => `window.__bench.replay('fund-table', ${js(state)})`;

    log("the browser's share: Find a Product");
    const sort = await interleave(pages, RUNS, WARM_UPS * 2, (run) => {
      const column = run % 2 === 0 ? 'symbol' : 'fundName';
      return { timed: { ...both(`sort('${column}')`), byHand: replay(column) } };
    });
    const keystroke = await interleave(pages, RUNS, WARM_UPS, () => ({
      timed: { ...both(`type('${KEYSTROKE}', ${afterKeystroke})`), byHand: replay('typed') },
      after: { ...both(`type('', ${rows})`), byHand: replay('cleared') },
    }));
    const cleared = await interleave(pages, RUNS, WARM_UPS, () => ({
      before: { ...both(`type('${KEYSTROKE}', ${afterKeystroke})`), byHand: replay('typed') },
      timed: { ...both(`type('', ${rows})`), byHand: replay('cleared') },
    }));
    const filter = await interleave(pages, RUNS, WARM_UPS, () => ({
      before: both('openFilters()'),
      timed: { ...both(toggle(assetClass.rows)), byHand: replay('filtered') },
      after: {
        fundTable: `${of('fund-table', 'openFilters()')}.then(() => ${of('fund-table', toggle(rows))})`,
        agGrid: `${of('ag-grid', 'openFilters()')}.then(() => ${of('ag-grid', toggle(rows))})`,
        byHand: replay('unfiltered'),
      },
    }));
    return [
      { label: `Find a Product: sort (${rows} rows)`, ...sort },
      { label: `Find a Product: keystroke (${rows} → ${afterKeystroke} rows)`, ...keystroke },
      { label: `Find a Product: search cleared (${afterKeystroke} → ${rows} rows)`, ...cleared },
      { label: `Find a Product: filter toggle (${rows} → ${assetClass.rows} rows)`, ...filter },
    ];
  } finally {
    for (const { close } of opened) await close();
  }
}

async function performanceTab(browser: Browser, base: string, expected: Expectations): Promise<FloorRow[]> {
  const institutional = expected.performance.byClass.Institutional!;
  const opened = await Promise.all(WAYS.map((way) => openTable(browser, base, way, 'performance', institutional)));
  const pages = { fundTable: opened[0]!.page, byHand: opened[1]!.page, agGrid: opened[2]!.page };
  try {
    // The share classes in the table section's order: from the one after Institutional round to Institutional.
    const classes = MUTUAL_FUND_CLASSES.filter((name) => (expected.performance.byClass[name] ?? 0) > 0);
    const at = classes.indexOf('Institutional');
    const order = [...classes.slice(at + 1), ...classes.slice(0, at + 1)].map((name) => ({
      name,
      rows: expected.performance.byClass[name]!,
    }));
    const value = async (page: Page, target: string, name: string) => {
      const options = (await page.evaluate(`window.__bench.classOptions('${target}')`)) as {
        value: string;
        text: string;
      }[];
      const option = options.find((o) => o.value === name || o.text.replace(/^Class\s+/i, '') === name);
      if (!option) throw new Error(`${target}: no class ${name} in the select`);
      return option.value;
    };
    const choose = async (way: Way, name: string, rows: number) => {
      const target = way === 'agGrid' ? 'ag-grid' : 'fund-table';
      return `window.__bench.chooseClass('${target}', ${js(await value(pages[way], target, name))}, ${rows})`;
    };
    const chooseAll = async (name: string, rows: number) =>
      ({
        fundTable: await choose('fundTable', name, rows),
        agGrid: await choose('agGrid', name, rows),
        byHand: `window.__bench.replay('fund-table', ${js(`class ${name}`)})`,
      }) satisfies Record<Way, string>;
    const { performance, prices } = TAB_SWITCH;
    const pricesRows = expected.performance.prices.rows;
    const tab = (target: string, to: { label: string; column: string }, rows: number) =>
      `window.__bench.switchTab('${target}', ${js(to.label)}, ${js(to.column)}, ${rows})`;
    await note(
      pages.byHand,
      [
        ...(await Promise.all(
          order.map(
            async ({ name, rows }) => [await choose('byHand', name, rows), `class ${name}`] as [string, string],
          ),
        )),
        [tab('fund-table', prices, pricesRows), 'prices'],
        [tab('fund-table', performance, institutional), 'performance'],
      ],
      true,
    );

    log("the browser's share: the mutual funds' performance tab");
    // A first pass fetches every class on the two live pages (and is not kept); later passes switch between classes
    // in the session cache.
    const steps = await Promise.all(order.map(({ name, rows }) => chooseAll(name, rows)));
    const passes = Math.max(2, 1 + Math.ceil(RUNS / order.length));
    const classSwitch = await interleave(pages, (passes - 1) * order.length, order.length, (run) => ({
      timed: steps[run % order.length]!,
    }));
    const tabSwitch = await interleave(pages, RUNS, WARM_UPS, () => ({
      timed: {
        fundTable: tab('fund-table', prices, pricesRows),
        agGrid: tab('ag-grid', prices, pricesRows),
        byHand: `window.__bench.replay('fund-table', 'prices')`,
      },
      after: {
        fundTable: tab('fund-table', performance, institutional),
        agGrid: tab('ag-grid', performance, institutional),
        byHand: `window.__bench.replay('fund-table', 'performance')`,
      },
    }));
    const sizes = order.map((o) => o.rows);
    return [
      {
        label: `Mutual funds: class switch (${order.length} classes, ${Math.min(...sizes)}-${Math.max(...sizes)} rows)`,
        ...classSwitch,
      },
      { label: `Mutual funds: tab switch (to ${prices.label}, ${pricesRows} rows)`, ...tabSwitch },
    ];
  } finally {
    for (const { close } of opened) await close();
  }
}

export async function measureFloor(browser: Browser, base: string, expected: Expectations): Promise<FloorResult> {
  return {
    details: [
      "Each interaction of the table section, timed three ways run for run by the same timer (event to the paint after the DOM settled): `<fund-table>` as a visitor uses it; AG Grid; and by hand, the DOM change `<fund-table>` makes for it, made on a second `<fund-table>` page with no script of the library (rows moved into the new order, `hidden` flipped, a copy of the new class's or tab's table (new nodes, as a build makes) put in place of the shown one, with the headers' `aria-sort`, the tabs' `aria-selected` and the count).",
      'By hand is what style, layout and paint cost for a table that keeps every row in the DOM; no script can take it off. The filter toggle by hand leaves out the Filters panel (AG Grid and `<fund-table>` close it), and the class switch by hand leaves out the spinner, which no frame shows when the class is in the session cache.',
    ],
    rows: [...(await findAProduct(browser, base, expected)), ...(await performanceTab(browser, base, expected))],
  };
}
