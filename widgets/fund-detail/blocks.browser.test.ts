import {
  afterEach,
  assert,
  assertFocused,
  beforeEach,
  describe,
  expectNoAxeViolations,
  firstDrawn,
  fixture,
  html,
  it,
  oneEvent,
  sendKeys,
  setFault,
  shadow,
  waitUntil,
} from '../../tests/browser/helpers';
import { getPageConfig, resetPageConfig } from '../../runtime/config';
import { clearRequestCache } from '../../runtime/http';
import { cartStore } from '../../runtime/stores/cart';
import './element';

// products spec 2.14 (the fund page's header, share-class switch and text blocks), 2.15 (literature), 8.

/** A guard against a hang on a loaded machine (the answers come from the fixture backend), not a timing. */
const LOAD = 20_000;
const until = <T>(predicate: () => T, message: string) => waitUntil(predicate, message, LOAD);
const startUrl = `${location.pathname}${location.search}${location.hash}`;

/**
 * Funds of the fixture backend (demo-pages/api/data/fund-detail.ts `fundDetailSamples()`): Large Cap Growth, whose
 * class A has seven other classes, and funds that carry the sections most do not.
 */
const FUNDS = {
  largeCapGrowthA: '195SWE314',
  largeCapGrowthC: '195SWE2A5',
  /** Class V: asked for by no other test, so its answer is not in the page's cache when it fails. */
  largeCapGrowthV: '195SWE785',
  withMerger: '19045T4R1',
  withNoteworthy: '19AFC69L5',
  withUnderlyingFunds: '19XZRG813',
  /** The fund-disclosure reference map gives it footnote 5 (demo-pages/api/data/disclosures.ts). */
  withFootnote: '19LB9K877',
  unsafe: 'UNSAFE001',
} as const;
const FUND_PAGE = '/investment-products/mutual-funds/Calder-Meridian-Large-Cap-Growth-Fund/Class-A/details/';

/** The page as a fund page of `cusip` (the header and the crumb read the address). */
function onFundPage(cusip: string, path = FUND_PAGE) {
  history.replaceState(null, '', `${path}?cusip=${cusip}`);
  resetPageConfig();
}

const heading = (el: Element, level: number) => shadow(el).queryByRole('heading', { level });
const factOf = (el: Element, label: string) =>
  [...(el.shadowRoot?.querySelectorAll('.fund-fact') ?? [])]
    .find((fact) => fact.querySelector('dt')?.textContent === label)
    ?.querySelector('dd')?.textContent;

beforeEach(() => {
  cartStore.setState({ items: [] }, true);
});

afterEach(() => {
  setFault(null);
  history.replaceState(null, '', startUrl);
  resetPageConfig();
});

describe('<fund-detail>: the header and its share-class switch (products spec 2.14)', () => {
  it("names the fund in the page's heading, with its ticker, category, rating and the classes to switch to", async () => {
    onFundPage(FUNDS.largeCapGrowthA);
    const el = await fixture(html`<fund-detail data-block="header"></fund-detail>`);
    const name = await until(() => heading(el, 1), 'the fund name');
    assert.equal(name.textContent, 'Calder Meridian Large Cap Growth Fund');
    await until(() => factOf(el, 'Ticker'), 'the facts');
    assert.equal(factOf(el, 'Ticker'), 'CALVX');
    assert.equal(factOf(el, 'Category'), 'Domestic Equity / Large Growth');
    assert.ok(shadow(el).getByRole('img', { name: '4 out of 5 stars' }));
    assert.equal(factOf(el, 'Investor goals'), 'Grow assets over time');
    const select = shadow(el).getByRole('combobox', { name: 'Share class' }) as HTMLSelectElement;
    assert.equal(select.options.length, 8);
    assert.equal(select.selectedOptions[0]?.textContent, 'A (CALVX)');
    await expectNoAxeViolations(el);
  });

  it('switches the class by keyboard: the address and every block follow, the focus stays, Back returns', async () => {
    onFundPage(FUNDS.largeCapGrowthA);
    const el = await fixture(html`<fund-detail data-block="header"></fund-detail>`);
    const documents = await fixture(html`<fund-detail data-block="documents"></fund-detail>`);
    await until(() => factOf(el, 'Ticker') === 'CALVX', 'class A');
    const factSheet = () => shadow(documents).queryByRole('link', { name: 'Fact Sheet' })?.getAttribute('href');
    await until(() => factSheet()?.includes('/a-fact-sheet.pdf'), "class A's fact sheet");
    const select = shadow(el).getByRole('combobox', { name: 'Share class' });
    select.focus();
    const changed = oneEvent<CustomEvent>(el, 'fund-detail-class-change');
    await sendKeys({ press: 'ArrowDown' });
    const { detail } = await changed;
    assert.deepEqual(detail, { cusip: FUNDS.largeCapGrowthC, fundClass: 'C', href: location.href });
    assert.equal(location.pathname, FUND_PAGE.replace('/Class-A/', '/Class-C/'));
    assert.equal(new URLSearchParams(location.search).get('cusip'), FUNDS.largeCapGrowthC);
    await until(() => factOf(el, 'Ticker') === 'CGWVX', "class C's header");
    await until(() => factSheet()?.includes('/c-fact-sheet.pdf'), "class C's fact sheet");
    const switched = shadow(el).getByRole('combobox', { name: 'Share class' }) as HTMLSelectElement;
    assert.equal(switched.value, FUNDS.largeCapGrowthC);
    assertFocused(switched, 'the switch keeps the focus');
    await expectNoAxeViolations(el);

    history.back();
    await until(() => new URLSearchParams(location.search).get('cusip') === FUNDS.largeCapGrowthA, 'back at A');
    await until(() => factOf(el, 'Ticker') === 'CALVX', "class A's header again");
    assert.equal(location.pathname, FUND_PAGE);
    await until(() => factSheet()?.includes('/a-fact-sheet.pdf'), "class A's fact sheet again");
  });

  it('a fund the service does not know: the page says so and leads to the products', async () => {
    onFundPage('000000000');
    const el = await fixture(
      html`<fund-detail data-block="header" data-products-url="/fund-table/find-a-product.html"></fund-detail>`,
    );
    const link = await until(() => shadow(el).queryByRole('link', { name: 'See all products' }), 'the link');
    assert.equal(link.getAttribute('href'), '/fund-table/find-a-product.html');
    assert.ok(shadow(el).getByText('We could not find this fund.'));
    await expectNoAxeViolations(el);
  });

  it('a whole page of a fund the service does not know: only that, no failure, no call for the unknown fund', async () => {
    onFundPage('000000001');
    const el = await fixture(html`<fund-detail data-products-url="/fund-table/find-a-product.html"></fund-detail>`);
    await until(() => shadow(el).queryByRole('link', { name: 'See all products' }), 'the way to the products');
    assert.isNull(shadow(el).queryByRole('alert'), 'no block says it failed');
    assert.isNull(el.shadowRoot!.querySelector('dialog[open]'), 'no failure popup');
    assert.equal(
      el.shadowRoot!.querySelectorAll('h2').length,
      0,
      'no block of the fund is drawn: the header says it is not there',
    );
    const asked = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.includes('/pnp.svc/') && name.includes('000000001'));
    assert.deepEqual(asked, [], 'the product service is not asked for a fund that is not there');
  });
});

describe('<fund-detail>: the text blocks (products spec 2.14, 2.15)', () => {
  /** Each block with a fund that has its section, and what it shows first. */
  const BLOCKS = [
    { block: 'documents', cusip: FUNDS.largeCapGrowthA, title: 'Fund Documents' },
    { block: 'messages', cusip: FUNDS.withMerger, title: 'Fund Notices' },
    { block: 'investment', cusip: FUNDS.largeCapGrowthA, title: 'Investment Minimums' },
    { block: 'distributions', cusip: FUNDS.largeCapGrowthA, title: 'Distributions' },
    { block: 'risk', cusip: FUNDS.largeCapGrowthA, title: 'Risk' },
    { block: 'noteworthy', cusip: FUNDS.withNoteworthy, title: 'New and Noteworthy' },
    { block: 'underlying-funds', cusip: FUNDS.withUnderlyingFunds, title: 'Underlying Funds' },
    { block: 'literature', cusip: FUNDS.largeCapGrowthA, title: 'Literature' },
    { block: 'disclosures', cusip: FUNDS.withFootnote, title: 'Disclosures' },
  ] as const;

  for (const { block, cusip, title } of BLOCKS)
    it(`"${block}": its section under "${title}", accessible`, async () => {
      const el = await fixture(html`<fund-detail data-block=${block} data-cusip=${cusip}></fund-detail>`);
      const section = await until(
        () => el.shadowRoot?.querySelector(`section.fund-block--${block}:not(:has([aria-busy="true"]))`),
        `the ${block} block`,
      );
      assert.equal(section.getAttribute('part'), 'block');
      assert.equal(shadow(el).getByRole('heading', { level: 2 }).textContent, title);
      await expectNoAxeViolations(el);
    });

  it("the disclosures name the fund's footnote from the reference map", async () => {
    const el = await fixture(
      html`<fund-detail data-block="disclosures" data-cusip=${FUNDS.withFootnote}></fund-detail>`,
    );
    const footnote = await until(() => el.shadowRoot?.querySelector('.fund-footnote'), 'the footnote');
    assert.equal(footnote.textContent, 'Footnote 5 applies to this fund.');
  });

  it('the merger message reads as the service wrote it', async () => {
    const el = await fixture(html`<fund-detail data-block="messages" data-cusip=${FUNDS.withMerger}></fund-detail>`);
    const notice = await until(() => el.shadowRoot?.querySelector('.fund-notice'), 'the notice');
    assert.match(notice.textContent!, /^On or about .* will merge into /);
  });

  it('Add to Cart puts the document in the cart; the checkbox reads In Cart and keeps the focus', async () => {
    const el = await fixture(
      html`<fund-detail data-block="literature" data-cusip=${FUNDS.largeCapGrowthA}></fund-detail>`,
    );
    const box = await until(
      () => shadow(el).queryByRole('checkbox', { name: 'Add to Cart: Fact Sheet' }),
      'the Fact Sheet can be ordered',
    );
    box.focus();
    await sendKeys({ press: 'Space' });
    await until(() => shadow(el).queryByRole('checkbox', { name: 'In Cart: Fact Sheet' }), 'In Cart');
    assertFocused(box, 'the checkbox keeps the focus');
    const [item] = cartStore.getState().items;
    assert.deepInclude(item, {
      cartId: `${FUNDS.largeCapGrowthA}_Fact Sheet`,
      fundName: 'Calder Meridian Large Cap Growth Fund',
      productType: 'Mutual Funds',
      fileDDocType: 'FS',
      fundClass: 'A',
    });
    await expectNoAxeViolations(el);
    await sendKeys({ press: 'Space' });
    await until(() => cartStore.getState().items.length === 0, 'out of the cart again');
  });

  it('a block whose section the fund lacks draws nothing', async () => {
    const el = await fixture(
      html`<fund-detail data-block="noteworthy" data-cusip=${FUNDS.largeCapGrowthA}></fund-detail>`,
    );
    await firstDrawn(el, LOAD);
    assert.equal(el.shadowRoot!.querySelectorAll('section').length, 0);
  });
});

describe('<fund-detail>: the crumb (products spec 2.14)', () => {
  it("on a fund page: the fund's name as the current page, and the name event", async () => {
    onFundPage(FUNDS.largeCapGrowthA);
    const named = oneEvent<CustomEvent>(document, 'fund-detail-name');
    const el = await fixture(html`<fund-detail data-block="crumb"></fund-detail>`);
    const crumb = await until(() => el.shadowRoot?.querySelector('[aria-current="page"]'), 'the crumb');
    assert.equal(crumb.textContent, 'Calder Meridian Large Cap Growth Fund');
    assert.deepEqual((await named).detail, {
      cusip: FUNDS.largeCapGrowthA,
      fundName: 'Calder Meridian Large Cap Growth Fund',
    });
  });

  it('elsewhere: none', async () => {
    onFundPage(FUNDS.largeCapGrowthA, '/fund-detail/whole-page.html');
    const el = await fixture(html`<fund-detail data-block="crumb"></fund-detail>`);
    await firstDrawn(el, LOAD);
    assert.equal(el.shadowRoot!.textContent, '');
  });
});

describe('<fund-detail>: failures and hostile data (products spec 8)', () => {
  it("a block that cannot load shows the spec's text with Retry while another block stays", async () => {
    clearRequestCache();
    // The fund details are on the section's content base ({base}/service/funds/details, products spec 7).
    setFault(`500@${new URL(getPageConfig().api.content, location.href).pathname}/service/funds/details`);
    const failed = oneEvent<CustomEvent>(document, 'fund-detail-error');
    const el = await fixture(
      html`<fund-detail data-block="investment" data-cusip=${FUNDS.largeCapGrowthV}></fund-detail>`,
    );
    const other = await fixture(
      html`<fund-detail data-block="performance" data-cusip=${FUNDS.largeCapGrowthV}></fund-detail>`,
    );
    assert.deepEqual((await failed).detail, { section: 'Fund Details', kind: 'http' });
    await until(() => el.shadowRoot!.querySelector('dialog[open]'), 'the popup');
    shadow(el).getByRole('button', { name: 'Close' }).click();
    await until(() => !el.shadowRoot!.querySelector('dialog[open]'), 'the popup closes');
    const alert = await until(() => shadow(el).queryByRole('alert'), 'the failure text');
    assert.equal(
      alert.querySelector('.cm-alert-text')?.textContent,
      'Fund Details information is unavailable at this time. Please try again later.',
    );
    await until(() => other.shadowRoot?.querySelector('section.fund-block--performance table'), 'performance stays');
    assert.isNull(shadow(other).queryByRole('alert'));
    await expectNoAxeViolations(el);

    setFault(null);
    const retry = shadow(el).getByRole('button', { name: 'Retry' });
    retry.focus();
    assertFocused(retry, 'Retry, before it is pressed');
    // Retry pressed from the keyboard is figures.browser.test.ts's; here, where the focus goes after it.
    retry.click();
    await until(() => el.shadowRoot!.querySelector('.fund-figure'), 'the minimums after Retry');
    assertFocused(el.shadowRoot!.querySelector('.block-area'), 'the focus waits on the answer area');
  });

  it('the hostile fund shows its texts as text, and nothing of it can run or lead elsewhere', async () => {
    onFundPage(FUNDS.unsafe);
    const blocks = ['header', 'documents', 'messages', 'investment', 'distributions', 'risk', 'noteworthy'];
    const more = ['underlying-funds', 'literature', 'disclosures', 'crumb'];
    const elements: HTMLElement[] = [];
    for (const block of [...blocks, ...more])
      elements.push(await fixture(html`<fund-detail data-block=${block}></fund-detail>`));
    const header = elements[0]!;
    const name = await until(() => heading(header, 1), 'the hostile name');
    // A CMS text field shows its text, its markup dropped (runtime/cms-text.ts).
    assert.equal(name.textContent, 'Calder Hostile Fund');
    for (const el of elements) await firstDrawn(el, LOAD);
    await until(() => elements.every((el) => !el.shadowRoot!.querySelector('[aria-busy="true"]')), 'all drawn');
    for (const el of elements) {
      const root = el.shadowRoot!;
      assert.isNull(root.querySelector('script, iframe, object, embed'), 'no script');
      assert.isNull(root.querySelector('section style, section link'), 'no style from the content');
      for (const node of root.querySelectorAll('*'))
        for (const attribute of node.attributes) {
          assert.notMatch(attribute.name, /^on/i, `${node.localName} has no handler`);
          if (/^(href|src|action|formaction|xlink:href)$/i.test(attribute.name))
            assert.notMatch(
              attribute.value,
              /javascript:|evil\.example|^\s*data:/i,
              `${node.localName} leads nowhere bad`,
            );
        }
    }
    assert.isUndefined((window as { __fundXss?: unknown }).__fundXss);
    const documents = elements[1]!;
    assert.equal(documents.shadowRoot!.querySelectorAll('section').length, 0, 'no document can be opened');
    await expectNoAxeViolations(header);
  });
});
