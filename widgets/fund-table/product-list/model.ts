/**
 * Product List (products spec 2.11): the static link lists and the "Links to the Funds" table of the chosen type
 * and class.
 */
import {
  MUTUAL_FUND_CLASSES,
  PLAN_529_CLASSES,
  stripClassPrefix,
  VARIABLE_PRODUCT_CLASSES,
  type ProductGroupCode,
} from '../../../services/product-vocabulary';
import {
  closedEndFundLink,
  etfLink,
  mutualFundLink,
  plan529Link,
  variableProductLink,
} from '../../../services/product-links';
import { plan529Token, type TextLink } from '../table/links';
import { compareText } from '../table/sorting';
import type { ProductListQuery, ProductListType } from './query';

export interface ProductListSection {
  title: string;
  /** A section without classes links its title (Closed-End Funds, ETF Funds, Managed Accounts). */
  href?: string;
  links: TextLink[];
}

function searchListHref(siteBase: string, type: ProductListType, className?: string): string {
  const classPart = className === undefined ? '' : `&class=${encodeURIComponent(className)}`;
  return `${siteBase}/investment-products/search-list/?type=${type}${classPart}`;
}

/** products spec 2.11 static link lists; "Managed Accounts" on the advisor site only (spec 6). */
export function productListSections(
  siteBase: string,
  audience: 'advisor' | 'investor' | 'institutional',
): ProductListSection[] {
  const classLinks = (type: ProductListType, classes: readonly string[]) =>
    classes.map((c) => ({ text: c === '' ? 'Shares' : `Class ${c}`, href: searchListHref(siteBase, type, c) }));
  const sections: ProductListSection[] = [
    { title: 'Mutual Funds', links: classLinks('mutualFunds', MUTUAL_FUND_CLASSES) },
    { title: '529 Funds', links: classLinks('529', PLAN_529_CLASSES) },
    { title: 'Variable Funds', links: classLinks('variable', VARIABLE_PRODUCT_CLASSES) },
    { title: 'Closed-End Funds', href: searchListHref(siteBase, 'closedend'), links: [] },
    { title: 'ETF Funds', href: searchListHref(siteBase, 'etf'), links: [] },
  ];
  if (audience === 'advisor') {
    sections.push({ title: 'Managed Accounts', href: `${siteBase}/investment-products/managed-accounts/`, links: [] });
  }
  return sections;
}

/** The productList group each Product List type reads (products spec 7). */
export const PRODUCT_LIST_GROUPS: Readonly<Record<ProductListType, ProductGroupCode>> = {
  mutualFunds: 'Retail',
  '529': 'FutureScholar529',
  variable: 'VariableProducts',
  closedend: 'ClosedEnd',
  etf: 'RetailETF',
};

export interface ListedFund {
  fundName: string;
  classes?: readonly { fundClass?: string | null; className?: string | null; cusip?: string | null }[] | null;
}

function classOf(c: { fundClass?: string | null; className?: string | null }): string {
  const value = stripClassPrefix(c.fundClass ?? c.className ?? '');
  // products spec 2.4: a blank class is "Shares".
  return value.toLowerCase() === 'shares' ? '' : value;
}

/**
 * products spec 2.11 "Links to the Funds": fund-name links for the chosen type and class, sorted by name.
 * Closed-end links use Class-None; ETF links use the first class's cusip; the 529 list excludes funds whose name
 * contains the provider's own 529 plan brand.
 */
export function productListFundLinks(
  siteBase: string,
  query: ProductListQuery,
  funds: readonly ListedFund[],
  plan529Brand: string,
): TextLink[] {
  const links: TextLink[] = [];
  const brand = plan529Brand.trim().toLowerCase();
  for (const fund of funds) {
    const classes = fund.classes ?? [];
    if (query.type === 'closedend' || query.type === 'etf') {
      const cusip = classes[0]?.cusip ?? '';
      const href =
        query.type === 'etf'
          ? etfLink(siteBase, { fundName: fund.fundName, cusip })
          : closedEndFundLink(siteBase, { fundName: fund.fundName, cusip });
      links.push({ text: fund.fundName, href });
      continue;
    }
    if (query.type === '529' && brand !== '' && fund.fundName.toLowerCase().includes(brand)) continue;
    const match = classes.find((c) => classOf(c).toLowerCase() === query.className.toLowerCase());
    if (!match) continue;
    const cusip = match.cusip ?? '';
    const href =
      query.type === 'mutualFunds'
        ? mutualFundLink(siteBase, { fundName: fund.fundName, fundClass: query.className, cusip })
        : query.type === '529'
          ? plan529Link(plan529Token(siteBase), { name: fund.fundName, className: query.className, cusip })
          : variableProductLink(siteBase, { name: fund.fundName, className: query.className, cusip });
    links.push({ text: fund.fundName, href });
  }
  return links.sort((a, b) => compareText(a.text, b.text));
}
