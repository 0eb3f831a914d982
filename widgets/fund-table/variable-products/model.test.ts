import { describe, expect, it } from 'vitest';
import type { VariableProductRow } from '../../../services/products';
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
