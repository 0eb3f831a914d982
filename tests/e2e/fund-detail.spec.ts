import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { test, expect, expectNoAxeViolations } from './helpers';

/**
 * The fund page (products spec 2.1, 2.14, 3, 7, 8): a visitor comes from Find a Product, switches the share class
 * (the address, the data and Back follow), reads every block's values as the services send them, downloads the full
 * holdings and the capital gains, reads the growth chart by keyboard, and meets a failing block while the rest stays.
 */
const FUND = 'Calder Meridian Large Cap Growth Fund';
const CLASS_A = '195SWE314';
const INSTITUTIONAL = '195SWE2C1';
const UNAVAILABLE = 'Fund Details information is unavailable at this time. Please try again later.';

const block = (page: Page, name: string) => page.locator(`fund-detail[data-block="${name}"]`);
const header = (page: Page) => block(page, 'header');

interface ProductDetailAnswer {
  value: {
    productDetail: {
      totalReturnPerformances: Array<{
        intervalType: string;
        totalReturnPerfDetails: Array<{ label: string; oneYear: string | number | null; type: string }>;
      }>;
      assetMixDetails: { assetMixInfo: Array<{ allocation: string; allocationPct: string | number }> };
    };
  };
}
interface FundDetailsAnswer {
  value: { fundHeader: { fundName: string; symbol: string }; fundSummary: { distributions: string } };
}

const fundDetails = async (page: Page, cusip: string) =>
  (
    (await (
      await page.request.get(`/advisor/resourceapi/service/funds/details?cusip=${cusip}`)
    ).json()) as FundDetailsAnswer
  ).value;
const productDetail = async (page: Page, cusip: string) =>
  (
    (await (
      await page.request.get(`/pnp.svc/getproductdetails?cusip=${cusip}&dataType=FundPortfolio`)
    ).json()) as ProductDetailAnswer
  ).value.productDetail;

/** A figure as the fund tables show it: 2 decimals, "-" for none. */
const shown = (value: string | number | null) =>
  value === null || value === '-' || value === '' ? '-' : Number(value).toFixed(2);

test.describe('the fund page', () => {
  test('from Find a Product to a fund; another share class, and Back', async ({ page }) => {
    test.slow();
    await page.goto('/fund-table/find-a-product.html');
    const table = page.locator('fund-table');
    await table.getByRole('textbox', { name: 'Find a Product' }).fill('Large Cap Growth Fund');
    const link = table.locator(`a[href$="?cusip=${CLASS_A}"]`);
    await expect(link).toHaveCount(1, { timeout: 30_000 });
    await link.click();
    await page.waitForURL(`**/Class-A/details/?cusip=${CLASS_A}`);
    await expect(header(page).getByRole('heading', { level: 1 })).toHaveText(FUND);
    await expect(block(page, 'crumb')).toHaveText(FUND);
    const classA = await fundDetails(page, CLASS_A);
    await expect(header(page)).toContainText(classA.fundHeader.symbol);
    await expectNoAxeViolations(page);

    // Another class: a new history entry, the address's class and cusip, the data; the focus stays on the switch.
    const select = header(page).getByLabel('Share class');
    await select.focus();
    await select.selectOption(INSTITUTIONAL);
    await page.waitForURL(`**/Class-Institutional/details/?cusip=${INSTITUTIONAL}`);
    const institutional = await fundDetails(page, INSTITUTIONAL);
    await expect(header(page)).toContainText(institutional.fundHeader.symbol);
    await expect(header(page).getByLabel('Share class')).toBeFocused();
    const performance = (await productDetail(page, INSTITUTIONAL)).totalReturnPerformances.find(
      (entry) => entry.intervalType === 'Monthly',
    )!;
    const nav = performance.totalReturnPerfDetails[0]!;
    await expect(block(page, 'performance').locator('tr', { hasText: nav.label }).first()).toContainText(
      shown(nav.oneYear),
    );

    await page.goBack();
    await page.waitForURL(`**/Class-A/details/?cusip=${CLASS_A}`);
    await expect(header(page)).toContainText(classA.fundHeader.symbol);
    await expect(header(page).getByLabel('Share class')).toHaveValue(CLASS_A);
  });

  test("every block shows the services' values", async ({ page }) => {
    await page.goto(`/investment-products/mutual-funds/x/Class-A/details/?cusip=${CLASS_A}`);
    await expect(header(page).getByRole('heading', { level: 1 })).toHaveText(FUND);
    const details = await fundDetails(page, CLASS_A);
    const product = await productDetail(page, CLASS_A);
    await expect(block(page, 'distributions')).toContainText(details.fundSummary.distributions);
    for (const entry of product.assetMixDetails.assetMixInfo) {
      await expect(block(page, 'asset-mix').locator('table tr', { hasText: entry.allocation })).toContainText(
        shown(entry.allocationPct),
      );
    }
    const monthly = product.totalReturnPerformances.find((entry) => entry.intervalType === 'Monthly')!;
    for (const row of monthly.totalReturnPerfDetails) {
      await expect(block(page, 'performance').locator('tr', { hasText: row.label }).first()).toContainText(
        shown(row.oneYear),
      );
    }
    await expect(block(page, 'documents').getByRole('link', { name: /Prospectus/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a document ordered from the fund page is in the header's cart and on the cart page", async ({ page }) => {
    await page.goto(`/investment-products/mutual-funds/x/Class-A/details/?cusip=${CLASS_A}`);
    const count = page.locator('cart-count').locator('[part="count"]');
    await expect(count).toHaveText('0');
    const order = block(page, 'literature').getByRole('checkbox', { name: 'Add to Cart: Fact Sheet' });
    await order.check();
    await expect(block(page, 'literature').getByRole('checkbox', { name: 'In Cart: Fact Sheet' })).toBeFocused();
    await expect(count).toHaveText('1');
    await block(page, 'literature').getByRole('link', { name: 'View Cart' }).click();
    await expect(page).toHaveURL(/\/resources\/literature\/cart-order$/);
    await expect(page.locator('cart-order')).toContainText(FUND);
    await expect(page.locator('cart-order')).toContainText('Fact Sheet');
  });

  test('both downloads work and neutralise spreadsheet formulas', async ({ page }) => {
    await page.goto(`/investment-products/mutual-funds/x/Class-A/details/?cusip=${CLASS_A}`);
    const holdings = block(page, 'holdings').getByRole('link', { name: 'Download Full Holdings (csv)' });
    const [holdingsFile] = await Promise.all([page.waitForEvent('download'), holdings.click()]);
    const holdingsText = await readFile((await holdingsFile.path())!, 'utf8');
    expect(holdingsText.split(/\r?\n/)[0]).toContain('Security Name,Ticker');
    // A holding whose name a spreadsheet would read as a formula is written as text.
    expect(holdingsText).toContain("'@Road Logistics Inc.");
    expect(holdingsText).not.toMatch(/(^|,)@Road/m);

    const gains = block(page, 'capital-gains').getByRole('link', { name: 'Download (csv)' });
    const [gainsFile] = await Promise.all([page.waitForEvent('download'), gains.click()]);
    const gainsText = await readFile((await gainsFile.path())!, 'utf8');
    expect(gainsText).toContain(FUND);
  });

  test('the growth chart reads by keyboard, and its data is in its table', async ({ page }) => {
    await page.goto(`/investment-products/mutual-funds/x/Class-A/details/?cusip=${CLASS_A}`);
    const growth = block(page, 'growth');
    const chart = growth.getByRole('application');
    await chart.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await expect(growth.locator('[aria-live="polite"]')).toHaveText(/^\d{2}\/\d{2}\/\d{4}: Fund \$[\d,]+\.\d{2}/);
    await growth.getByText('Show the data table').click();
    expect(await growth.locator('details table tbody tr').count()).toBeGreaterThan(12);
  });

  test("a block's failure shows the spec's text with Retry, and the other blocks stay", async ({
    page,
    context,
    pageErrors,
  }) => {
    pageErrors.expect(/500 \(Internal Server Error\)/);
    // The page's own address first, for the fault cookie's origin.
    await page.goto('/fund-detail/whole-page.html');
    await context.addCookies([
      { name: 'cm-fault', value: '500@/pnp.svc/getproductdetails', url: new URL('/', page.url()).href },
    ]);
    await page.goto(`/investment-products/mutual-funds/x/Class-A/details/?cusip=${CLASS_A}`);
    const popup = page.getByRole('dialog', { name: 'Error' });
    await expect(popup).toBeVisible();
    await expect(popup).toContainText(UNAVAILABLE);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(block(page, 'performance').getByRole('alert')).toHaveText(
      new RegExp(UNAVAILABLE.replace(/\./g, '\\.')),
    );
    await expect(header(page).getByRole('heading', { level: 1 })).toHaveText(FUND);
    const details = await fundDetails(page, CLASS_A);
    await expect(block(page, 'distributions').getByText(details.fundSummary.distributions)).toBeVisible();

    await context.clearCookies({ name: 'cm-fault' });
    await block(page, 'performance').getByRole('button', { name: 'Retry' }).click();
    await expect(block(page, 'performance').getByRole('alert')).toHaveCount(0);
    await expect(block(page, 'performance').locator('table')).toBeVisible();
  });
});
