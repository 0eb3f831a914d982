import { afterEach, describe, expect, it } from 'vitest';
import { calendarDay, formatDate, formatLongDate, formatMonthYear, formatNumber, splitRegistered } from './format';

describe('dates (site spec 9)', () => {
  const march31 = Date.UTC(2025, 2, 31, 15, 30);

  it('formats MM/DD/YYYY from epoch milliseconds, ISO dates and Date objects', () => {
    expect(formatDate(march31)).toBe('03/31/2025');
    expect(formatDate('2025-01-05')).toBe('01/05/2025');
    expect(formatDate(new Date(Date.UTC(2024, 11, 9, 17)))).toBe('12/09/2024');
    expect(formatDate('2025-03-31T15:30:00Z')).toBe('03/31/2025');
  });

  it('formats "Month D, YYYY" in U.S. English', () => {
    expect(formatLongDate(march31)).toBe('March 31, 2025');
    expect(formatLongDate('2025-01-05')).toBe('January 5, 2025');
  });

  it('formats "Month YYYY"', () => {
    expect(formatMonthYear('2025-09-30')).toBe('September 2025');
  });

  it.each([[undefined], [null], [''], ['not a date'], [-1], [-1735689600000], [Number.NaN], ['2025-02-30']])(
    'gives the fallback for %j',
    (value) => {
      expect(formatDate(value)).toBe('');
      expect(formatLongDate(value, '-')).toBe('-');
      expect(formatMonthYear(value, 'n/a')).toBe('n/a');
    },
  );
});

describe("the date rule: the day it is in the site's time zone, for every visitor", () => {
  const visitorZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = visitorZone;
  });

  // Midnight of December 9, 2025 in New York (EST, UTC-5), as an editor there picks the day.
  const midnightInNewYork = Date.UTC(2025, 11, 9, 5);
  // 10:30 p.m. of December 8 in New York: already December 9 in London and Tokyo.
  const lateEveningInNewYork = Date.UTC(2025, 11, 9, 3, 30);

  it.each(['America/Los_Angeles', 'Pacific/Honolulu', 'Europe/Berlin', 'Asia/Tokyo', 'UTC'])(
    'a visitor in %s sees the day it was in New York',
    (zone) => {
      process.env.TZ = zone;
      expect(formatLongDate(midnightInNewYork)).toBe('December 9, 2025');
      expect(formatLongDate(lateEveningInNewYork)).toBe('December 8, 2025');
      expect(formatDate(midnightInNewYork)).toBe('12/09/2025');
      expect(calendarDay(midnightInNewYork)?.date()).toBe(9);
    },
  );

  it('a calendar day written with spaces around it is that day, for a visitor in any zone', () => {
    process.env.TZ = 'Asia/Tokyo';
    expect(formatLongDate(' 2025-01-05  ')).toBe('January 5, 2025');
    expect(formatDate(' 1/5/2025 ')).toBe('01/05/2025');
  });

  it('follows daylight saving time: midnight in New York in July is 04:00 UTC', () => {
    process.env.TZ = 'America/Los_Angeles';
    expect(formatLongDate(Date.UTC(2025, 6, 4, 4))).toBe('July 4, 2025');
    expect(formatLongDate(Date.UTC(2025, 6, 4, 3, 59))).toBe('July 3, 2025');
  });

  it('uses the time zone the page configures', () => {
    expect(formatLongDate(lateEveningInNewYork, '', 'Europe/London')).toBe('December 9, 2025');
    expect(formatLongDate(midnightInNewYork, '', 'America/Los_Angeles')).toBe('December 8, 2025');
    // A name the browser does not know is the firm's zone.
    expect(formatLongDate(midnightInNewYork, '', 'Mars/Olympus_Mons')).toBe('December 9, 2025');
  });

  it.each(['Asia/Tokyo', 'America/Los_Angeles'])('a day written without a time stays that day in %s', (zone) => {
    process.env.TZ = zone;
    expect(formatLongDate('2025-12-09')).toBe('December 9, 2025');
    expect(formatDate('12/09/2025')).toBe('12/09/2025');
    expect(formatLongDate('2025-12-09', '', 'Pacific/Kiritimati')).toBe('December 9, 2025');
  });
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
    expect(formatNumber('   ')).toBe('-');
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
