/**
 * Dates, numbers and the registered mark as the specs show them (site spec 9 "Formatting", products spec 9).
 */
import dayjs from 'dayjs';

export type DateInput = string | number | Date | null | undefined;

/** A valid date, or undefined for a missing, invalid or negative value ("publication date (none when negative)"). */
function toDate(value: DateInput): dayjs.Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number' && (value < 0 || !Number.isFinite(value))) return undefined;
  const date = dayjs(value);
  return date.isValid() ? date : undefined;
}

/** MM/DD/YYYY; `fallback` (default '') when there is no valid date. */
export function formatDate(value: DateInput, fallback = ''): string {
  return toDate(value)?.format('MM/DD/YYYY') ?? fallback;
}

/** "Month D, YYYY" in U.S. English (site spec 2.9); `fallback` (default '') when there is no valid date. */
export function formatLongDate(value: DateInput, fallback = ''): string {
  return toDate(value)?.format('MMMM D, YYYY') ?? fallback;
}

/** "Month YYYY" (products spec 9); `fallback` (default '') when there is no valid date. */
export function formatMonthYear(value: DateInput, fallback = ''): string {
  return toDate(value)?.format('MMMM YYYY') ?? fallback;
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
