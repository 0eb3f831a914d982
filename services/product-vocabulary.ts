/**
 * The domain words of the products and literature site, defined once with the spec's values (products spec 3
 * "Product type catalogue", 5, 9): product groups and their codes, labels and paths, fund type labels, asset
 * classes and their slugs, share classes, frequencies, performance types, glide paths. The product service, every
 * widget and the fixture backend import them from here.
 */

// ---------------------------------------------------------------------------------------------------------------
// Product groups (products spec 9 "Group codes and labels", spec 3 "Product type catalogue")

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

/** The productList groups in the order Find a Product loads them (products spec 7: Retail first). */
export const PRODUCT_GROUP_CODES: readonly ProductGroupCode[] = [
  'Retail',
  'RetailETF',
  'ModelPortfolios',
  'FutureScholar529',
  'VariableProducts',
  'IntervalFund',
  'ClosedEnd',
];

export interface ProductType {
  /** The fund group the service sends (a row's fundGroup). */
  fundGroup: string;
  /** The UI label. */
  label: string;
  /** The productList group code. */
  listType: ProductGroupCode;
  path: string;
}

/** products spec 3 "Product type catalogue", as given there. */
export const PRODUCT_TYPES: readonly ProductType[] = [
  { fundGroup: 'Future Scholar 529', label: '529 Plan', listType: 'FutureScholar529', path: '529-plan' },
  { fundGroup: 'Retail', label: 'Mutual Funds', listType: 'Retail', path: 'mutual-funds' },
  { fundGroup: 'Retail and Institutional', label: 'Mutual Funds', listType: 'Retail', path: 'mutual-funds' },
  { fundGroup: 'Model Portfolios', label: 'Model Portfolios', listType: 'ModelPortfolios', path: 'model-portfolios' },
  {
    fundGroup: 'Retail ETF',
    label: 'Exchange Traded Funds (ETFs)',
    listType: 'RetailETF',
    path: 'exchange-traded-funds',
  },
  { fundGroup: 'Closed End', label: 'Listed Closed-End Funds', listType: 'ClosedEnd', path: 'closed-end-funds' },
  {
    fundGroup: 'Variable Products',
    label: 'Variable Products',
    listType: 'VariableProducts',
    path: 'variable-products',
  },
  { fundGroup: 'Interval Fund', label: 'Interval Funds', listType: 'IntervalFund', path: 'interval-funds' },
];

/** The fund group each productList group's rows carry (the catalogue's first fund group for it). */
export function fundGroupOf(code: ProductGroupCode): string {
  return PRODUCT_TYPES.find((type) => type.listType === code)!.fundGroup;
}

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

/**
 * The "Fund Type" a table shows for a product group: the spec 9 fund type label of its fund group where the spec
 * gives one (Mutual Fund, Exchange Traded Fund, Closed-End Fund, Variable Product), else the group's label (529
 * Plan, Model Portfolios, Interval Funds), so Rated Funds and Find a Product name a fund's type alike.
 */
export function fundTypeLabel(code: ProductGroupCode): string {
  return FUND_TYPE_LABELS[fundGroupOf(code)] ?? PRODUCT_GROUPS[code].label;
}

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

// ---------------------------------------------------------------------------------------------------------------
// Asset classes (products spec 9 "Asset classes and slugs", "Category order")

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

/** The spec 9 slug of an asset class name (in any case), or '' for a name spec 9 does not list. */
export function knownAssetClassSlug(name: string | null | undefined): string {
  if (!name) return '';
  const trimmed = name.trim();
  const exact = ASSET_CLASS_SLUGS[trimmed];
  if (exact) return exact;
  const lower = trimmed.toLowerCase();
  return Object.entries(ASSET_CLASS_SLUGS).find(([known]) => known.toLowerCase() === lower)?.[1] ?? '';
}

/** products spec 9 "Asset classes and slugs"; a name the spec does not list gets a lower-case hyphenated slug. */
export function assetClassSlug(name: string | null | undefined): string {
  if (!name) return '';
  return (
    knownAssetClassSlug(name) ||
    name
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  );
}

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

/** products spec 3 "Class totals" investmentCategories[]; the service sends figures as numbers or strings. */
export interface InvestmentCategory {
  categoryName: string;
  styleId?: string | number | null;
  count?: string | number | null;
}

/** products spec 9: "If missing, an Alternative category (styleId 33, count 0) is inserted after Asset Allocation". */
export const ALTERNATIVE_CATEGORY: InvestmentCategory = { categoryName: 'Alternative', styleId: 33, count: 0 };

/** products spec 9 "Investment goal codes". */
export const INVESTMENT_GOALS = {
  IG1: 'plan-retirement',
  IG2: 'maximize-returns',
  IG3: 'ease-impact',
  IG4: 'navigate-rates',
  IG5: 'grow-assets',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Share classes (products spec 9 "Share classes", 5)

/** Mutual fund share classes (default Institutional). */
export const MUTUAL_FUND_CLASSES = [
  'A',
  'C',
  'R',
  'V',
  'Advisor',
  'Institutional',
  'Institutional2',
  'Institutional3',
] as const;
export type MutualFundClass = (typeof MUTUAL_FUND_CLASSES)[number];
export const DEFAULT_MUTUAL_FUND_CLASS: MutualFundClass = 'Institutional';

/** products spec 9: the ETF class label; spec 3: ETF class totals are className ETF. */
export const ETF_CLASS_LABEL = 'Exchange Traded Fund (ETF)';
export const ETF_CLASS_NAME = 'ETF';

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
  /** The management styles, in the order the ETF landing groups its rows (products spec 2.3). */
  managementStyles: ['Active', 'Indexed'],
} as const;

/** 529 classes (default A). */
export const PLAN_529_CLASSES = ['A', 'C', 'E', 'I'] as const;
export type Plan529Class = (typeof PLAN_529_CLASSES)[number];
export const DEFAULT_PLAN_529_CLASS: Plan529Class = 'A';

/** Variable product classes; blank is "Shares". */
export const VARIABLE_PRODUCT_CLASSES = ['1', '2', '3', ''] as const;

/** products spec 5: "POP or W/CDSC" is hidden for these classes. */
export const POP_HIDDEN_CLASSES: readonly string[] = [
  'R',
  'Advisor',
  'Institutional',
  'Institutional2',
  'Institutional3',
];

/** "Class A" → "A"; a class name already without the prefix is returned trimmed (products spec 2.3 Class options). */
export function stripClassPrefix(className: string | null | undefined): string {
  if (!className) return '';
  return className.trim().replace(/^Class\s+/i, '');
}

// ---------------------------------------------------------------------------------------------------------------
// Performance, frequencies, model portfolios, 529 glide paths (products spec 9)

/** Performance types nav, pop, atmarket. */
export type PerformanceBasis = 'nav' | 'pop' | 'atmarket';

/** Frequencies, Monthly the default; also the performance data type tag (spec 7). */
export const FREQUENCIES = ['Monthly', 'Quarterly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const DEFAULT_FREQUENCY: Frequency = 'Monthly';

/** Model portfolio return types and periods. */
export const MODEL_PORTFOLIO_RETURN_TYPES = ['PURE_GROSS', 'NET'] as const;
export const MODEL_PORTFOLIO_PERIODS = ['ytd', 'oneYear', 'threeYear', 'fiveYear', 'tenYear', 'sinceIncep'] as const;

/** 529 glide paths, in the order the age-based tab shows them. */
export const GLIDE_PATHS = ['AGGRESSIVE', 'MODERATE', 'CONSERVATIVE'] as const;

// ---------------------------------------------------------------------------------------------------------------
// Lists and limits (products spec 9)

/** "Filter lists split after 8 options" (2.5, 2.10: first 8 in one column, the rest in a second). */
export const FILTER_COLUMN_SPLIT = 8;
/** "At most 8 product sub-tabs". */
export const MAX_PRODUCT_SUB_TABS = 8;

/**
 * The rating provider's name ({rating provider} of products spec 2.5, 2.10): an attribute of the elements that show
 * ratings, "Starling" in the demo.
 */
export const RATING_PROVIDER = {
  default: 'Starling',
  pattern: /^[\p{L}\p{N}][\p{L}\p{N} .&'-]{0,59}$/u,
  allowed: 'a name of letters, digits, spaces, ".", "&", "\'" and "-" (at most 60)',
} as const;
