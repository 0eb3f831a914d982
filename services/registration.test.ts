import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPageConfig } from '../runtime/config';
import { ServiceError } from '../runtime/http';
import { jsonResponse, rejection, sentRequest, stubFetch, type FetchMock } from '../runtime/test-fetch';
import type { AuthExchange } from './auth-exchange';
import { getLoginPrompts, getTermsAndConditions } from './account-content';
import {
  acceptTermsAndConditions,
  continueFirmId,
  createUser,
  getRegistrationFirms,
  lookupUser,
  submitUserEmailForReg,
  subscribedUserId,
  subscribeUser,
  validateProfile,
  type RegistrationProfile,
} from './registration';

let fetchMock: FetchMock;
const ctx = () => ({ config: getPageConfig() });
const device = { deviceSignature: 'print', sessionId: 'session-1' };
const exchange: AuthExchange = {
  apitoken: 'token-1',
  deviceId: 'device-1',
  appCorrelationId: 'app-1',
  wamCorrelationId: 'wam-1',
};
const sent = (index = 0) => {
  const request = sentRequest(fetchMock, index);
  return { ...request, body: JSON.parse((request.init.body as string | undefined) ?? 'null') as unknown };
};
const answer = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  fetchMock.mockImplementation(async () => jsonResponse(body, status, headers));

beforeEach(() => {
  fetchMock = stubFetch({});
});
afterEach(() => vi.unstubAllGlobals());

describe('lookup of the e-mail link (accounts spec 7.3)', () => {
  it('GET /adv.svc/lookupuser?tokenNbr= reads the looked-up user and keeps app_corelation_id', async () => {
    answer({ value: { userTypeCd: 'LEAD', emailId: 'a@b.com', userFirstNm: 'Ann', userLastNm: 'Bell' } }, 200, {
      app_corelation_id: 'app-2',
    });
    const result = await lookupUser('T 1&2', { apitoken: 'token-1' }, ctx());
    const { url, init, headers } = sent();
    expect(url).toBe('/adv.svc/lookupuser?tokenNbr=T%201%262');
    expect(init.method).toBe('GET');
    expect(headers.apitoken).toBe('token-1');
    expect(result.value).toMatchObject({ userTypeCd: 'LEAD', emailId: 'a@b.com', userFirstNm: 'Ann' });
    expect(result.code).toBeUndefined();
    expect(result.exchange.appCorrelationId).toBe('app-2');
  });

  it('an error code in any status is an answer, not a failure', async () => {
    answer({ error: { details: { code: 'CTN_LOOKUPUSER_0001' } } }, 400);
    expect((await lookupUser('T1', {}, ctx())).code).toBe('CTN_LOOKUPUSER_0001');
  });

  it('a failure without a code throws', async () => {
    answer('not json', 500);
    expect(await rejection(lookupUser('T1', {}, ctx()))).toBeInstanceOf(ServiceError);
  });
});

describe('the registration e-mail (accounts spec 4.6, 4.7, 7.3)', () => {
  it('a new registration sends userId, actionCd "new" and the names only', async () => {
    await submitUserEmailForReg({ userId: 'a@b.com', firstName: 'Ann', lastName: 'Bell' }, exchange, ctx());
    const { url, init, body } = sent();
    expect(url).toBe('/adv.svc/submitUserEmailForReg');
    expect(init.method).toBe('POST');
    expect(body).toEqual({ userId: 'a@b.com', actionCd: 'new', userFirstNm: 'Ann', userLastNm: 'Bell' });
  });

  it('a re-registration adds regType and altFirmId (the old address)', async () => {
    await submitUserEmailForReg(
      { userId: 'a@new.com', firstName: 'Ann', lastName: 'Bell', regType: 'ReReg_AltFirm', altFirmId: 'a@old.com' },
      exchange,
      ctx(),
    );
    expect(sent().body).toEqual({
      userId: 'a@new.com',
      actionCd: 'new',
      userFirstNm: 'Ann',
      userLastNm: 'Bell',
      regType: 'ReReg_AltFirm',
      altFirmId: 'a@old.com',
    });
  });

  it('reads the error code and the server message', async () => {
    answer({ error: { details: { code: 'CTN_USEREMAILREG_0500', message: 'Mail is down' } } }, 500);
    const result = await submitUserEmailForReg({ userId: 'a@b.com', firstName: 'A', lastName: 'B' }, exchange, ctx());
    expect(result).toMatchObject({ code: 'CTN_USEREMAILREG_0500', message: 'Mail is down' });
  });
});

const profile: RegistrationProfile = {
  tokenNbr: 'T1',
  emailId: 'a@b.com',
  firstName: 'Ann',
  lastName: 'Bell',
  legalFirstName: 'Annabel',
  firmName: 'Harbor Wealth Partners',
  firm: { firmId: 'F1', firmStNm: '1 Main St', firmState: 'MA', firmCity: 'Boston' },
  zipCode: '02110',
  phone: '617.555.0142',
  contactStatus: 'LEAD',
};

describe('the profile, the user and the subscription (accounts spec 7.3)', () => {
  it('validateProfile sends the 3.3 fields, digits of the phone, and the headers of 7.3', async () => {
    await validateProfile(profile, device, exchange, ctx());
    const { url, headers, body } = sent();
    expect(url).toBe('/adv.svc/validateProfile');
    expect(body).toEqual({
      tokenNbr: 'T1',
      userEmailAddr: 'a@b.com',
      userFirstNm: 'Ann',
      userLastNm: 'Bell',
      legalFirstNm: 'Annabel',
      firmNm: 'Harbor Wealth Partners',
      postalCd: '02110',
      phoneNbr: '6175550142',
      firmId: 'F1',
      firmStNm: '1 Main St',
      firmState: 'MA',
      firmCity: 'Boston',
      distrContactStatusCd: 'LEAD',
    });
    expect(headers).toMatchObject({
      apitoken: 'token-1',
      tmx_id: 'session-1',
      web_session_id: 'session-1',
      profiled_url: `${location.origin}/register`,
      app_corelation_id: 'app-1',
    });
  });

  it('a firm typed as free text sends its name and empty firm fields', async () => {
    await validateProfile({ ...profile, firmName: 'My Own Firm', firm: undefined }, device, exchange, ctx());
    expect(sent().body).toMatchObject({ firmNm: 'My Own Firm', firmId: '', firmStNm: '', firmState: '', firmCity: '' });
  });

  it('createuser sends the token, the password, the device signature and the channel; keeps the new ids', async () => {
    answer({}, 200, { apitoken: 'token-2', app_corelation_id: 'app-3', wam_corelation_id: 'wam-3' });
    const result = await createUser(
      { tokenNbr: 'T1', password: 'Secret#1234', channel: 'IVR' },
      device,
      exchange,
      ctx(),
    );
    const { url, headers, body } = sent();
    expect(url).toBe('/adv.svc/createuser');
    expect(body).toEqual({ tokenNbr: 'T1', passwordTxt: 'Secret#1234', deviceSignature: 'print', channel: 'IVR' });
    expect(headers).toMatchObject({ apitoken: 'token-1', tmx_id: 'session-1', app_corelation_id: 'app-1' });
    expect(result.exchange).toMatchObject({
      apitoken: 'token-2',
      appCorrelationId: 'app-3',
      wamCorrelationId: 'wam-3',
    });
  });

  it('subscribeUser sends the registration and reads value.userInfo.userId', async () => {
    answer({ value: { userInfo: { userId: 'a@b.com' } } });
    const result = await subscribeUser(
      { tokenNbr: 'T1', emailId: 'a@b.com', passcode: '246810', password: 'Secret#1234', phone: '617.555.0142' },
      device,
      exchange,
      ctx(),
    );
    const { url, headers, body } = sent();
    expect(url).toBe('/adv.svc/subscribeUser');
    expect(body).toEqual({
      action: 'registration',
      tokenNbr: 'T1',
      emailId: 'a@b.com',
      passcode: '246810',
      passwordTxt: 'Secret#1234',
      isNewPhnNbr: true,
      usrVerifyPhoneNbr: '6175550142',
    });
    expect(headers).toMatchObject({
      apitoken: 'token-1',
      app_corelation_id: 'app-1',
      wam_corelation_id: 'wam-1',
      tmx_id: 'session-1',
      websession_id: 'session-1',
    });
    expect(subscribedUserId(result.value)).toBe('a@b.com');
  });

  it('the terms of an internal user: an empty body to the secure path', async () => {
    await acceptTermsAndConditions({}, ctx());
    const { url, init, body } = sent();
    expect(url).toBe('/adv.svc/secure/termsAndConditions');
    expect(init.method).toBe('POST');
    expect(body).toEqual({});
  });

  it('continuefirmid sends {newFirmId}', async () => {
    await continueFirmId('F-0421', {}, ctx());
    expect(sent().url).toBe('/adv.svc/secure/continuefirmid');
    expect(sent().body).toEqual({ newFirmId: 'F-0421' });
  });
});

describe('the firms list of registration (accounts spec 3.4)', () => {
  it('POST /advexp.svc/firms with {}: the firm with its address, empty where the list has none', async () => {
    answer({
      value: {
        firms: [
          { firmNm: 'Harbor', firmId: 42, firmStNm: '1 Main St', firmState: 'MA', firmCity: 'Boston' },
          { firmNm: 'Summit', firmId: 'F2', parentFirmNm: 'Summit' },
        ],
      },
    });
    expect(await getRegistrationFirms(ctx())).toEqual([
      { firmNm: 'Harbor', firmId: '42', firmStNm: '1 Main St', firmState: 'MA', firmCity: 'Boston' },
      { firmNm: 'Summit', firmId: 'F2', firmStNm: '', firmState: '', firmCity: '' },
    ]);
    const { url, init, body } = sent();
    expect(url).toBe('/advexp.svc/firms');
    expect(init.method).toBe('POST');
    expect(body).toEqual({});
  });
});

describe('managed content of the account pages (accounts spec 7.3)', () => {
  it('the terms: the first document of the scope, with the content token', async () => {
    answer({ _embedded: { documents: [{ html: { content: '<p>Terms</p>' } }, { html: { content: 'other' } }] } });
    expect(await getTermsAndConditions('/content/documents/cm-advisor/terms-conditions-content', ctx())).toBe(
      '<p>Terms</p>',
    );
    const { url, headers } = sent();
    expect(url).toBe(
      '/advisor/resourceapi/halapi/documents?_scope=/content/documents/cm-advisor/terms-conditions-content&_limit=-1',
    );
    expect(headers['HST-Authorization']).toBeTruthy();
  });

  it('no terms document: empty text', async () => {
    answer({ _embedded: { documents: [] } });
    expect(await getTermsAndConditions('/x', ctx())).toBe('');
  });

  it('the login prompts sorted by cti:meta, untitled or unlinked tiles left out', async () => {
    answer({
      _embedded: {
        documents: [
          { title: 'Brokerage', subtitle: 'Accounts', url: 'https://a.example/login', meta: 1 },
          { title: 'No link', subtitle: '' },
          { title: 'Plans', url: 'https://b.example/login', meta: 2 },
        ],
      },
    });
    expect(await getLoginPrompts('/content/documents/cm-investor/login-prompts', ctx())).toEqual([
      { title: 'Brokerage', subtitle: 'Accounts', url: 'https://a.example/login' },
      { title: 'Plans', subtitle: '', url: 'https://b.example/login' },
    ]);
    expect(sent().url).toContain('_scope=/content/documents/cm-investor/login-prompts&_sort=cti:meta&_limit=-1');
  });
});
