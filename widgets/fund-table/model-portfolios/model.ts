/**
 * Model portfolios (products spec 2.9, 3 "Model portfolio row", 4, 5): the PURE_GROSS and NET rows merged into
 * one row per portfolio, the filter panel's lists, the search and the filters, and the sort by name or inception
 * date.
 */
import {
  INVESTMENT_GOALS,
  MODEL_PORTFOLIO_PERIODS,
  MODEL_PORTFOLIO_RETURN_TYPES,
} from '../../../services/product-vocabulary';
import type { Figure, ModelPortfolioReturn, ModelPortfolios } from '../../../services/products';
import { formatNumber } from '../../../runtime/format';
import type { Option } from '../table/columns';
import type { TableView } from '../table/fund-view';
import { figureNumber } from '../table/format';
import { compareText, createSorter, type SortColumn, type SortState, type Sorter } from '../table/sorting';

export type ModelPeriod = (typeof MODEL_PORTFOLIO_PERIODS)[number];
export type ModelReturnType = (typeof MODEL_PORTFOLIO_RETURN_TYPES)[number];

/** products spec 3: "one row with type-suffixed fields (e.g. ytdPURE_GROSS, ytdNET)". */
export type ModelReturnField = `${ModelPeriod}${ModelReturnType}`;

/** One portfolio as the table shows it: both return types of a portfolio in one row. */
export type ModelPortfolioRow = {
  fundName: string;
  accountID: string;
  inceptionDt: string | null;
  asOfDate: string | null;
  /** Every filter code the portfolio carries (risk tolerance, implementation style, goal...). */
  codes: readonly string[];
} & Partial<Record<ModelReturnField, Figure>>;

export function returnField(period: ModelPeriod, type: ModelReturnType): ModelReturnField {
  return `${period}${type}`;
}

function isReturnType(type: string): type is ModelReturnType {
  return (MODEL_PORTFOLIO_RETURN_TYPES as readonly string[]).includes(type);
}

/** The codes of a return row's filters (products spec 3: filters [{filterValue [{code}]}]). */
function filterCodes(row: ModelPortfolioReturn): string[] {
  return (row.filters ?? []).flatMap((f) => (f.filterValue ?? []).map((v) => v.code ?? '')).filter(Boolean);
}

/**
 * products spec 3: "Two rows with the same fundName and different types merge into one row with type-suffixed
 * fields". A row is named by fundName or, without one, portfolioName (spec 2.1); rows keep the order of the
 * first row of each portfolio. A type other than PURE_GROSS and NET adds no figures.
 */
export function mergeModelPortfolioReturns(returns: readonly ModelPortfolioReturn[]): ModelPortfolioRow[] {
  const rows = new Map<string, ModelPortfolioRow>();
  for (const item of returns) {
    const name = item.fundName || item.portfolioName || '';
    if (name === '') continue;
    let row = rows.get(name);
    if (!row) {
      row = {
        fundName: name,
        accountID: item.accountID,
        inceptionDt: item.inceptionDt ?? null,
        asOfDate: item.asOfDate ?? null,
        codes: [],
      };
      rows.set(name, row);
    }
    row.inceptionDt ??= item.inceptionDt ?? null;
    row.asOfDate ??= item.asOfDate ?? null;
    row.codes = [...new Set([...row.codes, ...filterCodes(item)])];
    const type = item.type.trim().toUpperCase();
    if (!isReturnType(type)) continue;
    for (const period of MODEL_PORTFOLIO_PERIODS) row[returnField(period, type)] = item[period];
  }
  return [...rows.values()];
}

/** products spec 5: "Model portfolio returns show 2 decimals, or "--" when not numeric". */
export function formatModelReturn(value: Figure): string {
  return Number.isFinite(figureNumber(value)) ? formatNumber(value, 2) : '--';
}

/** The group header's date (products spec 2.9 "Average Annual Returns as of {asOfDate}"): the first a row gives. */
export function modelPortfoliosAsOfDate(rows: readonly ModelPortfolioRow[]): string | undefined {
  return rows.find((r) => r.asOfDate)?.asOfDate ?? undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// The filter panel (products spec 2.9, 5)

/**
 * The three filter groups of spec 2.9 / 5 ("types, categories and goals"). The spec names the panel's lists
 * "Risk Tolerance" and "Implementation Style" and the groups categories, types and goals without pairing them:
 * the risk tolerances are the categories, the implementation styles (Investment Recommendation) the types, and
 * the investor goals the goals.
 */
export interface ModelFilters {
  categories: readonly string[];
  types: readonly string[];
  goals: readonly string[];
}
export type ModelFilterGroup = keyof ModelFilters;

export const NO_MODEL_FILTERS: ModelFilters = { categories: [], types: [], goals: [] };

type FilterInfo = NonNullable<ModelPortfolios['filterInfo']>;

function filterValuesNamed(filterInfo: FilterInfo | null | undefined, name: string) {
  const wanted = name.toLowerCase();
  return filterInfo?.find((f) => f.filterName.trim().toLowerCase() === wanted)?.filterValues ?? [];
}

function optionsOf(values: readonly { code?: string | null; desc?: string | null }[], label = (desc: string) => desc) {
  return values.filter((v) => v.code).map((v) => ({ value: v.code!, label: label(v.desc || v.code!) }));
}

/**
 * The goals are spec 9's codes, whose descriptions are slugs ("plan-retirement"); the spec does not say how a
 * visitor reads them, so the words of the slug are shown, first letter capitalised ("Plan retirement").
 */
export function goalLabel(desc: string): string {
  const words = desc.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface ModelFilterLists {
  categories: Option[];
  types: Option[];
  goals: Option[];
}

/**
 * products spec 2.9: "Risk Tolerance" from the filterInfo named "Risk Tolerance", sorted by code;
 * "Implementation Style" from the filterInfo named "Investment Recommendation", sorted by desc. The goals come
 * from the filterInfo named investorGoal, else from spec 9's investment goal codes.
 */
export function modelFilterLists(filterInfo: FilterInfo | null | undefined): ModelFilterLists {
  const categories = optionsOf(filterValuesNamed(filterInfo, 'Risk Tolerance')).sort((a, b) =>
    compareText(a.value, b.value),
  );
  const types = [...filterValuesNamed(filterInfo, 'Investment Recommendation')]
    .sort((a, b) => compareText(a.desc ?? '', b.desc ?? ''))
    .filter((v) => v.code)
    .map((v) => ({ value: v.code!, label: v.desc || v.code! }));
  const goalValues = filterValuesNamed(filterInfo, 'investorGoal');
  const goals = optionsOf(
    goalValues.length > 0 ? goalValues : Object.entries(INVESTMENT_GOALS).map(([code, desc]) => ({ code, desc })),
    goalLabel,
  );
  return { categories, types, goals };
}

/** The filter panel's "(N applied)": every ticked value of every group. */
export function modelAppliedCount(filters: ModelFilters): number {
  return filters.categories.length + filters.types.length + filters.goals.length;
}

/** Ticks or unticks a value of one group. */
export function toggleModelFilter(filters: ModelFilters, group: ModelFilterGroup, value: string): ModelFilters {
  const values = filters[group];
  return {
    ...filters,
    [group]: values.includes(value) ? values.filter((v) => v !== value) : [...values, value],
  };
}

/**
 * products spec 5: "a row must match at least one selected code in each active filter group (types, categories,
 * goals)"; the search matches a fundName substring, case-insensitively.
 */
export function matchesModelPortfolio(row: ModelPortfolioRow, search: string, filters: ModelFilters): boolean {
  const term = search.trim().toLowerCase();
  if (term !== '' && !row.fundName.toLowerCase().includes(term)) return false;
  const codes = new Set(row.codes.map((c) => c.toLowerCase()));
  return (['categories', 'types', 'goals'] as const).every(
    (group) => filters[group].length === 0 || filters[group].some((code) => codes.has(code.toLowerCase())),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The view

export interface PreparedPortfolios {
  rows: readonly ModelPortfolioRow[];
  sorter: Sorter<ModelPortfolioRow>;
}

export function preparePortfolios(rows: readonly ModelPortfolioRow[]): PreparedPortfolios {
  return { rows, sorter: createSorter(rows, { name: (row) => row.fundName }) };
}

/** products spec 2.9: "Name and inception date are sortable"; anything else sorts by name ascending (spec 4). */
export const MODEL_SORT_COLUMNS: Readonly<Record<string, SortColumn>> = {
  fundName: { key: 'fundName', kind: 'text' },
  inceptionDt: { key: 'inceptionDt', kind: 'date' },
};

export const DEFAULT_MODEL_SORT: SortState = { key: 'fundName', direction: 'asc' };

/**
 * The table as the visitor sees it (products spec 4: "when any search text or filter is active, the filtered set
 * is shown; otherwise all rows"), in the sort order.
 */
export function modelPortfoliosView(
  prepared: PreparedPortfolios,
  state: { search: string; filters: ModelFilters; sort: SortState },
): TableView<ModelPortfolioRow> {
  const column = MODEL_SORT_COLUMNS[state.sort.key];
  const sorted = column
    ? prepared.sorter.sort(column, state.sort.direction)
    : prepared.sorter.sort(MODEL_SORT_COLUMNS.fundName!, 'asc');
  const active = state.search.trim() !== '' || modelAppliedCount(state.filters) > 0;
  const rows = active ? sorted.filter((row) => matchesModelPortfolio(row, state.search, state.filters)) : sorted;
  return { count: rows.length, rows };
}
