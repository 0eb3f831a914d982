import {
  afterEach,
  arriveAt,
  assert,
  assertFocused,
  beforeEach,
  describe,
  expectConsoleErrors,
  expectNoAxeViolations,
  fixClock,
  fixture,
  html,
  it,
  oneEvent,
  sendKeys,
  setFault,
  shadow,
  waitUntil,
} from '../../tests/browser/helpers';
import { outboxMessages, signedOutPage, signInDemoAdvisor, uniqueText } from '../../tests/browser/advisor-session';
import { MIN_FILL_MS } from '../../services/form-check';
import './element';

const FAILURE =
  "We're experiencing technical difficulties. Your message could not be submitted at this time. Please try again later.";
const START = Date.UTC(2026, 2, 2, 15, 0, 0);

/** A guard against a hang on a busy machine (the answers come from the fixture backend), not a timing. */
const until = <T>(predicate: () => T, message: string) => waitUntil(predicate, message, 10_000);

/** The element as a CMS page writes it, rendered; the clock fixed at the start so the fill time can be set. */
async function mount(template: ReturnType<typeof html>) {
  fixClock(START);
  const el = await fixture(template);
  await until(() => el.shadowRoot?.querySelector('form, .notice, .cm-loading'), 'the element renders');
  return { el, ui: () => shadow(el) };
}

/** A visitor who took their time: the minimum fill time has passed since the form was shown. */
const afterFillTime = () => fixClock(START + MIN_FILL_MS + 1500);

async function typeInto(field: HTMLElement, text: string) {
  field.focus();
  await sendKeys({ type: text });
}

const field = (el: HTMLElement, label: string) =>
  shadow(el).getByLabelText(label, { exact: true }) as HTMLInputElement | HTMLTextAreaElement;
const submitButton = (el: HTMLElement) => shadow(el).getByRole('button', { name: /^(Submit|Sending\.\.\.)$/ });
const errorOf = (el: HTMLElement, input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => el.shadowRoot?.getElementById(id)?.textContent ?? '')
    .join(' ');
const thanks = (el: HTMLElement) =>
  until(() => shadow(el).queryByRole('heading', { name: 'Thank you for submitting your message' }), 'the thanks');

describe('<contact-form> (site spec 2.12, 5, 7, 8)', () => {
  beforeEach(() => {
    signedOutPage();
    arriveAt('');
  });
  afterEach(() => {
    setFault(null);
    signedOutPage();
    arriveAt('');
  });

  it('the general form: its intro; an empty submit gives each field its message and focuses the first', async () => {
    const { el, ui } = await mount(html`<contact-form><h2>Contact us</h2></contact-form>`);
    assert.ok(
      ui().getByText(
        'All fields are required. Please do not include personal information such as account numbers, Social Security numbers or taxpayer numbers in your email.',
      ),
    );
    assert.equal(el.querySelector('h2')?.assignedSlot?.localName, 'slot', "the CMS's heading shows");
    await expectNoAxeViolations(el);
    submitButton(el).click();
    const name = field(el, 'Full name');
    await until(() => name.getAttribute('aria-invalid') === 'true', 'the errors show');
    assertFocused(name, 'the first field in error');
    assert.deepEqual(
      ['Full name', 'Email', 'Phone number', 'Message'].map((label) => errorOf(el, field(el, label))),
      [
        'Please enter full name',
        'Please enter a valid email address',
        'Please enter phone number',
        'Please enter message',
      ],
    );
    await expectNoAxeViolations(el);

    // Once a submit was tried, each change is checked again.
    await typeInto(field(el, 'Phone number'), '617-555-01');
    await until(() => errorOf(el, field(el, 'Phone number')) === 'Please enter a valid phone number', 'phone');
    await sendKeys({ type: '00' });
    await until(() => field(el, 'Phone number').getAttribute('aria-invalid') === null, 'the phone mended');
  });

  it('keyboard only: the general form is filled and sent; the message lands in the outbox exactly as sent', async () => {
    const name = uniqueText('Jane Doe');
    const { el, ui } = await mount(html`<contact-form data-variant="general"></contact-form>`);
    const submitted = oneEvent<CustomEvent>(el, 'contact-form-submit');
    field(el, 'Full name').focus();
    await sendKeys({ type: name });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: 'jane@example.com' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: '(617) 555-0100' });
    await sendKeys({ press: 'Tab' });
    assertFocused(field(el, 'Message'), 'Tab reaches the message (the honeypot is out of the tab order)');
    await sendKeys({ type: 'Please call me about the Growth Fund.' });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ type: 'Thanks' });
    await sendKeys({ press: 'Tab' });
    assertFocused(submitButton(el), 'Tab reaches Submit');
    afterFillTime();
    await sendKeys({ press: 'Enter' });
    assert.deepEqual((await submitted).detail, { variant: 'general' });
    const heading = await thanks(el);
    assertFocused(heading, 'the thanks take the focus');
    assert.ok(ui().getByText('Our team will respond as soon as possible.'));
    assert.equal(field(el, 'Full name').value, '', 'the form is emptied for the next message');
    await expectNoAxeViolations(el);
    const [sent] = await outboxMessages((message) => message.body.includes(name));
    assert.deepEqual(sent, {
      ...sent!,
      from: 'webforms@caldermeridian.example',
      to: ['service@caldermeridian.example'],
      subject: 'Contacting for Help',
      body: [
        `From: ${name}`,
        'Email: jane@example.com',
        'Phone: (617) 555-0100',
        'Message: Please call me about the Growth Fund.',
        'Thanks',
      ].join('\n'),
    });
  });

  it('shows "Sending..." while the message is on its way, Submit keeping the focus, the fields read-only', async () => {
    setFault('slow@/api/email');
    const name = uniqueText('Sam Slow');
    const { el } = await mount(html`<contact-form></contact-form>`);
    await typeInto(field(el, 'Full name'), name);
    await typeInto(field(el, 'Email'), 'sam@example.com');
    await typeInto(field(el, 'Phone number'), '6175550100');
    await typeInto(field(el, 'Message'), 'Slow but sure');
    afterFillTime();
    submitButton(el).focus();
    await sendKeys({ press: 'Enter' });
    const busy = await until(() => shadow(el).queryByRole('button', { name: 'Sending...' }), 'the busy state');
    assert.equal(busy.getAttribute('aria-disabled'), 'true');
    assertFocused(busy, 'Submit keeps the focus while sending');
    assert.isTrue((field(el, 'Message') as HTMLTextAreaElement).readOnly);
    assert.equal(el.shadowRoot?.querySelector('form')?.getAttribute('aria-busy'), 'true');
    await expectNoAxeViolations(el);
    await thanks(el);
  });

  it("a failed send says the spec's text and keeps every field; Submit tries again and sends", async () => {
    setFault('500@/api/email');
    const name = uniqueText('Fay Fail');
    const { el, ui } = await mount(html`<contact-form data-variant="institutional"></contact-form>`);
    await typeInto(field(el, 'Full name'), name);
    await typeInto(field(el, 'Email'), 'fay@pension.org');
    await typeInto(field(el, 'Phone number'), '+1 (212) 555-0100');
    await typeInto(field(el, 'Message'), 'Our plan seeks a fixed income manager.');
    afterFillTime();
    const failed = oneEvent<CustomEvent>(el, 'contact-form-error');
    submitButton(el).click();
    assert.deepEqual((await failed).detail, { section: 'Contact form', kind: 'http' });
    const alert = await until(() => ui().queryByRole('alert'), 'the failure text');
    assert.equal(alert.textContent, FAILURE);
    assert.deepEqual(
      ['Full name', 'Email', 'Phone number', 'Message'].map((label) => field(el, label).value),
      [name, 'fay@pension.org', '+1 (212) 555-0100', 'Our plan seeks a fixed income manager.'],
    );
    await expectNoAxeViolations(el);

    setFault(null);
    submitButton(el).focus();
    submitButton(el).click();
    const heading = await thanks(el);
    // site spec 2.12: "Institutional contact form ... After success the form is hidden."
    assert.isNull(el.shadowRoot?.querySelector('form'));
    assertFocused(heading, 'the thanks take the focus from the hidden form');
    await expectNoAxeViolations(el);
    const [sent] = await outboxMessages((message) => message.body.includes(name));
    assert.equal(sent?.subject, 'Calder Meridian Institutional Contact Us Form');
    assert.equal(
      sent?.body,
      `From: ${name}\nPhone: +1 (212) 555-0100\nMessage: Our plan seeks a fixed income manager.`,
    );
    assert.deepEqual(sent?.to, ['institutional@caldermeridian.example']);
  });

  it('the institutional form chosen by ?service=institutional, with its own messages', async () => {
    arriveAt('?service=institutional');
    const { el } = await mount(html`<contact-form></contact-form>`);
    assert.equal(el.shadowRoot?.querySelector('.contact-form')?.getAttribute('data-variant'), 'institutional');
    await typeInto(field(el, 'Email'), 'fay@pension');
    await typeInto(field(el, 'Phone number'), '555-0100');
    submitButton(el).click();
    await until(() => field(el, 'Full name').getAttribute('aria-invalid') === 'true', 'the errors');
    assert.deepEqual(
      ['Full name', 'Email', 'Phone number', 'Message'].map((label) => errorOf(el, field(el, label))),
      [
        'Please enter full name.',
        'Please enter a valid email.',
        'Please enter a valid phone number.',
        'Please enter a message.',
      ],
    );
  });

  it('the RIA support form: the interest select with its disabled placeholder and five options, an optional message', async () => {
    arriveAt('?service=ria');
    const last = uniqueText('Ruiz');
    const { el, ui } = await mount(html`<contact-form></contact-form>`);
    const interest = ui().getByRole('combobox', { name: 'Interest' }) as HTMLSelectElement;
    assert.deepEqual(
      [...interest.options].map((option) => [option.text, option.disabled]),
      [
        ['Select an option', true],
        ['Schedule a planning review', false],
        ['Host a client seminar', false],
        ['Request a custom CE course', false],
        ['Join upcoming webinars & events', false],
        ['Other', false],
      ],
    );
    assert.equal(interest.value, '');
    assert.ok(ui().getByText('(optional)'));
    submitButton(el).click();
    await until(() => interest.getAttribute('aria-invalid') === 'true', 'the errors');
    assert.deepEqual(
      ['First name', 'Last name', 'Work email', 'Job title', 'Firm name', 'Interest', 'Message (optional)'].map(
        (label) => errorOf(el, field(el, label)),
      ),
      [
        'Please enter first name',
        'Please enter last name',
        'Please enter work email address',
        'Please enter job title',
        'Please enter firm name',
        'Please select from the dropdown',
        '',
      ],
    );
    await expectNoAxeViolations(el);
    await typeInto(field(el, 'First name'), 'Ana');
    await typeInto(field(el, 'Last name'), last);
    await typeInto(field(el, 'Work email'), 'ana@ruizwealth.com');
    await typeInto(field(el, 'Job title'), 'Principal');
    await typeInto(field(el, 'Firm name'), 'Ruiz Wealth');
    interest.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await until(() => interest.value === 'Host a client seminar', 'the interest chosen by keyboard');
    afterFillTime();
    submitButton(el).click();
    await thanks(el);
    const [sent] = await outboxMessages((message) => message.body.includes(last));
    assert.deepEqual(
      { from: sent?.from, to: sent?.to, subject: sent?.subject, body: sent?.body },
      {
        from: 'ana@ruizwealth.com',
        to: ['sales@caldermeridian.example'],
        subject: 'RIA Support',
        body: [
          'firstName: Ana',
          `lastName: ${last}`,
          'email: ana@ruizwealth.com',
          'jobTitle: Principal',
          'firmName: Ruiz Wealth',
          'interest: Host a client seminar',
          'message: N/A',
        ].join('\n'),
      },
    );
  });

  it('what a visitor types is text: markup and links never run or render, in the page or in the message', async () => {
    const marker = uniqueText('xss');
    const payload = `<img src=x onerror="window.__cmXss='${marker}'"><script>window.__cmXss='${marker}'</script>`;
    const { el } = await mount(html`<contact-form data-variant="general" data-sales-mailbox=""></contact-form>`);
    await typeInto(field(el, 'Full name'), `${marker} <b>bold</b>`);
    await typeInto(field(el, 'Email'), 'x@example.com');
    await typeInto(field(el, 'Phone number'), '6175550100');
    await typeInto(field(el, 'Message'), `${payload} javascript:alert(1) =HYPERLINK("//evil.example")`);
    assert.isNull(el.shadowRoot?.querySelector('img, script, b'), 'nothing typed became markup');
    afterFillTime();
    submitButton(el).click();
    await thanks(el);
    const [sent] = await outboxMessages((message) => message.body.includes(marker));
    assert.include(sent?.body ?? '', `From: ${marker} <b>bold</b>`);
    assert.include(sent?.body ?? '', `Message: ${payload} javascript:alert(1) =HYPERLINK("//evil.example")`);
    assert.isUndefined((window as { __cmXss?: string }).__cmXss);
  });

  it('a robot that fills the honeypot is answered as a person and its message dropped', async () => {
    const name = uniqueText('Robo');
    const { el } = await mount(html`<contact-form></contact-form>`);
    for (const [label, value] of [
      ['Full name', name],
      ['Email', 'bot@spam.example'],
      ['Phone number', '6175550100'],
      ['Message', 'Buy now'],
    ] as const) {
      await typeInto(field(el, label), value);
    }
    const trap = el.shadowRoot!.querySelector<HTMLInputElement>('input[name="website_url"]')!;
    assert.equal(trap.tabIndex, -1);
    assert.equal(trap.closest('[aria-hidden="true"]')?.className, 'trap');
    trap.value = 'https://spam.example';
    afterFillTime();
    submitButton(el).click();
    await thanks(el);
    // The answer came: had the message been kept, it would be in the outbox now.
    assert.deepEqual(await outboxMessages((message) => message.body.includes(name)), []);
  });

  it('a bad data-variant logs one error naming it and falls back to the choice of the page', async () => {
    expectConsoleErrors('<contact-form>: data-variant="feedback" is not allowed');
    arriveAt('?service=ria');
    const { el } = await mount(html`<contact-form data-variant="feedback"></contact-form>`);
    assert.equal(el.shadowRoot?.querySelector('.contact-form')?.getAttribute('data-variant'), 'ria');
  });
});

describe('<contact-form data-variant="consultant"> (site spec 2.12, 6, 7)', () => {
  const JORDAN = 'jordan.lee@caldermeridian.example';
  beforeEach(() => signedOutPage());
  afterEach(() => {
    setFault(null);
    signedOutPage();
    arriveAt('');
  });

  it('asks a visitor who is not signed in to log in, and back', async () => {
    arriveAt(`?emailId=${encodeURIComponent(JORDAN)}`);
    const { el, ui } = await mount(html`<contact-form data-variant="consultant"></contact-form>`);
    assert.ok(ui().getByText('Log in to send a message to your consultant.', { exact: false }));
    const login = ui().getByRole('link', { name: 'Log in' });
    assert.equal(
      login.getAttribute('href'),
      `/login?redirect=${encodeURIComponent(`${location.pathname}?emailId=${encodeURIComponent(JORDAN)}`)}`,
    );
    await expectNoAxeViolations(el);
  });

  it("sends a signed-in advisor's message to their consultant; it lands in the outbox exactly as sent", async () => {
    await signInDemoAdvisor('avery.allen@northfield-advisors.com');
    arriveAt(`?emailId=${encodeURIComponent(JORDAN)}`);
    const { el, ui } = await mount(html`<contact-form data-variant="consultant"></contact-form>`);
    await until(() => ui().queryByText('Jordan Lee'), 'the consultant');
    assert.equal(
      el.shadowRoot?.querySelector('[part="recipient"]')?.textContent,
      'To: Jordan Lee, Senior Regional Consultant',
    );
    assert.ok(
      ui().getByText(
        "All fields are required. Please don't include any identifiable information, such as account numbers, in your message.",
      ),
    );
    await expectNoAxeViolations(el);
    await typeInto(field(el, 'Message'), 'Hi!');
    submitButton(el).click();
    await until(() => errorOf(el, field(el, 'Message')) === 'Please enter message', 'too short');
    const message = `${uniqueText('Could we meet')}\n<b>next week</b>?`;
    (field(el, 'Message') as HTMLTextAreaElement).select();
    await sendKeys({ type: message.split('\n')[0]! });
    await sendKeys({ press: 'Enter' });
    await sendKeys({ type: message.split('\n')[1]! });
    afterFillTime();
    const submitted = oneEvent<CustomEvent>(el, 'contact-form-submit');
    submitButton(el).click();
    assert.deepEqual((await submitted).detail, { variant: 'consultant' });
    await thanks(el);
    const [sent] = await outboxMessages((mail) => mail.body.startsWith(message));
    assert.deepEqual(
      { from: sent?.from, to: sent?.to, subject: sent?.subject, body: sent?.body },
      {
        from: 'avery.allen@northfield-advisors.com',
        to: [JORDAN],
        subject: 'Wholesaler Contact Form',
        body: `${message}\n\nFrom: Avery Allen, Northfield Advisors\nPhone: 8005550199`,
      },
    );
  });

  it("a consultant who is not the advisor's gets the spec's text: the message could reach no one", async () => {
    await signInDemoAdvisor('riley.ross@northfield-advisors.com');
    arriveAt(`?emailId=${encodeURIComponent(JORDAN)}`);
    const { el, ui } = await mount(html`<contact-form data-variant="consultant"></contact-form>`);
    await until(() => ui().queryByText(/consultant team information is not available/), 'the text');
    assert.equal(
      el.shadowRoot?.querySelector('[part="unavailable"]')?.textContent,
      "We're sorry. Your consultant team information is not available, but we're still here to help. Please call the National Sales Desk at 800-555-0110 for assistance.",
    );
    assert.isNull(el.shadowRoot?.querySelector('form'));
    await expectNoAxeViolations(el);
  });

  it("hostile data in the profile's consultant shows as text", async () => {
    await signInDemoAdvisor('rpatel');
    const hostile = '"><svg onload="window.__cmHostile=\'email\'">@evil.example';
    arriveAt(`?emailId=${encodeURIComponent(hostile)}`);
    const { el } = await mount(html`<contact-form data-variant="consultant"></contact-form>`);
    const recipient = await until(() => el.shadowRoot?.querySelector('[part="recipient"]'), 'the consultant');
    assert.include(recipient.textContent ?? '', '<img src=x onerror=');
    assert.isNull(el.shadowRoot?.querySelector('img, svg, script'));
    assert.isUndefined((window as { __cmHostile?: string }).__cmHostile);
  });
});
