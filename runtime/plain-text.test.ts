import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText: what a visitor typed, as it may be shown or sent', () => {
  it('drops control characters and turns tabs into spaces', () => {
    expect(plainText('Jane\u0000 \u0007Doe\u007f\u0085')).toBe('Jane Doe ');
    expect(plainText('a\tb')).toBe('a b');
  });

  it('drops the bidirectional embedding, override and isolate controls', () => {
    expect(plainText('invoice\u202Etxt.exe')).toBe('invoicetxt.exe');
    expect(plainText('\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069name')).toBe('name');
  });

  it('keeps line breaks (as \\n) in several lines, and makes them spaces in one', () => {
    expect(plainText('one\r\ntwo\rthree\u2028four', { multiline: true })).toBe('one\ntwo\nthree\nfour');
    expect(plainText('one\r\ntwo\nthree')).toBe('one two three');
  });

  it('keeps markup as characters', () => {
    expect(plainText('<img src=x onerror=alert(1)> & "quotes"')).toBe('<img src=x onerror=alert(1)> & "quotes"');
  });

  it('cuts to the limit, never in the middle of a surrogate pair', () => {
    expect(plainText('abcdef', { maxLength: 4 })).toBe('abcd');
    expect(plainText('ab😀cd', { maxLength: 3 })).toBe('ab');
    expect(plainText('ab😀cd', { maxLength: 4 })).toBe('ab😀');
  });

  it('reads null and undefined as empty', () => {
    expect(plainText(null)).toBe('');
    expect(plainText(undefined)).toBe('');
  });
});
