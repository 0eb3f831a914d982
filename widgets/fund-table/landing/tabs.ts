/**
 * The landing's tabs (products spec 2.3 "Tabs (chosen by URL hash)"): their hashes, names and the default tab
 * from managed content.
 */
import { hashName } from '../../../runtime/decode';

export type LandingTab = 'performance' | 'prices-yields' | 'ratings' | 'capital-gains';
export const LANDING_TABS: readonly LandingTab[] = ['performance', 'prices-yields', 'ratings', 'capital-gains'];

/** products spec 2.3: the ratings tab hash is the provider's name in lower case followed by "-ratings". */
function ratingsHash(provider: string): string {
  return `${provider.toLowerCase()}-ratings`;
}

/** The hash (without "#") of each landing tab (products spec 2.3). */
export function tabHash(tab: LandingTab, provider: string): string {
  return tab === 'ratings' ? ratingsHash(provider) : tab;
}

/**
 * products spec 2.3 "Tabs (chosen by URL hash)": the tab a hash names, or undefined when it names none (another
 * anchor of the page, or no hash), and the default tab applies (see `defaultTabFromContent`).
 */
export function tabNamedByHash(hash: string, provider: string): LandingTab | undefined {
  const key = hashName(hash).toLowerCase();
  return LANDING_TABS.find((tab) => tabHash(tab, provider) === key);
}

/** The landing tabs' names. The spec gives their hashes only; these are the words a visitor expects. */
export function tabLabel(tab: LandingTab, provider: string): string {
  switch (tab) {
    case 'performance':
      return 'Performance';
    case 'prices-yields':
      return 'Prices & Yields';
    case 'ratings':
      return `${provider} Ratings`;
    case 'capital-gains':
      return 'Capital Gains';
  }
}

/**
 * products spec 2.3: "The default tab comes from managed content: the tab configuration, using the keys that
 * contain the page container." The first such key (in key order) whose value names a tab wins.
 */
export function defaultTabFromContent(
  tabConfig: Readonly<Record<string, string>>,
  container: string,
  provider: string,
): LandingTab {
  for (const key of Object.keys(tabConfig).sort()) {
    if (!key.includes(container)) continue;
    const value = (tabConfig[key] ?? '').replace(/^#/, '').toLowerCase();
    const tab = LANDING_TABS.find((t) => tabHash(t, provider) === value || t === value);
    if (tab) return tab;
  }
  return 'performance';
}
