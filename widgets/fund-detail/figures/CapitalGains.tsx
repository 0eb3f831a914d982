/**
 * products spec 2.14 "capital gains" and "Downloads: ... capital gains by data type and period", 3 "Capital gains
 * row", 5, 7 exportCapGains: the fund's estimates (ranges) and distributions, in the fund tables' words and figures,
 * and the file of a year's distributions or estimates.
 */
import { useMemo, useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import type { CapitalGainsRow } from '../../../services/fund-detail';
import {
  CAPITAL_GAINS_HEADERS,
  capitalGainsFigure,
  displayDate,
  estimateRange,
  sortedDistributions,
} from '../../../services/product-format';
import { exportCapGainsUrl } from '../../../services/products';
import type { BlockProps } from '../model';
import { useFundCapitalGains } from '../use-fund';
import { DownloadLink, FigureBlock, FigureSelect } from './FigureBlock';
import { FigureTable, type FigureColumn } from './FigureTable';
import { CAPITAL_GAINS_AMOUNTS, capitalGainsDataTypes, capitalGainsDownloadPeriods, presentEstimates } from './model';

type Distribution = NonNullable<CapitalGainsRow['distributions']>[number];
type Estimates = NonNullable<CapitalGainsRow['estimates']>;

const dateColumns = <R extends { recordDate?: string | null; exDivdndDate?: string | null }>(): FigureColumn<R>[] => [
  { id: 'recordDate', header: CAPITAL_GAINS_HEADERS.recordDate, cell: (r) => displayDate(r.recordDate), width: 'date' },
  {
    id: 'exDivdndDate',
    header: CAPITAL_GAINS_HEADERS.exDivdndDate,
    cell: (r) => displayDate(r.exDivdndDate),
    width: 'date',
  },
];
const DISTRIBUTION_COLUMNS: readonly FigureColumn<Distribution>[] = [
  ...dateColumns<Distribution>(),
  ...CAPITAL_GAINS_AMOUNTS.map((field) => ({
    id: field,
    header: CAPITAL_GAINS_HEADERS[field],
    cell: (d: Distribution) => capitalGainsFigure(field, d[field]),
    numeric: true,
  })),
];
const ESTIMATE_COLUMNS: readonly FigureColumn<Estimates>[] = [
  ...dateColumns<Estimates>(),
  ...CAPITAL_GAINS_AMOUNTS.map((field) => ({
    id: field,
    header: CAPITAL_GAINS_HEADERS[field],
    cell: (e: Estimates) => estimateRange(e[`${field}St`], e[`${field}End`], field),
    numeric: true,
    width: 'range' as const,
  })),
];
const rowId = (_row: unknown, index: number) => String(index);

function CapitalGainsDownload({ row, cusip }: { row: CapitalGainsRow; cusip: string }) {
  const { config } = useElement();
  const types = capitalGainsDataTypes(row);
  const [dataType, setDataType] = useState(types[0]?.value ?? '');
  const [chosenPeriod, setPeriod] = useState<string | null>(null);
  const periods = capitalGainsDownloadPeriods(row, dataType);
  // A period the new data type has no record for gives way to its newest.
  const period = chosenPeriod !== null && periods.includes(chosenPeriod) ? chosenPeriod : (periods[0] ?? '');
  if (types.length === 0 || periods.length === 0) return null;
  return (
    <div className="figure-controls figure-downloads">
      <FigureSelect label="Data type" value={dataType} options={types} onChange={setDataType} />
      <FigureSelect
        label="Period"
        value={period}
        options={periods.map((year) => ({ value: year, label: year }))}
        onChange={setPeriod}
      />
      <DownloadLink kind="capital-gains" period={period} href={exportCapGainsUrl(dataType, period, cusip, { config })}>
        Download (csv)
      </DownloadLink>
    </div>
  );
}

function CapitalGainsBody({ row, cusip }: { row: CapitalGainsRow; cusip: string }) {
  const distributions = useMemo(() => sortedDistributions(row.distributions), [row]);
  const estimates = useMemo(() => {
    const present = presentEstimates(row.estimates);
    return present ? [present] : [];
  }, [row]);
  return (
    <>
      {estimates.length > 0 && (
        <>
          <h3>Capital Gains Estimates</h3>
          <FigureTable
            caption="Capital Gains Estimates"
            columns={ESTIMATE_COLUMNS}
            rows={estimates}
            rowId={rowId}
            rowHeader="recordDate"
            className="capital-gains-estimates"
          />
        </>
      )}
      {distributions.length > 0 && (
        <>
          <h3>Capital Gains Distributions</h3>
          <FigureTable
            caption="Capital Gains Distributions"
            columns={DISTRIBUTION_COLUMNS}
            rows={distributions}
            rowId={rowId}
            rowHeader="recordDate"
            className="capital-gains-distributions"
          />
        </>
      )}
      <CapitalGainsDownload row={row} cusip={cusip} />
    </>
  );
}

export function CapitalGainsBlock({ cusip }: BlockProps) {
  const gains = useFundCapitalGains(cusip);
  return (
    <FigureBlock
      name="capital-gains"
      title="Capital Gains"
      state={gains}
      present={(row) => row !== null && capitalGainsDataTypes(row).length > 0}
    >
      {(row) => row && <CapitalGainsBody row={row} cusip={cusip} />}
    </FigureBlock>
  );
}
