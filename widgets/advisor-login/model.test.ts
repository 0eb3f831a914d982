// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../runtime/config';
import type { SignInValue } from '../../services/auth';
import {
  afterAllow,
  afterPasswordChange,
  asksCurrentPassword,
  forgotPasswordDoneUrl,
  isInternalUser,
  signedInText,
  signInOutcome,
  ssoLoginUrl,
  subscriptionProfileFrom,
  userIdKind,
  userIdStep,
  validatedUserStep,
} from './model';

const SSO = DEMO_ACCOUNTS.ssoUserIdPattern;
const routes = [
  { id: 'r1', channel: 'SMS', route: '***-***-4821' },
  { id: 'r2', channel: 'IVR', route: '***-***-7390' },
];

describe('user ID "Next" (accounts spec 4.1)', () => {
  it('a firm e-mail address reveals the password field', () => {
    expect(userIdKind('avery@firm.com', SSO)).toBe('email');
    expect(userIdStep(' avery@firm.com ', SSO)).toBe('showPassword');
  });

  it('a user ID of SSO format goes to the SSO login', () => {
    expect(userIdKind('e104729', SSO)).toBe('sso');
    expect(userIdStep('e104729', SSO)).toBe('ssoLogin');
    expect(userIdStep(' e104729 ', SSO)).toBe('ssoLogin');
  });

  it('a legacy user ID is validated with the server', () => {
    expect(userIdKind('rpatel', SSO)).toBe('legacy');
    expect(userIdStep('rpatel', SSO)).toBe('validate');
    // A pattern that does not compile recognises no SSO user ID.
    expect(userIdStep('e104729', '([')).toBe('validate');
  });

  it('the validation codes 2000, 2001, 2002 go to SSO, 2003 shows the password, others are errors', () => {
    expect(['2000', '2001', '2002'].map(validatedUserStep)).toEqual(['ssoLogin', 'ssoLogin', 'ssoLogin']);
    expect(validatedUserStep('2003')).toBe('showPassword');
    expect(validatedUserStep('2004')).toBe('error');
    expect(validatedUserStep(undefined)).toBe('error');
  });

  it('builds the SSO login prefill with the user ID and the target', () => {
    expect(ssoLoginUrl('https://sso.example/autoPopulateUserID', 'e104729')).toBe(
      'https://sso.example/autoPopulateUserID?userId=e104729',
    );
    expect(ssoLoginUrl('https://sso.example/autoPopulateUserID', ' e104729 ')).toBe(
      'https://sso.example/autoPopulateUserID?userId=e104729',
    );
    expect(ssoLoginUrl('/sso?lang=en', 'e104729', '/funds/?a=1')).toBe(
      `/sso?lang=en&userId=e104729&target=${encodeURIComponent(`${location.origin}/funds/?a=1`)}`,
    );
  });

  it.each([
    '//evil.example/path',
    '/\\evil.example/path',
    '\\\\evil.example/path',
    'https://evil.example/path',
    `${location.origin}.evil.example/`,
    'javascript:alert(1)',
    ' //evil.example',
    '\t//evil.example',
  ])('hands on no target that leaves the site: %j', (target) => {
    expect(ssoLoginUrl('/sso/autoPopulateUserID', 'e104729', target)).toBe('/sso/autoPopulateUserID?userId=e104729');
  });

  it('hands on a target with a path that reads as another host only as its whole URL on the site', () => {
    for (const target of ['/.//evil.example/', '/..//evil.example/', `${location.origin}//evil.example/x.pdf`]) {
      const url = new URL(ssoLoginUrl('https://sso.example/a', 'e104729', target));
      const handedOn = url.searchParams.get('target')!;
      expect(new URL(handedOn).origin, target).toBe(location.origin);
      expect(handedOn.startsWith('//'), target).toBe(false);
    }
  });
});

describe('who is signed in, for an advisor who opens the login page signed in', () => {
  it('the preferred first name, else the first name, with the last name and the user name', () => {
    expect(signedInText({ preferredFirstNm: 'Avery', firstNm: 'Averill', lastNm: 'Allen' }, 'avery@firm.com')).toBe(
      'You are logged in as Avery Allen (avery@firm.com).',
    );
    expect(signedInText({ preferredFirstNm: ' ', firstNm: ' Averill ', lastNm: ' Allen ' }, ' avery@firm.com ')).toBe(
      'You are logged in as Averill Allen (avery@firm.com).',
    );
  });

  it('the names alone, or the user name alone, when the other is not known', () => {
    expect(signedInText({ firstNm: 'Avery' }, undefined)).toBe('You are logged in as Avery.');
    expect(signedInText({ lastNm: 'Allen' }, '')).toBe('You are logged in as Allen.');
    expect(signedInText(undefined, 'avery@firm.com')).toBe('You are logged in as avery@firm.com.');
    expect(signedInText({ firstNm: 42, lastNm: null }, 'avery@firm.com')).toBe('You are logged in as avery@firm.com.');
  });

  it('neither: that the advisor is logged in', () => {
    expect(signedInText(undefined, undefined)).toBe('You are logged in.');
    expect(signedInText({ firstNm: ' ', lastNm: '' }, '  ')).toBe('You are logged in.');
  });
});

describe('login submit decision (accounts spec 4.2)', () => {
  const outcome = (value: SignInValue | undefined, code?: string) => signInOutcome({ value, code }).kind;

  it('phnVrfStatus INACTIVE decides first, with the number on file', () => {
    expect(
      signInOutcome({
        value: { phnVrfStatus: 'INACTIVE', userVrfPhoneNbr: '6175550134', riskAdvice: 'ALLOW' },
        code: undefined,
      }),
    ).toEqual({
      kind: 'INACTIVE',
      phone: '6175550134',
    });
  });

  it('riskAdvice ALLOW decides by itself, whatever the reason code', () => {
    expect(outcome({ riskAdvice: 'ALLOW', reasonCode: '3052' })).toBe('ALLOW');
  });

  it('an empty or null riskAdvice is no riskAdvice: the reason code decides', () => {
    expect(outcome({ riskAdvice: '', reasonCode: '3052' })).toBe('CHALLENGE');
    expect(outcome({ riskAdvice: null, reasonCode: '2016' })).toBe('TEMP_PASSWORD');
  });

  it('an INACTIVE decided by the reason code or the error code also captures the phone number', () => {
    expect(
      signInOutcome({ value: { reasonCode: 'INACTIVE', userVrfPhoneNbr: '6175550134' }, code: undefined }),
    ).toEqual({ kind: 'INACTIVE', phone: '6175550134' });
    expect(signInOutcome({ value: undefined, code: 'INACTIVE' })).toEqual({ kind: 'INACTIVE', phone: undefined });
  });

  it('for INCREASEAUTH the reason code decides; without one it steps up', () => {
    expect(outcome({ riskAdvice: 'INCREASEAUTH', reasonCode: '2016' })).toBe('TEMP_PASSWORD');
    expect(outcome({ riskAdvice: 'INCREASEAUTH', reasonCode: 3053 })).toBe('CHALLENGE');
    expect(outcome({ riskAdvice: 'INCREASEAUTH' })).toBe('CHALLENGE');
    expect(signInOutcome({ value: { riskAdvice: 'INCREASEAUTH', reasonCode: '9999' }, code: undefined })).toEqual({
      kind: 'ERROR',
      code: '9999',
    });
  });

  it('a step-up carries the routes (a list, or an object whose value is the list), the question and kba', () => {
    expect(
      signInOutcome({ value: { riskAdvice: 'INCREASEAUTH', reasonCode: '3052', routes }, code: undefined }),
    ).toEqual({
      kind: 'CHALLENGE',
      routes,
      question: undefined,
      kba: false,
    });
    expect(
      signInOutcome({
        value: { reasonCode: '3053', routes: { value: routes }, kba: 'true', mfa: [{ qId: 1, question: 'Street?' }] },
        code: undefined,
      }),
    ).toEqual({ kind: 'CHALLENGE', routes, question: 'Street?', kba: true });
  });

  it.each([
    [true, true],
    ['Y', true],
    ['yes', true],
    ['TRUE', true],
    [[{ qId: 1, question: 'Street?' }], true],
    [[], false],
    ['N', false],
    [false, false],
    [1, false],
  ])('a step-up offers the security questions by the kba flag %j: %s', (kba, offered) => {
    const value: SignInValue = { reasonCode: '3052', routes, kba };
    expect(signInOutcome({ value, code: undefined })).toMatchObject({ kind: 'CHALLENGE', kba: offered });
  });

  it('without riskAdvice the reason code decides, then the error code', () => {
    expect(outcome({ reasonCode: 2016 })).toBe('TEMP_PASSWORD');
    expect(outcome({ reasonCode: '3052' })).toBe('CHALLENGE');
    expect(outcome(undefined, '2016')).toBe('TEMP_PASSWORD');
    expect(outcome(undefined, '3053')).toBe('CHALLENGE');
    expect(signInOutcome({ value: undefined, code: '7011-2006' })).toEqual({ kind: 'ERROR', code: '7011-2006' });
    expect(signInOutcome({ value: undefined, code: undefined })).toEqual({ kind: 'ERROR', code: undefined });
  });
});

describe('after ALLOW, a passed second factor, a changed password (accounts spec 4.2, 4.4, 4.5)', () => {
  it('ALLOW finishes the login, or with the temporary-password flag goes to change password', () => {
    expect(afterAllow('login', false)).toEqual({ next: 'finishLogin' });
    expect(afterAllow('login', true)).toEqual({ next: 'changePassword', mode: 'TEMP_PASSWORD' });
  });

  it('a passed passcode in the forgot-password flow leads to the new password only', () => {
    expect(afterAllow('forgotPassword', false)).toEqual({ next: 'changePassword', mode: 'FORGOT_PASSWORD_CHANGE' });
  });

  it('the three change-password modes and what follows each', () => {
    expect(asksCurrentPassword('CHANGE_PASSWORD_LOGGED_IN')).toBe(true);
    expect(asksCurrentPassword('TEMP_PASSWORD')).toBe(false);
    expect(asksCurrentPassword('FORGOT_PASSWORD_CHANGE')).toBe(false);
    expect(afterPasswordChange('TEMP_PASSWORD')).toBe('resubmitLogin');
    expect(afterPasswordChange('FORGOT_PASSWORD_CHANGE')).toBe('forgotPasswordDone');
    expect(afterPasswordChange('CHANGE_PASSWORD_LOGGED_IN')).toBe('notice');
  });

  it('a forgotten password changed goes to /login?forgotPassword=true', () => {
    expect(forgotPasswordDoneUrl('')).toBe('/login?forgotPassword=true');
    expect(forgotPasswordDoneUrl('/site/cm-advisor')).toBe('/site/cm-advisor/login?forgotPassword=true');
  });
});

describe('internal users (accounts spec 5.7)', () => {
  const settings = { corporateDomains: ['caldermeridian.com', 'cm-funds.com'] };

  it('a user name without "@" is internal', () => {
    expect(isInternalUser('rpatel', settings)).toBe(true);
  });

  it('a corporate address typed with spaces around it is internal', () => {
    expect(isInternalUser(' pat@caldermeridian.com ', settings)).toBe(true);
  });

  it('a user name that begins with "@" of another domain is not', () => {
    expect(isInternalUser('@northfield-advisors.com', settings)).toBe(false);
  });

  it('a corporate domain or its qa. variant is internal, in any letter case', () => {
    expect(isInternalUser('pat@CalderMeridian.com', settings)).toBe(true);
    expect(isInternalUser('pat@qa.cm-funds.com', settings)).toBe(true);
  });

  it('any other domain, or one that merely ends like a corporate one, is not', () => {
    expect(isInternalUser('avery@northfield-advisors.com', settings)).toBe(false);
    expect(isInternalUser('pat@notcaldermeridian.com', settings)).toBe(false);
    expect(isInternalUser('pat@dev.caldermeridian.com', settings)).toBe(false);
  });
});

describe('subscription-centre sign-in after login (accounts spec 3.5, 4.2)', () => {
  it('stores the advisor as an Advisor subscription profile', () => {
    expect(
      subscriptionProfileFrom({ emailId: 'a@f.com', firstNm: 'Avery', lastNm: 'Allen', firmNm: 'F', firmId: '1' }),
    ).toEqual({
      firstName: 'Avery',
      lastName: 'Allen',
      emailId: 'a@f.com',
      token: null,
      wholeSalerID: null,
      role: 'Advisor',
      firmName: 'F',
      firmId: '1',
      parentFirmName: null,
      parentFirmId: null,
    });
  });

  it('a profile without names or e-mail signs nobody in', () => {
    expect(subscriptionProfileFrom({ emailId: 'a@f.com', firstNm: 'Avery' })).toBeUndefined();
    expect(subscriptionProfileFrom({ firstNm: 'Avery', lastNm: 'Allen' })).toBeUndefined();
    expect(subscriptionProfileFrom({ emailId: 'a@f.com', lastNm: 'Allen' })).toBeUndefined();
  });
});
