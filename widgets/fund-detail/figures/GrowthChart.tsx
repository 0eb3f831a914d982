/**
 * The growth of an investment as a line chart (plain SVG), the fund's line and its index's, with the values on the
 * vertical axis and dates on the horizontal one. Keyboard: the chart takes the focus, and Left / Right (Home / End)
 * move a marker from month to month, its date and values read out in a polite live region; a pointer moves it too.
 */
import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { GrowthPoint } from '../../../services/fund-detail';
import { displayDate } from '../../../services/product-format';
import {
  dollars,
  growthReading,
  linearScale,
  linePath,
  nextMarker,
  niceTicks,
  timeTickIndexes,
  valuesByDate,
} from './model';
import { useWidth } from './use-width';

const HEIGHT = 280;
const MARGIN = { top: 12, right: 16, bottom: 32, left: 76 };
export const CHART_HINT = 'Use the Left and Right arrow keys to read the values month by month.';

export function GrowthChart({
  label,
  points,
  indexPoints,
}: {
  label: string;
  points: readonly GrowthPoint[];
  indexPoints: readonly GrowthPoint[] | null | undefined;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame, 640);
  const hintId = useId();
  const [marker, setMarker] = useState<number | null>(null);
  const indexByDate = valuesByDate(indexPoints);
  const indexOf = (point: GrowthPoint) => indexByDate.get(point.date);

  const values = points.flatMap((point) => [point.value, indexOf(point) ?? point.value]);
  const ticks = niceTicks(Math.min(...values), Math.max(...values), 5);
  const right = Math.max(MARGIN.left + 1, width - MARGIN.right);
  const x = linearScale(0, Math.max(0, points.length - 1), MARGIN.left, right);
  const y = linearScale(ticks[0] ?? 0, ticks.at(-1) ?? 0, HEIGHT - MARGIN.bottom, MARGIN.top);
  const fundLine = linePath(points.map((point, i) => ({ x: x(i), y: y(point.value) })));
  const indexLine = linePath(
    points.flatMap((point, i) => {
      const value = indexOf(point);
      return value === undefined ? [] : [{ x: x(i), y: y(value) }];
    }),
  );
  const dateTicks = timeTickIndexes(points.length, width < 480 ? 3 : 6);
  const current = marker === null ? undefined : points[marker];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextMarker(marker, event.key, points.length);
    if (next === null) return;
    event.preventDefault();
    setMarker(next);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const left = event.currentTarget.getBoundingClientRect().left;
    const step = points.length > 1 ? (right - MARGIN.left) / (points.length - 1) : 1;
    const index = Math.round((event.clientX - left - MARGIN.left) / step);
    setMarker(Math.min(points.length - 1, Math.max(0, index)));
  };

  return (
    <>
      {/* role="application": a screen reader in browse mode passes the arrow keys to the chart, which reads them.
          jsx-a11y counts the role as non-interactive, which it is not here. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={frame}
        className="growth-chart"
        role="application"
        aria-label={label}
        aria-describedby={hintId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerMove={onPointerMove}
      >
        <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} aria-hidden="true" focusable="false">
          {ticks.map((tick) => (
            <g key={tick}>
              <line className="chart-grid" x1={MARGIN.left} x2={right} y1={y(tick)} y2={y(tick)} />
              <text className="chart-axis" x={MARGIN.left - 6} y={y(tick) + 4} textAnchor="end">
                {dollars(tick, true)}
              </text>
            </g>
          ))}
          {dateTicks.map((index, position) => (
            <text
              key={index}
              className="chart-axis"
              x={x(index)}
              y={HEIGHT - 10}
              textAnchor={position === 0 ? 'start' : position === dateTicks.length - 1 ? 'end' : 'middle'}
            >
              {displayDate(points[index]!.date)}
            </text>
          ))}
          {indexLine && <path className="chart-line chart-line--index" d={indexLine} />}
          <path className="chart-line chart-line--fund" d={fundLine} />
          {points.length === 1 && <circle className="chart-dot" cx={x(0)} cy={y(points[0]!.value)} r={4} />}
          {current && marker !== null && (
            <g className="chart-marker">
              <line x1={x(marker)} x2={x(marker)} y1={MARGIN.top} y2={HEIGHT - MARGIN.bottom} />
              <circle className="chart-marker-fund" cx={x(marker)} cy={y(current.value)} r={5} />
              {indexOf(current) !== undefined && (
                <circle className="chart-marker-index" cx={x(marker)} cy={y(indexOf(current)!)} r={5} />
              )}
            </g>
          )}
        </svg>
      </div>
      <p className="chart-hint" id={hintId}>
        {CHART_HINT}
      </p>
      <p className="growth-reading" aria-live="polite">
        {current ? growthReading(current, indexOf(current)) : ''}
      </p>
    </>
  );
}
