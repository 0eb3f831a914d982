import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { ClosedEndFundRow } from '../../../services/products';
import { fundColumns } from '../table/cells';
import { DEFAULT_PRODUCT_SORT, prepareProducts, productView } from '../table/product-view';
import { closedEndColumns, closedEndDates, closedEndHref, closedEndPriceHeader } from './model';

const fund = (fields: Partial<ClosedEndFundRow>): ClosedEndFundRow => ({
  fundName: 'Calder Meridian Municipal Income Fund',
  cusip: '98765B432',
  ...fields,
});

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
    expect(defs.filter((d) => d.group === 'Average Annual Total Returns (%)')).toHaveLength(5);
    expect(closedEndPriceHeader(undefined)).toBe('Price as of -');
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
