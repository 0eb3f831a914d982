/**
 * Sorting and grouping of the product tables (products spec 4 "Sorting", "Grouping"; spec 5 "Sorting and
 * formatting"). Sort keys are computed once per data load and per column (`createSorter`), so a click on a header
 * or a new filter only compares numbers.
 */
import { englishCollator } from '../../../runtime/collation';
import { dateSortValue } from '../../../services/product-format';

/** A date as a number that sorts by day (services/product-format.ts, shared with the fund page). */
export { dateSortValue };

export type SortKind = 'text' | 'number' | 'rating' | 'date';
export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export interface SortColumn {
  /** The id kept in the sort state. */
  key: string;
  /** The row field read for the sort (defaults to key). */
  field?: string;
  kind: SortKind;
}

/** Orders two texts case-insensitively in English (fund names, link texts): base sensitivity ignores case (and accents). */
export function compareText(a: string, b: string): number {
  return englishCollator().compare(a, b);
}

/**
 * products spec 4: clicking the current column toggles the direction; a new column takes its default direction,
 * descending for rating columns and ascending for the others. `alwaysAscending` is the rule of the 529 and
 * generic tables: "a new column always starts ascending".
 */
export function nextSort(current: SortState | undefined, column: SortColumn, alwaysAscending = false): SortState {
  if (current && current.key === column.key) {
    return { key: column.key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { key: column.key, direction: column.kind === 'rating' && !alwaysAscending ? 'desc' : 'asc' };
}

/** products spec 5: "Numeric sort treats "-" as 0"; so do a missing value and a text that is not a number. */
export function numericSortValue(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value !== 'string') return 0;
  const text = value.replace(/[\s$,%]/g, '');
  if (text === '' || text === '-') return 0;
  const number = Number(text);
  return Number.isFinite(number) ? number : 0;
}

/** The text a text column sorts on; a list (the provider's category may be one) is joined. */
export function textValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.filter((v) => v !== null && v !== undefined && v !== '').join(', ');
  return String(value);
}

/** A text column's keys: each row's text, its rank (equal texts share one) and the rows' indexes in text order. */
interface TextKeys {
  texts: readonly string[];
  ranks: Float64Array;
  order: readonly number[];
}

/**
 * Ranks of texts in case-insensitive English order: equal texts share a rank. Given the keys of a load that this
 * one extends (`from`: each row's index there, or -1 for an added row), the earlier order is kept as one sorted
 * run followed by the added rows, which the sort (a merge sort of runs) merges with few comparisons.
 */
function textRanks(texts: readonly string[], from?: Int32Array, before?: TextKeys): TextKeys {
  let order = texts.map((_, i) => i);
  if (from && before) {
    const to = new Int32Array(before.texts.length);
    from.forEach((old, i) => (to[old] = i));
    order = before.order.map((old) => to[old]!).concat(order.filter((i) => from[i]! < 0));
  }
  order.sort((a, b) => englishCollator().compare(texts[a]!, texts[b]!));
  const ranks = new Float64Array(texts.length);
  for (let i = 1, rank = 0; i < order.length; i += 1) {
    if (englishCollator().compare(texts[order[i - 1]!]!, texts[order[i]!]!) !== 0) rank += 1;
    ranks[order[i]!] = rank;
  }
  return { texts, ranks, order };
}

export interface Sorter<R> {
  readonly rows: readonly R[];
  /**
   * The rows' indexes ordered by the column in the given direction; ties are broken by fund name
   * (case-insensitive, always ascending, products spec 5), then by the order of the data.
   */
  order(column: SortColumn, direction: SortDirection): number[];
  /** The rows in that order. */
  sort(column: SortColumn, direction: SortDirection): R[];
}

export interface SorterOptions<R> {
  /** The fund name used to break ties (products spec 5). */
  name: (row: R) => unknown;
  /** Reads a field of a row; defaults to the property of that name. */
  value?: (row: R, field: string) => unknown;
  /** A number that breaks ties before the name, ascending (products spec 5: the 529 tables' age). */
  tieBreak?: (row: R) => number;
}

const readField = (row: unknown, field: string): unknown => (row as Record<string, unknown>)[field];

/** The keys a sorter has computed so far, by `kind:field` ('name' for the tie-breaking names). */
type KeyCache = Map<string, Float64Array | TextKeys>;
const keyCaches = new WeakMap<Sorter<unknown>, KeyCache>();

/**
 * Each row's index in `before` (-1 for a row added since), when `rows` keeps every row of `before` (the same
 * objects, in any order); undefined otherwise.
 */
export function keptRowIndexes<R>(rows: readonly R[], before: readonly R[]): Int32Array | undefined {
  const index = new Map(before.map((row, i) => [row, i]));
  const from = Int32Array.from(rows, (row) => index.get(row) ?? -1);
  const kept = from.filter((old) => old >= 0);
  return index.size === before.length && kept.length === before.length && new Set(kept).size === kept.length
    ? from
    : undefined;
}

/**
 * Prepares the rows of one data load for sorting. Each column's keys (numbers, dates as YYYYMMDD, text ranks)
 * are computed the first time the column is sorted and kept; every later sort compares numbers only. Given the
 * sorter of the load before (`previous`, with the same options) and a load that keeps its rows and adds others
 * (a product group arriving), the keys already computed are carried over and only the added rows' are computed.
 */
export function createSorter<R>(rows: readonly R[], options: SorterOptions<R>, previous?: Sorter<R>): Sorter<R> {
  const value = options.value ?? readField;
  const cache: KeyCache = new Map();
  const before = previous && keyCaches.get(previous as Sorter<unknown>);
  const from = before && keptRowIndexes(rows, previous.rows);
  let tieKeys: Float64Array | undefined;

  const computed = <K extends Float64Array | TextKeys>(cacheKey: string, make: (old?: K) => K): K => {
    let keys = cache.get(cacheKey) as K | undefined;
    if (!keys) {
      keys = make(from && (before!.get(cacheKey) as K | undefined));
      cache.set(cacheKey, keys);
    }
    return keys;
  };
  const textKeys = (cacheKey: string, read: (row: R) => unknown): Float64Array =>
    computed<TextKeys>(cacheKey, (old) => {
      const texts = rows.map((row, i) => (old && from![i]! >= 0 ? old.texts[from![i]!]! : textValue(read(row))));
      return textRanks(texts, from, old);
    }).ranks;
  const numberKeys = (cacheKey: string, toKey: (row: R) => number): Float64Array =>
    computed<Float64Array>(cacheKey, (old) =>
      Float64Array.from(rows, (row, i) => (old && from![i]! >= 0 ? old[from![i]!]! : toKey(row))),
    );

  const keysFor = (field: string, kind: SortKind): Float64Array => {
    const cacheKey = `${kind}:${field}`;
    if (kind === 'text') return textKeys(cacheKey, (row) => value(row, field));
    const toKey = kind === 'date' ? dateSortValue : numericSortValue;
    return numberKeys(cacheKey, (row) => toKey(value(row, field)));
  };

  const order = (column: SortColumn, direction: SortDirection): number[] => {
    const keys = keysFor(column.field ?? column.key, column.kind);
    const names = textKeys('name', options.name);
    tieKeys ??= options.tieBreak ? Float64Array.from(rows, options.tieBreak) : new Float64Array(rows.length);
    const ties = tieKeys;
    const sign = direction === 'desc' ? -1 : 1;
    const index = Array.from(rows, (_, i) => i);
    return index.sort((a, b) => (keys[a]! - keys[b]!) * sign || ties[a]! - ties[b]! || names[a]! - names[b]! || a - b);
  };

  const sorter: Sorter<R> = {
    rows,
    order,
    sort: (column, direction) => order(column, direction).map((i) => rows[i]!),
  };
  keyCaches.set(sorter as Sorter<unknown>, cache);
  return sorter;
}

// ---------------------------------------------------------------------------------------------------------------
// Grouping

export interface RowGroup<R> {
  /** The group's value (management style, category); '' for rows without one. */
  key: string;
  rows: R[];
}

/**
 * products spec 4: "With category grouping, rows sort by category first; with management-style grouping, by
 * style first." The rows come already ordered by the sort column; they are split into groups kept in that order.
 * Groups follow `groupOrder` where given (values not in it come after), else case-insensitive English order;
 * rows without a group value come last.
 */
export function groupRows<R>(
  ordered: readonly R[],
  groupOf: (row: R) => string,
  groupOrder?: readonly string[],
): RowGroup<R>[] {
  const groups = new Map<string, R[]>();
  for (const row of ordered) {
    const key = groupOf(row);
    let list = groups.get(key);
    if (!list) groups.set(key, (list = []));
    list.push(row);
  }
  const rank = (key: string) => {
    if (!groupOrder) return 0;
    const i = groupOrder.findIndex((g) => englishCollator().compare(g, key) === 0);
    return i < 0 ? groupOrder.length : i;
  };
  return [...groups.entries()]
    .map(([key, rows]) => ({ key, rows }))
    .sort((a, b) => {
      if (a.key === '' || b.key === '') return (a.key === '' ? 1 : 0) - (b.key === '' ? 1 : 0);
      return rank(a.key) - rank(b.key) || englishCollator().compare(a.key, b.key);
    });
}

/** products spec 4: "group rows toggle between collapsed (+) and open (-)". */
export function toggleGroup(collapsed: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(collapsed);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** products spec 4: "Turning category grouping on resets the collapsed set" (every group open). */
export function collapsedAfterGroupingChange(collapsed: ReadonlySet<string>, groupingOn: boolean): Set<string> {
  return groupingOn ? new Set() : new Set(collapsed);
}
