import { describe, expect, it } from 'vitest';
import { csvFile, csvRowCount } from './csv';
import { figureNumber, formatValue, isPresent } from './format';

describe('figures as the services send them (products spec 5)', () => {
  it('reads a number or a numeric text, and "-" or a blank as no number', () => {
    expect(figureNumber('12.5')).toBe(12.5);
    expect(figureNumber(3)).toBe(3);
    expect(figureNumber('-')).toBeNaN();
    expect(figureNumber(' ')).toBeNaN();
    expect(figureNumber(null)).toBeNaN();
  });

  it('counts "-" and blanks as not given', () => {
    expect([isPresent(0), isPresent('0.5'), isPresent(' - '), isPresent(''), isPresent(undefined)]).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('shows 2 decimals, "-" for nothing', () => {
    expect([formatValue(1.005), formatValue('-'), formatValue(null)]).toEqual(['1.01', '-', '-']);
  });
});

describe('CSV files (RFC 4180)', () => {
  it('starts with a byte order mark, ends each line with CRLF and counts the lines under the header', () => {
    const file = csvFile('funds.csv', [
      ['Fund Name', 'Class'],
      ['Growth, Income Fund', 'A'],
      ['Core Bond Fund', 'C'],
    ]);
    expect(file).toEqual({
      fileName: 'funds.csv',
      text: '\uFEFFFund Name,Class\r\n"Growth, Income Fund",A\r\nCore Bond Fund,C\r\n',
      mimeType: 'text/csv;charset=utf-8',
    });
    expect(csvRowCount(file)).toBe(2);
  });
});
