/**
 * The model portfolios table (products spec 2.9): the linked name, the inception date, the "(pure gross)" /
 * "(net)" type lines and each period's pure gross figure over its net figure, under "Average Annual Returns as
 * of {asOfDate}".
 */
import { useMemo } from 'react';
import { useElement } from '../../../runtime/define-element';
import { FundNameLink, tableColumns } from '../table/cells';
import type { ColumnDef } from '../table/columns';
import { displayDate } from '../table/format';
import { FundsDataTable } from '../table/FundsDataTable';
import { modelPortfolioLink } from '../table/links';
import { StackedFigures, StackedTexts } from '../table/pair-cells';
import type { TableView } from '../table/fund-view';
import type { SortState } from '../table/sorting';
import { formatModelReturn, returnField, type ModelPeriod, type ModelPortfolioRow } from './model';
import { MODEL_FIGURE_LABELS, MODEL_TYPE_LINES, modelPortfolioColumns } from './texts';

function ReturnCell({ row, period }: { row: ModelPortfolioRow; period: ModelPeriod }) {
  const [gross, net] = MODEL_FIGURE_LABELS;
  return (
    <StackedFigures
      figures={[
        { label: gross, text: formatModelReturn(row[returnField(period, 'PURE_GROSS')]) },
        { label: net, text: formatModelReturn(row[returnField(period, 'NET')]) },
      ]}
    />
  );
}

function modelCell(siteBase: string, def: ColumnDef, row: ModelPortfolioRow) {
  switch (def.key) {
    case 'fundName':
      return (
        <FundNameLink
          text={row.fundName}
          href={modelPortfolioLink(siteBase, { name: row.fundName, accountID: row.accountID })}
        />
      );
    case 'inceptionDt':
      return displayDate(row.inceptionDt);
    case 'type':
      return <StackedTexts texts={MODEL_TYPE_LINES} />;
    default:
      return <ReturnCell row={row} period={def.key as ModelPeriod} />;
  }
}

export function ModelPortfoliosTable({
  caption,
  rows,
  view,
  asOfDate,
  sort,
  onSort,
}: {
  caption: string;
  rows: readonly ModelPortfolioRow[];
  view: TableView<ModelPortfolioRow>;
  asOfDate: string;
  sort: SortState;
  onSort: (column: ColumnDef) => void;
}) {
  const siteBase = useElement().config.siteBase;
  const defs = useMemo(() => modelPortfolioColumns(asOfDate), [asOfDate]);
  const columns = useMemo(
    () => tableColumns<ModelPortfolioRow>(defs, (def, row) => modelCell(siteBase, def, row)),
    [defs, siteBase],
  );
  return (
    <FundsDataTable
      caption={caption}
      defs={defs}
      columns={columns}
      rows={rows}
      view={view}
      sort={sort}
      onSort={onSort}
    />
  );
}
