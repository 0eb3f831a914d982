import { useEffect, useRef } from 'react';
import { useElement } from '../../runtime/element-context';
import type { events } from './element';
import type { DetailOf } from '../../runtime/element-context';

type Shown = DetailOf<(typeof events)['panel']>['panel'];

/** Tells the page (`advisor-login-panel`) each time a new panel or registration view shows, not the first one. */
export function usePanelEvent(panel: Shown): void {
  const { emit } = useElement<typeof events>();
  const shown = useRef(panel);
  useEffect(() => {
    if (shown.current === panel) return;
    shown.current = panel;
    emit('panel', { panel });
  }, [panel, emit]);
}
