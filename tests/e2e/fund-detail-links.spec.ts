import type { Page } from '@playwright/test';
import { test, expect } from './helpers';

/**
 * No fund link leads nowhere (products spec 2.1, 2.14): every fund link of every `<fund-table>` view of the demo, and
 * of the literature library, opens a fund page whose fund the services know. The links are read as the views draw
 * them; each fund page is asked for once, and each linked fund's details once.
 */

/** Every view of `<fund-table>` in the demo, and what says it has drawn all its rows. */
const VIEWS: ReadonlyArray<{ path: string; atLeast: number }> = [
  { path: '/fund-table/mutual-funds.html', atLeast: 100 },
  { path: '/fund-table/exchange-traded-funds.html', atLeast: 30 },
  { path: '/fund-table/interval-funds.html', atLeast: 5 },
  { path: '/fund-table/closed-end-funds.html', atLeast: 5 },
  { path: '/fund-table/variable-products.html', atLeast: 20 },
  { path: '/fund-table/rated-funds.html', atLeast: 20 },
  { path: '/fund-table/model-portfolios.html', atLeast: 20 },
  { path: '/fund-table/529-plan.html', atLeast: 5 },
  { path: '/fund-table/529-plan-age-based.html', atLeast: 5 },
  { path: '/fund-table/product-list.html?type=mutualFunds&class=A', atLeast: 5 },
  { path: '/fund-table/product-list.html?type=529&class=C', atLeast: 5 },
  { path: '/fund-table/product-list.html?type=etf', atLeast: 5 },
  { path: '/fund-table/find-a-product.html', atLeast: 1000 },
  { path: '/resources/literature/', atLeast: 20 },
];

const FUND_LINK = 'a[href*="/details/?cusip="]';

/** The fund links a page draws, once their number has settled at `atLeast` or more. */
async function fundLinks(page: Page, atLeast: number): Promise<string[]> {
  const links = page.locator(FUND_LINK);
  let previous = -1;
  await expect
    .poll(
      async () => {
        const count = await links.count();
        const settled = count >= atLeast && count === previous;
        previous = count;
        return settled;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(true);
  return links.evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).getAttribute('href')!));
}

test.describe('every fund link opens its fund page', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const { path, atLeast } of VIEWS) {
    test(`from ${path}`, async ({ page }) => {
      await page.goto(path);
      const hrefs = [...new Set(await fundLinks(page, atLeast))];
      const urls = hrefs.map((href) => new URL(href, page.url()));
      const missing: string[] = [];
      // The fund page a link names (its address without the query, the same page for every fund), asked for once.
      const checkPage = async (address: string) => {
        const response = await page.request.get(address);
        if (response.status() !== 200) missing.push(`${address}: ${response.status()}`);
      };
      // The fund a link names: the services know it.
      const checkFund = async (url: URL) => {
        const cusip = url.searchParams.get('cusip') ?? '';
        const details = await page.request.get(
          `/advisor/resourceapi/service/funds/details?cusip=${encodeURIComponent(cusip)}`,
        );
        const body = (await details.json()) as { value: { fundHeader?: { fundName?: string } } | null };
        if (!body.value?.fundHeader?.fundName)
          missing.push(`${url.pathname}${url.search}: no fund details for ${cusip}`);
      };
      const queue: (() => Promise<void>)[] = [
        ...[...new Set(urls.map((url) => url.origin + url.pathname))].map((address) => () => checkPage(address)),
        ...urls.map((url) => () => checkFund(url)),
      ];
      // Eight calls at a time: the answers come from the fixture backend, and one at a time a thousand links took
      // most of a minute.
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) await next();
        }),
      );
      missing.sort();
      expect(missing, `fund links from ${path} that lead nowhere`).toEqual([]);
      expect(hrefs.length).toBeGreaterThanOrEqual(Math.min(atLeast, 1));
    });
  }
});
