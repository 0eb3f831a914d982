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
  PRODUCT_TYPES,
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
    const meta = await getMutualFundSummary('Monthly', 'Class Institutional2');
    expect(sentUrl()).toBe('/pnp.svc/productSummary?group=retail&dataType=Monthly&className=Institutional2');
    expect(sentInit().method).toBe('GET');
    expect(meta.navAsOfDate).toBe('2026-10-31');
    expect(meta.performanceFunds?.[0]).toMatchObject({ fundName: FUND.fundName, navOneYear: '12.34', extra: 'kept' });
  });

  it('sends the ratings data type with its commas readable', async () => {
    await getMutualFundSummary('1,2,3,4,5', 'A');
    expect(sentUrl()).toBe('/pnp.svc/productSummary?group=retail&dataType=1,2,3,4,5&className=A');
  });

  it('prefixes the configured products base (data-api-products)', async () => {
    const config = getPageConfig({ apiProducts: 'https://data.example.com/' });
    await getMutualFundSummary('PricesAndYields', 'C', { config });
    expect(sentUrl()).toBe(
      'https://data.example.com/pnp.svc/productSummary?group=retail&dataType=PricesAndYields&className=C',
    );
  });

  it('ETFs: group=etf without a class, reading value.etfs', async () => {
    respond({ value: { etfs: { ...META, priceFunds: [{ ...FUND, marketPrice: '25.10' }] }, mutualFunds: null } });
    const meta = await getEtfSummary('PricesAndYields');
    expect(sentUrl()).toBe('/pnp.svc/productSummary?group=etf&dataType=PricesAndYields');
    expect(meta.priceFunds?.[0]?.marketPrice).toBe('25.10');
  });

  it('interval funds: group=interval with an optional class, reading value.intervalFunds', async () => {
    respond({ value: { intervalFunds: META } });
    await getIntervalFundSummary('capGains');
    await getIntervalFundSummary('Quarterly', { className: 'Institutional' });
    expect(sentUrl(0)).toBe('/pnp.svc/productSummary?group=interval&dataType=capGains');
    expect(sentUrl(1)).toBe('/pnp.svc/productSummary?group=interval&dataType=Quarterly&className=Institutional');
  });

  it('rejects a summary without the expected list key as malformed', async () => {
    respond({ value: { etfs: META } });
    const error = await rejection(getMutualFundSummary('Monthly', 'A'));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.kind).toBe('malformed');
  });

  it('rejects a fund row of the wrong shape as malformed', async () => {
    respond({ value: { mutualFunds: { performanceFunds: [{ fundName: 'No cusip', navOneYear: {} }] } } });
    expect((await rejection(getMutualFundSummary('Monthly', 'A'))).kind).toBe('malformed');
  });

  it('passes the supersede key: a newer class choice aborts the older request', async () => {
    let release: () => void = () => {};
    fetchMock.mockImplementationOnce(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init?.signal?.reason));
          release = () => resolve(json({ value: { mutualFunds: META } }));
        }),
    );
    const first = getMutualFundSummary('Monthly', 'A', { supersedeKey: 'landing' });
    const second = getMutualFundSummary('Monthly', 'C', { supersedeKey: 'landing' });
    expect((await rejection(first)).kind).toBe('aborted');
    await expect(second).resolves.toMatchObject({ navAsOfDate: '2026-10-31' });
    release();
  });

  it('passes the caller signal', async () => {
    const controller = new AbortController();
    controller.abort();
    expect((await rejection(getMutualFundSummary('Monthly', 'A', { signal: controller.signal }))).kind).toBe('aborted');
  });
});

describe('rated funds (products spec 7: dataType=4,5)', () => {
  it('retail: one request per class, returning the rated-funds list and its as-of date', async () => {
    respond({ value: { mutualFunds: { starlingFunds: [{ ...FUND, asOfDate: '2026-10-31' }] }, etfs: null } });
    const rated = await getRatedFunds('retail', { className: 'Advisor' });
    expect(sentUrl()).toBe('/pnp.svc/productSummary?group=retail&dataType=4,5&className=Advisor');
    expect(rated.asOfDate).toBe('2026-10-31');
    expect(rated.funds.map((f) => f.cusip)).toEqual([FUND.cusip]);
  });

  it('etf: group=etf without a class, reading value.etfs', async () => {
    respond({ value: { etfs: { starlingFunds: [FUND] }, mutualFunds: null } });
    const rated = await getRatedFunds('etf');
    expect(sentUrl()).toBe('/pnp.svc/productSummary?group=etf&dataType=4,5');
    expect(rated.funds).toHaveLength(1);
  });

  it('an absent list is no funds', async () => {
    respond({ value: { mutualFunds: { starlingFunds: null } } });
    await expect(getRatedFunds('retail', { dataType: '1,2,3,4,5' })).resolves.toEqual({
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
    const rows = await getVariableProducts('Quarterly');
    expect(sentUrl()).toBe('/pnp.svc/productSummary?group=VariableProducts&dataType=Quarterly&className=');
    expect(rows[0]?.className).toBe('');
  });

  it('closed-end funds: group=ClosedEnd&dataType, reading value.closedEndFunds', async () => {
    respond({
      value: {
        closedEndFunds: [{ fundName: 'Calder Meridian Municipal Income Trust', cusip: '193E5W9B9', nav: '16.30' }],
      },
    });
    const rows = await getClosedEndFunds('Monthly');
    expect(sentUrl()).toBe('/pnp.svc/productSummary?group=ClosedEnd&dataType=Monthly');
    expect(rows[0]?.nav).toBe('16.30');
  });

  it('529: group=FutureScholar529&dataType&className, reading value.products', async () => {
    respond({
      value: { products: [{ name: 'Calder Meridian Balanced 529 Portfolio', cusip: '190000001', className: 'E' }] },
    });
    const rows = await getPlan529Products('Monthly', 'E');
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
    const models = await getModelPortfolios();
    expect(sentUrl()).toBe('/pnp.svc/productSummary?group=ModelPortfolios');
    expect(models.portfolioReturns[0]?.type).toBe('NET');
  });

  it('rejects model portfolio rows without an accountID as malformed', async () => {
    respond({ value: { modelPortfolios: { portfolioReturns: [{ fundName: 'M', type: 'NET' }] } } });
    expect((await rejection(getModelPortfolios())).kind).toBe('malformed');
  });

  it('class totals: GET /pnp.svc/productTotals?group=Retail → value.classTotals', async () => {
    respond({
      value: {
        classTotals: [
          { className: 'Class A', investmentCategories: [{ categoryName: 'Domestic Equity', styleId: 22, count: 31 }] },
        ],
      },
    });
    const totals = await getProductTotals();
    expect(sentUrl()).toBe('/pnp.svc/productTotals?group=Retail');
    expect(totals[0]?.investmentCategories?.[0]?.count).toBe(31);
  });

  it('rejects class totals that are not a list as malformed', async () => {
    respond({ value: { classTotals: { className: 'Class A' } } });
    expect((await rejection(getProductTotals())).kind).toBe('malformed');
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
    const entries = await getProductList('RetailETF', { groupByCategory: true });
    expect(sentUrl()).toBe('/pnp.svc/productList?group=RetailETF&groupbycategory=true');
    expect(entries[0]?.funds[0]?.classes[0]?.symbol).toBe('CAAAX');
  });

  it('GET /pnp.svc/productList?group={group} without grouping', async () => {
    respond(LIST);
    await getProductList('ClosedEnd');
    expect(sentUrl()).toBe('/pnp.svc/productList?group=ClosedEnd');
  });

  it('GET /pnp.svc/productList?cusip={cusip}&groupbycategory=true', async () => {
    respond(LIST);
    await getProductListByCusip('19765Y514');
    expect(sentUrl()).toBe('/pnp.svc/productList?cusip=19765Y514&groupbycategory=true');
  });

  it('rejects a fund without classes as malformed', async () => {
    respond({ value: { products: [{ funds: [{ fundName: 'F' }] }] } });
    expect((await rejection(getProductList('Retail'))).kind).toBe('malformed');
  });

  it('a non-JSON answer is malformed too', async () => {
    fetchMock.mockImplementation(async () => new Response('<html>error</html>', { status: 200 }));
    expect((await rejection(getProductList('Retail'))).kind).toBe('malformed');
  });
});

describe('download addresses (products spec 7 "Downloads")', () => {
  it('variable products summary CSV and TSV', () => {
    expect(exportSummaryUrl('csv')).toBe(
      '/cmg.svc/exportsummary?fundGroupName=VariableProducts&className=&fileType=csv',
    );
    expect(exportSummaryUrl('tsv')).toBe(
      '/cmg.svc/exportsummary?fundGroupName=VariableProducts&className=&fileType=tsv',
    );
  });

  it('capital gains of one fund, and of every fund for the landing pages', () => {
    expect(exportCapGainsUrl('productSummary', '2025', '19765Y514')).toBe(
      '/cmg.svc/exportCapGains?dataType=productSummary&period=2025&cusip=19765Y514',
    );
    expect(capitalGainsCsvUrl('estimates')).toBe('/cmg.svc/exportCapGains?dataType=estimates&period=&cusip=');
    expect(capitalGainsCsvUrl('distributions', true)).toBe(
      '/cmg.svc/exportCapGains?dataType=intervalProductSummary&period=&cusip=',
    );
    expect(capitalGainsCsvUrl('estimates', true)).toBe(
      '/cmg.svc/exportCapGains?dataType=intervalEstimates&period=&cusip=',
    );
  });
});

describe('product type catalogue (products spec 3)', () => {
  it('maps both retail fund groups to the mutual-funds path and every list type to its path', () => {
    const byGroup = Object.fromEntries(PRODUCT_TYPES.map((t) => [t.fundGroup, t]));
    expect(byGroup['Retail and Institutional']).toEqual({
      fundGroup: 'Retail and Institutional',
      label: 'Mutual Funds',
      listType: 'Retail',
      path: 'mutual-funds',
    });
    expect(byGroup['Closed End']?.label).toBe('Listed Closed-End Funds');
    expect(PRODUCT_TYPES.map((t) => t.listType)).toEqual([
      'FutureScholar529',
      'Retail',
      'Retail',
      'ModelPortfolios',
      'RetailETF',
      'ClosedEnd',
      'VariableProducts',
      'IntervalFund',
    ]);
  });
});
