import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app';
import { TOKEN_PATH } from './auth';
import { DEMO_PASSCODE } from './data/advisors';
import { LOGIN_PROMPTS_SCOPE, TERMS_SCOPE } from './data/registration-content';
import { DEMO_LINKS, REGISTRATION_FAULTS } from './data/registrations';
import { createOutbox, type Outbox } from './email';
import { REGISTRATION_SUBJECT } from './registration';

let app: ReturnType<typeof createApp>;
let outbox: Outbox;
beforeEach(() => {
  outbox = createOutbox();
  app = createApp({ outbox });
});

interface Answer {
  status: number;
  body: { value?: Record<string, unknown>; error?: { details?: { code?: string; message?: string } } };
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

async function apitoken(): Promise<string> {
  const answer = await call(TOKEN_PATH, { method: 'POST', headers: { clientId: 'id', clientSecret: 'secret' } });
  return answer.headers.get('apitoken')!;
}

const PASSWORD = 'Registered#2031';

function profileOf(tokenNbr: string, emailId: string, overrides: Record<string, string> = {}) {
  return {
    tokenNbr,
    userEmailAddr: emailId,
    userFirstNm: 'Taylor',
    userLastNm: 'New',
    legalFirstNm: 'Taylor',
    firmNm: 'Summit Ridge Financial',
    postalCd: '80202',
    phoneNbr: '3035550142',
    firmId: 'F1',
    firmStNm: '1700 Lincoln Street',
    firmState: 'CO',
    firmCity: 'Denver',
    distrContactStatusCd: 'CONTACT',
    ...overrides,
  };
}

/** lookup, validateProfile, createuser and subscribeUser for a link; the subscribe answer. */
async function register(tokenNbr: string, contactStatus = 'CONTACT', passcode = DEMO_PASSCODE) {
  const headers = { apitoken: await apitoken() };
  const looked = await call(`/adv.svc/lookupuser?tokenNbr=${tokenNbr}`, { headers });
  const emailId = looked.body.value?.emailId as string;
  const profile = profileOf(tokenNbr, emailId, { distrContactStatusCd: contactStatus });
  expect((await call('/adv.svc/validateProfile', { body: profile, headers })).code).toBeUndefined();
  const created = await call('/adv.svc/createuser', {
    body: { tokenNbr, passwordTxt: PASSWORD, deviceSignature: 'print', channel: 'SMS' },
    headers,
  });
  expect(created.code).toBeUndefined();
  expect(created.headers.get('apitoken')).toBeTruthy();
  const subscribed = await call('/adv.svc/subscribeUser', {
    body: {
      action: 'registration',
      tokenNbr,
      emailId,
      passcode,
      passwordTxt: PASSWORD,
      isNewPhnNbr: true,
      usrVerifyPhoneNbr: '3035550142',
    },
    headers,
  });
  return { emailId, subscribed, headers };
}

describe('lookup of the e-mail link (accounts spec 7.3, 8.8)', () => {
  it('each demo link answers its user or its code', async () => {
    const headers = { apitoken: await apitoken() };
    for (const link of DEMO_LINKS) {
      const answer = await call(`/adv.svc/lookupuser?tokenNbr=${link.token}`, { headers });
      if ('code' in link.lookup) expect(answer.code, link.token).toBe(link.lookup.code);
      else
        expect(answer.body.value, link.token).toEqual({
          userTypeCd: link.lookup.userTypeCd,
          emailId: link.lookup.emailId,
          userFirstNm: link.lookup.firstName,
          userLastNm: link.lookup.lastName,
        });
    }
  });

  it('NEW-{name} and LEAD-{name} are new advisors of their own; an unknown token is CTN_LOOKUPUSER_0002', async () => {
    const headers = { apitoken: await apitoken() };
    const lead = await call('/adv.svc/lookupuser?tokenNbr=LEAD-webkit-1', { headers });
    expect(lead.body.value).toMatchObject({ userTypeCd: 'LEAD', emailId: 'webkit-1@summitridge-financial.com' });
    expect((await call('/adv.svc/lookupuser?tokenNbr=nope', { headers })).code).toBe('CTN_LOOKUPUSER_0002');
  });

  it('needs the API token', async () => {
    expect((await call('/adv.svc/lookupuser?tokenNbr=NEW-DEMO')).status).toBe(401);
  });
});

describe('the registration e-mail (accounts spec 4.6, 8.8)', () => {
  const submit = async (userId: string, extra: Record<string, string> = {}) =>
    call('/adv.svc/submitUserEmailForReg', {
      body: { userId, actionCd: 'new', userFirstNm: 'Robin', userLastNm: 'Hale', ...extra },
      headers: { apitoken: await apitoken() },
    });

  it('mails a link to /register/validate-user that looks the registration up', async () => {
    expect((await submit('robin.hale@cedarvine-wealth.com')).code).toBeUndefined();
    const [message] = outbox.list();
    expect(message).toMatchObject({ to: ['robin.hale@cedarvine-wealth.com'], subject: REGISTRATION_SUBJECT });
    const token = /tokenNbr=([\w-]+)/.exec(message!.body)![1]!;
    expect(message!.body).toContain(`/register/validate-user?tokenNbr=${token}`);
    const looked = await call(`/adv.svc/lookupuser?tokenNbr=${token}`, { headers: { apitoken: await apitoken() } });
    expect(looked.body.value).toMatchObject({ emailId: 'robin.hale@cedarvine-wealth.com', userFirstNm: 'Robin' });
  });

  it('refuses a personal domain (CTN_USEREMAILREG_0002) and an underscore after the @ (0009)', async () => {
    expect((await submit('robin@gmail.com')).code).toBe('CTN_USEREMAILREG_0002');
    expect((await submit('robin@cedar_vine.com')).code).toBe('CTN_USEREMAILREG_0009');
    expect(outbox.list()).toEqual([]);
  });

  it('an undeliverable address answers another code with the server message', async () => {
    const answer = await submit(`robin@${REGISTRATION_FAULTS.undeliverableDomain}`);
    expect(answer.code).toBe(REGISTRATION_FAULTS.undeliverableCode);
    expect(answer.body.error?.details?.message).toBe(REGISTRATION_FAULTS.undeliverableMessage);
  });
});

describe('profile, user, subscription (accounts spec 4.6, 7.3)', () => {
  it('a registration finished: the advisor signs in with the password chosen', async () => {
    const { emailId, subscribed } = await register('NEW-fixture-1');
    expect(subscribed.body.value).toEqual({ userInfo: { userId: emailId } });
    const headers = { apitoken: await apitoken() };
    const login = await call('/adv.svc/login', { body: { userId: emailId, password: PASSWORD }, headers });
    expect(login.body.value).toMatchObject({ riskAdvice: 'ALLOW' });
    const session = login.headers.get('CSMSESSION')!;
    const profile = await call('/adv.svc/secure/profile', { headers: { Cookie: `CSMSESSION=${session}` } });
    expect(profile.body.value).toMatchObject({ emailId, firstNm: 'Taylor', contactStatusCd: 'CONTACT' });
  });

  it('a LEAD must be sent as LEAD', async () => {
    const headers = { apitoken: await apitoken() };
    const refused = await call('/adv.svc/validateProfile', {
      body: profileOf('LEAD-fixture', 'fixture@summitridge-financial.com'),
      headers,
    });
    expect(refused.code).toBe('CTN_VALIDATEPROFILE_0004');
    expect((await register('LEAD-fixture', 'LEAD')).subscribed.code).toBeUndefined();
  });

  it('a mailed link is used up by its registration: "already registered"', async () => {
    await call('/adv.svc/submitUserEmailForReg', {
      body: { userId: 'ash.lee@prairie-trust.com', actionCd: 'new', userFirstNm: 'Ash', userLastNm: 'Lee' },
      headers: { apitoken: await apitoken() },
    });
    const token = /tokenNbr=([\w-]+)/.exec(outbox.list()[0]!.body)![1]!;
    expect((await register(token)).subscribed.code).toBeUndefined();
    const again = await call(`/adv.svc/lookupuser?tokenNbr=${token}`, { headers: { apitoken: await apitoken() } });
    expect(again.code).toBe('CTN_LOOKUPUSER_0003');
  });

  it('a wrong passcode: 7001-3024, and locked (7001-3027) at the third', async () => {
    expect((await register('NEW-fixture-2', 'CONTACT', '000000')).subscribed.code).toBe('7001-3024');
    const headers = { apitoken: await apitoken() };
    const again = () =>
      call('/adv.svc/subscribeUser', {
        body: {
          action: 'registration',
          tokenNbr: 'NEW-fixture-2',
          emailId: 'fixture-2@summitridge-financial.com',
          passcode: '111111',
          passwordTxt: PASSWORD,
        },
        headers,
      });
    expect((await again()).code).toBe('7001-3024');
    expect((await again()).code).toBe('7001-3027');
  });

  it('the demo faults: a refused ZIP code and a refused phone number', async () => {
    const headers = { apitoken: await apitoken() };
    const zip = await call('/adv.svc/validateProfile', {
      body: profileOf('NEW-fixture-3', 'fixture-3@summitridge-financial.com', {
        postalCd: REGISTRATION_FAULTS.refusedZip,
      }),
      headers,
    });
    expect(zip.code).toBe(REGISTRATION_FAULTS.refusedZipCode);
    await call('/adv.svc/validateProfile', {
      body: profileOf('NEW-fixture-3', 'fixture-3@summitridge-financial.com', { phoneNbr: '3035550000' }),
      headers,
    });
    const created = await call('/adv.svc/createuser', {
      body: { tokenNbr: 'NEW-fixture-3', passwordTxt: PASSWORD, channel: 'SMS' },
      headers,
    });
    expect(created.code).toBe(REGISTRATION_FAULTS.refusedPhoneCode);
  });

  it('createuser before validateProfile is refused', async () => {
    const created = await call('/adv.svc/createuser', {
      body: { tokenNbr: 'NEW-fixture-4', passwordTxt: PASSWORD, channel: 'SMS' },
      headers: { apitoken: await apitoken() },
    });
    expect(created.code).toBe('CTN_CREATEUSER_0002');
  });
});

describe('the secure calls need a signed-in advisor (accounts spec 7.2, 7.3)', () => {
  async function signIn(userId: string) {
    const headers = { apitoken: await apitoken() };
    const login = await call('/adv.svc/login', { body: { userId, password: 'Meridian#2031' }, headers });
    return { Cookie: `CSMSESSION=${login.headers.get('CSMSESSION')}` };
  }

  it('termsAndConditions', async () => {
    expect((await call('/adv.svc/secure/termsAndConditions', { body: {} })).status).toBe(401);
    const cookie = await signIn('pat.morgan@caldermeridian.com');
    expect((await call('/adv.svc/secure/termsAndConditions', { body: {}, headers: cookie })).code).toBeUndefined();
  });

  it('continuefirmid with its newFirmId', async () => {
    expect((await call('/adv.svc/secure/continuefirmid', { body: { newFirmId: 'F1' } })).status).toBe(401);
    const cookie = await signIn('sam.rivera@northgate-advisory.com');
    expect((await call('/adv.svc/secure/continuefirmid', { body: {}, headers: cookie })).code).toBe('CTN_FIRMID_0002');
    const kept = await call('/adv.svc/secure/continuefirmid', { body: { newFirmId: 'F1' }, headers: cookie });
    expect(kept.code).toBeUndefined();
  });
});

describe('the managed content and the firms of registration', () => {
  const content = async (query: string) => {
    const response = await app.request(`/advisor/resourceapi/halapi/documents?${query}`, {
      headers: { 'HST-Authorization': 'demo' },
    });
    return ((await response.json()) as { _embedded: { documents: Array<Record<string, unknown>> } })._embedded
      .documents;
  };

  it('the terms and conditions document of its scope', async () => {
    const [terms] = await content(`_scope=${TERMS_SCOPE}&_limit=-1`);
    expect((terms!.html as { content: string }).content).toContain('Terms and Conditions of Use');
  });

  it('the login prompts sorted by cti:meta', async () => {
    const tiles = await content(`_scope=${LOGIN_PROMPTS_SCOPE}&_sort=cti:meta&_limit=-1`);
    expect(tiles.map((tile) => tile.title)).toEqual([
      'Mutual fund accounts',
      '529 plan accounts',
      'Retirement plan accounts',
    ]);
  });

  it("the firms list carries each firm's address", async () => {
    const response = await app.request('/advexp.svc/firms', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    const { value } = (await response.json()) as { value: { firms: Array<Record<string, string>> } };
    expect(value.firms[0]).toMatchObject({
      firmNm: 'Harbor Wealth Partners',
      firmStNm: '100 Atlantic Avenue',
      firmState: 'MA',
      firmCity: 'Boston',
    });
  });
});
