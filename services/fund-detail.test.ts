import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ServiceError } from '../runtime/http';
import { getPageConfig } from '../runtime/config';
import { jsonResponse, sentRequest, stubFetch, type FetchMock } from '../runtime/test-fetch';
import {
  getFundCapitalGains,
  getFundDetails,
  getHistoricalData,
  getPerformanceGrowth,
  getProductDetail,
  toFundDetails,
  type FundDetailsAnswer,
} from './fund-detail';

const ANSWER: FundDetailsAnswer = {
  miscellaneousDetails: { fundGroup: 'Retail', layoutID: 'MF' },
  fundMaintenance: { mergerFund: 'The fund merged into Calder Meridian Growth Fund.', renameFund: null },
  fundHeader: {
    fundName: 'Calder Meridian Large Cap Growth Fund',
    symbol: 'CLCGX',
    fundClass: 'A',
    classes: [
      { fundClass: 'A', cusip: '19765Y514', symbol: 'CLCGX' },
      { fundClass: 'Institutional', cusip: '19765Y522', symbol: 'CLCIX' },
    ],
    investorGoals: ['Growth', { code: 'INC', desc: 'Income', displayDesc: null }, '  '],
    mStarRiskVsCtg: 'Average',
    mStarOverallRating: '4',
    mStarCategory: 'Large Growth',
    mStarRatingAsOfDt: '2026-10-31',
    investCatg: 'Domestic Equity',
    subCtgValue: 'Large Cap',
    multiManager: 'true',
  },
  portfolioHighlights: { minimumInvestment: '1000', subsequentInvestment: '50', initialInvestment: null },
  fundSummary: { distributions: 'Annually' },
  topHoldingDetail: { topHoldingsDisclosure: 'Holdings are subject to change.' },
  risk: { riskLevel: 'Moderate', riskText: '<p>Stocks go down.</p>' },
  riskDetail: { riskLevel: 'Moderately High' },
  newNoteWorthy: '',
  underlyingFunds: null,
  literature: {
    productDocuments: [
      { docTitle: 'Fact Sheet', docURL: '/content/dam/cm/fact-sheet.pdf' },
      { docTitle: 'Commentary', docURL: '' },
    ],
    regulatoryDocuments: [
      { docTitle: 'Prospectus', docURL: '/content/dam/cm/prospectus.pdf' },
      { docTitle: 'Attribution/Contribution', docURL: null },
    ],
  },
};

describe('the fund details as the page reads them (products spec 3 "Fund detail")', () => {
  it('takes the three links from the literature by their titles', () => {
    const details = toFundDetails(ANSWER);
    expect(details.header).toMatchObject({
      fundFactsURL: '/content/dam/cm/fact-sheet.pdf',
      prospectusURL: '/content/dam/cm/prospectus.pdf',
      attrReportURL: null,
    });
    // Only documents with a title and a link are listed, product documents first.
    expect(details.documents.map((document) => document.docTitle)).toEqual(['Fact Sheet', 'Prospectus']);
  });

  it("copies the merger and rename texts to messageContents; reads multiManager 'true' as true", () => {
    const details = toFundDetails(ANSWER);
    expect(details.messageContents).toEqual(['The fund merged into Calder Meridian Growth Fund.']);
    expect(details.header.multiManager).toBe(true);
    expect(
      toFundDetails({ ...ANSWER, fundHeader: { ...ANSWER.fundHeader, multiManager: 'false' } }).header.multiManager,
    ).toBe(false);
    expect(
      toFundDetails({ ...ANSWER, fundHeader: { ...ANSWER.fundHeader, multiManager: true } }).header.multiManager,
    ).toBe(true);
  });

  it('merges risk with riskDetail, the detail winning', () => {
    expect(toFundDetails(ANSWER).risk).toEqual({ riskLevel: 'Moderately High', riskText: '<p>Stocks go down.</p>' });
    expect(toFundDetails({ ...ANSWER, risk: null, riskDetail: null }).risk).toBeNull();
  });

  it('summary from portfolioHighlights and fundSummary; blank HTML blocks are absent', () => {
    const details = toFundDetails(ANSWER);
    expect(details.summary.fundBasicDetail).toEqual({
      minimumInvestment: '1000',
      subsequentInvestment: '50',
      initialInvestment: null,
    });
    expect(details.summary.distributionsDetail.distrSchedule).toBe('Annually');
    expect(details.newNoteWorthy).toBeNull();
    expect(details.underlyingFundsDetails).toBeNull();
    expect(details.header.investorGoals).toEqual(['Growth', 'Income']);
  });
});

describe('the calls (products spec 7)', () => {
  let fetchMock: FetchMock;
  const ctx = () => ({ config: getPageConfig() });

  beforeEach(() => {
    fetchMock = stubFetch({ value: ANSWER });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fund details: GET {base}/service/funds/details?cusip= on the content base; a null value is no fund', async () => {
    const details = await getFundDetails('19765Y514', ctx());
    expect(sentRequest(fetchMock).url).toBe(`${getPageConfig().api.content}/service/funds/details?cusip=19765Y514`);
    expect(details?.header.fundName).toBe('Calder Meridian Large Cap Growth Fund');
    fetchMock.mockImplementation(async () => jsonResponse({ value: null }));
    expect(await getFundDetails('000000000', ctx())).toBeNull();
  });

  it('a failed or malformed fund details answer rejects, for the blocks to show their failure text', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ value: { fundHeader: { fundName: 42 } } }));
    await expect(getFundDetails('19765Y514', ctx())).rejects.toBeInstanceOf(ServiceError);
    fetchMock.mockImplementation(async () => jsonResponse({}, 500));
    await expect(getFundDetails('19765Y514', ctx())).rejects.toBeInstanceOf(ServiceError);
  });

  it('product detail: GET /pnp.svc/getproductdetails?cusip=&dataType=FundPortfolio → value.productDetail', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ value: { productDetail: { name: 'X', symbol: 'XX' } } }));
    const config = getPageConfig({ apiProducts: 'https://data.example.com' });
    const detail = await getProductDetail('19765Y514', { config });
    expect(sentRequest(fetchMock).url).toBe(
      'https://data.example.com/pnp.svc/getproductdetails?cusip=19765Y514&dataType=FundPortfolio',
    );
    expect(detail.name).toBe('X');
  });

  it('historical data, performance growth and capital gains by cusip', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({
        value: { historicalData: { asOfDate: '2026-10-31', prices: [{ priceDate: '2026-10-31', nav: '10.00' }] } },
      }),
    );
    expect((await getHistoricalData('19765Y514', ctx())).prices).toHaveLength(1);
    expect(sentRequest(fetchMock, 0).url).toBe('/pnp.svc/historicalData?cusip=19765Y514');

    fetchMock.mockImplementation(async () =>
      jsonResponse({
        value: { performanceGrowth: { initialInvestment: 10000, points: [{ date: '2026-10-31', value: 12000 }] } },
      }),
    );
    expect((await getPerformanceGrowth('19765Y514', ctx())).points[0]?.value).toBe(12000);
    expect(sentRequest(fetchMock, 1).url).toBe('/pnp.svc/performanceGrowth?cusip=19765Y514');

    fetchMock.mockImplementation(async () => jsonResponse({ value: { capitalGains: null } }));
    expect(await getFundCapitalGains('19765Y514', ctx())).toBeNull();
    expect(sentRequest(fetchMock, 2).url).toBe('/pnp.svc/capitalGains?cusip=19765Y514');
  });
});
