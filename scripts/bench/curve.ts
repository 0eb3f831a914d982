/**
 * The cost curve: Find a Product-shaped data at 1,000, 2,500, 5,000 and 10,000 rows, generated from the fixture
 * backend's product lists (same groups, products, columns and values; each further copy of a fund gets its copy
 * number after its name, ticker and cusip, so every row stays distinct and the search still matches names), served
 * in place of the product-list answers to `<fund-table>`, AG Grid and plain DOM alike. Each size is timed as the
 * Find a Product table is (scripts/bench/tables.ts): first paint, sort, keystroke and cleared search.
 */
import { type Browser, type BrowserContext } from 'playwright-core';
import { PRODUCT_GROUP_CODES, type ProductGroupCode } from '../../services/product-vocabulary';
import { findAProductRows, type FinderListFund } from '../../widgets/fund-table/find-a-product/model';
import { type CurveResult, type Implementation } from '../bench-report';
import { KEYSTROKE, log } from './options';
import { measureTable, type GeneratedData } from './tables';
import { type Expectations } from './data';

export const CURVE_SIZES = [1000, 2500, 5000, 10000] as const;

interface Product {
  categoryName?: string | null;
  funds?: FinderListFund[] | null;
}
interface ProductListBody {
  value: { products: Product[] } & Record<string, unknown>;
}

/** The fixture's product list of each group, read once. */
export async function fixtureLists(base: string): Promise<Map<ProductGroupCode, ProductListBody>> {
  const lists = new Map<ProductGroupCode, ProductListBody>();
  for (const group of PRODUCT_GROUP_CODES) {
    const response = await fetch(`${base}pnp.svc/productList?group=${group}`);
    if (!response.ok) throw new Error(`productList?group=${group}: HTTP ${response.status}`);
    lists.set(group, (await response.json()) as ProductListBody);
  }
  return lists;
}

/** Copy `copy` of a fund (0: the fund itself). */
function copyOf(fund: FinderListFund, copy: number): FinderListFund {
  if (copy === 0) return fund;
  const mark = String(copy + 1);
  return {
    ...fund,
    fundName: `${fund.fundName} ${mark}`,
    classes: fund.classes?.map((c) => ({
      ...c,
      symbol: c.symbol ? `${c.symbol}${mark}` : c.symbol,
      cusip: c.cusip ? `${c.cusip}${mark}` : c.cusip,
    })),
  };
}

/**
 * Product lists holding exactly `target` rows: the fixture's funds, group by group, copy after copy, leaving out a
 * fund whose rows would go past the target.
 */
export function generateLists(
  lists: ReadonlyMap<ProductGroupCode, ProductListBody>,
  target: number,
): { bodies: Map<ProductGroupCode, ProductListBody>; rows: number; afterKeystroke: number } {
  const out = new Map<ProductGroupCode, Product[]>();
  for (const group of lists.keys())
    out.set(
      group,
      lists.get(group)!.value.products.map((p) => ({ ...p, funds: [] })),
    );
  let total = 0;
  for (let copy = 0, added = true; total < target && added; copy += 1) {
    added = false;
    for (const [group, body] of lists) {
      body.value.products.forEach((product, i) => {
        for (const fund of product.funds ?? []) {
          const next = copyOf(fund, copy);
          const rows = findAProductRows(group, [{ ...product, funds: [next] }]).length;
          if (rows === 0 || total + rows > target) continue;
          out.get(group)![i]!.funds!.push(next);
          total += rows;
          added = true;
        }
      });
    }
  }
  const bodies = new Map<ProductGroupCode, ProductListBody>();
  let afterKeystroke = 0;
  for (const [group, products] of out) {
    const body = lists.get(group)!;
    bodies.set(group, { ...body, value: { ...body.value, products } });
    afterKeystroke += findAProductRows(group, products).filter((r) =>
      `${r.symbol} ${r.fundName}`.toLowerCase().includes(KEYSTROKE),
    ).length;
  }
  return { bodies, rows: total, afterKeystroke };
}

/** The generated lists as routing of a browser context: every productList request is answered with them. */
function generatedData(generated: ReturnType<typeof generateLists>): GeneratedData {
  const texts = new Map([...generated.bodies].map(([group, body]) => [group, JSON.stringify(body)]));
  return {
    rows: generated.rows,
    afterKeystroke: generated.afterKeystroke,
    route: async (context: BrowserContext) => {
      await context.route(
        (url) => url.pathname.endsWith('/pnp.svc/productList'),
        (route) => {
          const group = new URL(route.request().url()).searchParams.get('group') as ProductGroupCode;
          const body = texts.get(group);
          if (body === undefined) return route.continue();
          return route.fulfill({ status: 200, contentType: 'application/json', body });
        },
      );
    },
  };
}

/** Times the Find a Product table at each size, every implementation run for run. */
export async function measureCurve(
  browser: Browser,
  base: string,
  impls: readonly Implementation[],
  expected: Expectations,
  onFailure: (message: string) => void,
): Promise<CurveResult> {
  const lists = await fixtureLists(base);
  const sizes: CurveResult['sizes'] = [];
  for (const target of CURVE_SIZES) {
    const generated = generateLists(lists, target);
    log(`cost curve: ${generated.rows} rows (${impls.join(', ')})`);
    const measured = await measureTable(browser, base, impls, 'find-a-product', expected, generatedData(generated));
    for (const failure of measured.failures)
      onFailure(`cost curve at ${generated.rows} rows, ${failure}: not measured.`);
    sizes.push({ rows: generated.rows, afterKeystroke: generated.afterKeystroke, metrics: measured.metrics });
  }
  return {
    details: [
      `Find a Product-shaped data: the fixture's product lists of the ${PRODUCT_GROUP_CODES.length} groups, each fund copied (its copy number after its name, ticker and cusip) until the size is reached, served in place of the product-list answers.`,
      `Timed as the Find a Product table above: first paint, a sort (Ticker and Fund Name alternating), "${KEYSTROKE}" typed into the empty search box and the search cleared again.`,
    ],
    sizes,
  };
}
