import type { Page } from '@playwright/test';
import { test, expect } from './helpers';

/** The landing's headers as a visitor reads and uses them (products spec 2.3, 4). */
const fundTable = (page: Page) => page.locator('fund-table').first();

async function loaded(page: Page) {
  await expect(fundTable(page).locator('tbody tr.cm-row').first()).toBeVisible({ timeout: 20_000 });
}

test('"Average Annual Total Returns (%) at NAV as of ..." is said once', async ({ page }) => {
  await page.goto('/fund-table/mutual-funds.html#performance');
  await loaded(page);
  await expect(
    fundTable(page).getByText(/^Average Annual Total Returns \(%\) at NAV as of \d\d\/\d\d\/\d{4}$/),
  ).toHaveCount(1);
});

test('after a sort and a change of tab, the header shows the sort applied', async ({ page }) => {
  await page.goto('/fund-table/mutual-funds.html#prices-yields');
  await loaded(page);
  await fundTable(page).getByRole('button', { name: 'SEC Yield', exact: true }).click();
  await expect(fundTable(page).getByRole('columnheader', { name: 'SEC Yield', exact: true })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await fundTable(page).getByRole('tab', { name: 'Performance' }).click();
  await loaded(page);
  // Performance has no SEC Yield: its rows are in fund-name order, and the Fund Name header says so.
  const name = fundTable(page).getByRole('columnheader', { name: 'Fund Name' });
  await expect(name).toHaveAttribute('aria-sort', 'ascending');
  await expect(name.locator('.cm-sort-icon')).toHaveAttribute('data-direction', 'asc');
  await expect(fundTable(page).locator('thead [aria-sort]')).toHaveCount(1);
});

test('Tab goes through the two-row headers in the order they are shown, and a skip link leads past the table', async ({
  page,
}) => {
  await page.goto('/fund-table/mutual-funds.html#performance');
  await loaded(page);
  const names = await fundTable(page)
    .locator('thead button.cm-sort')
    .evaluateAll((buttons) =>
      buttons.map((b) => ({ name: b.textContent ?? '', left: Math.round(b.getBoundingClientRect().left) })),
    );
  // In document order (the order Tab follows), the sort buttons go left to right.
  const lefts = names.map((n) => n.left);
  expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
  expect(names.map((n) => n.name)).toContain('Incept. Date');

  const skip = fundTable(page).getByRole('link', { name: 'Skip to the end of the table' });
  await skip.focus();
  await expect(skip).toBeVisible();
  const box = (await skip.boundingBox())!;
  expect(box.width).toBeGreaterThan(40);
  const url = page.url();
  await page.keyboard.press('Enter');
  await expect(fundTable(page).locator('.cm-table-end')).toBeFocused();
  expect(page.url()).toBe(url);
  // The next Tab leaves the table: it does not land on a fund link.
  await page.keyboard.press('Tab');
  const inTable = await fundTable(page).evaluate((host) => {
    const active = host.shadowRoot?.activeElement;
    return Boolean(active?.closest('.cm-table'));
  });
  expect(inTable).toBe(false);
});

test.describe('a short window', () => {
  test.use({ viewport: { width: 1280, height: 500 } });
  test('"Read the performance disclosure" scrolls to the disclosure 280 px below the top, the address unchanged', async ({
    page,
  }) => {
    await page.goto('/fund-table/mutual-funds.html#performance');
    await loaded(page);
    const url = page.url();
    await page.getByRole('link', { name: 'Read the performance disclosure' }).click();
    // products spec 2.3, 9: the target lands 280 px below the top of the window, or as near as the page scrolls.
    const where = () =>
      page.evaluate(() => {
        const top = document.getElementById('performanceDisclosure')!.getBoundingClientRect().top;
        const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        return { top: Math.round(top), atBottom };
      });
    await expect
      .poll(async () => {
        const w = await where();
        return w.top === 280 || (w.atBottom && w.top > 280);
      })
      .toBe(true);
    expect((await where()).top).toBeGreaterThanOrEqual(280);
    expect(page.url()).toBe(url);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  const LANDING_TABS = ['performance', 'prices-yields', 'starling-ratings', 'capital-gains'];
  for (const landing of ['mutual-funds', 'exchange-traded-funds']) {
    for (const tab of LANDING_TABS) {
      test(`"Read the performance disclosure" takes the visitor to the disclosure, readable there: ${landing}#${tab}`, async ({
        page,
      }) => {
        await page.goto(`/fund-table/${landing}.html#${tab}`);
        await loaded(page);
        await page.getByRole('link', { name: 'Read the performance disclosure' }).click();
        // products spec 2.3, 9: 280 px below the top of the window, or as near as the page scrolls; the focus goes
        // with it, so that a keyboard or screen-reader visitor reads on from there.
        const where = () =>
          page.evaluate(() => {
            const box = document.getElementById('performanceDisclosure')!.getBoundingClientRect();
            const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
            return { top: Math.round(box.top), bottom: Math.round(box.bottom), atBottom };
          });
        await expect
          .poll(async () => {
            const w = await where();
            return w.top === 280 || (w.atBottom && w.top > 280);
          })
          .toBe(true);
        // Readable there: its heading and first lines are on the screen.
        const { top, bottom } = await where();
        expect(top).toBeGreaterThanOrEqual(0);
        expect(Math.min(bottom, 740) - top).toBeGreaterThan(150);
        await expect(page.locator('#performanceDisclosure')).toBeFocused();
      });
    }
  }
});
