/**
 * The capital gains tab's fund links (products spec 2.3), the product finder's navigation (2.12) and the Product
 * List's 529 token (2.11); the fund detail links and slugs of spec 2.1 are in services/product-links.ts. Plain
 * string building: every link is prefixed by the site base ('' on the advisor site, '/investor' on the investor
 * site), which the caller takes from the page configuration.
 */
import { classSegment, detailsQuery, intervalFundLink, mutualFundLink, slugify } from '../../../services/product-links';

/** A link's text and address. */
export interface TextLink {
  text: string;
  href: string;
}

/** The 529 token used by the Product List (products spec 2.11), the 529 plan's product path of spec 3. */
export function plan529Token(siteBase: string): string {
  return `${siteBase}/investment-products/529-plan/`;
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

/**
 * products spec 2.1 "Interval capital-gains view: the class is Institutional if className is Institutional,
 * otherwise A" (the row's class, without a "Class " prefix, compared case-insensitively).
 */
export function intervalCapitalGainsFundLink(
  siteBase: string,
  row: { fundName: string; className: string; cusip: string },
): string {
  const institutional =
    row.className
      .replace(/^Class\s+/i, '')
      .trim()
      .toLowerCase() === 'institutional';
  return intervalFundLink(siteBase, {
    fundName: row.fundName,
    fundClass: institutional ? 'Institutional' : 'A',
    cusip: row.cusip,
  });
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

/**
 * products spec 2.1 "Model portfolio": /investment-products/model-portfolios/{slug of fundName or
 * portfolioName}/Class-None/details/?cusip={accountID}.
 */
export function modelPortfolioLink(siteBase: string, portfolio: { name: string; accountID: string }): string {
  return `${siteBase}/investment-products/model-portfolios/${slugify(portfolio.name)}/Class-None/${detailsQuery(portfolio.accountID)}`;
}
