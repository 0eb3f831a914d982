import { attr, optionalOneOf } from '../../runtime/attributes';
import { defineElement, event, type FailureDetail } from '../../runtime/define-element';
import uiStyles from '../../runtime/ui/ui.css?inline';
import {
  LITERATURE_TABS,
  SMA_PRODUCT_TYPE,
  type FundLiteratureProductType,
} from '../../services/literature-vocabulary';
import { LiteratureLibrary } from './LiteratureLibrary';
import { LITERATURE_VIEWS } from './views';
import styles from './styles.css?inline';

/** The fund product types a fund page may name (every library tab but the managed accounts one). */
const FUND_PRODUCT_TYPES = LITERATURE_TABS.map((tab) => tab.productType).filter(
  (type): type is FundLiteratureProductType => type !== SMA_PRODUCT_TYPE,
);

export const attributes = {
  view: attr.oneOf(LITERATURE_VIEWS, {
    default: 'library',
    description:
      'What the element shows: the fund literature "library" with its product tabs and mail-order checkboxes (products spec 2.15); "forms-and-applications" (2.17); the "ria-focus-funds" tables (2.18); the collective investment trusts ("cits") or "stable-value-funds" table (2.19); the retirement literature table of the TARGET ("retirement-target") or DCIO ("retirement-dcio") scope (2.20); a fund page\'s "fund-literature" block (2.15, needs data-cusip); the "managed-accounts" literature accordion; the index description "glossary" with its A-Z letter bar (2.13); or the "tax-centre" capital gains and dividends distributions (2.23). The accordions open the section named by the page\'s expand= query; the glossary goes to the entry the address\'s #anchor names.',
  }),
  contentScope: attr.optionalString({
    pattern: /^\/content\/documents\/[\w-]+(\/[\w.-]+)*$/,
    allowed: 'a content folder path such as /content/documents/cm-advisor/retirement/collective-investment-trusts',
    defaultText:
      '/content/documents/{b}-advisor/retirement/collective-investment-trusts ("cits") or .../stable-value-funds ("stable-value-funds")',
    description: 'The cits and stable-value-funds views: the content folder whose documents are the trusts (_scope).',
  }),
  cusip: attr.optionalString({
    pattern: /^[0-9A-Za-z*@#]{9}$/,
    allowed: 'a cusip: nine letters and digits (* @ # in private placements)',
    description: 'The fund-literature view: the share class whose documents are listed.',
  }),
  productType: optionalOneOf(FUND_PRODUCT_TYPES, {
    description: 'The fund-literature view: the fund\'s product type (default "mutual-funds").',
  }),
};

export const events = {
  tab: event<{ tab: string; hash: string }>(
    'The visitor chose a product tab of the library (hash #{productType}) or of forms and applications (the category).',
  ),
  filter: event<{ search: string; documentTypes: string[]; fundClass: string | null; shown: number; total: number }>(
    'The visitor changed the class, a document-type chip or "Clear all filters"; detail holds what is in effect and "Displaying X of Y".',
  ),
  sort: event<{ column: string; direction: 'asc' | 'desc' }>('The visitor sorted a table by a column.'),
  cart: event<{ action: 'add' | 'remove'; cartId: string; fundName: string; fileName: string; count: number }>(
    'The visitor ticked or unticked a Mail Order checkbox; count is the cart count after the change.',
  ),
  error: event<FailureDetail>(
    'The glossary could not be loaded: it shows "Index Description Glossary information is currently unavailable due to a technical issue. Please try again later." with Retry (products spec 8). The other views log a failed content lookup and show their empty text with Retry (products spec 7).',
  ),
};

export const definition = defineElement({
  tag: 'literature-library',
  summary:
    'Fund literature: the library, forms and applications, the literature tables and accordions, the index glossary and the tax centre',
  spec: 'products spec 2.13, 2.15, 2.17-2.20, 2.23',
  description:
    "Fund literature (products spec 2.13, 2.15, 2.17-2.20, 2.23): the literature library with product tabs, search, document-type chips, the Class dropdown, sortable columns and \"Add to Cart\" checkboxes that fill the literature cart shared by the page; forms and applications; the RIA focus funds, CIT / stable value (each row's e-mail updates checkbox a <category-subscription-button>, served by the page's <subscription-modal>) and retirement literature tables; the literature accordions opened by expand=; the index description glossary; and the tax centre's capital gains and dividends distributions.",
  attributes,
  events,
  composes: ['category-subscription-button'],
  component: LiteratureLibrary,
  styles: `${uiStyles}\n${styles}`,
  errorName: 'LiteratureLibrary',
  slots: {
    note: 'The ria-focus-funds view: the page note shown above the tables (products spec 2.18: no transaction fees for the Institutional 2 class funds and ETFs at certain brokerage platforms).',
  },
  cssParts: {
    tabs: 'The product tab list (library, forms and applications).',
    toolbar: 'The row of search, Class and View Cart above the chips.',
    chips: 'The document-type chips with "Clear all filters".',
    count: 'The "Displaying X of Y Documents" line.',
    table: 'The scroll area holding a table.',
    empty: 'The empty-result text.',
    accordion: 'A literature accordion (fund-literature, managed-accounts).',
    glossary: 'The index description glossary (glossary): its letter bar and entries.',
    'glossary-bar': "The glossary's A-Z letter bar, with the titles that do not start with a letter.",
    'tax-centre': "The tax centre's sections of report links (tax-centre).",
  },
  cssProperties: {
    '--cm-table-max-height': {
      description: "Height of a table's scroll area, inside which the header stays in view.",
      default: '75vh (70vh on phones)',
    },
  },
});
