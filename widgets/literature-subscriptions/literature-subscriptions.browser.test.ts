import {
  assert,
  beforeEach,
  describe,
  expectNoAxeViolations,
  fixture,
  html,
  it,
  shadow,
  waitUntil,
} from '../../tests/browser/helpers';
import { resetSubscriptions, setFault } from '../../tests/browser/subscriptions';
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
