import type { Locator, Page } from '@playwright/test';
import { test, expect } from './helpers';

/**
 * The fund tables as a visitor sees them at a phone's, a tablet's and a desktop's width (products spec 2.3, 2.5,
 * 2.10, 2.11; breakpoints: mobile up to 767 px): header texts inside their cells, the phone layout, the cue of a
 * table wider than the page.
 */
const VIEWS = [
  '/fund-table/mutual-funds.html#performance',
  '/fund-table/mutual-funds.html#prices-yields',
  '/fund-table/mutual-funds.html#starling-ratings',
  '/fund-table/mutual-funds.html#capital-gains',
  '/fund-table/exchange-traded-funds.html#performance',
  '/fund-table/exchange-traded-funds.html#prices-yields',
  '/fund-table/exchange-traded-funds.html#starling-ratings',
  '/fund-table/exchange-traded-funds.html#capital-gains',
  '/fund-table/rated-funds.html',
  '/fund-table/find-a-product.html',
  '/fund-table/product-list.html?type=mutualFunds&class=A',
  '/fund-table/model-portfolios.html',
  '/fund-table/529-plan.html',
  '/fund-table/529-plan.html#age-based-portfolios',
  '/fund-table/variable-products.html',
  '/fund-table/closed-end-funds.html',
  '/fund-table/interval-funds.html#performance',
];
const WIDTHS = [375, 768, 1280];

const fundTable = (page: Page) => page.locator('fund-table').first();

async function tableShown(page: Page) {
  await expect(fundTable(page).locator('.cm-table thead th:not(.cm-compact-hidden)').first()).toBeVisible({
    timeout: 20_000,
  });
}

/** Each header cell whose text reaches past the cell's box (by more than half a pixel), with both boxes. */
function overflowingHeaders(table: Locator) {
  return table.locator('.cm-table thead th:not(.cm-compact-hidden)').evaluateAll((cells) =>
    cells.flatMap((cell) => {
      const box = cell.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(cell);
      const out = [...range.getClientRects()].filter(
        (rect) =>
          rect.width > 0 &&
          (rect.left < box.left - 0.5 ||
            rect.right > box.right + 0.5 ||
            rect.top < box.top - 0.5 ||
            rect.bottom > box.bottom + 0.5),
      );
      return out.length > 0 ? [`"${cell.textContent}" ${Math.round(box.width)} px wide`] : [];
    }),
  );
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const view of VIEWS) {
      test(`no header text leaves its cell: ${view}`, async ({ page }) => {
        test.slow();
        await page.goto(view);
        await tableShown(page);
        await expect.poll(() => overflowingHeaders(fundTable(page)), { timeout: 30_000 }).toEqual([]);
      });
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  /** Each view, and whether its rows have a ticker (shown under the name, the Ticker column folded away). */
  const PHONE_VIEWS: readonly (readonly [view: string, ticker: boolean])[] = [
    ['/fund-table/mutual-funds.html#performance', true],
    ['/fund-table/mutual-funds.html#prices-yields', true],
    ['/fund-table/model-portfolios.html', false],
    ['/fund-table/529-plan.html', false],
    ['/fund-table/529-plan.html#age-based-portfolios', false],
    ['/fund-table/variable-products.html', false],
    ['/fund-table/closed-end-funds.html', false],
    ['/fund-table/interval-funds.html#performance', true],
    ['/fund-table/interval-funds.html#prices-yields', true],
  ];
  for (const [view, ticker] of PHONE_VIEWS) {
    test(`a fund's name and three of its figures show without scrolling sideways: ${view}`, async ({ page }) => {
      await page.goto(view);
      await tableShown(page);
      const row = fundTable(page).locator('tbody tr.cm-row').first();
      await expect(row).toBeVisible({ timeout: 20_000 });
      const area = await fundTable(page).locator('.cm-table-scroll').boundingBox();
      const visible = async (cell: Locator) => {
        const box = (await cell.boundingBox())!;
        return box.x >= area!.x - 0.5 && box.x + box.width <= area!.x + area!.width + 0.5;
      };
      expect(await visible(row.locator('th'))).toBe(true);
      if (ticker) {
        // The ticker shows under the name.
        await expect(row.locator('th .fund-ticker')).toBeVisible();
        await expect(row.locator('th .fund-ticker')).toHaveText(/^[A-Z]{3,6}$/);
      }
      // The figures of their own columns (a column folded under the name takes no width on phones).
      const figures = row.locator('td.cm-numeric:not(.cm-compact-hidden)');
      for (let i = 0; i < 3; i += 1) expect(await visible(figures.nth(i)), `figure ${i + 1} in view`).toBe(true);
    });
  }

  test('every tab is on screen, and the page scrolls, not a box inside it', async ({ page }) => {
    await page.goto('/fund-table/mutual-funds.html#performance');
    await tableShown(page);
    const tabs = fundTable(page).getByRole('tab');
    await expect(tabs).toHaveCount(4);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    const scroll = fundTable(page).locator('.cm-table-scroll');
    const { clientHeight, scrollHeight } = await scroll.evaluate((el) => ({
      clientHeight: el.clientHeight,
      scrollHeight: el.scrollHeight,
    }));
    expect(scrollHeight).toBeLessThanOrEqual(clientHeight + 1);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2000);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const tab of ['performance', 'capital-gains']) {
    test(`a table wider than the column is cued and scrolls by keyboard: ${tab}`, async ({ page }) => {
      await page.goto(`/fund-table/mutual-funds.html#${tab}`);
      await tableShown(page);
      const scroll = fundTable(page).locator('.cm-table-scroll').first();
      const frame = fundTable(page).locator('.cm-table-frame').first();
      const wider = await scroll.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      if (!wider) return; // fits the column: nothing to cue
      await expect(scroll).toHaveAttribute('tabindex', '0');
      await expect(scroll).toHaveAttribute('role', 'region');
      await expect(scroll).toHaveAttribute('aria-label', /.+/);
      await expect(frame).toHaveAttribute('data-more', 'end');
      const cue = await frame.evaluate((el) => getComputedStyle(el, '::after').opacity);
      expect(cue).toBe('1');
      await scroll.focus();
      await page.keyboard.press('End');
      await scroll.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect(frame).toHaveAttribute('data-more', 'start');
    });
  }
});
