import { describe, expect, it } from 'vitest';
import {
  assetClassSlug,
  fundTypeLabel,
  knownAssetClassSlug,
  PRODUCT_GROUP_CODES,
  PRODUCT_TYPES,
  stripClassPrefix,
} from './product-vocabulary';

describe('product type catalogue (products spec 3)', () => {
  it('maps both retail fund groups to the mutual-funds path and every list type to its path', () => {
    const byGroup = Object.fromEntries(PRODUCT_TYPES.map((t) => [t.fundGroup, t]));
    expect(byGroup['Retail and Institutional']).toEqual({
      fundGroup: 'Retail and Institutional',
      label: 'Mutual Funds',
      listType: 'Retail',
      path: 'mutual-funds',
    });
    expect(byGroup['Closed End']?.label).toBe('Listed Closed-End Funds');
    expect(PRODUCT_TYPES.map((t) => t.listType)).toEqual([
      'FutureScholar529',
      'Retail',
      'Retail',
      'ModelPortfolios',
      'RetailETF',
      'ClosedEnd',
      'VariableProducts',
      'IntervalFund',
    ]);
  });
});

describe('fund type labels (products spec 9)', () => {
  it('gives the spec 9 fund type label of a group, the same in every table', () => {
    expect(fundTypeLabel('Retail')).toBe('Mutual Fund');
    expect(fundTypeLabel('RetailETF')).toBe('Exchange Traded Fund');
    expect(fundTypeLabel('ClosedEnd')).toBe('Closed-End Fund');
    expect(fundTypeLabel('VariableProducts')).toBe('Variable Product');
  });

  it("falls back to the group's label where spec 9 gives no fund type label", () => {
    expect(fundTypeLabel('FutureScholar529')).toBe('529 Plan');
    expect(fundTypeLabel('ModelPortfolios')).toBe('Model Portfolios');
    expect(fundTypeLabel('IntervalFund')).toBe('Interval Funds');
  });

  it('has a label for every productList group', () => {
    expect(PRODUCT_GROUP_CODES).toHaveLength(7);
    for (const code of PRODUCT_GROUP_CODES) expect(fundTypeLabel(code)).not.toBe('');
  });
});

describe('stripClassPrefix', () => {
  it('removes a leading "Class " and keeps a bare class', () => {
    expect(stripClassPrefix('Class Institutional2')).toBe('Institutional2');
    expect(stripClassPrefix(' A ')).toBe('A');
    expect(stripClassPrefix(null)).toBe('');
  });
});

describe('asset class slugs (products spec 9)', () => {
  it('gives the spec 9 slug of a listed name in any case, and none for another name', () => {
    expect(knownAssetClassSlug('Asset Allocation/Alternative')).toBe('asset-allocation');
    expect(knownAssetClassSlug(' money market ')).toBe('money-market');
    expect(knownAssetClassSlug('Closed-End Muni')).toBe('');
    expect(knownAssetClassSlug(null)).toBe('');
  });

  it('hyphenates a name spec 9 does not list, where a slug is needed anyway', () => {
    expect(assetClassSlug('International Equity')).toBe('international-equity');
    expect(assetClassSlug('Closed-End Muni')).toBe('closed-end-muni');
  });
});
