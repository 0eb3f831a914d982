/**
 * products spec 2.14 "historical data", 7 /pnp.svc/historicalData: the fund's prices of a period, newest first, with
 * the change from the day before. The table's header stays in view while its rows scroll (the table shell).
 */
import { useMemo, useState } from 'react';
import type { HistoricalData, HistoricalPrice } from '../../../services/fund-detail';
import { displayDate, formatValue } from '../../../services/product-format';
import type { BlockProps } from '../model';
import { useHistoricalData } from '../use-fund';
import { FigureBlock, FigureSelect } from './FigureBlock';
import { FigureTable, type FigureColumn } from './FigureTable';
import {
  asOfText,
  DEFAULT_HISTORY_PERIOD,
  HISTORY_PERIODS,
  pricesCountText,
  pricesInPeriod,
  type HistoryPeriod,
} from './model';

const COLUMNS: readonly FigureColumn<HistoricalPrice>[] = [
  { id: 'priceDate', header: 'Date', cell: (price) => displayDate(price.priceDate), width: 'date' },
  { id: 'nav', header: 'NAV', cell: (price) => formatValue(price.nav), numeric: true },
  { id: 'navChange', header: 'Change', cell: (price) => formatValue(price.navChange), numeric: true },
  { id: 'navChangePct', header: 'Change (%)', cell: (price) => formatValue(price.navChangePct), numeric: true },
];
const rowId = (price: HistoricalPrice, index: number) => `${price.priceDate}|${index}`;

function HistoricalBody({ data }: { data: HistoricalData }) {
  const [period, setPeriod] = useState<HistoryPeriod>(DEFAULT_HISTORY_PERIOD);
  const prices = useMemo(() => pricesInPeriod(data.prices, period), [data, period]);
  const label = HISTORY_PERIODS.find((entry) => entry.value === period)!.label;
  const asOf = asOfText(data.asOfDate);
  return (
    <>
      <div className="figure-controls">
        <FigureSelect
          label="Period"
          value={period}
          options={HISTORY_PERIODS}
          onChange={(value) => setPeriod(value as HistoryPeriod)}
        />
        {asOf && <p className="figure-as-of">{asOf}</p>}
      </div>
      {/* Read out when a new period changes the rows. */}
      <p className="figure-count" aria-live="polite">
        {pricesCountText(prices.length)}
      </p>
      <FigureTable
        caption={`Historical prices, ${label.toLowerCase()}`}
        columns={COLUMNS}
        rows={prices}
        rowId={rowId}
        rowHeader="priceDate"
        className="historical-table"
      />
    </>
  );
}

export function HistoricalDataBlock({ cusip }: BlockProps) {
  const history = useHistoricalData(cusip);
  return (
    <FigureBlock
      name="historical-data"
      title="Historical Data"
      state={history}
      present={(data) => pricesInPeriod(data.prices, '1M').length > 0}
    >
      {(data) => <HistoricalBody data={data} />}
    </FigureBlock>
  );
}
