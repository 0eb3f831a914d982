import { describe, expect, it } from 'vitest';
import {
  collapsedAfterGroupingChange,
  createSorter,
  dateSortValue,
  groupRows,
  keptRowIndexes,
  nextSort,
  numericSortValue,
  textValue,
  toggleGroup,
} from './sorting';

interface Row {
  fundName: string;
  symbol?: string;
  navOneYear?: number | string | null;
  msOverallRating?: number | string;
  inceptionDt?: string;
  style?: string;
}

const names = (rows: readonly Row[]) => rows.map((r) => r.fundName);

describe('header clicks (products spec 4)', () => {
  it('toggles the direction of the current column', () => {
    expect(nextSort({ key: 'navOneYear', direction: 'asc' }, { key: 'navOneYear', kind: 'number' })).toEqual({
      key: 'navOneYear',
      direction: 'desc',
    });
    expect(nextSort({ key: 'navOneYear', direction: 'desc' }, { key: 'navOneYear', kind: 'number' })).toEqual({
      key: 'navOneYear',
      direction: 'asc',
    });
  });

  it('starts a new column ascending, a rating column descending', () => {
    expect(nextSort({ key: 'fundName', direction: 'desc' }, { key: 'navOneYear', kind: 'number' }).direction).toBe(
      'asc',
    );
    expect(nextSort({ key: 'fundName', direction: 'asc' }, { key: 'msOverallRating', kind: 'rating' }).direction).toBe(
      'desc',
    );
  });

  it('starts every new column ascending on the generic tables', () => {
    expect(nextSort(undefined, { key: 'msOverallRating', kind: 'rating' }, true).direction).toBe('asc');
  });
});

describe('sort values (products spec 5)', () => {
  it('treats "-" (and a missing or non-numeric value) as 0', () => {
    expect(numericSortValue('-')).toBe(0);
    expect(numericSortValue(null)).toBe(0);
    expect(numericSortValue('N/A')).toBe(0);
    expect(numericSortValue('-1.25')).toBe(-1.25);
    expect(numericSortValue('12.5%')).toBe(12.5);
  });

  it('sorts a missing text as empty and a list as its non-empty items joined', () => {
    expect(textValue(null)).toBe('');
    expect(textValue(undefined)).toBe('');
    expect(textValue(['Large Growth', null, '', 'Mid Blend'])).toBe('Large Growth, Mid Blend');
    expect(textValue(4)).toBe('4');
  });

  it('reads dates in either YYYY-MM-DD or MM/DD/YYYY', () => {
    expect(dateSortValue('2019-03-04')).toBe(20190304);
    expect(dateSortValue('03/04/2019')).toBe(20190304);
    expect(dateSortValue('-')).toBe(0);
  });
});

describe('sorted rows (products spec 4, 5)', () => {
  const rows: Row[] = [
    { fundName: 'delta Fund', navOneYear: 2 },
    { fundName: 'Alpha Fund', navOneYear: '-' },
    { fundName: 'Charlie Fund', navOneYear: -1 },
    { fundName: 'bravo Fund', navOneYear: 2 },
    { fundName: 'Echo Fund', navOneYear: 0 },
  ];
  const sorter = createSorter(rows, { name: (r) => r.fundName });

  it('sorts text case-insensitively', () => {
    expect(names(sorter.sort({ key: 'fundName', kind: 'text' }, 'asc'))).toEqual([
      'Alpha Fund',
      'bravo Fund',
      'Charlie Fund',
      'delta Fund',
      'Echo Fund',
    ]);
    expect(names(sorter.sort({ key: 'fundName', kind: 'text' }, 'desc'))).toEqual([
      'Echo Fund',
      'delta Fund',
      'Charlie Fund',
      'bravo Fund',
      'Alpha Fund',
    ]);
  });

  it('sorts "-" as 0 and breaks ties by fund name, ascending in both directions', () => {
    expect(names(sorter.sort({ key: 'navOneYear', kind: 'number' }, 'asc'))).toEqual([
      'Charlie Fund',
      'Alpha Fund',
      'Echo Fund',
      'bravo Fund',
      'delta Fund',
    ]);
    expect(names(sorter.sort({ key: 'navOneYear', kind: 'number' }, 'desc'))).toEqual([
      'bravo Fund',
      'delta Fund',
      'Alpha Fund',
      'Echo Fund',
      'Charlie Fund',
    ]);
  });

  it('sorts a column by another field when the column says so (NAV or POP basis)', () => {
    const popRows = [
      { fundName: 'A', navOneYear: 1, popOneYear: 9 },
      { fundName: 'B', navOneYear: 2, popOneYear: 3 },
    ];
    const popSorter = createSorter(popRows, { name: (r) => r.fundName });
    expect(
      popSorter.sort({ key: 'oneYear', field: 'popOneYear', kind: 'number' }, 'asc').map((r) => r.fundName),
    ).toEqual(['B', 'A']);
    expect(
      popSorter.sort({ key: 'oneYear', field: 'navOneYear', kind: 'number' }, 'asc').map((r) => r.fundName),
    ).toEqual(['A', 'B']);
  });

  it('sorts dates chronologically', () => {
    const dated = createSorter(
      [
        { fundName: 'New', inceptionDt: '2021-01-15' },
        { fundName: 'Old', inceptionDt: '1998-06-30' },
        { fundName: 'None', inceptionDt: '-' },
      ],
      { name: (r) => r.fundName },
    );
    expect(names(dated.sort({ key: 'inceptionDt', kind: 'date' }, 'asc'))).toEqual(['None', 'Old', 'New']);
  });

  it('keeps the order of the data for rows with the same value and the same name', () => {
    const twins = createSorter(
      [
        { fundName: 'Same', symbol: 'AAA', msOverallRating: 4 },
        { fundName: 'same', symbol: 'BBB', msOverallRating: 4 },
      ],
      { name: (r) => r.fundName },
    );
    expect(twins.sort({ key: 'msOverallRating', kind: 'rating' }, 'desc').map((r) => r.symbol)).toEqual(['AAA', 'BBB']);
  });
});

describe('a data load that adds rows to the one before (products spec 7: the product groups arriving)', () => {
  const first: Row[] = [
    { fundName: 'delta Fund', symbol: 'D1', navOneYear: 2, inceptionDt: '2001-02-03' },
    { fundName: 'Alpha Fund', symbol: 'A1', navOneYear: '-', inceptionDt: '-' },
    { fundName: 'Charlie Fund', symbol: 'C1', navOneYear: -1, inceptionDt: '12/31/1999' },
  ];
  const added: Row[] = [
    { fundName: 'alpha fund', symbol: 'A2', navOneYear: 2, inceptionDt: '2001-02-03' },
    { fundName: 'Bravo Fund', symbol: 'B1', navOneYear: '1.5', inceptionDt: '1990-01-01' },
    { fundName: 'Echo Fund', symbol: 'E1', navOneYear: null, inceptionDt: '2020-05-05' },
    { fundName: 'Charlie Fund', symbol: 'C2', navOneYear: -1, inceptionDt: '-' },
  ];
  // The added rows land between and after the earlier ones, as a later group in the plan's order would.
  const rows = [added[0]!, first[0]!, added[1]!, first[1]!, first[2]!, added[2]!, added[3]!];
  const columns = [
    { key: 'fundName', kind: 'text' as const },
    { key: 'symbol', kind: 'text' as const },
    { key: 'navOneYear', kind: 'number' as const },
    { key: 'inceptionDt', kind: 'date' as const },
  ];
  const symbols = (list: readonly Row[]) => list.map((r) => r.symbol);

  it('orders every column as a sorter built from scratch does, in both directions', () => {
    const fresh = createSorter(rows, { name: (r) => r.fundName });
    const before = createSorter(first, { name: (r) => r.fundName });
    for (const column of columns) before.order(column, 'asc');
    const extended = createSorter(rows, { name: (r) => r.fundName }, before);
    for (const column of columns) {
      for (const direction of ['asc', 'desc'] as const) {
        expect(symbols(extended.sort(column, direction)), `${column.key} ${direction}`).toEqual(
          symbols(fresh.sort(column, direction)),
        );
      }
    }
    expect(symbols(extended.sort(columns[0]!, 'asc'))).toEqual(['A2', 'A1', 'B1', 'C1', 'C2', 'D1', 'E1']);
  });

  it('reads only the added rows of a column already sorted before', () => {
    const reads: string[] = [];
    const value = (row: Row, field: string) => {
      reads.push(row.symbol!);
      return (row as unknown as Record<string, unknown>)[field];
    };
    const before = createSorter(first, { name: (r) => r.fundName, value });
    before.order(columns[2]!, 'asc');
    reads.length = 0;
    createSorter(rows, { name: (r) => r.fundName, value }, before).order(columns[2]!, 'asc');
    expect(reads.sort()).toEqual(['A2', 'B1', 'C2', 'E1']);
  });

  it('starts again when a row of the load before is gone', () => {
    expect(keptRowIndexes(rows, first)).toEqual(Int32Array.from([-1, 0, -1, 1, 2, -1, -1]));
    expect(keptRowIndexes(rows.slice(1), [...first, added[0]!])).toBeUndefined();
    const before = createSorter([...first, { fundName: 'Zulu Fund', symbol: 'Z1' }], { name: (r) => r.fundName });
    before.order(columns[0]!, 'asc');
    const next = createSorter(rows, { name: (r) => r.fundName }, before);
    expect(symbols(next.sort(columns[0]!, 'desc'))).toEqual(['E1', 'D1', 'C1', 'C2', 'B1', 'A2', 'A1']);
  });
});

describe('ties broken by a number before the name (products spec 5: 529 ties by age)', () => {
  it('orders equal values by the tie-break ascending, in either direction, then by name', () => {
    const rows = [
      { fundName: 'a', oneYear: '2', age: 13 },
      { fundName: 'b', oneYear: '2', age: 6 },
      { fundName: 'c', oneYear: '1', age: 0 },
      { fundName: 'd', oneYear: '2', age: 6 },
    ];
    const sorter = createSorter(rows, { name: (r) => r.fundName, tieBreak: (r) => r.age });
    const column = { key: 'oneYear', kind: 'number' as const };
    expect(sorter.sort(column, 'desc').map((r) => r.fundName)).toEqual(['b', 'd', 'a', 'c']);
    expect(sorter.sort(column, 'asc').map((r) => r.fundName)).toEqual(['c', 'b', 'd', 'a']);
  });
});

describe('grouping (products spec 4)', () => {
  const ordered: Row[] = [
    { fundName: 'A', style: 'Indexed' },
    { fundName: 'B', style: 'Active' },
    { fundName: 'C', style: '' },
    { fundName: 'D', style: 'Indexed' },
    { fundName: 'E', style: 'Active' },
  ];

  it('groups rows by group first, keeping the sorted order inside each group, rows without a group last', () => {
    const groups = groupRows(ordered, (r) => r.style ?? '');
    expect(groups.map((g) => [g.key, names(g.rows)])).toEqual([
      ['Active', ['B', 'E']],
      ['Indexed', ['A', 'D']],
      ['', ['C']],
    ]);
  });

  it('follows a given group order', () => {
    const groups = groupRows(ordered, (r) => r.style ?? '', ['Indexed', 'Active']);
    expect(groups.map((g) => g.key)).toEqual(['Indexed', 'Active', '']);
  });

  it('toggles a group between open (-) and collapsed (+)', () => {
    const collapsed = toggleGroup(new Set(), 'Active');
    expect(collapsed.has('Active')).toBe(true);
    expect(toggleGroup(collapsed, 'Active').has('Active')).toBe(false);
  });

  it('opens every group when category grouping is turned on', () => {
    expect([...collapsedAfterGroupingChange(new Set(['x']), true)]).toEqual([]);
    expect([...collapsedAfterGroupingChange(new Set(['x']), false)]).toEqual(['x']);
  });
});
