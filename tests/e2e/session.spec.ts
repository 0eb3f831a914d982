import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, uniqueEmail } from './helpers';

/**
 * One sign-in for every element (accounts spec 2.7, 4.3, 6, 7.5): log in on the login page, see it in the
 * literature library, the search results, the insights and the subscription centre; log out in another tab and see
 * every one of them signed out without a reload.
 */

const ADVISOR = 'avery.allen@northfield-advisors.com';
const PASSWORD = 'Meridian#2031';
/** The demo advisor's contact id (the fixture backend's profile of that advisor). */
const CONTACT_ID = 'C-100421';

async function logIn(page: Page) {
  await page.goto('/login');
  const login = page.locator('advisor-login');
  await login.getByLabel('User ID', { exact: true }).fill(ADVISOR);
  await login.getByRole('button', { name: 'Next', exact: true }).click();
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** The literature library, its table of Institutional mutual fund documents drawn. */
async function literature(page: Page) {
  await page.goto('/resources/literature/');
  const library = page.locator('literature-library');
  await expect(library.getByText(/^Displaying \d+ of \d+ Documents$/)).toBeVisible();
  return library;
}

/** Every request of the context whose URL or body names the contact id, from now on. */
function watchContactId(context: BrowserContext) {
  const carried: string[] = [];
  context.on('request', (request) => {
    const text = `${request.url()} ${request.postData() ?? ''}`;
    if (text.includes(CONTACT_ID)) carried.push(request.url());
  });
  return carried;
}

test.describe('signed in once, everywhere (accounts spec 2.7, 4.3)', () => {
  // Five tabs of one visitor: the journey takes longer than one page's.
  test.slow();

  test('log in, see it on every element, log out in another tab: every element follows without a reload', async ({
    page,
    context,
  }) => {
    await logIn(page);
    await page.waitForURL('/');

    // The literature library: secure documents unlocked, one needing a context the advisor lacks is "Locked".
    const library = await literature(page);
    const attribution = library.getByRole('link', { name: 'Attribution/Contribution', exact: true }).first();
    await expect(attribution).toHaveAttribute('href', /\/secure\/.*\.pdf$/);
    await expect(attribution).toHaveAttribute('target', '_blank');
    const holdings = library.getByRole('link', { name: 'Quarterly Holdings Report Locked' }).first();
    // axe on the documents of that fund (a check of all ~770 rows outlasts the test on a busy machine).
    const holdingsRow = library
      .locator('tbody tr')
      .filter({ has: page.getByRole('link', { name: 'Quarterly Holdings Report Locked' }) })
      .first();
    const fund = (await holdingsRow.locator('th').textContent())!;
    await library.getByRole('textbox', { name: 'Find Literature by Fund' }).fill(fund);
    await expect(library.getByText(/^Displaying \d{1,2} of \d+ Documents$/)).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await holdings.click();
    const locked = library.getByRole('dialog', { name: 'Locked' });
    await expect(locked).toContainText('You do not have the proper permissions to view this link.');
    await locked.getByRole('button', { name: 'Close' }).click();
    await expect(holdings).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-cm-authenticated', '');

    // Four tabs open on four elements, all signed in.
    const search = await context.newPage();
    await search.goto('/search?search=commentary');
    const commentary = search
      .locator('site-search')
      .getByRole('link', { name: 'Model Portfolio Commentary', exact: true });
    // A page loading beside three others on a busy machine: a hang guard, not a timing.
    await expect(commentary).toHaveAttribute('href', '/secure/resources/model-portfolio-commentary', {
      timeout: 15_000,
    });
    const consultants = await context.newPage();
    await consultants.goto('/search?search=consultant');
    await expect(
      consultants.locator('site-search').getByRole('link', { name: 'Your Consultant Team Locked' }),
    ).toHaveAttribute('data-state', 'no-permission', { timeout: 15_000 });

    const insights = await context.newPage();
    await insights.goto('/insights/latest-insights');
    await insights.locator('insights-list').getByRole('textbox', { name: 'Search insights' }).fill('Rebalancing rules');
    const article = insights
      .locator('insights-list')
      .getByRole('link', { name: 'Rebalancing rules that hold up in volatile markets', exact: true });
    await expect(article).toHaveAttribute('href', /\/insights\/latest-insights\//, { timeout: 15_000 });

    const centre = await context.newPage();
    await centre.goto('/subscribe');
    await expect(
      centre.locator('subscription-modal').getByText(`Signed in as Avery Allen (${ADVISOR}).`),
    ).toBeVisible();

    // Another tab logs out.
    const carried = watchContactId(context);
    const other = await context.newPage();
    await other.goto('/login?logout=true');
    await expect(
      other.locator('advisor-login').getByText('You have successfully logged out.', { exact: false }),
    ).toBeVisible();

    // Every open tab shows the signed-out state, no reload: the locked document now leads to the login.
    await expect(holdings).toHaveAttribute('data-state', 'logged-off');
    await expect(holdings).toHaveAttribute('href', /^\/login\?redirect=/);
    await expect(page.locator('html')).not.toHaveAttribute('data-cm-authenticated', '');
    await expect(
      search.locator('site-search').getByRole('link', { name: 'Model Portfolio Commentary Locked' }),
    ).toHaveAttribute('href', /^\/login\?redirect=/);
    await expect(
      insights
        .locator('insights-list')
        .getByRole('link', { name: 'Rebalancing rules that hold up in volatile markets Locked' }),
    ).toHaveAttribute('href', /^\/login\?redirect=/);
    await expect(
      centre.locator('subscription-modal').getByRole('heading', { name: 'Manage your Subscriptions' }),
    ).toBeVisible();
    await expect(centre.locator('subscription-modal').getByText(/Signed in as/)).toHaveCount(0);
    await expect(centre.locator('subscription-modal')).toContainText('You were signed out in another window.');

    // What a save sends next carries no contact id of the old sign-in.
    const form = centre.locator('subscription-modal');
    await form.getByLabel('First Name').fill('Nia');
    await form.getByLabel('Last Name').fill('Next');
    await form.getByRole('combobox', { name: 'Firm Name' }).fill('Harbor Wealth Partners');
    await form.getByLabel('Firm Email Address').fill(uniqueEmail('nia.next'));
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form.getByText(/^Signed in as Nia Next/)).toBeVisible();
    const box = form.getByRole('checkbox').first();
    await box.click();
    const saved = centre.waitForRequest((request) => request.url().includes('/api/updateSubscriptions'));
    await form.getByRole('button', { name: 'Modify Preferences' }).click();
    expect((await saved).postData()).not.toContain(CONTACT_ID);
    expect(carried).toEqual([]);
    for (const key of ['ESC_PROFILE', 'username']) {
      // The new visitor's profile replaced the old one; the advisor's user name is gone.
      expect((await page.evaluate((name) => localStorage.getItem(name), key)) ?? '').not.toContain(ADVISOR);
    }
  });

  test('logged off, a secure document leads to the login, and opens once after it', async ({ page, context }) => {
    const library = await literature(page);
    const attribution = library.getByRole('link', { name: 'Attribution/Contribution Locked' }).first();
    const back = page.url();
    await attribution.click();
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(back);
    const opened = context.waitForEvent('page');
    // The document opens in a new tab: the tab asks for it (and shows it, or saves it where no PDF viewer is, as in
    // a headless browser), so its request is what shows where it opened.
    const documentRequest = context.waitForEvent('request', (request) =>
      /\/secure\/.*attribution-contribution\.pdf$/.test(request.url()),
    );
    const login = page.locator('advisor-login');
    await login.getByLabel('User ID', { exact: true }).fill(ADVISOR);
    await login.getByRole('button', { name: 'Next', exact: true }).click();
    await login.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    const documentPage = await opened;
    expect((await documentRequest).frame().page()).toBe(documentPage);
    await page.waitForURL(back);
    // Once: the key is gone, and coming back opens nothing.
    expect(await page.evaluate(() => sessionStorage.getItem('DOCUMENT_TO_OPEN'))).toBeNull();
    let again = false;
    context.on('page', () => (again = true));
    await page.reload();
    await expect(page.locator('literature-library').getByText(/^Displaying \d+ of \d+ Documents$/)).toBeVisible();
    expect(again).toBe(false);
  });

  test('a hostile redirect never reaches the SSO hand-off', async ({ page }) => {
    await page.goto('/login?redirect=//evil.example/path');
    const login = page.locator('advisor-login');
    await expect(login.getByRole('heading', { name: 'Log in: Financial professionals' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('securePageRedirect'))).toBeNull();
    const sso = page.waitForRequest((request) => request.url().includes('/sso/autoPopulateUserID'));
    await login.getByLabel('User ID', { exact: true }).fill('e104729');
    await login.getByRole('button', { name: 'Next', exact: true }).click();
    const url = new URL((await sso).url());
    expect(url.searchParams.get('userId')).toBe('e104729');
    expect(url.searchParams.get('target')).toBeNull();
  });
});
