/**
 * The Find a Product table (products spec 2.10 "Columns"). Every row stays in the table in the sort order; the
 * ones the search and filters leave out are hidden, so a cleared search shows them again without rebuilding
 * ~1,200 rows (README "Performance").
 */
import { useMemo } from 'react';
import { useElement } from '../../../runtime/define-element';
import { DataTable } from '../../../runtime/ui/DataTable';
import { FundNameLink, fundColumns } from '../table/cells';
import { columnShape, sortOnHeader } from '../table/columns';
import type { TableView } from '../table/fund-view';
import { useRowIds } from '../table/row-ids';
import type { SortState } from '../table/sorting';
import { FIND_A_PRODUCT_ALWAYS_ASCENDING, findAProductNameCell, type FindAProductRow } from './model';
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
  onSort: (next: SortState) => void;
}) {
  const siteBase = useElement().config.siteBase;
  const { idOf, idsOf } = useRowIds(rows);
  const order = useMemo(() => idsOf(view.sorted ?? view.rows), [view, idsOf]);
  const shown = useMemo(() => new Set(idsOf(view.rows)), [view, idsOf]);
  const defs = useMemo(() => findAProductColumns(provider), [provider]);
  const columns = useMemo(
    () =>
      fundColumns<FindAProductRow>(defs, (row) => {
        const cell = findAProductNameCell(siteBase, row);
        return <FundNameLink text={cell.text} href={cell.href} classText={cell.classText} />;
      }),
    [defs, siteBase],
  );
  const shape = useMemo(() => columnShape(defs), [defs]);

  return (
    <div part="table">
      <DataTable
        caption={FIND_A_PRODUCT.searchPlaceholder}
        columns={columns}
        data={rows}
        getRowId={idOf}
        order={order}
        shown={shown}
        sort={sort}
        {...shape}
        onSort={(id) => {
          // products spec 4: on the generic tables a new column always starts ascending.
          const next = sortOnHeader(defs, id, sort, FIND_A_PRODUCT_ALWAYS_ASCENDING);
          if (next) onSort(next);
        }}
        rowHeaderColumn="fundName"
      />
    </div>
  );
}
