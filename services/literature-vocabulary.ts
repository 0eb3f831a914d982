/**
 * The words of fund literature, forms and the literature order (products spec 2.15-2.20, 3 "Literature", 5, 8, 9),
 * defined once: the literature service, the library and cart widgets and the fixture backend import them from
 * here. The cart's own limits (quantity 1-10, its storage key) and its page live with the cart store in
 * runtime/stores/cart.ts.
 */
import { VIEW_CART_TEXT } from '../runtime/stores/cart';

// ---------------------------------------------------------------------------------------------------------------
// Product tabs of the literature library (products spec 2.15, 6)

export interface LiteratureTab {
  /** The URL hash and the content folder: /content/documents/{b}-advisor/products/{productType}/... */
  productType: string;
  /** The tab label, also the literature row's productType (products spec 3). */
  label: string;
  /** products spec 2.15: the Class dropdown, only on mutual-funds, variable-products and interval-funds. */
  defaultClass?: string;
  /** products spec 6: the investor site hides the ETF and Separately Managed Accounts tabs. */
  investorHidden?: boolean;
}

/** products spec 2.15, in the spec's order; mutual-funds is the default. */
export const LITERATURE_TABS = [
  { productType: 'mutual-funds', label: 'Mutual Funds', defaultClass: 'Institutional' },
  { productType: 'exchange-traded-funds', label: 'Exchange Traded Funds (ETFs)', investorHidden: true },
  { productType: 'variable-products', label: 'Variable Products', defaultClass: '1' },
  { productType: 'closed-end-funds', label: 'Listed Closed-End Funds' },
  { productType: 'sma-completion-portfolios', label: 'Separately Managed Accounts', investorHidden: true },
  { productType: 'interval-funds', label: 'Interval Funds', defaultClass: 'Institutional' },
] as const satisfies readonly LiteratureTab[];

export type LiteratureProductType = (typeof LITERATURE_TABS)[number]['productType'];
/** The product types whose literature comes from fund class documents (every tab but the SMA one). */
export type FundLiteratureProductType = Exclude<LiteratureProductType, typeof SMA_PRODUCT_TYPE>;

export const DEFAULT_LITERATURE_TAB: LiteratureProductType = 'mutual-funds';
/** products spec 2.15: the SMA tab shows the managed-accounts accordion content (products spec 7). */
export const SMA_PRODUCT_TYPE = 'sma-completion-portfolios';
/** products spec 2.15: "For ETFs it shows "SYMBOL - name" and sorts by symbol plus name". */
export const ETF_PRODUCT_TYPE = 'exchange-traded-funds';

export function isLiteratureProductType(value: string): value is LiteratureProductType {
  return LITERATURE_TABS.some((tab) => tab.productType === value);
}

// ---------------------------------------------------------------------------------------------------------------
// Literature rows (products spec 3 "Literature")

/** products spec 3: "fundGroup: the fund's fundCategory, default Retail; Managed Accounts for SMA rows". */
export const DEFAULT_FUND_GROUP = 'Retail';
export const SMA_FUND_GROUP = 'Managed Accounts';
/** products spec 3: "byEmailOrder: the string 'false' or a value from the mail-order bundle". */
export const NOT_ORDERABLE = 'false';
/** products spec 3 cart item: "fundName plus fileName when cusip is 'null'"; SMA rows have no cusip. */
export const NULL_CUSIP = 'null';
/** products spec 2.15 / 6: "Links to secure documents (URL contains /secure/) carry a locked-content marker". */
export const SECURE_PATH_MARK = '/secure/';

/** products spec 2.15: "The doc type Investment Insights gets the prefix "Investment Insights - "". */
export const INVESTMENT_INSIGHTS = 'Investment Insights';
export const INVESTMENT_INSIGHTS_PREFIX = 'Investment Insights - ';

/**
 * products spec 9: "Document types excluded from the chips". Their documents still show in the table; they only
 * get no chip of their own.
 */
export const CHIP_EXCLUDED_DOC_TYPES: readonly string[] = [
  'Product Guide',
  'Reports',
  'Annual Financial Statements and Additional Information',
  'Semiannual Financial Statements and Additional Information',
];

/** products spec 9 "RIA doc types". */
export const RIA_DOC_TYPES = {
  factSheet: 'Fact Sheet',
  commentary: 'Fund Commentary',
  attribution: 'Attribution/Contribution',
} as const;

/** products spec 2.18: the RIA table's Commentaries: "Fund, Annual, Monthly or Quarterly Fund Commentary". */
export const RIA_COMMENTARY_NAMES: readonly string[] = [
  'Fund Commentary',
  'Annual Fund Commentary',
  'Monthly Fund Commentary',
  'Quarterly Fund Commentary',
];

/** products spec 2.15, 9: "SMA reports mapped to "Shareholder Reports"". */
export const SHAREHOLDER_REPORTS = 'Shareholder Reports';
export const SMA_SHAREHOLDER_REPORT_TYPES: readonly string[] = [
  'Annual Report',
  'Semiannual Report',
  'First Quarter Report',
  'Third Quarter Report',
];

/**
 * products spec 3 "Summary prospectus data": the flags of a summary-prospectus document, with the literature type
 * each one stands for. The document's url is {prospectusDetail.domain}/{cusip}/{literatureDoctypes[flag]}.
 */
export const SUMMARY_PROSPECTUS_DOC_TYPES = {
  summaryProspectus: 'Summary Prospectus',
  prospectus: 'Prospectus',
  statementofAdditionalInformation: 'Statement of Additional Information',
  semiAnnualFinancialStatements: 'Semiannual Financial Statements and Additional Information',
  annualFinancialStatements: 'Annual Financial Statements and Additional Information',
  annualReport: 'Annual Report',
  semiAnnualReport: 'Semiannual Report',
  firstQtrReport: 'First Quarter Report',
  thirdQtrReport: 'Third Quarter Report',
} as const;
export type SummaryProspectusFlag = keyof typeof SUMMARY_PROSPECTUS_DOC_TYPES;
export const SUMMARY_PROSPECTUS_FLAGS = Object.keys(SUMMARY_PROSPECTUS_DOC_TYPES) as SummaryProspectusFlag[];

/** products spec 7: the resource bundles the library reads, by resourcebundle:id (and basename). */
export const LITERATURE_BUNDLES = {
  summaryProspectus: 'summary.prospectus.details',
  mailOrder: 'mail.order.details',
  docTypes: 'literature.doctypes',
} as const;
/** The key of summary.prospectus.details that holds prospectusDetail.domain. */
export const PROSPECTUS_DOMAIN_KEY = 'domain';

/** products spec 2.15 "expand=": the scroll takes 400 ms with a -140 offset, after 1 s (spec 9). */
export const EXPAND_QUERY = 'expand';
export const EXPAND_SCROLL = { durationMs: 400, offsetPx: -140, delayMs: 1000 } as const;

// ---------------------------------------------------------------------------------------------------------------
// Forms and applications (products spec 2.17), CIT / stable value (2.19), retirement literature (2.20)

/** products spec 2.17: the query parameters. `document` is repeatable. */
export const FORMS_QUERY = { search: 'search', category: 'category', document: 'document' } as const;

export type CitMode = 'cits' | 'stable-value-funds';
export const CIT_MODES: readonly CitMode[] = ['cits', 'stable-value-funds'];

/** products spec 7: /service/funds/literature?classes=Institutional3&type={TARGET|DCIO}. */
export const RETIREMENT_SCOPES = ['TARGET', 'DCIO'] as const;
export type RetirementScope = (typeof RETIREMENT_SCOPES)[number];
export const RETIREMENT_CLASS = 'Institutional3';
/** products spec 2.20: "the fact sheet carries a "QDIA" prefix" on the TARGET scope. */
export const QDIA_PREFIX = 'QDIA';

// ---------------------------------------------------------------------------------------------------------------
// Checkout (products spec 2.16, 3 "Mailing address", 5)

export type MailingField = 'name' | 'firmname' | 'address1' | 'address2' | 'city' | 'state' | 'zip' | 'phone' | 'email';

export interface MailingFieldRule {
  name: MailingField;
  label: string;
  required: boolean;
  /** products spec 5 "Maximum lengths"; the state is one of the 51 options instead. */
  maxLength?: number;
}

/** products spec 2.16, 5: the mailing address form, in the form's order. */
export const MAILING_FIELDS: readonly MailingFieldRule[] = [
  { name: 'name', label: 'Full Name', required: true, maxLength: 255 },
  { name: 'firmname', label: 'Firm Name', required: false, maxLength: 255 },
  { name: 'address1', label: 'Address 1', required: true, maxLength: 255 },
  { name: 'address2', label: 'Address 2', required: false, maxLength: 255 },
  { name: 'city', label: 'City', required: true, maxLength: 255 },
  { name: 'state', label: 'State', required: true },
  { name: 'zip', label: 'Zip Code', required: true, maxLength: 10 },
  { name: 'phone', label: 'Phone', required: false, maxLength: 50 },
  { name: 'email', label: 'Email', required: true, maxLength: 255 },
];

/** products spec 5: "the 50 US states plus DC (51 options)"; the value is the postal code. */
export const US_STATES: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
];

/** products spec 2.16: "Continue Browsing", back to {siteBase}/investment-products. */
export const CONTINUE_BROWSING_PATH = '/investment-products';

/**
 * products spec 7: "The from and to addresses: not shown". The demo firm's: a no-reply sender (the body carries
 * the no-reply note) and the literature desk; an element's attributes may name others.
 */
export const DEMO_ORDER_ADDRESSES = {
  from: 'no-reply@caldermeridian.example',
  to: ['literature@caldermeridian.example'],
} as const;

/** products spec 7: the order e-mail's subject. */
export const ORDER_SUBJECT = 'Online Literature Order';
/** The page configuration's phone number for {phone} in the order e-mail (products spec 7: client services). */
export const ORDER_PHONE_KEY = 'clientServices';

/**
 * products spec 7, 9: the fixed lines of the order e-mail body. The spec names each line's content (a request
 * header; confirmation within 2 business days; delivery 7-10 days after the order ships; client services at
 * {phone}, 8 a.m.-7 p.m. ET; a no-reply note) and gives the labelled lines word for word.
 */
export const ORDER_EMAIL_TEXTS = {
  header: 'The following literature was requested through the website.',
  requestedBy: 'Requested by:',
  firmName: 'Firm name:',
  phone: 'Phone:',
  email: 'Email:',
  /** '{fund type} - {fundName} Class {fundClass} - {fileName} - Quantity: {n}'. */
  item: '{fundType} - {fundName} Class {fundClass} - {fileName} - Quantity: {quantity}',
  confirmation: 'You will receive a confirmation of your order within 2 business days.',
  delivery: 'Please allow 7–10 days for delivery after your order ships.',
  phoneLine: 'If you have questions, please call Client Services at {phone}, 8 a.m.–7 p.m. ET.',
  noReply: 'This e-mail was sent from an address that cannot accept replies. Please do not reply to this message.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Texts the visitor sees (products spec 2.15-2.20, 8)

export const LITERATURE_TEXTS = {
  findByFund: 'Find Literature by Fund',
  clearAllFilters: 'Clear all filters',
  classLabel: 'Class',
  /** products spec 2.15: "Displaying X of Y Documents". */
  displaying: 'Displaying {shown} of {total} Documents',
  addToCart: 'Add to Cart',
  inCart: 'In Cart',
  viewCart: VIEW_CART_TEXT,
  /** products spec 2.15: "Class: a value of null shows as None". */
  noClass: 'None',
  columns: {
    fundName: 'Fund Name',
    fundClass: 'Class',
    fundType: 'Fund Type',
    literatureType: 'Literature Type',
    mailOrder: 'Mail Order',
  },
  /** products spec 8 "Empty literature table". */
  empty: 'No matching results found. Not finding what you are looking for? Try another Fund Type or Literature Type.',
} as const;

export const FORMS_TEXTS = {
  search: 'Search Forms and Applications',
  clearAllFilters: 'Clear all filters',
  columns: { document: 'Document', productType: 'Product Type', documentType: 'Document Type' },
  /** products spec 8 "Empty forms table". */
  empty: 'No matching results found.',
} as const;

export const RIA_TEXTS = {
  columns: { fundName: 'Fund Name', reports: 'Reports', factSheets: 'Fact Sheets', commentaries: 'Commentaries' },
} as const;

export const CIT_TEXTS = {
  columns: {
    fundName: 'Fund Name',
    storySheets: 'Story Sheets',
    factSheets: 'Fact Sheets',
    commentaries: 'Commentaries',
    emailUpdates: 'Email Updates',
    factSheetEmailUpdates: 'Fact Sheet Email Updates',
  },
  /** products spec 8 "Empty CIT / retirement tables". */
  empty: 'No matching results found...',
} as const;

export const RETIREMENT_TEXTS = {
  columns: {
    fundName: 'Fund Name',
    factSheets: 'Fact Sheets',
    commentaries: 'Commentaries',
    fundGuides: 'Fund Guides',
  },
  empty: 'No matching results found...',
} as const;

export const CART_TEXTS = {
  breadcrumb: 'Cart Order',
  headings: { cart: 'My Cart', checkout: 'Checkout', confirmation: 'Order Confirmation' },
  checkOut: 'Check Out',
  continueBrowsing: 'Continue Browsing',
  remove: 'Remove',
  backToCart: 'Back to Cart',
  submitOrder: 'Submit Order',
  selectState: 'Select a State',
  /** products spec 2.16: the checkout's "Mailing address form". */
  mailingAddress: 'Mailing Address',
  /** products spec 2.16: the items' "quantity dropdown (1–10)". */
  quantity: 'Quantity',
  /** products spec 8 "Empty cart". */
  empty: 'Your cart is currently empty.',
  /** products spec 5, 8: the missing labels joined by ", ", then " is required.". */
  requiredSuffix: ' is required.',
  /** products spec 8 "Order send failure". */
  orderFailure: 'There was an error submitting this order. Please try again later.',
  /** The spec gives no text for Submit Order while the order e-mail is on its way: what the button reads then. */
  sending: 'Sending your order...',
  /**
   * The spec gives no text for a cart emptied elsewhere (another tab, the library's "In Cart" box) during checkout:
   * the checkout goes back to the empty cart and says why.
   */
  emptiedElsewhere: 'Your cart was emptied in another window, so there is nothing to order.',
} as const;
