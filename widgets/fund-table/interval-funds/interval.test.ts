/**
 * The interval funds table (products spec 2.6) is the landing's views with the interval group: its calls, links,
 * defaults and texts.
 */
import { describe, expect, it } from 'vitest';
import { landingClassText, landingFundLink, landingRequest } from '../landing/model';
import { parseLandingQuery } from '../landing/query';
import { initialLandingState, landingRequestOf } from '../landing/state';
import { landingConfig } from '../landing/texts';

describe('interval funds table (products spec 2.6, 7)', () => {
  it('asks for group=interval with the tab data type and no class', () => {
    expect(landingRequest('interval-funds', 'performance', 'Quarterly', '')).toEqual({
      group: 'interval',
      dataType: 'Quarterly',
    });
    expect(landingRequest('interval-funds', 'prices-yields', 'Monthly', '')).toEqual({
      group: 'interval',
      dataType: 'PricesAndYields',
    });
    expect(landingRequest('interval-funds', 'ratings', 'Monthly', '')).toEqual({
      group: 'interval',
      dataType: '1,2,3,4,5',
    });
    expect(landingRequest('interval-funds', 'capital-gains', 'Monthly', '')).toEqual({
      group: 'interval',
      dataType: 'capGains',
    });
  });

  it('starts on NAV, sorted by fund name ascending, with no class even when the URL names one', () => {
    const state = initialLandingState({
      variant: 'interval-funds',
      provider: 'Starling',
      tab: 'performance',
      query: parseLandingQuery('?class=A'),
    });
    expect(state.basis).toBe('nav');
    expect(state.sort).toEqual({ key: 'fundName', direction: 'asc' });
    expect(state.className).toBe('');
    expect(landingRequestOf(state)).toEqual({ group: 'interval', dataType: 'Monthly' });
  });

  it('names the section "Interval Fund" and shows no search, filters, class or comparison rows', () => {
    const cfg = landingConfig('interval-funds', 'Starling');
    expect(cfg.section).toBe('Interval Fund');
    expect(cfg.productPath).toBe('interval-funds');
    expect([cfg.searchAndFilters, cfg.classSelect, cfg.comparisons]).toEqual([false, false, false]);
    expect(landingConfig('mutual-funds', 'Starling').searchAndFilters).toBe(true);
  });

  it('links a fund with its class, Institutional when it has none, and shows the class under the name', () => {
    const fund = { fundName: 'Calder Meridian Real Asset Income Fund', cusip: '11122A333' };
    expect(landingFundLink('', 'interval-funds', { ...fund, fundClass: 'C' })).toBe(
      '/investment-products/interval-funds/Calder-Meridian-Real-Asset-Income-Fund/Class-C/details/?cusip=11122A333',
    );
    expect(landingFundLink('', 'interval-funds', fund)).toContain('/Class-Institutional/details/');
    expect(landingClassText('interval-funds', { fundClass: 'Class A' })).toBe('Class A');
    expect(landingClassText('interval-funds', {})).toBeUndefined();
    expect(landingClassText('mutual-funds', { fundClass: 'A' })).toBeUndefined();
  });
});
