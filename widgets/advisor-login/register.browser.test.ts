import {
  afterEach,
  assert,
  assertFocused,
  beforeEach,
  deepActiveElement,
  describe,
  expectConsoleErrors,
  expectNoAxeViolations,
  html,
  it,
  sendKeys,
} from '../../tests/browser/helpers';
import { clearRequestCache } from '../../runtime/http';
import {
  arriveSignedOut,
  button,
  describedBy,
  heading,
  leave,
  mount,
  panel,
  setFault,
  typeInto,
  until,
} from './browser-fixtures';
import { arriveAt, engine, input, recordRequests, registerElement, signInAs } from './register/browser-fixtures';

const FIRM_ADDRESS = 'robin.hale@cedarvine-wealth.com';

async function fillRegister(mounted: Awaited<ReturnType<typeof registerElement>>, email = FIRM_ADDRESS) {
  await typeInto(input(mounted, 'First Name'), 'Robin');
  await typeInto(input(mounted, 'Last Name'), 'Hale');
  await typeInto(input(mounted, 'Email Address'), email);
  mounted.ui().getByRole('checkbox', { name: 'I agree' }).click();
}

describe('<advisor-login data-view="register"> the register view (accounts spec 2.4, 4.6, 5.4, 8.8)', () => {
  beforeEach(() => {
    arriveSignedOut();
    setFault(null);
    arriveAt('/register');
  });
  afterEach(() => {
    setFault(null);
    leave();
  });

  it('shows "Enter Your Information", the step header, the breadcrumb and the terms with View More / View Less', async () => {
    const mounted = await registerElement();
    const ui = mounted.ui();
    await heading(mounted, 'Enter Your Information');
    const steps = ui.getByRole('list', { name: 'Registration steps' });
    assert.deepEqual(
      [...steps.querySelectorAll('li')].map((step) => [step.textContent, step.getAttribute('aria-current')]),
      [
        ['1: Enter/Confirm information', 'step'],
        ['2: Create password', null],
      ],
    );
    const crumbs = ui.getByRole('navigation', { name: 'Breadcrumb' });
    assert.equal(crumbs.textContent, 'HomeRegisterEnter/Confirm information');
    assert.ok(ui.getByText('Register for full access to online resources for financial professionals.'));
    assert.ok(ui.getByText('By registering for this site, I certify that I am a financial professional.'));
    for (const label of ['First Name', 'Last Name', 'Email Address']) assert.ok(input(mounted, label));
    assert.isNull(ui.queryByLabelText('Confirm Email Address'), 'no confirmation outside changed-else');
    // The terms from their content scope, sanitised, shortened until "View More".
    const more = await until(() => ui.queryByRole('button', { name: 'View More' }), 'the terms arrive');
    assert.ok(ui.getByRole('heading', { name: 'Terms and Conditions of Use' }));
    const text = mounted.el.shadowRoot!.getElementById(more.getAttribute('aria-controls')!)!;
    assert.equal(more.getAttribute('aria-expanded'), 'false');
    const shortened = text.getBoundingClientRect().height;
    more.click();
    const less = await until(() => ui.queryByRole('button', { name: 'View Less' }), 'View Less');
    assert.equal(less.getAttribute('aria-expanded'), 'true');
    assert.isAbove(text.getBoundingClientRect().height, shortened);
    await expectNoAxeViolations(mounted.el);
    less.click();
    await until(() => ui.queryByRole('button', { name: 'View More' }), 'View More again');
  });

  it('each rule of 5.4 on its field; the first wrong field takes the focus; editing clears its error', async () => {
    const mounted = await registerElement();
    await heading(mounted, 'Enter Your Information');
    button(mounted, 'Continue').click();
    const first = input(mounted, 'First Name');
    await until(() => first.getAttribute('aria-invalid') === 'true', 'the first name is refused');
    assert.equal(describedBy(mounted, first), 'Please enter your first name');
    assert.equal(describedBy(mounted, input(mounted, 'Last Name')), 'Please enter your last name');
    assert.equal(describedBy(mounted, input(mounted, 'Email Address')), 'Please enter your email address');
    const agree = mounted.ui().getByRole('checkbox', { name: 'I agree' });
    assert.equal(describedBy(mounted, agree), 'Please accept the Terms and Conditions to continue registration.');
    await until(() => deepActiveElement() === first, 'the first name has the focus');
    await expectNoAxeViolations(mounted.el);
    await typeInto(first, 'Robin');
    await until(() => first.getAttribute('aria-invalid') === null, 'the first name is accepted');
    assert.equal(input(mounted, 'Last Name').getAttribute('aria-invalid'), 'true');
  });

  it('keyboard only: Continue sends the e-mail, "Confirm Your Email" takes the focus, Resend gives "New Email Sent"', async () => {
    const requests = recordRequests();
    try {
      const mounted = await registerElement();
      await heading(mounted, 'Enter Your Information');
      await typeInto(input(mounted, 'First Name'), 'Robin');
      await sendKeys({ press: 'Tab' });
      await sendKeys({ type: 'Hale' });
      await sendKeys({ press: 'Tab' });
      await sendKeys({ type: FIRM_ADDRESS });
      // The terms' "View More", then "I agree": Space checks it.
      await until(() => mounted.ui().queryByRole('button', { name: 'View More' }), 'the terms arrive');
      await sendKeys({ press: 'Tab' });
      assertFocused(mounted.ui().getByRole('button', { name: 'View More' }));
      await sendKeys({ press: 'Tab' });
      assertFocused(mounted.ui().getByRole('checkbox', { name: 'I agree' }));
      await sendKeys({ press: 'Space' });
      await sendKeys({ press: 'Tab' });
      assertFocused(button(mounted, 'Continue'));
      await sendKeys({ press: 'Enter' });
      await panel(mounted, 'Confirm Your Email');
      assert.match(
        mounted.ui().getByText(/We sent an email to/).textContent ?? '',
        /robin\.hale@cedarvine-wealth\.com/,
      );
      const email = requests.sent.find((request) => request.url.endsWith('/adv.svc/submitUserEmailForReg'));
      assert.deepEqual(email?.body, {
        userId: FIRM_ADDRESS,
        actionCd: 'new',
        userFirstNm: 'Robin',
        userLastNm: 'Hale',
      });
      await expectNoAxeViolations(mounted.el);
      await sendKeys({ press: 'Tab' });
      assertFocused(button(mounted, 'Resend Email'));
      await sendKeys({ press: 'Enter' });
      await panel(mounted, 'New Email Sent');
      await expectNoAxeViolations(mounted.el);
      assert.deepEqual(
        mounted.events.filter((event) => event.type === 'advisor-login-panel').map((event) => event.detail),
        [{ panel: 'confirm' }, { panel: 'confirmResend' }],
      );
    } finally {
      requests.restore();
    }
  });

  it('a personal address: the firm-based text on the e-mail field, with an example, everything typed kept', async () => {
    const mounted = await registerElement();
    await fillRegister(mounted, 'robin@gmail.com');
    button(mounted, 'Continue').click();
    const email = input(mounted, 'Email Address');
    await until(() => email.getAttribute('aria-invalid') === 'true', 'the address is refused');
    assert.equal(
      describedBy(mounted, email),
      'Your email address domain must be firm-based. Please enter a new email address (ex. "robin.hale@yourfirm.com").',
    );
    assert.equal(input(mounted, 'First Name').value, 'Robin');
    assert.isTrue(mounted.ui().getByRole<HTMLInputElement>('checkbox', { name: 'I agree' }).checked);
    assert.deepEqual(mounted.events.find((event) => event.type === 'advisor-login-error')?.detail, {
      panel: 'register',
      code: 'CTN_USEREMAILREG_0002',
    });
    await expectNoAxeViolations(mounted.el);
  });

  it('an underscore after the @: its text with the support number', async () => {
    const mounted = await registerElement();
    await fillRegister(mounted, 'robin@cedar_vine.com');
    button(mounted, 'Continue').click();
    const email = input(mounted, 'Email Address');
    await until(() => email.getAttribute('aria-invalid') === 'true', 'the address is refused');
    assert.match(
      describedBy(mounted, email),
      /^The email address you entered cannot be accepted because it includes an underscore symbol \(_\) after the @ sign\. Please enter a different email address or call .+ for assistance\.$/,
    );
  });

  it('another code: "An Error Occurred" with the server message; Try Again returns with everything typed', async () => {
    const mounted = await registerElement();
    await fillRegister(mounted, 'robin@undeliverable.example');
    button(mounted, 'Continue').click();
    await panel(mounted, 'An Error Occurred');
    assert.ok(mounted.ui().getByText('The confirmation email could not be delivered to this address.'));
    assert.ok(
      mounted.ui().getByText("We're sorry but an error as occurred sending the confirmation email. Try again."),
    );
    assert.equal(mounted.ui().getByRole('link', { name: 'Contact us' }).getAttribute('href'), '/about-us/contact-us/');
    await expectNoAxeViolations(mounted.el);
    button(mounted, 'Try Again').click();
    await panel(mounted, 'Enter Your Information');
    assert.equal(input(mounted, 'Email Address').value, 'robin@undeliverable.example');
    assert.equal(input(mounted, 'Last Name').value, 'Hale');
  });

  it('a failed call (500): the confirmError view without a server message, the input kept', async () => {
    setFault('500@/adv.svc/submitUserEmailForReg');
    const mounted = await registerElement();
    await fillRegister(mounted);
    button(mounted, 'Continue').click();
    await panel(mounted, 'An Error Occurred');
    assert.ok(
      mounted.ui().getByText("We're sorry but an error as occurred sending the confirmation email. Try again."),
    );
    setFault(null);
    button(mounted, 'Try Again').click();
    await panel(mounted, 'Enter Your Information');
    assert.equal(input(mounted, 'Email Address').value, FIRM_ADDRESS);
    button(mounted, 'Continue').click();
    await panel(mounted, 'Confirm Your Email');
  });

  it('a call on its way: "Please wait..." with aria-busy, keeping the focus', async () => {
    setFault('slow@/adv.svc/submitUserEmailForReg');
    const mounted = await registerElement();
    await fillRegister(mounted);
    button(mounted, 'Continue').focus();
    await sendKeys({ press: 'Enter' });
    const busy = await until(() => mounted.ui().queryByRole('button', { name: 'Please wait...' }), 'the busy button');
    assert.equal(busy.getAttribute('aria-busy'), 'true');
    assertFocused(busy);
    await panel(mounted, 'Confirm Your Email');
  });

  it("an address of the firm's own domain registers with the SSO instead", async () => {
    const requests = recordRequests();
    try {
      const mounted = await registerElement();
      await fillRegister(mounted, 'jordan.lee@caldermeridian.com');
      button(mounted, 'Continue').click();
      assert.deepEqual(await mounted.navigation(), { url: '/sso/register', reason: 'sso-register' });
      assert.isFalse(requests.sent.some((request) => request.url.includes('submitUserEmailForReg')));
    } finally {
      requests.restore();
    }
  });

  it('Cancel goes home', async () => {
    const mounted = await registerElement();
    await heading(mounted, 'Enter Your Information');
    button(mounted, 'Cancel').click();
    assert.deepEqual(await mounted.navigation(), { url: '/', reason: 'cancel' });
  });

  it('a failed terms document: the notice with Retry, which loads it', async () => {
    const errors = expectConsoleErrors(/ERROR RETRIEVING DATA 500/);
    // The terms of an earlier test are in the page's request cache: this page asks again.
    clearRequestCache();
    setFault('500@/advisor/resourceapi');
    const mounted = await registerElement();
    const notice = await until(() => mounted.ui().queryByRole('alert'), 'the notice');
    assert.match(notice.textContent ?? '', /The terms and conditions could not be loaded\./);
    await expectNoAxeViolations(mounted.el);
    setFault(null);
    mounted.ui().getByRole('button', { name: 'Retry' }).click();
    await until(() => mounted.ui().queryByRole('button', { name: 'View More' }), 'the terms arrive');
    assert.isAbove(errors.messages.length, 0);
  });
});

describe('hostile input on the register page', () => {
  beforeEach(() => {
    arriveSignedOut();
    setFault(null);
  });
  afterEach(() => {
    setFault(null);
    leave();
  });

  it('terms with a script, a handler, a script link and styles: shown as text, none of it acts', async () => {
    arriveAt('/register');
    const mounted = await mount(
      html`<advisor-login
        data-view="register"
        data-terms-scope="/content/documents/cm-samples/terms-unsafe"
      ></advisor-login>`,
      '.register',
    );
    await until(() => mounted.ui().queryByText('Hostile terms.'), 'the terms');
    const root = mounted.el.shadowRoot!;
    assert.isNull(root.querySelector('.terms script, .terms style, .terms [style], .terms [onerror]'));
    assert.equal(mounted.ui().getByRole('link', { name: 'Read more' }).getAttribute('href'), 'about:blank');
    assert.notEqual(getComputedStyle(mounted.el).display, 'none');
    assert.isUndefined((window as { __cmTermsRan?: boolean }).__cmTermsRan);
  });

  for (const redirect of ['https://evil.example/phish', '//evil.example/phish', 'javascript:alert(1)']) {
    it(`a redirect that leaves the site is not stored: ${redirect}`, async () => {
      arriveAt(`/register?redirect=${encodeURIComponent(redirect)}`);
      const mounted = await registerElement();
      // The page's own redirect is read once the view is drawn: wait for the terms, drawn after it.
      await until(() => mounted.ui().queryByRole('button', { name: 'View More' }), 'the view settles');
      assert.isNull(localStorage.getItem('registrationPageRedirect'));
    });
  }

  it('a redirect on the site is stored as its whole URL', async () => {
    arriveAt('/register?redirect=%2Fresources%2Fliterature%2F');
    const mounted = await registerElement();
    await heading(mounted, 'Enter Your Information');
    await until(() => localStorage.getItem('registrationPageRedirect'), 'the redirect is stored');
    assert.equal(localStorage.getItem('registrationPageRedirect'), `${location.origin}/resources/literature/`);
  });

  it('a bad terms scope is reported once, and the default scope is used', async () => {
    const errors = expectConsoleErrors('data-terms-scope="../../etc" is not allowed');
    arriveAt('/register');
    const mounted = await mount(
      html`<advisor-login data-view="register" data-terms-scope="../../etc" data-environment="demo"></advisor-login>`,
      '.register',
    );
    await until(() => mounted.ui().queryByRole('heading', { name: 'Terms and Conditions of Use' }), 'the terms');
    assert.equal(errors.messages.length, 1);
  });
});

describe('re-registration (accounts spec 2.4, 4.7)', () => {
  const SAM = {
    emailId: 'sam.rivera@summitridge-financial.com',
    firstNm: 'Sam',
    lastNm: 'Rivera',
    firmId: 'F-0433',
  };
  beforeEach(() => {
    arriveSignedOut();
    setFault(null);
  });
  afterEach(() => {
    setFault(null);
    leave();
  });

  it('changed-new: the current address in a disabled field; ReReg_NewFirm with the old address', async () => {
    signInAs('sam.rivera@northgate-advisory.com', SAM);
    arriveAt('/register?user=changed-new');
    const requests = recordRequests();
    try {
      const mounted = await registerElement();
      const email = input(mounted, 'Email Address');
      await until(() => email.value === SAM.emailId, 'the current address');
      assert.isTrue(email.disabled);
      assert.equal(input(mounted, 'First Name').value, 'Sam');
      mounted.ui().getByRole('checkbox', { name: 'I agree' }).click();
      button(mounted, 'Continue').click();
      await panel(mounted, 'Confirm Your Email');
      const sent = requests.sent.find((request) => request.url.endsWith('/adv.svc/submitUserEmailForReg'));
      assert.deepEqual(sent?.body, {
        userId: SAM.emailId,
        actionCd: 'new',
        userFirstNm: 'Sam',
        userLastNm: 'Rivera',
        regType: 'ReReg_NewFirm',
        altFirmId: 'sam.rivera@northgate-advisory.com',
      });
    } finally {
      requests.restore();
    }
  });

  it('changed-else: the address and its confirmation, which must match; ReReg_AltFirm', async () => {
    signInAs('sam.rivera@northgate-advisory.com', SAM);
    arriveAt('/register?user=changed-else');
    const requests = recordRequests();
    try {
      const mounted = await registerElement();
      await until(() => input(mounted, 'First Name').value === 'Sam', 'the names from the profile');
      await typeInto(input(mounted, 'Email Address'), 'sam@westfield-planning.com');
      await typeInto(input(mounted, 'Confirm Email Address'), 'sam@westfield-planning.co');
      mounted.ui().getByRole('checkbox', { name: 'I agree' }).click();
      button(mounted, 'Continue').click();
      const confirm = input(mounted, 'Confirm Email Address');
      await until(() => confirm.getAttribute('aria-invalid') === 'true', 'the confirmation is refused');
      assert.equal(describedBy(mounted, confirm), 'Email does not match');
      await expectNoAxeViolations(mounted.el);
      confirm.focus();
      await sendKeys({ press: 'End' });
      await sendKeys({ type: 'm' });
      button(mounted, 'Continue').click();
      await panel(mounted, 'Confirm Your Email');
      const sent = requests.sent.find((request) => request.url.endsWith('/adv.svc/submitUserEmailForReg'));
      assert.deepInclude(sent?.body, { regType: 'ReReg_AltFirm', altFirmId: 'sam.rivera@northgate-advisory.com' });
    } finally {
      requests.restore();
    }
  });

  it('signed out, user=changed-new is a registration like any: the address can be typed', async () => {
    arriveAt(`/register?user=changed-new&engine=${engine()}`);
    const mounted = await registerElement();
    await heading(mounted, 'Enter Your Information');
    assert.isFalse(input(mounted, 'Email Address').disabled);
  });
});
