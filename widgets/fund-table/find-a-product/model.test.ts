import { describe, expect, it } from 'vitest';
import {
  findAProductAppliedCount,
  findAProductAssetClassOptions,
  findAProductClassOptions,
  findAProductKnownOptions,
  findAProductLoadPlan,
  findAProductNameCell,
  findAProductRows,
  findAProductView,
  finderFundClass,
  prepareFindAProduct,
  productTypeOptions,
  toggleAssetClass,
  toggleClass,
  toggleProductType,
} from './model';
import { EMPTY_FIND_A_PRODUCT_FILTERS, parseFindAProductQuery } from './query';

/**
 * The rows of three product lists, built in each test (as a load builds them), so that every test runs the code it
 * checks.
 */
function load() {
  const retail = findAProductRows('Retail', [
    {
      categoryName: 'Domestic Equity',
      funds: [
        {
          fundName: 'Growth Fund',
          subCtgValue: 'Large Growth',
          ctgName: 'Domestic Equity',
          classes: [
            { fundClass: 'Class A', cusip: 'G-A', symbol: 'GRWAX' },
            { fundClass: 'Institutional 2', cusip: 'G-I2', symbol: 'GRWTX' },
          ],
        },
      ],
    },
    {
      categoryName: 'Money Market',
      funds: [
        {
          fundName: 'cash Reserves Fund',
          subCtgValue: 'Money Market-Taxable',
          classes: [{ fundClass: 'A', cusip: 'C-A', symbol: 'CSHXX' }],
        },
      ],
    },
  ]);
  const etf = findAProductRows('RetailETF', [
    {
      funds: [
        {
          fundName: 'Dividend ETF',
          subCtgValue: 'Large Value',
          ctgName: 'Domestic Equity',
          classes: [{ fundClass: 'ETF', cusip: 'E1', symbol: 'DIVY' }],
        },
      ],
    },
  ]);
  const closedEnd = findAProductRows('ClosedEnd', [
    {
      funds: [
        {
          fundName: 'Municipal Income Trust',
          subCtgValue: 'Muni National',
          ctgName: 'Closed-End Muni',
          classes: [{ fundClass: null, cusip: 'CE1', symbol: 'MUT' }],
        },
      ],
    },
  ]);
  const rows = [...retail, ...etf, ...closedEnd];
  return { retail, etf, closedEnd, rows };
}

describe('rows from the product lists (products spec 3 "Finder list", 2.10)', () => {
  it('makes one row per class with the group code, fund type, asset class and class', () => {
    const { retail } = load();
    expect(retail[1]).toEqual({
      symbol: 'GRWTX',
      fundName: 'Growth Fund',
      cusip: 'G-I2',
      fundClass: 'Institutional2',
      class: 'institutional2',
      productType: 'Retail',
      fundType: 'mutual-funds',
      fundTypeLabel: 'Mutual Fund',
      assetClass: 'domestic-equity',
      assetClassName: 'Domestic Equity',
      category: 'Large Growth',
    });
  });

  it('takes the category of the entry when the fund has none', () => {
    expect(load().retail[2]).toMatchObject({ assetClass: 'money-market', assetClassName: 'Money Market' });
  });

  it('shows "-" for an unknown asset class, and for the category of funds that are neither mutual funds nor ETFs', () => {
    const { closedEnd, etf } = load();
    expect(closedEnd[0]).toMatchObject({
      assetClass: '',
      assetClassName: '-',
      category: '-',
      fundClass: '',
      fundTypeLabel: 'Closed-End Fund',
    });
    expect(etf[0]).toMatchObject({ category: 'Large Value', fundTypeLabel: 'Exchange Traded Fund' });
  });

  it('adds no row for an entry without funds, and one row without class for a fund without classes', () => {
    const rows = findAProductRows('Retail', [
      { categoryName: 'Alternative', funds: null },
      {
        categoryName: ' Taxable Fixed Income ',
        funds: [
          { fundName: 'Bond Fund', classes: [] },
          { fundName: 'Short Bond Fund', classes: null },
        ],
      },
    ]);
    const blank = {
      symbol: '',
      cusip: '',
      fundClass: '',
      class: '',
      productType: 'Retail',
      fundType: 'mutual-funds',
      fundTypeLabel: 'Mutual Fund',
      assetClass: 'taxable-fixed-income',
      assetClassName: 'Taxable Fixed Income',
      category: '-',
    };
    expect(rows).toEqual([
      { ...blank, fundName: 'Bond Fund' },
      { ...blank, fundName: 'Short Bond Fund' },
    ]);
  });

  it('removes "Class" and spaces from the class', () => {
    expect(finderFundClass('Class Institutional 3')).toBe('Institutional3');
  });

  it('loads Retail first, then the other groups', () => {
    expect(findAProductLoadPlan()).toEqual({
      first: 'Retail',
      then: ['RetailETF', 'ModelPortfolios', 'FutureScholar529', 'VariableProducts', 'IntervalFund', 'ClosedEnd'],
    });
  });
});

describe('filters (products spec 2.10, 4, 5)', () => {
  it('offers the product types and asset classes with their labels', () => {
    expect(productTypeOptions().map((o) => o.label)).toEqual([
      'Mutual Fund',
      'Exchange Traded Fund (ETFs)',
      'Model Portfolios',
      '529 Plan',
      'Variable Products',
      'Interval Funds',
      'Listed Closed-End Funds',
    ]);
    expect(findAProductAssetClassOptions().map((o) => o.value)).toEqual([
      'domestic-equity',
      'alternative',
      'international-equity',
      'taxable-fixed-income',
      'sector-equity',
      'tax-exempt-fixed-income',
      'asset-allocation',
      'money-market',
    ]);
  });

  it('offers the classes of the loaded rows, of the ticked product types when any', () => {
    const { rows } = load();
    expect(findAProductClassOptions(rows, []).map((o) => o.label)).toEqual(['A', 'Institutional2', 'ETF']);
    expect(findAProductClassOptions(rows, ['RetailETF']).map((o) => o.label)).toEqual(['ETF']);
  });

  it('names each asset class as spec 9 does', () => {
    expect(findAProductAssetClassOptions().map((o) => o.label)).toEqual([
      'Domestic Equity',
      'Alternative',
      'International Equity',
      'Taxable Fixed Income',
      'Sector Equity/Specialty',
      'Tax-Exempt Fixed Income',
      'Asset Allocation',
      'Money Market',
    ]);
  });

  it('lists the classes in the spec 9 order, then the classes it does not name alphabetically', () => {
    const fund = (fundName: string, ...classes: string[]) => ({
      fundName,
      classes: classes.map((fundClass) => ({ fundClass, cusip: `${fundName}-${fundClass}`, symbol: '' })),
    });
    const rows = [
      ...findAProductRows('Retail', [{ funds: [fund('Growth Fund', 'Premier', 'Institutional', 'Class C')] }]),
      ...findAProductRows('VariableProducts', [{ funds: [fund('Variable Portfolio', '2', '1')] }]),
      ...findAProductRows('RetailETF', [{ funds: [fund('Dividend ETF', 'ETF')] }]),
      ...findAProductRows('Retail', [{ funds: [fund('Income Fund', 'Legacy', 'Advisor')] }]),
      ...findAProductRows('FutureScholar529', [{ funds: [fund('College Portfolio', 'Class E', 'Class C')] }]),
    ];
    expect(findAProductClassOptions(rows, []).map((o) => o.label)).toEqual([
      'C',
      'Advisor',
      'Institutional',
      'ETF',
      'E',
      '1',
      '2',
      'Legacy',
      'Premier',
    ]);
    expect(findAProductClassOptions(rows, ['FutureScholar529']).map((o) => o.value)).toEqual(['c', 'e']);
  });

  it('clears the class selection when a product type is unticked', () => {
    let filters = toggleProductType(EMPTY_FIND_A_PRODUCT_FILTERS, 'Retail');
    filters = toggleClass(filters, 'a');
    filters = toggleAssetClass(filters, 'domestic-equity');
    expect(filters).toEqual({ productTypes: ['Retail'], assetClasses: ['domestic-equity'], classes: ['a'] });
    expect(findAProductAppliedCount(filters)).toBe(3);
    expect(toggleProductType(filters, 'Retail')).toEqual({
      productTypes: [],
      assetClasses: ['domestic-equity'],
      classes: [],
    });
  });

  it('unticks a product type, an asset class or a class and keeps the other ticks', () => {
    const filters = {
      productTypes: ['Retail', 'ClosedEnd'],
      assetClasses: ['alternative', 'money-market'],
      classes: ['a', 'c'],
    };
    expect(toggleProductType(filters, 'Retail')).toEqual({
      productTypes: ['ClosedEnd'],
      assetClasses: ['alternative', 'money-market'],
      classes: [],
    });
    expect(toggleAssetClass(filters, 'alternative').assetClasses).toEqual(['money-market']);
    expect(toggleClass(filters, 'c').classes).toEqual(['a']);
    expect(toggleProductType(EMPTY_FIND_A_PRODUCT_FILTERS, 'ClosedEnd').productTypes).toEqual(['ClosedEnd']);
  });

  it('keeps a URL class that only the loaded rows have', () => {
    const rows = findAProductRows('Retail', [
      { funds: [{ fundName: 'Growth Fund', classes: [{ fundClass: 'Premier', cusip: 'P1', symbol: 'GRWPX' }] }] },
    ]);
    expect(parseFindAProductQuery('class=premier,zz', findAProductKnownOptions(rows)).classes).toEqual(['premier']);
    expect(parseFindAProductQuery('class=premier,zz', findAProductKnownOptions([])).classes).toEqual([]);
  });

  it('keeps URL values that name known options, classes included before the rows load', () => {
    expect(
      parseFindAProductQuery(
        'productType=RetailETF,Hedge&class=institutional3,zz&assetClass=money-market',
        findAProductKnownOptions([]),
      ),
    ).toEqual({
      productTypes: ['RetailETF'],
      assetClasses: ['money-market'],
      classes: ['institutional3'],
    });
  });
});

describe('the Find a Product table (products spec 2.10, 4)', () => {
  const base = {
    search: '',
    filters: EMPTY_FIND_A_PRODUCT_FILTERS,
    sort: { key: 'fundName', direction: 'asc' as const },
  };

  it('lists every row by fund name, case-insensitively', () => {
    const prepared = prepareFindAProduct(load().rows);
    expect(findAProductView(prepared, base).rows.map((r) => r.symbol)).toEqual([
      'CSHXX',
      'DIVY',
      'GRWAX',
      'GRWTX',
      'MUT',
    ]);
  });

  it('searches "{symbol} {fundName}"', () => {
    const prepared = prepareFindAProduct(load().rows);
    const view = findAProductView(prepared, { ...base, search: 'grwax growth' });
    expect(view.rows.map((r) => r.symbol)).toEqual(['GRWAX']);
    // Every row stays available in the sort order, for the table to keep the others hidden in place.
    expect(view.sorted?.map((r) => r.symbol)).toEqual(['CSHXX', 'DIVY', 'GRWAX', 'GRWTX', 'MUT']);
    expect(findAProductView(prepared, { ...base, search: 'TRUST' }).rows.map((r) => r.symbol)).toEqual(['MUT']);
  });

  it('keeps rows matching every list that has ticks', () => {
    const prepared = prepareFindAProduct(load().rows);
    const filters = { productTypes: ['Retail', 'RetailETF'], assetClasses: ['domestic-equity'], classes: [] };
    expect(findAProductView(prepared, { ...base, filters }).rows.map((r) => r.symbol)).toEqual([
      'DIVY',
      'GRWAX',
      'GRWTX',
    ]);
    expect(findAProductView(prepared, { ...base, filters: { ...filters, classes: ['etf'] } }).count).toBe(1);
  });

  it('sorts by another column, descending', () => {
    const prepared = prepareFindAProduct(load().rows);
    expect(
      findAProductView(prepared, { ...base, sort: { key: 'symbol', direction: 'desc' } }).rows.map((r) => r.symbol),
    ).toEqual(['MUT', 'GRWTX', 'GRWAX', 'DIVY', 'CSHXX']);
  });

  it('ignores the spaces around the search text', () => {
    const prepared = prepareFindAProduct(load().rows);
    expect(findAProductView(prepared, { ...base, search: '  divy ' }).rows.map((r) => r.symbol)).toEqual(['DIVY']);
  });

  it('keeps the rows of the ticked product types alone', () => {
    const prepared = prepareFindAProduct(load().rows);
    const filters = { ...EMPTY_FIND_A_PRODUCT_FILTERS, productTypes: ['ClosedEnd'] };
    expect(findAProductView(prepared, { ...base, filters }).rows.map((r) => r.symbol)).toEqual(['MUT']);
  });

  it('sorts by Fund Type, equal types by fund name', () => {
    const prepared = prepareFindAProduct(load().rows);
    const sort = { key: 'fundTypeLabel', direction: 'asc' as const };
    expect(findAProductView(prepared, { ...base, sort }).rows.map((r) => [r.fundTypeLabel, r.symbol])).toEqual([
      ['Closed-End Fund', 'MUT'],
      ['Exchange Traded Fund', 'DIVY'],
      ['Mutual Fund', 'CSHXX'],
      ['Mutual Fund', 'GRWAX'],
      ['Mutual Fund', 'GRWTX'],
    ]);
  });

  it('sorts by fund name ascending when the sort names no column', () => {
    // A trust whose name comes first and whose ticker comes last.
    const alpha = findAProductRows('ClosedEnd', [
      { funds: [{ fundName: 'Alpha Income Trust', classes: [{ fundClass: null, cusip: 'CE2', symbol: 'ZAIT' }] }] },
    ]);
    const prepared = prepareFindAProduct([...load().rows, ...alpha]);
    const sort = { key: 'msOverallRating', direction: 'desc' as const };
    expect(findAProductView(prepared, { ...base, sort }).rows.map((r) => r.symbol)).toEqual([
      'ZAIT',
      'CSHXX',
      'DIVY',
      'GRWAX',
      'GRWTX',
      'MUT',
    ]);
  });

  it('searches and sorts a load that adds a group as a load prepared from scratch does', () => {
    const { retail, rows } = load();
    const prepared = prepareFindAProduct(rows);
    const first = prepareFindAProduct(retail);
    findAProductView(first, { ...base, sort: { key: 'symbol', direction: 'desc' } });
    const grown = prepareFindAProduct(rows, first);
    for (const state of [
      base,
      { ...base, search: 'fund' },
      { ...base, sort: { key: 'symbol', direction: 'desc' as const } },
      { ...base, sort: { key: 'category', direction: 'asc' as const } },
    ]) {
      expect(findAProductView(grown, state)).toEqual(findAProductView(prepared, state));
    }
  });

  it('links the fund name by its fund type, with "Class - X"', () => {
    const { retail, closedEnd } = load();
    expect(findAProductNameCell('', retail[1]!)).toEqual({
      text: 'Growth Fund',
      classText: 'Class - Institutional2',
      href: '/investment-products/mutual-funds/Growth-Fund/Class-Institutional2/details/?cusip=G-I2',
    });
    expect(findAProductNameCell('', closedEnd[0]!)).toEqual({
      text: 'Municipal Income Trust',
      href: '/investment-products/closed-end-funds/Municipal-Income-Trust/Class-none/details/?cusip=CE1',
    });
  });
});
