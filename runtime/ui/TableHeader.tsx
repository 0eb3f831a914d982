/**
 * The header rows of the table shell (DataTable). The header rows share one grid; each cell is placed at its
 * column and header row, across its spans.
 *
 * A leaf column outside every column group spans all header rows, but is written in the LAST header row with the
 * other leaves, in column order: the sort buttons are then reached with Tab in the order a visitor sees them
 * (Ticker, Fund Name, YTD ... Since Incept., Incept. Date, Gross ...), and every leaf header sits in the row that
 * holds a header for each column. The group headers above carry their column position (`aria-colindex`).
 */
/* eslint-disable jsx-a11y/no-redundant-roles -- the table's parts are not `display: table` (see DataTable.tsx) */
import type { CSSProperties, ReactNode } from 'react';
import type { Header, HeaderGroup, RowData } from '@tanstack/react-table';
import type { SortDirection, TableFeatureSet } from './DataTable';
import { drawContent } from './table-content';

type SortState = { key: string; direction: SortDirection } | undefined;

function ariaSort(sort: SortState, columnId: string): 'ascending' | 'descending' | undefined {
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

export interface TableHeaderProps<R extends RowData> {
  headerGroups: readonly HeaderGroup<TableFeatureSet, R>[];
  sort: SortState;
  sortable: ReadonlySet<string> | undefined;
  onSort: ((columnId: string) => void) | undefined;
  /** The class of a cell of the column (row header, figure). */
  cellClass: (columnId: string) => string;
}

/** For each column outside every group, the first header row it appears in (as a placeholder). */
function topRows<R extends RowData>(headerGroups: readonly HeaderGroup<TableFeatureSet, R>[]): Map<string, number> {
  const top = new Map<string, number>();
  headerGroups.forEach((group, level) => {
    for (const header of group.headers) {
      if (header.isPlaceholder && !top.has(header.column.id)) top.set(header.column.id, level);
    }
  });
  return top;
}

export function TableHeader<R extends RowData>({
  headerGroups,
  sort,
  sortable,
  onSort,
  cellClass,
}: TableHeaderProps<R>) {
  const last = headerGroups.length - 1;
  const top = topRows(headerGroups);

  const groupCell = (header: Header<TableFeatureSet, R, unknown>, level: number, start: number) => (
    <th
      key={header.id}
      role="columnheader"
      scope="colgroup"
      colSpan={header.colSpan}
      aria-colindex={start}
      className="cm-col-group"
      style={{ gridColumn: `${start} / span ${header.colSpan}`, gridRow: `${level + 1} / span 1` }}
    >
      {drawContent(header.column.columnDef.header, header.getContext())}
    </th>
  );

  const leafCell = (header: Header<TableFeatureSet, R, unknown>, start: number): ReactNode => {
    const id = header.column.id;
    const first = top.get(id) ?? last;
    const place: CSSProperties = {
      gridColumn: `${start} / span 1`,
      gridRow: `${first + 1} / span ${last - first + 1}`,
    };
    const content = drawContent(header.column.columnDef.header, header.getContext());
    const direction = sort?.key === id ? sort.direction : undefined;
    return (
      <th
        key={header.id}
        role="columnheader"
        scope="col"
        aria-colindex={start}
        aria-sort={ariaSort(sort, id)}
        className={cellClass(id)}
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

  return (
    <thead role="rowgroup">
      {headerGroups.map((group, level) => {
        let start = 1;
        return (
          <tr key={group.id} role="row">
            {group.headers.map((header) => {
              const at = start;
              start += header.colSpan;
              if (header.isPlaceholder) return null;
              if (header.subHeaders.length > 0) return groupCell(header, level, at);
              return level === last ? leafCell(header, at) : null;
            })}
          </tr>
        );
      })}
    </thead>
  );
}
