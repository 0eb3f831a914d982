import { describe, expect, it } from 'vitest';
import { formatDate, formatLongDate, formatMonthYear, formatNumber, splitRegistered } from './format';

describe('dates (site spec 9)', () => {
  const march31 = new Date(2025, 2, 31, 15, 30).getTime();

  it('formats MM/DD/YYYY from epoch milliseconds, ISO dates and Date objects', () => {
    expect(formatDate(march31)).toBe('03/31/2025');
    expect(formatDate('2025-01-05')).toBe('01/05/2025');
    expect(formatDate(new Date(2024, 11, 9))).toBe('12/09/2024');
  });

  it('formats "Month D, YYYY" in U.S. English', () => {
    expect(formatLongDate(march31)).toBe('March 31, 2025');
    expect(formatLongDate('2025-01-05')).toBe('January 5, 2025');
  });

  it('formats "Month YYYY"', () => {
    expect(formatMonthYear('2025-09-30')).toBe('September 2025');
  });

  it.each([[undefined], [null], [''], ['not a date'], [-1], [-1735689600000], [Number.NaN]])(
    'gives the fallback for %j',
    (value) => {
      expect(formatDate(value)).toBe('');
      expect(formatLongDate(value, '-')).toBe('-');
      expect(formatMonthYear(value, 'n/a')).toBe('n/a');
    },
  );
});

describe('formatNumber (site spec 9: 2 decimals by default, no grouping)', () => {
  it.each([
    [1234567.891, undefined, '1234567.89'],
    [0, undefined, '0.00'],
    [5, 0, '5'],
    [12.3456, 3, '12.346'],
    [1.005, undefined, '1.01'],
    [-1.005, undefined, '-1.01'],
    [-0.001, undefined, '0.00'],
    [-12.5, 1, '-12.5'],
    ['7.1', undefined, '7.10'],
    [' 3 ', 1, '3.0'],
  ] as const)('%j with %j decimals -> %j', (value, decimals, expected) => {
    expect(formatNumber(value, decimals)).toBe(expected);
  });

  it('shows "-" for a missing value and passes other texts through', () => {
    expect(formatNumber(undefined)).toBe('-');
    expect(formatNumber(null)).toBe('-');
    expect(formatNumber('')).toBe('-');
    expect(formatNumber('-')).toBe('-');
    expect(formatNumber('N/A')).toBe('N/A');
    expect(formatNumber(Number.NaN)).toBe('-');
  });
});

describe('splitRegistered', () => {
  it('splits the text around each registered mark', () => {
    expect(splitRegistered('Meridian® Growth Fund®')).toEqual([
      { text: 'Meridian', registered: false },
      { text: '®', registered: true },
      { text: ' Growth Fund', registered: false },
      { text: '®', registered: true },
    ]);
  });

  it('recognises an encoded mark and gives nothing for no text', () => {
    expect(splitRegistered('A&reg; B&#174;')).toEqual([
      { text: 'A', registered: false },
      { text: '®', registered: true },
      { text: ' B', registered: false },
      { text: '®', registered: true },
    ]);
    expect(splitRegistered('Plain')).toEqual([{ text: 'Plain', registered: false }]);
    expect(splitRegistered(undefined)).toEqual([]);
  });
});
