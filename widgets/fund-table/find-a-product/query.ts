/**
 * Find a Product's filters mirrored in the URL (products spec 2.10); unknown values are ignored (spec 5 "Query
 * filter values on Find a Product are kept only when they match known options").
 */
import { keepKnown, listValues, params, type QueryInput } from '../table/query-params';

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
