import {
  describe,
  it,
  afterEach,
  assert,
  fixture,
  html,
  shadow,
  waitUntil,
  oneEvent,
  sendKeys,
  assertFocused,
  expectNoAxeViolations,
  setFault,
  setViewport,
} from '../../../tests/browser/helpers';
import { bodyRows, countOf, LOAD, loaded, rowNames } from '../table/browser-test-page';
import '../element';

const mount = () => fixture(html`<fund-table data-product="model-portfolios"></fund-table>`);

describe('<fund-table data-product="model-portfolios">', () => {
  afterEach(() => setFault(null));

  // First in the file: the page keeps the answers it had, so the failure comes before any answer.
  it('shows the "Error" popup and the Model Portfolios section text when the call fails, and Retry loads it', async () => {
    setFault('500@/pnp.svc/productSummary');
    const failed = oneEvent<CustomEvent>(document, 'fund-table-error');
    const el = await mount();
    const ui = shadow(el);
    const dialog = await waitUntil(() => el.shadowRoot!.querySelector('dialog[open]'), 'the popup opens', LOAD);
    assert.deepEqual((await failed).detail, { section: 'Model Portfolios', kind: 'http' });
    assert.equal(
      dialog.querySelector('p')!.textContent,
      'Fund Performance information is unavailable at this time. Please try again later.',
    );
    ui.getByRole('button', { name: 'Close' }).click();
    await waitUntil(() => !el.shadowRoot!.querySelector('dialog[open]'), 'the popup closes');
    assert.ok(
      ui.getByText(
        'Model Portfolios information is currently unavailable due to a technical issue. Please try again later.',
      ),
    );
    // No count beside the failure: "Displaying 0" would say that nothing matched.
    assert.equal(el.shadowRoot!.querySelector('.count')!.textContent, '');
    await expectNoAxeViolations(el);
    setFault(null);
    ui.getByRole('button', { name: 'Retry' }).click();
    await loaded(el);
  });

  it('shows each portfolio once, its pure gross figures over its net figures, linked by account id', async () => {
    const el = await mount();
    await loaded(el);
    const ui = shadow(el);
    assert.equal(countOf(el), 30);
    assert.equal(bodyRows(el).length, 30);
    assert.equal(new Set(rowNames(el)).size, 30);
    assert.deepEqual(
      rowNames(el),
      [...rowNames(el)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    assert.ok(ui.getByRole('columnheader', { name: /^Average Annual Returns as of \d\d\/\d\d\/\d{4}$/ }));
    for (const header of ['Type', 'YTD (cum.)', '1 Year', '3 Year', '5 Year', '10 Year', 'Since Inception']) {
      const cell = ui.getByRole('columnheader', { name: header });
      assert.equal(cell.querySelector('button'), null, `${header} does not sort`);
    }
    const first = bodyRows(el)[0]!;
    assert.match(
      first.querySelector('th a')!.getAttribute('href')!,
      /^\/investment-products\/model-portfolios\/Calder-Meridian-[\w-]+\/Class-None\/details\/\?cusip=MP\d+$/,
    );
    assert.deepEqual(
      [...first.querySelectorAll('.cm-col-type .stacked-line')].map((line) => line.textContent),
      ['(pure gross)', '(net)'],
    );
    const ytd = [...first.querySelectorAll('.cm-col-ytd .stacked-line')].map((line) => line.textContent);
    assert.equal(ytd.length, 2);
    assert.match(ytd[0]!, /^pure gross -?\d+\.\d\d$/);
    assert.match(ytd[1]!, /^, net -?\d+\.\d\d$/);
    // A portfolio younger than ten years has no 10 year figures: "--".
    const young = bodyRows(el).find((row) => row.querySelector('.cm-col-tenYear')!.textContent!.includes('--'));
    assert.ok(young, 'a portfolio without 10 year returns');
    assert.match(young.querySelector('.cm-col-inceptionDt')!.textContent!, /^\d\d\/\d\d\/20(1[6-9]|2\d)$/);
    await expectNoAxeViolations(el);
  });

  it('searches on each key press and sorts by inception date', async () => {
    const el = await mount();
    await loaded(el);
    const ui = shadow(el);
    const search = ui.getByRole('textbox', { name: 'Find a Portfolio' });
    search.focus();
    await sendKeys({ type: 'et' });
    await waitUntil(() => countOf(el) > 0 && countOf(el) < 30, 'the search narrows the list');
    await sendKeys({ type: 'f ' });
    await waitUntil(
      () => countOf(el) === 5 && rowNames(el).every((name) => name.toLowerCase().includes('etf ')),
      'five ETF models',
    );
    const sorted = oneEvent<CustomEvent>(el, 'fund-table-sort');
    ui.getByRole('button', { name: 'Inception Date' }).click();
    assert.deepEqual((await sorted).detail, { column: 'inceptionDt', direction: 'asc' });
    await waitUntil(
      () => ui.getByRole('columnheader', { name: 'Inception Date' }).getAttribute('aria-sort') === 'ascending',
      'the date column sorts',
    );
    const dates = bodyRows(el).map((row) => {
      const [m, d, y] = row.querySelector('.cm-col-inceptionDt')!.textContent!.split('/');
      return `${y}${m}${d}`;
    });
    assert.deepEqual(dates, [...dates].sort());
    ui.getByRole('button', { name: 'Clear search' }).click();
    await waitUntil(() => countOf(el) === 30, 'every portfolio is back');
  });

  it('filters by risk tolerance, implementation style and goal, VIEW RESULTS closes, CLEAR FILTERS clears', async () => {
    const el = await mount();
    await loaded(el);
    const ui = shadow(el);
    const toggle = ui.getByRole('button', { name: 'Filters' });
    toggle.click();
    const panel = await waitUntil(() => ui.queryByRole('group', { name: 'Filters' }), 'the panel opens');
    const legends = [...panel.querySelectorAll('legend')].map((legend) => legend.textContent);
    assert.deepEqual(legends, ['Risk Tolerance', 'Implementation Style', 'Investment Goal']);
    const riskOptions = [...panel.querySelectorAll('fieldset')[0]!.querySelectorAll('label')].map((l) => l.textContent);
    assert.deepEqual(riskOptions, [
      'Conservative',
      'Moderately Conservative',
      'Moderate',
      'Moderately Aggressive',
      'Aggressive',
    ]);
    const styleOptions = [...panel.querySelectorAll('fieldset')[1]!.querySelectorAll('label')].map(
      (l) => l.textContent,
    );
    assert.deepEqual(styleOptions, ['Blended Mutual Fund and ETF', 'ETF', 'Mutual Fund', 'Tax-Aware']);
    await expectNoAxeViolations(el);

    ui.getByRole('checkbox', { name: 'Conservative' }).click();
    await waitUntil(() => countOf(el) === 6, 'the six conservative models');
    ui.getByRole('checkbox', { name: 'Aggressive' }).click();
    await waitUntil(() => countOf(el) === 12, 'conservative or aggressive models');
    ui.getByRole('checkbox', { name: 'ETF' }).click();
    await waitUntil(() => countOf(el) === 4, 'ETF models among them');
    assert.ok(rowNames(el).every((name) => / ETF | Factor Tilt | Fixed Income Core /.test(name)));
    assert.ok(ui.getByRole('button', { name: 'Filters (3 applied)' }));

    const applied = oneEvent<CustomEvent>(el, 'fund-table-filter');
    ui.getByRole('button', { name: 'VIEW RESULTS' }).click();
    assert.deepEqual((await applied).detail, {
      applied: 3,
      filters: { categories: ['RT1', 'RT5'], types: ['IR3'], goals: [] },
    });
    await waitUntil(() => panel.hidden, 'the panel closes');
    assertFocused(ui.getByRole('button', { name: 'Filters (3 applied)' }), 'the focus is back on the toggle');

    ui.getByRole('button', { name: 'Filters (3 applied)' }).click();
    await waitUntil(() => !panel.hidden, 'the panel opens again');
    const cleared = oneEvent<CustomEvent>(el, 'fund-table-filter');
    ui.getByRole('button', { name: 'CLEAR FILTERS' }).click();
    assert.deepEqual((await cleared).detail, { applied: 0, filters: { categories: [], types: [], goals: [] } });
    await waitUntil(() => countOf(el) === 30, 'every portfolio is back');
    assert.ok(ui.getByRole('button', { name: 'Filters' }));
  });

  it('says no portfolio matches when a search finds none', async () => {
    const el = await mount();
    await loaded(el);
    const ui = shadow(el);
    ui.getByRole('textbox', { name: 'Find a Portfolio' }).focus();
    await sendKeys({ type: 'zzz' });
    await waitUntil(() => ui.queryByText('No matching funds found.'), 'the empty text shows');
    assert.equal(countOf(el), 0);
    await expectNoAxeViolations(el);
  });
});

describe('<fund-table data-product="model-portfolios"> on a phone', () => {
  const initial = { width: window.innerWidth, height: window.innerHeight };
  /** False once the engine's driver said it cannot resize its window (WebKit over WebDriver): asked only once. */
  let canResize = true;
  let resized = false;
  async function resize(size: { width: number; height: number }): Promise<boolean> {
    if (!canResize) return false;
    try {
      await setViewport(size);
    } catch (error) {
      if (!/not supported/i.test(String(error))) throw error;
      canResize = false;
      return false;
    }
    resized = true;
    await waitUntil(() => window.innerWidth === size.width, `the window is ${size.width} px wide`);
    return true;
  }
  afterEach(async () => {
    if (resized) await setViewport(initial);
    resized = false;
  });

  /** The dates under the names, as YYYYMMDD. */
  const dates = (el: Element) =>
    bodyRows(el).map((row) => {
      const text = row.querySelector('.fund-under-name')!.textContent!;
      const [, m, d, y] = /^Inception Date (\d\d)\/(\d\d)\/(\d{4})$/.exec(text.replace(/\s+/g, ' ').trim())!;
      return `${y}${m}${d}`;
    });
  const choose = (select: HTMLSelectElement, value: string) => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };

  it('sorts by the inception date folded under the name, through "Sort by" and its order', async function () {
    if (!(await resize({ width: 375, height: 800 }))) this.skip();
    const el = await mount();
    await loaded(el);
    const ui = shadow(el);
    // The folded date has no header button on a phone: the "Sort by" select stands in for it.
    assert.equal(ui.queryByRole('button', { name: 'Inception Date' }), null);
    const sortBy = ui.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' });
    assert.deepEqual(
      [...sortBy.options].map((option) => option.textContent),
      ['Model Portfolios', 'Inception Date'],
    );
    assert.equal(sortBy.value, 'fundName');
    const order = ui.getByRole<HTMLSelectElement>('combobox', { name: 'Order' });
    assert.equal(order.value, 'asc');
    const header = el.shadowRoot!.querySelector('th.cm-col-inceptionDt')!;

    const sorted = oneEvent<CustomEvent>(el, 'fund-table-sort');
    choose(sortBy, 'inceptionDt');
    assert.deepEqual((await sorted).detail, { column: 'inceptionDt', direction: 'asc' });
    await waitUntil(() => header.getAttribute('aria-sort') === 'ascending', 'the date column sorts');
    assert.deepEqual(dates(el), [...dates(el)].sort());
    await expectNoAxeViolations(el);

    const turned = oneEvent<CustomEvent>(el, 'fund-table-sort');
    choose(ui.getByRole<HTMLSelectElement>('combobox', { name: 'Order' }), 'desc');
    assert.deepEqual((await turned).detail, { column: 'inceptionDt', direction: 'desc' });
    await waitUntil(() => header.getAttribute('aria-sort') === 'descending', 'the date column sorts newest first');
    assert.deepEqual(dates(el), [...dates(el)].sort().reverse());

    // A header button drives the same sort: the name's header puts "Sort by" back on the name.
    ui.getByRole('button', { name: 'Model Portfolios' }).click();
    await waitUntil(() => sortBy.value === 'fundName', '"Sort by" follows the header button');
  });

  it('shows no "Sort by" on a desktop, where the date has its own header button', async () => {
    // An engine that cannot resize its window runs at its own size, wider than a phone.
    await resize({ width: 1280, height: 800 });
    const el = await mount();
    await loaded(el);
    const ui = shadow(el);
    assert.isAbove(window.innerWidth, 767, 'wider than a phone');
    assert.ok(ui.getByRole('button', { name: 'Inception Date' }));
    assert.equal(ui.queryByRole('combobox', { name: 'Sort by' }), null);
    assert.equal(ui.queryByRole('combobox', { name: 'Order' }), null);
  });
});
