/**
 * The landing pages' query parameters read on load (products spec 2.3 "Query parameters read on load").
 */
import { MUTUAL_FUND_CLASSES, stripClassPrefix } from '../../../services/product-vocabulary';
import { flag, keepKnown, listValues, params, type QueryInput } from '../table/query-params';

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
