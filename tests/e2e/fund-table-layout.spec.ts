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
/** From the desktop's width down: a tablet's, then a phone's (products spec: mobile up to 767 px). */
const WIDTHS = [1280, 768, 375];

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

/**
 * Each cell of the table (header or body) whose text reaches past the cell's box, or whose box reaches past the
 * visible part of the scroll area: a value a visitor would read cut ("11/02/201").
 */
function cutTexts(table: Locator) {
  return table.locator('.cm-table-scroll').evaluateAll((areas) =>
    areas.flatMap((area) => {
      const visible = area.getBoundingClientRect();
      const cells = [...area.querySelectorAll('th, td')].filter(
        (cell) => !cell.closest('tr[hidden]') && !cell.classList.contains('cm-compact-hidden'),
      );
      return cells.flatMap((cell) => {
        const box = cell.getBoundingClientRect();
        if (box.width === 0 || box.top > visible.bottom) return [];
        // The text a visitor sees (not a screen reader's visually hidden words, drawn 1 px wide).
        const texts: DOMRect[] = [];
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('.cm-visually-hidden')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          texts.push(...[...range.getClientRects()].filter((rect) => rect.width > 0));
        }
        const out =
          box.left < visible.left - 0.5 ||
          box.right > visible.right + 0.5 ||
          texts.some((rect) => rect.left < box.left - 0.5 || rect.right > box.right + 0.5);
        return out ? [`"${cell.textContent?.trim()}" ${Math.round(box.width)} px wide`] : [];
      });
    }),
  );
}

/**
 * Each view is opened at the desktop's width and then narrowed to a tablet's and a phone's, as a window is resized:
 * one load a view, each width's layout checked as it settles.
 */
test.describe('at 1280, 768 and 375 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  for (const view of VIEWS) {
    test(`every column's text fits without cutting at 1280 px, and no header text leaves its cell at any width: ${view}`, async ({
      page,
    }) => {
      test.slow();
      await page.goto(view);
      await tableShown(page);
      await expect(fundTable(page).locator('tbody tr.cm-row').first()).toBeVisible({ timeout: 20_000 });
      const areas = fundTable(page).locator('.cm-table-scroll');
      for (const area of await areas.all()) {
        expect(await area.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
        // A classic scrollbar (17 px) beside the rows still leaves the table its width.
        const spare = await area.evaluate(
          (el) => el.clientWidth - parseFloat(getComputedStyle(el.querySelector('.cm-table')!).minWidth),
        );
        expect(spare).toBeGreaterThanOrEqual(17);
      }
      await expect.poll(() => cutTexts(fundTable(page)), { timeout: 30_000 }).toEqual([]);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await tableShown(page);
        await expect
          .poll(() => overflowingHeaders(fundTable(page)), { message: `at ${width} px`, timeout: 30_000 })
          .toEqual([]);
      }
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  /**
   * Each view, whether its rows have a ticker (shown under the name, the Ticker column folded away), and the cells of
   * its figures: a name and at least `figures` of them show without scrolling sideways.
   */
  const PHONE_VIEWS: readonly (readonly [view: string, ticker: boolean, figures: number, cells: string])[] = [
    ['/fund-table/mutual-funds.html#performance', true, 3, 'td.cm-numeric'],
    ['/fund-table/mutual-funds.html#prices-yields', true, 3, 'td.cm-numeric'],
    ['/fund-table/mutual-funds.html#starling-ratings', true, 3, 'td:has(.rating, .no-rating)'],
    ['/fund-table/mutual-funds.html#capital-gains', false, 2, 'td.cm-numeric'],
    ['/fund-table/exchange-traded-funds.html#capital-gains', false, 2, 'td.cm-numeric'],
    ['/fund-table/rated-funds.html', true, 3, 'td:has(.rating, .no-rating)'],
    ['/fund-table/model-portfolios.html', false, 3, 'td.cm-numeric'],
    ['/fund-table/529-plan.html', false, 3, 'td.cm-numeric'],
    ['/fund-table/529-plan.html#age-based-portfolios', false, 3, 'td.cm-numeric'],
    ['/fund-table/variable-products.html', false, 3, 'td.cm-numeric'],
    ['/fund-table/closed-end-funds.html', false, 3, 'td.cm-numeric'],
    ['/fund-table/interval-funds.html#performance', true, 3, 'td.cm-numeric'],
    ['/fund-table/interval-funds.html#prices-yields', true, 3, 'td.cm-numeric'],
  ];
  for (const [view, ticker, count, cells] of PHONE_VIEWS) {
    test(`a fund's name and ${count} of its figures show without scrolling sideways: ${view}`, async ({ page }) => {
      await page.goto(view);
      await tableShown(page);
      const row = fundTable(page).locator('tbody tr.cm-row').first();
      await expect(row).toBeVisible({ timeout: 20_000 });
      const area = await fundTable(page).locator('.cm-table-scroll').first().boundingBox();
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
      // The figures of their own columns (a column folded under the name takes no width on phones), each whole
      // beside the name, with nothing of it cut.
      const figures = row.locator(`${cells}:not(.cm-compact-hidden)`);
      for (let i = 0; i < count; i += 1) {
        expect(await visible(figures.nth(i)), `figure ${i + 1} in view`).toBe(true);
        const whole = await figures.nth(i).evaluate((cell) => cell.scrollWidth <= cell.clientWidth + 1);
        expect(whole, `figure ${i + 1} whole`).toBe(true);
      }
    });
  }

  test('every tab is on screen; the header stays in view as the rows scroll, and the name as they scroll sideways', async ({
    page,
  }) => {
    await page.goto('/fund-table/mutual-funds.html#performance');
    await tableShown(page);
    await expect(fundTable(page).locator('tbody tr.cm-row').first()).toBeVisible({ timeout: 20_000 });
    const tabs = fundTable(page).getByRole('tab');
    await expect(tabs).toHaveCount(4);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    const scroll = fundTable(page).locator('.cm-table-scroll');
    // The table's area is no taller than most of the screen, so that the page scrolls above and below it.
    const height = (await scroll.boundingBox())!.height;
    expect(height).toBeLessThanOrEqual(740 * 0.8 + 1);
    await scroll.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    // 2,500 px down the rows and to the far right: the header row is still at the area's top, the name column at
    // its left, and the figures under the header are labelled by it.
    await scroll.evaluate((el) => el.scrollTo({ top: 2500, left: el.scrollWidth }));
    await expect.poll(() => scroll.evaluate((el) => el.scrollTop)).toBeGreaterThan(2000);
    const area = (await scroll.boundingBox())!;
    const header = (await fundTable(page).getByRole('columnheader', { name: 'Fund Name' }).boundingBox())!;
    expect(Math.abs(header.y - area.y)).toBeLessThanOrEqual(2);
    expect(Math.abs(header.x - area.x)).toBeLessThanOrEqual(2);
    const net = (await fundTable(page).getByRole('columnheader', { name: 'Net', exact: true }).boundingBox())!;
    expect(net.y).toBeLessThan(area.y + 200);
    expect(net.x).toBeGreaterThan(header.x + header.width - 1);
    expect(net.x + net.width).toBeLessThanOrEqual(area.x + area.width + 1);
  });
});

test.describe('on a tablet', () => {
  // At 1280 px every table fits its column (above); narrower, the widest scroll sideways.
  test.use({ viewport: { width: 900, height: 800 } });

  for (const tab of ['performance', 'capital-gains']) {
    test(`a table wider than the column is cued and scrolls by keyboard: ${tab}`, async ({ page }) => {
      await page.goto(`/fund-table/mutual-funds.html#${tab}`);
      await tableShown(page);
      const scroll = fundTable(page).locator('.cm-table-scroll').first();
      const frame = fundTable(page).locator('.cm-table-frame').first();
      await expect(fundTable(page).locator('tbody tr.cm-row').first()).toBeVisible({ timeout: 20_000 });
      expect(await scroll.evaluate((el) => el.scrollWidth > el.clientWidth + 1)).toBe(true);
      await expect(scroll).toHaveAttribute('tabindex', '0');
      await expect(scroll).toHaveAttribute('role', 'region');
      await expect(scroll).toHaveAttribute('aria-label', /.+/);
      await expect(frame).toHaveAttribute('data-more', 'end');
      // The cue fades in: read once its transition has ended.
      await expect.poll(() => frame.evaluate((el) => getComputedStyle(el, '::after').opacity)).toBe('1');
      await scroll.focus();
      await page.keyboard.press('End');
      await scroll.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
      await expect(frame).toHaveAttribute('data-more', 'start');
    });
  }
});
