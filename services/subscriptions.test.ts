import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPageConfig } from '../runtime/config';
import type { SubscriptionProfile } from '../runtime/stores/session';
import { jsonResponse, rejection, sentRequest, stubFetch, type FetchMock } from '../runtime/test-fetch';
import {
  checkSubscriptions,
  forgetSharedLoads,
  getFirms,
  getPageIds,
  getSubscriptionCatalogue,
  getSubscriptions,
  loadContactSubscriptions,
  registerSubscriber,
  updateSubscriptions,
} from './subscriptions';
import type { UpdateRecord } from './subscription-records';

const PROFILE: SubscriptionProfile = {
  firstName: 'Jane',
  lastName: 'Doe',
  emailId: 'jane.doe@harborwealth.com',
  token: null,
  wholeSalerID: null,
  role: 'Advisor',
  firmName: 'Harbor Wealth Partners',
  firmId: 'F1',
  parentFirmName: 'Harbor Financial Holdings',
  parentFirmId: 'F2',
};

let fetchMock: FetchMock;
const respond = (body: unknown, status = 200) =>
  fetchMock.mockImplementationOnce(async () => jsonResponse(body, status));
const ctx = () => ({ config: getPageConfig() });
const sentBody = (index = 0) => JSON.parse(String(sentRequest(fetchMock, index).init.body)) as unknown;

beforeEach(() => {
  fetchMock = stubFetch({});
  forgetSharedLoads();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('checkSubscriptions (accounts spec 7.4)', () => {
  it('POSTs the profile to /api/checkSubscriptions and reads the 3.6 value', async () => {
    respond({ value: { contactID: 42, role: 'Advisor', contactStatusCd: 'Active', topicSubscriptions: [] } });
    const outcome = await checkSubscriptions({ ...PROFILE }, ctx());
    expect(sentRequest(fetchMock).url).toBe('/api/checkSubscriptions');
    expect(sentRequest(fetchMock).init.method).toBe('POST');
    expect(sentBody()).toEqual(PROFILE);
    expect(outcome).toMatchObject({ kind: 'found', contact: { contactID: 42, contactStatusCd: 'Active' } });
  });

  it('returns error.details.code as an outcome, whether it comes with 200 or an error status', async () => {
    respond({ error: { details: { code: 'CTI_EMAILSUB_CHK_1001' } } });
    expect(await checkSubscriptions(PROFILE, ctx())).toEqual({ kind: 'code', code: 'CTI_EMAILSUB_CHK_1001' });
    respond({ error: { details: { code: 'CTI_EMAILSUB_REG_1002', message: 'Invalid request' } } }, 400);
    expect(await checkSubscriptions(PROFILE, ctx())).toEqual({ kind: 'code', code: 'CTI_EMAILSUB_REG_1002' });
  });

  it('an empty value means no profile', async () => {
    respond({ value: {} });
    expect(await checkSubscriptions(PROFILE, ctx())).toEqual({ kind: 'empty' });
  });

  it('rejects other failures (a 500 without a code) and answers of the wrong shape', async () => {
    respond({ status: 500 }, 500);
    expect((await rejection(checkSubscriptions(PROFILE, ctx()))).kind).toBe('http');
    respond({ value: { topicSubscriptions: [{ status: 'Active', topicPublication: { name: 'no id' } }] } });
    expect((await rejection(checkSubscriptions(PROFILE, ctx()))).kind).toBe('malformed');
  });

  it('asks at the subscriptions base of the configuration', async () => {
    respond({ value: {} });
    await checkSubscriptions(PROFILE, { config: getPageConfig({ apiSubscriptions: 'https://esc.example.com/' }) });
    expect(sentRequest(fetchMock).url).toBe('https://esc.example.com/api/checkSubscriptions');
  });
});

describe('getSubscriptions and the contact load (accounts spec 7.4)', () => {
  it('GETs /api/getSubscriptions?contactId={contactId}&type=All', async () => {
    respond({ value: { contactID: 'C 1', subscriptions: [] } });
    await getSubscriptions('C 1', ctx());
    expect(sentRequest(fetchMock).url).toBe('/api/getSubscriptions?contactId=C%201&type=All');
    expect(sentRequest(fetchMock).init.method).toBe('GET');
  });

  it('with a contact id, replaces the role by the stored profile role', async () => {
    respond({ value: { contactID: 'C1', role: 'Non-Advisor', firstName: 'Other' } });
    const result = await loadContactSubscriptions(PROFILE, 'C1', ctx());
    expect(result).toMatchObject({ contactID: 'C1', role: 'Advisor', firstName: 'Other' });
  });

  it('on an error, builds the fallback from the contact id and the stored profile: source ESC, empty lists', async () => {
    respond({ status: 503 }, 503);
    const result = await loadContactSubscriptions(PROFILE, 'C1', ctx());
    expect(result).toEqual({
      contactID: 'C1',
      firstName: 'Jane',
      lastName: 'Doe',
      emailId: 'jane.doe@harborwealth.com',
      role: 'Advisor',
      source: 'ESC',
      topicSubscriptions: [],
      thoughtLeadershipSubscriptions: [],
      authorSubscriptions: [],
      productLiteratureSubscriptions: [],
      printSubcriptions: [],
      subscriptions: [],
      subscriptionsData: [],
    });
  });

  it('without a contact id, uses checkSubscriptions', async () => {
    respond({ value: { contactID: 'C9', role: 'Advisor' } });
    const result = await loadContactSubscriptions(PROFILE, undefined, ctx());
    expect(sentRequest(fetchMock).url).toBe('/api/checkSubscriptions');
    expect(result?.contactID).toBe('C9');
  });

  it('a profile the check knows no contact for (not found, or no profile) has no subscriptions to load', async () => {
    respond({ error: { details: { code: 'CTI_EMAILSUB_CHK_1001' } } });
    expect(await loadContactSubscriptions(PROFILE, undefined, ctx())).toBeUndefined();
    respond({ value: {} });
    expect(await loadContactSubscriptions(PROFILE, undefined, ctx())).toBeUndefined();
    respond({ error: { details: { code: 'SOMETHING_ELSE' } } });
    expect(await loadContactSubscriptions(PROFILE, undefined, ctx())).toMatchObject({ contactID: null, source: 'ESC' });
  });
});

describe('registerSubscriber (accounts spec 7.4, 8.9)', () => {
  it('POSTs the profile and reads value.contactId', async () => {
    respond({ value: { contactId: 'C77' } });
    expect(await registerSubscriber(PROFILE, ctx())).toEqual({ kind: 'registered', contactId: 'C77' });
    expect(sentRequest(fetchMock).url).toBe('/api/subscriptionsRegistration');
    expect(sentBody()).toEqual(PROFILE);
  });

  it('reads CTI_EMAILSUB_REG_1002 from a 400 "Bad Request"', async () => {
    respond(
      {
        error: {
          status: 400,
          message: 'Bad Request',
          details: { code: 'CTI_EMAILSUB_REG_1002', message: 'Invalid request' },
        },
      },
      400,
    );
    expect(await registerSubscriber(PROFILE, ctx())).toEqual({ kind: 'code', code: 'CTI_EMAILSUB_REG_1002' });
  });

  it('an answer without a contact id is malformed', async () => {
    respond({ value: {} });
    expect((await rejection(registerSubscriber(PROFILE, ctx()))).kind).toBe('malformed');
  });
});

describe('updateSubscriptions (accounts spec 3.9, 7.4)', () => {
  it('POSTs {subscriptions:[...]} and does not read the answer', async () => {
    const record: UpdateRecord = {
      wholeSalerID: null,
      contactID: 'C1',
      publicationID: 'P1',
      status: 'Active',
      actor: 'Advisor',
      updatedTimeStamp: '2026-01-02T03:04:05.000Z',
    };
    fetchMock.mockImplementationOnce(async () => new Response('', { status: 200 }));
    await updateSubscriptions([record], ctx());
    expect(sentRequest(fetchMock).url).toBe('/api/updateSubscriptions');
    expect(sentBody()).toEqual({ subscriptions: [record] });
  });
});

describe('firms, page ids and the catalogue', () => {
  it('POSTs {} to /advexp.svc/firms, once per page while the list is not empty', async () => {
    respond({ value: { firms: [{ firmNm: 'Harbor Wealth Partners', firmId: 7, parentFirmNm: null }] } });
    expect(await getFirms(ctx())).toEqual([
      { firmNm: 'Harbor Wealth Partners', firmId: '7', parentFirmNm: null, parentFirmId: null },
    ]);
    await getFirms(ctx());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentRequest(fetchMock).url).toBe('/advexp.svc/firms');
    expect(sentBody()).toEqual({});
  });

  it('asks for the firms again after an empty list', async () => {
    respond({ value: { firms: [] } });
    respond({ value: { firms: [{ firmNm: 'Ironwood Securities' }] } });
    expect(await getFirms(ctx())).toEqual([]);
    expect((await getFirms(ctx())).map((firm) => firm.firmNm)).toEqual(['Ironwood Securities']);
  });

  it('POSTs the document paths to getpageid with their count', async () => {
    respond({ results: { '/a': 'p1', '/b': 2 } });
    expect(await getPageIds(['/a', '/b'], ctx())).toEqual({ '/a': 'p1', '/b': '2' });
    expect(sentRequest(fetchMock).url).toBe('/restapi/frontendutility/getpageid?count=2');
    expect(sentBody()).toEqual({ docPaths: ['/a', '/b'] });
  });

  it('reads the catalogue from {cmsBase} with _limit=-1, then the page ids of funds and literature', async () => {
    const scope = '/content/documents/cm-advisor/subscriptions';
    respond({
      _embedded: {
        documents: [
          {
            _meta: { id: 's1', path: `${scope}/market-outlook`, type: 'cm:SubscriptionType' },
            name: 'Market Outlook',
            category: 'Thought Leadership',
          },
          {
            _meta: { id: 'f1', path: `${scope}/funds/growth`, type: 'cm:FundSubscriptionType' },
            name: 'Growth Fund',
            cusip: '123456789',
            LiteratureCompound: [{ name: 'Fact Sheet', staticdropdown: 'Monthly' }],
          },
        ],
      },
    });
    respond({ results: { [`${scope}/funds/growth`]: 'p-fund', [`${scope}/funds/growth/fact-sheet`]: 'p-fs' } });
    const catalogue = await getSubscriptionCatalogue(ctx());
    expect(sentRequest(fetchMock, 0).url).toBe(`/site/resourceapi/halapi/documents?_scope=${scope}&_limit=-1`);
    expect(sentRequest(fetchMock, 0).headers['HST-Authorization']).toBe('demo');
    expect(sentBody(1)).toEqual({ docPaths: [`${scope}/funds/growth`, `${scope}/funds/growth/fact-sheet`] });
    expect(catalogue.subscriptions.map((s) => s.id)).toEqual(['s1']);
    expect(catalogue.funds[0]).toMatchObject({ id: 'p-fund', literature: [{ id: 'p-fs', frequency: 'Monthly' }] });
    // Every other element of the page shares this load.
    await getSubscriptionCatalogue(ctx());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('page ids that cannot be loaded keep the subscriptions, mark the literature unavailable, and are asked again', async () => {
    const scope = '/content/documents/cm-advisor/subscriptions';
    respond({
      _embedded: {
        documents: [
          {
            _meta: { id: 's1', path: `${scope}/market-outlook`, type: 'cm:SubscriptionType' },
            name: 'Market Outlook',
            category: 'Thought Leadership',
          },
          {
            _meta: { id: 'f1', path: `${scope}/funds/growth`, type: 'cm:FundSubscriptionType' },
            name: 'Growth Fund',
            LiteratureCompound: [{ name: 'Fact Sheet' }],
          },
        ],
      },
    });
    respond({ status: 500 }, 500);
    const partial = await getSubscriptionCatalogue(ctx());
    expect(partial).toMatchObject({ funds: [], literatureUnavailable: true });
    expect(partial.subscriptions.map((subscription) => subscription.id)).toEqual(['s1']);
    expect(console.error).toHaveBeenCalledWith(expect.stringMatching(/^ERROR RETRIEVING DATA 500 .*getpageid/));
    respond({ results: { [`${scope}/funds/growth`]: 'p-fund', [`${scope}/funds/growth/fact-sheet`]: 'p-fs' } });
    const whole = await getSubscriptionCatalogue(ctx());
    expect(whole.literatureUnavailable).toBeUndefined();
    expect(whole.funds[0]).toMatchObject({ id: 'p-fund', literature: [{ id: 'p-fs' }] });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(sentRequest(fetchMock, 2).url).toMatch(/getpageid\?count=2$/);
  });

  it('a caller that aborts gives up alone; the shared load goes on for the others', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    respond({ results: {} });
    const controller = new AbortController();
    const first = getSubscriptionCatalogue({ ...ctx(), signal: controller.signal });
    const second = getSubscriptionCatalogue(ctx());
    controller.abort();
    expect((await rejection(first)).kind).toBe('aborted');
    answer(jsonResponse({ _embedded: { documents: [] } }));
    expect(await second).toEqual({ subscriptions: [], funds: [] });
  });
});
