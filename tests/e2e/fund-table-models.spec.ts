/**
 * Journeys on the model portfolios list (products spec 2.9) and the 529 plan table (2.8): a visitor's path, a
 * failure with the fault switch, and the column headers fitting their cells at a phone's, a tablet's and a
 * desktop's width.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './helpers';

const table = (page: Page) => page.locator('fund-table').first();
const rows = (page: Page) => table(page).locator('tbody tr.cm-row:not([hidden])');
const rowNames = (scope: Locator) => scope.locator('tbody tr.cm-row:not([hidden]) th a').allTextContents();

async function setFault(context: BrowserContext, value: string, url: string) {
  await context.addCookies([{ name: 'cm-fault', value, url }]);
}

/**
 * The column headers whose text leaves their cell: each header's text boxes (a range over its contents) are
 * compared with the cell's box, to the pixel.
 */
async function overflowingHeaders(page: Page): Promise<string[]> {
  return table(page).evaluate((host) => {
    const cells = [...host.shadowRoot!.querySelectorAll<HTMLElement>('th[role="columnheader"]')];
    return cells.flatMap((cell) => {
      const box = cell.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(cell);
      const outside = [...range.getClientRects()].some(
        (r) =>
          r.width > 0 &&
          (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1),
      );
      return outside ? [cell.textContent ?? ''] : [];
    });
  });
}

async function expectHeadersFit(page: Page, url: string) {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(url);
    await expect(rows(page).first()).toBeVisible({ timeout: 10_000 });
    expect(await overflowingHeaders(page), `headers at ${width} px`).toEqual([]);
  }
}

test.describe('model portfolios', () => {
  const count = (page: Page) => table(page).getByText(/^Displaying \d+ portfolio\(s\)$/);

  test('search, filter by risk tolerance and implementation style, sort by inception date', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/fund-table/model-portfolios.html');
    await expect(count(page)).toHaveText('Displaying 30 portfolio(s)', { timeout: 10_000 });
    await expect(table(page).getByRole('columnheader', { name: /^Average Annual Returns as of / })).toBeVisible();
    const first = rows(page).first();
    await expect(first.locator('.cm-col-type')).toHaveText('(pure gross)(net)');
    await expect(first.locator('.cm-col-oneYear')).toHaveText(/^pure gross -?\d+\.\d\d, net -?\d+\.\d\d$/);

    // The search follows each key press.
    await table(page).getByRole('textbox', { name: 'Find a Portfolio' }).pressSequentially('moderate');
    await expect(count(page)).toHaveText('Displaying 8 portfolio(s)');
    for (const name of await rowNames(table(page))) expect(name.toLowerCase()).toContain('moderate');

    // Filters: at least one ticked value in each ticked list.
    await table(page).getByRole('button', { name: 'Filters' }).click();
    await table(page).getByRole('checkbox', { name: 'Moderate', exact: true }).check();
    await table(page).getByRole('checkbox', { name: 'ETF', exact: true }).check();
    await expect(count(page)).toHaveText('Displaying 1 portfolio(s)');
    await expect(rows(page).first().locator('th a')).toHaveText('Calder Meridian ETF Moderate Model');
    await expect(rows(page).first().locator('th a')).toHaveAttribute(
      'href',
      /^\/investment-products\/model-portfolios\/Calder-Meridian-ETF-Moderate-Model\/Class-None\/details\/\?cusip=MP\d+$/,
    );
    await expectNoAxeViolations(page);
    await table(page).getByRole('button', { name: 'VIEW RESULTS' }).click();
    await expect(table(page).getByRole('button', { name: 'Filters (2 applied)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.getByText(/fund-table-filter .*"applied":2/)).toBeVisible();

    // CLEAR FILTERS keeps the search.
    await table(page).getByRole('button', { name: 'Filters (2 applied)' }).click();
    await table(page).getByRole('button', { name: 'CLEAR FILTERS' }).click();
    await expect(count(page)).toHaveText('Displaying 8 portfolio(s)');
    await table(page).getByRole('button', { name: 'Clear search' }).click();
    await expect(count(page)).toHaveText('Displaying 30 portfolio(s)');

    // Inception date: a new column ascending, again descending.
    const dateHeader = table(page).getByRole('columnheader', { name: 'Inception Date' });
    await table(page).getByRole('button', { name: 'Inception Date' }).click();
    await expect(dateHeader).toHaveAttribute('aria-sort', 'ascending');
    await table(page).getByRole('button', { name: 'Inception Date' }).click();
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    const dates = (await rows(page).locator('.cm-col-inceptionDt').allTextContents()).map((d) => {
      const [m, day, y] = d.split('/');
      return `${y}${m}${day}`;
    });
    expect(dates).toEqual([...dates].sort().reverse());
    await pageErrors.expectNone();
  });

  test('a failure shows the popup and the section text; Retry loads the list', async ({
    page,
    context,
    baseURL,
    pageErrors,
  }) => {
    pageErrors.expect(/^console\.error: Failed to load resource: the server responded with a status of 500 /);
    await setFault(context, '500@/pnp.svc/productSummary', baseURL!);
    await page.goto('/fund-table/model-portfolios.html');
    const popup = table(page).getByRole('dialog', { name: 'Error' });
    await expect(popup).toBeVisible({ timeout: 10_000 });
    await expect(popup).toContainText(
      'Fund Performance information is unavailable at this time. Please try again later.',
    );
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(
      table(page).getByText(
        'Model Portfolios information is currently unavailable due to a technical issue. Please try again later.',
      ),
    ).toBeVisible();
    await table(page).getByRole('textbox', { name: 'Find a Portfolio' }).fill('ETF');
    await context.clearCookies({ name: 'cm-fault' });
    await table(page).getByRole('button', { name: 'Retry' }).click();
    await expect(count(page)).toHaveText('Displaying 5 portfolio(s)', { timeout: 10_000 });
    await expect(table(page).getByRole('textbox', { name: 'Find a Portfolio' })).toHaveValue('ETF');
  });

  test('the headers fit their cells at 375, 768 and 1280 px', async ({ page, pageErrors }) => {
    await expectHeadersFit(page, '/fund-table/model-portfolios.html');
    await pageErrors.expectNone();
  });
});
