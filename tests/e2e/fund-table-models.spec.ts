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
    // A column folded away on phones (its value under the fund name) has no header to fit.
    const cells = [
      ...host.shadowRoot!.querySelectorAll<HTMLElement>('th[role="columnheader"]:not(.cm-compact-hidden)'),
    ];
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

  test('on a phone, sort by the inception date folded under the name with "Sort by" @phone', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/fund-table/model-portfolios.html');
    await expect(count(page)).toHaveText('Displaying 30 portfolio(s)', { timeout: 10_000 });
    // The date shows under each name and its column, header button included, folds away.
    await expect(table(page).getByRole('button', { name: 'Inception Date' })).toHaveCount(0);
    const sortBy = table(page).getByRole('combobox', { name: 'Sort by' });
    await expect(sortBy).toHaveValue('fundName');
    await sortBy.selectOption({ label: 'Inception Date' });
    await expect(page.getByText(/fund-table-sort .*"column":"inceptionDt","direction":"asc"/)).toBeVisible();
    await table(page).getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Descending' });
    await expect(page.getByText(/fund-table-sort .*"column":"inceptionDt","direction":"desc"/)).toBeVisible();
    await expect(table(page).locator('th.cm-col-inceptionDt')).toHaveAttribute('aria-sort', 'descending');
    const underName = await rows(page).evaluateAll((trs) =>
      trs.map((tr) => tr.querySelector('.fund-under-name')!.textContent!.replace(/\s+/g, ' ').trim()),
    );
    const ymd = underName.map((text) => {
      const [, m, d, y] = /^Inception Date (\d\d)\/(\d\d)\/(\d{4})$/.exec(text)!;
      return `${y}${m}${d}`;
    });
    expect(ymd).toEqual([...ymd].sort().reverse());
    await expectNoAxeViolations(page);
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

test.describe('529 plan', () => {
  const count = (page: Page) => table(page).getByText(/^Displaying \d+ products\(s\)$/);

  test('search the target tab, switch class and basis, open the age-based tracks and collapse one', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/fund-table/529-plan.html?class=C');
    await expect(count(page)).toHaveText('Displaying 19 products(s)', { timeout: 10_000 });
    await expect(table(page).getByRole('tab', { name: 'Target Allocation & Single Fund Portfolios' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(table(page).getByRole('combobox', { name: 'Class' })).toHaveValue('C');
    for (const name of await rowNames(table(page))) expect(name).not.toContain('Meridian Scholar 529');

    await table(page).getByRole('textbox', { name: 'Search 529 plan' }).pressSequentially('cap');
    await expect(count(page)).toHaveText('Displaying 5 products(s)');
    const oneYear = rows(page).first().locator('.cm-col-oneYear');
    const puv = await oneYear.textContent();
    await table(page).getByRole('combobox', { name: 'Performance' }).selectOption('pop');
    await expect(oneYear).not.toHaveText(puv!);
    await table(page).getByRole('combobox', { name: 'Class' }).selectOption('I');
    await expect(rows(page).first().locator('th a')).toHaveAttribute('href', /\/Class-I\/details\/\?cusip=/);
    await expect(count(page)).toHaveText('Displaying 5 products(s)');
    await expectNoAxeViolations(page);

    // The age-based tab: the tracks in order, the age groups by age, a track collapsed.
    await table(page).getByRole('tab', { name: 'Age-Based Portfolios' }).click();
    await expect(page).toHaveURL(/#age-based-portfolios$/);
    await expect(count(page)).toHaveCount(0);
    const tracks = table(page).getByRole('button', { name: /Track$/ });
    await expect(tracks).toHaveText(['-Aggressive Track', '-Moderate Track', '-Conservative Track']);
    const conservative = table(page).locator('tbody.cm-group').nth(2);
    await expect(conservative.locator('tr.cm-row th a').first()).toHaveText('Ages 0-5');
    await expect(conservative.locator('tr.cm-row th a').last()).toHaveText('Ages 19+');
    await tracks.nth(2).click();
    await expect(tracks.nth(2)).toHaveAttribute('aria-expanded', 'false');
    await expect(conservative.locator('tr.cm-row').first()).toBeHidden();
    // The click scrolled the table to the last track; links half under the sticky header would count as small
    // targets, so the check runs on the table scrolled back to its top, as a visitor arriving sees it.
    await table(page)
      .getByRole('region')
      .evaluate((region) => region.scrollTo(0, 0));
    await expectNoAxeViolations(page);

    // Back returns to the target tab, its search kept.
    await page.goBack();
    await expect(table(page).getByRole('textbox', { name: 'Search 529 plan' })).toHaveValue('cap');
    await expect(count(page)).toHaveText('Displaying 5 products(s)');
    await expect(page.getByText(/fund-table-tab .*"age-based-portfolios"/)).toBeVisible();
    await pageErrors.expectNone();
  });

  test('a failure shows the popup and the section text; Retry loads the table', async ({
    page,
    context,
    baseURL,
    pageErrors,
  }) => {
    pageErrors.expect(/^console\.error: Failed to load resource: the server responded with a status of 500 /);
    await setFault(context, '500@/pnp.svc/productSummary', baseURL!);
    await page.goto('/fund-table/529-plan-age-based.html');
    const popup = table(page).getByRole('dialog', { name: 'Error' });
    await expect(popup).toBeVisible({ timeout: 10_000 });
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(
      table(page).getByText(
        '529 Plan information is currently unavailable due to a technical issue. Please try again later.',
      ),
    ).toBeVisible();
    await context.clearCookies({ name: 'cm-fault' });
    await table(page).getByRole('button', { name: 'Retry' }).click();
    await expect(table(page).getByRole('button', { name: /Aggressive Track/ })).toBeVisible({ timeout: 10_000 });
  });

  test('the headers of both tabs fit their cells at 375, 768 and 1280 px', async ({ page, pageErrors }) => {
    await expectHeadersFit(page, '/fund-table/529-plan.html');
    await expectHeadersFit(page, '/fund-table/529-plan-age-based.html');
    await pageErrors.expectNone();
  });
});

test.describe('on a phone @phone', () => {
  test('the model portfolios filters and the 529 plan tabs fit a 375 px screen', async ({ page, pageErrors }) => {
    const noSidewaysScroll = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const within = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    };

    await page.goto('/fund-table/model-portfolios.html');
    await expect(rows(page).first()).toBeVisible({ timeout: 10_000 });
    await table(page).getByRole('button', { name: 'Filters' }).click();
    const panel = table(page).getByRole('group', { name: 'Filters', exact: true });
    await within(panel);
    await within(table(page).getByRole('button', { name: 'CLEAR FILTERS' }));
    await table(page).getByRole('checkbox', { name: 'Moderate', exact: true }).check();
    await table(page).getByRole('button', { name: 'VIEW RESULTS' }).click();
    await expect(panel).toBeHidden();
    await noSidewaysScroll();
    await expectNoAxeViolations(page);

    // Both 529 tabs are in view: their long names wrap rather than scroll out of the strip.
    await page.goto('/fund-table/529-plan-age-based.html');
    await expect(rows(page).first()).toBeVisible({ timeout: 10_000 });
    for (const name of ['Target Allocation & Single Fund Portfolios', 'Age-Based Portfolios']) {
      await within(table(page).getByRole('tab', { name }));
    }
    await noSidewaysScroll();
    await pageErrors.expectNone();
  });
});
