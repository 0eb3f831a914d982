/**
 * What each fund-table variant shows: the calls it makes, its tabs, columns, controls and texts (products spec
 * 2.3, 2.5, 2.10-2.12, 7, 8). Texts are quoted from the spec; {rating provider} is filled with the provider's
 * name from the page configuration.
 */
import {
  DEFAULT_MUTUAL_FUND_CLASS,
  ETF_CLASS_LABEL,
  ETF_CLASS_NAME,
  FILTER_COLUMN_SPLIT,
  FREQUENCIES,
  MUTUAL_FUND_CLASSES,
  POP_HIDDEN_CLASSES,
  stripClassPrefix,
  type Frequency,
  type PerformanceBasis,
  type ProductGroupCode,
} from '../../services/product-vocabulary';
import type { SortKind, SortState } from './sorting';

export type LandingVariant = 'mutual-funds' | 'exchange-traded-funds';
export type FundTableVariant = LandingVariant | 'rated-funds' | 'find-a-product' | 'product-list' | 'product-finder';
export const FUND_TABLE_VARIANTS: readonly FundTableVariant[] = [
  'mutual-funds',
  'exchange-traded-funds',
  'rated-funds',
  'find-a-product',
  'product-list',
  'product-finder',
];

export type LandingTab = 'performance' | 'prices-yields' | 'ratings' | 'capital-gains';
export const LANDING_TABS: readonly LandingTab[] = ['performance', 'prices-yields', 'ratings', 'capital-gains'];

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Texts

/** products spec 2.3 / 2.5: "Displaying N fund(s)". */
export function displayingText(count: number): string {
  return `Displaying ${count} fund(s)`;
}

/** products spec 8 "Section failures". */
export function sectionUnavailableText(section: string): string {
  return `${section} information is currently unavailable due to a technical issue. Please try again later.`;
}

/** products spec 8: popup for a product summary or list failure. */
export const ERROR_POPUP = {
  title: 'Error',
  text: 'Fund Performance information is unavailable at this time. Please try again later.',
} as const;

/** products spec 8 "Loading". */
export const LOADING_TEXT = 'Loading...';

export const NO_MATCHING_FUNDS = 'No matching funds found.';
/** products spec 8 "Empty generic table". */
export const NO_ROWS_FOUND = 'No rows found with the selected filters.';

export interface EmptyResult {
  text: string;
  /** products spec 2.3: the landing pages add the share-class / Search hint, linking to /search. */
  hint?: { before: string; linkText: string; after: string; href: string };
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

/** products spec 2.3: the disclaimer link scrolls to #performanceDisclosure with a 280 px offset (spec 9). */
export const DISCLOSURE_TARGET_ID = 'performanceDisclosure';
export const DISCLOSURE_SCROLL_OFFSET_PX = 280;

export const VIEW_RESULTS = 'View Results';
export const CLEAR_FILTERS = 'Clear Filters';

/** products spec 2.3 / 2.5: the grouping toggle. */
export function groupByCategoryText(provider: string): string {
  return `Group by ${provider} Category`;
}

/** products spec 2.3: the ratings tab hash is the provider's name in lower case followed by "-ratings". */
export function ratingsHash(provider: string): string {
  return `${provider.toLowerCase()}-ratings`;
}

/** The hash (without "#") of each landing tab (products spec 2.3). */
export function tabHash(tab: LandingTab, provider: string): string {
  return tab === 'ratings' ? ratingsHash(provider) : tab;
}

/**
 * products spec 2.3 "Tabs (chosen by URL hash)"; a hash that names no tab gives the default tab, which comes
 * from managed content (see `defaultTabFromContent`).
 */
export function tabFromHash(hash: string, provider: string, defaultTab: LandingTab = 'performance'): LandingTab {
  const key = decodeHash(hash).toLowerCase();
  return LANDING_TABS.find((tab) => tabHash(tab, provider) === key) ?? defaultTab;
}

/** The tab a hash names, or undefined when it names none (another anchor of the page, or no hash). */
export function tabNamedByHash(hash: string, provider: string): LandingTab | undefined {
  const key = decodeHash(hash).toLowerCase();
  return LANDING_TABS.find((tab) => tabHash(tab, provider) === key);
}

/** The landing tabs' names. The spec gives their hashes only; these are the words a visitor expects. */
export function tabLabel(tab: LandingTab, provider: string): string {
  switch (tab) {
    case 'performance':
      return 'Performance';
    case 'prices-yields':
      return 'Prices & Yields';
    case 'ratings':
      return `${provider} Ratings`;
    case 'capital-gains':
      return 'Capital Gains';
  }
}

function decodeHash(hash: string): string {
  const text = hash.replace(/^#/, '');
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * products spec 2.3: "The default tab comes from managed content: the tab configuration, using the keys that
 * contain the page container." The first such key (in key order) whose value names a tab wins.
 */
export function defaultTabFromContent(
  tabConfig: Readonly<Record<string, string>>,
  container: string,
  provider: string,
): LandingTab {
  for (const key of Object.keys(tabConfig).sort()) {
    if (!key.includes(container)) continue;
    const value = (tabConfig[key] ?? '').replace(/^#/, '').toLowerCase();
    const tab = LANDING_TABS.find((t) => tabHash(t, provider) === value || t === value);
    if (tab) return tab;
  }
  return 'performance';
}

// ---------------------------------------------------------------------------------------------------------------
// Columns

export interface ColumnDef {
  /** Stable id, kept in the sort state across a change of performance basis. */
  key: string;
  /** The row field the cell and the sort read. */
  field: string;
  header: string;
  kind: SortKind;
  /** Column group header, where the table has one. */
  group?: string;
}

const col = (key: string, header: string, kind: SortKind, field = key, group?: string): ColumnDef =>
  group ? { key, field, header, kind, group } : { key, field, header, kind };

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
    col('secYldUnsubsidized', 'Unsubsidized SEC Yield', 'number'),
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

/** products spec 2.3 "Ratings tab" and 2.5: the provider's category column is hidden when grouping. */
export function ratingColumns(provider: string, grouped: boolean, withFundType: boolean): ColumnDef[] {
  const columns = [col('symbol', 'Ticker', 'text'), col('fundName', 'Fund Name', 'text')];
  if (withFundType) columns.push(col('fundType', 'Fund Type', 'text'));
  columns.push(
    col('msOverallRating', 'Overall', 'rating'),
    col('threeYearRating', '3 Year', 'rating'),
    col('fiveYearRating', '5 Year', 'rating'),
    col('tenYearRating', '10 Year', 'rating'),
  );
  if (!grouped) columns.push(col('msCategoryName', `${provider} Category`, 'text'));
  return columns;
}

/** Capital gains tab columns, also the CSV columns (products spec 3 "Capital gains row"). */
export const CAPITAL_GAINS_COLUMNS: readonly ColumnDef[] = [
  col('fundName', 'Fund Name', 'text'),
  col('className', 'Class', 'text'),
  col('recordDate', 'Record Date', 'date'),
  col('exDivdndDate', 'Ex-Dividend Date', 'date'),
  col('shortTermCapGain', 'Short-Term Capital Gains', 'number'),
  col('longTermCapGain', 'Long-Term Capital Gains', 'number'),
  col('totalCapGain', 'Total Capital Gains', 'number'),
  col('totalCapGainPct', 'Total Capital Gains (%)', 'number'),
];

/** products spec 2.10 "Columns". */
export function findAProductColumns(provider: string): ColumnDef[] {
  return [
    col('symbol', 'Ticker', 'text'),
    col('fundName', 'Fund Name', 'text'),
    col('fundTypeLabel', 'Fund Type', 'text'),
    col('assetClassName', 'Asset Class', 'text'),
    col('category', `${provider} Category`, 'text'),
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Landing variants (products spec 2.3)

export type OtherFilter = 'featured' | 'topRated' | 'multiManager';

export interface LandingConfig {
  variant: LandingVariant;
  /** The product path of links and the capital-gains link rule (spec 2.1). */
  productPath: LandingVariant;
  /** The productSummary group (spec 7). */
  group: 'retail' | 'etf';
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
  performanceLabel: string;
  benchmarkLabel: string;
  categoryAverageLabel: string;
  groupByCategoryLabel: string;
  /** Tabs on which ETF data groups rows by management style (spec 2.3). */
  managementStyleGroupingTabs: readonly LandingTab[];
  defaultSort: SortState;
  capitalGains: { distributions: string; estimates: string };
}

/** products spec 2.3 third filter column. */
const OTHER_FILTERS: readonly Option<OtherFilter>[] = [
  { value: 'featured', label: 'Featured Mutual Funds' },
  { value: 'topRated', label: '4 & 5 Star Funds' },
  { value: 'multiManager', label: 'Multi-Manager Funds' },
];

export function landingConfig(variant: LandingVariant, provider: string): LandingConfig {
  const etf = variant === 'exchange-traded-funds';
  return {
    variant,
    productPath: variant,
    group: etf ? 'etf' : 'retail',
    section: etf ? 'Exchange Traded Fund' : 'Mutual Fund',
    searchPlaceholder: etf ? 'Find an ETF' : 'Find a Mutual Fund',
    filters: {
      assetClass: 'Asset Class',
      ...(etf ? { managementStyle: 'Management Style' } : {}),
      otherTitle: etf ? `${provider} Rating` : 'Other Filters',
      other: OTHER_FILTERS,
    },
    classSelect: !etf,
    performanceLabel: 'Performance',
    benchmarkLabel: etf ? 'Tracked Index' : 'Primary Benchmark',
    categoryAverageLabel: `${provider} Category Average`,
    groupByCategoryLabel: groupByCategoryText(provider),
    managementStyleGroupingTabs: etf ? ['performance', 'prices-yields'] : [],
    // products spec 4: "Default sort: fundName ascending (symbol on the ETF landing)".
    defaultSort: { key: etf ? 'symbol' : 'fundName', direction: 'asc' },
    capitalGains: {
      distributions: 'Download Capital Gains Distributions (csv)',
      estimates: 'Download Capital Gains Estimates (csv)',
    },
  };
}

/** products spec 2.3 "Performance" dropdown; spec 5 hides "POP or W/CDSC" for R, Advisor and the Institutional classes. */
export function performanceOptions(variant: LandingVariant, className: string): Option<PerformanceBasis>[] {
  if (variant === 'exchange-traded-funds') {
    return [
      { value: 'nav', label: 'NAV' },
      { value: 'atmarket', label: 'At Market' },
    ];
  }
  const options: Option<PerformanceBasis>[] = [{ value: 'nav', label: 'NAV' }];
  if (!POP_HIDDEN_CLASSES.includes(stripClassPrefix(className))) options.push({ value: 'pop', label: 'POP or W/CDSC' });
  return options;
}

/** The basis in effect: one the current options offer, else NAV (e.g. after switching to class R). */
export function effectiveBasis(variant: LandingVariant, className: string, basis: PerformanceBasis): PerformanceBasis {
  return performanceOptions(variant, className).some((o) => o.value === basis) ? basis : 'nav';
}

/** products spec 2.3 "Frequency MONTHLY / QUARTERLY". */
export const FREQUENCY_OPTIONS: readonly Option<Frequency>[] = FREQUENCIES.map((frequency) => ({
  value: frequency,
  label: frequency.toUpperCase(),
}));

/**
 * products spec 2.3 "Class" dropdown: the class totals with a leading "Class " removed. The value is the class
 * without the prefix, as the productSummary call's className.
 */
export function classOptions(classTotals: readonly { className: string }[]): Option[] {
  const seen = new Set<string>();
  const options: Option[] = [];
  for (const { className } of classTotals) {
    const label = stripClassPrefix(className);
    if (label === '' || seen.has(label)) continue;
    seen.add(label);
    options.push({ value: label, label });
  }
  return options;
}

/** products spec 9: the mutual funds class default is Institutional, when the totals offer it. */
export function defaultClass(options: readonly Option[]): string {
  return (
    options.find((o) => o.value === DEFAULT_MUTUAL_FUND_CLASS)?.value ?? options[0]?.value ?? DEFAULT_MUTUAL_FUND_CLASS
  );
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

/** A productSummary call (products spec 7): /pnp.svc/productSummary?group={group}&dataType={dataType}[&className=]. */
export interface ProductSummaryRequest {
  group: 'retail' | 'etf';
  dataType: string;
  className?: string;
}

/**
 * products spec 7 data type tags: Monthly or Quarterly (performance), PricesAndYields, "1,2,3,4,5" (ratings),
 * capGains. The ETF calls carry no className (ETF class totals are static).
 */
export function landingRequest(
  variant: LandingVariant,
  tab: LandingTab,
  frequency: Frequency,
  className: string,
): ProductSummaryRequest {
  const dataType =
    tab === 'performance'
      ? frequency
      : tab === 'prices-yields'
        ? 'PricesAndYields'
        : tab === 'ratings'
          ? '1,2,3,4,5'
          : 'capGains';
  if (variant === 'exchange-traded-funds') return { group: 'etf', dataType };
  return { group: 'retail', dataType, className: stripClassPrefix(className) };
}

// ---------------------------------------------------------------------------------------------------------------
// Rated funds (products spec 2.5)

export interface RatedClassChoice {
  group: 'retail' | 'etf';
  className: string;
}

export interface RatedFundsConfig {
  title: string;
  section: string;
  filterGroups: readonly { title: string; group: 'retail' | 'etf'; options: readonly Option[] }[];
  groupByCategoryLabel: string;
  defaultSort: SortState;
}

export function ratedFundsConfig(provider: string): RatedFundsConfig {
  return {
    title: `${provider} Rated Funds`,
    section: `${provider} Rated Fund`,
    filterGroups: [
      { title: 'Mutual Fund', group: 'retail', options: MUTUAL_FUND_CLASSES.map((c) => ({ value: c, label: c })) },
      {
        title: ETF_CLASS_LABEL,
        group: 'etf',
        options: [{ value: ETF_CLASS_NAME, label: ETF_CLASS_NAME }],
      },
    ],
    groupByCategoryLabel: groupByCategoryText(provider),
    defaultSort: { key: 'fundName', direction: 'asc' },
  };
}

/** products spec 2.5 header: "{rating provider} Rating as of {asOfDate} (based on a {rating provider} Risk-Adjusted Return measure)". */
export function ratedFundsHeader(provider: string, asOfDate: string): string {
  return `${provider} Rating as of ${asOfDate} (based on a ${provider} Risk-Adjusted Return measure)`;
}

/** products spec 2.5 group row: "{rating provider} Category: X". */
export function ratedGroupLabel(provider: string, category: string): string {
  return `${provider} Category: ${category}`;
}

/** products spec 4 "Ticking a class reloads the data (one request per selected class)"; spec 7 dataType=4,5. */
export function ratedFundsRequests(selection: readonly RatedClassChoice[]): ProductSummaryRequest[] {
  return selection.map((choice) =>
    choice.group === 'etf'
      ? { group: 'etf', dataType: '4,5' }
      : { group: 'retail', dataType: '4,5', className: stripClassPrefix(choice.className) },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Find a Product (products spec 2.10), Product List (2.11), product finder (2.12)

export const FIND_A_PRODUCT = {
  searchPlaceholder: 'Find a Product',
  section: 'Find a Product',
  filters: { productType: 'Product Type', assetClass: 'Asset class', class: 'Class' },
} as const;

/** products spec 7: /pnp.svc/productList?group={group}&groupbycategory=true. */
export interface ProductListRequest {
  group: ProductGroupCode;
  groupbycategory: true;
}

export const PRODUCT_LIST_TEXTS = {
  header: 'Product List',
  fundsTable: 'Links to the Funds',
  managedAccounts: 'Managed Accounts',
} as const;

/** products spec 2.12: the dropdown reads "Select a {subtitle}". */
export function finderSelectText(subtitle: string): string {
  return `Select a ${subtitle}`;
}

/** products spec 2.5 / 2.10 / 9: each filter list shows its first 8 options in one column and the rest in a second. */
export function splitFilterColumns<T>(options: readonly T[]): [T[], T[]] {
  return [options.slice(0, FILTER_COLUMN_SPLIT), options.slice(FILTER_COLUMN_SPLIT)];
}
