/**
 * A productSummary table as the variable products, closed-end and interval tables show it (products spec 2.4,
 * 2.6, 2.7, 4, 5): the rows of one answer, the search on the product's name, the sort of a column (ties by name,
 * spec 5) and the as-of date of the answer. Per-row values are computed once per data load.
 */
import type { ColumnDef } from './columns';
import type { TableView } from './fund-view';
import { createSorter, type SortState, type Sorter } from './sorting';

/** The rows of one answer, ready to search and sort. */
export interface PreparedProducts<R> {
  rows: readonly R[];
  sorter: Sorter<R>;
  /** Each row's name in lower case, for the search. */
  names: string[];
}

/** `name` reads a row's product name: the search and the tie-break of every sort use it (products spec 5). */
export function prepareProducts<R>(rows: readonly R[], name: (row: R) => string): PreparedProducts<R> {
  return {
    rows,
    sorter: createSorter(rows, { name }),
    names: rows.map((row) => (name(row) ?? '').toLowerCase()),
  };
}

export interface ProductViewState {
  /** The search text; blank shows every row. */
  search: string;
  sort: SortState;
  columns: readonly ColumnDef[];
}

/** products spec 4 "Default sort: fundName ascending": the name column is keyed fundName in every view. */
export const DEFAULT_PRODUCT_SORT: SortState = { key: 'fundName', direction: 'asc' };

/**
 * The table as the visitor sees it: the rows whose name contains the search text (case-insensitive, products
 * spec 5), sorted by the state's column; a sort key no column has sorts by name ascending (spec 4 default).
 */
export function productView<R>(prepared: PreparedProducts<R>, state: ProductViewState): TableView<R> {
  const term = state.search.trim().toLowerCase();
  const known = state.columns.find((c) => c.key === state.sort.key);
  const column = known ?? state.columns.find((c) => c.key === DEFAULT_PRODUCT_SORT.key);
  const direction = known ? state.sort.direction : DEFAULT_PRODUCT_SORT.direction;
  const order = column ? prepared.sorter.order(column, direction) : Array.from(prepared.rows, (_, i) => i);
  const rows = order.filter((i) => term === '' || prepared.names[i]!.includes(term)).map((i) => prepared.rows[i]!);
  return { count: rows.length, rows };
}

/**
 * The date an answer is "as of" (products spec 2.4 "All data as of {asOfDate}", 2.7): the first row's that gives
 * one; undefined when none does.
 */
export function answerDate<R>(rows: readonly R[], field: (row: R) => string | null | undefined): string | undefined {
  for (const row of rows) {
    const value = field(row)?.trim();
    if (value && value !== '-') return value;
  }
  return undefined;
}
