import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, rejection, sentRequest, stubFetch, type FetchMock } from '../runtime/test-fetch';
import { getPageConfig } from '../runtime/config';
import type { CallContext } from '../runtime/http';
import {
  binaryUrl,
  getFundCategories,
  getFundClassDocuments,
  getFundLiterature,
  getLiteratureBundles,
  getSmaAccordion,
  getSummaryProspectuses,
} from './literature';

let fetchMock: FetchMock;
let context: CallContext;
const list = (documents: unknown[]) => ({ _meta: { totalSize: documents.length }, _embedded: { documents } });
/** The decoded URL of a call, to compare with the spec's query shapes. */
const sentUrl = (index = 0) => decodeURIComponent(sentRequest(fetchMock, index).url);
/** Every call answers `body` (a fresh response each time: a body is read once). */
const answerEvery = (body: unknown) => fetchMock.mockImplementation(async () => jsonResponse(body));

beforeEach(() => {
  fetchMock = stubFetch(list([]));
  context = { config: getPageConfig() };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('binaryUrl', () => {
  it('puts a mirror path under the binaries base once, and keeps absolute addresses', () => {
    expect(binaryUrl('content/assets/cm/a.pdf', '/binaries')).toBe('/binaries/content/assets/cm/a.pdf');
    expect(binaryUrl('/content/assets/cm/a.pdf', '/site/binaries/')).toBe('/site/binaries/content/assets/cm/a.pdf');
    expect(binaryUrl('/binaries/content/assets/cm/a.pdf', '/binaries')).toBe('/binaries/content/assets/cm/a.pdf');
    expect(binaryUrl('https://docs.example/a.pdf', '/binaries')).toBe('https://docs.example/a.pdf');
    expect(binaryUrl(undefined, '/binaries')).toBe('');
  });
});

describe('getFundCategories', () => {
  it("GETs the product type's funds folder on {cmsBase} with _fields=fundCategory, by id and path", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        list([
          {
            _meta: { id: 'f1', path: '/content/documents/cm-advisor/products/mutual-funds/funds/a' },
            fundCategory: 'Retail',
          },
          { _meta: { id: 'f2' } },
        ]),
      ),
    );
    const categories = await getFundCategories('mutual-funds', context);
    expect(sentUrl()).toBe(
      '/site/resourceapi/halapi/documents?_scope=/content/documents/cm-advisor/products/mutual-funds/funds&_limit=-1&_fields=fundCategory',
    );
    expect(sentRequest(fetchMock).headers['HST-Authorization']).toBe('demo');
    expect(categories.get('f1')).toBe('Retail');
    expect(categories.get('/content/documents/cm-advisor/products/mutual-funds/funds/a')).toBe('Retail');
    expect(categories.has('f2')).toBe(false);
  });
});

describe('getFundClassDocuments', () => {
  const CLASS = {
    _meta: { id: 'c1' },
    title: 'Calder Meridian Growth Fund',
    cusipId: '123456789',
    symbol: 'CMGAX',
    classCategory: 'A',
    fundName: 'f1',
    productDocuments: [
      {
        docType: 'Fact Sheet',
        ucmRefId: 'FS1',
        file: { _meta: { mirror: { path: 'content/assets/cm/literature/fs.pdf' } } },
        displayLiterature: true,
        displayInvestor: 'true',
      },
      { docType: 'Investment Insights', fileName: 'Rates outlook', file: 'content/assets/cm/secure/ii.pdf' },
    ],
  };

  it("sends the spec's classes query: title sort, the fields, status '1'", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(list([CLASS])));
    const [fund] = await getFundClassDocuments('variable-products', {}, context);
    expect(sentUrl()).toBe(
      "/site/resourceapi/halapi/documents?_scope=/content/documents/cm-advisor/products/variable-products/classes&_sort=cmfund:title&_limit=-1&_expr=@cmfund:status='1'&_fields=title,cusipId,symbol,classCategory,productDocuments,fundName",
    );
    expect(fund).toEqual({
      title: 'Calder Meridian Growth Fund',
      cusip: '123456789',
      symbol: 'CMGAX',
      classCategory: 'A',
      fundRef: 'f1',
      documents: [
        {
          docType: 'Fact Sheet',
          fileName: 'Fact Sheet',
          ucmRefId: 'FS1',
          url: '/binaries/content/assets/cm/literature/fs.pdf',
          displayLiterature: true,
          displayInvestor: true,
        },
        {
          docType: 'Investment Insights',
          fileName: 'Rates outlook',
          url: '/binaries/content/assets/cm/secure/ii.pdf',
          displayLiterature: false,
          displayInvestor: false,
        },
      ],
    });
  });

  it('the RIA variant adds closedFundMsg, the RIA type and, for mutual funds, Institutional2', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(list([{ ...CLASS, closedFundMsg: 'Closed to new investors.' }])));
    const [fund] = await getFundClassDocuments('mutual-funds', { ria: true }, context);
    expect(sentUrl()).toContain(
      "&_expr=@cmfund:status='1' and @cmfund:type='RIA' and @cmfund:fundClass='Institutional2'&_fields=title,cusipId,symbol,classCategory,productDocuments,fundName,closedFundMsg",
    );
    expect(fund?.closedFundMsg).toBe('Closed to new investors.');

    fetchMock.mockResolvedValueOnce(jsonResponse(list([])));
    await getFundClassDocuments('exchange-traded-funds', { ria: true }, context);
    expect(sentUrl(1)).toContain("_expr=@cmfund:status='1' and @cmfund:type='RIA'&");
  });

  it('gives a class without classCategory as null (shown as None)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(list([{ title: 'Trust', cusipId: 'X', classCategory: '' }])));
    const [fund] = await getFundClassDocuments('closed-end-funds', {}, context);
    expect(fund?.classCategory).toBeNull();
    expect(fund?.documents).toEqual([]);
  });

  it('rejects a list whose product documents are not a list', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(list([{ ...CLASS, productDocuments: 'none' }])));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await rejection(getFundClassDocuments('mutual-funds', {}, context))).kind).toBe('malformed');
  });
});

describe('getSummaryProspectuses', () => {
  it('reads every document, or one cusip with the _expr, and lists the flags that are set', async () => {
    answerEvery(
      list([
        { cusip: '123456789', summaryProspectus: true, prospectus: 'true', annualReport: false, thirdQtrReport: true },
        { summaryProspectus: true },
      ]),
    );
    const all = await getSummaryProspectuses(undefined, context);
    expect(sentUrl()).toBe(
      '/site/resourceapi/halapi/documents?_scope=/content/documents/cm-advisor/common/summary-prospectus&_limit=-1',
    );
    expect(all).toEqual([{ cusip: '123456789', flags: ['summaryProspectus', 'prospectus', 'thirdQtrReport'] }]);
    await getSummaryProspectuses('123456789', context);
    expect(sentUrl(1)).toBe(
      "/site/resourceapi/halapi/documents?_scope=/content/documents/cm-advisor/common/summary-prospectus&_limit=-1&_expr=@cmfund:cusip='123456789'",
    );
  });
});

describe('getLiteratureBundles', () => {
  it('selects the three bundles in one call and tells them apart by basename', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        list([
          { basename: 'mail.order.details', bundles: { default: { 'Fact Sheet': 'FS' } } },
          { basename: 'literature.doctypes', bundles: { default: { prospectus: 'P' } } },
          { basename: 'summary.prospectus.details', bundles: { default: { domain: 'https://docs.example/cm/' } } },
        ]),
      ),
    );
    const bundles = await getLiteratureBundles(context);
    expect(sentUrl()).toBe(
      "/site/resourceapi/halapi/documents?_scope=/content/documents/administration/cm-common&_expr=jcr:contains(@resourcebundle:id, 'summary.prospectus.details') or jcr:contains(@resourcebundle:id, 'mail.order.details') or jcr:contains(@resourcebundle:id, 'literature.doctypes')",
    );
    expect(bundles).toEqual({
      prospectusDomain: 'https://docs.example/cm',
      mailOrder: { 'Fact Sheet': 'FS' },
      docTypes: { prospectus: 'P' },
    });
  });

  it('gives empty texts for a bundle no document answers', async () => {
    const bundles = await getLiteratureBundles(context);
    expect(bundles).toEqual({ prospectusDomain: '', mailOrder: {}, docTypes: {} });
  });
});

describe('getSmaAccordion', () => {
  it('GETs {b}:Accordion of the managed-accounts folder and reads LinkList.links or links', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        list([
          {
            OuterAccordionCompound: [
              {
                outerLabel: 'Core Fixed Income',
                contentBlock: [
                  {
                    innerLabel: 'Fact Sheet',
                    LinkList: { links: [{ text: 'Fact Sheet', Link: [{ string: 'https://docs.example/fs.pdf' }] }] },
                  },
                  {
                    innerLabel: 'Annual Report',
                    links: [
                      {
                        text: '2026 Annual Report',
                        Link: [{ _meta: { mirror: { path: 'content/assets/cm/ar.pdf' } } }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ]),
      ),
    );
    const sections = await getSmaAccordion(context);
    expect(sentUrl()).toBe(
      '/site/resourceapi/halapi/cm:Accordion?_scope=/content/documents/cm-advisor/products/managed-accounts&_limit=-1',
    );
    expect(sections).toEqual([
      {
        label: 'Core Fixed Income',
        items: [
          { label: 'Fact Sheet', links: [{ text: 'Fact Sheet', url: 'https://docs.example/fs.pdf' }] },
          {
            label: 'Annual Report',
            links: [{ text: '2026 Annual Report', url: '/binaries/content/assets/cm/ar.pdf' }],
          },
        ],
      },
    ]);
  });
});

describe('getFundLiterature', () => {
  it('makes the four calls and uses empty data, logged, for a failed lookup that only adds to the rows', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async (url: string) => {
      const decoded = decodeURIComponent(url);
      if (decoded.includes('/funds&')) return jsonResponse(list([{ _meta: { id: 'f1' }, fundCategory: 'Retail' }]));
      if (decoded.includes('/classes&')) return jsonResponse(list([{ title: 'Alpha Fund', cusipId: 'C1' }]));
      if (decoded.includes('resourcebundle')) return jsonResponse('oops', 500);
      return jsonResponse(list([]));
    });
    const data = await getFundLiterature('mutual-funds', {}, context);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(data.fundCategories.get('f1')).toBe('Retail');
    expect(data.classes.map((fundClass) => fundClass.title)).toEqual(['Alpha Fund']);
    expect(data.bundles).toEqual({ prospectusDomain: '', mailOrder: {}, docTypes: {} });
    expect(error.mock.calls.some(([message]) => String(message).startsWith('ERROR RETRIEVING DATA 500'))).toBe(true);
  });

  it('rejects when the fund classes, the rows themselves, fail', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockImplementation(async (url: string) =>
      decodeURIComponent(url).includes('/classes&') ? jsonResponse('oops', 500) : jsonResponse(list([])),
    );
    const failure = await rejection(getFundLiterature('mutual-funds', {}, context));
    expect(failure.status).toBe(500);
  });

  it('rejects at once when aborted, logging nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = new AbortController();
    fetchMock.mockImplementation(() => new Promise(() => {}));
    const pending = rejection(getFundLiterature('mutual-funds', {}, { ...context, signal: controller.signal }));
    controller.abort();
    expect((await pending).kind).toBe('aborted');
    expect(error).not.toHaveBeenCalled();
  });
});
