/**
 * The product finder block (products spec 2.12): the product codes, the fund dropdown, the category links and the
 * audience links.
 */
import { FINDER_PRODUCT_CODES, stripClassPrefix, type FinderProductCode } from '../../../services/product-vocabulary';
import { audienceLink, finderCategoryLink, finderFundLink, type TextLink } from '../table/links';
import { compareText } from '../table/sorting';

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
    // An ETF whose answer names no class links as the ETF class (products spec 2.1: ETF links use Class-ETF); any
    // other fund as Institutional, spec 2.12's default.
    const fundClass = stripClassPrefix(chosen?.fundClass ?? fund.fundClass) || (etf ? 'ETF' : 'Institutional');
    const cusip = chosen?.cusip ?? fund.cusip ?? '';
    const symbol = chosen?.symbol ?? fund.symbol ?? '';
    const text = etf && symbol ? `${symbol} - ${fund.fundName}` : fund.fundName;
    return { text, href: finderFundLink(link, { fundName: fund.fundName, fundClass, cusip }) };
  });
  return options.sort((a, b) => compareText(a.text, b.text));
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
