/**
 * Mutual funds and ETF landing (products spec 2.3): the call each tab needs, the Class, Performance and filter
 * options, the filters a visitor ticks or arrives with, the rows of each tab and the benchmark / category-average
 * rows under a fund.
 */
import {
  RATED_FUNDS_KEY,
  type ClassTotal,
  type FundRow,
  type LandingDataType,
  type LandingMeta,
} from '../../../services/products';
import {
  ALTERNATIVE_CATEGORY,
  assetClassSlug,
  ASSET_CLASS_NAMES,
  CATEGORY_ORDER,
  ETF_CLASS_TOTALS,
  MUTUAL_FUND_CLASSES,
  POP_HIDDEN_CLASSES,
  stripClassPrefix,
  type Frequency,
  type InvestmentCategory,
  type PerformanceBasis,
} from '../../../services/product-vocabulary';
import type { Option } from '../table/columns';
import { isPresent, type Figure } from '../table/format';
import { EMPTY_LANDING_FILTERS, type Grouping, type LandingFilters } from '../table/fund-view';
import { etfLink, intervalFundLink, mutualFundLink } from '../../../services/product-links';
import type { LandingQuery } from './query';
import type { LandingTab } from './tabs';
import type { LandingVariant } from './texts';

// ---------------------------------------------------------------------------------------------------------------
// The call of each tab (products spec 7)

/** A productSummary call (products spec 7): /pnp.svc/productSummary?group={group}&dataType={dataType}[&className=]. */
export interface ProductSummaryRequest {
  group: 'retail' | 'etf' | 'interval';
  dataType: LandingDataType;
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
  // products spec 7: group=interval with no className: every class of the interval funds (spec 2.6).
  if (variant === 'interval-funds') return { group: 'interval', dataType };
  return { group: 'retail', dataType, className: stripClassPrefix(className) };
}

/**
 * products spec 2.3: the fund rows a tab shows from its answer: the performance funds, the price funds (ETF
 * prices copied into the price fields, spec 3), or the rated-funds list.
 */
export function tabRows(meta: LandingMeta | undefined, tab: LandingTab, etf: boolean): FundRow[] {
  if (!meta) return [];
  if (tab === 'performance') return meta.performanceFunds ?? [];
  if (tab === 'prices-yields') return etf ? (meta.priceFunds ?? []).map(etfPriceRow) : (meta.priceFunds ?? []);
  if (tab === 'ratings') return (meta[RATED_FUNDS_KEY] as FundRow[] | null | undefined) ?? [];
  return [];
}

/**
 * products spec 2.3: on ETF data the performance and prices tabs group rows by management style; the ratings tab
 * groups by the provider's category when "Group by {rating provider} Category" is on.
 */
export function landingGrouping(tab: LandingTab, etfData: boolean, groupByCategory: boolean): Grouping {
  if (tab === 'ratings') return groupByCategory ? 'category' : 'none';
  if (etfData && (tab === 'performance' || tab === 'prices-yields')) return 'managementStyle';
  return 'none';
}

/**
 * The fund name link of a landing row (products spec 2.1): mutual funds by their class, ETFs with Class-ETF.
 */
export function landingFundLink(
  siteBase: string,
  variant: LandingVariant,
  fund: { fundName: string; fundClass?: string | null; cusip?: string | null },
): string {
  const cusip = fund.cusip ?? '';
  // products spec 2.1: interval funds link with their class, Institutional by default.
  if (variant === 'interval-funds')
    return intervalFundLink(siteBase, { fundName: fund.fundName, fundClass: fund.fundClass, cusip });
  return variant === 'exchange-traded-funds'
    ? etfLink(siteBase, { fundName: fund.fundName, cusip })
    : mutualFundLink(siteBase, { fundName: fund.fundName, fundClass: stripClassPrefix(fund.fundClass), cusip });
}

/**
 * The class under a fund's name where the table shows every class of a fund (the interval table, products spec
 * 2.6, whose call sends no class): "Class X"; the landing pages show one class at a time, and none.
 */
export function landingClassText(variant: LandingVariant, fund: { fundClass?: string | null }): string | undefined {
  const className = stripClassPrefix(fund.fundClass);
  return variant === 'interval-funds' && className ? `Class ${className}` : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Class and Performance options (products spec 2.3, 5)

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

/**
 * The Class dropdown of a visit: the class totals' classes, or, when the totals could not be had (a failure the
 * table does without: products spec 8, logged), the mutual fund classes of spec 9.
 */
export function landingClassOptions(classTotals: readonly ClassTotal[]): Option[] {
  const options = classOptions(classTotals);
  return options.length > 0 ? options : MUTUAL_FUND_CLASSES.map((c) => ({ value: c, label: c }));
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

/** The Asset Class options when the class totals cannot be had: every category of products spec 9. */
const FALLBACK_ASSET_CLASSES = assetClassOptions(
  CATEGORY_ORDER.map((slug) => ({ categoryName: ASSET_CLASS_NAMES[slug]! })),
);

/**
 * The Asset Class options of a visit: the static ETF categories on the ETF page; on the mutual funds page those
 * of the selected class's totals record, or every spec 9 category when the totals could not be had.
 */
export function landingAssetClassOptions(
  variant: LandingVariant,
  classTotals: readonly ClassTotal[],
  className: string,
): AssetClassOption[] {
  if (variant === 'exchange-traded-funds') return etfAssetClassOptions();
  if (classTotals.length === 0) return FALLBACK_ASSET_CLASSES;
  const record = classTotals.find((t) => stripClassPrefix(t.className) === className);
  return assetClassOptions(record?.investmentCategories);
}

// ---------------------------------------------------------------------------------------------------------------
// Filters

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

// ---------------------------------------------------------------------------------------------------------------
// Rows under a fund, money market and ETF prices

export interface ComparisonFields {
  benchmarkName?: string | null;
  benchmarkYTD?: Figure;
  benchmarkOneYear?: Figure;
  benchmarkThreeYear?: Figure;
  benchmarkFiveYear?: Figure;
  benchmarkTenYear?: Figure;
  benchmarkSinceInception?: Figure;
  msCategoryYTD?: Figure;
  msCategoryOneYear?: Figure;
  msCategoryThreeYear?: Figure;
  msCategoryFiveYear?: Figure;
  msCategoryTenYear?: Figure;
  msCategoryInception?: Figure;
}

/** A row shown under a fund; its values are keyed like the performance columns' keys. */
export interface ComparisonRow {
  kind: 'benchmark' | 'categoryAverage';
  label: string;
  values: {
    ytd: Figure;
    oneYear: Figure;
    threeYear: Figure;
    fiveYear: Figure;
    tenYear: Figure;
    sinceInception: Figure;
  };
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
  sevenDayYldCurrent?: Figure;
  sevenDayYldUnsub?: Figure;
  sevenDayYldEff?: Figure;
}

/** products spec 2.3: "Money-market funds also show seven-day yields": a row with any seven-day yield. */
export function isMoneyMarket(fund: MoneyMarketFields): boolean {
  return isPresent(fund.sevenDayYldCurrent) || isPresent(fund.sevenDayYldUnsub) || isPresent(fund.sevenDayYldEff);
}

export interface EtfPriceFields {
  marketPrice?: Figure;
  premiumDiscountAmount?: Figure;
  premiumDiscountPercent?: Figure;
  popDollar?: Figure;
  navDollarChange?: Figure;
  navPercentageChange?: Figure;
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
