/**
 * How the product pages show figures and dates (products spec 5 "Sorting and formatting", site spec 9): the product
 * tables (`<fund-table>`) and the fund page (`<fund-detail>`) alike.
 */
import { formatNumber } from '../runtime/format';

/** A figure as the services send it: a number, a text such as "12.34" or "-", or nothing. */
export type Figure = number | string | null | undefined;

/** site spec 9 / products spec 5: returns, prices and expenses show 2 decimals; a missing value "-". */
export function formatValue(value: Figure): string {
  return formatNumber(value, 2);
}

/** products spec 5: "Dates given as YYYY-MM-DD show as MM/DD/YYYY, and "-" stays "-"". A missing date shows "-". */
export function displayDate(value: string | null | undefined): string {
  if (value === null || value === undefined) return '-';
  const text = value.trim();
  if (text === '' || text === '-') return '-';
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return iso ? `${iso[2]}/${iso[3]}/${iso[1]}` : text;
}

/** A figure as a number; NaN for "-", a blank or a text that is not a number. */
export function figureNumber(value: Figure): number {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return Number.NaN;
  const text = value.trim();
  return text === '' ? Number.NaN : Number(text);
}

/** Whether a figure or a date is given: "-" and blanks say it is not. */
export function isPresent(value: Figure): boolean {
  return (
    value !== null &&
    value !== undefined &&
    !(typeof value === 'string' && (value.trim() === '' || value.trim() === '-'))
  );
}

/** A date as a number that sorts by day (yyyymmdd), from "YYYY-MM-DD" or "MM/DD/YYYY"; 0 for anything else. */
export function dateSortValue(value: unknown): number {
  if (typeof value !== 'string') return 0;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (iso) return Number(iso[1]) * 10000 + Number(iso[2]) * 100 + Number(iso[3]);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(value.trim());
  if (us) return Number(us[3]) * 10000 + Number(us[1]) * 100 + Number(us[2]);
  return 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Capital gains (products spec 2.3 "Capital gains tab", 3 "Capital gains row", 5): the fund tables' tab and the fund
// page's block show them alike.

/** The capital gains columns' headers. */
export const CAPITAL_GAINS_HEADERS = {
  recordDate: 'Record Date',
  exDivdndDate: 'Ex-Dividend Date',
  shortTermCapGain: 'Short-Term Capital Gains',
  longTermCapGain: 'Long-Term Capital Gains',
  totalCapGain: 'Total Capital Gains',
  totalCapGainPct: 'Total Capital Gains (%)',
} as const;

/** products spec 5: capital-gains amounts show 5 decimals. */
const CAPITAL_GAINS_DECIMALS = 5;

/** products spec 5: an amount to 5 decimals; a missing value shows "-", a text such as "-" passes unchanged. */
export function capitalGainsAmount(value: Figure): string {
  return formatNumber(value, CAPITAL_GAINS_DECIMALS);
}

/** Percentages of the net asset value (totalCapGainPct and its estimates' ends). */
const PERCENT_FIELD = /Pct(St|End)?$/;

/**
 * A capital gains figure as its field says: the per-share amounts to 5 decimals (products spec 5), the
 * percentages to 2 (spec 9: "Numbers show 2 decimals by default"; the 5 decimals are the amounts' only).
 */
export function capitalGainsFigure(field: string, value: Figure): string {
  return PERCENT_FIELD.test(field) ? formatNumber(value, 2) : capitalGainsAmount(value);
}

/** products spec 2.3: "Estimates show as ranges "start − end"" (U+2212 between the two figures of `field`). */
export function estimateRange(start: Figure, end: Figure, field = ''): string {
  if (!isPresent(start) && !isPresent(end)) return '-';
  return `${capitalGainsFigure(field, start)} \u2212 ${capitalGainsFigure(field, end)}`;
}

/** products spec 2.3: "Distributions are sorted by recordDate" (oldest first; equal dates keep their order). */
export function sortedDistributions<D extends { recordDate?: string | null }>(
  distributions: readonly D[] | null | undefined,
): D[] {
  if (!distributions) return [];
  return distributions
    .map((d, i) => ({ d, i, key: dateSortValue(d.recordDate) }))
    .sort((a, b) => a.key - b.key || a.i - b.i)
    .map(({ d }) => d);
}
