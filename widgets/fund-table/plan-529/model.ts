/**
 * The 529 plan table (products spec 2.8, 3 "529 product", 4 "529", 5): its two hash tabs and the first tab, the
 * class from the query, the target tab's rows without the provider's own 529 brand and its search, the age-based
 * tab's tracks with their age groups, and the sort with ties broken by age.
 */
import {
  DEFAULT_PLAN_529_CLASS,
  GLIDE_PATHS,
  PLAN_529_CLASSES,
  stripClassPrefix,
  type Plan529Class,
} from '../../../services/product-vocabulary';
import type { Plan529Product } from '../../../services/products';
import type { TableView } from '../table/fund-view';
import { params, type QueryInput } from '../table/query-params';
import { createSorter, groupRows, type SortColumn, type SortState, type Sorter } from '../table/sorting';
import { hashName } from '../../../runtime/decode';

// ---------------------------------------------------------------------------------------------------------------
// Tabs (products spec 2.8 "Hash tabs")

export const PLAN_529_TABS = ['target-allocation-single-fund-portfolios', 'age-based-portfolios'] as const;
export type Plan529Tab = (typeof PLAN_529_TABS)[number];
export const TARGET_TAB: Plan529Tab = 'target-allocation-single-fund-portfolios';
export const AGE_BASED_TAB: Plan529Tab = 'age-based-portfolios';

function tabNamed(value: string): Plan529Tab | undefined {
  const key = hashName(value);
  return PLAN_529_TABS.find((tab) => tab === key.toLowerCase());
}

/** The tab a URL hash names, or undefined when it names none (another anchor, or no hash). */
export function plan529TabFromHash(hash: string): Plan529Tab | undefined {
  return tabNamed(hash);
}

/**
 * products spec 2.8: without a tab in the hash, "the initial tab comes ... from the content bundle document named
 * 529.plan (the key that includes the current container name)". The first such key (in key order) whose value
 * names a tab wins; otherwise the target-allocation tab, the first.
 */
export function plan529TabFromBundle(bundle: Readonly<Record<string, string>>, container: string): Plan529Tab {
  for (const key of Object.keys(bundle).sort()) {
    if (container !== '' && !key.includes(container)) continue;
    const tab = tabNamed(bundle[key] ?? '');
    if (tab) return tab;
  }
  return TARGET_TAB;
}

/** products spec 2.8: "?class= preselects the share class" (A, C, E or I, "Class " allowed); else A (spec 9). */
export function plan529ClassFromQuery(query: QueryInput): Plan529Class {
  const wanted = stripClassPrefix(params(query).get('class')).toUpperCase();
  return PLAN_529_CLASSES.find((c) => c === wanted) ?? DEFAULT_PLAN_529_CLASS;
}

// ---------------------------------------------------------------------------------------------------------------
// Rows (products spec 3 "529 product")

export type Plan529Basis = 'puv' | 'pop';

/** A 529 product with what the age-based tab derives: glidePath (the code), ageGroup (the desc) and its age. */
export type Plan529Row = Plan529Product & { glidePath: string; ageGroup: string; age: number };

/** products spec 5: "age is the leading number of ageGroup" ('x-y' or 'x+'); none sorts first. */
export function ageOf(ageGroup: string): number {
  const match = /^\s*(\d+)/.exec(ageGroup);
  return match ? Number(match[1]) : -1;
}

/** products spec 3: "derived on the age-based tab: glidePath (the code) and ageGroup (the desc)". */
export function plan529Row(product: Plan529Product): Plan529Row {
  const filter = product.filters?.find((f) => (f.filter ?? '').toLowerCase() === 'glidepath');
  const value = filter?.filterValue?.[0];
  const glidePath = (value?.code ?? '').trim().toUpperCase();
  const ageGroup = (value?.desc ?? '').trim();
  return { ...product, glidePath, ageGroup, age: ageOf(ageGroup) };
}

/**
 * The rows of a tab: the age-based tab shows the tracks (products with a glide path); the target tab leaves out
 * the products whose name contains the provider's own 529 brand string (products spec 2.8).
 */
export function plan529TabRows(products: readonly Plan529Product[], tab: Plan529Tab, brand: string): Plan529Row[] {
  const rows = products.map(plan529Row);
  if (tab === AGE_BASED_TAB) return rows.filter((row) => row.glidePath !== '');
  const excluded = brand.trim();
  return excluded === '' ? rows : rows.filter((row) => !row.name.includes(excluded));
}

/** The header dates of the table (products spec 2.8): the first each row gives. */
export function plan529Dates(rows: readonly Plan529Product[]) {
  const first = (field: 'puvDate' | 'ytdAsOfDate' | 'asOfDate' | 'expenseAsOfDate') =>
    rows.find((r) => r[field])?.[field] ?? undefined;
  return {
    puvDate: first('puvDate'),
    ytdAsOfDate: first('ytdAsOfDate'),
    asOfDate: first('asOfDate'),
    expenseAsOfDate: first('expenseAsOfDate'),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The view

/** products spec 4: each tab starts sorted by its name column (on the age-based tab, the age group). */
export const DEFAULT_PLAN_529_SORT: SortState = { key: 'fundName', direction: 'asc' };

/**
 * The column a sort state sorts by: one of the tab's columns; the name column of the age-based tab, which reads
 * "Ages {ageGroup}", by age ("The age-based tab ... sorts by ageGroup", products spec 4). An unknown key sorts by
 * the name column.
 */
export function plan529SortColumn(
  tab: Plan529Tab,
  columns: readonly (SortColumn & { field: string })[],
  sort: SortState,
): SortColumn {
  const column = columns.find((c) => c.key === sort.key) ?? columns.find((c) => c.key === 'fundName')!;
  if (column.key === 'fundName' && tab === AGE_BASED_TAB) return { key: 'fundName', field: 'age', kind: 'number' };
  return column;
}

export interface PreparedPlan529 {
  rows: readonly Plan529Row[];
  sorter: Sorter<Plan529Row>;
}

/** products spec 5: "On 529 tables ties break by age", then by name. */
export function preparePlan529(rows: readonly Plan529Row[]): PreparedPlan529 {
  return { rows, sorter: createSorter(rows, { name: (row) => row.name, tieBreak: (row) => row.age }) };
}

/** products spec 5 "529: name, on the target tab only", case-insensitive. */
function matchesSearch(row: Plan529Row, term: string): boolean {
  return term === '' || row.name.toLowerCase().includes(term);
}

/**
 * The table of a tab: the target tab's rows matching the search, in the sort order; the age-based tab's rows in
 * their tracks, AGGRESSIVE, MODERATE, CONSERVATIVE (products spec 5), each in the sort order (the name column of
 * this tab is "Ages {ageGroup}" and sorts by age).
 */
export function plan529View(
  prepared: PreparedPlan529,
  state: { tab: Plan529Tab; search: string; sort: SortState; columns: readonly (SortColumn & { field: string })[] },
): TableView<Plan529Row> {
  const column = plan529SortColumn(state.tab, state.columns, state.sort);
  const ordered = prepared.sorter.sort(column, column.key === state.sort.key ? state.sort.direction : 'asc');
  if (state.tab === AGE_BASED_TAB) {
    const groups = groupRows(ordered, (row) => row.glidePath, GLIDE_PATHS);
    return { count: ordered.length, rows: groups.flatMap((g) => g.rows), groups };
  }
  const term = state.search.trim().toLowerCase();
  const rows = ordered.filter((row) => matchesSearch(row, term));
  return { count: rows.length, rows };
}
