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
