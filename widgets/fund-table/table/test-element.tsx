/**
 * Renders a fund-table view inside an element context for component tests: the page configuration, an `emit`
 * and a `reportFailure` that the test reads back. Imported by tests only, never by shipped code.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { getPageConfig } from '../../../runtime/config';
import { ElementContext, type ElementContextValue } from '../../../runtime/element-context';

export function renderInElement(view: ReactNode) {
  const reportFailure = vi.fn<ElementContextValue['reportFailure']>();
  const emit = vi.fn<(verb: string, detail?: unknown) => boolean>(() => true);
  const value: ElementContextValue = {
    host: document.createElement('div'),
    tag: 'fund-table',
    config: getPageConfig(),
    emit: emit as ElementContextValue['emit'],
    reportFailure,
  };
  const result = render(<ElementContext.Provider value={value}>{view}</ElementContext.Provider>);
  return { ...result, reportFailure, emit };
}
