/**
 * The landing's capital gains tab (products spec 2.3 "Capital gains tab", 3 "Capital gains row", 5): the
 * estimates (when some fund has them) as ranges "start − end", the distributions in record-date order, amounts
 * to 5 decimals, fund links that always use mutual-funds, and the two CSV downloads built in the browser.
 */
import { useMemo, type ReactNode } from 'react';
import { useElement } from '../../../runtime/define-element';
import { DataTable } from '../../../runtime/ui/DataTable';
import { Spinner } from '../../../runtime/ui/Spinner';
import type { FundDisclosureRefs } from '../../../services/content';
import type { CapitalGainsRow } from '../../../services/products';
import { stripClassPrefix } from '../../../services/product-vocabulary';
import { type LoadStatus } from '../landing/state';
import { CountLine, EmptyText } from '../table/ResultTexts';
import { FundNameLink, tableColumns } from '../table/cells';
import { type ColumnDef, columnWidths } from '../table/columns';
import { downloadFile } from '../table/csv';
import { footnoteOf } from '../table/footnotes';
import { displayDate } from '../table/format';
import { landingView, prepareFunds } from '../table/fund-view';
import { capitalGainsFundLink } from '../table/links';
import { type SortState } from '../table/sorting';
import { displayingText, type EmptyResult } from '../table/texts';
import {
  capitalGainsAmount,
  type CapitalGainsDistribution,
  capitalGainsDistributionsCsv,
  capitalGainsEstimatesCsv,
  estimateRange,
  fundHasEstimates,
  hasEstimates,
  sortedDistributions,
} from './model';
import { CAPITAL_GAINS_COLUMNS, CAPITAL_GAINS_DOWNLOADS } from './texts';

interface Line {
  fund: CapitalGainsRow;
  /** Undefined on the one line of a fund without distributions. */
  distribution?: CapitalGainsDistribution;
}

const AMOUNT_KEYS = new Set(['shortTermCapGain', 'longTermCapGain', 'totalCapGain', 'totalCapGainPct']);
const NUMERIC = new Set(AMOUNT_KEYS);
/** An amount may be an estimate's "low − high" range of 5-decimal figures (products spec 2.3). */
const WIDTHS = columnWidths(
  CAPITAL_GAINS_COLUMNS,
  Object.fromEntries([...AMOUNT_KEYS].map((key) => [key, 'range' as const])),
);
/** Only the fund's own fields sort: the other columns belong to each distribution of a fund. */
const SORTABLE = new Set(['fundName', 'className']);
const NO_ROWS: CapitalGainsRow[] = [];

export function CapitalGainsTab({
  status,
  rows = NO_ROWS,
  search,
  sort,
  onSort,
  productPath,
  footnotes,
  empty,
  failure,
}: {
  status: LoadStatus;
  rows: CapitalGainsRow[] | undefined;
  search: string;
  sort: SortState;
  onSort: (column: ColumnDef) => void;
  productPath: string;
  /** Footnote numbers by cusip, shown after the fund names (products spec 3 "disclosureRef"). */
  footnotes: FundDisclosureRefs;
  empty: EmptyResult;
  failure: ReactNode;
}) {
  const { config, host, emit } = useElement();
  const siteBase = config.siteBase;
  const prepared = useMemo(() => prepareFunds(rows), [rows]);
  const view = useMemo(
    () => landingView(prepared, { search, sort, columns: CAPITAL_GAINS_COLUMNS, grouping: 'none' }),
    [prepared, search, sort],
  );

  // One line per distribution, in record-date order within each fund; built once per answer.
  const distributions = useMemo(() => {
    const lines: Line[] = [];
    const byFund = new Map<CapitalGainsRow, string[]>();
    for (const fund of rows) {
      const ids: string[] = [];
      const sorted = sortedDistributions(fund.distributions);
      for (const distribution of sorted.length > 0 ? sorted : [undefined]) {
        ids.push(String(lines.length));
        lines.push(distribution ? { fund, distribution } : { fund });
      }
      byFund.set(fund, ids);
    }
    const ids = new Map(lines.map((line, index) => [line, String(index)]));
    return { lines, byFund, idOf: (line: Line) => ids.get(line) ?? '' };
  }, [rows]);
  const estimates = useMemo(() => {
    const lines = rows.filter(fundHasEstimates).map((fund) => ({ fund }));
    const ids = new Map(lines.map((line, index) => [line.fund, String(index)]));
    return { lines, idOf: (line: Line) => ids.get(line.fund) ?? '' };
  }, [rows]);

  const identity = (def: ColumnDef, fund: CapitalGainsRow) =>
    def.key === 'fundName' ? (
      <FundNameLink
        text={fund.fundName}
        href={capitalGainsFundLink(siteBase, {
          fundName: fund.fundName,
          className: fund.className ?? '',
          cusip: fund.cusip,
        })}
        footnote={footnoteOf(footnotes, fund.cusip)}
      />
    ) : (
      stripClassPrefix(fund.className) || '-'
    );

  const distributionColumns = useMemo(
    () =>
      tableColumns<Line>(CAPITAL_GAINS_COLUMNS, (def, line) => {
        if (def.key === 'fundName' || def.key === 'className') return identity(def, line.fund);
        const value = line.distribution?.[def.field as keyof CapitalGainsDistribution];
        return def.kind === 'date' ? displayDate(value as string | undefined) : capitalGainsAmount(value);
      }),
    // identity reads siteBase and footnotes only
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [siteBase, footnotes],
  );
  const estimateColumns = useMemo(
    () =>
      tableColumns<Line>(CAPITAL_GAINS_COLUMNS, (def, line) => {
        if (def.key === 'fundName' || def.key === 'className') return identity(def, line.fund);
        const e = line.fund.estimates ?? {};
        if (def.kind === 'date') return displayDate(e[def.field as 'recordDate' | 'exDivdndDate']);
        return estimateRange(
          e[`${def.field}St` as keyof typeof e] as string,
          e[`${def.field}End` as keyof typeof e] as string,
        );
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [siteBase, footnotes],
  );

  const distributionOrder = useMemo(
    () => view.rows.flatMap((fund) => distributions.byFund.get(fund) ?? []),
    [view, distributions],
  );
  const estimateOrder = useMemo(
    () => view.rows.filter(fundHasEstimates).map((fund) => estimates.idOf({ fund })),
    [view, estimates],
  );

  const download = (kind: 'distributions' | 'estimates') => {
    const file =
      kind === 'distributions'
        ? capitalGainsDistributionsCsv(view.rows, productPath)
        : capitalGainsEstimatesCsv(view.rows, productPath);
    if (!file) return;
    downloadFile(host, file);
    emit('download', { kind, fileName: file.fileName, rows: file.text.trim().split('\r\n').length - 1 });
  };

  const ready = status === 'ready';
  const someEstimates = ready && hasEstimates(view.rows);
  // What the two tables share: the columns' kinds and the one sort.
  const tableProps = {
    numeric: NUMERIC,
    widths: WIDTHS,
    rowHeaderColumn: 'fundName',
    sort,
    sortable: SORTABLE,
    onSort: (id: string) => {
      const column = CAPITAL_GAINS_COLUMNS.find((c) => c.key === id);
      if (column) onSort(column);
    },
  };

  return (
    <>
      <CountLine text={displayingText(ready ? view.count : 0)} />
      {ready && (
        <div className="downloads">
          <button type="button" className="cm-button cm-button--secondary" onClick={() => download('distributions')}>
            {CAPITAL_GAINS_DOWNLOADS.distributions}
          </button>
          {/* products spec 2.3: only when some fund has estimates. */}
          {someEstimates && (
            <button type="button" className="cm-button cm-button--secondary" onClick={() => download('estimates')}>
              {CAPITAL_GAINS_DOWNLOADS.estimates}
            </button>
          )}
        </div>
      )}
      <div className="table-area" aria-busy={status === 'loading'}>
        {status === 'loading' && <Spinner />}
        {status === 'error' && failure}
        {ready && view.count === 0 && <EmptyText result={empty} />}
        {ready && view.count > 0 && (
          <>
            {estimateOrder.length > 0 && (
              <section className="capital-gains-section">
                {/* The spec names the download buttons only; these headings tell the two tables apart. */}
                <h3>Capital Gains Estimates</h3>
                <div part="table">
                  <DataTable
                    caption="Capital Gains Estimates"
                    columns={estimateColumns}
                    data={estimates.lines}
                    getRowId={estimates.idOf}
                    order={estimateOrder}
                    {...tableProps}
                  />
                </div>
              </section>
            )}
            <section className="capital-gains-section">
              <h3>Capital Gains Distributions</h3>
              <div part="table">
                <DataTable
                  caption="Capital Gains Distributions"
                  columns={distributionColumns}
                  data={distributions.lines}
                  getRowId={distributions.idOf}
                  order={distributionOrder}
                  {...tableProps}
                />
              </div>
            </section>
          </>
        )}
      </div>
    </>
  );
}
