/**
 * The product tables' column definitions (products spec 2.3, 2.5, 2.10): what a column shows and sorts on, and
 * what the table needs to know of each (ids, figures, widths).
 */
import type { ColumnWidth } from '../../../runtime/ui/DataTable';
import type { SortKind } from './sorting';

export interface ColumnDef {
  /** Stable id, kept in the sort state across a change of performance basis. */
  key: string;
  /** The row field the cell and the sort read. */
  field: string;
  header: string;
  kind: SortKind;
  /** Column group header, where the table has one. */
  group?: string;
  /** False for a column whose header is no sort button (model portfolios sort by name and date only). */
  sortable?: false;
  /** How wide the column may shrink, where its kind alone does not say it. */
  width?: ColumnWidth;
  /** A second figure shown under the first, with what each is (products spec 2.7: NAV over market). */
  pair?: FigurePair;
  /**
   * On phones the column folds away and its value shows under the fund name, as the ticker does
   * (docs/elements/fund-table.md, "Tables at every width"): `labelled` puts the column's header before the value, `bare` shows the value alone.
   */
  underName?: UnderName;
  /** The note of the mark the header ends with ("Since Incept. *"), shown under the table. */
  footnote?: HeaderFootnote;
}

/** A header's footnote: its mark and its text. */
export interface HeaderFootnote {
  mark: string;
  text: string;
}

/** How a column folded under the fund name on phones reads there. */
export type UnderName = 'labelled' | 'bare';

/** products spec 2.7: a cell holding two figures, the first over the second, each named. */
export interface FigurePair {
  /** The row field of the lower figure. */
  field: string;
  /** The names of the upper and the lower figure. */
  labels: readonly [string, string];
  /** Whether the names are shown, or read by screen readers only. */
  visibleLabels: boolean;
}

/** A column of two figures (products spec 2.7): sorted by the upper one. */
export const pairCol = (def: ColumnDef, pair: FigurePair): ColumnDef => ({ ...def, pair });

/** A choice of a select or a checkbox list. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export const col = (key: string, header: string, kind: SortKind, field = key, group?: string): ColumnDef =>
  group ? { key, field, header, kind, group } : { key, field, header, kind };

/** Column ids whose cells are figures, for right alignment. */
function numericColumns(defs: readonly ColumnDef[]): Set<string> {
  return new Set(defs.filter((d) => d.kind === 'number').map((d) => d.key));
}

function widthOf(def: ColumnDef): ColumnWidth {
  if (def.width) return def.width;
  if (def.key === 'fundName') return 'name';
  if (def.key === 'symbol' || def.key === 'classText') return 'narrow';
  if (def.kind === 'number') return 'figure';
  if (def.kind === 'text') return /category/i.test(def.key) ? 'wide' : 'text';
  return def.kind;
}

/** How wide each column may shrink (DataTable `widths`): by the kind of its values, the ticker narrow. */
export function columnWidths(
  defs: readonly ColumnDef[],
  overrides: Readonly<Partial<Record<string, ColumnWidth>>> = {},
): Partial<Record<string, ColumnWidth>> {
  return Object.fromEntries(defs.map((def) => [def.key, overrides[def.key] ?? widthOf(def)]));
}

function sortableKeys(defs: readonly ColumnDef[]): Set<string> {
  return new Set(defs.filter((d) => d.sortable !== false).map((d) => d.key));
}

/** The headers' texts by column, so that no column is narrower than its header's longest word. */
function headerTexts(defs: readonly ColumnDef[]): Record<string, string> {
  return Object.fromEntries(defs.map((def) => [def.key, def.header]));
}

/**
 * The columns the fund name's cell also shows on phones (see cells.tsx), in their order: the ticker, and every
 * column marked `underName`. A table without a fund name column folds none; the folded columns take no width on
 * phones, so the name and the figures fill the screen.
 */
export function foldedUnderName(defs: readonly ColumnDef[]): ColumnDef[] {
  if (!defs.some((d) => d.key === 'fundName')) return [];
  return defs
    .filter((d) => d.key === 'symbol' || d.underName)
    .map((d) => (d.key === 'symbol' && !d.underName ? { ...d, underName: 'bare' } : d));
}

/**
 * Phones: the columns a visitor may sort by from the "Sort by" control, when one of them is folded under the name
 * and so has no header button there (products spec 2.9: model portfolios sort by name and inception date, and the
 * date folds). Every sortable column, folded or not, so that the control names the current sort whatever it is;
 * none when no sortable column folds, where the header buttons suffice.
 */
export function phoneSortColumns(defs: readonly ColumnDef[]): ColumnDef[] {
  const sortable = defs.filter((d) => d.sortable !== false);
  const folded = foldedUnderName(defs);
  return folded.some((d) => d.sortable !== false) ? sortable : [];
}

/**
 * What a table needs to know of its columns: which sort, which hold figures, how wide each may shrink and which
 * folds away on phones.
 */
export function columnShape(defs: readonly ColumnDef[]) {
  const folded = foldedUnderName(defs);
  return {
    sortable: sortableKeys(defs),
    numeric: numericColumns(defs),
    widths: columnWidths(defs),
    headerTexts: headerTexts(defs),
    compactHidden: new Set(folded.map((d) => d.key)),
  };
}

/** The footnotes of the columns' headers, each once, in the columns' order. */
export function headerFootnotes(defs: readonly ColumnDef[]): HeaderFootnote[] {
  const notes = new Map<string, HeaderFootnote>();
  for (const def of defs) if (def.footnote && !notes.has(def.footnote.mark)) notes.set(def.footnote.mark, def.footnote);
  return [...notes.values()];
}

/** Reads a row's field by name (the columns name the field each cell shows). */
export function fieldOf(row: unknown, field: string): unknown {
  return (row as Record<string, unknown>)[field];
}
