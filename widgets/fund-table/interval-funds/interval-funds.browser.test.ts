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
import { bodyRows, countOf, followDownload, LOAD, loaded, rowNames, setFault } from '../table/browser-test-page';
import '../element';

const startUrl = `${location.pathname}${location.search}`;
/** The page's address as a visitor arrives, before the element is written. */
const arriveAt = (hash: string) => history.replaceState(null, '', `${location.pathname}${hash}`);

describe('<fund-table data-product="interval-funds">', () => {
  beforeEach(() => {
    setFault(null);
    arriveAt('');
  });
  afterEach(() => {
    setFault(null);
    history.replaceState(null, '', startUrl);
  });

  // First in the file: the page's cache holds no answer yet, so the call reaches the failing backend.
  it('shows the "Error" popup and the Interval Fund section text when the summary fails; Retry loads it', async () => {
    setFault('500@/pnp.svc/productSummary');
    const failed = oneEvent<CustomEvent>(document, 'fund-table-error');
    const el = await fixture(html`<fund-table data-product="interval-funds"></fund-table>`);
    const ui = shadow(el);
    await waitUntil(() => el.shadowRoot!.querySelector('dialog[open]'), 'the popup opens', LOAD);
    assert.deepEqual((await failed).detail, { section: 'Interval Fund', kind: 'http' });
    ui.getByRole('button', { name: 'Close' }).click();
    await waitUntil(() => !el.shadowRoot!.querySelector('dialog[open]'), 'the popup closes');
    assert.ok(
      ui.getByText(
        'Interval Fund information is currently unavailable due to a technical issue. Please try again later.',
      ),
    );
    await expectNoAxeViolations(el);
    setFault(null);
    ui.getByRole('button', { name: 'Retry' }).click();
    await loaded(el);
  });

  it('opens on performance at NAV, sorted by fund name, every class of each fund linked with its class', async () => {
    const el = await fixture(html`<fund-table data-product="interval-funds"></fund-table>`);
    await loaded(el);
    const ui = shadow(el);
    assert.equal(ui.getByRole('tab', { name: 'Performance' }).getAttribute('aria-selected'), 'true');
    assert.equal((ui.getByRole('combobox', { name: 'Performance' }) as HTMLSelectElement).value, 'nav');
    assert.equal(ui.queryByRole('combobox', { name: 'Class' }), null);
    assert.equal(ui.queryByRole('searchbox'), null);
    assert.equal(ui.queryByRole('button', { name: /^Filters/ }), null);
    assert.equal(countOf(el), bodyRows(el).length);
    assert.ok(ui.getByRole('columnheader', { name: /Average Annual Total Returns \(%\) at NAV as of/ }));
    assert.equal(ui.getByRole('columnheader', { name: /Fund Name/ }).getAttribute('aria-sort'), 'ascending');
    const names = rowNames(el);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const classes = bodyRows(el).map((row) => row.querySelector('.fund-class')?.textContent);
    assert.includeMembers(classes, ['Class A', 'Class C', 'Class Institutional']);
    const institutional = bodyRows(el).find(
      (row) => row.querySelector('.fund-class')?.textContent === 'Class Institutional',
    )!;
    assert.match(
      institutional.querySelector('th a')!.getAttribute('href')!,
      /^\/investment-products\/interval-funds\/[^/]+\/Class-Institutional\/details\/\?cusip=\w+$/,
    );
    await expectNoAxeViolations(el);
  });

  it('follows the hash to capital gains: 5-decimal amounts, the interval files and the Institutional / A links', async () => {
    arriveAt('#capital-gains');
    const el = await fixture(html`<fund-table data-product="interval-funds"></fund-table>`);
    const ui = shadow(el);
    await waitUntil(
      () => ui.queryByRole('link', { name: 'Download Capital Gains Distributions (csv)' }),
      'the view loads',
      LOAD,
    );
    assert.equal(ui.getByRole('tab', { name: 'Capital Gains' }).getAttribute('aria-selected'), 'true');
    // The service's interval files: a click is announced as fund-table-download and the browser follows the link.
    const files = [
      ['Download Capital Gains Distributions (csv)', 'distributions', 'intervalProductSummary'],
      ['Download Capital Gains Estimates (csv)', 'estimates', 'intervalEstimates'],
    ] as const;
    for (const [name, kind, dataType] of files) {
      const link = ui.getByRole<HTMLAnchorElement>('link', { name });
      const path = `/cmg.svc/exportCapGains?dataType=${dataType}&period=&cusip=`;
      assert.equal(link.getAttribute('href'), path);
      const { details, cancelled } = followDownload(el, link);
      assert.deepEqual(details, [{ kind, format: 'csv', href: `${location.origin}${path}` }]);
      assert.isFalse(cancelled, 'the element lets the browser follow the link');
    }
    const amounts = [...el.shadowRoot!.querySelectorAll('.capital-gains-section tbody .cm-col-shortTermCapGain')]
      .map((cell) => cell.textContent!.trim())
      .filter((text) => text !== '-');
    assert.isNotEmpty(amounts);
    for (const amount of amounts) assert.match(amount, /^-?\d+\.\d{5}( \u2212 -?\d+\.\d{5})?$/);
    const percentages = [...el.shadowRoot!.querySelectorAll('.capital-gains-section tbody .cm-col-totalCapGainPct')]
      .map((cell) => cell.textContent!.trim())
      .filter((text) => text !== '-');
    for (const percentage of percentages) assert.match(percentage, /^-?\d+\.\d{2}( \u2212 -?\d+\.\d{2})?$/);
    for (const row of el.shadowRoot!.querySelectorAll('.capital-gains-section tbody tr.cm-row')) {
      const className = row.querySelector('.cm-col-className')!.textContent!.trim();
      const href = row.querySelector('th a')!.getAttribute('href')!;
      assert.include(href, className === 'Institutional' ? '/Class-Institutional/details/' : '/Class-A/details/');
    }
    await expectNoAxeViolations(el);
  });

  it('moves between views with the arrow keys and sets the hash', async () => {
    const el = await fixture(html`<fund-table data-product="interval-funds"></fund-table>`);
    await loaded(el);
    const ui = shadow(el);
    const chosen = oneEvent<CustomEvent>(el, 'fund-table-tab');
    ui.getByRole('tab', { name: 'Performance' }).focus();
    await sendKeys({ press: 'ArrowRight' });
    await sendKeys({ press: 'Enter' });
    assert.deepEqual((await chosen).detail, { tab: 'prices-yields', hash: 'prices-yields' });
    await waitUntil(() => location.hash === '#prices-yields', 'the hash follows');
    await waitUntil(() => ui.queryByRole('columnheader', { name: /^NAV \$/ }), 'the prices view loads', LOAD);
    await loaded(el);
  });
});
