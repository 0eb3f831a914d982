import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CapitalGainsBlock } from './CapitalGains';
import { renderBlock } from './test-element';

afterEach(() => vi.unstubAllGlobals());

const row = {
  fundName: 'Growth Fund',
  className: 'A',
  cusip: '123456789',
  distributions: [
    {
      recordDate: '2024-12-16',
      exDivdndDate: '2024-12-17',
      shortTermCapGain: '0.123456',
      longTermCapGain: '1.5',
      totalCapGain: '1.623456',
      totalCapGainPct: '4.567',
    },
    { recordDate: '2023-12-15', exDivdndDate: '2023-12-18', shortTermCapGain: '-', longTermCapGain: null },
  ],
  estimates: {
    recordDate: '2025-12-15',
    exDivdndDate: '2025-12-16',
    shortTermCapGainSt: '0.1',
    shortTermCapGainEnd: '0.2',
    totalCapGainPctSt: '1',
    totalCapGainPctEnd: '2.5',
  },
};
const answer = (capitalGains: unknown) => ({ capitalGains: { value: { capitalGains } } });
const cellTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('Capital Gains block (products spec 2.14, 3 "Capital gains row", 5, 7 exportCapGains)', () => {
  it("shows the estimates as ranges and the distributions, in the fund tables' words and decimals", async () => {
    renderBlock(<CapitalGainsBlock cusip="123456789" productsUrl="/" />, answer(row));
    const estimates = await screen.findByRole('table', { name: 'Capital Gains Estimates' });
    expect(
      within(estimates)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Record Date',
      'Ex-Dividend Date',
      'Short-Term Capital Gains',
      'Long-Term Capital Gains',
      'Total Capital Gains',
      'Total Capital Gains (%)',
    ]);
    expect(cellTexts(estimates)).toEqual([
      ['12/15/2025', '12/16/2025', '0.10000 \u2212 0.20000', '-', '-', '1.00 \u2212 2.50'],
    ]);
    const distributions = screen.getByRole('table', { name: 'Capital Gains Distributions' });
    expect(cellTexts(distributions)).toEqual([
      ['12/15/2023', '12/18/2023', '-', '-', '-', '-'],
      ['12/16/2024', '12/17/2024', '0.12346', '1.50000', '1.62346', '4.57'],
    ]);
  });

  it('builds the download from the data type and the period, and announces it when followed', async () => {
    const { emit } = renderBlock(<CapitalGainsBlock cusip="123456789" productsUrl="/" />, answer(row));
    const link = await screen.findByRole('link', { name: 'Download (csv)' });
    expect(link.getAttribute('href')).toBe(
      '/cmg.svc/exportCapGains?dataType=productSummary&period=2024&cusip=123456789',
    );
    const period = screen.getByRole('combobox', { name: 'Period' }) as HTMLSelectElement;
    const years = () => [...period.options].map((option) => option.value);
    expect(years()).toEqual(['2024', '2023']);
    const type = screen.getByRole('combobox', { name: 'Data type' }) as HTMLSelectElement;
    expect([...type.options].map((option) => option.textContent)).toEqual(['Distributions', 'Estimates']);
    period.focus();
    fireEvent.change(period, { target: { value: '2023' } });
    expect(link.getAttribute('href')).toBe(
      '/cmg.svc/exportCapGains?dataType=productSummary&period=2023&cusip=123456789',
    );
    expect(document.activeElement).toBe(period);
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(emit).toHaveBeenCalledWith('download', {
      kind: 'capital-gains',
      period: '2023',
      href: `${location.origin}/cmg.svc/exportCapGains?dataType=productSummary&period=2023&cusip=123456789`,
    });
    // The estimates are for the year of their record date.
    fireEvent.change(type, { target: { value: 'estimates' } });
    expect(years()).toEqual(['2025']);
    expect(link.getAttribute('href')).toBe('/cmg.svc/exportCapGains?dataType=estimates&period=2025&cusip=123456789');
  });

  it('offers the distributions alone when the fund has no estimates', async () => {
    renderBlock(<CapitalGainsBlock cusip="123456789" productsUrl="/" />, answer({ ...row, estimates: null }));
    await screen.findByRole('table', { name: 'Capital Gains Distributions' });
    expect(screen.queryByRole('table', { name: 'Capital Gains Estimates' })).toBeNull();
    const type = screen.getByRole('combobox', { name: 'Data type' }) as HTMLSelectElement;
    expect([...type.options].map((option) => option.value)).toEqual(['productSummary']);
  });

  it('draws nothing for a fund without capital gains', async () => {
    const { container, fetchMock } = renderBlock(<CapitalGainsBlock cusip="123456789" productsUrl="/" />, answer(null));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });
});
