/**
 * The Find a Product table (products spec 2.10 "Columns"). Every row stays in the table in the sort order; the
 * ones the search and filters leave out are hidden, so a cleared search shows them again without rebuilding
 * ~1,200 rows (docs/performance.md).
 */
import { useMemo } from 'react';
import { useElement } from '../../../runtime/define-element';
import { FundNameLink, fundColumns } from '../table/cells';
import type { ColumnDef } from '../table/columns';
import { FundsDataTable } from '../table/FundsDataTable';
import type { TableView } from '../table/fund-view';
import type { SortState } from '../table/sorting';
import { findAProductNameCell, type FindAProductRow } from './model';
import { FIND_A_PRODUCT, findAProductColumns } from './texts';

export function FindAProductTable({
  provider,
  rows,
  view,
  sort,
  onSort,
}: {
  provider: string;
  rows: readonly FindAProductRow[];
  view: TableView<FindAProductRow>;
  sort: SortState;
  onSort: (column: ColumnDef) => void;
}) {
  const siteBase = useElement().config.siteBase;
  const defs = useMemo(() => findAProductColumns(provider), [provider]);
  const columns = useMemo(
    () =>
      fundColumns<FindAProductRow>(defs, (row) => {
        const cell = findAProductNameCell(siteBase, row);
        return <FundNameLink text={cell.text} href={cell.href} classText={cell.classText} />;
      }),
    [defs, siteBase],
  );

  return (
    <FundsDataTable
      caption={FIND_A_PRODUCT.searchPlaceholder}
      defs={defs}
      columns={columns}
      rows={rows}
      view={view}
      keepHidden
      sort={sort}
      onSort={onSort}
    />
  );
}
