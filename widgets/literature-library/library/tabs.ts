/**
 * The library's product tabs (products spec 2.15, 6): chosen by the URL hash #{productType}; the investor site
 * hides the ETF and Separately Managed Accounts tabs.
 */
import type { Audience } from '../../../runtime/config';
import {
  DEFAULT_LITERATURE_TAB,
  LITERATURE_TABS,
  type LiteratureProductType,
  type LiteratureTab,
} from '../../../services/literature-vocabulary';
import { hashName } from '../../../runtime/decode';

/** The tabs the audience sees, in the spec's order. */
export function visibleTabs(audience: Audience): LiteratureTab[] {
  return LITERATURE_TABS.filter((tab: LiteratureTab) => !(audience === 'investor' && tab.investorHidden));
}

/** A tab of the vocabulary by product type. */
export function tabOf(productType: LiteratureProductType): LiteratureTab {
  return LITERATURE_TABS.find((tab) => tab.productType === productType) ?? LITERATURE_TABS[0];
}

/**
 * The tab a hash selects (products spec 2.15: "Product tabs are chosen by URL hash #{productType}"): the
 * default tab (mutual-funds) when the hash names no tab the audience sees.
 */
export function tabFromHash(hash: string, audience: Audience): LiteratureTab {
  const key = hashName(hash);
  const tabs = visibleTabs(audience);
  return tabs.find((tab) => tab.productType === key.toLowerCase()) ?? tabs.find(isDefault) ?? tabs[0]!;
}

const isDefault = (tab: LiteratureTab) => tab.productType === DEFAULT_LITERATURE_TAB;

/** The hash a tab sets: "Clicking a tab sets the hash". */
export function hashOf(tab: LiteratureTab): string {
  return `#${tab.productType}`;
}

/** products spec 2.15: "Enter or Space also selects it". */
export function selectsTab(key: string): boolean {
  return key === 'Enter' || key === ' ' || key === 'Spacebar';
}
