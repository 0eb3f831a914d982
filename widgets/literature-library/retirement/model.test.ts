import { describe, expect, it } from 'vitest';
import {
  camelCaseKey,
  factSheetText,
  RETIREMENT_COLUMNS,
  retirementCell,
  retirementGroups,
  retirementRows,
} from './model';

const fund = (cusip: string, fundName: string, group: string, names: string[]) => ({
  cusip,
  fundName,
  group,
  documents: names.map((fileName) => ({ fileName, url: `/binaries/${camelCaseKey(fileName)}-${cusip}.pdf` })),
});

describe('retirement literature (products spec 2.20, 3)', () => {
  it('keys documents by the camel-cased file name', () => {
    expect(['Fact Sheet', 'Quarterly Fund Commentary', 'Investor Guide', 'product guide'].map(camelCaseKey)).toEqual([
      'factSheet',
      'quarterlyFundCommentary',
      'investorGuide',
      'productGuide',
    ]);
  });

  it('fills Fact Sheets, Commentaries (quarterly fund commentary) and Fund Guides (investor, else product guide)', () => {
    const [withInvestor, withProduct] = retirementRows([
      fund('1', 'Core Bond Fund', 'Fixed Income', [
        'Fact Sheet',
        'Quarterly Fund Commentary',
        'Investor Guide',
        'Product Guide',
      ]),
      fund('2', 'Growth Fund', 'Equity', ['Product Guide']),
    ]);
    expect(retirementCell(withInvestor!, 'factSheets')?.url).toBe('/binaries/factSheet-1.pdf');
    expect(retirementCell(withInvestor!, 'commentaries')?.url).toBe('/binaries/quarterlyFundCommentary-1.pdf');
    expect(retirementCell(withInvestor!, 'fundGuides')?.url).toBe('/binaries/investorGuide-1.pdf');
    expect(retirementCell(withProduct!, 'fundGuides')?.url).toBe('/binaries/productGuide-2.pdf');
    expect(retirementCell(withProduct!, 'factSheets')).toBeUndefined();
  });

  it('shows the TARGET fact sheet with the "QDIA" prefix', () => {
    const document = { fileName: 'Fact Sheet', url: '/binaries/fs.pdf', secure: false };
    expect(factSheetText(document, 'TARGET')).toBe('QDIA Fact Sheet');
    expect(factSheetText(document, 'DCIO')).toBe('Fact Sheet');
    expect(RETIREMENT_COLUMNS.TARGET).toEqual(['fundName', 'factSheets']);
    expect(RETIREMENT_COLUMNS.DCIO).toEqual(['fundName', 'factSheets', 'commentaries', 'fundGuides']);
  });

  it('groups the DCIO rows by subcategory, groups and funds in name order, each fund once', () => {
    const rows = retirementRows([
      fund('1', 'Short Duration Fund', 'Fixed Income', []),
      fund('2', 'Large Cap Fund', 'Equity', []),
      fund('3', 'Core Bond Fund', 'Fixed Income', []),
      fund('3', 'Core Bond Fund', 'Fixed Income', []),
    ]);
    expect(retirementGroups(rows).map(({ group, rows: members }) => [group, members.map((r) => r.fundName)])).toEqual([
      ['Equity', ['Large Cap Fund']],
      ['Fixed Income', ['Core Bond Fund', 'Short Duration Fund']],
    ]);
  });
});
