import { describe, expect, it } from 'vitest';
import {
  enterSubmission,
  filterToggleText,
  moveHighlight,
  searchesWhileTyping,
  shouldFetchSuggestions,
} from './search-box';

describe('shared table search box (products spec 2.24, 5)', () => {
  it('titles the filter toggle "Filters" unless told otherwise, with "(N applied)"', () => {
    expect(filterToggleText(2)).toBe('Filters (2 applied)');
    expect(filterToggleText(0, 'Filter Funds')).toBe('Filter Funds (0 applied)');
  });

  it('fetches suggestions for one word of more than 2 characters that is not the default text', () => {
    expect(shouldFetchSuggestions(' bond ', 'Find a Mutual Fund', true)).toBe(true);
    expect(shouldFetchSuggestions('bo', '', true)).toBe(false);
    expect(shouldFetchSuggestions('core bond', '', true)).toBe(false);
    expect(shouldFetchSuggestions('Search', 'Search', true)).toBe(false);
    expect(shouldFetchSuggestions('bond', '', false)).toBe(false);
  });

  it('moves the highlight with the arrows, within the list', () => {
    expect(moveHighlight(-1, 'down', 3)).toBe(0);
    expect(moveHighlight(2, 'down', 3)).toBe(2);
    expect(moveHighlight(0, 'up', 3)).toBe(-1);
    expect(moveHighlight(1, 'up', 3)).toBe(0);
    expect(moveHighlight(0, 'down', 0)).toBe(-1);
  });

  it('submits the highlighted suggestion on Enter only for more than 2 characters, else the typed text', () => {
    expect(enterSubmission('gro', ['Growth Fund', 'Growth ETF'], 1)).toBe('Growth ETF');
    expect(enterSubmission('gr', ['Growth Fund'], 0)).toBe('gr');
    expect(enterSubmission('gro', [], 0)).toBe('gro');
    expect(enterSubmission('gro', ['Growth Fund'], -1)).toBe('gro');
  });

  it('filters while typing on the product landing tables', () => {
    expect(searchesWhileTyping('product-landing')).toBe(true);
    expect(searchesWhileTyping('on-key-enter')).toBe(false);
  });
});
