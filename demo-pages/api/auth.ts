/**
 * The stub-mode account services (accounts spec 1, 3.1, 7.2): the token call, /adv.svc and /advexp.svc with the
 * response shapes of 3.1 (value, error.details.code, errorCode; headers apitoken, act_type, app_corelation_id,
 * wam_corelation_id, deviceid, CSMSESSION). Stateful per app: each API token is one sign-in attempt with its stage
 * and its failed attempts, CSMSESSION identifies a signed-in advisor, wrong passwords count towards a lock-out.
 * Business outcomes answer 200 with the code in the body (the service reads codes from error statuses too).
 *
 * The token path is the spec's identity-provider path /cl/v1/api/token, answered on the demo's own origin
 * (runtime/config.ts DEMO_ACCOUNTS.tokenUrl; a page sets accounts.tokenUrl to its identity provider).
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { type AdvisorProfileValue } from '../../services/auth';
import {
  ACTIVITY_RISK_ADVICE,
  AUTH_CODES,
  HEADER_ACTIONS,
  PHONE_INACTIVE,
  QUESTION_CHANNEL,
  RISK_ADVICE,
} from '../../services/auth-vocabulary';
import {
  DEMO_ANSWER,
  DEMO_PASSCODE,
  DEMO_PASSWORD,
  DEMO_TEMPORARY_PASSWORD,
  LEGACY_VALIDATION,
  LOCK_AFTER_FAILURES,
  SECOND_FACTOR_ATTEMPTS,
  type DemoAdvisor,
} from './data/advisors';
import { createAccountStore, type AccountStore } from './accounts';

export const TOKEN_PATH = '/cl/v1/api/token';
/** accounts spec 9: "One-time passcode: ... expires after 30 minutes". */
const PASSCODE_LIFETIME_MS = 30 * 60 * 1000;
/** How long the fixture keeps a user locked after too many wrong passwords. */
const LOCK_MS = 15 * 60 * 1000;

type Stage = 'started' | 'second-factor' | 'temporary' | 'allowed' | 'forgot' | 'forgot-verified';

/** One sign-in attempt: what its API token has been through. */
interface Grant {
  advisor?: DemoAdvisor;
  stage: Stage;
  passcodeSentAt?: number;
  /** Wrong passcodes or answers in this attempt. */
  failures: number;
}

const id = (bytes = 12) => randomBytes(bytes).toString('hex');

const error = (code: string, message?: string) => ({ error: { details: { code, ...(message ? { message } : {}) } } });

/** CSMSESSION -> the signed-in advisor; shared with the routes of other /adv.svc/secure calls (sales-contacts.ts). */
export type AdvisorSessions = AccountStore['sessions'];

export function authRoutes(accounts: AccountStore = createAccountStore()): Hono {
  const app = new Hono();
  const grants = new Map<string, Grant>();
  /** CSMSESSION -> the signed-in advisor (shared with registration's and the sales contacts' secure calls). */
  const { sessions } = accounts;
  /** Passwords changed in this run: the fixed ones keep working too (stub mode). */
  const changed = new Map<string, string>();
  const lockouts = new Map<string, { failures: number; lockedUntil: number }>();

  /** The headers every answer hands on (accounts spec 3.1). */
  function answer(c: Context, token: string | undefined, body: unknown, extra: Record<string, string> = {}) {
    if (token) c.header('apitoken', token);
    c.header('act_type', ACTIVITY_RISK_ADVICE);
    c.header('deviceid', c.req.header('deviceid') ?? `demo-device-${id(6)}`);
    c.header('app_corelation_id', id(8));
    c.header('wam_corelation_id', id(8));
    c.header('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(extra)) c.header(name, value);
    return c.json(body ?? {}, 200);
  }

  const grantOf = (c: Context) => {
    const token = c.req.header('apitoken');
    const grant = token ? grants.get(token) : undefined;
    return { token, grant };
  };

  const unauthorized = (c: Context) => c.json(error('CTN_AUTH_401', 'The API token is missing or unknown.'), 401);

  const signedIn = (c: Context, token: string, grant: Grant) => {
    grant.stage = 'allowed';
    const session = id(16);
    sessions.set(session, grant.advisor!);
    lockouts.delete(grant.advisor!.userId);
    return answer(c, token, { value: { riskAdvice: RISK_ADVICE.allow } }, { CSMSESSION: session });
  };

  /** What a correct password leads to (accounts spec 4.2): the advisor's branch. */
  function afterPassword(c: Context, token: string, grant: Grant, temporary: boolean) {
    const advisor = grant.advisor!;
    if (temporary) {
      grant.stage = 'temporary';
      return answer(c, token, {
        value: { reasonCode: Number(AUTH_CODES.tempPassword) },
        ...error(AUTH_CODES.tempPassword),
      });
    }
    switch (advisor.login) {
      case 'step-up':
      case 'question':
        grant.stage = 'second-factor';
        return answer(c, token, {
          value: {
            riskAdvice: RISK_ADVICE.increaseAuth,
            reasonCode: advisor.login === 'question' ? '3053' : '3052',
            routes: { value: advisor.routes ?? [] },
            kba: advisor.login === 'question',
          },
        });
      case 'inactive-phone':
        grant.stage = 'second-factor';
        return answer(c, token, {
          value: {
            phnVrfStatus: PHONE_INACTIVE,
            ...(advisor.phoneOnFile ? { userVrfPhoneNbr: advisor.phoneOnFile } : {}),
          },
        });
      default:
        return signedIn(c, token, grant);
    }
  }

  // -- Token (accounts spec 7.2) ------------------------------------------------------------------------------------
  app.post(TOKEN_PATH, (c) => {
    if (!c.req.header('clientId') || !c.req.header('clientSecret')) {
      return c.json(error('CTN_TOKEN_401', 'clientId and clientSecret headers are required.'), 401);
    }
    const token = id();
    grants.set(token, { stage: 'started', failures: 0 });
    return answer(c, token, {});
  });

  // -- 4.1 validate a legacy user ID --------------------------------------------------------------------------------
  app.get('/adv.svc/validateuser', (c) => {
    const { token, grant } = grantOf(c);
    if (!grant) return unauthorized(c);
    const userId = (c.req.query('id') ?? '').toLowerCase();
    const code = LEGACY_VALIDATION[userId] ?? AUTH_CODES.validateShowPassword;
    return answer(c, token, { value: { status: { code } } });
  });

  // -- 4.2 login ----------------------------------------------------------------------------------------------------
  app.post('/adv.svc/login', async (c) => {
    const { token, grant } = grantOf(c);
    if (!token || !grant) return unauthorized(c);
    const body = (await c.req.json().catch(() => ({}))) as { userId?: string; password?: string };
    const advisor = accounts.find(body.userId ?? '');
    if (!advisor) return answer(c, token, error(AUTH_CODES.loginCredentials));
    if (advisor.login === 'locked') return answer(c, token, error('7011-2010'));
    const lock = lockouts.get(advisor.userId);
    if (lock && lock.lockedUntil > Date.now()) return answer(c, token, error('7011-3001'));

    const password = body.password ?? '';
    const temporary = advisor.login === 'temporary-password' && password === DEMO_TEMPORARY_PASSWORD;
    if (advisor.login === 'expired' && password === DEMO_TEMPORARY_PASSWORD) {
      return answer(c, token, error(AUTH_CODES.loginExpired));
    }
    // A registered advisor signs in with the password chosen at registration; a demo advisor with the demo one.
    const own = accounts.ownPassword(advisor.userId);
    const accepted =
      (own === undefined ? password === DEMO_PASSWORD : password === own) || password === changed.get(advisor.userId);
    if (!temporary && !accepted) {
      const failures = (lock?.failures ?? 0) + 1;
      const locked = failures >= LOCK_AFTER_FAILURES;
      lockouts.set(advisor.userId, { failures, lockedUntil: locked ? Date.now() + LOCK_MS : 0 });
      return answer(c, token, error(locked ? '7011-3001' : AUTH_CODES.loginCredentials));
    }
    grant.advisor = advisor;
    return afterPassword(c, token, grant, temporary);
  });

  // -- 4.2 risk advice after a temporary password (action=changeTempPwd) --------------------------------------------
  app.post('/advexp.svc/riskAdvice', (c) => {
    const { token, grant } = grantOf(c);
    if (!token || !grant?.advisor || grant.stage !== 'temporary') return unauthorized(c);
    if (c.req.header('action') !== HEADER_ACTIONS.changeTempPassword) return answer(c, token, error('CTN_RISK_0001'));
    return answer(c, token, { value: { riskAdvice: RISK_ADVICE.allow } });
  });

  // -- Second factor ------------------------------------------------------------------------------------------------
  app.post('/advexp.svc/mfa', async (c) => {
    const { token, grant } = grantOf(c);
    if (!token || !grant?.advisor || !['second-factor', 'forgot'].includes(grant.stage)) return unauthorized(c);
    const { channel } = (await c.req.json().catch(() => ({}))) as { channel?: string };
    if (channel === QUESTION_CHANNEL) {
      if (!grant.advisor.question) return answer(c, token, error('7001-3030'));
      return answer(c, token, { value: { mfa: [{ qId: 'q1', question: grant.advisor.question }] } });
    }
    if (channel !== 'SMS' && channel !== 'IVR') return answer(c, token, error('7001-3031'));
    grant.passcodeSentAt = Date.now();
    return answer(c, token, { value: { channel } });
  });

  /** A second-factor answer: right, wrong, or the last wrong one of the attempt (locked). */
  function checkSecondFactor(grant: Grant, right: boolean, codes: { wrong: string; expired: string; locked: string }) {
    if (right) return undefined;
    grant.failures += 1;
    return grant.failures >= SECOND_FACTOR_ATTEMPTS ? codes.locked : codes.wrong;
  }

  app.post('/advexp.svc/mfaAnswer', async (c) => {
    const { token, grant } = grantOf(c);
    if (!token || !grant?.advisor || grant.stage !== 'second-factor') return unauthorized(c);
    const body = (await c.req.json().catch(() => ({}))) as { otp?: string; answer?: string };
    if (grant.failures >= SECOND_FACTOR_ATTEMPTS) return answer(c, token, error('7001-3027'));
    if (body.answer !== undefined) {
      const code = checkSecondFactor(grant, body.answer.trim().toLowerCase() === DEMO_ANSWER.toLowerCase(), {
        wrong: AUTH_CODES.answerMismatch,
        expired: AUTH_CODES.answerMismatch,
        locked: '7001-3027',
      });
      return code ? answer(c, token, error(code)) : signedIn(c, token, grant);
    }
    if (!grant.passcodeSentAt || Date.now() - grant.passcodeSentAt > PASSCODE_LIFETIME_MS) {
      return answer(c, token, error('7001-3023'));
    }
    const code = checkSecondFactor(grant, body.otp === DEMO_PASSCODE, {
      wrong: '7001-3024',
      expired: '7001-3023',
      locked: '7001-3027',
    });
    return code ? answer(c, token, error(code)) : signedIn(c, token, grant);
  });

  // -- Phone capture: the contact update sends a passcode to the number ---------------------------------------------
  app.post('/adv.svc/updateUserContact', async (c) => {
    const { token, grant } = grantOf(c);
    if (!token || !grant?.advisor || grant.stage !== 'second-factor') return unauthorized(c);
    const body = (await c.req.json().catch(() => ({}))) as { usrVerifyPhoneNbr?: string; password?: string };
    if (!/^\d{10}$/.test(body.usrVerifyPhoneNbr ?? '')) return answer(c, token, error('CTN_UPDATECONTACT_0002'));
    if (body.password !== DEMO_PASSWORD && body.password !== changed.get(grant.advisor.userId)) {
      return answer(c, token, error('CTN_UPDATECONTACT_0001'));
    }
    grant.passcodeSentAt = Date.now();
    return answer(c, token, {});
  });

  // -- 4.5 forgot password (action=forgotUid, then action=forgotPwd with the passcode) ------------------------------
  app.post('/adv.svc/forgotpassword', async (c) => {
    const { token, grant } = grantOf(c);
    if (!token || !grant) return unauthorized(c);
    const body = (await c.req.json().catch(() => ({}))) as { id?: string; otp?: string };
    const action = c.req.header('action');
    if (action === HEADER_ACTIONS.forgotUserId) {
      const advisor = accounts.find(body.id ?? '');
      if (!advisor) return answer(c, token, error('CTN_FORGOTPASSWORD_0001'));
      if (advisor.forgotCode) return answer(c, token, error(advisor.forgotCode));
      if (advisor.login === 'locked') return answer(c, token, error('CTN_FORGOTPASSWORD_1112'));
      grant.advisor = advisor;
      grant.stage = 'forgot';
      return answer(c, token, { value: { routes: advisor.routes ?? [] } });
    }
    if (action !== HEADER_ACTIONS.forgotPassword || !grant.advisor || grant.stage !== 'forgot') {
      return answer(c, token, error('CTN_FORGOTPASSWORD_0002'));
    }
    if (grant.failures >= SECOND_FACTOR_ATTEMPTS) return answer(c, token, error('CTN_FORGOTPASSWORD_1112'));
    if (!grant.passcodeSentAt || Date.now() - grant.passcodeSentAt > PASSCODE_LIFETIME_MS) {
      return answer(c, token, error('CTN_FORGOTPASSWORD_1117'));
    }
    const code = checkSecondFactor(grant, body.otp === DEMO_PASSCODE, {
      wrong: 'CTN_FORGOTPASSWORD_1117',
      expired: 'CTN_FORGOTPASSWORD_1117',
      locked: 'CTN_FORGOTPASSWORD_1112',
    });
    if (code) return answer(c, token, error(code));
    // MFA_ANSWERED: a new token for the change of password.
    grants.delete(token);
    const next = id();
    grants.set(next, { advisor: grant.advisor, stage: 'forgot-verified', failures: 0 });
    return answer(c, next, {});
  });

  // -- 4.4 change password in its three modes -----------------------------------------------------------------------
  app.post('/advexp.svc/changePassword', async (c) => {
    const { token, grant } = grantOf(c);
    const body = (await c.req.json().catch(() => ({}))) as { currentPassword?: string; newPassword?: string };
    const session = getCookie(c, 'CSMSESSION');
    const loggedIn = c.req.header('action') === HEADER_ACTIONS.changePassword;
    let advisor: DemoAdvisor | undefined;
    if (loggedIn) advisor = session ? sessions.get(session) : undefined;
    else if (grant?.advisor && (grant.stage === 'temporary' || grant.stage === 'forgot-verified'))
      advisor = grant.advisor;
    if (!advisor || !token || !grant) return unauthorized(c);

    const newPassword = body.newPassword ?? '';
    const current = changed.get(advisor.userId) ?? DEMO_PASSWORD;
    if (grant.stage !== 'forgot-verified') {
      const expected = grant.stage === 'temporary' ? DEMO_TEMPORARY_PASSWORD : undefined;
      const given = body.currentPassword ?? '';
      const right = expected ? given === expected : given === current || given === DEMO_PASSWORD;
      if (!right) return answer(c, token, error(AUTH_CODES.currentPasswordIncorrect));
    }
    if (newPassword === current || newPassword === DEMO_PASSWORD || /password/i.test(newPassword)) {
      const code = grant.stage === 'forgot-verified' ? '7005-4034' : '7006-4034';
      return answer(c, token, error(code));
    }
    changed.set(advisor.userId, newPassword);
    if (grant.stage === 'temporary') grant.stage = 'started';
    return answer(c, token, {});
  });

  // -- The profile of the signed-in advisor (CSMSESSION) ------------------------------------------------------------
  app.get('/adv.svc/secure/profile', (c) => {
    const session = getCookie(c, 'CSMSESSION');
    const advisor = session ? sessions.get(session) : undefined;
    if (!advisor) return c.json(error('CTN_PROFILE_1001', 'Not signed in.'), 401);
    if (advisor.login === 'guest-expired') return answer(c, undefined, error(AUTH_CODES.profileNotEligible));
    const value: AdvisorProfileValue = advisor.profile;
    return answer(c, undefined, { value });
  });

  return app;
}
