import { useEffect, useRef } from 'react';
import { useElement } from '../../runtime/element-context';
import type { events } from './element';
import type { Panel } from './flow';

/** Tells the page (`advisor-login-panel`) each time a new panel shows, not the first one. */
export function usePanelEvent(panel: Panel): void {
  const { emit } = useElement<typeof events>();
  const shown = useRef(panel);
  useEffect(() => {
    if (shown.current === panel) return;
    shown.current = panel;
    emit('panel', { panel });
  }, [panel, emit]);
}
