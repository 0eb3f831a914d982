/**
 * What the comparison tables of the benchmark share: the same calls to the fixture backend as `<fund-table>`
 * makes (with a session cache of identical GETs, as runtime/http has), the same rows (the fund-table model's own
 * row building), columns, search rule, Asset class filter, tabs and sort order.
 */
import type { FundRow, LandingMeta } from '../../services/products';
import { MUTUAL_FUND_CLASSES, PRODUCT_GROUP_CODES as FIND_A_PRODUCT_GROUPS } from '../../services/product-vocabulary';
import {
  findAProductAssetClassOptions,
  findAProductRows,
  type FindAProductRow,
  type FinderListFund,
} from '../../widgets/fund-table/find-a-product/model';
import { FIND_A_PRODUCT } from '../../widgets/fund-table/find-a-product/texts';
import { tabLabel } from '../../widgets/fund-table/landing/tabs';
import { pricesColumns } from '../../widgets/fund-table/landing/texts';
import type { SortKind } from '../../widgets/fund-table/table/sorting';

export type BenchTable = 'find-a-product' | 'performance';

export const TABLE_TITLES: Record<BenchTable, string> = {
  'find-a-product': 'Find a Product',
  performance: 'Mutual Funds: Performance',
};

/** The table a bench page shows: `?table=find-a-product` or `?table=performance`. */
export function tableFromUrl(): BenchTable {
  return new URLSearchParams(location.search).get('table') === 'performance' ? 'performance' : 'find-a-product';
}

const cache = new Map<string, Promise<unknown>>();

/** GET as JSON, sharing identical requests (the session cache of the runtime's fetch wrapper). */
export function getJson<T>(url: string): Promise<T> {
  let hit = cache.get(url);
  if (!hit) {
    hit = fetch(url, { credentials: 'include' }).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    cache.set(url, hit);
  }
  return hit as Promise<T>;
}

// ---------------------------------------------------------------------------------------------------------------
// Find a Product

interface ProductListResponse {
  value: { products: { categoryName?: string | null; funds?: FinderListFund[] | null }[] };
}

/** Every group's product list, flattened to one row per fund and class (about 1,200 rows). */
export async function loadFindAProduct(): Promise<FindAProductRow[]> {
  const lists = await Promise.all(
    FIND_A_PRODUCT_GROUPS.map((group) =>
      getJson<ProductListResponse>(`/pnp.svc/productList?group=${group}`).then((body) =>
        findAProductRows(group, body.value.products),
      ),
    ),
  );
  return lists.flat();
}

export type { FindAProductRow };

export const FIND_A_PRODUCT_COLUMNS = [
  { key: 'symbol', header: 'Ticker' },
  { key: 'fundName', header: 'Fund Name' },
  { key: 'fundTypeLabel', header: 'Fund Type' },
  { key: 'assetClassName', header: 'Asset Class' },
  { key: 'category', header: 'Starling Category' },
] as const;

/** Find a Product's "Asset class" filter list (products spec 2.10): its title and options, as fund-table has them. */
export const ASSET_CLASS_FILTER = {
  title: FIND_A_PRODUCT.filters.assetClass,
  options: findAProductAssetClassOptions(),
};

/** The rule of fund-table's findAProductView: with any Asset class ticked, a row passes when its class is one. */
export function passesAssetClasses(row: FindAProductRow, ticked: ReadonlySet<string>): boolean {
  return ticked.size === 0 || ticked.has(row.assetClass);
}

/** The filters toggle's text, "(N applied)" once something is ticked (products spec 2.3, 2.24). */
export function filtersText(applied: number): string {
  return applied > 0 ? `Filters (${applied} applied)` : 'Filters';
}

/** The search of Find a Product and the landing: "{symbol} {fundName}" contains the text, any case. */
export function searchText(row: { symbol?: string | null; fundName: string }): string {
  return `${row.symbol ?? ''} ${row.fundName}`.toLowerCase();
}

// ---------------------------------------------------------------------------------------------------------------
// Mutual funds performance

/** The fields of a performance row the table shows (products spec 3 "Landing meta and fund row"). */
export interface PerformanceRow {
  fundName: string;
  symbol: string;
  cusip: string;
  fundClass: string;
  ytdPercent: string | null;
  navOneYear: string | null;
  navThreeYear: string | null;
  navFiveYear: string | null;
  navTenYear: string | null;
  navSinceInception: string | null;
  inceptionDt: string | null;
  grossExp: string | null;
  netExp: string | null;
  expenseRatioWaiverDate: string | null;
}

interface SummaryResponse {
  value: { mutualFunds: { expenseAsOfDate?: string | null; performanceFunds: PerformanceRow[] | null } };
}

export const PERFORMANCE_CLASSES: readonly string[] = MUTUAL_FUND_CLASSES;
export const DEFAULT_CLASS = 'Institutional';

export async function loadPerformance(className: string): Promise<{ rows: PerformanceRow[]; expenseAsOf: string }> {
  const body = await getJson<SummaryResponse>(
    `/pnp.svc/productSummary?group=retail&dataType=Monthly&className=${encodeURIComponent(className)}`,
  );
  const meta = body.value.mutualFunds;
  return { rows: meta.performanceFunds ?? [], expenseAsOf: meta.expenseAsOfDate ?? '' };
}

// ---------------------------------------------------------------------------------------------------------------
// The landing's tabs: performance and prices & yields (products spec 2.3)

export type BenchTab = 'performance' | 'prices-yields';
export const BENCH_TABS: readonly BenchTab[] = ['performance', 'prices-yields'];
/** The tabs' names as fund-table shows them (the provider only names the ratings tab, not compared here). */
export const TAB_LABELS: Record<BenchTab, string> = {
  performance: tabLabel('performance', ''),
  'prices-yields': tabLabel('prices-yields', ''),
};

/** A column of the prices & yields tab: fund-table's own definition (landing/texts pricesColumns). */
export interface PricesColumn {
  key: string;
  field: string;
  header: string;
  kind: 'text' | 'number' | 'date';
}

/** The sort kinds of fund-table's columns as compareValues knows them (a rating is a figure). */
const compareKind = (kind: SortKind): PricesColumn['kind'] => (kind === 'rating' ? 'number' : kind);

/**
 * The prices & yields tab of a class (products spec 2.3, 7: dataType=PricesAndYields): fund-table's rows of the
 * answer (landing/model tabRows) and its columns, with the seven-day yields when a money-market fund is there.
 */
export async function loadPrices(className: string): Promise<{ rows: FundRow[]; columns: PricesColumn[] }> {
  const body = await getJson<{ value: { mutualFunds: LandingMeta } }>(
    `/pnp.svc/productSummary?group=retail&dataType=PricesAndYields&className=${encodeURIComponent(className)}`,
  );
  // The landing model brings the product service and its schemas (zod) with it: it loads with the first prices tab
  // (a warm-up switch), so a comparison page starts with no more code than before (its start-up is measured).
  const { isMoneyMarket, tabRows } = await import('../../widgets/fund-table/landing/model');
  const rows = tabRows(body.value.mutualFunds, 'prices-yields', false);
  const columns = pricesColumns('mutual-funds', rows.some(isMoneyMarket)).map((c) => ({
    key: c.key,
    field: c.field,
    header: c.header,
    kind: compareKind(c.kind),
  }));
  return { rows, columns };
}

/** A prices row's figure of a column, as the row holds it. */
export function priceValue(row: FundRow, column: PricesColumn): string | null {
  const value = (row as Record<string, unknown>)[column.field];
  return value === null || value === undefined ? null : String(value);
}

export type { FundRow };

export const RETURN_HEADER = 'Average Annual Total Returns (%) at NAV';

/** The performance columns: [key, header, group, kind]. */
export const PERFORMANCE_COLUMNS: readonly {
  key: keyof PerformanceRow;
  header: string;
  group?: 'returns' | 'expenses';
  kind: 'text' | 'number' | 'date';
}[] = [
  { key: 'symbol', header: 'Ticker', kind: 'text' },
  { key: 'fundName', header: 'Fund Name', kind: 'text' },
  { key: 'ytdPercent', header: 'YTD', group: 'returns', kind: 'number' },
  { key: 'navOneYear', header: '1 Yr', group: 'returns', kind: 'number' },
  { key: 'navThreeYear', header: '3 Yr', group: 'returns', kind: 'number' },
  { key: 'navFiveYear', header: '5 Yr', group: 'returns', kind: 'number' },
  { key: 'navTenYear', header: '10 Yr', group: 'returns', kind: 'number' },
  { key: 'navSinceInception', header: 'Since Incept.', group: 'returns', kind: 'number' },
  { key: 'inceptionDt', header: 'Incept. Date', kind: 'date' },
  { key: 'grossExp', header: 'Gross', group: 'expenses', kind: 'number' },
  { key: 'netExp', header: 'Net', group: 'expenses', kind: 'number' },
  { key: 'expenseRatioWaiverDate', header: 'Waiver Expiration Date', group: 'expenses', kind: 'date' },
];

// ---------------------------------------------------------------------------------------------------------------
// Cells and order

/** A figure as the table shows it: two decimals, "-" when missing. */
export function formatFigure(value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const number = Number(value);
  return Number.isFinite(number) ? number.toFixed(2) : value;
}

/** YYYY-MM-DD as MM/DD/YYYY, "-" when missing. */
export function formatDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '-';
}

/** The fund page a name links to. */
export function fundHref(row: { fundName: string; cusip: string }): string {
  const slug = row.fundName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/investment-products/${slug}/details/?cusip=${encodeURIComponent(row.cusip)}`;
}

const collator = new Intl.Collator('en', { sensitivity: 'base' });

/** Case-insensitive English order of texts; numbers (with "-" as 0) and dates in their order. */
export function compareValues(
  a: string | null | undefined,
  b: string | null | undefined,
  kind: 'text' | 'number' | 'date',
): number {
  if (kind === 'number') return (Number(a) || 0) - (Number(b) || 0);
  if (kind === 'date') return (a ?? '').localeCompare(b ?? '');
  return collator.compare(a ?? '', b ?? '');
}

export type SortDirection = 'ascending' | 'descending';

/** Header click: the same column toggles, a new column starts ascending. */
export function nextSort(
  current: { key: string; direction: SortDirection },
  key: string,
): { key: string; direction: SortDirection } {
  return current.key === key
    ? { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' }
    : { key, direction: 'ascending' };
}

export function displayingText(count: number): string {
  return `Displaying ${count} fund(s)`;
}
