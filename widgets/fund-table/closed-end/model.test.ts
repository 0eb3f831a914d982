import { describe, expect, it } from 'vitest';
import type { ClosedEndFundRow } from '../../../services/products';
import { columnShape, foldedUnderName, headerFootnotes } from '../table/columns';
import { DEFAULT_PRODUCT_SORT, prepareProducts, productView } from '../table/product-view';
import { closedEndColumns, closedEndDates, closedEndHref, closedEndPriceHeader } from './model';

const fund = (fields: Partial<ClosedEndFundRow>): ClosedEndFundRow => ({
  fundName: 'Calder Meridian Municipal Income Fund',
  cusip: '98765B432',
  ...fields,
});

/** The figure columns of products spec 2.7, each with the market figure shown under it. */
const FIGURES = [
  'annualExpense',
  'premiumByDiscount',
  'nav',
  'navOneMonth',
  'navThreeMonth',
  'navOneYear',
  'navThreeYear',
  'navFiveYear',
  'navTenYear',
  'navSinceInception',
] as const;

describe('closed-end funds columns (products spec 2.7)', () => {
  it('names the columns and groups as the spec does', () => {
    const defs = closedEndColumns('2026-11-20');
    expect(defs.map((d) => d.header)).toEqual([
      'Name',
      'Annual Expenses',
      'Premium/Discount',
      'Price as of 11/20/2026',
      '1 Mo',
      '3 Mo',
      '1 Yr',
      '3 Yr',
      '5 Yr',
      '10 Yr',
      'Since Incept. *',
    ]);
    expect(defs.filter((d) => d.group === 'Cumulative Total Returns (%)').map((d) => d.header)).toEqual([
      '1 Mo',
      '3 Mo',
    ]);
    expect(defs.filter((d) => d.group === 'Average Annual Total Returns (%)').map((d) => d.header)).toEqual([
      '1 Yr',
      '3 Yr',
      '5 Yr',
      '10 Yr',
      'Since Incept. *',
    ]);
    expect(defs.filter((d) => d.group === undefined).map((d) => d.header)).toEqual([
      'Name',
      'Annual Expenses',
      'Premium/Discount',
      'Price as of 11/20/2026',
    ]);
    expect(closedEndPriceHeader(undefined)).toBe('Price as of -');
  });

  it('explains the mark of "Since Incept. *" under the table', () => {
    expect(headerFootnotes(closedEndColumns(undefined))).toEqual([
      { mark: '*', text: "Since inception returns are average annual total returns from the fund's inception date." },
    ]);
  });

  it('pairs each NAV figure with its market figure', () => {
    const pairs = Object.fromEntries(
      closedEndColumns(undefined).flatMap((d) => (d.pair ? [[d.field, d.pair.field]] : [])),
    );
    expect(pairs).toEqual({
      nav: 'mktValue',
      navOneMonth: 'mktValueOneMonth',
      navThreeMonth: 'mktValueThreeMonth',
      navOneYear: 'mktValueOneYear',
      navThreeYear: 'mktValueThreeYear',
      navFiveYear: 'mktValueFiveYear',
      navTenYear: 'mktValueTenYear',
      navSinceInception: 'mktValueSinceInception',
    });
  });

  it('shows the price with its NAV and MKT rows, and names the return figures for screen readers only', () => {
    const pairs = Object.fromEntries(closedEndColumns(undefined).flatMap((d) => (d.pair ? [[d.key, d.pair]] : [])));
    expect(pairs.nav).toEqual({ field: 'mktValue', labels: ['NAV', 'MKT'], visibleLabels: true });
    for (const key of FIGURES.slice(3)) {
      expect(pairs[key]).toEqual({
        field: key.replace('nav', 'mktValue'),
        labels: ['at NAV', 'at market'],
        visibleLabels: false,
      });
    }
  });

  it('aligns every figure column, the name excepted', () => {
    expect([...columnShape(closedEndColumns(undefined)).numeric]).toEqual([...FIGURES]);
  });

  it('folds the annual expenses, the premium/discount and the price under the name on phones, each after its header', () => {
    const defs = closedEndColumns('2026-11-20');
    expect(foldedUnderName(defs).map((d) => [d.header, d.underName])).toEqual([
      ['Annual Expenses', 'labelled'],
      ['Premium/Discount', 'labelled'],
      ['Price as of 11/20/2026', 'labelled'],
    ]);
    const { widths } = columnShape(defs);
    expect([widths.annualExpense, widths.premiumByDiscount, widths.nav]).toEqual(['rating', 'range', 'pair']);
    expect(widths.navOneMonth).toBe('figure');
  });
});

describe('closed-end funds rows (products spec 2.1, 4, 5)', () => {
  it('sorts a return column by its NAV figure, "-" as 0', () => {
    const rows = [
      fund({ fundName: 'B Fund', navOneYear: '3.5', mktValueOneYear: '-9' }),
      fund({ fundName: 'A Fund', navOneYear: '-', mktValueOneYear: '20' }),
      fund({ fundName: 'C Fund', navOneYear: '-1.2', mktValueOneYear: '1' }),
    ];
    const prepared = prepareProducts(rows, (row) => row.fundName);
    const columns = closedEndColumns(undefined);
    const names = (key: string, direction: 'asc' | 'desc') =>
      productView(prepared, { search: '', sort: { key, direction }, columns }).rows.map((r) => r.fundName);
    expect(names('navOneYear', 'desc')).toEqual(['B Fund', 'A Fund', 'C Fund']);
    expect(names(DEFAULT_PRODUCT_SORT.key, 'asc')).toEqual(['A Fund', 'B Fund', 'C Fund']);
  });

  it('sorts every column by its own figure, the NAV over the market, and the names both ways', () => {
    // For every figure: B Fund highest, C Fund next, A Fund without one; the market figures the other way round.
    const figures = (nav: string, market: string) => ({
      ...Object.fromEntries(FIGURES.map((key) => [key.replace('nav', 'mktValue'), market])),
      ...Object.fromEntries(FIGURES.map((key) => [key, nav])),
    });
    const rows = [
      fund({ fundName: 'A Fund', ...figures('-', '30') }),
      fund({ fundName: 'B Fund', ...figures('10.5', '-1') }),
      fund({ fundName: 'C Fund', ...figures('9.75', '2') }),
    ];
    const prepared = prepareProducts(rows, (row) => row.fundName);
    const columns = closedEndColumns(undefined);
    const names = (key: string, direction: 'asc' | 'desc') =>
      productView(prepared, { search: '', sort: { key, direction }, columns }).rows.map((r) => r.fundName);
    for (const key of FIGURES) {
      expect([key, names(key, 'desc')]).toEqual([key, ['B Fund', 'C Fund', 'A Fund']]);
      expect([key, names(key, 'asc')]).toEqual([key, ['A Fund', 'C Fund', 'B Fund']]);
    }
    expect(names('fundName', 'desc')).toEqual(['C Fund', 'B Fund', 'A Fund']);
  });

  it('takes the as-of and price dates from the answer and links to Class-None', () => {
    expect(closedEndDates([fund({ asOfDate: '2026-10-31', priceAsOfDate: '2026-11-20' })])).toEqual({
      asOfDate: '2026-10-31',
      priceAsOfDate: '2026-11-20',
    });
    expect(closedEndHref('', fund({}))).toBe(
      '/investment-products/closed-end-funds/Calder-Meridian-Municipal-Income-Fund/Class-None/details/?cusip=98765B432',
    );
  });
});
