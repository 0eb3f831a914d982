import type { Page } from '@playwright/test';
import { test, expect } from './helpers';

/**
 * Visual guards of the fund-table layouts (`npm run shots` takes every page; these few fail when a layout
 * breaks): the header row of Prices & Yields, the phone layout, the cue of the wide Performance table. Dated texts
 * are masked; the tolerance absorbs font anti-aliasing. Baselines: `--update-snapshots` after a wanted change.
 * Untagged, so only the desktop project runs them (playwright.config.ts); the 375 px one sets its own viewport.
 */

const fundTable = (page: Page) => page.locator('fund-table').first();

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(fundTable(page).locator('tbody tr.cm-row').first()).toBeVisible({ timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
}

/** The dated parts: as-of lines, the return and expense group headers, inception and waiver dates. */
const dated = (page: Page) => [
  fundTable(page).locator('.as-of'),
  fundTable(page).locator('thead .cm-col-group'),
  fundTable(page).locator('td.cm-col-inceptionDt, td.cm-col-expenseRatioWaiverDate'),
];

const options = (page: Page) => ({ mask: dated(page), maxDiffPixelRatio: 0.015, animations: 'disabled' as const });

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Prices & Yields: every header inside its column', async ({ page }) => {
    await open(page, '/fund-table/mutual-funds.html#prices-yields');
    await expect(fundTable(page).locator('.cm-table-frame')).toHaveScreenshot('prices-yields-1280.png', options(page));
  });

  test('Performance: every column within the content column, no value cut', async ({ page }) => {
    await open(page, '/fund-table/mutual-funds.html#performance');
    await expect(fundTable(page).locator('.cm-table-frame')).toHaveScreenshot('performance-1280.png', options(page));
  });
});

test.describe('at 375 px, on a phone screen', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  /** The table's area scrolled to the top of the screen, and its rows until row `index` is right under the header. */
  async function scrollTable(page: Page, index = 0) {
    const area = fundTable(page).locator('.cm-table-scroll').first();
    await area.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    // Rows out of view are laid out as they come near it (content-visibility), and the browser keeps the row in
    // view where it is as they grow: scroll until the row stays right under the header.
    const gap = () =>
      area.evaluate((el, n) => {
        const row = el.querySelectorAll('tbody tr.cm-row')[n]!;
        const below = el.querySelector('thead')!.getBoundingClientRect().bottom;
        const offset = row.getBoundingClientRect().top - below;
        el.scrollTop += offset;
        return Math.round(Math.abs(offset));
      }, index);
    await expect.poll(gap).toBeLessThanOrEqual(1);
    return area;
  }

  test('Performance 30 rows down: the header and the names in view', async ({ page }) => {
    await open(page, '/fund-table/mutual-funds.html#performance');
    await scrollTable(page, 30);
    await expect(page).toHaveScreenshot('performance-rows-375.png', options(page));
  });

  test('Capital gains: the class and dates under each name, two estimate ranges beside it', async ({ page }) => {
    await open(page, '/fund-table/mutual-funds.html#capital-gains');
    await scrollTable(page);
    await expect(page).toHaveScreenshot('capital-gains-375.png', {
      ...options(page),
      // The record and ex-dividend dates follow the calendar.
      mask: [...dated(page), fundTable(page).locator('.fund-under-name')],
    });
  });

  test('Rated funds: each name with three ratings', async ({ page }) => {
    await open(page, '/fund-table/rated-funds.html');
    await scrollTable(page);
    await expect(page).toHaveScreenshot('rated-funds-375.png', options(page));
  });

  test('"Read the performance disclosure": the disclosure on the screen, a table of rows above it', async ({
    page,
  }) => {
    await open(page, '/fund-table/mutual-funds.html#performance');
    await page.getByRole('link', { name: 'Read the performance disclosure' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => Math.round(document.getElementById('performanceDisclosure')!.getBoundingClientRect().top)),
      )
      .toBe(280);
    await expect(page).toHaveScreenshot('disclosure-375.png', options(page));
  });
});

test.describe('at 375 px', () => {
  // A tall phone screen: the tabs, the toolbar and "Sort by" (the ticker folds under the name) leave room for rows.
  test.use({ viewport: { width: 375, height: 1100 } });

  test('the phone layout: wrapped tabs, the name with its ticker and three figures', async ({ page }) => {
    await open(page, '/fund-table/mutual-funds.html#performance');
    // The first screen of the element: tabs, toolbar and the first rows.
    await fundTable(page).evaluate((host) => window.scrollTo(0, host.getBoundingClientRect().top + window.scrollY));
    await expect(page).toHaveScreenshot('performance-375.png', options(page));
  });
});
