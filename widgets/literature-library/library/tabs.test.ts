import { describe, expect, it } from 'vitest';
import { hashOf, selectsTab, tabFromHash, tabOf, visibleTabs } from './tabs';

describe('product tabs (products spec 2.15, 6)', () => {
  it('lists the six tabs with their labels in the spec order on the advisor site', () => {
    expect(visibleTabs('advisor').map((tab) => [tab.productType, tab.label])).toEqual([
      ['mutual-funds', 'Mutual Funds'],
      ['exchange-traded-funds', 'Exchange Traded Funds (ETFs)'],
      ['variable-products', 'Variable Products'],
      ['closed-end-funds', 'Listed Closed-End Funds'],
      ['sma-completion-portfolios', 'Separately Managed Accounts'],
      ['interval-funds', 'Interval Funds'],
    ]);
  });

  it('hides the ETF and Separately Managed Accounts tabs on the investor site', () => {
    expect(visibleTabs('investor').map((tab) => tab.productType)).toEqual([
      'mutual-funds',
      'variable-products',
      'closed-end-funds',
      'interval-funds',
    ]);
    expect(visibleTabs('institutional')).toHaveLength(6);
  });

  it('selects the tab the #hash names, in any case', () => {
    expect(tabFromHash('#closed-end-funds', 'advisor').productType).toBe('closed-end-funds');
    expect(tabFromHash('#Interval-Funds', 'advisor').productType).toBe('interval-funds');
    // A space typed after the hash arrives encoded.
    expect(tabFromHash('#interval-funds%20', 'advisor').productType).toBe('interval-funds');
    expect(tabFromHash('exchange-traded-funds', 'advisor').productType).toBe('exchange-traded-funds');
  });

  it('selects mutual-funds for no hash, an unknown hash, a malformed one, or a tab the investor site hides', () => {
    for (const hash of ['', '#', '#529-plan', '#%E0%A4%A', '#exchange-traded-funds'])
      expect(tabFromHash(hash, 'investor').productType).toBe('mutual-funds');
    expect(tabFromHash('#nothing', 'advisor').productType).toBe('mutual-funds');
    expect(tabFromHash('# interval-funds  ', 'advisor').productType).toBe('interval-funds');
  });

  it('sets the hash of the tab clicked, and Enter or Space selects it too', () => {
    expect(hashOf(tabOf('variable-products'))).toBe('#variable-products');
    expect(['Enter', ' ', 'Tab', 'a'].map(selectsTab)).toEqual([true, true, false, false]);
  });
});
