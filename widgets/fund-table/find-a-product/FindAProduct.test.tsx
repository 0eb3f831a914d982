import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { jsonResponse, stubFetch } from '../../../runtime/test-fetch';
import type { ProductGroupCode } from '../../../services/product-vocabulary';
import { renderInElement } from '../table/test-element';
import { FindAProduct } from './FindAProduct';

/** One fund with one class for each product list group, named after the group. */
function productList(group: string) {
  return {
    value: {
      products: [
        {
          categoryName: 'Domestic Equity',
          funds: [{ fundName: `${group} Fund`, classes: [{ fundClass: 'A', cusip: `${group}-A`, symbol: 'TCKR' }] }],
        },
      ],
    },
  };
}

const groupOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('group') as ProductGroupCode;
/** How long the rows may take to arrive: a guard against a hang on a loaded machine, not a timing. */
const LOAD = { timeout: 20_000 };
const SECTION_TEXT =
  'Find a Product information is currently unavailable due to a technical issue. Please try again later.';

afterEach(() => vi.unstubAllGlobals());

describe('Find a Product loading (products spec 7, 8)', () => {
  it(
    'shows the groups that loaded with the section text, and Retry asks again only for the group that failed',
    { timeout: 60_000 },
    async () => {
      const fetchMock = stubFetch();
      let intervalDown = true;
      fetchMock.mockImplementation(async (url) => {
        const group = groupOf(url);
        if (group === 'IntervalFund' && intervalDown) return jsonResponse({ message: 'down' }, 500);
        return jsonResponse(productList(group));
      });
      const { reportFailure } = renderInElement(<FindAProduct provider="Starling" emptyText={undefined} />);

      // The spec's text first, then the product group the table leaves out (by its Product Type name).
      const alert = await screen.findByRole('alert', {}, LOAD);
      expect(alert.querySelector('.cm-alert-text')!.textContent).toBe(
        `${SECTION_TEXT} Not in the table: Interval Funds.`,
      );
      expect(screen.getByText('Displaying 6 fund(s)')).toBeTruthy();
      expect(screen.getByRole('link', { name: /^Retail Fund/ })).toBeTruthy();
      expect(screen.queryByRole('link', { name: /^IntervalFund Fund/ })).toBeNull();
      expect(reportFailure).toHaveBeenCalledTimes(1);
      expect(reportFailure).toHaveBeenCalledWith({ section: 'Find a Product', kind: 'http' }, true);
      const asked = fetchMock.mock.calls.map(([url]) => groupOf(url));
      expect(asked[0]).toBe('Retail');
      expect([...asked].sort()).toEqual([
        'ClosedEnd',
        'FutureScholar529',
        'IntervalFund',
        'ModelPortfolios',
        'Retail',
        'RetailETF',
        'VariableProducts',
      ]);

      intervalDown = false;
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByRole('link', { name: /^IntervalFund Fund/ }, LOAD)).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), LOAD);
      expect(screen.getByText('Displaying 7 fund(s)')).toBeTruthy();
      expect(fetchMock.mock.calls.slice(asked.length).map(([url]) => groupOf(url))).toEqual(['IntervalFund']);
      expect(reportFailure).toHaveBeenCalledTimes(1);
    },
  );
});
