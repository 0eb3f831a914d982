/**
 * The literature library in `npm run bench` (called from scripts/bench.ts): on the Fund Literature demo page (the
 * Mutual Funds tab, every document of the default class in the table), the time of a document-type chip, a
 * keystroke in "Find Literature by Fund", a column sort and an "Add to Cart" tick, each from the event to the paint
 * after the DOM settled, the median of the runs. The same interactions run on `<fund-table>`'s Find a Product with
 * its Mutual Funds product type ticked (the table nearest in row count), run for run between the library's, so a
 * slower spell of the machine weighs on both alike.
 *
 * Both pages are timed by one in-page timer (`SETTLE`, scripts/bench/settle.ts): from the event to the paint after
 * the element's shadow root settled.
 */
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer } from '../../demo-pages/server';
import { CHROMIUM, chromiumArgs } from '../../tests/browsers.mjs';
import { renderInteraction, timing, type InteractionResult } from '../bench-report';
import { SETTLE, js, settle } from './settle';

export interface LiteratureBenchOptions {
  runs: number;
  warmUps: number;
  /** Quiet time before each timed interaction, after a garbage collection. */
  pauseMs: number;
  /** The first keystroke typed into the empty search boxes. */
  keystroke: string;
}

const LIBRARY_PAGE = 'resources/literature/#mutual-funds';
/** Find a Product with Mutual Funds ticked: 828 products shown (all 1,160 in the DOM), the library 767. */
const FUND_TABLE_PAGE = 'fund-table/find-a-product.html?productType=Retail';
/** The chip clicked on and off: a type every fund has, so the table keeps about one row in seven. */
const CHIP = 'Fact Sheet';

/** The page expressions of each interaction on one element. */
interface Subject {
  host: string;
  page: Page;
  /** Expression: the filter's control clicked (the chip, or the filter panel's checkbox). */
  filter: string;
  /** Expression: whether that control is on. */
  filterOn: string;
  sortColumns: readonly [string, string];
}

const count = (host: string) => `window.__count(${js(host)})`;
/** The number a count text starts with ("Displaying 146 of 767 Documents": 146). */
const firstNumber = (text: string | undefined) => /\d[\d,]*/.exec(text ?? '')?.[0] ?? '?';

/** A filter toggled; settled when the control shows `on` and the count is no longer `before`. */
async function timeFilter(subject: Subject, on: boolean, before: string, pauseMs: number) {
  const done = `${subject.filterOn} === ${on} && ${count(subject.host)} !== ${js(before)}`;
  return settle(subject.page, subject.host, subject.filter, done, pauseMs);
}

/** One keystroke: the box's text becomes `text`; settled when the count is no longer `before`. */
async function timeKeystroke(subject: Subject, text: string, before: string, pauseMs: number) {
  const act = `window.__type(${js(subject.host)}, ${js(text)})`;
  return settle(subject.page, subject.host, act, `${count(subject.host)} !== ${js(before)}`, pauseMs);
}

/** A click on a column's header; settled when its aria-sort and the first rows changed. */
async function timeSort(subject: Subject, column: string, pauseMs: number) {
  const button = `window.__sortButton(${js(subject.host)}, ${js(column)})`;
  const state = (await subject.page.evaluate(
    `({ sort: ${button}.closest('th').getAttribute('aria-sort'), rows: window.__firstRows(${js(subject.host)}) })`,
  )) as { sort: string | null; rows: string };
  const done = `${button}.closest('th').getAttribute('aria-sort') !== ${js(state.sort ?? '')} && window.__firstRows(${js(subject.host)}) !== ${js(state.rows)}`;
  return settle(subject.page, subject.host, `${button}.click()`, done, pauseMs);
}

/** The `index`-th visible "Add to Cart" checkbox ticked or unticked; settled when its label says so. */
async function timeMailOrder(page: Page, index: number, tick: boolean, pauseMs: number) {
  const box = `[...window.__shadow('literature-library').querySelectorAll('tbody tr:not([hidden]) .mail-order input')][${index}]`;
  const label = tick ? 'In Cart' : 'Add to Cart';
  return settle(
    page,
    'literature-library',
    `${box}.click()`,
    `${box}.parentElement.textContent.trim() === ${js(label)}`,
    pauseMs,
  );
}

async function open(context: BrowserContext, url: string, host: string): Promise<Page> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  try {
    await page.waitForFunction(
      `/Displaying [1-9]/.test(${count(host)}) && window.__firstRows(${js(host)}) !== ''`,
      null,
      {
        timeout: 30_000,
      },
    );
  } catch {
    throw new Error(
      `${url}: no table within 30 s${errors.length ? ` (page errors: ${errors.slice(0, 3).join(' | ')})` : ''}`,
    );
  }
  return page;
}

/** The library's interactions beside fund-table's, run for run. */
export async function measureLiterature(
  browser: Browser,
  base: string,
  options: LiteratureBenchOptions,
): Promise<InteractionResult> {
  const { runs, warmUps, pauseMs, keystroke } = options;
  // A context (a window) each: neither page waits in a background tab.
  const contexts: BrowserContext[] = [];
  const newPage = async (url: string, host: string) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    await context.addInitScript({ content: SETTLE });
    return open(context, url, host);
  };
  try {
    const libraryPage = await newPage(`${base}${LIBRARY_PAGE}`, 'literature-library');
    const tablePage = await newPage(`${base}${FUND_TABLE_PAGE}`, 'fund-table');
    // fund-table's filters are in its panel: opened once, untimed, as a visitor opens it before ticking.
    await tablePage.evaluate(`window.__shadow('fund-table').querySelector('.cm-filters-toggle').click()`);
    const chip = `[...window.__shadow('literature-library').querySelectorAll('button.chip')].find((b) => b.textContent.trim() === ${js(CHIP)})`;
    // The first asset class of Find a Product's "Asset class" list.
    const assetClass = `window.__shadow('fund-table').querySelectorAll('.cm-filters-group')[1].querySelector('input')`;
    const library: Subject = {
      host: 'literature-library',
      page: libraryPage,
      filter: `${chip}.click()`,
      filterOn: `${chip}.getAttribute('aria-pressed') === 'true'`,
      sortColumns: ['Literature Type', 'Fund Name'],
    };
    const table: Subject = {
      host: 'fund-table',
      page: tablePage,
      filter: `${assetClass}.click()`,
      filterOn: `${assetClass}.checked`,
      sortColumns: ['Ticker', 'Fund Name'],
    };
    const subjects = [library, table] as const;
    const counts = new Map<Subject, { all: string; filtered?: string; typed?: string }>();
    for (const subject of subjects)
      counts.set(subject, { all: (await subject.page.evaluate(count(subject.host))) as string });

    const samples = () => ({ library: [] as number[], table: [] as number[] });
    const filterOn = samples();
    const filterOff = samples();
    const typed = samples();
    const cleared = samples();
    const sorts = samples();
    const ticks: number[] = [];
    const unticks: number[] = [];
    const keyOf = (subject: Subject) => (subject === library ? 'library' : 'table');

    for (let run = 0; run < warmUps + runs; run += 1) {
      const measured = run >= warmUps;
      for (const subject of subjects) {
        const seen = counts.get(subject)!;
        const on = await timeFilter(subject, true, seen.all, pauseMs);
        seen.filtered = (await subject.page.evaluate(count(subject.host))) as string;
        const off = await timeFilter(subject, false, seen.filtered, pauseMs);
        const key = await timeKeystroke(subject, keystroke, seen.all, pauseMs);
        seen.typed = (await subject.page.evaluate(count(subject.host))) as string;
        const clear = await timeKeystroke(subject, '', seen.typed, pauseMs);
        // Two sorts a run, one on each column, so that every click reorders the rows.
        const sortA = await timeSort(subject, subject.sortColumns[0], pauseMs);
        const sortB = await timeSort(subject, subject.sortColumns[1], pauseMs);
        if (!measured) continue;
        filterOn[keyOf(subject)].push(on);
        filterOff[keyOf(subject)].push(off);
        typed[keyOf(subject)].push(key);
        cleared[keyOf(subject)].push(clear);
        sorts[keyOf(subject)].push(sortA, sortB);
      }
      // A different document each run, taken out of the cart again.
      const tick = await timeMailOrder(libraryPage, run, true, pauseMs);
      const untick = await timeMailOrder(libraryPage, run, false, pauseMs);
      if (measured) {
        ticks.push(tick);
        unticks.push(untick);
      }
    }

    const libraryCounts = counts.get(library)!;
    const tableCounts = counts.get(table)!;
    const against = (label: string, values: number[]) => ({ label, median: timing(values).median });
    return {
      title: '`<literature-library>`: the Fund Literature page, Mutual Funds tab',
      details: [
        `The demo page's Mutual Funds tab in the default class: every document in the table (${firstNumber(libraryCounts.all)}).`,
        `Held against \`<fund-table>\`'s Find a Product with Mutual Funds ticked (${firstNumber(tableCounts.all)} rows shown; every product in the DOM, the others hidden), run for run between the library's, timed by the same in-page timer.`,
        `Chip: "${CHIP}" pressed (→ ${firstNumber(libraryCounts.filtered)} documents) and released; against fund-table's first Asset class ticked in its open filter panel (→ ${firstNumber(tableCounts.filtered)} rows) and unticked.`,
        `Keystroke: "${keystroke}" typed into the empty "Find Literature by Fund" box (→ ${firstNumber(libraryCounts.typed)}) and Backspace; against "${keystroke}" in Find a Product's search box (→ ${firstNumber(tableCounts.typed)}).`,
        'Sort: clicks alternating between Literature Type and Fund Name; against Ticker and Fund Name.',
        'Add to Cart: a different row\'s checkbox each run, ticked (the label becomes "In Cart") and unticked. fund-table has no row checkbox: held against its filter checkbox, the nearest control that changes what its table shows.',
      ],
      metrics: [
        {
          label: `"${CHIP}" chip pressed`,
          timing: timing(filterOn.library),
          against: against('fund-table: Asset class ticked', filterOn.table),
        },
        {
          label: 'chip released',
          timing: timing(filterOff.library),
          against: against('fund-table: Asset class unticked', filterOff.table),
        },
        {
          label: 'search keystroke',
          timing: timing(typed.library),
          against: against('fund-table: search keystroke', typed.table),
        },
        {
          label: 'search cleared',
          timing: timing(cleared.library),
          against: against('fund-table: search cleared', cleared.table),
        },
        {
          label: 'sort (header click)',
          timing: timing(sorts.library),
          against: against('fund-table: sort', sorts.table),
        },
        {
          label: '"Add to Cart" ticked',
          timing: timing(ticks),
          against: against('fund-table: Asset class ticked', filterOn.table),
        },
        { label: '"Add to Cart" unticked', timing: timing(unticks) },
      ],
    };
  } finally {
    for (const context of contexts) await context.close();
  }
}

/**
 * `npx tsx scripts/bench/literature.ts [--runs 9]`: this section alone, on the dist/ already built, printed as the
 * report prints it (for a quick look while working on the library's speed).
 */
if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const runsAt = process.argv.indexOf('--runs');
  const runs = Math.max(3, Number(runsAt >= 0 ? process.argv[runsAt + 1] : 9) || 9);
  const server = await startServer({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...chromiumArgs, '--js-flags=--expose-gc'],
    headless: true,
  });
  try {
    const result = await measureLiterature(browser, server.url, { runs, warmUps: 1, pauseMs: 100, keystroke: 'g' });
    console.log(renderInteraction(result));
  } finally {
    await browser.close();
    await server.close();
  }
}
