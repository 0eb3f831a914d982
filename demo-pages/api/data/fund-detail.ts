/**
 * The fund page's fixture data (products spec 2.14, 3 "Fund detail", "Product detail", "Capital gains row", 7): for
 * every fund the product tables list (every share-class cusip of the mutual funds, ETFs, interval funds, variable
 * products, closed-end funds and 529 portfolios, and every model portfolio's accountID), the content service's fund
 * details, the product service's product detail, historical prices, growth of an investment and capital gains, and
 * the full-holdings and capital-gains downloads. The answers have the shapes of the fund page's schemas
 * (services/fund-detail.ts).
 *
 * Consistent with the tables (data/products.ts): names, symbols, classes and inception dates are the catalogue's;
 * the NAV and index returns are the tables' figures of the same class and frequency, the last price the prices
 * tab's, the recent capital gains the capital-gains tab's, the documents the literature library's
 * (data/literature.ts). What no table shows (1- and 3-month, 2- and 4-year returns, earlier prices, holdings, the
 * CMS texts) comes from seeded random numbers: by the cusip for what belongs to a share class, by the fund (its
 * group and name) for what the classes of one fund share (holdings, asset mix, texts).
 *
 * Sections left out on purpose, so that the page's "section absent" paths are shown. `fundDetailSamples()` finds a
 * fund of each; in the line-up as it stands: 195SWE314 (Large Cap Growth, Class A) has no newNoteWorthy,
 * underlyingFunds or fundMaintenance; 19X4LX7X2 (Select® Large Cap Equity, Class A) no capital gains; 19730E809
 * (Government Money Market, Class A) no holdings and no index; 193E5W9B9 (Municipal Income Trust) no risk;
 * 19NRD94U3 (U.S. Quality Factor ETF) no portfolioHighlights; MP1001 (a model portfolio) no regulatoryDocuments.
 * - fundMaintenance: a merger or rename message on about one fund in fifteen, null elsewhere;
 * - portfolioHighlights: none for ETFs, closed-end funds and variable products (bought on an exchange or through an
 *   insurance contract); fundSummary: none for 529 portfolios, variable products and model portfolios;
 * - risk: none for closed-end funds; riskDetail only where it overrides the level (high-yield and emerging-markets);
 * - newNoteWorthy: on about one fund in four;
 * - underlyingFunds: on funds of funds only (allocation portfolios, target-date funds, 529 allocation portfolios,
 *   model portfolios), whose holdings are the firm's own funds;
 * - holdings and topHoldingDetail: none for money market funds (their full-holdings download answers 404);
 * - INDEX1 rows and growth index points: none without a primary index (money market, variable, closed-end, 529 and
 *   model portfolios); the historical prices of a model portfolio (it has no NAV) are an empty list;
 * - regulatoryDocuments: none for model portfolios, nor for a class the literature library has none for;
 * - capital gains: null for money market funds, indexed ETFs, variable, closed-end, 529 and model portfolios, and
 *   classes whose capital-gains tab row is empty.
 *
 * The hostile fund `UNSAFE001` is listed by no table: every text of its answers carries markup, script, a CSS
 * breakout, javascript: or off-site links, or a spreadsheet formula (see UNSAFE_FUND_TEXTS).
 */
import type {
  FundDetailsAnswer,
  FundDocument,
  HistoricalData,
  PerformanceGrowth,
  ProductDetail,
  ShareClassLink,
} from '../../../services/fund-detail';
import type { CapitalGainsRow } from '../../../services/products';
import { displayDate } from '../../../services/product-format';
import {
  FREQUENCIES,
  INVESTMENT_GOALS,
  MODEL_PORTFOLIO_RETURN_TYPES,
  PRODUCT_GROUPS,
  fundGroupOf,
  type Frequency,
  type ProductGroupCode,
} from '../../../services/product-vocabulary';
import {
  SUMMARY_PROSPECTUS_DOC_TYPES,
  SUMMARY_PROSPECTUS_FLAGS,
  type SummaryProspectusFlag,
} from '../../../services/literature-vocabulary';
import { delimitedText } from '../../../runtime/csv';
import { slugify } from './insights';
import {
  LITERATURE_DOCTYPE_SEGMENTS,
  PROSPECTUS_DOMAIN,
  fundLiteratureDocuments,
  literatureFunds,
  summaryProspectusFlags,
  type LiteratureClass,
  type LiteratureFund,
} from './literature';
import { type Random } from './random';
import { AGE_GROUPS, ASSET_CLASSES, type AssetClassKey } from './products-catalogue';
import type { MirrorReference } from './types';
import {
  AS_OF,
  BRAND,
  PROFILES,
  capitalGainsCsv,
  capitalGainsRow,
  closedEndFunds,
  fig,
  gauss,
  modelPortfolios,
  performanceRow,
  plan529Products,
  priceRow,
  productCatalogue,
  productListFunds,
  randomFor,
  ratedRow,
  seedOf,
  variableProducts,
  yearsBetween,
  type CapitalGainsExportType,
  type FundSeries,
  type ModelPortfolio,
  type OtherProduct,
  type ShareClass,
} from './products';

// ---------------------------------------------------------------------------------------------------------------
// The funds of the fund pages

/** Where a fund's figures come from: a fund of the landing tables, another product table, or a model portfolio. */
type Source =
  | { kind: 'series'; series: FundSeries; share: ShareClass }
  | { kind: 'other'; product: OtherProduct; share: OtherProduct['classes'][number] }
  | { kind: 'model'; model: ModelPortfolio };

/** One fund page: a share class of a fund (or a model portfolio), as the tables list it. */
export interface DetailFund {
  /** The productList group that lists it (products spec 3 "Product type catalogue"). */
  group: ProductGroupCode;
  /** The fund group the services send (Retail, Retail ETF, Closed End ...). */
  fundGroup: string;
  cusip: string;
  fundName: string;
  symbol: string | null;
  fundClass: string | null;
  inceptionDate: string;
  assetClass: AssetClassKey;
  primaryIndex: string | null;
  /** Every share class of the same fund, for the class switch. */
  classes: ShareClassLink[];
  source: Source;
  /** The hostile fund: its texts are replaced by UNSAFE_FUND_TEXTS. */
  hostile?: true;
}

const blankToNull = (text: string) => (text === '' ? null : text);

function seriesFunds(group: ProductGroupCode, list: readonly FundSeries[]): DetailFund[] {
  return list.flatMap((series) => {
    const classes = series.classes.map(({ fundClass, cusip, symbol }) => ({ fundClass, cusip, symbol }));
    return series.classes.map((share) => ({
      group,
      fundGroup: series.fundGroup,
      cusip: share.cusip,
      fundName: series.fundName,
      symbol: blankToNull(share.symbol),
      fundClass: share.fundClass,
      inceptionDate: share.inceptionDt,
      assetClass: series.assetClass,
      primaryIndex: series.benchmark,
      classes,
      source: { kind: 'series' as const, series, share },
    }));
  });
}

function otherFunds(group: ProductGroupCode, list: readonly OtherProduct[]): DetailFund[] {
  return list.flatMap((product) => {
    const classes = product.classes.map((share) => ({
      fundClass: blankToNull(share.className),
      cusip: share.cusip,
      symbol: blankToNull(share.symbol),
    }));
    return product.classes.map((share) => ({
      group,
      fundGroup: fundGroupOf(group),
      cusip: share.cusip,
      fundName: product.name,
      symbol: blankToNull(share.symbol),
      fundClass: blankToNull(share.className),
      inceptionDate: product.inceptionDt,
      assetClass: product.assetClass,
      primaryIndex: null,
      classes,
      source: { kind: 'other' as const, product, share },
    }));
  });
}

function modelFunds(list: readonly ModelPortfolio[]): DetailFund[] {
  return list.map((model) => ({
    group: 'ModelPortfolios',
    fundGroup: fundGroupOf('ModelPortfolios'),
    cusip: model.accountID,
    fundName: model.fundName,
    symbol: null,
    fundClass: null,
    inceptionDate: model.inceptionDt,
    // A model portfolio mixes funds of every asset class.
    assetClass: 'AA',
    primaryIndex: null,
    classes: [{ fundClass: null, cusip: model.accountID, symbol: null }],
    source: { kind: 'model', model },
  }));
}

let detailFunds: Map<string, DetailFund> | undefined;

/** Every fund page of the line-up, by cusip (a model portfolio by accountID), in the tables' order. */
export function allDetailFunds(): ReadonlyMap<string, DetailFund> {
  if (!detailFunds) {
    const all = productCatalogue();
    const funds = [
      ...seriesFunds('Retail', all.mutualFunds),
      ...seriesFunds('RetailETF', all.etfs),
      ...seriesFunds('IntervalFund', all.intervalFunds),
      ...otherFunds('VariableProducts', all.variableProducts),
      ...otherFunds('ClosedEnd', all.closedEndFunds),
      ...otherFunds('FutureScholar529', all.plan529),
      ...modelFunds(all.modelPortfolios),
    ];
    detailFunds = new Map(funds.map((fund) => [fund.cusip, fund]));
  }
  return detailFunds;
}

/** The fund page of a cusip (the hostile fund's too), or undefined for an unknown one. */
export function detailFund(cusip: string): DetailFund | undefined {
  return allDetailFunds().get(cusip) ?? (cusip === UNSAFE_FUND_CUSIP ? unsafeFund() : undefined);
}

/** The words of a class in a row label: "Class A", "ETF", or "Shares" for a product without classes. */
function classLabel(fund: DetailFund): string {
  if (fund.fundClass === null) return 'Shares';
  return fund.fundClass === 'ETF' ? 'ETF' : `Class ${fund.fundClass}`;
}

/**
 * What the classes of a fund share is keyed by its group and name: a name alone is not unique (an interval fund and
 * a closed-end fund may share one).
 */
const fundKey = (fund: DetailFund) => `${fund.group}|${fund.fundName}`;

/** A function of a fund (and more) computed once per key. */
function memoized<A extends unknown[], T>(keyOf: (...args: A) => string, build: (...args: A) => T) {
  const values = new Map<string, T>();
  return (...args: A): T => {
    const key = keyOf(...args);
    if (!values.has(key)) values.set(key, build(...args));
    return values.get(key) as T;
  };
}

/** Seeded shuffle (Fisher-Yates) of a copy. */
function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * Percentages of `weights` with `decimals` decimals that add up to exactly `total` (largest remainder), so that an
 * asset mix or a holdings list sums to 100.
 */
function apportion(weights: readonly number[], total = 100, decimals = 2): number[] {
  const unit = 10 ** decimals;
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (sum > 0 ? (weight / sum) * total * unit : 0));
  const units = exact.map(Math.floor);
  let left = Math.round(total * unit - units.reduce((a, b) => a + b, 0));
  const byRemainder = exact.map((value, index) => ({ index, remainder: value - Math.floor(value) }));
  byRemainder.sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    units[index] = (units[index] ?? 0) + 1;
    left -= 1;
  }
  return units.map((value) => value / unit);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A figure of a table as text: "-" when the table has none. */
const figureText = (value: string | number | null | undefined): string =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/** A figure's number, or undefined for "-". */
function figureValue(value: string | undefined): number | undefined {
  if (value === undefined || value === '-') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Performance (products spec 3 "Product detail": totalReturnPerformances[] {intervalType, asOfDate,
// totalReturnPerfDetails[] {label, oneMonth ... sinceIncep, incepDate, type}})

const PERIOD_KEYS = [
  'oneMonth',
  'threeMonth',
  'ytd',
  'oneYear',
  'twoYear',
  'threeYear',
  'fourYear',
  'fiveYear',
  'tenYear',
  'sinceIncep',
] as const;
type PeriodKey = (typeof PERIOD_KEYS)[number];
type Figures = Partial<Record<PeriodKey, string>>;
type AllFigures = Record<PeriodKey, string>;

/** The years a period needs: before them the figure is "-" (products spec 5), as in the tables. */
const PERIOD_YEARS: Record<PeriodKey, number> = {
  oneMonth: 1 / 12,
  threeMonth: 0.25,
  ytd: 0,
  oneYear: 1,
  twoYear: 2,
  threeYear: 3,
  fourYear: 4,
  fiveYear: 5,
  tenYear: 10,
  sinceIncep: 0,
};

/** Trading days in a month: a month's spread of returns from a day's (data/products.ts PROFILES). */
const TRADING_DAYS_A_MONTH = 21;
const monthlyVolatility = (assetClass: AssetClassKey) => PROFILES[assetClass].daily * Math.sqrt(TRADING_DAYS_A_MONTH);
/** The share of a year the YTD figure covers at the frequency's as-of date. */
const ytdShare = (frequency: Frequency) => Number(AS_OF[frequency].slice(5, 7)) / 12;

/** Which field of a table row holds each period's return. */
type FieldMap<Row> = Partial<Record<PeriodKey, keyof Row>>;

const SERIES_NAV_FIELDS = {
  ytd: 'ytdPercent',
  oneYear: 'navOneYear',
  threeYear: 'navThreeYear',
  fiveYear: 'navFiveYear',
  tenYear: 'navTenYear',
  sinceIncep: 'navSinceInception',
} as const;
const SERIES_INDEX_FIELDS = {
  ytd: 'benchmarkYTD',
  oneYear: 'benchmarkOneYear',
  threeYear: 'benchmarkThreeYear',
  fiveYear: 'benchmarkFiveYear',
  tenYear: 'benchmarkTenYear',
  sinceIncep: 'benchmarkSinceInception',
} as const;
const VARIABLE_FIELDS = {
  oneMonth: 'puvOneMonth',
  threeMonth: 'puvThreeMonth',
  ytd: 'ytd',
  oneYear: 'puvOneYear',
  threeYear: 'puvThreeYear',
  fiveYear: 'puvFiveYear',
  tenYear: 'puvTenYear',
  sinceIncep: 'puvSinceInception',
} as const;
const CLOSED_END_FIELDS = {
  oneMonth: 'navOneMonth',
  threeMonth: 'navThreeMonth',
  oneYear: 'navOneYear',
  threeYear: 'navThreeYear',
  fiveYear: 'navFiveYear',
  tenYear: 'navTenYear',
  sinceIncep: 'navSinceInception',
} as const;
const PLAN_529_FIELDS = {
  ytd: 'ytd',
  oneYear: 'puvOneYear',
  threeYear: 'puvThreeYear',
  fiveYear: 'puvFiveYear',
  tenYear: 'puvTenYear',
  sinceIncep: 'puvSinceInception',
} as const;
const MODEL_FIELDS = {
  ytd: 'ytd',
  oneYear: 'oneYear',
  threeYear: 'threeYear',
  fiveYear: 'fiveYear',
  tenYear: 'tenYear',
  sinceIncep: 'sinceIncep',
} as const;

/** The figures a table row shows, by period. */
function tableFigures<Row>(row: Row | undefined, fields: FieldMap<Row>): Figures {
  if (!row) return {};
  const figures: Figures = {};
  for (const key of PERIOD_KEYS) {
    const field = fields[key];
    if (field !== undefined) figures[key] = figureText(row[field] as string | number | null | undefined);
  }
  return figures;
}

interface FigureContext {
  random: Random;
  /** A month's spread of returns, in percent. */
  volatility: number;
  ytdShare: number;
  /** Years since inception: periods longer than that are "-". */
  age: number;
}

/**
 * Every period's figure: the table's where it shows one (its "-" too), "-" before the period exists, else a figure
 * in line with the others of `base` (the table's own, or for a model portfolio's month-end figures its quarter-end).
 */
function completeFigures(table: Figures, context: FigureContext, base: Figures = table): AllFigures {
  const one = figureValue(base.oneYear) ?? figureValue(base.sinceIncep) ?? 0;
  const three = figureValue(base.threeYear) ?? one;
  const five = figureValue(base.fiveYear) ?? three;
  const ten = figureValue(base.tenYear) ?? five;
  const since = figureValue(base.sinceIncep) ?? ten;
  const spread = (scale: number) => context.volatility * scale * gauss(context.random);
  const generated: Record<PeriodKey, () => number> = {
    oneMonth: () => one / 12 + spread(1),
    threeMonth: () => one / 4 + spread(Math.sqrt(3)),
    ytd: () => one * context.ytdShare + spread(1),
    oneYear: () => one + spread(1),
    twoYear: () => (one + three) / 2 + spread(0.3),
    threeYear: () => three + spread(0.3),
    fourYear: () => (three + five) / 2 + spread(0.2),
    fiveYear: () => five + spread(0.2),
    tenYear: () => ten + spread(0.1),
    sinceIncep: () => since + spread(0.1),
  };
  const figures = {} as AllFigures;
  for (const key of PERIOD_KEYS) {
    const given = table[key];
    figures[key] = given ?? (context.age < PERIOD_YEARS[key] ? '-' : fig(generated[key]()));
  }
  return figures;
}

function figureContext(fund: DetailFund, seed: string, frequency: Frequency, age: number): FigureContext {
  return {
    random: randomFor(`performance|${seed}|${frequency}`),
    volatility: monthlyVolatility(fund.assetClass),
    ytdShare: ytdShare(frequency),
    age,
  };
}

/** The NAV (PUV) returns the product tables show for the class, by period. */
function navTable(fund: DetailFund, frequency: Frequency): Figures {
  const { source } = fund;
  if (source.kind === 'series')
    return tableFigures(performanceRow(source.series, source.share, frequency), SERIES_NAV_FIELDS);
  if (source.kind === 'model') return {};
  const byCusip = <Row extends { cusip: string }>(rows: readonly Row[]) => rows.find((row) => row.cusip === fund.cusip);
  if (fund.group === 'VariableProducts') return tableFigures(byCusip(variableProducts(frequency)), VARIABLE_FIELDS);
  if (fund.group === 'ClosedEnd') return tableFigures(byCusip(closedEndFunds(frequency)), CLOSED_END_FIELDS);
  return tableFigures(byCusip(plan529Products(frequency, source.share.className)), PLAN_529_FIELDS);
}

/** The fund's returns at NAV: the tables' figures, completed. */
const navFigures = memoized(
  (fund: DetailFund, frequency: Frequency) => `${fund.cusip}|${frequency}`,
  (fund: DetailFund, frequency: Frequency): AllFigures => {
    const age = yearsBetween(fund.inceptionDate, AS_OF[frequency]);
    return completeFigures(navTable(fund, frequency), figureContext(fund, fund.cusip, frequency, age));
  },
);

/** The primary index's returns: the tables' benchmark figures, completed alike for every fund of that index. */
const indexFigures = memoized(
  (fund: DetailFund, frequency: Frequency) => `${fund.primaryIndex}|${frequency}`,
  (fund: DetailFund, frequency: Frequency): AllFigures | null => {
    const { source } = fund;
    if (source.kind !== 'series' || !fund.primaryIndex) return null;
    const table = tableFigures(performanceRow(source.series, source.share, frequency), SERIES_INDEX_FIELDS);
    return completeFigures(table, figureContext(fund, fund.primaryIndex, frequency, Number.POSITIVE_INFINITY));
  },
);

type ModelReturnType = (typeof MODEL_PORTFOLIO_RETURN_TYPES)[number];
const MODEL_RETURN_LABELS: Record<ModelReturnType, string> = { PURE_GROSS: 'Pure Gross', NET: 'Net of Fees' };

/**
 * A model portfolio's returns of one type: the model table's quarter-end figures; its month-end figures (which no
 * table shows) in line with them. Both types draw the same numbers, so the net stays the gross less the fee.
 */
function modelFigures(fund: DetailFund, model: ModelPortfolio, frequency: Frequency, type: ModelReturnType) {
  const row = modelPortfolios().portfolioReturns.find((r) => r.accountID === model.accountID && r.type === type);
  const quarterly = tableFigures(row, MODEL_FIELDS);
  const age = yearsBetween(fund.inceptionDate, AS_OF[frequency]);
  const context = figureContext(fund, fund.cusip, frequency, age);
  return frequency === 'Quarterly' ? completeFigures(quarterly, context) : completeFigures({}, context, quarterly);
}

type PerformanceDetail = NonNullable<
  NonNullable<ProductDetail['totalReturnPerformances']>[number]['totalReturnPerfDetails']
>[number];

function performanceDetails(fund: DetailFund, frequency: Frequency): PerformanceDetail[] {
  const incepDate = fund.inceptionDate;
  const { source } = fund;
  if (source.kind === 'model') {
    return MODEL_PORTFOLIO_RETURN_TYPES.map((type) => ({
      type,
      label: MODEL_RETURN_LABELS[type],
      ...modelFigures(fund, source.model, frequency, type),
      incepDate,
    }));
  }
  const rows: PerformanceDetail[] = [
    { type: 'NAV', label: `${classLabel(fund)} at NAV`, ...navFigures(fund, frequency), incepDate },
  ];
  const index = indexFigures(fund, frequency);
  if (index) rows.push({ type: 'INDEX1', label: fund.primaryIndex, ...index, incepDate });
  return rows;
}

function totalReturnPerformances(fund: DetailFund): NonNullable<ProductDetail['totalReturnPerformances']> {
  return FREQUENCIES.map((frequency) => ({
    intervalType: frequency,
    asOfDate: AS_OF[frequency],
    totalReturnPerfDetails: performanceDetails(fund, frequency),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Funds of funds and their equity share

/** Mutual funds that invest in the firm's other funds. */
const FUND_OF_FUNDS_NAMES = /Capital Allocation|Target Retirement|Retirement Income Portfolio/;

function isFundOfFunds(fund: DetailFund): boolean {
  const { source } = fund;
  if (source.kind === 'model') return true;
  if (source.kind === 'other') return fund.group === 'FutureScholar529' && fund.assetClass === 'AA';
  return FUND_OF_FUNDS_NAMES.test(fund.fundName);
}

/** A model portfolio's equity share by its risk tolerance RT1 ... RT5. */
const MODEL_EQUITY_SHARES = [0.2, 0.4, 0.6, 0.8, 0.95] as const;
/** An age-based 529 track's equity share in its youngest age group; each older group holds 8 points less. */
const GLIDE_PATH_EQUITY: Record<string, number> = { AGGRESSIVE: 0.95, MODERATE: 0.8, CONSERVATIVE: 0.6 };
const GLIDE_PATH_STEP = 0.08;
/** An allocation fund's equity share by the first of these words in its name. */
const EQUITY_SHARE_WORDS: ReadonlyArray<readonly [string, number]> = [
  ['Moderately Aggressive', 0.75],
  ['Moderate Aggressive', 0.75],
  ['Moderately Conservative', 0.45],
  ['Moderate Conservative', 0.45],
  ['Aggressive Growth', 0.95],
  ['Aggressive', 0.9],
  ['Moderate Growth', 0.65],
  ['Growth', 0.8],
  ['Moderate', 0.6],
  ['Balanced', 0.5],
  ['Conservative', 0.3],
  ['Income', 0.35],
];
const DEFAULT_EQUITY_SHARE = 0.6;

/** The share of an allocation fund in stocks: by its risk tolerance, glide path, target date or name. */
function equityShare(fund: DetailFund): number {
  const { source } = fund;
  if (source.kind === 'model') return MODEL_EQUITY_SHARES[Number(source.model.riskTolerance.slice(2)) - 1] ?? 0.6;
  if (source.kind === 'other' && source.product.glidePath) {
    const group = AGE_GROUPS.indexOf(source.product.ageGroup as (typeof AGE_GROUPS)[number]);
    return Math.max(0.05, (GLIDE_PATH_EQUITY[source.product.glidePath] ?? 0.8) - group * GLIDE_PATH_STEP);
  }
  const target = /Target Retirement (\d{4})/.exec(fund.fundName)?.[1];
  if (target) return Math.min(0.9, Math.max(0.4, 0.4 + (Number(target) - 2025) * 0.0125));
  return EQUITY_SHARE_WORDS.find(([word]) => fund.fundName.includes(word))?.[1] ?? DEFAULT_EQUITY_SHARE;
}

// ---------------------------------------------------------------------------------------------------------------
// Asset mix (products spec 3 "assetMixDetails {asOfDate, assetMixInfo[] {allocationType, allocation,
// allocationPct, allocationPctSht, order}}")

const ALLOCATION_TYPE = 'Asset Class';
const CASH = 'Cash & Equivalents';

/** The asset mix of a fund investing directly: [allocation, low, high] weights, made to add up to 100. */
const ASSET_MIX: Record<Exclude<AssetClassKey, 'AA'>, ReadonlyArray<readonly [string, number, number]>> = {
  DE: [
    ['U.S. Equity', 92, 98],
    ['International Equity', 0, 5],
    [CASH, 0.5, 3],
  ],
  IE: [
    ['International Equity', 88, 97],
    ['U.S. Equity', 0, 6],
    [CASH, 0.5, 3],
  ],
  SE: [
    ['U.S. Equity', 60, 80],
    ['International Equity', 15, 35],
    [CASH, 1, 4],
  ],
  AL: [
    ['Alternatives', 40, 70],
    ['Fixed Income', 10, 30],
    ['U.S. Equity', 5, 20],
    [CASH, 2, 10],
  ],
  TF: [
    ['U.S. Fixed Income', 75, 95],
    ['International Fixed Income', 0, 15],
    [CASH, 1, 5],
  ],
  TE: [
    ['Municipal Bonds', 92, 99],
    [CASH, 1, 8],
  ],
  MM: [
    ['U.S. Treasury Bills', 30, 50],
    ['Repurchase Agreements', 30, 50],
    ['Government Agency Debt', 10, 25],
  ],
};

/** An allocation fund's mix: its equity share split between U.S. and international, the rest in bonds and cash. */
function allocationMix(fund: DetailFund, random: Random): Array<[string, number]> {
  const equity = equityShare(fund);
  const jitter = () => random.float(-2, 2);
  return [
    ['U.S. Equity', Math.max(0, equity * 65 + jitter())],
    ['International Equity', Math.max(0, equity * 35 + jitter())],
    ['Fixed Income', Math.max(0, (1 - equity) * 92 + jitter())],
    [CASH, (1 - equity) * 8 + random.float(0.5, 2)],
  ];
}

function assetMixDetails(fund: DetailFund): NonNullable<ProductDetail['assetMixDetails']> {
  const random = randomFor(`asset-mix|${fundKey(fund)}`);
  const weights: Array<[string, number]> =
    fund.assetClass === 'AA'
      ? allocationMix(fund, random)
      : ASSET_MIX[fund.assetClass].map(([allocation, low, high]) => [allocation, random.float(low, high)]);
  const percents = apportion(weights.map(([, weight]) => weight));
  const short = apportion(
    weights.map(([, weight]) => weight),
    100,
    1,
  );
  const assetMixInfo = weights
    .map(([allocation], index) => ({
      allocationType: ALLOCATION_TYPE,
      allocation,
      allocationPct: fig(percents[index]),
      allocationPctSht: fig(short[index], 1),
    }))
    .filter((entry) => Number(entry.allocationPct) > 0)
    .map((entry, index) => ({ ...entry, order: index + 1 }));
  return { asOfDate: AS_OF.Quarterly, assetMixInfo };
}

// ---------------------------------------------------------------------------------------------------------------
// Holdings (the product detail's top holdings and the full-holdings download, products spec 7)

/** A security a fund can hold; `par`: its quantity is a par amount and its price per 100. */
export interface Security {
  name: string;
  ticker: string;
  price: number;
  par: boolean;
}

/** One line of a fund's holdings at a quarter end; `security` null is the fund's cash. */
export interface Holding {
  security: Security | null;
  /** Percent of net assets, two decimals; the lines add up to 100. */
  weight: number;
}

const ISSUERS = [
  'Alder',
  'Amberly',
  'Bluestem',
  'Brightwater',
  'Cedar Point',
  'Coldspring',
  'Copperline',
  'Deerfield',
  'Driftwood',
  'Eastgate',
  'Evergreen',
  'Fairhaven',
  'Foxhollow',
  'Glenmore',
  'Granite Peak',
  'Harborview',
  'Highpoint',
  'Ironwood',
  'Juniper',
  'Keystone Ridge',
  'Kingsbridge',
  'Lakeshore',
  'Larkspur',
  'Millbrook',
  'Newhaven',
  'Northwind',
  'Oakmont',
  'Orchard',
  'Pinecrest',
  'Prairie',
  'Quarry Hill',
  'Redfern',
  'Silverbrook',
  'Tidewater',
  'Union Mill',
  'Valley Forge',
  'Westbrook',
  'Yellowpine',
  'Zephyr',
  'Ashgrove',
] as const;

/** Industries and the words of their company names. */
const INDUSTRIES = {
  technology: ['Technologies', 'Semiconductor', 'Software'],
  health: ['Health', 'Therapeutics', 'Medical'],
  financial: ['Financial', 'Bancorp', 'Insurance'],
  energy: ['Energy', 'Resources', 'Mining'],
  realEstate: ['Realty Trust', 'Properties'],
  utilities: ['Utilities', 'Power', 'Water'],
  communications: ['Communications', 'Media'],
  consumer: ['Brands', 'Retail', 'Foods'],
  industrials: ['Industries', 'Logistics', 'Aerospace'],
} as const;
type Industry = keyof typeof INDUSTRIES;

/** A sector fund holds the industries of the first of these words in its category or name. */
const SECTOR_INDUSTRIES: ReadonlyArray<readonly [string, readonly Industry[]]> = [
  ['Technology', ['technology']],
  ['Science', ['technology', 'health']],
  ['Health', ['health']],
  ['Biotechnology', ['health']],
  ['Real Estate', ['realEstate']],
  ['Natural Resources', ['energy']],
  ['Precious Metals', ['energy']],
  ['Clean Energy', ['utilities', 'energy']],
  ['Miscellaneous Sector', ['utilities', 'energy']],
  ['Infrastructure', ['utilities', 'industrials']],
  ['Utilit', ['utilities']],
  ['Financial', ['financial']],
  ['Communications', ['communications']],
  ['Consumer', ['consumer']],
  ['Industrial', ['industrials']],
];

const US_SUFFIXES = ['Inc.', 'Corp.', 'Co.', 'Holdings'] as const;
const INTERNATIONAL_SUFFIXES = ['plc', 'AG', 'SA', 'N.V.', 'Ltd.'] as const;

interface Equity extends Security {
  industry: Industry;
  international: boolean;
}

/** A ticker for a company not yet used: letters of its issuer and industry. */
function uniqueTicker(issuer: string, word: string, used: Set<string>): string {
  const letters = issuer.replace(/[^A-Za-z]/g, '').toUpperCase();
  const industry = word.toUpperCase();
  const candidates = [
    `${letters.slice(0, 2)}${industry.slice(0, 2)}`,
    `${letters.slice(0, 3)}${industry[0]}`,
    `${letters[0]}${letters.slice(2, 4)}${industry[0]}`,
    ...[...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((extra) => `${letters.slice(0, 2)}${industry.slice(0, 2)}${extra}`),
  ];
  const ticker = candidates.find((candidate) => !used.has(candidate)) ?? `${letters}${industry}`;
  used.add(ticker);
  return ticker;
}

let equityUniverse: Equity[] | undefined;

/** Every company the funds may hold: each issuer in each industry; about a third are listed abroad. */
function equities(): Equity[] {
  if (equityUniverse) return equityUniverse;
  const used = new Set<string>();
  equityUniverse = ISSUERS.flatMap((issuer) =>
    (Object.keys(INDUSTRIES) as Industry[]).flatMap((industry) =>
      INDUSTRIES[industry].map((word) => {
        const random = randomFor(`equity|${issuer}|${word}`);
        const international = random.chance(1 / 3);
        const suffix = random.pick(international ? INTERNATIONAL_SUFFIXES : US_SUFFIXES);
        return {
          name: `${issuer} ${word} ${suffix}`,
          ticker: uniqueTicker(issuer, word, used),
          price: random.float(12, 480),
          par: false,
          industry,
          international,
        };
      }),
    ),
  );
  return equityUniverse;
}

const MUNI_STATES = [
  'California',
  'New York',
  'Massachusetts',
  'Minnesota',
  'Oregon',
  'Virginia',
  'Connecticut',
  'North Carolina',
  'South Carolina',
  'Georgia',
  'Maryland',
  'Colorado',
  'Texas',
  'Illinois',
  'Ohio',
  'Washington',
  'Florida',
  'New Jersey',
  'Pennsylvania',
] as const;
const MUNI_PURPOSES = [
  'General Obligation Bonds',
  'Water & Sewer Revenue Bonds',
  'Transportation Authority Revenue Bonds',
  'Hospital Revenue Bonds',
  'Higher Education Revenue Bonds',
  'Public Power Revenue Bonds',
  'Airport Revenue Bonds',
  'Housing Finance Agency Bonds',
  'Turnpike Revenue Bonds',
  'School District Bonds',
] as const;
const MORTGAGE_AGENCIES = ['FNMA Pool', 'FHLMC Pool', 'GNMA II Pool'] as const;

const coupon = (random: Random, low: number, high: number) => `${(random.int(low * 8, high * 8) / 8).toFixed(3)}%`;
const maturity = (random: Random, from: number, to: number, day?: number) =>
  `${String(random.int(1, 12)).padStart(2, '0')}/${String(day ?? random.int(1, 28)).padStart(2, '0')}/${random.int(from, to)}`;

/** The kinds of security a fund investing directly holds, with their shares of its holdings. */
type SecurityKind = 'equity' | 'treasury' | 'mortgage' | 'corporate' | 'muni';
type Recipe = ReadonlyArray<readonly [SecurityKind, number]>;

const RECIPES: Record<AssetClassKey, Recipe> = {
  DE: [['equity', 1]],
  IE: [['equity', 1]],
  SE: [['equity', 1]],
  AA: [
    ['equity', 0.6],
    ['treasury', 0.2],
    ['corporate', 0.2],
  ],
  AL: [
    ['equity', 0.5],
    ['treasury', 0.5],
  ],
  TF: [
    ['treasury', 0.35],
    ['mortgage', 0.3],
    ['corporate', 0.35],
  ],
  TE: [['muni', 1]],
  MM: [],
};
/** Credit funds hold corporate debt only; government funds Treasuries and agency mortgages. */
const CREDIT_FUNDS = /High Yield|High Income|Floating|Loan|Credit|Corporate|Capital Securities/;
const GOVERNMENT_FUNDS = /Government|Treasury|Mortgage|Inflation/;

function recipeOf(fund: DetailFund): Recipe {
  if (fund.assetClass !== 'TF') return RECIPES[fund.assetClass];
  if (CREDIT_FUNDS.test(fund.fundName)) return [['corporate', 1]];
  if (GOVERNMENT_FUNDS.test(fund.fundName))
    return [
      ['treasury', 0.5],
      ['mortgage', 0.5],
    ];
  return RECIPES.TF;
}

/** The companies a fund of its asset class and sector may hold. */
function eligibleEquities(fund: DetailFund): Equity[] {
  const category = fund.source.kind === 'series' ? fund.source.series.category.name : '';
  const sector =
    fund.assetClass === 'SE'
      ? SECTOR_INDUSTRIES.find(([word]) => `${category} ${fund.fundName}`.includes(word))?.[1]
      : undefined;
  return equities().filter(
    (equity) =>
      (!sector || sector.includes(equity.industry)) &&
      (fund.assetClass === 'IE' ? equity.international : fund.assetClass === 'SE' || !equity.international),
  );
}

/** `count` bonds with distinct names from a name maker. */
function bonds(random: Random, count: number, name: () => string): Security[] {
  const names = new Set<string>();
  for (let attempt = 0; names.size < count && attempt < count * 20; attempt += 1) names.add(name());
  return [...names].map((bondName) => ({ name: bondName, ticker: '', price: random.float(86, 106, 3), par: true }));
}

function securitiesOf(fund: DetailFund, kind: SecurityKind, count: number, random: Random): Security[] {
  switch (kind) {
    case 'equity':
      return shuffled(eligibleEquities(fund), random).slice(0, count);
    case 'treasury':
      return bonds(random, count, () =>
        random.chance(0.7)
          ? `U.S. Treasury Note ${coupon(random, 0.5, 4.75)} ${maturity(random, 2027, 2036, 15)}`
          : `U.S. Treasury Bond ${coupon(random, 1.25, 5)} ${maturity(random, 2037, 2056, 15)}`,
      );
    case 'mortgage':
      return bonds(
        random,
        count,
        () =>
          `${random.pick(MORTGAGE_AGENCIES)} ${random.pick([...'ABMQRS'])}${random.int(1000, 9999)} ${coupon(random, 2, 6.5)} ${maturity(random, 2040, 2056, 1)}`,
      );
    case 'corporate': {
      const issuers = equities().filter((equity) => !equity.international);
      return bonds(
        random,
        count,
        () => `${random.pick(issuers).name} ${coupon(random, 2, 8.5)} ${maturity(random, 2027, 2054)}`,
      );
    }
    case 'muni': {
      const state = MUNI_STATES.find((name) => fund.fundName.includes(name));
      return bonds(
        random,
        count,
        () =>
          `${state ?? random.pick(MUNI_STATES)} ${random.pick(MUNI_PURPOSES)} ${coupon(random, 3, 5.25)} ${maturity(random, 2027, 2056, 1)}`,
      );
    }
  }
}

/** Securities beyond a quarter's holdings, so that the holdings change a little from quarter to quarter. */
const POOL_EXTRA = 15;

interface DirectPool {
  securities: Security[];
  /** How many of them a quarter holds. */
  count: number;
}

/** The securities a fund investing directly picks its holdings from (shared by its classes). */
const directPool = memoized(fundKey, (fund: DetailFund): DirectPool => {
  const random = randomFor(`holdings-pool|${fundKey(fund)}`);
  const size = random.int(55, 80) + POOL_EXTRA;
  const securities = recipeOf(fund).flatMap(([kind, share]) =>
    securitiesOf(fund, kind, Math.round(size * share), random),
  );
  return { securities, count: Math.max(1, securities.length - POOL_EXTRA) };
});

/** Weights that fall off from the largest, the pinned securities above all others, and a little cash. */
function weighted(pinned: readonly Security[], chosen: readonly Security[], random: Random, cash: number): Holding[] {
  const raw = chosen.map((_, index) => (0.4 + random.next()) * Math.exp(-index / (chosen.length / 3)));
  const top = Math.max(...raw);
  const pinnedRaw = pinned.map((_, index) => top * (1.2 - index * 0.05));
  return toHoldings([...pinned, ...chosen], [...pinnedRaw, ...raw], cash);
}

/** Securities at raw weights scaled to 100 less the cash, then the cash line, sorted by weight. */
function toHoldings(securities: readonly Security[], raw: readonly number[], cash: number): Holding[] {
  const sum = raw.reduce((a, b) => a + b, 0);
  const weights = apportion([...raw.map((weight) => (weight / sum) * (100 - cash)), cash]);
  const lines = securities.map((security, index) => ({ security, weight: weights[index] ?? 0 }));
  lines.sort((a, b) => b.weight - a.weight);
  return [...lines, { security: null, weight: weights[securities.length] ?? 0 }];
}

function directHoldings(fund: DetailFund, period: string): Holding[] {
  const pool = directPool(fund);
  const random = randomFor(`holdings|${fundKey(fund)}|${period}`);
  const chosen = shuffled(pool.securities, random).slice(0, pool.count);
  return weighted(pinnedSecurities(fund), chosen, random, random.float(0.5, 3));
}

/** A fund as another fund holds it: its Institutional class (3 when it has one) at the prices tab's NAV. */
function fundSecurity(series: FundSeries): Security {
  const share =
    series.classes.find((c) => c.fundClass === 'Institutional3') ??
    series.classes.find((c) => c.fundClass === 'Institutional' || c.fundClass === 'ETF') ??
    series.classes[0]!;
  return {
    name: series.fundName,
    ticker: share.symbol,
    price: Number(priceRow(series, share).navDollar),
    par: false,
  };
}

const EQUITY_CLASSES: readonly AssetClassKey[] = ['DE', 'IE', 'SE'];

/**
 * The funds a fund of funds holds: stock funds and bond funds (municipal for a tax-aware model), mutual funds or
 * ETFs as a model portfolio's implementation says; more stock funds the larger its equity share.
 */
const underlyingPool = memoized(fundKey, (fund: DetailFund) => {
  const all = productCatalogue();
  const implementation = fund.source.kind === 'model' ? fund.source.model.implementation : 'IR1';
  const series =
    implementation === 'IR3'
      ? all.etfs
      : implementation === 'IR2'
        ? [...all.mutualFunds, ...all.etfs]
        : all.mutualFunds;
  const direct = series.filter((s) => !FUND_OF_FUNDS_NAMES.test(s.fundName));
  const bondClass: AssetClassKey = implementation === 'IR4' ? 'TE' : 'TF';
  const random = randomFor(`underlying|${fundKey(fund)}`);
  const equity = equityShare(fund);
  const pick = (list: FundSeries[], count: number) => shuffled(list, random).slice(0, count).map(fundSecurity);
  return {
    equity,
    stocks: pick(
      direct.filter((s) => EQUITY_CLASSES.includes(s.assetClass)),
      Math.round(4 + 10 * equity),
    ),
    bonds: pick(
      direct.filter((s) => s.assetClass === bondClass),
      Math.round(3 + 8 * (1 - equity)),
    ),
  };
});

function fundOfFundsHoldings(fund: DetailFund, period: string): Holding[] {
  const pool = underlyingPool(fund);
  const random = randomFor(`holdings|${fundKey(fund)}|${period}`);
  const split = (count: number, share: number) => {
    const raw = Array.from({ length: count }, () => 0.5 + random.next());
    const sum = raw.reduce((a, b) => a + b, 0);
    return raw.map((weight) => (weight / sum) * share);
  };
  const raw = [...split(pool.stocks.length, pool.equity), ...split(pool.bonds.length, 1 - pool.equity)];
  return toHoldings([...pool.stocks, ...pool.bonds], raw, random.float(0.5, 2));
}

/** A fund's holdings at a quarter end, largest first and cash last; null for a money market fund (none shown). */
const holdingsOf = memoized(
  (fund: DetailFund, period: string) => `${fundKey(fund)}|${period}`,
  (fund: DetailFund, period: string): Holding[] | null => {
    if (fund.assetClass === 'MM') return null;
    return isFundOfFunds(fund) ? fundOfFundsHoldings(fund, period) : directHoldings(fund, period);
  },
);

/** The top holdings the product detail lists: the ten largest at the latest quarter end, cash left out. */
const TOP_HOLDINGS = 10;

function holdingsDetail(fund: DetailFund): ProductDetail['holdings'] {
  const holdings = holdingsOf(fund, AS_OF.Quarterly);
  if (!holdings) return null;
  return {
    asOfDate: AS_OF.Quarterly,
    topHoldings: holdings
      .filter((line) => line.security)
      .slice(0, TOP_HOLDINGS)
      .map((line) => ({ securityName: line.security!.name, weight: fig(line.weight) })),
  };
}

/**
 * A company whose name a spreadsheet would read as a formula (it starts with "@"): the first mutual fund holds it,
 * so that a test can show the full-holdings download neutralises it.
 */
export const FORMULA_LIKE_HOLDING: Security = {
  name: '@Road Logistics Inc.',
  ticker: 'ATRD',
  price: 41.37,
  par: false,
};

function pinnedSecurities(fund: DetailFund): Security[] {
  if (fund.hostile) return UNSAFE_HOLDINGS;
  return fund.fundName === productCatalogue().mutualFunds[0]?.fundName ? [FORMULA_LIKE_HOLDING] : [];
}

/** A fund's assets, in dollars: the holdings' market values are their weights of it. */
function netAssets(fund: DetailFund): number {
  return randomFor(`net-assets|${fundKey(fund)}`).float(0.15, 30, 9) * 1e9;
}

const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'];

/** products spec 7 exportFullHoldings: a period is a quarter end the fund existed at, up to the latest. */
function isHoldingsPeriod(fund: DetailFund, period: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(period) &&
    QUARTER_ENDS.includes(period.slice(5)) &&
    period <= AS_OF.Quarterly &&
    period >= fund.inceptionDate
  );
}

export const FULL_HOLDINGS_HEADER = ['Security Name', 'Ticker', 'Shares/Par', 'Market Value ($)', 'Weight (%)'];
const PAR_ROUNDING = 1000;

/**
 * The full-holdings CSV of a fund at a quarter end (GET /cmg.svc/exportFullHoldings?cusip=&period=); undefined for an
 * unknown cusip, a fund without holdings or a period that is not one of its quarter ends. Every text cell goes
 * through the runtime's delimitedText, which neutralises spreadsheet formulas.
 */
export function fullHoldingsExport(cusip: string, period: string): string | undefined {
  const fund = detailFund(cusip);
  if (!fund || !isHoldingsPeriod(fund, period)) return undefined;
  const holdings = holdingsOf(fund, period);
  if (!holdings) return undefined;
  const assets = netAssets(fund);
  const rows = holdings.map(({ security, weight }) => {
    const value = (assets * weight) / 100;
    if (!security) return [CASH, '', '', fig(value), fig(weight)];
    const quantity = security.par
      ? Math.max(PAR_ROUNDING, Math.round((value / security.price) * (100 / PAR_ROUNDING)) * PAR_ROUNDING)
      : Math.round(value / security.price);
    return [security.name, security.ticker, quantity, fig(value), fig(weight)];
  });
  return delimitedText([FULL_HOLDINGS_HEADER, ...rows]);
}

// ---------------------------------------------------------------------------------------------------------------
// The fund details (products spec 3 "Fund detail": the content service's GET {base}/service/funds/details)

/** products spec 3: layoutID 36 makes a fund page an index ETF's; the spec gives no other number. */
const INDEX_ETF_LAYOUT_ID = '36';
const LAYOUT_IDS: Record<ProductGroupCode, string> = {
  Retail: '10',
  RetailETF: '20',
  IntervalFund: '30',
  VariableProducts: '40',
  ClosedEnd: '50',
  FutureScholar529: '60',
  ModelPortfolios: '70',
};

function layoutId(fund: DetailFund): string {
  const { source } = fund;
  const indexEtf =
    source.kind === 'series' && source.series.kind === 'etf' && source.series.managementStyle === 'Indexed';
  return indexEtf ? INDEX_ETF_LAYOUT_ID : LAYOUT_IDS[fund.group];
}

/** About one fund in MAINTENANCE_EVERY has a merger (remainder 0) or rename (remainder 1) message. */
const MAINTENANCE_EVERY = 15;
const MERGER_DATE = 'March 12, 2027';
const RENAME_DATE = 'January 1, 2027';

/** The fund a merging fund merges into: the first other fund of its group and category, by name. */
function mergerTarget(fund: DetailFund): string | undefined {
  const funds = productListFunds(fund.group);
  const own = funds.find((f) => f.fundName === fund.fundName);
  return funds.find((f) => f.fundName !== fund.fundName && f.ctgName === own?.ctgName)?.fundName;
}

function fundMaintenance(fund: DetailFund): FundDetailsAnswer['fundMaintenance'] {
  const slot = seedOf(`maintenance|${fund.fundName}`) % MAINTENANCE_EVERY;
  const target = slot === 0 ? mergerTarget(fund) : undefined;
  if (target) {
    return {
      mergerFund: `On or about ${MERGER_DATE}, ${fund.fundName} will merge into ${target}. The fund is closed to new investors.`,
      renameFund: null,
    };
  }
  if (slot === 1 && fund.fundName.startsWith(`${BRAND} `)) {
    const renamed = `${BRAND} Premier ${fund.fundName.slice(BRAND.length + 1)}`;
    return { mergerFund: null, renameFund: `Effective ${RENAME_DATE}, ${fund.fundName} will be renamed ${renamed}.` };
  }
  return null;
}

type GoalCode = keyof typeof INVESTMENT_GOALS;
/** How the header words products spec 9's investment goals. */
const GOAL_TEXTS: Record<GoalCode, string> = {
  IG1: 'Plan for retirement',
  IG2: 'Maximize returns',
  IG3: 'Ease the impact of market volatility',
  IG4: 'Navigate changing interest rates',
  IG5: 'Grow assets over time',
};
/** The goal of a fund by its asset class, when nothing else gives one. */
const ASSET_CLASS_GOALS: Record<AssetClassKey, GoalCode> = {
  DE: 'IG5',
  IE: 'IG5',
  SE: 'IG2',
  AA: 'IG1',
  AL: 'IG3',
  TF: 'IG4',
  TE: 'IG4',
  MM: 'IG3',
};

type InvestorGoal = { code: string; desc: string; displayDesc: string };

/** The fund's investor goals: an ETF's own (Strategic Beta, Thematic), a model's goal code, else its asset class's. */
function investorGoals(fund: DetailFund): InvestorGoal[] {
  const { source } = fund;
  const goals: InvestorGoal[] = [];
  if (source.kind === 'series' && source.series.investorGoal) {
    const goal = source.series.investorGoal;
    goals.push({ code: goal, desc: goal, displayDesc: goal });
  }
  const code = source.kind === 'model' ? (source.model.goal as GoalCode) : ASSET_CLASS_GOALS[fund.assetClass];
  goals.push({ code, desc: INVESTMENT_GOALS[code], displayDesc: GOAL_TEXTS[code] });
  return goals;
}

const RISK_VS_CATEGORY = ['Low', 'Below Average', 'Average', 'Above Average', 'High'] as const;

/** The header's rating fields: the Rated Funds table's for a fund it rates, none for other products. */
function ratingHeader(fund: DetailFund) {
  const { source } = fund;
  if (source.kind !== 'series') {
    return { mStarRiskVsCtg: null, mStarOverallRating: null, mStarCategory: null, mStarRatingAsOfDt: null };
  }
  const row = ratedRow(source.series, source.share);
  const rated = row.msOverallRating !== '-';
  return {
    mStarRiskVsCtg: rated ? randomFor(`risk-vs-category|${fund.fundName}`).pick(RISK_VS_CATEGORY) : null,
    mStarOverallRating: row.msOverallRating,
    mStarCategory: row.msCategory,
    mStarRatingAsOfDt: rated ? row.asOfDate : null,
  };
}

/** products spec 3: "multiManager (boolean; true when the string is 'true')": sent as that string. */
function multiManager(fund: DetailFund): string {
  return String(fund.source.kind === 'series' && fund.source.series.multiManager);
}

/** The asset class's name as the tables show it (the ETF landing's own names for ETFs); none for a model. */
function investmentCategory(fund: DetailFund): string | null {
  if (fund.source.kind === 'model') return null;
  const asset = ASSET_CLASSES[fund.assetClass];
  return fund.group === 'RetailETF' ? asset.etfName : asset.name;
}

function fundHeader(fund: DetailFund): FundDetailsAnswer['fundHeader'] {
  const { source } = fund;
  return {
    fundName: fund.fundName,
    symbol: fund.symbol,
    fundClass: fund.fundClass,
    classes: fund.classes,
    investorGoals: investorGoals(fund).map((goal) => goal.displayDesc),
    ...ratingHeader(fund),
    investCatg: investmentCategory(fund),
    subCtgValue: source.kind === 'series' ? source.series.category.name : null,
    multiManager: multiManager(fund),
  };
}

/** Minimum, subsequent and retirement-account initial investments by class, in dollars. */
const CLASS_MINIMUMS: Record<string, readonly [number, number, number]> = {
  A: [2000, 100, 1000],
  C: [2000, 100, 1000],
  V: [2000, 100, 1000],
  Institutional: [2000, 100, 1000],
  Advisor: [0, 0, 0],
  R: [0, 0, 0],
  Institutional2: [0, 0, 0],
  Institutional3: [1_000_000, 0, 0],
  E: [25, 25, 25],
  I: [0, 0, 0],
};
const INTERVAL_INSTITUTIONAL_MINIMUM: readonly [number, number, number] = [1_000_000, 0, 0];
const MODEL_MINIMUM: readonly [number, number, number] = [25_000, 0, 25_000];
/** 529 classes A and C: the plan's low minimums. */
const PLAN_529_MINIMUM: readonly [number, number, number] = [25, 25, 25];

function portfolioHighlights(fund: DetailFund): FundDetailsAnswer['portfolioHighlights'] {
  if (fund.group === 'RetailETF' || fund.group === 'ClosedEnd' || fund.group === 'VariableProducts') return null;
  const className = fund.fundClass ?? '';
  const [minimum, subsequent, initial] =
    fund.group === 'ModelPortfolios'
      ? MODEL_MINIMUM
      : fund.group === 'FutureScholar529' && className !== 'E' && className !== 'I'
        ? PLAN_529_MINIMUM
        : fund.group === 'IntervalFund' && className === 'Institutional'
          ? INTERVAL_INSTITUTIONAL_MINIMUM
          : (CLASS_MINIMUMS[className] ?? [0, 0, 0]);
  return { minimumInvestment: fig(minimum), subsequentInvestment: fig(subsequent), initialInvestment: fig(initial) };
}

/** How often the fund distributes: income funds monthly, allocation and income-stock funds quarterly. */
function distributionSchedule(fund: DetailFund): FundDetailsAnswer['fundSummary'] {
  if (fund.group === 'FutureScholar529' || fund.group === 'VariableProducts' || fund.group === 'ModelPortfolios')
    return null;
  const monthly = ['TF', 'TE', 'MM'].includes(fund.assetClass) || fund.group === 'ClosedEnd';
  const quarterly = ['AA', 'AL'].includes(fund.assetClass) || /Dividend|Income|Yield/.test(fund.fundName);
  return { distributions: monthly ? 'Monthly' : quarterly ? 'Quarterly' : 'Annually' };
}

function topHoldingDetail(fund: DetailFund): FundDetailsAnswer['topHoldingDetail'] {
  if (!holdingsOf(fund, AS_OF.Quarterly)) return null;
  return {
    topHoldingsDisclosure: `Top holdings are as of ${displayDate(AS_OF.Quarterly)}, are subject to change and exclude cash. Percentages are of net assets.`,
  };
}

const RISK_LEVELS: Record<AssetClassKey, string> = {
  MM: 'Low',
  TE: 'Moderately Low',
  TF: 'Moderately Low',
  AA: 'Moderate',
  AL: 'Moderate',
  DE: 'Moderately High',
  IE: 'High',
  SE: 'High',
};
const MODEL_RISK_LEVELS = ['Low', 'Moderately Low', 'Moderate', 'Moderately High', 'High'] as const;
const RISK_INTRO = '<strong>Investing involves risk</strong>, including the possible loss of principal.';
const RISK_STATEMENTS: Record<AssetClassKey, string> = {
  DE: 'Stock prices may fall sharply, and the fund may lose value when the market does.',
  IE: 'Foreign investments are subject to currency, political and economic risks, greater in emerging markets.',
  SE: "A fund concentrated in one sector is more exposed to that sector's setbacks than a diversified fund.",
  AA: "The fund's value depends on its allocation among stocks, bonds and other funds, which may not meet its goal.",
  AL: 'Alternative strategies may use derivatives, leverage and short sales, which can magnify losses.',
  TF: 'Bond prices fall when interest rates rise; lower-rated bonds carry greater credit risk.',
  TE: 'Municipal bonds carry interest-rate and credit risk; some income may be subject to the alternative minimum tax.',
  MM: 'Although the fund seeks to preserve the value of your investment at $1.00 per share, it cannot guarantee it will.',
};
/** Categories whose risk detail raises the level (products spec 3: "risk (merged with riskDetail)"). */
const HIGHER_RISK = /High Yield|Emerging/;

function risk(fund: DetailFund): Pick<FundDetailsAnswer, 'risk' | 'riskDetail'> {
  if (fund.group === 'ClosedEnd') return { risk: null, riskDetail: null };
  const { source } = fund;
  const riskLevel =
    source.kind === 'model'
      ? (MODEL_RISK_LEVELS[Number(source.model.riskTolerance.slice(2)) - 1] ?? 'Moderate')
      : RISK_LEVELS[fund.assetClass];
  const category = source.kind === 'series' ? source.series.category.name : fund.fundName;
  return {
    risk: { riskLevel, riskText: `<p>${RISK_INTRO} ${RISK_STATEMENTS[fund.assetClass]}</p>` },
    riskDetail: HIGHER_RISK.test(category) ? { riskLevel: 'High' } : null,
  };
}

/** About one fund in NOTEWORTHY_EVERY has "new and noteworthy" HTML. */
const NOTEWORTHY_EVERY = 4;
const NOTEWORTHY: ReadonlyArray<(name: string) => string> = [
  (name) =>
    `<p><strong>Portfolio management update.</strong> On September 1, 2026, a co-portfolio manager joined the team of ${name}; the investment process is unchanged.</p>`,
  (name) =>
    `<p><strong>Lower expenses.</strong> Effective March 1, 2026, the management fee of ${name} was reduced by 0.05%.</p>`,
  (name) =>
    `<p><strong>Milestones.</strong> ${name}:</p><ul><li>passed $1 billion in net assets;</li><li>added a sustainability review to its research.</li></ul>`,
  (name) =>
    `<p><strong>Distribution schedule.</strong> Beginning January 2027, ${name} will pay its income distributions quarterly.</p>`,
];

function newNoteWorthy(fund: DetailFund): string | null {
  const seed = seedOf(`noteworthy|${fund.fundName}`);
  if (seed % NOTEWORTHY_EVERY !== 0) return null;
  return NOTEWORTHY[Math.floor(seed / NOTEWORTHY_EVERY) % NOTEWORTHY.length]!(escapeHtml(fund.fundName));
}

/** A fund of funds names the funds it holds, with their weights at the latest quarter end. */
function underlyingFunds(fund: DetailFund): FundDetailsAnswer['underlyingFunds'] {
  const holdings = isFundOfFunds(fund) ? holdingsOf(fund, AS_OF.Quarterly) : null;
  if (!holdings) return null;
  const items = holdings
    .filter((line) => line.security)
    .map((line) => `<li>${escapeHtml(line.security!.name)}: ${fig(line.weight)}%</li>`)
    .join('');
  return {
    underLyingFundsDetails: `<p>${escapeHtml(fund.fundName)} invests in these ${BRAND} funds (weights as of ${displayDate(AS_OF.Quarterly)}):</p><ul>${items}</ul>`,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Literature (products spec 3 "Literature documents: docTitle, docURL")

/** binaries.ts serves a PDF for every path under it (site spec 2.1). */
const BINARIES = '/binaries';

/** A product document of a class document of the literature library (data/literature.ts). */
interface LibraryDocument {
  docType: string;
  fileName: string;
  file: MirrorReference;
  displayLiterature: boolean;
  displayInvestor: boolean;
  userContext?: string;
}

let libraryDocumentsByCusip: Map<string, LibraryDocument[]> | undefined;

/** The literature library's product documents of a class, or undefined for a class it does not list. */
function libraryDocuments(cusip: string): LibraryDocument[] | undefined {
  libraryDocumentsByCusip ??= new Map(
    fundLiteratureDocuments()
      .filter((document) => document._meta.type === 'cm:FundClass')
      .map((document) => [String(document.cusipId), document.productDocuments as LibraryDocument[]]),
  );
  return libraryDocumentsByCusip.get(cusip);
}

let libraryClassesByCusip: Map<string, { fund: LiteratureFund; share: LiteratureClass }> | undefined;

/** The literature library's fund and class of a cusip. */
function libraryClass(cusip: string) {
  libraryClassesByCusip ??= new Map(
    literatureFunds().flatMap((fund) => fund.classes.map((share) => [share.cusip, { fund, share }] as const)),
  );
  return libraryClassesByCusip.get(cusip);
}

/** A PDF of a product the library does not list (529 and model portfolios), at the library's path shape. */
function binaryDocument(fund: DetailFund, docTitle: string): FundDocument {
  const folder = `${PRODUCT_GROUPS[fund.group].path}/${slugify(fund.fundName)}`;
  return {
    docTitle,
    docURL: `${BINARIES}/content/assets/cm/literature/${folder}/${slugify(fund.fundClass ?? 'none')}-${slugify(docTitle)}.pdf`,
  };
}

/** About one model portfolio in ATTRIBUTION_EVERY has an attribution report. */
const ATTRIBUTION_EVERY = 3;

/**
 * The fund's own documents: the library's displayed documents of the class (not those locked to other user
 * contexts; on the investor site not those hidden from investors), else a fact sheet.
 */
function productDocuments(fund: DetailFund, investor: boolean): FundDocument[] {
  const library = libraryDocuments(fund.cusip);
  if (library) {
    return library
      .filter((doc) => doc.displayLiterature && !doc.userContext && (!investor || doc.displayInvestor))
      .map((doc) => ({ docTitle: doc.fileName, docURL: `${BINARIES}/${doc.file._meta.mirror.path}` }));
  }
  const documents = [binaryDocument(fund, 'Fact Sheet')];
  if (fund.group === 'ModelPortfolios' && !investor && seedOf(`attribution|${fund.fundName}`) % ATTRIBUTION_EVERY === 0)
    documents.push(binaryDocument(fund, 'Attribution/Contribution'));
  return documents;
}

/** The prospectus first, then the other documents the prospectus-hosting service holds, in the bundle's order. */
const REGULATORY_ORDER = [
  'prospectus',
  ...SUMMARY_PROSPECTUS_FLAGS.filter((flag) => flag !== 'prospectus'),
] as const satisfies readonly SummaryProspectusFlag[];

/** The regulatory documents the library hosts for the class (prospectus first); a 529 portfolio's plan description. */
function regulatoryDocuments(fund: DetailFund): FundDocument[] | null {
  if (fund.group === 'ModelPortfolios') return null;
  if (fund.group === 'FutureScholar529') return [binaryDocument(fund, 'Program Description')];
  const library = libraryClass(fund.cusip);
  const flags = library ? summaryProspectusFlags(library.fund, library.share) : undefined;
  const documents = REGULATORY_ORDER.filter((flag) => flags?.includes(flag)).map((flag) => ({
    docTitle: SUMMARY_PROSPECTUS_DOC_TYPES[flag],
    // The prospectus-hosting service's address (literature.ts answers it with the document).
    docURL: `${PROSPECTUS_DOMAIN}/${fund.cusip}/${LITERATURE_DOCTYPE_SEGMENTS[flag]}`,
  }));
  return documents.length > 0 ? documents : null;
}

export interface FundDetailsOptions {
  /** Asked on the investor site: documents hidden from investors are left out. */
  investor?: boolean;
}

function fundDetailsOf(fund: DetailFund, options: FundDetailsOptions): FundDetailsAnswer {
  const documents = productDocuments(fund, options.investor ?? false);
  return {
    miscellaneousDetails: { fundGroup: fund.fundGroup, layoutID: layoutId(fund) },
    fundMaintenance: fundMaintenance(fund),
    fundHeader: fundHeader(fund),
    portfolioHighlights: portfolioHighlights(fund),
    fundSummary: distributionSchedule(fund),
    topHoldingDetail: topHoldingDetail(fund),
    ...risk(fund),
    newNoteWorthy: newNoteWorthy(fund),
    underlyingFunds: underlyingFunds(fund),
    literature: {
      productDocuments: documents.length > 0 ? documents : null,
      regulatoryDocuments: regulatoryDocuments(fund),
    },
  };
}

/** The content service's fund details of a cusip (products spec 3 "Fund detail"); null for an unknown one. */
export function fundDetails(cusip: string, options: FundDetailsOptions = {}): FundDetailsAnswer | null {
  const fund = detailFund(cusip);
  if (!fund) return null;
  const details = fundDetailsOf(fund, options);
  return fund.hostile ? hostileFundDetails(details) : details;
}

// ---------------------------------------------------------------------------------------------------------------
// The product detail (products spec 3 "Product detail (value.productDetail)")

/** GET /pnp.svc/getproductdetails?cusip=&dataType=FundPortfolio: undefined for an unknown cusip. */
export function productDetail(cusip: string): ProductDetail | undefined {
  const fund = detailFund(cusip);
  if (!fund) return undefined;
  const detail: ProductDetail = {
    name: fund.fundName,
    symbol: fund.symbol,
    className: fund.fundClass,
    fundGroup: fund.fundGroup,
    primaryIndex: fund.primaryIndex,
    investCatg: investmentCategory(fund),
    multimanager: multiManager(fund),
    inceptionDate: fund.inceptionDate,
    investorGoals: investorGoals(fund),
    totalReturnPerformances: totalReturnPerformances(fund),
    assetMixDetails: assetMixDetails(fund),
    holdings: holdingsDetail(fund),
  };
  return fund.hostile ? hostileProductDetail(detail) : detail;
}

// ---------------------------------------------------------------------------------------------------------------
// Historical data (GET /pnp.svc/historicalData: the shape services/fund-detail.ts chose)

/** NYSE holidays in the twelve months before AS_OF.price: no price is struck on them. */
const MARKET_HOLIDAYS = new Set([
  '2025-11-27',
  '2025-12-25',
  '2026-01-01',
  '2026-01-19',
  '2026-02-16',
  '2026-04-03',
  '2026-05-25',
  '2026-06-19',
  '2026-07-03',
  '2026-09-07',
]);
const DAY_MS = 86_400_000;
const timeOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Business days after `from` up to and including `to`, oldest first. */
function businessDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = timeOf(from) + DAY_MS; time <= timeOf(to); time += DAY_MS) {
    const weekday = new Date(time).getUTCDay();
    const date = isoDate(time);
    if (weekday !== 0 && weekday !== 6 && !MARKET_HOLIDAYS.has(date)) days.push(date);
  }
  return days;
}

/** The same day a year before. */
const yearBefore = (date: string) => `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;

/** The last NAV the tables show for the class (and its change, where the prices tab shows one). */
interface LastPrice {
  nav: number;
  change?: string;
  changePct?: string;
}

function lastPrice(fund: DetailFund): LastPrice | null {
  const { source } = fund;
  const byCusip = <Row extends { cusip: string }>(rows: readonly Row[]) => rows.find((row) => row.cusip === fund.cusip);
  if (source.kind === 'model') return null;
  if (source.kind === 'series') {
    const row = priceRow(source.series, source.share);
    const nav = Number(row.navDollar);
    // An ETF's prices row gives its market price and premium instead of the day's change (products spec 3).
    if (source.series.kind === 'etf') return { nav };
    return { nav, change: figureText(row.navDollarChange), changePct: figureText(row.navPercentageChange) };
  }
  if (fund.group === 'ClosedEnd') return { nav: Number(byCusip(closedEndFunds('Monthly'))?.nav) };
  if (fund.group === 'FutureScholar529')
    return { nav: Number(byCusip(plan529Products('Monthly', source.share.className))?.puvVal) };
  // No table shows a variable product's unit value.
  return { nav: randomFor(`unit-value|${fund.cusip}`).float(10, 40) };
}

const MINIMUM_PRICE = 0.5;

/**
 * `count` prices, oldest first, ending on the tables' last NAV: a random walk with the asset class's daily spread
 * whose year's change is the fund's 1-year return (none for a money market fund's $1.00); the day before the last
 * is the prices tab's NAV less its change.
 */
function priceWalk(fund: DetailFund, count: number, last: LastPrice): number[] {
  const oneYear = fund.assetClass === 'MM' ? 0 : (figureValue(navFigures(fund, 'Monthly').oneYear) ?? 0);
  const logs = new Map([
    [0, -Math.log(1 + oneYear / 100)],
    [count - 1, 0],
  ]);
  const path = new Array<number>(count).fill(0);
  bridge(path, 0, count - 1, logs, PROFILES[fund.assetClass].daily, randomFor(`history|${fund.cusip}`));
  const prices = path.map((log) => Math.max(MINIMUM_PRICE, Number((last.nav * Math.exp(log)).toFixed(2))));
  const change = figureValue(last.change);
  if (change !== undefined && count > 1) prices[count - 2] = Number((last.nav - change).toFixed(2));
  return prices;
}

/** GET /pnp.svc/historicalData: a year of daily NAVs, newest first; undefined for an unknown cusip. */
export function historicalData(cusip: string): HistoricalData | undefined {
  const fund = detailFund(cusip);
  if (!fund) return undefined;
  const last = lastPrice(fund);
  if (!last) return { asOfDate: AS_OF.price, prices: [] };
  const days = businessDays(yearBefore(AS_OF.price), AS_OF.price);
  // One price more than the days shown (the day before the first), so that every day shown has its change.
  const prices = priceWalk(fund, days.length + 1, last);
  const rows = days.map((priceDate, index) => {
    const nav = prices[index + 1]!;
    const previous = prices[index]!;
    return { priceDate, nav: fig(nav), navChange: fig(nav - previous), navChangePct: fig((nav / previous - 1) * 100) };
  });
  const newest = rows[rows.length - 1];
  if (newest && last.change !== undefined && last.changePct !== undefined) {
    newest.navChange = last.change;
    newest.navChangePct = last.changePct;
  }
  return { asOfDate: AS_OF.price, prices: rows.reverse() };
}

// ---------------------------------------------------------------------------------------------------------------
// Performance growth (GET /pnp.svc/performanceGrowth: the shape services/fund-detail.ts chose)

export const GROWTH_INITIAL_INVESTMENT = 10_000;
/** The growth chart starts at inception, or this many years back for an older fund. */
const GROWTH_YEARS = 10;
/** Month counts of the annualised returns the growth line passes through. */
const GROWTH_ANCHORS: ReadonlyArray<readonly [PeriodKey, number]> = [
  ['oneYear', 12],
  ['threeYear', 36],
  ['fiveYear', 60],
  ['tenYear', 120],
];

const monthEnd = (year: number, month: number) => isoDate(Date.UTC(year, month, 0));

/** Month ends from the inception's (or 10 years back) to the monthly as-of date. */
function growthDates(inceptionDate: string): string[] {
  const end = AS_OF.Monthly;
  const endMonths = Number(end.slice(0, 4)) * 12 + Number(end.slice(5, 7)) - 1;
  const startMonths = Math.max(
    Number(inceptionDate.slice(0, 4)) * 12 + Number(inceptionDate.slice(5, 7)) - 1,
    endMonths - GROWTH_YEARS * 12,
  );
  return Array.from({ length: endMonths - startMonths + 1 }, (_, index) => {
    const months = startMonths + index;
    return monthEnd(Math.floor(months / 12), (months % 12) + 1);
  });
}

/**
 * The value of the first investment at each date: the line passes through the annualised returns (the value a year,
 * three, five and ten years back is the return's compounding away from the end), and wanders between them.
 */
function growthValues(figures: AllFigures, count: number, volatility: number, random: Random): number[] {
  const last = count - 1;
  const logs = new Map<number, number>([[last, 0]]);
  for (const [key, months] of GROWTH_ANCHORS) {
    const value = figureValue(figures[key]);
    if (value !== undefined && months <= last) logs.set(last - months, (-months / 12) * Math.log(1 + value / 100));
  }
  if (!logs.has(0)) {
    const since = figureValue(figures.sinceIncep) ?? 0;
    logs.set(0, (-last / 12) * Math.log(1 + since / 100));
  }
  const anchors = [...logs.keys()].sort((a, b) => a - b);
  const path = new Array<number>(count).fill(0);
  for (let i = 0; i + 1 < anchors.length; i += 1) bridge(path, anchors[i]!, anchors[i + 1]!, logs, volatility, random);
  return path.map((log) => Number((GROWTH_INITIAL_INVESTMENT * Math.exp(log - path[0]!)).toFixed(2)));
}

/** A random walk between two anchors that starts and ends on them (a Brownian bridge). */
function bridge(
  path: number[],
  from: number,
  to: number,
  logs: ReadonlyMap<number, number>,
  volatility: number,
  random: Random,
): void {
  const start = logs.get(from)!;
  const end = logs.get(to)!;
  const steps = to - from;
  const walk = [0];
  for (let step = 1; step <= steps; step += 1) walk.push(walk[step - 1]! + (volatility / 100) * gauss(random));
  for (let step = 0; step <= steps; step += 1) {
    path[from + step] = start + ((end - start) * step) / steps + walk[step]! - (walk[steps]! * step) / steps;
  }
}

/** GET /pnp.svc/performanceGrowth: 10,000 invested at inception (at most 10 years back); undefined when unknown. */
export function performanceGrowth(cusip: string): PerformanceGrowth | undefined {
  const fund = detailFund(cusip);
  if (!fund) return undefined;
  const dates = growthDates(fund.inceptionDate);
  const volatility = monthlyVolatility(fund.assetClass);
  const { source } = fund;
  // A model portfolio grows at its returns net of fees.
  const figures =
    source.kind === 'model' ? modelFigures(fund, source.model, 'Monthly', 'NET') : navFigures(fund, 'Monthly');
  const toPoints = (values: number[]) => dates.map((date, index) => ({ date, value: values[index]! }));
  const points = toPoints(growthValues(figures, dates.length, volatility, randomFor(`growth|${fund.cusip}`)));
  const index = indexFigures(fund, 'Monthly');
  const indexRandom = randomFor(`growth|${fund.primaryIndex}|${dates[0]}`);
  return {
    initialInvestment: GROWTH_INITIAL_INVESTMENT,
    asOfDate: AS_OF.Monthly,
    points,
    indexName: index ? fund.primaryIndex : null,
    indexPoints: index ? toPoints(growthValues(index, dates.length, volatility, indexRandom)) : null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Capital gains (products spec 3 "Capital gains row"; GET /pnp.svc/capitalGains and the fund's export)

/** The year before the capital-gains tab's December distribution: its December distribution, sometimes June's too. */
const PRIOR_YEAR_DISTRIBUTIONS: ReadonlyArray<readonly [string, string, number]> = [
  ['12-10', '12-11', 0.8],
  ['06-17', '06-18', 0.2],
];

type Distribution = NonNullable<CapitalGainsRow['distributions']>[number];

/** The fund's distributions of the year before the tab's, in the scale of its later ones. */
function priorDistributions(fund: DetailFund, row: CapitalGainsRow, nav: number): Distribution[] {
  const random = randomFor(`capital-gains-history|${fundKey(fund)}`);
  // The scale of the later amounts: a distribution of the tab's row, else its estimate.
  const reference = row.distributions?.[0];
  const shortBase = figureValue(figureText(reference?.shortTermCapGain ?? row.estimates?.shortTermCapGainSt)) ?? 0;
  const longBase = figureValue(figureText(reference?.longTermCapGain ?? row.estimates?.longTermCapGainSt)) ?? 0;
  const year = Number(AS_OF.Monthly.slice(0, 4)) - 2;
  return PRIOR_YEAR_DISTRIBUTIONS.flatMap(([record, ex, chance]) => {
    const factor = random.float(0.4, 1.6, 3);
    if (!random.chance(chance) || shortBase + longBase === 0) return [];
    const [short, long] = [shortBase * factor, longBase * factor];
    return [
      {
        recordDate: `${year}-${record}`,
        exDivdndDate: `${year}-${ex}`,
        shortTermCapGain: fig(short, 5),
        longTermCapGain: fig(long, 5),
        totalCapGain: fig(short + long, 5),
        totalCapGainPct: fig(((short + long) / nav) * 100),
      },
    ];
  });
}

/**
 * The capital gains of a class: the capital-gains tab's row with the year before added (three calendar years),
 * newest first; null for a fund without (money market, indexed ETFs, products the tab does not list).
 */
function capitalGainsOf(fund: DetailFund): CapitalGainsRow | null {
  const { source } = fund;
  if (source.kind !== 'series') return null;
  if (source.series.kind === 'etf' && source.series.managementStyle === 'Indexed') return null;
  const row = capitalGainsRow(source.series, source.share);
  if (!row) return null;
  const nav = Number(priceRow(source.series, source.share).navDollar);
  const distributions = [...(row.distributions ?? []), ...priorDistributions(fund, row, nav)];
  distributions.sort((a, b) => String(b.recordDate).localeCompare(String(a.recordDate)));
  return { ...row, fundName: fund.fundName, className: fund.fundClass, cusip: fund.cusip, distributions };
}

/** GET /pnp.svc/capitalGains: the class's row, null for none; undefined for an unknown cusip. */
export function fundCapitalGains(cusip: string): CapitalGainsRow | null | undefined {
  const fund = detailFund(cusip);
  return fund ? capitalGainsOf(fund) : undefined;
}

/**
 * The fund page's capital-gains download (exportCapGains?dataType=&period={year}&cusip=): the class's distributions
 * (or estimates) of that year, as the landing pages' CSV; undefined for an unknown cusip or a period not a year.
 */
export function fundCapitalGainsExport(dataType: CapitalGainsExportType, cusip: string, period: string) {
  if (!/^\d{4}$/.test(period)) return undefined;
  const row = fundCapitalGains(cusip);
  if (row === undefined) return undefined;
  const inYear = (date: string | null | undefined) => (date ?? '').startsWith(`${period}-`);
  const rows = row
    ? [
        {
          ...row,
          distributions: (row.distributions ?? []).filter((d) => inYear(d.recordDate)),
          estimates: row.estimates && inYear(row.estimates.recordDate) ? row.estimates : null,
        },
      ]
    : [];
  return capitalGainsCsv(dataType, rows);
}

// ---------------------------------------------------------------------------------------------------------------
// The hostile fund (DESIGN "All HTML from the CMS or a service goes through DOMPurify; every link through the link
// rule"; house style of data/literature-unsafe.ts)

export const UNSAFE_FUND_CUSIP = 'UNSAFE001';

/** The hostile texts, which the page must show as text, neutralise, or drop (links). */
export const UNSAFE_FUND_TEXTS = {
  fundName: 'Calder <script>alert("fund")</script> Hostile <img src=x onerror=alert(1)> Fund',
  symbol: '<b>XSS</b>',
  /** A class name that closes a style element and opens a script. */
  fundClass: 'Institutional</style><script>alert("class")</script><style>',
  styleBreakout: '</style><style>:host{display:none !important}</style><script>alert("style")</script>',
  html:
    '<p>Read <a href="javascript:alert(2)">this</a>.</p><script>alert("html")</script>' +
    '<img src=x onerror="window.__fundXss=1"><style>*{display:none}</style>' +
    '<a href="//evil.example/">evil</a>',
  text: '<img src=x onerror=alert(4)> text',
  index: '<svg onload=alert("index")></svg> Index',
  formula: '=HYPERLINK("http://evil.example")',
  javascriptUrl: 'javascript:alert(document.domain)',
  mixedCaseUrl: ' JaVaScRiPt:alert(document.cookie)',
  offSiteUrl: '//evil.example/prospectus.pdf',
  httpsOffSiteUrl: 'https://evil.example/summary-prospectus.pdf',
} as const;

/** Its holdings: a spreadsheet formula and markup, at the top of every list. */
const UNSAFE_HOLDINGS: Security[] = [
  { name: UNSAFE_FUND_TEXTS.formula, ticker: '=1+1', price: 10, par: false },
  { name: UNSAFE_FUND_TEXTS.text, ticker: '@SUM(A1)', price: 20, par: false },
];

let unsafe: DetailFund | undefined;

/**
 * The hostile fund: the figures of the first rated mutual fund class with an index and capital gains, under hostile
 * names (its own cusip, so no table lists it).
 */
function unsafeFund(): DetailFund {
  if (unsafe) return unsafe;
  const template = [...allDetailFunds().values()].find(
    (fund) => fund.group === 'Retail' && fund.primaryIndex && fund.assetClass === 'DE' && capitalGainsOf(fund),
  )!;
  const { fundName, symbol, fundClass, index } = UNSAFE_FUND_TEXTS;
  unsafe = {
    ...template,
    cusip: UNSAFE_FUND_CUSIP,
    fundName,
    symbol,
    fundClass,
    primaryIndex: index,
    fundGroup: `Retail${UNSAFE_FUND_TEXTS.text}`,
    classes: [{ fundClass, cusip: UNSAFE_FUND_CUSIP, symbol }],
    hostile: true,
  };
  return unsafe;
}

function hostileFundDetails(details: FundDetailsAnswer): FundDetailsAnswer {
  const { html, text, styleBreakout } = UNSAFE_FUND_TEXTS;
  return {
    ...details,
    miscellaneousDetails: { fundGroup: details.miscellaneousDetails?.fundGroup, layoutID: `36${text}` },
    fundMaintenance: { mergerFund: html, renameFund: styleBreakout },
    fundHeader: {
      ...details.fundHeader,
      investorGoals: [text, { code: text, desc: styleBreakout, displayDesc: html }],
      mStarRiskVsCtg: text,
      mStarOverallRating: `5${text}`,
      mStarCategory: styleBreakout,
      mStarRatingAsOfDt: text,
      investCatg: text,
      subCtgValue: html,
    },
    portfolioHighlights: { minimumInvestment: text, subsequentInvestment: '=1+1', initialInvestment: styleBreakout },
    fundSummary: { distributions: text },
    topHoldingDetail: { topHoldingsDisclosure: html },
    risk: { riskLevel: text, riskText: html },
    riskDetail: { riskLevel: styleBreakout },
    newNoteWorthy: html,
    underlyingFunds: { underLyingFundsDetails: html },
    literature: hostileLiterature(),
  };
}

function hostileLiterature(): FundDetailsAnswer['literature'] {
  const { javascriptUrl, mixedCaseUrl, offSiteUrl, httpsOffSiteUrl, text, formula } = UNSAFE_FUND_TEXTS;
  return {
    productDocuments: [
      { docTitle: 'Fact Sheet', docURL: javascriptUrl },
      { docTitle: 'Attribution/Contribution', docURL: mixedCaseUrl },
      { docTitle: text, docURL: 'data:text/html,<script>alert(1)</script>' },
      { docTitle: formula, docURL: `${BINARIES}/content/assets/cm/literature/unsafe/fact-sheet.pdf` },
    ],
    regulatoryDocuments: [
      { docTitle: 'Prospectus', docURL: offSiteUrl },
      { docTitle: 'Summary Prospectus', docURL: httpsOffSiteUrl },
    ],
  };
}

function hostileProductDetail(detail: ProductDetail): ProductDetail {
  const { text, styleBreakout, html } = UNSAFE_FUND_TEXTS;
  return {
    ...detail,
    investCatg: text,
    multimanager: text,
    investorGoals: [{ code: text, desc: styleBreakout, displayDesc: html }],
    assetMixDetails: {
      asOfDate: detail.assetMixDetails?.asOfDate,
      assetMixInfo: (detail.assetMixDetails?.assetMixInfo ?? []).map((entry, index) => ({
        ...entry,
        allocationType: text,
        allocation: index === 0 ? styleBreakout : `${entry.allocation ?? ''}${text}`,
      })),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Samples for the tests and the demo pages

/** A cusip of each kind of fund page, and of funds that lack (or have) a section, found in the line-up's order. */
export interface FundDetailSamples {
  /** A mutual fund class whose fund has several classes, an index and capital gains. */
  mutualFund: string;
  etf: string;
  intervalFund: string;
  variableProduct: string;
  closedEndFund: string;
  plan529: string;
  modelPortfolio: string;
  withNewNoteWorthy: string;
  withoutNewNoteWorthy: string;
  withUnderlyingFunds: string;
  withoutUnderlyingFunds: string;
  withCapitalGains: string;
  withoutCapitalGains: string;
  withMergerMessage: string;
  withRenameMessage: string;
  withRiskDetail: string;
  withoutRisk: string;
  withoutPortfolioHighlights: string;
  /** A money market fund: no holdings, its full-holdings download answers 404. */
  withoutHoldings: string;
  /** No primary index: no INDEX1 rows, no growth index points. */
  withoutIndex: string;
  /** Its full holdings hold FORMULA_LIKE_HOLDING. */
  formulaHolding: string;
  unsafe: string;
}

let samples: FundDetailSamples | undefined;

export function fundDetailSamples(): FundDetailSamples {
  if (samples) return samples;
  const funds = [...allDetailFunds().values()];
  const first = (test: (fund: DetailFund) => boolean): string => {
    const found = funds.find(test);
    if (!found) throw new Error('No fund of the line-up fits the sample');
    return found.cusip;
  };
  const details = (fund: DetailFund) => fundDetailsOf(fund, {});
  const inGroup = (group: ProductGroupCode) => (fund: DetailFund) => fund.group === group;
  const mutualFund = first(
    (fund) => fund.group === 'Retail' && fund.classes.length > 1 && !!fund.primaryIndex && !!capitalGainsOf(fund),
  );
  samples = {
    mutualFund,
    etf: first(inGroup('RetailETF')),
    intervalFund: first(inGroup('IntervalFund')),
    variableProduct: first(inGroup('VariableProducts')),
    closedEndFund: first(inGroup('ClosedEnd')),
    plan529: first(inGroup('FutureScholar529')),
    modelPortfolio: first(inGroup('ModelPortfolios')),
    withNewNoteWorthy: first((fund) => newNoteWorthy(fund) !== null),
    withoutNewNoteWorthy: first((fund) => newNoteWorthy(fund) === null),
    withUnderlyingFunds: first((fund) => isFundOfFunds(fund)),
    withoutUnderlyingFunds: first((fund) => !isFundOfFunds(fund)),
    withCapitalGains: first((fund) => capitalGainsOf(fund) !== null),
    withoutCapitalGains: first((fund) => capitalGainsOf(fund) === null),
    withMergerMessage: first((fund) => !!fundMaintenance(fund)?.mergerFund),
    withRenameMessage: first((fund) => !!fundMaintenance(fund)?.renameFund),
    withRiskDetail: first((fund) => risk(fund).riskDetail !== null),
    withoutRisk: first((fund) => risk(fund).risk === null),
    withoutPortfolioHighlights: first((fund) => details(fund).portfolioHighlights === null),
    withoutHoldings: first((fund) => fund.assetClass === 'MM' && fund.group === 'Retail'),
    withoutIndex: first((fund) => fund.group === 'Retail' && !fund.primaryIndex),
    formulaHolding: first((fund) => pinnedSecurities(fund).includes(FORMULA_LIKE_HOLDING)),
    unsafe: UNSAFE_FUND_CUSIP,
  };
  return samples;
}
