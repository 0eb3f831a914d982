import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AssetMixBlock } from './AssetMix';
import { productAnswer, renderBlock } from './test-element';

afterEach(() => vi.unstubAllGlobals());

const assetMixDetails = {
  asOfDate: '2025-03-31',
  assetMixInfo: [
    { allocation: 'Cash', allocationPct: '-2', order: 3 },
    { allocation: 'U.S. Equity', allocationPct: '55.2', order: 1 },
    { allocation: 'Bonds', allocationPct: '46.8', order: 2 },
  ],
};

describe('Asset Mix block (products spec 2.14, 3 assetMixDetails)', () => {
  it('draws the allocations in their order as a chart summarised for assistive technology', async () => {
    renderBlock(<AssetMixBlock cusip="123456789" productsUrl="/" />, { product: productAnswer({ assetMixDetails }) });
    const chart = await screen.findByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      'Asset mix as of 03/31/2025: U.S. Equity 55.20%, Bonds 46.80%, Cash -2.00%.',
    );
    expect([...chart.querySelectorAll('.chart-label')].map((label) => label.textContent)).toEqual([
      'U.S. Equity',
      'Bonds',
      'Cash',
    ]);
    expect([...chart.querySelectorAll('.chart-value')].map((value) => value.textContent)).toEqual([
      '55.20%',
      '46.80%',
      '-2.00%',
    ]);
    expect(chart.querySelectorAll('.chart-bar--negative')).toHaveLength(1);
    expect(screen.getByText('as of 03/31/2025')).toBeTruthy();
  });

  it('shows the data as a table under the chart', async () => {
    renderBlock(<AssetMixBlock cusip="123456789" productsUrl="/" />, { product: productAnswer({ assetMixDetails }) });
    await screen.findByRole('img');
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Allocation',
      '% of Net Assets',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['U.S. Equity', '55.20'],
      ['Bonds', '46.80'],
      ['Cash', '-2.00'],
    ]);
  });

  it('draws nothing for a fund without an asset mix', async () => {
    const { container, fetchMock } = renderBlock(<AssetMixBlock cusip="123456789" productsUrl="/" />, {
      product: productAnswer({ assetMixDetails: { asOfDate: '2025-03-31', assetMixInfo: [] } }),
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
