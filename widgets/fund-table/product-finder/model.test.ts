import { describe, expect, it } from 'vitest';
import { finderCategoryLinks, finderFundOptions, finderLinkList, finderProduct } from './model';
import { FINDER_DEFAULTS } from './texts';

describe('product finder block (products spec 2.12)', () => {
  it('knows the product codes, and that MA and MP load no fund list', () => {
    expect(finderProduct('mf')).toEqual({ code: 'MF', name: 'MutualFunds', loadsFundList: true });
    expect(finderProduct('P5')).toEqual({ code: 'P5', name: '529Plan', loadsFundList: true });
    expect(finderProduct('MA')?.loadsFundList).toBe(false);
    expect(finderProduct('MP')?.loadsFundList).toBe(false);
    expect(finderProduct('XX')).toBeUndefined();
  });

  it('lists funds by name, ETFs as "symbol - name", each navigating to its Institutional class by default', () => {
    const options = finderFundOptions(
      '/investment-products/mutual-funds',
      [
        {
          fundName: 'Value Fund',
          classes: [
            { fundClass: 'A', cusip: 'V-A' },
            { fundClass: 'Institutional', cusip: 'V-I' },
          ],
        },
        { fundName: 'Bond Fund', classes: [{ fundClass: 'C', cusip: 'B-C' }] },
        { fundName: 'Cash Fund', cusip: 'CASH' },
      ],
      false,
    );
    expect(options).toEqual([
      { text: 'Bond Fund', href: '/investment-products/mutual-funds/Bond-Fund/Class-C/details/?cusip=B-C' },
      {
        text: 'Cash Fund',
        href: '/investment-products/mutual-funds/Cash-Fund/Class-Institutional/details/?cusip=CASH',
      },
      {
        text: 'Value Fund',
        href: '/investment-products/mutual-funds/Value-Fund/Class-Institutional/details/?cusip=V-I',
      },
    ]);
    const etfs = finderFundOptions(
      '/investment-products/exchange-traded-funds',
      [{ fundName: 'Dividend ETF', classes: [{ fundClass: 'ETF', cusip: 'E1', symbol: 'DIVY' }] }],
      true,
    );
    expect(etfs).toEqual([
      {
        text: 'DIVY - Dividend ETF',
        href: '/investment-products/exchange-traded-funds/Dividend-ETF/Class-ETF/details/?cusip=E1',
      },
    ]);
  });

  it('links an ETF whose answer names no class as Class-ETF (spec 2.1), a fund without a class as Institutional', () => {
    expect(
      finderFundOptions(
        '/investment-products/exchange-traded-funds',
        [{ fundName: 'Dividend ETF', cusip: 'E2', symbol: 'DIVZ' }],
        true,
      ),
    ).toEqual([
      {
        text: 'DIVZ - Dividend ETF',
        href: '/investment-products/exchange-traded-funds/Dividend-ETF/Class-ETF/details/?cusip=E2',
      },
    ]);
    expect(
      finderFundOptions('/investment-products/mutual-funds', [{ fundName: 'Value Fund', cusip: 'V' }], false),
    ).toEqual([
      { text: 'Value Fund', href: '/investment-products/mutual-funds/Value-Fund/Class-Institutional/details/?cusip=V' },
    ]);
  });

  it('reads category links as "name (count)"', () => {
    expect(
      finderCategoryLinks('/investment-products/mutual-funds', [
        { name: 'Domestic Equity', categoryUrl: 'domestic-equity', count: 42 },
      ]),
    ).toEqual([
      { text: 'Domestic Equity (42)', href: '/investment-products/mutual-funds?investment-category=domestic-equity' },
    ]);
  });

  it('resolves "*" links for the audience', () => {
    expect(finderLinkList([{ text: 'Prospectus', href: '/advisor/p*/investor/p' }], 'investor')).toEqual([
      { text: 'Prospectus', href: '/investor/p' },
    ]);
  });

  it('loads a fund list for every product code but MA and MP, ETFs shown as "symbol - name"', () => {
    for (const code of Object.keys(FINDER_DEFAULTS) as (keyof typeof FINDER_DEFAULTS)[]) {
      expect(Boolean(FINDER_DEFAULTS[code].group)).toBe(finderProduct(code)!.loadsFundList);
    }
    expect(FINDER_DEFAULTS.ETF.etf).toBe(true);
    expect(FINDER_DEFAULTS.MF).toMatchObject({ link: 'investment-products/mutual-funds', subtitle: 'Mutual Fund' });
  });
});

describe('the fund dropdown at the edges (products spec 2.12)', () => {
  it('shows a mutual fund by its name alone, and an ETF without a symbol by its name', () => {
    expect(
      finderFundOptions(
        '/investment-products/mutual-funds',
        [{ fundName: 'Value Fund', symbol: 'VALIX', classes: [{ fundClass: 'Institutional', cusip: 'V-I' }] }],
        false,
      ).map((o) => o.text),
    ).toEqual(['Value Fund']);
    expect(
      finderFundOptions(
        '/investment-products/exchange-traded-funds',
        [{ fundName: 'Dividend ETF', classes: [{ fundClass: 'ETF', cusip: 'E1' }] }],
        true,
      ).map((o) => o.text),
    ).toEqual(['Dividend ETF']);
  });

  it('navigates to a fund given without a cusip with an empty cusip', () => {
    expect(finderFundOptions('/investment-products/mutual-funds', [{ fundName: 'Cash Fund' }], false)).toEqual([
      { text: 'Cash Fund', href: '/investment-products/mutual-funds/Cash-Fund/Class-Institutional/details/?cusip=' },
    ]);
  });
});
