import { afterEach, assert, beforeEach, describe, expectNoAxeViolations, html, it } from '../../tests/browser/helpers';
import {
  arriveSignedOut,
  button,
  field,
  keptText,
  leave,
  mount,
  panel,
  type Mounted,
  typeInto,
  until,
  newPassword,
} from './browser-fixtures';

const forgotElement = () => mount(html`<advisor-login data-view="forgot-password"></advisor-login>`);

async function enterUserId(mounted: Mounted, userId: string) {
  await typeInto(field(mounted, 'User ID'), userId);
  button(mounted, 'Continue').click();
}

describe('<advisor-login data-view="forgot-password"> (accounts spec 2.2, 4.5)', () => {
  beforeEach(() => arriveSignedOut());
  afterEach(() => leave());

  it('the user ID entry: "Enter your User Id", Continue, and Cancel to /login', async () => {
    const mounted = await forgotElement();
    const ui = mounted.ui();
    await until(() => ui.queryByRole('heading', { name: 'Enter your User Id' }), 'the entry shows');
    assert.equal(field(mounted, 'User ID').getAttribute('autocomplete'), 'username');
    assert.equal(ui.getByRole('link', { name: 'Cancel' }).getAttribute('href'), '/login');
    button(mounted, 'Continue').click();
    await until(() => field(mounted, 'User ID').getAttribute('aria-invalid') === 'true', 'the empty ID is refused');
    await expectNoAxeViolations(mounted.el);
  });

  it('choice, passcode, a new password only, then /login?forgotPassword=true', async () => {
    const mounted = await forgotElement();
    await enterUserId(mounted, 'Blake.Brown@Northfield-Advisors.com');
    await panel(mounted, 'Help us keep your account more secure');
    assert.ok(mounted.ui().getByRole('radio', { name: 'Call me with a code at: XXX.XXX.7390' }));
    await expectNoAxeViolations(mounted.el);
    button(mounted, 'Next').click();
    await panel(mounted, 'PASSCODE SENT');
    await typeInto(field(mounted, 'One-time passcode'), '246810');
    button(mounted, 'Next').click();
    await panel(mounted, 'Change Password');
    assert.equal(mounted.ui().queryByLabelText('Current Password'), null);
    await expectNoAxeViolations(mounted.el);
    const fresh = newPassword('Heron#2031q');
    await typeInto(field(mounted, 'New password'), fresh);
    await typeInto(field(mounted, 'Confirm new password'), fresh);
    button(mounted, 'Submit').click();
    assert.deepEqual(await mounted.navigation(), { url: '/login?forgotPassword=true', reason: 'forgot-password' });
    assert.notInclude(keptText(mounted.events), fresh);
    assert.notInclude(keptText(mounted.events), '246810');
  });

  it('Cancel on a sub-step returns to the user ID entry', async () => {
    const mounted = await forgotElement();
    await enterUserId(mounted, 'blake.brown@northfield-advisors.com');
    await panel(mounted, 'Help us keep your account more secure');
    button(mounted, 'Cancel').click();
    await panel(mounted, 'Enter your User Id');
    assert.equal(field(mounted, 'User ID').value, 'blake.brown@northfield-advisors.com');
  });

  it('CTN_FORGOTPASSWORD_1116: the contact-representative panel', async () => {
    const mounted = await forgotElement();
    await enterUserId(mounted, 'riley.ross@northfield-advisors.com');
    await panel(mounted, 'Verify your identity');
    assert.ok(mounted.ui().getByText('Contact a Calder Meridian representative at 800-555-0120 to proceed further.'));
    await expectNoAxeViolations(mounted.el);
  });

  it('without a text or voice route the choice shows the contact text', async () => {
    const mounted = await forgotElement();
    await enterUserId(mounted, 'emery.evans@harborline-wealth.com');
    await panel(mounted, 'Help us keep your account more secure');
    assert.ok(mounted.ui().getByText('Contact a Calder Meridian representative at 800-555-0120 to proceed further.'));
    assert.equal(mounted.ui().queryByRole('button', { name: 'Next' }), null);
    await expectNoAxeViolations(mounted.el);
  });

  it('an internal user is sent to the SSO password page', async () => {
    const mounted = await forgotElement();
    await enterUserId(mounted, 'pat.morgan@caldermeridian.com');
    assert.deepEqual(await mounted.navigation(), { url: '/sso/password', reason: 'sso-password' });
  });

  it('an unknown user gets the generic message', async () => {
    const mounted = await forgotElement();
    await enterUserId(mounted, 'nobody@nowhere.example');
    const alert = await until(() => mounted.ui().queryByRole('alert'), 'the message shows');
    assert.match(alert.textContent ?? '', /^A problem occured with your account\./);
  });
});
