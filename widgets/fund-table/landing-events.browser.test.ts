// The landing's documented attributes and events that the journeys of fund-table.browser.test.ts do not reach:
// data-empty-text, data-tab-bundle with data-container, and the search and change events.
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
} from '../../tests/browser/helpers';
import './element';

/** How long the rows may take to arrive: a guard against a hang on a loaded machine, not a timing. */
const LOAD = 20_000;
const startUrl = `${location.pathname}${location.search}`;

const countOf = (el: Element) => {
  const text = el.shadowRoot?.querySelector('.count')?.textContent ?? '';
  const match = /^Displaying (\d+) fund\(s\)$/.exec(text);
  return match ? Number(match[1]) : -1;
};
const loaded = (el: Element) =>
  waitUntil(
    () =>
      (el.shadowRoot?.querySelectorAll('tbody tr.cm-row').length ?? 0) > 0 &&
      countOf(el) > 0 &&
      // A big table adds its rows in chunks, busy until the last (runtime/ui/use-row-chunks.ts).
      !el.shadowRoot?.querySelector('table[aria-busy="true"]'),
    'the rows load',
    LOAD,
  );

describe('<fund-table> landing: documented attributes and events', () => {
  beforeEach(() => {
    // No tab named by the hash, no query: the element decides its own defaults.
    history.replaceState(null, '', location.pathname);
  });
  afterEach(() => {
    history.replaceState(null, '', startUrl);
  });

  it("announces a search on Enter and shows the page's own empty text (data-empty-text)", async () => {
    const el = await fixture(
      html`<fund-table data-product="mutual-funds" data-empty-text="No fund of ours matches that name."></fund-table>`,
    );
    await loaded(el);
    const ui = shadow(el);
    ui.getByRole('textbox', { name: 'Find a Mutual Fund' }).focus();
    await sendKeys({ type: 'zzzz' });
    await waitUntil(() => ui.queryByText('No fund of ours matches that name.'), "the page's empty text shows");
    assert.equal(ui.queryByText('No matching funds found.'), null);
    const searched = oneEvent<CustomEvent>(el, 'fund-table-search');
    await sendKeys({ press: 'Enter' });
    const event = await searched;
    assert.ok(event.bubbles && event.composed);
    assert.deepEqual(event.detail, { text: 'zzzz', count: 0 });
  });

  it('announces each change of a landing setting: class, basis and benchmark rows', async () => {
    const el = await fixture(html`<fund-table data-product="mutual-funds"></fund-table>`);
    await loaded(el);
    const ui = shadow(el);
    const changes: unknown[] = [];
    el.addEventListener('fund-table-change', (event) => changes.push((event as CustomEvent).detail));
    const choose = (name: string, value: string) => {
      const select = ui.getByRole('combobox', { name }) as HTMLSelectElement;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    };
    choose('Class', 'A');
    await waitUntil(() => changes.length === 1, 'the class change is announced');
    await waitUntil(
      () => [...(ui.getByRole('combobox', { name: 'Performance' }) as HTMLSelectElement).options].length > 1,
      'class A offers a second basis',
      LOAD,
    );
    const basis = [...(ui.getByRole('combobox', { name: 'Performance' }) as HTMLSelectElement).options].find(
      (option) => option.value !== 'nav',
    )!.value;
    choose('Performance', basis);
    await waitUntil(() => changes.length === 2, 'the basis change is announced');
    ui.getByRole('checkbox', { name: 'Primary Benchmark' }).click();
    await waitUntil(() => changes.length === 3, 'the benchmark change is announced');
    assert.deepEqual(changes, [
      { setting: 'class', value: 'A' },
      { setting: 'basis', value: basis },
      { setting: 'benchmark', value: true },
    ]);
  });

  it('opens on the tab the tab configuration names for its container (data-tab-bundle, data-container)', async () => {
    const bundle = 'cm-test.landing-tabs';
    const asked: string[] = [];
    const realFetch = window.fetch;
    // The tab configuration as the content system would give it: keys naming containers, values naming tabs.
    // The other container's key sorts first: only data-container makes the element skip it.
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (!url.includes(`/resourcebundles/${bundle}`)) return realFetch(input, init);
      asked.push(url);
      const body = {
        bundles: {
          default: {
            'landing.cm-another-container.tab': 'prices-yields',
            'landing.cm-mf-landing.tab': '#capital-gains',
          },
        },
      };
      return Promise.resolve(Response.json(body));
    };
    try {
      const el = await fixture(
        html`<fund-table
          data-product="mutual-funds"
          data-tab-bundle=${bundle}
          data-container="cm-mf-landing"
        ></fund-table>`,
      );
      const ui = shadow(el);
      const tab = await waitUntil(() => ui.queryByRole('tab', { name: 'Capital Gains' }), 'the tabs show', LOAD);
      assert.equal(tab.getAttribute('aria-selected'), 'true');
      assert.equal(ui.getByRole('tab', { name: 'Performance' }).getAttribute('aria-selected'), 'false');
      assert.equal(asked.length, 1);
      assert.match(asked[0]!, /\/halapi\/resourcebundles\/cm-test\.landing-tabs$/);
    } finally {
      window.fetch = realFetch;
    }
  });
});
