/**
 * What the mutual funds and ETF landing pages show (products spec 2.3): their search, filter and control texts,
 * the empty result, and the columns and headers of the performance and prices tabs. Texts are quoted from the
 * spec; {rating provider} is the provider's name.
 */
import { FREQUENCIES, type Frequency, type PerformanceBasis } from '../../../services/product-vocabulary';
import { col, type ColumnDef, type Option } from '../table/columns';
import { groupByCategoryText, ratingColumns } from '../table/ratings';
import type { SortState } from '../table/sorting';
import { NO_MATCHING_FUNDS, type EmptyResult } from '../table/texts';
import type { LandingTab } from './tabs';

/** The landing pages (products spec 2.3) and the interval funds table, which shows the same views (2.6). */
export type LandingVariant = 'mutual-funds' | 'exchange-traded-funds' | 'interval-funds';
export type OtherFilter = 'featured' | 'topRated' | 'multiManager';

export interface LandingConfig {
  variant: LandingVariant;
  /** The product path of links and the capital-gains file names (spec 2.1). */
  productPath: LandingVariant;
  /** X of the section failure text (spec 8). */
  section: string;
  searchPlaceholder: string;
  filters: {
    assetClass: string;
    /** ETF only. */
    managementStyle?: string;
    otherTitle: string;
    other: readonly Option<OtherFilter>[];
  };
  /** The "Class" dropdown (mutual funds only). */
  classSelect: boolean;
  /** The search box and the filters dropdown (the landing pages; spec 2.6 gives the interval table neither). */
  searchAndFilters: boolean;
  /** The benchmark and category-average checkboxes (the landing pages; not on the interval table). */
  comparisons: boolean;
  performanceLabel: string;
  benchmarkLabel: string;
  categoryAverageLabel: string;
  groupByCategoryLabel: string;
  defaultSort: SortState;
}

/** products spec 2.3 third filter column. */
const OTHER_FILTERS: readonly Option<OtherFilter>[] = [
  { value: 'featured', label: 'Featured Mutual Funds' },
  { value: 'topRated', label: '4 & 5 Star Funds' },
  { value: 'multiManager', label: 'Multi-Manager Funds' },
];

export function landingConfig(variant: LandingVariant, provider: string): LandingConfig {
  if (variant === 'interval-funds') return intervalConfig(provider);
  const etf = variant === 'exchange-traded-funds';
  return {
    variant,
    productPath: variant,
    section: etf ? 'Exchange Traded Fund' : 'Mutual Fund',
    searchPlaceholder: etf ? 'Find an ETF' : 'Find a Mutual Fund',
    filters: {
      assetClass: 'Asset Class',
      ...(etf ? { managementStyle: 'Management Style' } : {}),
      otherTitle: etf ? `${provider} Rating` : 'Other Filters',
      other: OTHER_FILTERS,
    },
    classSelect: !etf,
    searchAndFilters: true,
    comparisons: true,
    performanceLabel: 'Performance',
    benchmarkLabel: etf ? 'Tracked Index' : 'Primary Benchmark',
    categoryAverageLabel: `${provider} Category Average`,
    groupByCategoryLabel: groupByCategoryText(provider),
    // products spec 4: "Default sort: fundName ascending (symbol on the ETF landing)".
    defaultSort: { key: etf ? 'symbol' : 'fundName', direction: 'asc' },
  };
}

/**
 * products spec 2.6: the interval funds table has the landing's views by hash, "Displaying N fund(s)" and sortable
 * headers, NAV basis by default and the fund name ascending; no search, filters, class or comparison rows. Every
 * class of a fund shows (the call sends no className, spec 7).
 */
function intervalConfig(provider: string): LandingConfig {
  return {
    variant: 'interval-funds',
    productPath: 'interval-funds',
    section: 'Interval Fund',
    searchPlaceholder: '',
    filters: { assetClass: 'Asset Class', otherTitle: 'Other Filters', other: [] },
    classSelect: false,
    searchAndFilters: false,
    comparisons: false,
    performanceLabel: 'Performance',
    benchmarkLabel: 'Primary Benchmark',
    categoryAverageLabel: `${provider} Category Average`,
    groupByCategoryLabel: groupByCategoryText(provider),
    defaultSort: { key: 'fundName', direction: 'asc' },
  };
}

/**
 * products spec 2.3: "No matching funds found." plus "Not finding what you are looking for? Try another share
 * class (dropdown above) or go to the Search page.", linking to /search (prefixed by the site base).
 */
export function landingEmptyResult(siteBase: string): EmptyResult {
  return {
    text: NO_MATCHING_FUNDS,
    hint: {
      before: 'Not finding what you are looking for? Try another share class (dropdown above) or go to the ',
      linkText: 'Search page',
      after: '.',
      href: `${siteBase}/search`,
    },
  };
}

/** products spec 2.3 "Frequency MONTHLY / QUARTERLY". */
export const FREQUENCY_OPTIONS: readonly Option<Frequency>[] = FREQUENCIES.map((frequency) => ({
  value: frequency,
  label: frequency.toUpperCase(),
}));

/** products spec 2.3: the disclaimer link scrolls to #performanceDisclosure with a 280 px offset (spec 9). */
export const DISCLOSURE_TARGET_ID = 'performanceDisclosure';
export const DISCLOSURE_SCROLL_OFFSET_PX = 280;

// ---------------------------------------------------------------------------------------------------------------
// Columns and headers

/**
 * products spec 3 "Landing meta and fund row": the NAV fields, or the POP fields for "POP or W/CDSC" and the
 * ETF "At Market" basis. `expenseHeader` groups the expense columns (see `expenseHeader`).
 */
export function performanceColumns(basis: PerformanceBasis, returnHeader: string, expenseHeader?: string): ColumnDef[] {
  const nav = basis === 'nav';
  return [
    col('symbol', 'Ticker', 'text'),
    col('fundName', 'Fund Name', 'text'),
    col('ytd', 'YTD', 'number', nav ? 'ytdPercent' : 'ytdPercentPOP', returnHeader),
    col('oneYear', '1 Yr', 'number', nav ? 'navOneYear' : 'popOneYear', returnHeader),
    col('threeYear', '3 Yr', 'number', nav ? 'navThreeYear' : 'popThreeYear', returnHeader),
    col('fiveYear', '5 Yr', 'number', nav ? 'navFiveYear' : 'popFiveYear', returnHeader),
    col('tenYear', '10 Yr', 'number', nav ? 'navTenYear' : 'popTenYear', returnHeader),
    col('sinceInception', 'Since Incept.', 'number', nav ? 'navSinceInception' : 'popSinceInception', returnHeader),
    col('inceptionDt', 'Incept. Date', 'date'),
    col('grossExp', 'Gross', 'number', 'grossExp', expenseHeader),
    col('netExp', 'Net', 'number', 'netExp', expenseHeader),
    col('expenseRatioWaiverDate', 'Waiver Expiration Date', 'date', 'expenseRatioWaiverDate', expenseHeader),
  ];
}

/**
 * The group header over Gross, Net and Waiver Expiration Date. The landing spec (2.3) gives no text for it; the
 * variable products table's "Expense Ratio as of {expenseAsOfDate}" (2.4) names the same figures, so it is used
 * here too, without the date when the data gives none.
 */
export function expenseHeader(expenseAsOfDate: string | null | undefined): string {
  return expenseAsOfDate ? `Expense Ratio as of ${expenseAsOfDate}` : 'Expense Ratio';
}

/** products spec 2.3 "Prices & yields tab"; ETF rows carry market price and premium/discount in these fields. */
export function pricesColumns(variant: LandingVariant, moneyMarket: boolean): ColumnDef[] {
  const etf = variant === 'exchange-traded-funds';
  const columns = [
    col('symbol', 'Ticker', 'text'),
    col('fundName', 'Fund Name', 'text'),
    col('navDollar', 'NAV $', 'number'),
    col('popDollar', etf ? 'Market Price $' : 'POP $', 'number'),
    col('navDollarChange', etf ? 'Premium/Discount $' : 'NAV Change $', 'number'),
    col('navPercentageChange', etf ? 'Premium/Discount %' : 'NAV Change %', 'number'),
    col('secYield', 'SEC Yield', 'number'),
    // "Unsubsidized" is longer than a figure's column: the column is as wide as the word.
    { ...col('secYldUnsubsidized', 'Unsubsidized SEC Yield', 'number'), width: 'text' as const },
  ];
  if (moneyMarket) {
    columns.push(
      col('sevenDayYldCurrent', '7-Day Yield', 'number'),
      col('sevenDayYldUnsub', '7-Day Unsubsidized Yield', 'number'),
      col('sevenDayYldEff', '7-Day Effective Yield', 'number'),
    );
  }
  return columns;
}

/**
 * products spec 2.3 return header: "Average Annual Total Returns (%) at NAV", "at Market" or "with Maximum Sales
 * Charge", as of navAsOfDate (NAV) or popAsOfDate (otherwise).
 */
export function returnHeader(
  basis: PerformanceBasis,
  meta: { navAsOfDate?: string | null; popAsOfDate?: string | null },
): { title: string; asOfDate: string | null } {
  const suffix = basis === 'nav' ? 'at NAV' : basis === 'atmarket' ? 'at Market' : 'with Maximum Sales Charge';
  return {
    title: `Average Annual Total Returns (%) ${suffix}`,
    asOfDate: (basis === 'nav' ? meta.navAsOfDate : meta.popAsOfDate) ?? null,
  };
}

/** The columns of a landing tab's table (products spec 2.3): performance, prices & yields, or ratings. */
export function tabColumns(
  tab: Exclude<LandingTab, 'capital-gains'>,
  how: {
    variant: LandingVariant;
    provider: string;
    basis: PerformanceBasis;
    returnTitle: string;
    expenseTitle: string;
    moneyMarket: boolean;
    grouped: boolean;
  },
): ColumnDef[] {
  if (tab === 'performance') return performanceColumns(how.basis, how.returnTitle, how.expenseTitle);
  if (tab === 'prices-yields') return pricesColumns(how.variant, how.moneyMarket);
  return ratingColumns(how.provider, how.grouped, false);
}
