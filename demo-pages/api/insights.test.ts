// @vitest-environment jsdom
// The insights service against the fixture backend: what the service sends, the fixture answers, and the
// service's schemas read (runtime/http needs a window, hence jsdom).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRequestCache } from '../../runtime/http';
import { getPageConfig, resetPageConfig, type PageConfig } from '../../runtime/config';
import { CLIENT_MATERIALS_KEY, getBlogTaxonomy, latestInsights, listInsights } from '../../services/insights';
import { createApp } from './app';
import { BLOG_SCOPE, INSTITUTIONAL_SCOPE } from './data/insights';
import { MARKUP_SAMPLES_SCOPE } from './data/insights-markup';

const app = createApp();
let config: PageConfig;

beforeEach(() => {
  clearRequestCache();
  sessionStorage.clear();
  history.replaceState(null, '', '/insights/latest-insights');
  resetPageConfig();
  config = getPageConfig();
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => app.request(url, init));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the insights list against the fixture (site spec 7 "Insights list")', () => {
  it('reads every blog insight, newest first, with authors, types, keys and images', async () => {
    const { totalSize, insights } = await listInsights({ scope: BLOG_SCOPE }, { config });
    expect(totalSize).toBe(107);
    expect(insights).toHaveLength(107);
    const dates = insights.map((i) => i.publicationDate ?? 0);
    expect(dates.filter((d) => d > 0)).toEqual(dates.filter((d) => d > 0).sort((a, b) => b - a));
    for (const insight of insights) {
      expect(insight.title).not.toBe('');
      expect(insight.authors[0]?.displayName).toBeTruthy();
      expect(insight.types.length).toBeGreaterThan(0);
      expect(insight.imageUrl).toMatch(/^\/binaries\/content\/gallery\/cm\/insights\//);
    }
  });

  it('sends titles and summaries as the content system does, with references, and dates at midnight in New York', async () => {
    const { insights } = await listInsights({ scope: BLOG_SCOPE }, { config });
    const risk = insights.find((i) => i.name === 'risk-reward-in-credit-a-late-cycle-checklist');
    // The service reads them as written (runtime/cms-text).
    expect(risk?.title).toBe('Risk & reward in credit: a "late-cycle" checklist');
    const hours = new Set(insights.map((i) => new Date(i.publicationDate ?? Date.UTC(2025, 0, 1, 5)).getUTCHours()));
    expect([...hours].every((hour) => hour === 4 || hour === 5)).toBe(true);
  });

  it('has the articles at the paths the cards lead to, on both channels', async () => {
    const { insights } = await listInsights({ scope: BLOG_SCOPE }, { config });
    expect(insights.map((i) => i.path)).toContain(`${BLOG_SCOPE}/2025/emerging-markets-and-the-dollar-cycle`);
    const institutional = await listInsights({ scope: INSTITUTIONAL_SCOPE }, { config });
    expect(institutional.insights.map((i) => i.path)).toContain(
      `${INSTITUTIONAL_SCOPE}/2025/manager-selection-what-consultants-look-for`,
    );
  });

  it('reads the institutional insights from their own section', async () => {
    history.replaceState(null, '', '/institutional/insights/latest-insights');
    resetPageConfig();
    // Nine a call: the list reads the four pages the total asks for.
    const list = await listInsights({ scope: INSTITUTIONAL_SCOPE, pageSize: 9 }, { config: getPageConfig() });
    expect(list.totalSize).toBe(30);
    expect(list.insights).toHaveLength(30);
  });

  it('reads the samples whose fields carry markup', async () => {
    const { insights } = await listInsights({ scope: MARKUP_SAMPLES_SCOPE }, { config });
    expect(insights.map((i) => i.name)).toEqual(['markup-sample-1', 'markup-sample-2']);
  });
});

describe('latest insights against the fixture (site spec 7 "Latest insights")', () => {
  it('gives the 3 newest insights of a topic', async () => {
    const items = await latestInsights({ scope: BLOG_SCOPE, topic: 'retirement' }, { config });
    expect(items).toHaveLength(3);
    expect(items.every((i) => i.keys.includes('retirement'))).toBe(true);
  });

  it('gives none for a topic no insight carries', async () => {
    await expect(latestInsights({ scope: BLOG_SCOPE, topic: 'no-such-topic' }, { config })).resolves.toEqual([]);
  });
});

describe('the Blog Categories taxonomy against the fixture (site spec 7)', () => {
  it('names every key the insights carry, the groups left out', async () => {
    const entries = await getBlogTaxonomy({ config });
    const names = new Map(entries.map((e) => [e.key, e.name]));
    expect(names.get('market-outlook')).toBe('Market Outlook');
    expect(names.get('etfs')).toBe('ETFs');
    expect(names.get(CLIENT_MATERIALS_KEY)).toBe('Client Materials');
    expect(names.has('topic')).toBe(false);
    const { insights } = await listInsights({ scope: BLOG_SCOPE }, { config });
    expect(insights.flatMap((i) => i.keys).filter((k) => !names.has(k))).toEqual([]);
    // The blog category order of site spec 9: Thought Leadership's entries first.
    expect(entries[0]?.key).toBe('market-outlook');
  });
});
