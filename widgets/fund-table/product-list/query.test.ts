import { describe, expect, it } from 'vitest';
import { parseProductListQuery } from './query';

describe('Product List query (products spec 2.11)', () => {
  it('reads the type and a class the type lists', () => {
    expect(parseProductListQuery('?type=mutualFunds&class=Institutional3')).toEqual({
      type: 'mutualFunds',
      className: 'Institutional3',
    });
    expect(parseProductListQuery('?type=529&class=e')).toEqual({ type: '529', className: 'E' });
    expect(parseProductListQuery('?type=variable&class=')).toEqual({ type: 'variable', className: '' });
  });

  it('needs no class for closed-end funds and ETFs', () => {
    expect(parseProductListQuery('?type=closedend')).toEqual({ type: 'closedend', className: '' });
    expect(parseProductListQuery('?type=etf&class=A')).toEqual({ type: 'etf', className: '' });
  });

  it('gives nothing for an unknown type or a class the type does not list', () => {
    expect(parseProductListQuery('?type=hedge')).toBeUndefined();
    expect(parseProductListQuery('?type=529&class=R')).toBeUndefined();
    expect(parseProductListQuery('?type=mutualFunds')).toBeUndefined();
  });
});
