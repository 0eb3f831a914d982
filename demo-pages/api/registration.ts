/**
 * The stub-mode registration services (accounts spec 4.6, 4.7, 7.3, 8.8) and the e-mail-changed page's
 * continuefirmid (7.2), with the response shapes and headers of the login's (auth.ts): value, error.details.code and
 * message; apitoken, app_corelation_id, wam_corelation_id. Stateful per app: a registration e-mail mints a link
 * (delivered to the outbox, /outbox.html), each link's profile, user and passcode are kept, and a finished
 * registration creates an advisor the login signs in (accounts.ts). Business outcomes answer 200 with the code in
 * the body, as the login's do.
 *
 * The calls need the API token of the token call (any token: registration does not sign in) and, for the secure
 * ones, a signed-in advisor's CSMSESSION.
 */
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { USER_TYPE_LEAD } from '../../services/registration-vocabulary';
import { ACTIVITY_RISK_ADVICE } from '../../services/auth-vocabulary';
import type { AccountStore } from './accounts';
import { DEMO_PASSCODE, SECOND_FACTOR_ATTEMPTS } from './data/advisors';
import {
  emailSubmitCode,
  linkLookup,
  REGISTRATION_FAULTS,
  registeredAdvisor,
  type PendingRegistration,
  type ValidatedProfile,
} from './data/registrations';
import type { Outbox } from './email';

/** accounts spec 9: "One-time passcode: ... expires after 30 minutes". */
const PASSCODE_LIFETIME_MS = 30 * 60 * 1000;
/** accounts spec 9: "Registration confirmation link expires after 24 hours" (a mailed link older than this). */
export const LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** Who the registration e-mail comes from (the spec does not name the sender). */
export const REGISTRATION_SENDER = 'no-reply@caldermeridian.example';
export const REGISTRATION_SUBJECT = 'Confirm your email address';

const id = (bytes = 8) => randomBytes(bytes).toString('hex');
const error = (code: string, message?: string) => ({ error: { details: { code, ...(message ? { message } : {}) } } });

/** A link's progress through registration. */
interface Progress {
  profile?: ValidatedProfile;
  user?: { password: string; passcodeSentAt: number; failures: number };
}

interface MintedLink extends PendingRegistration {
  mintedAt: number;
  used: boolean;
}

export function registrationRoutes(accounts: AccountStore, outbox: Outbox): Hono {
  const app = new Hono();
  const minted = new Map<string, MintedLink>();
  const progress = new Map<string, Progress>();
  let sequence = 0;

  function answer(c: Context, body: unknown, apitoken?: string) {
    c.header('apitoken', apitoken ?? c.req.header('apitoken') ?? id());
    c.header('act_type', ACTIVITY_RISK_ADVICE);
    c.header('app_corelation_id', id());
    c.header('wam_corelation_id', id());
    c.header('Cache-Control', 'no-store');
    return c.json(body ?? {}, 200);
  }

  const unauthorized = (c: Context) => c.json(error('CTN_AUTH_401', 'The API token is missing.'), 401);
  const signedIn = (c: Context) => {
    const session = getCookie(c, 'CSMSESSION');
    return session ? accounts.sessions.get(session) : undefined;
  };
  const body = async <T>(c: Context) => (await c.req.json().catch(() => ({}))) as Partial<T>;

  /** What a link's token stands for now: a pending registration, or the lookup's code. */
  function lookup(token: string): PendingRegistration | { code: string } {
    const link = minted.get(token);
    if (link) {
      if (link.used) return { code: 'CTN_LOOKUPUSER_0003' };
      if (Date.now() - link.mintedAt > LINK_LIFETIME_MS) return { code: 'CTN_LOOKUPUSER_0001' };
      return link;
    }
    return linkLookup(token) ?? { code: 'CTN_LOOKUPUSER_0002' };
  }
  const pendingOf = (token: string | undefined) => {
    if (!token) return undefined;
    const found = lookup(token);
    return 'code' in found ? undefined : found;
  };

  // -- 7.3 lookup of the e-mail link --------------------------------------------------------------------------------
  app.get('/adv.svc/lookupuser', (c) => {
    if (!c.req.header('apitoken')) return unauthorized(c);
    const found = lookup(c.req.query('tokenNbr') ?? '');
    if ('code' in found) return answer(c, error(found.code));
    return answer(c, {
      value: {
        userTypeCd: found.userTypeCd,
        emailId: found.emailId,
        userFirstNm: found.firstName,
        userLastNm: found.lastName,
      },
    });
  });

  // -- 7.3 the registration e-mail: a new link, mailed to the outbox ------------------------------------------------
  app.post('/adv.svc/submitUserEmailForReg', async (c) => {
    if (!c.req.header('apitoken')) return unauthorized(c);
    const sent = await body<{
      userId: string;
      actionCd: string;
      userFirstNm: string;
      userLastNm: string;
      regType: string;
      altFirmId: string;
    }>(c);
    const emailId = (sent.userId ?? '').trim();
    if (!emailId.includes('@') || !sent.userFirstNm || !sent.userLastNm || sent.actionCd !== 'new') {
      return answer(
        c,
        error('CTN_USEREMAILREG_0001', 'userId, actionCd "new", userFirstNm and userLastNm are required.'),
      );
    }
    const refused = emailSubmitCode(emailId);
    if (refused) return answer(c, error(refused.code, refused.message));
    sequence += 1;
    const token = `REG-${sequence.toString().padStart(4, '0')}-${id(4)}`;
    minted.set(token, {
      emailId,
      firstName: sent.userFirstNm,
      lastName: sent.userLastNm,
      userTypeCd: 'PROSPECT',
      ...(sent.regType ? { regType: sent.regType } : {}),
      ...(sent.altFirmId ? { altFirmId: sent.altFirmId } : {}),
      mintedAt: Date.now(),
      used: false,
    });
    const origin = c.req.header('origin') ?? new URL(c.req.url).origin;
    const link = `${origin}/register/validate-user?tokenNbr=${encodeURIComponent(token)}`;
    outbox.add({
      from: REGISTRATION_SENDER,
      to: [emailId],
      subject: REGISTRATION_SUBJECT,
      body: `Dear ${sent.userFirstNm},\n\nConfirm your email address to continue your registration: ${link}\n\nThe link expires after 24 hours.`,
    });
    return answer(c, {});
  });

  // -- 7.3 terms and conditions of an internal user (signed in) -----------------------------------------------------
  app.post('/adv.svc/secure/termsAndConditions', (c) => {
    if (!signedIn(c)) return c.json(error('CTN_TERMS_0001', 'Not signed in.'), 401);
    return answer(c, {});
  });

  // -- 7.3 validateProfile: the additional information --------------------------------------------------------------
  app.post('/adv.svc/validateProfile', async (c) => {
    if (!c.req.header('apitoken')) return unauthorized(c);
    const sent = await body<Record<string, string>>(c);
    const pending = pendingOf(sent.tokenNbr);
    if (!pending || !sent.tokenNbr) return answer(c, error('CTN_VALIDATEPROFILE_0003', 'Unknown registration.'));
    const required = ['userEmailAddr', 'userFirstNm', 'userLastNm', 'legalFirstNm', 'firmNm', 'postalCd', 'phoneNbr'];
    if (required.some((field) => !sent[field]?.trim()) || !/^\d{10}$/.test(sent.phoneNbr ?? '')) {
      return answer(c, error('CTN_VALIDATEPROFILE_0002', 'The profile is incomplete.'));
    }
    if (sent.postalCd === REGISTRATION_FAULTS.refusedZip) return answer(c, error(REGISTRATION_FAULTS.refusedZipCode));
    const expected = pending.userTypeCd === USER_TYPE_LEAD ? 'LEAD' : 'CONTACT';
    if (sent.distrContactStatusCd !== expected) {
      return answer(c, error('CTN_VALIDATEPROFILE_0004', `The contact status of this user is ${expected}.`));
    }
    progress.set(sent.tokenNbr, {
      profile: {
        firstNm: sent.userFirstNm!,
        lastNm: sent.userLastNm!,
        legalFirstNm: sent.legalFirstNm!,
        firmNm: sent.firmNm!,
        firmId: sent.firmId ?? '',
        postalCd: sent.postalCd!,
        phoneNbr: sent.phoneNbr!,
        contactStatusCd: sent.distrContactStatusCd,
      },
    });
    return answer(c, {});
  });

  // -- 7.3 createuser: the password, and a passcode over the channel ------------------------------------------------
  app.post('/adv.svc/createuser', async (c) => {
    if (!c.req.header('apitoken')) return unauthorized(c);
    const sent = await body<{ tokenNbr: string; passwordTxt: string; channel: string; deviceSignature: string }>(c);
    const state = sent.tokenNbr ? progress.get(sent.tokenNbr) : undefined;
    if (!state?.profile || !pendingOf(sent.tokenNbr)) {
      return answer(c, error('CTN_CREATEUSER_0002', 'The profile was not validated.'));
    }
    if (!sent.passwordTxt || (sent.channel !== 'SMS' && sent.channel !== 'IVR')) {
      return answer(c, error('CTN_CREATEUSER_0003', 'passwordTxt and channel (SMS or IVR) are required.'));
    }
    if (state.profile.phoneNbr.endsWith(REGISTRATION_FAULTS.refusedPhoneEnding)) {
      return answer(c, error(REGISTRATION_FAULTS.refusedPhoneCode));
    }
    // Choosing again (after "Didn't receive your code?") sends a new passcode to the same user.
    state.user = { password: sent.passwordTxt, passcodeSentAt: Date.now(), failures: 0 };
    return answer(c, {}, id(12));
  });

  // -- 7.3 subscribeUser: the passcode; the advisor exists from now on ----------------------------------------------
  app.post('/adv.svc/subscribeUser', async (c) => {
    if (!c.req.header('apitoken')) return unauthorized(c);
    const sent = await body<{
      action: string;
      tokenNbr: string;
      emailId: string;
      passcode: string;
      passwordTxt: string;
      usrVerifyPhoneNbr: string;
    }>(c);
    const pending = pendingOf(sent.tokenNbr);
    const state = sent.tokenNbr ? progress.get(sent.tokenNbr) : undefined;
    if (!pending || !state?.profile || !state.user || sent.action !== 'registration') {
      return answer(c, error('CTN_SUBSCRIBEUSER_0002', 'No user was created for this registration.'));
    }
    const user = state.user;
    if (user.failures >= SECOND_FACTOR_ATTEMPTS) return answer(c, error('7001-3027'));
    if (Date.now() - user.passcodeSentAt > PASSCODE_LIFETIME_MS) return answer(c, error('7001-3023'));
    if (sent.passcode !== DEMO_PASSCODE) {
      user.failures += 1;
      return answer(c, error(user.failures >= SECOND_FACTOR_ATTEMPTS ? '7001-3027' : '7001-3024'));
    }
    if (sent.passwordTxt !== user.password || sent.emailId !== pending.emailId) {
      return answer(c, error('CTN_SUBSCRIBEUSER_0003', 'The registration does not match the user created.'));
    }
    const userId = pending.emailId.toLowerCase();
    const contactId = `C-${id(3).toUpperCase()}`;
    accounts.registered.set(userId, {
      advisor: registeredAdvisor(userId, state.profile, contactId),
      password: user.password,
    });
    const link = minted.get(sent.tokenNbr!);
    if (link) link.used = true;
    progress.delete(sent.tokenNbr!);
    return answer(c, { value: { userInfo: { userId } } });
  });

  // -- 7.2 the e-mail-changed page's "My email address has not changed" ---------------------------------------------
  app.post('/adv.svc/secure/continuefirmid', async (c) => {
    if (!signedIn(c)) return c.json(error('CTN_FIRMID_0001', 'Not signed in.'), 401);
    const sent = await body<{ newFirmId: string }>(c);
    if (!sent.newFirmId) return answer(c, error('CTN_FIRMID_0002', 'newFirmId is required.'));
    return answer(c, {});
  });

  return app;
}
