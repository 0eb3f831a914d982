import { describe, expect, it } from 'vitest';
import { CIT_COLUMNS, citDocumentColumn, citRows, toggleCitSubscription, type CitSubscription } from './model';

const TRUST = {
  id: 'cit-1',
  fundName: 'Calder Meridian Stable Value Trust',
  docs: [
    { fileName: 'Story Sheet', url: '/binaries/ss.pdf' },
    { fileName: 'Fact Sheet', url: '/binaries/fs.pdf' },
    { fileName: 'Quarterly Commentary', url: '/binaries/secure/qc.pdf' },
    { fileName: 'Declaration of Trust', url: '/binaries/dt.pdf' },
  ],
};
const SUBSCRIPTION: CitSubscription = {
  id: 'sub-1',
  docId: 'doc-1',
  name: 'Calder Meridian Stable Value Trust',
  selected: false,
  literature: [
    { name: 'Fact Sheet', selected: false },
    { name: 'Commentary', selected: false },
  ],
};

describe('CIT and stable value tables (products spec 2.19)', () => {
  it('has the columns of each mode', () => {
    expect(CIT_COLUMNS.cits).toEqual(['fundName', 'factSheets', 'commentaries', 'emailUpdates']);
    expect(CIT_COLUMNS['stable-value-funds']).toEqual(['storySheets', 'factSheets', 'factSheetEmailUpdates']);
  });

  it('puts each document in its column by its text and leaves out the others', () => {
    expect(citDocumentColumn('Fact sheet (PDF)')).toBe('factSheets');
    expect(citDocumentColumn('Declaration of Trust')).toBeUndefined();
    const [row] = citRows([TRUST], [SUBSCRIPTION]);
    expect(row?.storySheets.map((d) => d.url)).toEqual(['/binaries/ss.pdf']);
    expect(row?.factSheets.map((d) => d.url)).toEqual(['/binaries/fs.pdf']);
    expect(row?.commentaries).toEqual([
      { fileName: 'Quarterly Commentary', url: '/binaries/secure/qc.pdf', secure: true },
    ]);
    expect(row?.subscription).toBe(SUBSCRIPTION);
    // Without a subscription of its name, a row has its own: its fact sheets and commentaries, none selected.
    expect(citRows([TRUST])[0]?.subscription).toEqual({
      id: 'cit-1',
      docId: 'cit-1',
      name: 'Calder Meridian Stable Value Trust',
      selected: false,
      literature: [
        { name: 'Fact Sheet', selected: false },
        { name: 'Quarterly Commentary', selected: false },
      ],
    });
  });

  it('toggling adds the document to the selected set and updates the Commentary item, then removes it', () => {
    const on = toggleCitSubscription(new Set(['other']), SUBSCRIPTION);
    expect([...on.selected]).toEqual(['other', 'doc-1']);
    expect(on.subscription.selected).toBe(true);
    expect(on.subscription.literature).toEqual([
      { name: 'Fact Sheet', selected: false },
      { name: 'Commentary', selected: true },
    ]);
    const off = toggleCitSubscription(on.selected, on.subscription);
    expect([...off.selected]).toEqual(['other']);
    expect(off.subscription.literature[1]?.selected).toBe(false);
  });
});
