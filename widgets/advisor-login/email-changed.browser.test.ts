import {
  afterEach,
  assert,
  beforeEach,
  describe,
  expectNoAxeViolations,
  html,
  it,
  sendKeys,
  assertFocused,
  expectConsoleErrors,
} from '../../tests/browser/helpers';
import { arriveSignedOut, button, heading, leave, mount, setFault, until } from './browser-fixtures';
import { arriveAt, fixtureSession, recordRequests, signInAs } from './register/browser-fixtures';

const SAM = { emailId: 'sam.rivera@summitridge-financial.com', firstNm: 'Sam', lastNm: 'Rivera', firmId: 'F-0433' };

const emailChanged = () => mount(html`<advisor-login data-view="email-changed"></advisor-login>`, '.email-changed');

describe('<advisor-login data-view="email-changed"> (accounts spec 2.5, 4.7)', () => {
  beforeEach(() => {
    arriveSignedOut();
    setFault(null);
    arriveAt('/register/email-changed');
  });
  afterEach(() => {
    setFault(null);
    leave();
  });

  it('the three choices with the current address; keyboard: changed-new goes to /register?user=changed-new', async () => {
    signInAs('sam.rivera@northgate-advisory.com', SAM);
    const mounted = await emailChanged();
    const ui = mounted.ui();
    await heading(mounted, 'Has Your Email Address Changed?');
    const first = await until(
      () => ui.queryByRole('radio', { name: 'My email address changed to sam.rivera@summitridge-financial.com' }),
      'the choices',
    );
    assert.deepEqual(
      ui.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent),
      [
        'My email address changed to sam.rivera@summitridge-financial.com',
        'My email address changed to something else',
        'My email address has not changed',
      ],
    );
    assert.ok(ui.getByRole('group', { name: 'Has Your Email Address Changed?' }));
    assert.isFalse(
      ui.getAllByRole<HTMLInputElement>('radio').some((radio) => radio.checked),
      'nothing chosen first',
    );
    await expectNoAxeViolations(mounted.el);
    first.focus();
    await sendKeys({ press: 'Space' });
    await sendKeys({ press: 'Tab' });
    assertFocused(button(mounted, 'Next'));
    await sendKeys({ press: 'Enter' });
    assert.deepEqual(await mounted.navigation(), { url: '/register?user=changed-new', reason: 'email-changed' });
  });

  it('"Next" with no choice says so; changed-else goes to /register?user=changed-else', async () => {
    signInAs('sam.rivera@northgate-advisory.com', SAM);
    const mounted = await emailChanged();
    await until(() => mounted.ui().queryAllByRole('radio').length === 3, 'the choices');
    button(mounted, 'Next').click();
    const error = await until(() => mounted.ui().queryByRole('alert'), 'the message');
    assert.equal(error.textContent, 'Please select one of the choices above.');
    await expectNoAxeViolations(mounted.el);
    mounted.ui().getByRole('radio', { name: 'My email address changed to something else' }).click();
    button(mounted, 'Next').click();
    assert.deepEqual(await mounted.navigation(), { url: '/register?user=changed-else', reason: 'email-changed' });
  });

  it('"has not changed" sends continuefirmid with the firm id, then goes home', async () => {
    const session = await fixtureSession('sam.rivera@northgate-advisory.com');
    signInAs('sam.rivera@northgate-advisory.com', SAM, session);
    const requests = recordRequests();
    try {
      const mounted = await emailChanged();
      const none = await until(
        () => mounted.ui().queryByRole('radio', { name: 'My email address has not changed' }),
        'the choices',
      );
      none.click();
      button(mounted, 'Next').click();
      assert.deepEqual(await mounted.navigation(), { url: '/', reason: 'email-changed' });
      const sent = requests.sent.find((request) => request.url.endsWith('/adv.svc/secure/continuefirmid'));
      assert.deepEqual(sent?.body, { newFirmId: 'F-0433' });
    } finally {
      requests.restore();
    }
  });

  it('a failed continuefirmid: the error text above, the choice kept, "Next" again works', async () => {
    const session = await fixtureSession('sam.rivera@northgate-advisory.com');
    signInAs('sam.rivera@northgate-advisory.com', SAM, session);
    setFault('500@/adv.svc/secure/continuefirmid');
    const mounted = await emailChanged();
    const none = await until(
      () => mounted.ui().queryByRole<HTMLInputElement>('radio', { name: 'My email address has not changed' }),
      'the choices',
    );
    none.click();
    button(mounted, 'Next').click();
    const alert = await until(() => mounted.ui().queryByRole('alert'), 'the message');
    assert.equal(alert.textContent, "We're sorry but an error as occurred. Please try again later.");
    assert.isTrue(none.checked);
    assert.deepEqual(mounted.events.find((event) => event.type === 'advisor-login-error')?.detail, {
      panel: 'emailChanged',
      code: null,
    });
    await expectNoAxeViolations(mounted.el);
    setFault(null);
    button(mounted, 'Next').click();
    assert.deepEqual(await mounted.navigation(), { url: '/', reason: 'email-changed' });
  });

  it('signed out: asked to log in first, back to this page', async () => {
    const mounted = await emailChanged();
    await heading(mounted, 'Has Your Email Address Changed?');
    const login = mounted.ui().getByRole('link', { name: 'Log in' });
    assert.equal(
      login.getAttribute('href'),
      `/login?redirect=${encodeURIComponent(`${location.origin}/register/email-changed`)}`,
    );
    assert.isNull(mounted.ui().queryByRole('radio'));
    await expectNoAxeViolations(mounted.el);
  });

  it('a profile that cannot be read: the account message, not a wait without end', async () => {
    const errors = expectConsoleErrors(/ERROR RETRIEVING DATA 500/);
    setFault('500@/adv.svc/secure/profile');
    document.cookie = 'CM_USER_TYPE=ADV; path=/';
    document.cookie = 'CM_USER_STATUS=LOGGEDIN; path=/';
    localStorage.setItem('username', 'casey.chen@harborline-wealth.com');
    const mounted = await emailChanged();
    const alert = await until(() => mounted.ui().queryByRole('alert'), 'the message');
    assert.match(
      alert.textContent ?? '',
      /^A problem occured with your account\. Please call us at .+ or check your email/,
    );
    assert.equal(errors.messages.length, 1);
    await expectNoAxeViolations(mounted.el);
  });
});
