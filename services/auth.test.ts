import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPageConfig } from '../runtime/config';
import { ServiceError } from '../runtime/http';
import { jsonResponse, rejection, sentRequest, stubFetch, type FetchMock } from '../runtime/test-fetch';
import {
  answerSecondFactor,
  changePassword,
  commonHeaders,
  forgotPassword,
  forgotUserId,
  getAdvisorProfile,
  getApiToken,
  login,
  nextExchange,
  requestSecondFactor,
  riskAdvice,
  routesOf,
  updateUserContact,
  validateUser,
  type AuthExchange,
} from './auth';

let fetchMock: FetchMock;
const ctx = () => ({ config: getPageConfig() });
const device = { deviceSignature: 'print', sessionId: 'session-1' };
const exchange: AuthExchange = { apitoken: 'token-1', deviceId: 'device-1', actType: 'riskAdvice' };
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

describe('common headers (accounts spec 7.1)', () => {
  it('JSON, the stored apitoken and device id, X-Requested-With', () => {
    expect(commonHeaders(exchange)).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      apitoken: 'token-1',
      deviceid: 'device-1',
    });
  });

  it('an answer hands its headers on to the next call', () => {
    const headers = new Headers({ apitoken: 'token-2', CSMSESSION: 's-1', wam_corelation_id: 'w-1' });
    expect(nextExchange(exchange, headers)).toEqual({
      ...exchange,
      apitoken: 'token-2',
      session: 's-1',
      wamCorrelationId: 'w-1',
    });
  });
});

describe('the token call (accounts spec 7.2)', () => {
  it('sends clientId and clientSecret to the configured token URL and reads the apitoken header', async () => {
    answer({}, 200, { apitoken: 'fresh' });
    const next = await getApiToken({}, ctx());
    expect(next.apitoken).toBe('fresh');
    const { url, init, headers } = sent();
    expect(url).toBe('/cl/v1/api/token');
    expect(init.method).toBe('POST');
    expect(headers).toMatchObject({ clientId: 'cm-widgets-demo', clientSecret: 'cm-widgets-demo-secret' });
  });

  it('an answer without the apitoken header is malformed', async () => {
    answer({});
    const error = await rejection(getApiToken({}, ctx()));
    expect(error).toBeInstanceOf(ServiceError);
    expect(error.kind).toBe('malformed');
  });
});

describe('login (accounts spec 7.2, 3.1)', () => {
  it('POSTs userId, password and deviceSignature with websession_id and tmx_id', async () => {
    answer({ value: { riskAdvice: 'ALLOW' } }, 200, { CSMSESSION: 'session-9', apitoken: 'token-2' });
    const result = await login({ userId: 'avery@firm.com', password: 'Secret#1' }, device, exchange, ctx());
    expect(result.value?.riskAdvice).toBe('ALLOW');
    expect(result.code).toBeUndefined();
    expect(result.exchange).toMatchObject({ apitoken: 'token-2', session: 'session-9' });
    const { url, init, headers, body } = sent();
    expect(url).toBe('/adv.svc/login');
    expect(init.method).toBe('POST');
    expect(body).toEqual({ userId: 'avery@firm.com', password: 'Secret#1', deviceSignature: 'print' });
    expect(headers).toMatchObject({
      apitoken: 'token-1',
      deviceid: 'device-1',
      websession_id: 'session-1',
      tmx_id: 'session-1',
    });
  });

  it('reads error.details.code and message from an answer of any status', async () => {
    answer({ error: { details: { code: '7011-2006', message: 'Bad credentials' } } }, 401);
    const result = await login({ userId: 'a', password: 'b' }, device, exchange, ctx());
    expect(result).toMatchObject({ code: '7011-2006', message: 'Bad credentials', value: undefined });
  });

  it('reads a numeric errorCode as text', async () => {
    answer({ errorCode: 2016 });
    expect((await login({ userId: 'a', password: 'b' }, device, exchange, ctx())).code).toBe('2016');
  });

  it('a failure without a code throws', async () => {
    answer({ status: 500, message: 'down' }, 500);
    const error = await rejection(login({ userId: 'a', password: 'b' }, device, exchange, ctx()));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
  });

  it('routes come as a list or as an object whose value is the list', () => {
    const routes = [{ id: 1, channel: 'SMS', route: '***-***-1234' }];
    expect(routesOf({ routes })).toEqual(routes);
    expect(routesOf({ routes: { value: routes } })).toEqual(routes);
    expect(routesOf(undefined)).toEqual([]);
  });
});

describe('the other sign-in calls (accounts spec 7.2)', () => {
  it('validateuser is a GET with the id, never cached, reading value.status.code', async () => {
    answer({ value: { status: { code: 2003 } } });
    expect((await validateUser('r patel', exchange, ctx())).code).toBe('2003');
    expect((await validateUser('r patel', exchange, ctx())).code).toBe('2003');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sent().url).toBe('/adv.svc/validateuser?id=r%20patel');
    expect(sent().init.method).toBe('GET');
  });

  it('riskAdvice sends the device signature with action=changeTempPwd', async () => {
    await riskAdvice(device, exchange, ctx());
    expect(sent()).toMatchObject({ url: '/advexp.svc/riskAdvice', body: { deviceSignature: 'print' } });
    expect(sent().headers.action).toBe('changeTempPwd');
  });

  it('mfa sends the channel with act_type; mfaAnswer sends the otp or the answer', async () => {
    await requestSecondFactor('IVR', exchange, ctx());
    expect(sent(0)).toMatchObject({ url: '/advexp.svc/mfa', body: { channel: 'IVR' } });
    expect(sent(0).headers.act_type).toBe('riskAdvice');
    await answerSecondFactor({ otp: '246810' }, exchange, ctx());
    expect(sent(1)).toMatchObject({ url: '/advexp.svc/mfaAnswer', body: { otp: '246810' } });
    await answerSecondFactor({ answer: 'Juniper' }, exchange, ctx());
    expect(sent(2).body).toEqual({ answer: 'Juniper' });
  });

  it('forgot password: forgotUid then forgotPwd with the passcode, the user ID lowercased', async () => {
    await forgotUserId('Avery@Firm.com', device, exchange, ctx());
    expect(sent(0)).toMatchObject({
      url: '/adv.svc/forgotpassword',
      body: { id: 'avery@firm.com', idContext: 'USERID', deviceSignature: 'print' },
    });
    expect(sent(0).headers.action).toBe('forgotUid');
    await forgotPassword({ userId: 'Avery@Firm.com', otp: '246810' }, device, exchange, ctx());
    expect(sent(1).body).toEqual({
      id: 'avery@firm.com',
      idContext: 'USERID',
      deviceSignature: 'print',
      otp: '246810',
    });
    expect(sent(1).headers.action).toBe('forgotPwd');
  });

  it('changePassword in its three modes (accounts spec 4.4)', async () => {
    const passwords = { currentPassword: 'Old#2031x', newPassword: 'New#2031x' };
    await changePassword('CHANGE_PASSWORD_LOGGED_IN', passwords, exchange, ctx());
    expect(sent(0)).toMatchObject({ url: '/advexp.svc/changePassword', body: passwords });
    expect(sent(0).headers.action).toBe('changePwd');
    await changePassword('TEMP_PASSWORD', passwords, exchange, ctx());
    expect(sent(1).body).toEqual(passwords);
    expect(sent(1).headers.action).toBeUndefined();
    await changePassword('FORGOT_PASSWORD_CHANGE', passwords, exchange, ctx());
    expect(sent(2).body).toEqual({ newPassword: 'New#2031x' });
    expect(sent(2).headers.action).toBeUndefined();
  });

  it('the profile is read from value', async () => {
    answer({ value: { firstNm: 'Avery', contactId: 'C-1', extra: 1 } });
    const result = await getAdvisorProfile(exchange, ctx());
    expect(result.value).toMatchObject({ firstNm: 'Avery', contactId: 'C-1', extra: 1 });
    expect(sent().url).toBe('/adv.svc/secure/profile');
  });

  it('updateUserContact sends the digits of the number and the profiling headers', async () => {
    const contact = {
      userId: 'drew@firm.com',
      password: 'P#1',
      channel: 'SMS' as const,
      newNumber: true,
      phone: '617.555.0134',
    };
    await updateUserContact(contact, device, { ...exchange, appCorrelationId: 'a-1', wamCorrelationId: 'w-1' }, ctx());
    expect(sent()).toMatchObject({
      url: '/adv.svc/updateUserContact',
      body: {
        emailId: 'drew@firm.com',
        password: 'P#1',
        deviceSignature: 'print',
        channel: 'SMS',
        isNewPhnNbr: true,
        usrVerifyPhoneNbr: '6175550134',
      },
    });
    expect(sent().headers).toMatchObject({
      tmx_id: 'session-1',
      websession_id: 'session-1',
      profiled_url: `${location.origin}/login`,
      app_corelation_id: 'a-1',
      wam_corelation_id: 'w-1',
    });
  });

  it('the account base comes from the configuration', async () => {
    const config = { ...getPageConfig(), api: { ...getPageConfig().api, auth: 'https://services.example' } };
    await login({ userId: 'a', password: 'b' }, device, exchange, { config });
    expect(sent().url).toBe('https://services.example/adv.svc/login');
  });
});
