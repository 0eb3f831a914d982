/**
 * The Rated Funds table (products spec 2.5): ticker, the linked fund name with "Class - X", fund type, the four
 * ratings as stars with fund counts and the provider's category, or the category groups with their counts.
 */
import { useCallback, useMemo } from 'react';
import { useElement } from '../../../runtime/define-element';
import type { FundRow } from '../../../services/products';
import { FundNameLink, fundColumns } from '../table/cells';
import type { ColumnDef } from '../table/columns';
import { FundsDataTable } from '../table/FundsDataTable';
import { categoryGroupText, ratingColumns } from '../table/ratings';
import type { RowGroup, SortState } from '../table/sorting';
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
  onSort: (column: ColumnDef) => void;
  onToggleGroup: (key: string) => void;
}) {
  const siteBase = useElement().config.siteBase;
  const prepared = useMemo(() => prepareRatedFunds(rows), [rows]);
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
  const groupText = useCallback(
    (group: RowGroup<RatedFund<FundRow>>) => categoryGroupText(provider, group),
    [provider],
  );

  return (
    <FundsDataTable
      caption={caption}
      defs={defs}
      columns={columns}
      rows={rows}
      view={view}
      groupText={groupText}
      collapsed={collapsed}
      onToggleGroup={onToggleGroup}
      sort={sort}
      onSort={onSort}
    />
  );
}
