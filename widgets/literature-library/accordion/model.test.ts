import { describe, expect, it } from 'vitest';
import { accordionAnchor, expandScrollAt, expandScrollTop, expandTarget, fundLiteratureSections } from './model';
import type { LiteratureRow } from '../library/rows';

const SECTIONS = [
  {
    label: 'Core Fixed Income',
    items: [
      { label: 'Fact Sheet', links: [] },
      { label: 'U.S. Treasury Overview', links: [] },
    ],
  },
  { label: 'Municipal Ladder 1-10 Yr.', items: [{ label: 'Fact Sheet', links: [] }] },
];

describe('expand= (products spec 2.15)', () => {
  it('compares labels lowercased with spaces and dots removed', () => {
    expect(accordionAnchor('U.S. Treasury  Overview')).toBe('ustreasuryoverview');
  });

  it('opens the outer section the query names', () => {
    expect(expandTarget('?expand=municipal%20ladder%201-10%20yr', SECTIONS)).toEqual({ section: 1 });
    expect(expandTarget('?expand=CoreFixedIncome', SECTIONS)).toEqual({ section: 0 });
  });

  it('opens an inner section with its outer one, the first that matches', () => {
    expect(expandTarget('?expand=us%20treasury%20overview', SECTIONS)).toEqual({ section: 0, item: 1 });
    expect(expandTarget('?expand=fact+sheet', SECTIONS)).toEqual({ section: 0, item: 0 });
  });

  it('opens nothing without the query, with an empty one, or one that matches nothing', () => {
    for (const search of ['', '?other=1', '?expand=', '?expand=...', '?expand=prospectus'])
      expect(expandTarget(search, SECTIONS)).toBeUndefined();
  });
});

describe("a fund page's literature block", () => {
  it("lists the fund's document categories with their documents", () => {
    const base = {
      fundName: 'F',
      fundClass: 'A',
      cusip: '1',
      symbol: '',
      productType: 'Mutual Funds',
      fundGroup: 'Retail',
      secure: false,
      byEmailOrder: 'false',
    };
    const rows: LiteratureRow[] = [
      { ...base, id: '1', docType: 'Fact Sheet', fileName: 'Fact Sheet', url: '/binaries/fs.pdf' },
      { ...base, id: '2', docType: 'Investment Insights', fileName: 'Rates outlook', url: '/binaries/ii.pdf' },
      { ...base, id: '3', docType: 'Investment Insights', fileName: 'Credit cycle', url: '' },
    ];
    expect(fundLiteratureSections(rows)).toEqual([
      {
        label: 'Fact Sheet',
        items: [{ label: 'Fact Sheet', links: [{ text: 'Fact Sheet', url: '/binaries/fs.pdf' }] }],
      },
      {
        label: 'Investment Insights',
        items: [
          {
            label: 'Investment Insights - Rates outlook',
            links: [{ text: 'Investment Insights - Rates outlook', url: '/binaries/ii.pdf' }],
          },
          { label: 'Investment Insights - Credit cycle', links: [] },
        ],
      },
    ]);
  });
});

describe('the expand= scroll (products spec 2.15, 9)', () => {
  it('scrolls to the section with a -140 offset, never above the top', () => {
    expect(expandScrollTop(600, 200)).toBe(660);
    expect(expandScrollTop(50, 0)).toBe(0);
  });

  it('takes 400 ms from where the page is to the section', () => {
    expect(expandScrollAt(100, 900, 0)).toBe(100);
    expect(expandScrollAt(100, 900, 200)).toBe(500);
    expect(expandScrollAt(100, 900, 400)).toBe(900);
    expect(expandScrollAt(100, 900, 1000)).toBe(900);
  });
});
