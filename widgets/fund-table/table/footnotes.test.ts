import { describe, expect, it } from 'vitest';
import { footnoteOf } from './footnotes';

describe('footnoteOf (products spec 3 "disclosureRef: the footnote number looked up by cusip")', () => {
  const refs = { '12345A678': '3', '98765B432': '6' };

  it("gives the number of the row's cusip", () => {
    expect(footnoteOf(refs, '12345A678')).toBe('3');
    expect(footnoteOf(refs, '98765B432')).toBe('6');
  });

  it('matches a cusip written in lower case or with spaces around it', () => {
    expect(footnoteOf(refs, ' 12345a678 ')).toBe('3');
  });

  it('gives nothing for a cusip without an entry, no cusip, or an empty map', () => {
    expect(footnoteOf(refs, '11111C111')).toBeUndefined();
    expect(footnoteOf(refs, '')).toBeUndefined();
    expect(footnoteOf(refs, null)).toBeUndefined();
    expect(footnoteOf(refs, undefined)).toBeUndefined();
    expect(footnoteOf({}, '12345A678')).toBeUndefined();
  });

  it('never reads a property the map inherits', () => {
    expect(footnoteOf(refs, 'constructor')).toBeUndefined();
    expect(footnoteOf(refs, '__proto__')).toBeUndefined();
  });
});
