/**
 * The table shell of the product tables (DESIGN "Table shell"), on @tanstack/react-table v9. The table gives the
 * columns, the header rows (column groups with their spans) and the cells; the ORDER of the rows comes from the
 * widget's model (manual sorting and grouping), passed in as row ids. The row model is built once per data load
 * (`data` stays the same array while the visitor sorts, filters or types), so each row keeps its identity and
 * the memoised rows re-render only when they themselves change: a keystroke costs the model's filter and sort and
 * the reconciliation of the rows that came or went.
 *
 * Every matching row stays in the DOM (reachable by screen readers and find-in-page); collapsed groups keep
 * their rows `hidden`. The header sticks to the top of the scroll area and the row-header column (the fund name)
 * to its left edge, so wide tables scroll sideways inside the element with the name in view.
 *
 * Layout: each row is a CSS grid on one shared column template (`--cm-columns`, from each column's width kind)
 * instead of an automatic table layout, so a row's layout never depends on the other rows, and every body row
 * has `content-visibility: auto`: the browser lays out and paints only the rows near the view, while the rows
 * out of view stay in the DOM, in the accessibility tree and in find-in-page. With 1,200 rows a sort or a
 * cleared search then costs the reordering of the DOM, not a layout of every cell (`npm run bench`). A table
 * element that is not `display: table` keeps its semantics only where the browser says so, so every part
 * carries its table role explicitly.
 */
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   the table's parts are not `display: table`, so each states its table role (see above); the linter counts those
   roles as redundant, and a row as interactive. */
import { memo, useMemo, type CSSProperties, type ReactNode } from 'react';
import {
  createColumnHelper,
  flexRender,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Header,
  type Row,
  type RowData,
} from '@tanstack/react-table';
import { useRowChunks } from './use-row-chunks';

/** The table features in use: none beyond the core (sorting and grouping are the models'). */
export const tableFeatureSet = tableFeatures({});
export type TableFeatureSet = typeof tableFeatureSet;
export type TableColumnDef<R extends RowData> = ColumnDef<TableFeatureSet, R>;

/** A typed column helper for rows of type R. */
export function tableColumnHelper<R extends RowData>() {
  return createColumnHelper<TableFeatureSet, R>();
}

export type SortDirection = 'asc' | 'desc';

/**
 * How wide a column may shrink, and how much of the spare width it takes: `name` is the row-header column (its
 * minimum follows the breakpoint, see ui.css), `figure` a number, `range` a "low − high" pair of 5-decimal figures.
 */
export type ColumnWidth = 'name' | 'narrow' | 'figure' | 'date' | 'rating' | 'range' | 'text' | 'wide';

const TRACKS: Readonly<Record<ColumnWidth, readonly [min: string, share: number]>> = {
  name: ['var(--_name-min)', 3],
  narrow: ['4.75rem', 0.5],
  figure: ['5.5rem', 1],
  date: ['6.75rem', 1],
  rating: ['7.5rem', 1],
  range: ['10.75rem', 1.25],
  text: ['8rem', 1.5],
  wide: ['11rem', 2],
};

/**
 * The shared column template and the table's minimum width (the sum of the minimums: narrower than that, the
 * area scrolls sideways). Every track has a fixed minimum, so all rows line up whatever their content.
 */
export function columnLayout(widths: readonly ColumnWidth[]): { template: string; minWidth: string } {
  const tracks = widths.map((width) => TRACKS[width]);
  return {
    template: tracks.map(([min, share]) => `minmax(${min}, ${share}fr)`).join(' '),
    minWidth: `calc(${tracks.map(([min]) => min).join(' + ')})`,
  };
}

export interface TableGroup {
  key: string;
  /** The group row's heading, e.g. "Starling Category: Large Growth". */
  label: ReactNode;
  /** The ids of the group's rows, in order. */
  rowIds: readonly string[];
  collapsed: boolean;
  /** Cells of the group row under given columns (fund counts per period); the label spans the columns before. */
  cells?: Readonly<Partial<Record<string, ReactNode>>>;
}

/** A row shown under a data row (benchmark and category-average rows, products spec 2.3). */
export interface ExtraRow {
  key: string;
  className?: string;
  /** Cells by column id; the row-header column holds the row's label. */
  cells: Readonly<Partial<Record<string, ReactNode>>>;
}

export interface DataTableProps<R extends RowData> {
  /** The table's accessible name (a visually hidden caption, and the label of the scroll region). */
  caption: string;
  /** Stable between renders (memoised): a new array rebuilds every row. */
  columns: readonly TableColumnDef<R>[];
  /** Every row of the data load, stable between renders; `order` / `groups` say which are shown and how. */
  data: readonly R[];
  getRowId: (row: R) => string;
  /** Row ids in display order when the table is not grouped. */
  order?: readonly string[];
  /**
   * The ids of `order` to show; the others stay in the DOM, `hidden` (out of the accessibility tree and
   * find-in-page too), and showing them again only flips that attribute. Absent: every row of `order` shows.
   */
  shown?: ReadonlySet<string>;
  groups?: readonly TableGroup[];
  onToggleGroup?: (key: string) => void;
  sort?: { key: string; direction: SortDirection };
  sortable?: ReadonlySet<string>;
  onSort?: (columnId: string) => void;
  /** Columns whose cells are figures (right-aligned, tabular digits). */
  numeric?: ReadonlySet<string>;
  /**
   * Width kinds by column id. Unnamed columns are `name` (the row-header column), `figure` (numeric) or `text`.
   */
  widths?: Readonly<Partial<Record<string, ColumnWidth>>>;
  /** The column whose cells are row headers and stay in view when scrolling sideways. */
  rowHeaderColumn: string;
  /** Rows under a data row; keep the function stable (useCallback) or every row re-renders. */
  extraRows?: (row: R) => readonly ExtraRow[];
  className?: string;
}

function ariaSort(
  sort: { key: string; direction: SortDirection } | undefined,
  columnId: string,
): 'ascending' | 'descending' | undefined {
  if (!sort || sort.key !== columnId) return undefined;
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

function SortIcon({ direction }: { direction: SortDirection | undefined }) {
  return (
    <svg
      className="cm-sort-icon"
      viewBox="0 0 10 14"
      aria-hidden="true"
      focusable="false"
      data-direction={direction ?? 'none'}
    >
      <path className="cm-sort-up" d="M5 1 9 6H1z" />
      <path className="cm-sort-down" d="M5 13 1 8h8z" />
    </svg>
  );
}

interface BodyRowProps<R extends RowData> {
  row: Row<TableFeatureSet, R>;
  /** Not read: a new column set must draw new cells, which memo() would otherwise skip. */
  columns: readonly TableColumnDef<R>[];
  columnIds: readonly string[];
  rowHeaderColumn: string;
  numeric: ReadonlySet<string> | undefined;
  hidden: boolean;
  extraRows: ((row: R) => readonly ExtraRow[]) | undefined;
}

function cellClass(columnId: string, rowHeaderColumn: string, numeric: ReadonlySet<string> | undefined): string {
  const classes = [`cm-col-${columnId}`];
  if (columnId === rowHeaderColumn) classes.push('cm-row-header');
  if (numeric?.has(columnId)) classes.push('cm-numeric');
  return classes.join(' ');
}

function BodyRowComponent<R extends RowData>({
  row,
  columns,
  columnIds,
  rowHeaderColumn,
  numeric,
  hidden,
  extraRows,
}: BodyRowProps<R>) {
  // The cells depend on the row and the columns only: showing or hiding the row re-renders no cell.
  const cells = useMemo(
    () =>
      row.getAllCells().map((cell) => {
        const content = flexRender(cell.column.columnDef.cell, cell.getContext());
        const className = cellClass(cell.column.id, rowHeaderColumn, numeric);
        return cell.column.id === rowHeaderColumn ? (
          <th key={cell.id} role="rowheader" scope="row" className={className}>
            {content}
          </th>
        ) : (
          <td key={cell.id} role="cell" className={className}>
            {content}
          </td>
        );
      }),
    // `columns` is not read, but a new column set must draw new cells.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [row, columns, rowHeaderColumn, numeric],
  );
  const extras = useMemo(
    () =>
      (extraRows?.(row.original) ?? []).map((extra) => ({
        extra,
        cells: columnIds.map((id) =>
          id === rowHeaderColumn ? (
            <th key={id} role="rowheader" scope="row" className={cellClass(id, rowHeaderColumn, numeric)}>
              {extra.cells[id]}
            </th>
          ) : (
            <td key={id} role="cell" className={cellClass(id, rowHeaderColumn, numeric)}>
              {extra.cells[id]}
            </td>
          ),
        ),
      })),
    [row, extraRows, columnIds, rowHeaderColumn, numeric],
  );
  return (
    <>
      <tr role="row" className="cm-row" hidden={hidden}>
        {cells}
      </tr>
      {extras.map(({ extra, cells: extraCells }) => (
        <tr key={extra.key} role="row" className={`cm-extra-row ${extra.className ?? ''}`} hidden={hidden}>
          {extraCells}
        </tr>
      ))}
    </>
  );
}

const BodyRow = memo(BodyRowComponent) as typeof BodyRowComponent;

export function DataTable<R extends RowData>({
  caption,
  columns,
  data,
  getRowId,
  order,
  shown,
  groups,
  onToggleGroup,
  sort,
  sortable,
  onSort,
  numeric,
  widths,
  rowHeaderColumn,
  extraRows,
  className,
}: DataTableProps<R>) {
  const table = useTable({
    features: tableFeatureSet,
    columns: columns as TableColumnDef<R>[],
    data: data as R[],
    getRowId: (row) => getRowId(row),
  });

  const leafColumns = table.getAllLeafColumns();
  const columnIds = useMemo(() => leafColumns.map((c) => c.id), [leafColumns]);
  const headerGroups = table.getHeaderGroups();
  const layout = useMemo(
    () =>
      columnLayout(
        columnIds.map((id) => widths?.[id] ?? (id === rowHeaderColumn ? 'name' : numeric?.has(id) ? 'figure' : 'text')),
      ),
    [columnIds, widths, rowHeaderColumn, numeric],
  );
  // Set through the CSSOM, which a Content-Security-Policy without 'unsafe-inline' styles allows.
  const tableStyle = { '--cm-columns': layout.template, '--cm-table-min-width': layout.minWidth } as CSSProperties;

  // A leaf column outside every column group is drawn once, in the top header row, spanning all header rows.
  const spanned = new Set<string>();
  // The header rows share one grid; each cell is placed at its column and header row, across its spans.
  const headerCell = (header: Header<TableFeatureSet, R, unknown>, level: number, start: number) => {
    const isLeaf = header.subHeaders.length === 0;
    if (header.isPlaceholder || isLeaf) {
      if (spanned.has(header.column.id)) return null;
      if (header.isPlaceholder) spanned.add(header.column.id);
    }
    const rowSpan = header.isPlaceholder ? headerGroups.length - level : undefined;
    const place: CSSProperties = {
      gridColumn: `${start} / span ${header.colSpan}`,
      gridRow: `${level + 1} / span ${rowSpan ?? 1}`,
    };
    if (!isLeaf && !header.isPlaceholder) {
      return (
        <th
          key={header.id}
          role="columnheader"
          scope="colgroup"
          colSpan={header.colSpan}
          className="cm-col-group"
          style={place}
        >
          {flexRender(header.column.columnDef.header, header.getContext())}
        </th>
      );
    }
    const id = header.column.id;
    const content = flexRender(header.column.columnDef.header, header.getContext());
    const direction = sort?.key === id ? sort.direction : undefined;
    return (
      <th
        key={header.id}
        role="columnheader"
        scope="col"
        rowSpan={rowSpan}
        aria-sort={ariaSort(sort, id)}
        className={cellClass(id, rowHeaderColumn, numeric)}
        style={place}
      >
        {sortable?.has(id) && onSort ? (
          <button type="button" className="cm-sort" onClick={() => onSort(id)}>
            <span>{content}</span>
            <SortIcon direction={direction} />
          </button>
        ) : (
          content
        )}
      </th>
    );
  };

  // The first screen of rows, then the rest in chunks that yield to the browser (use-row-chunks.ts).
  const rowCount = groups ? groups.reduce((sum, group) => sum + group.rowIds.length, 0) : (order?.length ?? 0);
  const chunks = useRowChunks(rowCount, data);
  let drawn = 0;
  const renderRow = (id: string, hidden: boolean) => {
    if (drawn++ >= chunks.limit) return null;
    const row = table.getRow(id, true);
    return (
      <BodyRow
        key={id}
        row={row}
        columns={columns}
        columnIds={columnIds}
        rowHeaderColumn={rowHeaderColumn}
        numeric={numeric}
        hidden={hidden}
        extraRows={extraRows}
      />
    );
  };

  return (
    // A scrollable region must be reachable by keyboard to scroll it: it is focusable and named.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={`cm-table-scroll ${className ?? ''}`} role="region" aria-label={caption} tabIndex={0}>
      <table role="table" className="cm-table" style={tableStyle} aria-busy={chunks.busy || undefined}>
        <caption className="cm-visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          {headerGroups.map((group, level) => {
            let start = 1;
            return (
              <tr key={group.id} role="row">
                {group.headers.map((header) => {
                  const cell = headerCell(header, level, start);
                  start += header.colSpan;
                  return cell;
                })}
              </tr>
            );
          })}
        </thead>
        {groups ? (
          groups.map((group) => {
            const labelSpan = Math.max(
              1,
              columnIds.findIndex((id) => group.cells?.[id] !== undefined),
            );
            const span = group.cells ? labelSpan : columnIds.length;
            return (
              <tbody key={group.key} role="rowgroup" className="cm-group">
                <tr role="row" className="cm-group-row">
                  <th
                    role="rowheader"
                    scope="rowgroup"
                    colSpan={span}
                    className="cm-group-label"
                    style={{ gridColumn: `1 / span ${span}` }}
                  >
                    <button
                      type="button"
                      className="cm-group-toggle"
                      aria-expanded={!group.collapsed}
                      onClick={() => onToggleGroup?.(group.key)}
                    >
                      <span className="cm-group-symbol" aria-hidden="true">
                        {group.collapsed ? '+' : '-'}
                      </span>
                      <span>{group.label}</span>
                    </button>
                  </th>
                  {group.cells &&
                    columnIds.slice(span).map((id) => (
                      <td key={id} role="cell" className={cellClass(id, rowHeaderColumn, numeric)}>
                        {group.cells?.[id]}
                      </td>
                    ))}
                </tr>
                {group.rowIds.map((id) => renderRow(id, group.collapsed))}
              </tbody>
            );
          })
        ) : (
          <tbody role="rowgroup">{(order ?? []).map((id) => renderRow(id, shown ? !shown.has(id) : false))}</tbody>
        )}
      </table>
    </div>
  );
}
