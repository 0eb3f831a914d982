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
  firstDrawn,
  assertFocused,
  setFault,
  expectNoAxeViolations,
  expectConsoleErrors,
} from '../../tests/browser/helpers';
import { clearRequestCache } from '../../runtime/http';
import './element';

const LOAD = 15_000;
const GLOSSARY_FAILURE =
  'Index Description Glossary information is currently unavailable due to a technical issue. Please try again later.';
const TAX_CENTRE_EMPTY = 'No capital gains and dividends distribution reports are available at this time.';
const CONTENT = '/site/resourceapi';

/** The glossary's entries once drawn (their headings). */
const entries = (el: Element) => [...(el.shadowRoot?.querySelectorAll<HTMLElement>('.glossary-entry h2') ?? [])];
async function glossaryShown(el: Element) {
  const headings = await waitUntil(() => entries(el).length > 0 && entries(el), 'the glossary entries', LOAD);
  await nextFrame();
  return headings;
}
const bar = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('nav.glossary-bar')!;
const barItems = (el: Element) => [...bar(el).querySelectorAll<HTMLElement>('li > *')];
/** The tax centre's sections once drawn. */
async function sectionsShown(el: Element) {
  const sections = await waitUntil(
    () => {
      const found = [...(el.shadowRoot?.querySelectorAll<HTMLElement>('.tax-centre-section') ?? [])];
      return found.length > 0 && found;
    },
    'the tax centre sections',
    LOAD,
  );
  await nextFrame();
  return sections;
}

describe('<literature-library data-view="glossary"> (products spec 2.13)', () => {
  beforeEach(() => {
    clearRequestCache();
    history.replaceState(null, '', '/');
  });
  afterEach(() => {
    setFault(null);
    history.replaceState(null, '', '/');
  });

  it('shows the A-Z bar, a letter without entries as text, and the entries in order with their summaries', async () => {
    const el = await fixture(html`<literature-library data-view="glossary"></literature-library>`);
    const headings = await glossaryShown(el);
    const ui = shadow(el);
    const nav = ui.getByRole('navigation', { name: 'Glossary index, A to Z' });
    const labels = barItems(el).map((item) => item.firstChild?.textContent);
    assert.deepEqual(labels.slice(0, 26), [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ']);
    // The titles that do not start with a letter follow Z, in the list's order: numbers by their value.
    assert.deepEqual(labels.slice(26), [
      '3-Month U.S. Treasury Bill Rate',
      '10-Year U.S. Treasury Yield',
      '60/40 Blended Portfolio',
    ]);
    // "B" has entries: a link to the first; "Q" has none: shown, marked unavailable, not a link, not focusable.
    const b = ui.getByRole('link', { name: 'B' });
    assert.equal(b.getAttribute('href'), `#${headings[0]!.id}`);
    assert.match(headings[0]!.textContent!, /^B/);
    const q = barItems(el).find((item) => item.firstChild?.textContent === 'Q')!;
    assert.equal(q.localName, 'span');
    assert.equal(q.getAttribute('aria-disabled'), 'true');
    assert.equal(q.textContent, 'Q, no entries');
    assert.isNull(q.closest('a'));
    assert.equal(q.tabIndex, -1);
    assert.isNull(nav.querySelector('a:not([href^="#"])'));
    // Non-numeric titles alphabetically, numeric titles last, by number.
    const titles = headings.map((h) => h.textContent!);
    assert.deepEqual(titles.slice(-3), [
      '3-Month U.S. Treasury Bill Rate',
      '10-Year U.S. Treasury Yield',
      '60/40 Blended Portfolio',
    ]);
    const words = titles.slice(0, -3);
    assert.deepEqual(
      words,
      [...words].sort((x, y) => x.localeCompare(y, 'en', { sensitivity: 'base' })),
    );
    // Each entry: its heading, its summary (sanitised HTML) and "Top".
    const first = headings[0]!.parentElement!;
    assert.ok(first.querySelector('.glossary-summary p'));
    assert.equal(first.querySelector('a.glossary-top')?.getAttribute('href'), '#glossary-letters');
    // Every link of the bar leads to an id of the shadow root.
    for (const link of nav.querySelectorAll('a')) {
      assert.ok(el.shadowRoot!.getElementById(link.getAttribute('href')!.slice(1)), link.textContent!);
    }
    await expectNoAxeViolations(el);
  });

  it('a letter scrolls to its entry, focuses its heading and puts its anchor in the address; Top goes back', async () => {
    const el = await fixture(html`<literature-library data-view="glossary"></literature-library>`);
    await glossaryShown(el);
    const ui = shadow(el);
    const m = ui.getByRole('link', { name: 'M' });
    const target = el.shadowRoot!.getElementById(m.getAttribute('href')!.slice(1))!;
    assert.match(target.textContent!, /^M/);
    m.click();
    assertFocused(target, 'the focus after M');
    assert.equal(location.hash, `#${target.id}`);
    const top = target.getBoundingClientRect().top;
    assert.isAtLeast(top, -1);
    assert.isBelow(top, window.innerHeight);

    // Top: back to the bar, the focus on it, the address naming no entry.
    const back = target.parentElement!.querySelector<HTMLAnchorElement>('a.glossary-top')!;
    back.click();
    assertFocused(bar(el), 'the focus after Top');
    assert.equal(location.hash, '');

    // By keyboard: Enter on a letter follows it.
    const firstLink = bar(el).querySelector('a')!;
    firstLink.focus();
    await sendKeys({ press: 'Enter' });
    assertFocused(el.shadowRoot!.getElementById(firstLink.getAttribute('href')!.slice(1)), 'the entry after Enter');
  });

  it('arriving with an anchor (or the title as written) in the address goes to that entry', async () => {
    history.replaceState(null, '', `/#${encodeURIComponent('S&P 500® Index')}`);
    const el = await fixture(html`<literature-library data-view="glossary"></literature-library>`);
    await glossaryShown(el);
    const heading = el.shadowRoot!.getElementById('s-p-500-index')!;
    await waitUntil(() => el.shadowRoot!.activeElement === heading, 'the entry of the address has the focus');
    assert.equal(heading.textContent, 'S&P 500® Index');
    // A change of the address later (Back, a link elsewhere on the page) goes to its entry too.
    const next = oneEvent(window, 'hashchange');
    location.hash = '#msci-acwi-index-net';
    await next;
    assertFocused(el.shadowRoot!.getElementById('msci-acwi-index-net'), 'the entry after the address changed');
  });

  it("a failure shows the spec's text with Retry; Retry loads the glossary", async () => {
    setFault(`500@${CONTENT}`);
    const error = oneEvent<CustomEvent>(document, 'literature-library-error');
    const el = await fixture(html`<literature-library data-view="glossary"></literature-library>`);
    const alert = await waitUntil(() => shadow(el).queryByRole('alert'), 'the failure', LOAD);
    assert.equal(alert.querySelector('p')?.textContent, GLOSSARY_FAILURE);
    assert.deepEqual((await error).detail, { section: 'Index Description Glossary', kind: 'http' });
    await expectNoAxeViolations(el);
    setFault(null);
    const retry = shadow(el).getByRole('button', { name: 'Retry' });
    retry.focus();
    await sendKeys({ press: 'Enter' });
    assertFocused(el.shadowRoot!.querySelector('.answer-area'), 'the focus after Retry');
    await glossaryShown(el);
    assert.isNull(shadow(el).queryByRole('alert'));
  });

  it('says so when the glossary has no entries', async () => {
    const el = await fixture(
      html`<literature-library data-view="glossary" data-brand-code="nobrand"></literature-library>`,
    );
    await firstDrawn(el, LOAD);
    await waitUntil(() => el.shadowRoot!.querySelector('[part="empty"]'), 'the empty text', LOAD);
    assert.equal(
      el.shadowRoot!.querySelector('[part="empty"]')!.textContent,
      'The index description glossary has no entries at this time.',
    );
    assert.isNull(el.shadowRoot!.querySelector('nav'));
  });

  it('hostile titles and summaries: text as written, unique valid anchors, no script or handler runs', async () => {
    const win = window as unknown as { __glossaryXss?: number };
    delete win.__glossaryXss;
    const el = await fixture(
      html`<literature-library data-view="glossary" data-brand-code="unsafe"></literature-library>`,
    );
    const headings = await glossaryShown(el);
    // The title of spaces is left out; the markup of the others dropped, their quotes and ampersand kept as text.
    assert.deepEqual(
      headings.map((h) => h.textContent),
      ['#1 Ranked Index', 'Quote "Index" & Co', 'Quote "Index" & Co'],
    );
    const ids = headings.map((h) => h.id);
    assert.equal(new Set(ids).size, 3);
    for (const id of ids) assert.match(id, /^[a-z0-9]+(-[a-z0-9]+)*$/);
    // "#1 Ranked Index" does not start with a letter: it has its own place in the bar, before A, linking to itself.
    const own = shadow(el).getByRole('link', { name: '#1 Ranked Index' });
    assert.equal(own.getAttribute('href'), `#${headings[0]!.id}`);
    assert.equal(barItems(el)[1]!.textContent, 'A, no entries');
    assert.isNull(el.shadowRoot!.querySelector('script, [onerror], b'));
    // The summaries' image is there without its handler: once it has failed to load, nothing has run.
    const images = [...el.shadowRoot!.querySelectorAll<HTMLImageElement>('.glossary-summary img')];
    await waitUntil(() => images.every((img) => img.complete), 'the images have loaded or failed', LOAD);
    await nextFrame();
    assert.isUndefined(win.__glossaryXss);
    for (const link of el.shadowRoot!.querySelectorAll('.glossary-summary a')) {
      assert.equal(link.getAttribute('href'), 'about:blank');
    }
    await expectNoAxeViolations(el);
  });

  it('on a phone the letter bar wraps and nothing scrolls sideways', async () => {
    const holder = await fixture(
      html`<div style="width: 343px"><literature-library data-view="glossary"></literature-library></div>`,
    );
    const el = holder.querySelector('literature-library')!;
    await glossaryShown(el);
    const rows = new Set(barItems(el).map((item) => Math.round(item.getBoundingClientRect().top)));
    assert.isAbove(rows.size, 1, 'the letters take several rows');
    assert.isAtMost(bar(el).scrollWidth, bar(el).clientWidth);
    assert.isAtMost(el.scrollWidth, 343);
    for (const item of barItems(el))
      assert.isAtMost(item.getBoundingClientRect().right, holder.getBoundingClientRect().right + 0.5);
  });
});

describe('<literature-library data-view="tax-centre"> (products spec 2.23)', () => {
  beforeEach(() => clearRequestCache());
  afterEach(() => setFault(null));

  it('shows each titled section with its report links, PDFs in a new tab', async () => {
    const el = await fixture(html`<literature-library data-view="tax-centre"></literature-library>`);
    const sections = await sectionsShown(el);
    const ui = shadow(el);
    assert.deepEqual(
      ui.getAllByRole('heading', { level: 2 }).map((h) => h.textContent),
      [
        '2024 Capital Gains and Dividends Distributions',
        '2025 Capital Gains and Dividends Distributions',
        '2026 Capital Gains and Dividends Distributions',
      ],
    );
    assert.equal(sections.length, 3);
    const links = [...sections[1]!.querySelectorAll('a')];
    assert.equal(links[0]!.textContent, 'Capital Gains Distributions');
    assert.equal(
      links[0]!.getAttribute('href'),
      '/binaries/content/assets/cm/tax-center/2025/capital-gains-distributions.pdf',
    );
    assert.equal(links[0]!.getAttribute('target'), '_blank');
    await expectNoAxeViolations(el);
  });

  it('a failed lookup is logged and its empty text offers Retry', async () => {
    setFault(`500@${CONTENT}`);
    expectConsoleErrors(/^ERROR RETRIEVING DATA 500 \/site\/resourceapi\/halapi\/documents/);
    const el = await fixture(html`<literature-library data-view="tax-centre"></literature-library>`);
    const alert = await waitUntil(() => shadow(el).queryByRole('alert'), 'the failure', LOAD);
    assert.equal(alert.querySelector('p')?.textContent, TAX_CENTRE_EMPTY);
    await expectNoAxeViolations(el);
    setFault(null);
    shadow(el).getByRole('button', { name: 'Retry' }).click();
    assertFocused(el.shadowRoot!.querySelector('.answer-area'), 'the focus after Retry');
    await sectionsShown(el);
  });

  it('says so when there are no reports', async () => {
    const el = await fixture(
      html`<literature-library data-view="tax-centre" data-brand-code="nobrand"></literature-library>`,
    );
    await firstDrawn(el, LOAD);
    await waitUntil(() => el.shadowRoot!.querySelector('[part="empty"]'), 'the empty text', LOAD);
    assert.equal(el.shadowRoot!.querySelector('[part="empty"]')!.textContent, TAX_CENTRE_EMPTY);
    assert.isNull(el.shadowRoot!.querySelector('[role="alert"]'));
  });

  it('a report of markup with a javascript: link, or a link to another host, is no live link', async () => {
    const el = await fixture(
      html`<literature-library data-view="tax-centre" data-brand-code="unsafe"></literature-library>`,
    );
    const [section] = await sectionsShown(el);
    assert.equal(section!.querySelector('h2')!.textContent, '2025 Distributions');
    const ui = shadow(el);
    assert.equal(ui.getByRole('link', { name: 'Capital Gains' }).getAttribute('href'), 'about:blank');
    assert.equal(ui.getByRole('link', { name: 'Dividends' }).getAttribute('href'), 'about:blank');
    assert.isNull(el.shadowRoot!.querySelector('img, script'));
  });
});
