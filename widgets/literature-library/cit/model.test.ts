import { describe, expect, it } from 'vitest';
import { CIT_COLUMNS, citDocumentColumn, citRows } from './model';

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
describe('CIT and stable value tables (products spec 2.19)', () => {
  it('has the columns of each mode', () => {
    expect(CIT_COLUMNS.cits).toEqual(['fundName', 'factSheets', 'commentaries', 'emailUpdates']);
    // The spec's three document columns, headed by the fund whose documents they are.
    expect(CIT_COLUMNS['stable-value-funds']).toEqual([
      'fundName',
      'storySheets',
      'factSheets',
      'factSheetEmailUpdates',
    ]);
  });

  it('puts each document in its column by its text and leaves out the others', () => {
    expect(citDocumentColumn('Fact sheet (PDF)')).toBe('factSheets');
    expect(citDocumentColumn('Declaration of Trust')).toBeUndefined();
    const [row] = citRows([TRUST]);
    expect(row?.storySheets.map((d) => d.url)).toEqual(['/binaries/ss.pdf']);
    expect(row?.factSheets.map((d) => d.url)).toEqual(['/binaries/fs.pdf']);
    expect(row?.commentaries).toEqual([
      { fileName: 'Quarterly Commentary', url: '/binaries/secure/qc.pdf', secure: true },
    ]);
    expect(Object.keys(row ?? {})).toEqual(['id', 'fundName', 'storySheets', 'factSheets', 'commentaries']);
  });
});
