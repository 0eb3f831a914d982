import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, uniqueText } from './helpers';

/**
 * The site's contact forms (site spec 2.12, 5, 7, 8) on their demo pages: each form's messages first, then the
 * message sent and found in the demo outbox exactly as sent; a failure with the fault switch that keeps every field.
 * A form waits until it has been shown for 3 s (the minimum fill time) before it sends: a journey filled faster sees
 * "Sending..." meanwhile.
 */

const FAILURE =
  "We're experiencing technical difficulties. Your message could not be submitted at this time. Please try again later.";
/** A guard for a message that waits out the minimum fill time on a busy machine, not a timing. */
const SENT = { timeout: 15_000 };

interface Sent {
  from: string;
  to: string[];
  subject: string;
  body: string;
}

/** The outbox's messages whose body contains `text`. */
async function outbox(request: APIRequestContext, text: string): Promise<Sent[]> {
  const answer = await request.get('/api/outbox');
  const { messages } = (await answer.json()) as { messages: Sent[] };
  return messages.filter((message) => message.body.includes(text));
}

const unique = (stem: string) => uniqueText(stem);

const errorOf = async (form: Locator, label: string) => {
  const field = form.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  return field;
};

async function thanks(form: Locator) {
  const heading = form.getByRole('heading', { name: 'Thank you for submitting your message' });
  await expect(heading).toBeVisible(SENT);
  await expect(heading).toBeFocused();
  await expect(form.getByText('Our team will respond as soon as possible.')).toBeVisible();
}

async function setFault(page: Page, value: string) {
  await page.context().addCookies([{ name: 'cm-fault', value, url: new URL('/', page.url()).href }]);
}

test.describe('contact forms (site spec 2.12)', () => {
  test('the general form: every message first, then sent to the service mailbox and found in the outbox', async ({
    page,
    request,
  }) => {
    await page.goto('/about/contact-us');
    const form = page.locator('contact-form');
    await expect(
      form.getByText(
        'All fields are required. Please do not include personal information such as account numbers, Social Security numbers or taxpayer numbers in your email.',
      ),
    ).toBeVisible();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(await errorOf(form, 'Full name')).toBeFocused();
    await expect(await errorOf(form, 'Full name')).toHaveAccessibleDescription('Please enter full name');
    await expect(await errorOf(form, 'Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(await errorOf(form, 'Phone number')).toHaveAccessibleDescription('Please enter phone number');
    await expect(await errorOf(form, 'Message')).toHaveAccessibleDescription('Please enter message');
    await expectNoAxeViolations(page);

    const name = unique('Jane Doe');
    await form.getByLabel('Full name', { exact: true }).fill(name);
    await form.getByLabel('Email', { exact: true }).fill('jane@example.com');
    await form.getByLabel('Phone number', { exact: true }).fill('617.555.0100');
    await form.getByLabel('Message', { exact: true }).fill('Please send me the <b>prospectus</b>.\nThank you');
    await expect(form.getByLabel('Message', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: 'Submit' }).click();
    await thanks(form);
    await expect(form.getByLabel('Full name', { exact: true })).toHaveValue('');
    await expectNoAxeViolations(page);
    expect(await outbox(request, name)).toEqual([
      expect.objectContaining({
        from: 'webforms@caldermeridian.example',
        to: ['service@caldermeridian.example'],
        subject: 'Contacting for Help',
        body: `From: ${name}\nEmail: jane@example.com\nPhone: 617.555.0100\nMessage: Please send me the <b>prospectus</b>.\nThank you`,
      }),
    ]);
  });

  test('?service=529_FS sends the general form to the 529 mailbox, from the visitor', async ({ page, request }) => {
    await page.goto('/about/contact-us?service=529_FS');
    const form = page.locator('contact-form');
    const name = unique('Sam Saver');
    await form.getByLabel('Full name', { exact: true }).fill(name);
    await form.getByLabel('Email', { exact: true }).fill('sam@example.com');
    await form.getByLabel('Phone number', { exact: true }).fill('6175550100');
    await form.getByLabel('Message', { exact: true }).fill('About the 529 plan');
    await form.getByRole('button', { name: 'Submit' }).click();
    await thanks(form);
    const [sent] = await outbox(request, name);
    expect([sent?.from, sent?.to, sent?.body]).toEqual([
      'sam@example.com',
      ['futurescholar@caldermeridian.example'],
      `From: ${name}\nPhone: 6175550100\nMessage: About the 529 plan`,
    ]);
  });

  test('the institutional form: its messages, a failure that keeps every field, then sent and hidden', async ({
    page,
    request,
    pageErrors,
  }) => {
    pageErrors.expect(/status of 500/);
    await page.goto('/institutional/contact-us');
    const form = page.locator('contact-form');
    await form.getByLabel('Email', { exact: true }).fill('fay@pension');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(await errorOf(form, 'Full name')).toHaveAccessibleDescription('Please enter full name.');
    await expect(await errorOf(form, 'Email')).toHaveAccessibleDescription('Please enter a valid email.');
    await expect(await errorOf(form, 'Phone number')).toHaveAccessibleDescription('Please enter a valid phone number.');
    await expect(await errorOf(form, 'Message')).toHaveAccessibleDescription('Please enter a message.');

    const name = unique('Fay Pension');
    const values = {
      'Full name': name,
      Email: 'fay@pension.org',
      'Phone number': '+1 (212) 555-0100',
      Message: 'Our plan seeks a core bond manager.',
    };
    for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
    await setFault(page, '500@/api/email');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveText(FAILURE, SENT);
    for (const [label, value] of Object.entries(values))
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    await expectNoAxeViolations(page);

    await page.context().clearCookies({ name: 'cm-fault' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await thanks(form);
    await expect(form.locator('form')).toHaveCount(0);
    const [sent] = await outbox(request, name);
    expect(sent).toEqual(
      expect.objectContaining({
        from: 'fay@pension.org',
        to: ['institutional@caldermeridian.example'],
        subject: 'Calder Meridian Institutional Contact Us Form',
        body: `From: ${name}\nPhone: +1 (212) 555-0100\nMessage: Our plan seeks a core bond manager.`,
      }),
    );
  });

  test('the RIA support form: its messages, the interest chosen by keyboard, the optional message as N/A', async ({
    page,
    request,
  }) => {
    await page.goto('/resources/ria/support');
    const form = page.locator('contact-form');
    const interest = form.getByRole('combobox', { name: 'Interest' });
    await expect(interest.locator('option')).toHaveText([
      'Select an option',
      'Schedule a planning review',
      'Host a client seminar',
      'Request a custom CE course',
      'Join upcoming webinars & events',
      'Other',
    ]);
    await expect(interest.locator('option').first()).toBeDisabled();
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(await errorOf(form, 'First name')).toHaveAccessibleDescription('Please enter first name');
    await expect(await errorOf(form, 'Work email')).toHaveAccessibleDescription('Please enter work email address');
    await expect(interest).toHaveAccessibleDescription('Please select from the dropdown');
    await expectNoAxeViolations(page);

    const last = unique('Ruiz');
    await form.getByLabel('First name', { exact: true }).fill('Ana');
    await form.getByLabel('Last name', { exact: true }).fill(last);
    await form.getByLabel('Work email', { exact: true }).fill('ana@ruizwealth.com');
    await form.getByLabel('Job title', { exact: true }).fill('Principal');
    await form.getByLabel('Firm name', { exact: true }).fill('Ruiz Wealth');
    await interest.focus();
    await page.keyboard.press('ArrowDown');
    await expect(interest).toHaveValue('Schedule a planning review');
    await form.getByRole('button', { name: 'Submit' }).click();
    await thanks(form);
    const [sent] = await outbox(request, last);
    expect([sent?.from, sent?.to, sent?.subject, sent?.body]).toEqual([
      'ana@ruizwealth.com',
      ['sales@caldermeridian.example'],
      'RIA Support',
      [
        'firstName: Ana',
        `lastName: ${last}`,
        'email: ana@ruizwealth.com',
        'jobTitle: Principal',
        'firmName: Ruiz Wealth',
        'interest: Schedule a planning review',
        'message: N/A',
      ].join('\n'),
    ]);
  });

  test('the consultant message: signed in, to Jordan Lee; a failure keeps the message; then found in the outbox', async ({
    page,
    request,
    pageErrors,
  }) => {
    pageErrors.expect(/status of 500/);
    await page.goto('/login?redirect=/about/contact-us/sc/email%3FemailId%3Djordan.lee%2540caldermeridian.example');
    const login = page.locator('advisor-login');
    await login.getByLabel('User ID', { exact: true }).fill('avery.allen@northfield-advisors.com');
    await login.getByRole('button', { name: 'Next', exact: true }).click();
    await login.getByLabel('Password', { exact: true }).fill('Meridian#2031');
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL('/about/contact-us/sc/email?emailId=jordan.lee%40caldermeridian.example');

    const form = page.locator('contact-form');
    await expect(form.locator('[part="recipient"]')).toHaveText('To: Jordan Lee, Senior Regional Consultant');
    await expect(
      form.getByText(
        "All fields are required. Please don't include any identifiable information, such as account numbers, in your message.",
      ),
    ).toBeVisible();
    const message = form.getByLabel('Message', { exact: true });
    await message.fill('Hi!');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(await errorOf(form, 'Message')).toHaveAccessibleDescription('Please enter message');
    await expectNoAxeViolations(page);

    const text = `${unique('Could we meet')} about <script>model portfolios</script>?`;
    await message.fill(text);
    await setFault(page, '500@/adv.svc/secure/mailSalesContact');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText(FAILURE, SENT);
    await expect(message).toHaveValue(text);
    await page.context().clearCookies({ name: 'cm-fault' });
    await form.getByRole('button', { name: 'Submit' }).click();
    await thanks(form);
    const [sent] = await outbox(request, text);
    expect(sent).toEqual(
      expect.objectContaining({
        from: 'avery.allen@northfield-advisors.com',
        to: ['jordan.lee@caldermeridian.example'],
        subject: 'Wholesaler Contact Form',
        body: `${text}\n\nFrom: Avery Allen, Northfield Advisors\nPhone: 8005550199`,
      }),
    );
  });

  test('a form at 375 px fits the phone and reads whole @phone', async ({ page }) => {
    await page.goto('/about/contact-us?service=ria');
    const form = page.locator('contact-form');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(await errorOf(form, 'Firm name')).toBeVisible();
    const overflow = await form.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const inside = [...(el.shadowRoot?.querySelectorAll('input, select, textarea, button, p, label') ?? [])].filter(
        (node) => !node.closest('.trap'),
      );
      return {
        element: box.right <= document.documentElement.clientWidth,
        children: inside.every((node) => node.getBoundingClientRect().right <= box.right + 0.5),
        page: document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      };
    });
    expect(overflow).toEqual({ element: true, children: true, page: true });
    await expectNoAxeViolations(page);
  });

  test('under a strict CSP with Trusted Types: a message sent, the relationship manager, a role chosen', async ({
    page,
    request,
    pageErrors,
    baseURL,
  }) => {
    await page.context().addCookies(
      ['CM_RM_NAME=Dana Whitfield', 'CM_RM_EMAIL=dana@caldermeridian.example', 'CM_RM_PHONE=2125550143'].map((pair) => {
        const [name, value] = pair.split('=') as [string, string];
        return { name, value: encodeURIComponent(value), url: baseURL! };
      }),
    );
    const response = await page.goto('/csp/contact.html');
    expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
    await expect(page.locator('sales-contacts').locator('[part="alert"]')).toHaveText(
      'Contact your relationship manager, Dana Whitfield: dana@caldermeridian.example or 212-555-0143',
    );
    const form = page.locator('contact-form');
    const name = unique('Cass P');
    await form.getByLabel('Full name', { exact: true }).fill(name);
    await form.getByLabel('Email', { exact: true }).fill('cass@example.com');
    await form.getByLabel('Phone number', { exact: true }).fill('6175550100');
    await form.getByLabel('Message', { exact: true }).fill('Sent under a strict policy');
    await form.getByRole('button', { name: 'Submit' }).click();
    await thanks(form);
    expect(await outbox(request, name)).toHaveLength(1);
    await page.locator('ria-role-selector').getByRole('combobox', { name: 'I am a:' }).selectOption('cio-analyst');
    await expect(page.getByRole('heading', { name: 'Container 4' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Container 5' })).toBeVisible();
    expect(pageErrors.cspViolations).toEqual([]);
    await pageErrors.expectNone();
  });
});
