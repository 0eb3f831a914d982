/**
 * The landing's capital gains tab (products spec 2.3 "Capital gains tab", 3 "Capital gains row", 5): the
 * estimates (when some fund has them) as ranges "start − end", the distributions in record-date order, amounts
 * to 5 decimals, fund links that always use mutual-funds, and the two CSV downloads built in the browser.
 */
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { useElement } from '../../../runtime/define-element';
import type { ServiceStatus } from '../../../runtime/use-service';
import type { FundDisclosureRefs } from '../../../services/content';
import type { CapitalGainsRow } from '../../../services/products';
import type { events } from '../element';
import { csvRowCount, downloadFile } from '../table/csv';
import { landingView, prepareFunds } from '../table/fund-view';
import { CountLine } from '../table/ResultTexts';
import { ServerDownload } from '../table/ServerDownload';
import { TableArea } from '../table/TableArea';
import type { SortColumn, SortState } from '../table/sorting';
import { displayingText, type EmptyResult } from '../table/texts';
import { CapitalGainsTables } from './CapitalGainsTables';
import { capitalGainsDistributionsCsv, capitalGainsEstimatesCsv, hasEstimates } from './model';
import { CAPITAL_GAINS_COLUMNS, CAPITAL_GAINS_DOWNLOADS } from './texts';

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
  fundLink,
  downloadHref,
}: {
  status: ServiceStatus;
  rows: CapitalGainsRow[] | undefined;
  search: string;
  sort: SortState;
  onSort: (column: SortColumn) => void;
  productPath: string;
  /** Footnote numbers by cusip, shown after the fund names (products spec 3 "disclosureRef"). */
  footnotes: FundDisclosureRefs;
  empty: EmptyResult;
  failure: ReactNode;
  /** A fund's detail link (CapitalGainsTables: mutual-funds by default). */
  fundLink?: ComponentProps<typeof CapitalGainsTables>['fundLink'];
  /**
   * Where the service's own file of each kind is (the interval funds' data types, products spec 7); without it,
   * the files are built in the browser from the rows shown.
   */
  downloadHref?: (kind: 'distributions' | 'estimates') => string;
}) {
  const { host, emit } = useElement<typeof events>();
  const prepared = useMemo(() => prepareFunds(rows), [rows]);
  const view = useMemo(
    () => landingView(prepared, { search, sort, columns: CAPITAL_GAINS_COLUMNS, grouping: 'none' }),
    [prepared, search, sort],
  );

  const download = (kind: 'distributions' | 'estimates') => {
    const file =
      kind === 'distributions'
        ? capitalGainsDistributionsCsv(view.rows, productPath)
        : capitalGainsEstimatesCsv(view.rows, productPath);
    if (!file) return;
    downloadFile(host, file);
    emit('download', { kind, format: 'csv', fileName: file.fileName, rows: csvRowCount(file) });
  };

  const ready = status === 'ready';
  return (
    <>
      <CountLine text={ready ? displayingText(view.count) : undefined} />
      {ready && (
        <div className="downloads">
          {/* products spec 2.3 / 2.6: the estimates only when some fund has estimates. */}
          {(['distributions', 'estimates'] as const)
            .filter((kind) => kind === 'distributions' || hasEstimates(view.rows))
            .map((kind) =>
              downloadHref ? (
                <ServerDownload key={kind} kind={kind} format="csv" href={downloadHref(kind)}>
                  {CAPITAL_GAINS_DOWNLOADS[kind]}
                </ServerDownload>
              ) : (
                <button
                  key={kind}
                  type="button"
                  className="cm-button cm-button--secondary"
                  onClick={() => download(kind)}
                >
                  {CAPITAL_GAINS_DOWNLOADS[kind]}
                </button>
              ),
            )}
        </div>
      )}
      <TableArea
        status={status}
        count={view.count}
        failure={failure}
        empty={empty}
        table={() => (
          <CapitalGainsTables
            rows={rows}
            shown={view.rows}
            sort={view.sort ?? sort}
            onSort={onSort}
            footnotes={footnotes}
            {...(fundLink ? { fundLink } : {})}
          />
        )}
      />
    </>
  );
}
