import { describe, expect, it } from 'vitest';
import { col, columnShape, foldedUnderName, phoneSortColumns } from './columns';
import { checkboxGroup } from './filters';

const defs = [
  col('symbol', 'Ticker', 'text'),
  col('fundName', 'Fund Name', 'text'),
  col('oneYear', '1 Yr', 'number', 'navOneYear'),
  col('msOverallRating', 'Overall', 'rating'),
];

describe('columns of a product table', () => {
  it('sorts every column, aligns the figures and keeps the ticker narrow and the name wide', () => {
    const shape = columnShape(defs);
    expect([...shape.sortable]).toEqual(['symbol', 'fundName', 'oneYear', 'msOverallRating']);
    expect([...shape.numeric]).toEqual(['oneYear']);
    expect(shape.widths).toEqual({ symbol: 'narrow', fundName: 'name', oneYear: 'figure', msOverallRating: 'rating' });
  });

  it('leaves a column marked unsortable without a sort button and takes a width the column names', () => {
    const shape = columnShape([
      col('fundName', 'Model Portfolios', 'text'),
      { ...col('type', 'Type', 'text'), sortable: false, width: 'figure' },
    ]);
    expect([...shape.sortable]).toEqual(['fundName']);
    expect(shape.widths).toEqual({ fundName: 'name', type: 'figure' });
  });
});

describe('columns folded under the fund name on phones', () => {
  it('folds the ticker and every column marked underName, and nothing in a table without a fund name', () => {
    const shape = columnShape([...defs, { ...col('className', 'Pricing Alternative', 'text'), underName: 'labelled' }]);
    expect([...shape.compactHidden]).toEqual(['symbol', 'className']);
    expect(foldedUnderName(defs).map((d) => [d.key, d.underName])).toEqual([['symbol', 'bare']]);
    expect(foldedUnderName([col('symbol', 'Ticker', 'text'), col('oneYear', '1 Yr', 'number')])).toEqual([]);
  });
});

describe('the phones\' "Sort by" columns', () => {
  it('lists every sortable column, folded or not, when a sortable column folds under the name', () => {
    const model = [
      col('fundName', 'Model Portfolios', 'text'),
      { ...col('inceptionDt', 'Inception Date', 'date'), underName: 'labelled' as const },
      { ...col('type', 'Type', 'text'), sortable: false as const, underName: 'labelled' as const },
      { ...col('ytd', 'YTD (cum.)', 'number'), sortable: false as const },
    ];
    expect(phoneSortColumns(model).map((d) => d.key)).toEqual(['fundName', 'inceptionDt']);
    // The ticker folds by itself and sorts.
    expect(phoneSortColumns(defs).map((d) => d.key)).toEqual(['symbol', 'fundName', 'oneYear', 'msOverallRating']);
  });

  it('lists none when every folded column is unsortable, or nothing folds', () => {
    const folds = [
      col('fundName', 'Model Portfolios', 'text'),
      { ...col('type', 'Type', 'text'), sortable: false as const, underName: 'labelled' as const },
    ];
    expect(phoneSortColumns(folds)).toEqual([]);
    expect(phoneSortColumns([col('fundName', 'Fund Name', 'text'), col('oneYear', '1 Yr', 'number')])).toEqual([]);
  });
});

describe('a checkbox list of a filter panel (products spec 2.5, 2.10, 9)', () => {
  const options = Array.from({ length: 10 }, (_, i) => ({ value: `v${i}`, label: `Option ${i}` }));

  it('ticks the chosen values and puts the options after the 8th in a second column', () => {
    const group = checkboxGroup('class', 'Class', options, (value) => value === 'v9');
    expect(group.columns.map((column) => column.length)).toEqual([8, 2]);
    expect(group.columns[1]).toEqual([
      { value: 'v8', label: 'Option 8', checked: false },
      { value: 'v9', label: 'Option 9', checked: true },
    ]);
    expect(checkboxGroup('other', 'Other', options, () => false, { split: false }).columns).toHaveLength(1);
  });
});
