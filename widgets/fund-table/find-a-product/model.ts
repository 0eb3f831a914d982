/**
 * Find a Product (products spec 2.10, 3 "Finder list", 4, 5, 7): rows from the product lists, the Product Type /
 * Asset class / Class filters, the search on "{symbol} {fundName}", sorting and links.
 */
import {
  ASSET_CLASS_NAMES,
  CATEGORY_ORDER,
  ETF_CLASS_NAME,
  fundTypeLabel,
  knownAssetClassSlug,
  MUTUAL_FUND_CLASSES,
  PLAN_529_CLASSES,
  PRODUCT_GROUP_CODES,
  PRODUCT_GROUPS,
  VARIABLE_PRODUCT_CLASSES,
  type ProductGroupCode,
} from '../../../services/product-vocabulary';
import type { Option } from '../table/columns';
import type { TableView } from '../table/fund-view';
import { genericFundLink } from '../../../services/product-links';
import { createSorter, type SortState, type Sorter } from '../table/sorting';
import type { FindAProductFilters, FindAProductKnownOptions } from './query';
import { findAProductColumns } from './texts';

/** The product list's fund (products spec 3 "Finder list": value.products[].funds[]). */
export interface FinderListFund {
  fundName: string;
  subCtgValue?: string | null;
  ctgName?: string | null;
  classes?: readonly { fundClass?: string | null; cusip?: string | null; symbol?: string | null }[] | null;
}

/** One row per fund and class, with the fields spec 3 adds. */
export interface FindAProductRow {
  symbol: string;
  fundName: string;
  cusip: string;
  /** The class with "Class" and spaces removed. */
  fundClass: string;
  /** fundClass lower-cased: the Class filter's value. */
  class: string;
  /** The group code. */
  productType: ProductGroupCode;
  /** The group's URL slug. */
  fundType: string;
  /** products spec 2.10 "Fund Type (label)": the spec 9 fund type label, as Rated Funds shows it. */
  fundTypeLabel: string;
  /** The asset-class slug, '' when not a known category. */
  assetClass: string;
  /** products spec 2.10: "Asset Class ("-" when not a known category)". */
  assetClassName: string;
  /** products spec 2.10: "{rating provider} Category ("-" unless the fund is a mutual fund or an ETF)". */
  category: string;
}

/** products spec 3: "fundClass (with "Class" and spaces removed)". */
export function finderFundClass(fundClass: string | null | undefined): string {
  return (fundClass ?? '').replace(/Class/g, '').replace(/\s+/g, '');
}

/**
 * Flattens one group's product list (value.products[].funds[].classes[]) into rows. With groupbycategory=true each
 * entry is a category; a fund without its own ctgName takes its entry's categoryName.
 */
export function findAProductRows(
  group: ProductGroupCode,
  products: readonly { categoryName?: string | null; funds?: readonly FinderListFund[] | null }[],
): FindAProductRow[] {
  const { path } = PRODUCT_GROUPS[group];
  const label = fundTypeLabel(group);
  const withCategory = group === 'Retail' || group === 'RetailETF';
  const rows: FindAProductRow[] = [];
  for (const product of products) {
    for (const fund of product.funds ?? []) {
      const categoryName = fund.ctgName || product.categoryName;
      const assetClass = knownAssetClassSlug(categoryName);
      const base = {
        fundName: fund.fundName,
        productType: group,
        fundType: path,
        fundTypeLabel: label,
        assetClass,
        assetClassName: assetClass === '' ? '-' : categoryName!.trim(),
        category: withCategory && fund.subCtgValue ? fund.subCtgValue : '-',
      };
      const classes = fund.classes && fund.classes.length > 0 ? fund.classes : [{}];
      for (const c of classes as readonly {
        fundClass?: string | null;
        cusip?: string | null;
        symbol?: string | null;
      }[]) {
        const fundClass = finderFundClass(c.fundClass);
        rows.push({ ...base, symbol: c.symbol ?? '', cusip: c.cusip ?? '', fundClass, class: fundClass.toLowerCase() });
      }
    }
  }
  return rows;
}

/** The order of the loads (products spec 7): Retail first, then the other groups in parallel. */
export function findAProductLoadPlan(): { first: ProductGroupCode; then: ProductGroupCode[] } {
  return { first: PRODUCT_GROUP_CODES[0]!, then: PRODUCT_GROUP_CODES.slice(1) };
}

// ---------------------------------------------------------------------------------------------------------------
// Filter options

/** products spec 2.10 "Product Type": the groups with their spec 9 labels. */
export function productTypeOptions(): Option[] {
  return PRODUCT_GROUP_CODES.map((code) => ({ value: code, label: PRODUCT_GROUPS[code].label }));
}

/** products spec 2.10 "Asset class": the known categories in the spec 9 category order. */
export function findAProductAssetClassOptions(): Option[] {
  return CATEGORY_ORDER.map((slug) => ({ value: slug, label: ASSET_CLASS_NAMES[slug] ?? slug }));
}

const CLASS_ORDER: readonly string[] = [
  ...MUTUAL_FUND_CLASSES,
  ETF_CLASS_NAME,
  ...PLAN_529_CLASSES,
  ...VARIABLE_PRODUCT_CLASSES.filter((c) => c !== ''),
].map((c) => c.toLowerCase());

/** Every class spec 9 names, lower-cased: the Class values a URL may carry before the rows have loaded. */
const KNOWN_FINDER_CLASSES: readonly string[] = [...new Set(CLASS_ORDER)];

/**
 * products spec 2.10 "Class": the classes of the loaded rows (of the ticked product types, when any), in the
 * spec 9 order, then the rest alphabetically.
 */
export function findAProductClassOptions(rows: readonly FindAProductRow[], productTypes: readonly string[]): Option[] {
  const types = new Set(productTypes);
  const labels = new Map<string, string>();
  for (const row of rows) {
    if (row.class === '' || (types.size > 0 && !types.has(row.productType))) continue;
    if (!labels.has(row.class)) labels.set(row.class, row.fundClass);
  }
  const rank = (value: string) => {
    const i = CLASS_ORDER.indexOf(value);
    return i < 0 ? CLASS_ORDER.length : i;
  };
  return [...labels.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b, 'en'))
    .map(([value, label]) => ({ value, label }));
}

/** The values the URL may name (products spec 5: kept only when they match known options). */
export function findAProductKnownOptions(rows: readonly FindAProductRow[]): FindAProductKnownOptions {
  return {
    productTypes: PRODUCT_GROUP_CODES,
    assetClasses: CATEGORY_ORDER,
    classes: [...new Set([...KNOWN_FINDER_CLASSES, ...rows.map((r) => r.class).filter((c) => c !== '')])],
  };
}

/** products spec 4: "On Find a Product, unticking a product type also clears the class selection". */
export function toggleProductType(filters: FindAProductFilters, code: string): FindAProductFilters {
  if (filters.productTypes.includes(code)) {
    return { ...filters, productTypes: filters.productTypes.filter((c) => c !== code), classes: [] };
  }
  return { ...filters, productTypes: [...filters.productTypes, code] };
}

export function toggleAssetClass(filters: FindAProductFilters, slug: string): FindAProductFilters {
  const has = filters.assetClasses.includes(slug);
  return {
    ...filters,
    assetClasses: has ? filters.assetClasses.filter((c) => c !== slug) : [...filters.assetClasses, slug],
  };
}

export function toggleClass(filters: FindAProductFilters, value: string): FindAProductFilters {
  const has = filters.classes.includes(value);
  return { ...filters, classes: has ? filters.classes.filter((c) => c !== value) : [...filters.classes, value] };
}

/** The "(N applied)" count of the filter toggle (products spec 2.24). */
export function findAProductAppliedCount(filters: FindAProductFilters): number {
  return filters.productTypes.length + filters.assetClasses.length + filters.classes.length;
}

// ---------------------------------------------------------------------------------------------------------------
// View

export interface PreparedFindAProduct {
  rows: readonly FindAProductRow[];
  sorter: Sorter<FindAProductRow>;
  /** products spec 2.10: the search text of a row, "{symbol} {fundName}" lower-cased. */
  searchTexts: string[];
}

/**
 * Prepares a data load for the view. Given the one before (`previous`) and rows that keep all of its rows (a
 * product group arriving, products spec 7), the sort keys of the kept rows are carried over and only the added
 * group's rows are worked on.
 */
export function prepareFindAProduct(
  rows: readonly FindAProductRow[],
  previous?: PreparedFindAProduct,
): PreparedFindAProduct {
  return {
    rows,
    sorter: createSorter(rows, { name: (r) => r.fundName }, previous?.sorter),
    searchTexts: rows.map((r) => `${r.symbol} ${r.fundName}`.toLowerCase()),
  };
}

/** products spec 4: "On the 529 and generic tables, a new column always starts ascending". */
export const FIND_A_PRODUCT_ALWAYS_ASCENDING = true;
export const FIND_A_PRODUCT_DEFAULT_SORT: SortState = { key: 'fundName', direction: 'asc' };

/**
 * The rows matching the search ("{symbol} {fundName}" contains the text, case-insensitive) and the filters (any
 * ticked value of a list matches; every list with ticks must match), sorted by the sort state.
 */
export function findAProductView(
  prepared: PreparedFindAProduct,
  state: { search: string; filters: FindAProductFilters; sort: SortState },
): TableView<FindAProductRow> {
  const term = state.search.trim().toLowerCase();
  const types = new Set(state.filters.productTypes);
  const assetClasses = new Set(state.filters.assetClasses);
  const classes = new Set(state.filters.classes);
  const columns = findAProductColumns('');
  const column = columns.find((c) => c.key === state.sort.key) ?? columns.find((c) => c.key === 'fundName')!;
  const direction = column.key === state.sort.key ? state.sort.direction : 'asc';
  const sorted = prepared.sorter.order(column, direction);
  const rows = sorted
    .filter((i) => {
      const row = prepared.rows[i]!;
      return (
        (term === '' || prepared.searchTexts[i]!.includes(term)) &&
        (types.size === 0 || types.has(row.productType)) &&
        (assetClasses.size === 0 || assetClasses.has(row.assetClass)) &&
        (classes.size === 0 || classes.has(row.class))
      );
    })
    .map((i) => prepared.rows[i]!);
  return { count: rows.length, rows, sorted: sorted.map((i) => prepared.rows[i]!) };
}

/** products spec 2.10 "Fund Name (link, with "Class - X")"; the generic link of spec 2.1 with the fund type. */
export function findAProductNameCell(
  siteBase: string,
  row: FindAProductRow,
): { text: string; classText?: string; href: string } {
  const href = genericFundLink(siteBase, {
    fundType: row.fundType,
    fundName: row.fundName,
    fundClass: row.fundClass,
    cusip: row.cusip,
  });
  return row.fundClass === ''
    ? { text: row.fundName, href }
    : { text: row.fundName, classText: `Class - ${row.fundClass}`, href };
}
