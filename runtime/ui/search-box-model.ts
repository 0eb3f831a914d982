/**
 * The rules of the shared search box with autocomplete (site spec 2.11 "Search box (shared)", 5 "Autocomplete";
 * products spec 2.24, 5 "Autocomplete", 9): when suggestions are asked for, how the arrows move the highlight,
 * what Enter submits, and what a screen reader hears. Plain functions: the combobox component and its tests use
 * them, and so can any widget that needs the same decision.
 */

/** products spec 2.24 / site spec 2.11 "Modes". */
export type SearchBoxMode = 'on-key-press' | 'on-key-enter' | 'submit-button' | 'large-icon' | 'product-landing';

/** site spec 9 / products spec 9: suggestions need "more than 2 characters". */
export const AUTOCOMPLETE_MIN_LENGTH = 3;
/** site spec 9 / products spec 9: "Autocomplete: 5 suggestions". */
export const MAX_SUGGESTIONS = 5;

/**
 * The suggestions the box shows: at most 5 (site spec 9), each once (compared without case and surrounding spaces,
 * the first spelling kept), no empty one; however many the server sends.
 */
export function shownSuggestions(suggestions: readonly string[]): string[] {
  const seen = new Set<string>();
  const shown: string[] = [];
  for (const suggestion of suggestions) {
    const text = suggestion.trim();
    const key = text.toLowerCase();
    if (text === '' || seen.has(key)) continue;
    seen.add(key);
    shown.push(text);
    if (shown.length === MAX_SUGGESTIONS) break;
  }
  return shown;
}

/**
 * Enter, or any key, while an input method composes a character (Japanese, Chinese, Korean ...) belongs to the
 * composition: it confirms the characters and must not submit or move the highlight.
 */
export function isComposing(event: { isComposing?: boolean; keyCode?: number }): boolean {
  // keyCode 229 is what a browser reports for a key the input method takes (Safari ends the composition first).
  return event.isComposing === true || event.keyCode === 229;
}

/**
 * site spec 5 / products spec 5: suggestions are requested only when the trimmed term is longer than 2 characters
 * and is a single word (no space), differs from the default text and autocomplete is enabled; otherwise they
 * are cleared.
 */
export function shouldFetchSuggestions(input: string, defaultText = '', enabled = true): boolean {
  const text = input.trim();
  return enabled && text.length >= AUTOCOMPLETE_MIN_LENGTH && !/\s/.test(text) && text !== defaultText.trim();
}

/** The term a suggestion request is made for: the trimmed input. */
export function suggestionTerm(input: string): string {
  return input.trim();
}

/**
 * site spec 2.11 / products spec 2.24: up and down arrows move the highlight through the suggestions. -1 is no
 * highlight (the typed text); down stops at the last suggestion, up from the first returns to the typed text.
 */
export function moveHighlight(current: number, direction: 'up' | 'down', count: number): number {
  if (count === 0) return -1;
  if (direction === 'down') return current >= count - 1 ? count - 1 : current + 1;
  return current <= 0 ? -1 : current - 1;
}

/**
 * Keys that move the caret in the text (Home, End, Left, Right): the visitor is editing the text again, so the
 * highlight leaves the suggestions (WAI-ARIA combobox pattern), and Enter then submits the text as typed.
 */
export function movesCaret(key: string): boolean {
  return key === 'Home' || key === 'End' || key === 'ArrowLeft' || key === 'ArrowRight';
}

/**
 * site spec 5 / products spec 5: Enter submits the highlighted suggestion only when the input is longer than
 * 2 characters and suggestions exist; otherwise it submits the raw input.
 */
export function enterSubmission(input: string, suggestions: readonly string[], highlighted: number): string {
  const suggestion = suggestions[highlighted];
  return input.trim().length >= AUTOCOMPLETE_MIN_LENGTH && suggestions.length > 0 && suggestion !== undefined
    ? suggestion
    : input;
}

/**
 * What the polite live region says when the list changes (WAI-ARIA combobox pattern): the number of
 * suggestions, or nothing when there are none, so an emptied list is not announced.
 */
export function suggestionsAnnouncement(count: number): string {
  if (count <= 0) return '';
  return count === 1 ? '1 suggestion available.' : `${count} suggestions available.`;
}

/**
 * When a mode applies the typed text: on every key press (on-key-press, and the product landing tables, which
 * filter as the visitor types), or on Enter and the Search button for the others.
 */
export function searchesWhileTyping(mode: SearchBoxMode): boolean {
  return mode === 'on-key-press' || mode === 'product-landing';
}
