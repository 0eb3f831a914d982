/**
 * Table speed, the interactions of one view: the landing's tab switch (performance → prices & yields) and Find a
 * Product's filter toggle (one Asset class ticked, "View Results" pressed). Each runs inside `measureTable`, on
 * the page it left open, the implementations interleaved as there.
 */
import { type Implementation, type TableMetric } from '../bench-report';
import { type Settled } from './browser';
import { TAB_SWITCH, type Expectations } from './data';
import { RUNS, WARM_UPS, addNote } from './options';
import { type Session } from './tables';

/** What `measureTable` lends a step: its sessions, its timed call and where the samples go. */
export interface Steps {
  /** Runs `step` for each implementation still measured; a failure stops that implementation. */
  eachSession: (step: (session: Session) => Promise<void>) => Promise<void>;
  /** Evaluates a `window.__bench` call after a garbage collection and a pause. */
  call: (session: Session, expression: string) => Promise<Settled>;
  samples: () => Map<Implementation, number[]>;
  keep: (metric: TableMetric, values: Map<Implementation, number[]>) => void;
}

const js = (value: string | number) => JSON.stringify(value);

/**
 * Tab switch: from the performance tab to prices & yields, timed from the click to the prices table painted; the
 * switch back is not timed. The first switch (a warm-up) fetches the prices; later ones find them in the session
 * cache, as a visitor going back and forth does.
 */
export async function measureTabSwitch(steps: Steps, expected: Expectations): Promise<void> {
  const { performance, prices } = TAB_SWITCH;
  const back = expected.performance.byClass.Institutional!;
  const switches = steps.samples();
  for (let run = 0; run < WARM_UPS + RUNS; run += 1) {
    await steps.eachSession(async (session) => {
      const to = `'${session.impl}', ${js(prices.label)}, ${js(prices.column)}, ${expected.performance.prices.rows}`;
      const settled = await steps.call(session, `window.__bench.switchTab(${to})`);
      if (run >= WARM_UPS) {
        switches.get(session.impl)!.push(settled.painted);
        if (settled.fetches > 0) addNote(`${session.impl}: a tab switch of a measured run fetched its data again.`);
      }
      const from = `'${session.impl}', ${js(performance.label)}, ${js(performance.column)}, ${back}`;
      await steps.call(session, `window.__bench.switchTab(${from})`);
    });
  }
  steps.keep('tabSwitch', switches);
}

/**
 * Filter toggle: with the Filters panel open (opened untimed), the first Asset class ticked and "View Results"
 * pressed, timed from the tick to the filtered table painted; unticking it again is not timed.
 */
export async function measureFilterToggle(steps: Steps, expected: Expectations): Promise<void> {
  const { label, rows } = expected.findAProduct.assetClass;
  const toggles = steps.samples();
  for (let run = 0; run < WARM_UPS + RUNS; run += 1) {
    await steps.eachSession(async (session) => {
      const toggle = (count: number) => `window.__bench.toggleFilter('${session.impl}', ${js(label)}, ${count})`;
      await steps.call(session, `window.__bench.openFilters('${session.impl}')`);
      const settled = await steps.call(session, toggle(rows));
      if (run >= WARM_UPS) toggles.get(session.impl)!.push(settled.painted);
      await steps.call(session, `window.__bench.openFilters('${session.impl}')`);
      await steps.call(session, toggle(expected.findAProduct.rows));
    });
  }
  steps.keep('filterToggle', toggles);
}
