import type { Page } from '@playwright/test';
import { test, expect } from './helpers';

/**
 * One product, one address: a variable product of the blank class (the "Shares" of products spec 2.4) links to its
 * detail page with the same class segment wherever it is listed, Class-none (products spec 2.1's rule for a missing
 * class, services/product-links.ts).
 */
const FUND = 'Calder Meridian Variable Series Trust - Total Return Bond Fund';
const LINK =
  /^\/investment-products\/variable-products\/Calder-Meridian-Variable-Series-Trust-Total-Return-Bond-Fund\/Class-none\/details\/\?cusip=\w+$/;

const fundTable = (page: Page) => page.locator('fund-table').first();
const linkOf = (page: Page) => fundTable(page).locator('tbody tr.cm-row:not([hidden]) th a', { hasText: FUND });

test('a blank-class variable product links to Class-none in the variable products table, the Product List and Find a Product', async ({
  page,
}) => {
  await page.goto('/fund-table/variable-products.html');
  await fundTable(page).getByRole('textbox', { name: 'Search variable products' }).fill('Total Return Bond');
  await expect(linkOf(page)).toHaveCount(1, { timeout: 20_000 });
  const href = (await linkOf(page).getAttribute('href'))!;
  expect(href).toMatch(LINK);

  await page.goto('/fund-table/product-list.html?type=variable&class=');
  await expect(linkOf(page)).toHaveCount(1, { timeout: 20_000 });
  expect(await linkOf(page).getAttribute('href')).toBe(href);

  await page.goto('/fund-table/find-a-product.html');
  await fundTable(page).getByRole('textbox', { name: 'Find a Product' }).fill('Total Return Bond');
  await expect(linkOf(page)).toHaveCount(1, { timeout: 20_000 });
  expect(await linkOf(page).getAttribute('href')).toBe(href);
});
