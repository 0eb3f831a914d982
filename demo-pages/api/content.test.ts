import { describe, expect, it } from 'vitest';
import { createApp, isApiPath } from './app';
import { contentBases, pageIdFor } from './content';
import { authorNames, buildInsights } from './data/insights';
import { MARKUP_SAMPLES_SCOPE, SCRIPT_PAYLOADS } from './data/insights-markup';
import { blogCategories, taxonomyKeys, TOPICS } from './data/taxonomy';
import { ITEM_TYPE_ICONS } from '../../services/insights';

const app = createApp();
const AUTH = { 'HST-Authorization': 'Bearer demo' };
const BASE = '/advisor/resourceapi';

interface Doc {
  _meta: { id: string; path: string; type: string };
  title?: string;
  html?: { content: string };
  keys?: string[];
  publicationDate?: number;
  [field: string]: unknown;
}
interface DocList {
  _meta: { totalSize: number; size: number };
  _embedded: { documents: Doc[] };
}

async function get<T>(url: string, headers: Record<string, string> = AUTH): Promise<{ status: number; body: T }> {
  const response = await app.request(url, { headers });
  return { status: response.status, body: (await response.json()) as T };
}

const list = (query: string, base = BASE) => get<DocList>(`${base}/halapi/documents?${query}`);

describe('GET {base}/halapi/documents/{id}', () => {
  it('answers the institutional disclaimer with its type, title and HTML', async () => {
    const { status, body } = await get<Doc>(`${BASE}/halapi/documents/institutional-disclaimer`);
    expect(status).toBe(200);
    expect(body._meta).toMatchObject({ id: 'institutional-disclaimer', type: 'cm:Disclaimer' });
    expect(body._meta.path).toMatch(/^\/content\/documents\//);
    expect(body.title).toBe('Institutional Investors and Consultants');
    expect(body.html?.content.match(/<p>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(body.html?.content).toContain('institutional investors and consultants resident in the United States');
  });

  it('answers the general disclaimer with a title other than the element default heading', async () => {
    const { body } = await get<Doc>(`${BASE}/halapi/documents/general-disclaimer`);
    expect(body._meta.type).toBe('cm:Disclaimer');
    expect(body.title).toBeTruthy();
    expect(body.title).not.toBe('Important Information');
    expect(body.html?.content).toContain('Past performance does not guarantee future results.');
  });

  it('gives only the asked fields (and _meta) with _fields', async () => {
    const { body } = await get<Doc>(`${BASE}/halapi/documents/general-disclaimer?_fields=title`);
    expect(Object.keys(body).sort()).toEqual(['_meta', 'title']);
  });

  it('answers 404 JSON for an unknown id, also an id with encoded slashes', async () => {
    for (const id of ['no-such-document', 'a%2Fb%3Fc']) {
      const { status, body } = await get<{ error: string }>(`${BASE}/halapi/documents/${id}`);
      expect(status).toBe(404);
      expect(body.error).toBe('Not Found');
    }
  });

  it('resolves every image and author subscription an insight references', async () => {
    const { body } = await list('_scope=/content/documents/cm-blog/insights&_limit=5');
    expect(body._embedded.documents).toHaveLength(5);
    expect(body._embedded.documents.some((doc) => doc.authorSubscription)).toBe(true);
    for (const doc of body._embedded.documents) {
      const image = doc.image as { _meta: { mirror: { id: string; path: string } } };
      const described = await get<Doc>(`${BASE}/halapi/documents/${image._meta.mirror.id}?_fields=description`);
      expect(described.status).toBe(200);
      expect(described.body.description).toEqual(expect.any(String));
      if (doc.authorSubscription) {
        const subscription = await get<Doc>(`${BASE}/halapi/documents/${doc.authorSubscription as string}`);
        expect(subscription.body).toMatchObject({
          status: expect.stringMatching(/^(active|inactive)$/),
          name: expect.any(String),
        });
      }
    }
  });
});

describe('HST-Authorization', () => {
  const urls = [
    `${BASE}/halapi/documents/general-disclaimer`,
    `${BASE}/halapi/documents?_scope=/content/documents&_limit=1`,
    `${BASE}/halapi/folders?_scope=/content/documents/cm-common/press-releases`,
    `${BASE}/halapi/resourcebundles/cm-common.footer`,
    '/site/resourceapi/halapi/taxonomies/Blog%20Categories',
  ];

  it('answers 401 JSON without the header, and with an empty one', async () => {
    for (const url of urls) {
      for (const headers of [{}, { 'HST-Authorization': '  ' }] as Array<Record<string, string>>) {
        const { status, body } = await get<{ error: string }>(url, headers);
        expect(status, url).toBe(401);
        expect(body.error).toBe('Unauthorized');
      }
    }
  });

  it('accepts any non-empty token', async () => {
    for (const url of urls) expect((await get(url, { 'hst-authorization': 'x' })).status, url).toBe(200);
  });
});

describe('site sections (site spec 2.1)', () => {
  it('serves the content API under every section and its preview variant', async () => {
    const bases = contentBases();
    for (const section of ['/advisor', '/investor', '/institutional', '/insights', '/blogspa', '/site']) {
      expect(bases).toContain(`${section}/resourceapi`);
      expect(bases).toContain(`${section}/preview/resourceapi`);
    }
    for (const base of bases) {
      const { status, body } = await get<Doc>(`${base}/halapi/documents/general-disclaimer?_fields=title`);
      expect(status, base).toBe(200);
      expect(body.title).toBe('Important Disclosures');
    }
  });

  it('answers 404 JSON under a section it does not know', async () => {
    const response = await app.request('/unknown/resourceapi/halapi/documents/general-disclaimer', { headers: AUTH });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('GET {base}/halapi/documents?_scope&_sort&_limit', () => {
  it('lists the documents under a scope, segment by segment, with _meta.totalSize', async () => {
    const { body } = await list('_scope=/content/documents/cm-blog/insights&_limit=-1');
    expect(body._meta.totalSize).toBe(107);
    expect(body._embedded.documents).toHaveLength(107);
    expect(body._embedded.documents.every((d) => d._meta.path.startsWith('/content/documents/cm-blog/insights/'))).toBe(
      true,
    );
    // "/content/documents/cm-blog/insight" is not a prefix of the folder "insights".
    expect((await list('_scope=/content/documents/cm-blog/insight')).body._meta.totalSize).toBe(0);
    // A trailing slash is the same scope.
    expect((await list('_scope=/content/documents/cm-blog/insights/')).body._meta.totalSize).toBe(107);
  });

  it('holds 137 insights in all: 107 on the blog and 30 on the institutional site', async () => {
    const institutional = await list(
      '_scope=/content/documents/cm-institutional/insights',
      '/institutional/resourceapi',
    );
    expect(institutional.body._meta.totalSize).toBe(30);
    const all = buildInsights().articles;
    expect(all).toHaveLength(137);
  });

  it('limits the page and keeps the total; -1 (or no limit) gives every document', async () => {
    const page = await list('_scope=/content/documents/cm-blog/insights&_limit=9');
    expect(page.body._meta.totalSize).toBe(107);
    expect(page.body._embedded.documents).toHaveLength(9);
    expect(page.body._meta.size).toBe(9);
    expect((await list('_scope=/content/documents/cm-blog/insights')).body._embedded.documents).toHaveLength(107);
    const next = await list('_scope=/content/documents/cm-blog/insights&_sort=cti:title&_limit=9&_offset=9');
    const firstTwo = await list('_scope=/content/documents/cm-blog/insights&_sort=cti:title&_limit=18');
    expect(next.body._embedded.documents.map((d) => d.title)).toEqual(
      firstTwo.body._embedded.documents.slice(9).map((d) => d.title),
    );
  });

  it('sorts ascending, and descending with a "-" prefix (site spec 7, 9)', async () => {
    const desc = (await list('_scope=/content/documents/cm-blog/insights&_sort=-cti:publicationDate&_limit=-1')).body
      ._embedded.documents;
    const dates = desc.map((d) => d.publicationDate as number);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Set(dates).size).toBe(dates.length);
    const asc = (await list('_scope=/content/documents/cm-blog/insights&_sort=cti:publicationDate&_limit=3')).body
      ._embedded.documents;
    expect(asc.map((d) => d.publicationDate)).toEqual(dates.slice(-3).reverse());

    const titles = (
      await list('_scope=/content/documents/cm-blog/insights&_sort=cti:title')
    ).body._embedded.documents.map((d) => d.title as string);
    expect(titles).toEqual(
      [...titles].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true })),
    );
  });

  it('filters by a topic with _expr=jcr:contains(@hippotaxonomy:keys, ...) (latest insights)', async () => {
    const expr = encodeURIComponent("jcr:contains(@hippotaxonomy:keys,'fixed-income')");
    const { body } = await list(
      `_scope=/content/documents/cm-blog/insights&_sort=-cti:publicationDate&_limit=3&_expr=${expr}`,
    );
    expect(body._embedded.documents).toHaveLength(3);
    expect(body._embedded.documents.every((d) => d.keys?.includes('fixed-income'))).toBe(true);
    expect(body._meta.totalSize).toBeGreaterThan(3);
    const none = await list(
      `_scope=/content/documents/cm-blog/insights&_expr=${encodeURIComponent("jcr:contains(@hippotaxonomy:keys,'no-such-topic')")}`,
    );
    expect(none.body).toEqual({ _meta: { totalSize: 0, size: 0, offset: 0 }, _embedded: { documents: [] } });
  });

  it('reads the icon map value list (site spec 7: _limit=40, listitem[] {key, label})', async () => {
    const { body } = await list('_limit=40&_scope=/content/documents/administration/value-lists/cm-icon-map');
    expect(body._meta.totalSize).toBe(1);
    const items = body._embedded.documents[0]?.listitem as Array<{ key: string; label: string }>;
    expect(items.map((i) => i.key)).toContain('Whitepaper');
  });

  it('answers 400 for a limit that is not an integer, or an unsupported expression', async () => {
    expect((await list('_limit=all')).status).toBe(400);
    expect((await list('_limit=-2')).status).toBe(400);
    expect((await list(`_expr=${encodeURIComponent('drop table')}`)).status).toBe(400);
  });
});

describe('GET {base}/halapi/folders', () => {
  it('lists the year folders of the press releases (site spec 2.9)', async () => {
    const { body } = await get<{ _embedded: { folders: Array<{ name: string; documentCount: number }> } }>(
      `/site/resourceapi/halapi/folders?_limit=40&_scope=/content/documents/cm-common/press-releases`,
    );
    expect(body._embedded.folders.map((f) => f.name)).toEqual(['2024', '2025']);
    expect(body._embedded.folders.every((f) => f.documentCount > 0)).toBe(true);
  });
});

describe('GET {base}/halapi/resourcebundles/{bundleName}', () => {
  const names = [
    'cm-common.footer',
    'cm-investor.footer',
    'cm-institutional.footer',
    'cm-advisor.contact-us-mutual-funds',
    'cm-investor.contact-us-mutual-funds',
    'cm-institutional.contact-us',
    'cm-common.disclaimer',
  ];

  it('answers every bundle of site spec 7 as bundles.default, a map of texts', async () => {
    for (const name of names) {
      const { status, body } = await get<{ bundles: { default: Record<string, unknown> } }>(
        `${BASE}/halapi/resourcebundles/${name}`,
      );
      expect(status, name).toBe(200);
      const entries = Object.values(body.bundles.default);
      expect(entries.length, name).toBeGreaterThan(3);
      expect(
        entries.every((text) => typeof text === 'string' && text.length > 0),
        name,
      ).toBe(true);
    }
  });

  it('carries the spec texts: subscribe banner except on the institutional site, contact-form texts, disclaimer choices', async () => {
    const bundle = async (name: string) =>
      (await get<{ bundles: { default: Record<string, string> } }>(`${BASE}/halapi/resourcebundles/${name}`)).body
        .bundles.default;
    expect((await bundle('cm-common.footer'))['footer.subscribe.button']).toBe('Choose subscriptions');
    expect(await bundle('cm-institutional.footer')).not.toHaveProperty('footer.subscribe.heading');
    expect((await bundle('cm-institutional.contact-us'))['contact.subject']).toBe(
      'Calder Meridian Institutional Contact Us Form',
    );
    expect((await bundle('cm-advisor.contact-us-mutual-funds'))['contact.error']).toBe(
      "We're experiencing technical difficulties. Your message could not be submitted at this time. Please try again later.",
    );
    expect((await bundle('cm-common.disclaimer'))['disclaimer.privateDevice']).toBe(
      'I am using a private computer or device.',
    );
  });

  it('answers 404 JSON for an unknown bundle, also one named like an object property', async () => {
    for (const name of ['cm-nope.footer', 'toString', '__proto__']) {
      expect((await get(`${BASE}/halapi/resourcebundles/${name}`)).status, name).toBe(404);
    }
  });
});

describe('GET {cmsBase}/halapi/taxonomies/Blog%20Categories', () => {
  interface Category {
    key: string;
    infos: { en_US?: { name: string }; en?: { name: string } };
    categories: Category[];
  }

  it('answers categories[] {key, infos, categories} in the blog category order of site spec 9', async () => {
    const { status, body } = await get<{ categories: Category[] }>(
      '/site/resourceapi/halapi/taxonomies/Blog%20Categories',
    );
    expect(status).toBe(200);
    const names = body.categories.map((c) => c.infos.en_US?.name ?? c.infos.en?.name);
    expect(names.slice(0, 4)).toEqual(['Thought Leadership', 'Author', 'Topic', 'Product Insights']);
    expect(body.categories.every((c) => c.categories.length > 0)).toBe(true);
    const everyNamed = (list: Category[]): boolean =>
      list.every((c) => Boolean(c.infos.en_US?.name ?? c.infos.en?.name) && everyNamed(c.categories));
    expect(everyNamed(body.categories)).toBe(true);
  });

  it('defines every key an insight carries', () => {
    const keys = taxonomyKeys(blogCategories(authorNames()));
    const { articles } = buildInsights();
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.every((a) => (a.keys as string[]).length > 0)).toBe(true);
    const missing = articles.flatMap((a) => (a.keys as string[]).filter((k) => !keys.has(k)));
    expect(missing).toEqual([]);
  });

  it('answers 404 for another taxonomy', async () => {
    expect((await get('/site/resourceapi/halapi/taxonomies/Nope')).status).toBe(404);
  });
});

describe('generated insights', () => {
  it('are the same on every build', () => {
    expect(JSON.stringify(buildInsights())).toBe(JSON.stringify(buildInsights()));
  });

  it('have distinct ids and paths, a date, a summary, topic keys and authors', () => {
    const { articles } = buildInsights();
    expect(new Set(articles.map((a) => a._meta.id)).size).toBe(137);
    expect(new Set(articles.map((a) => a._meta.path)).size).toBe(137);
    for (const article of articles) {
      expect(article.publicationDate).toEqual(expect.any(Number));
      expect(article.cardSummary).toEqual(expect.stringMatching(/\.$/));
      expect((article.keys as string[]).length).toBeGreaterThan(1);
      expect((article.authors as Array<{ displayName: string }>)[0]?.displayName).toBeTruthy();
    }
    expect(articles.some((a) => (a.keys as string[]).includes('client-materials'))).toBe(true);
  });

  it('cover every item type of site spec 3, every topic and every author', () => {
    const { articles } = buildInsights();
    expect(new Set(articles.flatMap((a) => a.types as string[]))).toEqual(new Set(Object.keys(ITEM_TYPE_ICONS)));
    const keys = new Set(articles.flatMap((a) => a.keys as string[]));
    for (const key of [...Object.keys(TOPICS), ...Object.keys(authorNames())]) expect(keys, key).toContain(key);
  });

  it('keep the samples with markup in their fields out of the blog and institutional scopes', async () => {
    const samples = await list(`_scope=${MARKUP_SAMPLES_SCOPE}`);
    expect(samples.body._meta.totalSize).toBe(2);
    expect(samples.body._embedded.documents[0]?.title).toContain(SCRIPT_PAYLOADS.image);
    const blog = await list('_scope=/content/documents/cm-blog/insights');
    expect(blog.body._embedded.documents.some((d) => JSON.stringify(d).includes('cmXss'))).toBe(false);
  });
});

describe('POST /restapi/frontendutility/getpageid', () => {
  it('maps each document path to a stable page id', async () => {
    const response = await app.request('/restapi/frontendutility/getpageid?count=2', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ docPaths: ['/content/documents/a', '/content/documents/b'] }),
    });
    const body = (await response.json()) as { results: Record<string, string> };
    expect(body.results).toEqual({
      '/content/documents/a': pageIdFor('/content/documents/a'),
      '/content/documents/b': pageIdFor('/content/documents/b'),
    });
    expect(pageIdFor('/content/documents/a')).not.toBe(pageIdFor('/content/documents/b'));
  });

  it('answers 400 without a list of paths', async () => {
    const response = await app.request('/restapi/frontendutility/getpageid', {
      method: 'POST',
      body: '{"docPaths": "a"}',
    });
    expect(response.status).toBe(400);
  });
});

describe('binaries (site spec 2.1)', () => {
  it('serves an image for every image path, in every binaries context', async () => {
    for (const url of [
      '/binaries/content/gallery/cm/insights/a.svg',
      '/site/binaries/content/gallery/cm/insights/a.jpg',
      '/site/cm-advisor/binaries/content/gallery/cm/a.png/a.png/brxp:large',
    ]) {
      const response = await app.request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    }
  });

  it('serves a PDF for a PDF path and 404 for other files', async () => {
    const pdf = await app.request('/binaries/content/assets/cm/insights/bond-ladders.pdf');
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(await pdf.text()).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
    expect((await app.request('/binaries/content/assets/cm/data.xlsx')).status).toBe(404);
  });
});

describe('unknown API paths', () => {
  it('answer 404 JSON', async () => {
    for (const url of ['/api/nothing-here', '/pnp.svc/unknown', '/advisor/resourceapi/halapi/nothing']) {
      const response = await app.request(url, { headers: AUTH });
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-type'), url).toMatch(/^application\/json/);
    }
  });
});

describe('isApiPath', () => {
  it('tells API calls from pages and assets', () => {
    expect(isApiPath('/api/email')).toBe(true);
    expect(isApiPath('/institutional/resourceapi/halapi/documents?_scope=/x')).toBe(true);
    expect(isApiPath('/binaries/content/gallery/cm/a.svg')).toBe(true);
    expect(isApiPath('/site/binaries/a.svg')).toBe(true);
    expect(isApiPath('/institutional/')).toBe(false);
    expect(isApiPath('/dist/loader.js')).toBe(false);
    expect(isApiPath('/outbox.html?api/')).toBe(false);
  });
});
