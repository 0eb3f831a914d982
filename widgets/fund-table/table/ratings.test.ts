import { describe, expect, it } from 'vitest';
import { categoryGroupText } from './ratings';

describe('category group rows (products spec 2.5 "Grouped view")', () => {
  it('reads "{rating provider} Category: X" with the fund counts of the group per period', () => {
    const rows = [
      { overallFunds: 1100, threeYearFunds: '-' },
      { overallFunds: 1100, threeYearFunds: 980 },
    ];
    expect(categoryGroupText('Starling', { key: 'Large Growth', rows })).toEqual({
      label: 'Starling Category: Large Growth',
      cells: {
        msOverallRating: '1100 Funds',
        threeYearRating: '980 Funds',
        fiveYearRating: '-',
        tenYearRating: '-',
      },
    });
  });

  it('reads "-" for the rows without a category and without counts', () => {
    expect(categoryGroupText('Starling', { key: '', rows: [{}] })).toEqual({
      label: 'Starling Category: -',
      cells: { msOverallRating: '-', threeYearRating: '-', fiveYearRating: '-', tenYearRating: '-' },
    });
  });
});
