/**
 * For component tests (vitest): the element a component renders in, as defineElement provides it, with the page
 * configuration of a path (the audience and site base follow the path, site spec 2.1).
 */
import type { ReactNode } from 'react';
import { getPageConfig, resetPageConfig, type PageConfig } from './config';
import { ElementContext, type ElementContextValue } from './element-context';

/** The page configuration at `path` (the address bar is moved there). */
export function configAt(path: string): PageConfig {
  history.replaceState(null, '', path);
  resetPageConfig();
  return getPageConfig();
}

export function InElement({
  children,
  config = getPageConfig(),
  tag = 'cm-test',
  emit = () => true,
}: {
  children: ReactNode;
  config?: PageConfig;
  tag?: string;
  emit?: ElementContextValue['emit'];
}) {
  const value: ElementContextValue = {
    host: document.createElement('div'),
    tag,
    config,
    emit,
    reportFailure: () => {},
  };
  return <ElementContext.Provider value={value}>{children}</ElementContext.Provider>;
}
