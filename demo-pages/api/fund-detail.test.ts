import { describe, expect, it } from 'vitest';
import { z } from '../../runtime/zod';
import {
  fundDetailsSchema,
  historicalDataSchema,
  performanceGrowthSchema,
  productDetailSchema,
  type FundDetailsAnswer,
  type ProductDetail,
} from '../../services/fund-detail';
import { capitalGainsRowSchema } from '../../services/product-schemas';
import {
  closedEndFundsResponseSchema,
  modelPortfoliosResponseSchema,
  mutualFundSummaryResponseSchema,
  plan529ResponseSchema,
} from '../../services/products';
import { PRODUCT_GROUP_CODES } from '../../services/product-vocabulary';
import { createApp } from './app';
import { contentBases } from './content';
import { FAULT_RESPONSE_HEADER } from './faults';
import {
  FORMULA_LIKE_HOLDING,
  FULL_HOLDINGS_HEADER,
  fundDetailSamples,
  GROWTH_INITIAL_INVESTMENT,
  UNSAFE_FUND_CUSIP,
  UNSAFE_FUND_TEXTS,
} from './data/fund-detail';
import { AS_OF, productListFunds } from './data/products';

const app = createApp();
const DETAILS = '/advisor/resourceapi/service/funds/details';
const samples = fundDetailSamples();

async function get(url: string): Promise<{ status: number; body: unknown; response: Response }> {
  const response = await app.request(url);
  const type = response.headers.get('Content-Type') ?? '';
  const body: unknown = type.includes('json') ? await response.json() : await response.text();
  return { status: response.status, body, response };
}

/** GETs a URL and parses its body with the page's own schema, failing the test when the schema rejects it. */
async function parsed<T>(url: string, schema: z.ZodMiniType<T>): Promise<T> {
  const { status, body } = await get(url);
  expect(status, url).toBe(200);
  const result = z.safeParse(schema, body);
  if (!result.success) throw new Error(`${url}: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
  return result.data;
}

const valueOf = <T extends z.ZodMiniType>(schema: T) => z.looseObject({ value: schema });
const detailsResponse = valueOf(z.nullable(fundDetailsSchema()));
const productDetailResponse = valueOf(z.looseObject({ productDetail: productDetailSchema() }));
const historicalResponse = valueOf(z.looseObject({ historicalData: historicalDataSchema() }));
const growthResponse = valueOf(z.looseObject({ performanceGrowth: performanceGrowthSchema() }));
const capitalGainsResponse = valueOf(z.looseObject({ capitalGains: z.nullable(capitalGainsRowSchema()) }));

const details = async (cusip: string, base = DETAILS) =>
  (await parsed(`${base}?cusip=${cusip}`, detailsResponse)).value;
const product = async (cusip: string) =>
  (await parsed(`/pnp.svc/getproductdetails?cusip=${cusip}&dataType=FundPortfolio`, productDetailResponse)).value
    .productDetail;
const capitalGains = async (cusip: string) =>
  (await parsed(`/pnp.svc/capitalGains?cusip=${cusip}`, capitalGainsResponse)).value.capitalGains;
const csvLines = (body: unknown) => String(body).trim().split('\r\n');

/** Every class the tables list (Find a Product's lists): a model portfolio by its accountID. */
const listed = PRODUCT_GROUP_CODES.flatMap((group) =>
  productListFunds(group).flatMap((fund) => fund.classes.map((share) => ({ group, fund, share }))),
);

function performanceRow(detail: ProductDetail, frequency: string, type: string) {
  const performance = detail.totalReturnPerformances?.find((p) => p.intervalType === frequency);
  return performance?.totalReturnPerfDetails?.find((row) => row.type === type);
}

describe('every fund the tables list', () => {
  it('has fund details with the name, symbol and classes the tables show', async () => {
    expect(listed.length).toBeGreaterThan(1000);
    for (const { fund, share } of listed) {
      const answer = await details(share.cusip);
      expect(answer?.fundHeader.fundName, share.cusip).toBe(fund.fundName);
      expect(answer?.fundHeader.symbol ?? '').toBe(share.symbol);
      expect(answer?.fundHeader.classes?.map((c) => c.cusip)).toEqual(fund.classes.map((c) => c.cusip));
      expect(answer?.miscellaneousDetails?.fundGroup).toBe(fund.fundGroup);
    }
  });

  it('has a product detail with its name, a performance of each frequency, an asset mix of 100 %', async () => {
    for (const { fund, share } of listed) {
      const detail = await product(share.cusip);
      expect(detail.name, share.cusip).toBe(fund.fundName);
      expect(detail.totalReturnPerformances?.map((p) => p.intervalType)).toEqual(['Monthly', 'Quarterly']);
      const percents = detail.assetMixDetails?.assetMixInfo?.map((entry) => Number(entry.allocationPct)) ?? [];
      expect(percents.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 6);
    }
  });
});

describe('GET {base}/service/funds/details', () => {
  it('answers on every section content base, null for an unknown cusip, 400 without one', async () => {
    for (const base of contentBases()) {
      const answer = await details(samples.mutualFund, `${base}/service/funds/details`);
      expect(answer?.fundHeader.classes?.length, base).toBeGreaterThan(1);
    }
    expect(await details('000000000')).toBeNull();
    expect((await get(DETAILS)).status).toBe(400);
  });

  it('leaves sections out on some funds and has them on others', async () => {
    const [withNote, withoutNote] = await Promise.all([
      details(samples.withNewNoteWorthy),
      details(samples.withoutNewNoteWorthy),
    ]);
    expect(withNote?.newNoteWorthy).toMatch(/^<p>/);
    expect(withoutNote?.newNoteWorthy).toBeNull();
    expect((await details(samples.withUnderlyingFunds))?.underlyingFunds?.underLyingFundsDetails).toContain('<li>');
    expect((await details(samples.withoutUnderlyingFunds))?.underlyingFunds).toBeNull();
    expect((await details(samples.withoutRisk))?.risk).toBeNull();
    expect((await details(samples.withRiskDetail))?.riskDetail?.riskLevel).toBe('High');
    expect((await details(samples.withoutPortfolioHighlights))?.portfolioHighlights).toBeNull();
    expect((await details(samples.withoutHoldings))?.topHoldingDetail).toBeNull();
    expect((await details(samples.withMergerMessage))?.fundMaintenance?.mergerFund).toMatch(/will merge into/);
    expect((await details(samples.withRenameMessage))?.fundMaintenance?.renameFund).toMatch(/will be renamed/);
    expect((await details(samples.mutualFund))?.fundMaintenance).toBeNull();
  });

  it('gives the header its ratings and the fact sheet and prospectus by title', async () => {
    const answer = (await details(samples.mutualFund))!;
    expect(answer.fundHeader.mStarOverallRating).toMatch(/^[1-5]$/);
    expect(answer.fundHeader.multiManager).toMatch(/^(true|false)$/);
    const titles = answer.literature?.productDocuments?.map((d) => d.docTitle);
    expect(titles).toContain('Fact Sheet');
    expect(answer.literature?.regulatoryDocuments?.[0]?.docTitle).toBe('Prospectus');
  });

  it('links only documents the fixture serves', async () => {
    const cusips = Object.values(samples).filter((cusip) => cusip !== UNSAFE_FUND_CUSIP);
    const answers = await Promise.all(cusips.map((cusip) => details(cusip)));
    const urls = answers.flatMap((answer) => [
      ...(answer?.literature?.productDocuments ?? []),
      ...(answer?.literature?.regulatoryDocuments ?? []),
    ]);
    expect(urls.length).toBeGreaterThan(cusips.length);
    for (const { docURL } of urls) {
      const response = await app.request(docURL!);
      expect(response.status, docURL!).toBe(200);
      expect(response.headers.get('Content-Type'), docURL!).toContain('application/pdf');
    }
  });

  it('leaves documents hidden from investors out on the investor site', async () => {
    const attribution = (answer: FundDetailsAnswer | null) =>
      answer?.literature?.productDocuments?.some((d) => d.docTitle === 'Attribution/Contribution');
    let found: string | undefined;
    for (const { share } of listed.filter(({ group }) => group === 'Retail')) {
      if (attribution(await details(share.cusip))) {
        found = share.cusip;
        break;
      }
    }
    expect(found).toBeTruthy();
    expect(attribution(await details(found!, '/investor/resourceapi/service/funds/details'))).toBe(false);
  });
});

describe('GET /pnp.svc/getproductdetails', () => {
  it('answers the NAV and index returns of the performance tables, for both frequencies', async () => {
    const detail = await product(samples.mutualFund);
    for (const frequency of ['Monthly', 'Quarterly'] as const) {
      const summary = await parsed(
        `/pnp.svc/productSummary?group=retail&dataType=${frequency}&className=${detail.className}`,
        mutualFundSummaryResponseSchema,
      );
      const row = summary.value.mutualFunds.performanceFunds?.find((r) => r.cusip === samples.mutualFund);
      expect(performanceRow(detail, frequency, 'NAV')).toMatchObject({
        ytd: row?.ytdPercent,
        oneYear: row?.navOneYear,
        threeYear: row?.navThreeYear,
        fiveYear: row?.navFiveYear,
        tenYear: row?.navTenYear,
        sinceIncep: row?.navSinceInception,
        incepDate: row?.inceptionDt,
      });
      expect(performanceRow(detail, frequency, 'INDEX1')).toMatchObject({
        label: row?.benchmarkName,
        oneYear: row?.benchmarkOneYear,
        sinceIncep: row?.benchmarkSinceInception,
      });
    }
    expect(detail.primaryIndex).toBeTruthy();
  });

  it("answers the closed-end, 529 and model tables' figures", async () => {
    const closedEnd = await product(samples.closedEndFund);
    const closedRow = (
      await parsed('/pnp.svc/productSummary?group=ClosedEnd&dataType=Monthly', closedEndFundsResponseSchema)
    ).value.closedEndFunds.find((r) => r.cusip === samples.closedEndFund);
    expect(performanceRow(closedEnd, 'Monthly', 'NAV')).toMatchObject({
      oneMonth: closedRow?.navOneMonth,
      threeMonth: closedRow?.navThreeMonth,
      oneYear: closedRow?.navOneYear,
    });
    expect(performanceRow(closedEnd, 'Monthly', 'INDEX1')).toBeUndefined();

    const plan = await product(samples.plan529);
    const planRow = (
      await parsed(
        `/pnp.svc/productSummary?group=FutureScholar529&dataType=Quarterly&className=${plan.className}`,
        plan529ResponseSchema,
      )
    ).value.products.find((r) => r.cusip === samples.plan529);
    expect(performanceRow(plan, 'Quarterly', 'NAV')).toMatchObject({ ytd: planRow?.ytd, oneYear: planRow?.puvOneYear });

    const model = await product(samples.modelPortfolio);
    const modelRows = (await parsed('/pnp.svc/productSummary?group=ModelPortfolios', modelPortfoliosResponseSchema))
      .value.modelPortfolios.portfolioReturns;
    for (const type of ['PURE_GROSS', 'NET']) {
      const row = modelRows.find((r) => r.accountID === samples.modelPortfolio && r.type === type);
      expect(performanceRow(model, 'Quarterly', type)).toMatchObject({ ytd: row?.ytd, oneYear: row?.oneYear });
    }
    expect(performanceRow(model, 'Quarterly', 'NAV')).toBeUndefined();
  });

  it('writes "-" for the periods before the fund existed, two decimals otherwise', async () => {
    const rows = (await product(samples.modelPortfolio)).totalReturnPerformances?.flatMap(
      (p) => p.totalReturnPerfDetails ?? [],
    );
    const figures = (rows ?? []).flatMap((row) => [row.oneMonth, row.twoYear, row.fourYear, row.tenYear]);
    expect(figures.every((value) => value === '-' || /^-?\d+\.\d{2}$/.test(String(value)))).toBe(true);
  });

  it('lists ten top holdings at the latest quarter end, none for a money market fund', async () => {
    const holdings = (await product(samples.mutualFund)).holdings;
    expect(holdings?.asOfDate).toBe(AS_OF.Quarterly);
    expect(holdings?.topHoldings).toHaveLength(10);
    expect((await product(samples.withoutHoldings)).holdings).toBeNull();
  });

  it('answers 404 to an unknown cusip and 400 without one or to another data type', async () => {
    expect((await get('/pnp.svc/getproductdetails?cusip=000000000&dataType=FundPortfolio')).status).toBe(404);
    expect((await get('/pnp.svc/getproductdetails?dataType=FundPortfolio')).status).toBe(400);
    expect((await get(`/pnp.svc/getproductdetails?cusip=${samples.mutualFund}&dataType=Other`)).status).toBe(400);
  });
});

describe('GET /pnp.svc/historicalData', () => {
  it('answers a year of business days newest first, ending on the prices tab', async () => {
    const { prices, asOfDate } = (
      await parsed(`/pnp.svc/historicalData?cusip=${samples.mutualFund}`, historicalResponse)
    ).value.historicalData;
    expect(asOfDate).toBe(AS_OF.price);
    expect(prices.length).toBeGreaterThan(240);
    expect(prices.length).toBeLessThan(260);
    const dates = prices.map((p) => p.priceDate);
    expect(dates[0]).toBe(AS_OF.price);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((date) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()))).toBe(true);
    const summary = await parsed(
      `/pnp.svc/productSummary?group=retail&dataType=PricesAndYields&className=A`,
      mutualFundSummaryResponseSchema,
    );
    const row = summary.value.mutualFunds.priceFunds?.find((r) => r.cusip === samples.mutualFund);
    expect(prices[0]).toMatchObject({ nav: row?.navDollar, navChange: row?.navDollarChange });
  });

  it('answers no prices for a model portfolio and 404 for an unknown cusip', async () => {
    const model = await parsed(`/pnp.svc/historicalData?cusip=${samples.modelPortfolio}`, historicalResponse);
    expect(model.value.historicalData.prices).toEqual([]);
    expect((await get('/pnp.svc/historicalData?cusip=000000000')).status).toBe(404);
  });
});

describe('GET /pnp.svc/performanceGrowth', () => {
  it('grows 10,000 from the first month end, at most ten years, with the index on the same dates', async () => {
    const growth = (await parsed(`/pnp.svc/performanceGrowth?cusip=${samples.mutualFund}`, growthResponse)).value
      .performanceGrowth;
    expect(growth.initialInvestment).toBe(GROWTH_INITIAL_INVESTMENT);
    expect(growth.points[0]?.value).toBe(GROWTH_INITIAL_INVESTMENT);
    expect(growth.points.length).toBeLessThanOrEqual(121);
    expect(growth.points.at(-1)?.date).toBe(AS_OF.Monthly);
    expect(growth.indexName).toBeTruthy();
    expect(growth.indexPoints?.map((p) => p.date)).toEqual(growth.points.map((p) => p.date));
    const noIndex = (await parsed(`/pnp.svc/performanceGrowth?cusip=${samples.withoutIndex}`, growthResponse)).value
      .performanceGrowth;
    expect(noIndex.indexPoints).toBeNull();
  });

  it('ends where the 1-year return says, a year after', async () => {
    const [growth, detail] = await Promise.all([
      parsed(`/pnp.svc/performanceGrowth?cusip=${samples.mutualFund}`, growthResponse),
      product(samples.mutualFund),
    ]);
    const points = growth.value.performanceGrowth.points;
    const oneYear = Number(performanceRow(detail, 'Monthly', 'NAV')?.oneYear);
    expect(points.at(-1)!.value / points.at(-13)!.value).toBeCloseTo(1 + oneYear / 100, 3);
  });
});

describe('GET /pnp.svc/capitalGains', () => {
  it("answers the capital-gains tab's row with the years before, newest first", async () => {
    const row = await capitalGains(samples.withCapitalGains);
    expect(row?.cusip).toBe(samples.withCapitalGains);
    const dates = (row?.distributions ?? []).map((d) => String(d.recordDate));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(dates.map((date) => date.slice(0, 4))).size).toBeGreaterThanOrEqual(2);
    const landing = await parsed(
      `/pnp.svc/productSummary?group=retail&dataType=capGains&className=${row?.className}`,
      mutualFundSummaryResponseSchema,
    );
    const tab = landing.value.mutualFunds.capitalGains?.find((r) => r.cusip === samples.withCapitalGains);
    for (const distribution of tab?.distributions ?? []) expect(row?.distributions).toContainEqual(distribution);
  });

  it('answers null for a fund without and 404 for an unknown cusip', async () => {
    expect(await capitalGains(samples.withoutCapitalGains)).toBeNull();
    expect(await capitalGains(samples.modelPortfolio)).toBeNull();
    expect((await get('/pnp.svc/capitalGains?cusip=000000000')).status).toBe(404);
  });
});

describe('GET /cmg.svc/exportFullHoldings', () => {
  const url = (cusip: string, period: string) => `/cmg.svc/exportFullHoldings?cusip=${cusip}&period=${period}`;

  it('downloads every holding of the quarter as CSV, a formula-like name neutralised', async () => {
    const { status, body, response } = await get(url(samples.formulaHolding, '2026-06-30'));
    expect(status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/csv');
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="FullHoldings-${samples.formulaHolding}-2026-06-30.csv"`,
    );
    const lines = csvLines(body);
    expect(lines[0]).toBe(FULL_HOLDINGS_HEADER.join(','));
    expect(lines.length).toBeGreaterThan(50);
    expect(lines).toContainEqual(expect.stringMatching(`^'${FORMULA_LIKE_HOLDING.name},`));
    const weights = lines.slice(1).map((line) => Number(line.split(',').at(-1)));
    expect(weights.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 6);
  });

  it('answers 404 to a day that is no quarter end, a later quarter, an unknown cusip or a money market fund', async () => {
    expect((await get(url(samples.mutualFund, '2026-06-29'))).status).toBe(404);
    expect((await get(url(samples.mutualFund, '2026-12-31'))).status).toBe(404);
    expect((await get(url('000000000', '2026-06-30'))).status).toBe(404);
    expect((await get(url(samples.withoutHoldings, '2026-06-30'))).status).toBe(404);
    expect((await get('/cmg.svc/exportFullHoldings?cusip=')).status).toBe(400);
  });
});

describe('GET /cmg.svc/exportCapGains for one fund and year', () => {
  it("downloads that fund's distributions of that year only", async () => {
    const row = await capitalGains(samples.withCapitalGains);
    const year = String(row?.distributions?.[0]?.recordDate).slice(0, 4);
    const { status, body } = await get(
      `/cmg.svc/exportCapGains?dataType=productSummary&period=${year}&cusip=${samples.withCapitalGains}`,
    );
    expect(status).toBe(200);
    const lines = csvLines(body).slice(1);
    const inYear = row?.distributions?.filter((d) => String(d.recordDate).startsWith(year)) ?? [];
    expect(lines).toHaveLength(inYear.length);
    expect(lines.every((line) => line.includes(`,${samples.withCapitalGains},${year}-`))).toBe(true);
  });

  it('answers 404 to an unknown cusip or a period that is no year, 400 to a period without a cusip', async () => {
    const base = '/cmg.svc/exportCapGains?dataType=productSummary';
    expect((await get(`${base}&period=2025&cusip=000000000`)).status).toBe(404);
    expect((await get(`${base}&period=2025-12&cusip=${samples.mutualFund}`)).status).toBe(404);
    expect((await get(`${base}&period=2025&cusip=`)).status).toBe(400);
  });
});

describe(`the hostile fund ${UNSAFE_FUND_CUSIP}`, () => {
  it('is listed by no table', () => {
    expect(listed.some(({ share }) => share.cusip === UNSAFE_FUND_CUSIP)).toBe(false);
  });

  it('carries markup, script, a style breakout and unsafe links in its details', async () => {
    const answer = (await details(UNSAFE_FUND_CUSIP))!;
    expect(answer.fundHeader.fundName).toBe(UNSAFE_FUND_TEXTS.fundName);
    expect(answer.fundHeader.fundClass).toContain('</style>');
    expect(answer.newNoteWorthy).toContain('<script>');
    expect(answer.risk?.riskText).toContain('onerror');
    const urls = [...(answer.literature?.productDocuments ?? []), ...(answer.literature?.regulatoryDocuments ?? [])];
    expect(urls.map((d) => d.docURL)).toEqual(
      expect.arrayContaining([UNSAFE_FUND_TEXTS.javascriptUrl, UNSAFE_FUND_TEXTS.offSiteUrl]),
    );
  });

  it('answers every other call, with hostile names', async () => {
    expect((await product(UNSAFE_FUND_CUSIP)).primaryIndex).toBe(UNSAFE_FUND_TEXTS.index);
    await parsed(`/pnp.svc/historicalData?cusip=${UNSAFE_FUND_CUSIP}`, historicalResponse);
    await parsed(`/pnp.svc/performanceGrowth?cusip=${UNSAFE_FUND_CUSIP}`, growthResponse);
    expect((await capitalGains(UNSAFE_FUND_CUSIP))?.fundName).toBe(UNSAFE_FUND_TEXTS.fundName);
  });

  it('neutralises its formula holding in the full-holdings download', async () => {
    const { body } = await get(`/cmg.svc/exportFullHoldings?cusip=${UNSAFE_FUND_CUSIP}&period=${AS_OF.Quarterly}`);
    const lines = csvLines(body);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)",'=1\+1,/);
    expect(lines.some((line) => /^"?=/.test(line))).toBe(false);
  });
});

describe('the fault switch', () => {
  it('fails each of the fund page calls on request', async () => {
    const urls = [
      `${DETAILS}?cusip=${samples.mutualFund}`,
      `/pnp.svc/getproductdetails?cusip=${samples.mutualFund}&dataType=FundPortfolio`,
      `/pnp.svc/historicalData?cusip=${samples.mutualFund}`,
      `/pnp.svc/performanceGrowth?cusip=${samples.mutualFund}`,
      `/pnp.svc/capitalGains?cusip=${samples.mutualFund}`,
      `/cmg.svc/exportFullHoldings?cusip=${samples.mutualFund}&period=${AS_OF.Quarterly}`,
    ];
    for (const url of urls) {
      const response = await app.request(`${url}&__fault=500`);
      expect(response.status, url).toBe(500);
      expect(response.headers.get(FAULT_RESPONSE_HEADER)).toBe('500');
    }
  });
});
