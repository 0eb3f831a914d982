import { describe, expect, it } from 'vitest';
import type { VariableProductRow } from '../../../services/products';
import { columnShape, foldedUnderName } from '../table/columns';
import { prepareProducts, productView } from '../table/product-view';
import {
  variableExpenseGroup,
  variableProductClassText,
  variableProductColumns,
  variableProductDates,
  variableProductDownloads,
  variableProductHref,
  variableProductRows,
} from './model';

const row = (fields: Partial<VariableProductRow>): VariableProductRow => ({
  name: 'Calder Variable Portfolio - Core Bond',
  cusip: '12345A678',
  ...fields,
});

describe('variable products rows (products spec 2.4, 3)', () => {
  it('shows "Shares" for a blank class name and "Class X" otherwise', () => {
    expect(variableProductClassText('')).toBe('Shares');
    expect(variableProductClassText(null)).toBe('Shares');
    expect(variableProductClassText('  ')).toBe('Shares');
    expect(variableProductClassText('1')).toBe('Class 1');
    expect(variableProductClassText('Class 2')).toBe('Class 2');
    expect(variableProductClassText(' CLASS  3 ')).toBe('Class 3');
    const rows = variableProductRows([row({ className: '3' }), row({ className: '' })]);
    expect(rows.map((r) => r.classText)).toEqual(['Class 3', 'Shares']);
    expect(rows[0]!.cusip).toBe('12345A678');
  });

  it('groups the columns as the spec does, with the expense date in its group header', () => {
    const defs = variableProductColumns('2026-04-30');
    const groupOf = (key: string) => defs.find((d) => d.key === key)?.group;
    expect(groupOf('puvOneMonth')).toBe('Cumulative Total Returns (%)');
    expect(groupOf('ytd')).toBe('Cumulative Total Returns (%)');
    expect(groupOf('puvSinceInception')).toBe('Average Annual Total Returns (%)');
    expect(groupOf('inceptionDt')).toBe('Average Annual Total Returns (%)');
    expect(groupOf('expenseRatioWaiverDate')).toBe('Expense Ratio as of 04/30/2026');
    expect(defs.map((d) => d.header)).toEqual([
      'Fund Name',
      'Class',
      '1 mo',
      '3 mo',
      'YTD',
      '1 Yr',
      '3 Yr',
      '5 Yr',
      '10 Yr',
      'Since Fund Incept. *',
      'Fund Incept. Date',
      'Gross',
      'Net',
      'Waiver Expiration Date',
    ]);
    expect(variableExpenseGroup(undefined)).toBe('Expense Ratio as of -');
  });

  it('reads the waiver date as a date, so a product without one shows "-"', () => {
    const waiver = variableProductColumns('2026-04-30').find((d) => d.key === 'expenseRatioWaiverDate')!;
    expect(waiver.kind).toBe('date');
  });

  it('takes the as-of and expense dates from the answer', () => {
    expect(
      variableProductDates([row({ asOfDate: '2026-10-31', expenseAsOfDate: '2026-04-30' }), row({ asOfDate: 'x' })]),
    ).toEqual({ asOfDate: '2026-10-31', expenseAsOfDate: '2026-04-30' });
  });

  it('links a product to its detail page with its class', () => {
    expect(variableProductHref('/investor', row({ className: '2' }))).toBe(
      '/investor/investment-products/variable-products/Calder-Variable-Portfolio-Core-Bond/Class-2/details/?cusip=12345A678',
    );
    // The "Shares" class: the service sends no class name, or a blank one.
    expect(variableProductHref('', row({}))).toBe(
      '/investment-products/variable-products/Calder-Variable-Portfolio-Core-Bond/Class-none/details/?cusip=12345A678',
    );
  });

  it('downloads the CSV and the TSV summary from /cmg.svc/exportsummary', () => {
    const config = { api: { products: 'https://api.example.com' } } as Parameters<typeof variableProductDownloads>[0];
    expect(variableProductDownloads(config)).toEqual([
      {
        text: 'Download .CSV',
        format: 'csv',
        href: 'https://api.example.com/cmg.svc/exportsummary?fundGroupName=VariableProducts&className=&fileType=csv',
      },
      {
        text: 'Download .TSV',
        format: 'tsv',
        href: 'https://api.example.com/cmg.svc/exportsummary?fundGroupName=VariableProducts&className=&fileType=tsv',
      },
    ]);
  });
});

describe('variable products table (products spec 2.4, 4, 5)', () => {
  const FIGURES = [
    'puvOneMonth',
    'puvThreeMonth',
    'ytd',
    'puvOneYear',
    'puvThreeYear',
    'puvFiveYear',
    'puvTenYear',
    'puvSinceInception',
    'grossExp',
    'netExp',
  ] as const;
  const DATES = ['inceptionDt', 'expenseRatioWaiverDate'] as const;
  const product = (name: string, className: string, figure: string, date: string) =>
    row({
      name,
      className,
      ...Object.fromEntries(FIGURES.map((key) => [key, figure])),
      ...Object.fromEntries(DATES.map((key) => [key, date])),
    });
  /** The products' last letters in the table's order, sorted by a column; built in each test, as a load is. */
  const letters = (key: string, direction: 'asc' | 'desc') => {
    // For every figure and date: B highest, C next, A without one.
    const rows = variableProductRows([
      product('Calder Variable Portfolio - A', '2', '-', '-'),
      product('Calder Variable Portfolio - B', '', '10.5', '2019-05-01'),
      product('Calder Variable Portfolio - C', '1', '9.75', '2015-11-30'),
    ]);
    const prepared = prepareProducts(rows, (r) => r.name);
    const columns = variableProductColumns('2026-04-30');
    return productView(prepared, { search: '', sort: { key, direction }, columns }).rows.map((r) => r.name.slice(-1));
  };

  it('sorts every figure and date column by its own values, the missing ones as the lowest', () => {
    for (const key of [...FIGURES, ...DATES]) {
      expect([key, letters(key, 'desc')]).toEqual([key, ['B', 'C', 'A']]);
      expect([key, letters(key, 'asc')]).toEqual([key, ['A', 'C', 'B']]);
    }
  });

  it('sorts by product name and by class, both ways', () => {
    expect(letters('fundName', 'asc')).toEqual(['A', 'B', 'C']);
    expect(letters('fundName', 'desc')).toEqual(['C', 'B', 'A']);
    // "Class 1", "Class 2", "Shares"
    expect(letters('classText', 'asc')).toEqual(['C', 'A', 'B']);
    expect(letters('classText', 'desc')).toEqual(['B', 'A', 'C']);
  });

  it('aligns the figures, and on phones shows the class under the product name', () => {
    const columns = variableProductColumns('2026-04-30');
    const shape = columnShape(columns);
    expect([...shape.numeric]).toEqual([...FIGURES]);
    expect(foldedUnderName(columns).map((d) => [d.header, d.underName])).toEqual([['Class', 'bare']]);
  });
});
