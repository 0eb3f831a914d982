import { attr, optionalOneOf } from '../../runtime/attributes';
import { defineElement, event, type FailureDetail } from '../../runtime/define-element';
import uiStyles from '../../runtime/ui/ui.css?inline';
import { FundTable } from './FundTable';
import { FINDER_PRODUCT_CODES, RATING_PROVIDER } from '../../services/product-vocabulary';
import { LANDING_TABS } from './landing/tabs';
import type { DownloadDetail } from './table/csv';
import { ERROR_POPUP } from './table/texts';
import styles from './styles.css?inline';

/** What the element shows (products spec 2.3-2.9, 2.10-2.12). */
const PRODUCTS = [
  'mutual-funds',
  'exchange-traded-funds',
  'variable-products',
  'closed-end-funds',
  'interval-funds',
  'rated-funds',
  'model-portfolios',
  '529-plan',
  'find-a-product',
  'product-list',
  'product-finder',
] as const;

export const attributes = {
  product: attr.oneOf(PRODUCTS, {
    default: 'mutual-funds',
    description:
      'What the element shows: the "mutual-funds" or "exchange-traded-funds" landing (tabs performance, prices & yields, ratings, capital gains), the "variable-products" table (search, frequency, CSV and TSV downloads), the "closed-end-funds" table (NAV over market), the "interval-funds" table (hash views, capital gains), the "rated-funds" table, "model-portfolios" (filters, search, pure gross over net returns), the "529-plan" table (target-allocation and age-based tabs by hash), "find-a-product", the "product-list" page (type and class from the URL) or the "product-finder" block.',
  }),
  provider: attr.string({
    ...RATING_PROVIDER,
    description:
      'Name of the rating provider ({rating provider}) in texts such as "Group by {rating provider} Category"; its lower-case form names the ratings tab hash (#starling-ratings).',
  }),
  defaultTab: optionalOneOf(LANDING_TABS, {
    description:
      'Landing pages and the interval funds table: the tab shown when the URL hash names none, as the CMS resolved it from the tab configuration. Overrides data-tab-bundle.',
  }),
  tabBundle: attr.optionalString({
    pattern: /^[\w.-]{1,120}$/,
    allowed: 'a resource bundle name (letters, digits, ".", "_" and "-")',
    description:
      'Landing pages: a content resource bundle holding the tab configuration; the first key containing data-container that names a tab is the default tab (products spec 2.3). Without it (or data-default-tab) the default is performance.',
  }),
  container: attr.optionalString({
    pattern: /^[\w.-]{1,120}$/,
    allowed: 'a container name (letters, digits, ".", "_" and "-")',
    description:
      'Landing pages: the page container whose keys in data-tab-bundle give the default tab; 529 plan: the container whose key in the 529.plan content bundle gives the first tab when the hash names none (products spec 2.8).',
  }),
  emptyText: attr.optionalString({
    description:
      'Text shown when no row matches, instead of the spec\'s "No matching funds found." / "No rows found with the selected filters.".',
  }),
  finderCode: optionalOneOf(Object.keys(FINDER_PRODUCT_CODES) as (keyof typeof FINDER_PRODUCT_CODES)[], {
    description:
      'Product finder: the product code (products spec 2.12): MF mutual funds, ETF, MA managed accounts, MP model portfolios, P5 529 plan, VP variable products, CEF closed-end funds. MA and MP list no funds.',
  }),
  link: attr.optionalString({
    pattern: /^[\w\-/.]{1,200}$/,
    allowed: 'a site path such as investment-products/mutual-funds',
    description:
      "Product finder: the product page path ({link}); the title links to {siteBase}/{link}, funds to {link}/{slug}/Class-{class}/details/?cusip={cusip}. Defaults to the product's landing page.",
  }),
  subtitle: attr.optionalString({
    description: 'Product finder: the word after "Select a" in the fund dropdown, e.g. "Mutual Fund".',
    defaultText: "the product's fund type",
  }),
  heading: attr.optionalString({
    description: 'Product finder: the title; Rated Funds and Product List: replaces the heading the spec gives.',
  }),
  plan529Brand: attr.string({
    default: 'Future Scholar',
    description:
      "Product List and the 529 plan's target-allocation tab: the provider's own 529 plan brand; 529 funds whose name contains it are left out (products spec 2.8, 2.11).",
  }),
};

export const events = {
  tab: event<{ tab: string; hash: string }>('The visitor chose a tab of the landing or of the 529 plan.'),
  sort: event<{ column: string; direction: 'asc' | 'desc' }>('The visitor sorted the table by a column.'),
  filter: event<{ applied: number; filters: Record<string, string[]> }>(
    'The visitor applied or cleared filters ("View Results", "Clear Filters", a class on Rated Funds; "VIEW RESULTS", "CLEAR FILTERS" on model portfolios); detail lists the ticked values per list.',
  ),
  search: event<{ text: string; count: number }>('The visitor pressed Enter in the search box.'),
  change: event<{
    setting: 'class' | 'basis' | 'frequency' | 'benchmark' | 'categoryAverage' | 'groupByCategory';
    value: string | boolean;
  }>(
    'The visitor changed a setting: class, basis (the 529 plan: puv or pop), frequency (the landing, variable products, closed-end, interval and 529 tables), benchmark rows, category averages or grouping.',
  ),
  download: event<DownloadDetail>(
    'The visitor downloaded a file: a CSV built in the browser (with fileName, rows) or a file of the service (with href).',
  ),
  select: event<{ fundName: string; href: string }>(
    'Product finder: the visitor chose a fund and pressed Go (or Enter in the box); cancel it to stop the navigation.',
    { cancelable: true },
  ),
  error: event<FailureDetail>('A product service call failed and its error text is shown.'),
};

export const definition = defineElement({
  tag: 'fund-table',
  summary:
    'The product tables: fund landings, Find a Product, variable products, closed-end, interval, rated funds, model portfolios, the 529 plan',
  spec: 'products spec 2.3-2.12',
  description:
    'The product tables (products spec 2.3-2.12): the mutual fund and ETF landing with performance, prices & yields, ratings and capital gains tabs; the variable products table with its CSV and TSV exports; the listed closed-end funds table with NAV over market returns; the interval funds table with the landing\'s views by hash and its capital gains files; the rated funds table, the model portfolios list, the 529 plan table, Find a Product, the Product List and the product finder block. Search, filters, sorting and grouping run in the browser; the variable products, closed-end and interval tables reload on a new frequency; filters of Find a Product are mirrored in the URL. Model portfolios show the pure gross return of each portfolio over its net return ("--" when not numeric) and keep a portfolio with at least one ticked value in each ticked filter list. The 529 plan opens on the tab of the URL hash, else of the 529.plan content bundle for data-container; ?class= preselects its class.',
  attributes,
  events,
  component: FundTable,
  styles: `${uiStyles}\n${styles}`,
  errorName: 'FundTable',
  // products spec 8 "Product summary or list failure": one popup for the page, whatever failed.
  failurePopup: ERROR_POPUP,
  slots: {
    disclaimer:
      'Landing pages: the disclaimer summary shown above the tabs; a link to #performanceDisclosure in it scrolls to that element with a 280 px offset.',
  },
  cssParts: {
    heading: 'The heading of Rated Funds, Find a Product, the Product List and the product finder.',
    tabs: 'The landing tab list.',
    toolbar: 'The row of search, filters and selects above the table.',
    count: 'The "Displaying N fund(s)" line.',
    table: 'The scroll area holding the table.',
    empty: 'The empty-result text.',
    'error-dialog': 'The "Error" popup.',
  },
  cssProperties: {
    '--cm-table-max-height': {
      description: "Height of the table's scroll area, inside which the header stays in view.",
      default: '75vh (80svh on phones)',
    },
  },
});
