import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, onPage, rejection, sentRequest, stubFetch, type FetchMock } from '../runtime/test-fetch';
import { getPageConfig, resetPageConfig, type PageConfig } from '../runtime/config';
import { readJson, writeJson } from '../runtime/storage';
import { z } from '../runtime/zod';
import {
  allInsightsPath,
  defaultInsightsScope,
  flattenTaxonomy,
  getBlogTaxonomy,
  getImageDescription,
  latestInsights,
  listInsights,
  toInsightItem,
  type InsightDocument,
} from './insights';

let fetchMock: FetchMock;
const sent = (index = 0) => sentRequest(fetchMock, index);

function configAt(path: string): PageConfig {
  history.replaceState(null, '', path);
  resetPageConfig();
  return getPageConfig();
}

const ARTICLE: InsightDocument = {
  _meta: { id: 'a-1', path: '/content/documents/cm-blog/insights/2025/bond-ladders', name: 'bond-ladders' },
  name: 'bond-ladders',
  title: 'Bond ladders for predictable income',
  publicationDate: Date.UTC(2025, 11, 9, 14),
  hidePublicationDate: false,
  image: { _meta: { mirror: { path: 'content/gallery/cm/insights/bond-ladders.svg', id: 'img-1' } } },
  cardSummary: 'Starting yields matter.',
  bannerSummary: 'Starting yields matter. Spreads are tight.',
  types: ['Worksheets'],
  time: '5 min read',
  keys: ['fixed-income', 'client-materials'],
  authors: [{ displayName: 'Daniel Ruiz, CFA', title: 'Head of Fixed Income' }],
};

const TAXONOMY = {
  name: 'Blog Categories',
  categories: [
    {
      key: 'topic',
      infos: { en_US: { name: 'Topic' } },
      categories: [{ key: 'equity', infos: { en_US: { name: 'Equity' } }, categories: [] }],
    },
    {
      key: 'tags',
      infos: { en_US: { name: 'Tags' } },
      categories: [{ key: 'client-materials', infos: { en_US: { name: 'Client Materials' } } }],
    },
    {
      key: 'thought-leadership',
      infos: { en_US: { name: 'Thought Leadership' } },
      categories: [
        {
          key: 'market-outlook',
          infos: { en: { name: 'Market Outlook' } },
          categories: [{ key: 'midyear', infos: {}, categories: [] }],
        },
      ],
    },
  ],
};

beforeEach(() => {
  fetchMock = stubFetch({ _meta: { totalSize: 1 }, _embedded: { documents: [ARTICLE] } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('listInsights (site spec 7 "Insights list")', () => {
  it('GETs the scope newest first with the default sort field and content limit 100, with HST-Authorization', async () => {
    const list = await listInsights({ scope: '/content/documents/cm-blog/insights' }, { config: configAt('/') });
    expect(sent().url).toBe(
      '/advisor/resourceapi/halapi/documents?_scope=/content/documents/cm-blog/insights&_sort=-cti:publicationDate&_limit=100',
    );
    expect(sent().headers['HST-Authorization']).toBe('demo');
    expect(list.totalSize).toBe(1);
    expect(list.insights[0]?.title).toBe('Bond ladders for predictable income');
  });

  it('sorts ascending without "-" and takes the page size and sort field given', async () => {
    await listInsights(
      { scope: '/content/documents/cm-blog/insights', sortField: 'cti:title', sortOrder: 'asc', pageSize: 9 },
      { config: configAt('/') },
    );
    expect(sent().url).toBe(
      '/advisor/resourceapi/halapi/documents?_scope=/content/documents/cm-blog/insights&_sort=cti:title&_limit=9',
    );
  });

  it('reads every insight when _meta.totalSize is above the limit: the next pages with _offset', async () => {
    const documents = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({ ...ARTICLE, _meta: { ...ARTICLE._meta, id: `a-${from + i}` } }));
    fetchMock.mockImplementation(async (url: string) => {
      const offset = Number(/_offset=(\d+)/.exec(url)?.[1] ?? 0);
      return jsonResponse({
        _meta: { totalSize: 250 },
        _embedded: { documents: documents(offset, offset < 200 ? 100 : 50) },
      });
    });
    const list = await listInsights({ scope: '/content/documents/cm-blog/insights' }, { config: configAt('/') });
    const base =
      '/advisor/resourceapi/halapi/documents?_scope=/content/documents/cm-blog/insights&_sort=-cti:publicationDate&_limit=100';
    expect(fetchMock.mock.calls.map(([url]) => onPage(url))).toEqual([
      base,
      `${base}&_offset=100`,
      `${base}&_offset=200`,
    ]);
    expect(list.totalSize).toBe(250);
    expect(list.insights).toHaveLength(250);
    expect(new Set(list.insights.map((i) => i.id)).size).toBe(250);
  });

  it('stops at a page shorter than the limit, and shows a document that moved between pages once', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      jsonResponse({
        _meta: { totalSize: 5 },
        _embedded: {
          documents: url.includes('_offset')
            ? [ARTICLE]
            : [ARTICLE, { ...ARTICLE, _meta: { ...ARTICLE._meta, id: 'b' } }],
        },
      }),
    );
    const short = await listInsights({ scope: '/x', pageSize: 3 }, { config: configAt('/') });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(short.insights).toHaveLength(2);
    const paged = await listInsights({ scope: '/x', pageSize: 2 }, { config: configAt('/') });
    expect(fetchMock.mock.calls.slice(1).map(([url]) => /_offset=\d+/.exec(url)?.[0])).toEqual([
      undefined,
      '_offset=2',
      '_offset=4',
    ]);
    expect(paged.insights.map((i) => i.id)).toEqual(['a-1', 'b']);
  });

  it('rejects documents without _meta.id (cards need it)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse({ _embedded: { documents: [{ title: 'No meta' }] } }));
    const error = await rejection(listInsights({ scope: '/x' }, { config: configAt('/') }));
    expect(error.kind).toBe('malformed');
  });
});

describe('latestInsights (site spec 7 "Latest insights")', () => {
  it('asks for 3 documents, with the topic expression when a topic is set', async () => {
    await latestInsights(
      { scope: '/content/documents/cm-blog/insights', topic: 'equity' },
      { config: configAt('/insights') },
    );
    expect(sent().url).toBe(
      "/insights/resourceapi/halapi/documents?_scope=/content/documents/cm-blog/insights&_sort=-cti:publicationDate&_limit=3&_expr=jcr:contains(@hippotaxonomy:keys,'equity')",
    );
  });

  it('leaves the expression out without a topic', async () => {
    const items = await latestInsights(
      { scope: '/content/documents/cm-institutional/insights', sortOrder: 'asc' },
      { config: configAt('/institutional') },
    );
    expect(sent().url).toBe(
      '/institutional/resourceapi/halapi/documents?_scope=/content/documents/cm-institutional/insights&_sort=cti:publicationDate&_limit=3',
    );
    expect(items).toHaveLength(1);
  });
});

describe('toInsightItem (site spec 3 "As a list item")', () => {
  it('reads the card fields and builds the image URL and its large rendition', () => {
    expect(toInsightItem(ARTICLE)).toEqual({
      id: 'a-1',
      path: '/content/documents/cm-blog/insights/2025/bond-ladders',
      name: 'bond-ladders',
      title: 'Bond ladders for predictable income',
      publicationDate: Date.UTC(2025, 11, 9, 14),
      authors: [{ displayName: 'Daniel Ruiz, CFA', title: 'Head of Fixed Income' }],
      cardSummary: 'Starting yields matter.',
      bannerSummary: 'Starting yields matter. Spreads are tight.',
      subtitle: '',
      html: '',
      imageUrl: '/binaries/content/gallery/cm/insights/bond-ladders.svg',
      largeImageUrl: '/binaries/content/gallery/cm/insights/bond-ladders.svg/bond-ladders.svg/brxp:large',
      imageId: 'img-1',
      types: ['Worksheets'],
      time: '5 min read',
      keys: ['fixed-income', 'client-materials'],
    });
  });

  it('hides a hidden or negative date, reads a date text, and falls back to itemType and summary', () => {
    expect(toInsightItem({ ...ARTICLE, hidePublicationDate: true }).publicationDate).toBeUndefined();
    expect(toInsightItem({ ...ARTICLE, publicationDate: -1 }).publicationDate).toBeUndefined();
    expect(toInsightItem({ ...ARTICLE, publicationDate: '2025-03-04T00:00:00Z' }).publicationDate).toBe(
      Date.UTC(2025, 2, 4),
    );
    const bare = toInsightItem(
      { _meta: { id: 'b', path: '/x/y/slug' }, itemType: 'Podcast', summary: 'S' },
      '/site/binaries',
    );
    expect(bare).toMatchObject({ name: 'slug', types: ['Podcast'], cardSummary: 'S', authors: [], keys: [] });
    expect(bare.imageUrl).toBeUndefined();
  });

  it('reads every text field as written: references decoded, markup dropped (runtime/cms-text)', () => {
    const item = toInsightItem({
      ...ARTICLE,
      title: 'Risk &amp; reward: the &quot;late-cycle&quot; checklist',
      cardSummary: 'A <em>short</em> summary &ndash; two lines.',
      bannerSummary: '<p>Starting yields &gt; cash.</p>',
      types: ['Article<img src=x onerror=alert(1)>'],
      authors: [{ displayName: '<b>Daniel Ruiz</b>, CFA', title: 'Head of Fixed Income &amp; Credit' }],
      html: { content: '<p>Body &amp; <b>markup</b></p>' },
    });
    expect(item).toMatchObject({
      title: 'Risk & reward: the "late-cycle" checklist',
      cardSummary: 'A short summary \u2013 two lines.',
      bannerSummary: 'Starting yields > cash.',
      types: ['Article'],
      authors: [{ displayName: 'Daniel Ruiz, CFA', title: 'Head of Fixed Income & Credit' }],
      // The body is HTML, shown sanitised where it is shown at all.
      html: '<p>Body &amp; <b>markup</b></p>',
    });
  });
});

describe('getImageDescription (site spec 7)', () => {
  it('reads the description of the image document', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ _meta: { id: 'img-1' }, description: 'A ladder' }));
    await expect(getImageDescription('img-1', { config: configAt('/') })).resolves.toBe('A ladder');
    expect(sent().url).toBe('/advisor/resourceapi/halapi/documents/img-1?_fields=description');
  });
});

describe('the Blog Categories taxonomy (site spec 7, 9)', () => {
  it('flattens the nested categories to {key, name}, groups in the blog category order, minus the group keys', () => {
    expect(flattenTaxonomy(TAXONOMY.categories)).toEqual({
      entries: [
        { key: 'market-outlook', name: 'Market Outlook' },
        { key: 'midyear', name: 'midyear' },
        { key: 'equity', name: 'Equity' },
        { key: 'client-materials', name: 'Client Materials' },
      ],
      ignored: ['thought-leadership', 'topic', 'tags'],
    });
  });

  it('GETs {cmsBase}/halapi/taxonomies/Blog%20Categories once and keeps it in session storage', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(TAXONOMY));
    const entries = await getBlogTaxonomy({ config: configAt('/') });
    expect(sent().url).toBe('/site/resourceapi/halapi/taxonomies/Blog%20Categories');
    expect(sent().headers['HST-Authorization']).toBe('demo');
    expect(entries.map((e) => e.key)).toEqual(['market-outlook', 'midyear', 'equity', 'client-materials']);
    expect(readJson('session', 'INSTITUTIONAL-TAXONOMIES', z.array(z.unknown()))).toEqual(entries);
    expect(readJson('session', 'IGNORED-TAXONOMIES', z.array(z.string()))).toEqual([
      'thought-leadership',
      'topic',
      'tags',
    ]);
    await expect(getBlogTaxonomy({ config: configAt('/') })).resolves.toEqual(entries);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again when the stored copy is damaged', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    writeJson('session', 'INSTITUTIONAL-TAXONOMIES', [{ key: 1 }]);
    writeJson('session', 'IGNORED-TAXONOMIES', []);
    fetchMock.mockResolvedValueOnce(jsonResponse(TAXONOMY));
    await expect(getBlogTaxonomy({ config: configAt('/') })).resolves.toHaveLength(4);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('View all insights (site spec 2.9)', () => {
  it('leads to the latest insights of the site', () => {
    expect(allInsightsPath('advisor')).toBe('/insights/latest-insights');
    expect(allInsightsPath('investor')).toBe('/insights/latest-insights');
    expect(allInsightsPath('institutional')).toBe('/institutional/insights/latest-insights');
  });
});

describe('the insights of a site when a block names no scope', () => {
  it("reads the blog channel's insights, or the institutional channel's on the institutional site", () => {
    expect(defaultInsightsScope('advisor', 'cm')).toBe('/content/documents/cm-blog/insights');
    expect(defaultInsightsScope('investor', 'xy')).toBe('/content/documents/xy-blog/insights');
    expect(defaultInsightsScope('institutional', 'cm')).toBe('/content/documents/cm-institutional/insights');
  });
});
