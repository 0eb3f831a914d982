/**
 * The fund page's calls (products spec 2.14, 3 "Fund detail" and "Product detail", 7): the fund details of the
 * content service, the product detail, historical data, performance growth and capital gains of the product
 * service, and the two downloads. Each answer is validated for the fields the fund page reads; other fields pass.
 * Figures arrive as strings ("12.34", "-") or numbers and are kept as sent: the page formats them as the product
 * tables do (widgets/fund-table/format.ts's rules, through services/product-format.ts).
 *
 * Where the spec names a call and not its answer (historical data, performance growth), the shape chosen here is
 * written down at its schema, and the fixture backend (demo-pages/api/fund-detail.ts) answers with it.
 */
import { z } from '../runtime/zod';
import { requestJson, type CallContext } from '../runtime/http';
import type { PageConfig } from '../runtime/config';
import { capitalGainsRowSchema, type CapitalGainsRow } from './product-schemas';

/** Builds a value on its first use and returns the same one after. */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

const text = once(() => z.optional(z.nullable(z.string())));
/** A figure as sent: "12.34", "-", "" or a number. */
const figure = once(() => z.optional(z.nullable(z.union([z.string(), z.number()]))));
/** products spec 3: "multiManager (boolean; true when the string is 'true')". */
const flag = once(() => z.optional(z.nullable(z.union([z.boolean(), z.string()]))));

// ---------------------------------------------------------------------------------------------------------------
// Fund details: GET {base}/service/funds/details?cusip={cusip} (products spec 3 "Fund detail", 7)

const documentSchema = once(() => z.looseObject({ docTitle: text(), docURL: text() }));
const documentList = once(() => z.optional(z.nullable(z.array(documentSchema()))));

/** One share class of the fund, for the class switch: its class name, cusip and symbol. */
const shareClassSchema = once(() => z.looseObject({ fundClass: text(), cusip: z.string(), symbol: text() }));

/** An investor goal as the header lists it: a text, or {code, desc, displayDesc} as the product detail sends it. */
const investorGoalSchema = once(() =>
  z.union([z.string(), z.looseObject({ code: text(), desc: text(), displayDesc: text() })]),
);

/**
 * The risk block: `risk` merged with `riskDetail` (products spec 3). The spec names no fields; the page shows the
 * risk level (`riskLevel`, a word such as "Moderate") and the risk statement (`riskText`, HTML from the CMS).
 */
const riskSchema = once(() => z.optional(z.nullable(z.looseObject({ riskLevel: text(), riskText: text() }))));

export const fundDetailsSchema = once(() =>
  z.looseObject({
    miscellaneousDetails: z.optional(z.nullable(z.looseObject({ fundGroup: text(), layoutID: text() }))),
    fundMaintenance: z.optional(z.nullable(z.looseObject({ mergerFund: text(), renameFund: text() }))),
    fundHeader: z.looseObject({
      fundName: z.string(),
      symbol: text(),
      fundClass: text(),
      classes: z.optional(z.nullable(z.array(shareClassSchema()))),
      investorGoals: z.optional(z.nullable(z.array(investorGoalSchema()))),
      mStarRiskVsCtg: text(),
      mStarOverallRating: figure(),
      mStarCategory: text(),
      mStarRatingAsOfDt: text(),
      investCatg: text(),
      subCtgValue: text(),
      multiManager: flag(),
    }),
    /** summary.fundBasicDetail comes from portfolioHighlights (products spec 3). */
    portfolioHighlights: z.optional(
      z.nullable(
        z.looseObject({ minimumInvestment: figure(), subsequentInvestment: figure(), initialInvestment: figure() }),
      ),
    ),
    /** summary.distributionsDetail.distrSchedule comes from fundSummary.distributions (products spec 3). */
    fundSummary: z.optional(z.nullable(z.looseObject({ distributions: text() }))),
    topHoldingDetail: z.optional(z.nullable(z.looseObject({ topHoldingsDisclosure: text() }))),
    risk: riskSchema(),
    riskDetail: riskSchema(),
    /** HTML. */
    newNoteWorthy: text(),
    underlyingFunds: z.optional(z.nullable(z.looseObject({ underLyingFundsDetails: text() }))),
    literature: z.optional(
      z.nullable(z.looseObject({ productDocuments: documentList(), regulatoryDocuments: documentList() })),
    ),
  }),
);

export type FundDetailsAnswer = z.infer<ReturnType<typeof fundDetailsSchema>>;
export type FundDocument = z.infer<ReturnType<typeof documentSchema>>;
export type ShareClassLink = z.infer<ReturnType<typeof shareClassSchema>>;
export type InvestorGoal = z.infer<ReturnType<typeof investorGoalSchema>>;
type Figure = z.infer<ReturnType<typeof figure>>;

/** The fund details as the page reads them (products spec 3 "Fund detail"), mapped from the answer. */
export interface FundDetails {
  fundGroup: string | null;
  layoutId: string | null;
  /** fundMaintenance's merger and rename texts, "copied to messageContents": those present, merger first. */
  messageContents: string[];
  header: {
    fundName: string;
    symbol: string | null;
    fundClass: string | null;
    classes: ShareClassLink[];
    investorGoals: string[];
    mStarRiskVsCtg: string | null;
    mStarOverallRating: Figure;
    mStarCategory: string | null;
    mStarRatingAsOfDt: string | null;
    investCatg: string | null;
    subCtgValue: string | null;
    multiManager: boolean;
    /** From the literature by docTitle 'Fact Sheet', 'Prospectus' and 'Attribution/Contribution'. */
    fundFactsURL: string | null;
    prospectusURL: string | null;
    attrReportURL: string | null;
  };
  summary: {
    fundBasicDetail: { minimumInvestment: Figure; subsequentInvestment: Figure; initialInvestment: Figure } | null;
    distributionsDetail: { distrSchedule: string | null };
  };
  topHoldingsDisclosure: string | null;
  risk: { riskLevel: string | null; riskText: string | null } | null;
  /** HTML, sanitised where it is shown. */
  newNoteWorthy: string | null;
  /** HTML, sanitised where it is shown. */
  underlyingFundsDetails: string | null;
  /** Every document of the fund: product documents, then regulatory documents. */
  documents: FundDocument[];
}

const blank = (value: string | null | undefined) => (value && value.trim() ? value : null);

/** The first document titled `title` with a link, among `documents`. */
function documentUrl(documents: readonly FundDocument[], title: string): string | null {
  return blank(documents.find((document) => document.docTitle?.trim() === title && blank(document.docURL))?.docURL);
}

/** An investor goal's text: the display text, else the description, else the code. */
function goalText(goal: InvestorGoal): string | null {
  if (typeof goal === 'string') return blank(goal);
  return blank(goal.displayDesc) ?? blank(goal.desc) ?? blank(goal.code);
}

/** products spec 3 "Fund detail": the answer as the page reads it. */
export function toFundDetails(answer: FundDetailsAnswer): FundDetails {
  const header = answer.fundHeader;
  const documents = [...(answer.literature?.productDocuments ?? []), ...(answer.literature?.regulatoryDocuments ?? [])];
  const risk = answer.risk || answer.riskDetail ? { ...answer.risk, ...answer.riskDetail } : null;
  const highlights = answer.portfolioHighlights;
  return {
    fundGroup: blank(answer.miscellaneousDetails?.fundGroup),
    layoutId: blank(answer.miscellaneousDetails?.layoutID),
    messageContents: [answer.fundMaintenance?.mergerFund, answer.fundMaintenance?.renameFund].flatMap((message) => {
      const kept = blank(message);
      return kept ? [kept] : [];
    }),
    header: {
      fundName: header.fundName,
      symbol: blank(header.symbol),
      fundClass: blank(header.fundClass),
      classes: header.classes ?? [],
      investorGoals: (header.investorGoals ?? []).flatMap((goal) => {
        const kept = goalText(goal);
        return kept ? [kept] : [];
      }),
      mStarRiskVsCtg: blank(header.mStarRiskVsCtg),
      mStarOverallRating: header.mStarOverallRating,
      mStarCategory: blank(header.mStarCategory),
      mStarRatingAsOfDt: blank(header.mStarRatingAsOfDt),
      investCatg: blank(header.investCatg),
      subCtgValue: blank(header.subCtgValue),
      multiManager: header.multiManager === true || header.multiManager === 'true',
      fundFactsURL: documentUrl(documents, 'Fact Sheet'),
      prospectusURL: documentUrl(documents, 'Prospectus'),
      attrReportURL: documentUrl(documents, 'Attribution/Contribution'),
    },
    summary: {
      fundBasicDetail: highlights
        ? {
            minimumInvestment: highlights.minimumInvestment,
            subsequentInvestment: highlights.subsequentInvestment,
            initialInvestment: highlights.initialInvestment,
          }
        : null,
      distributionsDetail: { distrSchedule: blank(answer.fundSummary?.distributions) },
    },
    topHoldingsDisclosure: blank(answer.topHoldingDetail?.topHoldingsDisclosure),
    risk: risk ? { riskLevel: blank(risk.riskLevel), riskText: blank(risk.riskText) } : null,
    newNoteWorthy: blank(answer.newNoteWorthy),
    underlyingFundsDetails: blank(answer.underlyingFunds?.underLyingFundsDetails),
    documents: documents.filter((document) => blank(document.docTitle) && blank(document.docURL)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Product detail: GET /pnp.svc/getproductdetails?cusip={cusip}&dataType={type} → value.productDetail

const performanceDetailSchema = once(() =>
  z.looseObject({
    label: text(),
    oneMonth: figure(),
    threeMonth: figure(),
    oneYear: figure(),
    twoYear: figure(),
    threeYear: figure(),
    fourYear: figure(),
    fiveYear: figure(),
    tenYear: figure(),
    ytd: figure(),
    sinceIncep: figure(),
    incepDate: text(),
    /** INDEX1 / NET / PURE_GROSS; a NAV row has none or NAV. */
    type: text(),
  }),
);

const performanceSchema = once(() =>
  z.looseObject({
    /** Monthly / Quarterly. */
    intervalType: text(),
    asOfDate: text(),
    totalReturnPerfDetails: z.optional(z.nullable(z.array(performanceDetailSchema()))),
  }),
);

const assetMixEntrySchema = once(() =>
  z.looseObject({
    allocationType: text(),
    allocation: text(),
    allocationPct: figure(),
    allocationPctSht: figure(),
    order: figure(),
  }),
);

export const productDetailSchema = once(() =>
  z.looseObject({
    name: text(),
    symbol: text(),
    className: text(),
    fundGroup: text(),
    primaryIndex: text(),
    investCatg: text(),
    multimanager: flag(),
    inceptionDate: text(),
    investorGoals: z.optional(z.nullable(z.array(z.looseObject({ code: text(), desc: text(), displayDesc: text() })))),
    totalReturnPerformances: z.optional(z.nullable(z.array(performanceSchema()))),
    /**
     * One of the spec's "many nullable sections": the top holdings, their as-of date (the full-holdings download's
     * periods end there) and their weights in percent of net assets.
     */
    holdings: z.optional(
      z.nullable(
        z.looseObject({
          asOfDate: text(),
          topHoldings: z.optional(z.nullable(z.array(z.looseObject({ securityName: text(), weight: figure() })))),
        }),
      ),
    ),
    assetMixDetails: z.optional(
      z.nullable(
        z.looseObject({ asOfDate: text(), assetMixInfo: z.optional(z.nullable(z.array(assetMixEntrySchema()))) }),
      ),
    ),
  }),
);

export type ProductDetail = z.infer<ReturnType<typeof productDetailSchema>>;
export type PerformanceDetail = z.infer<ReturnType<typeof performanceDetailSchema>>;
export type TotalReturnPerformance = z.infer<ReturnType<typeof performanceSchema>>;
export type AssetMixEntry = z.infer<ReturnType<typeof assetMixEntrySchema>>;

// ---------------------------------------------------------------------------------------------------------------
// Historical data: GET /pnp.svc/historicalData?cusip={cusip} → value.historicalData
//
// The spec names the call, not its answer. Chosen: the fund's daily prices, newest first, each with its date
// (ISO yyyy-mm-dd), its NAV and the change from the day before (amount and percent), and the as-of date.

const historicalPriceSchema = once(() =>
  z.looseObject({ priceDate: z.string(), nav: figure(), navChange: figure(), navChangePct: figure() }),
);

export const historicalDataSchema = once(() =>
  z.looseObject({ asOfDate: text(), prices: z.array(historicalPriceSchema()) }),
);

export type HistoricalData = z.infer<ReturnType<typeof historicalDataSchema>>;
export type HistoricalPrice = z.infer<ReturnType<typeof historicalPriceSchema>>;

// ---------------------------------------------------------------------------------------------------------------
// Performance growth: GET /pnp.svc/performanceGrowth?cusip={cusip} → value.performanceGrowth
//
// The spec names the call ("growth of an investment"), not its answer. Chosen: the amount first invested, the
// as-of date, and the value of that investment at each month end since inception (ISO date, value), for the fund
// and, where the fund has one, its primary index (`indexName`, `indexPoints` on the same dates).

const growthPointSchema = once(() => z.looseObject({ date: z.string(), value: z.number() }));

export const performanceGrowthSchema = once(() =>
  z.looseObject({
    initialInvestment: z.number(),
    asOfDate: text(),
    points: z.array(growthPointSchema()),
    indexName: text(),
    indexPoints: z.optional(z.nullable(z.array(growthPointSchema()))),
  }),
);

export type PerformanceGrowth = z.infer<ReturnType<typeof performanceGrowthSchema>>;
export type GrowthPoint = z.infer<ReturnType<typeof growthPointSchema>>;

// ---------------------------------------------------------------------------------------------------------------
// Calls

const wrapped = <T extends z.ZodMiniType>(value: () => T) => z.lazy(() => z.looseObject({ value: value() }));

const fundDetailsResponse = wrapped(() => z.nullable(fundDetailsSchema()));
const productDetailResponse = wrapped(() => z.looseObject({ productDetail: productDetailSchema() }));
const historicalDataResponse = wrapped(() => z.looseObject({ historicalData: historicalDataSchema() }));
const performanceGrowthResponse = wrapped(() => z.looseObject({ performanceGrowth: performanceGrowthSchema() }));
const capitalGainsResponse = wrapped(() => z.looseObject({ capitalGains: z.nullable(capitalGainsRowSchema()) }));

const query = (values: Record<string, string>) => `?${new URLSearchParams(values).toString()}`;

function get<T>(url: string, schema: z.ZodMiniType<T>, context: CallContext): Promise<T> {
  return requestJson(url, schema, { signal: context.signal, timeoutMs: context.config.timeoutMs });
}

/**
 * The fund details: GET {base}/service/funds/details?cusip={cusip}, on the content resource API of the section
 * ({base}). The spec's "null on failure" is the answer's `value` of null: the fund is not known, which the page
 * shows as such; a failed call rejects, and the page shows the failure text of the blocks that need it.
 */
export async function getFundDetails(cusip: string, context: CallContext): Promise<FundDetails | null> {
  const answer = await get(
    `${context.config.api.content}/service/funds/details${query({ cusip })}`,
    fundDetailsResponse,
    context,
  );
  return answer.value ? toFundDetails(answer.value) : null;
}

/** The product's detail: GET /pnp.svc/getproductdetails?cusip={cusip}&dataType=FundPortfolio (the default type). */
export async function getProductDetail(cusip: string, context: CallContext): Promise<ProductDetail> {
  const url = `${context.config.api.products}/pnp.svc/getproductdetails${query({ cusip, dataType: 'FundPortfolio' })}`;
  return (await get(url, productDetailResponse, context)).value.productDetail;
}

/** GET /pnp.svc/historicalData?cusip={cusip}. */
export async function getHistoricalData(cusip: string, context: CallContext): Promise<HistoricalData> {
  const url = `${context.config.api.products}/pnp.svc/historicalData${query({ cusip })}`;
  return (await get(url, historicalDataResponse, context)).value.historicalData;
}

/** GET /pnp.svc/performanceGrowth?cusip={cusip}. */
export async function getPerformanceGrowth(cusip: string, context: CallContext): Promise<PerformanceGrowth> {
  const url = `${context.config.api.products}/pnp.svc/performanceGrowth${query({ cusip })}`;
  return (await get(url, performanceGrowthResponse, context)).value.performanceGrowth;
}

/** GET /pnp.svc/capitalGains?cusip={cusip}: the fund's capital gains row (products spec 3), or null for none. */
export async function getFundCapitalGains(cusip: string, context: CallContext): Promise<CapitalGainsRow | null> {
  const url = `${context.config.api.products}/pnp.svc/capitalGains${query({ cusip })}`;
  return (await get(url, capitalGainsResponse, context)).value.capitalGains;
}

export type { CapitalGainsRow };
export type FundDetailConfig = Pick<PageConfig, 'api'>;
