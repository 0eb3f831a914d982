import { describe, expect, it } from 'vitest';
import type { ModelPortfolioReturn } from '../../../services/products';
import { modelPortfolioLink } from '../table/links';
import {
  formatModelReturn,
  goalLabel,
  matchesModelPortfolio,
  mergeModelPortfolioReturns,
  modelAppliedCount,
  modelFilterLists,
  modelPortfoliosAsOfDate,
  modelPortfoliosView,
  NO_MODEL_FILTERS,
  preparePortfolios,
  toggleModelFilter,
} from './model';
import { displayingPortfoliosText, modelPortfolioColumns } from './texts';

function ret(
  fundName: string,
  type: string,
  values: Partial<ModelPortfolioReturn> = {},
  codes: string[] = [],
): ModelPortfolioReturn {
  return {
    fundName,
    accountID: `ID-${fundName}`,
    inceptionDt: '2015-03-31',
    asOfDate: '2026-09-30',
    type,
    ytd: '1.00',
    oneYear: '2.00',
    threeYear: '3.00',
    fiveYear: '4.00',
    tenYear: '5.00',
    sinceIncep: '6.00',
    filters: codes.map((code) => ({ filter: 'x', filterValue: [{ code }] })),
    ...values,
  };
}

describe('merged PURE_GROSS / NET rows (products spec 3 "Model portfolio row")', () => {
  it('merges the two rows of a portfolio into one with type-suffixed fields, in the order of the first rows', () => {
    const rows = mergeModelPortfolioReturns([
      ret('Beta Model', 'NET', { ytd: '0.25' }),
      ret('Alpha Model', 'PURE_GROSS', { ytd: '3.10', tenYear: null }),
      ret('Beta Model', 'PURE_GROSS', { ytd: '1.75' }),
      ret('Alpha Model', 'NET', { ytd: '2.40' }),
    ]);
    expect(rows.map((r) => r.fundName)).toEqual(['Beta Model', 'Alpha Model']);
    expect(rows[0]).toMatchObject({ ytdPURE_GROSS: '1.75', ytdNET: '0.25', accountID: 'ID-Beta Model' });
    expect(rows[1]).toMatchObject({ ytdPURE_GROSS: '3.10', ytdNET: '2.40', tenYearPURE_GROSS: null });
    expect(rows[1]!.sinceIncepNET).toBe('6.00');
  });

  it('names a row by portfolioName when fundName is missing and keeps every filter code once', () => {
    const rows = mergeModelPortfolioReturns([
      ret('', 'PURE_GROSS', { fundName: null, portfolioName: 'Gamma Model' }, ['RT1', 'IG3']),
      ret('', 'NET', { fundName: null, portfolioName: 'Gamma Model' }, ['RT1', 'IR2']),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.fundName).toBe('Gamma Model');
    expect(rows[0]!.codes).toEqual(['RT1', 'IG3', 'IR2']);
  });

  it('takes no figures from a row of another type, and reads the type in any case', () => {
    const [row] = mergeModelPortfolioReturns([ret('Delta', 'INDEX1', { ytd: '9.99' }), ret('Delta', 'net')]);
    expect(row!.ytdNET).toBe('1.00');
    expect(row!.ytdPURE_GROSS).toBeUndefined();
  });

  it('gives the as-of date of the first row that has one', () => {
    const rows = mergeModelPortfolioReturns([ret('A', 'NET', { asOfDate: null }), ret('B', 'NET')]);
    expect(modelPortfoliosAsOfDate(rows)).toBe('2026-09-30');
    expect(modelPortfoliosAsOfDate([])).toBeUndefined();
  });
});

describe('returns show 2 decimals, or "--" when not numeric (products spec 5)', () => {
  it('formats figures and texts', () => {
    expect(formatModelReturn('12.345')).toBe('12.35');
    expect(formatModelReturn(-3)).toBe('-3.00');
    expect(formatModelReturn('-')).toBe('--');
    expect(formatModelReturn('N/A')).toBe('--');
    expect(formatModelReturn(null)).toBe('--');
    expect(formatModelReturn(undefined)).toBe('--');
    expect(formatModelReturn('')).toBe('--');
  });
});

const filterInfo = [
  {
    filterName: 'Risk Tolerance',
    filterValues: [
      { code: 'RT3', desc: 'Moderate' },
      { code: 'RT1', desc: 'Conservative' },
    ],
  },
  {
    filterName: 'Investment Recommendation',
    filterValues: [
      { code: 'IR1', desc: 'Mutual Fund' },
      { code: 'IR3', desc: 'ETF' },
      { code: 'IR2', desc: 'Blended Mutual Fund and ETF' },
    ],
  },
  { filterName: 'investorGoal', filterValues: [{ code: 'IG1', desc: 'plan-retirement' }] },
];

describe('the filter panel (products spec 2.9)', () => {
  it('lists Risk Tolerance by code and Implementation Style by desc, with the goals', () => {
    const lists = modelFilterLists(filterInfo);
    expect(lists.categories).toEqual([
      { value: 'RT1', label: 'Conservative' },
      { value: 'RT3', label: 'Moderate' },
    ]);
    expect(lists.types.map((o) => o.label)).toEqual(['Blended Mutual Fund and ETF', 'ETF', 'Mutual Fund']);
    expect(lists.goals).toEqual([{ value: 'IG1', label: 'Plan retirement' }]);
  });

  it("takes spec 9's goal codes when the answer lists no goals, and no lists when it has no filter info", () => {
    const lists = modelFilterLists(null);
    expect(lists.categories).toEqual([]);
    expect(lists.types).toEqual([]);
    expect(lists.goals.map((o) => o.value)).toEqual(['IG1', 'IG2', 'IG3', 'IG4', 'IG5']);
    expect(goalLabel('ease-impact')).toBe('Ease impact');
  });

  it('counts every ticked value, and unticks a ticked one', () => {
    let filters = toggleModelFilter(NO_MODEL_FILTERS, 'categories', 'RT1');
    filters = toggleModelFilter(filters, 'categories', 'RT3');
    filters = toggleModelFilter(filters, 'goals', 'IG1');
    expect(modelAppliedCount(filters)).toBe(3);
    expect(toggleModelFilter(filters, 'categories', 'RT1').categories).toEqual(['RT3']);
  });
});

describe('search and filters (products spec 4, 5)', () => {
  const [conservative, moderate] = mergeModelPortfolioReturns([
    ret('Strategic Conservative Model', 'NET', {}, ['RT1', 'IR1', 'IG3']),
    ret('Tactical Moderate Model', 'NET', {}, ['RT3', 'IR2', 'IG1']),
  ]);

  it('matches a fundName substring, case-insensitively', () => {
    expect(matchesModelPortfolio(conservative!, '  conSERV ', NO_MODEL_FILTERS)).toBe(true);
    expect(matchesModelPortfolio(moderate!, 'conserv', NO_MODEL_FILTERS)).toBe(false);
  });

  it('needs at least one ticked code in each active group', () => {
    const filters = { categories: ['RT1', 'RT3'], types: ['IR2'], goals: [] };
    expect(matchesModelPortfolio(moderate!, '', filters)).toBe(true);
    expect(matchesModelPortfolio(conservative!, '', filters)).toBe(false);
    expect(matchesModelPortfolio(conservative!, '', { ...filters, types: ['IR1', 'IR2'] })).toBe(true);
    expect(matchesModelPortfolio(conservative!, '', { ...filters, types: ['IR1'], goals: ['IG1'] })).toBe(false);
  });
});

describe('the view (products spec 2.9, 4)', () => {
  const rows = mergeModelPortfolioReturns([
    ret('beta Model', 'NET', { inceptionDt: '2012-01-31' }, ['RT1']),
    ret('Alpha Model', 'NET', { inceptionDt: '2019-06-30' }, ['RT3']),
    ret('Gamma Model', 'NET', { inceptionDt: '2012-01-31' }, ['RT3']),
  ]);
  const prepared = preparePortfolios(rows);
  const names = (view: { rows: { fundName: string }[] }) => view.rows.map((r) => r.fundName);

  it('shows every row by name ascending when nothing is active', () => {
    const view = modelPortfoliosView(prepared, {
      search: '',
      filters: NO_MODEL_FILTERS,
      sort: { key: 'fundName', direction: 'asc' },
    });
    expect(names(view)).toEqual(['Alpha Model', 'beta Model', 'Gamma Model']);
    expect(view.count).toBe(3);
  });

  it('sorts by inception date, ties by name, and by name descending', () => {
    const byDate = modelPortfoliosView(prepared, {
      search: '',
      filters: NO_MODEL_FILTERS,
      sort: { key: 'inceptionDt', direction: 'desc' },
    });
    expect(names(byDate)).toEqual(['Alpha Model', 'beta Model', 'Gamma Model']);
    const byNameDesc = modelPortfoliosView(prepared, {
      search: '',
      filters: NO_MODEL_FILTERS,
      sort: { key: 'fundName', direction: 'desc' },
    });
    expect(names(byNameDesc)).toEqual(['Gamma Model', 'beta Model', 'Alpha Model']);
  });

  it('sorts by name when asked for a column that does not sort', () => {
    const view = modelPortfoliosView(prepared, {
      search: '',
      filters: NO_MODEL_FILTERS,
      sort: { key: 'ytd', direction: 'desc' },
    });
    expect(names(view)).toEqual(['Alpha Model', 'beta Model', 'Gamma Model']);
  });

  it('shows the filtered set when a search or a filter is active', () => {
    const filtered = modelPortfoliosView(prepared, {
      search: 'a mo',
      filters: { ...NO_MODEL_FILTERS, categories: ['RT3'] },
      sort: { key: 'fundName', direction: 'asc' },
    });
    expect(names(filtered)).toEqual(['Alpha Model', 'Gamma Model']);
    expect(filtered.count).toBe(2);
  });
});

describe('texts, columns and links (products spec 2.1, 2.9)', () => {
  it('counts portfolios', () => {
    expect(displayingPortfoliosText(1)).toBe('Displaying 1 portfolio(s)');
  });

  it('sorts by name and inception date only, the six periods under the returns header', () => {
    const defs = modelPortfolioColumns('09/30/2026');
    expect(defs.map((d) => d.header)).toEqual([
      'Model Portfolios',
      'Inception Date',
      'Type',
      'YTD (cum.)',
      '1 Year',
      '3 Year',
      '5 Year',
      '10 Year',
      'Since Inception',
    ]);
    expect(defs.filter((d) => d.sortable !== false).map((d) => d.key)).toEqual(['fundName', 'inceptionDt']);
    expect(new Set(defs.slice(3).map((d) => d.group))).toEqual(new Set(['Average Annual Returns as of 09/30/2026']));
  });

  it('links a portfolio to its detail page by its account id', () => {
    expect(
      modelPortfolioLink('/investor', { name: 'Calder Meridian U.S. Core Equity Model', accountID: 'MP1001' }),
    ).toBe(
      '/investor/investment-products/model-portfolios/Calder-Meridian-US-Core-Equity-Model/Class-None/details/?cusip=MP1001',
    );
  });
});

describe('merging rows whose fields are missing (products spec 3 "Model portfolio row")', () => {
  it('skips a return row named by neither fundName nor portfolioName', () => {
    const rows = mergeModelPortfolioReturns([
      ret('', 'NET', { fundName: null, portfolioName: null }),
      ret('Alpha Model', 'NET'),
    ]);
    expect(rows.map((r) => r.fundName)).toEqual(['Alpha Model']);
  });

  it('keeps only the codes a row gives, with or without filters', () => {
    const rows = mergeModelPortfolioReturns([
      ret('Alpha Model', 'NET', {
        filters: [
          { filter: 'x', filterValue: [{ code: 'RT1' }, { code: null }, {}] },
          { filter: 'y', filterValue: null },
        ],
      }),
      ret('Beta Model', 'NET', { filters: null }),
    ]);
    expect(rows.map((r) => [r.fundName, r.codes])).toEqual([
      ['Alpha Model', ['RT1']],
      ['Beta Model', []],
    ]);
  });

  it('takes the inception and as-of dates from the other row of a portfolio when the first lacks them', () => {
    const [row] = mergeModelPortfolioReturns([
      ret('Alpha Model', 'NET', { inceptionDt: null, asOfDate: null }),
      ret('Alpha Model', 'PURE_GROSS', { inceptionDt: '2015-03-31', asOfDate: '2026-09-30' }),
    ]);
    expect([row!.inceptionDt, row!.asOfDate]).toEqual(['2015-03-31', '2026-09-30']);
  });

  it('keeps the dates of the first row when the other row lacks them', () => {
    const [row] = mergeModelPortfolioReturns([
      ret('Alpha Model', 'PURE_GROSS', { inceptionDt: '2015-03-31', asOfDate: '2026-09-30' }),
      ret('Alpha Model', 'NET', { inceptionDt: null, asOfDate: null }),
    ]);
    expect([row!.inceptionDt, row!.asOfDate]).toEqual(['2015-03-31', '2026-09-30']);
  });

  it('reads a type with surrounding spaces, and adds no fields for another type', () => {
    const [row] = mergeModelPortfolioReturns([ret('Delta', ' NET '), ret('Delta', 'INDEX1', { ytd: '9.99' })]);
    expect(row).toEqual({
      fundName: 'Delta',
      accountID: 'ID-Delta',
      inceptionDt: '2015-03-31',
      asOfDate: '2026-09-30',
      codes: [],
      ytdNET: '1.00',
      oneYearNET: '2.00',
      threeYearNET: '3.00',
      fiveYearNET: '4.00',
      tenYearNET: '5.00',
      sinceIncepNET: '6.00',
    });
  });
});

describe('the filter panel lists of an answer (products spec 2.9)', () => {
  it('finds the lists by name despite surrounding spaces, and leaves out a value without a code', () => {
    const lists = modelFilterLists([
      {
        filterName: ' Risk Tolerance ',
        filterValues: [{ code: 'RT2', desc: 'Moderate' }, { desc: 'Unknown' }],
      },
      {
        filterName: 'Investment Recommendation',
        filterValues: [{ code: 'IR1', desc: 'Mutual Fund' }, { desc: 'ETF' }],
      },
    ]);
    expect(lists.categories).toEqual([{ value: 'RT2', label: 'Moderate' }]);
    expect(lists.types).toEqual([{ value: 'IR1', label: 'Mutual Fund' }]);
  });

  it('shows no Risk Tolerance or Implementation Style when the answer lists only goals', () => {
    const lists = modelFilterLists([
      { filterName: 'investorGoal', filterValues: [{ code: 'IG2', desc: 'maximize-returns' }] },
    ]);
    expect(lists).toEqual({ categories: [], types: [], goals: [{ value: 'IG2', label: 'Maximize returns' }] });
  });

  it('sorts an Implementation Style without a desc first, shown by its code', () => {
    const lists = modelFilterLists([
      {
        filterName: 'Investment Recommendation',
        filterValues: [
          { code: 'IR1', desc: 'Mutual Fund' },
          { code: 'IR9', desc: null },
          { code: 'IR3', desc: 'ETF' },
        ],
      },
    ]);
    expect(lists.types.map((o) => o.label)).toEqual(['IR9', 'ETF', 'Mutual Fund']);
  });

  it('shows a goal slug as words, whatever its separators', () => {
    expect(goalLabel('grow__assets')).toBe('Grow assets');
    expect(goalLabel('-navigate-rates-')).toBe('Navigate rates');
  });

  it('counts ticked types in "(N applied)"', () => {
    expect(modelAppliedCount({ categories: ['RT1'], types: ['IR1', 'IR2'], goals: [] })).toBe(3);
  });
});

describe('the view with a search or filters alone (products spec 4)', () => {
  const prepared = preparePortfolios(
    mergeModelPortfolioReturns([ret('Alpha Model', 'NET', {}, ['RT1']), ret('Beta Model', 'NET', {}, ['RT3'])]),
  );
  const sort = { key: 'fundName', direction: 'asc' } as const;
  const names = (view: { rows: { fundName: string }[] }) => view.rows.map((r) => r.fundName);

  it('shows the rows the search matches when no filter is ticked', () => {
    expect(names(modelPortfoliosView(prepared, { search: ' beta ', filters: NO_MODEL_FILTERS, sort }))).toEqual([
      'Beta Model',
    ]);
  });

  it('shows the rows the filters match when nothing is searched', () => {
    const view = modelPortfoliosView(prepared, {
      search: '',
      filters: { ...NO_MODEL_FILTERS, categories: ['RT3'] },
      sort,
    });
    expect(names(view)).toEqual(['Beta Model']);
    expect(view.count).toBe(1);
  });
});
