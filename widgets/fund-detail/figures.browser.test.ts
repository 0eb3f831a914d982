import {
  afterEach,
  assert,
  assertFocused,
  describe,
  expectNoAxeViolations,
  firstDrawn,
  fixture,
  html,
  it,
  oneEvent,
  sendKeys,
  setFault,
  setViewport,
  engine,
  shadow,
  waitUntil,
} from '../../tests/browser/helpers';
import { clearRequestCache } from '../../runtime/http';
import { displayDate, formatValue } from '../../services/product-format';
import './element';

// products spec 2.14 (performance, asset mix, historical data, growth of an investment, capital gains, top holdings
// and their downloads), 5, 7, 8: the figure blocks of the fund page, mounted as a template places them.

/** A guard against a hang on a loaded machine (the answers come from the fixture backend), not a timing. */
const LOAD = 20_000;
const until = <T>(predicate: () => T, message: string) => waitUntil(predicate, message, LOAD);

/**
 * Funds of the fixture backend (demo-pages/api/data/fund-detail.ts `fundDetailSamples()`): Large Cap Growth class A,
 * with an index, capital gains and holdings; its class C, asked for by no other test here, so that its answers are
 * not in the page's cache when they fail; and a money market fund, without holdings, index or capital gains.
 */
const FUNDS = {
  largeCapGrowthA: '195SWE314',
  largeCapGrowthC: '195SWE2A5',
  moneyMarket: '19730E809',
} as const;
const FAILURE = 'Fund Details information is unavailable at this time. Please try again later.';

type Block = 'performance' | 'asset-mix' | 'historical-data' | 'growth' | 'capital-gains' | 'holdings';
const mount = (block: Block, cusip: string = FUNDS.largeCapGrowthA) =>
  fixture(html`<fund-detail data-block=${block} data-cusip=${cusip}></fund-detail>`);

/** What the fixture backend answers the page's call, for the figures a block must show. */
async function answerOf<T>(path: string): Promise<T> {
  const response = await fetch(path);
  return ((await response.json()) as { value: T }).value;
}

/** The body rows of a table, each as the texts of its cells; once every row is in (no aria-busy). */
const rowsOf = (table: Element) =>
  [...table.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
  );
const tableIn = (el: Element, selector = 'table') =>
  until(() => {
    const table = el.shadowRoot?.querySelector(selector);
    return table && table.querySelector('tbody tr') && !table.matches('[aria-busy="true"]') ? table : null;
  }, 'the table is drawn');

/** The element's event of a download (its detail: what, which period, the address). */
const DOWNLOAD_EVENT = 'fund-detail-download';

/** Follows a download link with the navigation stopped: the element's announcements, and whether it cancelled. */
function followDownload(el: Element, link: HTMLAnchorElement, eventName = DOWNLOAD_EVENT) {
  const details: unknown[] = [];
  const announce = (event: Event) => details.push((event as CustomEvent).detail);
  let cancelled: boolean | undefined;
  const stop = (event: Event) => {
    cancelled = event.defaultPrevented;
    event.preventDefault();
  };
  el.addEventListener(eventName, announce);
  document.addEventListener('click', stop);
  link.click();
  document.removeEventListener('click', stop);
  el.removeEventListener(eventName, announce);
  return { details, cancelled };
}

afterEach(() => setFault(null));

describe('<fund-detail> performance (products spec 2.14, 3 totalReturnPerformances)', () => {
  interface Performance {
    intervalType: string;
    asOfDate: string;
    totalReturnPerfDetails: Record<string, string>[];
  }

  it('shows the monthly returns as the fund tables show figures, and the switch shows the quarterly ones', async () => {
    const el = await mount('performance');
    const table = await tableIn(el);
    const detail = await answerOf<{ productDetail: { totalReturnPerformances: Performance[] } }>(
      `/pnp.svc/getproductdetails?cusip=${FUNDS.largeCapGrowthA}&dataType=FundPortfolio`,
    );
    const expected = (interval: string) => {
      const performance = detail.productDetail.totalReturnPerformances.find((p) => p.intervalType === interval)!;
      return performance.totalReturnPerfDetails.map((row) =>
        [row.ytd, row.oneMonth, row.threeMonth, row.oneYear, row.threeYear, row.fiveYear, row.tenYear]
          .concat(row.sinceIncep)
          .map(formatValue)
          .concat(displayDate(row.incepDate)),
      );
    };
    const ui = shadow(el);
    assert.ok(ui.getByRole('heading', { level: 2, name: 'Performance' }));
    assert.deepEqual(
      ui.getAllByRole('columnheader').map((header) => header.textContent),
      ['Total Returns (%)', 'YTD', '1 Mo', '3 Mo', '1 Yr', '3 Yr', '5 Yr', '10 Yr', 'Since Incept.', 'Incept. Date'],
    );
    assert.deepEqual(
      rowsOf(table).map((cells) => cells.slice(1)),
      expected('Monthly'),
    );
    assert.deepEqual(
      rowsOf(table).map((cells) => cells[0]),
      ['Class A at NAV, NAV', 'Russell 1000® Growth Index, Index'],
    );
    assert.match(ui.getByText(/^Monthly returns as of/).textContent!, /^Monthly returns as of \d\d\/\d\d\/\d{4}$/);
    await expectNoAxeViolations(el);

    // The switch by keyboard: the arrow key chooses Quarterly, and the focus stays on it as the rows change.
    const monthly = ui.getByRole('radio', { name: 'Monthly' }) as HTMLInputElement;
    assert.isTrue(monthly.checked);
    monthly.focus();
    await sendKeys({ press: 'ArrowRight' });
    const quarterly = ui.getByRole('radio', { name: 'Quarterly' }) as HTMLInputElement;
    await until(() => quarterly.checked && ui.queryByText(/^Quarterly returns as of/), 'the quarterly rows');
    const quarterTable = await tableIn(el);
    assert.deepEqual(
      rowsOf(quarterTable).map((cells) => cells.slice(1)),
      expected('Quarterly'),
    );
    assertFocused(quarterly, 'the focus stays on the switch');
    await expectNoAxeViolations(el);
  });

  it('keeps each row’s label in view with its figures on a phone, the table scrolling sideways', async () => {
    const initial = { width: window.innerWidth, height: window.innerHeight };
    // WebKit's driver cannot resize its window (WebDriver has no such command): there the element is drawn 375 px
    // wide in the page instead.
    const resized = engine() !== 'webkit';
    if (resized) await setViewport({ width: 375, height: 740 });
    try {
      const frame = await fixture(
        html`<div style="width: 375px">
          <fund-detail data-block="performance" data-cusip=${FUNDS.largeCapGrowthA}></fund-detail>
        </div>`,
      );
      const el = frame.querySelector('fund-detail')!;
      const table = await tableIn(el);
      const scroller = el.shadowRoot!.querySelector<HTMLElement>('.cm-table-scroll')!;
      await until(() => scroller.scrollWidth > scroller.clientWidth, 'the table is wider than the phone');
      scroller.scrollLeft = scroller.scrollWidth;
      await until(() => scroller.scrollLeft > 0, 'the table scrolls sideways');
      const label = table.querySelector('tbody th')!;
      const area = scroller.getBoundingClientRect();
      const box = label.getBoundingClientRect();
      assert.isAtLeast(Math.round(box.left), Math.floor(area.left), 'the label stays at the left edge');
      assert.isAtMost(Math.round(box.right), Math.ceil(area.right));
      assert.equal(getComputedStyle(table.querySelector('thead')!).position, 'sticky');
      await expectNoAxeViolations(el);
    } finally {
      if (resized) await setViewport(initial);
    }
  });
});

describe('<fund-detail> asset mix (products spec 2.14, 3 assetMixDetails)', () => {
  it('draws the chart summarised for assistive technology, and its data as a table', async () => {
    const el = await mount('asset-mix');
    const table = await tableIn(el);
    const chart = shadow(el).getByRole('img');
    assert.equal(chart.localName, 'svg');
    const rows = rowsOf(table);
    const summary = rows.map(([label, percent]) => `${label} ${percent}%`).join(', ');
    assert.match(chart.getAttribute('aria-label')!, /^Asset mix as of \d\d\/\d\d\/\d{4}: U\.S\. Equity /);
    assert.isTrue(chart.getAttribute('aria-label')!.endsWith(`: ${summary}.`));
    assert.equal(chart.querySelectorAll('.chart-bar').length, rows.length);
    assert.deepEqual(
      shadow(el)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
      ['Allocation', '% of Net Assets'],
    );
    await expectNoAxeViolations(el);
  });
});

describe('<fund-detail> historical data (products spec 2.14, 7 historicalData)', () => {
  it('shows the last month of prices newest first, counted, and a year when the visitor picks it', async () => {
    const el = await mount('historical-data');
    const table = await tableIn(el);
    const answer = await answerOf<{ historicalData: { prices: { priceDate: string; nav: string }[] } }>(
      `/pnp.svc/historicalData?cusip=${FUNDS.largeCapGrowthA}`,
    );
    const newest = answer.historicalData.prices[0]!;
    const ui = shadow(el);
    const count = () => Number(/^Displaying (\d+) price\(s\)$/.exec(ui.getByText(/^Displaying/).textContent!)?.[1]);
    assert.isAtLeast(count(), 15);
    assert.isAtMost(count(), 24);
    assert.equal(rowsOf(table).length, count());
    assert.deepEqual(rowsOf(table)[0]!.slice(0, 2), [displayDate(newest.priceDate), formatValue(newest.nav)]);
    await expectNoAxeViolations(el);

    const select = ui.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement;
    select.focus();
    select.value = '1Y';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => count() > 200, 'a year of prices');
    const year = await tableIn(el);
    assert.equal(rowsOf(year).length, count());
    assertFocused(select, 'the focus stays on the select');
    // The header stays in view as the year's rows scroll in their area.
    const scroller = el.shadowRoot!.querySelector<HTMLElement>('.cm-table-scroll')!;
    scroller.scrollTop = 600;
    await until(() => scroller.scrollTop > 0, 'the rows scroll');
    const head = year.querySelector('thead')!.getBoundingClientRect();
    assert.approximately(head.top, scroller.getBoundingClientRect().top, 2, 'the header is at the top of the area');
    await expectNoAxeViolations(el);
  });
});

describe('<fund-detail> growth of an investment (products spec 2.14, 7 performanceGrowth)', () => {
  it('reads the chart month by month with the arrow keys, states where it ended, and shows the data table', async () => {
    const el = await mount('growth');
    const ui = shadow(el);
    await until(() => ui.queryByRole('application'), 'the chart');
    assert.ok(ui.getByRole('heading', { level: 2, name: 'Growth of $10,000' }));
    const answer = await answerOf<{ performanceGrowth: { points: { date: string }[] } }>(
      `/pnp.svc/performanceGrowth?cusip=${FUNDS.largeCapGrowthA}`,
    );
    const points = answer.performanceGrowth.points;
    assert.match(
      ui.getByText(/^On \d\d\/\d\d\/\d{4} the fund's \$10,000 was worth/).textContent!,
      /^On \d\d\/\d\d\/\d{4} the fund's \$10,000 was worth \$[\d,]+\.\d\d: [+-]\$[\d,]+\.\d\d \([+-]?\d+\.\d\d%\)\. Russell 1000® Growth Index: \$[\d,]+\.\d\d, [+-]\$[\d,]+\.\d\d \([+-]?\d+\.\d\d%\)\.$/,
    );
    await expectNoAxeViolations(el);

    const chart = ui.getByRole('application');
    const reading = el.shadowRoot!.querySelector('.growth-reading')!;
    assert.equal(reading.getAttribute('aria-live'), 'polite');
    chart.focus();
    await sendKeys({ press: 'ArrowRight' });
    const money = String.raw`\$[\d,]+\.\d\d`;
    const readingOf = (date: string) => new RegExp(`^${displayDate(date)}: Fund ${money}, Index ${money}$`);
    await until(() => readingOf(points[0]!.date).test(reading.textContent!), 'the first month is read');
    await sendKeys({ press: 'ArrowRight' });
    await until(() => readingOf(points[1]!.date).test(reading.textContent!), 'the next month is read');
    await sendKeys({ press: 'End' });
    await until(() => readingOf(points.at(-1)!.date).test(reading.textContent!), 'the last month is read');
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => readingOf(points.at(-2)!.date).test(reading.textContent!), 'the month before is read');
    assertFocused(chart, 'the chart keeps the focus');

    const summary = ui.getByText('Show the data table');
    summary.click();
    const table = await tableIn(el, '.growth-table table');
    assert.equal(rowsOf(table).length, points.length);
    assert.equal(rowsOf(table)[0]![0], displayDate(points[0]!.date));
    await expectNoAxeViolations(el);
  });
});

describe('<fund-detail> capital gains and top holdings, with their downloads (products spec 2.14, 7)', () => {
  it('shows the distributions and downloads a year of them', async () => {
    const el = await mount('capital-gains');
    const table = await tableIn(el);
    const ui = shadow(el);
    assert.deepEqual(
      ui.getAllByRole('columnheader').map((header) => header.textContent),
      [
        'Record Date',
        'Ex-Dividend Date',
        'Short-Term Capital Gains',
        'Long-Term Capital Gains',
        'Total Capital Gains',
        'Total Capital Gains (%)',
      ],
    );
    for (const row of rowsOf(table)) {
      assert.match(row.join(' | '), /^\d\d\/\d\d\/\d{4} \| \d\d\/\d\d\/\d{4}( \| (\d+\.\d{5}|-)){3} \| (\d+\.\d\d|-)$/);
    }
    const link = ui.getByRole<HTMLAnchorElement>('link', { name: 'Download (csv)' });
    const path = `/cmg.svc/exportCapGains?dataType=productSummary&period=2025&cusip=${FUNDS.largeCapGrowthA}`;
    assert.equal(link.getAttribute('href'), path);
    const period = ui.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement;
    period.value = '2024';
    period.dispatchEvent(new Event('change', { bubbles: true }));
    const earlier = path.replace('period=2025', 'period=2024');
    await until(() => link.getAttribute('href') === earlier, 'the link follows the period');
    const { details, cancelled } = followDownload(el, link);
    assert.deepEqual(details, [{ kind: 'capital-gains', period: '2024', href: `${location.origin}${earlier}` }]);
    assert.isFalse(cancelled, 'the element lets the browser follow the link');
    await expectNoAxeViolations(el);
  });

  it('shows the top holdings with their disclosure, and downloads the full holdings of a quarter', async () => {
    const el = await mount('holdings');
    const table = await tableIn(el);
    const ui = shadow(el);
    await until(() => ui.queryByText(/^Top holdings are as of/), 'the disclosure');
    assert.equal(rowsOf(table)[0]![0], '@Road Logistics Inc.');
    assert.match(rowsOf(table)[0]![1]!, /^\d+\.\d\d$/);
    assert.match(ui.getByText(/^as of /).textContent!, /^as of \d\d\/\d\d\/\d{4}$/);
    const link = ui.getByRole<HTMLAnchorElement>('link', { name: 'Download Full Holdings (csv)' });
    const period = ui.getByRole('combobox', { name: 'Full holdings as of' }) as HTMLSelectElement;
    assert.equal(period.options.length, 4);
    assert.equal(
      link.getAttribute('href'),
      `/cmg.svc/exportFullHoldings?cusip=${FUNDS.largeCapGrowthA}&period=${period.value}`,
    );
    const chosen = period.options[1]!.value;
    period.value = chosen;
    period.dispatchEvent(new Event('change', { bubbles: true }));
    const path = `/cmg.svc/exportFullHoldings?cusip=${FUNDS.largeCapGrowthA}&period=${chosen}`;
    await until(() => link.getAttribute('href') === path, 'the link follows the period');
    const { details, cancelled } = followDownload(el, link, 'fund-detail-download');
    assert.deepEqual(details, [{ kind: 'full-holdings', period: chosen, href: `${location.origin}${path}` }]);
    assert.isFalse(cancelled);
    // The file is there: the fixture answers the quarter with a CSV.
    assert.equal((await fetch(path)).status, 200);
    await expectNoAxeViolations(el);
  });

  it('draws nothing of a section the fund does not have', async () => {
    const blocks = await Promise.all(
      (['holdings', 'capital-gains'] as const).map((block) => mount(block, FUNDS.moneyMarket)),
    );
    for (const el of blocks) {
      await firstDrawn(el, LOAD);
      assert.isNull(el.shadowRoot!.querySelector('section'), `${el.getAttribute('data-block')} draws nothing`);
    }
  });
});

describe('<fund-detail> figure blocks that cannot load (products spec 8)', () => {
  it("a block shows the spec's text with Retry while another block stays, and Retry loads it", async () => {
    clearRequestCache();
    setFault('500@/pnp.svc/historicalData');
    const failed = oneEvent<CustomEvent>(document, 'fund-detail-error');
    const el = await mount('historical-data', FUNDS.largeCapGrowthC);
    const other = await mount('growth', FUNDS.largeCapGrowthC);
    assert.deepEqual((await failed).detail, { section: 'Fund Details', kind: 'http' });
    const dialog = await until(
      () => el.shadowRoot!.querySelector('dialog[open]') ?? other.shadowRoot!.querySelector('dialog[open]'),
      'the popup',
    );
    [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'Close')!.click();
    const alert = await until(() => shadow(el).queryByRole('alert'), 'the failure text');
    assert.equal(alert.querySelector('.cm-alert-text')?.textContent, FAILURE);
    await until(() => shadow(other).queryByRole('application'), 'the growth chart stays');
    assert.isNull(shadow(other).queryByRole('alert'));
    await expectNoAxeViolations(el);

    setFault(null);
    const retry = shadow(el).getByRole('button', { name: 'Retry' });
    retry.focus();
    await sendKeys({ press: 'Enter' });
    await tableIn(el);
    assert.isNull(shadow(el).queryByRole('alert'));
    assertFocused(el.shadowRoot!.querySelector('.block-area'), 'the focus waits on the answer area');
  });
});
