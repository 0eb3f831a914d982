/**
 * The mutual funds / ETF landing as the visitor sets it (products spec 2.3, 4 "Mutual fund / ETF landing",
 * "Grouping", "Filter panels"): what each control does to the state. The productSummary call is derived from the
 * state (`landingRequestOf`); its answer, status and retry belong to the data hook, not to this state.
 */
import {
  DEFAULT_FREQUENCY,
  DEFAULT_MUTUAL_FUND_CLASS,
  type Frequency,
  type PerformanceBasis,
} from '../../../services/product-vocabulary';
import { EMPTY_LANDING_FILTERS, type LandingFilters } from '../table/fund-view';
import { collapsedAfterGroupingChange, nextSort, toggleGroup, type SortColumn, type SortState } from '../table/sorting';
import { clearFilters, effectiveBasis, landingRequest, type ProductSummaryRequest } from './model';
import type { LandingQuery } from './query';
import type { LandingTab } from './tabs';
import { landingConfig, type LandingVariant } from './texts';

export interface LandingState {
  variant: LandingVariant;
  tab: LandingTab;
  /** The share class without "Class " (mutual funds; '' on the ETF page). */
  className: string;
  frequency: Frequency;
  basis: PerformanceBasis;
  search: string;
  filters: LandingFilters;
  filterPanelOpen: boolean;
  sort: SortState;
  groupByCategory: boolean;
  /** Keys of the collapsed groups (+). */
  collapsed: ReadonlySet<string>;
  showBenchmark: boolean;
  showCategoryAverage: boolean;
  /** products spec 2.3 expandable: a show/hide toggle for expandable sections. */
  expandable: boolean;
}

export type LandingAction =
  | { type: 'tab'; tab: LandingTab }
  | { type: 'class'; className: string }
  | { type: 'frequency'; frequency: Frequency }
  | { type: 'basis'; basis: PerformanceBasis }
  | { type: 'search'; text: string }
  | { type: 'filters'; filters: LandingFilters }
  | { type: 'clearFilters' }
  /** The Asset Class options arrived: tick the categories the URL's investment-category named (spec 2.3). */
  | { type: 'preselectAssetClasses'; assetClasses: readonly string[] }
  | { type: 'filterPanel'; open: boolean }
  | { type: 'viewResults' }
  | { type: 'sort'; column: SortColumn }
  | { type: 'groupByCategory'; on: boolean }
  | { type: 'toggleGroup'; key: string }
  | { type: 'benchmark'; on: boolean }
  | { type: 'categoryAverage'; on: boolean };

export interface LandingStart {
  variant: LandingVariant;
  provider: string;
  /** The tab from the hash or the managed content (see tabNamedByHash, defaultTabFromContent). */
  tab: LandingTab;
  query: LandingQuery;
  /** The Asset Class filters the query names, once the options are known (filtersFromQuery); none by default. */
  filters?: LandingFilters;
}

/** The state a visitor arrives in: query parameters applied (products spec 2.3). */
export function initialLandingState(start: LandingStart): LandingState {
  // Only the mutual funds page has a class (spec 2.3); the ETF and interval calls carry none.
  const className = start.variant === 'mutual-funds' ? (start.query.className ?? DEFAULT_MUTUAL_FUND_CLASS) : '';
  const filters = start.filters ?? {
    ...EMPTY_LANDING_FILTERS,
    featured: start.query.featured,
    topRated: start.query.topRated,
    multiManager: start.query.multiManager,
  };
  return {
    variant: start.variant,
    tab: start.tab,
    className,
    frequency: DEFAULT_FREQUENCY,
    basis: 'nav',
    search: '',
    filters,
    filterPanelOpen: false,
    sort: landingConfig(start.variant, start.provider).defaultSort,
    groupByCategory: start.query.groupByCategory,
    collapsed: new Set(),
    showBenchmark: start.query.primaryBenchmark,
    showCategoryAverage: false,
    expandable: start.query.expandable,
  };
}

/**
 * The productSummary call the state needs (products spec 7): a change of tab, class or frequency asks for another
 * one, which clears the rows and shows the spinner (spec 4); a change of basis, filters or sort asks for none.
 */
export function landingRequestOf(state: LandingState): ProductSummaryRequest {
  return landingRequest(state.variant, state.tab, state.frequency, state.className);
}

export function landingReducer(state: LandingState, action: LandingAction): LandingState {
  switch (action.type) {
    case 'tab':
      return { ...state, tab: action.tab };
    case 'class':
      // products spec 5: "POP or W/CDSC" is hidden for some classes; the basis falls back to NAV there.
      return {
        ...state,
        className: action.className,
        basis: effectiveBasis(state.variant, action.className, state.basis),
      };
    case 'frequency':
      return { ...state, frequency: action.frequency };
    case 'basis':
      // products spec 4: "Changing the performance type switches the columns and the header" (no reload).
      return { ...state, basis: effectiveBasis(state.variant, state.className, action.basis) };
    case 'search':
      return { ...state, search: action.text };
    case 'filters':
      return { ...state, filters: action.filters };
    case 'preselectAssetClasses': {
      const ticked = new Set([...state.filters.assetClasses, ...action.assetClasses]);
      if (ticked.size === state.filters.assetClasses.length) return state;
      return { ...state, filters: { ...state.filters, assetClasses: [...ticked] } };
    }
    case 'clearFilters':
      return { ...state, filters: clearFilters() };
    case 'filterPanel':
      return { ...state, filterPanelOpen: action.open };
    case 'viewResults':
      // products spec 4: ""View Results" closes the panel".
      return { ...state, filterPanelOpen: false };
    case 'sort':
      return { ...state, sort: nextSort(state.sort, action.column) };
    case 'groupByCategory':
      return {
        ...state,
        groupByCategory: action.on,
        collapsed: collapsedAfterGroupingChange(state.collapsed, action.on),
      };
    case 'toggleGroup':
      return { ...state, collapsed: toggleGroup(state.collapsed, action.key) };
    case 'benchmark':
      return { ...state, showBenchmark: action.on };
    case 'categoryAverage':
      return { ...state, showCategoryAverage: action.on };
  }
}
