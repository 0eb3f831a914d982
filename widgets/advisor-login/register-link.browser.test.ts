import {
  afterEach,
  assert,
  assertFocused,
  beforeEach,
  deepActiveElement,
  describe,
  expectNoAxeViolations,
  it,
  sendKeys,
} from '../../tests/browser/helpers';
import {
  arriveSignedOut,
  button,
  describedBy,
  heading,
  keptText,
  leave,
  panel,
  setFault,
  typeInto,
  until,
  type Mounted,
} from './browser-fixtures';
import {
  arriveAt,
  CHOSEN_PASSWORD,
  engine,
  fixtureSession,
  input,
  recordRequests,
  REGISTRATION_PASSCODE,
  registerElement,
  shadowHtml,
  signInAs,
} from './register/browser-fixtures';

/** A link token of this engine and test: a new advisor no other engine registers. */
const link = (kind: 'NEW' | 'LEAD', name: string) => `${kind}-${engine()}-${name}`;

/**
 * The additional information, the firm chosen from its suggestions with the keyboard. The view has arrived and its
 * heading has the focus (typing before would lose keys to the heading taking it), unless `arrived` says so already.
 */
async function giveAdditional(mounted: Mounted, phone = '3035550142', arrived = false) {
  if (!arrived) await panel(mounted, 'Additional Information Required');
  await typeInto(input(mounted, 'Legal (Given) First Name'), 'Taylor');
  await typeInto(input(mounted, 'Firm Name'), 'summit r');
  await until(() => mounted.ui().queryByRole('option', { name: /Summit Ridge Financial/ }), 'the suggestion');
  await sendKeys({ press: 'ArrowDown' });
  await sendKeys({ press: 'Enter' });
  await until(() => input(mounted, 'Firm Name').value === 'Summit Ridge Financial', 'the firm is chosen');
  await typeInto(input(mounted, 'ZIP Code'), '80202');
  await typeInto(input(mounted, 'Phone Number'), phone);
  button(mounted, 'Continue').click();
}

async function choosePassword(mounted: Mounted) {
  await panel(mounted, 'Create New Password');
  await typeInto(input(mounted, 'Password'), CHOSEN_PASSWORD);
  await typeInto(input(mounted, 'Confirm Password'), CHOSEN_PASSWORD);
  button(mounted, 'Continue').click();
}

describe('<advisor-login data-view="register"> from the e-mail link (accounts spec 2.4, 4.6, 8.8)', () => {
  beforeEach(() => {
    arriveSignedOut();
    setFault(null);
  });
  afterEach(() => {
    setFault(null);
    leave();
  });

  it('a new advisor: additional information, password, passcode, signed in and on to the stored redirect', async () => {
    localStorage.setItem('registrationPageRedirect', `${location.origin}/resources/literature/`);
    const token = link('NEW', 'journey');
    arriveAt(`/register/validate-user?tokenNbr=${token}`);
    const requests = recordRequests();
    try {
      const mounted = await registerElement();
      await panel(mounted, 'Additional Information Required');
      // The token is read once and kept in memory: the address no longer holds it.
      assert.notInclude(location.href, token);
      const ui = mounted.ui();
      assert.ok(ui.getByText('All fields required'));
      assert.equal(input(mounted, 'First Name').value, 'Taylor');
      assert.equal(input(mounted, 'Last Name').value, 'New');
      assert.equal(
        ui.getByRole('list', { name: 'Registration steps' }).querySelector('[aria-current]')?.textContent,
        '1: Enter/Confirm information',
      );
      await expectNoAxeViolations(mounted.el);

      // 5.4, each field's rule.
      button(mounted, 'Continue').click();
      const legal = input(mounted, 'Legal (Given) First Name');
      await until(() => legal.getAttribute('aria-invalid') === 'true', 'the legal name is refused');
      assert.equal(describedBy(mounted, legal), 'Please enter your given first name');
      assert.equal(describedBy(mounted, input(mounted, 'Firm Name')), 'Please enter your firm name');
      assert.equal(describedBy(mounted, input(mounted, 'ZIP Code')), 'Please enter your zip code');
      assert.equal(describedBy(mounted, input(mounted, 'Phone Number')), 'Please enter a ten digit phone number');
      await until(() => deepActiveElement() === legal, 'the first wrong field has the focus');
      await expectNoAxeViolations(mounted.el);

      await giveAdditional(mounted, '3035550142', true);
      // 5.2 live checklist against the address to be the user ID.
      await panel(mounted, 'Create New Password');
      assert.equal(
        ui.getByRole('list', { name: 'Registration steps' }).querySelector('[aria-current]')?.textContent,
        '2: Create password',
      );
      const password = input(mounted, 'Password');
      await typeInto(password, 'summit');
      const rule = (id: string) => mounted.el.shadowRoot!.querySelector(`[data-rule="${id}"]`)!.className;
      await until(() => rule('not-like-user-id') === 'failed', 'the checklist follows');
      button(mounted, 'Continue').click();
      await until(() => password.getAttribute('aria-invalid') === 'true', 'the password is refused');
      assert.match(describedBy(mounted, password), /Your password does not meet the password rules below\./);
      password.value = '';
      await typeInto(password, CHOSEN_PASSWORD);
      await until(() => rule('not-like-user-id') === 'passed', 'every rule met');
      await typeInto(input(mounted, 'Confirm Password'), 'Harbor#Lights4');
      button(mounted, 'Continue').click();
      const confirm = input(mounted, 'Confirm Password');
      await until(() => confirm.getAttribute('aria-invalid') === 'true', 'the confirmation is refused');
      assert.equal(describedBy(mounted, confirm), 'Password does not match.');
      await expectNoAxeViolations(mounted.el);
      confirm.value = '';
      await typeInto(confirm, CHOSEN_PASSWORD);
      button(mounted, 'Continue').click();

      // The challenge choice and the passcode, as in the login.
      await panel(mounted, 'Help us keep your account more secure');
      assert.ok(ui.getByRole('radio', { name: 'Text a code to: XXX.XXX.0142' }).matches(':checked'));
      ui.getByRole('radio', { name: 'Call me with a code at: XXX.XXX.0142' }).click();
      await expectNoAxeViolations(mounted.el);
      button(mounted, 'Next').click();
      await panel(mounted, 'PASSCODE SENT');
      assert.ok(ui.getByText(/Enter the 6-digit passcode we sent to XXX\.XXX\.0142\./));
      const passcode = input(mounted, 'One-time passcode');
      await typeInto(passcode, '111111');
      button(mounted, 'Next').click();
      await until(() => passcode.getAttribute('aria-invalid') === 'true', 'the passcode is refused');
      assert.match(describedBy(mounted, passcode), /The passcode you entered is incorrect or has expired/);
      assert.equal(passcode.value, '', 'a refused passcode is emptied');
      await expectNoAxeViolations(mounted.el);
      await typeInto(passcode, REGISTRATION_PASSCODE);
      button(mounted, 'Next').click();

      // Subscribed: the login's sign-in, then registrationPageRedirect with registerSuccess=true.
      assert.deepEqual(await mounted.navigation(), {
        url: `${location.origin}/resources/literature/?registerSuccess=true`,
        reason: 'register',
      });
      assert.deepEqual(mounted.events.find((event) => event.type === 'advisor-login-register')?.detail, {
        contactStatus: 'CONTACT',
      });
      assert.deepEqual(mounted.events.find((event) => event.type === 'advisor-login-login')?.detail, {
        internal: false,
      });
      assert.match(document.cookie, /CM_USER_STATUS=LOGGEDIN/);
      assert.equal(localStorage.getItem('username'), `${engine()}-journey@summitridge-financial.com`);
      assert.isNull(localStorage.getItem('registrationPageRedirect'));

      // What each call sent (7.3): the profile once, with the chosen firm's address and CONTACT.
      const body = (path: string) => requests.sent.filter((request) => request.url.endsWith(path));
      assert.equal(body('/adv.svc/validateProfile').length, 1);
      assert.deepInclude(body('/adv.svc/validateProfile')[0]!.body, {
        tokenNbr: token,
        legalFirstNm: 'Taylor',
        firmNm: 'Summit Ridge Financial',
        firmStNm: '1700 Lincoln Street',
        firmState: 'CO',
        firmCity: 'Denver',
        postalCd: '80202',
        phoneNbr: '3035550142',
        distrContactStatusCd: 'CONTACT',
      });
      assert.deepInclude(body('/adv.svc/createuser')[0]!.body, { tokenNbr: token, channel: 'IVR' });
      assert.deepInclude(body('/adv.svc/subscribeUser').at(-1)!.body, {
        action: 'registration',
        passcode: REGISTRATION_PASSCODE,
        usrVerifyPhoneNbr: '3035550142',
      });
      assert.ok(body('/adv.svc/login').length === 1, 'the login signs the new advisor in');

      // No password, passcode or token in storage, a cookie, the address, an event or the element's HTML.
      for (const secret of [CHOSEN_PASSWORD, REGISTRATION_PASSCODE, token]) {
        assert.notInclude(keptText(mounted.events), secret);
        assert.notInclude(shadowHtml(mounted), secret);
      }
    } finally {
      requests.restore();
    }
  });

  it('a LEAD is sent as LEAD; "Didn\'t receive your code?" chooses again without a second validation', async () => {
    arriveAt(`/register/validate-user?tokenNbr=${link('LEAD', 'again')}`);
    const requests = recordRequests();
    try {
      const mounted = await registerElement();
      await giveAdditional(mounted);
      await choosePassword(mounted);
      await panel(mounted, 'Help us keep your account more secure');
      button(mounted, 'Next').click();
      await panel(mounted, 'PASSCODE SENT');
      button(mounted, "Didn't receive your code?").click();
      await panel(mounted, 'Help us keep your account more secure');
      button(mounted, 'Next').click();
      await panel(mounted, 'PASSCODE SENT');
      const profiles = requests.sent.filter((request) => request.url.endsWith('/adv.svc/validateProfile'));
      assert.equal(profiles.length, 1);
      assert.equal(profiles[0]!.body?.distrContactStatusCd, 'LEAD');
      assert.equal(requests.sent.filter((request) => request.url.endsWith('/adv.svc/createuser')).length, 2);
    } finally {
      requests.restore();
    }
  });

  it('a sign-in that fails after the registration: its message, "Your account is ready." and the login', async () => {
    arriveAt(`/register/validate-user?tokenNbr=${link('NEW', 'unsigned')}`);
    const mounted = await registerElement();
    await giveAdditional(mounted);
    await choosePassword(mounted);
    await panel(mounted, 'Help us keep your account more secure');
    button(mounted, 'Next').click();
    await panel(mounted, 'PASSCODE SENT');
    // The account is made; the login call that follows fails.
    setFault('500@/adv.svc/login');
    await typeInto(input(mounted, 'One-time passcode'), REGISTRATION_PASSCODE);
    button(mounted, 'Next').click();
    await panel(mounted, 'Your account is ready.');
    assert.match(mounted.ui().getByRole('alert').textContent ?? '', /^A problem occured with your account\./);
    assert.equal(mounted.ui().getByRole('link', { name: 'Log in' }).getAttribute('href'), '/login');
    assert.ok(mounted.events.some((event) => event.type === 'advisor-login-register'));
    assert.notMatch(document.cookie, /CM_USER_STATUS=LOGGEDIN/);
    await expectNoAxeViolations(mounted.el);
  });

  it('Cancel on the passcode starts again from the link; Cancel on the password goes to /register', async () => {
    arriveAt(`/register/validate-user?tokenNbr=${link('NEW', 'cancel')}`);
    const mounted = await registerElement();
    await giveAdditional(mounted);
    await choosePassword(mounted);
    await panel(mounted, 'Help us keep your account more secure');
    button(mounted, 'Next').click();
    await panel(mounted, 'PASSCODE SENT');
    button(mounted, 'Cancel').click();
    await panel(mounted, 'Additional Information Required');
    assert.equal(input(mounted, 'ZIP Code').value, '', 'a new start');
    await giveAdditional(mounted);
    await panel(mounted, 'Create New Password');
    button(mounted, 'Cancel').click();
    assert.deepEqual(await mounted.navigation(), { url: '/register', reason: 'cancel' });
  });

  it('the loading screen covers the page while the link is looked up', async () => {
    setFault('slow@/adv.svc/lookupuser');
    arriveAt(`/register/validate-user?tokenNbr=${link('NEW', 'slow')}`);
    const mounted = await registerElement();
    // Drawn, then shown as a modal dialog over the page (its effect runs after it is drawn).
    const dialog = await until(
      () => mounted.el.shadowRoot!.querySelector<HTMLDialogElement>('dialog.cm-loading-screen:modal'),
      'the loading screen, modal',
    );
    assert.isTrue(dialog.open);
    assert.ok(mounted.ui().getByRole('heading', { name: 'We are verifying your email address...' }));
    assert.ok(mounted.ui().getByText('Loading...'));
    await expectNoAxeViolations(mounted.el);
    await panel(mounted, 'Additional Information Required');
  });

  it('a refused profile: the error view; Try Again returns to the choice with everything given', async () => {
    arriveAt(`/register/validate-user?tokenNbr=${link('NEW', 'refused')}`);
    const mounted = await registerElement();
    await giveAdditional(mounted, '3035550000');
    await choosePassword(mounted);
    await panel(mounted, 'Help us keep your account more secure');
    button(mounted, 'Next').click();
    await panel(mounted, 'An Error Occurred');
    assert.ok(mounted.ui().getByText("We're sorry but an error as occurred. Please try again later."));
    assert.deepEqual(mounted.events.find((event) => event.type === 'advisor-login-error')?.detail, {
      panel: 'challenge-choice',
      code: 'CTN_CREATEUSER_0001',
    });
    await expectNoAxeViolations(mounted.el);
    button(mounted, 'Try Again').click();
    await panel(mounted, 'Help us keep your account more secure');
    assert.ok(mounted.ui().getByRole('radio', { name: 'Text a code to: XXX.XXX.0000' }));
  });

  it('an expired link: "The confirmation link has expired", with Register Again', async () => {
    arriveAt('/register/validate-user?tokenNbr=EXPIRED-DEMO');
    const mounted = await registerElement();
    await heading(mounted, 'The confirmation link has expired');
    assert.equal(mounted.ui().getByRole('link', { name: 'Register Again' }).getAttribute('href'), '/register');
    assert.equal(
      mounted.ui().getByRole('navigation', { name: 'Breadcrumb' }).textContent,
      'HomeRegisterThe confirmation link has expired',
    );
    await expectNoAxeViolations(mounted.el);
  });

  it('an unknown link (CTN_LOOKUPUSER_0002) is expired too', async () => {
    arriveAt('/register/validate-user?tokenNbr=UNKNOWN-DEMO');
    const mounted = await registerElement();
    await heading(mounted, 'The confirmation link has expired');
  });

  it('an already registered advisor goes to the login page', async () => {
    arriveAt('/register/validate-user?tokenNbr=REGISTERED-DEMO');
    const mounted = await registerElement();
    assert.deepEqual(await mounted.navigation(), { url: '/login', reason: 'already-registered' });
  });

  it('any other code: the error view', async () => {
    arriveAt('/register/validate-user?tokenNbr=ERROR-DEMO');
    const mounted = await registerElement();
    await heading(mounted, 'An Error Occurred');
    assert.ok(mounted.ui().getByText("We're sorry but an error as occurred. Please try again later."));
  });

  it('a link without its token: the error view, with Register', async () => {
    arriveAt('/register/validate-user');
    const mounted = await registerElement();
    await heading(mounted, 'An Error Occurred');
    const links = mounted.ui().getAllByRole('link', { name: 'Register' });
    // The breadcrumb's and the view's own.
    assert.deepEqual(
      links.map((link) => link.getAttribute('href')),
      ['/register', '/register'],
    );
  });
});

describe('the terms of an internal user (accounts spec 2.4 registerInternal, 4.6)', () => {
  beforeEach(() => {
    arriveSignedOut();
    setFault(null);
  });
  afterEach(() => {
    setFault(null);
    leave();
  });

  it('only the terms, "I agree", Cancel and Continue; Continue accepts them and goes to the stored redirect', async () => {
    const session = await fixtureSession('pat.morgan@caldermeridian.com');
    signInAs('pat.morgan@caldermeridian.com', { firstNm: 'Pat' }, session);
    localStorage.setItem('securePageRedirect', `${location.origin}/resources/literature/`);
    arriveAt('/register/terms-conditions');
    const mounted = await registerElement();
    const ui = mounted.ui();
    await until(() => ui.queryByRole('button', { name: 'View More' }), 'the terms');
    assert.isNull(ui.queryByRole('heading', { level: 2 }), 'no heading');
    assert.isNull(ui.queryByLabelText('First Name'));
    assert.isNull(ui.queryByRole('list', { name: 'Registration steps' }));
    await expectNoAxeViolations(mounted.el);
    button(mounted, 'Continue').click();
    const agree = ui.getByRole('checkbox', { name: 'I agree' });
    await until(() => agree.getAttribute('aria-invalid') === 'true', 'the terms must be accepted');
    assert.equal(describedBy(mounted, agree), 'Please accept the Terms and Conditions to continue registration.');
    assertFocused(agree);
    await sendKeys({ press: 'Space' });
    button(mounted, 'Continue').click();
    assert.deepEqual(await mounted.navigation(), { url: `${location.origin}/resources/literature/`, reason: 'login' });
  });

  it('refused (not signed in): the error text above, the choice kept; Cancel goes home', async () => {
    arriveAt('/register/terms-conditions');
    const mounted = await registerElement();
    mounted.ui().getByRole('checkbox', { name: 'I agree' }).click();
    button(mounted, 'Continue').click();
    const alert = await until(() => mounted.ui().queryByRole('alert'), 'the message');
    assert.equal(alert.textContent, "We're sorry but an error as occurred. Please try again later.");
    assert.isTrue(mounted.ui().getByRole<HTMLInputElement>('checkbox', { name: 'I agree' }).checked);
    await expectNoAxeViolations(mounted.el);
    button(mounted, 'Cancel').click();
    assert.deepEqual(await mounted.navigation(), { url: '/', reason: 'cancel' });
  });
});
