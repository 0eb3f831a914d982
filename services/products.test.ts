import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../runtime/http';
import { jsonResponse, rejection, sentRequest, stubFetch, type FetchMock } from '../runtime/test-fetch';
import { getPageConfig } from '../runtime/config';
import {
  capitalGainsCsvUrl,
  exportCapGainsUrl,
  exportSummaryUrl,
  getClosedEndFunds,
  getEtfSummary,
  getIntervalFundSummary,
  getModelPortfolios,
  getMutualFundSummary,
  getPlan529Products,
  getProductList,
  getProductListByCusip,
  getProductTotals,
  getRatedFunds,
  getVariableProducts,
} from './products';

const FUND = {
  fundName: 'Calder Meridian Large Cap Growth Fund',
  symbol: 'CLCGX',
  cusip: '19765Y514',
  fundClass: 'A',
  navOneYear: '12.34',
  navTenYear: '-',
  msOverallRating: '4',
  overallFunds: '1084',
  msCategoryName: ['Large Growth'],
  extra: 'kept',
};
const META = {
  navAsOfDate: '2026-10-31',
  performanceFunds: [FUND],
  priceFunds: null,
  starlingFunds: [FUND],
  capitalGains: null,
};

let fetchMock: FetchMock;
const json = jsonResponse;
const respond = (body: unknown) => fetchMock.mockImplementation(async () => json(body));
const sentUrl = (index = 0) => sentRequest(fetchMock, index).url;
const sentInit = (index = 0) => sentRequest(fetchMock, index).init;
/** The context an element gives its calls: here the page's own configuration. */
const ctx = () => ({ config: getPageConfig() });

beforeEach(() => {
  fetchMock = stubFetch({ value: { mutualFunds: META, etfs: null } });
  // runtime/http reports each malformed response on the console once; these tests provoke several.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('landing summaries (products spec 7 productSummary)', () => {
  it('mutual funds: GET /pnp.svc/productSummary?group=retail&dataType={type}&className={class}, reading value.mutualFunds', async () => {
    const meta = await getMutualFundSummary('Monthly', 'Class Institutional2', ctx());
    expect(sentUrl()).toBe('/pnp.svc/productSummary?group=retail&dataType=Monthly&className=Institutional2');
    expect(sentInit().method).toBe('GET');
    expect(meta.navAsOfDate).toBe('2026-10-31');
    expect(meta.performanceFunds?.[0]).toMatchObject({ fundName: FUND.fundName, navOneYear: '12.34', extra: 'kept' });
  });

  it('sends the ratings data type with its commas readable', async () => {
    await getMutualFundSummary('1,2,3,4,5', 'A', ctx());
    expect(sentUrl()).toBe('/pnp.svc/productSummary?group=retail&dataType=1,2,3,4,5&className=A');
  });

  it('prefixes the configured products base (data-api-products)', async () => {
    const config = getPageConfig({ apiProducts: 'https://data.example.com/' });
    await getMutualFundSummary('PricesAndYields', 'C', { ...ctx(), config });
    expect(sentUrl()).toBe(
      'https://data.example.com/pnp.svc/productSummary?group=retail&dataType=PricesAndYields&className=C',
    );
  });

  it('ETFs: group=etf without a class, reading value.etfs', async () => {
    respond({ value: { etfs: { ...META, priceFunds: [{ ...FUND, marketPrice: '25.10' }] }, mutualFunds: null } });
    const meta = await getEtfSummary('PricesAndYields', ctx());
    expect(sentUrl()).toBe('/pnp.svc/productSummary?group=etf&dataType=PricesAndYields');
    expect(meta.priceFunds?.[0]?.marketPrice).toBe('25.10');
  });

  it('interval funds: group=interval with an optional class, reading value.intervalFunds', async () => {
    respond({ value: { intervalFunds: META } });
    await getIntervalFundSummary('capGains', ctx());
    await getIntervalFundSummary('Quarterly', { ...ctx(), className: 'Institutional' });
    expect(sentUrl(0)).toBe('/pnp.svc/productSummary?group=interval&dataType=capGains');
    expect(sentUrl(1)).toBe('/pnp.svc/productSummary?group=interval&dataType=Quarterly&className=Institutional');
  });

  it('rejects a summary without the expected list key as malformed', async () => {
    respond({ value: { etfs: META } });
    const error = await rejection(getMutualFundSummary('Monthly', 'A', ctx()));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.kind).toBe('malformed');
  });

  it('rejects a fund row of the wrong shape as malformed', async () => {
    respond({ value: { mutualFunds: { performanceFunds: [{ fundName: 'No cusip', navOneYear: {} }] } } });
    expect((await rejection(getMutualFundSummary('Monthly', 'A', ctx()))).kind).toBe('malformed');
  });

  it('passes the caller signal', async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await rejection(getMutualFundSummary('Monthly', 'A', { ...ctx(), signal: controller.signal }))).kind).toBe(
      'aborted',
    );
  });
});

describe('rated funds (products spec 7: dataType=4,5)', () => {
  it('retail: one request per class, returning the rated-funds list and its as-of date', async () => {
    respond({ value: { mutualFunds: { starlingFunds: [{ ...FUND, asOfDate: '2026-10-31' }] }, etfs: null } });
    const rated = await getRatedFunds('retail', { ...ctx(), className: 'Advisor' });
    expect(sentUrl()).toBe('/pnp.svc/productSummary?group=retail&dataType=4,5&className=Advisor');
    expect(rated.asOfDate).toBe('2026-10-31');
    expect(rated.funds.map((f) => f.cusip)).toEqual([FUND.cusip]);
  });

  it('etf: group=etf without a class, reading value.etfs', async () => {
    respond({ value: { etfs: { starlingFunds: [FUND] }, mutualFunds: null } });
    const rated = await getRatedFunds('etf', ctx());
    expect(sentUrl()).toBe('/pnp.svc/productSummary?group=etf&dataType=4,5');
    expect(rated.funds).toHaveLength(1);
  });

  it('an absent list is no funds', async () => {
    respond({ value: { mutualFunds: { starlingFunds: null } } });
    await expect(getRatedFunds('retail', { ...ctx(), dataType: '1,2,3,4,5' })).resolves.toEqual({
      asOfDate: undefined,
      funds: [],
    });
    expect(sentUrl()).toBe('/pnp.svc/productSummary?group=retail&dataType=1,2,3,4,5');
  });
});

describe('other product tables', () => {
  it('variable products: group=VariableProducts&dataType&className (empty: every class)', async () => {
    respond({
      value: {
        variableProducts: [
          { name: 'Calder Meridian Variable Portfolio - Core Bond Fund', className: '', cusip: '19V000001' },
        ],
      },
    });
    const rows = await getVariableProducts('Quarterly', '', ctx());
    expect(sentUrl()).toBe('/pnp.svc/productSummary?group=VariableProducts&dataType=Quarterly&className=');
    expect(rows[0]?.className).toBe('');
  });

  it('closed-end funds: group=ClosedEnd&dataType, reading value.closedEndFunds', async () => {
    respond({
      value: {
        closedEndFunds: [{ fundName: 'Calder Meridian Municipal Income Trust', cusip: '193E5W9B9', nav: '16.30' }],
      },
    });
    const rows = await getClosedEndFunds('Monthly', ctx());
    expect(sentUrl()).toBe('/pnp.svc/productSummary?group=ClosedEnd&dataType=Monthly');
    expect(rows[0]?.nav).toBe('16.30');
  });

  it('529: group=FutureScholar529&dataType&className, reading value.products', async () => {
    respond({
      value: { products: [{ name: 'Calder Meridian Balanced 529 Portfolio', cusip: '190000001', className: 'E' }] },
    });
    const rows = await getPlan529Products('Monthly', 'E', ctx());
    expect(sentUrl()).toBe('/pnp.svc/productSummary?group=FutureScholar529&dataType=Monthly&className=E');
    expect(rows).toHaveLength(1);
  });

  it('model portfolios: group=ModelPortfolios, reading value.modelPortfolios', async () => {
    respond({
      value: {
        modelPortfolios: {
          portfolioReturns: [{ fundName: 'M', accountID: 'MP1001', type: 'NET', ytd: '1.00' }],
          filterInfo: [],
        },
      },
    });
    const models = await getModelPortfolios(ctx());
    expect(sentUrl()).toBe('/pnp.svc/productSummary?group=ModelPortfolios');
    expect(models.portfolioReturns[0]?.type).toBe('NET');
  });

  it('rejects model portfolio rows without an accountID as malformed', async () => {
    respond({ value: { modelPortfolios: { portfolioReturns: [{ fundName: 'M', type: 'NET' }] } } });
    expect((await rejection(getModelPortfolios(ctx()))).kind).toBe('malformed');
  });

  it('class totals: GET /pnp.svc/productTotals?group=Retail → value.classTotals', async () => {
    respond({
      value: {
        classTotals: [
          { className: 'Class A', investmentCategories: [{ categoryName: 'Domestic Equity', styleId: 22, count: 31 }] },
        ],
      },
    });
    const totals = await getProductTotals(ctx());
    expect(sentUrl()).toBe('/pnp.svc/productTotals?group=Retail');
    expect(totals[0]?.investmentCategories?.[0]?.count).toBe(31);
  });

  it('rejects class totals that are not a list as malformed', async () => {
    respond({ value: { classTotals: { className: 'Class A' } } });
    expect((await rejection(getProductTotals(ctx()))).kind).toBe('malformed');
  });
});

describe('product lists (products spec 7 productList)', () => {
  const LIST = {
    value: {
      products: [
        {
          categoryName: 'Domestic Equity',
          funds: [
            {
              fundName: 'F',
              ctgName: 'Domestic Equity',
              classes: [{ fundClass: 'Class A', cusip: '1', symbol: 'CAAAX' }],
            },
          ],
        },
      ],
    },
  };

  it('GET /pnp.svc/productList?group={group}&groupbycategory=true', async () => {
    respond(LIST);
    const entries = await getProductList('RetailETF', { ...ctx(), groupByCategory: true });
    expect(sentUrl()).toBe('/pnp.svc/productList?group=RetailETF&groupbycategory=true');
    expect(entries[0]?.funds[0]?.classes[0]?.symbol).toBe('CAAAX');
  });

  it('GET /pnp.svc/productList?group={group} without grouping', async () => {
    respond(LIST);
    await getProductList('ClosedEnd', ctx());
    expect(sentUrl()).toBe('/pnp.svc/productList?group=ClosedEnd');
  });

  it('GET /pnp.svc/productList?cusip={cusip}&groupbycategory=true', async () => {
    respond(LIST);
    await getProductListByCusip('19765Y514', ctx());
    expect(sentUrl()).toBe('/pnp.svc/productList?cusip=19765Y514&groupbycategory=true');
  });

  it('rejects a fund without classes as malformed', async () => {
    respond({ value: { products: [{ funds: [{ fundName: 'F' }] }] } });
    expect((await rejection(getProductList('Retail', ctx()))).kind).toBe('malformed');
  });

  it('a non-JSON answer is malformed too', async () => {
    fetchMock.mockImplementation(async () => new Response('<html>error</html>', { status: 200 }));
    expect((await rejection(getProductList('Retail', ctx()))).kind).toBe('malformed');
  });
});

describe('download addresses (products spec 7 "Downloads")', () => {
  it('variable products summary CSV and TSV', () => {
    expect(exportSummaryUrl('csv', ctx())).toBe(
      '/cmg.svc/exportsummary?fundGroupName=VariableProducts&className=&fileType=csv',
    );
    expect(exportSummaryUrl('tsv', ctx())).toBe(
      '/cmg.svc/exportsummary?fundGroupName=VariableProducts&className=&fileType=tsv',
    );
  });

  it('capital gains of one fund, and of every fund for the landing pages', () => {
    expect(exportCapGainsUrl('productSummary', '2025', '19765Y514', ctx())).toBe(
      '/cmg.svc/exportCapGains?dataType=productSummary&period=2025&cusip=19765Y514',
    );
    expect(capitalGainsCsvUrl('estimates', false, ctx())).toBe(
      '/cmg.svc/exportCapGains?dataType=estimates&period=&cusip=',
    );
    expect(capitalGainsCsvUrl('distributions', true, ctx())).toBe(
      '/cmg.svc/exportCapGains?dataType=intervalProductSummary&period=&cusip=',
    );
    expect(capitalGainsCsvUrl('estimates', true, ctx())).toBe(
      '/cmg.svc/exportCapGains?dataType=intervalEstimates&period=&cusip=',
    );
  });
});
