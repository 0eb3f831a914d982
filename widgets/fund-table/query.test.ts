import { describe, expect, it } from 'vitest';
import {
  findAProductSearch,
  keepKnown,
  parseFindAProductQuery,
  parseLandingQuery,
  parseProductListQuery,
} from './query';

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

describe('Find a Product URL mirroring (products spec 2.10)', () => {
  const known = {
    productTypes: ['Retail', 'RetailETF', 'ClosedEnd'],
    assetClasses: ['domestic-equity', 'money-market'],
    classes: ['a', 'c', 'institutional'],
  };

  it('reads comma-separated or repeated values, keeping only known options in their order', () => {
    expect(
      parseFindAProductQuery(
        '?productType=ClosedEnd,retail,Bogus&assetClass=money-market&assetClass=nothing&class=A,institutional',
        known,
      ),
    ).toEqual({
      productTypes: ['Retail', 'ClosedEnd'],
      assetClasses: ['money-market'],
      classes: ['a', 'institutional'],
    });
  });

  it('writes the filters as comma-separated parameters and keeps the other parameters', () => {
    expect(
      findAProductSearch('?utm_source=mail&class=c', {
        productTypes: ['Retail', 'RetailETF'],
        assetClasses: [],
        classes: ['a'],
      }),
    ).toBe('?utm_source=mail&productType=Retail,RetailETF&class=a');
  });

  it('drops the query when no filter and no other parameter remain', () => {
    expect(findAProductSearch('?productType=Retail', { productTypes: [], assetClasses: [], classes: [] })).toBe('');
  });

  it('reads back what it writes', () => {
    const filters = { productTypes: ['RetailETF'], assetClasses: ['domestic-equity', 'money-market'], classes: ['c'] };
    expect(parseFindAProductQuery(findAProductSearch('', filters), known)).toEqual(filters);
  });

  it('matches values case-insensitively', () => {
    expect(keepKnown(['RETAIL'], ['Retail'])).toEqual(['Retail']);
  });
});

describe('Product List query (products spec 2.11)', () => {
  it('reads the type and a class the type lists', () => {
    expect(parseProductListQuery('?type=mutualFunds&class=Institutional3')).toEqual({
      type: 'mutualFunds',
      className: 'Institutional3',
    });
    expect(parseProductListQuery('?type=529&class=e')).toEqual({ type: '529', className: 'E' });
    expect(parseProductListQuery('?type=variable&class=')).toEqual({ type: 'variable', className: '' });
  });

  it('needs no class for closed-end funds and ETFs', () => {
    expect(parseProductListQuery('?type=closedend')).toEqual({ type: 'closedend', className: '' });
    expect(parseProductListQuery('?type=etf&class=A')).toEqual({ type: 'etf', className: '' });
  });

  it('gives nothing for an unknown type or a class the type does not list', () => {
    expect(parseProductListQuery('?type=hedge')).toBeUndefined();
    expect(parseProductListQuery('?type=529&class=R')).toBeUndefined();
    expect(parseProductListQuery('?type=mutualFunds')).toBeUndefined();
  });
});
