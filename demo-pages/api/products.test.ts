import { describe, expect, it } from 'vitest';
import { z } from '../../runtime/zod';
import {
  closedEndFundsResponseSchema,
  etfSummaryResponseSchema,
  intervalSummaryResponseSchema,
  modelPortfoliosResponseSchema,
  mutualFundSummaryResponseSchema,
  plan529ResponseSchema,
  productListResponseSchema,
  productTotalsResponseSchema,
  RATED_FUNDS_KEY,
  variableProductsResponseSchema,
  type FundRow,
} from '../../services/products';
import { productRoutes } from './products';
import {
  cusipCheckDigit,
  PLAN_529_BRAND,
  productCatalogue,
  RATED_FUNDS_KEY as FIXTURE_RATED_KEY,
} from './data/products';

async function get(url: string): Promise<{ status: number; body: unknown; response: Response }> {
  const response = await productRoutes.request(url);
  const type = response.headers.get('Content-Type') ?? '';
  const body: unknown = type.includes('json') ? await response.json() : await response.text();
  return { status: response.status, body, response };
}

/** GETs a URL and parses its body with the service's own schema, failing the test when the schema rejects it. */
async function parsed<T>(url: string, schema: z.ZodMiniType<T>): Promise<T> {
  const { status, body } = await get(url);
  expect(status, url).toBe(200);
  const result = z.safeParse(schema, body);
  if (!result.success) throw new Error(`${url}: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
  return result.data;
}

const num = (value: unknown) => Number(value);
const MF_CLASSES = ['A', 'C', 'R', 'V', 'Advisor', 'Institutional', 'Institutional2', 'Institutional3'];
const ASSET_CLASSES = [
  'Domestic Equity',
  'International Equity',
  'Sector Equity/Specialty',
  'Asset Allocation',
  'Alternative',
  'Taxable Fixed Income',
  'Tax-Exempt Fixed Income',
  'Money Market',
];

describe('the fixture line-up', () => {
  const all = productCatalogue();
  const shares = all.mutualFunds.flatMap((f) => f.classes);

  it('has at least 150 mutual funds in all eight share classes and every asset class', () => {
    expect(all.mutualFunds.length).toBeGreaterThanOrEqual(150);
    for (const fundClass of MF_CLASSES)
      expect(
        shares.some((s) => s.fundClass === fundClass),
        fundClass,
      ).toBe(true);
    expect(new Set(all.mutualFunds.map((f) => f.assetClass)).size).toBe(8);
  });

  it('has 40 ETFs, active and indexed, with three- or four-letter tickers', () => {
    expect(all.etfs).toHaveLength(40);
    expect(new Set(all.etfs.map((e) => e.managementStyle))).toEqual(new Set(['Active', 'Indexed']));
    for (const etf of all.etfs) expect(etf.classes[0]?.symbol).toMatch(/^[A-Z]{3,4}$/);
  });

  it('gives every mutual fund class a unique five-letter ticker and a valid unique CUSIP', () => {
    const cusips = [...shares, ...all.etfs.flatMap((e) => e.classes)].map((s) => s.cusip);
    expect(new Set(cusips).size).toBe(cusips.length);
    for (const share of shares) {
      expect(share.symbol).toMatch(/^[A-Z]{5}$/);
      expect(share.cusip).toMatch(/^[0-9A-Z]{9}$/);
      expect(Number(share.cusip.charAt(8))).toBe(cusipCheckDigit(share.cusip.slice(0, 8)));
    }
    expect(new Set(shares.map((s) => s.symbol)).size).toBe(shares.length);
  });

  it('names funds after the firm, some with ®', () => {
    expect(all.mutualFunds.every((f) => f.fundName.startsWith('Calder Meridian '))).toBe(true);
    expect(all.mutualFunds.filter((f) => f.fundName.includes('®')).length).toBeGreaterThanOrEqual(3);
  });

  it('names the rated-funds list as the service reads it', () => {
    expect(FIXTURE_RATED_KEY).toBe(RATED_FUNDS_KEY);
  });

  it('computes a known CUSIP check digit', () => {
    // 037833100 is a well-known valid CUSIP.
    expect(cusipCheckDigit('03783310')).toBe(0);
  });
});

describe('GET /pnp.svc/productSummary?group=retail', () => {
  it('answers value.mutualFunds with the performance rows of one class, etfs null', async () => {
    const { value } = await parsed(
      '/pnp.svc/productSummary?group=retail&dataType=Monthly&className=A',
      mutualFundSummaryResponseSchema,
    );
    const meta = value.mutualFunds;
    expect(value.etfs).toBeNull();
    expect(meta.navAsOfDate).toBe('2026-10-31');
    expect(meta.performanceFunds).toHaveLength(productCatalogue().mutualFunds.length);
    expect(meta.priceFunds).toBeNull();
    expect(new Set(meta.performanceFunds?.map((f) => f.fundClass))).toEqual(new Set(['A']));
  });

  it('keeps returns, expenses and ratings plausible', async () => {
    const { value } = await parsed(
      '/pnp.svc/productSummary?group=retail&dataType=Quarterly&className=Institutional',
      mutualFundSummaryResponseSchema,
    );
    const rows = value.mutualFunds.performanceFunds ?? [];
    expect(value.mutualFunds.navAsOfDate).toBe('2026-09-30');
    const returns = rows
      .flatMap((r) => [r.ytdPercent, r.navOneYear, r.navThreeYear, r.navFiveYear, r.navTenYear, r.navSinceInception])
      .filter((v) => v !== '-')
      .map(num);
    expect(Math.min(...returns)).toBeGreaterThanOrEqual(-30);
    expect(Math.max(...returns)).toBeLessThanOrEqual(40);
    for (const row of rows) {
      expect(num(row.netExp)).toBeGreaterThanOrEqual(0.05);
      expect(num(row.grossExp)).toBeLessThanOrEqual(2);
      expect(num(row.grossExp)).toBeGreaterThanOrEqual(num(row.netExp));
      expect(row.inceptionDt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // A fund younger than ten years has no ten-year return.
    expect(rows.some((r) => r.navTenYear === '-')).toBe(true);
    expect(rows.filter((r) => r.benchmarkName).length).toBeGreaterThan(140);
    expect(rows.every((r) => r.msCategoryYTD !== undefined)).toBe(true);
    expect(new Set(rows.map((r) => r.msOverallRating))).toEqual(new Set(['1', '2', '3', '4', '5', '-']));
  });

  it('answers the maximum sales charge in the POP fields of class A, the NAV figure for Institutional', async () => {
    const a = (
      await parsed('/pnp.svc/productSummary?group=retail&dataType=Monthly&className=A', mutualFundSummaryResponseSchema)
    ).value.mutualFunds;
    const fund = a.performanceFunds?.find((f) => f.fundName === 'Calder Meridian Large Cap Growth Fund');
    expect(num(fund?.popOneYear)).toBeLessThan(num(fund?.navOneYear));
    const i = (
      await parsed(
        '/pnp.svc/productSummary?group=retail&dataType=Monthly&className=Institutional',
        mutualFundSummaryResponseSchema,
      )
    ).value.mutualFunds;
    const inst = i.performanceFunds?.find((f) => f.fundName === 'Calder Meridian Large Cap Growth Fund');
    expect(inst?.popOneYear).toBe(inst?.navOneYear);
  });

  it('treats "Class C", "c" and "C" alike and defaults to Institutional', async () => {
    const names = async (query: string) =>
      (
        await parsed(`/pnp.svc/productSummary?group=retail&dataType=Monthly${query}`, mutualFundSummaryResponseSchema)
      ).value.mutualFunds.performanceFunds?.map((f) => f.cusip);
    expect(await names('&className=Class%20C')).toEqual(await names('&className=c'));
    expect(await names('')).toEqual(await names('&className=Institutional'));
  });

  it('answers an unknown class with no funds', async () => {
    const { value } = await parsed(
      '/pnp.svc/productSummary?group=retail&dataType=Monthly&className=Z',
      mutualFundSummaryResponseSchema,
    );
    expect(value.mutualFunds.performanceFunds).toEqual([]);
  });

  it('prices and yields: NAV, POP, change, SEC yields and seven-day yields of money market funds', async () => {
    const { value } = await parsed(
      '/pnp.svc/productSummary?group=retail&dataType=PricesAndYields&className=A',
      mutualFundSummaryResponseSchema,
    );
    const rows = value.mutualFunds.priceFunds ?? [];
    expect(value.mutualFunds.performanceFunds).toBeNull();
    expect(value.mutualFunds.priceAsOfDate).toBe('2026-11-20');
    const money = rows.filter((r) => r.categoryName === 'Money Market');
    expect(money.length).toBeGreaterThanOrEqual(4);
    for (const row of money) {
      expect(row.navDollar).toBe('1.00');
      expect(num(row.sevenDayYldCurrent)).toBeGreaterThan(2);
      expect(row.sevenDayYldDate).toBe('2026-11-20');
      expect(num(row.sevenDayYldEff)).toBeGreaterThanOrEqual(num(row.sevenDayYldCurrent));
    }
    const bond = rows.find((r) => r.fundName === 'Calder Meridian Core Bond Fund');
    expect(num(bond?.popDollar)).toBeGreaterThan(num(bond?.navDollar));
    expect(num(bond?.secYield)).toBeGreaterThan(2);
    expect(rows.filter((r) => r.categoryName !== 'Money Market').every((r) => r.sevenDayYldCurrent === null)).toBe(
      true,
    );
  });

  it('ratings "4,5": only four- and five-star funds, with the category fund counts', async () => {
    const { value } = await parsed(
      '/pnp.svc/productSummary?group=retail&dataType=4,5&className=A',
      mutualFundSummaryResponseSchema,
    );
    const rows = value.mutualFunds.starlingFunds ?? [];
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.every((r) => ['4', '5'].includes(String(r.msOverallRating)))).toBe(true);
    expect(rows.every((r) => num(r.overallFunds) > 0 && r.asOfDate === '2026-10-31')).toBe(true);
    // Funds of one Starling category report the same count.
    const growth = rows.filter((r) => r.msCategory === 'Large Growth');
    expect(new Set(growth.map((r) => r.overallFunds)).size).toBeLessThanOrEqual(1);
  });

  it('ratings "1,2,3,4,5" without a class: every rated class of every fund', async () => {
    const all =
      (await parsed('/pnp.svc/productSummary?group=retail&dataType=1,2,3,4,5', mutualFundSummaryResponseSchema)).value
        .mutualFunds.starlingFunds ?? [];
    const top =
      (await parsed('/pnp.svc/productSummary?group=retail&dataType=4,5', mutualFundSummaryResponseSchema)).value
        .mutualFunds.starlingFunds ?? [];
    expect(new Set(all.map((r) => r.fundClass)).size).toBe(8);
    expect(all.length).toBeGreaterThan(top.length);
    // products spec 3: msCategoryName "may be a list".
    expect(all.some((r) => Array.isArray(r.msCategoryName))).toBe(true);
  });

  it('capital gains: distributions and estimates with five-decimal amounts and record dates', async () => {
    const { value } = await parsed(
      '/pnp.svc/productSummary?group=retail&dataType=capGains&className=A',
      mutualFundSummaryResponseSchema,
    );
    const rows = value.mutualFunds.capitalGains ?? [];
    expect(rows.length).toBeGreaterThan(50);
    const distributions = rows.flatMap((r) => r.distributions ?? []);
    expect(distributions.length).toBeGreaterThan(50);
    for (const d of distributions) {
      expect(d.totalCapGain).toMatch(/^\d+\.\d{5}$/);
      expect(d.recordDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(num(d.totalCapGain)).toBeCloseTo(num(d.shortTermCapGain) + num(d.longTermCapGain), 4);
    }
    const estimates = rows.flatMap((r) => (r.estimates ? [r.estimates] : []));
    expect(estimates.length).toBeGreaterThan(20);
    for (const e of estimates) {
      expect(e.totalCapGainSt).toMatch(/^\d+\.\d{5}$/);
      expect(num(e.totalCapGainEnd)).toBeGreaterThanOrEqual(num(e.totalCapGainSt));
    }
    expect(rows.every((r) => r.className === 'A')).toBe(true);
  });

  it('answers 400 to an unknown data type or group', async () => {
    expect((await get('/pnp.svc/productSummary?group=retail&dataType=Weekly&className=A')).status).toBe(400);
    expect((await get('/pnp.svc/productSummary?group=hedge&dataType=Monthly')).status).toBe(400);
  });
});

describe('GET /pnp.svc/productSummary?group=etf', () => {
  it('performance: 40 ETFs in value.etfs with management styles, NAV and at-market returns, mutualFunds null', async () => {
    const { value } = await parsed('/pnp.svc/productSummary?group=etf&dataType=Monthly', etfSummaryResponseSchema);
    const rows = value.etfs.performanceFunds ?? [];
    expect(value.mutualFunds).toBeNull();
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => r.managementStyle))).toEqual(new Set(['Active', 'Indexed']));
    expect(new Set(rows.map((r) => r.categoryName))).toEqual(
      new Set([
        'Domestic Equity',
        'Global/International Equity',
        'Sector Equity/Specialty',
        'Taxable Fixed Income',
        'Tax-Exempt Fixed Income',
      ]),
    );
    expect(rows.every((r) => r.fundClass === 'ETF' && r.popOneYear !== undefined)).toBe(true);
    // The tracked index of an indexed ETF.
    expect(rows.find((r) => r.managementStyle === 'Indexed')?.benchmarkName).toMatch(/Index$/);
  });

  it('prices and yields: market price and premium/discount instead of POP and change', async () => {
    const { value } = await parsed(
      '/pnp.svc/productSummary?group=etf&dataType=PricesAndYields',
      etfSummaryResponseSchema,
    );
    const row = value.etfs.priceFunds?.[0] as FundRow;
    expect(row.marketPrice).toMatch(/^\d+\.\d{2}$/);
    expect(row.premiumDiscountPercent).toBeDefined();
    expect(row.popDollar).toBeUndefined();
    expect(row.navDollarChange).toBeUndefined();
  });

  it('ratings and investor goals', async () => {
    const { value } = await parsed('/pnp.svc/productSummary?group=etf&dataType=1,2,3,4,5', etfSummaryResponseSchema);
    expect((value.etfs.starlingFunds ?? []).length).toBeGreaterThan(10);
    const perf =
      (await parsed('/pnp.svc/productSummary?group=etf&dataType=Monthly', etfSummaryResponseSchema)).value.etfs
        .performanceFunds ?? [];
    const goals = new Set(
      perf
        .flatMap((r) => r.filters ?? [])
        .filter((f) => f.filter === 'investorGoal')
        .map((f) => f.filterValue?.[0]?.desc),
    );
    expect(goals).toEqual(new Set(['Strategic Beta', 'Thematic']));
  });
});

describe('GET /pnp.svc/productSummary for the other tables', () => {
  it('interval funds: value.intervalFunds in classes A, C and Institutional', async () => {
    const all = (await parsed('/pnp.svc/productSummary?group=interval&dataType=Monthly', intervalSummaryResponseSchema))
      .value.intervalFunds;
    // A dozen funds, each in its three classes.
    expect(all.performanceFunds).toHaveLength(36);
    const inst = (
      await parsed(
        '/pnp.svc/productSummary?group=interval&dataType=Monthly&className=Institutional',
        intervalSummaryResponseSchema,
      )
    ).value.intervalFunds;
    expect(inst.performanceFunds?.map((r) => r.fundClass)).toEqual(Array(12).fill('Institutional'));
    const gains = (
      await parsed('/pnp.svc/productSummary?group=interval&dataType=capGains', intervalSummaryResponseSchema)
    ).value.intervalFunds;
    expect(gains.capitalGains?.length).toBeGreaterThanOrEqual(12);
  });

  it('variable products: every class with an empty className, one class otherwise', async () => {
    const all = (
      await parsed(
        '/pnp.svc/productSummary?group=VariableProducts&dataType=Monthly&className=',
        variableProductsResponseSchema,
      )
    ).value.variableProducts;
    expect(all.length).toBeGreaterThan(60);
    expect(new Set(all.map((r) => r.className))).toEqual(new Set(['1', '2', '3', '']));
    expect(all.some((r) => r.name.includes(' - '))).toBe(true);
    const two = (
      await parsed(
        '/pnp.svc/productSummary?group=VariableProducts&dataType=Quarterly&className=2',
        variableProductsResponseSchema,
      )
    ).value.variableProducts;
    expect(two.every((r) => r.className === '2' && r.asOfDate === '2026-09-30')).toBe(true);
  });

  it('closed-end funds: value.closedEndFunds with NAV and market pairs', async () => {
    const rows = (
      await parsed('/pnp.svc/productSummary?group=ClosedEnd&dataType=Quarterly', closedEndFundsResponseSchema)
    ).value.closedEndFunds;
    expect(rows.length).toBe(8);
    for (const row of rows) {
      expect(row.navOneYear).toBeDefined();
      expect(row.mktValueOneYear).toBeDefined();
      expect(row.priceAsOfDate).toBe('2026-11-20');
      expect(Math.abs(num(row.premiumByDiscount))).toBeLessThan(15);
    }
  });

  it('529: value.products of one class, age-based tracks with glide path filters', async () => {
    const rows = (
      await parsed('/pnp.svc/productSummary?group=FutureScholar529&dataType=Monthly&className=C', plan529ResponseSchema)
    ).value.products;
    expect(rows.every((r) => r.className === 'C')).toBe(true);
    const tracks = rows.filter((r) => r.filters?.some((f) => f.filter === 'glidePath'));
    expect(tracks).toHaveLength(24);
    expect(tracks.every((r) => r.name.includes(PLAN_529_BRAND))).toBe(true);
    expect(new Set(tracks.map((r) => r.filters?.[0]?.filterValue?.[0]?.code))).toEqual(
      new Set(['AGGRESSIVE', 'MODERATE', 'CONSERVATIVE']),
    );
    expect(tracks.some((r) => r.filters?.[0]?.filterValue?.[0]?.desc === '19+')).toBe(true);
    expect(rows.filter((r) => !r.name.includes(PLAN_529_BRAND)).length).toBeGreaterThan(15);
  });

  it('model portfolios: a PURE_GROSS and a NET row per portfolio, with filter info', async () => {
    const models = (await parsed('/pnp.svc/productSummary?group=ModelPortfolios', modelPortfoliosResponseSchema)).value
      .modelPortfolios;
    expect(models.portfolioReturns).toHaveLength(60);
    const first = models.portfolioReturns.filter((r) => r.accountID === models.portfolioReturns[0]?.accountID);
    expect(first.map((r) => r.type).sort()).toEqual(['NET', 'PURE_GROSS']);
    expect(models.filterInfo?.map((f) => f.filterName)).toEqual(
      expect.arrayContaining(['Risk Tolerance', 'Investment Recommendation']),
    );
  });
});

describe('GET /pnp.svc/productTotals?group=Retail', () => {
  it('answers value.classTotals: eight classes with category counts that match the class rows', async () => {
    const totals = (await parsed('/pnp.svc/productTotals?group=Retail', productTotalsResponseSchema)).value.classTotals;
    expect(totals.map((t) => t.className)).toEqual(MF_CLASSES.map((c) => `Class ${c}`));
    const a = totals[0]!;
    const rows =
      (
        await parsed(
          '/pnp.svc/productSummary?group=retail&dataType=Monthly&className=A',
          mutualFundSummaryResponseSchema,
        )
      ).value.mutualFunds.performanceFunds ?? [];
    expect(a.investmentCategories?.reduce((sum, c) => sum + num(c.count), 0)).toBe(rows.length);
    expect(a.investmentCategories?.map((c) => c.categoryName).sort()).toEqual([...ASSET_CLASSES].sort());
    expect(a.filterInfo?.some((f) => f.filterName === 'investorGoal')).toBe(true);
  });

  it('leaves Alternative out of a class that has no alternative fund (products spec 9 inserts it)', async () => {
    const totals = (await parsed('/pnp.svc/productTotals?group=Retail', productTotalsResponseSchema)).value.classTotals;
    const v = totals.find((t) => t.className === 'Class V');
    expect(v?.investmentCategories?.some((c) => c.categoryName === 'Alternative')).toBe(false);
  });
});

describe('GET /pnp.svc/productList', () => {
  const groups = [
    'Retail',
    'RetailETF',
    'ModelPortfolios',
    'FutureScholar529',
    'VariableProducts',
    'IntervalFund',
    'ClosedEnd',
  ];

  it('answers about 1,200 Find a Product rows across the seven groups', async () => {
    let rows = 0;
    for (const group of groups) {
      const entries = (
        await parsed(`/pnp.svc/productList?group=${group}&groupbycategory=true`, productListResponseSchema)
      ).value.products;
      rows += entries.flatMap((e) => e.funds).flatMap((f) => f.classes).length;
    }
    expect(rows).toBeGreaterThan(1100);
    expect(rows).toBeLessThan(1300);
  });

  it('groups Retail by category in the spec order, with Starling categories and "Class X" classes', async () => {
    const entries = (await parsed('/pnp.svc/productList?group=Retail&groupbycategory=true', productListResponseSchema))
      .value.products;
    expect(entries.map((e) => e.categoryName)).toEqual([
      'Domestic Equity',
      'Alternative',
      'International Equity',
      'Taxable Fixed Income',
      'Sector Equity/Specialty',
      'Tax-Exempt Fixed Income',
      'Asset Allocation',
      'Money Market',
    ]);
    const fund = entries[0]!.funds[0]!;
    expect(fund.subCtgValue).toBeTruthy();
    expect(fund.classes[0]?.fundClass).toMatch(/^Class /);
    expect(entries.every((e) => num(e.count) === e.funds.length)).toBe(true);
    expect(entries.at(-1)?.funds[0]?.fundGroup).toBe('Retail and Institutional');
  });

  it('without grouping answers one entry with every fund sorted by name', async () => {
    const entries = (await parsed('/pnp.svc/productList?group=ClosedEnd', productListResponseSchema)).value.products;
    expect(entries).toHaveLength(1);
    const names = entries[0]!.funds.map((f) => f.fundName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(entries[0]!.funds.every((f) => f.classes[0]?.fundClass === '')).toBe(true);
  });

  it('by cusip answers the one fund with all its classes', async () => {
    const share = productCatalogue().mutualFunds[3]!.classes[1]!;
    const entries = (
      await parsed(`/pnp.svc/productList?cusip=${share.cusip}&groupbycategory=true`, productListResponseSchema)
    ).value.products;
    expect(entries).toHaveLength(1);
    expect(entries[0]!.funds[0]!.classes.some((c) => c.cusip === share.cusip)).toBe(true);
  });

  it('answers 400 to an unknown group', async () => {
    expect((await get('/pnp.svc/productList?group=Hedge')).status).toBe(400);
  });
});

describe('GET /cmg.svc downloads', () => {
  it('variable products summary as CSV and TSV attachments', async () => {
    const csv = await get('/cmg.svc/exportsummary?fundGroupName=VariableProducts&className=&fileType=csv');
    expect(csv.status).toBe(200);
    expect(csv.response.headers.get('Content-Type')).toContain('text/csv');
    expect(csv.response.headers.get('Content-Disposition')).toContain('attachment');
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines[0]).toMatch(/^Fund Name,Class,CUSIP/);
    expect(lines.length).toBeGreaterThan(60);
    const tsv = await get('/cmg.svc/exportsummary?fundGroupName=VariableProducts&className=&fileType=tsv');
    expect(String(tsv.body).split('\r\n')[1]?.split('\t')).toHaveLength(16);
  });

  it('capital gains distributions and estimates', async () => {
    const distributions = String((await get('/cmg.svc/exportCapGains?dataType=productSummary&period=&cusip=')).body)
      .trim()
      .split('\r\n');
    expect(distributions.length).toBeGreaterThan(100);
    expect(distributions[1]).toMatch(/,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},\d+\.\d{5},/);
    const estimates = String((await get('/cmg.svc/exportCapGains?dataType=estimates&period=null&cusip=null')).body)
      .trim()
      .split('\r\n');
    expect(estimates[1]).toMatch(/\d+\.\d{5} - \d+\.\d{5}/);
    expect((await get('/cmg.svc/exportCapGains?dataType=other')).status).toBe(400);
  });
});
