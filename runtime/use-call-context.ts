/**
 * For calls a visitor triggers (a form's submit, a save, a toggle), where `useService` - which loads data when its
 * inputs change - does not fit: `const callContext = useCallContext(); await submit(..., callContext());`. Each
 * context carries the element's configuration and a signal aborted when the component unmounts, so an answer
 * arriving after the element left the page is dropped (the call rejects as aborted; see `isAborted`).
 */
import { useEffect, useRef } from 'react';
import { useElement } from './element-context';
import type { CallContext } from './http';

export function useCallContext(): () => CallContext {
  const { config } = useElement();
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  return () => {
    // Before the first effect (never in practice: calls follow a visitor's action) a fresh controller serves.
    controller.current ??= new AbortController();
    return { config, signal: controller.current.signal };
  };
}
