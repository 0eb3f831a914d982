import {
  afterEach,
  arriveAt,
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
  expectConsoleErrors,
} from '../../tests/browser/helpers';
import {
  addContact,
  fillAdvisor,
  heldBy,
  publicationId,
  receivedUpdates,
  resetSubscriptions,
  setFault,
  signIn,
  uniqueEmail,
} from '../../tests/browser/subscriptions';
import { forgetSharedLoads } from '../../services/subscriptions';
import './element';

/** Waits on the fixture backend's answers: several calls on a loaded machine. */
const waitFor = <T>(predicate: () => T | Promise<T>, message: string) => waitUntil(predicate, message, 10_000);
const dialogOf = (el: Element) => el.shadowRoot?.querySelector('dialog') ?? null;
const openDialog = (el: Element) => waitFor(() => dialogOf(el)?.open && dialogOf(el), 'the modal opens');
const ui = (el: Element) => shadow(el);
const continueButton = (el: Element) => ui(el).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;

describe('<subscription-modal>: its own button and the subscription centre', () => {
  beforeEach(resetSubscriptions);

  it('data-subscription-name shows the static "Subscribe" button that opens the modal with that subscription', async () => {
    const el = await fixture(
      html`<subscription-modal data-subscription-name="Blog: Latest Insights"></subscription-modal>`,
    );
    const trigger = await waitFor(() => ui(el).queryByRole('button', { name: 'Subscribe' }), 'the button shows');
    await expectNoAxeViolations(el);
    trigger.click();
    await openDialog(el);
    const box = await waitFor(
      () => ui(el).queryByRole('checkbox', { name: 'Blog: Latest Insights' }),
      'the subscription is listed',
    );
    assert.ok((box as HTMLInputElement).checked);
  });

  it('a signed-in visitor holding it reads "Subscribed"', async () => {
    const email = uniqueEmail('reader');
    await addContact({ emailId: email, role: 'Non-Advisor', holds: ['Blog: Latest Insights'] });
    signIn({ firstName: 'Rea', lastName: 'Der', emailId: email, role: 'Non-Advisor' });
    const el = await fixture(
      html`<subscription-modal data-subscription-name="Blog: Latest Insights"></subscription-modal>`,
    );
    await waitFor(() => ui(el).queryByRole('button', { name: 'Subscribed' }), 'the button reads Subscribed');
  });

  it('the subscription centre: entry screen, then welcome, then every subscription with Modify Preferences', async () => {
    const email = uniqueEmail('centre');
    await addContact({ emailId: email, role: 'Advisor', firstName: 'Cen', holds: ['Equity'] });
    const el = await fixture(html`<subscription-modal data-view="page"></subscription-modal>`);
    const view = ui(el);
    await waitFor(() => view.queryByRole('heading', { name: 'Manage your Subscriptions' }), 'the entry screen');
    assert.ok(view.getByText('Please enter your information to access the subscription center.'));
    assert.ok(view.getByRole('radio', { name: 'Advisor' }));
    await waitFor(
      () => view.queryByRole('radio', { name: 'Investor' }),
      'the investor choice (publications exist for them)',
    );
    await expectNoAxeViolations(el);
    await fillAdvisor(el, email);
    continueButton(el).click();
    const equity = (await waitFor(
      () => view.queryByRole('checkbox', { name: 'Equity' }),
      'the preferences show',
    )) as HTMLInputElement;
    assert.ok(equity.checked);
    // Continue, which had the focus, is gone: the preferences' heading has it, never the page.
    await waitFor(
      () => deepActiveElement() === view.getByRole('heading', { name: 'Manage your Subscriptions' }),
      'the heading has the focus',
    );
    assert.ok(view.getByRole('group', { name: 'Thought Leadership' }));
    assert.ok(view.getByRole('checkbox', { name: 'Investment Perspectives' }), 'advisor-only items are listed');
    await expectNoAxeViolations(el);
  });

  it("an e-mail from a link: the welcome screen while the check runs, then the contact's preferences", async () => {
    const email = uniqueEmail('linked', 'example.com');
    await addContact({ emailId: email, role: 'Non-Advisor', firstName: 'Lin', holds: ['Retirement'] });
    setFault('slow@/api/checkSubscriptions');
    const el = await fixture(html`<subscription-modal data-view="page" data-token=${email}></subscription-modal>`);
    const view = ui(el);
    // Every DOM change until the preferences show: the entry form never comes in between, and the page's reserve
    // (docs/loading-and-layout-shift.md) holds under the welcome screen, so that the page below does not move up
    // and down again.
    const seen: string[] = [];
    const watch = new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes])) {
        if (node.textContent?.includes('Please enter your information')) seen.push('the entry form');
      }
      const welcome = el.shadowRoot?.querySelector('.welcome');
      if (welcome && !el.matches(':state(loading)')) seen.push(`the reserve ended under "${welcome.textContent}"`);
    });
    watch.observe(el.shadowRoot!, { childList: true, subtree: true, characterData: true });
    await waitFor(() => view.queryByRole('heading', { name: 'Welcome!' }), 'the welcome screen');
    assert.ok(view.getByText(`We're directing you to the subscription center for ${email}`));
    await expectNoAxeViolations(el);
    const retirement = (await waitFor(
      () => view.queryByRole('checkbox', { name: 'Retirement' }),
      'the preferences',
    )) as HTMLInputElement;
    watch.disconnect();
    assert.deepEqual(seen, [], 'from the welcome screen straight to the preferences');
    assert.ok(retirement.checked);
    assert.equal(view.queryByRole('checkbox', { name: 'Investment Perspectives' }), null, 'no advisor-only item');
  });

  it('the preferences come with the focus on their heading, whichever answer comes last', async () => {
    // The check of the e-mail last, then the subscriptions' documents last: either way the commit that draws the
    // preferences has moved the focus, so it never arrives later, from wherever the visitor had put it meanwhile.
    for (const slow of ['slow@/api/checkSubscriptions', 'slow@/site/resourceapi/halapi']) {
      resetSubscriptions();
      forgetSharedLoads();
      const email = uniqueEmail('focus', 'example.com');
      await addContact({ emailId: email, role: 'Non-Advisor', firstName: 'Flo', holds: ['Retirement'] });
      setFault(slow);
      const el = await fixture(html`<subscription-modal data-view="page" data-token=${email}></subscription-modal>`);
      let focusAtFirstDrawing: string | undefined;
      const watch = new MutationObserver(() => {
        if (focusAtFirstDrawing !== undefined || !el.shadowRoot?.querySelector('input[type="checkbox"]')) return;
        const active = deepActiveElement();
        focusAtFirstDrawing = active ? `${active.localName} ${active.textContent}` : 'nothing';
      });
      watch.observe(el.shadowRoot!, { childList: true, subtree: true });
      await waitFor(() => ui(el).queryByRole('checkbox', { name: 'Retirement' }), `the preferences (${slow})`);
      watch.disconnect();
      assert.equal(focusAtFirstDrawing, 'h2 Manage your Subscriptions', `the focus as they show (${slow})`);
      el.remove();
    }
  });

  it('signed in from a link, "Not you?" brings the entry form back, its heading focused', async () => {
    const email = uniqueEmail('notme', 'example.com');
    await addContact({ emailId: email, role: 'Non-Advisor', firstName: 'Noe', holds: ['Retirement'] });
    const el = await fixture(html`<subscription-modal data-view="page" data-token=${email}></subscription-modal>`);
    const view = ui(el);
    await waitFor(() => view.queryByRole('checkbox', { name: 'Retirement' }), 'the preferences');
    view.getByRole('button', { name: 'Not you?' }).focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(
      () => view.queryByText('Please enter your information to access the subscription center.'),
      'the entry form',
    );
    await waitFor(
      () => deepActiveElement() === view.getByRole('heading', { name: 'Manage your Subscriptions' }),
      'the heading has the focus',
    );
    assert.isNull(view.queryByRole('heading', { name: /^Welcome/ }), 'no welcome screen left');
  });

  it('a bad data-wholesaler-id logs one clear error and shows a notice', async () => {
    const errors = expectConsoleErrors('data-wholesaler-id="not valid!" is not allowed');
    const el = await fixture(
      html`<subscription-modal
        data-view="page"
        data-wholesaler-id="not valid!"
        data-environment="demo"
      ></subscription-modal>`,
    );
    const message =
      '<subscription-modal>: data-wholesaler-id="not valid!" is not allowed; expected letters, digits, "_" and "-" (at most 40). Until it is fixed, the attribute is ignored.';
    await waitFor(() => ui(el).queryByRole('note'), 'the notice shows');
    assert.equal(ui(el).getByRole('note').textContent, message);
    assert.deepEqual(errors.messages, [message]);
  });
});

describe('<subscription-modal>: the deep link (accounts spec 2.8)', () => {
  beforeEach(resetSubscriptions);
  afterEach(() => arriveAt(''));

  it('a signed-in visitor whose automatic subscription fails gets the modal with the failure text, and can try again', async () => {
    const email = uniqueEmail('linked.reader');
    const contactId = await addContact({ emailId: email, role: 'Advisor', holds: [] });
    signIn({ firstName: 'Lin', lastName: 'Ked', emailId: email, role: 'Advisor' });
    arriveAt('?subscribe=latest-insights');
    setFault('500@/api/updateSubscriptions');
    // Listened for before the element is attached (the event bubbles out of it): the automatic subscription may fail
    // before fixture() has returned, as it did in WebKit, and an event heard only afterwards never comes.
    const failed = oneEvent<CustomEvent>(document, 'subscription-modal-error');
    const el = await fixture(
      html`<subscription-modal
        data-subscription-name="Blog: Latest Insights"
        data-open-with-query="subscribe=latest-insights"
      ></subscription-modal>`,
    );
    assert.deepEqual((await failed).detail, { section: 'Subscriptions', kind: 'http' });
    await openDialog(el);
    const alert = await waitFor(() => ui(el).queryByRole('alert'), 'the failure text shows');
    assert.equal(alert.textContent, 'Unable to process your request at this time. Please try again later');
    await waitFor(() => deepActiveElement()?.contains(alert), 'the failure text has the focus');
    const box = (await waitFor(
      () => ui(el).queryByRole('checkbox', { name: 'Blog: Latest Insights' }),
      'the subscription is listed',
    )) as HTMLInputElement;
    assert.ok(box.checked, 'checked, as the visitor asked');
    assert.include(location.search, 'subscribe=latest-insights', 'the query stays until the visitor is subscribed');
    await expectNoAxeViolations(el);

    setFault(null);
    ui(el).getByRole('button', { name: 'Modify Preferences' }).click();
    await waitFor(() => ui(el).queryByText('Your subscription preferences have been updated.'), 'the retry saves');
    assert.deepEqual(
      (await receivedUpdates(contactId)).map((record) => [record.publicationID, record.status]),
      [[await publicationId('Blog: Latest Insights'), 'Active']],
    );
    assert.deepEqual(await heldBy(email), [await publicationId('Blog: Latest Insights')]);
  });
});
