import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { resetPageConfig } from '../../../runtime/config';
import { CrumbBlock } from './Crumb';
import { CUSIP_A, CUSIP_I, renderBlock, stubBackend } from './test-fund';

const LOAD = { timeout: 20_000 };

const PRODUCTS = [
  {
    categoryName: 'Domestic Equity',
    funds: [
      {
        fundName: 'Calder Meridian Small Cap Fund',
        classes: [{ fundClass: 'A', cusip: '19765Y100', symbol: 'CSCAX' }],
      },
      {
        fundName: 'Calder Meridian® Large Cap Growth Fund',
        classes: [
          { fundClass: 'A', cusip: CUSIP_A, symbol: 'CLCGX' },
          { fundClass: 'Institutional', cusip: CUSIP_I, symbol: 'CLCIX' },
        ],
      },
    ],
  },
];

function at(path: string) {
  history.replaceState(null, '', path);
  resetPageConfig();
}

afterEach(() => vi.unstubAllGlobals());

describe('the crumb (products spec 2.14: the last crumb of a fund page is its name)', () => {
  for (const ending of ['details', 'historical-data', 'full-holdings'])
    it(`on a path ending in /${ending}: the fund's name, as the current page, told to the page`, async () => {
      stubBackend({ funds: {}, products: PRODUCTS });
      at(
        `/investor/investment-products/mutual-funds/Calder-Meridian-Large-Cap-Growth-Fund/Class-A/${ending}/?cusip=${CUSIP_A}`,
      );
      const { emit } = renderBlock(<CrumbBlock cusip={CUSIP_A} productsUrl="/" />);
      const crumb = await screen.findByText('Calder Meridian', { exact: false }, LOAD);
      expect(crumb.getAttribute('aria-current')).toBe('page');
      expect(crumb.textContent).toBe('Calder Meridian® Large Cap Growth Fund');
      // The page hears of it once the crumb is drawn (an effect after the drawing).
      await waitFor(() =>
        expect(emit).toHaveBeenCalledWith('name', {
          cusip: CUSIP_A,
          fundName: 'Calder Meridian® Large Cap Growth Fund',
        }),
      );
    });

  it('elsewhere: nothing, and no call', async () => {
    const fetchMock = stubBackend({ funds: {}, products: PRODUCTS });
    at(`/fund-detail/whole-page.html?cusip=${CUSIP_A}`);
    const { container, emit } = renderBlock(<CrumbBlock cusip={CUSIP_A} productsUrl="/" />);
    expect(container.innerHTML).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(emit).not.toHaveBeenCalled();
  });
});
