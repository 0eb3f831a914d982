import { describe, expect, it } from 'vitest';
import { productListFundLinks, productListSections, PRODUCT_LIST_GROUPS } from './model';

describe('Product List link lists (products spec 2.11)', () => {
  it('lists the types and classes, Managed Accounts on the advisor site', () => {
    const sections = productListSections('', 'advisor');
    expect(sections.map((s) => [s.title, s.links.map((l) => l.text)])).toEqual([
      [
        'Mutual Funds',
        [
          'Class A',
          'Class C',
          'Class R',
          'Class V',
          'Class Advisor',
          'Class Institutional',
          'Class Institutional2',
          'Class Institutional3',
        ],
      ],
      ['529 Funds', ['Class A', 'Class C', 'Class E', 'Class I']],
      ['Variable Funds', ['Class 1', 'Class 2', 'Class 3', 'Shares']],
      ['Closed-End Funds', []],
      ['ETF Funds', []],
      ['Managed Accounts', []],
    ]);
    expect(sections[0]!.links[0]!.href).toBe('/investment-products/search-list/?type=mutualFunds&class=A');
    expect(sections[2]!.links[3]!.href).toBe('/investment-products/search-list/?type=variable&class=');
    expect(sections[3]!.href).toBe('/investment-products/search-list/?type=closedend');
    expect(sections[5]!.href).toBe('/investment-products/managed-accounts/');
  });

  it('leaves Managed Accounts out on the investor site', () => {
    const sections = productListSections('/investor', 'investor');
    expect(sections.map((s) => s.title)).not.toContain('Managed Accounts');
    expect(sections[4]!.href).toBe('/investor/investment-products/search-list/?type=etf');
  });

  it('reads each type from its product list group', () => {
    expect(PRODUCT_LIST_GROUPS).toEqual({
      mutualFunds: 'Retail',
      '529': 'FutureScholar529',
      variable: 'VariableProducts',
      closedend: 'ClosedEnd',
      etf: 'RetailETF',
    });
  });
});

describe('Links to the Funds (products spec 2.11)', () => {
  it('links the funds that have the chosen class, sorted by name', () => {
    const funds = [
      { fundName: 'Value Fund', classes: [{ fundClass: 'A', cusip: 'V-A' }] },
      {
        fundName: 'growth Fund',
        classes: [
          { fundClass: 'Class C', cusip: 'G-C' },
          { fundClass: 'A', cusip: 'G-A' },
        ],
      },
      { fundName: 'Bond Fund', classes: [{ fundClass: 'C', cusip: 'B-C' }] },
    ];
    expect(productListFundLinks('', { type: 'mutualFunds', className: 'A' }, funds, 'Future Scholar')).toEqual([
      { text: 'growth Fund', href: '/investment-products/mutual-funds/growth-Fund/Class-A/details/?cusip=G-A' },
      { text: 'Value Fund', href: '/investment-products/mutual-funds/Value-Fund/Class-A/details/?cusip=V-A' },
    ]);
  });

  it('uses Class-None for closed-end funds and the first class cusip for ETFs', () => {
    const funds = [
      {
        fundName: 'Dividend ETF',
        classes: [
          { fundClass: 'ETF', cusip: 'E1' },
          { fundClass: 'ETF', cusip: 'E2' },
        ],
      },
    ];
    expect(productListFundLinks('', { type: 'etf', className: '' }, funds, '')[0]!.href).toBe(
      '/investment-products/exchange-traded-funds/Dividend-ETF/Class-ETF/details/?cusip=E1',
    );
    expect(
      productListFundLinks(
        '',
        { type: 'closedend', className: '' },
        [{ fundName: 'Muni Trust', classes: [{ cusip: 'C1' }] }],
        '',
      )[0]!.href,
    ).toBe('/investment-products/closed-end-funds/Muni-Trust/Class-None/details/?cusip=C1');
  });

  it('leaves the provider’s own 529 plan out of the 529 list', () => {
    const funds = [
      { fundName: 'Future Scholar Aggressive Growth Portfolio', classes: [{ className: 'A', cusip: 'P1' }] },
      { fundName: 'Balanced Growth Fund', classes: [{ className: 'A', cusip: 'P2' }] },
    ];
    expect(productListFundLinks('', { type: '529', className: 'A' }, funds, 'Future Scholar')).toEqual([
      {
        text: 'Balanced Growth Fund',
        href: '/investment-products/529-plan/Balanced-Growth-Fund/Class-A/details/?cusip=P2',
      },
    ]);
  });

  it('finds the variable Shares class by its blank class, linked with Class-none as every view links it', () => {
    const funds = [
      {
        fundName: 'Core Portfolio',
        classes: [
          { className: '', cusip: 'S1' },
          { className: '1', cusip: 'S2' },
        ],
      },
    ];
    expect(productListFundLinks('', { type: 'variable', className: '' }, funds, '')[0]!.href).toBe(
      '/investment-products/variable-products/Core-Portfolio/Class-none/details/?cusip=S1',
    );
  });
});

describe('the links of each list at the edges (products spec 2.11)', () => {
  it('links the 529 classes with type=529', () => {
    expect(productListSections('', 'investor')[1]!.links.map((l) => l.href)).toEqual([
      '/investment-products/search-list/?type=529&class=A',
      '/investment-products/search-list/?type=529&class=C',
      '/investment-products/search-list/?type=529&class=E',
      '/investment-products/search-list/?type=529&class=I',
    ]);
  });

  it('finds the variable Shares class written "Shares" or given no class at all, not a fund without classes', () => {
    const funds = [
      { fundName: 'Core Portfolio', classes: [{ className: 'Shares', cusip: 'S1' }] },
      { fundName: 'Bond Portfolio', classes: [{ cusip: 'S2' }] },
      { fundName: 'Growth Portfolio', classes: [{ className: '1', cusip: 'S3' }] },
      { fundName: 'Income Portfolio', classes: null },
    ];
    expect(productListFundLinks('', { type: 'variable', className: '' }, funds, '').map((l) => l.href)).toEqual([
      '/investment-products/variable-products/Bond-Portfolio/Class-none/details/?cusip=S2',
      '/investment-products/variable-products/Core-Portfolio/Class-none/details/?cusip=S1',
    ]);
  });

  it('links a fund whose class or ETF comes without a cusip, and leaves out a fund without classes', () => {
    expect(
      productListFundLinks(
        '',
        { type: 'mutualFunds', className: 'A' },
        [
          { fundName: 'Value Fund', classes: [{ fundClass: 'A' }] },
          { fundName: 'Bond Fund', classes: null },
        ],
        '',
      ),
    ).toEqual([{ text: 'Value Fund', href: '/investment-products/mutual-funds/Value-Fund/Class-A/details/?cusip=' }]);
    expect(
      productListFundLinks('', { type: 'etf', className: '' }, [{ fundName: 'Dividend ETF', classes: [] }], ''),
    ).toEqual([
      {
        text: 'Dividend ETF',
        href: '/investment-products/exchange-traded-funds/Dividend-ETF/Class-ETF/details/?cusip=',
      },
    ]);
  });

  it('leaves the 529 plan brand out whatever its case and spaces, and out of the 529 list only', () => {
    const funds = [
      { fundName: 'Future Scholar Aggressive Growth Portfolio', classes: [{ className: 'A', cusip: 'P1' }] },
      { fundName: 'Balanced Growth Fund', classes: [{ className: 'A', cusip: 'P2' }] },
    ];
    const names = (brand: string, type: '529' | 'mutualFunds') =>
      productListFundLinks('', { type, className: 'A' }, funds, brand).map((l) => l.text);
    expect(names(' future scholar ', '529')).toEqual(['Balanced Growth Fund']);
    expect(names('', '529')).toEqual(['Balanced Growth Fund', 'Future Scholar Aggressive Growth Portfolio']);
    expect(names('Future Scholar', 'mutualFunds')).toEqual([
      'Balanced Growth Fund',
      'Future Scholar Aggressive Growth Portfolio',
    ]);
  });
});
