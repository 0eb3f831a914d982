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
 *
 * Phones (ui.css, up to 767 px): a column the view shows elsewhere (`compactHidden`) takes no width; a column whose
 * cells stack under the row header (`compactUnder`) takes none either, and each of its cells, and its header, moves
 * under the row header's, in its track: a row shows the name with its other values below it and its controls
 * beside it, each value drawn once and read in its own cell.
 */
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role --
   the table's parts are not `display: table`, so each states its table role (see above); the linter counts those
   roles as redundant, and a row as interactive. */
import { memo, useId, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  createColumnHelper,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row,
  type RowData,
} from '@tanstack/react-table';
import { useScrollCue } from './scroll-cue';
import { columnLayout, useLayoutStyle, type ColumnWidth } from './table-layout';
import { drawContent } from './table-content';
import { TableHeader } from './TableHeader';
import { TableEnd, TableSkipLink } from './TableSkipLink';
import { useRowChunks } from './use-row-chunks';

export { columnLayout, type ColumnWidth };

/** The table features in use: none beyond the core (sorting and grouping are the models'). */
export const tableFeatureSet = tableFeatures({});
export type TableFeatureSet = typeof tableFeatureSet;
export type TableColumnDef<R extends RowData> = ColumnDef<TableFeatureSet, R>;

/** A typed column helper for rows of type R. */
export function tableColumnHelper<R extends RowData>() {
  return createColumnHelper<TableFeatureSet, R>();
}

export type SortDirection = 'asc' | 'desc';

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
  /** The leaf headers' plain texts: a column is never narrower than its header's longest word (table-layout). */
  headerTexts?: Readonly<Partial<Record<string, string>>>;
  /** Columns that take no width on phones, where the view shows their value elsewhere (the ticker under the name). */
  compactHidden?: ReadonlySet<string>;
  /**
   * Columns whose cells stack under the row header on phones, one line each in the columns' order (a view's
   * stylesheet may change it with `order`), taking no width there: the other columns (a row's checkbox, its Quantity
   * and Remove) stay beside the name. For a table without column groups; stable between renders, as `numeric`.
   */
  compactUnder?: ReadonlySet<string>;
  /**
   * Phones: the words drawn before a stacked cell's value where the value alone would not say what it is ("Class"
   * before "A"); screen readers hear the column's header instead, as at every width.
   */
  compactLabels?: Readonly<Partial<Record<string, string>>>;
  /** The column whose cells are row headers and stay in view when scrolling sideways. */
  rowHeaderColumn: string;
  /** Rows under a data row; keep the function stable (useCallback) or every row re-renders. */
  extraRows?: (row: R) => readonly ExtraRow[];
  className?: string;
}

interface BodyRowProps<R extends RowData> {
  row: Row<TableFeatureSet, R>;
  /** Not read: a new column set must draw the cells again (in place), which memo() would otherwise skip. */
  columns: readonly TableColumnDef<R>[];
  columnIds: readonly string[];
  rowHeaderColumn: string;
  numeric: ReadonlySet<string> | undefined;
  compactHidden: ReadonlySet<string> | undefined;
  compactUnder: ReadonlySet<string> | undefined;
  compactLabels: Readonly<Partial<Record<string, string>>> | undefined;
  hidden: boolean;
  extraRows: ((row: R) => readonly ExtraRow[]) | undefined;
}

function cellClass(
  columnId: string,
  rowHeaderColumn: string,
  numeric: ReadonlySet<string> | undefined,
  compactHidden?: ReadonlySet<string>,
  compactUnder?: ReadonlySet<string>,
): string {
  const classes = [`cm-col-${columnId}`];
  if (columnId === rowHeaderColumn) classes.push('cm-row-header');
  if (numeric?.has(columnId)) classes.push('cm-numeric');
  if (compactHidden?.has(columnId)) classes.push('cm-compact-hidden');
  if (compactUnder?.has(columnId) && columnId !== rowHeaderColumn) classes.push('cm-compact-under');
  return classes.join(' ');
}

function BodyRowComponent<R extends RowData>({
  row,
  columns,
  columnIds,
  rowHeaderColumn,
  numeric,
  compactHidden,
  compactUnder,
  compactLabels,
  hidden,
  extraRows,
}: BodyRowProps<R>) {
  // The cells depend on the row and the columns only: showing or hiding the row re-renders no cell. A cell is keyed
  // by its place and its content drawn by drawContent (table-content.tsx), so that a new column set (a landing's tab,
  // a cart's new Remove) changes the contents of the row's cells rather than building new ones: a focused control
  // keeps the focus.
  const cells = useMemo(
    () =>
      row.getAllCells().map((cell, index) => {
        const content = drawContent(cell.column.columnDef.cell, cell.getContext());
        const className = cellClass(cell.column.id, rowHeaderColumn, numeric, compactHidden, compactUnder);
        return cell.column.id === rowHeaderColumn ? (
          <th key={index} role="rowheader" scope="row" className={className}>
            {content}
          </th>
        ) : (
          <td key={index} role="cell" className={className} data-label={compactLabels?.[cell.column.id]}>
            {content}
          </td>
        );
      }),
    // `columns` is not read, but a new column set must draw the cells again (in place: table-content.tsx).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [row, columns, rowHeaderColumn, numeric, compactHidden, compactUnder, compactLabels],
  );
  const extras = useMemo(
    () =>
      (extraRows?.(row.original) ?? []).map((extra) => ({
        extra,
        cells: columnIds.map((id) =>
          id === rowHeaderColumn ? (
            <th
              key={id}
              role="rowheader"
              scope="row"
              className={cellClass(id, rowHeaderColumn, numeric, compactHidden, compactUnder)}
            >
              {extra.cells[id]}
            </th>
          ) : (
            <td key={id} role="cell" className={cellClass(id, rowHeaderColumn, numeric, compactHidden, compactUnder)}>
              {extra.cells[id]}
            </td>
          ),
        ),
      })),
    [row, extraRows, columnIds, rowHeaderColumn, numeric, compactHidden, compactUnder],
  );
  return (
    <>
      <tr role="row" className="cm-row" hidden={hidden || undefined} data-row={row.id}>
        {cells}
      </tr>
      {extras.map(({ extra, cells: extraCells }) => (
        <tr
          key={extra.key}
          role="row"
          className={`cm-extra-row ${extra.className ?? ''}`}
          hidden={hidden || undefined}
          data-row={row.id}
        >
          {extraCells}
        </tr>
      ))}
    </>
  );
}

/**
 * A drawn row re-renders only when its data or the table's settings change. A new data load that keeps a row (the
 * same object under the same id, as when Find a Product appends a product group) gives it a new row-model object,
 * which draws the same cells: the row is kept as it is.
 */
function sameRow<R extends RowData>(before: BodyRowProps<R>, after: BodyRowProps<R>): boolean {
  if (before.row.original !== after.row.original || before.row.id !== after.row.id) return false;
  // for...in rather than Object.keys: this runs for every drawn row at each render of the table.
  for (const key in after) {
    if (key !== 'row' && !Object.is(before[key as keyof BodyRowProps<R>], after[key as keyof BodyRowProps<R>]))
      return false;
  }
  return true;
}

const BodyRow = memo(BodyRowComponent, sameRow) as typeof BodyRowComponent;

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
  headerTexts,
  compactHidden,
  compactUnder,
  compactLabels,
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
  const tableStyle = useLayoutStyle(columnIds, {
    widths,
    headerTexts,
    compactHidden,
    compactUnder,
    rowHeaderColumn,
    numeric,
  });
  const stacked = columnIds.some((id) => compactUnder?.has(id) && id !== rowHeaderColumn);
  const frame = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  useScrollCue(frame, scroller);
  const endId = useId();

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
        compactHidden={compactHidden}
        compactUnder={compactUnder}
        compactLabels={compactLabels}
        hidden={hidden}
        extraRows={extraRows}
      />
    );
  };
  // An ungrouped table's rows do not depend on `shown`: a search or a filter re-renders none of them, and the
  // layout effect below flips `hidden` on the rows whose state changed, before the frame is painted.
  const body = useRef<HTMLTableSectionElement>(null);
  const orderedRows = useMemo(
    () => (groups ? undefined : (order ?? []).map((id) => renderRow(id, false))),
    // renderRow reads these; `data` through the table's rows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      groups,
      order,
      data,
      columns,
      columnIds,
      rowHeaderColumn,
      numeric,
      compactHidden,
      compactUnder,
      compactLabels,
      extraRows,
      chunks.limit,
    ],
  );
  useLayoutEffect(() => {
    if (groups || !body.current) return;
    for (const tr of body.current.rows) {
      const id = tr.dataset.row;
      const hidden = id !== undefined && shown !== undefined && !shown.has(id);
      if (tr.hidden !== hidden) tr.hidden = hidden;
    }
  }, [groups, shown, orderedRows]);

  return (
    <div className="cm-table-frame" ref={frame}>
      <TableSkipLink target={endId} />
      {/* A scrollable region must be reachable by keyboard to scroll it: it is focusable and named. */}
      <div
        className={`cm-table-scroll ${className ?? ''}`}
        role="region"
        aria-label={caption}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        ref={scroller}
      >
        <table
          role="table"
          className={stacked ? 'cm-table cm-stacked' : 'cm-table'}
          style={tableStyle}
          aria-busy={chunks.busy || undefined}
        >
          <caption className="cm-visually-hidden">{caption}</caption>
          <TableHeader
            headerGroups={headerGroups}
            sort={sort}
            sortable={sortable}
            onSort={onSort}
            cellClass={(id) => cellClass(id, rowHeaderColumn, numeric, compactHidden, compactUnder)}
          />
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
                        <td
                          key={id}
                          role="cell"
                          className={cellClass(id, rowHeaderColumn, numeric, compactHidden, compactUnder)}
                        >
                          {group.cells?.[id]}
                        </td>
                      ))}
                  </tr>
                  {group.rowIds.map((id) => renderRow(id, group.collapsed))}
                </tbody>
              );
            })
          ) : (
            <tbody role="rowgroup" ref={body}>
              {orderedRows}
            </tbody>
          )}
        </table>
      </div>
      <TableEnd id={endId} />
    </div>
  );
}
