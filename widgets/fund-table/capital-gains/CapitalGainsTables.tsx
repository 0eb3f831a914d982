/**
 * The capital gains estimates and distributions tables (products spec 2.3 "Capital gains tab"): one line per
 * fund with estimates, shown as ranges "start − end", and one line per distribution in record-date order.
 */
import { useMemo } from 'react';
import { useElement } from '../../../runtime/define-element';
import { DataTable, type DataTableProps } from '../../../runtime/ui/DataTable';
import { stripClassPrefix } from '../../../services/product-vocabulary';
import type { FundDisclosureRefs } from '../../../services/content';
import type { CapitalGainsRow } from '../../../services/products';
import { FundNameLink, tableColumns } from '../table/cells';
import { columnShape, columnWidths, phoneSortColumns, type ColumnDef } from '../table/columns';
import { PhoneSort } from '../table/PhoneSort';
import { footnoteOf } from '../table/footnotes';
import { displayDate } from '../table/format';
import { capitalGainsFundLink } from '../table/links';
import type { SortColumn, SortState } from '../table/sorting';
import {
  capitalGainsFigure,
  distributionLines,
  estimateLines,
  estimateRange,
  fundHasEstimates,
  type CapitalGainsDistribution,
  type CapitalGainsLine,
} from './model';

type Line = CapitalGainsLine<CapitalGainsRow>;
import { CAPITAL_GAINS_COLUMNS } from './texts';

const AMOUNT_KEYS = new Set(['shortTermCapGain', 'longTermCapGain', 'totalCapGain', 'totalCapGainPct']);
/**
 * The columns' kinds, widths, sort buttons and the columns folded under the name on phones, shared by the two
 * tables: an amount may be an estimate's "low − high" range of 5-decimal figures (products spec 2.3), and the two
 * tables keep the same columns one above the other.
 */
const SHAPE = {
  ...columnShape(CAPITAL_GAINS_COLUMNS),
  numeric: AMOUNT_KEYS,
  widths: columnWidths(
    CAPITAL_GAINS_COLUMNS,
    Object.fromEntries([...AMOUNT_KEYS].map((key) => [key, 'range' as const])),
  ),
};
const PHONE_SORT = phoneSortColumns(CAPITAL_GAINS_COLUMNS);

export function CapitalGainsTables({
  rows,
  shown,
  sort,
  onSort,
  footnotes,
  fundLink = capitalGainsFundLink,
}: {
  rows: readonly CapitalGainsRow[];
  /** The funds the search keeps, in the sort order. */
  shown: readonly CapitalGainsRow[];
  sort: SortState;
  onSort: (column: SortColumn) => void;
  footnotes: FundDisclosureRefs;
  /** A fund's detail link: the landing's always use mutual-funds (products spec 2.3). */
  fundLink?: (siteBase: string, row: { fundName: string; className: string; cusip: string }) => string;
}) {
  const siteBase = useElement().config.siteBase;
  // Built once per answer.
  const distributions = useMemo(() => distributionLines(rows), [rows]);
  const estimates = useMemo(() => estimateLines(rows), [rows]);
  const { distributionColumns, estimateColumns } = useMemo(() => {
    const identity = (def: ColumnDef, fund: CapitalGainsRow) =>
      def.key === 'fundName' ? (
        <FundNameLink
          text={fund.fundName}
          href={fundLink(siteBase, {
            fundName: fund.fundName,
            className: fund.className ?? '',
            cusip: fund.cusip,
          })}
          footnote={footnoteOf(footnotes, fund.cusip)}
        />
      ) : (
        stripClassPrefix(fund.className) || '-'
      );
    const own = (def: ColumnDef) => def.key === 'fundName' || def.key === 'className';
    return {
      distributionColumns: tableColumns<Line>(CAPITAL_GAINS_COLUMNS, (def, line) => {
        if (own(def)) return identity(def, line.fund);
        const value = line.distribution?.[def.field as keyof CapitalGainsDistribution];
        return def.kind === 'date' ? displayDate(value as string | undefined) : capitalGainsFigure(def.field, value);
      }),
      estimateColumns: tableColumns<Line>(CAPITAL_GAINS_COLUMNS, (def, line) => {
        if (own(def)) return identity(def, line.fund);
        const e = line.fund.estimates ?? {};
        if (def.kind === 'date') return displayDate(e[def.field as 'recordDate' | 'exDivdndDate']);
        return estimateRange(
          e[`${def.field}St` as keyof typeof e] as string,
          e[`${def.field}End` as keyof typeof e] as string,
          def.field,
        );
      }),
    };
  }, [siteBase, footnotes, fundLink]);

  const distributionOrder = useMemo(
    () => shown.flatMap((fund) => distributions.byFund.get(fund) ?? []),
    [shown, distributions],
  );
  const estimateOrder = useMemo(
    () => shown.filter(fundHasEstimates).map((fund) => estimates.idOf({ fund })),
    [shown, estimates],
  );
  const section = (
    title: string,
    kind: 'estimates' | 'distributions',
    table: Pick<DataTableProps<Line>, 'columns' | 'data' | 'getRowId' | 'order'>,
  ) => (
    <section className="capital-gains-section">
      <h3>{title}</h3>
      <div part="table">
        <DataTable
          caption={title}
          {...table}
          // What the two tables share: the columns' kinds and the one sort.
          {...SHAPE}
          className={`capital-gains-${kind}`}
          rowHeaderColumn="fundName"
          sort={sort}
          onSort={(id) => {
            const column = CAPITAL_GAINS_COLUMNS.find((c) => c.key === id);
            if (column) onSort(column);
          }}
        />
      </div>
    </section>
  );

  // The spec names the download buttons only; the headings tell the two tables apart.
  return (
    <>
      {/* Phones: the class folds under the name, and "Sort by" sorts by it (table/PhoneSort.tsx). */}
      <PhoneSort columns={PHONE_SORT} sort={sort} onSort={onSort} />
      {estimateOrder.length > 0 &&
        section('Capital Gains Estimates', 'estimates', {
          columns: estimateColumns,
          data: estimates.lines,
          getRowId: estimates.idOf,
          order: estimateOrder,
        })}
      {section('Capital Gains Distributions', 'distributions', {
        columns: distributionColumns,
        data: distributions.lines,
        getRowId: distributions.idOf,
        order: distributionOrder,
      })}
    </>
  );
}
