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
import {
  bodyRows,
  columnTexts,
  countOf,
  followDownload,
  LOAD,
  loaded,
  rowNames,
  setFault,
} from '../table/browser-test-page';
import '../element';

const sortedByName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));

describe('<fund-table data-product="variable-products">', () => {
  beforeEach(() => setFault(null));
  afterEach(() => setFault(null));

  // First in the file: the page's cache holds no answer yet, so the call reaches the failing backend.
  it('shows the "Error" popup and the failure text when the summary fails, and Retry loads the table', async () => {
    setFault('500@/pnp.svc/productSummary');
    const failed = oneEvent<CustomEvent>(document, 'fund-table-error');
    const el = await fixture(html`<fund-table data-product="variable-products"></fund-table>`);
    const ui = shadow(el);
    const dialog = await waitUntil(() => el.shadowRoot!.querySelector('dialog[open]'), 'the popup opens', LOAD);
    assert.deepEqual((await failed).detail, { section: 'Variable Products', kind: 'http' });
    assert.equal(dialog.querySelector('h2')!.textContent, 'Error');
    await expectNoAxeViolations(el);
    ui.getByRole('button', { name: 'Close' }).click();
    await waitUntil(() => !el.shadowRoot!.querySelector('dialog[open]'), 'the popup closes');
    // The table area repeats the popup's text, with Retry.
    assert.include(
      el.shadowRoot!.querySelector('.table-area')!.textContent,
      'Fund Performance information is unavailable at this time. Please try again later.',
    );
    // No count beside the failure: "Displaying 0" would say that nothing matched.
    assert.equal(el.shadowRoot!.querySelector('.count')!.textContent, '');
    setFault(null);
    ui.getByRole('button', { name: 'Retry' }).click();
    await loaded(el);
    assert.equal(countOf(el), bodyRows(el).length);
  });

  it('shows every product sorted by name with the as-of text, the column groups, class and waiver cells', async () => {
    const el = await fixture(html`<fund-table data-product="variable-products"></fund-table>`);
    await loaded(el);
    const ui = shadow(el);
    assert.equal(countOf(el), bodyRows(el).length);
    assert.isAbove(countOf(el), 40);
    assert.ok(ui.getByText(/^All data as of \d\d\/\d\d\/\d{4} unless otherwise indicated\.$/));
    assert.equal(ui.getByRole('columnheader', { name: /Fund Name/ }).getAttribute('aria-sort'), 'ascending');
    assert.deepEqual(rowNames(el), sortedByName(rowNames(el)));
    for (const group of ['Cumulative Total Returns (%)', 'Average Annual Total Returns (%)']) {
      assert.ok(ui.getByRole('columnheader', { name: group }));
    }
    assert.ok(ui.getByRole('columnheader', { name: /^Expense Ratio as of \d\d\/\d\d\/\d{4}$/ }));
    assert.ok(ui.getByRole('columnheader', { name: /Since Fund Incept\. \*/ }));
    assert.ok(
      ui.getByText("* Since inception returns are average annual total returns from the fund's inception date."),
    );
    const classes = new Set(columnTexts(el, 'classText'));
    assert.ok(classes.has('Shares') && classes.has('Class 1') && classes.has('Class 2'), [...classes].join());
    const waivers = columnTexts(el, 'expenseRatioWaiverDate');
    assert.ok(waivers.includes('-'), 'a product without a waiver shows "-"');
    assert.ok(
      waivers.some((w) => /^\d\d\/\d\d\/\d{4}$/.test(w)),
      'a waiver shows its date',
    );
    // The service's exports: a click is announced as fund-table-download and the browser follows the link.
    for (const format of ['csv', 'tsv'] as const) {
      const link = ui.getByRole<HTMLAnchorElement>('link', { name: `Download .${format.toUpperCase()}` });
      const path = `/cmg.svc/exportsummary?fundGroupName=VariableProducts&className=&fileType=${format}`;
      assert.equal(link.getAttribute('href'), path);
      const { details, cancelled } = followDownload(el, link);
      assert.deepEqual(details, [{ kind: 'summary', format, href: `${location.origin}${path}` }]);
      assert.isFalse(cancelled, 'the element lets the browser follow the link');
      assert.equal(link.getAttribute('href'), path);
    }
    assert.match(
      bodyRows(el)[0]!.querySelector('th a')!.getAttribute('href')!,
      /^\/investment-products\/variable-products\/[^/]+\/Class-[^/]*\/details\/\?cusip=\w+$/,
    );
    await expectNoAxeViolations(el);
  });

  it('searches by name, says when nothing matches, sorts a column and reloads on a new frequency', async () => {
    const el = await fixture(html`<fund-table data-product="variable-products"></fund-table>`);
    await loaded(el);
    const ui = shadow(el);
    const all = countOf(el);
    const search = ui.getByRole('textbox', { name: 'Search variable products' }) as HTMLInputElement;
    search.focus();
    await sendKeys({ type: 'BALANCED' });
    // The table follows the typed text a step behind (a deferred value): wait for the whole word.
    await waitUntil(
      () =>
        countOf(el) > 0 && countOf(el) < all && rowNames(el).every((name) => name.toLowerCase().includes('balanced')),
      'the search keeps the matching products',
      LOAD,
    );
    await sendKeys({ type: ' zzz' });
    await waitUntil(() => ui.queryByText('No matching funds found.'), 'the empty text shows', LOAD);
    assert.equal(countOf(el), 0);
    ui.getByRole('button', { name: 'Clear search' }).click();
    await waitUntil(() => countOf(el) === all, 'every product shows again', LOAD);

    const sorted = oneEvent<CustomEvent>(el, 'fund-table-sort');
    ui.getByRole('button', { name: /^1 Yr/ }).click();
    assert.deepEqual((await sorted).detail, { column: 'puvOneYear', direction: 'asc' });
    await waitUntil(
      () => ui.getByRole('columnheader', { name: /^1 Yr/ }).getAttribute('aria-sort') === 'ascending',
      'the 1 Yr column sorts',
    );
    const figures = columnTexts(el, 'puvOneYear').map((text) => (text === '-' ? 0 : Number(text)));
    assert.deepEqual(
      figures,
      [...figures].sort((a, b) => a - b),
    );

    const changed = oneEvent<CustomEvent>(el, 'fund-table-change');
    const frequency = ui.getByRole('combobox', { name: 'Performance' }) as HTMLSelectElement;
    frequency.value = 'Quarterly';
    frequency.dispatchEvent(new Event('change', { bubbles: true }));
    assert.deepEqual((await changed).detail, { setting: 'frequency', value: 'Quarterly' });
    await waitUntil(
      () => ui.queryByText('All data as of 09/30/2026 unless otherwise indicated.'),
      'quarterly data',
      LOAD,
    );
    await loaded(el);
    await expectNoAxeViolations(el);
  });
});
