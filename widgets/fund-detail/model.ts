/**
 * The fund page's rules (products spec 2.1, 2.14): which fund the page is about, the address of another share class,
 * the paths that take the fund's name as their last crumb, the blocks a template places, and the periods of the
 * downloads.
 */

/** A cusip as the product service sends it: 9 letters and digits; a model portfolio's accountID ("MP1001") too. */
export const CUSIP_PATTERN = /^[A-Za-z0-9]{4,12}$/;

/** The fund of the page: `?cusip=` of the address (products spec 2.1), when it is a cusip. */
export function cusipFromSearch(search: string): string | undefined {
  const cusip = new URLSearchParams(search).get('cusip')?.trim();
  return cusip && CUSIP_PATTERN.test(cusip) ? cusip : undefined;
}

/** The `/Class-xxx/` segment of a fund page path (products spec 2.1). */
const CLASS_SEGMENT = /\/Class-[^/]*\//;

/** The `/Class-{fundClass}/` segment as the fund tables write it: spaces and slashes encoded. */
function classSegment(fundClass: string | null | undefined): string {
  const name = fundClass?.trim();
  return `/Class-${name ? encodeURIComponent(name) : 'None'}/`;
}

/**
 * products spec 2.14: "Changing share class replaces the /Class-xxx/ segment and sets ?cusip={cusip}." The rest of
 * the address (other query parameters, the hash) stays. A path without a class segment keeps its path.
 */
export function shareClassHref(
  current: { pathname: string; search: string; hash: string },
  fundClass: string | null | undefined,
  cusip: string,
): string {
  const pathname = CLASS_SEGMENT.test(current.pathname)
    ? current.pathname.replace(CLASS_SEGMENT, classSegment(fundClass))
    : current.pathname;
  const query = new URLSearchParams(current.search);
  query.set('cusip', cusip);
  return `${pathname}?${query.toString()}${current.hash}`;
}

/**
 * products spec 2.14: "Paths under /investment-products that end in /historical-data, /details or /full-holdings
 * get a last crumb with the fund name, looked up by the cusip query parameter." The site base (`/investor`,
 * `/institutional`) may come first; a trailing slash is allowed.
 */
export function takesFundCrumb(pathname: string): boolean {
  return /(^|\/)investment-products\/.*\/(historical-data|details|full-holdings)\/?$/.test(pathname);
}

/**
 * The blocks a template places, in the order of products spec 2.14's "Content shown"; `page` is every block in
 * that order. `crumb` is the breadcrumb's last crumb, which a template puts in its breadcrumb.
 */
export const FUND_BLOCKS = [
  'header',
  'documents',
  'messages',
  'investment',
  'distributions',
  'holdings',
  'risk',
  'noteworthy',
  'underlying-funds',
  'literature',
  'performance',
  'asset-mix',
  'historical-data',
  'growth',
  'capital-gains',
  'disclosures',
] as const;
export type FundBlock = (typeof FUND_BLOCKS)[number];
export const FUND_DETAIL_VIEWS = ['page', ...FUND_BLOCKS, 'crumb'] as const;
export type FundDetailView = (typeof FUND_DETAIL_VIEWS)[number];

/** What every block's component takes: the fund, and the element's settings the blocks need. */
export interface BlockProps {
  cusip: string;
  /** Where the page leads when the fund is not known: the list of products (the element's data-products-url). */
  productsUrl: string;
  /** The rating provider's name (the element's data-provider; "Starling" when not given). */
  provider?: string;
}

/** products spec 8 "Product detail failure": the popup, and the text of each block that could not load. */
export const FUND_DETAILS_UNAVAILABLE = 'Fund Details information is unavailable at this time. Please try again later.';
export const ERROR_POPUP = { title: 'Error', text: FUND_DETAILS_UNAVAILABLE } as const;
/** The section name of the fund page's failures (`fund-detail-error`'s detail). */
export const FUND_DETAILS_SECTION = 'Fund Details';

/**
 * What the page says when the address names no fund, or the service knows none by its cusip. The spec shows no text
 * for it; a visitor who followed an old link needs to know the fund is not there and where to find the others.
 */
export const NO_FUND_TEXT = 'We could not find this fund.';
export const NO_FUND_LINK_TEXT = 'See all products';

/**
 * The periods of the full-holdings download (products spec 2.14, 7 "exportFullHoldings?cusip&period"). The spec does
 * not list them. Chosen: the last four quarter ends on or before the holdings' as-of date, newest first, as
 * yyyy-mm-dd (holdings are published quarterly).
 */
export function holdingsPeriods(asOf: string | null | undefined, count = 4): string[] {
  const match = asOf ? /^(\d{4})-(\d{2})-(\d{2})/.exec(asOf) : null;
  if (!match) return [];
  let year = Number(match[1]);
  let month = Number(match[2]);
  const day = Number(match[3]);
  // The quarter end on or before the date.
  const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
  let quarterMonth = month - (month % 3);
  if (month % 3 === 0 && day !== lastDay(year, month)) quarterMonth = month - 3;
  if (quarterMonth === 0) {
    year -= 1;
    quarterMonth = 12;
  }
  month = quarterMonth;
  const periods: string[] = [];
  for (let index = 0; index < count; index += 1) {
    periods.push(`${year}-${String(month).padStart(2, '0')}-${String(lastDay(year, month)).padStart(2, '0')}`);
    month -= 3;
    if (month <= 0) {
      month += 12;
      year -= 1;
    }
  }
  return periods;
}

/**
 * The periods of the capital-gains download (products spec 2.14, 7 "exportCapGains?dataType&period&cusip"): the
 * years of the fund's distributions, newest first. The spec does not list them; a visitor downloads a year.
 */
export function capitalGainsPeriods(recordDates: ReadonlyArray<string | null | undefined>): string[] {
  const years = new Set<string>();
  for (const date of recordDates) {
    const year = date ? /^(\d{4})-\d{2}-\d{2}/.exec(date)?.[1] : undefined;
    if (year) years.add(year);
  }
  return [...years].sort((a, b) => b.localeCompare(a));
}
