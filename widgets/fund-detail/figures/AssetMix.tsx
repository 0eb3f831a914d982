/**
 * products spec 2.14 "asset mix", 3 assetMixDetails: the allocations as a bar chart (plain SVG: no charting library,
 * for the chunk's size) and as a table under it, always shown, which keyboard and screen-reader users read.
 */
import { useMemo, useRef } from 'react';
import type { ProductDetail } from '../../../services/fund-detail';
import { RegisteredText } from '../../../runtime/ui/RegisteredText';
import { formatValue } from '../../../services/product-format';
import type { BlockProps } from '../model';
import { useProductDetail } from '../use-fund';
import { FigureBlock } from './FigureBlock';
import { FigureTable, type FigureColumn } from './FigureTable';
import { asOfText, assetMixSlices, assetMixSummary, barScale, percentText, type AssetMixSlice } from './model';
import { useWidth } from './use-width';

/** Each allocation's line: its name above its bar, its percentage at the right end. */
const LINE = 44;
const BAR = 14;
const VALUE_ROOM = 72;

/** The chart, as wide as its place: role="img", named by its summary; each bar labelled with its name and value. */
function AssetMixChart({ slices, summary }: { slices: readonly AssetMixSlice[]; summary: string }) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame, 560);
  const plot = Math.max(40, width - VALUE_ROOM);
  const scale = barScale(
    slices.map((slice) => slice.value),
    plot,
  );
  const height = slices.length * LINE + 4;
  const negative = slices.some((slice) => slice.value < 0);
  return (
    <div className="asset-mix-chart" ref={frame}>
      <svg role="img" aria-label={summary} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        {slices.map((slice, index) => {
          const top = index * LINE;
          const bar = scale.bar(slice.value);
          return (
            <g key={slice.key}>
              <text className="chart-label" x={0} y={top + 15}>
                {slice.label}
              </text>
              <rect className="chart-track" x={0} y={top + 22} width={plot} height={BAR} />
              <rect
                className={slice.value < 0 ? 'chart-bar chart-bar--negative' : 'chart-bar'}
                x={bar.x}
                y={top + 22}
                width={bar.width}
                height={BAR}
              />
              <text className="chart-value" x={width} y={top + 34} textAnchor="end">
                {percentText(slice.percent)}
              </text>
            </g>
          );
        })}
        {negative && <line className="chart-zero" x1={scale.zero} x2={scale.zero} y1={18} y2={height} />}
      </svg>
    </div>
  );
}

const COLUMNS: readonly FigureColumn<AssetMixSlice>[] = [
  { id: 'label', header: 'Allocation', cell: (slice) => <RegisteredText text={slice.label} />, width: 'name' },
  { id: 'percent', header: '% of Net Assets', cell: (slice) => formatValue(slice.percent), numeric: true },
];
const rowId = (slice: AssetMixSlice) => slice.key;

function AssetMixBody({ details }: { details: NonNullable<ProductDetail['assetMixDetails']> }) {
  const slices = useMemo(() => assetMixSlices(details.assetMixInfo), [details]);
  const asOf = asOfText(details.asOfDate);
  return (
    <>
      {asOf && <p className="figure-as-of">{asOf}</p>}
      <AssetMixChart slices={slices} summary={assetMixSummary(details.asOfDate, slices)} />
      <FigureTable
        caption={asOf ? `Asset mix ${asOf}` : 'Asset mix'}
        columns={COLUMNS}
        rows={slices}
        rowId={rowId}
        rowHeader="label"
        className="asset-mix-table"
      />
    </>
  );
}

export function AssetMixBlock({ cusip }: BlockProps) {
  const detail = useProductDetail(cusip);
  return (
    <FigureBlock
      name="asset-mix"
      title="Asset Mix"
      state={detail}
      present={(data) => (data.assetMixDetails?.assetMixInfo?.length ?? 0) > 0}
    >
      {(data) => <AssetMixBody details={data.assetMixDetails!} />}
    </FigureBlock>
  );
}
