/**
 * The registration calls of accounts spec 7.3 and the e-mail-changed page's continuefirmid (7.2), with the headers
 * of 7.1: each returns the business error's code rather than throwing (auth-exchange.ts `authCall`), and throws a
 * ServiceError only when no code came back. The words (codes, re-registration types, contact statuses) are in
 * registration-vocabulary.ts.
 */
import { z } from '../runtime/zod';
import { requestJson, type CallContext } from '../runtime/http';
import { asText, authCall, authUrl, type AuthAnswer, type AuthExchange, type DeviceProfile } from './auth-exchange';
import type { MfaChannel } from './auth-vocabulary';
import {
  REGISTRATION_ACTION_NEW,
  SUBSCRIBE_ACTION_REGISTRATION,
  type ContactStatus,
  type ReRegistrationType,
} from './registration-vocabulary';

const text = z.optional(z.nullable(z.string()));

// ---------------------------------------------------------------------------------------------------------------
// Lookup of the e-mail link's token (accounts spec 3.1 "Looked-up user", 7.3)

export const lookedUpUserSchema = z.looseObject({
  userTypeCd: text,
  emailId: text,
  userFirstNm: text,
  userLastNm: text,
});
export type LookedUpUser = z.infer<typeof lookedUpUserSchema>;

/**
 * GET /adv.svc/lookupuser?tokenNbr={tokenNbr}: value.userTypeCd, emailId, userFirstNm, userLastNm or
 * error.details.code; the header app_corelation_id is kept in the exchange.
 */
export function lookupUser(
  tokenNbr: string,
  exchange: AuthExchange,
  context: CallContext,
): Promise<AuthAnswer<LookedUpUser>> {
  return authCall(
    authUrl(context, `/adv.svc/lookupuser?tokenNbr=${encodeURIComponent(tokenNbr)}`),
    lookedUpUserSchema,
    exchange,
    { method: 'GET' },
    context,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The e-mail that carries the link (accounts spec 4.6 register → confirm, 4.7 re-registration)

export interface RegistrationEmail {
  /** The e-mail address: the user ID to be. */
  userId: string;
  firstName: string;
  lastName: string;
  /** Re-registration only (accounts spec 4.7). */
  regType?: ReRegistrationType;
  /** Re-registration only: the old e-mail address. */
  altFirmId?: string;
}

/**
 * POST /adv.svc/submitUserEmailForReg: userId, actionCd "new", userFirstNm, userLastNm, and for a re-registration
 * regType and altFirmId. Reads the error code and message.
 */
export function submitUserEmailForReg(
  email: RegistrationEmail,
  exchange: AuthExchange,
  context: CallContext,
): Promise<AuthAnswer<unknown>> {
  const body: Record<string, string> = {
    userId: email.userId,
    actionCd: REGISTRATION_ACTION_NEW,
    userFirstNm: email.firstName,
    userLastNm: email.lastName,
  };
  if (email.regType) body.regType = email.regType;
  if (email.altFirmId) body.altFirmId = email.altFirmId;
  return authCall(
    authUrl(context, '/adv.svc/submitUserEmailForReg'),
    z.unknown(),
    exchange,
    { method: 'POST', body },
    context,
  );
}

/** POST /adv.svc/secure/termsAndConditions with an empty body: success or failure (an internal user, signed in). */
export function acceptTermsAndConditions(exchange: AuthExchange, context: CallContext): Promise<AuthAnswer<unknown>> {
  return authCall(
    authUrl(context, '/adv.svc/secure/termsAndConditions'),
    z.unknown(),
    exchange,
    { method: 'POST', body: {} },
    context,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The profile, the user and the subscription (accounts spec 4.6 challenge-choice → otp → subscribed)

/** accounts spec 3.4 "In registration: firmNm, firmId, firmStNm, firmState, firmCity". */
export interface RegistrationFirm {
  firmNm: string;
  firmId: string;
  firmStNm: string;
  firmState: string;
  firmCity: string;
}

export interface RegistrationProfile {
  tokenNbr: string;
  emailId: string;
  firstName: string;
  lastName: string;
  legalFirstName: string;
  firmName: string;
  /** The firm chosen from the suggestions; free text sends its name with the other fields empty (5.4). */
  firm: Omit<RegistrationFirm, 'firmNm'> | undefined;
  zipCode: string;
  /** Ten digits. */
  phone: string;
  contactStatus: ContactStatus;
}

/**
 * The page the device profiling ran on, sent as profiled_url. The spec gives the header, not its value for
 * registration; the login's contact update sends {origin}/login, so registration sends {origin}/register.
 */
const profiledUrl = () => `${location.origin}/register`;

/** The correlation ids an earlier answer handed on (accounts spec 7.1). */
function correlation(exchange: AuthExchange): Record<string, string> {
  const headers: Record<string, string> = {};
  if (exchange.appCorrelationId) headers.app_corelation_id = exchange.appCorrelationId;
  if (exchange.wamCorrelationId) headers.wam_corelation_id = exchange.wamCorrelationId;
  return headers;
}

/**
 * POST /adv.svc/validateProfile: tokenNbr, userEmailAddr, userFirstNm, userLastNm, legalFirstNm, firmNm, postalCd,
 * phoneNbr (digits), firmId, firmStNm, firmState, firmCity, distrContactStatusCd; headers apiToken, tmx_id,
 * web_session_id, profiled_url, app_corelation_id.
 */
export function validateProfile(
  profile: RegistrationProfile,
  device: DeviceProfile,
  exchange: AuthExchange,
  context: CallContext,
): Promise<AuthAnswer<unknown>> {
  const headers: Record<string, string> = {
    tmx_id: device.sessionId,
    web_session_id: device.sessionId,
    profiled_url: profiledUrl(),
  };
  if (exchange.appCorrelationId) headers.app_corelation_id = exchange.appCorrelationId;
  return authCall(
    authUrl(context, '/adv.svc/validateProfile'),
    z.unknown(),
    exchange,
    {
      method: 'POST',
      body: {
        tokenNbr: profile.tokenNbr,
        userEmailAddr: profile.emailId,
        userFirstNm: profile.firstName,
        userLastNm: profile.lastName,
        legalFirstNm: profile.legalFirstName,
        firmNm: profile.firmName,
        postalCd: profile.zipCode,
        phoneNbr: profile.phone.replace(/\D/g, ''),
        firmId: profile.firm?.firmId ?? '',
        firmStNm: profile.firm?.firmStNm ?? '',
        firmState: profile.firm?.firmState ?? '',
        firmCity: profile.firm?.firmCity ?? '',
        distrContactStatusCd: profile.contactStatus,
      },
      headers,
    },
    context,
  );
}

/**
 * POST /adv.svc/createuser: tokenNbr, passwordTxt, deviceSignature, channel (SMS or IVR); headers apitoken plus the
 * ids (the device profiling's and the correlation ids). Reads the headers app_corelation_id, wam_corelation_id and
 * apitoken into the exchange; the passcode goes out over the channel.
 */
export function createUser(
  user: { tokenNbr: string; password: string; channel: MfaChannel },
  device: DeviceProfile,
  exchange: AuthExchange,
  context: CallContext,
): Promise<AuthAnswer<unknown>> {
  return authCall(
    authUrl(context, '/adv.svc/createuser'),
    z.unknown(),
    exchange,
    {
      method: 'POST',
      body: {
        tokenNbr: user.tokenNbr,
        passwordTxt: user.password,
        deviceSignature: device.deviceSignature,
        channel: user.channel,
      },
      headers: { tmx_id: device.sessionId, websession_id: device.sessionId, ...correlation(exchange) },
    },
    context,
  );
}

/** accounts spec 3.1 "subscribeUser success: value.userInfo.userId". */
export const subscribedSchema = z.looseObject({
  userInfo: z.optional(z.nullable(z.looseObject({ userId: text }))),
});
export type Subscribed = z.infer<typeof subscribedSchema>;

/**
 * POST /adv.svc/subscribeUser: action "registration", tokenNbr, emailId, passcode, passwordTxt, isNewPhnNbr,
 * usrVerifyPhoneNbr; headers apitoken, the correlation ids, tmx_id, websession_id. Reads value.userInfo.userId,
 * the user ID the login then signs in with.
 */
export function subscribeUser(
  user: { tokenNbr: string; emailId: string; passcode: string; password: string; phone: string },
  device: DeviceProfile,
  exchange: AuthExchange,
  context: CallContext,
): Promise<AuthAnswer<Subscribed>> {
  return authCall(
    authUrl(context, '/adv.svc/subscribeUser'),
    subscribedSchema,
    exchange,
    {
      method: 'POST',
      body: {
        action: SUBSCRIBE_ACTION_REGISTRATION,
        tokenNbr: user.tokenNbr,
        emailId: user.emailId,
        passcode: user.passcode,
        passwordTxt: user.password,
        // The number given in the additional information is new to the service: it has no number on file yet.
        isNewPhnNbr: true,
        usrVerifyPhoneNbr: user.phone.replace(/\D/g, ''),
      },
      headers: { ...correlation(exchange), tmx_id: device.sessionId, websession_id: device.sessionId },
    },
    context,
  );
}

/** The user ID of a subscribeUser answer, when it carries one. */
export function subscribedUserId(value: Subscribed | undefined): string | undefined {
  return asText(value?.userInfo?.userId);
}

// ---------------------------------------------------------------------------------------------------------------
// The e-mail-changed page (accounts spec 4.7, 7.2)

/** POST /adv.svc/secure/continuefirmid with {newFirmId} ("response not shown": only its error code is read). */
export function continueFirmId(
  newFirmId: string,
  exchange: AuthExchange,
  context: CallContext,
): Promise<AuthAnswer<unknown>> {
  return authCall(
    authUrl(context, '/adv.svc/secure/continuefirmid'),
    z.unknown(),
    exchange,
    { method: 'POST', body: { newFirmId } },
    context,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The firms list (accounts spec 3.4, 7.3)

const registrationFirmSchema = z.looseObject({
  firmNm: z.string(),
  firmId: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  firmStNm: text,
  firmState: text,
  firmCity: text,
});

const firmsAnswerSchema = z.looseObject({
  value: z.looseObject({ firms: z.optional(z.nullable(z.array(registrationFirmSchema))) }),
});

/**
 * The firms list of registration: accounts spec 7.3 gives its answer (value.firms) but not its path. It is the
 * firms list the subscription centre already asks for (7.4: POST /advexp.svc/firms with {}), read here with the
 * registration's fields of a firm (3.4: firmNm, firmId, firmStNm, firmState, firmCity); a firm without an address
 * has empty address fields.
 */
export async function getRegistrationFirms(context: CallContext): Promise<RegistrationFirm[]> {
  const url = `${context.config.api.auth}/advexp.svc/firms`;
  const data = await requestJson(url, firmsAnswerSchema, {
    method: 'POST',
    body: {},
    signal: context.signal,
    timeoutMs: context.config.timeoutMs,
  });
  return (data.value.firms ?? []).map((firm) => ({
    firmNm: firm.firmNm,
    firmId: asText(firm.firmId) ?? '',
    firmStNm: firm.firmStNm ?? '',
    firmState: firm.firmState ?? '',
    firmCity: firm.firmCity ?? '',
  }));
}
