import {
  describe,
  it,
  beforeEach,
  afterEach,
  assert,
  fixture,
  html,
  shadow,
  waitUntil,
  oneEvent,
  sendKeys,
  expectNoAxeViolations,
} from '../../../tests/browser/helpers';
import { bodyRows, columnTexts, LOAD, loaded, rowNames, setFault } from '../table/browser-test-page';
import '../element';

describe('<fund-table data-product="closed-end-funds">', () => {
  beforeEach(() => setFault(null));
  afterEach(() => setFault(null));

  // First in the file: the page's cache holds no answer yet, so the call reaches the failing backend.
  it('shows the "Error" popup and the failure text when the summary fails, and Retry loads the table', async () => {
    setFault('500@/pnp.svc/productSummary');
    const failed = oneEvent<CustomEvent>(document, 'fund-table-error');
    const el = await fixture(html`<fund-table data-product="closed-end-funds"></fund-table>`);
    const ui = shadow(el);
    await waitUntil(() => el.shadowRoot!.querySelector('dialog[open]'), 'the popup opens', LOAD);
    assert.deepEqual((await failed).detail, { section: 'Listed Closed-End Funds', kind: 'http' });
    ui.getByRole('button', { name: 'Close' }).click();
    await waitUntil(() => !el.shadowRoot!.querySelector('dialog[open]'), 'the popup closes');
    assert.include(
      el.shadowRoot!.querySelector('.table-area')!.textContent,
      'Fund Performance information is unavailable at this time. Please try again later.',
    );
    await expectNoAxeViolations(el);
    setFault(null);
    ui.getByRole('button', { name: 'Retry' }).click();
    await loaded(el);
  });

  it('shows each fund with its expenses, premium/discount, price and NAV over market returns', async () => {
    const el = await fixture(html`<fund-table data-product="closed-end-funds"></fund-table>`);
    await loaded(el);
    const ui = shadow(el);
    assert.isAtLeast(bodyRows(el).length, 8);
    assert.ok(ui.getByText(/^All data as of \d\d\/\d\d\/\d{4} unless otherwise indicated\.$/));
    for (const name of [
      'Annual Expenses',
      'Premium/Discount',
      'Cumulative Total Returns (%)',
      'Average Annual Total Returns (%)',
    ]) {
      assert.ok(ui.getByRole('columnheader', { name: new RegExp(`^${name.replace(/[()%/]/g, '\\$&')}`) }), name);
    }
    assert.ok(ui.getByRole('columnheader', { name: /^Price as of \d\d\/\d\d\/\d{4}/ }));
    assert.ok(ui.getByRole('columnheader', { name: /^Since Incept\. \*/ }));
    // The header's mark is explained under the table.
    assert.ok(
      ui.getByText("* Since inception returns are average annual total returns from the fund's inception date."),
    );
    const names = rowNames(el);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const prices = columnTexts(el, 'nav');
    assert.ok(
      prices.every((text) => /^NAV \d+\.\d\dMKT \d+\.\d\d$/.test(text)),
      prices[0],
    );
    const oneYear = bodyRows(el)[0]!.querySelectorAll('.cm-col-navOneYear .stacked-line');
    assert.equal(oneYear.length, 2);
    assert.match(oneYear[0]!.textContent!, /^at NAV (-?\d+\.\d\d|-)$/);
    assert.match(oneYear[1]!.textContent!, /^, at market (-?\d+\.\d\d|-)$/);
    assert.match(
      bodyRows(el)[0]!.querySelector('th a')!.getAttribute('href')!,
      /^\/investment-products\/closed-end-funds\/[^/]+\/Class-None\/details\/\?cusip=\w+$/,
    );
    await expectNoAxeViolations(el);
  });

  it('sorts by a header from the keyboard and reloads on a new frequency', async () => {
    const el = await fixture(html`<fund-table data-product="closed-end-funds"></fund-table>`);
    await loaded(el);
    const ui = shadow(el);
    const sorted = oneEvent<CustomEvent>(el, 'fund-table-sort');
    ui.getByRole('button', { name: /^Premium\/Discount/ }).focus();
    await sendKeys({ press: 'Enter' });
    assert.deepEqual((await sorted).detail, { column: 'premiumByDiscount', direction: 'asc' });
    await waitUntil(
      () => ui.getByRole('columnheader', { name: /^Premium\/Discount/ }).getAttribute('aria-sort') === 'ascending',
      'the column sorts',
    );
    const figures = columnTexts(el, 'premiumByDiscount').map(Number);
    assert.deepEqual(
      figures,
      [...figures].sort((a, b) => a - b),
    );

    const frequency = ui.getByRole('combobox', { name: 'Performance' }) as HTMLSelectElement;
    frequency.value = 'Quarterly';
    frequency.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(
      () => ui.queryByText('All data as of 09/30/2026 unless otherwise indicated.'),
      'quarterly data',
      LOAD,
    );
    await loaded(el);
    await expectNoAxeViolations(el);
  });
});
