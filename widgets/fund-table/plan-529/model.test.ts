import { describe, expect, it } from 'vitest';
import type { Plan529Product } from '../../../services/products';
import {
  AGE_BASED_TAB,
  ageOf,
  DEFAULT_PLAN_529_SORT,
  plan529ClassFromQuery,
  plan529Dates,
  plan529Row,
  plan529SortColumn,
  plan529TabFromBundle,
  plan529TabFromHash,
  plan529TabRows,
  plan529View,
  preparePlan529,
  TARGET_TAB,
} from './model';
import { agesText, displayingProductsText, plan529Columns, trackLabel } from './texts';

const BRAND = 'Meridian Scholar 529';

function product(name: string, extra: Partial<Plan529Product> = {}, track?: [string, string]): Plan529Product {
  return {
    name,
    cusip: `C-${name}`,
    className: 'A',
    puvOneYear: '1.00',
    popOneYear: '0.50',
    filters: track ? [{ filter: 'glidePath', filterValue: [{ code: track[0], desc: track[1] }] }] : [],
    ...extra,
  };
}

const DATES = {
  puvDate: '11/20/2026',
  ytdAsOfDate: '10/31/2026',
  asOfDate: '10/31/2026',
  expenseAsOfDate: '09/30/2026',
};

describe('tabs, first tab and class (products spec 2.8)', () => {
  it('names a tab by its hash, and none for another anchor', () => {
    expect(plan529TabFromHash('#age-based-portfolios')).toBe(AGE_BASED_TAB);
    expect(plan529TabFromHash('#Target-Allocation-Single-Fund-Portfolios')).toBe(TARGET_TAB);
    // A space typed after the hash arrives encoded.
    expect(plan529TabFromHash('#age-based-portfolios%20')).toBe(AGE_BASED_TAB);
    expect(plan529TabFromHash('#performanceDisclosure')).toBeUndefined();
    expect(plan529TabFromHash('')).toBeUndefined();
  });

  it("takes the first tab from the 529.plan bundle's key that includes the container, else the target tab", () => {
    const bundle = {
      'plan529-investor.default.tab': 'age-based-portfolios',
      'plan529-advisor.default.tab': '#target-allocation-single-fund-portfolios',
      'other.tab': 'age-based-portfolios',
    };
    expect(plan529TabFromBundle(bundle, 'plan529-investor')).toBe(AGE_BASED_TAB);
    expect(plan529TabFromBundle(bundle, 'plan529-advisor')).toBe(TARGET_TAB);
    expect(plan529TabFromBundle(bundle, 'unknown-container')).toBe(TARGET_TAB);
    expect(plan529TabFromBundle({ 'x.tab': 'nonsense' }, 'x')).toBe(TARGET_TAB);
  });

  it('preselects the class of ?class=, "Class " allowed, and A otherwise (spec 9)', () => {
    expect(plan529ClassFromQuery('?class=C')).toBe('C');
    expect(plan529ClassFromQuery('?class=Class%20e')).toBe('E');
    expect(plan529ClassFromQuery('?class=Institutional')).toBe('A');
    expect(plan529ClassFromQuery('')).toBe('A');
  });
});

describe('rows of each tab (products spec 2.8, 3 "529 product")', () => {
  const products = [
    product('Calder Meridian Balanced 529 Portfolio'),
    product(`${BRAND} Aggressive Age-Based Portfolio 0-5`, {}, ['AGGRESSIVE', '0-5']),
    product(`${BRAND} College Savings Note`),
    product('Calder Meridian Core Bond 529 Portfolio'),
  ];

  it("derives the glide path and the age group from the glidePath filter, the age from the group's number", () => {
    const row = plan529Row(product('x', {}, ['moderate', '19+']));
    expect(row).toMatchObject({ glidePath: 'MODERATE', ageGroup: '19+', age: 19 });
    expect(plan529Row(product('y'))).toMatchObject({ glidePath: '', ageGroup: '', age: -1 });
    expect(ageOf('11-12')).toBe(11);
  });

  it("leaves the products named with the plan's own brand out of the target tab", () => {
    expect(plan529TabRows(products, TARGET_TAB, BRAND).map((r) => r.name)).toEqual([
      'Calder Meridian Balanced 529 Portfolio',
      'Calder Meridian Core Bond 529 Portfolio',
    ]);
    expect(plan529TabRows(products, TARGET_TAB, '  ')).toHaveLength(4);
  });

  it('shows the tracks on the age-based tab', () => {
    expect(plan529TabRows(products, AGE_BASED_TAB, BRAND).map((r) => r.ageGroup)).toEqual(['0-5']);
  });

  it('takes the header dates from the first row that gives each', () => {
    const dates = plan529Dates([product('a', { puvDate: '2026-11-20' }), product('b', { asOfDate: '2026-10-31' })]);
    expect(dates).toEqual({
      puvDate: '2026-11-20',
      ytdAsOfDate: undefined,
      asOfDate: '2026-10-31',
      expenseAsOfDate: undefined,
    });
  });
});

describe('the view: search, sort, tracks (products spec 4, 5)', () => {
  const defs = plan529Columns('puv', DATES);

  it('searches names on the target tab, case-insensitively, and counts the matches', () => {
    const rows = plan529TabRows(
      [product('Growth 529 Portfolio'), product('Core Bond 529 Portfolio'), product('Growth and Income Portfolio')],
      TARGET_TAB,
      BRAND,
    );
    const view = plan529View(preparePlan529(rows), {
      tab: TARGET_TAB,
      search: ' GROWTH',
      sort: DEFAULT_PLAN_529_SORT,
      columns: defs,
    });
    expect(view.rows.map((r) => r.name)).toEqual(['Growth 529 Portfolio', 'Growth and Income Portfolio']);
    expect(view.count).toBe(2);
  });

  it('groups the tracks AGGRESSIVE, MODERATE, CONSERVATIVE, each by age, whatever the data order', () => {
    const rows = plan529TabRows(
      [
        product('c 19', {}, ['CONSERVATIVE', '19+']),
        product('m 6', {}, ['MODERATE', '6-8']),
        product('a 11', {}, ['AGGRESSIVE', '11-12']),
        product('a 0', {}, ['AGGRESSIVE', '0-5']),
        product('m 0', {}, ['MODERATE', '0-5']),
      ],
      AGE_BASED_TAB,
      BRAND,
    );
    const view = plan529View(preparePlan529(rows), {
      tab: AGE_BASED_TAB,
      search: 'ignored on this tab',
      sort: DEFAULT_PLAN_529_SORT,
      columns: defs,
    });
    expect(view.groups!.map((g) => g.key)).toEqual(['AGGRESSIVE', 'MODERATE', 'CONSERVATIVE']);
    expect(view.groups!.map((g) => g.rows.map((r) => r.ageGroup))).toEqual([['0-5', '11-12'], ['0-5', '6-8'], ['19+']]);
    expect(view.count).toBe(5);
  });

  it('sorts the age-based name column by age, and breaks ties of another column by age', () => {
    expect(plan529SortColumn(AGE_BASED_TAB, defs, DEFAULT_PLAN_529_SORT)).toEqual({
      key: 'fundName',
      field: 'age',
      kind: 'number',
    });
    expect(plan529SortColumn(TARGET_TAB, defs, DEFAULT_PLAN_529_SORT)).toMatchObject({ field: 'name' });
    const rows = plan529TabRows(
      [
        product('older', { puvOneYear: '2.00' }, ['AGGRESSIVE', '13-14']),
        product('younger', { puvOneYear: '2.00' }, ['AGGRESSIVE', '6-8']),
        product('low', { puvOneYear: '1.00' }, ['AGGRESSIVE', '19+']),
      ],
      AGE_BASED_TAB,
      BRAND,
    );
    const view = plan529View(preparePlan529(rows), {
      tab: AGE_BASED_TAB,
      search: '',
      sort: { key: 'oneYear', direction: 'desc' },
      columns: defs,
    });
    expect(view.rows.map((r) => r.ageGroup)).toEqual(['6-8', '13-14', '19+']);
  });
});

describe('texts and columns (products spec 2.8)', () => {
  it('reads the tracks, the age groups and the count as the spec writes them', () => {
    expect(trackLabel('AGGRESSIVE')).toBe('Aggressive Track');
    expect(trackLabel(' MODERATE  ')).toBe('Moderate Track');
    expect(agesText('0-5')).toBe('Ages 0-5');
    expect(displayingProductsText(19)).toBe('Displaying 19 products(s)');
  });

  it('shows PUV or POP returns per the selection, under their group headers', () => {
    const puv = plan529Columns('puv', DATES);
    expect(puv.map((d) => d.header)).toEqual([
      'Name',
      'Pricing Alternative',
      'PUV $ as of 11/20/2026',
      'YTD % PUV as of 10/31/2026',
      '1 Yr',
      '3 Yr',
      '5 Yr',
      '10 Yr',
      'Since Incept.',
      'Incept. Date',
      'Gross',
      'Net',
    ]);
    expect(puv.find((d) => d.key === 'oneYear')).toMatchObject({
      field: 'puvOneYear',
      group: 'Average Annual Total Returns (%) as of 10/31/2026',
    });
    expect(plan529Columns('pop', DATES).find((d) => d.key === 'sinceInception')!.field).toBe('popSinceInception');
    expect(puv.find((d) => d.key === 'netExp')!.group).toBe('Expense Ratio as of 09/30/2026');
  });
});

describe('tabs and rows from untidy content and data (products spec 2.8, 3 "529 product")', () => {
  it('reads a bundle value with surrounding spaces, taking the keys that include the container in key order', () => {
    expect(plan529TabFromBundle({ 'plan529-investor.tab': ' age-based-portfolios ' }, 'plan529-investor')).toBe(
      AGE_BASED_TAB,
    );
    const bundle = {
      'plan529-investor.z.tab': 'target-allocation-single-fund-portfolios',
      'plan529-investor.a.tab': 'age-based-portfolios',
    };
    expect(plan529TabFromBundle(bundle, 'plan529-investor')).toBe(AGE_BASED_TAB);
  });

  it('gives no age to an age group not led by a number', () => {
    expect(ageOf(' 6-8')).toBe(6);
    expect(ageOf('In college 19+')).toBe(-1);
  });

  it('reads the glide path from the glidePath filter only, with surrounding spaces', () => {
    const row = plan529Row(
      product('x', {
        filters: [
          { filter: 'assetClass', filterValue: [{ code: 'EQUITY', desc: 'Equity' }] },
          { filter: 'GlidePath', filterValue: [{ code: ' conservative ', desc: ' 19+ ' }] },
        ],
      }),
    );
    expect(row).toMatchObject({ glidePath: 'CONSERVATIVE', ageGroup: '19+', age: 19 });
  });

  it('puts a product without filters, or with an empty glidePath filter, on the target tab only', () => {
    const products = [
      product('no filters', { filters: undefined }),
      product('empty glide path', { filters: [{ filter: 'glidePath', filterValue: null }] }),
      product('other filter', { filters: [{ filter: 'assetClass', filterValue: [{ code: 'X', desc: '0-5' }] }] }),
    ];
    expect(plan529TabRows(products, AGE_BASED_TAB, BRAND)).toEqual([]);
    expect(plan529TabRows(products, TARGET_TAB, BRAND).map((r) => r.glidePath)).toEqual(['', '', '']);
  });

  it('leaves the branded products out with a brand given with surrounding spaces', () => {
    const rows = plan529TabRows(
      [product(`${BRAND} College Savings Note`), product('Calder Meridian Core Bond 529 Portfolio')],
      TARGET_TAB,
      ` ${BRAND} `,
    );
    expect(rows.map((r) => r.name)).toEqual(['Calder Meridian Core Bond 529 Portfolio']);
  });

  it('takes the YTD and expense dates from the rows', () => {
    expect(plan529Dates([product('a', DATES)])).toEqual(DATES);
  });
});

describe('sorting a column (products spec 4, 5)', () => {
  const defs = plan529Columns('puv', DATES);

  it('sorts the target tab by a return column, ties by name', () => {
    const rows = plan529TabRows(
      [
        product('Growth Portfolio', { puvOneYear: '3.00' }),
        product('Core Bond Portfolio', { puvOneYear: '1.00' }),
        product('Balanced Portfolio', { puvOneYear: '3.00' }),
      ],
      TARGET_TAB,
      BRAND,
    );
    const view = plan529View(preparePlan529(rows), {
      tab: TARGET_TAB,
      search: '',
      sort: { key: 'oneYear', direction: 'desc' },
      columns: defs,
    });
    expect(view.rows.map((r) => r.name)).toEqual(['Balanced Portfolio', 'Growth Portfolio', 'Core Bond Portfolio']);
  });

  it('sorts an age-based track by a return column rather than by age', () => {
    const rows = plan529TabRows(
      [
        product('a 0', { puvOneYear: '1.00' }, ['AGGRESSIVE', '0-5']),
        product('a 19', { puvOneYear: '4.00' }, ['AGGRESSIVE', '19+']),
        product('a 6', { puvOneYear: '2.00' }, ['AGGRESSIVE', '6-8']),
      ],
      AGE_BASED_TAB,
      BRAND,
    );
    const view = plan529View(preparePlan529(rows), {
      tab: AGE_BASED_TAB,
      search: '',
      sort: { key: 'oneYear', direction: 'desc' },
      columns: defs,
    });
    expect(view.rows.map((r) => r.ageGroup)).toEqual(['19+', '6-8', '0-5']);
  });

  it('sorts by name ascending for a column the table does not have', () => {
    const rows = plan529TabRows([product('Beta Portfolio'), product('Alpha Portfolio')], TARGET_TAB, BRAND);
    const view = plan529View(preparePlan529(rows), {
      tab: TARGET_TAB,
      search: '',
      sort: { key: 'secYield', direction: 'desc' },
      columns: defs,
    });
    expect(view.rows.map((r) => r.name)).toEqual(['Alpha Portfolio', 'Beta Portfolio']);
    expect(plan529SortColumn(TARGET_TAB, defs, { key: 'secYield', direction: 'desc' })).toMatchObject({
      key: 'fundName',
      field: 'name',
    });
  });
});
