import { describe, expect, it } from 'vitest';
import { headerWordEm, headerWordMinimum } from './table-layout';

describe('a header never narrower than its longest word (table-layout)', () => {
  it("measures a word by its letters' widths in the headers' bold face, with a little to spare", () => {
    // Arial Bold: "Unsubsidized" is 6.50 em; narrow letters (i, l, t, r) count less than capitals and wide letters.
    expect(headerWordEm('Unsubsidized')).toBeGreaterThan(6.5);
    expect(headerWordEm('Unsubsidized')).toBeLessThan(7.2);
    expect(headerWordEm('MMM')).toBeGreaterThan(headerWordEm('lll') * 3);
    expect(headerWordEm('11/20/2026')).toBeCloseTo(5.44, 2);
  });

  it('wraps between words and after a hyphen, and on phones after a "/" outside a date', () => {
    expect(headerWordMinimum('Ex-Dividend Date')).toBe(
      `calc(${headerWordEm('Dividend')} * var(--_head-em, 0.875rem) + var(--_head-room, 1.875rem))`,
    );
    expect(headerWordMinimum('Premium/Discount')).toContain(`calc(${headerWordEm('Premium/Discount')} *`);
    expect(headerWordMinimum('Premium/Discount', true)).toContain(`calc(${headerWordEm('Premium/')} *`);
    expect(headerWordMinimum('Price as of 10/31/2026', true)).toContain(`calc(${headerWordEm('10/31/2026')} *`);
    expect(headerWordMinimum('')).toBeUndefined();
    expect(headerWordMinimum(undefined)).toBeUndefined();
  });
});
