import type { Locator, Page } from '@playwright/test';
import { test, expect } from './helpers';

/**
 * The literature tables and the cart on a phone (breakpoints: mobile up to 767 px): each row shows the document's
 * or the fund's name together with what a visitor does with it (Add to Cart, the documents, Email Updates,
 * Quantity and Remove), every other value of the row under the name, and the page never scrolls sideways.
 * Untagged, so only the desktop project runs them (playwright.config.ts); they set the phone's viewport themselves.
 */

const WIDTH = 375;
const library = (page: Page) => page.locator('literature-library').first();
const cart = (page: Page) => page.locator('cart-order');
/** The rows shown (a tab's table left in the page is hidden, and so are the rows a search leaves out). */
const visibleRows = (scope: Locator) => scope.locator('tbody tr.cm-row:visible');

/** What a visitor acts on in a row, outside its name: the literature's controls and documents, the cart's. */
const ACTIONS = 'label.mail-order, a.document-link, category-subscription-button, select, button';

/** Each view: its address, and the controls of a row to find beside the name. */
const VIEWS: readonly (readonly [label: string, path: string, actions: string])[] = [
  ['the library, Mutual Funds', '/resources/literature/', 'label.mail-order'],
  ['the library, ETFs', '/resources/literature/#exchange-traded-funds', 'label.mail-order'],
  ['forms and applications', '/resources/literature/forms-and-applications', 'a.document-link'],
  ['RIA focus funds', '/resources/literature/ria-focus-funds', 'a.document-link'],
  ['collective investment trusts', '/resources/literature/collective-investment-trusts', ACTIONS],
  ['stable value funds', '/resources/literature/stable-value-funds', ACTIONS],
  ['retirement, TARGET', '/resources/literature/retirement-target', 'a.document-link'],
  ['retirement, DCIO', '/resources/literature/retirement-dcio', 'a.document-link'],
];

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'drawn').not.toBeNull();
  return box!;
}

function expectOnScreen(box: Box, what: string) {
  expect(box.x, `${what} starts on the screen`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends on the screen`).toBeLessThanOrEqual(WIDTH);
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;

async function pageScrollsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/**
 * The first `count` rows that have an action: the name cell and every action of the row on the screen, apart from
 * each other, and every cell of the row that holds something shown on the screen as well.
 */
async function expectRowsOnScreen(scope: Locator, actions: string, count = 3) {
  const rows = visibleRows(scope).filter({ has: scope.page().locator(actions) });
  expect(await rows.count()).toBeGreaterThanOrEqual(count);
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    await row.scrollIntoViewIfNeeded();
    const name = row.locator('th').first();
    const nameText = (await name.textContent())!.trim();
    const nameBox = await boxOf(name);
    expectOnScreen(nameBox, `"${nameText}"`);
    const controls = row.locator(actions);
    for (let j = 0; j < (await controls.count()); j++) {
      const control = controls.nth(j);
      // A form's document is its name: the name cell holds it.
      if (await control.evaluate((el) => el.closest('th') !== null)) continue;
      const box = await boxOf(control);
      const what = `"${(await control.getAttribute('aria-label')) ?? (await control.textContent())!.trim()}" of "${nameText}"`;
      expectOnScreen(box, what);
      expect(overlap(nameBox, box), `${what} apart from the name`).toBe(false);
    }
    const cells = row.locator('td');
    for (let j = 0; j < (await cells.count()); j++) {
      const cell = cells.nth(j);
      if ((await cell.textContent())!.trim() === '' && (await cell.locator(ACTIONS).count()) === 0) continue;
      await expect(cell, `cell ${j + 1} of "${nameText}" shown`).toBeVisible();
      expectOnScreen(await boxOf(cell), `cell ${j + 1} of "${nameText}"`);
    }
  }
}

async function openLibrary(page: Page, path: string) {
  await page.goto(path);
  await expect(visibleRows(library(page)).first()).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => document.fonts.ready);
}

/** Ticks Add to Cart on the first `count` orderable rows of the library and opens the cart. */
async function fillCart(page: Page, count: number) {
  await openLibrary(page, '/resources/literature/');
  const boxes = library(page).getByRole('checkbox', { name: /^Add to Cart: / });
  // A ticked box reads "In Cart": the first "Add to Cart" is then the next row's.
  for (let i = 0; i < count; i++) await boxes.first().check();
  await expect(library(page).getByRole('checkbox', { name: /^In Cart: / })).toHaveCount(count);
  await page.goto('/resources/literature/cart-order');
  await expect(visibleRows(cart(page))).toHaveCount(count, { timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready);
}

test.describe('at 375 px, on a phone screen', () => {
  test.use({ viewport: { width: WIDTH, height: 740 } });

  for (const [label, path, actions] of VIEWS) {
    test(`${label}: each row's name and its actions on the screen, nothing off to the side`, async ({ page }) => {
      test.slow();
      await openLibrary(page, path);
      expect(await pageScrollsSideways(page)).toBe(false);
      await expectRowsOnScreen(library(page), actions);
      expect(await pageScrollsSideways(page)).toBe(false);
    });
  }

  test('the cart: each document with its Quantity and Remove on the screen', async ({ page }) => {
    test.slow();
    await fillCart(page, 2);
    expect(await pageScrollsSideways(page)).toBe(false);
    await expectRowsOnScreen(cart(page), 'select, button', 2);
    const first = visibleRows(cart(page)).first();
    await expect(first.getByRole('combobox', { name: /^Quantity: / })).toBeInViewport();
    await expect(first.getByRole('button', { name: /^Remove: / })).toBeInViewport();
    expect(await pageScrollsSideways(page)).toBe(false);
  });
});

/**
 * Visual guards of the phone rows (`npm run shots` takes every page; these fail when the layout breaks). The
 * literature fixture holds no dated text; the tolerance absorbs font anti-aliasing. Baselines: `--update-snapshots`
 * after a wanted change.
 */
test.describe('at 375 px, the rows as a visitor sees them', () => {
  test.use({ viewport: { width: WIDTH, height: 740 } });
  const options = { maxDiffPixelRatio: 0.015, animations: 'disabled' as const };

  test('the library: the first rows, each name with its document and Add to Cart', async ({ page }) => {
    await openLibrary(page, '/resources/literature/');
    const table = library(page).locator('.cm-table-frame').first();
    await table.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await expect(table).toHaveScreenshot('library-rows-375.png', options);
  });

  test('the cart: each document with its Quantity and Remove', async ({ page }) => {
    await fillCart(page, 2);
    await expect(cart(page)).toHaveScreenshot('cart-375.png', options);
  });
});
