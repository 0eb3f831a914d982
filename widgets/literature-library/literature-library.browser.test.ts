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
  nextFrame,
  oneEvent,
  sendKeys,
  expectNoAxeViolations,
  expectConsoleErrors,
} from '../../tests/browser/helpers';
import { clearRequestCache } from '../../runtime/http';
import { reloadCart } from '../../runtime/stores/cart';
import './element';
import '../cart-count/element';

const LOAD = 15_000;
const setFault = (value: string) => {
  document.cookie = value
    ? `cm-fault=${encodeURIComponent(value)}; path=/`
    : 'cm-fault=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
};
/** The visible rows of the element's table (hidden ones stay in the DOM). */
const visibleRows = (el: Element) =>
  [...(el.shadowRoot?.querySelectorAll<HTMLTableRowElement>('tbody tr.cm-row') ?? [])].filter((row) => !row.hidden);
const countText = (el: Element) => el.shadowRoot?.querySelector('[part="count"]')?.textContent ?? '';
/** The rows, once laid out (a row comes out of content-visibility's skip at the browser's next rendering update). */
async function loaded(el: Element) {
  await waitUntil(
    () =>
      /^Displaying \d+ of \d+ Documents$/.test(countText(el)) &&
      visibleRows(el).length > 0 &&
      // A big table adds its rows in chunks, busy until the last (runtime/ui/use-row-chunks.ts).
      !el.shadowRoot?.querySelector('table[aria-busy="true"]'),
    'rows',
    LOAD,
  );
  await nextFrame();
  await nextFrame();
}

describe('<literature-library> the library (products spec 2.15)', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadCart();
    history.replaceState(null, '', '/');
  });
  afterEach(() => setFault(''));

  it('opens on Mutual Funds in class Institutional with the chips, the count and the columns', async () => {
    const el = await fixture(html`<literature-library></literature-library>`);
    await loaded(el);
    const ui = shadow(el);
    assert.equal(ui.getByRole('tab', { selected: true }).textContent, 'Mutual Funds');
    assert.deepEqual(
      ui.getAllByRole('tab').map((tab) => tab.textContent),
      [
        'Mutual Funds',
        'Exchange Traded Funds (ETFs)',
        'Variable Products',
        'Listed Closed-End Funds',
        'Separately Managed Accounts',
        'Interval Funds',
      ],
    );
    assert.equal((ui.getByRole('combobox', { name: 'Class' }) as HTMLSelectElement).value, 'Institutional');
    const [, shown, total] = /^Displaying (\d+) of (\d+) Documents$/.exec(countText(el))!;
    assert.equal(shown, total);
    assert.isAbove(Number(total), 300);
    assert.equal(visibleRows(el).length, Number(total));
    const chips = ui.getAllByRole('button', { pressed: false }).map((chip) => chip.textContent);
    assert.includeMembers(chips, ['Fact Sheet', 'Prospectus', 'Summary Prospectus']);
    assert.notInclude(chips, 'Product Guide');
    assert.deepEqual(
      ui.getAllByRole('columnheader').map((header) => header.textContent),
      ['Fund Name', 'Class', 'Fund Type', 'Literature Type', 'Mail Order'],
    );
    // products spec 9 "Fund type labels": the fund group "Retail" reads "Mutual Fund".
    assert.equal(visibleRows(el)[0]?.querySelectorAll('td')[1]?.textContent, 'Mutual Fund');
    assert.equal(ui.getByRole('link', { name: 'View Cart' }).getAttribute('href'), '/resources/literature/cart-order');
  });

  it('searches, ticks a chip and clears all filters, saying "Displaying X of Y Documents"', async function () {
    // A hang guard, not a timing: axe walks the 767-document table, which takes WebKit long on a loaded machine.
    this.timeout(90_000);
    const el = await fixture(html`<literature-library></literature-library>`);
    await loaded(el);
    const ui = shadow(el);
    const total = /of (\d+)/.exec(countText(el))![1];
    const search = ui.getByRole('textbox', { name: 'Find Literature by Fund' }) as HTMLInputElement;
    search.focus();
    await sendKeys({ type: 'growth' });
    // The search is deferred (useDeferredValue): the table may show "g", then "gr", ... before "growth".
    const matchesGrowth = (row: HTMLTableRowElement) => /growth/i.test(row.querySelector('th')?.textContent ?? '');
    await waitUntil(
      () => {
        const rows = visibleRows(el);
        return rows.length > 0 && rows.length < Number(total) && rows.every(matchesGrowth);
      },
      'the search filters to "growth"',
      LOAD,
    );
    const filter = oneEvent<CustomEvent>(el, 'literature-library-filter');
    ui.getByRole('button', { name: 'Fact Sheet' }).click();
    const detail = (await filter).detail;
    assert.deepEqual(detail.documentTypes, ['Fact Sheet']);
    await waitUntil(() => countText(el) === `Displaying ${detail.shown} of ${total} Documents`, 'the count follows');
    assert.ok(visibleRows(el).every((row) => row.querySelectorAll('td')[2]?.textContent === 'Fact Sheet'));
    assert.equal(ui.getByRole('button', { name: 'Fact Sheet' }).getAttribute('aria-pressed'), 'true');
    // A second chip adds its documents (the chips combine as OR): both types show, and more rows than one did.
    const factSheets = Number(detail.shown);
    const both = oneEvent<CustomEvent>(el, 'literature-library-filter');
    ui.getByRole('button', { name: 'Prospectus' }).click();
    const bothDetail = (await both).detail;
    assert.deepEqual([...bothDetail.documentTypes].sort(), ['Fact Sheet', 'Prospectus']);
    await waitUntil(
      () => countText(el) === `Displaying ${bothDetail.shown} of ${total} Documents`,
      'the count follows',
    );
    const types = new Set(visibleRows(el).map((row) => row.querySelectorAll('td')[2]?.textContent));
    assert.deepEqual([...types].sort(), ['Fact Sheet', 'Prospectus']);
    assert.isAbove(Number(bothDetail.shown), factSheets);
    await expectNoAxeViolations(el);
    const clear = ui.getByRole('button', { name: 'Clear all filters' });
    clear.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => countText(el) === `Displaying ${total} of ${total} Documents`, 'every document again');
    assert.equal(search.value, '');
    assert.isNull(ui.queryByRole('button', { name: 'Clear all filters' }));
    // The button went from under the focus: the focus waits in the search box, where the visitor filters again.
    assert.equal(el.shadowRoot!.activeElement, search);
    assert.equal(document.activeElement, el);
  });

  it('sorts by Fund Name and by Literature Type, toggling the direction', async () => {
    const el = await fixture(html`<literature-library></literature-library>`);
    await loaded(el);
    const ui = shadow(el);
    const names = () => visibleRows(el).map((row) => row.querySelector('th')?.textContent ?? '');
    const first = names();
    assert.deepEqual(
      first,
      [...first].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    const sorted = oneEvent<CustomEvent>(el, 'literature-library-sort');
    ui.getByRole('button', { name: 'Fund Name' }).click();
    assert.deepEqual((await sorted).detail, { column: 'fundName', direction: 'desc' });
    await waitUntil(() => names()[0] === first[first.length - 1], 'descending');
    ui.getByRole('button', { name: 'Literature Type' }).click();
    await waitUntil(
      () => ui.getByRole('columnheader', { name: 'Literature Type' }).getAttribute('aria-sort') === 'ascending',
      'sorted by the document',
    );
    // products spec 2.15: by fileName, the text without the "Investment Insights - " prefix and the locked mark.
    const types = visibleRows(el).map((row) =>
      (row.querySelectorAll('td')[2]?.textContent ?? '').replace(/^Investment Insights - /, '').replace(/ Locked$/, ''),
    );
    assert.deepEqual(
      types,
      [...types].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
    );
  });

  it('ticking "Add to Cart" puts the document in the cart, reads "In Cart" and moves the header count', async () => {
    const counter = await fixture(html`<cart-count></cart-count>`);
    const el = await fixture(html`<literature-library></literature-library>`);
    await loaded(el);
    const count = () => counter.shadowRoot?.querySelector('[part="count"]')?.textContent;
    assert.equal(count(), '0');
    const box = shadow(el).getAllByRole('checkbox', { name: /^Add to Cart: / })[0] as HTMLInputElement;
    const name = box.getAttribute('aria-label')!.replace(/^Add to Cart: /, '');
    const added = oneEvent<CustomEvent>(el, 'literature-library-cart');
    box.click();
    const detail = (await added).detail;
    assert.equal(detail.action, 'add');
    assert.equal(detail.count, 1);
    await waitUntil(() => count() === '1', 'the header count follows');
    assert.ok(
      shadow(el)
        .getByRole('checkbox', { name: `In Cart: ${name}` })
        .matches(':checked'),
    );
    const stored = JSON.parse(localStorage.getItem('fundLiteratureOrderCart') ?? '[]');
    assert.equal(stored.length, 1);
    assert.equal(stored[0].cartId, detail.cartId);
    assert.equal(stored[0].quantity, 1);
    shadow(el)
      .getByRole('checkbox', { name: `In Cart: ${name}` })
      .click();
    await waitUntil(() => count() === '0', 'unticking removes it');
    assert.deepEqual(JSON.parse(localStorage.getItem('fundLiteratureOrderCart') ?? 'null'), []);
  });

  it('marks secure documents as locked and sends a visitor who is not signed in to the login page', async () => {
    const el = await fixture(html`<literature-library></literature-library>`);
    await loaded(el);
    const locked = shadow(el).getAllByRole('link', { name: /Locked$/ })[0]!;
    const target = new URL(locked.getAttribute('href')!, location.href);
    assert.equal(target.pathname, '/login');
    // A document opens in a new window: the login brings the visitor back here, and the document opens then.
    assert.equal(target.searchParams.get('redirect'), location.href);
    locked.addEventListener('click', (event) => event.preventDefault(), { once: true });
    locked.click();
    assert.include(sessionStorage.getItem('DOCUMENT_TO_OPEN') ?? '', '/secure/');
    sessionStorage.removeItem('DOCUMENT_TO_OPEN');
  });

  it('selects tabs by the hash, by click, Enter, Space and the arrow keys, and shows the SMA accordion content as rows', async () => {
    history.replaceState(null, '', '/#variable-products');
    const el = await fixture(html`<literature-library></literature-library>`);
    await loaded(el);
    const ui = shadow(el);
    assert.equal(ui.getByRole('tab', { selected: true }).textContent, 'Variable Products');
    assert.equal((ui.getByRole('combobox', { name: 'Class' }) as HTMLSelectElement).value, '1');
    const tabEvent = oneEvent<CustomEvent>(el, 'literature-library-tab');
    ui.getByRole('tab', { name: 'Separately Managed Accounts' }).click();
    assert.deepEqual((await tabEvent).detail, {
      tab: 'sma-completion-portfolios',
      hash: '#sma-completion-portfolios',
    });
    assert.equal(location.hash, '#sma-completion-portfolios');
    await waitUntil(() => visibleRows(el)[0]?.querySelectorAll('td')[1]?.textContent === 'Managed Accounts', 'SMA');
    assert.isNull(ui.queryByRole('combobox', { name: 'Class' }));
    assert.ok(ui.getByRole('button', { name: 'Shareholder Reports' }));
    // An annual report is shown as one of the "Shareholder Reports", with its own name.
    assert.ok(
      visibleRows(el).some(
        (row) => row.querySelectorAll('td')[2]?.textContent === 'Shareholder Reports - 2026 Annual Report',
      ),
    );
    await expectNoAxeViolations(el);
    // Enter or Space on a tab selects it and sets the hash; the arrow keys move and select.
    ui.getByRole('tab', { name: 'Interval Funds' }).focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => location.hash === '#interval-funds', 'Enter selects the tab');
    ui.getByRole('tab', { name: 'Listed Closed-End Funds' }).focus();
    await sendKeys({ press: 'Space' });
    await waitUntil(() => location.hash === '#closed-end-funds', 'Space selects the tab');
    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => ui.getByRole('tab', { selected: true }).textContent === 'Variable Products', 'arrow key');
    history.pushState(null, '', '#exchange-traded-funds');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await waitUntil(
      () => ui.getByRole('tab', { selected: true }).textContent === 'Exchange Traded Funds (ETFs)',
      'Back',
    );
    await waitUntil(() => /^[A-Z]{3,5} - /.test(visibleRows(el)[0]?.querySelector('th')?.textContent ?? ''), 'ETF');
  });

  it('a failed content call shows the empty text with Retry, and Retry loads the documents', async () => {
    clearRequestCache();
    setFault('500@/site/resourceapi');
    // products spec 7: the failed lookups are logged ("ERROR RETRIEVING DATA {error} {url}").
    const errors = expectConsoleErrors(/^ERROR RETRIEVING DATA 500 /);
    const el = await fixture(html`<literature-library></literature-library>`);
    const alert = await waitUntil(() => shadow(el).queryByRole('alert'), 'the failure shows', LOAD);
    assert.equal(
      alert.querySelector('p')?.textContent,
      'No matching results found. Not finding what you are looking for? Try another Fund Type or Literature Type.',
    );
    assert.ok(errors.messages.some((message) => message.startsWith('ERROR RETRIEVING DATA 500')));
    await expectNoAxeViolations(el);
    setFault('');
    shadow(el).getByRole('button', { name: 'Retry' }).click();
    await loaded(el);
  });

  it('a bad data-view is reported and the library is shown', async () => {
    expectConsoleErrors(
      '<literature-library>: data-view="brochures" is not allowed; expected one of "library", "forms-and-applications"',
    );
    const el = await fixture(html`<literature-library data-view="brochures"></literature-library>`);
    await loaded(el);
    assert.equal(shadow(el).getByRole('tab', { selected: true }).textContent, 'Mutual Funds');
  });
});

describe('<literature-library> unsafe values', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadCart();
    history.replaceState(null, '', '/');
  });

  it('shows names as written (markup dropped, never run) and turns javascript: links into about:blank', async () => {
    const el = await fixture(html`<literature-library data-brand-code="unsafe"></literature-library>`);
    await loaded(el);
    const root = el.shadowRoot!;
    assert.isNull(root.querySelector('tbody script, tbody img, tbody b, tbody svg:not([aria-hidden])'));
    const name = visibleRows(el)[0]!.querySelector('th')!.textContent;
    assert.equal(name, 'Calder Income Fund');
    const factSheet = shadow(el).getByRole('link', { name: 'Fact Sheet' });
    assert.equal(factSheet.getAttribute('href'), 'about:blank');
    assert.ok(shadow(el).getByRole('link', { name: '=HYPERLINK("https://evil.example/","Prospectus")' }));
  });
});
