/**
 * products spec 2.14 "growth of an investment", 7 /pnp.svc/performanceGrowth: what the amount first invested grew to,
 * month by month, beside the fund's index: the chart (read by keyboard, GrowthChart), where it ended in words, and
 * the values as a table behind a native disclosure, reachable by keyboard and screen reader without a wall of rows.
 */
import { useMemo } from 'react';
import { RegisteredText } from '../../../runtime/ui/RegisteredText';
import type { GrowthPoint, PerformanceGrowth } from '../../../services/fund-detail';
import { displayDate } from '../../../services/product-format';
import type { BlockProps } from '../model';
import { usePerformanceGrowth } from '../use-fund';
import { FigureBlock } from './FigureBlock';
import { FigureTable, type FigureColumn } from './FigureTable';
import { GrowthChart } from './GrowthChart';
import { dollars, growthChartLabel, growthHeading, growthSummary, valuesByDate } from './model';

export const SHOW_TABLE_TEXT = 'Show the data table';

const rowId = (point: GrowthPoint, index: number) => `${point.date}|${index}`;

function GrowthBody({ data, heading }: { data: PerformanceGrowth; heading: string }) {
  const hasIndex = (data.indexPoints?.length ?? 0) > 0;
  const indexName = data.indexName?.trim() || 'Index';
  const columns = useMemo(() => {
    const index = valuesByDate(data.indexPoints);
    const list: FigureColumn<GrowthPoint>[] = [
      { id: 'date', header: 'Date', cell: (point) => displayDate(point.date), width: 'date' },
      { id: 'fund', header: 'Fund', cell: (point) => dollars(point.value), numeric: true, width: 'pair' },
    ];
    if (index.size > 0) {
      list.push({
        id: 'index',
        header: indexName,
        cell: (point) => {
          const value = index.get(point.date);
          return value === undefined ? '-' : dollars(value);
        },
        numeric: true,
        width: 'pair',
      });
    }
    return list;
  }, [data.indexPoints, indexName]);
  return (
    <>
      {hasIndex && (
        <ul className="chart-legend" aria-label="Legend">
          <li>
            <span className="legend-swatch legend-swatch--fund" aria-hidden="true" />
            Fund
          </li>
          <li>
            <span className="legend-swatch legend-swatch--index" aria-hidden="true" />
            <span>
              <RegisteredText text={indexName} />
            </span>
          </li>
        </ul>
      )}
      <GrowthChart label={growthChartLabel(heading, data.points)} points={data.points} indexPoints={data.indexPoints} />
      <p className="growth-summary">
        <RegisteredText text={growthSummary(data.initialInvestment, data.points, data.indexPoints, data.indexName)} />
      </p>
      <details className="growth-data">
        <summary>{SHOW_TABLE_TEXT}</summary>
        <FigureTable
          caption={`${heading}, values by month`}
          columns={columns}
          rows={data.points}
          rowId={rowId}
          rowHeader="date"
          className="growth-table"
        />
      </details>
    </>
  );
}

export function GrowthBlock({ cusip }: BlockProps) {
  const growth = usePerformanceGrowth(cusip);
  const heading = growthHeading(growth.data?.initialInvestment);
  return (
    <FigureBlock name="growth" title={heading} state={growth} present={(data) => data.points.length > 0}>
      {(data) => <GrowthBody data={data} heading={heading} />}
    </FigureBlock>
  );
}
