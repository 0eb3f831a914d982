/**
 * The rules of the fund page's text blocks (products spec 2.14, 3 "Fund detail", 9): the fund's product type, the
 * share-class switch's options, the figures of the investment minimums, the rating's stars, the fund's name for the
 * breadcrumb, and the documents a visitor can order. Plain functions: the blocks draw what they return.
 */
import { cmsText } from '../../../runtime/cms-text';
import { contentLink } from '../../../runtime/links';
import type { PageConfig } from '../../../runtime/config';
import { siteDocumentLink } from '../../../services/document-links';
import { figureNumber, isPresent, type Figure } from '../../../services/product-format';
import type { FundDetails } from '../../../services/fund-detail';
import type { ProductListEntry } from '../../../services/product-schemas';
import { LITERATURE_TABS, NOT_ORDERABLE } from '../../../services/literature-vocabulary';
import { PRODUCT_TYPES, type ProductType } from '../../../services/product-vocabulary';

// ---------------------------------------------------------------------------------------------------------------
// The fund's product type (products spec 3 "Fund group resolution for fund pages")

const MUTUAL_FUNDS = PRODUCT_TYPES.find((type) => type.path === 'mutual-funds')!;
const ETFS = PRODUCT_TYPES.find((type) => type.path === 'exchange-traded-funds')!;
/** products spec 3: "layoutID 36 overrides to a special group with the ETF product type and path". */
const ETF_LAYOUT_ID = '36';

/**
 * products spec 3: "Retail, or Retail and Institutional → the mutual fund group. Closed End, Retail ETF, Future
 * Scholar 529, Variable Products, Model Portfolios and Interval Fund map to their own groups. Any other value → the
 * mutual fund group. layoutID 36 overrides to a special group with the ETF product type and path."
 */
export function fundProductType(details: Pick<FundDetails, 'fundGroup' | 'layoutId'>): ProductType {
  if (details.layoutId?.trim() === ETF_LAYOUT_ID) return ETFS;
  const group = details.fundGroup?.trim();
  return PRODUCT_TYPES.find((type) => type.fundGroup === group) ?? MUTUAL_FUNDS;
}

/**
 * A cart item's productType is "the tab label" of the literature library (products spec 3 "Literature row"): the
 * library's tab of the fund's product type, else the product type's own label (529 plans, model portfolios).
 */
export function literatureProductLabel(type: ProductType): string {
  return LITERATURE_TABS.find((tab) => tab.productType === type.path)?.label ?? type.label;
}

// ---------------------------------------------------------------------------------------------------------------
// The header

type Header = FundDetails['header'];

const textOrNull = (value: string | null | undefined) => cmsText(value) || null;

/**
 * The header's texts as a visitor reads them: CMS text fields (runtime/cms-text.ts), references decoded and markup
 * dropped, a text left empty by that as none; the class list's names and tickers alike.
 */
export function headerTexts(header: Header): Header {
  return {
    ...header,
    fundName: cmsText(header.fundName),
    symbol: textOrNull(header.symbol),
    fundClass: textOrNull(header.fundClass),
    classes: header.classes.map((share) => ({
      ...share,
      fundClass: textOrNull(share.fundClass),
      symbol: textOrNull(share.symbol),
    })),
    investorGoals: header.investorGoals.map(cmsText).filter(Boolean),
    mStarRiskVsCtg: textOrNull(header.mStarRiskVsCtg),
    mStarCategory: textOrNull(header.mStarCategory),
    investCatg: textOrNull(header.investCatg),
    subCtgValue: textOrNull(header.subCtgValue),
  };
}

/** products spec 2.15: "Class: a value of null shows as None", as the literature library shows a class. */
export const NO_CLASS_TEXT = 'None';

export interface ShareClassOption {
  cusip: string;
  fundClass: string | null;
  /** What the option reads: the class, with its ticker when it has one ("A (CMGAX)"). */
  label: string;
}

function optionOf(share: { fundClass?: string | null; cusip: string; symbol?: string | null }): ShareClassOption {
  const fundClass = share.fundClass?.trim() || null;
  const symbol = share.symbol?.trim();
  const name = fundClass ?? NO_CLASS_TEXT;
  return { cusip: share.cusip, fundClass, label: symbol ? `${name} (${symbol})` : name };
}

/**
 * The share-class switch's options (products spec 2.14): the fund's classes as the answer lists them, each cusip
 * once; the page's own class is among them even when the list leaves it out, so the switch always shows where the
 * visitor is.
 */
export function shareClassOptions(
  header: Pick<FundDetails['header'], 'classes' | 'fundClass' | 'symbol'>,
  cusip: string,
): ShareClassOption[] {
  const seen = new Set<string>();
  const options: ShareClassOption[] = [];
  for (const share of header.classes) {
    const key = share.cusip.trim().toUpperCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    options.push(optionOf({ ...share, cusip: share.cusip.trim() }));
  }
  if (!seen.has(cusip.toUpperCase())) options.unshift(optionOf({ ...header, cusip }));
  return options;
}

/** The option of the page's class (the cusips compare without case, as the fund tables write them in either). */
export function selectedShareClass(options: readonly ShareClassOption[], cusip: string): ShareClassOption | undefined {
  return options.find((option) => option.cusip.toUpperCase() === cusip.toUpperCase());
}

/** products spec 9 "Ratings: 1–5 stars": the stars of a rating, or undefined when it is none of them. */
export function ratingStars(value: Figure): number | undefined {
  const stars = figureNumber(value);
  return Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : undefined;
}

/** The stars' text equivalent, for those who do not see them: "4 out of 5 stars". */
export function ratingText(stars: number): string {
  return `${stars} out of 5 stars`;
}

/** products spec 3 "category (investCatg / subCtgValue)": those given, in that order. */
export function categoryText(header: Pick<FundDetails['header'], 'investCatg' | 'subCtgValue'>): string | null {
  const parts = [header.investCatg, header.subCtgValue].map((part) => part?.trim()).filter(Boolean);
  return parts.length ? parts.join(' / ') : null;
}

// ---------------------------------------------------------------------------------------------------------------
// Investment minimums (products spec 3 "summary.fundBasicDetail")

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/**
 * An amount of money as a visitor reads one: "$1,000", cents only when there are some ("$50.50"). A missing figure
 * is "-" (products spec 5); a text that is not a number ("None") is shown as sent. Money is grouped by thousands:
 * site spec 9's "no grouping" is the rule of returns and prices, which are not amounts.
 */
export function dollarAmount(value: Figure): string {
  if (!isPresent(value)) return '-';
  const amount = figureNumber(typeof value === 'string' ? value.replace(/[$,\s]/g, '') : value);
  if (!Number.isFinite(amount)) return String(value).trim();
  return (Number.isInteger(amount) ? WHOLE_DOLLARS : DOLLARS).format(amount);
}

// ---------------------------------------------------------------------------------------------------------------
// The breadcrumb (products spec 2.14)

/**
 * The fund's name for the breadcrumb's last crumb, from the product list of its cusip: the fund holding a class of
 * that cusip, else the list's only fund; none when the list does not say.
 */
export function fundNameByCusip(products: readonly ProductListEntry[], cusip: string): string | undefined {
  const funds = products.flatMap((entry) => entry.funds);
  const key = cusip.trim().toUpperCase();
  const fund =
    funds.find((candidate) => candidate.classes.some((share) => share.cusip.trim().toUpperCase() === key)) ??
    (funds.length === 1 ? funds[0] : undefined);
  const name = fund?.fundName.trim();
  return name ? name : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Documents and literature (products spec 2.1, 2.14, 2.15, 3 "Cart item")

/**
 * A document's address as the page links it, or undefined when it may not be linked: the investor site's prefix
 * (products spec 2.1, 6), then the content link rule (runtime/links.ts `contentLink`): a javascript:, data: or
 * vbscript: address, or one on a site the page configuration does not allow, is no link at all.
 */
export function documentHref(
  url: string | null | undefined,
  config: Pick<PageConfig, 'audience' | 'siteBase' | 'binariesBase' | 'allowedOrigins'>,
): string | undefined {
  const address = url?.trim();
  if (!address) return undefined;
  const href = contentLink(siteDocumentLink(address, config), config.allowedOrigins);
  return href === '' || href === 'about:blank' ? undefined : href;
}

/**
 * The mail-order value of a document, by its title as the library reads a doc type in mail.order.details; undefined
 * when it cannot be ordered (products spec 3: "byEmailOrder: the string 'false' or a value from the mail-order
 * bundle").
 */
export function mailOrderValue(mailOrder: Readonly<Record<string, string>>, docTitle: string): string | undefined {
  const value = Object.hasOwn(mailOrder, docTitle) ? mailOrder[docTitle]?.trim() : undefined;
  return value && value !== NOT_ORDERABLE ? value : undefined;
}
