import { describe, expect, it } from 'vitest';
import { listboxKey, typeaheadMatch } from './fund-listbox';

const closed = { open: false, active: -1 };
const at = (active: number) => ({ open: true, active });

describe('the finder fund list keys (select-only combobox, products spec 2.12)', () => {
  it('opens on the arrows, Enter and Space without choosing', () => {
    expect(listboxKey('ArrowDown', closed, 5)).toEqual({ type: 'move', state: at(0) });
    expect(listboxKey('Enter', closed, 5)).toEqual({ type: 'move', state: at(0) });
    expect(listboxKey(' ', closed, 5)).toEqual({ type: 'move', state: at(0) });
    expect(listboxKey('End', closed, 5)).toEqual({ type: 'move', state: at(4) });
  });

  it('moves through the options without choosing one: arrowing never navigates', () => {
    expect(listboxKey('ArrowDown', at(1), 5)).toEqual({ type: 'move', state: at(2) });
    expect(listboxKey('ArrowDown', at(4), 5)).toEqual({ type: 'move', state: at(4) });
    expect(listboxKey('ArrowUp', at(0), 5)).toEqual({ type: 'move', state: at(0) });
    expect(listboxKey('PageDown', at(1), 30)).toEqual({ type: 'move', state: at(11) });
    expect(listboxKey('Home', at(3), 5)).toEqual({ type: 'move', state: at(0) });
    expect(listboxKey('ArrowUp', at(3), 5, true)).toEqual({ type: 'close' });
  });

  it('chooses the active option on Enter or Space; Escape and Tab close without choosing', () => {
    expect(listboxKey('Enter', at(2), 5)).toEqual({ type: 'choose', index: 2 });
    expect(listboxKey(' ', at(3), 5)).toEqual({ type: 'choose', index: 3 });
    expect(listboxKey('Escape', at(2), 5)).toEqual({ type: 'close' });
    expect(listboxKey('Tab', at(2), 5)).toEqual({ type: 'close' });
    expect(listboxKey('ArrowDown', closed, 0)).toEqual({ type: 'none' });
  });

  it('jumps to the next option starting with what was typed, wrapping', () => {
    const texts = ['CMAB - Alpha', 'CMBB - Beta', 'CMAC - Gamma'];
    expect(typeaheadMatch(texts, 'cmb', 0)).toBe(1);
    expect(typeaheadMatch(texts, 'cma', 0)).toBe(2);
    expect(typeaheadMatch(texts, 'cma', 2)).toBe(0);
    expect(typeaheadMatch(texts, 'x', 0)).toBe(-1);
  });
});
