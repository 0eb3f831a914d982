/**
 * The Rated Funds table (products spec 2.5): ticker, the linked fund name with "Class - X", fund type, the four
 * ratings as stars with fund counts and the provider's category, or the category groups with their counts.
 */
import { useMemo } from 'react';
import { useElement } from '../../../runtime/define-element';
import { DataTable } from '../../../runtime/ui/DataTable';
import type { FundRow } from '../../../services/products';
import { FundNameLink, fundColumns } from '../table/cells';
import { columnShape, sortOnHeader } from '../table/columns';
import { categoryGroups, ratingColumns } from '../table/ratings';
import { useRowIds } from '../table/row-ids';
import type { SortState } from '../table/sorting';
import { prepareRatedFunds, ratedFundNameCell, ratedFundsView, type RatedFund } from './model';

export function RatedFundsTable({
  caption,
  provider,
  rows,
  sort,
  grouped,
  collapsed,
  onSort,
  onToggleGroup,
}: {
  caption: string;
  provider: string;
  rows: readonly RatedFund<FundRow>[];
  sort: SortState;
  grouped: boolean;
  collapsed: ReadonlySet<string>;
  onSort: (next: SortState) => void;
  onToggleGroup: (key: string) => void;
}) {
  const siteBase = useElement().config.siteBase;
  const prepared = useMemo(() => prepareRatedFunds(rows), [rows]);
  const { idOf, idsOf } = useRowIds(rows);
  const view = useMemo(
    () => ratedFundsView(prepared, { sort, groupByCategory: grouped, provider }),
    [prepared, sort, grouped, provider],
  );
  const defs = useMemo(() => ratingColumns(provider, grouped, true), [provider, grouped]);
  const columns = useMemo(
    () =>
      fundColumns<RatedFund<FundRow>>(defs, (row) => {
        const cell = ratedFundNameCell(siteBase, row);
        return <FundNameLink text={cell.text} href={cell.href} classText={cell.classText} />;
      }),
    [defs, siteBase],
  );
  const shape = useMemo(() => columnShape(defs), [defs]);
  const groups = useMemo(
    () => view.groups && categoryGroups(view.groups, provider, idsOf, collapsed),
    [view, provider, idsOf, collapsed],
  );
  const order = useMemo(() => (view.groups ? undefined : idsOf(view.rows)), [view, idsOf]);

  return (
    <div part="table">
      <DataTable
        caption={caption}
        columns={columns}
        data={rows}
        getRowId={idOf}
        order={order}
        groups={groups}
        onToggleGroup={onToggleGroup}
        sort={sort}
        {...shape}
        onSort={(id) => {
          const next = sortOnHeader(defs, id, sort);
          if (next) onSort(next);
        }}
        rowHeaderColumn="fundName"
      />
    </div>
  );
}
