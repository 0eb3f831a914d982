import { describe, expect, it } from 'vitest';
import {
  classOptions,
  clearFilters,
  DEFAULT_LIBRARY_SORT,
  displayingText,
  docTypeChips,
  INITIAL_LIBRARY_STATE,
  libraryView,
  matchesFundSearch,
  nextLibrarySort,
  selectedClass,
  sortLibraryRows,
  toggleDocType,
  type LibraryState,
} from './model';
import type { LiteratureRow } from './rows';
import { tabOf } from './tabs';

let sequence = 0;
function row(fields: Partial<LiteratureRow>): LiteratureRow {
  sequence += 1;
  return {
    id: `row-${sequence}`,
    fundName: 'Calder Meridian Growth Fund',
    fundClass: 'Institutional',
    cusip: `C${sequence}`,
    symbol: '',
    productType: 'Mutual Funds',
    fundGroup: 'Retail',
    docType: 'Fact Sheet',
    fileName: 'Fact Sheet',
    url: '/binaries/a.pdf',
    secure: false,
    byEmailOrder: 'FS',
    ...fields,
  };
}

const MF = tabOf('mutual-funds');
const ETF = tabOf('exchange-traded-funds');
const VP = tabOf('variable-products');
const IF = tabOf('interval-funds');

describe('Class dropdown (products spec 2.15)', () => {
  const rows = [
    row({ fundClass: 'Institutional3' }),
    row({ fundClass: 'A' }),
    row({ fundClass: 'Institutional' }),
    row({ fundClass: 'A' }),
    row({ fundClass: null }),
  ];

  it('offers the classes the documents have, in the share-class order', () => {
    expect(classOptions(rows, MF)).toEqual(['A', 'Institutional', 'Institutional3']);
  });

  it('exists only on mutual-funds, variable-products and interval-funds', () => {
    expect(classOptions(rows, ETF)).toEqual([]);
    expect(classOptions(rows, tabOf('closed-end-funds'))).toEqual([]);
    expect(classOptions(rows, tabOf('sma-completion-portfolios'))).toEqual([]);
    expect(classOptions(rows, IF)).not.toEqual([]);
  });

  it('defaults to Institutional on mutual-funds and interval-funds and to 1 on variable-products', () => {
    expect(selectedClass(['A', 'Institutional'], MF, undefined)).toBe('Institutional');
    expect(selectedClass(['A', 'C', 'Institutional'], IF, undefined)).toBe('Institutional');
    expect(selectedClass(['1', '2', '3'], VP, undefined)).toBe('1');
  });

  it("keeps the visitor's choice when the tab has it, else the default, else the first class", () => {
    expect(selectedClass(['A', 'Institutional'], MF, 'A')).toBe('A');
    expect(selectedClass(['A', 'Institutional'], MF, 'Z')).toBe('Institutional');
    expect(selectedClass(['2', '3'], VP, undefined)).toBe('2');
    expect(selectedClass([], MF, 'A')).toBeUndefined();
    expect(selectedClass(['A'], ETF, 'A')).toBeUndefined();
  });
});

describe('document-type chips (products spec 2.15, 9)', () => {
  it('lists the doc types in name order without Product Guide, Reports and the financial statements', () => {
    const rows = [
      'Prospectus',
      'Fact Sheet',
      'Product Guide',
      'Reports',
      'Annual Financial Statements and Additional Information',
      'Semiannual Financial Statements and Additional Information',
      'Annual Report',
      'Fact Sheet',
    ].map((docType) => row({ docType }));
    expect(docTypeChips(rows)).toEqual(['Annual Report', 'Fact Sheet', 'Prospectus']);
  });

  it('ticks and unticks a chip; "Clear all filters" empties the chips and the search', () => {
    const ticked = toggleDocType(toggleDocType(INITIAL_LIBRARY_STATE, 'Fact Sheet'), 'Prospectus');
    expect(ticked.docTypes).toEqual(['Fact Sheet', 'Prospectus']);
    expect(toggleDocType(ticked, 'Fact Sheet').docTypes).toEqual(['Prospectus']);
    const cleared = clearFilters({ ...ticked, search: 'growth', fundClass: 'A' });
    expect(cleared).toEqual({ ...INITIAL_LIBRARY_STATE, fundClass: 'A' });
  });
});

describe('"Find Literature by Fund"', () => {
  it('matches the fund name or the symbol, case-insensitively, ignoring outer spaces', () => {
    const etf = row({ fundName: 'Calder Meridian Quality ETF', symbol: 'CMQE' });
    expect(matchesFundSearch(etf, '  quality ')).toBe(true);
    expect(matchesFundSearch(etf, 'cmqe')).toBe(true);
    expect(matchesFundSearch(etf, 'bond')).toBe(false);
    expect(matchesFundSearch(etf, '   ')).toBe(true);
  });
});

describe('column sorts (products spec 2.15, 4)', () => {
  it('starts by fund name ascending; the current column toggles, a new column starts ascending', () => {
    expect(DEFAULT_LIBRARY_SORT).toEqual({ key: 'fundName', direction: 'asc' });
    expect(nextLibrarySort(DEFAULT_LIBRARY_SORT, 'fundName')).toEqual({ key: 'fundName', direction: 'desc' });
    expect(nextLibrarySort({ key: 'fundName', direction: 'desc' }, 'fileName')).toEqual({
      key: 'fileName',
      direction: 'asc',
    });
  });

  it('sorts Fund Name case-insensitively, then by file name', () => {
    const rows = [
      row({ fundName: 'bond Fund', fileName: 'Prospectus' }),
      row({ fundName: 'Alpha Fund', fileName: 'Prospectus' }),
      row({ fundName: 'Bond Fund', fileName: 'Fact Sheet' }),
    ];
    const names = (sorted: LiteratureRow[]) => sorted.map((r) => `${r.fundName}/${r.fileName}`);
    expect(names(sortLibraryRows(rows, { key: 'fundName', direction: 'asc' }, 'mutual-funds'))).toEqual([
      'Alpha Fund/Prospectus',
      'Bond Fund/Fact Sheet',
      'bond Fund/Prospectus',
    ]);
    expect(names(sortLibraryRows(rows, { key: 'fundName', direction: 'desc' }, 'mutual-funds'))[2]).toBe(
      'Alpha Fund/Prospectus',
    );
  });

  it('sorts ETFs by symbol plus name', () => {
    const rows = [row({ fundName: 'Alpha ETF', symbol: 'ZZZ' }), row({ fundName: 'Zeta ETF', symbol: 'AAA' })];
    expect(sortLibraryRows(rows, DEFAULT_LIBRARY_SORT, 'exchange-traded-funds').map((r) => r.symbol)).toEqual([
      'AAA',
      'ZZZ',
    ]);
    expect(sortLibraryRows(rows, DEFAULT_LIBRARY_SORT, 'mutual-funds').map((r) => r.symbol)).toEqual(['ZZZ', 'AAA']);
  });

  it('sorts Literature Type by file name, not by the displayed prefix', () => {
    const rows = [
      row({ docType: 'Investment Insights', fileName: 'Rates outlook' }),
      row({ docType: 'Prospectus', fileName: 'Prospectus' }),
      row({ docType: 'Fact Sheet', fileName: 'Fact Sheet' }),
    ];
    expect(sortLibraryRows(rows, { key: 'fileName', direction: 'asc' }, 'mutual-funds').map((r) => r.fileName)).toEqual(
      ['Fact Sheet', 'Prospectus', 'Rates outlook'],
    );
  });

  it('does not reorder the rows it is given', () => {
    const rows = [row({ fundName: 'B' }), row({ fundName: 'A' })];
    sortLibraryRows(rows, DEFAULT_LIBRARY_SORT, 'mutual-funds');
    expect(rows.map((r) => r.fundName)).toEqual(['B', 'A']);
  });
});

describe('the view and "Displaying X of Y Documents"', () => {
  const rows = [
    row({ fundName: 'Growth Fund', fundClass: 'Institutional', docType: 'Fact Sheet', fileName: 'Fact Sheet' }),
    row({ fundName: 'Growth Fund', fundClass: 'Institutional', docType: 'Prospectus', fileName: 'Prospectus' }),
    row({ fundName: 'Bond Fund', fundClass: 'Institutional', docType: 'Fact Sheet', fileName: 'Fact Sheet' }),
    row({ fundName: 'Bond Fund', fundClass: 'Institutional', docType: 'Reports', fileName: 'Reports' }),
    row({ fundName: 'Bond Fund', fundClass: 'A', docType: 'Annual Report', fileName: 'Annual Report' }),
  ];
  const state = (fields: Partial<LibraryState>): LibraryState => ({ ...INITIAL_LIBRARY_STATE, ...fields });

  it("scopes the tab's rows to the default class (Y) and shows them all, sorted, without filters (X = Y)", () => {
    const view = libraryView(rows, INITIAL_LIBRARY_STATE, MF);
    expect(view.fundClass).toBe('Institutional');
    expect(view.total).toBe(4);
    expect(view.rows.map((r) => `${r.fundName}/${r.fileName}`)).toEqual([
      'Bond Fund/Fact Sheet',
      'Bond Fund/Reports',
      'Growth Fund/Fact Sheet',
      'Growth Fund/Prospectus',
    ]);
    expect(view.chips).toEqual(['Fact Sheet', 'Prospectus']);
    expect(view.filtered).toBe(false);
  });

  it('filters by the ticked chips and the search (X), and counts the class scope (Y)', () => {
    const view = libraryView(rows, state({ docTypes: ['Fact Sheet'], search: 'growth' }), MF);
    expect(view.rows.map((r) => r.fundName)).toEqual(['Growth Fund']);
    expect(displayingText(view.rows.length, view.total)).toBe('Displaying 1 of 4 Documents');
    expect(view.filtered).toBe(true);
  });

  it('shows the documents of any ticked chip (OR), and none of a type no chip names', () => {
    const view = libraryView(rows, state({ docTypes: ['Fact Sheet', 'Prospectus'] }), MF);
    expect(view.rows.map((r) => `${r.fundName}/${r.docType}`)).toEqual([
      'Bond Fund/Fact Sheet',
      'Growth Fund/Fact Sheet',
      'Growth Fund/Prospectus',
    ]);
    expect(displayingText(view.rows.length, view.total)).toBe('Displaying 3 of 4 Documents');
  });

  it('switches the class scope, and forgets a ticked chip the class has no document of', () => {
    const view = libraryView(rows, state({ fundClass: 'A', docTypes: ['Prospectus'] }), MF);
    expect(view.total).toBe(1);
    expect(view.chips).toEqual(['Annual Report']);
    expect(view.docTypes).toEqual([]);
    expect(view.rows.map((r) => r.docType)).toEqual(['Annual Report']);
  });

  it('shows a document without a class in every class', () => {
    const shares = row({ fundName: 'Variable Series Shares', fundClass: null });
    const one = libraryView([...rows, shares], state({ fundClass: 'A' }), MF);
    expect(one.rows.map((r) => r.fundName)).toEqual(['Bond Fund', 'Variable Series Shares']);
    expect(libraryView([...rows, shares], INITIAL_LIBRARY_STATE, MF).total).toBe(5);
  });

  it('has no class scope on a tab without the dropdown', () => {
    const view = libraryView(rows, state({ fundClass: 'A' }), tabOf('closed-end-funds'));
    expect(view.fundClass).toBeUndefined();
    expect(view.total).toBe(5);
  });

  it('offers "Clear all filters" for a search or a ticked chip, not for a search of spaces', () => {
    expect(libraryView(rows, state({ search: '   ' }), MF)).toMatchObject({ filtered: false, total: 4 });
    expect(libraryView(rows, state({ search: '   ' }), MF).rows).toHaveLength(4);
    expect(libraryView(rows, state({ search: 'growth' }), MF).filtered).toBe(true);
    expect(libraryView(rows, state({ docTypes: ['Prospectus'] }), MF).filtered).toBe(true);
  });

  it('shows "Displaying 0 of Y Documents" when nothing matches', () => {
    const view = libraryView(rows, state({ search: 'no such fund' }), MF);
    expect(displayingText(view.rows.length, view.total)).toBe('Displaying 0 of 4 Documents');
  });
});
