import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { GrowthBlock } from './Growth';
import { renderBlock } from './test-element';

afterEach(() => vi.unstubAllGlobals());

const growth = {
  initialInvestment: 10000,
  asOfDate: '2025-03-31',
  points: [
    { date: '2025-01-31', value: 10000 },
    { date: '2025-02-28', value: 11000.5 },
    { date: '2025-03-31', value: 12345.67 },
  ],
  indexName: 'S&P 500 Index',
  indexPoints: [
    { date: '2025-01-31', value: 10000 },
    { date: '2025-02-28', value: 10500 },
    { date: '2025-03-31', value: 11234.56 },
  ],
};
const answer = (performanceGrowth: unknown) => ({ growth: { value: { performanceGrowth } } });

describe('Growth of $10,000 block (products spec 2.14 "growth of an investment", 7 performanceGrowth)', () => {
  it('names the block by the amount invested and states where it ended', async () => {
    renderBlock(<GrowthBlock cusip="123456789" productsUrl="/" />, answer(growth));
    expect(await screen.findByRole('heading', { level: 2, name: 'Growth of $10,000' })).toBeTruthy();
    expect(
      screen.getByText(
        "On 03/31/2025 the fund's $10,000 was worth $12,345.67: +$2,345.67 (+23.46%). S&P 500 Index: $11,234.56, +$1,234.56 (+12.35%).",
      ),
    ).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Legend' }).textContent).toBe('FundS&P 500 Index');
    const chart = screen.getByRole('application');
    expect(chart.getAttribute('aria-label')).toBe('Growth of $10,000, chart from 01/31/2025 to 03/31/2025');
    expect(chart.tabIndex).toBe(0);
    expect(chart.querySelectorAll('path.chart-line')).toHaveLength(2);
  });

  it('reads out month by month as the arrow keys move the marker', async () => {
    renderBlock(<GrowthBlock cusip="123456789" productsUrl="/" />, answer(growth));
    const chart = await screen.findByRole('application');
    const reading = document.querySelector('.growth-reading')!;
    expect(reading.getAttribute('aria-live')).toBe('polite');
    expect(reading.textContent).toBe('');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(reading.textContent).toBe('01/31/2025: Fund $10,000.00, Index $10,000.00');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(reading.textContent).toBe('02/28/2025: Fund $11,000.50, Index $10,500.00');
    fireEvent.keyDown(chart, { key: 'End' });
    expect(reading.textContent).toBe('03/31/2025: Fund $12,345.67, Index $11,234.56');
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(reading.textContent).toBe('02/28/2025: Fund $11,000.50, Index $10,500.00');
    expect(chart.querySelector('.chart-marker')).toBeTruthy();
  });

  it('shows the values as a table behind "Show the data table"', async () => {
    renderBlock(<GrowthBlock cusip="123456789" productsUrl="/" />, answer(growth));
    const summary = await screen.findByText('Show the data table');
    expect(summary.closest('details')!.open).toBe(false);
    expect(screen.getAllByRole('columnheader', { hidden: true }).map((header) => header.textContent)).toEqual([
      'Date',
      'Fund',
      'S&P 500 Index',
    ]);
    const rows = screen.getAllByRole('row', { hidden: true }).slice(1);
    expect([...rows[2]!.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual([
      '03/31/2025',
      '$12,345.67',
      '$11,234.56',
    ]);
  });

  it('draws one line and no legend for a fund without an index, and reads the fund alone', async () => {
    renderBlock(
      <GrowthBlock cusip="123456789" productsUrl="/" />,
      answer({ ...growth, indexName: null, indexPoints: null, points: [growth.points[0]] }),
    );
    const chart = await screen.findByRole('application');
    expect(screen.queryByRole('list', { name: 'Legend' })).toBeNull();
    expect(chart.querySelectorAll('path.chart-line')).toHaveLength(1);
    expect(chart.querySelector('circle.chart-dot')).toBeTruthy();
    fireEvent.keyDown(chart, { key: 'ArrowLeft' });
    expect(document.querySelector('.growth-reading')!.textContent).toBe('01/31/2025: Fund $10,000.00');
  });

  it('draws nothing for a fund without growth values', async () => {
    const { container, fetchMock } = renderBlock(
      <GrowthBlock cusip="123456789" productsUrl="/" />,
      answer({ ...growth, points: [], indexPoints: [] }),
    );
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
