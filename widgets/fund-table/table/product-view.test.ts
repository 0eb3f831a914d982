import { describe, expect, it } from 'vitest';
import { col } from './columns';
import { answerDate, DEFAULT_PRODUCT_SORT, prepareProducts, productView } from './product-view';

interface Row {
  name: string;
  puvOneYear?: number | string | null;
  asOfDate?: string | null;
}

const COLUMNS = [col('fundName', 'Fund Name', 'text', 'name'), col('puvOneYear', '1 Yr', 'number')];
const ROWS: Row[] = [
  { name: 'Variable Portfolio - Growth', puvOneYear: '4.10' },
  { name: 'aggregate Bond Portfolio', puvOneYear: '-' },
  { name: 'Variable Portfolio - Income', puvOneYear: '-1.25' },
  { name: 'Balanced Series', puvOneYear: '4.10' },
];
const prepared = prepareProducts(ROWS, (row) => row.name);
const names = (rows: readonly Row[]) => rows.map((row) => row.name);

describe('productSummary table view (products spec 4, 5)', () => {
  it('sorts by name ascending by default, case-insensitively', () => {
    const view = productView(prepared, { search: '', sort: DEFAULT_PRODUCT_SORT, columns: COLUMNS });
    expect(names(view.rows)).toEqual([
      'aggregate Bond Portfolio',
      'Balanced Series',
      'Variable Portfolio - Growth',
      'Variable Portfolio - Income',
    ]);
    expect(view.count).toBe(4);
  });

  it('sorts a figure column with "-" as 0 and ties broken by name', () => {
    const view = productView(prepared, { search: '', sort: { key: 'puvOneYear', direction: 'asc' }, columns: COLUMNS });
    expect(names(view.rows)).toEqual([
      'Variable Portfolio - Income',
      'aggregate Bond Portfolio',
      'Balanced Series',
      'Variable Portfolio - Growth',
    ]);
    const desc = productView(prepared, {
      search: '',
      sort: { key: 'puvOneYear', direction: 'desc' },
      columns: COLUMNS,
    });
    expect(names(desc.rows)).toEqual([
      'Balanced Series',
      'Variable Portfolio - Growth',
      'aggregate Bond Portfolio',
      'Variable Portfolio - Income',
    ]);
  });

  it('keeps the rows whose name contains the search text, in any case, and counts them', () => {
    const view = productView(prepared, { search: '  PORTFOLIO - ', sort: DEFAULT_PRODUCT_SORT, columns: COLUMNS });
    expect(names(view.rows)).toEqual(['Variable Portfolio - Growth', 'Variable Portfolio - Income']);
    expect(view.count).toBe(2);
    expect(productView(prepared, { search: 'none such', sort: DEFAULT_PRODUCT_SORT, columns: COLUMNS }).count).toBe(0);
  });

  it('sorts by name when the sort names no column of the table', () => {
    const view = productView(prepared, {
      search: '',
      sort: { key: 'navOneYear', direction: 'desc' },
      columns: COLUMNS,
    });
    expect(names(view.rows)[0]).toBe('aggregate Bond Portfolio');
  });

  it('takes the as-of date from the first row that gives one', () => {
    expect(answerDate([{ asOfDate: null }, { asOfDate: '-' }, { asOfDate: '2026-10-31' }], (r) => r.asOfDate)).toBe(
      '2026-10-31',
    );
    expect(answerDate([{ asOfDate: '' }], (r) => r.asOfDate)).toBeUndefined();
    expect(answerDate([{ asOfDate: '   ' }, { asOfDate: ' 2026-10-31  ' }], (r) => r.asOfDate)).toBe('2026-10-31');
    expect(answerDate([{ asOfDate: ' - ' }], (r) => r.asOfDate)).toBeUndefined();
  });
});
