/**
 * products spec 2.14 "performance (monthly and quarterly, NAV / index / net / pure gross)", 3 "Product detail"
 * totalReturnPerformances: the total returns of an interval, one row per return type, Monthly first.
 */
import { useId, useState } from 'react';
import type { PerformanceDetail, TotalReturnPerformance } from '../../../services/fund-detail';
import { RegisteredText } from '../../../runtime/ui/RegisteredText';
import { displayDate, formatValue } from '../../../services/product-format';
import type { BlockProps } from '../model';
import { useProductDetail } from '../use-fund';
import { FigureBlock } from './FigureBlock';
import { FigureTable, type FigureColumn } from './FigureTable';
import {
  asOfText,
  INCEPTION_DATE_HEADER,
  PERFORMANCE_COLUMNS,
  performanceIntervals,
  performanceOf,
  performanceTypeLabel,
  type PerformanceInterval,
} from './model';

/** The row header: the row's label, and its type in words under it. */
function ReturnLabel({ row }: { row: PerformanceDetail }) {
  const type = performanceTypeLabel(row.type);
  const label = row.label?.trim();
  return (
    <span className="performance-label">
      <span>
        <RegisteredText text={label || type} />
      </span>
      {label && (
        <>
          <span className="cm-visually-hidden">, </span>
          <span className="performance-type">{type}</span>
        </>
      )}
    </span>
  );
}

const COLUMNS: readonly FigureColumn<PerformanceDetail>[] = [
  { id: 'label', header: 'Total Returns (%)', cell: (row) => <ReturnLabel row={row} />, width: 'name' },
  ...PERFORMANCE_COLUMNS.map(({ key, header }): FigureColumn<PerformanceDetail> => ({
    id: key,
    header,
    numeric: true,
    cell: (row) => formatValue(row[key]),
  })),
  { id: 'incepDate', header: INCEPTION_DATE_HEADER, cell: (row) => displayDate(row.incepDate), width: 'date' },
];
const rowId = (_row: PerformanceDetail, index: number) => String(index);

/**
 * The Monthly / Quarterly switch: a radio group, which the keyboard operates as the browser's (arrow keys choose),
 * and which keeps the focus while the table below is drawn again.
 */
function IntervalSwitch({
  intervals,
  value,
  onChange,
}: {
  intervals: readonly PerformanceInterval[];
  value: PerformanceInterval;
  onChange: (interval: PerformanceInterval) => void;
}) {
  const name = useId();
  return (
    <fieldset className="figure-switch">
      <legend>Frequency</legend>
      <div className="figure-switch-options">
        {intervals.map((interval) => (
          <label key={interval}>
            <input
              type="radio"
              name={name}
              value={interval}
              checked={interval === value}
              onChange={() => onChange(interval)}
            />
            <span>{interval}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function PerformanceBody({ performances }: { performances: readonly TotalReturnPerformance[] }) {
  const [chosen, setChosen] = useState<PerformanceInterval>('Monthly');
  const intervals = performanceIntervals(performances);
  const interval = intervals.includes(chosen) ? chosen : intervals[0]!;
  const performance = performanceOf(performances, interval)!;
  const asOf = asOfText(performance.asOfDate);
  return (
    <>
      <div className="figure-controls">
        {intervals.length > 1 && <IntervalSwitch intervals={intervals} value={interval} onChange={setChosen} />}
        {/* Read out when the switch changes the rows. */}
        <p className="figure-as-of" aria-live="polite">
          {asOf ? `${interval} returns ${asOf}` : `${interval} returns`}
        </p>
      </div>
      <FigureTable
        caption={`Performance, ${interval.toLowerCase()} total returns (%)`}
        columns={COLUMNS}
        rows={performance.totalReturnPerfDetails ?? []}
        rowId={rowId}
        rowHeader="label"
        className="performance-table"
      />
    </>
  );
}

export function PerformanceBlock({ cusip }: BlockProps) {
  const detail = useProductDetail(cusip);
  return (
    <FigureBlock
      name="performance"
      title="Performance"
      state={detail}
      present={(data) => performanceIntervals(data.totalReturnPerformances).length > 0}
    >
      {(data) => <PerformanceBody performances={data.totalReturnPerformances ?? []} />}
    </FigureBlock>
  );
}
