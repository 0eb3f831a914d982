import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, rejection, sentRequest, stubFetch, type FetchMock } from '../runtime/test-fetch';
import { getPageConfig, resetPageConfig } from '../runtime/config';
import { z } from '../runtime/zod';
import {
  getBundleDocuments,
  listDocumentsOf,
  FUND_DISCLOSURE_REFERENCE_MAP,
  fundDisclosureRefs,
  getBundleDocument,
  getDocument,
  getFundDisclosureRefs,
  getPerformanceDisclosures,
  getResourceBundle,
  listDocuments,
  toContentItem,
} from './content';

const DOC = {
  _meta: { id: 'a1b2', path: '/content/documents/cm-advisor/insights/summary/outlook', type: 'cm:Article' },
  title: 'Market outlook',
  subtitle: 'Second half',
  publicationDate: 1735689600000,
  html: { content: '<p>Body</p>' },
  image: { _meta: { mirror: { path: 'content/gallery/cm/outlook.jpg', id: 'img-1' } } },
  time: '5 min read',
  keys: ['equity', 'client-materials'],
  videoId: '123|456',
  itemType: 'Article',
  LinkList: { links: [{ text: 'Read' }] },
  authorSubscription: 'sub-9',
  extra: { kept: true },
};

let fetchMock: FetchMock;
const json = jsonResponse;
const sent = (index = 0) => sentRequest(fetchMock, index);
/** The context an element gives its calls: here the page's own configuration. */
const ctx = () => ({ config: getPageConfig() });

beforeEach(() => {
  fetchMock = stubFetch(DOC);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('getDocument', () => {
  it('GETs {base}/halapi/documents/{id} with HST-Authorization and credentials', async () => {
    const doc = await getDocument('a1b2', ctx());
    const { url, init, headers } = sent();
    expect(url).toBe('/advisor/resourceapi/halapi/documents/a1b2');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(headers['HST-Authorization']).toBe('demo');
    expect(doc.title).toBe('Market outlook');
    expect(doc.html?.content).toBe('<p>Body</p>');
    // Unknown fields pass through.
    expect(doc.extra).toEqual({ kept: true });
  });

  it("uses the section's content API and the page's token", async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.setAttribute('data-cm-config', '');
    script.textContent = '{"contentToken": "secret-token"}';
    document.head.append(script);
    history.replaceState(null, '', '/institutional/about');
    await getDocument('x', ctx());
    expect(sent().url).toBe('/institutional/resourceapi/halapi/documents/x');
    expect(sent().headers['HST-Authorization']).toBe('secret-token');
  });

  it("uses an element's configuration when given", async () => {
    const config = getPageConfig({ apiContent: 'https://content.example/advisor/resourceapi' });
    await getDocument('img-1', { config, fields: 'description' });
    expect(sent().url).toBe('https://content.example/advisor/resourceapi/halapi/documents/img-1?_fields=description');
  });

  it('sends no HST-Authorization header without a token', async () => {
    await getDocument('x', { config: { ...getPageConfig(), contentToken: undefined } });
    expect(sent().headers).not.toHaveProperty('HST-Authorization');
  });

  it('encodes the id into one path segment', async () => {
    await getDocument('a/b?c', ctx());
    expect(sent().url).toBe('/advisor/resourceapi/halapi/documents/a%2Fb%3Fc');
  });

  it('caches identical reads for the page session', async () => {
    await getDocument('a1b2', ctx());
    await getDocument('a1b2', ctx());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('error kinds', () => {
  it('500 -> http with the status', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'boom' }, 500));
    expect(await rejection(getDocument('a', ctx()))).toMatchObject({
      kind: 'http',
      status: 500,
      url: '/advisor/resourceapi/halapi/documents/a',
    });
  });

  it('malformed JSON -> malformed', async () => {
    fetchMock.mockResolvedValueOnce(json('{"title": '));
    expect((await rejection(getDocument('a', ctx()))).kind).toBe('malformed');
  });

  it('a field the widgets read of the wrong type -> malformed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(json({ ...DOC, keys: 'equity' }));
    expect((await rejection(getDocument('a', ctx()))).kind).toBe('malformed');
  });

  it('network failure -> network', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect((await rejection(getDocument('a', ctx()))).kind).toBe('network');
  });

  it('no answer in time -> timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(() => new Promise(() => {}));
    const promise = rejection(getDocument('slow', ctx()));
    await vi.advanceTimersByTimeAsync(20000);
    expect((await promise).kind).toBe('timeout');
  });
});

describe('listDocuments', () => {
  it('builds the scope query of site spec 7 and reads totalSize and the documents', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ _meta: { totalSize: 42 }, _embedded: { documents: [DOC, { title: 'Two' }] } }),
    );
    const list = await listDocuments(
      {
        scope: '/content/documents/cm-advisor/insights',
        sort: '-cti:publicationDate',
        limit: 9,
      },
      ctx(),
    );
    expect(sent().url).toBe(
      '/advisor/resourceapi/halapi/documents?_scope=/content/documents/cm-advisor/insights&_sort=-cti:publicationDate&_limit=9',
    );
    expect(sent().headers['HST-Authorization']).toBe('demo');
    expect(list.totalSize).toBe(42);
    expect(list.documents.map((d) => d.title)).toEqual(['Market outlook', 'Two']);
  });

  it('defaults to every document (_limit=-1) and adds _expr for a topic', async () => {
    fetchMock.mockResolvedValueOnce(json({ _meta: { totalSize: 0 } }));
    const list = await listDocuments(
      {
        scope: '/content/documents/cm-advisor/blog',
        expr: "jcr:contains(@hippotaxonomy:keys,'equity')",
      },
      ctx(),
    );
    expect(sent().url).toBe(
      "/advisor/resourceapi/halapi/documents?_scope=/content/documents/cm-advisor/blog&_limit=-1&_expr=jcr:contains(@hippotaxonomy:keys,'equity')",
    );
    expect(list).toEqual({ totalSize: 0, documents: [] });
  });

  it("reads the content system's own API with api: 'cms'", async () => {
    fetchMock.mockResolvedValueOnce(json({ _embedded: { documents: [DOC] } }));
    const list = await listDocuments(
      { scope: '/content/documents/cti-advisor/subscriptions' },
      { ...ctx(), api: 'cms' },
    );
    expect(sent().url).toBe(
      '/site/resourceapi/halapi/documents?_scope=/content/documents/cti-advisor/subscriptions&_limit=-1',
    );
    expect(list.totalSize).toBe(1);
  });

  it('rejects a list whose documents have the wrong shape', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(json({ _embedded: { documents: { title: 'not a list' } } }));
    expect((await rejection(listDocuments({ scope: '/x' }, ctx()))).kind).toBe('malformed');
  });
});

describe('getResourceBundle', () => {
  it('GETs {base}/halapi/resourcebundles/{name} and returns bundles.default', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ id: 'cm-common.footer', bundles: { default: { 'phone.shareholder': '800-555-0140' }, en_US: {} } }),
    );
    await expect(getResourceBundle('cm-common.footer', ctx())).resolves.toEqual({
      'phone.shareholder': '800-555-0140',
    });
    expect(sent().url).toBe('/advisor/resourceapi/halapi/resourcebundles/cm-common.footer');
    expect(sent().headers['HST-Authorization']).toBe('demo');
  });

  it('rejects a bundle without bundles.default, or with texts that are not strings', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(json({ bundles: {} }));
    expect((await rejection(getResourceBundle('a', ctx()))).kind).toBe('malformed');
    fetchMock.mockResolvedValueOnce(json({ bundles: { default: { a: 1 } } }));
    expect((await rejection(getResourceBundle('b', ctx()))).kind).toBe('malformed');
  });
});

/** A resource bundle document as the administration folder lists it. */
const bundleDocument = (id: string, texts: Record<string, string>) => ({
  _meta: {
    id: `doc-${id}`,
    path: `/content/documents/administration/cm-common/${id}`,
    type: 'resourcebundle:resourcebundle',
  },
  id,
  basename: id,
  bundles: { default: texts },
});
const DISCLOSURE_LOOKUP =
  "/site/resourceapi/halapi/documents?_scope=/content/documents/administration/cm-common&_expr=jcr:contains(@resourcebundle:id,%20'fund.disclosure.reference.map')";

describe('getBundleDocument (products spec 7, site spec 7: landing and disclosure lookups)', () => {
  it("GETs the spec's administration-folder query on {cmsBase} and reads bundles.default", async () => {
    fetchMock.mockResolvedValueOnce(json({ _embedded: { documents: [bundleDocument('a.b', { key: 'text' })] } }));
    await expect(getBundleDocument('a.b', ctx())).resolves.toEqual({ key: 'text' });
    expect(sent().url).toBe(
      "/site/resourceapi/halapi/documents?_scope=/content/documents/administration/cm-common&_expr=jcr:contains(@resourcebundle:id,%20'a.b')",
    );
    expect(sent().headers['HST-Authorization']).toBe('demo');
  });

  it("takes the brand code from the element's configuration and the resource API from the options", async () => {
    fetchMock.mockResolvedValueOnce(json({ _embedded: { documents: [] } }));
    await getBundleDocument('a.b', { config: getPageConfig({ brandCode: 'xy' }), api: 'content' });
    expect(sent().url).toMatch(
      /^\/advisor\/resourceapi\/halapi\/documents\?_scope=\/content\/documents\/administration\/xy-common&/,
    );
  });

  it('prefers the document whose id is the key over others the text match found, else the first', async () => {
    fetchMock.mockResolvedValueOnce(
      json({
        _embedded: {
          documents: [bundleDocument('a.b.old', { which: 'old' }), bundleDocument('a.b', { which: 'exact' })],
        },
      }),
    );
    await expect(getBundleDocument('a.b', ctx())).resolves.toEqual({ which: 'exact' });
    fetchMock.mockResolvedValueOnce(json({ _embedded: { documents: [bundleDocument('c.d.v2', { which: 'first' })] } }));
    await expect(getBundleDocument('c.d', ctx())).resolves.toEqual({ which: 'first' });
  });

  it('gives {} when no document matches or the document has no texts', async () => {
    fetchMock.mockResolvedValueOnce(json({ _meta: { totalSize: 0 }, _embedded: { documents: [] } }));
    await expect(getBundleDocument('none', ctx())).resolves.toEqual({});
    fetchMock.mockResolvedValueOnce(json({ _embedded: { documents: [{ id: 'bare' }] } }));
    await expect(getBundleDocument('bare', ctx())).resolves.toEqual({});
  });

  it('rejects texts that are not strings', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(json({ _embedded: { documents: [{ id: 'x', bundles: { default: { a: 3 } } }] } }));
    expect((await rejection(getBundleDocument('x', ctx()))).kind).toBe('malformed');
  });
});

describe('fundDisclosureRefs (products spec 3 "disclosureRef", 2.14)', () => {
  it('maps each cusip, in upper case and trimmed, to its footnote number', () => {
    expect(fundDisclosureRefs({ '12345A678': '3', ' 98765b432 ': ' 12 ' })).toEqual({
      '12345A678': '3',
      '98765B432': '12',
    });
  });

  it('leaves out, with a warning naming it, an entry that is not a cusip and a footnote number', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const refs = fundDisclosureRefs({
      '12345A678': '2',
      '1234': '1',
      '22222B222': 'see note',
      '33333C333': '0',
      '44444D444': '',
      description: 'Fund footnotes',
    });
    expect(refs).toEqual({ '12345A678': '2' });
    expect(warn).toHaveBeenCalledTimes(5);
    expect(warn).toHaveBeenCalledWith(
      'fund.disclosure.reference.map: "22222B222": "see note" is not a cusip and a footnote number; left out.',
    );
  });
});

describe('getFundDisclosureRefs (products spec 7)', () => {
  it('reads the fund.disclosure.reference.map document once per page', async () => {
    fetchMock.mockResolvedValue(
      json({ _embedded: { documents: [bundleDocument(FUND_DISCLOSURE_REFERENCE_MAP, { '12345a678': '4' })] } }),
    );
    await expect(getFundDisclosureRefs(ctx())).resolves.toEqual({ '12345A678': '4' });
    await expect(getFundDisclosureRefs(ctx())).resolves.toEqual({ '12345A678': '4' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent().url).toBe(DISCLOSURE_LOOKUP);
  });

  it('rejects on a non-OK response (the data hook logs it and uses empty data)', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'down' }, 500));
    expect(await rejection(getFundDisclosureRefs(ctx()))).toMatchObject({ kind: 'http', status: 500 });
  });
});

describe('getPerformanceDisclosures (products spec 2.14, 7)', () => {
  it("lists the product's performance-disclosure folder of the advisor site, and reads each document's HTML", async () => {
    fetchMock.mockResolvedValue(
      json({
        _embedded: {
          documents: [
            { html: { content: '<p>Past performance.</p>' } },
            { html: null },
            { html: { value: '<p>B</p>' } },
          ],
        },
      }),
    );
    await expect(getPerformanceDisclosures('mutual-funds', ctx())).resolves.toEqual([
      '<p>Past performance.</p>',
      '<p>B</p>',
    ]);
    expect(sent().url).toBe(
      '/site/resourceapi/halapi/documents?_scope=/content/documents/cm-advisor/products/mutual-funds/performance-disclosure&_limit=-1',
    );
  });

  it("reads the investor site's own folder there", async () => {
    history.replaceState(null, '', '/investor/investment-products/');
    resetPageConfig();
    fetchMock.mockResolvedValue(json({ _embedded: { documents: [] } }));
    await expect(getPerformanceDisclosures('interval-funds', ctx())).resolves.toEqual([]);
    expect(sent().url).toContain(
      '_scope=/content/documents/cm-investor/products/interval-funds/performance-disclosure',
    );
  });
});

describe('toContentItem (site spec 3)', () => {
  it('maps a document to the list item the widgets show', () => {
    expect(toContentItem(DOC)).toEqual({
      id: 'a1b2',
      path: '/content/documents/cm-advisor/insights/summary/outlook',
      title: 'Market outlook',
      subtitle: 'Second half',
      subtitle2: '',
      time: '5 min read',
      publicationDate: 1735689600000,
      summary: '',
      html: '<p>Body</p>',
      imageUrl: '/binaries/content/gallery/cm/outlook.jpg',
      imageId: 'img-1',
      videoId: '123|456',
      itemType: 'Article',
      itemPrefix: '',
      keys: ['equity', 'client-materials'],
      linkList: [{ text: 'Read' }],
    });
  });

  it('takes subhead and html.value as fallbacks, drops a negative date, and uses the binaries base', () => {
    const item = toContentItem(
      { subhead: 'Sub', html: { value: 'V' }, publicationDate: -1, image: { _meta: { mirror: { path: '/a.png' } } } },
      '/site/binaries',
    );
    expect(item.subtitle).toBe('Sub');
    expect(item.html).toBe('V');
    expect(item.publicationDate).toBeUndefined();
    expect(item.imageUrl).toBe('/site/binaries/a.png');
  });
});

describe('listDocumentsOf, getBundleDocuments (calls made with a CallContext)', () => {
  it("takes the context's configuration, signal and time limit, never the page's", async () => {
    vi.useFakeTimers();
    const config = { ...getPageConfig({ apiCms: 'https://cms.example/resourceapi' }), timeoutMs: 50 };
    const controller = new AbortController();
    fetchMock.mockImplementation(() => new Promise(() => {}));
    const pending = rejection(
      listDocuments({ scope: '/content/documents/x' }, { config, signal: controller.signal, api: 'cms' }),
    );
    await vi.advanceTimersByTimeAsync(60);
    expect((await pending).kind).toBe('timeout');
    expect(sent().url).toBe('https://cms.example/resourceapi/halapi/documents?_scope=/content/documents/x&_limit=-1');
  });

  it('lists the documents of a content type with the caller schema', async () => {
    fetchMock.mockResolvedValueOnce(json({ _embedded: { documents: [{ summary: { content: '<p>A</p>' } }] } }));
    const schema = z.looseObject({ summary: z.looseObject({ content: z.string() }) });
    const { totalSize, documents } = await listDocumentsOf(
      { type: 'cm:Accordion', scope: '/content/documents/cm-advisor/products/managed-accounts' },
      schema,
      ctx(),
    );
    expect(sent().url).toBe(
      '/advisor/resourceapi/halapi/cm:Accordion?_scope=/content/documents/cm-advisor/products/managed-accounts&_limit=-1',
    );
    expect(totalSize).toBe(1);
    expect(documents[0]?.summary.content).toBe('<p>A</p>');
  });

  it('reads several bundle documents in one call, by basename, {} for a key none answers', async () => {
    fetchMock.mockResolvedValueOnce(
      json({
        _embedded: {
          documents: [
            { basename: 'b.two', bundles: { default: { k: '2' } } },
            { id: 'a.one', bundles: { default: { k: '1' } } },
          ],
        },
      }),
    );
    const texts = await getBundleDocuments(['a.one', 'b.two', 'c.three'], {
      config: getPageConfig({ brandCode: 'xy' }),
    });
    expect(decodeURIComponent(sent().url)).toBe(
      "/site/resourceapi/halapi/documents?_scope=/content/documents/administration/xy-common&_expr=jcr:contains(@resourcebundle:id, 'a.one') or jcr:contains(@resourcebundle:id, 'b.two') or jcr:contains(@resourcebundle:id, 'c.three')",
    );
    expect(texts).toEqual({ 'a.one': { k: '1' }, 'b.two': { k: '2' }, 'c.three': {} });
  });
});
