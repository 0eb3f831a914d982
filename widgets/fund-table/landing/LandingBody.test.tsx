import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, stubFetch, type FetchMock } from '../../../runtime/test-fetch';
import { ASSET_CLASS_NAMES, CATEGORY_ORDER, MUTUAL_FUND_CLASSES } from '../../../services/product-vocabulary';
import { renderInElement } from '../table/test-element';
import { LandingBody } from './LandingBody';

/** How long the rows may take to arrive: a guard against a hang on a loaded machine, not a timing. */
const LOAD = { timeout: 20_000 };

const funds = [
  {
    fundName: 'Calder Meridian Growth Fund',
    symbol: 'CMGIX',
    cusip: '100000001',
    fundClass: 'Institutional',
    categoryName: 'Domestic Equity',
    navOneYear: '8.25',
  },
  {
    fundName: 'Calder Meridian Cash Reserves Fund',
    symbol: 'CMCXX',
    cusip: '100000002',
    fundClass: 'Institutional',
    categoryName: 'Money Market',
    navOneYear: '4.10',
  },
];
const summary = { value: { mutualFunds: { navAsOfDate: '2026-03-31', performanceFunds: funds } } };
const classTotals = {
  value: {
    classTotals: [
      { className: 'Class A', investmentCategories: [{ categoryName: 'Domestic Equity', styleId: 22, count: 1 }] },
      {
        className: 'Institutional',
        investmentCategories: [
          { categoryName: 'Domestic Equity', styleId: 22, count: 1 },
          { categoryName: 'Money Market', styleId: 9, count: 1 },
        ],
      },
    ],
  },
};

/** The fixture service: each path answers `answers[path]` (a status alone for a failure), the content API {}. */
function serve(fetchMock: FetchMock, answers: Record<string, unknown>) {
  fetchMock.mockImplementation(async (url) => {
    const path = Object.keys(answers).find((p) => url.includes(p));
    if (path === undefined) return jsonResponse({});
    const answer = answers[path];
    return typeof answer === 'number' ? jsonResponse({ message: 'down' }, answer) : jsonResponse(answer);
  });
}

const renderLanding = () =>
  renderInElement(
    <LandingBody variant="mutual-funds" provider="Starling" initialTab="performance" emptyText={undefined} />,
  );
const optionsOf = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.value);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// A hang guard for a loaded machine, not a timing.
describe('the landing without its class totals (products spec 8, 9)', { timeout: 60_000 }, () => {
  it('logs the failed productTotals call and shows the table with the spec 9 classes and categories, no popup, no section text', async () => {
    const fetchMock = stubFetch();
    serve(fetchMock, { '/pnp.svc/productTotals': 500, '/pnp.svc/productSummary': summary });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { reportFailure } = renderLanding();

    expect(await screen.findByText('Displaying 2 fund(s)', {}, LOAD)).toBeTruthy();
    await waitFor(
      () => expect(errors).toHaveBeenCalledWith('ERROR RETRIEVING DATA 500 /pnp.svc/productTotals?group=Retail'),
      LOAD,
    );
    expect(screen.getByRole('link', { name: 'Calder Meridian Growth Fund' })).toBeTruthy();
    expect(reportFailure).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/information is currently unavailable/)).toBeNull();
    const classSelect = screen.getByRole('combobox', { name: 'Class' });
    expect(optionsOf(classSelect)).toEqual([...MUTUAL_FUND_CLASSES]);
    expect((classSelect as HTMLSelectElement).value).toBe('Institutional');
    const assetClass = within(screen.getByRole('group', { name: 'Asset Class', hidden: true }));
    expect(assetClass.getAllByRole('checkbox', { hidden: true }).map((box) => box.parentElement!.textContent)).toEqual(
      CATEGORY_ORDER.map((slug) => ASSET_CLASS_NAMES[slug]),
    );
  });

  it('takes the classes and categories from the totals when they load, ticking the categories the URL names', async () => {
    const fetchMock = stubFetch();
    history.replaceState(null, '', '/?investment-category=money-market');
    serve(fetchMock, { '/pnp.svc/productTotals': classTotals, '/pnp.svc/productSummary': summary });
    renderLanding();

    expect(await screen.findByRole('button', { name: 'Filters (1 applied)' }, LOAD)).toBeTruthy();
    expect(optionsOf(screen.getByRole('combobox', { name: 'Class' }))).toEqual(['A', 'Institutional']);
    expect(await screen.findByText('Displaying 1 fund(s)', {}, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Calder Meridian Cash Reserves Fund' })).toBeTruthy();
  });

  it('reports a failed summary once, with the popup, shows the section text and loads again on Retry', async () => {
    const fetchMock = stubFetch();
    serve(fetchMock, { '/pnp.svc/productTotals': classTotals, '/pnp.svc/productSummary': 500 });
    const { reportFailure } = renderLanding();

    const text = 'Mutual Fund information is currently unavailable due to a technical issue. Please try again later.';
    expect(await screen.findByText(text, {}, LOAD)).toBeTruthy();
    expect(reportFailure).toHaveBeenCalledTimes(1);
    expect(reportFailure).toHaveBeenCalledWith({ section: 'Mutual Fund', kind: 'http' }, true);
    // No count beside the failure: "Displaying 0 fund(s)" would say that no fund matched.
    expect(document.querySelector('.count')!.textContent).toBe('');

    serve(fetchMock, { '/pnp.svc/productTotals': classTotals, '/pnp.svc/productSummary': summary });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Displaying 2 fund(s)', {}, LOAD)).toBeTruthy();
    expect(screen.queryByText(text)).toBeNull();
  });
});

// products spec 3 "disclosureRef", 7: the footnote numbers come from the content system, after the rows.
describe('the footnote numbers arriving after the rows', { timeout: 60_000 }, () => {
  it('marks the names and keeps every row and link as it was (focus on a fund link stays)', async () => {
    const fetchMock = stubFetch();
    let answerMap: () => void = () => undefined;
    const map = { _embedded: { documents: [{ bundles: { default: { '100000001': '3' } } }] } };
    fetchMock.mockImplementation(async (url) => {
      if (url.includes('fund.disclosure.reference.map'))
        return new Promise((resolve) => (answerMap = () => resolve(jsonResponse(map))));
      if (url.includes('/pnp.svc/productTotals')) return jsonResponse(classTotals);
      if (url.includes('/pnp.svc/productSummary')) return jsonResponse(summary);
      return jsonResponse({});
    });
    renderLanding();

    const link = await screen.findByRole('link', { name: 'Calder Meridian Growth Fund' }, LOAD);
    const row = link.closest('tr')!;
    expect(row.querySelector('sup.footnote-ref')).toBeNull();
    link.focus();
    answerMap();
    await waitFor(() => expect(row.querySelector('sup.footnote-ref')?.textContent).toBe('footnote 3'), LOAD);
    expect(screen.getByRole('link', { name: 'Calder Meridian Growth Fund' })).toBe(link);
    expect(link.closest('tr')).toBe(row);
    expect((link.getRootNode() as Document | ShadowRoot).activeElement).toBe(link);
    const cash = screen.getByRole('link', { name: 'Calder Meridian Cash Reserves Fund' }).closest('tr')!;
    expect(cash.querySelector('sup.footnote-ref')).toBeNull();
  });
});
