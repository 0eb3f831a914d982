import {
  afterEach,
  assert,
  beforeEach,
  describe,
  expectNoAxeViolations,
  it,
  sendKeys,
} from '../../tests/browser/helpers';
import {
  arriveSignedOut,
  button,
  describedBy,
  field,
  keptText,
  leave,
  loginElement,
  panel,
  PASSCODE,
  PASSWORD,
  setFault,
  typeInto,
  until,
  userIdThenPassword,
  newPassword,
} from './browser-fixtures';

describe('<advisor-login> second factor, phone capture, temporary password (accounts spec 2.1, 4.2)', () => {
  beforeEach(() => {
    arriveSignedOut();
    setFault(null);
  });
  afterEach(() => {
    setFault(null);
    leave();
  });

  it('a step-up: challenge choice, a call, a wrong then the right passcode, then the stored redirect', async () => {
    arriveSignedOut('?redirect=%2Ffund-table%2Fmutual-funds.html');
    const mounted = await loginElement();
    await userIdThenPassword(mounted, 'blake.brown@northfield-advisors.com');
    await panel(mounted, 'Help us keep your account more secure');
    const ui = mounted.ui();
    assert.ok(ui.getByRole('radio', { name: 'Text a code to: XXX.XXX.4821' }).matches(':checked'));
    ui.getByRole('radio', { name: 'Call me with a code at: XXX.XXX.7390' }).click();
    assert.ok(ui.getByRole('group', { name: 'Verify your identity' }));
    await expectNoAxeViolations(mounted.el);
    button(mounted, 'Next').click();
    await panel(mounted, 'PASSCODE SENT');
    assert.ok(
      mounted
        .ui()
        .getByText(
          'It may take up to 60 seconds for your passcode to arrive. Enter the 6-digit passcode we sent to XXX.XXX.7390.',
        ),
    );
    assert.ok(mounted.ui().getByText('Expires after 30 minutes'));
    assert.ok(mounted.ui().getByText('Does not replace your current password'));
    const passcode = field(mounted, 'One-time passcode');
    assert.equal(passcode.getAttribute('autocomplete'), 'one-time-code');
    await expectNoAxeViolations(mounted.el);
    await typeInto(passcode, '111111');
    button(mounted, 'Next').click();
    await until(() => passcode.getAttribute('aria-invalid') === 'true', 'the passcode is refused');
    assert.match(describedBy(mounted, passcode), /^The passcode you entered is incorrect or has expired\./);
    await expectNoAxeViolations(mounted.el);
    passcode.select();
    await sendKeys({ type: PASSCODE });
    button(mounted, 'Next').click();
    assert.deepEqual(await mounted.navigation(), {
      url: `${location.origin}/fund-table/mutual-funds.html`,
      reason: 'login',
    });
    assert.equal(localStorage.getItem('securePageRedirect'), null);
    // Each new panel was announced, in order.
    const panels = mounted.events.filter((event) => event.type === 'advisor-login-panel');
    assert.deepEqual(
      panels.map((event) => event.detail),
      [{ panel: 'challengeChoice' }, { panel: 'passcode' }],
    );
    assert.notInclude(keptText(mounted.events), PASSCODE);
    assert.notInclude(keptText(mounted.events), PASSWORD);
  });

  it('phone capture: Confirm Phone Number, a new number checked, verify by text, passcode, redirect', async () => {
    const mounted = await loginElement();
    await userIdThenPassword(mounted, 'drew.diaz@harborline-wealth.com');
    await panel(mounted, 'Confirm Phone Number');
    const ui = mounted.ui();
    assert.ok(ui.getByRole('radio', { name: 'XXX.XXX.0134' }).matches(':checked'));
    await expectNoAxeViolations(mounted.el);
    ui.getByRole('radio', { name: 'Provide a new phone number.' }).click();
    const phone = await until(() => mounted.ui().queryByLabelText('New phone number'), 'the number field shows');
    await typeInto(phone, '617555');
    assert.equal((phone as HTMLInputElement).value, '617.555');
    button(mounted, 'Next').click();
    await until(() => phone.getAttribute('aria-invalid') === 'true', 'a short number is refused');
    assert.equal(
      describedBy(mounted, phone),
      'The phone number you entered is not valid. Please check the number and try again.',
    );
    await expectNoAxeViolations(mounted.el);
    await sendKeys({ type: '0199' });
    assert.equal((phone as HTMLInputElement).value, '617.555.0199');
    button(mounted, 'Next').click();
    await panel(mounted, 'Verify Phone Number');
    assert.ok(mounted.ui().getByRole('radio', { name: 'Text a code to: XXX.XXX.0199' }).matches(':checked'));
    assert.ok(mounted.ui().getByRole('radio', { name: 'Call me with a code at: XXX.XXX.0199' }));
    await expectNoAxeViolations(mounted.el);
    button(mounted, 'Next').click();
    await panel(mounted, 'PASSCODE SENT');
    await typeInto(field(mounted, 'One-time passcode'), PASSCODE);
    button(mounted, 'Next').click();
    assert.equal((await mounted.navigation()).url, '/');
  });

  it('phone capture without a number on file: Provide Phone Number', async () => {
    const mounted = await loginElement();
    await userIdThenPassword(mounted, 'emery.evans@harborline-wealth.com');
    await panel(mounted, 'Provide Phone Number');
    assert.ok(mounted.ui().getByLabelText('New phone number'));
    assert.equal(mounted.ui().queryByRole('radio'), null);
    await expectNoAxeViolations(mounted.el);
  });

  it('a temporary password: change it with the live checklist, then the login goes on with the new one', async () => {
    const mounted = await loginElement();
    await userIdThenPassword(mounted, 'finley.ford@northfield-advisors.com', 'Welcome#2016');
    await panel(mounted, 'Change Password');
    const ui = mounted.ui();
    assert.equal(ui.queryByLabelText('Current Password'), null);
    const next = field(mounted, 'New password');
    assert.equal(next.getAttribute('autocomplete'), 'new-password');
    const checklist = ui.getByRole('list', { name: 'Password rules' });
    const failed = () => [...checklist.querySelectorAll('li.failed')].map((item) => item.getAttribute('data-rule'));
    // Empty: too short, no letters or number, no special character.
    assert.deepEqual(failed(), ['length', 'character-kinds', 'special-character']);
    await typeInto(next, 'finley');
    await until(() => failed().includes('not-like-user-id'), 'the user-ID rule fails');
    assert.match(describedBy(mounted, next), /Not met: 8 to 240 characters/);
    await expectNoAxeViolations(mounted.el);
    next.select();
    const fresh = newPassword('Kestrel#2031');
    await sendKeys({ type: fresh });
    await until(() => failed().length === 0, 'every rule passes');
    await typeInto(field(mounted, 'Confirm new password'), `${fresh}x`);
    button(mounted, 'Submit').click();
    const confirm = field(mounted, 'Confirm new password');
    await until(() => confirm.getAttribute('aria-invalid') === 'true', 'the confirmation is refused');
    assert.equal(describedBy(mounted, confirm), 'Passwords do not match');
    confirm.select();
    await sendKeys({ type: fresh });
    button(mounted, 'Submit').click();
    assert.equal((await mounted.navigation()).url, '/');
    assert.deepEqual(mounted.events.find((event) => event.type === 'advisor-login-password-change')?.detail, {
      mode: 'TEMP_PASSWORD',
    });
    assert.notInclude(keptText(mounted.events), fresh);
    assert.notInclude(keptText(mounted.events), 'Welcome#2016');
  });
});
