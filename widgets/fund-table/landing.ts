/**
 * Mutual funds and ETF landing (products spec 2.3): filter options, search and filters, the filtered, sorted and
 * grouped view of the rows, rating cells and the benchmark / category-average rows.
 */
import {
  ALTERNATIVE_CATEGORY,
  assetClassSlug,
  CATEGORY_ORDER,
  ETF_CLASS_TOTALS,
  type InvestmentCategory,
} from '../../services/product-vocabulary';
import type { LandingQuery } from './query';
import {
  createSorter,
  groupRows,
  textValue,
  type RowGroup,
  type SortColumn,
  type SortState,
  type Sorter,
} from './sorting';
import type { ColumnDef, LandingTab, Option } from './variants';

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

// ---------------------------------------------------------------------------------------------------------------
// Filter options

export interface AssetClassOption extends Option {
  /** The category's fund count from the class totals (0 when not given). */
  count: number;
  styleId: string | number | null;
}

/**
 * products spec 2.3 "Asset Class" checkboxes from the selected class record's investmentCategories (spec 3), with
 * the Alternative category inserted after Asset Allocation when missing (spec 9), in the spec 9 category order.
 * Two names with one slug (International Equity, Global/International Equity) give one option.
 */
export function assetClassOptions(categories: readonly InvestmentCategory[] | null | undefined): AssetClassOption[] {
  const list = [...(categories ?? [])];
  if (!list.some((c) => assetClassSlug(c.categoryName) === 'alternative')) {
    const allocation = list.findIndex((c) => assetClassSlug(c.categoryName) === 'asset-allocation');
    list.splice(allocation < 0 ? list.length : allocation + 1, 0, ALTERNATIVE_CATEGORY);
  }
  const options: AssetClassOption[] = [];
  const seen = new Set<string>();
  for (const category of list) {
    const value = assetClassSlug(category.categoryName);
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    const count = Number(category.count ?? 0);
    options.push({
      value,
      label: category.categoryName,
      count: Number.isFinite(count) ? count : 0,
      styleId: category.styleId ?? null,
    });
  }
  const rank = (slug: string) => {
    const i = CATEGORY_ORDER.indexOf(slug);
    return i < 0 ? CATEGORY_ORDER.length : i;
  };
  return options
    .map((o, i) => ({ o, i }))
    .sort((a, b) => rank(a.o.value) - rank(b.o.value) || a.i - b.i)
    .map(({ o }) => o);
}

/** The ETF page's Asset Class options from the static ETF class totals (products spec 3). */
export function etfAssetClassOptions(): AssetClassOption[] {
  return assetClassOptions(ETF_CLASS_TOTALS.investmentCategories);
}

/** products spec 2.3 "Management Style" checkboxes (ETF only): the managementStyles codes, Active and Indexed. */
export function managementStyleOptions(
  styles: readonly (string | { code: string })[] = ETF_CLASS_TOTALS.managementStyles,
): Option[] {
  return styles.map((s) => (typeof s === 'string' ? s : s.code)).map((code) => ({ value: code, label: code }));
}

// ---------------------------------------------------------------------------------------------------------------
// Filters

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

/** products spec 2.3: "(N applied)", where N is the sum of the selected items. */
export function appliedCount(filters: LandingFilters): number {
  return (
    filters.assetClasses.length +
    filters.managementStyles.length +
    Number(filters.featured) +
    Number(filters.topRated) +
    Number(filters.multiManager)
  );
}

/**
 * products spec 2.3: investment-category pre-selects categories by slugified name; a value that names no Asset
 * Class option is ignored. Both the spec 9 slug (domestic-equity) and the name hyphenated (Domestic-Equity) match.
 */
export function categoryKeysFromQuery(slugs: readonly string[], options: readonly Option[]): string[] {
  const wanted = new Set(slugs.map((s) => s.toLowerCase()));
  const hyphenated = (label: string) => label.trim().toLowerCase().replace(/\s+/g, '-');
  return options
    .filter((o) => wanted.has(o.value.toLowerCase()) || wanted.has(hyphenated(o.label)))
    .map((o) => o.value);
}

/** The filters a visitor arrives with (products spec 2.3 "Query parameters read on load"). */
export function filtersFromQuery(query: LandingQuery, assetClasses: readonly Option[]): LandingFilters {
  return {
    assetClasses: categoryKeysFromQuery(query.investmentCategories, assetClasses),
    managementStyles: [],
    featured: query.featured,
    topRated: query.topRated,
    multiManager: query.multiManager,
  };
}

/** products spec 5: "Clear Filters" empties every selection. */
export function clearFilters(): LandingFilters {
  return { ...EMPTY_LANDING_FILTERS, assetClasses: [], managementStyles: [] };
}

/** Ticks or unticks one value of a checkbox list. */
export function toggleValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

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

function numberOf(value: Value): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  return text === '' ? Number.NaN : Number(text);
}

/** products spec 5: ""4 & 5 Star Funds" keeps funds with msOverallRating > 3". */
export function isFourOrFiveStar(fund: Pick<LandingFund, 'msOverallRating'>): boolean {
  return numberOf(fund.msOverallRating) > 3;
}

/** The row's asset-class slug: its categoryName, else its InvestmentCategory filter. */
export function fundAssetClass(fund: LandingFund): string {
  if (fund.categoryName) return assetClassSlug(fund.categoryName);
  const entry = fund.filters?.find((f) => f.filter?.toLowerCase() === 'investmentcategory');
  return assetClassSlug(entry?.filterValue?.[0]?.desc);
}

/** The provider's category of a row (msCategoryName may be a list). */
export function providerCategory(fund: Pick<LandingFund, 'msCategoryName' | 'msCategory'>): string {
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
export function searchTerm(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * For each row, whether it passes the search and the filters: within a checkbox list any ticked value matches; each
 * ticked list and each ticked "other" filter must hold.
 */
export function matchMask<R extends LandingFund>(
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

/**
 * products spec 2.3: on ETF data the performance and prices tabs group rows by management style; the ratings tab
 * groups by the provider's category when "Group by {rating provider} Category" is on.
 */
export function landingGrouping(tab: LandingTab, etfData: boolean, groupByCategory: boolean): Grouping {
  if (tab === 'ratings') return groupByCategory ? 'category' : 'none';
  if (etfData && (tab === 'performance' || tab === 'prices-yields')) return 'managementStyle';
  return 'none';
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
}

export interface LandingViewState {
  search: string;
  /** Undefined where the filters do not apply (capital gains rows carry no category). */
  filters?: LandingFilters;
  sort: SortState;
  columns: readonly ColumnDef[];
  grouping: Grouping;
}

/** The sort column of a state; an unknown key sorts by fund name ascending (products spec 4 default). */
export function sortColumnFor(columns: readonly ColumnDef[], sort: SortState): { column: SortColumn; sort: SortState } {
  const column = columns.find((c) => c.key === sort.key);
  if (column) return { column, sort };
  return { column: { key: 'fundName', kind: 'text' }, sort: { key: 'fundName', direction: 'asc' } };
}

/** products spec 2.3 management styles in the order the ETF class totals give them (spec 3). */
const STYLE_ORDER: readonly string[] = ETF_CLASS_TOTALS.managementStyles;

/** A row's management style, spelt as the class totals spell it (products spec 3: Active, Indexed). */
export function managementStyleOf(fund: Pick<LandingFund, 'managementStyle'>): string {
  const style = (fund.managementStyle ?? '').trim();
  return STYLE_ORDER.find((s) => s.toLowerCase() === style.toLowerCase()) ?? style;
}

/**
 * The landing table as the visitor sees it: rows matching the search and the filters, sorted as spec 4 says
 * (grouped: by group first, then the sort column), with "Displaying N fund(s)" counting every matching row.
 */
export function landingView<R extends LandingFund>(prepared: PreparedFunds<R>, state: LandingViewState): TableView<R> {
  const keep = matchMask(prepared, state.search, state.filters);
  const { column, sort } = sortColumnFor(state.columns, state.sort);
  const ordered = prepared.sorter
    .order(column, sort.direction)
    .filter((i) => keep[i])
    .map((i) => prepared.rows[i]!);
  if (state.grouping === 'none') return { count: ordered.length, rows: ordered };
  const groups =
    state.grouping === 'managementStyle'
      ? groupRows(ordered, managementStyleOf, STYLE_ORDER)
      : groupRows(ordered, providerCategory);
  return { count: ordered.length, rows: groups.flatMap((g) => g.rows), groups };
}

// ---------------------------------------------------------------------------------------------------------------
// Cells and extra rows

export interface RatingCell {
  /** Filled stars, 1-5. */
  filled: number;
  /** Empty stars, 5 - filled. */
  empty: number;
  /** "N Funds". */
  text: string;
}

/** products spec 2.5: "1–5 filled or empty stars plus "N Funds". A rating without a fund count shows "-"." */
export function ratingCell(rating: Value, funds: Value): RatingCell | '-' {
  const stars = numberOf(rating);
  const count = numberOf(funds);
  if (!Number.isInteger(stars) || stars < 1 || stars > 5 || !Number.isFinite(count)) return '-';
  return { filled: stars, empty: 5 - stars, text: `${count} Funds` };
}

export interface RatingCounts {
  overallFunds: Value;
  threeYearFunds: Value;
  fiveYearFunds: Value;
  tenYearFunds: Value;
}

/**
 * products spec 2.5: a category group row shows fund counts per period; the provider counts the funds of a
 * category, so each count is the first one a row of the group gives.
 */
export function groupFundCounts(rows: readonly Partial<RatingCounts>[]): RatingCounts {
  const first = (field: keyof RatingCounts): Value => {
    for (const row of rows) {
      const value = row[field];
      if (value !== null && value !== undefined && value !== '' && value !== '-') return value;
    }
    return undefined;
  };
  return {
    overallFunds: first('overallFunds'),
    threeYearFunds: first('threeYearFunds'),
    fiveYearFunds: first('fiveYearFunds'),
    tenYearFunds: first('tenYearFunds'),
  };
}

/** "N Funds" for a group row count, or "-" when there is none. */
export function fundCountText(count: Value): string {
  const n = numberOf(count);
  return Number.isFinite(n) ? `${n} Funds` : '-';
}

export interface ComparisonFields {
  benchmarkName?: string | null;
  benchmarkYTD?: Value;
  benchmarkOneYear?: Value;
  benchmarkThreeYear?: Value;
  benchmarkFiveYear?: Value;
  benchmarkTenYear?: Value;
  benchmarkSinceInception?: Value;
  msCategoryYTD?: Value;
  msCategoryOneYear?: Value;
  msCategoryThreeYear?: Value;
  msCategoryFiveYear?: Value;
  msCategoryTenYear?: Value;
  msCategoryInception?: Value;
}

/** A row shown under a fund; its values are keyed like the performance columns' keys. */
export interface ComparisonRow {
  kind: 'benchmark' | 'categoryAverage';
  label: string;
  values: { ytd: Value; oneYear: Value; threeYear: Value; fiveYear: Value; tenYear: Value; sinceInception: Value };
}

/**
 * products spec 2.3: "When ticked, benchmark rows and category-average rows appear under each fund". The
 * benchmark row is labelled with its benchmark's name; the category-average row with the checkbox's text.
 */
export function comparisonRows(
  fund: ComparisonFields,
  show: { benchmark: boolean; categoryAverage: boolean },
  provider: string,
): ComparisonRow[] {
  const rows: ComparisonRow[] = [];
  if (show.benchmark && fund.benchmarkName) {
    rows.push({
      kind: 'benchmark',
      label: fund.benchmarkName,
      values: {
        ytd: fund.benchmarkYTD,
        oneYear: fund.benchmarkOneYear,
        threeYear: fund.benchmarkThreeYear,
        fiveYear: fund.benchmarkFiveYear,
        tenYear: fund.benchmarkTenYear,
        sinceInception: fund.benchmarkSinceInception,
      },
    });
  }
  if (show.categoryAverage) {
    rows.push({
      kind: 'categoryAverage',
      label: `${provider} Category Average`,
      values: {
        ytd: fund.msCategoryYTD,
        oneYear: fund.msCategoryOneYear,
        threeYear: fund.msCategoryThreeYear,
        fiveYear: fund.msCategoryFiveYear,
        tenYear: fund.msCategoryTenYear,
        sinceInception: fund.msCategoryInception,
      },
    });
  }
  return rows;
}

export interface MoneyMarketFields {
  sevenDayYldCurrent?: Value;
  sevenDayYldUnsub?: Value;
  sevenDayYldEff?: Value;
}

/** products spec 2.3: "Money-market funds also show seven-day yields": a row with any seven-day yield. */
export function isMoneyMarket(fund: MoneyMarketFields): boolean {
  const present = (v: Value) =>
    v !== null && v !== undefined && !(typeof v === 'string' && (v.trim() === '' || v.trim() === '-'));
  return present(fund.sevenDayYldCurrent) || present(fund.sevenDayYldUnsub) || present(fund.sevenDayYldEff);
}

export interface EtfPriceFields {
  marketPrice?: Value;
  premiumDiscountAmount?: Value;
  premiumDiscountPercent?: Value;
  popDollar?: Value;
  navDollarChange?: Value;
  navPercentageChange?: Value;
}

/**
 * products spec 3: "ETF price funds give marketPrice, premiumDiscountAmount and premiumDiscountPercent, copied
 * into popDollar, navDollarChange and navPercentageChange".
 */
export function etfPriceRow<R extends EtfPriceFields>(row: R): R {
  return {
    ...row,
    popDollar: row.marketPrice ?? row.popDollar,
    navDollarChange: row.premiumDiscountAmount ?? row.navDollarChange,
    navPercentageChange: row.premiumDiscountPercent ?? row.navPercentageChange,
  };
}
