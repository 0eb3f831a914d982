// A keyboard or screen-reader visitor keeps their place: an action that removes, hides or disables the control
// with the focus moves the focus to the nearest sensible place, never to the page's body; and the way past a table
// leads on to the first control after it.
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
  sendKeys,
  assertFocused,
  deepActiveElement,
  expectNoAxeViolations,
  setFault,
  arriveAt,
} from '../../tests/browser/helpers';
import { bodyRows, countOf, LOAD, loaded } from './table/browser-test-page';
import './element';

const startUrl = `${location.pathname}${location.search}`;

/** The focus is somewhere in the element or on the page's controls: never on the page's body, nor on nothing. */
function assertFocusKept(what: string) {
  const active = deepActiveElement();
  assert.ok(active && active !== document.body, `${what}: the focus fell to the page's body`);
}

/** The element's own focused element, looking into its shadow root. */
const focusedIn = (el: Element) => el.shadowRoot!.activeElement;

/** Presses a key on a control of the element, as a keyboard visitor does. */
async function press(control: Element, key: string) {
  (control as HTMLElement).focus();
  assertFocused(control, `before ${key}`);
  await sendKeys({ press: key });
}

describe('<fund-table>: the focus is never lost', () => {
  beforeEach(() => {
    setFault(null);
    arriveAt('');
  });
  afterEach(() => {
    setFault(null);
    history.replaceState(null, '', startUrl);
  });

  describe('"Skip to the end of the table"', () => {
    it('leads to the end of the Find a Product table, and the next Tab to the first control after it', async function () {
      // A hang guard, not a timing: the first Find a Product of the file loads and draws 1,200 rows, which took more
      // than 30 s beside the two other engines on two cores.
      this.timeout(150_000);
      const el = await fixture(
        html`<div>
          <fund-table data-product="find-a-product"></fund-table>
          <button type="button">After the table</button>
        </div>`,
      );
      const table = el.querySelector('fund-table')!;
      // The first test of the file also waits for the element's first transforms (a guard, not a timing).
      await waitUntil(() => countOf(table) > 1000, 'every product loads', 3 * LOAD);
      // The skip, the next Tab and Shift+Tab back to a fund link hold whether or not the last chunks of rows are
      // drawn yet (runtime/ui/use-row-chunks.ts); the test does not wait for them.
      await waitUntil(() => bodyRows(table).length > 0, 'the first rows');
      const ui = shadow(table);
      await press(ui.getByRole('link', { name: 'Skip to the end of the table' }), 'Enter');
      await waitUntil(() => focusedIn(table)?.matches('.cm-table-end'), 'the end of the table has the focus');
      await sendKeys({ press: 'Tab' });
      assertFocused(el.querySelector('button'), 'the next Tab after the skip');
      // The end of the table is no stop of its own: Shift+Tab goes back to the last fund link.
      await sendKeys({ press: 'Shift+Tab' });
      await waitUntil(() => focusedIn(table)?.matches('a.fund-link'), 'Shift+Tab reaches the last link of the table');
    });

    it("leads past the landing's table: the next Tab is not the disclaimer's link before the tabs", async () => {
      const el = await fixture(
        html`<div>
          <fund-table data-product="mutual-funds">
            <p slot="disclaimer">
              Past performance. <a href="#performanceDisclosure">Read the performance disclosure</a>.
            </p>
          </fund-table>
          <button type="button">After the table</button>
        </div>`,
      );
      const table = el.querySelector('fund-table')!;
      await loaded(table);
      await press(shadow(table).getByRole('link', { name: 'Skip to the end of the table' }), 'Enter');
      await waitUntil(() => focusedIn(table)?.matches('.cm-table-end'), 'the end of the table has the focus');
      await sendKeys({ press: 'Tab' });
      assertFocused(el.querySelector('button'), 'the next Tab after the skip');
    });
  });

  describe('the mutual funds landing', () => {
    it('closing the popup of a failure at load puts the focus on Retry; Retry keeps it while the rows come', async () => {
      // Class A: asked for nowhere else in this file, so the page's cache of answers holds none.
      arriveAt('?class=A');
      setFault('500@/pnp.svc/productSummary');
      const el = await fixture(html`<fund-table data-product="mutual-funds"></fund-table>`);
      const ui = shadow(el);
      await waitUntil(() => el.shadowRoot!.querySelector('dialog[open]'), 'the popup opens', LOAD);
      await waitUntil(() => focusedIn(el)?.textContent === 'Close', 'the popup has the focus');
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !el.shadowRoot!.querySelector('dialog'), 'the popup closes and goes');
      assertFocusKept('the popup closed');
      const retry = ui.getByRole('button', { name: 'Retry' });
      assertFocused(retry, 'after the popup');
      await expectNoAxeViolations(el);
      setFault(null);
      await sendKeys({ press: 'Enter' });
      await loaded(el);
      assertFocusKept('Retry replaced the failure with the rows');
      assert.ok(focusedIn(el)?.matches('.table-area'), 'the focus is where the rows are');
      await expectNoAxeViolations(el);
    });

    it('keeps the focus through the filters: a tick, View Results, Clear Filters, Escape', async () => {
      const el = await fixture(html`<fund-table data-product="mutual-funds"></fund-table>`);
      await loaded(el);
      const ui = shadow(el);
      const all = countOf(el);
      const toggle = ui.getByRole('button', { name: 'Filters' });
      await press(toggle, 'Enter');
      await waitUntil(() => toggle.getAttribute('aria-expanded') === 'true', 'the panel opens');
      await press(ui.getByRole('checkbox', { name: 'Money Market' }), 'Space');
      await waitUntil(() => countOf(el) > 0 && countOf(el) < all, 'the filter applies', LOAD);
      assertFocusKept('a tick');
      await press(ui.getByRole('button', { name: 'View Results' }), 'Enter');
      await waitUntil(() => toggle.getAttribute('aria-expanded') === 'false', 'View Results closes the panel');
      assertFocused(toggle, 'View Results closed the panel');
      await press(toggle, 'Enter');
      await press(ui.getByRole('button', { name: 'Clear Filters' }), 'Enter');
      await waitUntil(() => countOf(el) === all, 'Clear Filters shows every fund', LOAD);
      assertFocusKept('Clear Filters');
      await press(ui.getByRole('checkbox', { name: 'Money Market' }), 'Escape');
      await waitUntil(() => toggle.getAttribute('aria-expanded') === 'false', 'Escape closes the panel');
      assertFocused(toggle, 'Escape closed the panel');
    });

    it('keeps the focus on a tab switched by the arrows, and on the tab when the address switches the table', async () => {
      const el = await fixture(html`<fund-table data-product="mutual-funds"></fund-table>`);
      await loaded(el);
      const ui = shadow(el);
      await press(ui.getByRole('tab', { name: 'Performance' }), 'ArrowRight');
      await waitUntil(() => ui.queryByRole('columnheader', { name: /NAV \$/ }), 'the prices show', LOAD);
      assertFocused(ui.getByRole('tab', { name: 'Prices & Yields' }), 'the arrow chose Prices & Yields');
      await press(ui.getByRole('tab', { name: 'Prices & Yields' }), 'ArrowLeft');
      await waitUntil(() => ui.queryByRole('button', { name: '1 Yr' }), 'the performance shows again', LOAD);
      // A sort button of the performance table has the focus when Back (here: the address) chooses another tab,
      // whose table has no such button.
      const oneYear = ui.getByRole('button', { name: '1 Yr' });
      await press(oneYear, 'Enter');
      await waitUntil(() => ui.getByRole('columnheader', { name: /1 Yr/ }).getAttribute('aria-sort'), 'it sorts');
      assertFocused(oneYear, 'the sort');
      location.hash = '#starling-ratings';
      await waitUntil(() => ui.queryByRole('columnheader', { name: /Overall/ }), 'the ratings show', LOAD);
      await waitUntil(() => !oneYear.isConnected, 'the sort button is gone');
      assertFocusKept('the address switched the table');
      assertFocused(ui.getByRole('tab', { name: 'Starling Ratings' }), 'the tab of the table shown');
    });

    it('keeps the focus on a category group toggle (+/-) and on the grouping switch', async () => {
      const el = await fixture(html`<fund-table data-product="mutual-funds"></fund-table>`);
      await loaded(el);
      const ui = shadow(el);
      ui.getByRole('tab', { name: 'Starling Ratings' }).click();
      const grouping = await waitUntil(
        () => ui.queryByRole('checkbox', { name: 'Group by Starling Category' }),
        'the ratings show',
        LOAD,
      );
      await press(grouping, 'Space');
      const group = await waitUntil(
        () => ui.queryAllByRole('button', { name: /^\+?-?Starling Category: / })[0],
        'the groups show',
        LOAD,
      );
      assertFocused(grouping, 'the grouping switch');
      const expanded = group.getAttribute('aria-expanded');
      await press(group, 'Enter');
      await waitUntil(() => group.getAttribute('aria-expanded') !== expanded, 'the group toggles');
      assertFocused(group, 'the group toggle');
      await press(group, 'Enter');
      await waitUntil(() => group.getAttribute('aria-expanded') === expanded, 'the group toggles back');
      assertFocused(group, 'the group toggle, again');
      await expectNoAxeViolations(el);
    });

    it('keeps the focus on the Class select while a class that waits on the network replaces the table', async () => {
      const el = await fixture(html`<fund-table data-product="mutual-funds"></fund-table>`);
      await loaded(el);
      const ui = shadow(el);
      const select = ui.getByRole('combobox', { name: 'Class' }) as HTMLSelectElement;
      select.focus();
      setFault('slow@/pnp.svc/productSummary');
      select.value = 'Advisor';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      await waitUntil(() => bodyRows(el).length === 0, 'the spinner replaces the rows', LOAD);
      assertFocused(select, 'while the class loads');
      await waitUntil(() => bodyRows(el)[0]?.querySelector('a[href*="/Class-Advisor/"]'), 'class Advisor shows', LOAD);
      assertFocused(select, 'once the class is drawn');
    });
  });

  describe('the ETF landing', () => {
    it('keeps the focus on a management style group toggle (+/-)', async () => {
      const el = await fixture(html`<fund-table data-product="exchange-traded-funds"></fund-table>`);
      await loaded(el);
      const ui = shadow(el);
      const active = ui.getAllByRole('button', { name: /Active$/ })[0]!;
      await press(active, 'Enter');
      await waitUntil(() => active.getAttribute('aria-expanded') === 'false', 'the group folds');
      assertFocused(active, 'the folded group');
      await press(active, 'Enter');
      await waitUntil(() => active.getAttribute('aria-expanded') === 'true', 'the group opens');
      assertFocused(active, 'the opened group');
    });
  });

  describe('Rated Funds', () => {
    it('keeps the focus when Clear Filters empties the table and View Results closes the panel', async () => {
      const el = await fixture(html`<fund-table data-product="rated-funds"></fund-table>`);
      await loaded(el);
      const ui = shadow(el);
      const toggle = ui.getByRole('button', { name: 'Filters (1 applied)' });
      await press(toggle, 'Enter');
      await press(ui.getByRole('button', { name: 'Clear Filters' }), 'Enter');
      await waitUntil(() => ui.queryByText('No matching funds found.'), 'the rows go');
      assertFocusKept('Clear Filters emptied the table');
      await press(ui.getByRole('checkbox', { name: 'ETF' }), 'Space');
      await waitUntil(() => countOf(el) > 0, 'the ETF rows load', LOAD);
      assertFocusKept('a tick loaded a class');
      await press(ui.getByRole('button', { name: 'View Results' }), 'Enter');
      await waitUntil(() => !ui.queryByRole('button', { name: 'View Results' }), 'the panel closes');
      assertFocused(ui.getByRole('button', { name: 'Filters (1 applied)' }), 'View Results closed the panel');
    });
  });

  describe('Find a Product', () => {
    it('keeps the focus when Clear Filters shows every product again and View Results closes the panel', async () => {
      arriveAt('?productType=Retail&class=a');
      const el = await fixture(html`<fund-table data-product="find-a-product"></fund-table>`);
      await waitUntil(() => countOf(el) > 0, 'the products load', LOAD);
      const ui = shadow(el);
      const toggle = ui.getByRole('button', { name: 'Filters (2 applied)' });
      await press(toggle, 'Enter');
      await press(ui.getByRole('checkbox', { name: 'Mutual Fund' }), 'Space');
      await waitUntil(() => ui.queryByRole('button', { name: 'Filters' }), 'unticking the type clears the class');
      assertFocusKept('a product type unticked');
      await press(ui.getByRole('checkbox', { name: 'Money Market' }), 'Space');
      await press(ui.getByRole('button', { name: 'Clear Filters' }), 'Enter');
      await waitUntil(() => countOf(el) > 1000, 'every product shows', LOAD);
      assertFocusKept('Clear Filters');
      await press(ui.getByRole('button', { name: 'View Results' }), 'Enter');
      assertFocused(ui.getByRole('button', { name: 'Filters' }), 'View Results closed the panel');
    });
  });
});
