import { describe, expect, it } from 'vitest';
import { assetClassSlug, CATEGORY_ORDER, MUTUAL_FUND_CLASSES } from '../../../services/product-vocabulary';
import {
  EMPTY_LANDING_FILTERS,
  hasFilterFlag,
  isFourOrFiveStar,
  landingView,
  prepareFunds,
  type LandingFund,
} from '../table/fund-view';
import { fundCountText, groupFundCounts, ratingCell, ratingColumns } from '../table/ratings';
import {
  appliedCount,
  assetClassOptions,
  categoryKeysFromQuery,
  classOptions,
  comparisonRows,
  etfAssetClassOptions,
  etfPriceRow,
  filtersFromQuery,
  isMoneyMarket,
  landingAssetClassOptions,
  landingClassOptions,
  landingFundLink,
  landingGrouping,
  managementStyleOptions,
  performanceOptions,
  tabRows,
  toggleValue,
} from './model';
import { parseLandingQuery } from './query';
import { performanceColumns } from './texts';

interface Fund extends LandingFund {
  navOneYear?: number | string;
  overallFunds?: number;
}

const fund = (fundName: string, symbol: string, extra: Partial<Fund> = {}): Fund => ({ fundName, symbol, ...extra });

const funds: Fund[] = [
  fund('Calder Meridian Growth Fund', 'CMGAX', {
    categoryName: 'Domestic Equity',
    managementStyle: 'Active',
    msOverallRating: 5,
    navOneYear: 12.1,
    filters: [{ filter: 'featureFund', filterValue: [{ desc: 'true' }] }],
    msCategoryName: 'Large Growth',
    overallFunds: 1100,
  }),
  fund('Calder Meridian Income Fund', 'CMIAX', {
    categoryName: 'Taxable Fixed Income',
    managementStyle: 'Indexed',
    msOverallRating: 3,
    navOneYear: '-',
    filters: [{ filter: 'multiManager', filterValue: [] }],
    msCategoryName: ['Intermediate Core Bond'],
    overallFunds: 420,
  }),
  fund('Calder Meridian International Fund', 'CMNAX', {
    categoryName: 'Global/International Equity',
    managementStyle: 'Active',
    msOverallRating: '4',
    navOneYear: 7.5,
    filters: [{ filter: 'featureFund', filterValue: [{ desc: 'false' }] }],
    msCategoryName: 'Foreign Large Blend',
  }),
  fund('Calder Meridian Small Cap Fund', 'CMSAX', {
    categoryName: 'Domestic Equity',
    managementStyle: 'Indexed',
    msOverallRating: '-',
    navOneYear: -3.2,
    msCategoryName: 'Large Growth',
  }),
];

const columns = performanceColumns('nav', 'Average Annual Total Returns (%) at NAV');
const names = (rows: readonly Fund[]) => rows.map((r) => r.fundName.replace('Calder Meridian ', ''));

describe('Asset Class options (products spec 2.3, 3, 9)', () => {
  it('inserts a missing Alternative category and orders the options as spec 9', () => {
    const options = assetClassOptions([
      { categoryName: 'Money Market', styleId: 9, count: 3 },
      { categoryName: 'Asset Allocation', styleId: 5, count: 4 },
      { categoryName: 'Domestic Equity', styleId: 22, count: 40 },
      { categoryName: 'International Equity', styleId: 25, count: 12 },
    ]);
    expect(options.map((o) => [o.value, o.label, o.count])).toEqual([
      ['domestic-equity', 'Domestic Equity', 40],
      ['alternative', 'Alternative', 0],
      ['international-equity', 'International Equity', 12],
      ['asset-allocation', 'Asset Allocation', 4],
      ['money-market', 'Money Market', 3],
    ]);
  });

  it('lists the static ETF categories and management styles', () => {
    expect(etfAssetClassOptions().map((o) => o.label)).toEqual([
      'Domestic Equity',
      'Alternative',
      'Global/International Equity',
      'Taxable Fixed Income',
      'Sector Equity/Specialty',
      'Tax-Exempt Fixed Income',
    ]);
    expect(managementStyleOptions().map((o) => o.label)).toEqual(['Active', 'Indexed']);
  });

  it('slugs the spec 9 names, and other names as lower-case hyphenated text', () => {
    expect(assetClassSlug('Global/International Equity')).toBe('international-equity');
    expect(assetClassSlug('tax-exempt fixed income')).toBe('tax-exempt-fixed-income');
    expect(assetClassSlug('Real Estate & REITs')).toBe('real-estate-reits');
  });

  it('pre-selects the categories named by investment-category, ignoring unknown ones', () => {
    const options = assetClassOptions([{ categoryName: 'Domestic Equity', styleId: 22, count: 1 }]);
    expect(categoryKeysFromQuery(['domestic-equity', 'crypto'], options)).toEqual(['domestic-equity']);
    expect(categoryKeysFromQuery(['alternative'], options)).toEqual(['alternative']);
  });
});

describe('filters (products spec 2.3, 5)', () => {
  it('counts every selected item for "(N applied)"', () => {
    expect(appliedCount(EMPTY_LANDING_FILTERS)).toBe(0);
    expect(
      appliedCount({
        assetClasses: ['a', 'b'],
        managementStyles: ['Active'],
        featured: true,
        topRated: true,
        multiManager: false,
      }),
    ).toBe(5);
  });

  it('pre-ticks the filters named by the query', () => {
    const query = parseLandingQuery(
      'featured-funds&top-performing-funds&multi-managed-funds&investment-category=domestic-equity',
    );
    expect(filtersFromQuery(query, [{ value: 'domestic-equity', label: 'Domestic Equity' }])).toEqual({
      assetClasses: ['domestic-equity'],
      managementStyles: [],
      featured: true,
      topRated: true,
      multiManager: true,
    });
  });

  it('keeps funds rated above 3 for "4 & 5 Star Funds"', () => {
    expect(isFourOrFiveStar({ msOverallRating: 4 })).toBe(true);
    expect(isFourOrFiveStar({ msOverallRating: '5' })).toBe(true);
    expect(isFourOrFiveStar({ msOverallRating: 3 })).toBe(false);
    expect(isFourOrFiveStar({ msOverallRating: '-' })).toBe(false);
  });

  it('reads the featured and multi-manager marks from filters[]', () => {
    expect(hasFilterFlag(funds[0]!, 'featureFund')).toBe(true);
    expect(hasFilterFlag(funds[1]!, 'multiManager')).toBe(true);
    expect(hasFilterFlag(funds[2]!, 'featureFund')).toBe(false);
    expect(hasFilterFlag(funds[3]!, 'featureFund')).toBe(false);
    const marked = (...filterValue: Array<{ desc?: string; code?: string }>) =>
      hasFilterFlag({ filters: [{ filter: 'featureFund', filterValue }] }, 'featureFund');
    expect(marked({ desc: ' No ' })).toBe(false);
    expect(marked({ code: ' false' })).toBe(false);
    expect(marked({ desc: 'false' }, { code: 'Y' })).toBe(true);
  });

  it('ticks and unticks a checkbox value', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('the landing table (products spec 2.3, 4)', () => {
  const prepared = prepareFunds(funds);
  const base = {
    search: '',
    filters: EMPTY_LANDING_FILTERS,
    columns,
    grouping: 'none' as const,
    sort: { key: 'fundName', direction: 'asc' as const },
  };

  it('shows every fund by name when nothing is chosen', () => {
    const view = landingView(prepared, base);
    expect(view.count).toBe(4);
    expect(names(view.rows)).toEqual(['Growth Fund', 'Income Fund', 'International Fund', 'Small Cap Fund']);
    expect(view.groups).toBeUndefined();
  });

  it('says which sort it applied: a column of another tab falls back to fund name ascending, shown as such', () => {
    expect(landingView(prepared, { ...base, sort: { key: 'ytd', direction: 'desc' } }).sort).toEqual({
      key: 'ytd',
      direction: 'desc',
    });
    const view = landingView(prepared, { ...base, sort: { key: 'secYield', direction: 'desc' } });
    expect(view.sort).toEqual({ key: 'fundName', direction: 'asc' });
    expect(names(view.rows)).toEqual(['Growth Fund', 'Income Fund', 'International Fund', 'Small Cap Fund']);
  });

  it('searches fund name or ticker, case-insensitively', () => {
    expect(names(landingView(prepared, { ...base, search: '  INCOME ' }).rows)).toEqual(['Income Fund']);
    expect(names(landingView(prepared, { ...base, search: 'cmn' }).rows)).toEqual(['International Fund']);
    expect(landingView(prepared, { ...base, search: 'nothing like it' }).count).toBe(0);
  });

  it('keeps every fund in sort order beside the matching ones, so the table hides the others rather than drop them', () => {
    const view = landingView(prepared, { ...base, search: 'income', sort: { key: 'fundName', direction: 'desc' } });
    expect(names(view.rows)).toEqual(['Income Fund']);
    expect(names(view.sorted!)).toEqual(['Small Cap Fund', 'International Fund', 'Income Fund', 'Growth Fund']);
  });

  it('combines the filters: any ticked asset class, and every ticked other filter', () => {
    const equity = { ...EMPTY_LANDING_FILTERS, assetClasses: ['domestic-equity', 'international-equity'] };
    expect(names(landingView(prepared, { ...base, filters: equity }).rows)).toEqual([
      'Growth Fund',
      'International Fund',
      'Small Cap Fund',
    ]);
    expect(names(landingView(prepared, { ...base, filters: { ...equity, topRated: true } }).rows)).toEqual([
      'Growth Fund',
      'International Fund',
    ]);
    expect(
      names(landingView(prepared, { ...base, filters: { ...equity, topRated: true, featured: true } }).rows),
    ).toEqual(['Growth Fund']);
    expect(
      names(landingView(prepared, { ...base, filters: { ...EMPTY_LANDING_FILTERS, multiManager: true } }).rows),
    ).toEqual(['Income Fund']);
    expect(
      names(
        landingView(prepared, { ...base, filters: { ...EMPTY_LANDING_FILTERS, managementStyles: ['Indexed'] } }).rows,
      ),
    ).toEqual(['Income Fund', 'Small Cap Fund']);
  });

  it('sorts a return column with "-" as 0', () => {
    const view = landingView(prepared, { ...base, sort: { key: 'oneYear', direction: 'desc' } });
    expect(names(view.rows)).toEqual(['Growth Fund', 'International Fund', 'Income Fund', 'Small Cap Fund']);
  });

  it('falls back to fund name ascending for a column the tab does not have', () => {
    expect(names(landingView(prepared, { ...base, sort: { key: 'secYield', direction: 'desc' } }).rows)[0]).toBe(
      'Growth Fund',
    );
  });

  it('groups ETF rows by management style first, then by the sort column', () => {
    const view = landingView(prepared, {
      ...base,
      grouping: 'managementStyle',
      sort: { key: 'oneYear', direction: 'asc' },
    });
    expect(view.groups?.map((g) => [g.key, names(g.rows)])).toEqual([
      ['Active', ['International Fund', 'Growth Fund']],
      ['Indexed', ['Small Cap Fund', 'Income Fund']],
    ]);
    expect(names(view.rows)).toEqual(['International Fund', 'Growth Fund', 'Small Cap Fund', 'Income Fund']);
    expect(view.count).toBe(4);
  });

  it('reads a management style sent with spaces around it, for the filter and the groups; a fund without one is grouped last', () => {
    const padded = prepareFunds([
      fund('Calder Meridian Quality ETF', 'CMQE', { managementStyle: ' Active  ' }),
      fund('Calder Meridian Core ETF', 'CMCE', { managementStyle: 'Indexed' }),
      fund('Calder Meridian New ETF', 'CMNE'),
    ]);
    const filtered = landingView(padded, {
      ...base,
      filters: { ...EMPTY_LANDING_FILTERS, managementStyles: ['Active'] },
    });
    expect(names(filtered.rows)).toEqual(['Quality ETF']);
    const grouped = landingView(padded, { ...base, grouping: 'managementStyle' });
    expect(grouped.groups?.map((g) => [g.key, names(g.rows)])).toEqual([
      ['Active', ['Quality ETF']],
      ['Indexed', ['Core ETF']],
      ['', ['New ETF']],
    ]);
  });

  it('groups the ratings tab by the provider category', () => {
    const view = landingView(prepared, {
      ...base,
      columns: ratingColumns('Starling', true, false),
      grouping: 'category',
      sort: { key: 'msOverallRating', direction: 'desc' },
    });
    expect(view.groups?.map((g) => [g.key, names(g.rows)])).toEqual([
      ['Foreign Large Blend', ['International Fund']],
      ['Intermediate Core Bond', ['Income Fund']],
      ['Large Growth', ['Growth Fund', 'Small Cap Fund']],
    ]);
  });

  it('groups by style on the ETF performance and prices tabs, by category on the ratings tab when asked', () => {
    expect(landingGrouping('performance', true, false)).toBe('managementStyle');
    expect(landingGrouping('prices-yields', true, true)).toBe('managementStyle');
    expect(landingGrouping('performance', false, true)).toBe('none');
    expect(landingGrouping('ratings', true, true)).toBe('category');
    expect(landingGrouping('ratings', false, false)).toBe('none');
    expect(landingGrouping('capital-gains', true, true)).toBe('none');
  });
});

describe('cells and extra rows', () => {
  it('shows a rating as filled and empty stars with "N Funds", or "-" without a fund count (products spec 2.5)', () => {
    expect(ratingCell(4, 1100)).toEqual({ filled: 4, empty: 1, text: '1100 Funds' });
    expect(ratingCell('2', '87')).toEqual({ filled: 2, empty: 3, text: '87 Funds' });
    expect(ratingCell(4, null)).toBe('-');
    expect(ratingCell(4, '-')).toBe('-');
    expect(ratingCell('-', 10)).toBe('-');
  });

  it('counts a category group by the first count its rows give', () => {
    const counts = groupFundCounts([
      { overallFunds: '-', threeYearFunds: 10 },
      { overallFunds: 50, tenYearFunds: 7 },
    ]);
    expect(counts).toEqual({ overallFunds: 50, threeYearFunds: 10, fiveYearFunds: undefined, tenYearFunds: 7 });
    expect(fundCountText(counts.overallFunds)).toBe('50 Funds');
    expect(fundCountText(counts.fiveYearFunds)).toBe('-');
  });

  it('adds benchmark and category-average rows under a fund when ticked (products spec 2.3)', () => {
    const row = {
      benchmarkName: 'Broad Market Index',
      benchmarkYTD: 1,
      benchmarkOneYear: 2,
      msCategoryYTD: 3,
      msCategoryInception: 4,
    };
    expect(comparisonRows(row, { benchmark: false, categoryAverage: false }, 'Starling')).toEqual([]);
    const rows = comparisonRows(row, { benchmark: true, categoryAverage: true }, 'Starling');
    expect(rows.map((r) => [r.kind, r.label, r.values.ytd])).toEqual([
      ['benchmark', 'Broad Market Index', 1],
      ['categoryAverage', 'Starling Category Average', 3],
    ]);
    expect(rows[1]!.values.sinceInception).toBe(4);
  });

  it('finds money-market funds by their seven-day yields', () => {
    expect(isMoneyMarket({ sevenDayYldCurrent: 4.9 })).toBe(true);
    expect(isMoneyMarket({ sevenDayYldCurrent: '-', sevenDayYldEff: null })).toBe(false);
  });

  it('copies ETF market price and premium/discount into the price fields (products spec 3)', () => {
    expect(
      etfPriceRow({ marketPrice: 25.1, premiumDiscountAmount: 0.02, premiumDiscountPercent: 0.08, popDollar: null }),
    ).toMatchObject({
      popDollar: 25.1,
      navDollarChange: 0.02,
      navPercentageChange: 0.08,
    });
  });
});

describe('the options of a visit, with or without the class totals (products spec 2.3, 8, 9)', () => {
  const totals = [
    { className: 'Class A', investmentCategories: [{ categoryName: 'Money Market', styleId: 9, count: 2 }] },
    { className: 'Institutional', investmentCategories: [{ categoryName: 'Domestic Equity', styleId: 22, count: 4 }] },
  ];

  it('offers the classes of the totals, or every spec 9 mutual fund class when the totals failed', () => {
    expect(landingClassOptions(totals).map((o) => o.value)).toEqual(['A', 'Institutional']);
    expect(landingClassOptions([]).map((o) => o.value)).toEqual(MUTUAL_FUND_CLASSES);
  });

  it("offers the selected class's categories, every spec 9 category without totals, the static ones on the ETF page", () => {
    expect(landingAssetClassOptions('mutual-funds', totals, 'A').map((o) => o.value)).toEqual([
      'alternative',
      'money-market',
    ]);
    expect(landingAssetClassOptions('mutual-funds', [], 'A').map((o) => o.value)).toEqual(CATEGORY_ORDER);
    expect(landingAssetClassOptions('exchange-traded-funds', [], '')).toEqual(etfAssetClassOptions());
  });
});

describe('the rows of each tab (products spec 2.3, 3)', () => {
  const meta = {
    performanceFunds: [{ fundName: 'Performance Fund', cusip: 'P1' }],
    priceFunds: [{ fundName: 'Price Fund', cusip: 'Q1', marketPrice: 25.1, popDollar: null }],
    starlingFunds: [{ fundName: 'Rated Fund', cusip: 'R1' }],
  };

  it('reads the performance, price or rated funds of the answer, none before it arrives', () => {
    expect(tabRows(meta, 'performance', false).map((r) => r.fundName)).toEqual(['Performance Fund']);
    expect(tabRows(meta, 'ratings', false).map((r) => r.fundName)).toEqual(['Rated Fund']);
    expect(tabRows(meta, 'capital-gains', false)).toEqual([]);
    expect(tabRows(undefined, 'performance', false)).toEqual([]);
  });

  it('copies the ETF market price into the price fields on the ETF page only', () => {
    expect(tabRows(meta, 'prices-yields', true)[0]!.popDollar).toBe(25.1);
    expect(tabRows(meta, 'prices-yields', false)[0]!.popDollar).toBeNull();
  });
});

describe('the Asset Class options of an answer (products spec 3, 9)', () => {
  it('keeps the Alternative category the class totals give, with its count and styleId', () => {
    const options = assetClassOptions([
      { categoryName: 'Asset Allocation', styleId: 5, count: 4 },
      { categoryName: 'Alternative', styleId: 40, count: 7 },
    ]);
    expect(options.map((o) => [o.label, o.count, o.styleId])).toEqual([
      ['Alternative', 7, 40],
      ['Asset Allocation', 4, 5],
    ]);
  });

  it('inserts Alternative with styleId 33 and count 0 when the totals miss it', () => {
    expect(assetClassOptions([{ categoryName: 'Money Market', styleId: 9, count: 3 }])).toEqual([
      { value: 'alternative', label: 'Alternative', count: 0, styleId: 33 },
      { value: 'money-market', label: 'Money Market', count: 3, styleId: 9 },
    ]);
  });

  it('offers only Alternative for a class record without categories', () => {
    expect(assetClassOptions(null).map((o) => o.label)).toEqual(['Alternative']);
    expect(assetClassOptions(undefined).map((o) => o.label)).toEqual(['Alternative']);
  });

  it('gives one option for two names of one slug, and none for a blank name', () => {
    const options = assetClassOptions([
      { categoryName: 'International Equity', styleId: 25, count: 12 },
      { categoryName: '', styleId: 2, count: 1 },
      { categoryName: 'Global/International Equity', styleId: 26, count: 3 },
    ]);
    expect(options.map((o) => [o.value, o.label, o.count])).toEqual([
      ['alternative', 'Alternative', 0],
      ['international-equity', 'International Equity', 12],
    ]);
  });

  it('puts the categories spec 9 does not order last, in the order given', () => {
    const options = assetClassOptions([
      { categoryName: 'Real Estate', count: 2 },
      { categoryName: 'Money Market', count: 3 },
      { categoryName: 'Commodities', count: 1 },
      { categoryName: 'Domestic Equity', count: 5 },
      { categoryName: 'Infrastructure', count: 4 },
    ]);
    expect(options.map((o) => o.label)).toEqual([
      'Domestic Equity',
      'Alternative',
      'Money Market',
      'Real Estate',
      'Commodities',
      'Infrastructure',
    ]);
  });

  it('lists the management styles of a class record given as codes', () => {
    expect(managementStyleOptions([{ code: 'Active' }, { code: 'Indexed' }])).toEqual([
      { value: 'Active', label: 'Active' },
      { value: 'Indexed', label: 'Indexed' },
    ]);
  });

  it("offers the categories of the selected class's record only, just Alternative for a class the totals lack", () => {
    const totals = [
      { className: 'Class A', investmentCategories: [{ categoryName: 'Money Market', styleId: 9, count: 2 }] },
      { className: 'Class C', investmentCategories: [{ categoryName: 'Domestic Equity', styleId: 22, count: 4 }] },
    ];
    expect(landingAssetClassOptions('mutual-funds', totals, 'C').map((o) => o.value)).toEqual([
      'domestic-equity',
      'alternative',
    ]);
    expect(landingAssetClassOptions('mutual-funds', totals, 'V').map((o) => o.value)).toEqual(['alternative']);
  });
});

describe('investment-category on load (products spec 2.3)', () => {
  const options = assetClassOptions([
    { categoryName: 'Global/International Equity', styleId: 25, count: 1 },
    { categoryName: 'Sector Equity/Specialty', styleId: 1, count: 1 },
    { categoryName: ' Real  Estate/REITs ', styleId: 40, count: 1 },
  ]);

  it('pre-selects a category by its spec 9 slug, in any case', () => {
    expect(categoryKeysFromQuery(['International-Equity'], options)).toEqual(['international-equity']);
  });

  it('pre-selects a category by its name hyphenated', () => {
    expect(categoryKeysFromQuery(['Global/International-Equity'], options)).toEqual(['international-equity']);
    expect(categoryKeysFromQuery(['sector-equity/specialty'], options)).toEqual(['sector-equity']);
    expect(categoryKeysFromQuery(['Real-Estate/REITs'], options)).toEqual(['real-estate-reits']);
    expect(categoryKeysFromQuery(['Global/International Equity', 'globalinternationalequity'], options)).toEqual([]);
  });
});

describe('the counts, links and options of the landing (products spec 2.1, 2.3)', () => {
  it('counts a ticked Multi-Manager Funds in "(N applied)"', () => {
    expect(
      appliedCount({ assetClasses: [], managementStyles: [], featured: false, topRated: false, multiManager: true }),
    ).toBe(1);
  });

  it('links an ETF with Class-ETF and a mutual fund with its class', () => {
    expect(landingFundLink('', 'exchange-traded-funds', { fundName: 'Calder Core Bond ETF', cusip: '200000001' })).toBe(
      '/investment-products/exchange-traded-funds/Calder-Core-Bond-ETF/Class-ETF/details/?cusip=200000001',
    );
    expect(landingFundLink('', 'mutual-funds', { fundName: 'Calder Growth Fund', fundClass: 'Class C' })).toBe(
      '/investment-products/mutual-funds/Calder-Growth-Fund/Class-C/details/?cusip=',
    );
  });

  it('sends nav, pop and atmarket as the Performance values', () => {
    expect(performanceOptions('exchange-traded-funds', '').map((o) => o.value)).toEqual(['nav', 'atmarket']);
    expect(performanceOptions('mutual-funds', 'A').map((o) => o.value)).toEqual(['nav', 'pop']);
  });

  it('offers no blank class', () => {
    expect(classOptions([{ className: '' }, { className: 'Class A' }]).map((o) => o.value)).toEqual(['A']);
  });

  it('shows no rows for a tab whose list the answer lacks', () => {
    expect(tabRows({}, 'performance', false)).toEqual([]);
    expect(tabRows({}, 'prices-yields', false)).toEqual([]);
    expect(tabRows({}, 'prices-yields', true)).toEqual([]);
    expect(tabRows({}, 'ratings', false)).toEqual([]);
  });
});
