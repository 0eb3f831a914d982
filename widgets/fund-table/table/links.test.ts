import { describe, expect, it } from 'vitest';
import {
  audienceLink,
  capitalGainsFundLink,
  finderCategoryLink,
  finderFundLink,
  finderTitleLink,
  intervalCapitalGainsFundLink,
} from './links';
import { stripClassPrefix } from '../../../services/product-vocabulary';

describe('fund links of the capital gains tab (products spec 2.3)', () => {
  it('links capital gains rows to mutual-funds, whatever the page', () => {
    expect(capitalGainsFundLink('', { fundName: 'Growth Fund', className: 'Class C', cusip: 'G3' })).toBe(
      '/investment-products/mutual-funds/Growth-Fund/Class-C/details/?cusip=G3',
    );
  });

  it('strips a leading "Class " only', () => {
    expect(stripClassPrefix('Class Institutional3')).toBe('Institutional3');
    expect(stripClassPrefix('Advisor')).toBe('Advisor');
    expect(stripClassPrefix(null)).toBe('');
  });
});

describe('product finder links (products spec 2.12)', () => {
  it('links the title under the site base', () => {
    expect(finderTitleLink('/investor', 'investment-products/mutual-funds')).toBe(
      '/investor/investment-products/mutual-funds',
    );
  });

  it('navigates to the fund with the Institutional class by default', () => {
    expect(finderFundLink('/investment-products/mutual-funds', { fundName: 'Growth Fund', cusip: 'G1' })).toBe(
      '/investment-products/mutual-funds/Growth-Fund/Class-Institutional/details/?cusip=G1',
    );
    expect(
      finderFundLink('/investment-products/mutual-funds/', { fundName: 'Growth Fund', fundClass: 'A', cusip: 'G2' }),
    ).toBe('/investment-products/mutual-funds/Growth-Fund/Class-A/details/?cusip=G2');
  });

  it('links a category with investment-category', () => {
    expect(finderCategoryLink('/investment-products/mutual-funds', 'domestic-equity')).toBe(
      '/investment-products/mutual-funds?investment-category=domestic-equity',
    );
  });

  it('splits a "*" link into the advisor and the investor part', () => {
    expect(audienceLink('/advisor/page*/investor/page', 'advisor')).toBe('/advisor/page');
    expect(audienceLink('/advisor/page*/investor/page', 'investor')).toBe('/investor/page');
    expect(audienceLink('/shared/page', 'investor')).toBe('/shared/page');
  });
});

describe('interval capital gains links (products spec 2.1)', () => {
  it('uses the Institutional class for Institutional rows and A for every other class', () => {
    const row = { fundName: 'Calder Meridian Private Credit Interval Fund', cusip: '11122A333' };
    expect(intervalCapitalGainsFundLink('', { ...row, className: 'Institutional' })).toBe(
      '/investment-products/interval-funds/Calder-Meridian-Private-Credit-Interval-Fund/Class-Institutional/details/?cusip=11122A333',
    );
    expect(intervalCapitalGainsFundLink('/investor', { ...row, className: 'Class Institutional' })).toContain(
      '/investor/investment-products/interval-funds/Calder-Meridian-Private-Credit-Interval-Fund/Class-Institutional/',
    );
    for (const className of ['C', 'A', '', 'Institutional2']) {
      expect(intervalCapitalGainsFundLink('', { ...row, className })).toContain('/Class-A/details/?cusip=11122A333');
    }
  });
});
