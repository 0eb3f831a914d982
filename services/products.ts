/**
 * The product data service (products spec 7 "Product data"): GET /pnp.svc/... calls whose responses are wrapped
 * in `value`, and the /cmg.svc/... download addresses. Each call validates the fields the product tables read
 * (products spec 3) and lets other fields through. Figures arrive as strings ("12.34", "-") or numbers: the
 * tables format and sort them (products spec 5), so the schemas keep them as sent.
 */
import type { z } from '../runtime/zod';
import { requestJson, type CallContext } from '../runtime/http';
import type { PageConfig } from '../runtime/config';
import {
  RATED_FUNDS_KEY,
  closedEndFundsResponseSchema,
  etfSummaryResponseSchema,
  intervalSummaryResponseSchema,
  modelPortfoliosResponseSchema,
  mutualFundSummaryResponseSchema,
  plan529ResponseSchema,
  productListResponseSchema,
  productTotalsResponseSchema,
  variableProductsResponseSchema,
  type ClassTotal,
  type ClosedEndFundRow,
  type LandingMeta,
  type ModelPortfolios,
  type Plan529Product,
  type ProductListEntry,
  type RatedFundRow,
  type VariableProductRow,
} from './product-schemas';
import type { Frequency, Plan529Class, ProductGroupCode } from './product-vocabulary';

/** The call's context: the element's configuration (its products base) and its abort signal. */
export type ProductCallOptions = CallContext;

// The answers' schemas and types, for the views and tests that import them from here.
export * from './product-schemas';

/** products spec 7 "Data type tags" of the landing summaries. */
export type LandingDataType = Frequency | 'PricesAndYields' | 'capGains' | '1,2,3,4,5' | '4,5' | 'ETF';

// ---------------------------------------------------------------------------------------------------------------
// Calls (products spec 7)

type Query = Record<string, string | undefined>;

/** Query values keep the commas of "dataType=1,2,3,4,5" readable, as the spec writes them. */
function queryString(query: Query): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    parts.push(`${key}=${encodeURIComponent(value).replace(/%2C/gi, ',')}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

function base(context: { config: Pick<PageConfig, 'api'> }): string {
  return context.config.api.products;
}

function call<T>(path: string, query: Query, schema: z.ZodMiniType<T>, context: ProductCallOptions): Promise<T> {
  return requestJson(`${base(context)}/pnp.svc/${path}${queryString(query)}`, schema, {
    signal: context.signal,
    timeoutMs: context.config.timeoutMs,
  });
}

/** "Class Institutional" (a class total) or "Institutional": the class the summary calls send. */
const bareClass = (className: string) => className.replace(/^Class\s+/i, '');

/**
 * Mutual funds landing: GET /pnp.svc/productSummary?group=retail&dataType={type}&className={class}
 * → value.mutualFunds (products spec 7). dataType Monthly / Quarterly (performance), PricesAndYields,
 * "1,2,3,4,5" (ratings tab) or capGains.
 */
export async function getMutualFundSummary(
  dataType: LandingDataType,
  className: string,
  options: ProductCallOptions,
): Promise<LandingMeta> {
  const query = { group: 'retail', dataType, className: bareClass(className) };
  return (await call('productSummary', query, mutualFundSummaryResponseSchema, options)).value.mutualFunds;
}

/**
 * ETF landing: GET /pnp.svc/productSummary?group=etf&dataType={type} → value.etfs (products spec 7; with
 * PricesAndYields it reads value.etfs.priceFunds).
 */
export async function getEtfSummary(dataType: LandingDataType, options: ProductCallOptions): Promise<LandingMeta> {
  return (await call('productSummary', { group: 'etf', dataType }, etfSummaryResponseSchema, options)).value.etfs;
}

/**
 * Interval Funds table: GET /pnp.svc/productSummary?group=interval&dataType={type}[&className={class}]
 * → value.intervalFunds (products spec 7).
 */
export async function getIntervalFundSummary(
  dataType: LandingDataType,
  options: ProductCallOptions & { className?: string },
): Promise<LandingMeta> {
  const query = {
    group: 'interval',
    dataType,
    className: options.className === undefined ? undefined : bareClass(options.className),
  };
  return (await call('productSummary', query, intervalSummaryResponseSchema, options)).value.intervalFunds;
}

/**
 * Rated funds: GET /pnp.svc/productSummary?group={retail|etf}&dataType=4,5[&className={class}] → the rated-funds
 * list of value.mutualFunds or value.etfs (products spec 7). The Rated Funds table sends one request per
 * selected class (products spec 4); the landing ratings tab asks for "1,2,3,4,5".
 */
export async function getRatedFunds(
  group: 'retail' | 'etf',
  options: ProductCallOptions & { className?: string; dataType?: '4,5' | '1,2,3,4,5' },
): Promise<{ asOfDate?: string | null | undefined; funds: RatedFundRow[] }> {
  const dataType = options.dataType ?? '4,5';
  if (group === 'etf') {
    const meta = (await call('productSummary', { group, dataType }, etfSummaryResponseSchema, options)).value.etfs;
    return ratedList(meta);
  }
  const query = {
    group,
    dataType,
    className: options.className === undefined ? undefined : bareClass(options.className),
  };
  const meta = (await call('productSummary', query, mutualFundSummaryResponseSchema, options)).value.mutualFunds;
  return ratedList(meta);
}

function ratedList(meta: LandingMeta): { asOfDate?: string | null | undefined; funds: RatedFundRow[] } {
  const funds = meta[RATED_FUNDS_KEY] ?? [];
  return { asOfDate: funds.find((fund) => fund.asOfDate)?.asOfDate, funds };
}

/**
 * Variable products table: GET /pnp.svc/productSummary?group=VariableProducts&dataType={type}&className={class}
 * → value.variableProducts[] (products spec 7). An empty class asks for every class.
 */
export async function getVariableProducts(
  dataType: Frequency,
  className: string,
  options: ProductCallOptions,
): Promise<VariableProductRow[]> {
  const query = { group: 'VariableProducts', dataType, className };
  return (await call('productSummary', query, variableProductsResponseSchema, options)).value.variableProducts;
}

/** Closed-end funds table: GET /pnp.svc/productSummary?group=ClosedEnd&dataType={Monthly|Quarterly} → value.closedEndFunds[]. */
export async function getClosedEndFunds(dataType: Frequency, options: ProductCallOptions): Promise<ClosedEndFundRow[]> {
  return (await call('productSummary', { group: 'ClosedEnd', dataType }, closedEndFundsResponseSchema, options)).value
    .closedEndFunds;
}

/**
 * 529 Plan table: GET /pnp.svc/productSummary?group=FutureScholar529&dataType={Monthly|Quarterly}&className={A|C|E|I}
 * → value.products[] (products spec 7).
 */
export async function getPlan529Products(
  dataType: Frequency,
  className: Plan529Class,
  options: ProductCallOptions,
): Promise<Plan529Product[]> {
  const query = { group: 'FutureScholar529', dataType, className };
  return (await call('productSummary', query, plan529ResponseSchema, options)).value.products;
}

/** Model portfolios list: GET /pnp.svc/productSummary?group=ModelPortfolios → value.modelPortfolios {portfolioReturns, filterInfo}. */
export async function getModelPortfolios(options: ProductCallOptions): Promise<ModelPortfolios> {
  return (await call('productSummary', { group: 'ModelPortfolios' }, modelPortfoliosResponseSchema, options)).value
    .modelPortfolios;
}

/** Mutual funds landing classes and filters: GET /pnp.svc/productTotals?group=Retail → value.classTotals[] (products spec 7). */
export async function getProductTotals(options: ProductCallOptions): Promise<ClassTotal[]> {
  return (await call('productTotals', { group: 'Retail' }, productTotalsResponseSchema, options)).value.classTotals;
}

/**
 * Find a Product, Product List and the product finder: GET /pnp.svc/productList?group={group}[&groupbycategory=true]
 * → value.products[].funds[].classes[] (products spec 7). Find a Product loads Retail first, then the other
 * groups in parallel.
 */
export async function getProductList(
  group: ProductGroupCode,
  options: ProductCallOptions & { groupByCategory?: boolean },
): Promise<ProductListEntry[]> {
  const query = { group, groupbycategory: options.groupByCategory ? 'true' : undefined };
  return (await call('productList', query, productListResponseSchema, options)).value.products;
}

/** The product list of one fund: GET /pnp.svc/productList?cusip={cusip}&groupbycategory=true (products spec 7). */
export async function getProductListByCusip(cusip: string, options: ProductCallOptions): Promise<ProductListEntry[]> {
  return (await call('productList', { cusip, groupbycategory: 'true' }, productListResponseSchema, options)).value
    .products;
}

// ---------------------------------------------------------------------------------------------------------------
// Downloads: navigations, not fetches (products spec 7 "Downloads")

/** GET /cmg.svc/exportsummary?fundGroupName=VariableProducts&className=&fileType={csv|tsv}. */
export function exportSummaryUrl(fileType: 'csv' | 'tsv', options: { config: Pick<PageConfig, 'api'> }): string {
  return `${base(options)}/cmg.svc/exportsummary?fundGroupName=VariableProducts&className=&fileType=${fileType}`;
}

/** GET /cmg.svc/exportCapGains?dataType={type}&period={period}&cusip={cusip}. */
export function exportCapGainsUrl(
  dataType: string,
  period: string | null,
  cusip: string | null,
  options: { config: Pick<PageConfig, 'api'> },
): string {
  return `${base(options)}/cmg.svc/exportCapGains${queryString({ dataType, period: period ?? '', cusip: cusip ?? '' })}`;
}

/**
 * The landing pages' capital-gains CSVs (products spec 7): {type: productSummary|estimates, period: null,
 * className: null}, interval funds intervalProductSummary|intervalEstimates. The path is not shown in the spec;
 * the export call of the same service is used, with the empty period and cusip meaning "every fund".
 */
export function capitalGainsCsvUrl(
  kind: 'distributions' | 'estimates',
  interval = false,
  options: { config: Pick<PageConfig, 'api'> },
): string {
  const type = kind === 'distributions' ? 'productSummary' : 'estimates';
  const dataType = interval ? `interval${type[0]!.toUpperCase()}${type.slice(1)}` : type;
  return exportCapGainsUrl(dataType, null, null, options);
}

/** GET /cmg.svc/exportFullHoldings?cusip={cusip}&period={period}. */
export function exportFullHoldingsUrl(
  cusip: string,
  period: string,
  options: { config: Pick<PageConfig, 'api'> },
): string {
  return `${base(options)}/cmg.svc/exportFullHoldings${queryString({ cusip, period })}`;
}
