import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { ClosedEndFundRow } from '../../../services/products';
import { fundColumns } from '../table/cells';
import { closedEndColumns } from './model';

const fund = (fields: Partial<ClosedEndFundRow>): ClosedEndFundRow => ({
  fundName: 'Calder Meridian Municipal Income Fund',
  cusip: '98765B432',
  ...fields,
});

describe('closed-end funds cells (products spec 2.7, 5)', () => {
  const cellOf = (key: string, row: ClosedEndFundRow) => {
    const defs = closedEndColumns('2026-11-20');
    const column = fundColumns<ClosedEndFundRow>(defs, () => null)
      .flatMap((c) => ('columns' in c && c.columns ? c.columns : [c]))
      .find((c) => c.id === key)!;
    const cell = (column.cell as (context: unknown) => React.ReactNode)({ row: { original: row } });
    return render(<div>{cell}</div>).container;
  };

  it('shows the NAV value over the market value in a return cell, each named for screen readers', () => {
    const cell = cellOf('navOneYear', fund({ navOneYear: '7.1', mktValueOneYear: 8.456 }));
    const lines = [...cell.querySelectorAll('.stacked-line')].map((line) => line.textContent);
    expect(lines).toEqual(['at NAV 7.10', ', at market 8.46']);
    expect(cell.querySelector('.stacked-label')).toBeNull();
  });

  it('shows "-" for a period the fund is too young for', () => {
    const cell = cellOf('navTenYear', fund({ navTenYear: '-', mktValueTenYear: '-' }));
    expect([...cell.querySelectorAll('.stacked-line')].map((line) => line.textContent)).toEqual([
      'at NAV -',
      ', at market -',
    ]);
  });

  it('shows the price with its NAV and MKT rows on screen', () => {
    const cell = cellOf('nav', fund({ nav: '14.2', mktValue: '13.05' }));
    expect([...cell.querySelectorAll('.stacked-label')].map((label) => label.textContent)).toEqual(['NAV ', 'MKT ']);
    expect(cell.textContent).toBe('NAV 14.20MKT 13.05');
  });
});
