/**
 * The product service's answers (products spec 3, 7): zod/mini schemas of the fields the product tables read, other
 * fields let through. Figures arrive as strings ("12.34", "-") or numbers: the tables format and sort them (products
 * spec 5), so the schemas keep them as sent. Calls and download addresses are in products.ts.
 *
 * Nothing is built when the module is evaluated: each schema is built on the first call that reads its answer, once
 * (`once`), so a page's start-up does not pay for the schemas of answers it never asks for.
 */
import { z } from '../runtime/zod';

/**
 * products spec 3 "Landing meta": the rated-funds list is "a key named after the rating provider". The demo
 * provider is Starling, so the key is `starlingFunds`.
 */
export const RATED_FUNDS_KEY = 'starlingFunds';

/** Builds a value on its first use and returns the same one after. */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

const text = once(() => z.optional(z.nullable(z.string())));
/** A figure as sent: "12.34", "-", "" or a number. */
const figure = once(() => z.optional(z.nullable(z.union([z.string(), z.number()]))));

const filterValueSchema = once(() => z.looseObject({ code: text(), desc: text() }));

/** filters[] {filter (featureFund | multiManager | InvestmentCategory | glidePath ...), filterValue[]}. */
const rowFilterSchema = once(() =>
  z.looseObject({
    filter: text(),
    filterValue: z.optional(z.nullable(z.array(filterValueSchema()))),
  }),
);

/** products spec 3 "Landing meta and fund row" (mutual funds, ETFs, interval funds): one row of any tab. */
const fundRowSchema = once(() =>
  z.looseObject({
    // Identity and filters
    fundName: z.string(),
    symbol: text(),
    cusip: z.string(),
    fundClass: text(),
    categoryName: text(),
    styleId: figure(),
    managementStyle: text(),
    filters: z.optional(z.nullable(z.array(rowFilterSchema()))),
    // Performance
    ytdPercent: figure(),
    ytdPercentPOP: figure(),
    navOneYear: figure(),
    navThreeYear: figure(),
    navFiveYear: figure(),
    navTenYear: figure(),
    navSinceInception: figure(),
    popOneYear: figure(),
    popThreeYear: figure(),
    popFiveYear: figure(),
    popTenYear: figure(),
    popSinceInception: figure(),
    inceptionDt: text(),
    grossExp: figure(),
    netExp: figure(),
    expenseRatioWaiverDate: text(),
    // Money market
    sevenDayYldCurrent: figure(),
    sevenDayYldDate: text(),
    sevenDayYldUnsub: figure(),
    sevenDayYldUnsubDate: text(),
    sevenDayYldEff: figure(),
    sevenDayYldEffDate: text(),
    // Prices (ETF price funds give marketPrice and premiumDiscount*, copied by the client)
    navDollar: figure(),
    popDollar: figure(),
    navDollarChange: figure(),
    navPercentageChange: figure(),
    secYield: figure(),
    secYldUnsubsidized: figure(),
    marketPrice: figure(),
    premiumDiscountAmount: figure(),
    premiumDiscountPercent: figure(),
    // Benchmark (on the ETF page: the tracked index)
    benchmarkName: text(),
    benchmarkYTD: figure(),
    benchmarkOneYear: figure(),
    benchmarkThreeYear: figure(),
    benchmarkFiveYear: figure(),
    benchmarkTenYear: figure(),
    benchmarkSinceInception: figure(),
    // Category average
    msCategoryYTD: figure(),
    msCategoryOneYear: figure(),
    msCategoryThreeYear: figure(),
    msCategoryFiveYear: figure(),
    msCategoryTenYear: figure(),
    msCategoryInception: figure(),
    // Ratings
    msOverallRating: figure(),
    overallFunds: figure(),
    threeYearRating: figure(),
    threeYearFunds: figure(),
    fiveYearRating: figure(),
    fiveYearFunds: figure(),
    tenYearRating: figure(),
    tenYearFunds: figure(),
    /** products spec 3: "msCategoryName (may be a list)". */
    msCategoryName: z.optional(z.nullable(z.union([z.string(), z.array(z.string())]))),
    msCategory: text(),
    asOfDate: text(),
  }),
);

/**
 * products spec 3 "Rated fund row": the rating fields plus symbol, fundName, cusip and fundClass; fundType and
 * productType are added by the client. The service sends the same row shape as the landing rows.
 */
const ratedFundRowSchema = fundRowSchema;

const capitalGainsDistributionSchema = once(() =>
  z.looseObject({
    recordDate: text(),
    exDivdndDate: text(),
    shortTermCapGain: figure(),
    longTermCapGain: figure(),
    totalCapGain: figure(),
    totalCapGainPct: figure(),
  }),
);

const capitalGainsEstimateSchema = once(() =>
  z.looseObject({
    recordDate: text(),
    exDivdndDate: text(),
    shortTermCapGainSt: figure(),
    shortTermCapGainEnd: figure(),
    longTermCapGainSt: figure(),
    longTermCapGainEnd: figure(),
    totalCapGainSt: figure(),
    totalCapGainEnd: figure(),
    totalCapGainPctSt: figure(),
    totalCapGainPctEnd: figure(),
  }),
);

/** products spec 3 "Capital gains row". */
export const capitalGainsRowSchema = once(() =>
  z.looseObject({
    fundName: z.string(),
    className: text(),
    cusip: z.string(),
    distributions: z.optional(z.nullable(z.array(capitalGainsDistributionSchema()))),
    estimates: z.optional(z.nullable(capitalGainsEstimateSchema())),
  }),
);

const fundList = <T extends z.ZodMiniType>(row: T) => z.optional(z.nullable(z.array(row)));

/** products spec 3 "Landing meta": the dates and the fund lists of value.mutualFunds, value.etfs or value.intervalFunds. */
const landingMetaSchema = once(() =>
  z.looseObject({
    navAsOfDate: text(),
    popAsOfDate: text(),
    expenseAsOfDate: text(),
    ytdAsOfDate: text(),
    priceAsOfDate: text(),
    secYldDate: text(),
    performanceFunds: fundList(fundRowSchema()),
    priceFunds: fundList(fundRowSchema()),
    [RATED_FUNDS_KEY]: fundList(ratedFundRowSchema()),
    capitalGains: fundList(capitalGainsRowSchema()),
  }),
);

/** products spec 3 "Class totals": one record of value.classTotals[]. */
const classTotalSchema = once(() =>
  z.looseObject({
    className: z.string(),
    investmentCategories: z.optional(
      z.nullable(z.array(z.looseObject({ categoryName: z.string(), styleId: figure(), count: figure() }))),
    ),
    managementStyles: z.optional(z.nullable(z.array(z.looseObject({ code: z.string() })))),
    filterInfo: z.optional(
      z.nullable(
        z.array(
          z.looseObject({ filterName: z.string(), filterValues: z.optional(z.nullable(z.array(filterValueSchema()))) }),
        ),
      ),
    ),
  }),
);

/** products spec 3 "Variable product row". */
const variableProductRowSchema = once(() =>
  z.looseObject({
    name: z.string(),
    className: text(),
    cusip: z.string(),
    puvOneMonth: figure(),
    puvThreeMonth: figure(),
    ytd: figure(),
    puvOneYear: figure(),
    puvThreeYear: figure(),
    puvFiveYear: figure(),
    puvTenYear: figure(),
    puvSinceInception: figure(),
    inceptionDt: text(),
    grossExp: figure(),
    netExp: figure(),
    expenseRatioWaiverDate: text(),
    expenseAsOfDate: text(),
    asOfDate: text(),
  }),
);

/** products spec 3 "Closed-end fund row" (value.closedEndFunds[]). */
const closedEndFundRowSchema = once(() =>
  z.looseObject({
    fundName: z.string(),
    cusip: z.string(),
    symbol: text(),
    annualExpense: figure(),
    premiumByDiscount: figure(),
    priceAsOfDate: text(),
    asOfDate: text(),
    nav: figure(),
    mktValue: figure(),
    navOneMonth: figure(),
    mktValueOneMonth: figure(),
    navThreeMonth: figure(),
    mktValueThreeMonth: figure(),
    navOneYear: figure(),
    mktValueOneYear: figure(),
    navThreeYear: figure(),
    mktValueThreeYear: figure(),
    navFiveYear: figure(),
    mktValueFiveYear: figure(),
    navTenYear: figure(),
    mktValueTenYear: figure(),
    navSinceInception: figure(),
    mktValueSinceInception: figure(),
  }),
);

/** products spec 3 "529 product" (value.products[]); glidePath and ageGroup are derived by the client. */
const plan529ProductSchema = once(() =>
  z.looseObject({
    name: z.string(),
    cusip: z.string(),
    className: text(),
    asOfDate: text(),
    expenseAsOfDate: text(),
    puvDate: text(),
    puvVal: figure(),
    ytdAsOfDate: text(),
    ytd: figure(),
    puvOneYear: figure(),
    popOneYear: figure(),
    puvThreeYear: figure(),
    popThreeYear: figure(),
    puvFiveYear: figure(),
    popFiveYear: figure(),
    puvTenYear: figure(),
    popTenYear: figure(),
    puvSinceInception: figure(),
    popSinceInception: figure(),
    inceptionDt: text(),
    grossExp: figure(),
    netExp: figure(),
    filters: z.optional(z.nullable(z.array(rowFilterSchema()))),
  }),
);

/** products spec 3 "Model portfolio row" (value.modelPortfolios.portfolioReturns[]): one row per type. */
const modelPortfolioReturnSchema = once(() =>
  z.looseObject({
    fundName: text(),
    portfolioName: text(),
    accountID: z.string(),
    inceptionDt: text(),
    asOfDate: text(),
    /** PURE_GROSS or NET. */
    type: z.string(),
    ytd: figure(),
    oneYear: figure(),
    threeYear: figure(),
    fiveYear: figure(),
    tenYear: figure(),
    sinceIncep: figure(),
    filters: z.optional(z.nullable(z.array(rowFilterSchema()))),
  }),
);

const modelPortfoliosSchema = once(() =>
  z.looseObject({
    portfolioReturns: z.array(modelPortfolioReturnSchema()),
    filterInfo: z.optional(
      z.nullable(
        z.array(
          z.looseObject({ filterName: z.string(), filterValues: z.optional(z.nullable(z.array(filterValueSchema()))) }),
        ),
      ),
    ),
  }),
);

/** products spec 3 "Finder list": classes[] {fundClass, cusip, symbol} of a fund in value.products[].funds[]. */
const productListClassSchema = once(() => z.looseObject({ fundClass: text(), cusip: z.string(), symbol: text() }));

const productListFundSchema = once(() =>
  z.looseObject({
    fundName: z.string(),
    subCtgValue: text(),
    ctgName: text(),
    /** The fund group (Retail, Retail ETF, Closed End ...: products spec 3 "Product type catalogue"). */
    fundGroup: text(),
    classes: z.array(productListClassSchema()),
  }),
);

/** One entry of value.products[]: with groupbycategory=true, one per category. */
const productListEntrySchema = once(() =>
  z.looseObject({
    categoryName: text(),
    styleId: figure(),
    count: figure(),
    funds: z.array(productListFundSchema()),
  }),
);

// Response envelopes: products spec 7 "responses are wrapped in value". Each is a lazy schema: zod calls its getter
// on the first parse and keeps what it returns, so the envelope and the row schemas under it are built then.
const wrapped = <T extends z.ZodMiniType>(value: () => T) => z.lazy(() => z.looseObject({ value: value() }));

export const mutualFundSummaryResponseSchema = wrapped(() => z.looseObject({ mutualFunds: landingMetaSchema() }));
export const etfSummaryResponseSchema = wrapped(() => z.looseObject({ etfs: landingMetaSchema() }));
export const intervalSummaryResponseSchema = wrapped(() => z.looseObject({ intervalFunds: landingMetaSchema() }));
export const variableProductsResponseSchema = wrapped(() =>
  z.looseObject({ variableProducts: z.array(variableProductRowSchema()) }),
);
export const closedEndFundsResponseSchema = wrapped(() =>
  z.looseObject({ closedEndFunds: z.array(closedEndFundRowSchema()) }),
);
export const plan529ResponseSchema = wrapped(() => z.looseObject({ products: z.array(plan529ProductSchema()) }));
export const modelPortfoliosResponseSchema = wrapped(() => z.looseObject({ modelPortfolios: modelPortfoliosSchema() }));
export const productTotalsResponseSchema = wrapped(() => z.looseObject({ classTotals: z.array(classTotalSchema()) }));
export const productListResponseSchema = wrapped(() => z.looseObject({ products: z.array(productListEntrySchema()) }));

// The answers' types, read from the schemas' builders.
type Built<B extends () => z.ZodMiniType> = z.infer<ReturnType<B>>;
export type Figure = Built<typeof figure>;
export type FilterValue = Built<typeof filterValueSchema>;
export type RowFilter = Built<typeof rowFilterSchema>;
export type FundRow = Built<typeof fundRowSchema>;
export type RatedFundRow = FundRow;
export type CapitalGainsDistribution = Built<typeof capitalGainsDistributionSchema>;
export type CapitalGainsEstimate = Built<typeof capitalGainsEstimateSchema>;
export type CapitalGainsRow = Built<typeof capitalGainsRowSchema>;
export type LandingMeta = Built<typeof landingMetaSchema>;
export type ClassTotal = Built<typeof classTotalSchema>;
export type VariableProductRow = Built<typeof variableProductRowSchema>;
export type ClosedEndFundRow = Built<typeof closedEndFundRowSchema>;
export type Plan529Product = Built<typeof plan529ProductSchema>;
export type ModelPortfolioReturn = Built<typeof modelPortfolioReturnSchema>;
export type ModelPortfolios = Built<typeof modelPortfoliosSchema>;
export type ProductListClass = Built<typeof productListClassSchema>;
export type ProductListFund = Built<typeof productListFundSchema>;
export type ProductListEntry = Built<typeof productListEntrySchema>;
