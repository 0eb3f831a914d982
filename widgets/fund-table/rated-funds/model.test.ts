import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RATED_SELECTION,
  isRatedClassSelected,
  mergeRatedResponses,
  prepareRatedFunds,
  ratedAppliedCount,
  ratedFundNameCell,
  ratedFundRows,
  ratedFundsAsOfDate,
  ratedFundsView,
  toggleRatedClass,
} from './model';

const retailA = [
  {
    fundName: 'Growth Fund',
    symbol: 'GRWAX',
    cusip: 'M1',
    fundClass: 'A',
    msOverallRating: 5,
    msCategoryName: 'Large Growth',
    asOfDate: '2026-03-31',
  },
  {
    fundName: 'Bond Fund',
    symbol: 'BNDAX',
    cusip: 'M2',
    fundClass: 'A',
    msOverallRating: 4,
    msCategoryName: 'Intermediate Core Bond',
  },
];
const retailInst = [
  {
    fundName: 'Growth Fund',
    symbol: 'GRWIX',
    cusip: 'M3',
    fundClass: 'Institutional',
    msOverallRating: 5,
    msCategoryName: 'Large Growth',
  },
];
const etfs = [
  { fundName: 'Dividend ETF', symbol: 'DIVY', cusip: 'E1', msOverallRating: 4, msCategoryName: 'Large Value' },
];

describe('class selection (products spec 2.5, 4)', () => {
  it('starts with the mutual funds default class', () => {
    expect(DEFAULT_RATED_SELECTION).toEqual([{ group: 'retail', className: 'Institutional' }]);
  });

  it('ticks and unticks a class, counting the ticked ones', () => {
    const ticked = toggleRatedClass(DEFAULT_RATED_SELECTION, { group: 'etf', className: 'ETF' });
    expect(ticked).toEqual([
      { group: 'retail', className: 'Institutional' },
      { group: 'etf', className: 'ETF' },
    ]);
    expect(ratedAppliedCount(ticked)).toBe(2);
    expect(isRatedClassSelected(ticked, { group: 'retail', className: 'Class Institutional' })).toBe(true);
    expect(toggleRatedClass(ticked, { group: 'retail', className: 'Institutional' })).toEqual([
      { group: 'etf', className: 'ETF' },
    ]);
  });
});

describe('rated fund rows (products spec 3)', () => {
  it('labels the fund type and product type of each call', () => {
    expect(ratedFundRows(retailA, 'retail')[0]).toMatchObject({ fundType: 'Mutual Fund', productType: 'mutual-funds' });
    expect(ratedFundRows(etfs, 'etf')[0]).toMatchObject({
      fundType: 'Exchange Traded Fund',
      productType: 'exchange-traded-funds',
      fundClass: 'ETF',
    });
  });

  it('merges the answers of every selected class, each share class once', () => {
    const merged = mergeRatedResponses([
      { choice: { group: 'retail', className: 'A' }, rows: retailA },
      { choice: { group: 'retail', className: 'Institutional' }, rows: [...retailInst, retailA[0]!] },
      { choice: { group: 'etf', className: 'ETF' }, rows: etfs },
    ]);
    expect(merged.map((r) => r.cusip)).toEqual(['M1', 'M2', 'M3', 'E1']);
  });

  it('takes the header date from the rows', () => {
    expect(ratedFundsAsOfDate(retailA)).toBe('2026-03-31');
    expect(ratedFundsAsOfDate([])).toBeUndefined();
  });
});

describe('the rated funds table (products spec 2.5, 4)', () => {
  const rows = mergeRatedResponses([
    { choice: { group: 'retail', className: 'A' }, rows: retailA },
    { choice: { group: 'retail', className: 'Institutional' }, rows: retailInst },
    { choice: { group: 'etf', className: 'ETF' }, rows: etfs },
  ]);
  const prepared = prepareRatedFunds(rows);

  it('sorts by the overall rating, best first, ties by fund name', () => {
    const view = ratedFundsView(prepared, {
      sort: { key: 'msOverallRating', direction: 'desc' },
      groupByCategory: false,
      provider: 'Starling',
    });
    expect(view.rows.map((r) => r.symbol)).toEqual(['GRWAX', 'GRWIX', 'BNDAX', 'DIVY']);
    expect(view.count).toBe(4);
  });

  it('groups by the provider category first when asked', () => {
    const view = ratedFundsView(prepared, {
      sort: { key: 'fundName', direction: 'asc' },
      groupByCategory: true,
      provider: 'Starling',
    });
    expect(view.groups?.map((g) => [g.key, g.rows.map((r) => r.symbol)])).toEqual([
      ['Intermediate Core Bond', ['BNDAX']],
      ['Large Growth', ['GRWAX', 'GRWIX']],
      ['Large Value', ['DIVY']],
    ]);
  });

  it('links the fund name generically, with "Class - X" on mutual fund rows only', () => {
    expect(ratedFundNameCell('', rows[0]!)).toEqual({
      text: 'Growth Fund',
      classText: 'Class - A',
      href: '/investment-products/mutual-funds/Growth-Fund/Class-A/details/?cusip=M1',
    });
    expect(ratedFundNameCell('/investor', rows[3]!)).toEqual({
      text: 'Dividend ETF',
      href: '/investor/investment-products/exchange-traded-funds/Dividend-ETF/Class-ETF/details/?cusip=E1',
    });
  });
});

describe('classes, rows and cells at the edges (products spec 2.5, 4)', () => {
  it('tells a mutual fund class from another, and the ETF class from a mutual fund class', () => {
    const ticked = toggleRatedClass([{ group: 'retail', className: 'Institutional' }], {
      group: 'retail',
      className: 'Class A',
    });
    expect(ticked).toEqual([
      { group: 'retail', className: 'Institutional' },
      { group: 'retail', className: 'Class A' },
    ]);
    expect(isRatedClassSelected(ticked, { group: 'retail', className: 'C' })).toBe(false);
    expect(isRatedClassSelected([{ group: 'etf', className: 'ETF' }], { group: 'retail', className: 'ETF' })).toBe(
      false,
    );
    expect(isRatedClassSelected([{ group: 'etf', className: 'ETF' }], { group: 'etf', className: 'ETF' })).toBe(true);
  });

  it('keeps every row that has no cusip', () => {
    const merged = mergeRatedResponses([
      {
        choice: { group: 'retail', className: 'A' },
        rows: [
          { fundName: 'Growth Fund', symbol: 'GRWAX' },
          { fundName: 'Bond Fund', symbol: 'BNDAX', cusip: null },
        ],
      },
    ]);
    expect(merged.map((r) => r.symbol)).toEqual(['GRWAX', 'BNDAX']);
  });

  it('sorts by Fund Type', () => {
    const rows = mergeRatedResponses([
      { choice: { group: 'etf', className: 'ETF' }, rows: etfs },
      { choice: { group: 'retail', className: 'A' }, rows: retailA },
    ]);
    const view = ratedFundsView(prepareRatedFunds(rows), {
      sort: { key: 'fundType', direction: 'desc' },
      groupByCategory: false,
      provider: 'Starling',
    });
    expect(view.rows.map((r) => r.fundType)).toEqual(['Mutual Fund', 'Mutual Fund', 'Exchange Traded Fund']);
  });

  it('shows no "Class - " on a mutual fund row without a class, and links it without a cusip', () => {
    const [row] = ratedFundRows([{ fundName: 'Growth Fund', symbol: 'GRWAX' }], 'retail');
    expect(ratedFundNameCell('', row!)).toEqual({
      text: 'Growth Fund',
      href: '/investment-products/mutual-funds/Growth-Fund/Class-none/details/?cusip=',
    });
  });
});
