/**
 * The page's reserve for an element (docs/loading-and-layout-shift.md) holds while the element's first content is on its way,
 * and ends once it is in: the element then takes the height of what it shows, so a short table or a three-card list
 * leaves no blank screen under it. The element carries the custom state `loading` (`:state(loading)` in CSS) from
 * its creation until its first drawing has no loading indicator left; a spinner holds it while mounted. The state
 * ends once and never comes back: a later spinner (a tab's documents, a retry) sits in content already laid out.
 */
import { useContext, useLayoutEffect } from 'react';
import { ElementContext } from './element-context';
import { setHostState } from './host-state';

export interface LoadingState {
  /** Marks a loading indicator as shown; the returned function marks it gone. */
  hold(): () => void;
  /** The element's first drawing is committed. */
  drawn(): void;
}

/** The custom state an element carries while its first content loads. */
export const LOADING_STATE = 'loading';

export function createLoadingState(host: HTMLElement): LoadingState {
  let indicators = 0;
  let drawn = false;
  let ended = false;
  let checkQueued = false;
  setHostState(host, LOADING_STATE, true);
  const check = () => {
    // One commit may unmount one spinner before it mounts the next (a section's spinner replacing the element's):
    // the count is read once the commit is over, still before the browser paints it.
    if (checkQueued || ended) return;
    checkQueued = true;
    queueMicrotask(() => {
      checkQueued = false;
      if (ended || !drawn || indicators > 0) return;
      ended = true;
      setHostState(host, LOADING_STATE, false);
    });
  };
  return {
    hold() {
      indicators += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        indicators -= 1;
        check();
      };
    },
    drawn() {
      drawn = true;
      check();
    },
  };
}

/** Holds the element's loading state while the calling component (a spinner, a placeholder) is shown. */
export function useHoldsReserve(): void {
  const loading = useContext(ElementContext)?.loading;
  useLayoutEffect(() => loading?.hold(), [loading]);
}
