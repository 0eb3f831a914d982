import { readFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page, Request } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './helpers';

const table = (page: Page) => page.locator('fund-table').first();
const count = (page: Page) => table(page).getByText(/^Displaying \d+ fund\(s\)$/);
const countValue = async (page: Page) => Number(/\d+/.exec((await count(page).textContent()) ?? '')?.[0] ?? -1);
const rows = (page: Page) => table(page).locator('tbody tr.cm-row:not([hidden])');

async function loaded(page: Page) {
  await expect(rows(page).first()).toBeVisible({ timeout: 10_000 });
}

async function setFault(context: BrowserContext, value: string, url: string) {
  await context.addCookies([{ name: 'cm-fault', value, url }]);
}

/**
 * Each shown row's fund name: the row header's link, without the footnote mark that may follow it (the rows a search
 * or a filter leaves out stay in the table, hidden).
 */
const rowNames = (scope: Locator) => scope.locator('tbody tr.cm-row:not([hidden]) th a').allTextContents();

test.describe('mutual funds landing', () => {
  test('search, filter, switch class and basis, sort, group and download the capital gains CSV', async ({
    page,
    pageErrors,
  }) => {
    // A long journey with two axe checks of a table of ~150 funds.
    test.slow();
    await page.goto('/fund-table/mutual-funds.html');
    await loaded(page);
    const all = await countValue(page);
    expect(all).toBeGreaterThan(50);

    // Search by ticker.
    const ticker = (await rows(page).nth(2).locator('td').first().textContent())!;
    await table(page).getByRole('textbox', { name: 'Find a Mutual Fund' }).fill(ticker);
    await expect(count(page)).toHaveText('Displaying 1 fund(s)');
    await table(page).getByRole('button', { name: 'Clear search' }).click();
    await expect(count(page)).toHaveText(`Displaying ${all} fund(s)`);

    // Filters: "(N applied)", View Results closes the panel.
    await table(page).getByRole('button', { name: 'Filters' }).click();
    await table(page).getByRole('checkbox', { name: 'Taxable Fixed Income' }).check();
    await table(page).getByRole('checkbox', { name: '4 & 5 Star Funds' }).check();
    await table(page).getByRole('button', { name: 'View Results' }).click();
    await expect(table(page).getByRole('button', { name: 'Filters (2 applied)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const filtered = await countValue(page);
    expect(filtered).toBeLessThan(all);
    await expectNoAxeViolations(page);

    // Class A offers "POP or W/CDSC"; the header says "with Maximum Sales Charge"; the filters are kept.
    await table(page).getByRole('combobox', { name: 'Class' }).selectOption('A');
    await loaded(page);
    await expect(rows(page).first().locator('a')).toHaveAttribute('href', /\/Class-A\/details\/\?cusip=/);
    await table(page).getByRole('combobox', { name: 'Performance' }).selectOption({ label: 'POP or W/CDSC' });
    await expect(
      table(page).getByRole('columnheader', {
        name: /Average Annual Total Returns \(%\) with Maximum Sales Charge as of/,
      }),
    ).toBeVisible();
    await expect(table(page).getByRole('button', { name: 'Filters (2 applied)' })).toBeVisible();
    // Class Institutional hides POP: the basis falls back to NAV.
    await table(page).getByRole('combobox', { name: 'Class' }).selectOption('Institutional');
    await expect(table(page).getByRole('combobox', { name: 'Performance' })).toHaveValue('nav');
    await table(page).getByRole('combobox', { name: 'Frequency' }).selectOption('Quarterly');
    await loaded(page);

    // Sort: a new column ascending, again descending.
    await table(page).getByRole('button', { name: 'Ticker' }).click();
    await expect(table(page).getByRole('columnheader', { name: 'Ticker' })).toHaveAttribute('aria-sort', 'ascending');
    await table(page).getByRole('button', { name: 'Ticker' }).click();
    await expect(table(page).getByRole('columnheader', { name: 'Ticker' })).toHaveAttribute('aria-sort', 'descending');
    const tickers = await rows(page).locator('td:first-of-type').allTextContents();
    expect(tickers).toEqual([...tickers].sort((a, b) => b.localeCompare(a, 'en', { sensitivity: 'base' })));

    // Ratings grouped by category, a group collapsed.
    await table(page).getByRole('tab', { name: 'Starling Ratings' }).click();
    await expect(page).toHaveURL(/#starling-ratings$/);
    await table(page).getByRole('checkbox', { name: 'Group by Starling Category' }).check();
    const group = table(page)
      .getByRole('button', { name: /^Starling Category: / })
      .first();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expectNoAxeViolations(page);

    // Capital gains: the distributions CSV, built in the browser, in the table's order.
    await table(page).getByRole('tab', { name: 'Capital Gains' }).click();
    await table(page).getByRole('button', { name: 'Filters (2 applied)' }).waitFor({ state: 'detached' });
    const downloadButton = table(page).getByRole('button', { name: 'Download Capital Gains Distributions (csv)' });
    await expect(downloadButton).toBeVisible();
    await expect(table(page).getByRole('button', { name: 'Download Capital Gains Estimates (csv)' })).toBeVisible();
    const amount = (await table(page).locator('.cm-col-totalCapGain').nth(1).textContent())!;
    expect(amount).toMatch(/^(\d+\.\d{5} − \d+\.\d{5}|\d+\.\d{5}|-)$/);
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(download.suggestedFilename()).toBe('mutual-funds-capital-gains-distributions.csv');
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Fund Name,Class,CUSIP,Record Date,Ex-Dividend Date,Short-Term Capital Gains,Long-Term Capital Gains,Total Capital Gains,Total Capital Gains (%)',
    );
    const distributionTable = table(page).getByRole('region', { name: 'Capital Gains Distributions' });
    const firstFund = (await rowNames(distributionTable))[0]!;
    expect(lines[1]!.startsWith(firstFund.includes(',') ? `"${firstFund}"` : firstFund)).toBe(true);
    expect(lines[1]).toMatch(/,\d\d\/\d\d\/\d{4},\d\d\/\d\d\/\d{4},-?\d+\.\d{5},/);
    await expect(page.getByText(/fund-table-download .*"kind":"distributions"/)).toBeVisible();

    await pageErrors.expectNone();
  });

  test('the failure texts with the fault switch, then Retry', async ({ page, context, baseURL, pageErrors }) => {
    // The browser reports the failed call in the console; the widget itself logs nothing.
    pageErrors.expect(
      /^console\.error: Failed to load resource: the server responded with a status of 500 .*\/pnp\.svc\/productSummary\?/,
    );
    await setFault(context, '500@/pnp.svc/productSummary', baseURL!);
    await page.goto('/fund-table/mutual-funds.html?class=A');
    const popup = table(page).getByRole('dialog', { name: 'Error' });
    await expect(popup).toBeVisible({ timeout: 10_000 });
    await expect(popup).toContainText(
      'Fund Performance information is unavailable at this time. Please try again later.',
    );
    await expectNoAxeViolations(page);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();
    await expect(
      table(page).getByText(
        'Mutual Fund information is currently unavailable due to a technical issue. Please try again later.',
      ),
    ).toBeVisible();
    // The visitor's search is kept through the failure and the retry.
    await table(page).getByRole('textbox', { name: 'Find a Mutual Fund' }).fill('Income');
    await context.clearCookies({ name: 'cm-fault' });
    await table(page).getByRole('button', { name: 'Retry' }).click();
    await loaded(page);
    await expect(table(page).getByRole('textbox', { name: 'Find a Mutual Fund' })).toHaveValue('Income');
    for (const name of await rowNames(table(page))) expect(name.toLowerCase()).toContain('income');
  });

  test('a time-out shows the same texts as a failure', async ({ page, context, baseURL }) => {
    await setFault(context, 'timeout@/pnp.svc/productSummary', baseURL!);
    // The page's configuration allows 20 s per call and the fixture holds the request longer. The page's clock is
    // moved past those 20 s once the call is out, rather than the test waiting them.
    // The page's other calls are answered first: moved past 20 s, they too would time out.
    await page.clock.install();
    const open = new Set<Request>();
    page.on('request', (request) => open.add(request));
    page.on('requestfinished', (request) => open.delete(request));
    page.on('requestfailed', (request) => open.delete(request));
    await page.goto('/fund-table/exchange-traded-funds.html');
    await expect
      .poll(() => [...open].map((request) => request.url()))
      .toEqual([expect.stringContaining('/pnp.svc/productSummary')]);
    // Until then the visitor sees the table loading.
    await expect(table(page).getByText('Loading...')).toBeVisible();
    await page.clock.fastForward('00:21');
    await expect(
      table(page).getByText(
        'Exchange Traded Fund information is currently unavailable due to a technical issue. Please try again later.',
      ),
    ).toBeVisible();
  });
});

test.describe('Find a Product', () => {
  test('filters mirrored in the URL without a reload, read back on load', async ({ page, pageErrors }) => {
    // Every product group loads twice (before and after the reload): on a loaded 2-core machine that takes a while.
    test.slow();
    await page.goto('/fund-table/find-a-product.html?assetClass=money-market,bogus');
    await loaded(page);
    await expect(table(page).getByRole('button', { name: 'Filters (1 applied)' })).toBeVisible();
    // A mark on this document: a reload would lose it.
    const marker = await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'not reloaded'));
    await table(page).getByRole('button', { name: 'Filters (1 applied)' }).click();
    await table(page).getByRole('checkbox', { name: 'Mutual Fund', exact: true }).check();
    await expect(page).toHaveURL(
      /\?assetClass=money-market&productType=Retail$|\?productType=Retail&assetClass=money-market$/,
    );
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(marker);
    await table(page).getByRole('checkbox', { name: 'Institutional', exact: true }).check();
    await expect(page).toHaveURL(/class=institutional/);
    const shown = await countValue(page);
    await page.reload();
    await loaded(page);
    await expect(table(page).getByRole('button', { name: 'Filters (3 applied)' })).toBeVisible();
    await expect(count(page)).toHaveText(`Displaying ${shown} fund(s)`);
    await expectNoAxeViolations(page);
    await pageErrors.expectNone();
  });
});

test.describe('on a phone @phone', () => {
  test('the filters panel and the table fit a 375 px screen', async ({ page, pageErrors }) => {
    await page.goto('/fund-table/mutual-funds.html');
    await loaded(page);
    await table(page).getByRole('button', { name: 'Filters' }).click();
    const panel = table(page).getByRole('group', { name: 'Filters', exact: true });
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await table(page).getByRole('checkbox', { name: 'Domestic Equity' }).check();
    await table(page).getByRole('button', { name: 'View Results' }).click();
    await expect(panel).toBeHidden();
    // The page does not scroll sideways; the table scrolls inside its own region.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const region = table(page).getByRole('region').first();
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expectNoAxeViolations(page);
    await pageErrors.expectNone();
  });
});

test.describe('strict Content-Security-Policy with Trusted Types', () => {
  test('the mutual funds table loads, lays out its columns and sorts with no policy violation', async ({
    page,
    pageErrors,
  }) => {
    const response = await page.goto('/csp/fund-table.html');
    expect(response?.headers()['content-security-policy']).toContain("style-src 'self'");
    await loaded(page);
    // The column template reaches every row: the cells of a row sit side by side, aligned with the headers.
    const header = table(page).getByRole('columnheader', { name: /^YTD/ });
    const cell = rows(page).first().locator('.cm-col-ytd');
    const [headerBox, cellBox] = [await header.boundingBox(), await cell.boundingBox()];
    expect(Math.abs(headerBox!.x - cellBox!.x)).toBeLessThan(1);
    expect(Math.abs(headerBox!.width - cellBox!.width)).toBeLessThan(1);
    await table(page).getByRole('button', { name: 'YTD' }).click();
    await expect(table(page).getByRole('columnheader', { name: /^YTD/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(pageErrors.cspViolations).toEqual([]);
    await pageErrors.expectNone();
  });
});
