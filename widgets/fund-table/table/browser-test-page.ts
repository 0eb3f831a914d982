/**
 * What the fund-table browser tests of the productSummary views share: the fault switch of the fixture backend
 * and the rows and count a visitor sees in the element's shadow root.
 */
import { waitUntil } from '../../../tests/browser/helpers';

export { setFault } from '../../../tests/browser/helpers';

/**
 * How long the rows may take to arrive: a guard against a hang on a loaded machine, not a timing. Find a Product's
 * 1,200 rows, drawn in chunks by React's development build, were still drawing after 20 s in Firefox beside the two
 * other engines on two cores, with every group loaded and the count shown (two full runs in five).
 */
export const LOAD = 60_000;

/** The body rows the table shows. */
export const bodyRows = (el: Element) =>
  [...(el.shadowRoot?.querySelectorAll<HTMLTableRowElement>('tbody tr.cm-row') ?? [])].filter((row) => !row.hidden);

/**
 * N of "Displaying N fund(s)", "... product(s)", "... portfolio(s)" or the 529 plan's "... products(s)" (products
 * spec 2.8, as written); -1 when the line reads otherwise.
 */
export const countOf = (el: Element) => {
  const text = el.shadowRoot?.querySelector('.count')?.textContent ?? '';
  const match = /^Displaying (\d+) (?:fund|products?|portfolio)\(s\)$/.exec(text);
  return match ? Number(match[1]) : -1;
};

/** The text of each shown row's cell of a column. */
export const columnTexts = (el: Element, key: string) =>
  bodyRows(el).map((row) => row.querySelector(`.cm-col-${key}`)?.textContent?.trim() ?? '');

/** Each shown row's name (the row header). */
export const rowNames = (el: Element) => bodyRows(el).map((row) => row.querySelector('th a')?.textContent ?? '');

/** The rows are there, every one of them: a table of more than a screen draws the rest in chunks under aria-busy. */
export const loaded = (el: Element) =>
  waitUntil(
    () => bodyRows(el).length > 0 && !el.shadowRoot?.querySelector('table[aria-busy="true"]'),
    'the rows load',
    LOAD,
  );

/**
 * Clicks a download link: the `fund-table-download` details it announced while the click ran, and whether the click
 * was left to go on (not cancelled by the element). The test page then stops it itself (a document listener, after
 * the element's), so that the browser neither fetches the file nor leaves the page.
 */
export function followDownload(el: Element, link: HTMLAnchorElement) {
  const details: unknown[] = [];
  const announce = (event: Event) => details.push((event as CustomEvent).detail);
  let cancelled: boolean | undefined;
  const stop = (event: Event) => {
    cancelled = event.defaultPrevented;
    event.preventDefault();
  };
  el.addEventListener('fund-table-download', announce);
  document.addEventListener('click', stop);
  link.click();
  document.removeEventListener('click', stop);
  el.removeEventListener('fund-table-download', announce);
  return { details, cancelled };
}
