import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, rejection, sentRequest, stubFetch, type FetchMock } from '../runtime/test-fetch';
import { getPageConfig, resetPageConfig, type PageConfig } from '../runtime/config';
import { expectConsoleErrors } from '../tests/unit/console-guard';
import {
  autocomplete,
  searchCollection,
  searchRequestBody,
  searchSite,
  toSearchHit,
  SECURE_SOURCE,
  type RawSearchResult,
} from './search';

let fetchMock: FetchMock;
const sent = (index = 0) => sentRequest(fetchMock, index);

/** The configuration of a page at `path` (the audience comes from the URL). */
function configAt(path: string, overrides: Record<string, string> = {}): PageConfig {
  history.replaceState(null, '', path);
  resetPageConfig();
  return getPageConfig(overrides);
}

const RESULT = {
  id: 'r1',
  source: SECURE_SOURCE,
  metadata: { source: { url: '/investment-products/mutual-funds/x/Class-A/details/?cusip=1' } },
  properties: {
    title: 'Core Bond Fund',
    enriched_html: [
      {
        entities: [
          { model_name: 'Title', text: 'Core Bond Fund' },
          { model_name: 'Ticker', text: ['CMBAX'] },
          { text: 'an entity without a model is left out' },
        ],
      },
    ],
    document: { Indexedurl: '/x', Title: 'Core Bond Fund', Cusip: 123, Tags: ['a', 'b'], Empty: '' },
  },
};

beforeEach(() => {
  fetchMock = stubFetch({ results: [RESULT] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('search collections and site codes (site spec 6, 7)', () => {
  it('uses {b}-adv on the advisor site and a code per site elsewhere', () => {
    expect(searchCollection('advisor', 'cm')).toBe('cm-adv');
    expect(searchCollection('investor', 'cm')).toBe('cm-inv');
    expect(searchCollection('institutional', 'xy')).toBe('xy-inst');
  });
});

describe('search request bodies (site spec 7)', () => {
  it('matches the term across the ten advisor fields and returns title, metadata, enriched_html and document, 200 results', () => {
    expect(searchRequestBody('bond', 'advisor')).toEqual({
      query:
        'title:"bond"|document.Title:"bond"|document.Alternatetitle:"bond"|document.Fundname:"bond"|document.Cusip:"bond"|' +
        'document.Omni_Description:"bond"|enriched_html.entities.text:"bond"|document.Ticker:"bond"|document.Omni_title:"bond"|text:"bond"',
      count: 200,
      xReturn: ['title', 'metadata', 'enriched_html', 'document'],
      passages: { enabled: false },
    });
  });

  it('matches title with weight 3, entity text or text on the other sites, 50 results without the document', () => {
    for (const audience of ['investor', 'institutional'] as const) {
      expect(searchRequestBody('core bond', audience)).toEqual({
        query: 'title:"core bond"^3|enriched_html.entities.text:"core bond"|text:"core bond"',
        count: 50,
        xReturn: ['title', 'metadata', 'enriched_html'],
        passages: { enabled: false },
      });
    }
  });

  it('escapes a quote or backslash a caller left in the term', () => {
    expect(searchRequestBody('a"b\\', 'investor').query).toContain('title:"a\\"b\\\\"^3');
  });
});

describe('searchSite (site spec 7)', () => {
  it("POSTs the site's body to {search}/api/{collection}/search with credentials", async () => {
    const hits = await searchSite('bond', { config: configAt('/search') });
    const { url, init } = sent();
    expect(url).toBe('/api/cm-adv/search');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(init.body as string)).toEqual(searchRequestBody('bond', 'advisor'));
    expect(hits).toHaveLength(1);
    expect(hits[0]?.title).toBe('Core Bond Fund');
  });

  it("uses the investor site's collection and the element's search base", async () => {
    await searchSite('bond', { config: configAt('/investor/search', { apiSearch: 'https://search.example.com/' }) });
    expect(sent().url).toBe('https://search.example.com/api/cm-inv/search');
    expect(JSON.parse(sent().init.body as string).count).toBe(50);
  });

  it('reads a single result object as a list of one', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ results: RESULT }));
    expect(await searchSite('bond', { config: configAt('/') })).toHaveLength(1);
  });

  it('rejects a failed call and an answer of the wrong shape, for the data hook to log and show no results (site spec 8)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'down' }, 500));
    expect(await rejection(searchSite('bond', { config: configAt('/') }))).toMatchObject({
      kind: 'http',
      status: 500,
      url: '/api/cm-adv/search',
    });
    fetchMock.mockResolvedValueOnce(jsonResponse({ results: [{ metadata: 'not an object' }] }));
    const errors = expectConsoleErrors('unexpected response from /api/cm-adv/search');
    expect((await rejection(searchSite('bonds', { config: configAt('/') }))).kind).toBe('malformed');
    // What the answer got wrong is logged for the site's team, the path of the field first.
    expect(errors.messages).toHaveLength(1);
    expect(errors.messages[0]).toContain("path: [ 'results' ]");
  });

  it('reads an answer without results as no results', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({}));
    await expect(searchSite('bonds', { config: configAt('/') })).resolves.toEqual([]);
  });

  it('rejects a cancelled search, which the caller ignores', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(() => new Promise(() => {}));
    const promise = rejection(searchSite('bond', { config: configAt('/'), signal: controller.signal }));
    controller.abort();
    expect((await promise).kind).toBe('aborted');
  });
});

describe('toSearchHit (site spec 3 "Search result")', () => {
  it('reads the URL, the title, the entities with a model, the document and the secure mark', () => {
    expect(toSearchHit(RESULT as RawSearchResult)).toEqual({
      url: '/investment-products/mutual-funds/x/Class-A/details/?cusip=1',
      title: 'Core Bond Fund',
      secure: true,
      entities: [
        { model: 'Title', text: 'Core Bond Fund' },
        { model: 'Ticker', text: 'CMBAX' },
      ],
      document: { Indexedurl: '/x', Title: 'Core Bond Fund', Cusip: '123', Tags: 'a' },
    });
  });

  it('takes the fields from the top level when there are no properties, and is not secure from another source', () => {
    const hit = toSearchHit({
      source: 'public',
      title: ['Page title'],
      enriched_html: [{ entities: [{ model_name: 'Category', text: 'Article' }] }],
    });
    expect(hit).toEqual({
      url: '',
      title: 'Page title',
      secure: false,
      entities: [{ model: 'Category', text: 'Article' }],
    });
  });
});

describe('autocomplete (site spec 7, products spec 7)', () => {
  it('GETs /api/{site code}/autocomplete/{term}?count=5&field=text and reads the suggestions', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(['bond', 'bonds']));
    await expect(autocomplete('bon', { config: configAt('/institutional/search') })).resolves.toEqual([
      'bond',
      'bonds',
    ]);
    expect(sent().url).toBe('/api/cm-inst/autocomplete/bon?count=5&field=text');
    expect(sent().init.method).toBe('GET');
  });

  it('encodes the term in the path', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([]));
    await autocomplete('a/b?c', { config: configAt('/') });
    expect(sent().url).toBe('/api/cm-adv/autocomplete/a%2Fb%3Fc?count=5&field=text');
  });

  it('rejects a cancelled request as aborted and other failures as they are', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(() => new Promise(() => {}));
    const cancelled = rejection(autocomplete('grow', { config: configAt('/'), signal: controller.signal }));
    controller.abort();
    expect((await cancelled).kind).toBe('aborted');
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'down' }, 503));
    expect(await rejection(autocomplete('growth', { config: configAt('/') }))).toMatchObject({
      kind: 'http',
      status: 503,
    });
  });

  it('rejects an answer that is not a list of strings', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(jsonResponse({ suggestions: ['bond'] }));
    expect((await rejection(autocomplete('bonds', { config: configAt('/') }))).kind).toBe('malformed');
  });
});
