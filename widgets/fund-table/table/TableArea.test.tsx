import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TableArea } from './TableArea';
import { SectionFailure } from './ResultTexts';

const area = (
  status: 'loading' | 'ready' | 'error',
  count: number,
  table = vi.fn(() => <table aria-label="Funds" />),
) =>
  render(
    <TableArea
      status={status}
      count={count}
      failure={<SectionFailure text="Mutual Fund information is currently unavailable." onRetry={() => {}} />}
      empty={{ text: 'No matching funds found.' }}
      table={table}
    />,
  );

describe('TableArea: where a fund table stands (products spec 8)', () => {
  it('says it is loading and busy while the answer is on its way, without building the table', () => {
    const table = vi.fn(() => <table aria-label="Funds" />);
    const { container } = area('loading', 0, table);
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(container.querySelector('.table-area')!.getAttribute('aria-busy')).toBe('true');
    expect(table).not.toHaveBeenCalled();
  });

  it('shows the failure text with Retry when the call failed', () => {
    area('error', 0);
    expect(screen.getByText('Mutual Fund information is currently unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the empty text when nothing matches, and the table when something does', () => {
    area('ready', 0);
    expect(screen.getByText('No matching funds found.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    area('ready', 3);
    expect(screen.getByRole('table', { name: 'Funds' })).toBeTruthy();
  });
});
