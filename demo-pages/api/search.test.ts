import { describe, expect, it } from 'vitest';
import { z } from '../../runtime/zod';
import {
  autocompleteResponseSchema,
  searchRequestBody,
  searchResponseSchema,
  toSearchHit,
  SECURE_SOURCE,
} from '../../services/search';
import { categorySections, searchResults } from '../../widgets/site-search/model';
import { createApp } from './app';
import { searchCollections } from './data/search-index';
import { parseSearchQuery } from './search';

const app = createApp();

async function search(collection: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await app.request(`/api/${collection}/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** The hits of a search as the service reads them, failing the test when its schema rejects the answer. */
async function hits(collection: string, term: string, audience: 'advisor' | 'investor' | 'institutional') {
  const { status, body } = await search(collection, searchRequestBody(term, audience));
  expect(status).toBe(200);
  const parsed = z.safeParse(searchResponseSchema, body);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues.slice(0, 3)));
  const results = parsed.data.results ?? [];
  return (Array.isArray(results) ? results : [results]).map(toSearchHit);
}

async function suggestions(path: string) {
  const response = await app.request(path);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('the search index (site spec 3, 8)', () => {
  const advisor = searchCollections().get('cm-adv')!;

  it('has a collection per site', () => {
    expect([...searchCollections().keys()]).toEqual(['cm-adv', 'cm-inv', 'cm-inst']);
  });

  it('holds hundreds of pages and documents on the advisor site, some secure', () => {
    expect(advisor.length).toBeGreaterThan(600);
    expect(advisor.filter((d) => d.source === SECURE_SOURCE).length).toBeGreaterThan(20);
    expect(
      searchCollections()
        .get('cm-inv')!
        .some((d) => d.source === SECURE_SOURCE),
    ).toBe(false);
  });

  it('holds the flaws a real index has: "Page Not Found" pages, duplicates, entries without URL or title', () => {
    expect(advisor.filter((d) => d.title.includes('Page Not Found')).length).toBeGreaterThanOrEqual(5);
    const urls = advisor.map((d) => d.document.Indexedurl);
    expect(urls.length - new Set(urls).size).toBeGreaterThanOrEqual(10);
    expect(advisor.some((d) => d.url === '')).toBe(true);
    expect(advisor.some((d) => d.title === '' && !d.entities.some((e) => e.model_name === 'Title'))).toBe(true);
  });

  it('keeps text entity-encoded as crawled', () => {
    expect(advisor.some((d) => d.title.includes('&amp;'))).toBe(true);
    expect(advisor.some((d) => d.title.includes('&#8217;'))).toBe(true);
  });
});

describe('POST /api/{collection}/search (site spec 7)', () => {
  it("answers the advisor body with up to 200 results that the service's schema reads", async () => {
    const found = await hits('cm-adv', 'bond', 'advisor');
    expect(found.length).toBeGreaterThan(50);
    expect(found.length).toBeLessThanOrEqual(200);
    expect(found.every((h) => h.document !== undefined)).toBe(true);
  });

  it('gives results in every advisor category, with secure ones, that the page filters and de-duplicates', async () => {
    const found = await hits('cm-adv', 'bond', 'advisor');
    expect(found.some((h) => h.title.includes('Page Not Found'))).toBe(true);
    expect(found.some((h) => h.secure)).toBe(true);
    const shown = searchResults(found);
    expect(shown.length).toBeLessThan(found.length);
    expect(shown.some((r) => r.titleLine.includes('Page Not Found'))).toBe(false);
    const sections = categorySections(shown, { kind: 'all' });
    expect(sections.filter((s) => s.total > 0).map((s) => s.category)).toEqual([
      'Products',
      'Resources',
      'Insights',
      'Leadership',
      'Other',
    ]);
    expect(sections.find((s) => s.category === 'Products')?.viewAll).toBe(true);
  });

  it('finds leaders by name in the Leadership category', async () => {
    const shown = searchResults(await hits('cm-adv', 'Okafor', 'advisor'));
    expect(shown.find((r) => r.category === 'Leadership')).toMatchObject({
      titleLine: 'Margaret Okafor',
      url: '/about/leadership/margaret-okafor',
      leader: true,
    });
  });

  it('ranks title matches first for the weighted query of the other sites, up to 50, without the document', async () => {
    const found = await hits('cm-inv', 'income', 'investor');
    expect(found.length).toBe(50);
    expect(found[0]?.title.toLowerCase()).toContain('income');
    expect(found.every((h) => h.document === undefined && !h.secure)).toBe(true);
    expect(found.every((h) => h.url === '' || h.url.startsWith('/investor/') || h.url.startsWith('/binaries/'))).toBe(
      true,
    );
  });

  it("searches the institutional site's own insights", async () => {
    const found = await hits('cm-inst', 'defined contribution', 'institutional');
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((h) => h.url.startsWith('/institutional/insights/latest-insights/'))).toBe(true);
  });

  it('sends a single result as an object, not a list', async () => {
    const { body } = await search('cm-inv', searchRequestBody('markup', 'investor'));
    expect(body.matching_results).toBe(1);
    expect(Array.isArray(body.results)).toBe(false);
    const hit = toSearchHit(z.parse(searchResponseSchema, body).results as never);
    expect(hit.url).toBe('javascript:window.cmXss=(window.cmXss||0)+1');
    // The page shows the escaped markup of the title as text once decoded.
    expect(searchResults([hit])[0]?.titleLine).toBe(
      'Markup sample <img src=x onerror="window.cmXss=(window.cmXss||0)+1">',
    );
  });

  it('answers an empty list when nothing matches', async () => {
    const { body } = await search('cm-adv', searchRequestBody('zzzzqq', 'advisor'));
    expect(body).toEqual({ matching_results: 0, results: [] });
  });

  it('returns only the fields xReturn names', async () => {
    const { body } = await search('cm-adv', { ...searchRequestBody('bond', 'advisor'), xReturn: ['metadata'] });
    const first = (body.results as Array<Record<string, unknown>>)[0]!;
    expect(first.properties).toEqual({});
    expect(first.metadata).toEqual({ source: { url: expect.any(String) } });
  });

  it('answers 400 for a body it cannot read, 404 for an unknown collection', async () => {
    expect((await search('cm-adv', { query: '', count: 5 })).status).toBe(400);
    expect((await search('cm-adv', { query: 'title:"a"', count: 0 })).status).toBe(400);
    expect((await search('cm-adv', { query: 'title:a', count: 5 })).status).toBe(400);
    expect((await search('cm-adv', { query: 'title:"a"', count: 5, xReturn: 'title' })).status).toBe(400);
    const unknown = await search('cm-xyz', searchRequestBody('bond', 'advisor'));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('cm-adv');
  });

  it('fails as the fault switch says', async () => {
    const failed = await search('cm-adv', searchRequestBody('bond', 'advisor'), { 'x-fault': '500@/api/cm-adv' });
    expect(failed.status).toBe(500);
  });
});

describe('the query clauses (site spec 7)', () => {
  it('reads fields, quoted values with escapes and weights', () => {
    expect(parseSearchQuery('title:"core bond"^3|document.Title:"a \\"b\\""|text:"x|y"')).toEqual({
      ok: true,
      clauses: [
        { field: 'title', value: 'core bond', weight: 3 },
        { field: 'document.Title', value: 'a "b"', weight: 1 },
        { field: 'text', value: 'x|y', weight: 1 },
      ],
    });
  });

  it('refuses a term longer than the service takes (services/search SEARCH_TERM_MAX_LENGTH)', () => {
    expect(parseSearchQuery(`title:"${'a'.repeat(200)}"`).ok).toBe(true);
    expect(parseSearchQuery(`title:"${'a'.repeat(201)}"`)).toEqual({
      ok: false,
      error: 'A query value may have at most 200 characters',
    });
  });
});

describe('GET /api/{site code}/autocomplete/{term} (site spec 7)', () => {
  it('answers up to count words that start with the term, most frequent first', async () => {
    const { status, body } = await suggestions('/api/cm-adv/autocomplete/Mar?count=5&field=text');
    expect(status).toBe(200);
    const words = z.parse(autocompleteResponseSchema, body);
    expect(words).toHaveLength(5);
    expect(words.every((w) => w.startsWith('mar'))).toBe(true);
    expect((await suggestions('/api/cm-adv/autocomplete/gro?count=5&field=text')).body).toEqual([
      'growth',
      'growers',
      'growing',
    ]);
    const three = await suggestions('/api/cm-inst/autocomplete/Pla?count=3&field=text');
    expect((three.body as string[]).length).toBeLessThanOrEqual(3);
    expect((three.body as string[]).every((w) => w.startsWith('pla'))).toBe(true);
  });

  it('suggests tickers and answers [] for a term nothing starts with', async () => {
    const ticker = searchCollections()
      .get('cm-adv')!
      .find((d) => d.document.Ticker)!.document.Ticker!;
    const { body } = await suggestions(`/api/cm-adv/autocomplete/${ticker.slice(0, 4)}?count=5&field=text`);
    expect(body).toContain(ticker.toLowerCase());
    expect((await suggestions('/api/cm-adv/autocomplete/zzzq?count=5&field=text')).body).toEqual([]);
  });

  it('answers 400 for a count or field it does not know, 404 for an unknown site code', async () => {
    expect((await suggestions('/api/cm-adv/autocomplete/gro?count=0&field=text')).status).toBe(400);
    expect((await suggestions('/api/cm-adv/autocomplete/gro?count=5&field=title')).status).toBe(400);
    expect((await suggestions('/api/cm-zz/autocomplete/gro?count=5&field=text')).status).toBe(404);
  });
});
