/**
 * The rules of the fund page's figure blocks (products spec 2.14 "performance", "asset mix", "historical data",
 * "growth of an investment", "capital gains", "top holdings"; 3 "Product detail", "Capital gains row"; 5): which rows
 * each shows and in what order, the texts of their figures, and the scales of the two charts. No DOM, no fetch.
 *
 * Figures are formatted as the fund tables format them (services/product-format.ts); the column words are the fund
 * tables' (widgets/fund-table), written again here because a widget never imports another widget.
 */
import { formatNumber } from '../../../runtime/format';
import type {
  AssetMixEntry,
  CapitalGainsRow,
  GrowthPoint,
  HistoricalPrice,
  PerformanceDetail,
  TotalReturnPerformance,
} from '../../../services/fund-detail';
import { displayDate, figureNumber, formatValue, isPresent, type Figure } from '../../../services/product-format';
import { capitalGainsPeriods } from '../model';

// ---------------------------------------------------------------------------------------------------------------
// Shared

/** "as of MM/DD/YYYY" (products spec 5), or null when the date is not given. */
export function asOfText(date: string | null | undefined): string | null {
  return isPresent(date) ? `as of ${displayDate(date)}` : null;
}

/** A percentage figure: "55.20%"; a figure that is not a number as the fund tables show it ("-"). */
export function percentText(value: Figure): string {
  return Number.isFinite(figureNumber(value)) ? `${formatValue(value)}%` : formatValue(value);
}

/** An ISO day (yyyy-mm-dd at the start of a text) as [year, month, day], or null. */
function isoDay(value: string | null | undefined): [number, number, number] | null {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim()) : null;
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Sorts by an ISO date, newest first or oldest first; a value without one goes last, in its order. */
function byIsoDate<T>(items: readonly T[], dateOf: (item: T) => string | null | undefined, newestFirst: boolean): T[] {
  const keyed = items.map((item, index) => {
    const day = isoDay(dateOf(item));
    return { item, index, key: day ? day[0] * 10000 + day[1] * 100 + day[2] : Number.NaN };
  });
  return keyed
    .sort((a, b) => {
      if (Number.isNaN(a.key) || Number.isNaN(b.key)) {
        return Number(Number.isNaN(a.key)) - Number(Number.isNaN(b.key)) || a.index - b.index;
      }
      return (newestFirst ? b.key - a.key : a.key - b.key) || a.index - b.index;
    })
    .map(({ item }) => item);
}

// ---------------------------------------------------------------------------------------------------------------
// Performance (products spec 2.14 "performance (monthly and quarterly, NAV / index / net / pure gross)", 3)

export const PERFORMANCE_INTERVALS = ['Monthly', 'Quarterly'] as const;
export type PerformanceInterval = (typeof PERFORMANCE_INTERVALS)[number];

/** The performance of an interval (intervalType Monthly / Quarterly, any case), when it has rows. */
export function performanceOf(
  performances: readonly TotalReturnPerformance[] | null | undefined,
  interval: PerformanceInterval,
): TotalReturnPerformance | undefined {
  return performances?.find(
    (entry) =>
      entry.intervalType?.trim().toLowerCase() === interval.toLowerCase() &&
      (entry.totalReturnPerfDetails?.length ?? 0) > 0,
  );
}

/** The intervals the fund has rows for, Monthly first (the default, products spec 9 "Frequencies"). */
export function performanceIntervals(
  performances: readonly TotalReturnPerformance[] | null | undefined,
): PerformanceInterval[] {
  return PERFORMANCE_INTERVALS.filter((interval) => performanceOf(performances, interval));
}

/**
 * The return columns, with the fund tables' headers (widgets/fund-table landing and closed-end columns: "YTD",
 * "1 Mo" ... "Since Incept.", "Incept. Date").
 */
export const PERFORMANCE_COLUMNS = [
  { key: 'ytd', header: 'YTD' },
  { key: 'oneMonth', header: '1 Mo' },
  { key: 'threeMonth', header: '3 Mo' },
  { key: 'oneYear', header: '1 Yr' },
  { key: 'threeYear', header: '3 Yr' },
  { key: 'fiveYear', header: '5 Yr' },
  { key: 'tenYear', header: '10 Yr' },
  { key: 'sinceIncep', header: 'Since Incept.' },
] as const satisfies readonly { key: keyof PerformanceDetail; header: string }[];
export const INCEPTION_DATE_HEADER = 'Incept. Date';

/**
 * A row's type in words (products spec 3: type INDEX1 / NET / PURE_GROSS; a NAV row has none, or NAV): "Index",
 * "Net", "Pure Gross", "NAV"; another code in words ("AT_MARKET" → "At Market").
 */
export function performanceTypeLabel(type: string | null | undefined): string {
  const code = type?.trim().toUpperCase() ?? '';
  if (code === '' || code === 'NAV') return 'NAV';
  if (/^INDEX\d*$/.test(code)) return 'Index';
  return code
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join(' ');
}

// ---------------------------------------------------------------------------------------------------------------
// Asset mix (products spec 3 "assetMixDetails {asOfDate, assetMixInfo[] {allocationType, allocation, allocationPct,
// allocationPctSht, order}}")

export interface AssetMixSlice {
  key: string;
  /** The allocation's name ("U.S. Equity"); its type when it has none. */
  label: string;
  /** allocationPct as sent. */
  percent: Figure;
  /** allocationPct as a number; NaN when it is not one. */
  value: number;
}

/** The allocations in their `order` (an entry without one last), each with its name and its percentage. */
export function assetMixSlices(entries: readonly AssetMixEntry[] | null | undefined): AssetMixSlice[] {
  const ordered = (entries ?? [])
    .map((entry, index) => ({ entry, index, order: figureNumber(entry.order) }))
    .sort((a, b) => {
      const aMissing = Number.isNaN(a.order);
      const bMissing = Number.isNaN(b.order);
      if (aMissing || bMissing) return Number(aMissing) - Number(bMissing) || a.index - b.index;
      return a.order - b.order || a.index - b.index;
    });
  return ordered.map(({ entry, index }) => ({
    key: String(index),
    label: entry.allocation?.trim() || entry.allocationType?.trim() || '-',
    percent: entry.allocationPct,
    value: figureNumber(entry.allocationPct),
  }));
}

/** The chart's text alternative: "Asset mix as of 03/31/2025: U.S. Equity 55.20%, Cash -2.00%." */
export function assetMixSummary(asOfDate: string | null | undefined, slices: readonly AssetMixSlice[]): string {
  const asOf = asOfText(asOfDate);
  const parts = slices.map(
    (slice) => `${slice.label} ${Number.isFinite(slice.value) ? percentText(slice.percent) : 'not available'}`,
  );
  return `Asset mix${asOf ? ` ${asOf}` : ''}: ${parts.length > 0 ? parts.join(', ') : 'no allocations'}.`;
}

/** A horizontal bar: where it starts and how long it is, in the chart's units. */
export interface Bar {
  x: number;
  width: number;
}

/**
 * Bars for `values` across `length` units, from a zero line: the scale runs from the lowest value (or 0) to the
 * highest (or 0), so a negative allocation (a short position, cash below zero) goes left of the line. A value that
 * is not a number, or values that are all zero, give bars of no length at the zero line.
 */
export function barScale(values: readonly number[], length: number): { zero: number; bar: (value: number) => Bar } {
  const finite = values.filter(Number.isFinite);
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  const span = high - low;
  const at = (value: number) => (span === 0 ? 0 : ((value - low) / span) * length);
  const zero = at(0);
  return {
    zero,
    bar: (value) => {
      if (!Number.isFinite(value)) return { x: zero, width: 0 };
      const end = at(value);
      return { x: Math.min(zero, end), width: Math.abs(end - zero) };
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Historical data (products spec 2.14 "historical data", 7 /pnp.svc/historicalData)

/**
 * The periods a visitor picks from. The spec does not list them: chosen, the last month, 3 months, 6 months and the
 * year, counted back from the newest price (1 Month first: a short table, which the visitor widens).
 */
export const HISTORY_PERIODS = [
  { value: '1M', label: '1 Month', months: 1 },
  { value: '3M', label: '3 Months', months: 3 },
  { value: '6M', label: '6 Months', months: 6 },
  { value: '1Y', label: '1 Year', months: 12 },
] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number]['value'];
export const DEFAULT_HISTORY_PERIOD: HistoryPeriod = '1M';

/** `day` moved back `months` calendar months, the day kept where the month has it (03-31 → 02-28). */
function monthsBefore([year, month, day]: [number, number, number], months: number): number {
  const total = year * 12 + (month - 1) - months;
  const y = Math.floor(total / 12);
  const m = (total % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return y * 10000 + m * 100 + Math.min(day, last);
}

/**
 * The prices of the period, newest first: those after the same day `months` months before the newest price. A
 * price without an ISO date cannot be placed in a period and is left out.
 */
export function pricesInPeriod(prices: readonly HistoricalPrice[], period: HistoryPeriod): HistoricalPrice[] {
  const months = HISTORY_PERIODS.find((entry) => entry.value === period)?.months ?? 1;
  const dated = byIsoDate(
    prices.filter((price) => isoDay(price.priceDate)),
    (price) => price.priceDate,
    true,
  );
  const newest = dated[0] ? isoDay(dated[0].priceDate) : null;
  if (!newest) return [];
  const start = monthsBefore(newest, months);
  return dated.filter((price) => {
    const [y, m, d] = isoDay(price.priceDate)!;
    return y * 10000 + m * 100 + d > start;
  });
}

/** The count over the table, as the fund tables count their rows ("Displaying N fund(s)"). */
export function pricesCountText(count: number): string {
  return `Displaying ${count} price(s)`;
}

// ---------------------------------------------------------------------------------------------------------------
// Growth of an investment (products spec 2.14 "growth of an investment", 7 /pnp.svc/performanceGrowth)

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const centDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const signedDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/** An amount in dollars: "$12,345.67"; `whole` drops the cents of a whole amount ("$10,000"). */
export function dollars(value: number, whole = false): string {
  return whole && Number.isInteger(value) ? wholeDollars.format(value) : centDollars.format(value);
}

/** The block's heading: "Growth of $10,000". */
export function growthHeading(initialInvestment: number | undefined): string {
  return initialInvestment === undefined || !Number.isFinite(initialInvestment)
    ? 'Growth of an Investment'
    : `Growth of ${dollars(initialInvestment, true)}`;
}

/** The index's value on each date of its points. */
export function valuesByDate(points: readonly GrowthPoint[] | null | undefined): Map<string, number> {
  return new Map((points ?? []).map((point) => [point.date, point.value]));
}

/** What the chart's marker reads out: "03/31/2025: Fund $12,345.67, Index $11,234.56" (the index when it has one). */
export function growthReading(point: GrowthPoint, indexValue: number | undefined): string {
  const index = indexValue === undefined ? '' : `, Index ${dollars(indexValue)}`;
  return `${displayDate(point.date)}: Fund ${dollars(point.value)}${index}`;
}

/** The change from the amount invested: "+$15,432.10 (+154.32%)". */
export function changeText(initial: number, final: number): string {
  const change = signedDollars.format(final - initial);
  if (initial === 0) return change;
  const percent = ((final - initial) / Math.abs(initial)) * 100;
  const formatted = formatNumber(percent, 2);
  return `${change} (${percent > 0 && formatted !== '0.00' ? '+' : ''}${formatted}%)`;
}

/**
 * The text under the chart: the final value and the total change, of the fund and of its index.
 * "On 03/31/2025 the fund's $10,000 was worth $25,432.10: +$15,432.10 (+154.32%). The S&P 500 Index: ..."
 */
export function growthSummary(
  initial: number,
  points: readonly GrowthPoint[],
  indexPoints: readonly GrowthPoint[] | null | undefined,
  indexName: string | null | undefined,
): string {
  const last = points.at(-1);
  if (!last) return '';
  const fund = `On ${displayDate(last.date)} the fund's ${dollars(initial, true)} was worth ${dollars(last.value)}: ${changeText(initial, last.value)}.`;
  const indexLast = indexPoints?.at(-1);
  if (!indexLast) return fund;
  const name = indexName?.trim() || 'The index';
  return `${fund} ${name}: ${dollars(indexLast.value)}, ${changeText(initial, indexLast.value)}.`;
}

/** The chart's name: what it shows, from when to when, and where it ends. */
export function growthChartLabel(heading: string, points: readonly GrowthPoint[]): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `${heading}: no values`;
  return `${heading}, chart from ${displayDate(first.date)} to ${displayDate(last.date)}`;
}

/**
 * A linear scale from [d0, d1] to [r0, r1]; a domain of one value (one point, all values equal) maps to the middle
 * of the range.
 */
export function linearScale(d0: number, d1: number, r0: number, r1: number): (value: number) => number {
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (value) => r0 + ((value - d0) / (d1 - d0)) * (r1 - r0);
}

/** A step of 1, 2, 2.5 or 5 times a power of ten, near `raw`. */
function niceStep(raw: number): number {
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/**
 * About `count` round values covering [min, max] (the axis's labels), from a round value at or below min to one at
 * or above max. A single value (min = max) gives the round values either side of it; no finite value gives none.
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  let low = Math.min(min, max);
  let high = Math.max(min, max);
  if (low === high) {
    const pad = low === 0 ? 1 : Math.abs(low) * 0.1;
    low -= pad;
    high += pad;
  }
  const step = niceStep((high - low) / Math.max(1, count - 1));
  const first = Math.floor(low / step);
  const last = Math.ceil(high / step);
  return Array.from({ length: last - first + 1 }, (_, i) => Number(((first + i) * step).toPrecision(12)));
}

/** The points of a line as an SVG path ("M x y L x y ..."); none gives an empty path. */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`).join(' ');
}

const round = (value: number) => Math.round(value * 10) / 10;

/** At most `max` indexes of `count` dates to label on the time axis, evenly spread, the first and the last in. */
export function timeTickIndexes(count: number, max = 6): number[] {
  if (count <= 0) return [];
  if (count === 1) return [0];
  const ticks = Math.max(2, Math.min(count, max));
  return [...new Set(Array.from({ length: ticks }, (_, i) => Math.round((i * (count - 1)) / (ticks - 1))))];
}

/** The marker's next point for a key (Left, Right, Home, End); null for another key. Before any, Right starts it. */
export function nextMarker(current: number | null, key: string, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if (key === 'ArrowRight') return current === null ? 0 : Math.min(last, current + 1);
  if (key === 'ArrowLeft') return current === null ? last : Math.max(0, current - 1);
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Capital gains (products spec 3 "Capital gains row", 5 "Capital-gains amounts show 5 decimals", 7 exportCapGains)

export type CapitalGainsAmountField = 'shortTermCapGain' | 'longTermCapGain' | 'totalCapGain' | 'totalCapGainPct';
export const CAPITAL_GAINS_AMOUNTS: readonly CapitalGainsAmountField[] = [
  'shortTermCapGain',
  'longTermCapGain',
  'totalCapGain',
  'totalCapGainPct',
];

type Estimates = NonNullable<CapitalGainsRow['estimates']>;

/** The estimates, when their record holds a date or an amount ("-" and blanks do not count). */
export function presentEstimates(estimates: Estimates | null | undefined): Estimates | null {
  if (!estimates) return null;
  const fields = Object.entries(estimates).filter(([key]) => /^(recordDate|exDivdndDate|.*(St|End))$/.test(key));
  return fields.some(([, value]) => isPresent(value as Figure)) ? estimates : null;
}

/**
 * The download's data types (products spec 7: exportCapGains dataType, as the landing pages name them: productSummary
 * for the distributions, estimates), those the fund has.
 */
export function capitalGainsDataTypes(row: CapitalGainsRow): { value: string; label: string }[] {
  const types: { value: string; label: string }[] = [];
  if ((row.distributions?.length ?? 0) > 0) types.push({ value: 'productSummary', label: 'Distributions' });
  if (presentEstimates(row.estimates)) types.push({ value: 'estimates', label: 'Estimates' });
  return types;
}

/**
 * The periods of the download (the years of `capitalGainsPeriods`, widgets/fund-detail/model.ts), newest first: for
 * the distributions, the years of their record dates; for the estimates, the year of theirs. Where the data type's
 * records give no year, the years of every record date of the fund.
 */
export function capitalGainsDownloadPeriods(row: CapitalGainsRow, dataType: string): string[] {
  const distributionDates = (row.distributions ?? []).map((distribution) => distribution.recordDate);
  const own = capitalGainsPeriods(dataType === 'estimates' ? [row.estimates?.recordDate] : distributionDates);
  return own.length > 0 ? own : capitalGainsPeriods([...distributionDates, row.estimates?.recordDate]);
}
