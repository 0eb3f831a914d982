/**
 * The keys of the finder's fund list, as the ARIA "select-only combobox" pattern gives them (APG): which option
 * becomes active, whether the list opens or closes, and whether the active option is CHOSEN. Choosing navigates
 * (products spec 2.12 "Choosing one navigates"), so only a committed choice counts: Enter, Space or a click on
 * an option. Arrowing, Home / End, Page Up / Down and typing only move the active option, never leave the page.
 */

export interface ListboxState {
  open: boolean;
  /** The active option's index, -1 for none. */
  active: number;
}

export type ListboxAction =
  { type: 'none' } | { type: 'move'; state: ListboxState } | { type: 'choose'; index: number } | { type: 'close' };

const PAGE = 10;

const clamp = (index: number, count: number) => Math.min(Math.max(index, 0), count - 1);

/** The first option after `from` whose text starts with `typed` (case-insensitive), wrapping; -1 when none. */
export function typeaheadMatch(texts: readonly string[], typed: string, from: number): number {
  const needle = typed.toLowerCase();
  for (let step = 1; step <= texts.length; step += 1) {
    const index = (from + step + texts.length) % texts.length;
    if (texts[index]!.toLowerCase().startsWith(needle)) return index;
  }
  return -1;
}

/** What a key does to the list of `count` options in `state` (`altKey` for Alt + arrow). */
export function listboxKey(key: string, state: ListboxState, count: number, altKey = false): ListboxAction {
  if (count === 0) return { type: 'none' };
  const active = state.active < 0 ? 0 : state.active;
  if (!state.open) {
    if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) return { type: 'move', state: { open: true, active } };
    if (key === 'Home') return { type: 'move', state: { open: true, active: 0 } };
    if (key === 'End') return { type: 'move', state: { open: true, active: count - 1 } };
    return { type: 'none' };
  }
  switch (key) {
    case 'ArrowDown':
      return { type: 'move', state: { open: true, active: clamp(active + 1, count) } };
    case 'ArrowUp':
      // Alt + Up closes the list, keeping the active option (APG); it does not choose, so nothing navigates.
      return altKey ? { type: 'close' } : { type: 'move', state: { open: true, active: clamp(active - 1, count) } };
    case 'Home':
      return { type: 'move', state: { open: true, active: 0 } };
    case 'End':
      return { type: 'move', state: { open: true, active: count - 1 } };
    case 'PageDown':
      return { type: 'move', state: { open: true, active: clamp(active + PAGE, count) } };
    case 'PageUp':
      return { type: 'move', state: { open: true, active: clamp(active - PAGE, count) } };
    case 'Enter':
    case ' ':
      return state.active < 0 ? { type: 'close' } : { type: 'choose', index: state.active };
    case 'Escape':
    case 'Tab':
      return { type: 'close' };
    default:
      return { type: 'none' };
  }
}
