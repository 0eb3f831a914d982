import { describe, expect, it } from 'vitest';
import { flag, keepKnown, listValues, params } from './query-params';

describe('query parameters (products spec 2.3, 2.10, 2.11, 5)', () => {
  it('a flag is set bare or with a true-like value, spaces around it aside; any other value is ignored', () => {
    expect(flag(params('?expandable'), 'expandable')).toBe(true);
    expect(flag(params('?expandable=%20true%20'), 'expandable')).toBe(true);
    expect(flag(params('?expandable=%20Yes'), 'expandable')).toBe(true);
    expect(flag(params('?expandable=no'), 'expandable')).toBe(false);
    expect(flag(params('?other'), 'expandable')).toBe(false);
  });

  it('a list is read repeated and comma-separated, each value without the spaces around it, blanks dropped', () => {
    const values = listValues(params('?type=%20Equity%20,%20,Fixed%20Income%20&type=%20Alternative'), 'type');
    expect(values).toEqual(['Equity', 'Fixed Income', 'Alternative']);
    expect(keepKnown(values, ['Alternative', 'Equity', 'Fixed Income', 'Municipal'])).toEqual([
      'Alternative',
      'Equity',
      'Fixed Income',
    ]);
  });
});
