/**
 * The mutual funds / ETF landing as a reducer (products spec 2.3, 4 "Mutual fund / ETF landing", "Grouping",
 * "Filter panels"): what each control does to the state, and which productSummary call the state needs. The
 * component runs the call named by `request` and reports back with `loaded` / `failed` and the request id, so a
 * late answer to an older request is dropped.
 */
import {
  DEFAULT_FREQUENCY,
  DEFAULT_MUTUAL_FUND_CLASS,
  type Frequency,
  type PerformanceBasis,
} from '../../../services/product-vocabulary';
import { EMPTY_LANDING_FILTERS, type LandingFilters } from '../table/fund-view';
import { collapsedAfterGroupingChange, nextSort, type SortColumn, type SortState, toggleGroup } from '../table/sorting';
import { effectiveBasis, landingRequest, type ProductSummaryRequest } from './model';
import { type LandingQuery } from './query';
import { type LandingTab } from './tabs';
import { landingConfig, type LandingVariant } from './texts';

export type LoadStatus = 'loading' | 'ready' | 'error';

export interface LandingState<D> {
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
  /** The call the state needs, and its id. */
  request: ProductSummaryRequest;
  requestId: number;
  status: LoadStatus;
  /** The answer to the current request; cleared while a new one loads (spec 4 "clears the rows"). */
  data: D | undefined;
}

export type LandingAction<D> =
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
  | { type: 'categoryAverage'; on: boolean }
  | { type: 'loaded'; requestId: number; data: D }
  | { type: 'failed'; requestId: number }
  | { type: 'retry' };

export interface LandingStart {
  variant: LandingVariant;
  provider: string;
  /** The tab from the hash or the managed content (see tabFromHash, defaultTabFromContent). */
  tab: LandingTab;
  query: LandingQuery;
  /** The Asset Class filters the query names, once the options are known (filtersFromQuery); none by default. */
  filters?: LandingFilters;
}

/** The state a visitor arrives in: query parameters applied (products spec 2.3), the first call requested. */
export function initialLandingState<D>(start: LandingStart): LandingState<D> {
  const etf = start.variant === 'exchange-traded-funds';
  const className = etf ? '' : (start.query.className ?? DEFAULT_MUTUAL_FUND_CLASS);
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
    request: landingRequest(start.variant, start.tab, DEFAULT_FREQUENCY, className),
    requestId: 1,
    status: 'loading',
    data: undefined,
  };
}

function sameRequest(a: ProductSummaryRequest, b: ProductSummaryRequest): boolean {
  return a.group === b.group && a.dataType === b.dataType && a.className === b.className;
}

/** A new request clears the rows and shows the spinner (products spec 4); the same request keeps what is shown. */
function withRequest<D>(state: LandingState<D>, next: Partial<LandingState<D>>): LandingState<D> {
  const merged = { ...state, ...next };
  const request = landingRequest(merged.variant, merged.tab, merged.frequency, merged.className);
  if (sameRequest(request, state.request)) return merged;
  return { ...merged, request, requestId: state.requestId + 1, status: 'loading', data: undefined };
}

export function landingReducer<D>(state: LandingState<D>, action: LandingAction<D>): LandingState<D> {
  switch (action.type) {
    case 'tab':
      return withRequest(state, { tab: action.tab });
    case 'class':
      // products spec 5: "POP or W/CDSC" is hidden for some classes; the basis falls back to NAV there.
      return withRequest(state, {
        className: action.className,
        basis: effectiveBasis(state.variant, action.className, state.basis),
      });
    case 'frequency':
      return withRequest(state, { frequency: action.frequency });
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
      return { ...state, filters: { ...EMPTY_LANDING_FILTERS, assetClasses: [], managementStyles: [] } };
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
    case 'loaded':
      return action.requestId === state.requestId ? { ...state, status: 'ready', data: action.data } : state;
    case 'failed':
      return action.requestId === state.requestId ? { ...state, status: 'error', data: undefined } : state;
    case 'retry':
      return { ...state, requestId: state.requestId + 1, status: 'loading', data: undefined };
  }
}
