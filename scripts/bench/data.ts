/** The data, read once from the fixture backend: the row counts that tell when a table is complete. */
import type { LandingMeta } from '../../services/products';
import { MUTUAL_FUND_CLASSES, PRODUCT_GROUP_CODES as FIND_A_PRODUCT_GROUPS } from '../../services/product-vocabulary';
import {
  FIND_A_PRODUCT_DEFAULT_SORT,
  findAProductAssetClassOptions,
  findAProductRows,
  findAProductView,
  prepareFindAProduct,
} from '../../widgets/fund-table/find-a-product/model';
import { FIND_A_PRODUCT } from '../../widgets/fund-table/find-a-product/texts';
import { isMoneyMarket, tabRows } from '../../widgets/fund-table/landing/model';
import { tabLabel } from '../../widgets/fund-table/landing/tabs';
import { KEYSTROKE } from './options';
import { type TableKind } from './tables';

// ---------------------------------------------------------------------------------------------------------------
// The data, read once from the fixture backend: row counts that tell when a table is complete

export interface Expectations {
  findAProduct: {
    rows: number;
    afterKeystroke: number;
    /** The filter toggle: the first Asset class option, and the rows fund-table's rule keeps with it ticked. */
    assetClass: { title: string; label: string; rows: number };
  };
  performance: {
    byClass: Record<string, number>;
    afterKeystroke: number;
    /** The tab switch: the prices & yields rows of class Institutional, and how many are money-market funds. */
    prices: { rows: number; moneyMarket: number };
  };
}

/** The tab switch: the tabs' names and a column only each tab has (products spec 2.3). */
export const TAB_SWITCH = {
  performance: { label: tabLabel('performance', ''), column: '1 Yr' },
  prices: { label: tabLabel('prices-yields', ''), column: 'NAV $' },
} as const;

export async function expectations(base: string): Promise<Expectations> {
  const typed = (rows: readonly { symbol?: string | null; fundName: string }[]) =>
    rows.filter((r) => `${r.symbol ?? ''} ${r.fundName}`.toLowerCase().includes(KEYSTROKE)).length;
  const groups = await Promise.all(
    FIND_A_PRODUCT_GROUPS.map(async (group) => {
      const body = (await (await fetch(`${base}pnp.svc/productList?group=${group}`)).json()) as {
        value: { products: Parameters<typeof findAProductRows>[1] };
      };
      return findAProductRows(group, body.value.products);
    }),
  );
  const finder = groups.flat();
  const option = findAProductAssetClassOptions()[0]!;
  const filtered = findAProductView(prepareFindAProduct(finder), {
    search: '',
    filters: { productTypes: [], assetClasses: [option.value], classes: [] },
    sort: FIND_A_PRODUCT_DEFAULT_SORT,
  });
  const byClass: Record<string, number> = {};
  let institutional: { symbol: string; fundName: string }[] = [];
  for (const className of MUTUAL_FUND_CLASSES) {
    const body = (await (
      await fetch(`${base}pnp.svc/productSummary?group=retail&dataType=Monthly&className=${className}`)
    ).json()) as { value: { mutualFunds: { performanceFunds: { symbol: string; fundName: string }[] | null } } };
    const rows = body.value.mutualFunds.performanceFunds ?? [];
    byClass[className] = rows.length;
    if (className === 'Institutional') institutional = rows;
  }
  const prices = (await (
    await fetch(`${base}pnp.svc/productSummary?group=retail&dataType=PricesAndYields&className=Institutional`)
  ).json()) as { value: { mutualFunds: LandingMeta } };
  const priceRows = tabRows(prices.value.mutualFunds, 'prices-yields', false);
  return {
    findAProduct: {
      rows: finder.length,
      afterKeystroke: typed(finder),
      assetClass: { title: FIND_A_PRODUCT.filters.assetClass, label: option.label, rows: filtered.count },
    },
    performance: {
      byClass,
      afterKeystroke: typed(institutional),
      prices: { rows: priceRows.length, moneyMarket: priceRows.filter(isMoneyMarket).length },
    },
  };
}

/** What was timed on each table, with the row counts. */
export function tableDetails(table: TableKind, expected: Expectations): string[] {
  const classes = Object.values(expected.performance.byClass).filter((n) => n > 0);
  const filter = expected.findAProduct.assetClass;
  const prices = expected.performance.prices;
  return table === 'find-a-product'
    ? [
        `First paint: from the last of the ${FIND_A_PRODUCT_GROUPS.length} product-list responses to all ${expected.findAProduct.rows} rows painted.`,
        'Sort: clicks alternating between Ticker and Fund Name (every row moves).',
        `Keystroke: "${KEYSTROKE}" typed into the empty search box (${expected.findAProduct.rows} → ${expected.findAProduct.afterKeystroke} rows); search cleared: Backspace from "${KEYSTROKE}" (${expected.findAProduct.afterKeystroke} → ${expected.findAProduct.rows} rows).`,
        `Filter toggle: in the open Filters panel, "${filter.label}" ticked under "${filter.title}" and "View Results" pressed (${expected.findAProduct.rows} → ${filter.rows} rows); between runs it is unticked again, untimed.`,
      ]
    : [
        `First paint: from the productSummary response of class Institutional to its ${expected.performance.byClass.Institutional} rows painted.`,
        'Sort: clicks alternating between Ticker and Fund Name.',
        `Keystroke: "${KEYSTROKE}" typed into the empty "Find a Mutual Fund" box (${expected.performance.byClass.Institutional} → ${expected.performance.afterKeystroke} rows); search cleared: Backspace from "${KEYSTROKE}" (${expected.performance.afterKeystroke} → ${expected.performance.byClass.Institutional} rows).`,
        `Class switch: each of the ${classes.length} share classes in turn (${Math.min(...classes)} to ${Math.max(...classes)} rows), after a first pass that fetched every class.`,
        `Tab switch: ${TAB_SWITCH.performance.label} → ${TAB_SWITCH.prices.label}, class Institutional (${prices.rows} rows${prices.moneyMarket ? `; ${prices.moneyMarket} money-market funds, so the seven-day yield columns too` : ''}), after a first switch that fetched the prices; between runs it switches back, untimed.`,
      ];
}
