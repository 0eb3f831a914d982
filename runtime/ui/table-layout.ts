/**
 * The column template of the table shell (DataTable): every row is a CSS grid on one shared template, so each
 * track has a fixed minimum (rows line up whatever their content) and shares the spare width by its kind.
 *
 * A header's text never leaves its cell (it wraps between words): a column is never narrower than its header's
 * longest word. On phones (ui.css, up to 767 px) the minimums shrink through the `--_min-*` properties, and the
 * columns a view shows elsewhere on phones (the ticker, under the fund name) collapse to nothing. The columns whose
 * cells stack under the row header's on phones (`compactUnder`) take no width there either: the rows and the header
 * are laid out on the template of the other columns, the stacked cells in the row header's track.
 */
import { useMemo, type CSSProperties } from 'react';

/**
 * How wide a column may shrink, and how much of the spare width it takes: `name` is the row-header column (its
 * minimum follows the breakpoint, see ui.css), `figure` a number, `pair` two figures one over the other with their
 * names shown beside them, `range` a "low − high" pair of 5-decimal figures.
 */
export type ColumnWidth = 'name' | 'narrow' | 'figure' | 'pair' | 'date' | 'rating' | 'range' | 'text' | 'wide';

/**
 * Each kind's minimum and share of the spare width. The minimums let a table of the widest views (variable products'
 * 14 columns) fit a desktop's content column (1,150 px at 1,280 px, less a classic scrollbar's 17 px) with every
 * value whole: a figure ("-10.20", "113.64") takes 4 rem with its padding, a date ("06/28/1995") 5.5 rem, an
 * estimate's range ("0.13410 − 0.15690") 8.75 rem. On phones (ui.css, up to 767 px) the `--_min-*` properties
 * shrink them further.
 */
const TRACKS: Readonly<Record<ColumnWidth, readonly [min: string, share: number]>> = {
  name: ['var(--_name-min)', 3],
  narrow: ['var(--_min-narrow, 4.25rem)', 0.5],
  figure: ['var(--_min-figure, 4rem)', 1],
  pair: ['var(--_min-pair, 7.5rem)', 1],
  date: ['var(--_min-date, 5.5rem)', 1],
  rating: ['var(--_min-rating, 7.5rem)', 1],
  range: ['var(--_min-range, 8.75rem)', 1.25],
  text: ['var(--_min-text, 8rem)', 1.5],
  wide: ['11rem', 2],
};

/**
 * A column of the layout: its width kind, its header's text when plain, whether it folds away on phones (its value
 * shown elsewhere by the view) or stacks under the row header there (its own cells moved, DataTable).
 */
export interface LayoutColumn {
  width: ColumnWidth;
  header?: string | undefined;
  compactHidden?: boolean;
  compactUnder?: boolean;
}

/**
 * Where a header may wrap after a "/" ("Premium/Discount", "NAV/Market"): not inside a date ("as of 11/20/2026"),
 * a "/" between two digits. The fund tables draw their headers with these breaks (`<wbr>`).
 */
export const SLASH_BREAK = /(?<=\D\/)|(?<=\/)(?!\d)/;
/** Where a header's text may wrap at every width: between words, and after a hyphen before a letter ("Ex-Dividend"). */
const WORD_BREAK = /\s+|(?<=-)(?=\p{L})/u;
const WORD_OR_SLASH_BREAK = new RegExp(`${WORD_BREAK.source}|${SLASH_BREAK.source}`, 'u');

/**
 * The width of a character in the headers' bold sans-serif, in em (Helvetica and Arial Bold, whose widths the
 * usual stand-ins share): the narrow letters and marks, the wide ones, capitals, digits, the other lower-case
 * letters. A word's width is their sum, with 6 % to spare for a face a little wider than these.
 */
function characterEm(character: string): number {
  if (/[ijlI'.,:;!|]/.test(character)) return 0.28;
  if (/[ftr/()[\]\- *]/.test(character)) return 0.34;
  if (/[mwMW%@]/.test(character)) return 0.89;
  if (/[A-Z&]/.test(character)) return 0.72;
  if (/[0-9$#]/.test(character)) return 0.556;
  return 0.6;
}
const FACE_MARGIN = 1.06;

/** A word's width in em of the header's font (see characterEm), rounded up to a hundredth. */
export function headerWordEm(word: string): number {
  let em = 0;
  for (const character of word) em += characterEm(character);
  return Math.ceil(em * FACE_MARGIN * 100) / 100;
}

/**
 * The width the longest word of a header needs (on phones a header may also wrap after a "/", where the fund
 * tables' headers allow it): its characters in the header's font (`--_head-em`, the header's font size), the
 * cell's padding and the sort icon beside it (`--_head-room`).
 */
export function headerWordMinimum(header: string | undefined, breakAfterSlash = false): string | undefined {
  const words = (header ?? '').split(breakAfterSlash ? WORD_OR_SLASH_BREAK : WORD_BREAK).filter(Boolean);
  const widest = Math.max(0, ...words.map(headerWordEm));
  return widest > 0 ? `calc(${widest} * var(--_head-em, 0.875rem) + var(--_head-room, 1.875rem))` : undefined;
}

function trackMinimum(column: LayoutColumn, compact: boolean): string {
  const [min] = TRACKS[column.width];
  const word = headerWordMinimum(column.header, compact);
  return word ? `max(${min}, ${word})` : min;
}

function template(columns: readonly LayoutColumn[], compact: boolean) {
  const tracks = columns.map((column) =>
    compact && (column.compactHidden || column.compactUnder)
      ? (['0px', 0] as const)
      : ([trackMinimum(column, compact), TRACKS[column.width][1]] as const),
  );
  return {
    template: tracks.map(([min, share]) => (share === 0 ? min : `minmax(${min}, ${share}fr)`)).join(' '),
    minWidth: `calc(${tracks.map(([min]) => min).join(' + ')})`,
  };
}

/**
 * Phones, with columns stacked under the row header (`compactUnder`): the template of the other columns, on which the
 * rows and the header lay out their cells, the row header's track in it (where the stacked cells go, one line each),
 * and the number of lines of a row (the row header's and one per stacked column), which the cells beside it span.
 */
export interface StackedLayout {
  rowTemplate: string;
  rowHeaderTrack: number;
  lines: number;
}

/**
 * The shared column template and the table's minimum width (the sum of the minimums: narrower than that, the
 * area scrolls sideways), and the same for phones, where the columns marked `compactHidden` or `compactUnder` take
 * no width; with stacked columns, their layout on phones (`stacked`). `rowHeader` is the row header's index.
 */
export function columnLayout(
  columns: readonly (ColumnWidth | LayoutColumn)[],
  rowHeader = 0,
): {
  template: string;
  minWidth: string;
  compactTemplate: string;
  compactMinWidth: string;
  stacked?: StackedLayout;
} {
  // The row header never stacks under itself.
  const layout = columns.map((column, index): LayoutColumn => {
    const described = typeof column === 'string' ? { width: column } : column;
    return index === rowHeader && described.compactUnder ? { ...described, compactUnder: false } : described;
  });
  const wide = template(layout, false);
  const compact = template(layout, true);
  const result = { ...wide, compactTemplate: compact.template, compactMinWidth: compact.minWidth };
  const beside = layout.filter((column) => !column.compactUnder);
  if (beside.length === layout.length) return result;
  const stacked: StackedLayout = {
    rowTemplate: template(beside, true).template,
    rowHeaderTrack: Math.max(1, beside.indexOf(layout[rowHeader]!) + 1),
    lines: layout.length - beside.length + 1,
  };
  return { ...result, stacked };
}

/** The layout as custom properties of the table, set through the CSSOM (allowed by a CSP without inline styles). */
export function useLayoutStyle(
  columnIds: readonly string[],
  how: {
    widths: Readonly<Partial<Record<string, ColumnWidth>>> | undefined;
    headerTexts: Readonly<Partial<Record<string, string>>> | undefined;
    compactHidden: ReadonlySet<string> | undefined;
    compactUnder: ReadonlySet<string> | undefined;
    rowHeaderColumn: string;
    numeric: ReadonlySet<string> | undefined;
  },
): CSSProperties {
  const { widths, headerTexts, compactHidden, compactUnder, rowHeaderColumn, numeric } = how;
  return useMemo(() => {
    const layout = columnLayout(
      columnIds.map((id) => ({
        width: widths?.[id] ?? (id === rowHeaderColumn ? 'name' : numeric?.has(id) ? 'figure' : 'text'),
        header: headerTexts?.[id],
        compactHidden: compactHidden?.has(id) ?? false,
        compactUnder: compactUnder?.has(id) ?? false,
      })),
      Math.max(0, columnIds.indexOf(rowHeaderColumn)),
    );
    const style: Record<string, string> = {
      '--cm-columns': layout.template,
      '--cm-table-min-width': layout.minWidth,
      '--cm-columns-compact': layout.compactTemplate,
      '--cm-table-min-width-compact': layout.compactMinWidth,
    };
    if (layout.stacked) {
      style['--cm-columns-compact-rows'] = layout.stacked.rowTemplate;
      style['--cm-stack-track'] = String(layout.stacked.rowHeaderTrack);
      style['--cm-stack-lines'] = String(layout.stacked.lines);
    }
    return style as CSSProperties;
  }, [columnIds, widths, headerTexts, compactHidden, compactUnder, rowHeaderColumn, numeric]);
}
