/**
 * Fund detail links and slugs (products spec 2.1), the product finder's navigation (2.12) and the Product List's
 * static link lists (2.11). Plain string building: every link is prefixed by the site base ('' on the advisor
 * site, '/investor' on the investor site), which the caller takes from the page configuration.
 */

import { stripClassPrefix } from '../../../services/product-vocabulary';

/** A link's text and address. */
export interface TextLink {
  text: string;
  href: string;
}

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

function classSegment(fundClass: string | null | undefined, fallback: string): string {
  const value = stripClassPrefix(fundClass);
  return `Class-${encodeURIComponent(value === '' ? fallback : value)}`;
}

function detailsQuery(cusip: string | null | undefined): string {
  return `details/?cusip=${encodeURIComponent(cusip ?? '')}`;
}

/** products spec 2.1: /investment-products/mutual-funds/{slug}/Class-{fundClass}/details/?cusip={cusip}. */
export function mutualFundLink(siteBase: string, fund: { fundName: string; fundClass: string; cusip: string }): string {
  return `${siteBase}/investment-products/mutual-funds/${slugify(fund.fundName)}/${classSegment(fund.fundClass, 'none')}/${detailsQuery(fund.cusip)}`;
}

/** products spec 2.1: /investment-products/exchange-traded-funds/{slug}/Class-ETF/details/?cusip={cusip}. */
export function etfLink(siteBase: string, fund: { fundName: string; cusip: string }): string {
  return `${siteBase}/investment-products/exchange-traded-funds/${slugify(fund.fundName)}/Class-ETF/${detailsQuery(fund.cusip)}`;
}

/** products spec 2.1: /investment-products/variable-products/{slug}/Class-{className}/details/?cusip={cusip}. */
export function variableProductLink(
  siteBase: string,
  product: { name: string; className: string; cusip: string },
): string {
  return `${siteBase}/investment-products/variable-products/${slugify(product.name)}/Class-${encodeURIComponent(stripClassPrefix(product.className))}/${detailsQuery(product.cusip)}`;
}

/**
 * products spec 2.1: interval funds; "the class defaults to Institutional". Made ahead for the Interval Funds
 * table (products spec 2.6), which fund-table does not show yet.
 */
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
  return `${token}${slugify(product.name)}/Class-${encodeURIComponent(stripClassPrefix(product.className))}/${detailsQuery(product.cusip)}`;
}

/** The 529 token used by the Product List (products spec 2.11), the 529 plan's product path of spec 3. */
export function plan529Token(siteBase: string): string {
  return `${siteBase}/investment-products/529-plan/`;
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
  return `${siteBase}/investment-products/${type}/${slugify(fund.fundName)}/${classSegment(fund.fundClass, 'none')}/${detailsQuery(fund.cusip)}`;
}

/**
 * products spec 2.3 "Fund links on this tab always use mutual-funds" (capital gains tab), whose rows carry
 * className rather than fundClass.
 */
export function capitalGainsFundLink(
  siteBase: string,
  row: { fundName: string; className: string; cusip: string },
): string {
  return mutualFundLink(siteBase, { fundName: row.fundName, fundClass: row.className, cusip: row.cusip });
}

// ---------------------------------------------------------------------------------------------------------------
// Product finder block (products spec 2.12)

/** products spec 2.12: "The title links to {siteBase}/{link}". */
export function finderTitleLink(siteBase: string, link: string): string {
  return `${siteBase}/${link.replace(/^\/+/, '')}`;
}

/**
 * products spec 2.12: choosing a fund navigates to {link}/{slug}/Class-{class}/details/?cusip={cusip};
 * "The default class is Institutional".
 */
export function finderFundLink(
  link: string,
  fund: { fundName: string; fundClass?: string | null; cusip: string },
): string {
  return `${link.replace(/\/+$/, '')}/${slugify(fund.fundName)}/${classSegment(fund.fundClass, 'Institutional')}/${detailsQuery(fund.cusip)}`;
}

/** products spec 2.12: category links go to {link}?investment-category={categoryUrl}. */
export function finderCategoryLink(link: string, categoryUrl: string): string {
  return `${link}?investment-category=${encodeURIComponent(categoryUrl)}`;
}

/**
 * products spec 2.12: "a URL containing "*" is split into an advisor part and an investor part". The investor
 * part serves the investor site; every other site uses the advisor part. A URL without "*" serves both.
 */
export function audienceLink(url: string, audience: 'advisor' | 'investor' | 'institutional'): string {
  const star = url.indexOf('*');
  if (star < 0) return url;
  return audience === 'investor' ? url.slice(star + 1) : url.slice(0, star);
}
