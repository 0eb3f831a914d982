/**
 * The fund-table element's logic (products spec 2.1-2.3, 2.5, 2.10-2.12, 2.24, 3-5, 8, 9): plain functions over
 * plain data, no DOM, no fetch. The rules live in the files beside this one, by subject; this module is the one
 * the components import, and holds the cell formatting shared by every variant.
 */
import { formatNumber } from '../../runtime/format';
import { etfLink, mutualFundLink, stripClassPrefix } from './links';
import type { LandingVariant } from './variants';

export * from './constants';
export * from './variants';
export * from './links';
export * from './query';
export * from './sorting';
export * from './landing';
export * from './landing-state';
export * from './capital-gains';
export * from './rated-funds';
export * from './find-a-product';
export * from './product-list';
export * from './footnotes';

/** site spec 9 / products spec 5: returns, prices and expenses show 2 decimals; a missing value "-". */
export function formatValue(value: number | string | null | undefined): string {
  return formatNumber(value, 2);
}

/**
 * The fund name link of a landing row (products spec 2.1): mutual funds by their class, ETFs with Class-ETF.
 */
export function landingFundLink(
  siteBase: string,
  variant: LandingVariant,
  fund: { fundName: string; fundClass?: string | null; cusip?: string | null },
): string {
  const cusip = fund.cusip ?? '';
  return variant === 'exchange-traded-funds'
    ? etfLink(siteBase, { fundName: fund.fundName, cusip })
    : mutualFundLink(siteBase, { fundName: fund.fundName, fundClass: stripClassPrefix(fund.fundClass), cusip });
}
