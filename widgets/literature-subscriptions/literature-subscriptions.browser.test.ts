import {
  assert,
  beforeEach,
  deepActiveElement,
  describe,
  expectConsoleErrors,
  expectNoAxeViolations,
  fixture,
  html,
  it,
  sendKeys,
  shadow,
  waitUntil,
} from '../../tests/browser/helpers';
import { resetSubscriptions, setFault } from '../../tests/browser/subscriptions';
import { clearRequestCache } from '../../runtime/http';
import './element';
import '../category-subscription-button/element';

const waitFor = <T>(predicate: () => T | Promise<T>, message: string) => waitUntil(predicate, message, 10_000);

describe('<literature-subscriptions> (products spec 2.21)', () => {
  beforeEach(() => {
    resetSubscriptions();
    history.replaceState(history.state, '', location.pathname + location.search);
  });

  it('shows the 600 px placeholder with the spinner while the section loads', async () => {
    setFault('slow@/advisor/resourceapi/halapi/documents/literature-subscriptions');
    const el = await fixture(
      html`<literature-subscriptions data-document-id="literature-subscriptions"></literature-subscriptions>`,
    );
    const placeholder = await waitFor(() => el.shadowRoot?.querySelector('.placeholder'), 'the placeholder shows');
    assert.equal(placeholder.getBoundingClientRect().height, 600);
    assert.ok(shadow(el).getByRole('status').textContent?.includes('Loading...'));
    await waitFor(() => shadow(el).queryByRole('heading'), 'the section follows');
  });

  it('shows the section: title, outer items, HTML, e-mail link, link table and a Subscribe button per fund', async () => {
    const el = await fixture(
      html`<literature-subscriptions data-document-id="literature-subscriptions"></literature-subscriptions>`,
    );
    const view = shadow(el);
    const title = await waitFor(() => view.queryByRole('heading', { level: 2 }), 'the title shows');
    assert.equal(title.textContent, 'Fund literature e-mail updates');
    assert.equal(getComputedStyle(title).textTransform, 'uppercase');
    const items = [...el.shadowRoot!.querySelectorAll('details.item')] as HTMLDetailsElement[];
    assert.deepEqual(
      items.map((item) => item.querySelector('summary')?.textContent),
      ['Mutual Funds', 'Collective Investment Trusts'],
    );
    assert.ok(
      items.every((item) => !item.open),
      'closed without an anchor',
    );
    items[0]!.querySelector('summary')!.click();
    assert.ok(
      view
        .getByRole('link', { name: 'Questions? E-mail our literature team' })
        .getAttribute('href')
        ?.startsWith('mailto:'),
    );
    const fund = el.shadowRoot!.querySelector('details.fund') as HTMLDetailsElement;
    fund.querySelector('summary')!.click();
    const table = fund.querySelector('table')!;
    assert.deepEqual(
      [...table.querySelectorAll('th')].map((th) => th.textContent),
      ['Literature', 'Email Updates'],
    );
    assert.deepEqual(
      [...table.querySelectorAll('tbody td:first-child a')].map((a) => a.textContent),
      ['Fact Sheet', 'Commentary (PDF)'],
    );
    const subscribe = fund.querySelector('category-subscription-button[data-variant="fund"]')!;
    await waitFor(
      () =>
        shadow(subscribe).queryByRole('button', { name: /^Subscribe\s*,\s*Calder Meridian Large Cap Growth Fund$/ }),
      "the fund's Subscribe button",
    );
    const rowBox = fund.querySelector('tbody category-subscription-button')!;
    await waitFor(
      () => shadow(rowBox).queryByRole('checkbox', { name: /^Subscribe\s*,.*Fact Sheet - Quarterly$/ }),
      'the row checkbox',
    );
    items[1]!.querySelector('summary')!.click();
    assert.ok(view.getByRole('columnheader', { name: 'Resources' }));
    await expectNoAxeViolations(el);
  });

  it('opens the outer and inner items the address names', async () => {
    history.replaceState(history.state, '', '#collectiveinvestmenttrusts/caldermeridiancorebondcit');
    const el = await fixture(
      html`<literature-subscriptions data-document-id="literature-subscriptions"></literature-subscriptions>`,
    );
    await waitFor(() => shadow(el).queryByRole('heading'), 'the section shows');
    const open = [...el.shadowRoot!.querySelectorAll('details[open] > summary')].map((s) => s.textContent);
    assert.deepEqual(open, ['Collective Investment Trusts', 'Calder Meridian Core Bond CIT']);
  });
});

describe('<literature-subscriptions>: a malformed address, a failed section, the open state', () => {
  beforeEach(() => {
    resetSubscriptions();
    history.replaceState(history.state, '', location.pathname + location.search);
  });

  for (const hash of ['#%', '#100%']) {
    it(`ignores an address it cannot decode (${hash}): the accordion shows, nothing opened`, async () => {
      history.replaceState(history.state, '', hash);
      const el = await fixture(
        html`<literature-subscriptions data-document-id="literature-subscriptions"></literature-subscriptions>`,
      );
      await waitFor(() => shadow(el).queryByRole('heading', { level: 2 }), 'the section shows');
      assert.equal(shadow(el).queryByText(/Error in LiteratureSubscriptions component/), null);
      assert.equal(el.shadowRoot!.querySelectorAll('details[open]').length, 0, 'nothing opened');
      // The visitor can still follow a good address afterwards.
      location.hash = '#mutualfunds';
      await waitFor(() => el.shadowRoot!.querySelector('details.item[open]'), 'a good address opens its item');
      await expectNoAxeViolations(el);
    });
  }

  it('opens the outer item of an address whose fund part cannot be decoded, and no fund', async () => {
    history.replaceState(history.state, '', '#mutualfunds/%E0%A4');
    const el = await fixture(
      html`<literature-subscriptions data-document-id="literature-subscriptions"></literature-subscriptions>`,
    );
    await waitFor(() => shadow(el).queryByRole('heading', { level: 2 }), 'the section shows');
    const open = [...el.shadowRoot!.querySelectorAll('details[open] > summary')].map((s) => s.textContent);
    assert.deepEqual(open, ['Mutual Funds']);
  });

  it('a failed section: the failure text with Retry in place of the 600 px placeholder; Retry loads it', async () => {
    expectConsoleErrors(/ERROR RETRIEVING DATA 500/);
    // Identical GETs are kept for the page's session: an earlier test's answer would stand in for this one.
    clearRequestCache();
    setFault('500@/advisor/resourceapi/halapi/documents/literature-subscriptions');
    // The page's stylesheet reserves the placeholder's height (docs/loading-and-layout-shift.md).
    const page = await fixture(html`
      <div>
        <style>
          .reserved literature-subscriptions {
            --cm-reserve-height: 600px;
            min-block-size: var(--cm-reserve-height);
            display: block;
          }
        </style>
        <div class="reserved">
          <literature-subscriptions data-document-id="literature-subscriptions"></literature-subscriptions>
        </div>
      </div>
    `);
    const el = page.querySelector('literature-subscriptions')!;
    const alert = await waitFor(() => shadow(el).queryByRole('alert'), 'the failure text shows');
    assert.equal(
      alert.querySelector('p')?.textContent,
      'Fund Literature Subscription information is currently unavailable due to a technical issue. Please try again later.',
    );
    assert.equal(el.shadowRoot!.querySelector('.placeholder'), null, 'the placeholder has ended');
    await waitFor(() => el.getBoundingClientRect().height < 300, 'no 600 px hole is left');
    await expectNoAxeViolations(el);

    setFault(null);
    const retry = shadow(el).getByRole('button', { name: 'Retry' });
    retry.focus();
    await sendKeys({ press: 'Enter' });
    const title = await waitFor(() => shadow(el).queryByRole('heading', { level: 2 }), 'Retry loads the section');
    assert.equal(title.textContent, 'Fund literature e-mail updates');
    await waitFor(() => deepActiveElement() === title, 'the focus goes on to the section, not the page');
    assert.notEqual(document.activeElement, document.body);
  });

  it('each header shows whether it is open: a visible indicator and aria-expanded', async () => {
    const el = await fixture(
      html`<literature-subscriptions data-document-id="literature-subscriptions"></literature-subscriptions>`,
    );
    await waitFor(() => shadow(el).queryByRole('heading', { level: 2 }), 'the section shows');
    const summary = el.shadowRoot!.querySelector('details.item > summary') as HTMLElement;
    const indicator = summary.querySelector('.indicator') as Element;
    assert.ok(indicator, 'the header has an open/closed indicator');
    assert.equal(getComputedStyle(indicator).display === 'none', false, 'the indicator is visible');
    assert.equal(summary.getAttribute('aria-expanded'), 'false');
    assert.equal(getComputedStyle(indicator).transform, 'none', 'the chevron points down while closed');
    summary.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => summary.getAttribute('aria-expanded') === 'true', 'aria-expanded follows the open item');
    // rotate(180deg): the chevron points up once the item is open.
    await waitFor(() => getComputedStyle(indicator).transform.startsWith('matrix(-1'), 'the indicator turns');
    const fund = el.shadowRoot!.querySelector('details.fund > summary') as HTMLElement;
    assert.equal(fund.getAttribute('aria-expanded'), 'false');
    assert.ok(fund.querySelector('.indicator'), 'the fund headers too');
    fund.click();
    await waitFor(() => fund.getAttribute('aria-expanded') === 'true', "the fund's header follows");
    summary.click();
    await waitFor(() => summary.getAttribute('aria-expanded') === 'false', 'closing reads closed');
    await expectNoAxeViolations(el);
  });
});
