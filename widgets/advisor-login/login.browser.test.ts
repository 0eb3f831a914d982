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
      '<advisor-login>: data-view="signup" is not allowed; expected one of "login", "forgot-password", "account-settings". Until it is fixed, using the default "login".',
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

  it('a locked account: the message above, every input disabled', async () => {
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
    await expectNoAxeViolations(mounted.el);
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
