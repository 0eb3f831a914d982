import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, rejection, sentRequest, stubFetch, type FetchMock } from '../runtime/test-fetch';
import { getPageConfig } from '../runtime/config';
import type { CallContext } from '../runtime/http';
import {
  getCapitalGainsAndDividends,
  getCitDocuments,
  getFormsAndApplications,
  getIndexGlossary,
  getRetirementLiterature,
} from './literature-resources';

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

describe('getFormsAndApplications', () => {
  it('reads the advisor folder, or the investor folder on the investor site, sorted by product type', async () => {
    answerEvery(
      list([
        {
          _meta: { id: 'form-1' },
          title: 'New Account Application',
          description: { content: '<p>Open an account.</p>' },
          link: { Link: [{ _meta: { mirror: { path: 'content/assets/cm/forms/new.pdf' } } }] },
          productType: 'productType.Mutual-Funds',
          documentType: 'Account-Applications',
        },
      ]),
    );
    const [form] = await getFormsAndApplications('advisor', context);
    expect(sentUrl()).toBe(
      '/site/resourceapi/halapi/cm:FormsAndApplications?_scope=/content/documents/cm-advisor/resources/forms-and-applications&_sort=cm:productType&_limit=-1',
    );
    expect(form).toEqual({
      id: 'form-1',
      title: 'New Account Application',
      descriptionHtml: '<p>Open an account.</p>',
      url: '/binaries/content/assets/cm/forms/new.pdf',
      productType: 'productType.Mutual-Funds',
      documentType: 'Account-Applications',
    });
    await getFormsAndApplications('investor', context);
    expect(sentUrl(1)).toContain('_scope=/content/documents/cm-investor/resources/forms-and-applications');
  });
});

describe('getCitDocuments', () => {
  it('GETs the given scope and reads title, content[].text and the mirror path', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        list([
          {
            _meta: { id: 'cit-1' },
            title: 'Calder Meridian Stable Value Trust',
            content: [
              { text: 'Fact Sheet', Link: [{ _meta: { mirror: { path: 'content/assets/cm/cit/fs.pdf' } } }] },
              { text: '' },
            ],
          },
        ]),
      ),
    );
    const scope = '/content/documents/cm-advisor/retirement/stable-value-funds';
    const [cit] = await getCitDocuments(scope, context);
    expect(sentUrl()).toBe(`/site/resourceapi/halapi/documents?_scope=${scope}&_limit=-1`);
    expect(cit).toEqual({
      id: 'cit-1',
      fundName: 'Calder Meridian Stable Value Trust',
      docs: [{ fileName: 'Fact Sheet', url: '/binaries/content/assets/cm/cit/fs.pdf' }],
    });
  });
});

describe('getIndexGlossary', () => {
  it("reads title and summary.content of the site variant's glossary", async () => {
    answerEvery(list([{ title: 'S&P 500® Index', summary: { content: '<p>Large caps.</p>' } }]));
    expect(await getIndexGlossary('investor', context)).toEqual([
      { title: 'S&P 500® Index', summaryHtml: '<p>Large caps.</p>' },
    ]);
    expect(sentUrl()).toBe(
      '/site/resourceapi/halapi/documents?_scope=/content/documents/cm-investor/products/index-description-glossary-spa/body-content&_limit=-1&_fields=title,summary',
    );
    await getIndexGlossary('advisor', context);
    expect(sentUrl(1)).toContain('/cm-advisor/products/index-description-glossary-spa/');
  });
});

describe('getCapitalGainsAndDividends', () => {
  it("reads the advisor tax centre's sections: title, content[].text and Link[0].string", async () => {
    answerEvery(
      list([
        {
          _meta: { id: 'tax-2026' },
          title: '2026 Capital Gains &amp; Dividends',
          content: [
            { text: 'Estimated Capital Gains', Link: [{ string: '/binaries/content/assets/cm/tax/estimates.pdf' }] },
            {
              text: 'Qualified Dividend Income',
              Link: [{ _meta: { mirror: { path: 'content/assets/cm/tax/qdi.pdf' } } }],
            },
            { text: '', Link: [] },
            { text: 'Coming soon' },
          ],
        },
      ]),
    );
    expect(await getCapitalGainsAndDividends(context)).toEqual([
      {
        id: 'tax-2026',
        title: '2026 Capital Gains & Dividends',
        reports: [
          { name: 'Estimated Capital Gains', url: '/binaries/content/assets/cm/tax/estimates.pdf' },
          { name: 'Qualified Dividend Income', url: '/binaries/content/assets/cm/tax/qdi.pdf' },
          { name: 'Coming soon', url: '' },
        ],
      },
    ]);
    expect(sentUrl()).toBe(
      '/site/resourceapi/halapi/documents?_scope=/content/documents/cm-advisor/resources/tax-center/capital-gains-and-dividends&_limit=-1&_fields=title,content',
    );
  });
});

describe('getRetirementLiterature', () => {
  it('GETs /service/funds/literature with Institutional3 and the scope, and flattens the documents', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        fundLiterature: {
          literature: {
            funds: {
              fund: [
                {
                  cusip: '111111111',
                  fundName: 'Calder Meridian 2045 Target Fund',
                  subCategoryName: 'Target Date',
                  documentTypes: {
                    documentType: [
                      { documents: { document: { fileName: 'Fact Sheet', url: '/binaries/fs.pdf' } } },
                      {
                        documents: {
                          document: [{ fileName: 'Quarterly Fund Commentary', url: '/binaries/qfc.pdf' }],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        },
      }),
    );
    const funds = await getRetirementLiterature('DCIO', context);
    expect(sentUrl()).toBe('/service/funds/literature?classes=Institutional3&type=DCIO');
    expect(funds).toEqual([
      {
        cusip: '111111111',
        fundName: 'Calder Meridian 2045 Target Fund',
        group: 'Target Date',
        documents: [
          { fileName: 'Fact Sheet', url: '/binaries/fs.pdf' },
          { fileName: 'Quarterly Fund Commentary', url: '/binaries/qfc.pdf' },
        ],
      },
    ]);
  });

  it('takes a single fund given as an object, and no funds as an empty list', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ fundLiterature: { literature: { funds: { fund: { cusip: '2', fundName: 'One' } } } } }),
    );
    expect(await getRetirementLiterature('TARGET', context)).toEqual([
      { cusip: '2', fundName: 'One', group: '', documents: [] },
    ]);
    fetchMock.mockResolvedValueOnce(jsonResponse({ fundLiterature: { literature: { funds: null } } }));
    expect(await getRetirementLiterature('DCIO', context)).toEqual([]);
  });

  it('sends the context signal: an aborted context rejects as aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(getRetirementLiterature('TARGET', { ...context, signal: controller.signal }));
    expect(error.kind).toBe('aborted');
  });
});
