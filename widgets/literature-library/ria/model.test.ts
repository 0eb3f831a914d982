import { describe, expect, it } from 'vitest';
import type { FundClassDocument, ProductDocument } from '../../../services/literature';
import { RIA_COLUMNS, riaFundLabel, riaRows } from './model';

const doc = (docType: string, fileName = docType, extra: Partial<ProductDocument> = {}): ProductDocument => ({
  docType,
  fileName,
  url: `/binaries/content/assets/cm/ria/${fileName.replace(/\W+/g, '-')}.pdf`,
  displayLiterature: true,
  displayInvestor: true,
  ...extra,
});

const FUND: FundClassDocument = {
  title: 'Calder Meridian Core Bond Fund',
  cusip: '123456789',
  symbol: 'CMCBX',
  classCategory: 'Institutional2',
  closedFundMsg: 'This fund is closed to new investors.',
  documents: [
    doc('Fact Sheet'),
    doc('Fund Commentary', 'Quarterly Fund Commentary'),
    doc('Fund Commentary', 'Annual Fund Commentary'),
    doc('Attribution/Contribution', 'Attribution/Contribution', { url: '/binaries/content/assets/cm/secure/ac.pdf' }),
    doc('Prospectus'),
    doc('Fact Sheet', 'Old Fact Sheet', { displayLiterature: false }),
  ],
};
const LINKS = { audience: 'advisor' as const, siteBase: '', binariesBase: '/binaries' };

describe('RIA focus funds (products spec 2.18, 9)', () => {
  it('puts Attribution/Contribution under Reports, fact sheets and the fund commentaries in their columns', () => {
    const [row] = riaRows([FUND], LINKS);
    expect(row?.reports).toEqual([
      { fileName: 'Attribution/Contribution', url: '/binaries/content/assets/cm/secure/ac.pdf', secure: true },
    ]);
    expect(row?.factSheets.map((d) => d.fileName)).toEqual(['Fact Sheet']);
    expect(row?.commentaries.map((d) => d.fileName)).toEqual(['Quarterly Fund Commentary', 'Annual Fund Commentary']);
    expect(row?.closedFundMsg).toBe('This fund is closed to new investors.');
  });

  it('shows the fund as "name (symbol)"', () => {
    expect(riaFundLabel({ fundName: 'Core Bond Fund', symbol: 'CMCBX' })).toBe('Core Bond Fund (CMCBX)');
    expect(riaFundLabel({ fundName: 'Core Bond Fund', symbol: '' })).toBe('Core Bond Fund');
  });

  it('has Reports, Fact Sheets and Commentaries for mutual funds, Fact Sheets for ETFs', () => {
    expect(RIA_COLUMNS['mutual-funds']).toEqual(['fundName', 'reports', 'factSheets', 'commentaries']);
    expect(RIA_COLUMNS['exchange-traded-funds']).toEqual(['fundName', 'factSheets']);
  });

  it('follows the investor display rule', () => {
    const investor = riaRows([{ ...FUND, documents: [doc('Fact Sheet', 'Fact Sheet', { displayInvestor: false })] }], {
      ...LINKS,
      audience: 'investor',
      siteBase: '/investor',
    });
    expect(investor[0]?.factSheets).toEqual([]);
  });
});
