import { describe, expect, it } from 'vitest';
import { finderKey, fundToGo, matchingFunds } from './fund-combobox';

const closed = { open: false, active: -1 };
const at = (active: number) => ({ open: true, active });

const FUNDS = [
  'Calder Meridian Balanced Fund',
  'Calder Meridian Mid Cap Growth Fund',
  'Calder Meridian Water & Clean Energy Fund',
  'CMWTR - Calder Meridian Water Infrastructure ETF',
];

describe('the finder fund box (products spec 2.12): what the typed words find', () => {
  it('finds the funds holding every typed word anywhere in the name, in any case: the brand finds them all', () => {
    expect(matchingFunds(FUNDS, '')).toEqual([0, 1, 2, 3]);
    expect(matchingFunds(FUNDS, 'Calder M')).toEqual([0, 1, 2, 3]);
    expect(matchingFunds(FUNDS, 'water')).toEqual([2, 3]);
    expect(matchingFunds(FUNDS, 'water energy')).toEqual([2]);
    expect(matchingFunds(FUNDS, 'cmwtr')).toEqual([3]);
    expect(matchingFunds(FUNDS, 'bond')).toEqual([]);
  });

  it('goes to the fund the box names: a choice from the list, or the one fund the words match; else none', () => {
    expect(fundToGo(FUNDS, 'Calder Meridian Balanced Fund')).toBe(0);
    expect(fundToGo(FUNDS, 'calder meridian balanced fund ')).toBe(0);
    expect(fundToGo(FUNDS, 'clean')).toBe(2);
    expect(fundToGo(FUNDS, 'Calder M')).toBe(-1);
    expect(fundToGo(FUNDS, 'water')).toBe(-1);
    expect(fundToGo(FUNDS, '')).toBe(-1);
  });

  it('goes to the fund named with spaces around it, even when another name holds it; spaces alone name none', () => {
    expect(fundToGo([...FUNDS, 'Calder Meridian Balanced Fund II'], '  Calder Meridian Balanced Fund ')).toBe(0);
    expect(fundToGo(['Calder Meridian Balanced Fund'], '   ')).toBe(-1);
  });
});

describe('the finder fund box keys (combobox with list autocomplete)', () => {
  it('opens the list on the arrows without choosing', () => {
    expect(finderKey('ArrowDown', closed, 5)).toEqual({ type: 'move', state: at(0) });
    expect(finderKey('ArrowDown', closed, 5, true)).toEqual({ type: 'move', state: at(-1) });
    expect(finderKey('ArrowUp', closed, 5)).toEqual({ type: 'move', state: at(4) });
  });

  it('moves through the options without choosing one', () => {
    expect(finderKey('ArrowDown', at(1), 5)).toEqual({ type: 'move', state: at(2) });
    expect(finderKey('ArrowDown', at(4), 5)).toEqual({ type: 'move', state: at(4) });
    expect(finderKey('ArrowUp', at(0), 5)).toEqual({ type: 'move', state: at(0) });
    expect(finderKey('ArrowUp', at(-1), 5)).toEqual({ type: 'move', state: at(4) });
    expect(finderKey('PageDown', at(1), 30)).toEqual({ type: 'move', state: at(11) });
    expect(finderKey('ArrowUp', at(3), 5, true)).toEqual({ type: 'close' });
  });

  it('chooses the active option on Enter; Enter with none, Space, Home and End are left to the box and the form', () => {
    expect(finderKey('Enter', at(2), 5)).toEqual({ type: 'choose', position: 2 });
    expect(finderKey('Enter', at(-1), 5)).toEqual({ type: 'none' });
    expect(finderKey('Enter', closed, 5)).toEqual({ type: 'none' });
    expect(finderKey(' ', at(2), 5)).toEqual({ type: 'none' });
    expect(finderKey('Home', at(2), 5)).toEqual({ type: 'none' });
    expect(finderKey('End', closed, 5)).toEqual({ type: 'none' });
  });

  it('closes on Escape and Tab, and Escape with the list closed empties the box', () => {
    expect(finderKey('Escape', at(2), 5)).toEqual({ type: 'close' });
    expect(finderKey('Tab', at(2), 5)).toEqual({ type: 'close' });
    expect(finderKey('Tab', closed, 5)).toEqual({ type: 'none' });
    expect(finderKey('Escape', closed, 5)).toEqual({ type: 'clear' });
    expect(finderKey('ArrowDown', at(-1), 0)).toEqual({ type: 'none' });
  });
});
