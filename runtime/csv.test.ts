import { describe, expect, it } from 'vitest';
import { delimitedText, spreadsheetText } from './csv';

describe('spreadsheetText (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("https://evil.example","Click")', '\'=HYPERLINK("https://evil.example","Click")'],
    ['+cmd|" /C calc"!A0', '\'+cmd|" /C calc"!A0'],
    ['-2+3+cmd|" /C calc"!A0', '\'-2+3+cmd|" /C calc"!A0'],
    ['@SUM(1+1)*cmd|" /C calc"!A0', '\'@SUM(1+1)*cmd|" /C calc"!A0'],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['-Infinity fund', "'-Infinity fund"],
  ])('neutralises %j', (value, expected) => {
    expect(spreadsheetText(value)).toBe(expected);
  });

  it.each([
    '12.34',
    '-1.60',
    '+3',
    '0.12345',
    '.5',
    '4.5%',
    '1e3',
    '-',
    '',
    'Calder Meridian Growth Fund',
    '10/31/2026',
  ])('keeps %j as it is', (value) => {
    expect(spreadsheetText(value)).toBe(value);
  });

  it('writes numbers as numbers and nothing for a missing value', () => {
    expect(spreadsheetText(-1.6)).toBe('-1.6');
    expect(spreadsheetText(Number.NaN)).toBe('');
    expect(spreadsheetText(null)).toBe('');
    expect(spreadsheetText(undefined)).toBe('');
  });
});

describe('delimitedText', () => {
  it('CSV: quotes fields with commas, quotes or line breaks, CRLF lines, every cell neutralised', () => {
    expect(
      delimitedText([
        ['Fund Name', 'Record Date', 'Total'],
        ['Fund, "A"', '=1+1', '-0.25'],
        ['Line\nbreak', '@x', 3],
      ]),
    ).toBe('Fund Name,Record Date,Total\r\n"Fund, ""A""",\'=1+1,-0.25\r\n"Line\nbreak",\'@x,3\r\n');
  });

  it('TSV: tabs and line breaks inside a field become spaces', () => {
    expect(delimitedText([['a\tb', 'c\r\nd', '+x']], '\t')).toBe("a b\tc d\t'+x\r\n");
  });
});
