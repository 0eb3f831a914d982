/**
 * The 529 plan's table (products spec 2.8): the linked name ("Ages {ageGroup}" on the age-based tab), the class
 * as the pricing alternative, PUV and YTD, the PUV or POP returns, the inception date and the expense ratios,
 * and on the age-based tab the collapsible "{glidePath} Track" groups.
 */
import { useCallback, useMemo } from 'react';
import { useElement } from '../../../runtime/define-element';
import { plan529Link } from '../../../services/product-links';
import { FundNameLink, fundColumns } from '../table/cells';
import type { ColumnDef } from '../table/columns';
import { FundsDataTable } from '../table/FundsDataTable';
import type { TableView } from '../table/fund-view';
import { plan529Token } from '../table/links';
import type { RowGroup, SortState } from '../table/sorting';
import { AGE_BASED_TAB, type Plan529Row, type Plan529Tab } from './model';
import { agesText, trackLabel } from './texts';

export function Plan529Table({
  caption,
  tab,
  defs,
  rows,
  view,
  sort,
  collapsed,
  onSort,
  onToggleGroup,
}: {
  caption: string;
  tab: Plan529Tab;
  defs: readonly ColumnDef[];
  rows: readonly Plan529Row[];
  view: TableView<Plan529Row>;
  sort: SortState;
  collapsed: ReadonlySet<string>;
  onSort: (column: ColumnDef) => void;
  onToggleGroup: (key: string) => void;
}) {
  const siteBase = useElement().config.siteBase;
  const ageBased = tab === AGE_BASED_TAB;
  const columns = useMemo(
    () =>
      fundColumns<Plan529Row>(defs, (row) => (
        <FundNameLink
          text={ageBased ? agesText(row.ageGroup) : row.name}
          href={plan529Link(plan529Token(siteBase), {
            name: row.name,
            className: row.className ?? '',
            cusip: row.cusip,
          })}
        />
      )),
    [defs, siteBase, ageBased],
  );
  const groupText = useCallback((group: RowGroup<Plan529Row>) => ({ label: trackLabel(group.key) }), []);
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
