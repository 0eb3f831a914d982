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
 */
import { memo, useMemo, type ReactNode } from 'react';
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
  groups?: readonly TableGroup[];
  onToggleGroup?: (key: string) => void;
  sort?: { key: string; direction: SortDirection };
  sortable?: ReadonlySet<string>;
  onSort?: (columnId: string) => void;
  /** Columns whose cells are figures (right-aligned, tabular digits). */
  numeric?: ReadonlySet<string>;
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
  /** Not read: a new column set must re-render the row, which memo() would otherwise skip. */
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
  columnIds,
  rowHeaderColumn,
  numeric,
  hidden,
  extraRows,
}: BodyRowProps<R>) {
  const extras = extraRows?.(row.original) ?? [];
  return (
    <>
      <tr className="cm-row" hidden={hidden}>
        {row.getAllCells().map((cell) => {
          const content = flexRender(cell.column.columnDef.cell, cell.getContext());
          const className = cellClass(cell.column.id, rowHeaderColumn, numeric);
          return cell.column.id === rowHeaderColumn ? (
            <th key={cell.id} scope="row" className={className}>
              {content}
            </th>
          ) : (
            <td key={cell.id} className={className}>
              {content}
            </td>
          );
        })}
      </tr>
      {extras.map((extra) => (
        <tr key={extra.key} className={`cm-extra-row ${extra.className ?? ''}`} hidden={hidden}>
          {columnIds.map((id) =>
            id === rowHeaderColumn ? (
              <th key={id} scope="row" className={cellClass(id, rowHeaderColumn, numeric)}>
                {extra.cells[id]}
              </th>
            ) : (
              <td key={id} className={cellClass(id, rowHeaderColumn, numeric)}>
                {extra.cells[id]}
              </td>
            ),
          )}
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
  groups,
  onToggleGroup,
  sort,
  sortable,
  onSort,
  numeric,
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

  // A leaf column outside every column group is drawn once, in the top header row, spanning all header rows.
  const spanned = new Set<string>();
  const headerCell = (header: Header<TableFeatureSet, R, unknown>, level: number) => {
    const isLeaf = header.subHeaders.length === 0;
    if (header.isPlaceholder || isLeaf) {
      if (spanned.has(header.column.id)) return null;
      if (header.isPlaceholder) spanned.add(header.column.id);
    }
    const rowSpan = header.isPlaceholder ? headerGroups.length - level : undefined;
    if (!isLeaf && !header.isPlaceholder) {
      return (
        <th key={header.id} scope="colgroup" colSpan={header.colSpan} className="cm-col-group">
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
        scope="col"
        rowSpan={rowSpan}
        aria-sort={ariaSort(sort, id)}
        className={cellClass(id, rowHeaderColumn, numeric)}
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

  const renderRow = (id: string, hidden: boolean) => {
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
      <table className="cm-table">
        <caption className="cm-visually-hidden">{caption}</caption>
        <thead>
          {headerGroups.map((group, level) => (
            <tr key={group.id}>{group.headers.map((header) => headerCell(header, level))}</tr>
          ))}
        </thead>
        {groups ? (
          groups.map((group) => {
            const labelSpan = Math.max(
              1,
              columnIds.findIndex((id) => group.cells?.[id] !== undefined),
            );
            const span = group.cells ? labelSpan : columnIds.length;
            return (
              <tbody key={group.key} className="cm-group">
                <tr className="cm-group-row">
                  <th scope="rowgroup" colSpan={span} className="cm-group-label">
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
                      <td key={id} className={cellClass(id, rowHeaderColumn, numeric)}>
                        {group.cells?.[id]}
                      </td>
                    ))}
                </tr>
                {group.rowIds.map((id) => renderRow(id, group.collapsed))}
              </tbody>
            );
          })
        ) : (
          <tbody>{(order ?? []).map((id) => renderRow(id, false))}</tbody>
        )}
      </table>
    </div>
  );
}
