/**
 * The fixture product data (products spec 3, 7): Calder Meridian's mutual funds in every share class, ETFs,
 * interval, closed-end, variable, 529 and model portfolios, with Starling ratings, benchmarks, category averages,
 * prices and yields, seven-day yields and capital gains. Generated from seeded random numbers, so every run and
 * every machine sees the same figures; built on first use and memoised (the data never changes while the server
 * runs).
 *
 * Figures are sent as the services send them: strings with two decimals ("12.34"), "-" when there is no value
 * (a 10-year return of a younger fund), capital-gains amounts with five decimals, dates as YYYY-MM-DD.
 */
import type {
  CapitalGainsRow,
  ClassTotal,
  ClosedEndFundRow,
  FundRow,
  LandingDataType,
  LandingMeta,
  ModelPortfolioReturn,
  ModelPortfolios,
  Plan529Product,
  ProductListEntry,
  ProductListFund,
  VariableProductRow,
} from '../../../services/products';
import {
  MUTUAL_FUND_CLASSES,
  PLAN_529_CLASSES,
  PRODUCT_GROUP_CODES,
  type Frequency,
  type MutualFundClass,
  type ProductGroupCode,
} from '../../../services/product-vocabulary';
import { delimitedText } from '../../../runtime/csv';
import { createRandom, type Random } from './random';
import {
  AGE_GROUPS,
  ASSET_CLASSES,
  CLOSED_END_FUNDS,
  ETFS,
  GLIDE_PATHS,
  IMPLEMENTATION_STYLES,
  INTERVAL_FUNDS,
  INVESTOR_GOALS,
  MODEL_PORTFOLIOS,
  MUTUAL_FUNDS,
  PLAN_529_BRAND,
  PLAN_529_PORTFOLIOS,
  RATING_CATEGORIES,
  RISK_TOLERANCES,
  VARIABLE_PORTFOLIOS,
  VARIABLE_SERIES_SHARES,
  type AssetClassKey,
  type RatingCategory,
} from './products-catalogue';

export { PLAN_529_BRAND } from './products-catalogue';

export const BRAND = 'Calder Meridian';
/** The rated-funds key of the landing meta, named after the demo rating provider (services/products RATED_FUNDS_KEY). */
export const RATED_FUNDS_KEY = 'starlingFunds';

/** As-of dates of the data (fixed, so the demo pages read the same on every run). */
export const AS_OF = {
  Monthly: '2026-10-31',
  Quarterly: '2026-09-30',
  price: '2026-11-20',
  expense: '2026-03-01',
  secYield: '2026-10-31',
  rating: '2026-10-31',
} as const;

export type { Frequency };
export { MUTUAL_FUND_CLASSES as MF_CLASSES, PLAN_529_CLASSES };

/** products spec 9 "Category order" (asset class keys in that order). */
const CATEGORY_ORDER: readonly AssetClassKey[] = ['DE', 'AL', 'IE', 'TF', 'SE', 'TE', 'AA', 'MM'];

// ---------------------------------------------------------------------------------------------------------------
// Helpers

/** FNV-1a: a stable seed from a name, so one product's figures do not move when another is added. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export const randomFor = (text: string) => createRandom(seedOf(text));

/** A standard normal draw (Box-Muller) from the seeded source. */
export function gauss(random: Random): number {
  const u = 1 - random.next();
  const v = random.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Two decimals as a string; "-" when there is no value. */
export function fig(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  const text = value.toFixed(decimals);
  return Number(text) === 0 ? (0).toFixed(decimals) : text;
}

export function yearsBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (365.25 * 86400000);
}

function randomDate(random: Random, fromYear: number, toYear: number): string {
  const year = random.int(fromYear, toYear);
  const month = random.int(1, 12);
  const day = random.int(1, 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const ALPHANUMERIC = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The CUSIP check digit (modulus 10, double-add-double). */
export function cusipCheckDigit(base: string): number {
  let sum = 0;
  for (let i = 0; i < 8; i += 1) {
    const char = base.charAt(i);
    let value = /\d/.test(char) ? Number(char) : char.charCodeAt(0) - 55;
    if (i % 2 === 1) value *= 2;
    sum += Math.floor(value / 10) + (value % 10);
  }
  return (10 - (sum % 10)) % 10;
}

class Identifiers {
  private readonly cusips = new Set<string>();
  private readonly symbols = new Set<string>();

  /** A valid, unique CUSIP with the given six-character issuer. */
  cusip(random: Random, issuer: string): string {
    for (;;) {
      const issue = `${random.pick([...'0123456789'])}${random.pick([...ALPHANUMERIC])}`;
      const base = `${issuer}${issue}`;
      const cusip = `${base}${cusipCheckDigit(base)}`;
      if (!this.cusips.has(cusip)) {
        this.cusips.add(cusip);
        return cusip;
      }
    }
  }

  issuer(random: Random): string {
    return `19${Array.from({ length: 4 }, () => random.pick([...ALPHANUMERIC])).join('')}`;
  }

  /** A unique mutual fund ticker: five letters ending in X. */
  fundTicker(random: Random): string {
    for (;;) {
      const symbol = `C${Array.from({ length: 3 }, () => random.pick([...LETTERS])).join('')}X`;
      if (this.claim(symbol)) return symbol;
    }
  }

  claim(symbol: string): boolean {
    if (this.symbols.has(symbol)) return false;
    this.symbols.add(symbol);
    return true;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Return profiles (% a year): one-year mean and spread, long-run mean and spread, per asset class

export const PROFILES: Record<
  AssetClassKey,
  { one: [number, number]; long: [number, number]; daily: number; price: [number, number] }
> = {
  DE: { one: [15, 8], long: [11, 3], daily: 0.8, price: [14, 85] },
  IE: { one: [13, 8], long: [7, 3], daily: 0.7, price: [10, 45] },
  SE: { one: [12, 14], long: [9, 5], daily: 1.1, price: [12, 95] },
  AA: { one: [9, 4], long: [6.5, 2], daily: 0.45, price: [10, 25] },
  AL: { one: [5, 6], long: [3, 3], daily: 0.4, price: [8, 14] },
  TF: { one: [5.5, 2], long: [2.2, 1.2], daily: 0.15, price: [8, 12] },
  TE: { one: [4, 1.5], long: [2.3, 0.8], daily: 0.1, price: [9, 12] },
  MM: { one: [4.2, 0.15], long: [2.6, 0.2], daily: 0, price: [1, 1] },
};

/** Base expense ratio (Institutional class) range per asset class. */
const EXPENSES: Record<AssetClassKey, [number, number]> = {
  DE: [0.55, 0.95],
  IE: [0.75, 1.15],
  SE: [0.8, 1.2],
  AA: [0.45, 0.9],
  AL: [1.0, 1.6],
  TF: [0.35, 0.75],
  TE: [0.4, 0.65],
  MM: [0.15, 0.35],
};

/** Extra expense of each class over Institutional (12b-1 and service fees). */
const CLASS_FEE: Record<MutualFundClass, number> = {
  A: 0.25,
  C: 1.0,
  R: 0.5,
  V: 0.15,
  Advisor: 0,
  Institutional: 0,
  Institutional2: -0.03,
  Institutional3: -0.07,
};

const isEquityLike = (assetClass: AssetClassKey) => ['DE', 'IE', 'SE', 'AA', 'AL'].includes(assetClass);

/** Maximum front-end sales charge (%) of a class. */
function frontLoad(fundClass: string, assetClass: AssetClassKey): number {
  if (assetClass === 'MM') return 0;
  if (fundClass === 'A' || fundClass === 'V') return isEquityLike(assetClass) ? 5.75 : assetClass === 'TE' ? 3.0 : 4.75;
  return 0;
}

interface Returns {
  ytd: number;
  one: number;
  three: number;
  five: number;
  ten: number;
  since: number;
}

const YTD_SHARE: Record<Frequency, number> = { Monthly: 10 / 12, Quarterly: 9 / 12 };

function marketReturns(random: Random, assetClass: AssetClassKey, frequency: Frequency): Returns {
  const profile = PROFILES[assetClass];
  const one = profile.one[0] + profile.one[1] * gauss(random);
  return {
    ytd: one * YTD_SHARE[frequency] + profile.one[1] * 0.2 * gauss(random),
    one,
    three: profile.long[0] + profile.long[1] * 1.3 * gauss(random),
    five: profile.long[0] + profile.long[1] * gauss(random),
    ten: profile.long[0] + profile.long[1] * 0.7 * gauss(random),
    since: profile.long[0] + profile.long[1] * 0.8 * gauss(random),
  };
}

const PERIODS = ['ytd', 'one', 'three', 'five', 'ten', 'since'] as const;

function mapReturns(returns: Returns, change: (value: number, period: (typeof PERIODS)[number]) => number): Returns {
  const result = { ...returns };
  for (const period of PERIODS) result[period] = clamp(change(returns[period], period), -30, 40);
  return result;
}

const categoriesByName = new Map(RATING_CATEGORIES.map((c) => [c.name, c]));
function ratingCategory(name: string): RatingCategory {
  const found = categoriesByName.get(name);
  if (!found) throw new Error(`Unknown rating category ${name}`);
  return found;
}

const benchmarkMemo = new Map<string, Returns>();
/** A benchmark's returns: one series per index and frequency, shared by every fund that uses it. */
function benchmarkReturns(name: string, assetClass: AssetClassKey, frequency: Frequency): Returns {
  const key = `${name}|${frequency}`;
  let returns = benchmarkMemo.get(key);
  if (!returns) {
    returns = mapReturns(marketReturns(randomFor(`benchmark|${key}`), assetClass, frequency), (v) => v);
    benchmarkMemo.set(key, returns);
  }
  return returns;
}

const categoryAverageMemo = new Map<string, Returns>();
/** A Starling category average: the category's benchmark less a typical fee drag, with some dispersion. */
function categoryAverage(category: RatingCategory, frequency: Frequency): Returns {
  const key = `${category.name}|${frequency}`;
  let returns = categoryAverageMemo.get(key);
  if (!returns) {
    const random = randomFor(`category|${key}`);
    const base = category.benchmark
      ? benchmarkReturns(category.benchmark, category.assetClass, frequency)
      : marketReturns(random, category.assetClass, frequency);
    const scale = isEquityLike(category.assetClass) ? 1 : 0.3;
    returns = mapReturns(base, (v, period) => v - (period === 'ytd' ? 0.7 : 0.9) * scale + 0.6 * scale * gauss(random));
    categoryAverageMemo.set(key, returns);
  }
  return returns;
}

// ---------------------------------------------------------------------------------------------------------------
// The product line-up

export interface ShareClass {
  fundClass: string;
  cusip: string;
  symbol: string;
  inceptionDt: string;
  netExp: number;
  grossExp: number;
  waiverDate: string | null;
  load: number;
  /** A 1 % contingent deferred sales charge in the first year (class C). */
  cdsc: boolean;
  /** Difference from the Institutional expense, taken off every return. */
  feeDrag: number;
  priceFactor: number;
}

export interface FundSeries {
  kind: 'mutual' | 'etf' | 'interval';
  fundName: string;
  assetClass: AssetClassKey;
  category: RatingCategory;
  /** The primary benchmark (mutual funds) or tracked index (indexed ETFs). */
  benchmark: string | null;
  managementStyle: 'Active' | 'Indexed';
  featured: boolean;
  multiManager: boolean;
  investorGoal?: 'Strategic Beta' | 'Thematic';
  fundGroup: string;
  inceptionDt: string;
  /** Skill: moves returns against the benchmark and the star ratings. */
  skill: number;
  basePrice: number;
  classes: ShareClass[];
}

function mutualFundName(short: string): string {
  return /Portfolio$/.test(short) ? `${BRAND} ${short}` : `${BRAND} ${short} Fund`;
}

function shareClass(
  ids: Identifiers,
  random: Random,
  issuer: string,
  fundClass: string,
  feeClass: MutualFundClass,
  assetClass: AssetClassKey,
  baseExpense: number,
  waiver: number,
  fundInception: string,
  symbol: string,
): ShareClass {
  const fee = CLASS_FEE[feeClass];
  const netExp = clamp(baseExpense + fee, 0.05, 2);
  const later = !['A', 'C', 'Institutional'].includes(fundClass) && random.chance(0.6);
  const inceptionDt = later ? laterDate(random, fundInception) : fundInception;
  return {
    fundClass,
    cusip: ids.cusip(random, issuer),
    symbol,
    inceptionDt,
    netExp,
    grossExp: clamp(netExp + waiver, 0.05, 2),
    waiverDate: waiver > 0 ? random.pick(['2027-02-28', '2027-06-30', '2027-07-31']) : null,
    load: frontLoad(fundClass, assetClass),
    cdsc: fundClass === 'C',
    feeDrag: netExp - clamp(baseExpense, 0.05, 2),
    priceFactor: fundClass === 'C' ? 0.97 : fundClass.startsWith('Institutional') ? 1.004 : 1,
  };
}

/** A share class launched after its fund (before the data's as-of date). */
function laterDate(random: Random, from: string): string {
  const start = Number(from.slice(0, 4));
  const year = Math.min(2025, random.int(Math.max(start + 1, 2008), 2025));
  const candidate = `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  return candidate > from ? candidate : from;
}

function buildMutualFunds(ids: Identifiers): FundSeries[] {
  return MUTUAL_FUNDS.map(([short, categoryName, flags = '']) => {
    const random = randomFor(`mutual|${short}`);
    const category = ratingCategory(categoryName);
    const assetClass = category.assetClass;
    const indexed = /Index/.test(short);
    const target = /Target Retirement/.test(short);
    const inceptionDt = target ? randomDate(random, 2007, 2021) : randomDate(random, 1986, 2023);
    const [low, high] = EXPENSES[assetClass];
    const baseExpense = indexed ? random.float(0.05, 0.2) : random.float(low, high);
    const waiver = random.chance(0.3) ? random.float(0.02, 0.25) : 0;
    const classes: MutualFundClass[] = ['A', 'C', 'Institutional'];
    if (random.chance(0.7)) classes.push('Advisor');
    if (random.chance(0.55)) classes.push('Institutional2');
    if (random.chance(0.62)) classes.push('Institutional3');
    if (flags.includes('R')) classes.push('R');
    if (flags.includes('V')) classes.push('V');
    const issuer = ids.issuer(random);
    const profile = PROFILES[assetClass];
    return {
      kind: 'mutual' as const,
      fundName: mutualFundName(short),
      assetClass,
      category,
      benchmark: category.benchmark,
      managementStyle: indexed ? ('Indexed' as const) : ('Active' as const),
      featured: flags.includes('F'),
      multiManager: flags.includes('M'),
      fundGroup: assetClass === 'MM' ? 'Retail and Institutional' : 'Retail',
      inceptionDt,
      skill: indexed ? 0 : gauss(random),
      basePrice: assetClass === 'MM' ? 1 : random.float(profile.price[0], profile.price[1]),
      classes: MUTUAL_FUND_CLASSES.filter((c) => classes.includes(c)).map((fundClass) =>
        shareClass(
          ids,
          random,
          issuer,
          fundClass,
          fundClass,
          assetClass,
          baseExpense,
          waiver,
          inceptionDt,
          ids.fundTicker(random),
        ),
      ),
    };
  });
}

function buildEtfs(ids: Identifiers): FundSeries[] {
  return ETFS.map(([short, ticker, style, assetClass, categoryName, goal]) => {
    const random = randomFor(`etf|${short}`);
    const category = ratingCategory(categoryName);
    const inceptionDt = randomDate(random, 2014, 2025);
    const expense = style === 'Indexed' ? random.float(0.05, 0.45) : random.float(0.25, 0.75);
    ids.claim(ticker);
    const benchmark =
      style === 'Indexed' ? `Beacon ${short.replace(/ ETF$/, '').replace(/ Index$/, '')} Index` : category.benchmark;
    const series: FundSeries = {
      kind: 'etf',
      fundName: `${BRAND} ${short}`,
      assetClass,
      category,
      benchmark,
      managementStyle: style,
      featured: false,
      multiManager: false,
      fundGroup: 'Retail ETF',
      inceptionDt,
      skill: style === 'Indexed' ? 0 : gauss(random),
      basePrice: random.float(PROFILES[assetClass].price[0] + 10, PROFILES[assetClass].price[1] + 20),
      classes: [
        shareClass(
          ids,
          random,
          ids.issuer(random),
          'ETF',
          'Institutional',
          assetClass,
          expense,
          0,
          inceptionDt,
          ticker,
        ),
      ],
    };
    if (goal) series.investorGoal = goal;
    return series;
  });
}

function buildIntervalFunds(ids: Identifiers): FundSeries[] {
  return INTERVAL_FUNDS.map(([short, categoryName]) => {
    const random = randomFor(`interval|${short}`);
    const category = ratingCategory(categoryName);
    const inceptionDt = randomDate(random, 2018, 2023);
    const issuer = ids.issuer(random);
    const baseExpense = random.float(1.2, 1.9);
    return {
      kind: 'interval' as const,
      fundName: `${BRAND} ${short}`,
      assetClass: category.assetClass,
      category,
      benchmark: category.benchmark,
      managementStyle: 'Active' as const,
      featured: false,
      multiManager: false,
      fundGroup: 'Interval Fund',
      inceptionDt,
      skill: gauss(random),
      basePrice: random.float(9, 26),
      classes: (['A', 'C', 'Institutional'] as const).map((fundClass) =>
        shareClass(
          ids,
          random,
          issuer,
          fundClass,
          fundClass,
          category.assetClass,
          baseExpense,
          0,
          inceptionDt,
          ids.fundTicker(random),
        ),
      ),
    };
  });
}

export interface OtherProduct {
  name: string;
  assetClass: AssetClassKey;
  inceptionDt: string;
  classes: Array<{
    className: string;
    cusip: string;
    symbol: string;
    netExp: number;
    grossExp: number;
    waiverDate: string | null;
    load: number;
  }>;
  /** Age-based 529 tracks: glide path and age group. */
  glidePath?: string;
  ageGroup?: string;
}

function buildVariableProducts(ids: Identifiers): OtherProduct[] {
  const withClasses = VARIABLE_PORTFOLIOS.map(([short, assetClass]) => ({
    name: `${BRAND} Variable Portfolio - ${short}`,
    assetClass,
    classNames: ['1', '2', ...(seedOf(short) % 3 === 0 ? ['3'] : [])],
  }));
  const shares = VARIABLE_SERIES_SHARES.map(([name, assetClass]) => ({ name, assetClass, classNames: [''] }));
  return [...withClasses, ...shares].map(({ name, assetClass, classNames }) => {
    const random = randomFor(`variable|${name}`);
    const issuer = ids.issuer(random);
    const base = random.float(EXPENSES[assetClass][0], EXPENSES[assetClass][1]);
    const waiver = random.chance(0.35) ? random.float(0.02, 0.2) : 0;
    const waiverDate = waiver > 0 ? '2027-04-30' : null;
    return {
      name,
      assetClass,
      inceptionDt: randomDate(random, 1995, 2021),
      classes: classNames.map((className) => {
        const netExp = clamp(base + (className === '2' ? 0.25 : className === '3' ? 0.125 : 0), 0.05, 2);
        return {
          className,
          cusip: ids.cusip(random, issuer),
          symbol: '',
          netExp,
          grossExp: clamp(netExp + waiver, 0.05, 2),
          waiverDate,
          load: 0,
        };
      }),
    };
  });
}

function buildClosedEndFunds(ids: Identifiers): OtherProduct[] {
  return CLOSED_END_FUNDS.map(([short, ticker, assetClass]) => {
    const random = randomFor(`closed-end|${short}`);
    ids.claim(ticker);
    const netExp = random.float(0.95, 1.95);
    return {
      name: `${BRAND} ${short}`,
      assetClass,
      inceptionDt: randomDate(random, 1988, 2020),
      classes: [
        {
          className: '',
          cusip: ids.cusip(random, ids.issuer(random)),
          symbol: ticker,
          netExp,
          grossExp: netExp,
          waiverDate: null,
          load: 0,
        },
      ],
    };
  });
}

function build529(ids: Identifiers): OtherProduct[] {
  const targets = PLAN_529_PORTFOLIOS.map(
    ([name, assetClass]) =>
      ({ name, assetClass }) as Pick<OtherProduct, 'name' | 'assetClass' | 'glidePath' | 'ageGroup'>,
  );
  const ageBased = GLIDE_PATHS.flatMap((glidePath) =>
    AGE_GROUPS.map((ageGroup) => ({
      name: `${PLAN_529_BRAND} ${glidePath.charAt(0)}${glidePath.slice(1).toLowerCase()} Age-Based Portfolio ${ageGroup}`,
      assetClass: 'AA' as AssetClassKey,
      glidePath,
      ageGroup,
    })),
  );
  return [...targets, ...ageBased].map((product) => {
    const random = randomFor(`529|${product.name}`);
    const issuer = ids.issuer(random);
    const base = product.assetClass === 'MM' ? random.float(0.2, 0.4) : random.float(0.3, 0.95);
    return {
      ...product,
      inceptionDt: product.glidePath ? randomDate(random, 2011, 2012) : randomDate(random, 2002, 2019),
      classes: PLAN_529_CLASSES.map((className) => {
        const netExp = clamp(
          base + (className === 'A' ? 0.25 : className === 'C' ? 1.0 : className === 'E' ? 0.5 : 0),
          0.05,
          2,
        );
        const load =
          className === 'A' && product.assetClass !== 'MM' ? (isEquityLike(product.assetClass) ? 3.0 : 2.0) : 0;
        return {
          className,
          cusip: ids.cusip(random, issuer),
          symbol: '',
          netExp,
          grossExp: netExp,
          waiverDate: null,
          load,
        };
      }),
    };
  });
}

export interface ModelPortfolio {
  fundName: string;
  accountID: string;
  inceptionDt: string;
  riskTolerance: string;
  implementation: string;
  goal: string;
}

function buildModelPortfolios(): ModelPortfolio[] {
  return MODEL_PORTFOLIOS.map(([name, riskTolerance, implementation, goal], index) => {
    const random = randomFor(`model|${name}`);
    return {
      fundName: `${BRAND} ${name}`,
      accountID: `MP${String(1001 + index * 7)}`,
      inceptionDt: randomDate(random, 2011, 2023),
      riskTolerance,
      implementation,
      goal,
    };
  });
}

export interface Catalogue {
  mutualFunds: FundSeries[];
  etfs: FundSeries[];
  intervalFunds: FundSeries[];
  variableProducts: OtherProduct[];
  closedEndFunds: OtherProduct[];
  plan529: OtherProduct[];
  modelPortfolios: ModelPortfolio[];
}

let catalogue: Catalogue | undefined;

/** The whole line-up, built on first use. */
export function productCatalogue(): Catalogue {
  if (!catalogue) {
    const ids = new Identifiers();
    catalogue = {
      mutualFunds: buildMutualFunds(ids),
      etfs: buildEtfs(ids),
      intervalFunds: buildIntervalFunds(ids),
      variableProducts: buildVariableProducts(ids),
      closedEndFunds: buildClosedEndFunds(ids),
      plan529: build529(ids),
      modelPortfolios: buildModelPortfolios(),
    };
  }
  return catalogue;
}

// ---------------------------------------------------------------------------------------------------------------
// Fund rows (products spec 3 "Landing meta and fund row")

const ratingMemo = new Map<string, Ratings>();

interface Ratings {
  overall: number | null;
  three: number | null;
  five: number | null;
  ten: number | null;
}

function stars(score: number): number {
  // Roughly the provider's bell curve: 10 % one star, 22.5 % two, 35 % three, 22.5 % four, 10 % five.
  if (score < -1.3) return 1;
  if (score < -0.55) return 2;
  if (score < 0.3) return 3;
  if (score < 1.05) return 4;
  return 5;
}

/** Star ratings of a class: none before three years or in an unrated (money market) category. */
function classRatings(series: FundSeries, share: ShareClass): Ratings {
  const key = share.cusip;
  const cached = ratingMemo.get(key);
  if (cached) return cached;
  const random = randomFor(`rating|${key}`);
  const age = yearsBetween(share.inceptionDt, AS_OF.rating);
  const rated = series.category.funds > 0;
  const score = () => series.skill * 0.8 - share.feeDrag * 0.5 + 0.4 * gauss(random);
  const ratings: Ratings = {
    overall: rated && age >= 3 ? stars(score()) : null,
    three: rated && age >= 3 ? stars(score()) : null,
    five: rated && age >= 5 ? stars(score()) : null,
    ten: rated && age >= 10 ? stars(score()) : null,
  };
  ratingMemo.set(key, ratings);
  return ratings;
}

/** Funds the category rates over each period (products spec 2.5: "N Funds"). */
export function categoryFundCounts(category: RatingCategory): {
  overall: number;
  three: number;
  five: number;
  ten: number;
} {
  return {
    overall: category.funds,
    three: category.funds,
    five: Math.round(category.funds * 0.91),
    ten: Math.round(category.funds * 0.74),
  };
}

function ratingFields(series: FundSeries, share: ShareClass) {
  const ratings = classRatings(series, share);
  const counts = categoryFundCounts(series.category);
  const count = (rating: number | null, funds: number) => (rating === null ? null : String(funds));
  // products spec 3: "msCategoryName (may be a list)": a few rows send it as one.
  const listed = seedOf(share.cusip) % 17 === 0;
  return {
    msOverallRating: ratings.overall === null ? '-' : String(ratings.overall),
    overallFunds: count(ratings.overall, counts.overall),
    threeYearRating: ratings.three === null ? '-' : String(ratings.three),
    threeYearFunds: count(ratings.three, counts.three),
    fiveYearRating: ratings.five === null ? '-' : String(ratings.five),
    fiveYearFunds: count(ratings.five, counts.five),
    tenYearRating: ratings.ten === null ? '-' : String(ratings.ten),
    tenYearFunds: count(ratings.ten, counts.ten),
    msCategoryName: listed ? [series.category.name] : series.category.name,
    msCategory: series.category.name,
    asOfDate: AS_OF.rating,
  };
}

function identityFields(series: FundSeries, share: ShareClass) {
  const asset = ASSET_CLASSES[series.assetClass];
  const categoryName = series.kind === 'etf' ? asset.etfName : asset.name;
  const filters: NonNullable<FundRow['filters']> = [
    { filter: 'InvestmentCategory', filterValue: [{ code: String(asset.styleId), desc: categoryName }] },
  ];
  if (series.featured) filters.push({ filter: 'featureFund', filterValue: [{ code: 'Y', desc: 'Y' }] });
  if (series.multiManager) filters.push({ filter: 'multiManager', filterValue: [{ code: 'Y', desc: 'Y' }] });
  if (series.investorGoal)
    filters.push({ filter: 'investorGoal', filterValue: [{ code: series.investorGoal, desc: series.investorGoal }] });
  return {
    fundName: series.fundName,
    symbol: share.symbol,
    cusip: share.cusip,
    fundClass: share.fundClass,
    categoryName,
    styleId: String(asset.styleId),
    managementStyle: series.managementStyle,
    filters,
  };
}

/** Annualised return with the maximum sales charge over `years` (products spec 2.3 "with Maximum Sales Charge"). */
function withLoad(nav: number, years: number, load: number): number {
  if (load === 0) return nav;
  const growth = Math.pow(1 + nav / 100, Math.max(years, 1)) * (1 - load / 100);
  return (Math.pow(growth, 1 / Math.max(years, 1)) - 1) * 100;
}

const fundReturnMemo = new Map<string, Returns>();

/** The NAV returns of a class: benchmark plus the fund's skill, less the class's extra fees. */
function classReturns(series: FundSeries, share: ShareClass, frequency: Frequency): Returns {
  const key = `${share.cusip}|${frequency}`;
  const cached = fundReturnMemo.get(key);
  if (cached) return cached;
  const random = randomFor(`returns|${series.fundName}|${frequency}`);
  const base = series.benchmark
    ? benchmarkReturns(series.benchmark, series.category.assetClass, frequency)
    : marketReturns(randomFor(`mm|${series.fundName}|${frequency}`), series.assetClass, frequency);
  const scale = isEquityLike(series.assetClass) ? 1 : series.assetClass === 'MM' ? 0.05 : 0.35;
  const indexed = series.managementStyle === 'Indexed';
  const alpha: Record<(typeof PERIODS)[number], number> = {
    ytd: indexed ? -0.05 : (series.skill * 1.2 + 1.4 * gauss(random)) * scale,
    one: indexed ? -0.08 : (series.skill * 1.5 + 1.5 * gauss(random)) * scale,
    three: indexed ? -0.1 : (series.skill * 1.0 + 0.6 * gauss(random)) * scale,
    five: indexed ? -0.1 : (series.skill * 0.9 + 0.5 * gauss(random)) * scale,
    ten: indexed ? -0.1 : (series.skill * 0.8 + 0.4 * gauss(random)) * scale,
    since: indexed ? -0.1 : (series.skill * 0.8 + 0.8 * gauss(random)) * scale,
  };
  const returns = mapReturns(
    base,
    (value, period) => value + alpha[period] - share.feeDrag * (period === 'ytd' ? YTD_SHARE[frequency] : 1),
  );
  fundReturnMemo.set(key, returns);
  return returns;
}

function performanceFields(series: FundSeries, share: ShareClass, frequency: Frequency) {
  const asOf = AS_OF[frequency];
  const age = yearsBetween(share.inceptionDt, asOf);
  const nav = classReturns(series, share, frequency);
  const available = (value: number, years: number) => (age >= years ? value : null);
  // products spec 2.3: ETFs show "At Market" in the POP fields; mutual funds the maximum sales charge or CDSC.
  const market = series.kind === 'etf' ? randomFor(`market|${share.cusip}|${frequency}`) : null;
  const pop = (value: number, years: number) => {
    if (market) return value + 0.12 * gauss(market);
    if (share.cdsc) return years <= 1 ? value - 1 : value;
    return withLoad(value, years, share.load);
  };
  const popYtd = market
    ? nav.ytd + 0.1 * gauss(market)
    : share.cdsc
      ? nav.ytd - 1
      : ((1 + nav.ytd / 100) * (1 - share.load / 100) - 1) * 100;
  return {
    ytdPercent: fig(nav.ytd),
    ytdPercentPOP: fig(popYtd),
    navOneYear: fig(available(nav.one, 1)),
    navThreeYear: fig(available(nav.three, 3)),
    navFiveYear: fig(available(nav.five, 5)),
    navTenYear: fig(available(nav.ten, 10)),
    navSinceInception: fig(nav.since),
    popOneYear: fig(age >= 1 ? pop(nav.one, 1) : null),
    popThreeYear: fig(age >= 3 ? pop(nav.three, 3) : null),
    popFiveYear: fig(age >= 5 ? pop(nav.five, 5) : null),
    popTenYear: fig(age >= 10 ? pop(nav.ten, 10) : null),
    popSinceInception: fig(pop(nav.since, age)),
    inceptionDt: share.inceptionDt,
    grossExp: fig(share.grossExp),
    netExp: fig(share.netExp),
    expenseRatioWaiverDate: share.waiverDate,
  };
}

function benchmarkFields(series: FundSeries, frequency: Frequency) {
  if (!series.benchmark) {
    return {
      benchmarkName: null,
      benchmarkYTD: '-',
      benchmarkOneYear: '-',
      benchmarkThreeYear: '-',
      benchmarkFiveYear: '-',
      benchmarkTenYear: '-',
      benchmarkSinceInception: '-',
    };
  }
  const b = benchmarkReturns(series.benchmark, series.category.assetClass, frequency);
  return {
    benchmarkName: series.benchmark,
    benchmarkYTD: fig(b.ytd),
    benchmarkOneYear: fig(b.one),
    benchmarkThreeYear: fig(b.three),
    benchmarkFiveYear: fig(b.five),
    benchmarkTenYear: fig(b.ten),
    benchmarkSinceInception: fig(b.since),
  };
}

function categoryAverageFields(series: FundSeries, frequency: Frequency) {
  const c = categoryAverage(series.category, frequency);
  return {
    msCategoryYTD: fig(c.ytd),
    msCategoryOneYear: fig(c.one),
    msCategoryThreeYear: fig(c.three),
    msCategoryFiveYear: fig(c.five),
    msCategoryTenYear: fig(c.ten),
    msCategoryInception: fig(c.since),
  };
}

/** products spec 2.3 "Money-market funds also show seven-day yields". */
function moneyMarketFields(series: FundSeries, share: ShareClass) {
  if (series.assetClass !== 'MM') {
    return {
      sevenDayYldCurrent: null,
      sevenDayYldDate: null,
      sevenDayYldUnsub: null,
      sevenDayYldUnsubDate: null,
      sevenDayYldEff: null,
      sevenDayYldEffDate: null,
    };
  }
  const random = randomFor(`seven-day|${series.fundName}`);
  const taxFree = series.category.name === 'Money Market-Tax-Free';
  const current = random.float(taxFree ? 2.4 : 3.6, taxFree ? 2.8 : 4.1, 4) - share.feeDrag;
  const waiver = share.grossExp - share.netExp;
  const date = AS_OF.price;
  return {
    sevenDayYldCurrent: fig(current),
    sevenDayYldDate: date,
    sevenDayYldUnsub: fig(current - waiver),
    sevenDayYldUnsubDate: date,
    sevenDayYldEff: fig((Math.pow(1 + current / 100 / 365, 365) - 1) * 100),
    sevenDayYldEffDate: date,
  };
}

const SEC_YIELDS: Record<AssetClassKey, [number, number] | null> = {
  DE: [0.3, 2.0],
  IE: [1.0, 3.0],
  SE: [0.2, 2.5],
  AA: [1.5, 3.2],
  AL: [0.5, 3.0],
  TF: [3.5, 6.5],
  TE: [2.5, 4.2],
  MM: null,
};

function priceFields(series: FundSeries, share: ShareClass) {
  const random = randomFor(`price|${series.fundName}`);
  const nav = series.assetClass === 'MM' ? 1 : series.basePrice * share.priceFactor;
  const move = series.assetClass === 'MM' ? 0 : PROFILES[series.assetClass].daily * gauss(random);
  const change = (nav * move) / 100;
  const range = SEC_YIELDS[series.assetClass];
  const high = series.category.name.includes('High Yield') ? 1.2 : 0;
  const sec = range ? Math.max(0, random.float(range[0], range[1]) + high - share.feeDrag) : null;
  const waiver = share.grossExp - share.netExp;
  const fields: Record<string, string | null> = {
    navDollar: fig(nav),
    secYield: fig(sec),
    secYldUnsubsidized: fig(sec === null ? null : Math.max(0, sec - waiver)),
  };
  if (series.kind === 'etf') {
    // products spec 3: "ETF price funds give marketPrice, premiumDiscountAmount and premiumDiscountPercent".
    const premium = 0.15 * gauss(randomFor(`premium|${share.cusip}`));
    const marketPrice = nav * (1 + premium / 100);
    fields.marketPrice = fig(marketPrice);
    fields.premiumDiscountAmount = fig(marketPrice - nav);
    fields.premiumDiscountPercent = fig(premium);
  } else {
    fields.popDollar = fig(share.load > 0 ? nav / (1 - share.load / 100) : nav);
    fields.navDollarChange = fig(change);
    fields.navPercentageChange = fig(move);
  }
  return fields;
}

/** A row of the performance list. */
export function performanceRow(series: FundSeries, share: ShareClass, frequency: Frequency): FundRow {
  return {
    ...identityFields(series, share),
    ...performanceFields(series, share, frequency),
    ...benchmarkFields(series, frequency),
    ...categoryAverageFields(series, frequency),
    ...ratingFields(series, share),
  };
}

/** A row of the prices and yields list. */
export function priceRow(series: FundSeries, share: ShareClass): FundRow {
  return {
    ...identityFields(series, share),
    ...priceFields(series, share),
    ...moneyMarketFields(series, share),
    ...ratingFields(series, share),
  };
}

/** A row of the rated-funds list. */
export function ratedRow(series: FundSeries, share: ShareClass): FundRow {
  return { ...identityFields(series, share), ...ratingFields(series, share) };
}

// ---------------------------------------------------------------------------------------------------------------
// Capital gains (products spec 3 "Capital gains row"; amounts with five decimals)

/** The capital-gains tab's row of a class (products spec 3 "Capital gains row"); null when it has none. */
export function capitalGainsRow(series: FundSeries, share: ShareClass): CapitalGainsRow | null {
  if (series.assetClass === 'MM') return null;
  const random = randomFor(`capital-gains|${series.fundName}`);
  const equity = isEquityLike(series.assetClass);
  const nav = series.basePrice * share.priceFactor;
  const classFactor = 1 - share.feeDrag * 0.02;
  const amount = (max: number) => (random.chance(0.25) ? 0 : random.float(0, max, 5) * classFactor);
  const distributions: NonNullable<CapitalGainsRow['distributions']> = [];
  const paid = (recordDate: string, exDate: string) => {
    const short = amount(equity ? 0.6 : 0.08);
    const long = amount(equity ? 3.2 : 0.15);
    const total = short + long;
    if (total === 0) return;
    distributions.push({
      recordDate,
      exDivdndDate: exDate,
      shortTermCapGain: fig(short, 5),
      longTermCapGain: fig(long, 5),
      totalCapGain: fig(total, 5),
      totalCapGainPct: fig((total / nav) * 100),
    });
  };
  if (random.chance(equity ? 0.75 : 0.3)) paid('2025-12-09', '2025-12-10');
  if (random.chance(equity ? 0.2 : 0.1)) paid('2026-06-16', '2026-06-17');
  // Listed out of order on purpose: products spec 2.3 "Distributions are sorted by recordDate" on the client.
  distributions.reverse();

  let estimates: CapitalGainsRow['estimates'] = null;
  if (random.chance(equity ? 0.5 : 0.25)) {
    const shortSt = amount(equity ? 0.4 : 0.05);
    // An estimate always announces some gain: at least a small long-term one.
    const longSt = Math.max(amount(equity ? 2.5 : 0.1), random.float(0.001, 0.05, 5));
    const spread = 1 + random.float(0.1, 0.4);
    const shortEnd = shortSt * spread;
    const longEnd = longSt * spread;
    estimates = {
      recordDate: '2026-12-08',
      exDivdndDate: '2026-12-09',
      shortTermCapGainSt: fig(shortSt, 5),
      shortTermCapGainEnd: fig(shortEnd, 5),
      longTermCapGainSt: fig(longSt, 5),
      longTermCapGainEnd: fig(longEnd, 5),
      totalCapGainSt: fig(shortSt + longSt, 5),
      totalCapGainEnd: fig(shortEnd + longEnd, 5),
      totalCapGainPctSt: fig(((shortSt + longSt) / nav) * 100),
      totalCapGainPctEnd: fig(((shortEnd + longEnd) / nav) * 100),
    };
  }
  if (distributions.length === 0 && !estimates) return null;
  return { fundName: series.fundName, className: share.fundClass, cusip: share.cusip, distributions, estimates };
}

// ---------------------------------------------------------------------------------------------------------------
// Landing summaries (products spec 7: value.mutualFunds, value.etfs, value.intervalFunds)

export type LandingKind = 'mutualFunds' | 'etfs' | 'intervalFunds';

/** "Class Institutional 2", "institutional2" or "Institutional2" → the class as products spec 9 names it. */
export function normaliseClass(className: string | undefined, classes: readonly string[]): string | undefined {
  if (className === undefined) return undefined;
  const bare = className
    .replace(/^class\s*/i, '')
    .replace(/\s+/g, '')
    .toLowerCase();
  return classes.find((c) => c.toLowerCase() === bare) ?? bare;
}

function seriesOf(kind: LandingKind): FundSeries[] {
  const all = productCatalogue();
  return kind === 'mutualFunds' ? all.mutualFunds : kind === 'etfs' ? all.etfs : all.intervalFunds;
}

/** Every (fund, class) pair of a kind, in one class or in all (className undefined), by fund name. */
export function shareClassesOf(kind: LandingKind, className?: string): Array<[FundSeries, ShareClass]> {
  const pairs: Array<[FundSeries, ShareClass]> = [];
  for (const series of seriesOf(kind)) {
    for (const share of series.classes) {
      if (className === undefined || kind === 'etfs' || share.fundClass.toLowerCase() === className.toLowerCase())
        pairs.push([series, share]);
    }
  }
  return pairs;
}

function metaDates(frequency: Frequency) {
  return {
    navAsOfDate: AS_OF[frequency],
    popAsOfDate: AS_OF[frequency],
    expenseAsOfDate: AS_OF.expense,
    ytdAsOfDate: AS_OF[frequency],
    priceAsOfDate: AS_OF.price,
    secYldDate: AS_OF.secYield,
  };
}

const landingMemo = new Map<string, LandingMeta>();

/** Data types the landing summaries answer (products spec 7 "Data type tags"). */
export function landingDataType(dataType: string | undefined): LandingDataType | undefined {
  const tag = (dataType ?? '').replace(/\s+/g, '');
  const lower = tag.toLowerCase();
  if (lower === 'monthly') return 'Monthly';
  if (lower === 'quarterly') return 'Quarterly';
  if (lower === 'pricesandyields') return 'PricesAndYields';
  if (lower === 'capgains') return 'capGains';
  if (lower === 'etf') return 'ETF';
  if (tag === '1,2,3,4,5' || tag === '4,5') return tag;
  return undefined;
}

/**
 * The landing meta of one call: the dates and the one list the data type asks for (performanceFunds for Monthly
 * and Quarterly, priceFunds for PricesAndYields, the rated-funds list for "1,2,3,4,5" / "4,5", capitalGains
 * for capGains; "ETF" answers the ETF line-up with its monthly performance and prices). className undefined
 * means every class.
 */
export function landingSummary(kind: LandingKind, dataType: LandingDataType, className?: string): LandingMeta {
  const key = `${kind}|${dataType}|${className ?? '*'}`;
  const cached = landingMemo.get(key);
  if (cached) return cached;
  const pairs = shareClassesOf(kind, className);
  const frequency: Frequency = dataType === 'Quarterly' ? 'Quarterly' : 'Monthly';
  const meta: LandingMeta = {
    ...metaDates(frequency),
    performanceFunds: null,
    priceFunds: null,
    [RATED_FUNDS_KEY]: null,
    capitalGains: null,
  };
  if (dataType === 'Monthly' || dataType === 'Quarterly' || dataType === 'ETF') {
    meta.performanceFunds = pairs.map(([series, share]) => performanceRow(series, share, frequency));
  }
  if (dataType === 'PricesAndYields' || dataType === 'ETF') {
    meta.priceFunds = pairs.map(([series, share]) => priceRow(series, share));
  }
  if (dataType === '1,2,3,4,5' || dataType === '4,5') {
    const minimum = dataType === '4,5' ? 4 : 1;
    meta[RATED_FUNDS_KEY] = pairs
      .filter(([series, share]) => (classRatings(series, share).overall ?? 0) >= minimum)
      .map(([series, share]) => ratedRow(series, share));
  }
  if (dataType === 'capGains') {
    meta.capitalGains = pairs.flatMap(([series, share]) => capitalGainsRow(series, share) ?? []);
  }
  landingMemo.set(key, meta);
  return meta;
}

// ---------------------------------------------------------------------------------------------------------------
// Class totals (products spec 3 "Class totals")

let classTotalsMemo: ClassTotal[] | undefined;

export function classTotals(): ClassTotal[] {
  if (classTotalsMemo) return classTotalsMemo;
  const goalValues = INVESTOR_GOALS.map(([code, desc]) => ({ code, desc }));
  classTotalsMemo = MUTUAL_FUND_CLASSES.map((fundClass) => {
    const pairs = shareClassesOf('mutualFunds', fundClass);
    const investmentCategories = CATEGORY_ORDER.flatMap((key) => {
      const count = pairs.filter(([series]) => series.assetClass === key).length;
      const asset = ASSET_CLASSES[key];
      // A class without alternatives leaves the category out (products spec 9 inserts it on the client).
      return count === 0 ? [] : [{ categoryName: asset.name, styleId: asset.styleId, count }];
    });
    return {
      className: `Class ${fundClass}`,
      investmentCategories,
      managementStyles: [...new Set(pairs.map(([series]) => series.managementStyle))].sort().map((code) => ({ code })),
      filterInfo: [
        { filterName: 'featureFund', filterValues: [{ code: 'Y', desc: 'Featured Mutual Funds' }] },
        { filterName: 'multiManager', filterValues: [{ code: 'Y', desc: 'Multi-Manager Funds' }] },
        // products spec 3: "filterName investorGoal is excluded" by the client.
        { filterName: 'investorGoal', filterValues: goalValues },
      ],
    };
  });
  return classTotalsMemo;
}

// ---------------------------------------------------------------------------------------------------------------
// Other product tables

/** A generic product's NAV (PUV) returns for a frequency, with a one- and three-month figure. */
function otherReturns(name: string, assetClass: AssetClassKey, frequency: Frequency, feeDrag: number) {
  const random = randomFor(`other|${name}|${frequency}`);
  const market = marketReturns(random, assetClass, frequency);
  const returns = mapReturns(
    market,
    (value, period) => value - feeDrag * (period === 'ytd' ? YTD_SHARE[frequency] : 1),
  );
  const profile = PROFILES[assetClass];
  const oneMonth = clamp(profile.one[0] / 12 + (profile.one[1] / 3.5) * gauss(random), -15, 15);
  const threeMonth = clamp(profile.one[0] / 4 + (profile.one[1] / 2) * gauss(random), -25, 25);
  return { ...returns, oneMonth, threeMonth };
}

const variableMemo = new Map<string, VariableProductRow[]>();

/** value.variableProducts[] (products spec 3 "Variable product row"); an empty class means every class. */
export function variableProducts(frequency: Frequency, className = ''): VariableProductRow[] {
  const key = `${frequency}|${className}`;
  const cached = variableMemo.get(key);
  if (cached) return cached;
  const asOf = AS_OF[frequency];
  const rows: VariableProductRow[] = [];
  for (const product of productCatalogue().variableProducts) {
    for (const share of product.classes) {
      if (className !== '' && share.className !== className) continue;
      const r = otherReturns(product.name, product.assetClass, frequency, share.netExp - product.classes[0]!.netExp);
      const age = yearsBetween(product.inceptionDt, asOf);
      rows.push({
        name: product.name,
        className: share.className,
        cusip: share.cusip,
        puvOneMonth: fig(r.oneMonth),
        puvThreeMonth: fig(r.threeMonth),
        ytd: fig(r.ytd),
        puvOneYear: fig(r.one),
        puvThreeYear: fig(age >= 3 ? r.three : null),
        puvFiveYear: fig(age >= 5 ? r.five : null),
        puvTenYear: fig(age >= 10 ? r.ten : null),
        puvSinceInception: fig(r.since),
        inceptionDt: product.inceptionDt,
        grossExp: fig(share.grossExp),
        netExp: fig(share.netExp),
        expenseRatioWaiverDate: share.waiverDate,
        expenseAsOfDate: AS_OF.expense,
        asOfDate: asOf,
      });
    }
  }
  variableMemo.set(key, rows);
  return rows;
}

const closedEndMemo = new Map<Frequency, ClosedEndFundRow[]>();

/** value.closedEndFunds[] (products spec 3 "Closed-end fund row"): NAV and market figures in pairs. */
export function closedEndFunds(frequency: Frequency): ClosedEndFundRow[] {
  const cached = closedEndMemo.get(frequency);
  if (cached) return cached;
  const asOf = AS_OF[frequency];
  const rows = productCatalogue().closedEndFunds.map((product) => {
    const share = product.classes[0]!;
    const random = randomFor(`closed-end-price|${product.name}`);
    const nav = random.float(8, 24);
    const premium = random.float(-12, 4);
    const r = otherReturns(product.name, product.assetClass, frequency, 0);
    const m = mapReturns(r, (value) => value + 1.2 * gauss(random));
    const age = yearsBetween(product.inceptionDt, asOf);
    const pair = (navValue: number, mktValue: number, years: number) =>
      age >= years ? [fig(navValue), fig(mktValue)] : ['-', '-'];
    const [navOneYear, mktValueOneYear] = pair(r.one, m.one, 1);
    const [navThreeYear, mktValueThreeYear] = pair(r.three, m.three, 3);
    const [navFiveYear, mktValueFiveYear] = pair(r.five, m.five, 5);
    const [navTenYear, mktValueTenYear] = pair(r.ten, m.ten, 10);
    return {
      fundName: product.name,
      cusip: share.cusip,
      symbol: share.symbol,
      annualExpense: fig(share.netExp),
      premiumByDiscount: fig(premium),
      priceAsOfDate: AS_OF.price,
      asOfDate: asOf,
      nav: fig(nav),
      mktValue: fig(nav * (1 + premium / 100)),
      navOneMonth: fig(r.oneMonth),
      mktValueOneMonth: fig(r.oneMonth + 1.5 * gauss(random)),
      navThreeMonth: fig(r.threeMonth),
      mktValueThreeMonth: fig(r.threeMonth + 2 * gauss(random)),
      navOneYear,
      mktValueOneYear,
      navThreeYear,
      mktValueThreeYear,
      navFiveYear,
      mktValueFiveYear,
      navTenYear,
      mktValueTenYear,
      navSinceInception: fig(r.since),
      mktValueSinceInception: fig(m.since),
    };
  });
  closedEndMemo.set(frequency, rows);
  return rows;
}

const plan529Memo = new Map<string, Plan529Product[]>();

/** value.products[] of the 529 plan for one class (products spec 3 "529 product"). */
export function plan529Products(frequency: Frequency, className: string): Plan529Product[] {
  const key = `${frequency}|${className}`;
  const cached = plan529Memo.get(key);
  if (cached) return cached;
  const asOf = AS_OF[frequency];
  const rows: Plan529Product[] = [];
  for (const product of productCatalogue().plan529) {
    const share = product.classes.find((c) => c.className === className);
    if (!share) continue;
    // Age-based tracks grow more conservative with age: the older the group, the lower the returns.
    const track = product.glidePath ? AGE_GROUPS.indexOf(product.ageGroup as (typeof AGE_GROUPS)[number]) : 0;
    const assetClass: AssetClassKey = product.glidePath && track >= 6 ? 'TF' : product.assetClass;
    const r = otherReturns(product.name, assetClass, frequency, share.netExp - product.classes[3]!.netExp);
    const age = yearsBetween(product.inceptionDt, asOf);
    const cdsc = className === 'C';
    const pop = (value: number, years: number) =>
      cdsc ? (years <= 1 ? value - 1 : value) : withLoad(value, years, share.load);
    const pair = (value: number, years: number) => (age >= years ? [fig(value), fig(pop(value, years))] : ['-', '-']);
    const [puvOneYear, popOneYear] = pair(r.one, 1);
    const [puvThreeYear, popThreeYear] = pair(r.three, 3);
    const [puvFiveYear, popFiveYear] = pair(r.five, 5);
    const [puvTenYear, popTenYear] = pair(r.ten, 10);
    const random = randomFor(`529-price|${product.name}|${className}`);
    rows.push({
      name: product.name,
      cusip: share.cusip,
      className,
      asOfDate: asOf,
      expenseAsOfDate: AS_OF.expense,
      puvDate: AS_OF.price,
      puvVal: fig(product.assetClass === 'MM' ? 1 : random.float(10, 42)),
      ytdAsOfDate: asOf,
      ytd: fig(r.ytd),
      puvOneYear,
      popOneYear,
      puvThreeYear,
      popThreeYear,
      puvFiveYear,
      popFiveYear,
      puvTenYear,
      popTenYear,
      puvSinceInception: fig(r.since),
      popSinceInception: fig(pop(r.since, age)),
      inceptionDt: product.inceptionDt,
      grossExp: fig(share.grossExp),
      netExp: fig(share.netExp),
      filters: product.glidePath
        ? [{ filter: 'glidePath', filterValue: [{ code: product.glidePath, desc: product.ageGroup ?? '' }] }]
        : [],
    });
  }
  plan529Memo.set(key, rows);
  return rows;
}

let modelMemo: ModelPortfolios | undefined;

/** value.modelPortfolios (products spec 3 "Model portfolio row"): a PURE_GROSS and a NET row per portfolio. */
export function modelPortfolios(): ModelPortfolios {
  if (modelMemo) return modelMemo;
  const asOf = AS_OF.Quarterly;
  const portfolioReturns: ModelPortfolioReturn[] = [];
  for (const model of productCatalogue().modelPortfolios) {
    const equity = Number(model.riskTolerance.slice(2)) / 5;
    const random = randomFor(`model-returns|${model.fundName}`);
    const mix = (e: number, b: number) => e * equity + b * (1 - equity);
    const gross = {
      ytd: mix(12, 4.5) + 1.5 * gauss(random),
      oneYear: mix(15, 5.5) + 2 * gauss(random),
      threeYear: mix(11, 2.2) + gauss(random),
      fiveYear: mix(10, 2.0) + gauss(random),
      tenYear: mix(9.5, 2.4) + 0.8 * gauss(random),
      sinceIncep: mix(9, 2.6) + gauss(random),
    };
    const age = yearsBetween(model.inceptionDt, asOf);
    const filters = [
      { filter: 'Risk Tolerance', filterValue: [{ code: model.riskTolerance }] },
      { filter: 'Investment Recommendation', filterValue: [{ code: model.implementation }] },
      { filter: 'investorGoal', filterValue: [{ code: model.goal }] },
    ];
    // The net rows take off a 3 % a year model wrap fee.
    for (const [type, fee] of [
      ['PURE_GROSS', 0],
      ['NET', 3],
    ] as const) {
      const value = (v: number, years: number) => (age >= years ? fig(v - fee) : null);
      portfolioReturns.push({
        fundName: model.fundName,
        portfolioName: model.fundName,
        accountID: model.accountID,
        inceptionDt: model.inceptionDt,
        asOfDate: asOf,
        type,
        ytd: fig(gross.ytd - fee * YTD_SHARE.Quarterly),
        oneYear: value(gross.oneYear, 1),
        threeYear: value(gross.threeYear, 3),
        fiveYear: value(gross.fiveYear, 5),
        tenYear: value(gross.tenYear, 10),
        sinceIncep: fig(gross.sinceIncep - fee),
        filters,
      });
    }
  }
  modelMemo = {
    portfolioReturns,
    filterInfo: [
      { filterName: 'Risk Tolerance', filterValues: RISK_TOLERANCES.map(([code, desc]) => ({ code, desc })) },
      {
        filterName: 'Investment Recommendation',
        filterValues: IMPLEMENTATION_STYLES.map(([code, desc]) => ({ code, desc })),
      },
      { filterName: 'investorGoal', filterValues: INVESTOR_GOALS.map(([code, desc]) => ({ code, desc })) },
    ],
  };
  return modelMemo;
}

// ---------------------------------------------------------------------------------------------------------------
// Product lists (products spec 3 "Finder list", 7 productList)

const productListMemo = new Map<string, ProductListFund[]>();

function seriesListFund(series: FundSeries): ProductListFund {
  const asset = ASSET_CLASSES[series.assetClass];
  return {
    fundName: series.fundName,
    subCtgValue: series.category.name,
    ctgName: series.kind === 'etf' ? asset.etfName : asset.name,
    fundGroup: series.fundGroup,
    classes: series.classes.map((share) => ({
      fundClass: series.kind === 'etf' ? 'ETF' : `Class ${share.fundClass}`,
      cusip: share.cusip,
      symbol: share.symbol,
    })),
  };
}

function otherListFund(
  product: OtherProduct,
  fundGroup: string,
  classLabel: (className: string) => string,
): ProductListFund {
  return {
    fundName: product.name,
    subCtgValue: null,
    ctgName: ASSET_CLASSES[product.assetClass].name,
    fundGroup,
    classes: product.classes.map((share) => ({
      fundClass: classLabel(share.className),
      cusip: share.cusip,
      symbol: share.symbol,
    })),
  };
}

/** The funds of a productList group, sorted by name. */
export function productListFunds(group: ProductGroupCode): ProductListFund[] {
  const cached = productListMemo.get(group);
  if (cached) return cached;
  const all = productCatalogue();
  const classLabel = (className: string) => (className === '' ? '' : `Class ${className}`);
  let funds: ProductListFund[];
  switch (group) {
    case 'Retail':
      funds = all.mutualFunds.map(seriesListFund);
      break;
    case 'RetailETF':
      funds = all.etfs.map(seriesListFund);
      break;
    case 'IntervalFund':
      funds = all.intervalFunds.map(seriesListFund);
      break;
    case 'VariableProducts':
      funds = all.variableProducts.map((p) => otherListFund(p, 'Variable Products', classLabel));
      break;
    case 'ClosedEnd':
      funds = all.closedEndFunds.map((p) => otherListFund(p, 'Closed End', () => ''));
      break;
    case 'FutureScholar529':
      funds = all.plan529.map((p) => otherListFund(p, 'Future Scholar 529', classLabel));
      break;
    case 'ModelPortfolios':
      funds = all.modelPortfolios.map((model) => ({
        fundName: model.fundName,
        subCtgValue: null,
        ctgName: null,
        fundGroup: 'Model Portfolios',
        classes: [{ fundClass: '', cusip: model.accountID, symbol: '' }],
      }));
      break;
  }
  funds.sort((a, b) => a.fundName.localeCompare(b.fundName, 'en'));
  productListMemo.set(group, funds);
  return funds;
}

const CATEGORY_NAMES_IN_ORDER: readonly string[] = CATEGORY_ORDER.flatMap((key) => {
  const asset = ASSET_CLASSES[key];
  return asset.etfName === asset.name ? [asset.name] : [asset.name, asset.etfName];
});

/** value.products[]: one entry per category with groupbycategory, else one entry holding every fund. */
export function productList(group: ProductGroupCode, groupByCategory: boolean): ProductListEntry[] {
  const funds = productListFunds(group);
  if (!groupByCategory) return [{ categoryName: null, styleId: null, count: funds.length, funds }];
  const byCategory = new Map<string, ProductListFund[]>();
  for (const fund of funds) {
    const name = fund.ctgName ?? '';
    byCategory.set(name, [...(byCategory.get(name) ?? []), fund]);
  }
  const rank = (name: string) => {
    const index = CATEGORY_NAMES_IN_ORDER.indexOf(name);
    return index === -1 ? CATEGORY_NAMES_IN_ORDER.length : index;
  };
  return [...byCategory.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([name, categoryFunds]) => {
      const asset = Object.values(ASSET_CLASSES).find((a) => a.name === name || a.etfName === name);
      return {
        categoryName: name === '' ? null : name,
        styleId: asset?.styleId ?? null,
        count: categoryFunds.length,
        funds: categoryFunds,
      };
    });
}

/** The category entry of one fund's class cusip, holding only that fund (productList?cusip=...). */
export function productListByCusip(cusip: string): ProductListEntry[] {
  for (const group of PRODUCT_GROUP_CODES) {
    const fund = productListFunds(group).find((f) => f.classes.some((c) => c.cusip === cusip));
    if (fund) {
      const asset = Object.values(ASSET_CLASSES).find((a) => a.name === fund.ctgName || a.etfName === fund.ctgName);
      return [{ categoryName: fund.ctgName ?? null, styleId: asset?.styleId ?? null, count: 1, funds: [fund] }];
    }
  }
  return [];
}

// ---------------------------------------------------------------------------------------------------------------
// Downloads (products spec 7 /cmg.svc/...)

/** The variable products summary (exportsummary?fundGroupName=VariableProducts&className=&fileType=csv|tsv). */
export function variableProductsExport(fileType: 'csv' | 'tsv', className = ''): string {
  const header = [
    'Fund Name',
    'Class',
    'CUSIP',
    '1 Mo',
    '3 Mo',
    'YTD',
    '1 Yr',
    '3 Yr',
    '5 Yr',
    '10 Yr',
    'Since Fund Incept.',
    'Fund Incept. Date',
    'Gross Expense Ratio',
    'Net Expense Ratio',
    'Waiver Expiration Date',
    'As Of Date',
  ];
  const rows = variableProducts('Monthly', className).map((row) => [
    row.name,
    row.className === '' ? 'Shares' : `Class ${row.className}`,
    row.cusip,
    row.puvOneMonth,
    row.puvThreeMonth,
    row.ytd,
    row.puvOneYear,
    row.puvThreeYear,
    row.puvFiveYear,
    row.puvTenYear,
    row.puvSinceInception,
    row.inceptionDt,
    row.grossExp,
    row.netExp,
    row.expenseRatioWaiverDate ?? '-',
    row.asOfDate,
  ]);
  return delimitedText([header, ...rows], fileType === 'csv' ? ',' : '\t');
}

export type CapitalGainsExportType = 'productSummary' | 'estimates' | 'intervalProductSummary' | 'intervalEstimates';

/** Capital-gains CSV (exportCapGains?dataType=...&period=&cusip=): every class of every fund, or one cusip. */
export function capitalGainsExport(dataType: CapitalGainsExportType, cusip = ''): string {
  const kind: LandingKind = dataType.startsWith('interval') ? 'intervalFunds' : 'mutualFunds';
  const rows = shareClassesOf(kind)
    .filter(([, share]) => cusip === '' || share.cusip === cusip)
    .flatMap(([series, share]) => capitalGainsRow(series, share) ?? []);
  return capitalGainsCsv(dataType, rows);
}

/**
 * Capital-gains rows as the export's CSV: one line per distribution (productSummary, intervalProductSummary) or per
 * estimate (estimates, intervalEstimates). The fund page's download of one fund and year uses it too.
 */
export function capitalGainsCsv(dataType: CapitalGainsExportType, rows: readonly CapitalGainsRow[]): string {
  if (dataType === 'productSummary' || dataType === 'intervalProductSummary') {
    const header = [
      'Fund Name',
      'Class',
      'CUSIP',
      'Record Date',
      'Ex-Dividend Date',
      'Short-Term Capital Gain',
      'Long-Term Capital Gain',
      'Total Capital Gain',
      'Total Capital Gain (%)',
    ];
    const lines = rows.flatMap((row) =>
      [...(row.distributions ?? [])]
        .sort((a, b) => String(a.recordDate).localeCompare(String(b.recordDate)))
        .map((d) => [
          row.fundName,
          row.className,
          row.cusip,
          d.recordDate,
          d.exDivdndDate,
          d.shortTermCapGain,
          d.longTermCapGain,
          d.totalCapGain,
          d.totalCapGainPct,
        ]),
    );
    return delimitedText([header, ...(lines as string[][])], ',');
  }
  const header = [
    'Fund Name',
    'Class',
    'CUSIP',
    'Record Date',
    'Ex-Dividend Date',
    'Short-Term Capital Gain',
    'Long-Term Capital Gain',
    'Total Capital Gain',
    'Total Capital Gain (%)',
  ];
  const lines = rows.flatMap((row) => {
    const e = row.estimates;
    if (!e) return [];
    const range = (start: unknown, end: unknown) => `${String(start)} - ${String(end)}`;
    return [
      [
        row.fundName,
        row.className,
        row.cusip,
        e.recordDate,
        e.exDivdndDate,
        range(e.shortTermCapGainSt, e.shortTermCapGainEnd),
        range(e.longTermCapGainSt, e.longTermCapGainEnd),
        range(e.totalCapGainSt, e.totalCapGainEnd),
        range(e.totalCapGainPctSt, e.totalCapGainPctEnd),
      ],
    ];
  });
  return delimitedText([header, ...(lines as string[][])], ',');
}
