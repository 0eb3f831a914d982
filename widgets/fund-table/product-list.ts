/**
 * Product List (products spec 2.11) and the product finder block (2.12): static link lists, the "Links to the
 * Funds" table, the finder's fund dropdown, category links and audience links.
 */
import {
  FINDER_PRODUCT_CODES,
  MUTUAL_FUND_CLASSES,
  PLAN_529_CLASSES,
  stripClassPrefix,
  VARIABLE_PRODUCT_CLASSES,
  type FinderProductCode,
  type ProductGroupCode,
} from '../../services/product-vocabulary';
import {
  audienceLink,
  closedEndFundLink,
  etfLink,
  finderCategoryLink,
  finderFundLink,
  mutualFundLink,
  plan529Link,
  plan529Token,
  variableProductLink,
} from './links';
import type { ProductListQuery, ProductListType } from './query';

export interface TextLink {
  text: string;
  href: string;
}

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

const englishOrder = new Intl.Collator('en', { sensitivity: 'base' });

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
  return links.sort((a, b) => englishOrder.compare(a.text, b.text));
}

// ---------------------------------------------------------------------------------------------------------------
// Product finder block (products spec 2.12)

/** products spec 2.12 "Product codes"; "MA and MP load no fund list". */
export function finderProduct(
  code: string,
): { code: FinderProductCode; name: string; loadsFundList: boolean } | undefined {
  const key = code.trim().toUpperCase() as FinderProductCode;
  if (!(key in FINDER_PRODUCT_CODES)) return undefined;
  return { code: key, name: FINDER_PRODUCT_CODES[key], loadsFundList: key !== 'MA' && key !== 'MP' };
}

export interface FinderFund {
  fundName: string;
  symbol?: string | null;
  cusip?: string | null;
  fundClass?: string | null;
  classes?: readonly { fundClass?: string | null; cusip?: string | null; symbol?: string | null }[] | null;
}

/**
 * products spec 2.12: the dropdown lists the funds, ETFs as "symbol - name"; choosing one navigates to
 * {link}/{slug}/Class-{class}/details/?cusip={cusip}, the class being Institutional by default (the fund's
 * Institutional class where it has one, else its first class). Listed in name order.
 */
export function finderFundOptions(link: string, funds: readonly FinderFund[], etf: boolean): TextLink[] {
  const options = funds.map((fund) => {
    const classes = fund.classes ?? [];
    const chosen = classes.find((c) => stripClassPrefix(c.fundClass) === 'Institutional') ?? classes[0];
    const fundClass = stripClassPrefix(chosen?.fundClass ?? fund.fundClass);
    const cusip = chosen?.cusip ?? fund.cusip ?? '';
    const symbol = chosen?.symbol ?? fund.symbol ?? '';
    const text = etf && symbol ? `${symbol} - ${fund.fundName}` : fund.fundName;
    return { text, href: finderFundLink(link, { fundName: fund.fundName, fundClass, cusip }) };
  });
  return options.sort((a, b) => englishOrder.compare(a.text, b.text));
}

/** products spec 2.12: category links to {link}?investment-category={categoryUrl}, reading "name (count)". */
export function finderCategoryLinks(
  link: string,
  categories: readonly { name: string; categoryUrl: string; count: number }[],
): TextLink[] {
  return categories.map((c) => ({ text: `${c.name} (${c.count})`, href: finderCategoryLink(link, c.categoryUrl) }));
}

/** products spec 2.12: each link of the list, its "*"-split URL resolved for the audience. */
export function finderLinkList(
  links: readonly TextLink[],
  audience: 'advisor' | 'investor' | 'institutional',
): TextLink[] {
  return links.map((l) => ({ text: l.text, href: audienceLink(l.href, audience) }));
}

export interface FinderDefaults {
  /** The product page path ({link}) when the block names none. */
  link: string;
  /** The word after "Select a" when the block names none. */
  subtitle: string;
  /** The block's title when the block names none. */
  title: string;
  /** The productList group of the fund list; none for MA and MP ("MA and MP load no fund list"). */
  group?: ProductGroupCode;
  etf: boolean;
}

/**
 * What a product finder block shows when the CMS gives only its product code (products spec 2.12): the product's
 * page (the catalogue paths of spec 3) and its fund type. The spec leaves these to the block's content; these
 * defaults follow the catalogue's labels.
 */
export const FINDER_DEFAULTS: Readonly<Record<FinderProductCode, FinderDefaults>> = {
  MF: {
    link: 'investment-products/mutual-funds',
    subtitle: 'Mutual Fund',
    title: 'Mutual Funds',
    group: 'Retail',
    etf: false,
  },
  ETF: {
    link: 'investment-products/exchange-traded-funds',
    subtitle: 'ETF',
    title: 'Exchange Traded Funds (ETFs)',
    group: 'RetailETF',
    etf: true,
  },
  MA: {
    link: 'investment-products/managed-accounts',
    subtitle: 'Managed Account',
    title: 'Separately Managed Accounts',
    etf: false,
  },
  MP: {
    link: 'investment-products/model-portfolios',
    subtitle: 'Model Portfolio',
    title: 'Model Portfolios',
    etf: false,
  },
  P5: {
    link: 'investment-products/529-plan',
    subtitle: 'Portfolio',
    title: '529 Plan',
    group: 'FutureScholar529',
    etf: false,
  },
  VP: {
    link: 'investment-products/variable-products',
    subtitle: 'Variable Product',
    title: 'Variable Products',
    group: 'VariableProducts',
    etf: false,
  },
  CEF: {
    link: 'investment-products/closed-end-funds',
    subtitle: 'Closed-End Fund',
    title: 'Listed Closed-End Funds',
    group: 'ClosedEnd',
    etf: false,
  },
};
