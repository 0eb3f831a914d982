import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from '../../runtime/zod';
import { advisorProfileSchema, signInValueSchema } from '../../services/auth';
import { authRoutes, TOKEN_PATH } from './auth';
import {
  DEMO_ADVISORS,
  DEMO_ANSWER,
  DEMO_PASSCODE,
  DEMO_PASSWORD,
  DEMO_TEMPORARY_PASSWORD,
  LOCK_AFTER_FAILURES,
} from './data/advisors';

let app: ReturnType<typeof authRoutes>;
beforeEach(() => {
  app = authRoutes();
});

interface Answer {
  status: number;
  body: { value?: unknown; error?: { details?: { code?: string } } };
  headers: Headers;
  code: string | undefined;
}

async function call(
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; method?: string } = {},
): Promise<Answer> {
  const response = await app.request(path, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers: { 'Content-Type': 'application/json', ...options.headers },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = (await response.json()) as Answer['body'];
  return { status: response.status, body, headers: response.headers, code: body.error?.details?.code };
}

async function token(): Promise<string> {
  const answer = await call(TOKEN_PATH, { method: 'POST', headers: { clientId: 'id', clientSecret: 'secret' } });
  return answer.headers.get('apitoken')!;
}

async function login(userId: string, password = DEMO_PASSWORD) {
  const apitoken = await token();
  const answer = await call('/adv.svc/login', { body: { userId, password }, headers: { apitoken } });
  return { apitoken, answer, value: z.parse(signInValueSchema, answer.body.value ?? {}) };
}

const user = (login: string) => DEMO_ADVISORS.find((advisor) => advisor.login === login)!.userId;

describe('stub-mode token and login (accounts spec 3.1, 7.2)', () => {
  it('the token call wants clientId and clientSecret and answers the apitoken header', async () => {
    expect((await call(TOKEN_PATH, { method: 'POST' })).status).toBe(401);
    expect(await token()).toMatch(/^[0-9a-f]{24}$/);
  });

  it('every other call wants a token the fixture issued', async () => {
    const answer = await call('/adv.svc/login', { body: { userId: user('allow'), password: DEMO_PASSWORD } });
    expect(answer.status).toBe(401);
  });

  it('plain ALLOW answers riskAdvice ALLOW with CSMSESSION, and the profile follows the session', async () => {
    const { answer, value } = await login(user('allow'));
    expect(value.riskAdvice).toBe('ALLOW');
    const session = answer.headers.get('CSMSESSION')!;
    expect(session).toBeTruthy();
    for (const header of ['apitoken', 'act_type', 'app_corelation_id', 'wam_corelation_id', 'deviceid']) {
      expect(answer.headers.get(header), header).toBeTruthy();
    }
    const profile = await call('/adv.svc/secure/profile', { headers: { Cookie: `CSMSESSION=${session}` } });
    expect(z.parse(advisorProfileSchema, profile.body.value).emailId).toBe(user('allow'));
    expect((await call('/adv.svc/secure/profile')).status).toBe(401);
  });

  it('a wrong password answers 7011-2006; five in a row lock the user (7011-3001)', async () => {
    for (let attempt = 1; attempt < LOCK_AFTER_FAILURES; attempt += 1) {
      expect((await login(user('allow'), 'Wrong#2031')).answer.code).toBe('7011-2006');
    }
    expect((await login(user('allow'), 'Wrong#2031')).answer.code).toBe('7011-3001');
    expect((await login(user('allow'))).answer.code).toBe('7011-3001');
  });

  it('the locked and expired advisors answer their codes', async () => {
    expect((await login(user('locked'))).answer.code).toBe('7011-2010');
    expect((await login(user('expired'), DEMO_TEMPORARY_PASSWORD)).answer.code).toBe('7011-2030');
  });

  it('a step-up answers INCREASEAUTH 3052 with SMS and IVR routes; the passcode passes it', async () => {
    const { apitoken, value } = await login(user('step-up'));
    expect(value).toMatchObject({ riskAdvice: 'INCREASEAUTH', reasonCode: '3052' });
    expect((value.routes as { value: { channel: string }[] }).value.map((route) => route.channel)).toEqual([
      'SMS',
      'IVR',
    ]);
    const headers = { apitoken, act_type: 'riskAdvice' };
    await call('/advexp.svc/mfa', { body: { channel: 'IVR' }, headers });
    expect((await call('/advexp.svc/mfaAnswer', { body: { otp: '000000' }, headers })).code).toBe('7001-3024');
    const passed = await call('/advexp.svc/mfaAnswer', { body: { otp: DEMO_PASSCODE }, headers });
    expect(passed.code).toBeUndefined();
    expect(passed.headers.get('CSMSESSION')).toBeTruthy();
  });

  it('three wrong passcodes lock the sign-in (7001-3027)', async () => {
    const { apitoken } = await login(user('step-up'));
    const headers = { apitoken };
    await call('/advexp.svc/mfa', { body: { channel: 'SMS' }, headers });
    const codes = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      codes.push((await call('/advexp.svc/mfaAnswer', { body: { otp: '111111' }, headers })).code);
    }
    expect(codes).toEqual(['7001-3024', '7001-3024', '7001-3027']);
    expect((await call('/advexp.svc/mfaAnswer', { body: { otp: DEMO_PASSCODE }, headers })).code).toBe('7001-3027');
  });

  it('the security question comes from mfa with the question channel; the fixed answer passes', async () => {
    const { apitoken, value } = await login(user('question'));
    expect(value).toMatchObject({ reasonCode: '3053', kba: true });
    const asked = await call('/advexp.svc/mfa', { body: { channel: 'KBA' }, headers: { apitoken } });
    expect(z.parse(signInValueSchema, asked.body.value).mfa?.[0]?.question).toMatch(/\?$/);
    expect((await call('/advexp.svc/mfaAnswer', { body: { answer: 'no' }, headers: { apitoken } })).code).toBe(
      '7001-3026',
    );
    const passed = await call('/advexp.svc/mfaAnswer', {
      body: { answer: DEMO_ANSWER.toUpperCase() },
      headers: { apitoken },
    });
    expect(passed.code).toBeUndefined();
  });

  it('INACTIVE phone: the number on file; the contact update sends the passcode', async () => {
    const { apitoken, value } = await login(DEMO_ADVISORS.find((a) => a.phoneOnFile)!.userId);
    expect(value).toMatchObject({ phnVrfStatus: 'INACTIVE', userVrfPhoneNbr: '6175550134' });
    const body = {
      emailId: 'x',
      password: DEMO_PASSWORD,
      channel: 'SMS',
      isNewPhnNbr: true,
      usrVerifyPhoneNbr: '6175550199',
    };
    expect((await call('/adv.svc/updateUserContact', { body, headers: { apitoken } })).code).toBeUndefined();
    expect(
      (await call('/advexp.svc/mfaAnswer', { body: { otp: DEMO_PASSCODE }, headers: { apitoken } })).code,
    ).toBeUndefined();
  });

  it('temporary password: 2016, risk advice ALLOW, change, and the new password signs in', async () => {
    const { apitoken, answer, value } = await login(user('temporary-password'), DEMO_TEMPORARY_PASSWORD);
    expect(answer.code).toBe('2016');
    expect(value.reasonCode).toBe(2016);
    const risk = await call('/advexp.svc/riskAdvice', { body: {}, headers: { apitoken, action: 'changeTempPwd' } });
    expect(risk.body.value).toEqual({ riskAdvice: 'ALLOW' });
    const wrong = await call('/advexp.svc/changePassword', {
      body: { currentPassword: 'nope', newPassword: 'Kestrel#2031' },
      headers: { apitoken },
    });
    expect(wrong.code).toBe('7006-4033');
    const changed = await call('/advexp.svc/changePassword', {
      body: { currentPassword: DEMO_TEMPORARY_PASSWORD, newPassword: 'Kestrel#2031' },
      headers: { apitoken },
    });
    expect(changed.code).toBeUndefined();
    expect((await login(user('temporary-password'), 'Kestrel#2031')).value.riskAdvice).toBe('ALLOW');
  });

  it('a guest whose access expired signs in, and the profile answers CTN_PROFILE_1113', async () => {
    const { answer } = await login(user('guest-expired'));
    const session = answer.headers.get('CSMSESSION')!;
    const profile = await call('/adv.svc/secure/profile', { headers: { Cookie: `CSMSESSION=${session}` } });
    expect(profile.code).toBe('CTN_PROFILE_1113');
  });
});

describe('validate user ID (accounts spec 4.1)', () => {
  it('answers value.status.code by legacy user ID', async () => {
    const apitoken = await token();
    const code = async (id: string) =>
      (
        (await call(`/adv.svc/validateuser?id=${id}`, { headers: { apitoken } })).body.value as {
          status: { code: string };
        }
      ).status.code;
    expect(await code('rpatel')).toBe('2003');
    expect(await code('jmorgan')).toBe('2001');
    expect(await code('oldfirm')).toBe('2004');
  });
});

describe('forgot and change password (accounts spec 4.4, 4.5)', () => {
  it('forgotUid answers the routes, forgotPwd with the passcode a new token, and the new password is set', async () => {
    const apitoken = await token();
    const accepted = await call('/adv.svc/forgotpassword', {
      body: { id: user('step-up'), idContext: 'USERID' },
      headers: { apitoken, action: 'forgotUid' },
    });
    expect(z.parse(signInValueSchema, accepted.body.value).routes).toHaveLength(2);
    await call('/advexp.svc/mfa', { body: { channel: 'SMS' }, headers: { apitoken } });
    const wrong = await call('/adv.svc/forgotpassword', {
      body: { otp: '1' },
      headers: { apitoken, action: 'forgotPwd' },
    });
    expect(wrong.code).toBe('CTN_FORGOTPASSWORD_1117');
    const verified = await call('/adv.svc/forgotpassword', {
      body: { otp: DEMO_PASSCODE },
      headers: { apitoken, action: 'forgotPwd' },
    });
    const next = verified.headers.get('apitoken')!;
    expect(next).not.toBe(apitoken);
    const same = await call('/advexp.svc/changePassword', {
      body: { newPassword: DEMO_PASSWORD },
      headers: { apitoken: next },
    });
    expect(same.code).toBe('7005-4034');
    const changed = await call('/advexp.svc/changePassword', {
      body: { newPassword: 'Kestrel#2031' },
      headers: { apitoken: next },
    });
    expect(changed.code).toBeUndefined();
    expect((await login(user('step-up'), 'Kestrel#2031')).value.riskAdvice).toBe('INCREASEAUTH');
  });

  it('the contact user answers CTN_FORGOTPASSWORD_1116 and an unknown one CTN_FORGOTPASSWORD_0001', async () => {
    const apitoken = await token();
    const forgot = (id: string) =>
      call('/adv.svc/forgotpassword', { body: { id }, headers: { apitoken, action: 'forgotUid' } });
    expect((await forgot(DEMO_ADVISORS.find((a) => a.forgotCode)!.userId)).code).toBe('CTN_FORGOTPASSWORD_1116');
    expect((await forgot('nobody@nowhere.example')).code).toBe('CTN_FORGOTPASSWORD_0001');
  });

  it('logged in (action=changePwd): the session cookie names the advisor, the current password is checked', async () => {
    const { answer } = await login(user('allow'));
    const Cookie = `CSMSESSION=${answer.headers.get('CSMSESSION')}`;
    const apitoken = await token();
    const headers = { apitoken, action: 'changePwd', Cookie };
    const wrong = await call('/advexp.svc/changePassword', {
      body: { currentPassword: 'x', newPassword: 'Kestrel#2031' },
      headers,
    });
    expect(wrong.code).toBe('7006-4033');
    const done = await call('/advexp.svc/changePassword', {
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Kestrel#2031' },
      headers,
    });
    expect(done.code).toBeUndefined();
    const again = await call('/advexp.svc/changePassword', {
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Kestrel#2031' },
      headers,
    });
    expect(again.code).toBe('7006-4034');
    const noSession = await call('/advexp.svc/changePassword', {
      body: { currentPassword: DEMO_PASSWORD, newPassword: 'Osprey#2031' },
      headers: { apitoken, action: 'changePwd' },
    });
    expect(noSession.status).toBe(401);
  });
});

describe('the login demo page', () => {
  it('lists every demo advisor', () => {
    const page = readFileSync(resolve(import.meta.dirname, '../login.html'), 'utf8');
    for (const advisor of DEMO_ADVISORS) expect(page, advisor.userId).toContain(advisor.userId);
    for (const fixed of [DEMO_PASSWORD, DEMO_PASSCODE, DEMO_ANSWER, DEMO_TEMPORARY_PASSWORD])
      expect(page).toContain(fixed);
  });
});
