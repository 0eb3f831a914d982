/**
 * Renders a figure block inside a `<fund-detail>` element context for component tests, with the fund page's calls
 * answered from `answers` (by the end of the call's path; a Response is sent as it is, an absent path is a 404):
 * the page configuration, an `emit` and a `reportFailure` the test reads back. Imported by tests only.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { getPageConfig } from '../../../runtime/config';
import { ElementContext, type ElementContextValue } from '../../../runtime/element-context';
import { jsonResponse, stubFetch } from '../../../runtime/test-fetch';

export const PATHS = {
  details: '/service/funds/details',
  product: '/pnp.svc/getproductdetails',
  history: '/pnp.svc/historicalData',
  growth: '/pnp.svc/performanceGrowth',
  capitalGains: '/pnp.svc/capitalGains',
} as const;

export type Answers = Partial<Record<keyof typeof PATHS, unknown>>;

export function renderBlock(view: ReactNode, answers: Answers) {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (url) => {
    const path = new URL(url, location.href).pathname;
    const key = (Object.keys(PATHS) as (keyof typeof PATHS)[]).find((name) => path.endsWith(PATHS[name]));
    const answer = key ? answers[key] : undefined;
    if (answer instanceof Response) return answer;
    return answer === undefined ? jsonResponse({ message: 'not found' }, 404) : jsonResponse(answer);
  });
  const reportFailure = vi.fn<ElementContextValue['reportFailure']>();
  const emit = vi.fn<(verb: string, detail?: unknown) => boolean>(() => true);
  const value: ElementContextValue = {
    host: document.createElement('div'),
    tag: 'fund-detail',
    config: getPageConfig(),
    emit: emit as ElementContextValue['emit'],
    reportFailure,
  };
  const result = render(<ElementContext.Provider value={value}>{view}</ElementContext.Provider>);
  return { ...result, fetchMock, emit, reportFailure };
}

/** The product detail's answer (GET /pnp.svc/getproductdetails) with `productDetail`. */
export const productAnswer = (productDetail: Record<string, unknown>) => ({ value: { productDetail } });

/** A failed call: the service answers 500. */
export const serverError = () => jsonResponse({ message: 'down' }, 500);
