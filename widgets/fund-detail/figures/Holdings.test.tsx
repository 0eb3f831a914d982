import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HoldingsBlock } from './Holdings';
import { productAnswer, renderBlock, serverError } from './test-element';

afterEach(() => vi.unstubAllGlobals());

const holdings = {
  asOfDate: '2025-03-31',
  topHoldings: [
    { securityName: 'Apple Inc.', weight: '6.789' },
    { securityName: 'Microsoft Corp.', weight: null },
  ],
};
const details = {
  value: {
    fundHeader: { fundName: 'Growth Fund' },
    topHoldingDetail: { topHoldingsDisclosure: 'Holdings are subject to change.' },
  },
};
const FAILURE = 'Fund Details information is unavailable at this time. Please try again later.';

describe('Top Holdings block (products spec 2.14, 3, 7 exportFullHoldings)', () => {
  it('shows the top holdings with their as-of date and the disclosure under them', async () => {
    renderBlock(<HoldingsBlock cusip="123456789" productsUrl="/" />, {
      product: productAnswer({ holdings }),
      details,
    });
    expect(await screen.findByText('Holdings are subject to change.')).toBeTruthy();
    await screen.findByRole('table');
    expect(screen.getByText('as of 03/31/2025')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Holding',
      '% of Net Assets',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Apple Inc.', '6.79'],
      ['Microsoft Corp.', '-'],
    ]);
  });

  it('downloads the full holdings of a chosen quarter end, and announces it', async () => {
    const { emit } = renderBlock(<HoldingsBlock cusip="123456789" productsUrl="/" />, {
      product: productAnswer({ holdings }),
      details,
    });
    const link = await screen.findByRole('link', { name: 'Download Full Holdings (csv)' });
    expect(link.getAttribute('href')).toBe('/cmg.svc/exportFullHoldings?cusip=123456789&period=2025-03-31');
    const period = screen.getByRole('combobox', { name: 'Full holdings as of' }) as HTMLSelectElement;
    expect([...period.options].map((option) => option.textContent)).toEqual([
      '03/31/2025',
      '12/31/2024',
      '09/30/2024',
      '06/30/2024',
    ]);
    period.focus();
    fireEvent.change(period, { target: { value: '2024-09-30' } });
    expect(link.getAttribute('href')).toBe('/cmg.svc/exportFullHoldings?cusip=123456789&period=2024-09-30');
    expect(document.activeElement).toBe(period);
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(emit).toHaveBeenCalledWith('download', {
      kind: 'full-holdings',
      period: '2024-09-30',
      href: `${location.origin}/cmg.svc/exportFullHoldings?cusip=123456789&period=2024-09-30`,
    });
  });

  it('shows the holdings when the fund details fail, with their failure text and Retry for the disclosure', async () => {
    const answers = { product: productAnswer({ holdings }), details: serverError() as unknown };
    renderBlock(<HoldingsBlock cusip="123456789" productsUrl="/" />, answers);
    expect(await screen.findByText(FAILURE)).toBeTruthy();
    expect(await screen.findByText('Apple Inc.')).toBeTruthy();
    answers.details = details;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Holdings are subject to change.')).toBeTruthy();
  });

  it('shows the disclosure when the product detail fails', async () => {
    renderBlock(<HoldingsBlock cusip="123456789" productsUrl="/" />, { product: serverError(), details });
    expect(await screen.findByText(FAILURE)).toBeTruthy();
    expect(await screen.findByText('Holdings are subject to change.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
  });

  it('draws nothing for a fund without holdings', async () => {
    const { container, fetchMock } = renderBlock(<HoldingsBlock cusip="123456789" productsUrl="/" />, {
      product: productAnswer({ holdings: null }),
      details,
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
