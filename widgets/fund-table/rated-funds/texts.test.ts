import { describe, expect, it } from 'vitest';
import { ratedGroupLabel, ratingColumns } from '../table/ratings';
import { splitFilterColumns } from '../table/texts';
import { ratedFundsConfig, ratedFundsHeader } from './texts';

describe('rated funds (products spec 2.5)', () => {
  it('titles the page and the table header with the provider', () => {
    const config = ratedFundsConfig('Starling');
    expect(config.title).toBe('Starling Rated Funds');
    expect(config.groupByCategoryLabel).toBe('Group by Starling Category');
    expect(config.filterGroups.map((g) => g.title)).toEqual(['Mutual Fund', 'Exchange Traded Fund (ETF)']);
    expect(ratedFundsHeader('Starling', '03/31/2026')).toBe(
      'Starling Rating as of 03/31/2026 (based on a Starling Risk-Adjusted Return measure)',
    );
    expect(ratedGroupLabel('Starling', 'Large Growth')).toBe('Starling Category: Large Growth');
  });

  it('hides the category column when grouping', () => {
    expect(ratingColumns('Starling', false, true).map((c) => c.header)).toEqual([
      'Ticker',
      'Fund Name',
      'Fund Type',
      'Overall',
      '3 Year',
      '5 Year',
      '10 Year',
      'Starling Category',
    ]);
    expect(ratingColumns('Starling', true, true).map((c) => c.header)).not.toContain('Starling Category');
  });

  it('puts the first 8 options of a filter list in one column and the rest in a second', () => {
    const [first, second] = splitFilterColumns(
      ratedFundsConfig('Starling')
        .filterGroups[0]!.options.map((o) => o.label)
        .concat('Extra'),
    );
    expect(first).toEqual(['A', 'C', 'R', 'V', 'Advisor', 'Institutional', 'Institutional2', 'Institutional3']);
    expect(second).toEqual(['Extra']);
  });
});
