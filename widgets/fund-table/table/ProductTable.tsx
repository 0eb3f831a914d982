/**
 * The table area of a productSummary view (products spec 2.4, 2.6, 2.7, 8): the spinner while the answer is on
 * its way, the failure text with Retry, the empty text, or the sorted table of the rows the search keeps.
 */
import { useMemo, type ReactNode } from 'react';
import type { ServiceStatus } from '../../../runtime/use-service';
import { fundColumns } from './cells';
import type { ColumnDef } from './columns';
import { FundsDataTable } from './FundsDataTable';
import type { TableView } from './fund-view';
import { SectionFailure } from './ResultTexts';
import { TableArea } from './TableArea';
import type { SortState } from './sorting';
import type { EmptyResult } from './texts';

export function ProductTable<R extends object>({
  caption,
  status,
  rows,
  view,
  defs,
  nameCell,
  sort,
  onSort,
  empty,
  failureText,
  onRetry,
}: {
  caption: string;
  status: ServiceStatus;
  /** Every row of the answer. */
  rows: readonly R[];
  view: TableView<R>;
  defs: readonly ColumnDef[];
  /** The name cell (the row header); stable between renders (memoised). */
  nameCell: (row: R) => ReactNode;
  sort: SortState;
  onSort: (column: ColumnDef) => void;
  empty: EmptyResult;
  failureText: string;
  onRetry: () => void;
}) {
  const columns = useMemo(() => fundColumns<R>(defs, nameCell), [defs, nameCell]);
  return (
    <TableArea
      status={status}
      count={view.count}
      failure={<SectionFailure text={failureText} onRetry={onRetry} />}
      empty={empty}
      table={() => (
        <FundsDataTable
          caption={caption}
          defs={defs}
          columns={columns}
          rows={rows}
          view={view}
          sort={sort}
          onSort={onSort}
        />
      )}
    />
  );
}
