import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './helpers';

const NO_RESULTS = (term: string) =>
  `Sorry, no results were found for "${term}". You can check the spelling, or try using a different search term.`;

const searchPage = (page: Page) => page.locator('site-search');

/** The demo page's fault switch: the fixture backend fails as chosen, and the page reloads. */
async function setFault(page: Page, value: string) {
  await Promise.all([page.waitForEvent('load'), page.getByLabel('Fixture backend').selectOption(value)]);
}
const sectionHeadings = (page: Page) => searchPage(page).locator('.result-section-heading');

/** The search shows its results (after the loading image's second). */
async function resultsShown(page: Page) {
  await expect(searchPage(page).locator('.result-section, .search-empty').first()).toBeVisible({ timeout: 10_000 });
}

test.describe('site search', () => {
  test('a term typed in the header box, a suggestion picked with the keyboard, categorised results, View all and back', async ({
    page,
    pageErrors,
  }) => {
    // A long journey with an axe check of some forty results.
    test.slow();
    await page.goto('/about');
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await box.pressSequentially('bon');
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(5);
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await suggestions.first().getAttribute('id'))!);
    const picked = (await suggestions.first().textContent())!;
    await box.press('Enter');

    await expect(page).toHaveURL(`/search?search=${encodeURIComponent(picked)}`);
    await expect(page.getByRole('combobox', { name: 'Please enter a search term' })).toHaveValue(picked);
    await resultsShown(page);
    await expect(sectionHeadings(page)).toHaveText(['Products', 'Resources', 'Insights', 'Leadership', 'Other']);
    const products = searchPage(page).getByRole('region', { name: 'Products' });
    await expect(products.locator('.result')).toHaveCount(5);
    await expectNoAxeViolations(page);

    await products.getByRole('button', { name: 'View all' }).click();
    await expect(sectionHeadings(page)).toHaveText(['Products']);
    const all = await products.locator('.result').count();
    expect(all).toBeGreaterThan(5);
    expect(all).toBeLessThanOrEqual(99);
    await expect(page.getByRole('button', { name: 'Back to results' })).toBeFocused();
    await page.getByRole('button', { name: 'Back to results' }).click();
    await expect(sectionHeadings(page)).toHaveText(['Products', 'Resources', 'Insights', 'Leadership', 'Other']);

    // The left-side filter chooses a category as well.
    await searchPage(page)
      .getByRole('list', { name: 'Categories' })
      .getByRole('button', { name: 'Leadership' })
      .click();
    await expect(sectionHeadings(page)).toHaveText(['Leadership']);
    await pageErrors.expectNone();
  });

  test('the no-results text names the term', async ({ page, pageErrors }) => {
    await page.goto('/search');
    const box = page.getByRole('combobox', { name: 'Please enter a search term' });
    await box.fill('zzzzqx');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(searchPage(page).getByText(NO_RESULTS('zzzzqx'))).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL('/search?search=zzzzqx');
    await expectNoAxeViolations(page);
    await pageErrors.expectNone();
  });

  test('the investor site lists the first 10 results in one list', async ({ page, pageErrors }) => {
    await page.goto('/investor/search?search=fund');
    await resultsShown(page);
    await expect(sectionHeadings(page)).toHaveText(['Results']);
    await expect(searchPage(page).locator('.result')).toHaveCount(10);
    await pageErrors.expectNone();
  });

  test('with the fault switch, a failed search says so with Retry and suggestions that fail show none', async ({
    page,
    pageErrors,
  }) => {
    // The browser reports each failed call; the suggestions' failure is logged (site spec 8: nothing else shows).
    pageErrors.expect(
      /^console\.error: Failed to load resource: the server responded with a status of 500 .*\/api\/cm-adv\/search\b/,
      /^console\.error: Failed to load resource: the server responded with a status of 500 .*\/api\/cm-adv\/autocomplete\//,
      /^console\.error: ERROR RETRIEVING DATA 500 \/api\/cm-adv\/autocomplete\//,
    );
    await page.goto('/search?search=bond');
    await resultsShown(page);
    await expect(sectionHeadings(page).first()).toHaveText('Products');

    // A failed search is no empty result: the page says the search did not run, and Retry runs it again.
    await setFault(page, '500@/api/cm-adv/search');
    const notice = searchPage(page).getByRole('alert');
    await expect(notice).toContainText('Search is not available right now', { timeout: 10_000 });
    await expect(notice).toContainText('Your search for "bond" could not be completed. Please try again.');
    await expect(searchPage(page).getByText(NO_RESULTS('bond'))).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.evaluate(() => {
      document.cookie = 'cm-fault=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    });
    await notice.getByRole('button', { name: 'Retry' }).click();
    await expect(sectionHeadings(page).first()).toHaveText('Products', { timeout: 10_000 });
    await expect(page.getByRole('status').filter({ hasText: /^\d+ results for "bond"$/ })).toHaveCount(1);

    await setFault(page, '500@/api/cm-adv/autocomplete');
    await resultsShown(page);
    const box = page.getByRole('combobox', { name: 'Please enter a search term' });
    // The failure is logged once the box has had the answer (site spec 8: nothing else shows).
    const logged = page.waitForEvent('console', (message) =>
      message.text().startsWith('ERROR RETRIEVING DATA 500 /api/cm-adv/autocomplete/growth'),
    );
    await box.fill('');
    await box.pressSequentially('growth');
    await logged;
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox')).toBeHidden();
    // The search itself still works.
    await box.press('Enter');
    await expect(page).toHaveURL('/search?search=growth');
    await expect(sectionHeadings(page).first()).toBeVisible({ timeout: 10_000 });
  });
});

test.describe('search history', () => {
  test('each search is a history entry: Back after two searches returns to the first term and its results', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/search?search=bond');
    await resultsShown(page);
    const box = page.getByRole('combobox', { name: 'Please enter a search term' });
    await box.fill('growth');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?search=growth');
    await expect(page.getByRole('status').filter({ hasText: /results? for "growth"$/ })).toHaveCount(1, {
      timeout: 10_000,
    });
    await box.fill('income');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?search=income');
    await page.goBack();
    await expect(page).toHaveURL('/search?search=growth');
    await expect(box).toHaveValue('growth');
    await page.goBack();
    await expect(page).toHaveURL('/search?search=bond');
    await expect(box).toHaveValue('bond');
    await expect(page.getByRole('status').filter({ hasText: /^\d+ results for "bond"$/ })).toHaveCount(1, {
      timeout: 10_000,
    });
    await pageErrors.expectNone();
  });
});

test.describe('site search on a phone @mobile', () => {
  test('the box, the suggestions and the results fit the screen', async ({ page, pageErrors }) => {
    await page.goto('/search');
    const box = page.getByRole('combobox', { name: 'Please enter a search term' });
    await box.pressSequentially('gro');
    await expect(page.getByRole('listbox').getByRole('option').first()).toBeVisible();
    await box.press('Enter');
    await resultsShown(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    await pageErrors.expectNone();
  });
});
