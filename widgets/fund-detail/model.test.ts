import { describe, expect, it } from 'vitest';
import {
  capitalGainsPeriods,
  cusipFromSearch,
  FUND_BLOCKS,
  FUND_DETAIL_VIEWS,
  holdingsPeriods,
  shareClassHref,
  takesFundCrumb,
} from './model';

describe('the fund of the page (products spec 2.1)', () => {
  it('is ?cusip= of the address when it is a cusip', () => {
    expect(cusipFromSearch('?cusip=19765Y688')).toBe('19765Y688');
    expect(cusipFromSearch('?x=1&cusip=MP1001')).toBe('MP1001');
    expect(cusipFromSearch('?cusip=%2019765Y688%20')).toBe('19765Y688');
  });

  it('is none for a missing, empty or malformed cusip', () => {
    expect(cusipFromSearch('')).toBeUndefined();
    expect(cusipFromSearch('?cusip=')).toBeUndefined();
    expect(cusipFromSearch('?cusip=<script>')).toBeUndefined();
    expect(cusipFromSearch('?cusip=../../etc')).toBeUndefined();
    expect(cusipFromSearch('?cusip=ABC')).toBeUndefined();
  });
});

describe('another share class (products spec 2.14)', () => {
  const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

  it('replaces the /Class-xxx/ segment and sets ?cusip=', () => {
    expect(
      shareClassHref(
        at('/investment-products/mutual-funds/Calder-Meridian-Growth-Fund/Class-A/details/', '?cusip=111111111'),
        'Institutional',
        '222222222',
      ),
    ).toBe(
      '/investment-products/mutual-funds/Calder-Meridian-Growth-Fund/Class-Institutional/details/?cusip=222222222',
    );
  });

  it('keeps the other query parameters and the hash, and encodes a class with a space', () => {
    expect(
      shareClassHref(
        at('/investor/investment-products/x/Class-C/details/', '?a=1&cusip=1', '#performance'),
        'Class R6',
        '3',
      ),
    ).toBe('/investor/investment-products/x/Class-Class%20R6/details/?a=1&cusip=3#performance');
  });

  it('writes Class-None for a fund without a class, and keeps a path with no class segment', () => {
    expect(shareClassHref(at('/investment-products/closed-end-funds/x/Class-None/details/'), null, '4')).toBe(
      '/investment-products/closed-end-funds/x/Class-None/details/?cusip=4',
    );
    expect(shareClassHref(at('/funds/x'), 'A', '5')).toBe('/funds/x?cusip=5');
  });

  it('replaces only the first class segment', () => {
    expect(shareClassHref(at('/investment-products/Class-A/x/Class-B/details/'), 'C', '6')).toBe(
      '/investment-products/Class-C/x/Class-B/details/?cusip=6',
    );
  });
});

describe('the last crumb (products spec 2.14)', () => {
  it('is taken by the paths under /investment-products ending in /historical-data, /details or /full-holdings', () => {
    expect(takesFundCrumb('/investment-products/mutual-funds/x/Class-A/details/')).toBe(true);
    expect(takesFundCrumb('/investment-products/mutual-funds/x/Class-A/details')).toBe(true);
    expect(takesFundCrumb('/investor/investment-products/x/Class-A/historical-data/')).toBe(true);
    expect(takesFundCrumb('/investment-products/x/Class-A/full-holdings')).toBe(true);
  });

  it('is not taken elsewhere', () => {
    expect(takesFundCrumb('/investment-products/mutual-funds/')).toBe(false);
    expect(takesFundCrumb('/investment-products/x/Class-A/details/more')).toBe(false);
    expect(takesFundCrumb('/resources/x/details/')).toBe(false);
    expect(takesFundCrumb('/my-investment-products/x/details/')).toBe(false);
  });
});

describe('the blocks', () => {
  it('are the page, every block of spec 2.14 in its order, and the crumb', () => {
    expect(FUND_DETAIL_VIEWS[0]).toBe('page');
    expect(FUND_DETAIL_VIEWS.at(-1)).toBe('crumb');
    expect(FUND_BLOCKS.indexOf('header')).toBe(0);
    expect(FUND_BLOCKS.indexOf('performance')).toBeLessThan(FUND_BLOCKS.indexOf('asset-mix'));
    expect(FUND_BLOCKS.indexOf('growth')).toBeLessThan(FUND_BLOCKS.indexOf('capital-gains'));
  });
});

describe('the full-holdings periods', () => {
  it('are the last four quarter ends on or before the as-of date, newest first', () => {
    expect(holdingsPeriods('2026-09-30')).toEqual(['2026-09-30', '2026-06-30', '2026-03-31', '2025-12-31']);
    expect(holdingsPeriods('2026-10-15')).toEqual(['2026-09-30', '2026-06-30', '2026-03-31', '2025-12-31']);
    expect(holdingsPeriods('2026-09-29')).toEqual(['2026-06-30', '2026-03-31', '2025-12-31', '2025-09-30']);
    expect(holdingsPeriods('2026-02-28')).toEqual(['2025-12-31', '2025-09-30', '2025-06-30', '2025-03-31']);
    expect(holdingsPeriods('2026-12-31', 2)).toEqual(['2026-12-31', '2026-09-30']);
  });

  it('are none without a date', () => {
    expect(holdingsPeriods(null)).toEqual([]);
    expect(holdingsPeriods('-')).toEqual([]);
    expect(holdingsPeriods('09/30/2026')).toEqual([]);
  });
});

describe('the capital-gains periods', () => {
  it('are the years of the record dates, newest first, once each', () => {
    expect(capitalGainsPeriods(['2024-12-15', '2026-06-10', '2026-12-12', null, '-', '2025-12-11'])).toEqual([
      '2026',
      '2025',
      '2024',
    ]);
    expect(capitalGainsPeriods([])).toEqual([]);
  });
});
