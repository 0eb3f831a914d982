/**
 * A list of funds as a product table shows it (products spec 2.3, 2.5, 4, 5): the search on name or ticker, the
 * landing filters (asset class, management style, featured, 4 & 5 stars, multi-manager), the sort and the grouping
 * by management style or by the provider's category. Per-row values are computed once per data load.
 */
import { assetClassSlug, ETF_CLASS_TOTALS } from '../../../services/product-vocabulary';
import type { ColumnDef } from './columns';
import { figureNumber } from './format';
import {
  createSorter,
  groupRows,
  textValue,
  type RowGroup,
  type SortColumn,
  type SortState,
  type Sorter,
} from './sorting';

type Value = number | string | null | undefined;

export interface FundFilter {
  filter?: string | null;
  filterValue?: readonly { desc?: string | null; code?: string | null }[] | null;
}

/** The fields of a landing fund row (products spec 3) this logic reads. */
export interface LandingFund {
  fundName: string;
  symbol?: string | null;
  cusip?: string | null;
  fundClass?: string | null;
  categoryName?: string | null;
  styleId?: string | number | null;
  managementStyle?: string | null;
  filters?: readonly FundFilter[] | null;
  msOverallRating?: Value;
  msCategoryName?: string | readonly (string | null)[] | null;
  msCategory?: string | null;
}

export interface LandingFilters {
  /** Asset-class slugs. */
  assetClasses: string[];
  /** Management-style codes (ETF only). */
  managementStyles: string[];
  featured: boolean;
  /** "4 & 5 Star Funds". */
  topRated: boolean;
  multiManager: boolean;
}

export const EMPTY_LANDING_FILTERS: LandingFilters = {
  assetClasses: [],
  managementStyles: [],
  featured: false,
  topRated: false,
  multiManager: false,
};

const FALSE_VALUES = new Set(['false', 'n', 'no', '0']);

/**
 * A row's filters[] entry (products spec 3: featureFund | multiManager | InvestmentCategory) marks the row when it
 * is present with no value, or with a value that does not say false.
 */
export function hasFilterFlag(fund: Pick<LandingFund, 'filters'>, name: string): boolean {
  const entry = fund.filters?.find((f) => f.filter?.toLowerCase() === name.toLowerCase());
  if (!entry) return false;
  const values = entry.filterValue ?? [];
  if (values.length === 0) return true;
  return values.some((v) => !FALSE_VALUES.has((v.desc ?? v.code ?? '').trim().toLowerCase()));
}

/** products spec 5: ""4 & 5 Star Funds" keeps funds with msOverallRating > 3". */
export function isFourOrFiveStar(fund: Pick<LandingFund, 'msOverallRating'>): boolean {
  return figureNumber(fund.msOverallRating) > 3;
}

/** The row's asset-class slug: its categoryName, else its InvestmentCategory filter. */
function fundAssetClass(fund: LandingFund): string {
  if (fund.categoryName) return assetClassSlug(fund.categoryName);
  const entry = fund.filters?.find((f) => f.filter?.toLowerCase() === 'investmentcategory');
  return assetClassSlug(entry?.filterValue?.[0]?.desc);
}

/** The provider's category of a row (msCategoryName may be a list). */
function providerCategory(fund: Pick<LandingFund, 'msCategoryName' | 'msCategory'>): string {
  return textValue(fund.msCategoryName) || (fund.msCategory ?? '');
}

// ---------------------------------------------------------------------------------------------------------------
// The view: search, filters, sort, grouping

/** Per-row values computed once per data load. */
export interface PreparedFunds<R extends LandingFund> {
  rows: readonly R[];
  sorter: Sorter<R>;
  names: string[];
  symbols: string[];
  assetClasses: string[];
  styles: string[];
  featured: boolean[];
  multiManager: boolean[];
  topRated: boolean[];
}

export function prepareFunds<R extends LandingFund>(rows: readonly R[]): PreparedFunds<R> {
  return {
    rows,
    sorter: createSorter(rows, { name: (row) => row.fundName }),
    names: rows.map((r) => (r.fundName ?? '').toLowerCase()),
    symbols: rows.map((r) => (r.symbol ?? '').toLowerCase()),
    assetClasses: rows.map(fundAssetClass),
    styles: rows.map((r) => (r.managementStyle ?? '').trim().toLowerCase()),
    featured: rows.map((r) => hasFilterFlag(r, 'featureFund')),
    multiManager: rows.map((r) => hasFilterFlag(r, 'multiManager')),
    topRated: rows.map(isFourOrFiveStar),
  };
}

/** products spec 2.3 / 5: the search text matches the fund name or the ticker, case-insensitively. */
function searchTerm(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * For each row, whether it passes the search and the filters: within a checkbox list any ticked value matches; each
 * ticked list and each ticked "other" filter must hold.
 */
function matchMask<R extends LandingFund>(
  prepared: PreparedFunds<R>,
  search: string,
  filters: LandingFilters | undefined,
): boolean[] {
  const term = searchTerm(search);
  const classes = new Set(filters?.assetClasses ?? []);
  const styles = new Set((filters?.managementStyles ?? []).map((s) => s.toLowerCase()));
  return prepared.rows.map(
    (_, i) =>
      (term === '' || prepared.names[i]!.includes(term) || prepared.symbols[i]!.includes(term)) &&
      (classes.size === 0 || classes.has(prepared.assetClasses[i]!)) &&
      (styles.size === 0 || styles.has(prepared.styles[i]!)) &&
      (!filters?.featured || prepared.featured[i]!) &&
      (!filters?.topRated || prepared.topRated[i]!) &&
      (!filters?.multiManager || prepared.multiManager[i]!),
  );
}

export type Grouping = 'none' | 'managementStyle' | 'category';

/** What a group row reads: its label and, under some columns, a text of its own. */
export interface GroupText {
  label: string;
  cells?: Readonly<Record<string, string>>;
}

export interface TableView<R> {
  /** N of "Displaying N fund(s)". */
  count: number;
  /** The rows in display order (group by group when grouped). */
  rows: R[];
  /** Present when grouped. */
  groups?: RowGroup<R>[];
  /**
   * Every row, matching or not, in the sort order, where the view keeps the rows it filters out in the table
   * (hidden), so that clearing a search or a filter shows them without building them again.
   */
  sorted?: R[];
  /** The sort applied, which the header shows: the state's, or the default when its column is not in the view. */
  sort?: SortState;
}

interface LandingViewState {
  search: string;
  /** Undefined where the filters do not apply (capital gains rows carry no category). */
  filters?: LandingFilters;
  sort: SortState;
  columns: readonly ColumnDef[];
  grouping: Grouping;
}

/** The sort column of a state; an unknown key sorts by fund name ascending (products spec 4 default). */
function sortColumnFor(columns: readonly ColumnDef[], sort: SortState): { column: SortColumn; sort: SortState } {
  const column = columns.find((c) => c.key === sort.key);
  if (column) return { column, sort };
  return { column: { key: 'fundName', kind: 'text' }, sort: { key: 'fundName', direction: 'asc' } };
}

/** products spec 2.3 management styles in the order the ETF class totals give them (spec 3). */
const STYLE_ORDER: readonly string[] = ETF_CLASS_TOTALS.managementStyles;

/** A row's management style, spelt as the class totals spell it (products spec 3: Active, Indexed). */
function managementStyleOf(fund: Pick<LandingFund, 'managementStyle'>): string {
  const style = (fund.managementStyle ?? '').trim();
  return STYLE_ORDER.find((s) => s.toLowerCase() === style.toLowerCase()) ?? style;
}

/**
 * The landing table as the visitor sees it: rows matching the search and the filters, sorted as spec 4 says
 * (grouped: by group first, then the sort column), with "Displaying N fund(s)" counting every matching row.
 * Ungrouped, it also gives every row in the sort order (`sorted`): the table keeps the rows the search and the
 * filters leave out, hidden, so that clearing a search shows them without building them again (about half the
 * time for the mutual funds' 154 rows).
 */
export function landingView<R extends LandingFund>(prepared: PreparedFunds<R>, state: LandingViewState): TableView<R> {
  const keep = matchMask(prepared, state.search, state.filters);
  const { column, sort } = sortColumnFor(state.columns, state.sort);
  const order = prepared.sorter.order(column, sort.direction);
  const ordered = order.filter((i) => keep[i]).map((i) => prepared.rows[i]!);
  if (state.grouping === 'none')
    return { count: ordered.length, rows: ordered, sorted: order.map((i) => prepared.rows[i]!), sort };
  const groups =
    state.grouping === 'managementStyle'
      ? groupRows(ordered, managementStyleOf, STYLE_ORDER)
      : groupRows(ordered, providerCategory);
  return { count: ordered.length, rows: groups.flatMap((g) => g.rows), groups, sort };
}
