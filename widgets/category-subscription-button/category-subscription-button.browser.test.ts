import {
  assert,
  beforeEach,
  deepActiveElement,
  describe,
  expectNoAxeViolations,
  fixture,
  html,
  it,
  oneEvent,
  sendKeys,
  shadow,
  waitUntil,
} from '../../tests/browser/helpers';
import {
  addContact,
  heldBy,
  publicationId,
  receivedUpdates,
  resetSubscriptions,
  setFault,
  signIn,
  uniqueEmail,
} from '../../tests/browser/subscriptions';
import { clearRequestCache } from '../../runtime/http';
import { subscriptionsStore } from '../../runtime/stores/subscriptions';
import { forgetSharedLoads } from '../../services/subscriptions';
import './element';
// The page's modal, which a button adds to the page, as the loader would load it.
import '../subscription-modal/element';

const waitFor = <T>(predicate: () => T | Promise<T>, message: string) => waitUntil(predicate, message, 10_000);
const pageModal = () => document.querySelector('subscription-modal');
const modalDialog = () => pageModal()?.shadowRoot?.querySelector('dialog') ?? null;
/** The button's label once the catalogue has loaded (the default labels name the publication). */
const face = (el: Element, name: string | RegExp) =>
  waitFor(() => shadow(el).queryByRole('button', { name }), `the button reads ${String(name)}`);

/** Closes the page's modal without the reload a content button asks for. */
async function closeModal() {
  const modal = pageModal();
  modal?.addEventListener('subscription-modal-close', (event) => event.preventDefault(), { once: true });
  modalDialog()?.close();
  await waitFor(() => !modalDialog(), 'the modal closes');
}

describe('<category-subscription-button>: presentations (accounts spec 2.8)', () => {
  beforeEach(resetSubscriptions);

  it('the category page element: its configured texts, opening the modal with the category checked', async () => {
    const el = await fixture(html`
      <category-subscription-button
        data-category="Fixed Income"
        data-button-not-clicked-text="Subscribe to Fixed Income insights"
        data-button-clicked-text="Subscribed to Fixed Income insights"
      ></category-subscription-button>
    `);
    const button = await face(el, 'Subscribe to Fixed Income insights');
    await expectNoAxeViolations(el);
    await waitFor(() => pageModal(), 'the button adds the page its modal');
    const opened = oneEvent<CustomEvent>(el, 'category-subscription-button-open');
    button.click();
    assert.deepEqual((await opened).detail, { category: 'Fixed Income', subscriptionNames: [], fund: null });
    await waitFor(() => modalDialog()?.open, 'the page modal opens');
    const box = await waitFor(
      () => shadow(pageModal()!).queryByRole('checkbox', { name: 'Fixed Income' }),
      'the category is listed',
    );
    assert.ok((box as HTMLInputElement).checked);
    assert.equal(subscriptionsStore.getState().request?.detail.reloadOnClose, undefined, 'no reload on close');
    await closeModal();
  });

  it('every content presentation and style reads its label and passes axe', async () => {
    const el = await fixture(html`
      <div>
        <category-subscription-button
          data-variant="content"
          data-subscription-name="Market Outlook"
        ></category-subscription-button>
        <category-subscription-button
          data-variant="content"
          data-subscription-name="Equity"
          data-label="short"
          data-button-style="tertiary"
        ></category-subscription-button>
        <category-subscription-button
          data-variant="content"
          data-subscription-name="Retirement"
          data-button-style="raspberry"
        ></category-subscription-button>
        <category-subscription-button
          data-variant="content"
          data-presentation="link"
          data-subscription-name="Weekly Market Recap"
        ></category-subscription-button>
        <category-subscription-button
          data-variant="content"
          data-presentation="block"
          data-subscription-name="Investment Perspectives"
        ></category-subscription-button>
        <category-subscription-button
          data-variant="content"
          data-presentation="institutional-block"
          data-subscription-name="Market Outlook"
          data-label="short"
        ></category-subscription-button>
        <p>
          Read on, or
          <category-subscription-button
            data-variant="content"
            data-presentation="inline"
            data-subscription-name="Practice Management"
          ></category-subscription-button
          >.
        </p>
        <category-subscription-button
          data-variant="content"
          data-presentation="checkbox"
          data-subscription-name="Fixed Income"
        ></category-subscription-button>
        <category-subscription-button
          data-variant="content"
          data-subscription-name="Education Savings"
          data-label="short"
        ></category-subscription-button>
        <category-subscription-button
          data-variant="static"
          data-subscription-name="Market Outlook|Investment Perspectives"
        ></category-subscription-button>
        <category-subscription-button data-variant="content"></category-subscription-button>
      </div>
    `);
    const buttons = [...el.querySelectorAll('category-subscription-button')];
    const expected = [
      'Subscribe to Market Outlook',
      'Subscribe',
      'Subscribe to Retirement',
      'Subscribe to Weekly Market Recap',
      'Subscribe to Investment Perspectives',
      'Subscribe',
      'Subscribe to Practice Management',
      null,
      'Subscribe to Education Savings',
      'Subscribe',
      // site spec 2.9: the blog call-to-action's default subscription name.
      'Subscribe to Blog: Latest Insights',
    ];
    for (const [index, name] of expected.entries()) {
      if (name) await face(buttons[index]!, name);
    }
    const checkbox = await waitFor(
      () => shadow(buttons[7]!).queryByRole('checkbox', { name: /^Subscribe\s*,\s*Fixed Income$/ }),
      'the checkbox is labelled "Subscribe" and names its subscription for screen readers',
    );
    assert.notOk((checkbox as HTMLInputElement).checked);
    await expectNoAxeViolations(el);
  });

  it('not signed in, a content button opens the modal with its item checked and asks for the reload on close', async () => {
    const el = await fixture(
      html`<category-subscription-button
        data-variant="content"
        data-subscription-name="Equity"
      ></category-subscription-button>`,
    );
    (await face(el, 'Subscribe to Equity')).click();
    await waitFor(() => modalDialog()?.open, 'the page modal opens');
    assert.equal(subscriptionsStore.getState().request?.detail.reloadOnClose, true);
    const box = await waitFor(() => shadow(pageModal()!).queryByRole('checkbox', { name: 'Equity' }), 'listed');
    assert.ok((box as HTMLInputElement).checked);
    const closed = oneEvent<CustomEvent>(pageModal()!, 'subscription-modal-close');
    await closeModal();
    assert.deepEqual((await closed).detail, { reload: true });
  });
});

describe('<category-subscription-button>: a click before the emails are known', () => {
  beforeEach(() => {
    resetSubscriptions();
    // The catalogue is loaded once per page: this test needs it on its way when the visitor clicks.
    forgetSharedLoads();
    clearRequestCache();
  });

  it("a literature row's checkbox waits for the catalogue, then opens the modal with its own item checked", async () => {
    setFault('slow@/site/resourceapi/halapi/documents');
    const el = await fixture(
      html`<category-subscription-button
        data-variant="content"
        data-presentation="checkbox"
        data-fund-name="Calder Meridian Core Bond CIT"
        data-literature="Fact Sheet"
      ></category-subscription-button>`,
    );
    const box = (await waitFor(
      () => shadow(el).queryByRole('checkbox', { name: /Calder Meridian Core Bond CIT/ }),
      'the checkbox',
    )) as HTMLInputElement;
    const opened = oneEvent<CustomEvent>(el, 'category-subscription-button-open');
    box.click();
    await waitFor(() => box.getAttribute('aria-busy') === 'true', 'the checkbox says it is working');
    assert.equal((await opened).detail.fund, 'Calder Meridian Core Bond CIT');
    await waitFor(() => modalDialog()?.open, 'the modal opens');
    const modal = shadow(pageModal()!);
    const factSheet = (await waitFor(
      () => modal.queryByRole('checkbox', { name: 'Fact Sheet - Monthly' }),
      "the row's item",
    )) as HTMLInputElement;
    assert.ok(factSheet.checked, "the row's own item is checked");
    assert.notOk((modal.getByRole('checkbox', { name: 'Commentary - Quarterly' }) as HTMLInputElement).checked);
    await closeModal();
  });
});

describe('<category-subscription-button>: a signed-in visitor (accounts spec 4.10, 6)', () => {
  beforeEach(resetSubscriptions);

  it('a content button toggles at once: Active, then Inactive, the label flipping; the keyboard works it', async () => {
    const email = uniqueEmail('toggler');
    const contactId = await addContact({ emailId: email, role: 'Advisor' });
    signIn({ firstName: 'Tog', lastName: 'Gler', emailId: email, role: 'Advisor' });
    const el = await fixture(
      html`<category-subscription-button
        data-variant="content"
        data-subscription-name="Equity"
      ></category-subscription-button>`,
    );
    const button = await face(el, 'Subscribe to Equity');
    await waitFor(() => button.getAttribute('aria-busy') === null, 'what the visitor holds is loaded');
    const toggled = oneEvent<CustomEvent>(el, 'category-subscription-button-toggle');
    button.focus();
    await sendKeys({ press: 'Enter' });
    assert.deepEqual((await toggled).detail, {
      subscribed: true,
      publicationIds: [await publicationId('Equity')],
      category: null,
    });
    await face(el, 'Subscribed to Equity');
    assert.ok(deepActiveElement() === shadow(el).getByRole('button'), 'focus stays on the button');
    await expectNoAxeViolations(el);
    shadow(el).getByRole('button').click();
    await face(el, 'Subscribe to Equity');
    const records = await receivedUpdates(contactId);
    assert.deepEqual(
      records.map((record) => [record.status, record.actor, record.wholeSalerID]),
      [
        ['Active', 'Advisor', null],
        ['Inactive', 'Advisor', null],
      ],
    );
    assert.deepEqual(await heldBy(email), []);
    assert.equal(modalDialog(), null, 'no modal for a signed-in toggle');
  });

  it("an investor's category button saves only what investors may have, never an advisors-only email", async () => {
    const email = uniqueEmail('investor', 'example.com');
    const contactId = await addContact({ emailId: email, role: 'Non-Advisor' });
    signIn({ firstName: 'In', lastName: 'Vestor', emailId: email, role: 'Non-Advisor' });
    const el = await fixture(
      html`<category-subscription-button
        data-variant="content"
        data-category="Thought Leadership"
      ></category-subscription-button>`,
    );
    const button = await face(el, /^Subscribe to .*Market Outlook/);
    await waitFor(() => button.getAttribute('aria-busy') === null, 'what the visitor holds is loaded');
    const toggled = oneEvent<CustomEvent>(el, 'category-subscription-button-toggle');
    button.click();
    await toggled;
    const records = await receivedUpdates(contactId);
    const open = [await publicationId('Market Outlook'), await publicationId('Blog: Latest Insights')];
    assert.sameMembers(
      records.map((record) => record.publicationID),
      open,
      'only what an investor may have is saved',
    );
    assert.ok(records.every((record) => record.status === 'Active' && record.actor === 'Non-Advisor'));
    assert.sameMembers(await heldBy(email), open);
    assert.notInclude(await heldBy(email), await publicationId('Investment Perspectives'));
  });

  it("an investor's button for advisors-only emails saves nothing: the modal says they are for financial professionals", async () => {
    const email = uniqueEmail('investor', 'example.com');
    const contactId = await addContact({ emailId: email, role: 'Non-Advisor' });
    signIn({ firstName: 'In', lastName: 'Vestor', emailId: email, role: 'Non-Advisor' });
    const el = await fixture(
      html`<category-subscription-button
        data-variant="content"
        data-subscription-name="Practice Management"
      ></category-subscription-button>`,
    );
    const button = await face(el, 'Subscribe to Practice Management');
    await waitFor(() => button.getAttribute('aria-busy') === null, 'what the visitor holds is loaded');
    button.click();
    await waitFor(() => modalDialog()?.open, 'the modal opens');
    await waitFor(
      () => shadow(pageModal()!).queryByText(/^These emails are for financial professionals only\./),
      'the modal says why',
    );
    assert.isNull(shadow(pageModal()!).queryByRole('checkbox', { name: 'Practice Management' }));
    assert.deepEqual(await receivedUpdates(contactId), [], 'nothing was saved');
    await expectNoAxeViolations(pageModal()!);
    await closeModal();
  });

  it('a stored profile the service does not know is forgotten: the button opens the form, filled, to sign in again', async () => {
    const email = uniqueEmail('gone.away');
    // Stored in this browser, unknown to the subscription service (no contact was ever made for it).
    signIn({ firstName: 'Gone', lastName: 'Away', emailId: email, role: 'Advisor' });
    const el = await fixture(
      html`<category-subscription-button
        data-variant="content"
        data-subscription-name="Equity"
      ></category-subscription-button>`,
    );
    await waitFor(() => localStorage.getItem('ESC_PROFILE') === null, 'the unknown profile is forgotten');
    assert.equal(localStorage.getItem('ESC_SIGNED_IN'), 'LOGGEDOFF');
    const button = await face(el, 'Subscribe to Equity');
    await waitFor(() => button.getAttribute('aria-busy') === null, 'the button is ready');
    button.click();
    await waitFor(() => modalDialog()?.open, 'the click opens the modal');
    const modal = shadow(pageModal()!);
    const notice = await waitFor(
      () => modal.queryByText(/^We could not find the subscription profile saved in this browser/),
      'the modal says why',
    );
    await waitFor(() => deepActiveElement() === notice, 'the notice has the focus');
    assert.equal((modal.getByLabelText('First Name') as HTMLInputElement).value, 'Gone');
    assert.equal((modal.getByLabelText('Firm Email Address') as HTMLInputElement).value, email);
    assert.ok(
      ((await waitFor(() => modal.queryByRole('checkbox', { name: 'Equity' }), 'listed')) as HTMLInputElement).checked,
    );
    await expectNoAxeViolations(pageModal()!);
    const firm = modal.getByRole('combobox', { name: 'Firm Name' }) as HTMLInputElement;
    firm.focus();
    await sendKeys({ type: 'Harbor Wealth Partners' });
    modal.getByRole('button', { name: 'Continue' }).click();
    await waitFor(() => modal.queryByText('Your subscription preferences have been updated.'), 'signed in and saved');
    assert.deepEqual(await heldBy(email), [await publicationId('Equity')]);
    await closeModal();
    await face(el, 'Subscribed to Equity');
  });

  it('a failed toggle shows the failure text and keeps the state', async () => {
    const email = uniqueEmail('failing');
    await addContact({ emailId: email, role: 'Non-Advisor', holds: ['Retirement'] });
    signIn({ firstName: 'Fay', lastName: 'Ling', emailId: email, role: 'Non-Advisor' });
    const el = await fixture(
      html`<category-subscription-button
        data-variant="content"
        data-subscription-name="Retirement"
      ></category-subscription-button>`,
    );
    const button = await face(el, 'Subscribed to Retirement');
    setFault('500@/api/updateSubscriptions');
    const failed = oneEvent<CustomEvent>(el, 'category-subscription-button-error');
    button.click();
    assert.deepEqual((await failed).detail, { section: 'Subscriptions', kind: 'http' });
    const alert = await waitFor(() => shadow(el).queryByRole('alert'), 'the failure text shows');
    assert.equal(alert.textContent, 'Unable to process your request at this time. Please try again later');
    await face(el, 'Subscribed to Retirement');
    await expectNoAxeViolations(el);
  });

  it("a CIT row's checkbox toggles the trust's Commentary literature (products spec 2.19, 4)", async () => {
    const email = uniqueEmail('cit');
    const contactId = await addContact({ emailId: email, role: 'Advisor' });
    signIn({ firstName: 'Cit', lastName: 'Row', emailId: email, role: 'Advisor' });
    const el = await fixture(
      html`<category-subscription-button
        data-variant="content"
        data-presentation="checkbox"
        data-fund-cusip="12989T101"
      ></category-subscription-button>`,
    );
    const box = (await waitFor(
      () => shadow(el).queryByRole('checkbox', { name: /^Subscribe\s*,\s*Calder Meridian Stable Value CIT$/ }),
      'the row checkbox',
    )) as HTMLInputElement;
    await waitFor(() => box.getAttribute('aria-busy') === null, 'loaded');
    box.click();
    await waitFor(() => shadow(el).queryByRole('checkbox', { name: /^Subscribed/ }), 'the box reads Subscribed');
    assert.ok((shadow(el).getByRole('checkbox') as HTMLInputElement).checked);
    const records = await receivedUpdates(contactId);
    assert.deepEqual(
      records.map((record) => record.publicationID),
      [await publicationId('Calder Meridian Stable Value CIT: Quarterly Fund Commentary')],
    );
  });

  it("a fund's literature button reads Subscribed when any literature is held, and opens the modal at step 2", async () => {
    const email = uniqueEmail('fund');
    await addContact({ emailId: email, role: 'Advisor', holds: ['Calder Meridian Core Bond CIT: Fact Sheet'] });
    signIn({ firstName: 'Fun', lastName: 'Dee', emailId: email, role: 'Advisor' });
    const el = await fixture(
      html`<category-subscription-button
        data-variant="fund"
        data-fund-cusip="12989T200"
      ></category-subscription-button>`,
    );
    (await face(el, /^Subscribed\s*,\s*Calder Meridian Core Bond CIT$/)).click();
    await waitFor(() => modalDialog()?.open, 'the modal opens');
    const modal = shadow(pageModal()!);
    const factSheet = (await waitFor(
      () => modal.queryByRole('checkbox', { name: 'Fact Sheet - Monthly' }),
      "the fund's literature",
    )) as HTMLInputElement;
    assert.ok(factSheet.checked);
    assert.ok(modal.getByRole('checkbox', { name: 'Commentary - Quarterly' }));
    assert.ok(modal.getByRole('group', { name: 'Calder Meridian Core Bond CIT' }));
    assert.ok(modal.getByRole('button', { name: 'Modify Preferences' }));
    await closeModal();
  });
});
