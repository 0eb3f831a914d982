import { describe, expect, it } from 'vitest';
import { tableDetails, type Expectations } from './data';

const expected: Expectations = {
  findAProduct: {
    rows: 1187,
    afterKeystroke: 619,
    assetClass: { title: 'Asset class', label: 'Domestic Equity', rows: 228 },
  },
  performance: {
    byClass: { Institutional: 154, A: 150, C: 19, R6: 0 },
    afterKeystroke: 73,
    prices: { rows: 154, moneyMarket: 5 },
  },
};

describe('tableDetails', () => {
  it('says which Asset class the filter toggle ticks and how many rows it leaves', () => {
    expect(tableDetails('find-a-product', expected)).toContain(
      'Filter toggle: in the open Filters panel, "Domestic Equity" ticked under "Asset class" and "View Results" pressed (1187 → 228 rows); between runs it is unticked again, untimed.',
    );
  });

  it('says which tabs the tab switch goes between, with the prices rows and the money-market funds', () => {
    const details = tableDetails('performance', expected);
    expect(details).toContain(
      'Tab switch: Performance → Prices & Yields, class Institutional (154 rows; 5 money-market funds, so the seven-day yield columns too), after a first switch that fetched the prices; between runs it switches back, untimed.',
    );
    expect(details.find((line) => line.startsWith('Class switch'))).toContain(
      'each of the 3 share classes in turn (19 to 154 rows)',
    );
    expect(details.some((line) => line.startsWith('Filter toggle'))).toBe(false);
  });

  it('names the seven-day yield columns only when a money-market fund brings them', () => {
    const none = { ...expected, performance: { ...expected.performance, prices: { rows: 149, moneyMarket: 0 } } };
    expect(tableDetails('performance', none).find((line) => line.startsWith('Tab switch'))).toContain(
      'class Institutional (149 rows), after a first switch',
    );
  });
});
