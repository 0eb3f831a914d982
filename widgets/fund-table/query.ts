/**
 * Query parameters of the product tables: the landing pages' parameters read on load (products spec 2.3), Find a
 * Product's filters mirrored in the URL (2.10) and the Product List's type and class (2.11). Unknown values are
 * ignored (spec 5 "Query filter values on Find a Product are kept only when they match known options").
 */
import {
  MUTUAL_FUND_CLASSES,
  PLAN_529_CLASSES,
  stripClassPrefix,
  VARIABLE_PRODUCT_CLASSES,
} from '../../services/product-vocabulary';

type QueryInput = string | URLSearchParams;

function params(input: QueryInput): URLSearchParams {
  return typeof input === 'string' ? new URLSearchParams(input.startsWith('?') ? input.slice(1) : input) : input;
}

const TRUE_VALUES = new Set(['', 'true', '1', 'yes', 'on']);

/** A flag parameter: present bare (?expandable) or with a true-like value; any other value is ignored. */
function flag(search: URLSearchParams, name: string): boolean {
  return search.getAll(name).some((v) => TRUE_VALUES.has(v.trim().toLowerCase()));
}

/** Every value of a parameter, repeated and/or comma-separated, trimmed, blanks dropped. */
function listValues(search: URLSearchParams, name: string): string[] {
  return search
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');
}

/** The known options the values name (case-insensitive), in the options' order, each once. */
export function keepKnown(values: readonly string[], known: readonly string[]): string[] {
  const wanted = new Set(values.map((v) => v.toLowerCase()));
  return known.filter((option) => wanted.has(option.toLowerCase()));
}

// ---------------------------------------------------------------------------------------------------------------
// Landing pages (products spec 2.3 "Query parameters read on load")

export interface LandingQuery {
  /** expandable: enables a show/hide toggle for expandable sections. */
  expandable: boolean;
  /** featured-funds: pre-ticks "Featured Mutual Funds". */
  featured: boolean;
  /** top-performing-funds: pre-ticks "4 & 5 Star Funds". */
  topRated: boolean;
  /** multi-managed-funds: pre-ticks "Multi-Manager Funds". */
  multiManager: boolean;
  /** group-by-category: turns on category grouping. */
  groupByCategory: boolean;
  /** primarybenchmark: shows the benchmark rows. */
  primaryBenchmark: boolean;
  /**
   * investment-category (repeatable): category slugs, lower-cased; matched against the Asset Class options once
   * the class totals are known (`categoryKeysFromQuery`).
   */
  investmentCategories: string[];
  /** class: the selected share class, when it names a known class (without a leading "Class "). */
  className?: string;
}

export function parseLandingQuery(
  input: QueryInput,
  knownClasses: readonly string[] = MUTUAL_FUND_CLASSES,
): LandingQuery {
  const search = params(input);
  const query: LandingQuery = {
    expandable: flag(search, 'expandable'),
    featured: flag(search, 'featured-funds'),
    topRated: flag(search, 'top-performing-funds'),
    multiManager: flag(search, 'multi-managed-funds'),
    groupByCategory: flag(search, 'group-by-category'),
    primaryBenchmark: flag(search, 'primarybenchmark'),
    investmentCategories: [...new Set(listValues(search, 'investment-category').map((v) => v.toLowerCase()))],
  };
  const requested = search.get('class');
  if (requested) {
    const className = keepKnown([stripClassPrefix(requested)], knownClasses)[0];
    if (className) query.className = className;
  }
  return query;
}

// ---------------------------------------------------------------------------------------------------------------
// Find a Product (products spec 2.10)

export interface FindAProductFilters {
  /** Group codes (products spec 3 "Finder list": the row's productType). */
  productTypes: string[];
  /** Asset-class slugs (products spec 9). */
  assetClasses: string[];
  /** Lower-cased classes (the row's class). */
  classes: string[];
}

export const EMPTY_FIND_A_PRODUCT_FILTERS: FindAProductFilters = { productTypes: [], assetClasses: [], classes: [] };

export interface FindAProductKnownOptions {
  productTypes: readonly string[];
  assetClasses: readonly string[];
  classes: readonly string[];
}

/**
 * products spec 2.10: "The filters are mirrored in the URL query as productType, assetClass and class
 * (comma-separated) ... They are read back on load; unknown values are ignored."
 */
export function parseFindAProductQuery(input: QueryInput, known: FindAProductKnownOptions): FindAProductFilters {
  const search = params(input);
  return {
    productTypes: keepKnown(listValues(search, 'productType'), known.productTypes),
    assetClasses: keepKnown(listValues(search, 'assetClass'), known.assetClasses),
    classes: keepKnown(listValues(search, 'class'), known.classes),
  };
}

/**
 * The page's query string with Find a Product's filters written in (products spec 2.10), for history.replaceState:
 * other parameters are kept; an empty filter removes its parameter. Commas stay readable, values are encoded.
 * Returns '' when no parameter remains, else a string starting with "?".
 */
export function findAProductSearch(currentSearch: string, filters: FindAProductFilters): string {
  const others = params(currentSearch);
  for (const name of ['productType', 'assetClass', 'class']) others.delete(name);
  const parts: string[] = [];
  const rest = others.toString();
  if (rest) parts.push(rest);
  const write = (name: string, values: readonly string[]) => {
    if (values.length > 0) parts.push(`${name}=${values.map(encodeURIComponent).join(',')}`);
  };
  write('productType', filters.productTypes);
  write('assetClass', filters.assetClasses);
  write('class', filters.classes);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

// ---------------------------------------------------------------------------------------------------------------
// Product List (products spec 2.11: /investment-products/search-list/?type={type}&class={class})

export type ProductListType = 'mutualFunds' | '529' | 'variable' | 'closedend' | 'etf';

/** products spec 2.11: the classes each type lists; '' is the variable "Shares" class. */
export const PRODUCT_LIST_CLASSES: Readonly<Record<ProductListType, readonly string[]>> = {
  mutualFunds: MUTUAL_FUND_CLASSES,
  '529': PLAN_529_CLASSES,
  variable: VARIABLE_PRODUCT_CLASSES,
  closedend: [],
  etf: [],
};

export interface ProductListQuery {
  type: ProductListType;
  /** The class in its listed spelling; '' for variable Shares and for the types without classes. */
  className: string;
}

/** The chosen type and class, or undefined when the type is unknown or the class is not one the type lists. */
export function parseProductListQuery(input: QueryInput): ProductListQuery | undefined {
  const search = params(input);
  const requestedType = (search.get('type') ?? '').trim().toLowerCase();
  const type = (Object.keys(PRODUCT_LIST_CLASSES) as ProductListType[]).find((t) => t.toLowerCase() === requestedType);
  if (!type) return undefined;
  const classes = PRODUCT_LIST_CLASSES[type];
  if (classes.length === 0) return { type, className: '' };
  const requested = stripClassPrefix(search.get('class') ?? '');
  const className = classes.find((c) => c.toLowerCase() === requested.toLowerCase());
  return className === undefined ? undefined : { type, className };
}
