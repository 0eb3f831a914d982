/**
 * The page's one failure popup (products spec 8: a popup titled "Error"). Several elements failing together
 * open one popup, not one each: the first failure takes it, later ones find it open and only show their own
 * section texts. The element that owns it renders it in its shadow root; closing it frees it for the next.
 */
import { createStore } from 'zustand/vanilla';
import type { FailurePopupText } from '../element-context';

export interface FailurePopupState {
  /** The element showing the popup, or null when none is open. */
  owner: HTMLElement | null;
  popup: FailurePopupText | null;
}

export const failurePopupStore = createStore<FailurePopupState>(() => ({ owner: null, popup: null }));

/** Opens the popup for `owner`; false when one is already open on the page. */
export function openFailurePopup(owner: HTMLElement, popup: FailurePopupText): boolean {
  if (failurePopupStore.getState().owner) return false;
  failurePopupStore.setState({ owner, popup });
  return true;
}

/** Closes the popup when `owner` shows it (the visitor closed it, or the element left the page). */
export function closeFailurePopup(owner: HTMLElement): void {
  if (failurePopupStore.getState().owner === owner) failurePopupStore.setState({ owner: null, popup: null });
}
