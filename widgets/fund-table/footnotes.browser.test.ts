import {
  describe,
  it,
  before,
  beforeEach,
  afterEach,
  assert,
  fixture,
  html,
  shadow,
  waitUntil,
  expectNoAxeViolations,
  expectConsoleErrors,
  setFault,
} from '../../tests/browser/helpers';
import { clearRequestCache } from '../../runtime/http';
import './element';

// products spec 3 "disclosureRef: the footnote number looked up by cusip", 7 "Content system".
/** How long the rows may take to arrive: a guard against a hang on a loaded machine, not a timing. */
const LOAD = 20_000;
const MAP_URL =
  "/site/resourceapi/halapi/documents?_scope=/content/documents/administration/cm-common&_expr=jcr:contains(@resourcebundle:id,%20'fund.disclosure.reference.map')";
const startUrl = `${location.pathname}${location.search}`;

/** The map as the fixture backend serves it, read past the element's cache. */
async function fixtureMap(): Promise<Record<string, string>> {
  const response = await fetch(MAP_URL, { headers: { 'HST-Authorization': 'demo' } });
  const body = (await response.json()) as {
    _embedded: { documents: Array<{ bundles: { default: Record<string, string> } }> };
  };
  return body._embedded.documents[0]!.bundles.default;
}

const bodyRows = (el: Element) => [...(el.shadowRoot?.querySelectorAll<HTMLTableRowElement>('tbody tr.cm-row') ?? [])];
const footnoteMarks = (el: Element) => [...(el.shadowRoot?.querySelectorAll('sup.footnote-ref') ?? [])];

/**
 * Every row shows the footnote of its cusip right after the fund's link, and a row without one shows none.
 * Returns how many rows had a footnote and how many had none.
 */
function checkRows(el: Element, map: Record<string, string>): { marked: number; unmarked: number } {
  let marked = 0;
  let unmarked = 0;
  for (const row of bodyRows(el)) {
    const link = row.querySelector<HTMLAnchorElement>('th a')!;
    const cusip = new URL(link.href).searchParams.get('cusip')!;
    const mark = row.querySelector('th sup.footnote-ref');
    const expected = map[cusip];
    if (expected) {
      assert.equal(mark?.textContent, `footnote ${expected}`, `${link.textContent} (${cusip})`);
      assert.equal(mark?.previousElementSibling, link, 'the mark follows the link');
      assert.notInclude(link.textContent!, 'footnote', 'the mark is not in the link');
      marked += 1;
    } else {
      assert.isNull(mark, `${link.textContent} (${cusip}) has no footnote`);
      unmarked += 1;
    }
  }
  return { marked, unmarked };
}

/** A landing on one tab (chosen by the URL hash, products spec 2.3), once its rows and footnotes show. */
async function landingOn(product: string, hash: string): Promise<Element> {
  history.replaceState(null, '', `${location.pathname}#${hash}`);
  const el = await fixture(html`<fund-table data-product=${product}></fund-table>`);
  await waitUntil(() => bodyRows(el).length > 0 && footnoteMarks(el).length > 0, `the ${hash} footnotes show`, LOAD);
  const selected = el.shadowRoot!.querySelector('[role="tab"][aria-selected="true"]');
  assert.equal(selected?.getAttribute('href'), `#${hash}`);
  return el;
}

describe('<fund-table> footnote numbers by cusip', () => {
  before(async function () {
    // The first request to a fresh fixture server builds its content repository and product line-up; that
    // one-time cost is not what these tests time.
    this.timeout(30_000);
    await fixtureMap();
  });
  beforeEach(() => {
    setFault(null);
    clearRequestCache();
    history.replaceState(null, '', location.pathname);
  });
  afterEach(() => {
    setFault(null);
    history.replaceState(null, '', startUrl);
  });

  it('marks the mutual funds the map names on the performance tab, after the link, and only those', async () => {
    const map = await fixtureMap();
    const el = await landingOn('mutual-funds', 'performance');
    const rows = checkRows(el, map);
    assert.isAbove(rows.marked, 0);
    assert.isAbove(rows.unmarked, 0);
    // The link's accessible name stays the fund's name; the mark reads "footnote N".
    const link = footnoteMarks(el)[0]!.previousElementSibling as HTMLAnchorElement;
    assert.ok(shadow(el).getByRole('link', { name: link.textContent! }));
  });

  for (const [hash, name] of [
    ['prices-yields', 'prices & yields'],
    ['starling-ratings', 'ratings'],
    ['capital-gains', 'capital gains'],
  ] as const) {
    it(`marks them on the ${name} tab too`, async () => {
      const map = await fixtureMap();
      const el = await landingOn('mutual-funds', hash);
      const rows = checkRows(el, map);
      assert.isAbove(rows.marked, 0);
      assert.isAbove(rows.unmarked, 0);
    });
  }

  it('marks the ETFs the map names', async () => {
    const map = await fixtureMap();
    const el = await landingOn('exchange-traded-funds', 'performance');
    const rows = checkRows(el, map);
    assert.isAbove(rows.marked, 0);
    assert.isAbove(rows.unmarked, 0);
    // The accessibility check runs on the ETF table: the same cells as the mutual funds', in a quarter the rows.
    await expectNoAxeViolations(el);
  });

  it('still shows the table, without footnotes, when the lookup fails, and logs the failure', async () => {
    setFault('500@/site/resourceapi');
    const errors = expectConsoleErrors(`ERROR RETRIEVING DATA 500 ${MAP_URL}`);
    const el = await fixture(html`<fund-table data-product="mutual-funds"></fund-table>`);
    await waitUntil(
      () => errors.messages.some((m) => m === `ERROR RETRIEVING DATA 500 ${MAP_URL}`),
      'the failure is logged',
      LOAD,
    );
    await waitUntil(() => bodyRows(el).length > 0, 'the rows load', LOAD);
    assert.equal(footnoteMarks(el).length, 0);
    assert.ok(shadow(el).getByRole('columnheader', { name: /Fund Name/ }));
    assert.notOk(el.shadowRoot!.querySelector('[role="alert"], dialog[open]'), 'no error text for a footnote lookup');
  });
});
