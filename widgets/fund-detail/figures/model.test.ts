import { describe, expect, it } from 'vitest';
import {
  asOfText,
  assetMixSlices,
  assetMixSummary,
  barScale,
  capitalGainsDataTypes,
  capitalGainsDownloadPeriods,
  changeText,
  dollars,
  growthChartLabel,
  growthHeading,
  growthReading,
  growthSummary,
  linearScale,
  linePath,
  nextMarker,
  niceTicks,
  percentText,
  performanceIntervals,
  performanceOf,
  performanceTypeLabel,
  presentEstimates,
  pricesCountText,
  pricesInPeriod,
  timeTickIndexes,
  valuesByDate,
} from './model';

describe('dates and percentages (products spec 5)', () => {
  it('writes an as-of date as MM/DD/YYYY, and none for a missing date or "-"', () => {
    expect(asOfText('2025-03-31')).toBe('as of 03/31/2025');
    expect(asOfText('-')).toBeNull();
    expect(asOfText(null)).toBeNull();
  });

  it('shows a percentage with 2 decimals and its sign, and "-" for a missing figure', () => {
    expect(percentText('55.2')).toBe('55.20%');
    expect(percentText(-2)).toBe('-2.00%');
    expect(percentText('-')).toBe('-');
    expect(percentText(null)).toBe('-');
  });
});

describe('performance (products spec 2.14, 3 totalReturnPerformances)', () => {
  const rows = [{ label: 'Fund at NAV', ytd: '1.5' }];
  const performances = [
    { intervalType: 'QUARTERLY', asOfDate: '2024-12-31', totalReturnPerfDetails: rows },
    { intervalType: 'Monthly', asOfDate: '2025-03-31', totalReturnPerfDetails: rows },
  ];

  it('finds an interval whatever the case of its intervalType, Monthly first', () => {
    expect(performanceOf(performances, 'Monthly')?.asOfDate).toBe('2025-03-31');
    expect(performanceOf(performances, 'Quarterly')?.asOfDate).toBe('2024-12-31');
    expect(performanceIntervals(performances)).toEqual(['Monthly', 'Quarterly']);
  });

  it('offers only the intervals that have rows', () => {
    const monthlyOnly = [performances[1]!, { intervalType: 'Quarterly', totalReturnPerfDetails: [] }];
    expect(performanceIntervals(monthlyOnly)).toEqual(['Monthly']);
    expect(performanceIntervals(null)).toEqual([]);
  });

  it('reads an interval type with spaces around it, and never an interval without rows, even of the right name', () => {
    const spaced = [
      { intervalType: 'Monthly', asOfDate: 'empty', totalReturnPerfDetails: [] },
      { intervalType: ' monthly ', asOfDate: 'kept', totalReturnPerfDetails: rows },
    ];
    expect(performanceOf(spaced, 'Monthly')?.asOfDate).toBe('kept');
    expect(performanceOf([{ intervalType: 'Monthly', totalReturnPerfDetails: null }], 'Monthly')).toBeUndefined();
    expect(performanceOf(undefined, 'Monthly')).toBeUndefined();
    expect(performanceOf([{ totalReturnPerfDetails: rows }, spaced[1]!], 'Monthly')?.asOfDate).toBe('kept');
  });

  it('names the return types in words: NAV, Index, Net, Pure Gross', () => {
    expect(performanceTypeLabel(' nav ')).toBe('NAV');
    expect(performanceTypeLabel('')).toBe('NAV');
    expect(performanceTypeLabel('index2')).toBe('Index');
    expect(performanceTypeLabel('INDEX')).toBe('Index');
    expect(performanceTypeLabel('MY INDEX1')).toBe('My Index1');
    expect(performanceTypeLabel('NET  OF_FEES')).toBe('Net Of Fees');
    expect(performanceTypeLabel(undefined)).toBe('NAV');
    expect(performanceTypeLabel('NAV')).toBe('NAV');
    expect(performanceTypeLabel('INDEX1')).toBe('Index');
    expect(performanceTypeLabel('NET')).toBe('Net');
    expect(performanceTypeLabel('PURE_GROSS')).toBe('Pure Gross');
    expect(performanceTypeLabel('at_market')).toBe('At Market');
  });

  it('calls every index row Index, whatever its number, and only an index row', () => {
    expect(performanceTypeLabel('INDEX12')).toBe('Index');
    expect(performanceTypeLabel('INDEX_BLEND')).toBe('Index Blend');
    expect(performanceTypeLabel('_NET')).toBe('Net');
  });
});

describe('asset mix (products spec 3 assetMixDetails)', () => {
  const entries = [
    { allocation: 'Cash', allocationPct: '-2', order: 3 },
    { allocation: 'U.S. Equity', allocationPct: '55.2', order: '1' },
    { allocationType: 'Other', allocationPct: '-', order: null },
    { allocation: 'Bonds', allocationPct: 46.8, order: 2 },
  ];

  it('keeps allocations of one order, and those without one, in the order sent; a name of spaces is no name', () => {
    const ties = [
      { allocation: 'B', order: 1 },
      { allocation: 'A', order: 1 },
      { allocation: 'Z', order: 'none' },
      { allocation: 'Y' },
      { allocation: '  ', allocationType: ' Equity ', order: 0 },
      { allocation: ' ', order: 5 },
    ];
    expect(assetMixSlices(ties).map((slice) => slice.label)).toEqual(['Equity', 'B', 'A', '-', 'Z', 'Y']);
    expect(assetMixSlices(ties).map((slice) => slice.key)).toEqual(['4', '0', '1', '5', '2', '3']);
  });

  it('orders the allocations by `order`, one without an order last, and names each', () => {
    expect(assetMixSlices(entries).map((slice) => slice.label)).toEqual(['U.S. Equity', 'Bonds', 'Cash', 'Other']);
    expect(assetMixSlices(null)).toEqual([]);
  });

  it('summarises the chart for assistive technology', () => {
    expect(assetMixSummary('2025-03-31', assetMixSlices(entries))).toBe(
      'Asset mix as of 03/31/2025: U.S. Equity 55.20%, Bonds 46.80%, Cash -2.00%, Other not available.',
    );
    expect(assetMixSummary(null, [])).toBe('Asset mix: no allocations.');
  });

  it('scales bars from a zero line; a negative value goes left of it', () => {
    const scale = barScale([50, -50, 100], 300);
    expect(scale.zero).toBe(100);
    expect(scale.bar(100)).toEqual({ x: 100, width: 200 });
    expect(scale.bar(-50)).toEqual({ x: 0, width: 100 });
  });

  it('draws no bar for a value that is no number, nor for values that are all zero, nor when there is none', () => {
    expect(barScale([10], 200).bar(Number.NaN)).toEqual({ x: 0, width: 0 });
    expect(barScale([0, 0], 200).bar(0)).toEqual({ x: 0, width: 0 });
    expect(barScale([], 200).zero).toBe(0);
  });

  it('scales the other bars when one value is no number', () => {
    const scale = barScale([100, Number.NaN, 50], 200);
    expect(scale.zero).toBe(0);
    expect(scale.bar(100)).toEqual({ x: 0, width: 200 });
    expect(scale.bar(50)).toEqual({ x: 0, width: 100 });
  });

  it('gives equal values equal bars, the longest across the whole length', () => {
    const scale = barScale([25, 25], 200);
    expect(scale.bar(25)).toEqual({ x: 0, width: 200 });
  });
});

describe('historical data periods', () => {
  const prices = [
    { priceDate: '2025-01-31', nav: 9 },
    { priceDate: '2025-03-31', nav: 11 },
    { priceDate: '2025-02-28', nav: 10 },
    { priceDate: '2024-03-31', nav: 8 },
    { priceDate: 'yesterday', nav: 7 },
  ];

  it('keeps the prices after the same day a period before the newest, newest first', () => {
    expect(pricesInPeriod(prices, '1M').map((p) => p.priceDate)).toEqual(['2025-03-31']);
    expect(pricesInPeriod(prices, '3M').map((p) => p.priceDate)).toEqual(['2025-03-31', '2025-02-28', '2025-01-31']);
    expect(pricesInPeriod(prices, '1Y')).toHaveLength(3);
  });

  it('leaves out a price without a date, and gives nothing for no prices', () => {
    expect(pricesInPeriod([{ priceDate: 'yesterday' }], '1Y')).toEqual([]);
    expect(pricesInPeriod([], '1M')).toEqual([]);
  });

  it('leaves out a price whose date does not start with its ISO day', () => {
    const prices = [
      { priceDate: '2025-03-31', nav: 1 },
      { priceDate: 'as of 2025-04-30', nav: 2 },
      { priceDate: '2025-03-3', nav: 3 },
    ];
    expect(pricesInPeriod(prices, '1M').map((p) => p.nav)).toEqual([1]);
  });

  it('orders the prices by day within a month, and by year before month', () => {
    const prices = [
      { priceDate: '2025-03-10', nav: 1 },
      { priceDate: '2025-03-19', nav: 2 },
      { priceDate: '2024-12-31', nav: 3 },
      { priceDate: '2025-01-02', nav: 4 },
    ];
    expect(pricesInPeriod(prices, '6M').map((p) => p.nav)).toEqual([2, 1, 4, 3]);
  });

  it('keeps the prices after the start day in the month the period starts', () => {
    const prices = [
      { priceDate: '2025-03-15', nav: 1 },
      { priceDate: '2025-02-20', nav: 2 },
      { priceDate: '2025-02-15', nav: 3 },
      { priceDate: '2025-02-10', nav: 4 },
    ];
    expect(pricesInPeriod(prices, '1M').map((p) => p.nav)).toEqual([1, 2]);
  });

  it('counts the rows', () => {
    expect(pricesCountText(21)).toBe('Displaying 21 price(s)');
  });

  it('keeps two prices of one day in the order sent, and counts a period back to the end of a shorter month', () => {
    const sameDay = [
      { priceDate: '2025-03-31', nav: 1 },
      { priceDate: ' 2025-03-31 ', nav: 2 },
      { priceDate: '2025-02-28', nav: 3 },
      { priceDate: '2025-02-27', nav: 4 },
    ];
    // 03-31 a month back is 02-28: the 28th is on that boundary, so left out, as is the 27th.
    expect(pricesInPeriod(sameDay, '1M').map((p) => p.nav)).toEqual([1, 2]);
    // Six months from 2025-03-31 back to 2024-09-30 (September has 30 days).
    const sixMonths = [
      { priceDate: '2025-03-31', nav: 1 },
      { priceDate: '2024-10-01', nav: 2 },
      { priceDate: '2024-09-30', nav: 3 },
    ];
    expect(pricesInPeriod(sixMonths, '6M').map((p) => p.nav)).toEqual([1, 2]);
    // A period the list does not know is one month.
    expect(pricesInPeriod(sixMonths, 'other' as never).map((p) => p.nav)).toEqual([1]);
  });
});

describe('growth of an investment', () => {
  const points = [
    { date: '2025-01-31', value: 10000 },
    { date: '2025-02-28', value: 12345.678 },
  ];

  it('writes dollars with cents, the heading in whole dollars', () => {
    expect(dollars(12345.678)).toBe('$12,345.68');
    expect(dollars(-5)).toBe('-$5.00');
    expect(growthHeading(10000)).toBe('Growth of $10,000');
    expect(growthHeading(undefined)).toBe('Growth of an Investment');
    expect(growthHeading(Number.NaN)).toBe('Growth of an Investment');
  });

  it("looks up the index's value on a date of its points", () => {
    const byDate = valuesByDate([
      { date: '2025-01-31', value: 10000 },
      { date: '2025-02-28', value: 9000 },
    ]);
    expect(byDate.get('2025-02-28')).toBe(9000);
    expect(byDate.get('2025-03-31')).toBeUndefined();
    expect(valuesByDate(null).size).toBe(0);
  });

  it('reads a month out with the fund and, when it has one, the index', () => {
    expect(growthReading(points[1]!, 11234.56)).toBe('02/28/2025: Fund $12,345.68, Index $11,234.56');
    expect(growthReading(points[0]!, undefined)).toBe('01/31/2025: Fund $10,000.00');
  });

  it('states the final value and the total change, of the fund and of the index', () => {
    expect(growthSummary(10000, points, [{ date: '2025-02-28', value: 9000 }], 'S&P 500 Index')).toBe(
      "On 02/28/2025 the fund's $10,000 was worth $12,345.68: +$2,345.68 (+23.46%). S&P 500 Index: $9,000.00, -$1,000.00 (-10.00%).",
    );
    expect(growthSummary(10000, [], null, null)).toBe('');
    expect(changeText(10000, 10000)).toBe('$0.00 (0.00%)');
    expect(changeText(0, 5)).toBe('+$5.00');
    // A gain too small for two decimals carries no sign.
    expect(changeText(10000, 10000.1)).toBe('+$0.10 (0.00%)');
  });

  it('states the last value of many, and the fund alone when the index has no values', () => {
    const three = [...points, { date: '2025-03-31', value: 11000 }];
    expect(growthSummary(10000, three, null, 'S&P 500 Index')).toBe(
      "On 03/31/2025 the fund's $10,000 was worth $11,000.00: +$1,000.00 (+10.00%).",
    );
    expect(growthSummary(10000, three, [], 'S&P 500 Index')).toBe(
      "On 03/31/2025 the fund's $10,000 was worth $11,000.00: +$1,000.00 (+10.00%).",
    );
    expect(growthChartLabel('Growth of $10,000', three)).toBe('Growth of $10,000, chart from 01/31/2025 to 03/31/2025');
  });

  it('names an index without a name "The index"', () => {
    const index = [
      { date: '2025-01-31', value: 10000 },
      { date: '2025-02-28', value: 9000 },
      { date: '2025-03-31', value: 10500 },
    ];
    const fund = "On 02/28/2025 the fund's $10,000 was worth $12,345.68: +$2,345.68 (+23.46%).";
    expect(growthSummary(10000, points, index, null)).toBe(`${fund} The index: $10,500.00, +$500.00 (+5.00%).`);
    expect(growthSummary(10000, points, index, ' ')).toBe(`${fund} The index: $10,500.00, +$500.00 (+5.00%).`);
    expect(growthSummary(10000, points, index, ' S&P 500 Index ')).toBe(
      `${fund} S&P 500 Index: $10,500.00, +$500.00 (+5.00%).`,
    );
  });

  it('names the chart by its span', () => {
    expect(growthChartLabel('Growth of $10,000', points)).toBe(
      'Growth of $10,000, chart from 01/31/2025 to 02/28/2025',
    );
    expect(growthChartLabel('Growth of $10,000', [])).toBe('Growth of $10,000: no values');
  });

  it('scales linearly, and a domain of one value to the middle of the range', () => {
    expect(linearScale(0, 10, 0, 100)(5)).toBe(50);
    expect(linearScale(0, 10, 100, 0)(10)).toBe(0);
    expect(linearScale(7, 7, 0, 100)(7)).toBe(50);
    expect(linearScale(10, 20, 0, 100)(15)).toBe(50);
    expect(linearScale(10, 20, 300, 100)(12)).toBe(260);
  });

  it('labels the value axis with round values covering the data', () => {
    expect(niceTicks(9800, 25400, 5)).toEqual([5000, 10000, 15000, 20000, 25000, 30000]);
    expect(niceTicks(0, 1, 5)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(-30, 20, 5)).toEqual([-40, -20, 0, 20]);
  });

  it('steps the value axis by 1, 2, 2.5 or 5 times a power of ten, rounding up to the next', () => {
    expect(niceTicks(0, 40, 5)).toEqual([0, 10, 20, 30, 40]);
    expect(niceTicks(0, 80, 5)).toEqual([0, 20, 40, 60, 80]);
    expect(niceTicks(10, 20, 5)).toEqual([10, 12.5, 15, 17.5, 20]);
    expect(niceTicks(0, 28, 5)).toEqual([0, 10, 20, 30]);
  });

  it('labels one value, or all-equal values, with the round values either side', () => {
    expect(niceTicks(10000, 10000, 5)).toEqual([9000, 9500, 10000, 10500, 11000]);
    expect(niceTicks(0, 0, 5)).toEqual([-1, -0.5, 0, 0.5, 1]);
    expect(niceTicks(Number.NaN, 3)).toEqual([]);
  });

  it('draws a line through its points; none draws nothing, one a single move', () => {
    expect(linePath([])).toBe('');
    expect(linePath([{ x: 1, y: 2 }])).toBe('M1 2');
    expect(
      linePath([
        { x: 0, y: 10.04 },
        { x: 5.55, y: -3 },
      ]),
    ).toBe('M0 10 L5.6 -3');
  });

  it('labels at most a few dates, the first and the last among them', () => {
    expect(timeTickIndexes(0)).toEqual([]);
    expect(timeTickIndexes(1)).toEqual([0]);
    expect(timeTickIndexes(2, 6)).toEqual([0, 1]);
    expect(timeTickIndexes(121, 6)).toEqual([0, 24, 48, 72, 96, 120]);
    expect(timeTickIndexes(121, 3)).toEqual([0, 60, 120]);
  });

  it('moves the marker with the arrow keys, Home and End, within the points', () => {
    expect(nextMarker(null, 'ArrowRight', 5)).toBe(0);
    expect(nextMarker(null, 'ArrowLeft', 5)).toBe(4);
    expect(nextMarker(2, 'ArrowRight', 5)).toBe(3);
    expect(nextMarker(4, 'ArrowRight', 5)).toBe(4);
    expect(nextMarker(0, 'ArrowLeft', 5)).toBe(0);
    expect(nextMarker(2, 'Home', 5)).toBe(0);
    expect(nextMarker(2, 'End', 5)).toBe(4);
    expect(nextMarker(2, 'Enter', 5)).toBeNull();
    expect(nextMarker(null, 'ArrowRight', 0)).toBeNull();
  });
});

describe('capital gains (products spec 3 "Capital gains row", 5)', () => {
  it('counts estimates only when they hold a date or an amount', () => {
    expect(presentEstimates({ recordDate: '-', totalCapGainSt: '' })).toBeNull();
    expect(presentEstimates({ totalCapGainEnd: '0.5' })).not.toBeNull();
    expect(presentEstimates(null)).toBeNull();
    expect(presentEstimates({ recordDate: '2025-12-15', totalCapGainSt: '-' })).not.toBeNull();
    // Another field of the record (the schema keeps unknown ones) is neither a date nor an amount.
    expect(
      presentEstimates({ recordDate: '-', note: 'To be announced', estimateStatus: 'Pending' } as never),
    ).toBeNull();
  });

  it('offers the data types the fund has, as the export names them', () => {
    const row = { fundName: 'Fund', cusip: 'X', distributions: [{ recordDate: '2024-12-15' }], estimates: null };
    expect(capitalGainsDataTypes(row)).toEqual([{ value: 'productSummary', label: 'Distributions' }]);
    expect(capitalGainsDataTypes({ ...row, distributions: [], estimates: { totalCapGainSt: '0.1' } })).toEqual([
      { value: 'estimates', label: 'Estimates' },
    ]);
    expect(capitalGainsDataTypes({ fundName: 'Fund', cusip: 'X', estimates: { recordDate: '2025-12-15' } })).toEqual([
      { value: 'estimates', label: 'Estimates' },
    ]);
  });

  it('offers the years of the chosen data type as periods, newest first', () => {
    const row = {
      fundName: 'Fund',
      cusip: 'X',
      distributions: [{ recordDate: '2023-12-15' }, { recordDate: '2024-12-16' }, { recordDate: '2024-06-14' }],
      estimates: { recordDate: '2025-12-15', totalCapGainSt: '0.1' },
    };
    expect(capitalGainsDownloadPeriods(row, 'productSummary')).toEqual(['2024', '2023']);
    expect(capitalGainsDownloadPeriods(row, 'estimates')).toEqual(['2025']);
    expect(capitalGainsDownloadPeriods({ ...row, estimates: { totalCapGainSt: '0.1' } }, 'estimates')).toEqual([
      '2024',
      '2023',
    ]);
    expect(capitalGainsDownloadPeriods({ fundName: 'Fund', cusip: 'X' }, 'productSummary')).toEqual([]);
    expect(
      capitalGainsDownloadPeriods({ fundName: 'Fund', cusip: 'X', distributions: row.distributions }, 'estimates'),
    ).toEqual(['2024', '2023']);
  });
});
