/**
 * For the text blocks' component tests: a fund details answer to vary, a stubbed backend answering the calls the
 * blocks make (fund details, literature bundles, performance disclosures, the footnote map, the product list), and
 * the element context a block renders in. Imported by tests only, never by shipped code.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { getPageConfig } from '../../../runtime/config';
import { ElementContext, type ElementContextValue } from '../../../runtime/element-context';
import { jsonResponse, stubFetch, type FetchMock } from '../../../runtime/test-fetch';
import type { FundDetailsAnswer } from '../../../services/fund-detail';

export const CUSIP_A = '19765Y514';
export const CUSIP_I = '19765Y522';

/** A mutual fund with every section of the page. */
export function fundAnswer(): FundDetailsAnswer {
  return {
    miscellaneousDetails: { fundGroup: 'Retail', layoutID: '12' },
    fundMaintenance: { mergerFund: 'The fund will merge into Calder Meridian Growth Fund.', renameFund: null },
    fundHeader: {
      fundName: 'Calder Meridian® Large Cap Growth Fund',
      symbol: 'CLCGX',
      fundClass: 'A',
      classes: [
        { fundClass: 'A', cusip: CUSIP_A, symbol: 'CLCGX' },
        { fundClass: 'Institutional', cusip: CUSIP_I, symbol: 'CLCIX' },
      ],
      investorGoals: ['Grow assets', { code: 'IG1', desc: 'Plan for retirement', displayDesc: null }],
      mStarRiskVsCtg: 'Average',
      mStarOverallRating: '4',
      mStarCategory: 'Large Growth',
      mStarRatingAsOfDt: '2026-10-31',
      investCatg: 'Domestic Equity',
      subCtgValue: 'Large Cap',
      multiManager: 'true',
    },
    portfolioHighlights: { minimumInvestment: '1000', subsequentInvestment: 50, initialInvestment: null },
    fundSummary: { distributions: 'Dividends monthly; capital gains annually.' },
    risk: { riskLevel: 'Moderate', riskText: '<p>Stocks may <b>lose value</b>.</p>' },
    newNoteWorthy: '<p>A new manager joined the team.</p>',
    underlyingFunds: { underLyingFundsDetails: '<ul><li>Calder Meridian Bond Fund</li></ul>' },
    literature: {
      productDocuments: [
        { docTitle: 'Fact Sheet', docURL: '/binaries/content/assets/cm/fact-sheet.pdf' },
        { docTitle: 'Fund Commentary', docURL: '/binaries/content/assets/cm/secure/commentary.pdf' },
      ],
      regulatoryDocuments: [
        { docTitle: 'Prospectus', docURL: '/binaries/content/assets/cm/prospectus.pdf' },
        { docTitle: 'Attribution/Contribution', docURL: '/binaries/content/assets/cm/attribution.pdf' },
      ],
    },
  };
}

export interface Backend {
  /** The fund details of each cusip; a cusip missing here is answered `value: null` (no such fund). */
  funds: Record<string, FundDetailsAnswer>;
  /** mail.order.details: a document title's mail-order value. */
  mailOrder?: Record<string, string>;
  /** The performance disclosures' HTML. */
  disclosures?: string[];
  /** fund.disclosure.reference.map. */
  footnotes?: Record<string, string>;
  /** The product list of a cusip. */
  products?: unknown[];
  /** Paths answered 500. */
  failing?: RegExp;
}

const bundle = (id: string, texts: Record<string, string>) => ({ id, basename: id, bundles: { default: texts } });

/** Replaces `fetch` with the backend's answers; the mock is returned to read the calls back. */
export function stubBackend(backend: Backend): FetchMock {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (address) => {
    const url = new URL(address, location.href);
    if (backend.failing?.test(url.pathname + url.search)) return jsonResponse({ message: 'down' }, 500);
    if (url.pathname.endsWith('/service/funds/details'))
      return jsonResponse({ value: backend.funds[url.searchParams.get('cusip') ?? ''] ?? null });
    if (url.pathname.endsWith('/pnp.svc/productList'))
      return jsonResponse({ value: { products: backend.products ?? [] } });
    const expr = url.searchParams.get('_expr') ?? '';
    if (expr.includes('fund.disclosure.reference.map'))
      return jsonResponse({
        _embedded: { documents: [bundle('fund.disclosure.reference.map', backend.footnotes ?? {})] },
      });
    if (expr.includes('mail.order.details'))
      return jsonResponse({ _embedded: { documents: [bundle('mail.order.details', backend.mailOrder ?? {})] } });
    if (url.searchParams.get('_scope')?.endsWith('/performance-disclosure'))
      return jsonResponse({
        _embedded: { documents: (backend.disclosures ?? []).map((content) => ({ html: { content } })) },
      });
    return jsonResponse({ message: `no fixture for ${url.pathname}` }, 404);
  });
  return fetchMock;
}

/** Renders `view` in a `<fund-detail>`'s context: the page configuration, and `emit` / `reportFailure` to read. */
export function renderBlock(view: ReactNode) {
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
  return { ...result, emit, reportFailure };
}
