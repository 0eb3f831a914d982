import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HistoricalDataBlock } from './HistoricalData';
import { renderBlock } from './test-element';

afterEach(() => vi.unstubAllGlobals());

/** Prices of the last days of each month, oldest first, as a service might send them. */
const prices = [
  { priceDate: '2024-10-31', nav: '9.5', navChange: '0.1', navChangePct: '1.06' },
  { priceDate: '2025-01-31', nav: '10', navChange: '-0.123', navChangePct: '-1.22' },
  { priceDate: '2025-03-28', nav: '10.555', navChange: '-', navChangePct: null },
  { priceDate: '2025-03-31', nav: '10.6', navChange: '0.045', navChangePct: '0.43' },
];
const history = { value: { historicalData: { asOfDate: '2025-03-31', prices } } };

const rowTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Historical Data block (products spec 2.14, 7 historicalData)', () => {
  it('shows the last month of prices, newest first, counted, with the change of each day', async () => {
    renderBlock(<HistoricalDataBlock cusip="123456789" productsUrl="/" />, { history });
    expect(await screen.findByText('Displaying 2 price(s)')).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Date',
      'NAV',
      'Change',
      'Change (%)',
    ]);
    expect(rowTexts()).toEqual([
      ['03/31/2025', '10.60', '0.05', '0.43'],
      ['03/28/2025', '10.56', '-', '-'],
    ]);
    expect((screen.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement).value).toBe('1M');
  });

  it('shows a longer period when the visitor picks one, the focus staying on the select', async () => {
    renderBlock(<HistoricalDataBlock cusip="123456789" productsUrl="/" />, { history });
    const select = (await screen.findByRole('combobox', { name: 'Period' })) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      '1 Month',
      '3 Months',
      '6 Months',
      '1 Year',
    ]);
    select.focus();
    fireEvent.change(select, { target: { value: '6M' } });
    expect(await screen.findByText('Displaying 4 price(s)')).toBeTruthy();
    expect(rowTexts().map((row) => row[0])).toEqual(['03/31/2025', '03/28/2025', '01/31/2025', '10/31/2024']);
    expect(rowTexts()[2]).toEqual(['01/31/2025', '10.00', '-0.12', '-1.22']);
    expect(document.activeElement).toBe(select);
  });

  it('draws nothing for a fund without prices', async () => {
    const { container, fetchMock } = renderBlock(<HistoricalDataBlock cusip="123456789" productsUrl="/" />, {
      history: { value: { historicalData: { asOfDate: null, prices: [] } } },
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
