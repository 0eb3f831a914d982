import { describe, expect, it } from 'vitest';
import { CAPITAL_GAINS_DOWNLOADS } from '../capital-gains/texts';
import { classOptions, effectiveBasis, landingRequest, performanceOptions } from './model';
import { defaultTabFromContent, tabHash, tabLabel, tabNamedByHash } from './tabs';
import {
  expenseHeader,
  FREQUENCY_OPTIONS,
  landingConfig,
  performanceColumns,
  pricesColumns,
  returnHeader,
} from './texts';

describe('landing variants (products spec 2.3)', () => {
  it('configures the mutual funds page', () => {
    const config = landingConfig('mutual-funds', 'Starling');
    expect(config.searchPlaceholder).toBe('Find a Mutual Fund');
    expect(config.filters).toEqual({
      assetClass: 'Asset Class',
      otherTitle: 'Other Filters',
      other: [
        { value: 'featured', label: 'Featured Mutual Funds' },
        { value: 'topRated', label: '4 & 5 Star Funds' },
        { value: 'multiManager', label: 'Multi-Manager Funds' },
      ],
    });
    expect(config.classSelect).toBe(true);
    expect(config.benchmarkLabel).toBe('Primary Benchmark');
    expect(config.categoryAverageLabel).toBe('Starling Category Average');
    expect(config.groupByCategoryLabel).toBe('Group by Starling Category');
    expect(config.defaultSort).toEqual({ key: 'fundName', direction: 'asc' });
    expect(CAPITAL_GAINS_DOWNLOADS).toEqual({
      distributions: 'Download Capital Gains Distributions (csv)',
      estimates: 'Download Capital Gains Estimates (csv)',
    });
  });

  it('configures the ETF page', () => {
    const config = landingConfig('exchange-traded-funds', 'Starling');
    expect(config.searchPlaceholder).toBe('Find an ETF');
    expect(config.filters.managementStyle).toBe('Management Style');
    expect(config.filters.otherTitle).toBe('Starling Rating');
    expect(config.classSelect).toBe(false);
    expect(config.benchmarkLabel).toBe('Tracked Index');
    expect(config.defaultSort).toEqual({ key: 'symbol', direction: 'asc' });
  });

  it('chooses the tab from the hash, the ratings tab by the provider name in lower case', () => {
    expect(tabHash('ratings', 'Starling')).toBe('starling-ratings');
    expect(tabNamedByHash('#starling-ratings', 'Starling')).toBe('ratings');
    expect(tabNamedByHash('#prices-yields', 'Starling')).toBe('prices-yields');
    expect(tabNamedByHash('#capital-gains', 'Starling')).toBe('capital-gains');
    // A space typed after the hash arrives encoded.
    expect(tabNamedByHash('#capital-gains%20', 'Starling')).toBe('capital-gains');
    expect(tabNamedByHash('#ratings', 'Starling')).toBeUndefined();
    expect(tabNamedByHash('', 'Starling')).toBeUndefined();
  });

  it('takes the default tab from the content keys that contain the page container', () => {
    const config = { 'etf.landing.tab': 'performance', 'mutual-funds.landing.tab': '#starling-ratings' };
    expect(defaultTabFromContent(config, 'mutual-funds', 'Starling')).toBe('ratings');
    expect(defaultTabFromContent(config, 'closed-end', 'Starling')).toBe('performance');
  });

  it('offers POP or W/CDSC except for R, Advisor and the Institutional classes, At Market on ETFs', () => {
    expect(performanceOptions('mutual-funds', 'A').map((o) => o.label)).toEqual(['NAV', 'POP or W/CDSC']);
    for (const className of ['R', 'Advisor', 'Institutional', 'Institutional2', 'Class Institutional3']) {
      expect(performanceOptions('mutual-funds', className).map((o) => o.label)).toEqual(['NAV']);
    }
    expect(performanceOptions('exchange-traded-funds', '').map((o) => o.label)).toEqual(['NAV', 'At Market']);
    expect(effectiveBasis('mutual-funds', 'R', 'pop')).toBe('nav');
    expect(effectiveBasis('mutual-funds', 'C', 'pop')).toBe('pop');
  });

  it('offers MONTHLY and QUARTERLY', () => {
    expect(FREQUENCY_OPTIONS.map((o) => o.label)).toEqual(['MONTHLY', 'QUARTERLY']);
  });

  it('lists the class totals without a leading "Class "', () => {
    const options = classOptions([
      { className: 'Class A' },
      { className: 'Class C' },
      { className: 'Institutional' },
      { className: 'Class A' },
    ]);
    expect(options.map((o) => o.label)).toEqual(['A', 'C', 'Institutional']);
  });

  it('heads the returns by basis, as of the NAV or POP date', () => {
    const meta = { navAsOfDate: '2026-03-31', popAsOfDate: '2026-02-28' };
    expect(returnHeader('nav', meta)).toEqual({
      title: 'Average Annual Total Returns (%) at NAV',
      asOfDate: '2026-03-31',
    });
    expect(returnHeader('atmarket', meta)).toEqual({
      title: 'Average Annual Total Returns (%) at Market',
      asOfDate: '2026-02-28',
    });
    expect(returnHeader('pop', meta)).toEqual({
      title: 'Average Annual Total Returns (%) with Maximum Sales Charge',
      asOfDate: '2026-02-28',
    });
  });

  it('reads the NAV or the POP return fields by basis', () => {
    const nav = performanceColumns('nav', 'h').find((c) => c.key === 'oneYear');
    const pop = performanceColumns('pop', 'h').find((c) => c.key === 'oneYear');
    expect([nav?.field, pop?.field]).toEqual(['navOneYear', 'popOneYear']);
    expect(performanceColumns('atmarket', 'h').find((c) => c.key === 'ytd')?.field).toBe('ytdPercentPOP');
  });

  it('adds the seven-day yields for money-market funds only', () => {
    expect(pricesColumns('mutual-funds', false).map((c) => c.key)).not.toContain('sevenDayYldCurrent');
    expect(pricesColumns('mutual-funds', true).map((c) => c.key)).toContain('sevenDayYldCurrent');
  });

  it('asks for the tab data of the selected class (products spec 7)', () => {
    expect(landingRequest('mutual-funds', 'performance', 'Quarterly', 'Class A')).toEqual({
      group: 'retail',
      dataType: 'Quarterly',
      className: 'A',
    });
    expect(landingRequest('mutual-funds', 'prices-yields', 'Monthly', 'C')).toEqual({
      group: 'retail',
      dataType: 'PricesAndYields',
      className: 'C',
    });
    expect(landingRequest('mutual-funds', 'ratings', 'Monthly', 'C')).toEqual({
      group: 'retail',
      dataType: '1,2,3,4,5',
      className: 'C',
    });
    expect(landingRequest('exchange-traded-funds', 'capital-gains', 'Monthly', '')).toEqual({
      group: 'etf',
      dataType: 'capGains',
    });
  });

  it('groups the expense columns under "Expense Ratio as of {date}" when a header is given', () => {
    const columns = performanceColumns('nav', 'Returns', expenseHeader('03/31/2025'));
    expect(columns.filter((c) => c.group === 'Expense Ratio as of 03/31/2025').map((c) => c.header)).toEqual([
      'Gross',
      'Net',
      'Waiver Expiration Date',
    ]);
    expect(expenseHeader(null)).toBe('Expense Ratio');
    expect(performanceColumns('nav', 'Returns').find((c) => c.key === 'grossExp')?.group).toBeUndefined();
  });

  it('tells which tab a hash names, and none for another anchor of the page', () => {
    expect(tabNamedByHash('#starling-ratings', 'Starling')).toBe('ratings');
    expect(tabNamedByHash('#Capital-Gains', 'Starling')).toBe('capital-gains');
    expect(tabNamedByHash('#performanceDisclosure', 'Starling')).toBeUndefined();
    expect(tabNamedByHash('', 'Starling')).toBeUndefined();
    expect(tabLabel('ratings', 'Starling')).toBe('Starling Ratings');
  });
});
