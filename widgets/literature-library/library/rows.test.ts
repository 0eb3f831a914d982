import { describe, expect, it } from 'vitest';
import type {
  FundClassDocument,
  FundLiteratureData,
  LiteratureBundles,
  ProductDocument,
} from '../../../services/literature';
import type { SiteLinkContext } from '../links';
import {
  cartItemOf,
  classText,
  fundLiteratureRows,
  fundNameHref,
  fundNameText,
  fundTypeText,
  isDisplayed,
  isOrderable,
  literatureTypeText,
  mailOrderLabel,
  smaDocType,
  smaLiteratureRows,
  type LiteratureRow,
} from './rows';
import { tabOf } from './tabs';

const BUNDLES: LiteratureBundles = {
  prospectusDomain: 'https://docs.prospectus.example/cm',
  mailOrder: { 'Fact Sheet': 'FS', Prospectus: 'PROS', 'Shareholder Reports': 'SHR', 'Fund Commentary': 'false' },
  docTypes: { summaryProspectus: 'SP', prospectus: 'P' },
};
const ADVISOR: SiteLinkContext = { audience: 'advisor', siteBase: '', binariesBase: '/binaries' };
const INVESTOR: SiteLinkContext = { audience: 'investor', siteBase: '/investor', binariesBase: '/binaries' };

const doc = (docType: string, extra: Partial<ProductDocument> = {}): ProductDocument => ({
  docType,
  fileName: docType,
  url: `/binaries/content/assets/cm/literature/${docType.toLowerCase().replace(/\W+/g, '-')}.pdf`,
  displayLiterature: true,
  displayInvestor: true,
  ...extra,
});

const GROWTH_A: FundClassDocument = {
  title: 'Calder Meridian Growth Fund',
  cusip: '123456789',
  symbol: 'CMGAX',
  classCategory: 'A',
  fundRef: 'fund-growth',
  documents: [
    doc('Fact Sheet'),
    doc('Fund Commentary', { displayInvestor: false }),
    doc('Attribution/Contribution', {
      url: '/binaries/content/assets/cm/literature/secure/attr.pdf',
      displayInvestor: false,
    }),
    doc('Product Guide', { displayLiterature: false }),
  ],
};

function data(classes: FundClassDocument[], extra: Partial<FundLiteratureData> = {}): FundLiteratureData {
  return {
    fundCategories: new Map([['fund-growth', 'Retail and Institutional']]),
    classes,
    summaryProspectuses: [{ cusip: '123456789', flags: ['summaryProspectus', 'prospectus', 'annualReport'] }],
    bundles: BUNDLES,
    ...extra,
  };
}

const MF = tabOf('mutual-funds');

describe('fund literature rows (products spec 3 "Literature row")', () => {
  it("gives each displayed document of a class a row with the tab's label, the fund group and its cart id", () => {
    const rows = fundLiteratureRows(data([GROWTH_A]), MF, ADVISOR);
    expect(rows[0]).toEqual({
      id: '123456789_Fact Sheet',
      fundName: 'Calder Meridian Growth Fund',
      fundClass: 'A',
      cusip: '123456789',
      symbol: 'CMGAX',
      productType: 'Mutual Funds',
      fundGroup: 'Retail and Institutional',
      docType: 'Fact Sheet',
      fileName: 'Fact Sheet',
      url: '/binaries/content/assets/cm/literature/fact-sheet.pdf',
      secure: false,
      byEmailOrder: 'FS',
    });
  });

  it('adds the summary-prospectus documents at {domain}/{cusip}/{literatureDoctypes[flag]}, only those with an address', () => {
    const rows = fundLiteratureRows(data([GROWTH_A]), MF, ADVISOR);
    const prospectus = rows.filter((row) => row.url.startsWith(BUNDLES.prospectusDomain));
    expect(prospectus.map((row) => [row.docType, row.url, row.byEmailOrder])).toEqual([
      ['Summary Prospectus', 'https://docs.prospectus.example/cm/123456789/SP', 'false'],
      ['Prospectus', 'https://docs.prospectus.example/cm/123456789/P', 'PROS'],
    ]);
  });

  it('reads the mail-order bundle without the spaces around its values; one of spaces is not orderable', () => {
    const padded = {
      ...BUNDLES,
      mailOrder: { 'Fact Sheet': ' FS  ', 'Fund Commentary': ' false ', Prospectus: '   ' },
    };
    const rows = fundLiteratureRows(data([GROWTH_A], { bundles: padded }), MF, ADVISOR);
    const byType = (docType: string) => rows.find((row) => row.docType === docType)!;
    expect(byType('Fact Sheet').byEmailOrder).toBe('FS');
    expect(isOrderable(byType('Fact Sheet'))).toBe(true);
    expect(byType('Fund Commentary').byEmailOrder).toBe('false');
    expect(isOrderable(byType('Fund Commentary'))).toBe(false);
    expect(byType('Prospectus').byEmailOrder).toBe('false');
  });

  it('marks a document secure when its url contains /secure/', () => {
    const rows = fundLiteratureRows(data([GROWTH_A]), MF, ADVISOR);
    expect(rows.find((row) => row.docType === 'Attribution/Contribution')?.secure).toBe(true);
    expect(rows.filter((row) => row.secure)).toHaveLength(1);
  });

  it('the advisor site shows displayLiterature documents; the investor site also needs displayInvestor (spec 6)', () => {
    const advisor = fundLiteratureRows(data([GROWTH_A]), MF, ADVISOR).map((row) => row.docType);
    const investor = fundLiteratureRows(data([GROWTH_A]), MF, INVESTOR).map((row) => row.docType);
    expect(advisor).toEqual([
      'Fact Sheet',
      'Fund Commentary',
      'Attribution/Contribution',
      'Summary Prospectus',
      'Prospectus',
    ]);
    expect(investor).toEqual(['Fact Sheet', 'Summary Prospectus', 'Prospectus']);
    expect(isDisplayed({ displayLiterature: false, displayInvestor: true }, 'advisor')).toBe(false);
    expect(isDisplayed({ displayLiterature: true, displayInvestor: false }, 'institutional')).toBe(true);
  });

  it('defaults the fund group to Retail when the fund has no category', () => {
    const rows = fundLiteratureRows(data([{ ...GROWTH_A, fundRef: 'unknown' }]), MF, ADVISOR);
    expect(new Set(rows.map((row) => row.fundGroup))).toEqual(new Set(['Retail']));
  });

  it('keeps the first of two documents with the same cart id', () => {
    const twice: FundClassDocument = { ...GROWTH_A, documents: [doc('Prospectus'), doc('Fact Sheet')] };
    const rows = fundLiteratureRows(data([twice]), MF, ADVISOR);
    expect(rows.filter((row) => row.docType === 'Prospectus').map((row) => row.url)).toEqual([
      '/binaries/content/assets/cm/literature/prospectus.pdf',
    ]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
  });

  it('leaves out classes without a title and documents without a doc type', () => {
    const rows = fundLiteratureRows(
      data([
        { ...GROWTH_A, title: '' },
        { ...GROWTH_A, cusip: '987654321', documents: [doc('')] },
      ]),
      MF,
      ADVISOR,
    );
    expect(rows).toEqual([]);
  });
});

describe('SMA rows (products spec 2.15, 3, 9)', () => {
  const SMA = tabOf('sma-completion-portfolios');
  const sections = [
    {
      label: 'Core Fixed Income Completion Portfolio',
      items: [
        { label: 'Fact Sheet', links: [{ text: 'Fact Sheet', url: '/binaries/content/assets/cm/sma/fs.pdf' }] },
        {
          label: 'Annual Report',
          links: [{ text: '2026 Annual Report', url: '/binaries/content/assets/cm/sma/ar.pdf' }],
        },
        { label: 'Third Quarter Report', links: [{ text: '', url: '/binaries/content/assets/cm/sma/q3.pdf' }] },
      ],
    },
  ];

  it('maps the shareholder report kinds to "Shareholder Reports" and nothing else', () => {
    expect(
      ['Annual Report', 'Semiannual Report', 'First Quarter Report', 'Third Quarter Report', 'Fact Sheet'].map(
        smaDocType,
      ),
    ).toEqual([
      'Shareholder Reports',
      'Shareholder Reports',
      'Shareholder Reports',
      'Shareholder Reports',
      'Fact Sheet',
    ]);
  });

  it('gives each link a row of fund group Managed Accounts with no cusip and no class', () => {
    const rows = smaLiteratureRows(sections, BUNDLES, SMA, ADVISOR);
    expect(rows.map((row) => [row.id, row.docType, row.fileName, row.byEmailOrder])).toEqual([
      ['Core Fixed Income Completion Portfolio_Fact Sheet', 'Fact Sheet', 'Fact Sheet', 'FS'],
      ['Core Fixed Income Completion Portfolio_2026 Annual Report', 'Shareholder Reports', '2026 Annual Report', 'SHR'],
      [
        'Core Fixed Income Completion Portfolio_Third Quarter Report',
        'Shareholder Reports',
        'Third Quarter Report',
        'SHR',
      ],
    ]);
    expect(rows[0]).toMatchObject({
      cusip: 'null',
      fundClass: null,
      fundGroup: 'Managed Accounts',
      productType: 'Separately Managed Accounts',
    });
  });
});

describe('what the columns show (products spec 2.15)', () => {
  const [row] = fundLiteratureRows(data([GROWTH_A]), MF, ADVISOR) as [LiteratureRow];

  it('Fund Name: "SYMBOL - name" on the ETF tab, the name elsewhere', () => {
    expect(fundNameText(row, 'exchange-traded-funds')).toBe('CMGAX - Calder Meridian Growth Fund');
    expect(fundNameText(row, 'mutual-funds')).toBe('Calder Meridian Growth Fund');
    expect(fundNameText({ ...row, symbol: '' }, 'exchange-traded-funds')).toBe('Calder Meridian Growth Fund');
  });

  it('Fund Name links to the detail page, except a row with cusip "null" or without a link', () => {
    const detailLink = (fund: { productType: string; cusip: string }) =>
      fund.cusip === 'none' ? undefined : `/investment-products/${fund.productType}/x/details/?cusip=${fund.cusip}`;
    expect(fundNameHref(row, 'mutual-funds', detailLink)).toBe(
      '/investment-products/mutual-funds/x/details/?cusip=123456789',
    );
    expect(fundNameHref({ ...row, cusip: 'null' }, 'mutual-funds', detailLink)).toBeUndefined();
    expect(fundNameHref({ ...row, cusip: 'none' }, 'mutual-funds', detailLink)).toBeUndefined();
    expect(fundNameHref(row, 'mutual-funds', undefined)).toBeUndefined();
  });

  it('Class: null shows as None', () => {
    expect(classText(row)).toBe('A');
    expect(classText({ fundClass: null })).toBe('None');
  });

  it('Literature Type: the file name, with "Investment Insights - " before an insight', () => {
    expect(literatureTypeText(row)).toBe('Fact Sheet');
    expect(literatureTypeText({ docType: 'Investment Insights', fileName: 'Rates outlook' })).toBe(
      'Investment Insights - Rates outlook',
    );
  });

  it('Literature Type: an SMA shareholder report reads "Shareholder Reports" before its own name', () => {
    expect(literatureTypeText({ docType: 'Shareholder Reports', fileName: '2026 Annual Report' })).toBe(
      'Shareholder Reports - 2026 Annual Report',
    );
    expect(literatureTypeText({ docType: 'Shareholder Reports', fileName: 'Shareholder Reports' })).toBe(
      'Shareholder Reports',
    );
  });

  it('Fund Type: the spec 9 label of the fund group, a group without one as it is named', () => {
    expect(fundTypeText(row)).toBe('Mutual Fund');
    expect(fundTypeText({ fundGroup: 'Retail' })).toBe('Mutual Fund');
    expect(fundTypeText({ fundGroup: 'Retail ETF' })).toBe('Exchange Traded Fund');
    expect(fundTypeText({ fundGroup: 'Closed End' })).toBe('Closed-End Fund');
    expect(fundTypeText({ fundGroup: 'Variable Products' })).toBe('Variable Product');
    expect(fundTypeText({ fundGroup: 'Managed Accounts' })).toBe('Managed Accounts');
  });

  it('Mail Order: a checkbox only for a document the mail-order bundle lists, labelled Add to Cart / In Cart', () => {
    expect(isOrderable(row)).toBe(true);
    expect(isOrderable({ ...row, byEmailOrder: 'false' })).toBe(false);
    expect(mailOrderLabel(false)).toBe('Add to Cart');
    expect(mailOrderLabel(true)).toBe('In Cart');
  });

  it('makes the cart item of products spec 3 from a row', () => {
    expect(cartItemOf(row)).toEqual({
      cusip: '123456789',
      fundName: 'Calder Meridian Growth Fund',
      productType: 'Mutual Funds',
      dDocType: 'Fact Sheet',
      fileName: 'Fact Sheet',
      fileDDocType: 'FS',
      fileUrl: '/binaries/content/assets/cm/literature/fact-sheet.pdf',
      fundClass: 'A',
    });
  });
});
