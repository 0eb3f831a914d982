import { test, expect, expectNoAxeViolations } from './helpers';

/** products spec 2.12: the product finder's "Select a {subtitle}" navigates on the visitor's choice. */
test('a click on a fund of the finder opens its page; arrowing through the list stays on the page @mobile', async ({
  page,
}) => {
  // The demo site has no fund pages: the fund's page answers here, so that the navigation itself is seen.
  await page.route('**/details/?cusip=*', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Fund</title><h1>Fund</h1>' }),
  );
  await page.goto('/fund-table/product-finder.html');
  const finder = page.locator('fund-table[data-finder-code="MF"]');
  const box = finder.getByRole('combobox', { name: /^Select a / });
  await expect(box).toBeVisible({ timeout: 20_000 });
  const url = page.url();

  await box.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(finder.getByRole('option', { selected: true })).toBeVisible();
  expect(page.url()).toBe(url);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(page.url()).toBe(url);

  await box.click();
  const option = finder.getByRole('option').nth(2);
  const name = (await option.textContent())!;
  await option.click();
  await page.waitForURL(/\/Class-Institutional\/details\/\?cusip=/);
  expect(name.length).toBeGreaterThan(3);
});
