/**
 * Dates, numbers and the registered mark as the specs show them (site spec 9 "Formatting", products spec 9). The one
 * place dates are formatted: every element shows a date through these functions, in the site's time zone.
 */
import dayjs from 'dayjs';
import { DEFAULT_TIME_ZONE } from './config';

export type DateInput = string | number | Date | null | undefined;

/** A day written without a time, as services send an as-of date: 2025-03-31 or 03/31/2025. */
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$|^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The year, month and day it is in `timeZone` at `instant`; the firm's zone for a name the browser does not know. */
function dayInZone(instant: number, timeZone: string): [number, number, number] {
  let format = dayFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    } catch {
      return dayInZone(instant, DEFAULT_TIME_ZONE);
    }
    dayFormats.set(timeZone, format);
  }
  const part = (type: string) => Number(format.formatToParts(instant).find((p) => p.type === type)?.value);
  return [part('year'), part('month'), part('day')];
}

/**
 * The date rule: the day a value names, for every visitor alike.
 * - A day written without a time (2025-03-31, 03/31/2025) is that day, wherever the page is read.
 * - An instant (epoch milliseconds, a Date, a date-time text) is the day it was in the site's time zone
 *   (`timeZone`, the page configuration's, runtime/config.ts DEFAULT_TIME_ZONE): an article published at midnight
 *   in New York is dated that day in California and in Tokyo too, never the day before or after.
 * Missing, invalid and negative values are no date ("publication date (none when negative)").
 */
export function calendarDay(value: DateInput, timeZone: string = DEFAULT_TIME_ZONE): dayjs.Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number' && (value < 0 || !Number.isFinite(value))) return undefined;
  let year: number, month: number, day: number;
  const written = typeof value === 'string' ? CALENDAR_DAY.exec(value.trim()) : null;
  if (written) {
    [year, month, day] = written[1]
      ? [Number(written[1]), Number(written[2]), Number(written[3])]
      : [Number(written[6]), Number(written[4]), Number(written[5])];
  } else {
    const instant = dayjs(value);
    if (!instant.isValid()) return undefined;
    [year, month, day] = dayInZone(instant.valueOf(), timeZone);
  }
  // Noon of that day in the browser's zone: a day dayjs formats as it is, whatever the zone's midnight does.
  const date = dayjs(new Date(year, month - 1, day, 12));
  return date.isValid() && date.date() === day && date.month() === month - 1 ? date : undefined;
}

/** MM/DD/YYYY in the site's time zone (site spec 9); `fallback` (default '') when there is no valid date. */
export function formatDate(value: DateInput, fallback = '', timeZone?: string): string {
  return calendarDay(value, timeZone)?.format('MM/DD/YYYY') ?? fallback;
}

/** "Month D, YYYY" in U.S. English, in the site's time zone (site spec 2.9); `fallback` when there is no valid date. */
export function formatLongDate(value: DateInput, fallback = '', timeZone?: string): string {
  return calendarDay(value, timeZone)?.format('MMMM D, YYYY') ?? fallback;
}

/** "Month YYYY" in the site's time zone (products spec 9); `fallback` (default '') when there is no valid date. */
export function formatMonthYear(value: DateInput, fallback = '', timeZone?: string): string {
  return calendarDay(value, timeZone)?.format('MMMM YYYY') ?? fallback;
}

/** Rounds half away from zero in decimal, so 1.005 gives 1.01 (toFixed alone gives 1.00). */
function roundHalfAway(value: number, decimals: number): number {
  const magnitude = Math.abs(value);
  if (String(magnitude).includes('e')) return value;
  const rounded = Number(`${Math.round(Number(`${magnitude}e${decimals}`))}e-${decimals}`);
  return value < 0 ? -rounded : rounded;
}

/**
 * site spec 9: "numbers 2 decimals by default with no grouping". A missing value gives '-'; a text that is not
 * a number (the services' "-", "N/A") passes unchanged.
 */
export function formatNumber(value: number | string | null | undefined, decimals = 2): string {
  if (value === null || value === undefined) return '-';
  if (typeof value === 'string' && value.trim() === '') return '-';
  const number = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(number)) return typeof value === 'string' ? value : '-';
  const text = roundHalfAway(number, decimals).toFixed(decimals);
  // -0.001 rounds to "-0.00": show it as "0.00".
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text;
}

export interface TextPart {
  text: string;
  /** True for a registered mark, shown as superscript (site spec 9). */
  registered: boolean;
}

/**
 * Splits a text around the registered mark (®, or &reg; / &#174; left encoded by a service) so a component can
 * render each mark as <sup>®</sup>.
 */
export function splitRegistered(text: string | null | undefined): TextPart[] {
  if (!text) return [];
  const parts: TextPart[] = [];
  for (const piece of text.split(/(®|&reg;|&#174;|&#xae;)/i)) {
    if (piece === '') continue;
    const registered = /^(®|&reg;|&#174;|&#xae;)$/i.test(piece);
    parts.push({ text: registered ? '®' : piece, registered });
  }
  return parts;
}
