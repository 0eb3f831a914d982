import { describe, expect, it } from 'vitest';
import { keepKnown } from '../table/query-params';
import { findAProductSearch, parseFindAProductQuery } from './query';

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
