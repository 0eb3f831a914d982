/**
 * Fund detail links and slugs (products spec 2.1): plain string building, shared by every element that links a
 * fund to its detail page. Every link is prefixed by the site base ('' on the advisor site, '/investor' on the
 * investor site), which the caller takes from its configuration.
 */
import { stripClassPrefix } from './product-vocabulary';

/** products spec 2.1 slug rule, step 1: the characters . , : " ’ “ ” ? & — and / are removed. */
const SLUG_REMOVED = /[.,:"’“”?&—/]/g;

/**
 * products spec 2.1 slug rule: remove . , : " ’ “ ” ? & — and /; turn " - " into "-"; collapse runs of whitespace
 * or hyphens into a single "-"; URI-encode the result. Case is kept, as the rule does not change it.
 */
export function slugify(name: string | null | undefined): string {
  if (!name) return '';
  const slug = name
    .replace(SLUG_REMOVED, '')
    .replace(/ - /g, '-')
    .replace(/[\s-]+/g, '-');
  return encodeURIComponent(slug);
}

/**
 * The class a link names when a fund has none (a variable product's blank class, "Shares"): products spec 2.1's
 * generic rule, "Class-{fundClass or "none"}", the one place the spec says what a missing class becomes. Every link
 * rule whose class may be blank uses it (variable products, the 529 plan, the generic links of Rated Funds and
 * Find a Product, the Product List's), so one product has one address wherever it is linked; "Class-" with nothing
 * after it names no class.
 */
export const NO_CLASS = 'none';

/** The /Class-{class}/ segment: the class without a "Class " prefix, `fallback` when there is none. */
export function classSegment(fundClass: string | null | undefined, fallback: string = NO_CLASS): string {
  const value = stripClassPrefix(fundClass);
  return `Class-${encodeURIComponent(value === '' ? fallback : value)}`;
}

/** The closing details/?cusip={cusip} of a detail link. */
export function detailsQuery(cusip: string | null | undefined): string {
  return `details/?cusip=${encodeURIComponent(cusip ?? '')}`;
}

/** products spec 2.1: /investment-products/mutual-funds/{slug}/Class-{fundClass}/details/?cusip={cusip}. */
export function mutualFundLink(siteBase: string, fund: { fundName: string; fundClass: string; cusip: string }): string {
  return `${siteBase}/investment-products/mutual-funds/${slugify(fund.fundName)}/${classSegment(fund.fundClass)}/${detailsQuery(fund.cusip)}`;
}

/** products spec 2.1: /investment-products/exchange-traded-funds/{slug}/Class-ETF/details/?cusip={cusip}. */
export function etfLink(siteBase: string, fund: { fundName: string; cusip: string }): string {
  return `${siteBase}/investment-products/exchange-traded-funds/${slugify(fund.fundName)}/Class-ETF/${detailsQuery(fund.cusip)}`;
}

/**
 * products spec 2.1: /investment-products/variable-products/{slug}/Class-{className}/details/?cusip={cusip}; a blank
 * class (the "Shares" of spec 2.4) is Class-none (NO_CLASS).
 */
export function variableProductLink(
  siteBase: string,
  product: { name: string; className: string; cusip: string },
): string {
  return `${siteBase}/investment-products/variable-products/${slugify(product.name)}/${classSegment(product.className)}/${detailsQuery(product.cusip)}`;
}

/** products spec 2.1: interval funds; "the class defaults to Institutional" (the literature library links them). */
export function intervalFundLink(
  siteBase: string,
  fund: { fundName: string; fundClass?: string | null; cusip: string },
): string {
  return `${siteBase}/investment-products/interval-funds/${slugify(fund.fundName)}/${classSegment(fund.fundClass, 'Institutional')}/${detailsQuery(fund.cusip)}`;
}

/** products spec 2.1: closed-end funds always use Class-None. */
export function closedEndFundLink(siteBase: string, fund: { fundName: string; cusip: string }): string {
  return `${siteBase}/investment-products/closed-end-funds/${slugify(fund.fundName)}/Class-None/${detailsQuery(fund.cusip)}`;
}

/** products spec 2.1: the 529 link is {token}{slug of name}/Class-{className}/details/?cusip={cusip}. */
export function plan529Link(token: string, product: { name: string; className: string; cusip: string }): string {
  return `${token}${slugify(product.name)}/${classSegment(product.className)}/${detailsQuery(product.cusip)}`;
}

/**
 * products spec 2.1 "Generic (rated funds, Find a Product)":
 * /investment-products/{productType or fundType}/{slug}/Class-{fundClass or "none"}/details/?cusip={cusip}.
 */
export function genericFundLink(
  siteBase: string,
  fund: {
    productType?: string | null;
    fundType?: string | null;
    fundName: string;
    fundClass?: string | null;
    cusip: string;
  },
): string {
  const type = fund.productType || fund.fundType || '';
  return `${siteBase}/investment-products/${type}/${slugify(fund.fundName)}/${classSegment(fund.fundClass)}/${detailsQuery(fund.cusip)}`;
}
