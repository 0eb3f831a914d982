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
  expectConsoleErrors,
  setFault,
  arriveAt,
} from '../../tests/browser/helpers';
import './element';

/** How long results may take: the 1 s minimum plus the fixture's answer; a guard against a hang, not a timing. */
const LOAD = 15_000;
const startUrl = `${location.pathname}${location.search}`;

const combobox = (el: Element) => el.shadowRoot!.querySelector<HTMLInputElement>('input[role="combobox"]')!;
/** The element as it first renders: its search box. */
const rendered = (el: Element) => waitUntil(() => el.shadowRoot?.querySelector('input'), 'the search box renders');
const options = (el: Element) => [...(el.shadowRoot?.querySelectorAll<HTMLElement>('[role="option"]') ?? [])];
const results = (el: Element) =>
  waitUntil(() => el.shadowRoot?.querySelector('.result-section, .search-empty'), 'the results show', LOAD);

/** Focuses the box and types as a visitor does, then waits for the suggestions. */
async function typeForSuggestions(el: Element, text: string) {
  await rendered(el);
  combobox(el).focus();
  await sendKeys({ type: text });
  await waitUntil(() => combobox(el).getAttribute('aria-expanded') === 'true', 'the suggestions show', LOAD);
}

describe('<site-search>', () => {
  beforeEach(() => {
    setFault(null);
    arriveAt('');
  });
  afterEach(() => {
    setFault(null);
    history.replaceState(null, '', startUrl);
  });

  describe('the search page', () => {
    it('is a WAI-ARIA combobox: the list, the highlight by arrows, Escape, and the announced count', async () => {
      const el = await fixture(html`<site-search></site-search>`);
      await rendered(el);
      const box = combobox(el);
      assert.equal(box.getAttribute('placeholder'), 'Please enter a search term');
      assert.equal(box.getAttribute('aria-expanded'), 'false');
      await typeForSuggestions(el, 'gro');
      const list = shadow(el).getByRole('listbox');
      assert.equal(box.getAttribute('aria-controls'), list.id);
      assert.equal(box.getAttribute('aria-autocomplete'), 'list');
      const count = options(el).length;
      assert.ok(count > 0 && count <= 5, `1 to 5 suggestions, got ${count}`);
      assert.equal(
        shadow(el).getByText(/suggestions? available\.$/).textContent,
        count === 1 ? '1 suggestion available.' : `${count} suggestions available.`,
      );
      assert.ok(options(el).every((o) => o.textContent?.toLowerCase().startsWith('gro')));
      await expectNoAxeViolations(el);

      await sendKeys({ press: 'ArrowDown' });
      assert.equal(box.getAttribute('aria-activedescendant'), options(el)[0]!.id);
      assert.equal(options(el)[0]!.getAttribute('aria-selected'), 'true');
      // The input keeps the focus; the highlight is announced through aria-activedescendant.
      assertFocused(box);
      await sendKeys({ press: 'ArrowUp' });
      assert.isFalse(box.hasAttribute('aria-activedescendant'));
      await sendKeys({ press: 'Escape' });
      assert.equal(box.getAttribute('aria-expanded'), 'false');
      assert.equal(box.value, 'gro');
    });

    it('searches a suggestion picked with the keyboard and groups the results into the advisor categories', async () => {
      const el = await fixture(html`<site-search></site-search>`);
      await typeForSuggestions(el, 'bon');
      const picked = options(el)[0]!.textContent!;
      const submitted = oneEvent<CustomEvent>(el, 'site-search-submit');
      const shown = oneEvent<CustomEvent>(el, 'site-search-results');
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
      assert.deepEqual((await submitted).detail, { term: picked });
      assert.equal(combobox(el).value, picked);
      assert.equal(combobox(el).getAttribute('aria-expanded'), 'false');
      // The loading image shows while the search runs.
      assert.ok(shadow(el).getByText('Loading...'));
      const event = await shown;
      assert.equal(event.detail.term, picked);
      assert.ok(event.detail.count > 0);
      assert.equal(new URLSearchParams(location.search).get('search'), picked);
      const headings = shadow(el)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent);
      assert.includeMembers(['Products', 'Resources', 'Insights', 'Leadership', 'Other'], headings);
      const filter = shadow(el).getByRole('list', { name: 'Categories' });
      assert.equal(filter.querySelectorAll('button').length, 5);
      await expectNoAxeViolations(el);
    });

    it('shows 5 per category, "View all" up to 99, and "Back to results", moving the focus with the view', async () => {
      arriveAt('?search=fund');
      const el = await fixture(html`<site-search></site-search>`);
      await results(el);
      const ui = shadow(el);
      const products = ui.getByRole('region', { name: 'Products' });
      assert.equal(products.querySelectorAll('.result').length, 5);
      const category = oneEvent<CustomEvent>(el, 'site-search-category');
      (products.querySelector('.result-view-all') as HTMLButtonElement).focus();
      await sendKeys({ press: 'Enter' });
      assert.deepEqual((await category).detail, { category: 'Products' });
      const back = await waitUntil(() => ui.queryByRole('button', { name: 'Back to results' }), 'the single category');
      assertFocused(back);
      assert.deepEqual(
        ui.getAllByRole('heading', { level: 2 }).map((h) => h.textContent),
        ['Products'],
      );
      const all = ui.getByRole('region', { name: 'Products' }).querySelectorAll('.result').length;
      assert.ok(all > 5 && all <= 99, `more than 5 and at most 99 results, got ${all}`);
      assert.equal(ui.getByRole('button', { name: 'Products' }).getAttribute('aria-pressed'), 'true');
      await expectNoAxeViolations(el);
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => ui.queryByRole('region', { name: 'Resources' }), 'all categories again');
      assertFocused(ui.getByRole('heading', { name: 'Products' }));
    });

    it('marks secure results with a lock and decodes entities', async () => {
      arriveAt('?search=commentary');
      const el = await fixture(html`<site-search></site-search>`);
      await results(el);
      const secure = [...el.shadowRoot!.querySelectorAll('.result')].filter((r) =>
        r.querySelector('.cm-locked-marker'),
      );
      assert.ok(secure.length > 0, 'a secure result');
      assert.equal(secure[0]!.querySelector('.cm-locked-marker')?.textContent, 'Locked');
      assert.match(secure[0]!.querySelector('.result-url')!.textContent!, /\/secure\//);
      // A visitor who is not signed in goes to the login first, not straight to the secured page.
      const link = new URL(secure[0]!.querySelector('a')!.href);
      assert.equal(link.pathname, '/login');
      assert.match(link.searchParams.get('redirect') ?? '', /\/secure\//);
      assert.notInclude(el.shadowRoot!.textContent!, '&amp;');
    });

    it('shows a result as written (encoded markup as text, live markup dropped), runs nothing, links nowhere', async () => {
      arriveAt('?search=markup');
      const el = await fixture(html`<site-search></site-search>`);
      await results(el);
      const line = [...el.shadowRoot!.querySelectorAll('.result')].find((r) =>
        r.textContent?.includes('Markup sample'),
      )!;
      // The title's markup was encoded: it reads as those characters. The description's was live: it is dropped.
      assert.include(line.querySelector('.result-title')!.textContent!, '<img src=x onerror=');
      assert.equal(line.querySelector('.result-description')!.textContent, 'Markup sample text');
      assert.equal(line.querySelector('a')!.getAttribute('href'), 'about:blank');
      assert.isNull(el.shadowRoot!.querySelector('.results img, .results script, [onerror]'));
      // What would have run had the markup been HTML: an image error fires at once, a script on insertion.
      await new Promise((resolve) => requestAnimationFrame(resolve));
      assert.isUndefined((window as { cmXss?: number }).cmXss);
    });

    it('says no results were found for the term', async () => {
      arriveAt('?search=zzzzqx');
      const el = await fixture(html`<site-search></site-search>`);
      const empty = await results(el);
      assert.equal(
        empty.textContent,
        'Sorry, no results were found for "zzzzqx". You can check the spelling, or try using a different search term.',
      );
      await expectNoAxeViolations(el);
    });

    it('says a failed search did not run, with Retry, never the no-results text (site spec 8)', async () => {
      setFault('500@/api/cm-adv/search');
      arriveAt('?search=bond');
      // Listened for before the element is in the page: a quick failure may be reported before fixture() returns.
      const failed = oneEvent<CustomEvent>(document, 'site-search-error');
      const el = await fixture(html`<site-search></site-search>`);
      const alert = await waitUntil(() => shadow(el).queryByRole('alert'), 'the failure notice', LOAD);
      assert.deepEqual((await failed).detail, { section: 'Search', kind: 'http' });
      assert.equal(
        alert.textContent,
        'Search is not available right nowYour search for "bond" could not be completed. Please try again.Retry',
      );
      assert.notInclude(el.shadowRoot!.textContent!, 'check the spelling');
      await expectNoAxeViolations(el);
      setFault(null);
      const retry = shadow(el).getByRole('button', { name: 'Retry' });
      retry.focus();
      await sendKeys({ press: 'Enter' });
      // The notice goes with the press: the focus waits on the results' area, not the page's <body>.
      assertFocused(el.shadowRoot!.querySelector('.search-output'));
      await waitUntil(() => el.shadowRoot?.querySelector('.result'), 'the results after Retry', LOAD);
      assert.isNull(shadow(el).queryByRole('alert'));
    });

    it('makes each search a history entry: Back returns to the term before; the count is announced', async () => {
      arriveAt('?search=bond');
      const el = await fixture(html`<site-search></site-search>`);
      await results(el);
      const status = () => el.shadowRoot!.querySelector('p[role="status"]')?.textContent ?? '';
      await waitUntil(() => /^\d+ results for "bond"$/.test(status()), 'the count is announced');
      const box = combobox(el);
      box.focus();
      box.select();
      await sendKeys({ type: 'growth' });
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => /^\d+ results? for "growth"$/.test(status()), 'the second search is announced', LOAD);
      assert.equal(new URLSearchParams(location.search).get('search'), 'growth');
      history.back();
      await waitUntil(() => new URLSearchParams(location.search).get('search') === 'bond', 'Back', LOAD);
      await waitUntil(() => box.value === 'bond', 'the box holds the term before');
      await waitUntil(() => /^\d+ results for "bond"$/.test(status()), 'the term before is searched again', LOAD);
    });

    it('cuts a long term to 200 characters and wraps it within the page', async () => {
      arriveAt(`?search=${'x'.repeat(5000)}`);
      const el = await fixture(html`<site-search></site-search>`);
      const empty = await results(el);
      assert.equal(combobox(el).value, 'x'.repeat(200));
      assert.equal(combobox(el).maxLength, 200);
      assert.include(empty.textContent!, `"${'x'.repeat(200)}"`);
      assert.isAtMost(el.scrollWidth, el.clientWidth, 'no wider than the element');
      assert.isAtMost(document.documentElement.scrollWidth, window.innerWidth, 'no wider than the page');
    });

    it('lists the first 10 results as one list on the investor site', async () => {
      history.replaceState(null, '', '/investor/search?search=fund');
      try {
        const investor = await fixture(html`<site-search></site-search>`);
        await results(investor);
        const ui = shadow(investor);
        assert.deepEqual(
          ui.getAllByRole('heading', { level: 2 }).map((h) => h.textContent),
          ['Results'],
        );
        assert.equal(investor.shadowRoot!.querySelectorAll('.result').length, 10);
        assert.isNull(ui.queryByRole('list', { name: 'Categories' }));
      } finally {
        history.replaceState(null, '', startUrl);
      }
    });
  });

  describe('the search box view', () => {
    it('leads to {searchPath}?search={text}; the submit event can keep the visitor on the page', async () => {
      const el = await fixture(
        html`<site-search data-view="box" data-search-path="/investor/search" data-search-button></site-search>`,
      );
      el.addEventListener('site-search-submit', (event) => event.preventDefault());
      await typeForSuggestions(el, 'growth');
      const submitted = oneEvent<CustomEvent>(el, 'site-search-submit');
      await sendKeys({ press: 'ArrowDown' });
      await sendKeys({ press: 'Enter' });
      const { detail } = await submitted;
      assert.deepEqual(detail, {
        term: detail.term,
        url: `/investor/search?search=${encodeURIComponent(detail.term)}`,
      });
      assert.match(detail.term, /^growth/);
      assert.ok(shadow(el).getByRole('button', { name: 'Search' }));
      await expectNoAxeViolations(el);
    });

    it('reports a bad attribute, uses the default, and keeps working', async () => {
      const errors = expectConsoleErrors(
        '<site-search>: data-view="header" is not allowed',
        '<site-search>: data-search-path="search" is not allowed',
      );
      const el = await fixture(html`<site-search data-view="header" data-search-path="search"></site-search>`);
      await waitUntil(() => shadow(el).queryByRole('combobox'), 'the search page renders');
      assert.equal(errors.messages.length, 2);
      assert.ok(shadow(el).getByRole('button', { name: 'Search' }));
    });
  });
});
