import { describe, expect, it } from 'vitest';
import {
  classSegment,
  closedEndFundLink,
  etfLink,
  genericFundLink,
  intervalFundLink,
  mutualFundLink,
  plan529Link,
  slugify,
  variableProductLink,
} from './product-links';

describe('slug rule (products spec 2.1)', () => {
  it('removes . , : " ’ “ ” ? & — and /', () => {
    expect(slugify('U.S. Growth, Value: "Core" Fund’s “Best”? A&B—C/D')).toBe('US-Growth-Value-Core-Funds-Best-ABCD');
  });

  it('turns " - " into "-" and collapses runs of whitespace or hyphens', () => {
    expect(slugify('Calder Meridian - Income   Fund')).toBe('Calder-Meridian-Income-Fund');
    expect(slugify('Short--Term \t Bond')).toBe('Short-Term-Bond');
  });

  it('keeps the case and URI-encodes what is left', () => {
    expect(slugify('Calder Meridian Growth Fund®')).toBe('Calder-Meridian-Growth-Fund%C2%AE');
    expect(slugify('Global/International Equity')).toBe('GlobalInternational-Equity');
  });

  it('gives an empty slug for a missing name', () => {
    expect(slugify(undefined)).toBe('');
  });
});

describe('fund detail links (products spec 2.1)', () => {
  it('links a mutual fund by its class and cusip, under the site base', () => {
    expect(
      mutualFundLink('', { fundName: 'Calder Meridian Growth Fund', fundClass: 'Institutional2', cusip: '12345A101' }),
    ).toBe(
      '/investment-products/mutual-funds/Calder-Meridian-Growth-Fund/Class-Institutional2/details/?cusip=12345A101',
    );
    expect(mutualFundLink('/investor', { fundName: 'Income Fund', fundClass: 'Class A', cusip: 'X1' })).toBe(
      '/investor/investment-products/mutual-funds/Income-Fund/Class-A/details/?cusip=X1',
    );
  });

  it('links an ETF with Class-ETF', () => {
    expect(etfLink('', { fundName: 'Calder Meridian Dividend ETF', cusip: 'E1' })).toBe(
      '/investment-products/exchange-traded-funds/Calder-Meridian-Dividend-ETF/Class-ETF/details/?cusip=E1',
    );
  });

  it('links variable products, interval funds (Institutional by default) and closed-end funds (Class-None)', () => {
    expect(variableProductLink('', { name: 'Balanced Portfolio', className: '2', cusip: 'V2' })).toBe(
      '/investment-products/variable-products/Balanced-Portfolio/Class-2/details/?cusip=V2',
    );
    expect(intervalFundLink('', { fundName: 'Credit Interval Fund', cusip: 'I1' })).toBe(
      '/investment-products/interval-funds/Credit-Interval-Fund/Class-Institutional/details/?cusip=I1',
    );
    expect(closedEndFundLink('', { fundName: 'Municipal Income Trust', cusip: 'C1' })).toBe(
      '/investment-products/closed-end-funds/Municipal-Income-Trust/Class-None/details/?cusip=C1',
    );
  });

  it('links a variable product of the blank class ("Shares") with Class-none, as the generic rule does', () => {
    const blank = { name: 'Calder Meridian Variable Series Trust - Income Fund', className: '', cusip: 'V0' };
    const link =
      '/investment-products/variable-products/Calder-Meridian-Variable-Series-Trust-Income-Fund/Class-none/details/?cusip=V0';
    expect(variableProductLink('', blank)).toBe(link);
    expect(
      genericFundLink('', { fundType: 'variable-products', fundName: blank.name, fundClass: '', cusip: 'V0' }),
    ).toBe(link);
    expect(classSegment(null)).toBe('Class-none');
    expect(classSegment('  ')).toBe('Class-none');
  });

  it('links a 529 portfolio after its token', () => {
    expect(
      plan529Link('/investment-products/529-plan/', {
        name: 'Aggressive Growth Portfolio',
        className: 'A',
        cusip: 'P1',
      }),
    ).toBe('/investment-products/529-plan/Aggressive-Growth-Portfolio/Class-A/details/?cusip=P1');
  });

  it('links generic rows by product type or fund type, with Class-none when there is no class', () => {
    expect(
      genericFundLink('', { productType: 'mutual-funds', fundName: 'Growth Fund', fundClass: 'A', cusip: 'G1' }),
    ).toBe('/investment-products/mutual-funds/Growth-Fund/Class-A/details/?cusip=G1');
    expect(
      genericFundLink('', { fundType: 'closed-end-funds', fundName: 'Muni Trust', fundClass: '', cusip: 'G2' }),
    ).toBe('/investment-products/closed-end-funds/Muni-Trust/Class-none/details/?cusip=G2');
  });
});
