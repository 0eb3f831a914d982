import {
  afterEach,
  assert,
  beforeEach,
  describe,
  expectNoAxeViolations,
  firstDrawn,
  html,
  it,
} from '../../tests/browser/helpers';
import { arriveSignedOut, button, field, leave, mount, panel, typeInto, until, newPassword } from './browser-fixtures';

const settingsElement = () => mount(html`<advisor-login data-view="account-settings"></advisor-login>`, '.settings');

/** Signs a demo advisor in with the fixture backend, as the login would: its session cookie and the sign-in state. */
async function signedIn(userId: string) {
  const token = await fetch('/cl/v1/api/token', {
    method: 'POST',
    headers: { clientId: 'test', clientSecret: 'test' },
  });
  const apitoken = token.headers.get('apitoken') ?? '';
  const login = await fetch('/adv.svc/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apitoken },
    body: JSON.stringify({ userId, password: 'Meridian#2031' }),
  });
  document.cookie = `CSMSESSION=${login.headers.get('CSMSESSION')}; path=/`;
  document.cookie = 'CM_USER_TYPE=ADV; path=/';
  document.cookie = 'CM_USER_STATUS=LOGGEDIN; path=/';
  localStorage.setItem('username', userId);
}

describe('<advisor-login data-view="account-settings"> (accounts spec 2.3)', () => {
  beforeEach(() => arriveSignedOut());
  afterEach(() => leave());

  it('renders nothing for a visitor who is not logged in', async () => {
    const mounted = await mount(html`<advisor-login data-view="account-settings"></advisor-login>`, null);
    // Once its first drawing is in, it has nothing to show.
    await firstDrawn(mounted.el);
    assert.equal(mounted.el.shadowRoot?.querySelector('.settings'), null);
    assert.equal(mounted.ui().queryByRole('heading'), null);
  });

  it('"Change" reveals the form; a wrong current password, then the success notice', async () => {
    await signedIn('avery.allen@northfield-advisors.com');
    const mounted = await settingsElement();
    const ui = mounted.ui();
    assert.equal(ui.getByRole('navigation', { name: 'Account settings' }).textContent, 'Change Password');
    await expectNoAxeViolations(mounted.el);
    button(mounted, 'Change').click();
    await panel(mounted, 'Change Password');
    button(mounted, 'Submit').click();
    const current = field(mounted, 'Current Password');
    await until(() => current.getAttribute('aria-invalid') === 'true', 'the empty current password is refused');
    await expectNoAxeViolations(mounted.el);
    await typeInto(current, 'Wrong#2031');
    const fresh = newPassword('Plover#2031');
    await typeInto(field(mounted, 'New password'), fresh);
    await typeInto(field(mounted, 'Confirm new password'), fresh);
    button(mounted, 'Submit').click();
    await until(
      () => /The password you entered is incorrect\. Please try again\./.test(mounted.el.shadowRoot?.textContent ?? ''),
      'the current password is refused',
    );
    current.select();
    await typeInto(current, 'Meridian#2031');
    button(mounted, 'Submit').click();
    const notice = await until(() => mounted.ui().queryByRole('status'), 'the success notice shows');
    assert.equal(notice.textContent, 'You have successfully changed your password.');
    assert.deepEqual(mounted.events.find((event) => event.type === 'advisor-login-password-change')?.detail, {
      mode: 'CHANGE_PASSWORD_LOGGED_IN',
    });
    await expectNoAxeViolations(mounted.el);
  });

  it('an SSO user is told to use the workstation login instead', async () => {
    await signedIn('pat.morgan@caldermeridian.com');
    document.cookie = 'CM_INT_USER=true; path=/';
    const mounted = await settingsElement();
    // The store reads the cookies again when the element mounts.
    const note = await until(() => mounted.ui().queryByRole('note'), 'the warning shows');
    assert.match(note.textContent ?? '', /workstation login/);
    assert.equal(mounted.ui().queryByRole('button', { name: 'Change' }), null);
    await expectNoAxeViolations(mounted.el);
  });
});
