import { describe, expect, it } from 'vitest';
import {
  enterSubmission,
  isComposing,
  moveHighlight,
  movesCaret,
  shownSuggestions,
  searchesWhileTyping,
  shouldFetchSuggestions,
  suggestionsAnnouncement,
  suggestionTerm,
} from './search-box-model';

describe('when suggestions are requested (site spec 5, products spec 5)', () => {
  it('requests them for one word of more than 2 characters, trimmed', () => {
    expect(shouldFetchSuggestions('bon')).toBe(true);
    expect(shouldFetchSuggestions('  bond  ')).toBe(true);
    expect(suggestionTerm('  bond  ')).toBe('bond');
  });

  it('does not request them for 2 characters or fewer, counted after trimming', () => {
    expect(shouldFetchSuggestions('bo')).toBe(false);
    expect(shouldFetchSuggestions('  bo  ')).toBe(false);
    expect(shouldFetchSuggestions('')).toBe(false);
  });

  it('does not request them for two words', () => {
    expect(shouldFetchSuggestions('core bond')).toBe(false);
    expect(shouldFetchSuggestions('core\tbond')).toBe(false);
  });

  it('does not request them for the default text or when autocomplete is disabled', () => {
    expect(shouldFetchSuggestions('Search', 'Search')).toBe(false);
    expect(shouldFetchSuggestions(' Search ', 'Search ')).toBe(false);
    expect(shouldFetchSuggestions('bond', '', false)).toBe(false);
    expect(shouldFetchSuggestions('bond', 'Find a Mutual Fund', true)).toBe(true);
  });
});

describe('arrows move the highlight (site spec 2.11, products spec 2.24)', () => {
  it('moves down from the typed text to the first suggestion and stops at the last', () => {
    expect(moveHighlight(-1, 'down', 3)).toBe(0);
    expect(moveHighlight(1, 'down', 3)).toBe(2);
    expect(moveHighlight(2, 'down', 3)).toBe(2);
  });

  it('moves up one suggestion, and from the first back to the typed text', () => {
    expect(moveHighlight(2, 'up', 3)).toBe(1);
    expect(moveHighlight(0, 'up', 3)).toBe(-1);
    expect(moveHighlight(-1, 'up', 3)).toBe(-1);
  });

  it('highlights nothing when there are no suggestions', () => {
    expect(moveHighlight(0, 'down', 0)).toBe(-1);
    expect(moveHighlight(-1, 'up', 0)).toBe(-1);
  });
});

describe('what Enter submits (site spec 5, products spec 5)', () => {
  it('submits the highlighted suggestion when the input has more than 2 characters', () => {
    expect(enterSubmission('gro', ['Growth Fund', 'Growth ETF'], 1)).toBe('Growth ETF');
  });

  it('submits the typed text for 2 characters or fewer, without suggestions, or with none highlighted', () => {
    expect(enterSubmission('gr', ['Growth Fund'], 0)).toBe('gr');
    expect(enterSubmission('gro', [], 0)).toBe('gro');
    expect(enterSubmission('gro', ['Growth Fund'], -1)).toBe('gro');
  });
});

describe('the announced number of suggestions (WAI-ARIA combobox pattern)', () => {
  it('says how many suggestions there are, and nothing for none', () => {
    expect(suggestionsAnnouncement(5)).toBe('5 suggestions available.');
    expect(suggestionsAnnouncement(1)).toBe('1 suggestion available.');
    expect(suggestionsAnnouncement(0)).toBe('');
  });
});

describe('search box modes (site spec 2.11, products spec 2.24)', () => {
  it('searches while typing on key press and on the product landing tables, else on Enter or the button', () => {
    expect(searchesWhileTyping('on-key-press')).toBe(true);
    expect(searchesWhileTyping('product-landing')).toBe(true);
    expect(searchesWhileTyping('on-key-enter')).toBe(false);
    expect(searchesWhileTyping('submit-button')).toBe(false);
    expect(searchesWhileTyping('large-icon')).toBe(false);
  });
});

describe('the suggestions shown (site spec 9: "Autocomplete: 5 suggestions")', () => {
  it('shows at most 5, however many the server sends', () => {
    expect(shownSuggestions(['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7'])).toEqual(['a1', 'a2', 'a3', 'a4', 'a5']);
  });

  it('shows each suggestion once, the first spelling kept, and no empty one', () => {
    expect(shownSuggestions(['bond', 'Bond', ' bond ', '', '  ', 'bonds', 'bond', 'BONDS', 'bondholder'])).toEqual([
      'bond',
      'bonds',
      'bondholder',
    ]);
    // Duplicates do not count towards the 5.
    expect(shownSuggestions(['a', 'a', 'a', 'b', 'c', 'd', 'e', 'f'])).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('keys that belong to the text, not the list', () => {
  it('an input method composing a character keeps every key, Enter too', () => {
    expect(isComposing({ isComposing: true, keyCode: 13 })).toBe(true);
    expect(isComposing({ isComposing: false, keyCode: 229 })).toBe(true);
    expect(isComposing({ isComposing: false, keyCode: 13 })).toBe(false);
    expect(isComposing({})).toBe(false);
  });

  it('Home, End, Left and Right move the caret: the highlight leaves the suggestions', () => {
    expect(['Home', 'End', 'ArrowLeft', 'ArrowRight'].every(movesCaret)).toBe(true);
    expect(['ArrowDown', 'ArrowUp', 'Enter', 'a'].some(movesCaret)).toBe(false);
  });
});
