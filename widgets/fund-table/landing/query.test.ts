import { describe, expect, it } from 'vitest';
import { parseLandingQuery } from './query';

describe('landing query parameters (products spec 2.3)', () => {
  it('reads nothing from an empty query', () => {
    expect(parseLandingQuery('')).toEqual({
      expandable: false,
      featured: false,
      topRated: false,
      multiManager: false,
      groupByCategory: false,
      primaryBenchmark: false,
      investmentCategories: [],
    });
  });

  it('reads each flag, bare or true, and the repeatable investment-category', () => {
    const query = parseLandingQuery(
      '?expandable&featured-funds=true&top-performing-funds=1&multi-managed-funds&group-by-category=true&primarybenchmark' +
        '&investment-category=Domestic-Equity&investment-category=money-market&investment-category=domestic-equity',
    );
    expect(query).toEqual({
      expandable: true,
      featured: true,
      topRated: true,
      multiManager: true,
      groupByCategory: true,
      primaryBenchmark: true,
      investmentCategories: ['domestic-equity', 'money-market'],
    });
  });

  it('ignores flags with a value that does not say yes', () => {
    expect(parseLandingQuery('featured-funds=false&primarybenchmark=maybe')).toMatchObject({
      featured: false,
      primaryBenchmark: false,
    });
  });

  it('takes a known share class, in its listed spelling, with or without "Class "', () => {
    expect(parseLandingQuery('class=institutional2').className).toBe('Institutional2');
    expect(parseLandingQuery(new URLSearchParams('class=Class%20A')).className).toBe('A');
  });

  it('ignores an unknown share class', () => {
    expect(parseLandingQuery('class=Z').className).toBeUndefined();
  });
});
