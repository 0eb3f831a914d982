import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, uniqueEmail } from './helpers';

const modal = (page: Page) => page.getByRole('dialog', { name: 'Subscribe' });

interface Record {
  wholeSalerID: string | null;
  contactID: string;
  publicationID: string;
  status: string;
  actor: string;
  updatedTimeStamp: string;
}

async function publicationId(request: APIRequestContext, name: string): Promise<string> {
  const { publications } = (await (await request.get('/__fixtures/subscriptions/publications')).json()) as {
    publications: Array<{ publicationID: string; name: string; fund?: unknown }>;
  };
  const found = publications.find((p) => p.name === name && !p.fund);
  if (!found) throw new Error(`No publication ${name}`);
  return found.publicationID;
}

/** What the fixture store received for a contact, oldest first. */
async function received(request: APIRequestContext, contactId: string): Promise<Record[]> {
  const response = await request.get(`/__fixtures/subscriptions/updates?contactId=${encodeURIComponent(contactId)}`);
  const { updates } = (await response.json()) as { updates: Array<{ subscriptions: Record[] }> };
  return updates.reverse().flatMap((update) => update.subscriptions);
}

async function addContact(
  request: APIRequestContext,
  contact: { emailId: string; role: 'Advisor' | 'Non-Advisor'; firstName?: string; holds?: string[] },
): Promise<string> {
  const response = await request.post('/__fixtures/subscriptions/contacts', { data: contact });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { contactID: string }).contactID;
}

async function fillAdvisor(form: Locator, email: string) {
  await form.getByLabel('First Name').fill('Jane');
  await form.getByLabel('Last Name').fill('Doe');
  await form.getByRole('combobox', { name: 'Firm Name' }).fill('Harbor Wealth Partners');
  await form.getByLabel('Firm Email Address').fill(email);
}

test.describe('subscription journeys', () => {
  test('a new visitor subscribes from a category button: registered, saved, the button reads Subscribed', async ({
    page,
    request,
    pageErrors,
  }) => {
    // A long journey: registration, saving and two axe checks of the modal.
    test.slow();
    await page.goto('/category-subscription-button.html');
    const button = page.getByRole('button', { name: 'Subscribe to Fixed Income insights' });
    await button.click();
    await expect(modal(page)).toBeVisible();
    const fixedIncome = modal(page).getByRole('checkbox', { name: 'Fixed Income' });
    await expect(fixedIncome).toBeChecked();
    await expectNoAxeViolations(page, { include: 'subscription-modal' });

    // The keyboard picks the firm from the suggestions.
    const email = uniqueEmail('jane.doe');
    await modal(page).getByLabel('First Name').fill('Jane');
    await modal(page).getByLabel('Last Name').fill('Doe');
    await modal(page).getByRole('combobox', { name: 'Firm Name' }).pressSequentially('Harbor Wealth');
    await expect(modal(page).getByRole('option', { name: 'Harbor Wealth Partners', exact: true })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(modal(page).getByRole('combobox', { name: 'Firm Name' })).toHaveValue('Harbor Wealth Partners');
    await modal(page).getByLabel('Firm Email Address').fill(email);
    await modal(page).getByRole('button', { name: 'Continue' }).click();

    await expect(modal(page).getByText('Your subscription preferences have been updated.')).toBeVisible();
    await expect(modal(page).getByRole('checkbox', { name: 'Fixed Income' })).toBeChecked();
    await expectNoAxeViolations(page, { include: 'subscription-modal' });

    const { registrations } = (await (await request.get('/__fixtures/subscriptions/registrations')).json()) as {
      registrations: Array<{ profile: { emailId: string; role: string; firmName: string; firmId: string | null } }>;
    };
    const registration = registrations.find((r) => r.profile.emailId === email);
    expect(registration?.profile).toMatchObject({ role: 'Advisor', firmName: 'Harbor Wealth Partners' });
    expect(registration?.profile.firmId).toMatch(/^F[0-9A-F]{7}$/);
    const contactId = (await page.evaluate(() => localStorage.getItem('CONTACT_KEY'))) ?? '';
    const records = await received(request, contactId);
    expect(records).toEqual([
      {
        wholeSalerID: null,
        contactID: contactId,
        publicationID: await publicationId(request, 'Fixed Income'),
        status: 'Active',
        actor: 'Advisor',
        updatedTimeStamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown as string,
      },
    ]);

    await modal(page).getByRole('button', { name: 'Close' }).click();
    await expect(modal(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Subscribed to Fixed Income insights' })).toBeFocused();
    await pageErrors.expectNone();
  });

  test('a returning visitor modifies preferences on /subscribe: only what the saving rule asks is sent', async ({
    page,
    request,
    pageErrors,
  }) => {
    // A long journey: sign-in, the whole catalogue of the role with an axe check, then saving.
    test.slow();
    const email = uniqueEmail('returning');
    const contactId = await addContact(request, {
      emailId: email,
      role: 'Advisor',
      firstName: 'Riley',
      holds: ['Market Outlook', 'Equity'],
    });
    await page.goto('/subscribe');
    await expect(page.getByRole('heading', { name: 'Manage your Subscriptions' })).toBeVisible();
    const centre = page.locator('subscription-modal');
    await fillAdvisor(centre, email);
    await centre.getByRole('button', { name: 'Continue' }).click();

    const outlook = centre.getByRole('checkbox', { name: 'Market Outlook' });
    await expect(outlook).toBeChecked();
    await expect(centre.getByRole('checkbox', { name: 'Equity' })).toBeChecked();
    await expect(centre.getByRole('checkbox', { name: 'Retirement' })).not.toBeChecked();
    await expectNoAxeViolations(page, { include: 'subscription-modal' });

    await outlook.uncheck();
    await centre.getByRole('checkbox', { name: 'Retirement' }).check();
    await centre.getByRole('button', { name: 'Modify Preferences' }).click();
    await expect(centre.getByText('Your subscription preferences have been updated.')).toBeVisible();

    const records = await received(request, contactId);
    const byId = new Map(records.map((record) => [record.publicationID, record.status]));
    expect(byId.get(await publicationId(request, 'Market Outlook'))).toBe('Inactive');
    expect(byId.get(await publicationId(request, 'Retirement'))).toBe('Active');
    expect(byId.get(await publicationId(request, 'Equity'))).toBe('Active');
    // Nothing is sent for a publication neither ticked nor held.
    expect(byId.has(await publicationId(request, 'Fixed Income'))).toBe(false);
    expect(records.every((record) => record.actor === 'Advisor' && record.contactID === contactId)).toBe(true);
    await pageErrors.expectNone();
  });

  test('a role conflict and a non-firm domain show their texts and return to step 1', async ({
    page,
    request,
    pageErrors,
  }) => {
    // accounts spec 8.9: CTI_EMAILSUB_REG_1002 comes with status 400, which the browser reports on its console.
    pageErrors.expect(/status of 400 \(Bad Request\).*\/api\/subscriptionsRegistration/);
    // Two checks against the contact store, each back at step 1, and an axe check.
    test.slow();
    const investor = uniqueEmail('pat', 'example.com');
    await addContact(request, { emailId: investor, role: 'Non-Advisor' });
    await page.goto('/subscription-modal.html');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await expect(modal(page)).toBeVisible();

    await fillAdvisor(modal(page), investor);
    await modal(page).getByRole('button', { name: 'Continue' }).click();
    await expect(
      modal(page).getByText(
        'Please enter a different email address. You have already used this email address for a individual investor subscription.',
      ),
    ).toBeVisible();
    await expect(modal(page).getByLabel('Firm Email Address')).toBeFocused();
    await expect(modal(page).getByLabel('Firm Email Address')).toHaveAttribute('aria-invalid', 'true');
    await expect(modal(page).getByLabel('First Name')).toHaveValue('Jane');
    await expect(modal(page).getByRole('button', { name: 'Continue' })).toBeEnabled();

    const personal = uniqueEmail('jane', 'gmail.com');
    await modal(page).getByLabel('Firm Email Address').fill(personal);
    await modal(page).getByRole('button', { name: 'Continue' }).click();
    await expect(
      modal(page).getByText(
        'Your email address domain must be firm-based. Please enter a new email address (ex: "jane.doe@harborwealthpartners.com").',
      ),
    ).toBeVisible();
    await expect(modal(page).getByRole('heading', { name: 'Where should we send these emails?' })).toBeVisible();
    await expectNoAxeViolations(page, { include: 'subscription-modal' });
    const { registrations } = (await (await request.get('/__fixtures/subscriptions/registrations')).json()) as {
      registrations: Array<{ profile: { emailId: string }; contactId: string | null }>;
    };
    expect(registrations.find((r) => r.profile.emailId === personal)?.contactId).toBeNull();
    expect(registrations.some((r) => r.profile.emailId === investor)).toBe(false);
  });

  test('the deep link subscribes a signed-in visitor at once and strips the query', async ({
    page,
    request,
    pageErrors,
  }) => {
    const email = uniqueEmail('linked');
    const contactId = await addContact(request, { emailId: email, role: 'Advisor', firstName: 'Lee' });
    await page.addInitScript((emailId) => {
      if (localStorage.getItem('ESC_PROFILE')) return;
      localStorage.setItem(
        'ESC_PROFILE',
        JSON.stringify({
          firstName: 'Lee',
          lastName: 'Visitor',
          emailId,
          token: null,
          wholeSalerID: null,
          role: 'Advisor',
        }),
      );
      localStorage.setItem('ESC_SIGNED_IN', 'LOGGEDIN');
    }, email);
    await page.goto('/subscription-modal.html?ref=email&subscribe=latest-insights');
    await expect(page.locator('subscription-modal').getByRole('button', { name: 'Subscribed' })).toBeVisible();
    await expect(page).toHaveURL(/\/subscription-modal\.html\?ref=email$/);
    await expect(modal(page)).toHaveCount(0);
    const records = await received(request, contactId);
    expect(records.map((record) => [record.publicationID, record.status, record.actor])).toEqual([
      [await publicationId(request, 'Blog: Latest Insights'), 'Active', 'Advisor'],
    ]);
    await pageErrors.expectNone();
  });

  test('the deep link opens the modal for a visitor who is not signed in; closing loads the address without it', async ({
    page,
  }) => {
    await page.goto('/subscription-modal.html?subscribe=latest-insights');
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).getByRole('checkbox', { name: 'Blog: Latest Insights' })).toBeChecked();
    await page.keyboard.press('Escape');
    await page.waitForURL(/\/subscription-modal\.html$/);
    await expect(page.getByRole('button', { name: 'Subscribe', exact: true })).toBeVisible();
    await expect(modal(page)).toHaveCount(0);
  });

  test('a failing subscription service shows its text, keeps the form, and Continue works once it is back', async ({
    page,
    context,
    baseURL,
    pageErrors,
  }) => {
    pageErrors.expect(/status of 500 \(Internal Server Error\).*\/api\/checkSubscriptions/);
    await context.addCookies([
      { name: 'cm-fault', value: encodeURIComponent('500@/api/checkSubscriptions'), url: baseURL ?? '' },
    ]);
    await page.goto('/subscription-modal.html');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    const email = uniqueEmail('retry');
    await fillAdvisor(modal(page), email);
    await modal(page).getByRole('button', { name: 'Continue' }).click();
    await expect(
      modal(page).getByText('Unable to process your request at this time. Please try again later'),
    ).toBeVisible();
    await expect(modal(page).getByLabel('Firm Email Address')).toHaveValue(email);
    await context.clearCookies();
    await modal(page).getByRole('button', { name: 'Continue' }).click();
    await expect(modal(page).getByRole('button', { name: 'Modify Preferences' })).toBeVisible();
  });

  test('the modal fits a 375 px phone @mobile', async ({ page }) => {
    await page.goto('/subscription-modal.html?subscribe=latest-insights');
    await expect(modal(page)).toBeVisible();
    const viewport = page.viewportSize()!;
    const box = (await modal(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    const overflow = await modal(page).evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth);
    expect(overflow).toBe(0);
    await modal(page).getByRole('button', { name: 'Continue' }).scrollIntoViewIfNeeded();
    await expect(modal(page).getByRole('button', { name: 'Continue' })).toBeInViewport();
  });

  test('works under the strict Content-Security-Policy with Trusted Types', async ({ page, pageErrors }) => {
    const response = await page.goto('/csp/subscriptions.html');
    expect(response?.headers()['content-security-policy']).toContain("require-trusted-types-for 'script'");
    await page.locator('literature-subscriptions').getByText('Mutual Funds').click();
    await expect(page.locator('literature-subscriptions').getByText('Choose a fund to receive')).toBeVisible();
    await page.getByRole('button', { name: 'Subscribe to Fixed Income' }).click();
    await expect(modal(page)).toBeVisible();
    await fillAdvisor(modal(page), uniqueEmail('csp'));
    await modal(page).getByRole('button', { name: 'Continue' }).click();
    await expect(modal(page).getByText('Your subscription preferences have been updated.')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /^Subscribe\s*,\s*Market Outlook$/ })).toBeAttached();
    expect(pageErrors.cspViolations).toEqual([]);
    await pageErrors.expectNone();
  });
});
