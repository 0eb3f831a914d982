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

  test('Performance: the wide table cued at its right edge', async ({ page }) => {
    await open(page, '/fund-table/mutual-funds.html#performance');
    await expect(fundTable(page).locator('.cm-table-frame')).toHaveScreenshot('performance-1280.png', options(page));
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
