import { describe, expect, it } from 'vitest';
import { categoryGroups } from './ratings';

describe('category groups (products spec 2.5 "Grouped view")', () => {
  it('labels each group "{rating provider} Category: X" with its fund counts and its +/- state', () => {
    const rows = [
      { id: 'a', overallFunds: 1100, threeYearFunds: '-' },
      { id: 'b', overallFunds: 1100, threeYearFunds: 980 },
      { id: 'c' },
    ];
    const groups = categoryGroups(
      [
        { key: 'Large Growth', rows: rows.slice(0, 2) },
        { key: '', rows: rows.slice(2) },
      ],
      'Starling',
      (list) => list.map((row) => row.id),
      new Set(['Large Growth']),
    );
    expect(groups).toEqual([
      {
        key: 'Large Growth',
        label: 'Starling Category: Large Growth',
        rowIds: ['a', 'b'],
        collapsed: true,
        cells: {
          msOverallRating: '1100 Funds',
          threeYearRating: '980 Funds',
          fiveYearRating: '-',
          tenYearRating: '-',
        },
      },
      {
        key: '',
        label: 'Starling Category: -',
        rowIds: ['c'],
        collapsed: false,
        cells: { msOverallRating: '-', threeYearRating: '-', fiveYearRating: '-', tenYearRating: '-' },
      },
    ]);
  });
});
