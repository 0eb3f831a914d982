/**
 * Business constants of the product tables (products spec 3 "Product type catalogue", "Class totals", spec 9).
 */

/** products spec 9 "Group codes and labels", with the paths of the product type catalogue (spec 3). */
export const PRODUCT_GROUPS = {
  Retail: { label: 'Mutual Fund', path: 'mutual-funds' },
  RetailETF: { label: 'Exchange Traded Fund (ETFs)', path: 'exchange-traded-funds' },
  ModelPortfolios: { label: 'Model Portfolios', path: 'model-portfolios' },
  FutureScholar529: { label: '529 Plan', path: '529-plan' },
  ClosedEnd: { label: 'Listed Closed-End Funds', path: 'closed-end-funds' },
  VariableProducts: { label: 'Variable Products', path: 'variable-products' },
  IntervalFund: { label: 'Interval Funds', path: 'interval-funds' },
} as const;
export type ProductGroupCode = keyof typeof PRODUCT_GROUPS;

/** products spec 7: "Find a Product loads Retail first, then the others in parallel, appending the rows". */
export const FIND_A_PRODUCT_GROUPS: readonly ProductGroupCode[] = [
  'Retail',
  'RetailETF',
  'ModelPortfolios',
  'FutureScholar529',
  'VariableProducts',
  'IntervalFund',
  'ClosedEnd',
];

/** products spec 9 "Product type codes". */
export const PRODUCT_TYPE_CODES = { MF: 'mutual-funds', ETF: 'exchange-traded-funds', IF: 'interval-funds' } as const;

/** products spec 9 "Fund type labels", keyed by fund group (spec 3). */
export const FUND_TYPE_LABELS: Readonly<Record<string, string>> = {
  Retail: 'Mutual Fund',
  'Retail and Institutional': 'Mutual Fund',
  'Retail ETF': 'Exchange Traded Fund',
  'Closed End': 'Closed-End Fund',
  'Variable Products': 'Variable Product',
};

/** products spec 9 "Asset classes and slugs". */
export const ASSET_CLASS_SLUGS: Readonly<Record<string, string>> = {
  'Domestic Equity': 'domestic-equity',
  'International Equity': 'international-equity',
  'Global/International Equity': 'international-equity',
  'Sector Equity/Specialty': 'sector-equity',
  'Asset Allocation': 'asset-allocation',
  'Asset Allocation/Alternative': 'asset-allocation',
  Alternative: 'alternative',
  'Taxable Fixed Income': 'taxable-fixed-income',
  'Tax-Exempt Fixed Income': 'tax-exempt-fixed-income',
  'Money Market': 'money-market',
};

/** products spec 9 "Category order". */
export const CATEGORY_ORDER: readonly string[] = [
  'domestic-equity',
  'alternative',
  'international-equity',
  'taxable-fixed-income',
  'sector-equity',
  'tax-exempt-fixed-income',
  'asset-allocation',
  'money-market',
];

/** The name shown for each asset-class slug: the first name spec 9 gives it. */
export const ASSET_CLASS_NAMES: Readonly<Record<string, string>> = {
  'domestic-equity': 'Domestic Equity',
  'international-equity': 'International Equity',
  'sector-equity': 'Sector Equity/Specialty',
  'asset-allocation': 'Asset Allocation',
  alternative: 'Alternative',
  'taxable-fixed-income': 'Taxable Fixed Income',
  'tax-exempt-fixed-income': 'Tax-Exempt Fixed Income',
  'money-market': 'Money Market',
};

// products spec 9 "Share classes": the lists the product service reads the data with.
export { DEFAULT_MUTUAL_FUND_CLASS, MUTUAL_FUND_CLASSES, PLAN_529_CLASSES } from '../../services/product-vocabulary';
/** products spec 9: the ETF class label; spec 3: ETF class totals are className ETF. */
export const ETF_CLASS_LABEL = 'Exchange Traded Fund (ETF)';
export const ETF_CLASS_NAME = 'ETF';

/** products spec 5: "POP or W/CDSC" is hidden for these classes. */
export const POP_HIDDEN_CLASSES: readonly string[] = [
  'R',
  'Advisor',
  'Institutional',
  'Institutional2',
  'Institutional3',
];

/** products spec 9 "Filter lists split after 8 options" (2.5, 2.10: first 8 in one column, the rest in a second). */
export const FILTER_COLUMN_SPLIT = 8;

/** products spec 2.3: the disclaimer link scrolls to #performanceDisclosure with a 280 px offset (spec 9). */
export const DISCLOSURE_TARGET_ID = 'performanceDisclosure';
export const DISCLOSURE_SCROLL_OFFSET_PX = 280;

/** products spec 3 "Class totals" investmentCategories[]; the service sends figures as numbers or strings. */
export interface InvestmentCategory {
  categoryName: string;
  styleId?: string | number | null;
  count?: string | number | null;
}

/** products spec 3 "ETF class totals are static in the client". */
export const ETF_CLASS_TOTALS = {
  className: ETF_CLASS_NAME,
  investorGoals: ['Strategic Beta', 'Thematic'],
  investmentCategories: [
    { styleId: 22, categoryName: 'Domestic Equity', count: 0 },
    { styleId: 25, categoryName: 'Global/International Equity', count: 0 },
    { styleId: 1, categoryName: 'Sector Equity/Specialty', count: 0 },
    { styleId: 26, categoryName: 'Taxable Fixed Income', count: 0 },
    { styleId: 27, categoryName: 'Tax-Exempt Fixed Income', count: 0 },
  ] as readonly InvestmentCategory[],
  managementStyles: ['Active', 'Indexed'],
} as const;

/** products spec 9: "If missing, an Alternative category (styleId 33, count 0) is inserted after Asset Allocation". */
export const ALTERNATIVE_CATEGORY: InvestmentCategory = { categoryName: 'Alternative', styleId: 33, count: 0 };

/** products spec 2.12 "Product codes"; MA and MP load no fund list. */
export const FINDER_PRODUCT_CODES = {
  MF: 'MutualFunds',
  ETF: 'ETF',
  MA: 'ManagedAccounts',
  MP: 'ModelPortfolios',
  P5: '529Plan',
  VP: 'VariableProducts',
  CEF: 'CloseEndFunds',
} as const;
export type FinderProductCode = keyof typeof FINDER_PRODUCT_CODES;
