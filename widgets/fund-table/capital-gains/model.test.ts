import { describe, expect, it } from 'vitest';
import { displayDate } from '../table/format';
import {
  capitalGainsAmount,
  capitalGainsDistributionsCsv,
  capitalGainsEstimatesCsv,
  capitalGainsFigure,
  distributionLines,
  estimateLines,
  estimateRange,
  fundHasEstimates,
  hasEstimates,
  sortedDistributions,
  type CapitalGainsFund,
} from './model';

describe('capital gains cells (products spec 2.3, 5)', () => {
  it('shows amounts to 5 decimals, "-" for none', () => {
    expect(capitalGainsAmount(0.1234567)).toBe('0.12346');
    expect(capitalGainsAmount('1.5')).toBe('1.50000');
    expect(capitalGainsAmount(null)).toBe('-');
    expect(capitalGainsAmount('-')).toBe('-');
  });

  it('keeps percentages to 2 decimals, the per-share amounts to 5', () => {
    expect(capitalGainsFigure('totalCapGainPct', '1.60')).toBe('1.60');
    expect(capitalGainsFigure('totalCapGainPctEnd', 13.5249)).toBe('13.52');
    expect(capitalGainsFigure('totalCapGain', '1.6')).toBe('1.60000');
    expect(estimateRange(1.1, 1.5, 'totalCapGainPct')).toBe('1.10 \u2212 1.50');
  });

  it('shows YYYY-MM-DD dates as MM/DD/YYYY, and "-" stays "-"', () => {
    expect(displayDate('2025-12-08')).toBe('12/08/2025');
    expect(displayDate('2025-12-08T00:00:00')).toBe('12/08/2025');
    expect(displayDate('-')).toBe('-');
    expect(displayDate(null)).toBe('-');
  });

  it('shows estimates as "start − end"', () => {
    expect(estimateRange(0.1, 0.25)).toBe('0.10000 \u2212 0.25000');
    expect(estimateRange(null, '-')).toBe('-');
  });

  it('sorts distributions by record date, oldest first', () => {
    const sorted = sortedDistributions([
      { recordDate: '2025-12-10', totalCapGain: 3 },
      { recordDate: '2024-12-10', totalCapGain: 1 },
      { recordDate: '2025-06-10', totalCapGain: 2 },
    ]);
    expect(sorted.map((d) => d.totalCapGain)).toEqual([1, 2, 3]);
  });
});

const funds: CapitalGainsFund[] = [
  {
    fundName: 'Calder Meridian Growth Fund',
    className: 'A',
    cusip: '12345A101',
    distributions: [
      {
        recordDate: '2025-12-10',
        exDivdndDate: '2025-12-11',
        shortTermCapGain: 0.1,
        longTermCapGain: 1.23456789,
        totalCapGain: 1.33456789,
        totalCapGainPct: 2.5,
      },
      {
        recordDate: '2024-12-10',
        exDivdndDate: '2024-12-11',
        shortTermCapGain: 0,
        longTermCapGain: 0.5,
        totalCapGain: 0.5,
        totalCapGainPct: 1,
      },
    ],
    estimates: null,
  },
  {
    fundName: 'Income Fund, "Plus"',
    className: 'Class C',
    cusip: '12345B202',
    distributions: [],
    estimates: {
      recordDate: '2026-12-09',
      exDivdndDate: '2026-12-10',
      shortTermCapGainSt: 0.01,
      shortTermCapGainEnd: 0.02,
      longTermCapGainSt: 0.3,
      longTermCapGainEnd: 0.4,
      totalCapGainSt: 0.31,
      totalCapGainEnd: 0.42,
      totalCapGainPctSt: 1.1,
      totalCapGainPctEnd: 1.5,
    },
  },
];

const lines = (text: string) => text.replace(/^\uFEFF/, '').split('\r\n');

describe('capital gains CSV downloads (products spec 2.3)', () => {
  it('quotes fields with commas, quotes and line breaks', () => {
    const file = capitalGainsDistributionsCsv([{ fundName: 'Say "hi", two\nlines', className: 'A', cusip: 'X' }]);
    expect(file.text).toContain('"Say ""hi"", two\nlines",A,X,');
  });

  it('builds the distributions file: header, one line per distribution in record-date order, each fund kept', () => {
    const file = capitalGainsDistributionsCsv(funds);
    expect(file.fileName).toBe('mutual-funds-capital-gains-distributions.csv');
    expect(file.mimeType).toBe('text/csv;charset=utf-8');
    expect(file.text.startsWith('\uFEFF')).toBe(true);
    expect(lines(file.text)).toEqual([
      'Fund Name,Class,CUSIP,Record Date,Ex-Dividend Date,Short-Term Capital Gains,Long-Term Capital Gains,Total Capital Gains,Total Capital Gains (%)',
      'Calder Meridian Growth Fund,A,12345A101,12/10/2024,12/11/2024,0.00000,0.50000,0.50000,1.00',
      'Calder Meridian Growth Fund,A,12345A101,12/10/2025,12/11/2025,0.10000,1.23457,1.33457,2.50',
      '"Income Fund, ""Plus""",C,12345B202,-,-,-,-,-,-',
      '',
    ]);
  });

  it('builds the estimates file from the funds with estimates only', () => {
    const file = capitalGainsEstimatesCsv(funds, 'exchange-traded-funds');
    expect(file?.fileName).toBe('exchange-traded-funds-capital-gains-estimates.csv');
    expect(lines(file!.text)).toEqual([
      'Fund Name,Class,CUSIP,Record Date,Ex-Dividend Date,Short-Term Capital Gains Start,Short-Term Capital Gains End,' +
        'Long-Term Capital Gains Start,Long-Term Capital Gains End,Total Capital Gains Start,Total Capital Gains End,' +
        'Total Capital Gains (%) Start,Total Capital Gains (%) End',
      '"Income Fund, ""Plus""",C,12345B202,12/09/2026,12/10/2026,0.01000,0.02000,0.30000,0.40000,0.31000,0.42000,1.10,1.50',
      '',
    ]);
  });

  it('offers no estimates file when no fund has estimates', () => {
    const none = [{ ...funds[0]! }, { fundName: 'Empty', estimates: { recordDate: '-', totalCapGainSt: '' } }];
    expect(hasEstimates(none)).toBe(false);
    expect(capitalGainsEstimatesCsv(none)).toBeNull();
    expect(hasEstimates(funds)).toBe(true);
  });

  it('keeps a spreadsheet from running a fund name as a formula', () => {
    const file = capitalGainsDistributionsCsv([{ fundName: '=HYPERLINK("x")', className: 'A', cusip: 'X' }]);
    expect(lines(file.text)[1]).toBe(`"'=HYPERLINK(""x"")",A,X,-,-,-,-,-,-`);
  });

  it('neutralises every text cell a service sends, a leading "-" too, and keeps numbers as numbers', () => {
    const file = capitalGainsDistributionsCsv([
      {
        fundName: '-2+3+cmd|" /C calc"!A0',
        className: '@SUM(A1)',
        cusip: '+X',
        distributions: [{ recordDate: '2025-12-10', shortTermCapGain: '-0.12345', totalCapGainPct: '1.60' }],
      },
    ]);
    const cells = lines(file.text)[1]!;
    expect(cells.startsWith(`"'-2+3+cmd|"" /C calc""!A0",'@SUM(A1),'+X,12/10/2025,`)).toBe(true);
    expect(cells).toContain(',-0.12345,');
  });

  it('leaves a name alone when a formula sign is inside it rather than first', () => {
    const file = capitalGainsDistributionsCsv([{ fundName: 'Income + Growth Fund', className: 'A', cusip: 'X' }]);
    expect(lines(file.text)[1]).toBe('Income + Growth Fund,A,X,-,-,-,-,-,-');
  });
});

describe('capital gains table figures (products spec 2.6, 5)', () => {
  it('shows per-share amounts to 5 decimals and the percentage of the NAV to 2', () => {
    expect(capitalGainsFigure('shortTermCapGain', 0.1234567)).toBe('0.12346');
    expect(capitalGainsFigure('totalCapGain', '1.2')).toBe('1.20000');
    expect(capitalGainsFigure('totalCapGainPct', 3.14159)).toBe('3.14');
    expect(capitalGainsFigure('totalCapGainPct', '-')).toBe('-');
    expect(estimateRange(1.5, 2.25, 'totalCapGainPct')).toBe('1.50 \u2212 2.25');
    expect(estimateRange(0.1, 0.25, 'longTermCapGain')).toBe('0.10000 \u2212 0.25000');
  });
});

describe('capital gains estimates shown or not (products spec 2.3 "only when some fund has estimates")', () => {
  const only = (estimates: CapitalGainsFund['estimates']): CapitalGainsFund => ({
    fundName: 'Calder Meridian Growth Fund',
    className: 'A',
    cusip: '12345A101',
    estimates,
  });

  it('counts a record date alone, an ex-dividend date alone or a single amount as estimates', () => {
    for (const estimates of [
      { recordDate: '2026-12-09' },
      { exDivdndDate: '2026-12-10' },
      { shortTermCapGainSt: 0.01 },
      { totalCapGainPctEnd: '1.5' },
    ]) {
      expect([estimates, hasEstimates([only(estimates)])]).toEqual([estimates, true]);
    }
  });

  it('puts a fund with a single estimate figure in the estimates file, "-" in the columns it lacks', () => {
    const file = capitalGainsEstimatesCsv([only({ exDivdndDate: '2026-12-10', longTermCapGainEnd: 0.4 })]);
    expect(lines(file!.text)[1]).toBe('Calder Meridian Growth Fund,A,12345A101,-,12/10/2026,-,-,-,0.40000,-,-,-,-');
  });

  it('names the estimates file after the mutual funds unless told otherwise', () => {
    expect(capitalGainsEstimatesCsv(funds)?.fileName).toBe('mutual-funds-capital-gains-estimates.csv');
  });

  it('leaves the CUSIP blank for a fund the service sends without one', () => {
    const file = capitalGainsDistributionsCsv([{ fundName: 'Calder Meridian Growth Fund', className: 'A' }]);
    expect(lines(file.text)[1]).toBe('Calder Meridian Growth Fund,A,,-,-,-,-,-,-');
  });
});

describe('capital gains tables (products spec 2.3, 3 "Capital gains row")', () => {
  const growth = funds[0]!;
  const income = funds[1]!;
  const balanced: CapitalGainsFund = {
    fundName: 'Calder Meridian Balanced Fund',
    className: 'I',
    cusip: '12345C303',
    distributions: [{ recordDate: '2025-06-10', totalCapGain: 0.2 }],
    estimates: { recordDate: '-', totalCapGainSt: 0.05, totalCapGainEnd: 0.07 },
  };
  const rows = [growth, income, balanced];

  /** The distributions table's lines, for funds shown in the given order: fund name and record date. */
  const distributionsShown = (shown: readonly CapitalGainsFund[]) => {
    const table = distributionLines(rows);
    return shown
      .flatMap((fund) => table.byFund.get(fund) ?? [])
      .map((id) => table.lines.find((line) => table.idOf(line) === id)!)
      .map((line) => [line.fund.fundName, line.distribution?.recordDate ?? 'no distribution']);
  };

  it('shows one line per distribution in record-date order within each fund, and one line for a fund without any', () => {
    expect(distributionsShown(rows)).toEqual([
      ['Calder Meridian Growth Fund', '2024-12-10'],
      ['Calder Meridian Growth Fund', '2025-12-10'],
      ['Income Fund, "Plus"', 'no distribution'],
      ['Calder Meridian Balanced Fund', '2025-06-10'],
    ]);
  });

  it("keeps each fund's distributions together when the funds are sorted or searched", () => {
    expect(distributionsShown([balanced, growth])).toEqual([
      ['Calder Meridian Balanced Fund', '2025-06-10'],
      ['Calder Meridian Growth Fund', '2024-12-10'],
      ['Calder Meridian Growth Fund', '2025-12-10'],
    ]);
    expect(distributionsShown([])).toEqual([]);
  });

  it('gives every line of the distributions table its own row', () => {
    const table = distributionLines(rows);
    expect(table.lines).toHaveLength(4);
    expect(new Set(table.lines.map(table.idOf)).size).toBe(4);
    expect(table.lines.map((line) => line.distribution === undefined)).toEqual([false, false, true, false]);
  });

  it("shows one estimates line per fund with estimates, in the funds' order", () => {
    const table = estimateLines(rows);
    expect(table.lines.map((line) => line.fund.fundName)).toEqual([
      'Income Fund, "Plus"',
      'Calder Meridian Balanced Fund',
    ]);
    const shown = [balanced, growth, income]
      .filter(fundHasEstimates)
      .map((fund) => table.idOf({ fund }))
      .map((id) => table.lines.find((line) => table.idOf(line) === id)!.fund.fundName);
    expect(shown).toEqual(['Calder Meridian Balanced Fund', 'Income Fund, "Plus"']);
  });
});
