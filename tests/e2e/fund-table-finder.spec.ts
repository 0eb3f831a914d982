import { test, expect, expectNoAxeViolations } from './helpers';

/**
 * products spec 2.12: the product finder's "Select a {subtitle}" lists the funds; the visitor chooses one and Go
 * opens its page. Typing, the arrows and a choice from the list never leave the page.
 */
test('typing a name never leaves the page; a fund chosen from the list opens with Go @mobile', async ({ page }) => {
  // The demo site has no fund pages: the fund's page answers here, so that the navigation itself is seen.
  await page.route('**/details/?cusip=*', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Fund</title><h1>Fund</h1>' }),
  );
  await page.goto('/fund-table/product-finder.html');
  const finder = page.locator('fund-table[data-finder-code="MF"]');
  const box = finder.getByRole('combobox', { name: /^Select a / });
  await expect(box).toBeVisible({ timeout: 20_000 });
  const url = page.url();

  // Every fund's name starts with the brand: the space of "Calder M" chose the first fund and left the page.
  await box.click();
  await page.keyboard.type('Calder M');
  await expect(box).toHaveValue('Calder M');
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(finder.getByRole('option', { selected: true })).toBeVisible();
  expect(page.url()).toBe(url);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(page.url()).toBe(url);

  // A word of the fund's name finds it; a click chooses it into the box; Go opens its page.
  await box.fill('clean energy');
  const option = finder.getByRole('option', { name: /Clean Energy/ });
  await expect(option).toHaveCount(1);
  const name = (await option.textContent())!;
  await option.click();
  await expect(box).toHaveValue(name);
  expect(page.url()).toBe(url);
  await finder.getByRole('button', { name: 'Go' }).click();
  await page.waitForURL(/\/Class-Institutional\/details\/\?cusip=/);
});
