/**
 * Texts every product table shows (products spec 2.3, 2.5, 8, 9), quoted from the spec.
 */
import { FILTER_COLUMN_SPLIT } from '../../../services/product-vocabulary';

/** products spec 2.3 / 2.5: "Displaying N fund(s)". */
export function displayingText(count: number): string {
  return `Displaying ${count} fund(s)`;
}

/**
 * "Displaying N {unit}" of the tables that count something other than funds: "portfolio(s)" (products spec 2.9),
 * "products(s)" (2.8, spelt as the spec spells it).
 */
export function displayingCountText(count: number, unit: string): string {
  return `Displaying ${count} ${unit}`;
}

/** products spec 8 "Section failures". */
export function sectionUnavailableText(section: string): string {
  return `${section} information is currently unavailable due to a technical issue. Please try again later.`;
}

/**
 * After a section's failure text (products spec 8), what did not load while the rest did: Find a Product's product
 * groups, Rated Funds' share classes. The spec says only that the section is unavailable; over a table of what did
 * load, a visitor needs to know what the table leaves out.
 */
export function notInTableText(labels: readonly string[]): string {
  return `Not in the table: ${new Intl.ListFormat('en', { type: 'conjunction' }).format(labels)}.`;
}

/** products spec 8: popup for a product summary or list failure (the element's failure popup). */
export const ERROR_POPUP = {
  title: 'Error',
  text: 'Fund Performance information is unavailable at this time. Please try again later.',
} as const;

/** products spec 8 "Empty fund tables". */
export const NO_MATCHING_FUNDS = 'No matching funds found.';
/** products spec 8 "Empty generic table". */
export const NO_ROWS_FOUND = 'No rows found with the selected filters.';

export interface EmptyResult {
  text: string;
  /** products spec 2.3: the landing pages add the share-class / Search hint, linking to /search. */
  hint?: { before: string; linkText: string; after: string; href: string };
}

/** products spec 2.5 / 2.10 / 9: each filter list shows its first 8 options in one column and the rest in a second. */
export function splitFilterColumns<T>(options: readonly T[]): [T[], T[]] {
  return [options.slice(0, FILTER_COLUMN_SPLIT), options.slice(FILTER_COLUMN_SPLIT)];
}

/** products spec 2.4: "Displaying N product(s)". */
export function displayingProductsText(count: number): string {
  return displayingCountText(count, 'product(s)');
}

/** products spec 2.4 / 2.7: "All data as of {asOfDate} unless otherwise indicated." */
export function allDataAsOfText(date: string): string {
  return `All data as of ${date} unless otherwise indicated.`;
}

/**
 * The footnote of the "Since Incept. *" and "Since Fund Incept. *" headers (products spec 2.4, 2.7). The spec shows
 * the mark, not the note's text: the table explains it under the rows with what a visitor reads such a mark as,
 * the period the figure covers.
 */
export const SINCE_INCEPTION_FOOTNOTE = {
  mark: '*',
  text: "Since inception returns are average annual total returns from the fund's inception date.",
} as const;
