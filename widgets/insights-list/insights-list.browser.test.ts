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
import { onPageEvent, type CmEventMap } from '../../runtime/events';
import './element';

/** A guard against a hang on a loaded machine, not a timing. */
const LOAD = 15_000;
const startUrl = `${location.pathname}${location.search}`;
/** The markup samples of the fixture backend (demo-pages/api/data/insights-markup.ts). */
const MARKUP_SCOPE = '/content/documents/cm-samples/markup';

/** The cards shown (a card the filter leaves out stays in the list, hidden). */
const cards = (el: Element) => [
  ...(el.shadowRoot?.querySelectorAll<HTMLElement>('.insights-grid > li:not([hidden]) .insight-card') ?? []),
];
const titles = (el: Element) => cards(el).map((card) => card.querySelector('.insight-title')!.textContent);
const count = (el: Element) => el.shadowRoot?.querySelector('.filters-count')?.textContent ?? '';
const loaded = (el: Element) =>
  waitUntil(() => el.shadowRoot?.querySelector('.insights-grid, .empty, .empty-title'), 'the insights load', LOAD);

describe('<insights-list>', () => {
  beforeEach(() => {
    setFault(null);
    arriveAt('');
  });
  afterEach(() => {
    setFault(null);
    history.replaceState(null, '', startUrl);
  });

  describe('the insights list', () => {
    it('shows 9 cards, the chips under "Filter by:", "Search insights" and the count', async () => {
      const el = await fixture(html`<insights-list></insights-list>`);
      await loaded(el);
      const ui = shadow(el);
      assert.equal(cards(el).length, 9);
      assert.match(count(el), /^Displaying 9 of (\d+) insights$/);
      const total = Number(/of (\d+)/.exec(count(el))![1]);
      assert.ok(total > 9);
      const chips = ui.getByRole('group', { name: 'Filter by:' });
      assert.ok(chips.querySelectorAll('button').length > 5);
      assert.isNull(ui.queryByRole('button', { name: 'Client Materials' }), 'client-materials is never a chip');
      assert.ok(ui.getByRole('textbox', { name: 'Search insights' }));
      assert.isTrue((ui.getByRole('button', { name: 'Clear all filters' }) as HTMLButtonElement).disabled);
      // A card: image lazy-loaded, title linking to the article, date "Month D, YYYY".
      const card = cards(el)[0]!;
      const image = card.querySelector('img')!;
      assert.equal(image.getAttribute('loading'), 'lazy');
      await waitUntil(() => image.alt !== '', "the image's description arrives as its alt text");
      assert.match(
        card.querySelector('.insight-title a')!.getAttribute('href')!,
        /^\/insights\/latest-insights\/[\w-]+$/,
      );
      assert.match(card.querySelector('.insight-meta span')!.textContent!, /^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
      await expectNoAxeViolations(el);
    });

    it('filters by a chip and by text on each key, and "Clear all filters" resets both', async () => {
      const el = await fixture(html`<insights-list></insights-list>`);
      await loaded(el);
      const ui = shadow(el);
      const before = count(el);
      const clear = ui.getByRole('button', { name: 'Clear all filters' }) as HTMLButtonElement;
      const filtered = oneEvent<CustomEvent>(el, 'insights-list-filter');
      const chip = ui.getByRole('button', { name: 'Municipal Bonds' });
      chip.click();
      const { detail } = await filtered;
      assert.deepEqual(detail.keys, ['municipal-bonds']);
      await waitUntil(() => chip.getAttribute('aria-pressed') === 'true', 'the chip is pressed');
      assert.equal(count(el), `Displaying ${Math.min(9, detail.total)} of ${detail.total} insights`);
      const topicsOf = (card: HTMLElement) => [...card.querySelectorAll('.insight-topic')].map((t) => t.textContent);
      assert.ok(
        cards(el).every((card) => topicsOf(card).includes('Municipal Bonds')),
        'every card carries the topic',
      );
      assert.isFalse(clear.disabled);
      await expectNoAxeViolations(el);
      clear.click();
      await waitUntil(() => count(el) === before, 'every insight again');
      assert.equal(chip.getAttribute('aria-pressed'), 'false');
      assert.isTrue(clear.disabled);

      const search = ui.getByRole('textbox', { name: 'Search insights' }) as HTMLInputElement;
      search.focus();
      await sendKeys({ type: 'etf' });
      // site spec 2.10: the title or the card summary, case-insensitive.
      const matches = (card: HTMLElement) =>
        `${card.querySelector('.insight-title')!.textContent} ${card.querySelector('.insight-summary')?.textContent}`
          .toLowerCase()
          .includes('etf');
      await waitUntil(() => count(el) !== before && cards(el).every(matches), 'the text filters');
      assert.ok(cards(el).length > 0);
      // Enter marks the search as done, for a page's analytics.
      const searched = oneEvent<CustomEvent>(el, 'insights-list-search');
      await sendKeys({ press: 'Enter' });
      const { detail: done } = await searched;
      assert.equal(done.text, 'etf');
      assert.equal(count(el), `Displaying ${Math.min(9, done.total)} of ${done.total} insights`);
      clear.click();
      await waitUntil(() => count(el) === before, 'every insight again');
      assert.equal(search.value, '');
    });

    it('says "No results found" when nothing matches', async () => {
      const el = await fixture(html`<insights-list></insights-list>`);
      await loaded(el);
      const search = shadow(el).getByRole('textbox', { name: 'Search insights' });
      search.focus();
      await sendKeys({ type: 'qqzzxx' });
      const empty = await waitUntil(() => el.shadowRoot?.querySelector('.empty'), 'the empty text');
      assert.equal(empty.textContent, 'No results foundClear all filters or try another search.');
      assert.equal(count(el), 'Displaying 0 of 0 insights');
      await expectNoAxeViolations(el);
    });

    it('adds 9 with Load More and takes the focus to the first new card', async () => {
      const el = await fixture(html`<insights-list></insights-list>`);
      await loaded(el);
      const first = titles(el);
      const more = shadow(el).getByRole('button', { name: 'Load More' });
      more.focus();
      const loadedMore = oneEvent<CustomEvent>(el, 'insights-list-load-more');
      await sendKeys({ press: 'Enter' });
      assert.equal((await loadedMore).detail.shown, 18);
      await waitUntil(() => cards(el).length === 18, '18 cards');
      assert.deepEqual(titles(el).slice(0, 9), first);
      assertFocused(cards(el)[9]!.querySelector('.insight-title a'));
      assert.match(count(el), /^Displaying 18 of \d+ insights$/);
    });

    it('opens on the topic of ?topic= with its chip pressed', async () => {
      arriveAt('?topic=fixed-income');
      const el = await fixture(html`<insights-list></insights-list>`);
      await loaded(el);
      const chip = shadow(el).getByRole('button', { name: 'Fixed Income' });
      assert.equal(chip.getAttribute('aria-pressed'), 'true');
      assert.ok(
        cards(el).every((card) =>
          [...card.querySelectorAll('.insight-topic')].some((t) => t.textContent === 'Fixed Income'),
        ),
      );
      assert.isFalse((shadow(el).getByRole('button', { name: 'Clear all filters' }) as HTMLButtonElement).disabled);
    });

    it('opens on the document types of ?type=', async () => {
      arriveAt('?type=Podcast');
      const el = await fixture(html`<insights-list></insights-list>`);
      await loaded(el);
      assert.ok(cards(el).length > 0);
      assert.ok(cards(el).every((card) => card.querySelector('.insight-types')!.textContent!.includes('Podcast')));
    });

    it('shows CMS fields as written: references decoded, markup dropped, nothing run', async () => {
      const el = await fixture(html`<insights-list data-scope=${MARKUP_SCOPE}></insights-list>`);
      await loaded(el);
      assert.deepEqual(titles(el), ['Markup in a title', 'Entities & markup: <em>escaped</em> text']);
      const [first, second] = cards(el);
      assert.equal(first!.querySelector('.insight-summary')!.textContent, 'A summary with a script element in it.');
      assert.include(first!.querySelector('.insight-meta')!.textContent!, 'Sample Author, Editor');
      assert.equal(
        second!.querySelector('.insight-summary')!.textContent,
        'A summary with bold markup and an "entity".',
      );
      assert.equal(second!.querySelector('.insight-types')!.textContent, 'Article');
      assert.notInclude(el.shadowRoot!.textContent!, '&amp;');
      assert.notInclude(el.shadowRoot!.textContent!, 'cmXss');
      assert.isNull(el.shadowRoot!.querySelector('script, b, em, [onerror], [onmouseover]'));
      // Only the cards' own images: none made from a field's markup.
      assert.ok([...el.shadowRoot!.querySelectorAll('img')].every((img) => img.closest('.insight-image')));
      await new Promise((resolve) => requestAnimationFrame(resolve));
      assert.isUndefined((window as { cmXss?: number }).cmXss);
    });

    it('shows the error notice with Retry when the insights call fails, never "No results found" (site spec 8)', async () => {
      // Only this element's content API: the other tests' calls are not touched.
      setFault('500@/insights/resourceapi/halapi/documents');
      // Listened for before the element is in the page: a quick failure may be reported before fixture() returns.
      const failed = oneEvent<CustomEvent>(document, 'insights-list-error');
      const el = await fixture(html`<insights-list data-api-content="/insights/resourceapi"></insights-list>`);
      const alert = await waitUntil(() => shadow(el).queryByRole('alert'), 'the failure notice', LOAD);
      assert.deepEqual((await failed).detail, { section: 'Insights', kind: 'http' });
      assert.equal(
        alert.textContent,
        'Insights are not available right nowThe insights could not be loaded. Please try again.Retry',
      );
      assert.isNull(el.shadowRoot!.querySelector('.empty'));
      assert.notInclude(el.shadowRoot!.textContent!, 'No results found');
      await expectNoAxeViolations(el);
      setFault(null);
      shadow(el).getByRole('button', { name: 'Retry' }).focus();
      await sendKeys({ press: 'Enter' });
      // The notice goes with the press: the focus waits on the list, never on the page's <body>.
      assertFocused(el.shadowRoot!.querySelector('.insights-list'));
      await waitUntil(() => cards(el).length === 9, 'the cards after Retry', LOAD);
    });

    it('takes the focus to the search box when "Clear all filters" is pressed and disables itself', async () => {
      const el = await fixture(html`<insights-list></insights-list>`);
      await loaded(el);
      const ui = shadow(el);
      ui.getByRole('button', { name: 'Municipal Bonds' }).click();
      const clear = ui.getByRole('button', { name: 'Clear all filters' }) as HTMLButtonElement;
      await waitUntil(() => !clear.disabled, 'a filter is set');
      clear.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => clear.disabled, 'nothing is set');
      assertFocused(ui.getByRole('textbox', { name: 'Search insights' }));
    });

    it('reads every insight of a scope of more than 100, page by page (_meta.totalSize)', async () => {
      const el = await fixture(html`<insights-list></insights-list>`);
      await loaded(el);
      assert.equal(count(el), 'Displaying 9 of 107 insights');
    });

    it("dates each card the day it was in the site's time zone", async () => {
      const el = await fixture(html`<insights-list></insights-list>`);
      await loaded(el);
      // The fixture publishes at midnight in New York: whatever the browser's zone, the day is New York's.
      assert.equal(cards(el)[0]!.querySelector('.insight-meta span')!.textContent, 'December 9, 2025');
    });
  });

  describe('the latest insights block', () => {
    it('shows the error notice with Retry when its call fails, never the empty text', async () => {
      setFault('500@/insights/resourceapi/halapi/documents');
      const el = await fixture(
        html`<insights-list data-view="latest" data-api-content="/insights/resourceapi"></insights-list>`,
      );
      const alert = await waitUntil(() => shadow(el).queryByRole('alert'), 'the failure notice', LOAD);
      assert.include(alert.textContent!, 'Insights are not available right now');
      assert.notInclude(el.shadowRoot!.textContent!, 'There is no Insight available');
      await expectNoAxeViolations(el);
      setFault(null);
      shadow(el).getByRole('button', { name: 'Retry' }).click();
      await waitUntil(() => cards(el).length === 3, 'the cards after Retry', LOAD);
    });

    it('shows up to 3 cards of the topic, "View all insights" and the subscribe button', async () => {
      const el = await fixture(html`
        <insights-list
          data-view="latest"
          data-heading="Fixed income"
          data-topic="fixed-income"
          data-subscription="Blog: Fixed Income"
        ></insights-list>
      `);
      await loaded(el);
      const ui = shadow(el);
      assert.ok(ui.getByRole('heading', { level: 2, name: 'Fixed income' }));
      assert.equal(cards(el).length, 3);
      assert.equal(ui.getAllByRole('heading', { level: 3 }).length, 3);
      assert.equal(
        ui.getByRole('link', { name: 'View all insights' }).getAttribute('href'),
        '/insights/latest-insights',
      );
      const opened: CmEventMap['subscription-open'][] = [];
      const off = onPageEvent('subscription-open', (detail) => opened.push(detail));
      try {
        const subscribed = oneEvent<CustomEvent>(el, 'insights-list-subscribe');
        ui.getByRole('button', { name: 'Subscribe' }).click();
        assert.deepEqual((await subscribed).detail, { subscription: 'Blog: Fixed Income' });
        assert.deepEqual(opened, [{ subscriptionNames: ['Blog: Fixed Income'], loggedIn: false }]);
        assert.equal(
          document.querySelectorAll('subscription-modal').length,
          1,
          'a page without a subscription modal gets one, which opens on the request',
        );
      } finally {
        off();
        document.querySelectorAll('subscription-modal').forEach((modal) => modal.remove());
      }
      await expectNoAxeViolations(el);
    });

    it('says there is no Insight for a topic nothing carries', async () => {
      const el = await fixture(html`
        <insights-list
          data-view="latest"
          data-topic="no-such-topic"
          data-all-insights-link="/insights/latest-insights?topic=no-such-topic"
        ></insights-list>
      `);
      await loaded(el);
      assert.equal(
        el.shadowRoot!.querySelector('.latest-empty')!.textContent,
        'There is no Insight available for "no-such-topic" topic',
      );
      assert.equal(
        shadow(el).getByRole('link', { name: 'View all insights' }).getAttribute('href'),
        '/insights/latest-insights?topic=no-such-topic',
      );
      assert.isNull(shadow(el).queryByRole('button'));
      await expectNoAxeViolations(el);
    });

    it('reports a bad attribute and keeps its default', async () => {
      const errors = expectConsoleErrors('<insights-list>: data-subscription-button-style="Loud" is not allowed');
      const el = await fixture(
        html`<insights-list
          data-view="latest"
          data-subscription-button-style="Loud"
          data-subscription="Blog: Latest Insights"
        ></insights-list>`,
      );
      await loaded(el);
      assert.equal(errors.messages.length, 1);
      assert.include(shadow(el).getByRole('button', { name: 'Subscribe' }).className, 'subscribe--primary');
    });
  });
});
