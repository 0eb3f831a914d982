/** The insights list: 120 cards filtered on a keystroke, held against fund-table's keystroke. */
import { type Browser, type Page } from 'playwright-core';
import { defaultInsightsScope, toInsightItem, type InsightDocument } from '../../services/insights';
import { EMPTY_FILTER, filterInsights } from '../../widgets/insights-list/model';
import { timing, type InteractionResult } from '../bench-report';
import { newContext, type Settled, watchErrors } from './browser';
import { type Expectations } from './data';
import { KEYSTROKE, PAUSE_MS, RUNS, WARM_UPS } from './options';
import { tableUrl } from './tables';

// ---------------------------------------------------------------------------------------------------------------
// The insights list: 120 cards filtered on a keystroke (held against fund-table's keystroke for a like count)

export const INSIGHT_CARDS = 120;
export const INSIGHTS_PAGE = 'insights/latest-insights';

/**
 * The list the page reads, made of 120 of the fixture's insights (the blog's and the institutional site's
 * together: neither scope alone holds 120), and how many of them the keystroke keeps.
 */
export async function insightsList(base: string) {
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
export async function measureInsightsList(
  browser: Browser,
  base: string,
  expected: Expectations,
): Promise<InteractionResult> {
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
