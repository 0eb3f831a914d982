import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, columnLayout, tableColumnHelper } from './DataTable';
import { FilterPanel, filterToggleLabel } from './FilterPanel';

interface Fund {
  name: string;
  ytd: string;
  oneYear: string;
}

const funds: Fund[] = [
  { name: 'Alpha Fund', ytd: '1.00', oneYear: '2.00' },
  { name: 'Beta Fund', ytd: '3.00', oneYear: '4.00' },
  { name: 'Gamma Fund', ytd: '5.00', oneYear: '6.00' },
];
const helper = tableColumnHelper<Fund>();
const columns = [
  helper.display({ id: 'name', header: () => 'Fund Name', cell: (c) => c.row.original.name }),
  helper.group({
    id: 'returns',
    header: () => 'Returns (%)',
    columns: [
      helper.display({ id: 'ytd', header: () => 'YTD', cell: (c) => c.row.original.ytd }),
      helper.display({ id: 'oneYear', header: () => '1 Yr', cell: (c) => c.row.original.oneYear }),
    ],
  }),
];
const idOf = (fund: Fund) => fund.name;
/** The fund name column, noting in `drawn` each name whose cell is drawn. */
const countedNameColumn = (drawn: string[]) =>
  helper.display({
    id: 'name',
    header: () => 'Fund Name',
    cell: (c) => {
      drawn.push(c.row.original.name);
      return c.row.original.name;
    },
  });
/** The props every table of these tests shares. */
const base = { caption: 'Funds', columns, data: funds, getRowId: idOf, rowHeaderColumn: 'name' };

describe('DataTable', () => {
  it('keeps the rows a new data load keeps (the same objects), drawing only the added ones and their new data', () => {
    const drawn: string[] = [];
    const counted = [
      countedNameColumn(drawn),
      helper.display({ id: 'ytd', header: () => 'YTD', cell: (c) => c.row.original.ytd }),
    ];
    const first = funds.slice(0, 2);
    const props = { ...base, columns: counted, getRowId: idOf };
    const { container, rerender } = render(<DataTable {...props} data={first} order={first.map(idOf)} />);
    const alphaRow = screen.getByRole('rowheader', { name: 'Alpha Fund' }).closest('tr');
    drawn.length = 0;
    // The next load appends Gamma; Alpha and Beta are the same objects.
    rerender(<DataTable {...props} data={[...first, funds[2]!]} order={['Gamma Fund', 'Alpha Fund', 'Beta Fund']} />);
    expect(drawn).toEqual(['Gamma Fund']);
    expect(screen.getByRole('rowheader', { name: 'Alpha Fund' }).closest('tr')).toBe(alphaRow);
    expect([...container.querySelectorAll('tbody th')].map((th) => th.textContent)).toEqual([
      'Gamma Fund',
      'Alpha Fund',
      'Beta Fund',
    ]);
    // A load with new data for Alpha (a new object under the same id) draws it again.
    const alphaAgain = { ...funds[0]!, ytd: '9.00' };
    rerender(<DataTable {...props} data={[alphaAgain, funds[1]!]} order={['Alpha Fund', 'Beta Fund']} />);
    expect(drawn).toEqual(['Gamma Fund', 'Alpha Fund']);
    expect(within(screen.getByRole('rowheader', { name: 'Alpha Fund' }).closest('tr')!).getByText('9.00')).toBeTruthy();
  });

  it('draws the rows in the order given, a column group over its columns and the ungrouped header across both rows', () => {
    render(
      <DataTable
        {...base}
        order={['Gamma Fund', 'Alpha Fund']}
        sort={{ key: 'name', direction: 'desc' }}
        sortable={new Set(['name', 'ytd'])}
        onSort={() => undefined}
      />,
    );
    const table = screen.getByRole('table', { name: 'Funds' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Gamma Fund', 'Alpha Fund']);
    const group = within(table).getByRole('columnheader', { name: 'Returns (%)' });
    expect(group.getAttribute('colspan')).toBe('2');
    const name = within(table).getByRole('columnheader', { name: 'Fund Name' });
    // Written in the last header row with the other leaves, in column order (the order Tab follows), spanning both.
    expect(name.closest('tr')).toBe(table.querySelectorAll('thead tr')[1]);
    expect(name.style.gridRow).toBe('1 / span 2');
    expect(name.getAttribute('aria-sort')).toBe('descending');
    expect(within(table).getAllByRole('columnheader', { name: 'Fund Name' })).toHaveLength(1);
    // Sortable headers are buttons; the others plain text.
    expect(within(table).getByRole('button', { name: 'YTD' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: '1 Yr' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Funds' }).tabIndex).toBe(0);
  });

  it('groups rows under a toggle that reports its key and hides the rows of a collapsed group', () => {
    const onToggle = vi.fn();
    render(
      <DataTable
        {...base}
        groups={[
          { key: 'a', label: 'Group A', rowIds: ['Alpha Fund'], collapsed: true, cells: { ytd: '2 Funds' } },
          { key: 'b', label: 'Group B', rowIds: ['Beta Fund', 'Gamma Fund'], collapsed: false },
        ]}
        onToggleGroup={onToggle}
      />,
    );
    const a = screen.getByRole('button', { name: 'Group A' });
    expect(a.getAttribute('aria-expanded')).toBe('false');
    expect(a.textContent).toBe('+Group A');
    expect(screen.getByRole('button', { name: 'Group B' }).textContent).toBe('-Group B');
    expect(screen.getByText('Alpha Fund').closest('tr')!.hidden).toBe(true);
    expect(screen.getByText('Beta Fund').closest('tr')!.hidden).toBe(false);
    expect(screen.getByText('2 Funds').tagName).toBe('TD');
    fireEvent.click(a);
    expect(onToggle).toHaveBeenCalledWith('a');
  });

  it('lays every row on one column template from the width kinds, each header cell at its column and row', () => {
    expect(columnLayout(['name', 'figure', 'range'])).toEqual({
      template:
        'minmax(var(--_name-min), 3fr) minmax(var(--_min-figure, 4rem), 1fr) minmax(var(--_min-range, 8.75rem), 1.25fr)',
      minWidth: 'calc(var(--_name-min) + var(--_min-figure, 4rem) + var(--_min-range, 8.75rem))',
      compactTemplate:
        'minmax(var(--_name-min), 3fr) minmax(var(--_min-figure, 4rem), 1fr) minmax(var(--_min-range, 8.75rem), 1.25fr)',
      compactMinWidth: 'calc(var(--_name-min) + var(--_min-figure, 4rem) + var(--_min-range, 8.75rem))',
    });
    // A header's longest word sets a floor under the column (its letters' widths in the header's font, em); a
    // column shown elsewhere on phones folds away there.
    const layout = columnLayout([
      { width: 'narrow', header: 'Ticker', compactHidden: true },
      { width: 'figure', header: 'Unsubsidized SEC Yield' },
    ]);
    expect(layout.template).toBe(
      'minmax(max(var(--_min-narrow, 4.25rem), calc(3.33 * var(--_head-em, 0.875rem) + var(--_head-room, 1.875rem))), 0.5fr) ' +
        'minmax(max(var(--_min-figure, 4rem), calc(7.09 * var(--_head-em, 0.875rem) + var(--_head-room, 1.875rem))), 1fr)',
    );
    expect(layout.compactTemplate.startsWith('0px minmax(max(var(--_min-figure')).toBe(true);
    render(
      <DataTable
        {...base}
        order={['Alpha Fund']}
        numeric={new Set(['ytd', 'oneYear'])}
        widths={{ oneYear: 'range' }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Funds' });
    expect(table.style.getPropertyValue('--cm-columns')).toBe(
      'minmax(var(--_name-min), 3fr) minmax(var(--_min-figure, 4rem), 1fr) minmax(var(--_min-range, 8.75rem), 1.25fr)',
    );
    const place = (name: string) => {
      const th = within(table).getByRole('columnheader', { name });
      return [th.style.gridColumn, th.style.gridRow];
    };
    expect(place('Fund Name')).toEqual(['1 / span 1', '1 / span 2']);
    expect(place('Returns (%)')).toEqual(['2 / span 2', '1 / span 1']);
    expect(place('YTD')).toEqual(['2 / span 1', '2 / span 1']);
    expect(place('1 Yr')).toEqual(['3 / span 1', '2 / span 1']);
    // The parts say their table roles, whatever their CSS display.
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('rowheader', { name: 'Alpha Fund' }).getAttribute('role')).toBe('rowheader');
  });

  it('stacks the `compactUnder` columns under the row header on phones: no width there, every cell kept and marked', () => {
    // The phones' template of the rows leaves the stacked columns out; the row header's track takes their lines.
    const layout = columnLayout([{ width: 'name' }, { width: 'figure', compactUnder: true }, { width: 'text' }]);
    expect(layout.compactTemplate).toBe('minmax(var(--_name-min), 3fr) 0px minmax(var(--_min-text, 8rem), 1.5fr)');
    expect(layout.stacked).toEqual({
      rowTemplate: 'minmax(var(--_name-min), 3fr) minmax(var(--_min-text, 8rem), 1.5fr)',
      rowHeaderTrack: 1,
      lines: 2,
    });
    expect(columnLayout(['name', 'figure']).stacked).toBeUndefined();
    // The row header never stacks under itself.
    expect(columnLayout([{ width: 'name', compactUnder: true }, { width: 'figure' }]).stacked).toBeUndefined();

    const flat = [
      helper.display({ id: 'name', header: () => 'Fund Name', cell: (c) => c.row.original.name }),
      helper.display({ id: 'ytd', header: () => 'YTD', cell: (c) => c.row.original.ytd }),
      helper.display({ id: 'oneYear', header: () => '1 Yr', cell: (c) => c.row.original.oneYear }),
    ];
    const { rerender } = render(
      <DataTable
        {...base}
        columns={flat}
        order={['Alpha Fund']}
        compactUnder={new Set(['ytd'])}
        compactLabels={{ ytd: 'YTD' }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Funds' });
    expect(table.classList.contains('cm-stacked')).toBe(true);
    expect(table.style.getPropertyValue('--cm-columns-compact-rows')).toBe(
      'minmax(var(--_name-min), 3fr) minmax(var(--_min-text, 8rem), 1.5fr)',
    );
    expect(table.style.getPropertyValue('--cm-stack-track')).toBe('1');
    expect(table.style.getPropertyValue('--cm-stack-lines')).toBe('2');
    // Each value stays in its own cell, under its own header, for screen readers as for the eye.
    const ytd = screen.getByRole('cell', { name: '1.00' });
    expect(ytd.className).toContain('cm-compact-under');
    expect(ytd.dataset.label).toBe('YTD');
    expect(within(table).getByRole('columnheader', { name: 'YTD' }).className).toContain('cm-compact-under');
    expect(screen.getByRole('cell', { name: '2.00' }).className).not.toContain('cm-compact-under');
    expect(screen.getByRole('cell', { name: '2.00' }).dataset.label).toBeUndefined();

    // Without stacked columns, the table is laid out as before.
    rerender(<DataTable {...base} columns={flat} order={['Alpha Fund']} />);
    expect(table.classList.contains('cm-stacked')).toBe(false);
    expect(table.style.getPropertyValue('--cm-columns-compact-rows')).toBe('');
    expect(screen.getByRole('cell', { name: '1.00' }).className).not.toContain('cm-compact-under');
  });

  it('keeps the rows left out by `shown` hidden in place, and shows the same rows again when they match', () => {
    const props = { ...base, order: ['Alpha Fund', 'Beta Fund', 'Gamma Fund'] };
    const { rerender } = render(<DataTable {...props} shown={new Set(['Alpha Fund', 'Gamma Fund'])} />);
    const beta = screen.getByText('Beta Fund').closest('tr')!;
    expect(beta.hidden).toBe(true);
    expect(screen.getByRole('rowheader', { name: 'Gamma Fund' }).closest('tr')!.hidden).toBe(false);
    expect(screen.queryByRole('rowheader', { name: 'Beta Fund' })).toBeNull();
    rerender(<DataTable {...props} />);
    expect(screen.getByRole('rowheader', { name: 'Beta Fund' }).closest('tr')).toBe(beta);
    expect(beta.hidden).toBe(false);
  });

  it('flips `hidden` without drawing a row again: a search draws no cell, and a sort or a new row keeps the rule', () => {
    const drawn: string[] = [];
    const counted = [countedNameColumn(drawn)];
    const props = { ...base, columns: counted, data: funds.slice(0, 2) };
    const row = (name: string) => screen.getByText(name).closest('tr')!;
    const { rerender } = render(<DataTable {...props} order={['Alpha Fund', 'Beta Fund']} />);
    drawn.length = 0;
    rerender(<DataTable {...props} order={['Alpha Fund', 'Beta Fund']} shown={new Set(['Alpha Fund'])} />);
    expect(drawn).toEqual([]);
    expect(row('Beta Fund').hidden).toBe(true);
    // Sorted the other way, the same rows keep their state.
    rerender(<DataTable {...props} order={['Beta Fund', 'Alpha Fund']} shown={new Set(['Alpha Fund'])} />);
    expect([row('Beta Fund').hidden, row('Alpha Fund').hidden]).toEqual([true, false]);
    // A row of a new data load that the search leaves out is hidden from its first paint, with its extra rows.
    rerender(
      <DataTable
        {...props}
        data={funds}
        order={['Beta Fund', 'Alpha Fund', 'Gamma Fund']}
        shown={new Set(['Alpha Fund'])}
        extraRows={(fund) => [{ key: 'b', cells: { name: `${fund.name} Index` } }]}
      />,
    );
    expect(row('Gamma Fund').hidden).toBe(true);
    expect(row('Gamma Fund Index').hidden).toBe(true);
    expect(row('Alpha Fund Index').hidden).toBe(false);
  });

  it('updates the cells of a new column set in place: a focused button in a cell keeps the focus', () => {
    /** A column set as a widget builds it again on each change: new renderer functions, the same columns. */
    const columnsWith = (label: string) => [
      helper.display({ id: 'name', header: () => 'Fund Name', cell: (c) => c.row.original.name }),
      helper.display({
        id: 'remove',
        header: () => <span>Remove</span>,
        cell: (c) => <button type="button">{`${label}: ${c.row.original.name}`}</button>,
      }),
    ];
    const props = { ...base, order: funds.map(idOf) };
    const { rerender } = render(<DataTable {...props} columns={columnsWith('Remove')} />);
    const button = screen.getByRole('button', { name: 'Remove: Beta Fund' });
    const header = screen.getByText('Remove', { selector: 'span' });
    button.focus();
    rerender(<DataTable {...props} columns={columnsWith('Delete')} />);
    expect(screen.getByRole('button', { name: 'Delete: Beta Fund' })).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(screen.getByText('Remove', { selector: 'span' })).toBe(header);
  });

  it('adds rows under a row (benchmark rows) aligned with the columns', () => {
    render(
      <DataTable
        {...base}
        order={['Alpha Fund']}
        extraRows={(fund) => [{ key: 'b', cells: { name: `${fund.name} Index`, oneYear: '9.99' } }]}
      />,
    );
    const extra = screen.getByRole('rowheader', { name: 'Alpha Fund Index' }).closest('tr')!;
    expect([...extra.children].map((c) => c.textContent)).toEqual(['Alpha Fund Index', '', '9.99']);
  });
});

describe('FilterPanel', () => {
  it('shows "(N applied)" once something is applied, and View Results closes with focus back on the toggle', () => {
    expect(filterToggleLabel('Filters', 0)).toBe('Filters');
    expect(filterToggleLabel('Filters', 3)).toBe('Filters (3 applied)');
    const onToggle = vi.fn();
    const onViewResults = vi.fn();
    render(
      <FilterPanel
        applied={1}
        open
        onOpenChange={() => undefined}
        groups={[
          {
            key: 'assetClass',
            title: 'Asset Class',
            columns: [[{ value: 'mm', label: 'Money Market', checked: true }], []],
          },
        ]}
        onToggle={onToggle}
        onViewResults={onViewResults}
        onClear={() => undefined}
      />,
    );
    const toggle = screen.getByRole('button', { name: 'Filters (1 applied)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Money Market' }));
    expect(onToggle).toHaveBeenCalledWith('assetClass', 'mm');
    fireEvent.click(screen.getByRole('button', { name: 'View Results' }));
    expect(onViewResults).toHaveBeenCalled();
    expect(document.activeElement).toBe(toggle);
  });
});
