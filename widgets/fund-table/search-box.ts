/**
 * The rules of the shared table search box as the product tables use it (products spec 2.24, 5 "Autocomplete",
 * 9 "Autocomplete: count 5, more than 2 characters, one word").
 */

/** products spec 2.24 "Modes". */
export type SearchBoxMode = 'on-key-press' | 'on-key-enter' | 'submit-button' | 'large-icon' | 'product-landing';

/** products spec 9: the autocomplete asks for 5 suggestions. */
export const AUTOCOMPLETE_COUNT = 5;

/** products spec 2.24: the filter toggle is titled "Filters" unless a title is given, followed by "(N applied)". */
export function filterToggleText(applied: number, title = 'Filters'): string {
  return `${title} (${applied} applied)`;
}

/**
 * products spec 5: suggestions are fetched only when the trimmed input is longer than 2 characters, is a single
 * word, differs from the default text and autocomplete is enabled; otherwise they are cleared.
 */
export function shouldFetchSuggestions(input: string, defaultText: string, enabled: boolean): boolean {
  const text = input.trim();
  return enabled && text.length > 2 && !/\s/.test(text) && text !== defaultText.trim();
}

/** products spec 2.24: up and down arrows move the highlight through the suggestions (-1: none highlighted). */
export function moveHighlight(current: number, direction: 'up' | 'down', count: number): number {
  if (count === 0) return -1;
  if (direction === 'down') return current >= count - 1 ? count - 1 : current + 1;
  return current <= 0 ? -1 : current - 1;
}

/**
 * products spec 5: Enter submits the highlighted suggestion only when the input is longer than 2 characters and
 * suggestions exist; otherwise it submits the raw input.
 */
export function enterSubmission(input: string, suggestions: readonly string[], highlighted: number): string {
  const suggestion = suggestions[highlighted];
  return input.trim().length > 2 && suggestions.length > 0 && suggestion !== undefined ? suggestion : input;
}

/**
 * When a mode applies the typed text: on every key press (on-key-press, and the product landing tables, which
 * filter as the visitor types), or on Enter and the Search button for the others.
 */
export function searchesWhileTyping(mode: SearchBoxMode): boolean {
  return mode === 'on-key-press' || mode === 'product-landing';
}
