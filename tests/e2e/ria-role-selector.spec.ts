import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './helpers';

/**
 * The RIA resources role selector (site spec 2.7, 6) on the RIA resources page: by keyboard, a role reorders and hides
 * the page's content containers; a reload shows the same page; without script, every container in its authored order.
 */

/** The containers' headings, in the page's order, of those a visitor sees. */
const visibleContainers = (page: Page) =>
  page
    .locator('[data-role-container]')
    .evaluateAll((sections) =>
      sections
        .filter((section) => (section as HTMLElement).checkVisibility())
        .map((section) => section.getAttribute('data-role-container')),
    );

test.describe('RIA role selector (site spec 2.7, 6)', () => {
  test('by keyboard: a role reorders and hides the containers, and a reload keeps it', async ({ page }) => {
    await page.goto('/resources/ria/');
    const selector = page.locator('ria-role-selector');
    await expect(selector.getByText('Select your role. Watch your priorities come to life.')).toBeVisible();
    const select = selector.getByRole('combobox', { name: 'I am a:' });
    await expect(select.locator('option')).toHaveText([
      'Select Role',
      'CIO/Analyst',
      'Principal/Founder',
      'Wealth Advisor/Financial Planner',
      'Compliance/Marketing',
    ]);
    expect(await visibleContainers(page)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
    await expectNoAxeViolations(page);

    // Tab from the page's notes to the selector, then choose with the arrow keys.
    await page.getByRole('heading', { name: 'Resources for registered investment advisers' }).click();
    for (let presses = 0; presses < 20; presses += 1) {
      if (await select.evaluate((el) => el === (el.getRootNode() as ShadowRoot).activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(select).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('cio-analyst');
    // The 900 ms lock and its loader are checked to the millisecond in the unit and browser tests; here, that it ends.
    await expect.poll(() => visibleContainers(page)).toEqual(['0', '1', '2', '5', '3', '7']);
    await expect(page).toHaveURL(/\?role=cio-analyst$/);
    await expect(select).not.toHaveAttribute('aria-disabled', 'true');
    await expect(select).toBeFocused();
    await expectNoAxeViolations(page);

    // The keyboard goes on in the order shown.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Read the latest insights' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'RIA focus funds' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Model portfolios' })).toBeFocused();

    await page.reload();
    await expect(page.locator('ria-role-selector').getByRole('combobox', { name: 'I am a:' })).toHaveValue(
      'cio-analyst',
    );
    await expect.poll(() => visibleContainers(page)).toEqual(['0', '1', '2', '5', '3', '7']);

    // Back to "Select Role": every container in its authored order.
    const again = page.locator('ria-role-selector').getByRole('combobox', { name: 'I am a:' });
    await again.selectOption('');
    await expect.poll(() => visibleContainers(page)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
    await expect(page).toHaveURL(/\/resources\/ria\/$/);
  });

  test('without script, every container shows in its authored order', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/resources/ria/?role=compliance-marketing');
    expect(await visibleContainers(page)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7']);
    await expect(page.getByRole('heading', { name: 'Marketing and compliance resources' })).toBeVisible();
    await context.close();
  });

  test('a role at 375 px: the selector fits the phone @phone', async ({ page }) => {
    await page.goto('/resources/ria/?role=principal-founder');
    const select = page.locator('ria-role-selector').getByRole('combobox', { name: 'I am a:' });
    await expect(select).toHaveValue('principal-founder');
    await expect.poll(() => visibleContainers(page)).toEqual(['0', '1', '4', '5', '3', '2', '7']);
    const box = await page.locator('ria-role-selector').boundingBox();
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(box!.x >= 0 && box!.x + box!.width <= width).toBe(true);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
    ).toBe(true);
    await expectNoAxeViolations(page);
  });
});
