/**
 * Table speed: `<fund-table>`, AG Grid (as it comes, and with every row rendered) and plain DOM on the same table,
 * runs interleaved.
 */
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import { MUTUAL_FUND_CLASSES } from '../../services/product-vocabulary';
import { timing, type Implementation, type TableMetric, type TableResult } from '../bench-report';
import { newContext, type Settled, watchErrors } from './browser';
import { type Expectations } from './data';
import { BENCH_PATH, KEYSTROKE, PAUSE_MS, RUNS, WARM_UPS, addNote, log, sleep } from './options';
import { measureFilterToggle, measureTabSwitch, type Steps } from './table-steps';

// ---------------------------------------------------------------------------------------------------------------
// Table speed

export type TableKind = 'find-a-product' | 'performance';

/**
 * The page of an implementation. AG Grid with every row rendered is the AG Grid page with `rows=all` (the one build
 * serves both).
 */
export function tableUrl(base: string, impl: Implementation, table: TableKind): string {
  if (impl === 'fund-table')
    return `${base}fund-table/${table === 'find-a-product' ? 'find-a-product' : 'mutual-funds'}.html`;
  if (impl === 'ag-grid-all-rows') return `${base}${BENCH_PATH}ag-grid.html?table=${table}&rows=all`;
  return `${base}${BENCH_PATH}${impl}.html?table=${table}`;
}

/** Data generated in place of the fixture backend's answers (the cost curve): its row counts and its routing. */
export interface GeneratedData {
  rows: number;
  afterKeystroke: number;
  /** Answers the page's data requests with the generated data. */
  route: (context: BrowserContext) => Promise<void>;
}

/** One implementation's page in a table measurement. */
export interface Session {
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
export async function measureTable(
  browser: Browser,
  base: string,
  impls: readonly Implementation[],
  table: TableKind,
  expected: Expectations,
  generated?: GeneratedData,
): Promise<{ metrics: TableResult['metrics']; failures: string[] }> {
  const rows =
    generated?.rows ??
    (table === 'find-a-product' ? expected.findAProduct.rows : expected.performance.byClass.Institutional!);
  const afterKeystroke =
    generated?.afterKeystroke ??
    (table === 'find-a-product' ? expected.findAProduct.afterKeystroke : expected.performance.afterKeystroke);
  const sessions: Session[] = [];
  for (const impl of impls) {
    const context = await newContext(browser, base);
    await generated?.route(context);
    sessions.push({ impl, context, errors: [] });
  }
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
  const steps: Steps = { eachSession, call, samples, keep };

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

    // Without generated data: the filter toggle needs the fixture's asset classes, the tab switch its prices.
    if (table === 'find-a-product' && !generated) await measureFilterToggle(steps, expected);

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
      await measureTabSwitch(steps, expected);
    }
  } finally {
    for (const session of sessions) await session.context.close();
  }
  return {
    metrics,
    failures: sessions.filter((s) => s.failed).map((s) => `${s.impl}: ${s.failed}`),
  };
}
