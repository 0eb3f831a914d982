import { useMemo } from 'react';
import { useElement } from '../../../runtime/define-element';
import { useService } from '../../../runtime/use-service';
import { Alert } from '../../../runtime/ui/Alert';
import { DataTable, tableColumnHelper, type ColumnWidth } from '../../../runtime/ui/DataTable';
import { RegisteredText } from '../../../runtime/ui/RegisteredText';
import { Spinner } from '../../../runtime/ui/Spinner';
import { getFundClassDocuments, type FundClassDocument } from '../../../services/literature';
import { CIT_TEXTS, RIA_TEXTS } from '../../../services/literature-vocabulary';
import { DocumentList } from '../cells';
import { tabOf } from '../library/tabs';
import { RIA_COLUMNS, riaFundLabel, riaRows, type RiaRow, type RiaTable } from './model';

interface RiaData {
  mutualFunds: FundClassDocument[];
  etfs: FundClassDocument[];
}
const EMPTY: RiaData = { mutualFunds: [], etfs: [] };

const helper = tableColumnHelper<RiaRow>();
const WIDTHS: Readonly<Record<string, ColumnWidth>> = {
  fundName: 'name',
  reports: 'wide',
  factSheets: 'wide',
  commentaries: 'wide',
};
/** Phones: the fund's documents under its name. */
const STACKED: ReadonlySet<string> = new Set(['reports', 'factSheets', 'commentaries']);
const idOf = (row: RiaRow) => `${row.fundName}|${row.symbol}`;

const COLUMNS = {
  fundName: helper.display({
    id: 'fundName',
    header: () => RIA_TEXTS.columns.fundName,
    cell: ({ row: { original: row } }) => (
      <>
        <RegisteredText text={riaFundLabel(row)} />
        {/* products spec 2.18: "The RIA literature list shows a closed-fund message where one is given". */}
        {row.closedFundMsg && <span className="closed-fund">{row.closedFundMsg}</span>}
      </>
    ),
  }),
  reports: helper.display({
    id: 'reports',
    header: () => RIA_TEXTS.columns.reports,
    cell: (c) => <DocumentList documents={c.row.original.reports} />,
  }),
  factSheets: helper.display({
    id: 'factSheets',
    header: () => RIA_TEXTS.columns.factSheets,
    cell: (c) => <DocumentList documents={c.row.original.factSheets} />,
  }),
  commentaries: helper.display({
    id: 'commentaries',
    header: () => RIA_TEXTS.columns.commentaries,
    cell: (c) => <DocumentList documents={c.row.original.commentaries} />,
  }),
};

function RiaSection({ table, rows }: { table: RiaTable; rows: readonly RiaRow[] }) {
  const label = tabOf(table).label;
  const columns = useMemo(() => RIA_COLUMNS[table].map((column) => COLUMNS[column]), [table]);
  const order = useMemo(() => rows.map(idOf), [rows]);
  return (
    <section className="ria-section" aria-label={label}>
      <h2 className="literature-heading">{label}</h2>
      {rows.length === 0 ? (
        <p className="library-empty" part="empty">
          {CIT_TEXTS.empty}
        </p>
      ) : (
        <div className="document-table" part="table">
          <DataTable
            caption={`${label} literature`}
            columns={columns}
            data={rows}
            getRowId={idOf}
            order={order}
            widths={WIDTHS}
            compactUnder={STACKED}
            rowHeaderColumn="fundName"
          />
        </div>
      )}
    </section>
  );
}

/**
 * RIA focus funds (products spec 2.18): the page note (the element's "note" slot), the mutual funds table (name
 * (symbol), Reports, Fact Sheets, Commentaries) and the ETF table (name and symbol, Fact Sheets).
 */
export function RiaFocusFunds() {
  const { config } = useElement();
  const { audience, siteBase, binariesBase } = config;
  const ria = useService(
    async (context) => {
      const [mutualFunds, etfs] = await Promise.all([
        getFundClassDocuments('mutual-funds', { ria: true }, context),
        getFundClassDocuments('exchange-traded-funds', { ria: true }, context),
      ]);
      return { mutualFunds, etfs };
    },
    [],
    { failure: { show: 'log', empty: EMPTY } },
  );
  const links = useMemo(() => ({ audience, siteBase, binariesBase }), [audience, siteBase, binariesBase]);
  const mutualFunds = useMemo(() => riaRows(ria.data?.mutualFunds ?? [], links), [ria.data, links]);
  const etfs = useMemo(() => riaRows(ria.data?.etfs ?? [], links), [ria.data, links]);
  return (
    <div className="ria">
      <div className="page-note">
        <slot name="note" />
      </div>
      {ria.status === 'loading' ? (
        <Spinner />
      ) : ria.error ? (
        <Alert onRetry={ria.retry}>{CIT_TEXTS.empty}</Alert>
      ) : (
        <>
          <RiaSection table="mutual-funds" rows={mutualFunds} />
          <RiaSection table="exchange-traded-funds" rows={etfs} />
        </>
      )}
    </div>
  );
}
