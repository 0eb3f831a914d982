/**
 * A figure block's table on the runtime's table shell (DataTable): the fund tables' look, its header in view while
 * the rows scroll, the row header's column in view while a wide table scrolls sideways (a phone), and a way past it
 * for keyboard users. The rows come in the block's order.
 */
import { useMemo, type ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { DataTable, tableColumnHelper, type ColumnWidth } from '../../../runtime/ui/DataTable';
import { RegisteredText } from '../../../runtime/ui/RegisteredText';

export interface FigureColumn<R extends RowData> {
  id: string;
  header: string;
  cell: (row: R) => ReactNode;
  /** A figure: right-aligned, tabular digits. */
  numeric?: boolean;
  width?: ColumnWidth;
}

export function FigureTable<R extends RowData>({
  caption,
  columns,
  rows,
  rowId,
  rowHeader,
  className,
}: {
  caption: string;
  /** Stable between renders (module constants or memoised). */
  columns: readonly FigureColumn<R>[];
  /** Stable between renders: a new array draws the rows again. */
  rows: readonly R[];
  /** Stable between renders. */
  rowId: (row: R, index: number) => string;
  rowHeader: string;
  className?: string;
}) {
  const shape = useMemo(() => {
    const helper = tableColumnHelper<R>();
    return {
      defs: columns.map((column) =>
        helper.display({
          id: column.id,
          header: () => <RegisteredText text={column.header} />,
          cell: (context) => column.cell(context.row.original),
        }),
      ),
      numeric: new Set(columns.filter((column) => column.numeric).map((column) => column.id)),
      widths: Object.fromEntries(columns.flatMap((column) => (column.width ? [[column.id, column.width]] : []))),
      headerTexts: Object.fromEntries(columns.map((column) => [column.id, column.header])),
    };
  }, [columns]);
  const ids = useMemo(() => {
    const byRow = new Map(rows.map((row, index) => [row, rowId(row, index)]));
    return { order: [...byRow.values()], of: (row: R) => byRow.get(row) ?? '' };
  }, [rows, rowId]);
  return (
    <div className={`figure-table ${className ?? ''}`}>
      <DataTable
        caption={caption}
        columns={shape.defs}
        data={rows}
        getRowId={ids.of}
        order={ids.order}
        numeric={shape.numeric}
        widths={shape.widths}
        headerTexts={shape.headerTexts}
        rowHeaderColumn={rowHeader}
      />
    </div>
  );
}
