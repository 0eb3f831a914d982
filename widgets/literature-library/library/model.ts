/**
 * The literature library's view (products spec 2.15, 4 "Literature library", 9): the Class dropdown and its
 * defaults, the document-type chips without the excluded types, the "Find Literature by Fund" search, the
 * column sorts and "Displaying X of Y Documents". Plain functions over the tab's rows (rows.ts).
 */
import { fillTemplate } from '../../../runtime/config';
import { englishCollator } from '../../../runtime/collation';
import { MUTUAL_FUND_CLASSES } from '../../../services/product-vocabulary';
import {
  CHIP_EXCLUDED_DOC_TYPES,
  ETF_PRODUCT_TYPE,
  LITERATURE_TEXTS,
  type LiteratureTab,
} from '../../../services/literature-vocabulary';
import type { LiteratureRow } from './rows';

export type SortDirection = 'asc' | 'desc';
/** products spec 2.15: Fund Name is sortable, and Literature Type "sortable by fileName". */
export type LibrarySortKey = 'fundName' | 'fileName';
export interface LibrarySort {
  key: LibrarySortKey;
  direction: SortDirection;
}

/** products spec 4: "Default sort: fundName ascending". */
export const DEFAULT_LIBRARY_SORT: LibrarySort = { key: 'fundName', direction: 'asc' };

export interface LibraryState {
  /** "Find Literature by Fund". */
  search: string;
  /** The ticked document-type chips; none ticked shows every type. */
  docTypes: readonly string[];
  /** The Class dropdown's choice; the tab's default when not chosen. */
  fundClass?: string;
  sort: LibrarySort;
}

export const INITIAL_LIBRARY_STATE: LibraryState = { search: '', docTypes: [], sort: DEFAULT_LIBRARY_SORT };

/**
 * products spec 4: "Clicking the current column toggles the direction. A new column takes its default
 * direction": ascending for these text columns.
 */
export function nextLibrarySort(current: LibrarySort, key: LibrarySortKey): LibrarySort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

/** products spec 2.15: "Clear all filters" empties the search and the chips (the tab and class stay). */
export function clearFilters(state: LibraryState): LibraryState {
  return { ...state, search: '', docTypes: [] };
}

/**
 * Another product tab: its chips and classes are its own, so the ticked chips and the chosen class are cleared;
 * the search (a fund's name) and the sort stay.
 */
export function stateForNewTab(state: LibraryState): LibraryState {
  return { search: state.search, docTypes: [], sort: state.sort };
}

/** Ticks or unticks a chip. */
export function toggleDocType(state: LibraryState, docType: string): LibraryState {
  const docTypes = state.docTypes.includes(docType)
    ? state.docTypes.filter((type) => type !== docType)
    : [...state.docTypes, docType];
  return { ...state, docTypes };
}

// ---------------------------------------------------------------------------------------------------------------
// Class dropdown (products spec 2.15: only on mutual-funds, variable-products and interval-funds)

const classRank = (name: string) => {
  const index = (MUTUAL_FUND_CLASSES as readonly string[]).indexOf(name);
  return index < 0 ? MUTUAL_FUND_CLASSES.length : index;
};

/**
 * The classes the tab's documents have, in the share-class order of products spec 9 (others after, in
 * natural order); none on a tab without the dropdown.
 */
export function classOptions(rows: readonly LiteratureRow[], tab: LiteratureTab): string[] {
  if (tab.defaultClass === undefined) return [];
  const classes = new Set<string>();
  for (const row of rows) if (row.fundClass) classes.add(row.fundClass);
  return [...classes].sort((a, b) => classRank(a) - classRank(b) || englishCollator(true).compare(a, b));
}

/**
 * The class in effect: the visitor's choice when the tab has it, else the tab's default (mutual-funds and
 * interval-funds Institutional, variable-products 1), else the first class there is.
 */
export function selectedClass(
  options: readonly string[],
  tab: LiteratureTab,
  chosen: string | undefined,
): string | undefined {
  if (tab.defaultClass === undefined || options.length === 0) return undefined;
  if (chosen !== undefined && options.includes(chosen)) return chosen;
  return options.includes(tab.defaultClass) ? tab.defaultClass : options[0];
}

// ---------------------------------------------------------------------------------------------------------------
// Chips, search, sort

/** The chips: the document types of the rows, without the types products spec 9 excludes, in name order. */
export function docTypeChips(rows: readonly LiteratureRow[]): string[] {
  const types = new Set<string>();
  for (const row of rows) if (row.docType && !CHIP_EXCLUDED_DOC_TYPES.includes(row.docType)) types.add(row.docType);
  return [...types].sort(englishCollator(true).compare);
}

/** "Find Literature by Fund": the fund name or symbol contains the trimmed text, case-insensitively. */
export function matchesFundSearch(row: LiteratureRow, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return (
    row.fundName.toLowerCase().includes(needle) || (row.symbol !== '' && row.symbol.toLowerCase().includes(needle))
  );
}

/** products spec 2.15: ETFs sort "by symbol plus name"; other funds by name. */
function fundSortText(row: LiteratureRow, productType: string): string {
  return productType === ETF_PRODUCT_TYPE && row.symbol ? `${row.symbol} ${row.fundName}` : row.fundName;
}

/**
 * The rows in the column's order; ties fall back to the other text column, then the class, so the order is
 * the same on every render.
 */
export function sortLibraryRows(
  rows: readonly LiteratureRow[],
  sort: LibrarySort,
  productType: string,
): LiteratureRow[] {
  const keyed = rows.map((row) => ({ row, fund: fundSortText(row, productType) }));
  const sign = sort.direction === 'asc' ? 1 : -1;
  keyed.sort((a, b) => {
    const fund = englishCollator(true).compare(a.fund, b.fund);
    const file = englishCollator(true).compare(a.row.fileName, b.row.fileName);
    const first = sort.key === 'fundName' ? fund : file;
    if (first !== 0) return sign * first;
    return (
      (sort.key === 'fundName' ? file : fund) ||
      englishCollator(true).compare(a.row.fundClass ?? '', b.row.fundClass ?? '')
    );
  });
  return keyed.map(({ row }) => row);
}

// ---------------------------------------------------------------------------------------------------------------
// The view

/** What the filters leave of a tab's rows, unsorted. */
export interface LibraryFilter {
  /** The rows shown: the class in effect, the ticked chips and the search. */
  rows: LiteratureRow[];
  /** Y of "Displaying X of Y Documents": the tab's documents in the class in effect. */
  total: number;
  classes: string[];
  fundClass: string | undefined;
  chips: string[];
  /** The ticked chips that the class in effect has (a chip no document has cannot stay ticked unseen). */
  docTypes: string[];
  /** "Clear all filters" has something to clear. */
  filtered: boolean;
}

/** The class in effect and the tab's rows in it: the documents the table holds (Y). */
export interface ClassScope {
  classes: string[];
  fundClass: string | undefined;
  rows: LiteratureRow[];
}

/**
 * The class in effect scopes the tab's rows (Y), documents without a class showing in every class (a variable
 * series' shares belong to no one class).
 */
export function classScope(rows: readonly LiteratureRow[], tab: LiteratureTab, chosen: string | undefined): ClassScope {
  const classes = classOptions(rows, tab);
  const fundClass = selectedClass(classes, tab, chosen);
  const inClass =
    fundClass === undefined ? [...rows] : rows.filter((row) => row.fundClass === fundClass || row.fundClass === null);
  return { classes, fundClass, rows: inClass };
}

/** What the search and the chips leave of a class scope (X). */
export function filterScope(scope: ClassScope, state: Pick<LibraryState, 'docTypes' | 'search'>): LibraryFilter {
  const chips = docTypeChips(scope.rows);
  const docTypes = state.docTypes.filter((type) => chips.includes(type));
  const shown = scope.rows.filter(
    (row) => (docTypes.length === 0 || docTypes.includes(row.docType)) && matchesFundSearch(row, state.search),
  );
  return {
    rows: shown,
    total: scope.rows.length,
    classes: scope.classes,
    fundClass: scope.fundClass,
    chips,
    docTypes,
    filtered: state.search.trim() !== '' || docTypes.length > 0,
  };
}

/** The rows a tab shows: its class scope, filtered by the search and the chips. */
export function libraryFilter(rows: readonly LiteratureRow[], state: LibraryState, tab: LiteratureTab): LibraryFilter {
  return filterScope(classScope(rows, tab, state.fundClass), state);
}

/** The filtered rows in the sort's order. */
export function libraryView(rows: readonly LiteratureRow[], state: LibraryState, tab: LiteratureTab): LibraryFilter {
  const filter = libraryFilter(rows, state, tab);
  return { ...filter, rows: sortLibraryRows(filter.rows, state.sort, tab.productType) };
}

/** products spec 2.15: "Displaying X of Y Documents". */
export function displayingText(shown: number, total: number): string {
  return fillTemplate(LITERATURE_TEXTS.displaying, { shown, total });
}
