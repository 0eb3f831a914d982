/**
 * What a product finder block shows (products spec 2.12): "Select a {subtitle}", and the defaults of a block
 * that names only its product code.
 */
import type { FinderProductCode, ProductGroupCode } from '../../../services/product-vocabulary';

/** products spec 2.12: the dropdown reads "Select a {subtitle}". */
export function finderSelectText(subtitle: string): string {
  return `Select a ${subtitle}`;
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
