import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './helpers';

const table = (page: Page) => page.locator('fund-table').first();
const rows = (page: Page) => table(page).locator('tbody tr.cm-row:not([hidden])');
const rowNames = (page: Page) => rows(page).locator('th a').allTextContents();

async function loaded(page: Page) {
  await expect(rows(page).first()).toBeVisible({ timeout: 10_000 });
}

async function setFault(context: BrowserContext, value: string, url: string) {
  await context.addCookies([{ name: 'cm-fault', value, url }]);
}

/**
 * The column headers whose text reaches past their cell, as "header: text width > cell width": a header's text
 * must fit its cell at every width (the table scrolls sideways instead).
 */
async function overflowingHeaders(page: Page): Promise<string[]> {
  return table(page).evaluate((host: Element) =>
    // A column folded away on phones (its value under the fund name) has no header to fit.
    [...host.shadowRoot!.querySelectorAll<HTMLElement>('[role="columnheader"]:not(.cm-compact-hidden)')].flatMap(
      (header) => {
        const range = document.createRange();
        range.selectNodeContents(header);
        const text = range.getBoundingClientRect();
        const cell = header.getBoundingClientRect();
        const fits = text.left >= cell.left - 1 && text.right <= cell.right + 1;
        return fits ? [] : [`${header.textContent}: ${Math.round(text.width)} > ${Math.round(cell.width)}`];
      },
    ),
  );
}

/** The browser's own report of the failing call the fault switch provokes. */
const FAILED_SUMMARY =
  /^console\.error: Failed to load resource: the server responded with a status of 500 .*\/pnp\.svc\/productSummary\?/;

/** Starts recording the page's `fund-table-download` details; the function returned reads them. */
async function collectDownloads(page: Page): Promise<() => Promise<unknown[]>> {
  await page.evaluate(() => {
    const seen: unknown[] = [];
    (window as unknown as { downloadsSeen: unknown[] }).downloadsSeen = seen;
    document.addEventListener('fund-table-download', (event) => seen.push((event as CustomEvent).detail));
  });
  return () => page.evaluate(() => (window as unknown as { downloadsSeen: unknown[] }).downloadsSeen);
}

const sortedByName = (names: string[]) => [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));

test.describe('variable products', () => {
  test('search, sort, change the frequency and download the CSV and the TSV summary', async ({ page, pageErrors }) => {
    test.slow();
    await page.goto('/fund-table/variable-products.html');
    await loaded(page);
    const count = table(page).getByText(/^Displaying \d+ product\(s\)$/);
    const all = Number(/\d+/.exec((await count.textContent()) ?? '')![0]);
    expect(all).toBeGreaterThan(40);
    await expect(rows(page)).toHaveCount(all);
    await expect(table(page).getByText(/^All data as of 10\/31\/2026 unless otherwise indicated\.$/)).toBeVisible();
    expect(await rowNames(page)).toEqual(sortedByName(await rowNames(page)));
    await expect(table(page).getByRole('columnheader', { name: /^Expense Ratio as of / })).toBeVisible();
    await expect(
      rows(page)
        .locator('.cm-col-classText', { hasText: /^Shares$/ })
        .first(),
    ).toBeVisible();

    // The search keeps the products whose name holds the text, as the visitor types.
    const search = table(page).getByRole('textbox', { name: 'Search variable products' });
    await search.pressSequentially('income');
    await expect(count).not.toHaveText(`Displaying ${all} product(s)`);
    for (const name of await rowNames(page)) expect(name.toLowerCase()).toContain('income');
    await search.pressSequentially(' zzz');
    await expect(table(page).getByText('No matching funds found.')).toBeVisible();
    await expect(count).toHaveText('Displaying 0 product(s)');
    await table(page).getByRole('button', { name: 'Clear search' }).click();
    await expect(count).toHaveText(`Displaying ${all} product(s)`);

    // Sorting: a new column starts ascending, a second click descends.
    await table(page).getByRole('button', { name: /^YTD/ }).click();
    await table(page).getByRole('button', { name: /^YTD/ }).click();
    await expect(table(page).getByRole('columnheader', { name: /^YTD/ })).toHaveAttribute('aria-sort', 'descending');
    const ytd = (await rows(page).locator('.cm-col-ytd').allTextContents()).map(Number);
    expect(ytd).toEqual([...ytd].sort((a, b) => b - a));

    // The frequency reloads the table with the quarterly figures.
    const request = page.waitForRequest((r) => r.url().includes('group=VariableProducts&dataType=Quarterly'));
    await table(page).getByRole('combobox', { name: 'Performance' }).selectOption('Quarterly');
    await request;
    await expect(table(page).getByText('All data as of 09/30/2026 unless otherwise indicated.')).toBeVisible();
    await loaded(page);

    // The downloads are the service's exports, spreadsheet formulas neutralised by it; each is announced to the page.
    const announced = await collectDownloads(page);
    for (const [text, fileType, separator] of [
      ['Download .CSV', 'csv', ','],
      ['Download .TSV', 'tsv', '\t'],
    ] as const) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        table(page).getByRole('link', { name: text }).click(),
      ]);
      expect(download.url()).toMatch(
        new RegExp(`/cmg\\.svc/exportsummary\\?fundGroupName=VariableProducts&className=&fileType=${fileType}$`),
      );
      expect(download.suggestedFilename()).toBe(`VariableProducts.${fileType}`);
      const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
      expect(lines[0]!.split(separator).slice(0, 3)).toEqual(['Fund Name', 'Class', 'CUSIP']);
      expect(lines.length - 1).toBe(all);
      for (const line of lines) expect(line).not.toMatch(new RegExp(`(^|${separator})"?[=+@]`));
    }
    expect(await announced()).toEqual(
      (['csv', 'tsv'] as const).map((format) => ({
        kind: 'summary',
        format,
        href: new URL(`/cmg.svc/exportsummary?fundGroupName=VariableProducts&className=&fileType=${format}`, page.url())
          .href,
      })),
    );
    await expectNoAxeViolations(page);
    await pageErrors.expectNone();
  });

  test('a failing service shows the "Error" popup, and Retry loads the table', async ({
    page,
    context,
    pageErrors,
    baseURL,
  }) => {
    // Two axe-free loads of a table of ~70 products on a loaded machine.
    test.slow();
    pageErrors.expect(FAILED_SUMMARY);
    await setFault(context, '500@/pnp.svc/productSummary', baseURL!);
    await page.goto('/fund-table/variable-products.html');
    const dialog = table(page).getByRole('dialog', { name: 'Error' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await expect(dialog).toContainText(
      'Fund Performance information is unavailable at this time. Please try again later.',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The failure text with Retry, and no count beside it ("Displaying 0 product(s)" would say nothing matched).
    await expect(table(page).getByRole('button', { name: 'Retry' })).toBeFocused();
    await expect(table(page).locator('.count')).toHaveText('');
    await context.clearCookies();
    await table(page).getByRole('button', { name: 'Retry' }).click();
    await loaded(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('listed closed-end funds', () => {
  test('read NAV over market, sort by premium/discount and change the frequency', async ({ page, pageErrors }) => {
    await page.goto('/fund-table/closed-end-funds.html');
    await loaded(page);
    await expect(table(page).getByText(/^All data as of 10\/31\/2026 unless otherwise indicated\.$/)).toBeVisible();
    const first = rows(page).first();
    await expect(first.locator('.cm-col-nav')).toHaveText(/^NAV \d+\.\d\dMKT \d+\.\d\d$/);
    await expect(first.locator('.cm-col-navOneYear .stacked-line')).toHaveText([/^at NAV /, /^, at market /]);
    await table(page)
      .getByRole('button', { name: /^Premium\/Discount/ })
      .click();
    const premiums = (await rows(page).locator('.cm-col-premiumByDiscount').allTextContents()).map(Number);
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
    await table(page).getByRole('combobox', { name: 'Performance' }).selectOption('Quarterly');
    await expect(table(page).getByText('All data as of 09/30/2026 unless otherwise indicated.')).toBeVisible();
    await loaded(page);
    await expectNoAxeViolations(page);
    await pageErrors.expectNone();
  });

  test('a failing service shows the "Error" popup and the failure text with Retry', async ({
    page,
    context,
    pageErrors,
    baseURL,
  }) => {
    pageErrors.expect(FAILED_SUMMARY);
    await page.goto('/fund-table/closed-end-funds.html');
    await loaded(page);
    await setFault(context, '500@/pnp.svc/productSummary', baseURL!);
    // Quarterly: an answer the page has not asked for yet, so it reaches the failing backend.
    await table(page).getByRole('combobox', { name: 'Performance' }).selectOption('Quarterly');
    await expect(table(page).getByRole('dialog', { name: 'Error' })).toBeVisible({ timeout: 10_000 });
    await table(page).getByRole('dialog', { name: 'Error' }).getByRole('button', { name: 'Close' }).click();
    await expect(table(page).getByRole('button', { name: 'Retry' })).toBeVisible();
    await context.clearCookies();
    await table(page).getByRole('button', { name: 'Retry' }).click();
    await expect(table(page).getByText('All data as of 09/30/2026 unless otherwise indicated.')).toBeVisible();
  });
});

test.describe('interval funds', () => {
  test('open a view by its hash, sort, read capital gains and download the interval distributions', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/fund-table/interval-funds.html');
    await loaded(page);
    await expect(table(page).getByRole('tab', { name: 'Performance' })).toHaveAttribute('aria-selected', 'true');
    await expect(table(page).getByText(/^Displaying \d+ fund\(s\)$/)).toHaveText(
      `Displaying ${await rows(page).count()} fund(s)`,
    );
    expect(await rowNames(page)).toEqual(sortedByName(await rowNames(page)));
    await table(page).getByRole('button', { name: /^1 Yr/ }).click();
    await expect(table(page).getByRole('columnheader', { name: /^1 Yr/ })).toHaveAttribute('aria-sort', 'ascending');

    // The frequency reloads the performance view.
    const quarterly = page.waitForRequest((r) => r.url().includes('group=interval&dataType=Quarterly'));
    await table(page).getByRole('combobox', { name: 'Frequency' }).selectOption('Quarterly');
    await quarterly;
    await expect(table(page).getByRole('columnheader', { name: /at NAV as of 09\/30\/2026/ })).toBeVisible();

    // A link to the capital gains view sets the hash; the view follows it.
    await page.getByRole('link', { name: 'Capital Gains view' }).click();
    await expect(table(page).getByRole('tab', { name: 'Capital Gains' })).toHaveAttribute('aria-selected', 'true');
    const distributions = table(page).getByRole('link', { name: 'Download Capital Gains Distributions (csv)' });
    await expect(distributions).toBeVisible();
    const amount = table(page).locator('.capital-gains-section tbody .cm-col-totalCapGain').first();
    await expect(amount).toHaveText(/^(-?\d+\.\d{5}|-)/);
    const announced = await collectDownloads(page);
    const [download] = await Promise.all([page.waitForEvent('download'), distributions.click()]);
    expect(download.url()).toContain('/cmg.svc/exportCapGains?dataType=intervalProductSummary');
    expect(await announced()).toEqual([{ kind: 'distributions', format: 'csv', href: download.url() }]);
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(lines.length).toBeGreaterThan(1);
    await expectNoAxeViolations(page);
    await pageErrors.expectNone();
  });

  test('a failing service shows the "Error" popup and the Interval Fund text', async ({
    page,
    context,
    pageErrors,
    baseURL,
  }) => {
    pageErrors.expect(FAILED_SUMMARY);
    await setFault(context, '500@/pnp.svc/productSummary', baseURL!);
    await page.goto('/fund-table/interval-funds.html#prices-yields');
    const dialog = table(page).getByRole('dialog', { name: 'Error' });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(
      table(page).getByText(
        'Interval Fund information is currently unavailable due to a technical issue. Please try again later.',
      ),
    ).toBeVisible();
    await context.clearCookies();
    await table(page).getByRole('button', { name: 'Retry' }).click();
    await loaded(page);
  });
});

test.describe('headers fit their cells', () => {
  for (const width of [375, 768, 1280]) {
    for (const pagePath of [
      'variable-products.html',
      'closed-end-funds.html',
      'interval-funds.html#performance',
      'interval-funds.html#prices-yields',
      'interval-funds.html#starling-ratings',
      'interval-funds.html#capital-gains',
    ]) {
      test(`${pagePath} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/fund-table/${pagePath}`);
        await loaded(page);
        expect(await overflowingHeaders(page)).toEqual([]);
        // The page does not scroll sideways; a wide table scrolls inside its own region.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  }
});
