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
  assertFocused,
  expectNoAxeViolations,
  setFault,
  arriveAt,
} from '../../../tests/browser/helpers';
import { bodyRows, countOf, LOAD, loaded, rowNames } from '../table/browser-test-page';
import '../element';

const BRAND = 'Meridian Scholar 529';
const startUrl = `${location.pathname}${location.search}`;

const selectedTab = (el: Element) =>
  shadow(el)
    .getAllByRole('tab')
    .find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;

describe('<fund-table data-product="529-plan">', () => {
  beforeEach(() => {
    setFault(null);
    arriveAt('');
  });
  afterEach(() => {
    setFault(null);
    history.replaceState(null, '', startUrl);
  });

  it('shows the "Error" popup and the 529 Plan section text when the call fails, and Retry loads it', async () => {
    // Class E: no other test asks for it, so the page's cache of answers holds none.
    arriveAt('?class=E', '#target-allocation-single-fund-portfolios');
    setFault('500@/pnp.svc/productSummary');
    const failed = oneEvent<CustomEvent>(document, 'fund-table-error');
    const el = await fixture(html`<fund-table data-product="529-plan"></fund-table>`);
    const ui = shadow(el);
    const dialog = await waitUntil(() => el.shadowRoot!.querySelector('dialog[open]'), 'the popup opens', LOAD);
    assert.deepEqual((await failed).detail, { section: '529 Plan', kind: 'http' });
    assert.equal(
      dialog.querySelector('p')!.textContent,
      'Fund Performance information is unavailable at this time. Please try again later.',
    );
    ui.getByRole('button', { name: 'Close' }).click();
    await waitUntil(() => !el.shadowRoot!.querySelector('dialog[open]'), 'the popup closes');
    assert.ok(
      ui.getByText('529 Plan information is currently unavailable due to a technical issue. Please try again later.'),
    );
    await expectNoAxeViolations(el);
    setFault(null);
    ui.getByRole('button', { name: 'Retry' }).click();
    await loaded(el);
    assert.match(bodyRows(el)[0]!.querySelector('a')!.getAttribute('href')!, /\/Class-E\/details\/\?cusip=/);
  });

  it("opens on the target tab: class A, the plan's own brand left out, search and count", async () => {
    const el = await fixture(
      html`<fund-table
        data-product="529-plan"
        data-plan529-brand=${BRAND}
        data-container="plan529-advisor"
      ></fund-table>`,
    );
    await loaded(el);
    const ui = shadow(el);
    assert.equal(selectedTab(el), 'Target Allocation & Single Fund Portfolios');
    assert.equal((ui.getByRole('combobox', { name: 'Class' }) as HTMLSelectElement).value, 'A');
    assert.equal((ui.getByRole('combobox', { name: 'Performance' }) as HTMLSelectElement).value, 'puv');
    assert.equal(countOf(el), 19);
    assert.ok(rowNames(el).every((name) => !name.includes(BRAND)));
    assert.deepEqual(
      rowNames(el),
      [...rowNames(el)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    assert.match(
      bodyRows(el)[0]!.querySelector('a')!.getAttribute('href')!,
      /^\/investment-products\/529-plan\/Calder-Meridian-[\w-]+\/Class-A\/details\/\?cusip=\w+$/,
    );
    assert.ok(ui.getByRole('columnheader', { name: /^PUV \$ as of \d\d\/\d\d\/\d{4}$/ }));
    assert.ok(ui.getByRole('columnheader', { name: /^Average Annual Total Returns \(%\) as of \d\d\/\d\d\/\d{4}$/ }));
    assert.ok(ui.getByRole('columnheader', { name: /^Expense Ratio as of \d\d\/\d\d\/\d{4}$/ }));
    await expectNoAxeViolations(el);

    ui.getByRole('textbox', { name: 'Search 529 plan' }).focus();
    await sendKeys({ type: 'BOND' });
    await waitUntil(() => countOf(el) === 2, 'the two bond portfolios');
    assert.ok(rowNames(el).every((name) => name.includes('Bond')));
    await sendKeys({ type: 'zz' });
    await waitUntil(() => ui.queryByText('No funds found with the selected filters.'), 'the empty text shows');
    assert.equal(countOf(el), 0);
  });

  it('shows the age-based tracks of the hash in Aggressive, Moderate, Conservative order, each by age', async () => {
    arriveAt('', '#age-based-portfolios');
    const el = await fixture(html`<fund-table data-product="529-plan" data-plan529-brand=${BRAND}></fund-table>`);
    await loaded(el);
    const ui = shadow(el);
    assert.equal(selectedTab(el), 'Age-Based Portfolios');
    assert.equal(ui.queryByRole('textbox', { name: 'Search 529 plan' }), null);
    assert.equal(el.shadowRoot!.querySelector('.count'), null);
    const groups = [...el.shadowRoot!.querySelectorAll('tbody.cm-group')];
    assert.deepEqual(
      groups.map((g) => g.querySelector('.cm-group-toggle')!.textContent!.replace(/^[+-]/, '')),
      ['Aggressive Track', 'Moderate Track', 'Conservative Track'],
    );
    const ages = [...groups[0]!.querySelectorAll('tr.cm-row th a')].map((a) => a.textContent);
    assert.deepEqual(ages, [
      'Ages 0-5',
      'Ages 6-8',
      'Ages 9-10',
      'Ages 11-12',
      'Ages 13-14',
      'Ages 15-16',
      'Ages 17-18',
      'Ages 19+',
    ]);
    await expectNoAxeViolations(el);

    // Tracks collapse independently.
    const moderate = ui.getByRole('button', { name: /Moderate Track/ });
    moderate.click();
    await waitUntil(() => moderate.getAttribute('aria-expanded') === 'false', 'the track collapses');
    assert.ok([...groups[1]!.querySelectorAll<HTMLTableRowElement>('tr.cm-row')].every((row) => row.hidden));
    assert.ok([...groups[0]!.querySelectorAll<HTMLTableRowElement>('tr.cm-row')].every((row) => !row.hidden));
    assert.equal(ui.getByRole('button', { name: /Aggressive Track/ }).getAttribute('aria-expanded'), 'true');
  });

  it('opens on the tab the 529.plan bundle gives the container when the hash names none', async () => {
    arriveAt('', '#performanceDisclosure');
    const el = await fixture(
      html`<fund-table
        data-product="529-plan"
        data-plan529-brand=${BRAND}
        data-container="plan529-investor"
      ></fund-table>`,
    );
    await loaded(el);
    assert.equal(selectedTab(el), 'Age-Based Portfolios');
  });

  it('preselects ?class=, switches PUV / POP and frequency, and moves between tabs by keyboard', async () => {
    arriveAt('?class=c');
    const el = await fixture(
      html`<fund-table
        data-product="529-plan"
        data-plan529-brand=${BRAND}
        data-container="plan529-advisor"
      ></fund-table>`,
    );
    await loaded(el);
    const ui = shadow(el);
    const classSelect = ui.getByRole('combobox', { name: 'Class' }) as HTMLSelectElement;
    assert.equal(classSelect.value, 'C');
    assert.match(bodyRows(el)[0]!.querySelector('a')!.getAttribute('href')!, /\/Class-C\/details\//);
    const oneYear = () => bodyRows(el)[0]!.querySelector('.cm-col-oneYear')!.textContent;
    const puv = oneYear();

    const basis = ui.getByRole('combobox', { name: 'Performance' }) as HTMLSelectElement;
    const changed = oneEvent<CustomEvent>(el, 'fund-table-change');
    basis.value = 'pop';
    basis.dispatchEvent(new Event('change', { bubbles: true }));
    assert.deepEqual((await changed).detail, { setting: 'basis', value: 'pop' });
    // Class C's POP takes off the 1 % contingent charge in the first year.
    await waitUntil(() => oneYear() !== puv, 'the POP figures show');

    const frequency = ui.getByRole('combobox', { name: 'Frequency' }) as HTMLSelectElement;
    const reloaded = oneEvent<CustomEvent>(el, 'fund-table-change');
    frequency.value = 'Quarterly';
    frequency.dispatchEvent(new Event('change', { bubbles: true }));
    assert.deepEqual((await reloaded).detail, { setting: 'frequency', value: 'Quarterly' });
    await loaded(el);

    // A new column starts ascending (products spec 4, the 529 tables).
    ui.getByRole('button', { name: '1 Yr' }).click();
    await waitUntil(
      () => ui.getByRole('columnheader', { name: '1 Yr' }).getAttribute('aria-sort') === 'ascending',
      'the 1 Yr column sorts',
    );

    const tab = ui.getByRole('tab', { name: 'Target Allocation & Single Fund Portfolios' });
    tab.focus();
    const switched = oneEvent<CustomEvent>(el, 'fund-table-tab');
    await sendKeys({ press: 'ArrowRight' });
    assert.deepEqual((await switched).detail, { tab: 'age-based-portfolios', hash: 'age-based-portfolios' });
    assert.equal(location.hash, '#age-based-portfolios');
    assertFocused(ui.getByRole('tab', { name: 'Age-Based Portfolios' }), 'the focus follows the tab');
    await waitUntil(() => el.shadowRoot!.querySelectorAll('tbody.cm-group').length === 3, 'the tracks show', LOAD);
    assert.equal(classSelect.value, 'C');
    // The age-based tab sorts by age group, whatever the other tab was sorted by.
    assert.equal(ui.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort'), 'ascending');
    assert.equal(ui.getByRole('columnheader', { name: '1 Yr' }).getAttribute('aria-sort'), null);
  });
});
