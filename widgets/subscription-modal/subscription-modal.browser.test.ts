import {
  act,
  assert,
  beforeEach,
  afterEach,
  deepActiveElement,
  describe,
  expectConsoleErrors,
  expectNoAxeViolations,
  fixture,
  html,
  it,
  oneEvent,
  sendKeys,
  setViewport,
  shadow,
  waitUntil,
} from '../../tests/browser/helpers';
import {
  addContact,
  heldBy,
  publicationId,
  receivedUpdates,
  fillAdvisor,
  resetSubscriptions,
  setFault,
  signIn,
  typeInto,
  uniqueEmail,
} from '../../tests/browser/subscriptions';
import { publishPageEvent } from '../../runtime/events';
import { clearRequestCache } from '../../runtime/http';
import { forgetSharedLoads } from '../../services/subscriptions';
import { CHOICE_TEXTS } from './choices';
import { requestSubscriptionModal, type SubscriptionOpenDetail } from '../../runtime/stores/subscriptions';
import './element';

/** Waits on the fixture backend's answers: several calls on a loaded machine. */
const waitFor = <T>(predicate: () => T | Promise<T>, message: string) => waitUntil(predicate, message, 10_000);
const dialogOf = (el: Element) => el.shadowRoot?.querySelector('dialog') ?? null;
const openDialog = (el: Element) => waitFor(() => dialogOf(el)?.open && dialogOf(el), 'the modal opens');
const ui = (el: Element) => shadow(el);

/** The page's modal, opened as a button opens it. */
async function openModal(detail: SubscriptionOpenDetail, markup = html`<subscription-modal></subscription-modal>`) {
  const el = await fixture(markup);
  await act(() => requestSubscriptionModal(detail));
  await openDialog(el);
  return el;
}

const continueButton = (el: Element) => ui(el).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
const checkbox = (el: Element, name: string) =>
  waitFor(() => ui(el).queryByRole('checkbox', { name }) as HTMLInputElement | null, `"${name}" is listed`);
const focusIsIn = (node: Element, what: string) =>
  waitFor(() => {
    const active = deepActiveElement();
    return active !== null && active !== document.body && (active === node || active.contains(node));
  }, `the focus is on ${what}`);

/** The catalogue is loaded once per page and identical GETs are kept: a test of its failures starts afresh. */
function freshCatalogue() {
  forgetSharedLoads();
  clearRequestCache();
}

/** The registrations the fixture store received for an address. */
async function registrationsOf(email: string): Promise<unknown[]> {
  const response = await fetch('/__fixtures/subscriptions/registrations');
  const { registrations } = (await response.json()) as { registrations: Array<{ profile: { emailId?: string } }> };
  return registrations.filter((registration) => registration.profile.emailId === email);
}

/** Fills an Individual Investor's form. */
async function fillInvestor(el: Element, email: string) {
  const view = ui(el);
  typeInto(view.getByLabelText('First name'), 'Ivy');
  typeInto(view.getByLabelText('Last name'), 'Investor');
  typeInto(view.getByLabelText('Email address'), email);
  await waitFor(() => (view.getByLabelText('Email address') as HTMLInputElement).value === email, 'filled');
}
const emailError = (el: Element) =>
  waitFor(() => el.shadowRoot?.querySelector('[id$="-email-error"]')?.textContent, 'the e-mail field shows an error');

describe('<subscription-modal>: step 0, the sign-in / registration form (accounts spec 2.8, 4.9, 5.5)', () => {
  beforeEach(resetSubscriptions);

  it('opens as a modal titled "Subscribe" with the form beside the emails to choose, the category checked', async () => {
    const el = await fixture(html`<subscription-modal></subscription-modal>`);
    const opened = oneEvent<CustomEvent>(el, 'subscription-modal-open');
    await act(() => requestSubscriptionModal({ category: 'Fixed Income' }));
    assert.deepEqual((await opened).detail, { subscriptionNames: [], category: 'Fixed Income', fund: null });
    await openDialog(el);
    const view = ui(el);
    assert.ok(dialogOf(el)?.matches(':modal'));
    assert.equal(view.getByRole('dialog', { name: 'Subscribe' }).tagName, 'DIALOG');
    assert.ok(view.getByRole('heading', { name: 'Where should we send these emails?' }));
    assert.ok(view.getByRole('heading', { name: 'Which emails would you like to receive?' }));
    assert.ok((view.getByRole('radio', { name: 'Financial Professional' }) as HTMLInputElement).checked);
    assert.ok(view.getByRole('radio', { name: 'Individual Investor' }));
    assert.ok(view.getByRole('group', { name: 'I am a(n):' }));
    const box = await waitFor(() => view.queryByRole('checkbox', { name: 'Fixed Income' }), 'the emails load');
    assert.ok((box as HTMLInputElement).checked, 'the category is checked');
    assert.ok(view.getByRole('link', { name: 'Manage All Subscriptions' }).getAttribute('target') === '_blank');
    await expectNoAxeViolations(el);
  });

  it("opens on another element's page event alone (a latest insights block's subscribe), its subscription checked", async () => {
    const el = await fixture(html`<subscription-modal></subscription-modal>`);
    const opened = oneEvent<CustomEvent>(el, 'subscription-modal-open');
    // The page bus keeps no events: one sent before the modal has mounted reaches nobody, so the same detail is
    // sent until the modal takes it (it takes a detail once).
    const detail = { subscriptionNames: ['Blog: Latest Insights'], loggedIn: false };
    await waitFor(() => {
      publishPageEvent('subscription-open', detail);
      return dialogOf(el)?.open;
    }, 'the modal takes the event');
    assert.deepEqual((await opened).detail, {
      subscriptionNames: ['Blog: Latest Insights'],
      category: null,
      fund: null,
    });
    const box = await waitFor(
      () => ui(el).queryByRole('checkbox', { name: 'Blog: Latest Insights' }),
      'the subscription is listed',
    );
    assert.ok((box as HTMLInputElement).checked, 'the subscription is checked');
  });

  it('checks the fields on submit: every message under its field, focus on the first', async () => {
    const el = await openModal({ subscriptionNames: ['Market Outlook'] });
    continueButton(el).click();
    await emailError(el);
    const view = ui(el);
    assert.equal(view.getByLabelText('First Name').getAttribute('aria-invalid'), 'true');
    for (const text of [
      'Please enter your first name',
      'Please enter your last name',
      'Please enter your firm name',
      'Please enter a valid firm email address',
    ])
      assert.ok(view.getByText(text));
    await waitFor(
      () => deepActiveElement() === view.getByLabelText('First Name'),
      'focus is on the first field in error',
    );
    await expectNoAxeViolations(el);
    view.getByRole('radio', { name: 'Individual Investor' }).click();
    await waitFor(() => view.queryByLabelText('Email address'), 'the investor form shows');
    assert.equal(view.queryByText('Please enter your first name'), null, 'the role radio clears the errors');
    continueButton(el).click();
    await waitFor(() => view.queryByText('Please enter a valid email address'), "the investor's e-mail message");
    assert.equal(view.queryByRole('combobox', { name: 'Firm Name' }), null);
  });

  it('suggests firms from the firms list; the keyboard picks one', async () => {
    const el = await openModal({ subscriptionNames: ['Market Outlook'] });
    const field = ui(el).getByRole('combobox', { name: 'Firm Name' }) as HTMLInputElement;
    field.focus();
    await sendKeys({ type: 'iron' });
    const options = await waitFor(() => {
      const found = ui(el).queryAllByRole('option');
      return found.length > 0 && found;
    }, 'suggestions show');
    assert.deepEqual(
      options.map((option) => option.textContent),
      ['Ironwood Securities', 'Ironwood Private Client'],
    );
    assert.equal(field.getAttribute('aria-expanded'), 'true');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    assert.equal(field.getAttribute('aria-activedescendant'), options[1]?.id);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => field.value === 'Ironwood Private Client', 'Enter takes the highlighted firm');
    assert.equal(field.getAttribute('aria-expanded'), 'false');
    assert.ok(dialogOf(el)?.open, 'Enter on a suggestion does not submit or close');
  });

  it('registers a new visitor: Continue shows its loader, then 0 -> 1 -> 2 with the notice, and the choice is saved', async () => {
    const el = await openModal({ category: 'Fixed Income' });
    const email = uniqueEmail('jane.doe');
    await waitFor(() => ui(el).queryByRole('checkbox', { name: 'Fixed Income' }), 'the emails load');
    await fillAdvisor(el, email);
    const signedIn = oneEvent<CustomEvent>(el, 'subscription-modal-signin');
    const saved = oneEvent<CustomEvent>(el, 'subscription-modal-save');
    continueButton(el).focus();
    continueButton(el).click();
    await waitFor(
      () => continueButton(el).getAttribute('aria-disabled') === 'true',
      'Continue is disabled while the check runs',
    );
    assert.ok(deepActiveElement() === continueButton(el), 'and keeps the focus');
    assert.deepEqual((await signedIn).detail, { role: 'Advisor', registered: true });
    assert.deepEqual((await saved).detail, { active: [await publicationId('Fixed Income')], inactive: [] });
    const notice = await waitFor(
      () => ui(el).queryByText('Your subscription preferences have been updated.'),
      'the success notice shows',
    );
    assert.ok(notice);
    assert.ok(ui(el).getByRole('button', { name: 'Modify Preferences' }));
    await expectNoAxeViolations(el);

    const contactId = localStorage.getItem('CONTACT_KEY') ?? '';
    assert.match(contactId, /^003CM/);
    assert.equal(localStorage.getItem('cti-pending-verification-modal'), 'yes');
    assert.equal(JSON.parse(localStorage.getItem('ESC_PROFILE') ?? '{}').emailId, email);
    const records = await receivedUpdates(contactId);
    assert.equal(records.length, 1);
    assert.deepInclude(records[0], {
      wholeSalerID: null,
      contactID: contactId,
      publicationID: await publicationId('Fixed Income'),
      status: 'Active',
      actor: 'Advisor',
    });
    assert.match(records[0]?.updatedTimeStamp ?? '', /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('shows "We\'re saving your preferences" while it saves', async () => {
    const el = await openModal({ subscriptionNames: ['Equity'] });
    await waitFor(() => ui(el).queryByRole('checkbox', { name: 'Equity' }), 'the emails load');
    await fillAdvisor(el, uniqueEmail('slow.saver'));
    setFault('slow@/api/updateSubscriptions');
    continueButton(el).focus();
    await sendKeys({ press: 'Enter' });
    const saving = await waitFor(() => ui(el).queryByText("We're saving your preferences"), 'step 1 shows');
    assert.equal(saving.getAttribute('role'), 'status');
    // Continue, which had the focus, is gone: the saving text has it.
    await focusIsIn(saving, 'the saving text');
    await expectNoAxeViolations(el);
    await waitFor(() => ui(el).queryByRole('button', { name: 'Modify Preferences' }), 'step 2 follows');
  });

  it('an e-mail already used as an individual investor: the conflict text under the e-mail, back at step 1', async () => {
    const email = uniqueEmail('pat', 'example.com');
    await addContact({ emailId: email, role: 'Non-Advisor' });
    const el = await openModal({ subscriptionNames: ['Market Outlook'] });
    await fillAdvisor(el, email);
    continueButton(el).click();
    assert.equal(
      await emailError(el),
      'Please enter a different email address. You have already used this email address for a individual investor subscription.',
    );
    await waitFor(
      () => deepActiveElement() === ui(el).getByLabelText('Firm Email Address'),
      'focus goes to the e-mail field',
    );
    assert.equal((ui(el).getByLabelText('First Name') as HTMLInputElement).value, 'Jane', 'what was entered stays');
    await expectNoAxeViolations(el);
  });

  it('a disqualified contact: the text with the brand and phone of the configuration', async () => {
    const email = uniqueEmail('blocked');
    await addContact({ emailId: email, role: 'Advisor', contactStatusCd: 'Disqualified' });
    const el = await openModal({ subscriptionNames: ['Market Outlook'] });
    await fillAdvisor(el, email);
    continueButton(el).click();
    assert.equal(
      await emailError(el),
      "Unfortunately, your guest access has expired because we've determined you are not eligible. Please call a Calder Meridian representative at 800-555-0120 for assistance.",
    );
  });

  it('a personal domain for a new financial professional: the firm-based text, and the visitor can retry', async () => {
    const el = await openModal({ subscriptionNames: ['Market Outlook'] });
    await fillAdvisor(el, uniqueEmail('jane', 'gmail.com'));
    continueButton(el).click();
    assert.equal(
      await emailError(el),
      'Your email address domain must be firm-based. Please enter a new email address (ex: "jane.doe@harborwealthpartners.com").',
    );
    typeInto(ui(el).getByLabelText('Firm Email Address'), uniqueEmail('jane'));
    continueButton(el).click();
    await waitFor(() => ui(el).queryByRole('button', { name: 'Modify Preferences' }), 'the retry registers');
  });

  it('a failed registration is tried again on the next Continue, for another address too', async () => {
    const el = await openModal({ subscriptionNames: ['Market Outlook'] });
    await fillAdvisor(el, uniqueEmail('first.try'));
    setFault('500@/api/subscriptionsRegistration');
    continueButton(el).click();
    assert.equal(await emailError(el), 'Unable to process your request at this time. Please try again later');
    setFault(null);
    const other = uniqueEmail('second.try');
    typeInto(ui(el).getByLabelText('Firm Email Address'), other);
    continueButton(el).click();
    await waitFor(() => ui(el).queryByRole('button', { name: 'Modify Preferences' }), 'the other address registers');
    assert.equal(JSON.parse(localStorage.getItem('ESC_PROFILE') ?? '{}').emailId, other);
  });

  for (const [what, token] of [
    ['"@"', '@'],
    ['a 1,200-character address', `${'a'.repeat(1188)}@example.com`],
  ] as const) {
    it(`an e-mail from a link that is no address (${what}) is refused with the e-mail text, never checked`, async () => {
      const requests: string[] = [];
      const record = (event: Event) => requests.push((event as CustomEvent<{ url: string }>).detail.url);
      window.addEventListener('cm-request', record);
      try {
        const el = await openModal(
          { subscriptionNames: ['Market Outlook'] },
          html`<subscription-modal data-token=${token}></subscription-modal>`,
        );
        assert.equal(await emailError(el), 'Please enter a valid firm email address');
        const field = ui(el).getByLabelText('Firm Email Address') as HTMLInputElement;
        assert.equal(field.getAttribute('aria-invalid'), 'true');
        assert.isAtMost(field.value.length, 254);
        await waitFor(() => ui(el).queryByRole('checkbox', { name: 'Market Outlook' }), 'the emails load');
        assert.notOk(
          requests.some((url) => url.includes('/api/checkSubscriptions')),
          'the address was not sent',
        );
        await expectNoAxeViolations(el);
      } finally {
        window.removeEventListener('cm-request', record);
      }
    });
  }

  it('a failing service: "Unable to process your request at this time. Please try again later", then Continue again', async () => {
    const el = await openModal({ subscriptionNames: ['Market Outlook'] });
    await fillAdvisor(el, uniqueEmail('jane'));
    setFault('500@/api/checkSubscriptions');
    continueButton(el).click();
    assert.equal(await emailError(el), 'Unable to process your request at this time. Please try again later');
    document.cookie = 'cm-fault=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    continueButton(el).click();
    await waitFor(() => ui(el).queryByRole('button', { name: 'Modify Preferences' }), 'the second try signs in');
  });
});

describe('<subscription-modal>: where the focus goes, and a phone', () => {
  beforeEach(resetSubscriptions);

  it('a sign-in with nothing chosen: step 2 says nothing changed, and that message has the focus, never the page', async () => {
    const el = await openModal({ subscriptionNames: ['Market Outlook'] });
    (await checkbox(el, 'Market Outlook')).click();
    await waitFor(async () => !(await checkbox(el, 'Market Outlook')).checked, 'unticked');
    await fillAdvisor(el, uniqueEmail('nothing.chosen'));
    continueButton(el).focus();
    await sendKeys({ press: 'Enter' });
    const message = await waitFor(() => ui(el).queryByText(CHOICE_TEXTS.unchanged), 'step 2 says so');
    await focusIsIn(message, 'the message');
    assert.notEqual(document.activeElement, document.body);
    assert.ok((ui(el).getByRole('button', { name: 'Modify Preferences' }) as HTMLButtonElement).disabled);
    await expectNoAxeViolations(el);
  });

  it('Modify Preferences turns disabled once nothing is left to save: the notice has the focus', async () => {
    const email = uniqueEmail('modifier');
    await addContact({ emailId: email, role: 'Advisor', holds: ['Equity'] });
    signIn({ firstName: 'Mo', lastName: 'Difier', emailId: email, role: 'Advisor' });
    const el = await openModal({ subscriptionNames: ['Equity'], loggedIn: true });
    await waitFor(async () => (await checkbox(el, 'Equity')).checked, 'held');
    (await checkbox(el, 'Equity')).click();
    const modify = ui(el).getByRole('button', { name: 'Modify Preferences' }) as HTMLButtonElement;
    await waitFor(() => !modify.disabled, 'something to save');
    modify.focus();
    await sendKeys({ press: 'Enter' });
    const notice = await waitFor(
      () => ui(el).queryByText('Your subscription preferences have been updated.'),
      'the notice shows',
    );
    await focusIsIn(notice, 'the notice');
    assert.ok(modify.disabled, 'nothing is left to save');
    assert.notEqual(document.activeElement, document.body);
  });

  describe('on a phone', () => {
    const initial = { width: window.innerWidth, height: window.innerHeight };
    let resized = false;
    afterEach(async () => {
      if (resized) await setViewport(initial);
      resized = false;
    });

    it('the emails to choose come before Continue: on the screen, in the reading order and for the keyboard', async () => {
      try {
        await setViewport({ width: 375, height: 740 });
        resized = true;
        await waitFor(() => window.innerWidth === 375, 'the window is 375 px wide');
      } catch (error) {
        // WebDriver (WebKit here) cannot resize the window: the order in the document is checked all the same.
        if (!/not supported/i.test(String(error))) throw error;
      }
      const el = await openModal({ category: 'Fixed Income' });
      const box = await checkbox(el, 'Fixed Income');
      const button = continueButton(el);
      assert.ok(
        box.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING,
        'Continue follows the emails in the document',
      );
      if (resized) {
        assert.isAtMost(
          box.getBoundingClientRect().bottom,
          button.getBoundingClientRect().top,
          'the emails show above Continue',
        );
      }
      ui(el).getByLabelText('Firm Email Address').focus();
      await sendKeys({ press: 'Tab' });
      await waitFor(() => deepActiveElement() === box, 'Tab goes from the form to the emails');
      await sendKeys({ press: 'Tab' });
      await waitFor(() => deepActiveElement() === button, 'then to Continue');
      await expectNoAxeViolations(el);
    });
  });
});

describe('<subscription-modal>: the emails cannot be loaded, or none is for the role', () => {
  beforeEach(() => {
    resetSubscriptions();
    freshCatalogue();
  });

  it('Continue pressed while the emails load waits for them, keeping the focus, then signs in and saves', async () => {
    setFault('slow@/site/resourceapi/halapi/documents');
    const el = await openModal({ subscriptionNames: ['Equity'] });
    await fillAdvisor(el, uniqueEmail('early.bird'));
    assert.ok(ui(el).getByText('Loading...'), 'the emails are on their way');
    continueButton(el).focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => continueButton(el).getAttribute('aria-disabled') === 'true', 'Continue shows it is working');
    assert.ok(deepActiveElement() === continueButton(el), 'and keeps the focus');
    await waitFor(() => ui(el).queryByText('Your subscription preferences have been updated.'), 'signed in and saved');
    const contactId = localStorage.getItem('CONTACT_KEY') ?? '';
    assert.deepEqual(
      (await receivedUpdates(contactId)).map((record) => record.publicationID),
      [await publicationId('Equity')],
    );
  });

  it('the catalogue fails: the failure text with Retry where the emails go; Continue registers no one; Retry lists them', async () => {
    expectConsoleErrors(/ERROR RETRIEVING DATA 500 .*halapi\/documents/);
    setFault('500@/site/resourceapi/halapi/documents');
    const el = await openModal({ subscriptionNames: ['Market Outlook', 'Equity'] });
    const alert = await waitFor(() => ui(el).queryByRole('alert'), 'the failure text shows');
    assert.equal(
      alert.querySelector('p')?.textContent,
      'Unable to process your request at this time. Please try again later',
    );
    const email = uniqueEmail('no.emails');
    await fillAdvisor(el, email);
    continueButton(el).click();
    await focusIsIn(alert, 'the failure text');
    assert.deepEqual(await registrationsOf(email), [], 'no one is registered');
    assert.isNull(localStorage.getItem('ESC_PROFILE'));
    await expectNoAxeViolations(el);

    setFault(null);
    ui(el).getByRole('button', { name: 'Retry' }).click();
    const outlook = await checkbox(el, 'Market Outlook');
    assert.ok(outlook.checked && (await checkbox(el, 'Equity')).checked, 'the emails asked for are checked');
    await waitFor(() => deepActiveElement() === outlook, 'the focus goes on to the first email');
    assert.equal((ui(el).getByLabelText('First Name') as HTMLInputElement).value, 'Jane', 'the form is kept');
    continueButton(el).click();
    await waitFor(() => ui(el).queryByRole('button', { name: 'Modify Preferences' }), 'now Continue signs in');
  });

  it("a fund's page ids fail: its literature is said to be unavailable, no one is registered; Retry lists it", async () => {
    expectConsoleErrors(/ERROR RETRIEVING DATA 500 .*getpageid/);
    setFault('500@/restapi/frontendutility/getpageid');
    const el = await openModal({
      fund: { name: 'Calder Meridian Core Bond CIT', cusip: '12989T200', literature: [] },
    });
    const alert = await waitFor(() => ui(el).queryByRole('alert'), 'the failure text shows');
    assert.equal(
      alert.querySelector('p')?.textContent,
      'Unable to process your request at this time. Please try again later',
    );
    const email = uniqueEmail('no.literature');
    await fillAdvisor(el, email);
    continueButton(el).click();
    await focusIsIn(alert, 'the failure text');
    assert.deepEqual(await registrationsOf(email), []);
    setFault(null);
    ui(el).getByRole('button', { name: 'Retry' }).click();
    assert.ok((await checkbox(el, 'Commentary - Quarterly')).checked, 'the first literature item is checked');
    assert.notOk((await checkbox(el, 'Fact Sheet - Monthly')).checked);
  });

  it('page ids failing keep every subscription: a category is listed and saved as before', async () => {
    expectConsoleErrors(/ERROR RETRIEVING DATA 500 .*getpageid/);
    setFault('500@/restapi/frontendutility/getpageid');
    const el = await openModal({ category: 'Fixed Income' });
    assert.ok((await checkbox(el, 'Fixed Income')).checked);
    assert.isNull(ui(el).queryByRole('alert'), 'nothing this request needs is missing');
    await fillAdvisor(el, uniqueEmail('category.kept'));
    continueButton(el).click();
    await waitFor(() => ui(el).queryByText('Your subscription preferences have been updated.'), 'saved');
    const contactId = localStorage.getItem('CONTACT_KEY') ?? '';
    assert.deepEqual(
      (await receivedUpdates(contactId)).map((record) => [record.publicationID, record.status]),
      [[await publicationId('Fixed Income'), 'Active']],
    );
  });

  it('an Individual Investor at an advisors-only request is told so, and Continue registers no one', async () => {
    const el = await openModal({ subscriptionNames: ['Practice Management'] });
    await checkbox(el, 'Practice Management');
    ui(el).getByRole('radio', { name: 'Individual Investor' }).click();
    const note = await waitFor(() => ui(el).queryByText(CHOICE_TEXTS.advisorsOnly), 'the visitor is told');
    assert.isNull(ui(el).queryByRole('checkbox', { name: 'Practice Management' }));
    const email = uniqueEmail('ivy', 'example.com');
    await fillInvestor(el, email);
    continueButton(el).click();
    await focusIsIn(note, 'the note');
    assert.deepEqual(await registrationsOf(email), [], 'no one is registered');
    assert.isNull(localStorage.getItem('ESC_PROFILE'));
    await expectNoAxeViolations(el);
    ui(el).getByRole('radio', { name: 'Financial Professional' }).click();
    await checkbox(el, 'Practice Management');
  });
});

describe('<subscription-modal>: step 2, preferences (accounts spec 2.8, 4.11, 5.6)', () => {
  beforeEach(resetSubscriptions);

  it('opens at step 2 for a signed-in visitor, as held; Modify Preferences sends only what 5.6 asks', async () => {
    const email = uniqueEmail('held');
    const contactId = await addContact({ emailId: email, role: 'Advisor', holds: ['Market Outlook'] });
    signIn({ firstName: 'Held', lastName: 'Visitor', emailId: email, role: 'Advisor' });
    const el = await openModal({ subscriptionNames: ['Market Outlook', 'Equity'], loggedIn: true });
    const view = ui(el);
    const outlook = (await waitFor(
      () => view.queryByRole('checkbox', { name: 'Market Outlook' }),
      'the preferences show',
    )) as HTMLInputElement;
    assert.ok(outlook.checked, 'held: checked');
    assert.notOk((view.getByRole('checkbox', { name: 'Equity' }) as HTMLInputElement).checked);
    assert.equal(view.queryByRole('button', { name: 'Continue' }), null);
    await expectNoAxeViolations(el);

    outlook.click();
    const modify = view.getByRole('button', { name: 'Modify Preferences' }) as HTMLButtonElement;
    await waitFor(() => !modify.disabled, 'an unticked held subscription is something to save');
    modify.click();
    await waitFor(() => view.queryByText('Your subscription preferences have been updated.'), 'the notice shows');
    const records = await receivedUpdates(contactId);
    assert.deepEqual(
      records.map((record) => [record.publicationID, record.status, record.actor]),
      [[await publicationId('Market Outlook'), 'Inactive', 'Advisor']],
    );
    assert.deepEqual(await heldBy(email), []);
    await waitFor(() => modify.disabled, 'with nothing held or ticked, nothing is left to save');
  });
});

describe('<subscription-modal>: whose preferences these are', () => {
  beforeEach(resetSubscriptions);

  /** What another tab of the browser does: a sign-in stored (local storage and cookie), this tab told. */
  function anotherTabSignsIn(profile: { emailId: string; firstName: string }, contactId: string, tell = true) {
    localStorage.setItem(
      'ESC_PROFILE',
      JSON.stringify({ ...profile, lastName: 'Other', token: null, wholeSalerID: null, role: 'Advisor' }),
    );
    localStorage.setItem('CONTACT_KEY', contactId);
    document.cookie = `CONTACT_KEY=${contactId}; path=/`;
    if (tell) window.dispatchEvent(new StorageEvent('storage', { key: 'ESC_PROFILE' }));
  }

  it('names the signed-in visitor; "Not you?" signs out and shows the form, its heading focused', async () => {
    const email = uniqueEmail('named');
    await addContact({ emailId: email, role: 'Advisor', holds: ['Market Outlook'] });
    signIn({ firstName: 'Nora', lastName: 'Named', emailId: email, role: 'Advisor' });
    const el = await openModal({ subscriptionNames: ['Market Outlook'], loggedIn: true });
    const view = ui(el);
    await waitFor(() => view.queryByText(`Signed in as Nora Named (${email}).`), 'who is signed in');
    await waitFor(() => view.queryByRole('checkbox', { name: 'Market Outlook' }), 'the preferences show');
    const notYou = view.getByRole('button', { name: 'Not you?' });
    notYou.focus();
    await sendKeys({ press: 'Enter' });
    const heading = await waitFor(
      () => view.queryByRole('heading', { name: 'Where should we send these emails?' }),
      'the form shows',
    );
    await waitFor(() => deepActiveElement() === heading, 'the form heading has the focus');
    assert.isNull(localStorage.getItem('ESC_PROFILE'));
    assert.equal(localStorage.getItem('ESC_SIGNED_IN'), 'LOGGEDOFF');
    assert.isNull(view.queryByRole('status'), "the visitor's own sign-out is no news to tell");
    await expectNoAxeViolations(el);
  });

  it('another tab signs someone else in: the modal says so and shows their preferences, nothing ticked is kept', async () => {
    const first = uniqueEmail('first');
    await addContact({ emailId: first, role: 'Advisor', holds: [] });
    const second = uniqueEmail('second');
    const secondId = await addContact({ emailId: second, role: 'Advisor', holds: ['Equity'] });
    signIn({ firstName: 'First', lastName: 'Visitor', emailId: first, role: 'Advisor' });
    const el = await openModal({ subscriptionNames: ['Market Outlook', 'Equity'], loggedIn: true });
    const view = ui(el);
    const outlook = (await waitFor(
      () => view.queryByRole('checkbox', { name: 'Market Outlook' }),
      'the preferences show',
    )) as HTMLInputElement;
    outlook.click();
    anotherTabSignsIn({ emailId: second, firstName: 'Second' }, secondId);
    const notice = await waitFor(() => view.queryByRole('status'), 'the change is told');
    assert.equal(
      notice.textContent,
      `The sign-in changed in another window. Nothing was saved. These are the preferences of ${second}.`,
    );
    await waitFor(() => deepActiveElement() === notice, 'the notice has the focus');
    await waitFor(() => view.queryByText(`Signed in as Second Other (${second}).`), 'the new visitor is named');
    const equity = (await waitFor(
      () => view.queryByRole('checkbox', { name: 'Equity', checked: true }),
      "the second visitor's preferences",
    )) as HTMLInputElement;
    assert.ok(equity.checked);
    assert.notOk((view.getByRole('checkbox', { name: 'Market Outlook' }) as HTMLInputElement).checked, 'not kept');
    assert.deepEqual(await receivedUpdates(secondId), [], 'nothing saved under the second visitor');
  });

  it('a save never goes out under a visitor another tab signed in unannounced', async () => {
    const first = uniqueEmail('first');
    const firstId = await addContact({ emailId: first, role: 'Advisor', holds: [] });
    const second = uniqueEmail('second');
    const secondId = await addContact({ emailId: second, role: 'Advisor', holds: [] });
    signIn({ firstName: 'First', lastName: 'Visitor', emailId: first, role: 'Advisor' });
    const el = await openModal({ subscriptionNames: ['Market Outlook'], loggedIn: true });
    const view = ui(el);
    const outlook = (await waitFor(
      () => view.queryByRole('checkbox', { name: 'Market Outlook' }),
      'the preferences show',
    )) as HTMLInputElement;
    outlook.click();
    // The other tab's storage event has not arrived yet when the visitor clicks.
    anotherTabSignsIn({ emailId: second, firstName: 'Second' }, secondId, false);
    const requests: string[] = [];
    const record = (event: Event) => requests.push((event as CustomEvent<{ url: string }>).detail.url);
    window.addEventListener('cm-request', record);
    view.getByRole('button', { name: 'Modify Preferences' }).click();
    await waitFor(() => view.queryByRole('status'), 'the change is told instead');
    window.removeEventListener('cm-request', record);
    assert.notOk(
      requests.some((url) => url.includes('/api/updateSubscriptions')),
      'no save was sent',
    );
    assert.deepEqual(await receivedUpdates(secondId), []);
    assert.deepEqual(await receivedUpdates(firstId), []);
  });
});

describe('<subscription-modal>: a failed save (accounts spec 8.9)', () => {
  beforeEach(resetSubscriptions);

  it('shows the failure text, announces the error and keeps the choices for another try', async () => {
    const email = uniqueEmail('unsaved');
    const contactId = await addContact({ emailId: email, role: 'Non-Advisor', holds: ['Retirement'] });
    signIn({ firstName: 'Un', lastName: 'Saved', emailId: email, role: 'Non-Advisor' });
    const el = await openModal({ subscriptionNames: ['Retirement', 'Equity'], loggedIn: true });
    const view = ui(el);
    const equity = (await waitFor(
      () => view.queryByRole('checkbox', { name: 'Equity' }),
      'listed',
    )) as HTMLInputElement;
    equity.click();
    setFault('500@/api/updateSubscriptions');
    const failed = oneEvent<CustomEvent>(el, 'subscription-modal-error');
    view.getByRole('button', { name: 'Modify Preferences' }).click();
    assert.deepEqual((await failed).detail, { section: 'Subscriptions', kind: 'http' });
    const alert = await waitFor(() => view.queryByRole('alert'), 'the failure text shows');
    assert.equal(alert.textContent, 'Unable to process your request at this time. Please try again later');
    assert.ok((view.getByRole('checkbox', { name: 'Equity' }) as HTMLInputElement).checked, 'the choice stays');
    await expectNoAxeViolations(el);
    document.cookie = 'cm-fault=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    view.getByRole('button', { name: 'Modify Preferences' }).click();
    await waitFor(() => view.queryByText('Your subscription preferences have been updated.'), 'the retry saves');
    const records = await receivedUpdates(contactId);
    assert.deepEqual(records.map((record) => [record.status, record.actor]).sort(), [
      ['Active', 'Non-Advisor'],
      ['Active', 'Non-Advisor'],
    ]);
  });
});

describe('<subscription-modal>: keyboard and focus', () => {
  beforeEach(resetSubscriptions);

  it('focus moves in, Tab stays in the dialog, Escape closes it and focus returns to the opener', async () => {
    const el = await fixture(html`<subscription-modal></subscription-modal>`);
    const opener = await fixture<HTMLButtonElement>(html`<button type="button">Open</button>`);
    opener.addEventListener('click', () => requestSubscriptionModal({ subscriptionNames: ['Market Outlook'] }));
    opener.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await openDialog(el);
    await waitFor(
      () => dialog.contains(deepActiveElement()) || el.shadowRoot?.contains(deepActiveElement()),
      'focus is in the dialog',
    );
    // Focus starts on the first control; Tab goes through the form in order, within the dialog (the page behind
    // is inert). The test stops at the last control: past it a browser passes focus to its own interface.
    const view = ui(el);
    const order = [
      view.getByRole('button', { name: 'Close' }),
      view.getByRole('radio', { name: 'Financial Professional' }),
      view.getByLabelText('First Name'),
      view.getByLabelText('Last Name'),
      view.getByRole('combobox', { name: 'Firm Name' }),
      view.getByLabelText('Firm Email Address'),
      await waitFor(() => view.queryByRole('checkbox', { name: 'Market Outlook' }), 'the emails load'),
      view.getByRole('button', { name: 'Continue' }),
      view.getByRole('link', { name: 'Manage All Subscriptions' }),
    ];
    // Elements are compared by identity and described by their markup: chai would walk React's internals otherwise.
    const describe = (element: Element | null) => element?.outerHTML.slice(0, 80) ?? 'nothing';
    assert.ok(deepActiveElement() === order[0], `focus starts on ${describe(deepActiveElement())}`);
    const scroller = el.shadowRoot?.querySelector('.dialog-body');
    const tab = async (press: 'Tab' | 'Shift+Tab') => {
      await sendKeys({ press });
      // Firefox also stops on the dialog's scrolling body, so that the keyboard can scroll it.
      if (deepActiveElement() === scroller) await sendKeys({ press });
      return deepActiveElement();
    };
    for (const control of order.slice(1)) {
      const active = await tab('Tab');
      assert.ok(active === control, `Tab reaches ${describe(control)}, not ${describe(active)}`);
    }
    assert.ok((await tab('Shift+Tab')) === order.at(-2), 'Shift+Tab goes back');
    const closed = oneEvent<CustomEvent>(el, 'subscription-modal-close');
    await sendKeys({ press: 'Escape' });
    assert.deepEqual((await closed).detail, { reload: false });
    await waitFor(() => !dialogOf(el), 'the dialog closes');
    assert.ok(deepActiveElement() === opener, 'focus returns to the opener');
  });

  it("the close button closes it; a content button's request asks for the reload, which a page script may cancel", async () => {
    const el = await openModal({ subscriptionNames: ['Market Outlook'], reloadOnClose: true });
    el.addEventListener('subscription-modal-close', (event) => event.preventDefault());
    const closed = oneEvent<CustomEvent>(el, 'subscription-modal-close');
    ui(el).getByRole('button', { name: 'Close' }).click();
    const event = await closed;
    assert.deepEqual(event.detail, { reload: true });
    assert.ok(event.defaultPrevented);
    await waitFor(() => !dialogOf(el), 'the dialog closes');
  });

  it('stays modal, with what was typed, after the element is moved in the DOM', async () => {
    const el = await openModal({ subscriptionNames: ['Market Outlook'] });
    typeInto(ui(el).getByLabelText('First Name'), 'Moved');
    await waitFor(() => (ui(el).getByLabelText('First Name') as HTMLInputElement).value === 'Moved', 'typed');
    const elsewhere = document.createElement('section');
    document.body.append(elsewhere);
    elsewhere.append(el);
    await waitFor(() => dialogOf(el)?.matches(':modal'), 'the moved dialog is modal again');
    assert.equal((ui(el).getByLabelText('First Name') as HTMLInputElement).value, 'Moved');
    el.remove();
    elsewhere.remove();
  });
});
