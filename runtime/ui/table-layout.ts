/**
 * The column template of the table shell (DataTable): every row is a CSS grid on one shared template, so each
 * track has a fixed minimum (rows line up whatever their content) and shares the spare width by its kind.
 *
 * A header's text never leaves its cell (it wraps between words): a column is never narrower than its header's
 * longest word. On phones (ui.css, up to 767 px) the minimums shrink through the `--_min-*` properties, and the
 * columns a view shows elsewhere on phones (the ticker, under the fund name) collapse to nothing.
 */
import { useMemo, type CSSProperties } from 'react';

/**
 * How wide a column may shrink, and how much of the spare width it takes: `name` is the row-header column (its
 * minimum follows the breakpoint, see ui.css), `figure` a number, `pair` two figures one over the other with their
 * names shown beside them, `range` a "low − high" pair of 5-decimal figures.
 */
export type ColumnWidth = 'name' | 'narrow' | 'figure' | 'pair' | 'date' | 'rating' | 'range' | 'text' | 'wide';

const TRACKS: Readonly<Record<ColumnWidth, readonly [min: string, share: number]>> = {
  name: ['var(--_name-min)', 3],
  narrow: ['var(--_min-narrow, 4.75rem)', 0.5],
  figure: ['var(--_min-figure, 5.5rem)', 1],
  pair: ['var(--_min-pair, 7.5rem)', 1],
  date: ['var(--_min-date, 6.75rem)', 1],
  rating: ['7.5rem', 1],
  range: ['10.75rem', 1.25],
  text: ['8rem', 1.5],
  wide: ['11rem', 2],
};

/** A column of the layout: its width kind, its header's text when plain, whether it folds away on phones. */
export interface LayoutColumn {
  width: ColumnWidth;
  header?: string | undefined;
  compactHidden?: boolean;
}

/**
 * Where a header may wrap after a "/" ("Premium/Discount", "NAV/Market"): not inside a date ("as of 11/20/2026"),
 * a "/" between two digits. The fund tables draw their headers with these breaks (`<wbr>`).
 */
export const SLASH_BREAK = /(?<=\D\/)|(?<=\/)(?!\d)/;
const WORD_OR_SLASH_BREAK = new RegExp(`\\s+|${SLASH_BREAK.source}`);

/**
 * The width the longest word of a header needs (on phones a header may also wrap after a "/", where the fund
 * tables' headers allow it): its characters in the header's font (`--_head-ch`, one `ch` of
 * the table's text with room for bold capitals), the cell's padding and the sort icon beside it.
 */
export function headerWordMinimum(header: string | undefined, breakAfterSlash = false): string | undefined {
  const words = (header ?? '').split(breakAfterSlash ? WORD_OR_SLASH_BREAK : /\s+/);
  const longest = Math.max(0, ...words.map((word) => word.length));
  return longest > 0 ? `calc(${longest} * var(--_head-ch, 1.1ch) + var(--_head-room, 2.25rem))` : undefined;
}

function trackMinimum(column: LayoutColumn, compact: boolean): string {
  const [min] = TRACKS[column.width];
  const word = headerWordMinimum(column.header, compact);
  return word ? `max(${min}, ${word})` : min;
}

function template(columns: readonly LayoutColumn[], compact: boolean) {
  const tracks = columns.map((column) =>
    compact && column.compactHidden
      ? (['0px', 0] as const)
      : ([trackMinimum(column, compact), TRACKS[column.width][1]] as const),
  );
  return {
    template: tracks.map(([min, share]) => (share === 0 ? min : `minmax(${min}, ${share}fr)`)).join(' '),
    minWidth: `calc(${tracks.map(([min]) => min).join(' + ')})`,
  };
}

/**
 * The shared column template and the table's minimum width (the sum of the minimums: narrower than that, the
 * area scrolls sideways), and the same for phones, where the columns marked `compactHidden` take no width.
 */
export function columnLayout(columns: readonly (ColumnWidth | LayoutColumn)[]): {
  template: string;
  minWidth: string;
  compactTemplate: string;
  compactMinWidth: string;
} {
  const layout = columns.map((column) => (typeof column === 'string' ? { width: column } : column));
  const wide = template(layout, false);
  const compact = template(layout, true);
  return { ...wide, compactTemplate: compact.template, compactMinWidth: compact.minWidth };
}

/** The layout as custom properties of the table, set through the CSSOM (allowed by a CSP without inline styles). */
export function useLayoutStyle(
  columnIds: readonly string[],
  how: {
    widths: Readonly<Partial<Record<string, ColumnWidth>>> | undefined;
    headerTexts: Readonly<Partial<Record<string, string>>> | undefined;
    compactHidden: ReadonlySet<string> | undefined;
    rowHeaderColumn: string;
    numeric: ReadonlySet<string> | undefined;
  },
): CSSProperties {
  const { widths, headerTexts, compactHidden, rowHeaderColumn, numeric } = how;
  return useMemo(() => {
    const layout = columnLayout(
      columnIds.map((id) => ({
        width: widths?.[id] ?? (id === rowHeaderColumn ? 'name' : numeric?.has(id) ? 'figure' : 'text'),
        header: headerTexts?.[id],
        compactHidden: compactHidden?.has(id) ?? false,
      })),
    );
    return {
      '--cm-columns': layout.template,
      '--cm-table-min-width': layout.minWidth,
      '--cm-columns-compact': layout.compactTemplate,
      '--cm-table-min-width-compact': layout.compactMinWidth,
    } as CSSProperties;
  }, [columnIds, widths, headerTexts, compactHidden, rowHeaderColumn, numeric]);
}
