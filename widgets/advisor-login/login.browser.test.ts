import {
  afterEach,
  assert,
  beforeEach,
  deepActiveElement,
  assertFocused,
  describe,
  expectNoAxeViolations,
  html,
  it,
  sendKeys,
  expectConsoleErrors,
} from '../../tests/browser/helpers';
import { within } from '@testing-library/dom';
import {
  arriveSignedOut,
  button,
  describedBy,
  field,
  heading,
  keptText,
  leave,
  loginElement,
  mount,
  panel,
  PASSWORD,
  setFault,
  typeInto,
  until,
  userIdThenPassword,
} from './browser-fixtures';

describe('<advisor-login> login (accounts spec 2.1, 4.1, 4.2)', () => {
  beforeEach(() => {
    arriveSignedOut();
    setFault(null);
  });
  afterEach(() => {
    setFault(null);
    leave();
  });

  it('shows the login form with the texts and links of the spec, without axe violations', async () => {
    const mounted = await loginElement();
    const ui = mounted.ui();
    await heading(mounted, 'Log in: Financial professionals');
    assert.ok(ui.getByText('For U.S. advisors only'));
    const userId = field(mounted, 'User ID');
    assert.equal(userId.placeholder, 'Firm Email Address or SSO User ID');
    assert.equal(userId.getAttribute('autocomplete'), 'username');
    assert.ok(button(mounted, 'Next'));
    assert.ok(ui.getByRole('checkbox', { name: 'Remember User ID' }));
    assert.equal(ui.getByRole('link', { name: 'Forgot password?' }).getAttribute('href'), '/register/forgot-password/');
    assert.ok(ui.getByRole('heading', { name: 'New User?' }));
    assert.equal(ui.getByRole('link', { name: 'Register Now' }).getAttribute('href'), '/register');
    assert.match(ui.getByText(/Not an advisor\?/).textContent ?? '', /Individual investor login/);
    const banner = ui.getByRole('link', { name: /Log in to Account Center/ });
    assert.equal(banner.getAttribute('target'), '_blank');
    // The focus stays where the visitor is until a panel changes.
    assert.isTrue(
      deepActiveElement() !== ui.getByRole('heading', { name: 'Log in: Financial professionals' }),
      'the heading does not take the focus',
    );
    await expectNoAxeViolations(mounted.el);
  });

  it('a bad data-view is reported once and the login is shown', async () => {
    const errors = expectConsoleErrors('data-view="signup" is not allowed');
    const mounted = await mount(html`<advisor-login data-view="signup" data-environment="demo"></advisor-login>`);
    await heading(mounted, 'Log in: Financial professionals');
    assert.deepEqual(errors.messages, [
      '<advisor-login>: data-view="signup" is not allowed; expected one of "login", "forgot-password", "account-settings", "register", "email-changed", "login-prompts". Until it is fixed, using the default "login".',
    ]);
    assert.ok(mounted.ui().getByRole('note'));
  });

  it('tells an empty user ID and an empty password on their fields', async () => {
    const mounted = await loginElement();
    button(mounted, 'Next').click();
    const userId = field(mounted, 'User ID');
    await until(() => userId.getAttribute('aria-invalid') === 'true', 'the user ID is invalid');
    assert.equal(describedBy(mounted, userId), 'Enter your firm email address');
    await typeInto(userId, 'avery.allen@northfield-advisors.com');
    button(mounted, 'Next').click();
    await until(() => mounted.ui().queryByLabelText('Password', { exact: true }), 'the password shows');
    button(mounted, 'Log in').click();
    const password = field(mounted, 'Password');
    await until(() => password.getAttribute('aria-invalid') === 'true', 'the password is invalid');
    assert.equal(describedBy(mounted, password), 'Enter your password');
    assert.equal(password.getAttribute('autocomplete'), 'current-password');
    await expectNoAxeViolations(mounted.el);
  });

  it('keyboard only: a plain ALLOW advisor signs in and goes home, remembered', async () => {
    const mounted = await loginElement();
    await heading(mounted, 'Log in: Financial professionals');
    field(mounted, 'User ID').focus();
    await sendKeys({ type: 'avery.allen@northfield-advisors.com' });
    await sendKeys({ press: 'Enter' });
    const password = await until(
      () => mounted.ui().queryByLabelText('Password', { exact: true }),
      'the password shows',
    );
    await until(() => deepActiveElement() === password, 'the password field has the focus');
    await sendKeys({ type: PASSWORD });
    // Tab to "Log in", then to "Remember User ID": Space checks it; Shift+Tab back and Enter submits.
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    assertFocused(mounted.ui().getByRole('checkbox', { name: 'Remember User ID' }));
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'Shift+Tab' });
    await sendKeys({ press: 'Enter' });
    assert.deepEqual(await mounted.navigation(), { url: '/', reason: 'login' });
    assert.deepEqual(mounted.events.find((event) => event.type === 'advisor-login-login')?.detail, { internal: false });
    assert.match(document.cookie, /CM_USER_STATUS=LOGGEDIN/);
    assert.match(document.cookie, /CM_USER_TYPE=ADV/);
    assert.equal(localStorage.getItem('login'), 'avery.allen@northfield-advisors.com');
    assert.equal(localStorage.getItem('username'), 'avery.allen@northfield-advisors.com');
    assert.equal(localStorage.getItem('ESC_SIGNED_IN'), 'LOGGEDIN');
    assert.notInclude(keptText(mounted.events), PASSWORD);
  });

  it('a wrong password is told on the password field', async () => {
    const mounted = await loginElement();
    await userIdThenPassword(mounted, 'avery.allen@northfield-advisors.com', 'Wrong#2031');
    const password = field(mounted, 'Password');
    await until(() => password.getAttribute('aria-invalid') === 'true', 'the password is refused');
    assert.equal(
      describedBy(mounted, password),
      'The User ID and/or password you entered is incorrect. Please try again.',
    );
    assert.deepEqual(mounted.events.find((event) => event.type === 'advisor-login-error')?.detail, {
      panel: 'login',
      code: '7011-2006',
    });
    await expectNoAxeViolations(mounted.el);
  });

  it('"Didn\'t receive your code?" goes back to the choice; Cancel back to the login form', async () => {
    const mounted = await loginElement();
    await userIdThenPassword(mounted, 'blake.brown@northfield-advisors.com');
    await panel(mounted, 'Help us keep your account more secure');
    button(mounted, 'Next').click();
    await panel(mounted, 'PASSCODE SENT');
    button(mounted, "Didn't receive your code?").click();
    await panel(mounted, 'Help us keep your account more secure');
    button(mounted, 'Cancel').click();
    await panel(mounted, 'Log in: Financial professionals');
    assert.equal(field(mounted, 'User ID').value, 'blake.brown@northfield-advisors.com');
  });

  it('the security question: a wrong answer, "Don\'t remember your answer?", then the answer', async () => {
    const mounted = await loginElement();
    await userIdThenPassword(mounted, 'casey.chen@harborline-wealth.com');
    await panel(mounted, 'Please answer your question');
    assert.ok(mounted.ui().getByText('What was the name of the street you grew up on?'));
    await expectNoAxeViolations(mounted.el);
    const answer = field(mounted, 'Answer');
    await typeInto(answer, 'Elm');
    button(mounted, 'Continue').click();
    await until(() => answer.getAttribute('aria-invalid') === 'true', 'the answer is refused');
    assert.match(describedBy(mounted, answer), /Your answer does not match our records\. Please try again\./);
    await expectNoAxeViolations(mounted.el);
    button(mounted, "Don't remember your answer?").click();
    await panel(mounted, 'Help us keep your account more secure');
    assert.ok(mounted.ui().getByRole('radio', { name: 'Text a code to: XXX.XXX.1186' }));
  });

  it('a locked account: the message above, every input disabled, the focus on the message', async () => {
    const mounted = await loginElement();
    await userIdThenPassword(mounted, 'gray.garcia@northfield-advisors.com');
    const alert = await until(() => mounted.ui().queryByRole('alert'), 'the message shows');
    assert.equal(
      alert.textContent,
      'For your protection, your account has been temporarily locked due to several failed login attempts...',
    );
    assert.ok(field(mounted, 'User ID').disabled);
    assert.ok(field(mounted, 'Password').disabled);
    assert.ok((button(mounted, 'Log in') as HTMLButtonElement).disabled);
    // The disabled button had the focus: it moves to the message, not to the page.
    await until(() => deepActiveElement() === alert, 'the message has the focus');
    await expectNoAxeViolations(mounted.el);
  });

  it('a call on its way: the button says so (text and aria-busy) and keeps the focus', async () => {
    setFault('slow@/adv.svc/login');
    const mounted = await loginElement();
    await typeInto(field(mounted, 'User ID'), 'avery.allen@northfield-advisors.com');
    button(mounted, 'Next').click();
    const password = await until(() => mounted.ui().queryByLabelText('Password', { exact: true }), 'the password');
    await typeInto(password, PASSWORD);
    await sendKeys({ press: 'Enter' });
    const busy = await until(() => mounted.ui().queryByRole('button', { name: 'Please wait...' }), 'the busy button');
    assert.equal(busy.getAttribute('aria-busy'), 'true');
    assert.equal(busy.getAttribute('aria-disabled'), 'true');
    assert.isFalse((busy as HTMLButtonElement).disabled, 'the button is not disabled, so the focus stays');
    assert.notEqual(deepActiveElement(), document.body);
    busy.click();
    assert.deepEqual(await mounted.navigation(), { url: '/', reason: 'login' });
    assert.equal(mounted.events.filter((event) => event.type === 'advisor-login-login').length, 1);
  });

  it('a password, a passcode or an answer typed never shows in an attribute or in the shadow root', async () => {
    const secrets = { password: 'Wrong#Secret7781', passcode: '908172', answer: 'Tamarind-Lane-66' };
    const notInPage = (mounted: Awaited<ReturnType<typeof loginElement>>) => {
      const markup = mounted.el.shadowRoot!.innerHTML + mounted.el.outerHTML;
      for (const secret of Object.values(secrets)) assert.notInclude(markup, secret);
      for (const input of mounted.el.shadowRoot!.querySelectorAll('input')) {
        for (const { value } of input.attributes) {
          for (const secret of Object.values(secrets)) assert.notInclude(value, secret);
        }
      }
    };
    // A refused password is not kept: not in the page, and emptied for the next try.
    const login = await loginElement();
    await userIdThenPassword(login, 'avery.allen@northfield-advisors.com', secrets.password);
    const password = field(login, 'Password');
    await until(() => password.getAttribute('aria-invalid') === 'true', 'the password is refused');
    notInPage(login);
    assert.equal(password.value, '', 'the refused password is emptied');
    assert.notInclude(keptText(login.events), secrets.password);
    // A passcode, refused.
    const stepUp = await loginElement();
    await userIdThenPassword(stepUp, 'blake.brown@northfield-advisors.com');
    await panel(stepUp, 'Help us keep your account more secure');
    button(stepUp, 'Next').click();
    await panel(stepUp, 'PASSCODE SENT');
    await typeInto(field(stepUp, 'One-time passcode'), secrets.passcode);
    notInPage(stepUp);
    button(stepUp, 'Next').click();
    const passcode = field(stepUp, 'One-time passcode');
    await until(() => passcode.getAttribute('aria-invalid') === 'true', 'the passcode is refused');
    notInPage(stepUp);
    assert.equal(passcode.value, '');
    // An answer, refused.
    const question = await loginElement();
    await userIdThenPassword(question, 'casey.chen@harborline-wealth.com');
    await panel(question, 'Please answer your question');
    await typeInto(field(question, 'Answer'), secrets.answer);
    notInPage(question);
    button(question, 'Continue').click();
    await until(() => field(question, 'Answer').getAttribute('aria-invalid') === 'true', 'the answer is refused');
    notInPage(question);
    // The refused field has the focus, where the visitor types again.
    assertFocused(field(question, 'Answer'));
  });

  it('an advisor who opens the login signed in sees who, and "Log out" ends every sign-in', async () => {
    const first = await loginElement();
    await userIdThenPassword(first, 'avery.allen@northfield-advisors.com');
    assert.equal((await first.navigation()).reason, 'login');
    first.el.remove();
    assert.ok(localStorage.getItem('ESC_PROFILE') && /CONTACT_KEY=C-100421/.test(document.cookie), 'both sign-ins');
    const mounted = await loginElement();
    const status = await until(
      () => mounted.ui().queryByText(/^You are logged in as Avery Allen \(avery\.allen@northfield-advisors\.com\)\.$/),
      'who is signed in, with the name from the profile',
    );
    assert.equal(status.getAttribute('role'), 'status');
    assert.equal(mounted.ui().getByRole('link', { name: 'Continue' }).getAttribute('href'), '/');
    assert.isTrue(document.documentElement.hasAttribute('data-cm-authenticated'));
    await expectNoAxeViolations(mounted.el);
    const logout = mounted.ui().getByRole('button', { name: 'Log out' });
    logout.focus();
    await sendKeys({ press: 'Enter' });
    const notice = await until(
      () => mounted.ui().queryByText('You have successfully logged out. Thank you for visiting.'),
      'the logout notice',
    );
    assert.ok(notice);
    assert.ok(mounted.events.some((event) => event.type === 'advisor-login-logout'));
    // The button that had the focus is gone: the login form's heading takes it.
    await panel(mounted, 'Log in: Financial professionals');
    assert.match(document.cookie, /CM_USER_STATUS=LOGGEDOFF/);
    assert.notMatch(document.cookie, /CONTACT_KEY=|CSMSESSION=/);
    for (const key of ['username', 'ESC_PROFILE', 'CONTACT_KEY']) assert.isNull(localStorage.getItem(key), key);
    assert.equal(localStorage.getItem('ESC_SIGNED_IN'), 'LOGGEDOFF');
    assert.isFalse(document.documentElement.hasAttribute('data-cm-authenticated'));
  });

  it('an expired temporary password names the brand and the phone', async () => {
    const mounted = await loginElement();
    await userIdThenPassword(mounted, 'harper.hill@northfield-advisors.com', 'Welcome#2016');
    const alert = await until(() => mounted.ui().queryByRole('alert'), 'the message shows');
    assert.equal(
      alert.textContent,
      'The temporary password you entered has expired. Please call a Calder Meridian representative at 800-555-0120 for assistance.',
    );
  });

  it('an SSO user ID and a legacy SSO user ID go to the SSO login', async () => {
    const mounted = await loginElement();
    await typeInto(field(mounted, 'User ID'), 'e104729');
    button(mounted, 'Next').click();
    assert.deepEqual(await mounted.navigation(), { url: '/sso/autoPopulateUserID?userId=e104729', reason: 'sso' });
    // A page script may stop the navigation: the event is cancelable, and the test cancelled it.
    const navigate = mounted.events.find((event) => event.type === 'advisor-login-navigate');
    assert.ok(navigate?.cancelable && navigate.defaultPrevented);
    assert.ok(navigate.bubbles && navigate.composed);
    const legacy = await loginElement();
    await typeInto(field(legacy, 'User ID'), 'jmorgan');
    button(legacy, 'Next').click();
    assert.equal((await legacy.navigation()).url, '/sso/autoPopulateUserID?userId=jmorgan');
  });

  it('a legacy user ID to re-register is told so, with the register link', async () => {
    const mounted = await loginElement();
    await typeInto(field(mounted, 'User ID'), 'oldfirm');
    button(mounted, 'Next').click();
    const alert = await until(() => mounted.ui().queryByRole('alert'), 'the message shows');
    assert.match(alert.textContent ?? '', /^Please re-register to update your User ID\.\.\./);
    assert.equal(within(alert).getByRole('link', { name: 'Register Now' }).getAttribute('href'), '/register');
  });

  it('a guest whose access expired is not signed in (accounts spec 8.3)', async () => {
    const mounted = await loginElement();
    await userIdThenPassword(mounted, 'quinn.quade@harborline-wealth.com');
    const alert = await until(() => mounted.ui().queryByRole('alert'), 'the message shows');
    assert.match(alert.textContent ?? '', /^Unfortunately, your guest access has expired/);
    assert.equal(
      describedBy(mounted, field(mounted, 'Password')),
      "We're unable to log you in. Please see the above message for details.",
    );
    assert.match(document.cookie, /CM_USER_STATUS=LOGGEDOFF/);
  });

  it('a failing service shows the generic message and the visitor can try again', async () => {
    setFault('500@/adv.svc/login');
    const mounted = await loginElement();
    await userIdThenPassword(mounted, 'avery.allen@northfield-advisors.com');
    const alert = await until(() => mounted.ui().queryByRole('alert'), 'the message shows');
    assert.equal(
      alert.textContent,
      'A problem occured with your account. Please call us at 800-555-0120 or check your email for further instruction.',
    );
    setFault(null);
    assert.equal(field(mounted, 'Password').value, PASSWORD);
    button(mounted, 'Log in').click();
    assert.equal((await mounted.navigation()).url, '/');
  });

  it('the query flags show their sticky notices; logout signs out', async () => {
    document.cookie = 'CM_USER_TYPE=ADV; path=/';
    document.cookie = 'CM_USER_STATUS=LOGGEDIN; path=/';
    arriveSignedOut('?logout=true');
    document.cookie = 'CM_USER_TYPE=ADV; path=/';
    document.cookie = 'CM_USER_STATUS=LOGGEDIN; path=/';
    const mounted = await loginElement();
    await until(() => mounted.ui().queryByRole('status'), 'the notice shows');
    assert.equal(
      mounted.ui().getByRole('status').textContent,
      'You have successfully logged out. Thank you for visiting.',
    );
    await until(() => /CM_USER_STATUS=LOGGEDOFF/.test(document.cookie), 'the sign-in state is logged off');
    await expectNoAxeViolations(mounted.el);
  });

  it('timeout stores "/" as the redirect; a foreign redirect is never stored', async () => {
    arriveSignedOut('?timeout=true');
    const timedOut = await loginElement();
    await until(() => timedOut.ui().queryByRole('status'), 'the notice shows');
    assert.equal(
      timedOut.ui().getByRole('status').textContent,
      'For your protection, we have logged you out of your account. To access your account, please log in again.',
    );
    await until(() => localStorage.getItem('securePageRedirect') === '/', 'the redirect is stored');
    arriveSignedOut('?redirect=https%3A%2F%2Fevil.example%2F&logout=true');
    const foreign = await loginElement();
    // The notice shows once the element has read its address; nothing was stored by then.
    await until(() => foreign.ui().queryByRole('status'), 'the notice shows');
    assert.equal(localStorage.getItem('securePageRedirect'), null);
  });
});
