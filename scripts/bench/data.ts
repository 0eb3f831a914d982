/** The data, read once from the fixture backend: the row counts that tell when a table is complete. */
import { MUTUAL_FUND_CLASSES, PRODUCT_GROUP_CODES as FIND_A_PRODUCT_GROUPS } from '../../services/product-vocabulary';
import { findAProductRows } from '../../widgets/fund-table/find-a-product/model';
import { KEYSTROKE } from './options';
import { type TableKind } from './tables';

// ---------------------------------------------------------------------------------------------------------------
// The data, read once from the fixture backend: row counts that tell when a table is complete

export interface Expectations {
  findAProduct: { rows: number; afterKeystroke: number };
  performance: { byClass: Record<string, number>; afterKeystroke: number };
}

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
  return {
    findAProduct: { rows: finder.length, afterKeystroke: typed(finder) },
    performance: { byClass, afterKeystroke: typed(institutional) },
  };
}

/** What was timed on each table, with the row counts. */
export function tableDetails(table: TableKind, expected: Expectations): string[] {
  const classes = Object.values(expected.performance.byClass).filter((n) => n > 0);
  return table === 'find-a-product'
    ? [
        `First paint: from the last of the ${FIND_A_PRODUCT_GROUPS.length} product-list responses to all ${expected.findAProduct.rows} rows painted.`,
        'Sort: clicks alternating between Ticker and Fund Name (every row moves).',
        `Keystroke: "${KEYSTROKE}" typed into the empty search box (${expected.findAProduct.rows} → ${expected.findAProduct.afterKeystroke} rows); search cleared: Backspace from "${KEYSTROKE}" (${expected.findAProduct.afterKeystroke} → ${expected.findAProduct.rows} rows).`,
      ]
    : [
        `First paint: from the productSummary response of class Institutional to its ${expected.performance.byClass.Institutional} rows painted.`,
        'Sort: clicks alternating between Ticker and Fund Name.',
        `Keystroke: "${KEYSTROKE}" typed into the empty "Find a Mutual Fund" box (${expected.performance.byClass.Institutional} → ${expected.performance.afterKeystroke} rows); search cleared: Backspace from "${KEYSTROKE}" (${expected.performance.afterKeystroke} → ${expected.performance.byClass.Institutional} rows).`,
        `Class switch: each of the ${classes.length} share classes in turn (${Math.min(...classes)} to ${Math.max(...classes)} rows), after a first pass that fetched every class.`,
      ];
}
