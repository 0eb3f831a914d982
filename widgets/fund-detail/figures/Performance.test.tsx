import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PerformanceBlock } from './Performance';
import { productAnswer, renderBlock, serverError } from './test-element';

afterEach(() => vi.unstubAllGlobals());

const monthly = {
  intervalType: 'Monthly',
  asOfDate: '2025-03-31',
  totalReturnPerfDetails: [
    { label: 'Class A at NAV', ytd: '12.345', oneMonth: -1.2, oneYear: '-', tenYear: null, incepDate: '1995-06-28' },
    { label: 'S&P 500 Index', type: 'INDEX1', ytd: '3.1', sinceIncep: '9.876' },
  ],
};
const quarterly = {
  intervalType: 'Quarterly',
  asOfDate: '2024-12-31',
  totalReturnPerfDetails: [{ label: 'Class A net', type: 'NET', ytd: '20' }],
};

const rowTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Performance block (products spec 2.14, 3 totalReturnPerformances)', () => {
  it('shows the monthly returns first, each row under its label and type, figures as the fund tables show them', async () => {
    renderBlock(<PerformanceBlock cusip="123456789" productsUrl="/" />, {
      product: productAnswer({ totalReturnPerformances: [quarterly, monthly] }),
    });
    expect(await screen.findByText('Monthly returns as of 03/31/2025')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Performance' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Total Returns (%)',
      'YTD',
      '1 Mo',
      '3 Mo',
      '1 Yr',
      '3 Yr',
      '5 Yr',
      '10 Yr',
      'Since Incept.',
      'Incept. Date',
    ]);
    expect(rowTexts()).toEqual([
      ['Class A at NAV, NAV', '12.35', '-1.20', '-', '-', '-', '-', '-', '-', '06/28/1995'],
      ['S&P 500 Index, Index', '3.10', '-', '-', '-', '-', '-', '-', '9.88', '-'],
    ]);
    expect(screen.getByRole('rowheader', { name: /^S&P 500 Index,\s?Index$/ })).toBeTruthy();
  });

  it('switches to the quarterly rows and keeps the focus on the switch', async () => {
    renderBlock(<PerformanceBlock cusip="123456789" productsUrl="/" />, {
      product: productAnswer({ totalReturnPerformances: [monthly, quarterly] }),
    });
    const monthlyOption = await screen.findByRole('radio', { name: 'Monthly' });
    expect((monthlyOption as HTMLInputElement).checked).toBe(true);
    const quarterlyOption = screen.getByRole('radio', { name: 'Quarterly' });
    quarterlyOption.focus();
    fireEvent.click(quarterlyOption);
    expect(await screen.findByText('Quarterly returns as of 12/31/2024')).toBeTruthy();
    expect(rowTexts()).toEqual([['Class A net, Net', '20.00', '-', '-', '-', '-', '-', '-', '-', '-']]);
    expect(document.activeElement).toBe(quarterlyOption);
    expect(screen.getByRole('group', { name: 'Frequency' })).toBeTruthy();
  });

  it('offers no switch when the fund has one interval only', async () => {
    renderBlock(<PerformanceBlock cusip="123456789" productsUrl="/" />, {
      product: productAnswer({ totalReturnPerformances: [monthly] }),
    });
    await screen.findByText('Monthly returns as of 03/31/2025');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('draws nothing for a fund without performance', async () => {
    const { container, fetchMock } = renderBlock(<PerformanceBlock cusip="123456789" productsUrl="/" />, {
      product: productAnswer({ totalReturnPerformances: null }),
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it("shows the spec's failure text with Retry, which loads the returns", async () => {
    const answers = { product: serverError() as unknown };
    renderBlock(<PerformanceBlock cusip="123456789" productsUrl="/" />, answers);
    expect(await screen.findByText('Fund Details information is unavailable at this time. Please try again later.'));
    answers.product = productAnswer({ totalReturnPerformances: [monthly] });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Monthly returns as of 03/31/2025')).toBeTruthy();
  });
});
