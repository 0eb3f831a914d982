import { describe, expect, it, vi } from 'vitest';
import {
  categoryText,
  documentHref,
  dollarAmount,
  fundNameByCusip,
  fundProductType,
  headerTexts,
  literatureProductLabel,
  mailOrderValue,
  ratingStars,
  ratingText,
  selectedShareClass,
  shareClassOptions,
} from './model';

describe('fund group resolution for fund pages (products spec 3)', () => {
  const pathOf = (fundGroup: string | null, layoutId: string | null = null) =>
    fundProductType({ fundGroup, layoutId }).path;

  it('Retail, and Retail and Institutional, are mutual funds; the other groups map to their own', () => {
    expect(pathOf('Retail')).toBe('mutual-funds');
    expect(pathOf('Retail and Institutional')).toBe('mutual-funds');
    expect(pathOf('Closed End')).toBe('closed-end-funds');
    expect(pathOf('Retail ETF')).toBe('exchange-traded-funds');
    expect(pathOf('Future Scholar 529')).toBe('529-plan');
    expect(pathOf('Variable Products')).toBe('variable-products');
    expect(pathOf('Model Portfolios')).toBe('model-portfolios');
    expect(pathOf('Interval Fund')).toBe('interval-funds');
  });

  it('any other value is a mutual fund; layoutID 36 is an ETF whatever the group', () => {
    expect(pathOf('Exchange Traded Fund Index')).toBe('mutual-funds');
    expect(pathOf(null)).toBe('mutual-funds');
    expect(pathOf('Retail', '36')).toBe('exchange-traded-funds');
  });

  it('reads a group or a layoutID sent with spaces around it', () => {
    expect(pathOf(' Closed End ')).toBe('closed-end-funds');
    expect(pathOf('Retail', ' 36 ')).toBe('exchange-traded-funds');
  });

  it("a cart item's product type is the literature library's tab label, else the product type's", () => {
    expect(literatureProductLabel(fundProductType({ fundGroup: 'Retail', layoutId: null }))).toBe('Mutual Funds');
    expect(literatureProductLabel(fundProductType({ fundGroup: 'Closed End', layoutId: null }))).toBe(
      'Listed Closed-End Funds',
    );
    expect(literatureProductLabel(fundProductType({ fundGroup: 'Model Portfolios', layoutId: null }))).toBe(
      'Model Portfolios',
    );
  });
});

describe('the share-class switch (products spec 2.14)', () => {
  const classes = [
    { fundClass: 'A', cusip: '19765Y514', symbol: 'CLCGX' },
    { fundClass: 'Institutional', cusip: '19765Y522', symbol: null },
    { fundClass: 'A', cusip: '19765y514', symbol: 'CLCGX' },
    { fundClass: null, cusip: '19765Y530', symbol: 'CLCNX' },
  ];

  it('lists each class once, named by its class and ticker; no class reads None', () => {
    expect(shareClassOptions({ classes, fundClass: 'A', symbol: 'CLCGX' }, '19765Y514')).toEqual([
      { cusip: '19765Y514', fundClass: 'A', label: 'A (CLCGX)' },
      { cusip: '19765Y522', fundClass: 'Institutional', label: 'Institutional' },
      { cusip: '19765Y530', fundClass: null, label: 'None (CLCNX)' },
    ]);
  });

  it('reads classes, tickers and cusips sent with spaces around them, each cusip once', () => {
    const spaced = [
      { fundClass: ' A ', cusip: ' 19765Y514 ', symbol: ' CLCGX ' },
      { fundClass: 'A', cusip: '19765Y514', symbol: 'CLCGX' },
      { fundClass: ' ', cusip: '19765Y530', symbol: ' ' },
    ];
    expect(shareClassOptions({ classes: spaced, fundClass: 'A', symbol: 'CLCGX' }, '19765Y514')).toEqual([
      { cusip: '19765Y514', fundClass: 'A', label: 'A (CLCGX)' },
      { cusip: '19765Y530', fundClass: null, label: 'None' },
    ]);
  });

  it("selects the page's class among the others", () => {
    const options = shareClassOptions({ classes, fundClass: 'A', symbol: 'CLCGX' }, '19765Y514');
    expect(selectedShareClass(options, '19765y522')?.label).toBe('Institutional');
    expect(selectedShareClass(options, '000000000')).toBeUndefined();
  });

  it("puts the page's own class first when the list leaves it out", () => {
    const options = shareClassOptions({ classes: classes.slice(1, 2), fundClass: 'C', symbol: 'CLCCX' }, '19765Y548');
    expect(options.map((option) => option.label)).toEqual(['C (CLCCX)', 'Institutional']);
    expect(selectedShareClass(options, '19765y548')?.fundClass).toBe('C');
  });
});

describe('the header (products spec 2.14, 9 "Ratings: 1–5 stars")', () => {
  it('a rating is 1 to 5 stars, with its text equivalent', () => {
    expect(ratingStars('4')).toBe(4);
    expect(ratingStars(1)).toBe(1);
    expect(ratingStars('5')).toBe(5);
    expect(ratingText(4)).toBe('4 out of 5 stars');
    for (const none of ['-', '', null, undefined, '0', 6, '3.5', 'N/A']) expect(ratingStars(none)).toBeUndefined();
  });

  it('the category is investCatg / subCtgValue, those given', () => {
    expect(categoryText({ investCatg: 'Domestic Equity', subCtgValue: 'Large Cap' })).toBe(
      'Domestic Equity / Large Cap',
    );
    expect(categoryText({ investCatg: null, subCtgValue: 'Large Cap' })).toBe('Large Cap');
    expect(categoryText({ investCatg: ' ', subCtgValue: null })).toBeNull();
  });
});

describe("the header's texts (CMS text fields)", () => {
  it('are shown as text: references decoded, markup dropped, a text left empty as none', () => {
    const header = {
      fundName: 'Calder Meridian&reg; <b>Growth</b> Fund',
      symbol: '<b>CMGAX</b>',
      fundClass: '<script>alert(1)</script>',
      classes: [{ fundClass: 'A &amp; B', cusip: '1', symbol: null }],
      investorGoals: ['Grow <i>assets</i>', '<img src=x onerror=alert(1)>'],
      mStarRiskVsCtg: 'Above &lt;b&gt; average',
      mStarOverallRating: '4',
      mStarCategory: null,
      mStarRatingAsOfDt: '2026-10-31',
      investCatg: 'Domestic Equity',
      subCtgValue: ' ',
      multiManager: false,
      fundFactsURL: null,
      prospectusURL: null,
      attrReportURL: null,
    };
    expect(headerTexts(header)).toEqual({
      ...header,
      fundName: 'Calder Meridian® Growth Fund',
      symbol: 'CMGAX',
      fundClass: null,
      classes: [{ fundClass: 'A & B', cusip: '1', symbol: null }],
      investorGoals: ['Grow assets'],
      mStarRiskVsCtg: 'Above <b> average',
      subCtgValue: null,
    });
  });
});

describe('investment minimums (products spec 3 "summary.fundBasicDetail", 5)', () => {
  it('are dollar amounts grouped by thousands, cents only when there are some', () => {
    expect(dollarAmount('1000')).toBe('$1,000');
    expect(dollarAmount(50)).toBe('$50');
    expect(dollarAmount('2500.5')).toBe('$2,500.50');
    expect(dollarAmount('$1,000')).toBe('$1,000');
    expect(dollarAmount('$2,500.5')).toBe('$2,500.50');
    expect(dollarAmount(' 1 000 ')).toBe('$1,000');
    expect(dollarAmount(0)).toBe('$0');
  });

  it('a missing figure is "-"; a text that is no number is shown as sent', () => {
    for (const none of ['-', '', ' ', null, undefined]) expect(dollarAmount(none)).toBe('-');
    expect(dollarAmount('None')).toBe('None');
    expect(dollarAmount(' None ')).toBe('None');
  });
});

describe("the breadcrumb's fund name (products spec 2.14)", () => {
  const fund = (fundName: string, ...cusips: string[]) => ({
    fundName,
    classes: cusips.map((cusip) => ({ cusip })),
  });

  it('is the name of the fund holding the cusip, else the only fund listed', () => {
    const products = [{ funds: [fund('Small Cap Fund', '1'), fund('Growth Fund', '19765Y514', '19765Y522')] }];
    expect(fundNameByCusip(products, '19765y522')).toBe('Growth Fund');
    expect(fundNameByCusip([{ funds: [fund('Growth Fund', 'other')] }], '19765Y522')).toBe('Growth Fund');
    expect(fundNameByCusip(products, '000000000')).toBeUndefined();
    expect(fundNameByCusip([], '19765Y522')).toBeUndefined();
    expect(fundNameByCusip([{ funds: [fund('  ', '19765Y522')] }], '19765Y522')).toBeUndefined();
  });

  it('finds the cusip sent or asked with spaces around it', () => {
    const products = [{ funds: [fund('Small Cap Fund', '1'), fund('Growth Fund', ' 19765Y514 ')] }];
    expect(fundNameByCusip(products, '19765Y514')).toBe('Growth Fund');
    expect(
      fundNameByCusip([{ funds: [fund('Small Cap Fund', '1'), fund('Growth Fund', '19765Y514')] }], ' 19765Y514 '),
    ).toBe('Growth Fund');
  });
});

describe('documents and literature (products spec 2.1, 3 "Cart item", 6)', () => {
  const advisor = { audience: 'advisor' as const, siteBase: '', binariesBase: '/binaries', allowedOrigins: [] };
  const investor = { ...advisor, audience: 'investor' as const, siteBase: '/investor' };

  it("links a document of the site, with the investor site's prefix (PDFs and binaries excepted)", () => {
    expect(documentHref('/binaries/cm/fact-sheet.pdf', investor)).toBe('/binaries/cm/fact-sheet.pdf');
    expect(documentHref('/resources/literature/guide', investor)).toBe('/investor/resources/literature/guide');
    expect(documentHref('/resources/literature/guide', advisor)).toBe('/resources/literature/guide');
    expect(documentHref(' /resources/literature/guide ', investor)).toBe('/investor/resources/literature/guide');
  });

  it('no address, on the investor site as well, is no link', () => {
    expect(documentHref(null, investor)).toBeUndefined();
    expect(documentHref(undefined, investor)).toBeUndefined();
    expect(documentHref('  ', investor)).toBeUndefined();
  });

  it('a script, another site not allowed, or no address is no link', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const url of [
      'javascript:alert(1)',
      ' JAVASCRIPT:alert(1)',
      'data:text/html,x',
      '//evil.example/a.pdf',
      '',
      null,
    ])
      expect(documentHref(url, advisor)).toBeUndefined();
    expect(documentHref('https://docs.example/a.pdf', { ...advisor, allowedOrigins: ['https://docs.example'] })).toBe(
      'https://docs.example/a.pdf',
    );
    warn.mockRestore();
  });

  it("a document can be ordered when the mail-order bundle gives its title a value other than 'false'", () => {
    const bundle = { 'Fact Sheet': 'FactSheet', Prospectus: 'false', Report: ' ' };
    expect(mailOrderValue(bundle, 'Fact Sheet')).toBe('FactSheet');
    expect(mailOrderValue(bundle, 'Prospectus')).toBeUndefined();
    expect(mailOrderValue(bundle, 'Report')).toBeUndefined();
    expect(mailOrderValue(bundle, 'toString')).toBeUndefined();
  });
});
