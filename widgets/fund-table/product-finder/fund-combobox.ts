/**
 * The finder's fund box (products spec 2.12 "Select a {subtitle}" lists the funds; "Choosing one navigates"): a
 * combobox that filters the list as the visitor types, and a Go button. Every fund's name starts with the brand,
 * so a select's type-ahead reaches none of them by its first letters; here the typed words are looked for anywhere
 * in the names. Typing, the arrows and a choice from the list never leave the page: Go (or Enter in the box, as in
 * any form) does, once the box names one fund (WCAG 3.2.2: a change of context on request only).
 */

/** The options (by index) whose text holds every word typed, in any case and order: all of them for no text. */
export function matchingFunds(texts: readonly string[], typed: string): number[] {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  const found: number[] = [];
  texts.forEach((text, index) => {
    const lower = text.toLowerCase();
    if (words.every((word) => lower.includes(word))) found.push(index);
  });
  return found;
}

/**
 * The fund Go leads to: the option whose text the box holds (a choice from the list), else the only option the
 * typed words match; -1 when the box names no one fund.
 */
export function fundToGo(texts: readonly string[], typed: string): number {
  const wanted = typed.trim().toLowerCase();
  if (wanted === '') return -1;
  const exact = texts.findIndex((text) => text.toLowerCase() === wanted);
  if (exact >= 0) return exact;
  const matches = matchingFunds(texts, typed);
  return matches.length === 1 ? matches[0]! : -1;
}

export interface FinderListState {
  open: boolean;
  /** The active option's place in the shown (filtered) list, -1 for none. */
  active: number;
}

export type FinderKeyAction =
  | { type: 'none' }
  | { type: 'move'; state: FinderListState }
  | { type: 'choose'; position: number }
  | { type: 'close' }
  | { type: 'clear' };

const PAGE = 10;

const clamp = (position: number, count: number) => Math.min(Math.max(position, 0), count - 1);

/**
 * What a key does in the box with `count` options shown (the ARIA combobox pattern with list autocomplete): the
 * arrows open the list and move the active option, Enter on an active option chooses it (into the box; nothing
 * navigates), Escape closes the list or, closed, empties the box. Other keys edit the text (Home and End move the
 * caret, Space types a space). Enter with no active option is left to the form: Go.
 */
export function finderKey(key: string, state: FinderListState, count: number, altKey = false): FinderKeyAction {
  if (key === 'Escape') return state.open ? { type: 'close' } : { type: 'clear' };
  if (key === 'Tab') return state.open ? { type: 'close' } : { type: 'none' };
  if (!state.open) {
    if (key === 'ArrowDown') return { type: 'move', state: { open: true, active: altKey || count === 0 ? -1 : 0 } };
    if (key === 'ArrowUp') return { type: 'move', state: { open: true, active: count - 1 } };
    return { type: 'none' };
  }
  if (count === 0) return { type: 'none' };
  switch (key) {
    case 'ArrowDown':
      return { type: 'move', state: { open: true, active: clamp(state.active + 1, count) } };
    case 'ArrowUp':
      // Alt + Up closes the list (APG); it chooses nothing.
      if (altKey) return { type: 'close' };
      return {
        type: 'move',
        state: { open: true, active: state.active < 0 ? count - 1 : clamp(state.active - 1, count) },
      };
    case 'PageDown':
      return { type: 'move', state: { open: true, active: clamp(state.active + PAGE, count) } };
    case 'PageUp':
      return { type: 'move', state: { open: true, active: clamp(state.active - PAGE, count) } };
    case 'Enter':
      return state.active >= 0 ? { type: 'choose', position: state.active } : { type: 'none' };
    default:
      return { type: 'none' };
  }
}
