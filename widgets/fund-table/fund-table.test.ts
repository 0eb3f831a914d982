import { describe, expect, it } from 'vitest';
import { DEFAULT_MUTUAL_FUND_CLASS } from '../../services/product-vocabulary';
import type { CapitalGainsRow, ClassTotal, FundRow, ProductListEntry } from '../../services/products';
import { capitalGainsDistributionsCsv } from './capital-gains/model';
import { findAProductRows, findAProductView, prepareFindAProduct } from './find-a-product/model';
import { EMPTY_FIND_A_PRODUCT_FILTERS } from './find-a-product/query';
import { assetClassOptions, classOptions, filtersFromQuery, landingFundLink, landingGrouping } from './landing/model';
import { parseLandingQuery } from './landing/query';
import { landingConfig, performanceColumns, pricesColumns, returnHeader } from './landing/texts';
import { formatValue } from './table/format';
import { landingView, prepareFunds } from './table/fund-view';
import { createSorter, nextSort } from './table/sorting';
import { displayingText } from './table/texts';

const classTotals: ClassTotal[] = [
  {
    className: 'Class A',
    investmentCategories: [
      { categoryName: 'Domestic Equity', styleId: '22', count: '2' },
      { categoryName: 'Taxable Fixed Income', styleId: 26, count: 1 },
    ],
  },
  { className: 'Class C' },
  { className: 'Institutional' },
];

const rows: FundRow[] = [
  {
    fundName: 'Calder Meridian Small Cap Value Fund',
    symbol: 'CMSVX',
    cusip: '100000001',
    fundClass: 'A',
    categoryName: 'Domestic Equity',
    navOneYear: '8.25',
    popOneYear: '2.02',
    inceptionDt: '1999-05-03',
  },
  {
    fundName: 'Calder Meridian Core Bond Fund',
    symbol: 'CMCBX',
    cusip: '100000002',
    fundClass: 'A',
    categoryName: 'Taxable Fixed Income',
    navOneYear: '-',
    popOneYear: '-',
    inceptionDt: '2004-11-01',
  },
  {
    fundName: 'calder meridian Dividend Income Fund',
    symbol: 'CMDIX',
    cusip: '100000003',
    fundClass: 'A',
    categoryName: 'Domestic Equity',
    navOneYear: 11.5,
    popOneYear: 5.1,
    inceptionDt: '-',
  },
];

describe('a visit to the mutual funds landing (products spec 2.3, 4)', () => {
  const config = landingConfig('mutual-funds', 'Starling');

  it('arrives with the class and category from the query and shows the matching funds by name', () => {
    const query = parseLandingQuery('?class=A&investment-category=domestic-equity');
    const classes = classOptions(classTotals);
    const className = query.className ?? DEFAULT_MUTUAL_FUND_CLASS;
    expect(classes.map((c) => c.value)).toContain(className);
    expect(className).toBe('A');

    const options = assetClassOptions(
      classTotals.find((t) => t.className === `Class ${className}`)?.investmentCategories,
    );
    const filters = filtersFromQuery(query, options);
    const header = returnHeader('nav', { navAsOfDate: '2026-03-31' });
    const view = landingView(prepareFunds(rows), {
      search: '',
      filters,
      sort: config.defaultSort,
      columns: performanceColumns('nav', header.title),
      grouping: landingGrouping('performance', false, false),
    });

    expect(displayingText(view.count)).toBe('Displaying 2 fund(s)');
    expect(view.rows.map((r) => r.symbol)).toEqual(['CMDIX', 'CMSVX']);
    expect(landingFundLink('', 'mutual-funds', view.rows[0]!)).toBe(
      '/investment-products/mutual-funds/calder-meridian-Dividend-Income-Fund/Class-A/details/?cusip=100000003',
    );
  });

  it('clicks the 1 Yr header twice: ascending with "-" as 0, then descending', () => {
    const prepared = prepareFunds(rows);
    const columns = performanceColumns('pop', 'Average Annual Total Returns (%) with Maximum Sales Charge');
    const oneYear = columns.find((c) => c.key === 'oneYear')!;
    const first = nextSort(config.defaultSort, oneYear);
    const second = nextSort(first, oneYear);
    const show = (sort: typeof first) =>
      landingView(prepared, { search: '', sort, columns, grouping: 'none' }).rows.map((r) =>
        formatValue(r[oneYear.field] as string | number),
      );
    expect(show(first)).toEqual(['-', '2.02', '5.10']);
    expect(show(second)).toEqual(['5.10', '2.02', '-']);
  });

  it('builds the distributions CSV from the service rows', () => {
    const gains: CapitalGainsRow[] = [
      {
        fundName: 'Calder Meridian Core Bond Fund',
        className: 'A',
        cusip: '100000002',
        distributions: [{ recordDate: '2025-12-15', totalCapGain: '0.0412' }],
      },
    ];
    const text = capitalGainsDistributionsCsv(gains).text;
    expect(text).toContain('\r\nCalder Meridian Core Bond Fund,A,100000002,12/15/2025,-,-,-,0.04120,-\r\n');
  });

  it('adds the ETF premium/discount headers on the ETF prices tab', () => {
    expect(pricesColumns('exchange-traded-funds', false).map((c) => c.header)).toContain('Premium/Discount %');
  });
});

describe('Find a Product from the service lists (products spec 2.10)', () => {
  it('lists the rows of every loaded group', () => {
    const retail: ProductListEntry[] = [
      {
        categoryName: 'Domestic Equity',
        funds: [
          {
            fundName: 'Growth Fund',
            subCtgValue: 'Large Growth',
            classes: [{ fundClass: 'A', cusip: 'G1', symbol: 'GRWAX' }],
          },
        ],
      },
    ];
    const etf: ProductListEntry[] = [
      {
        funds: [
          {
            fundName: 'Alpha ETF',
            ctgName: 'Domestic Equity',
            classes: [{ fundClass: 'ETF', cusip: 'E1', symbol: 'ALFA' }],
          },
        ],
      },
    ];
    const view = findAProductView(
      prepareFindAProduct([...findAProductRows('Retail', retail), ...findAProductRows('RetailETF', etf)]),
      {
        search: '',
        filters: EMPTY_FIND_A_PRODUCT_FILTERS,
        sort: { key: 'fundName', direction: 'asc' },
      },
    );
    expect(view.rows.map((r) => [r.symbol, r.fundTypeLabel, r.assetClassName, r.category])).toEqual([
      ['ALFA', 'Exchange Traded Fund', 'Domestic Equity', '-'],
      ['GRWAX', 'Mutual Fund', 'Domestic Equity', 'Large Growth'],
    ]);
  });
});

describe('performance with the Find a Product size (~1,200 rows)', () => {
  const many: FundRow[] = Array.from({ length: 1200 }, (_, i) => ({
    fundName: `Fund ${(i * 7919) % 1200} ${i % 3 === 0 ? 'Income' : 'Growth'}`,
    symbol: `S${i}`,
    cusip: String(i),
    categoryName: i % 2 ? 'Domestic Equity' : 'Taxable Fixed Income',
    managementStyle: i % 2 ? 'Active' : 'Indexed',
    navOneYear: i % 10 === 0 ? '-' : String(((i * 37) % 200) / 10 - 5),
    msOverallRating: (i % 5) + 1,
  }));

  it('reads each value of a column once per data load, however often the column is sorted', () => {
    let reads = 0;
    const sorter = createSorter(many, {
      name: (r) => r.fundName,
      value: (r, field) => {
        reads += 1;
        return r[field];
      },
    });
    sorter.sort({ key: 'navOneYear', kind: 'number' }, 'asc');
    sorter.sort({ key: 'navOneYear', kind: 'number' }, 'desc');
    sorter.sort({ key: 'navOneYear', kind: 'number' }, 'asc');
    expect(reads).toBe(1200);
  });
  // How fast a sort or a search is on the real element is measured by `npm run bench`, not asserted here.
});
