/**
 * The advisor account services (accounts spec 3.1, 3.2, 7.1, 7.2, 9): the token call, /adv.svc and /advexp.svc.
 * Answers are wrapped in `value`, with errors under error.details.code (and message); some answers also carry
 * errorCode or value.status.code. A business error may come with any HTTP status: every call returns its code
 * rather than throwing, and throws a ServiceError only when no code came back (network, time limit, a failed
 * service). The schemas and the exchange of headers are in auth-exchange.ts, the words of sign-in (codes,
 * channels, header actions) in auth-vocabulary.ts.
 */
import { z } from '../runtime/zod';
import { request, ServiceError, type CallContext } from '../runtime/http';
import { profileUrl } from '../runtime/stores/advisor-profile';
import {
  advisorProfileSchema,
  asText,
  authCall,
  authUrl,
  commonHeaders,
  nextExchange,
  signInValueSchema,
  type AdvisorProfileValue,
  type AuthAnswer,
  type AuthExchange,
  type DeviceProfile,
  type MfaRoute,
  type SignInValue,
} from './auth-exchange';
import {
  ACTIVITY_RISK_ADVICE,
  HEADER_ACTIONS,
  ID_CONTEXT_USER_ID,
  type ChangePasswordMode,
  type MfaChannel,
  type QUESTION_CHANNEL,
} from './auth-vocabulary';

export { advisorProfileSchema, commonHeaders, nextExchange, signInValueSchema };
export type { AdvisorProfileValue, AuthAnswer, AuthExchange, DeviceProfile, MfaRoute, SignInValue };
// ---------------------------------------------------------------------------------------------------------------
// Calls (accounts spec 7.2)

/**
 * The API token: the configured token URL with the headers clientId and clientSecret; the token is the answer's
 * apitoken header. POST: a token is never to be cached.
 */
export async function getApiToken(exchange: AuthExchange, context: CallContext): Promise<AuthExchange> {
  const { tokenUrl, clientId, clientSecret } = context.config.accounts;
  const response = await request(tokenUrl, z.unknown(), {
    method: 'POST',
    headers: { ...commonHeaders({}), clientId, clientSecret },
    cache: false,
    signal: context.signal,
    timeoutMs: context.config.timeoutMs,
  });
  const next = nextExchange(exchange, response.headers);
  if (!response.headers.get('apitoken')) {
    throw new ServiceError('malformed', tokenUrl, `The answer of ${tokenUrl} has no apitoken header`, {
      status: response.status,
    });
  }
  return next;
}

/** GET /adv.svc/validateuser?id={id}: reads error.details.code or value.status.code. */
export async function validateUser(
  userId: string,
  exchange: AuthExchange,
  context: CallContext,
): Promise<AuthAnswer<SignInValue>> {
  const answer = await authCall(
    authUrl(context, `/adv.svc/validateuser?id=${encodeURIComponent(userId)}`),
    signInValueSchema,
    exchange,
    { method: 'GET' },
    context,
  );
  return answer.code === undefined ? { ...answer, code: asText(answer.value?.status?.code) } : answer;
}

const profiling = (device: DeviceProfile) => ({ websession_id: device.sessionId, tmx_id: device.sessionId });

/** POST /adv.svc/login: body userId, password, deviceSignature; headers websession_id, tmx_id. */
export function login(
  credentials: { userId: string; password: string },
  device: DeviceProfile,
  exchange: AuthExchange,
  context: CallContext,
): Promise<AuthAnswer<SignInValue>> {
  return authCall(
    authUrl(context, '/adv.svc/login'),
    signInValueSchema,
    exchange,
    {
      method: 'POST',
      body: { userId: credentials.userId, password: credentials.password, deviceSignature: device.deviceSignature },
      headers: profiling(device),
    },
    context,
  );
}

/** POST /advexp.svc/riskAdvice: body deviceSignature; header action=changeTempPwd (accounts spec 4.2, 2016). */
export function riskAdvice(
  device: DeviceProfile,
  exchange: AuthExchange,
  context: CallContext,
): Promise<AuthAnswer<SignInValue>> {
  return authCall(
    authUrl(context, '/advexp.svc/riskAdvice'),
    signInValueSchema,
    exchange,
    {
      method: 'POST',
      body: { deviceSignature: device.deviceSignature },
      headers: { action: HEADER_ACTIONS.changeTempPassword },
    },
    context,
  );
}

const activity = (exchange: AuthExchange) => ({ act_type: exchange.actType ?? ACTIVITY_RISK_ADVICE });

/**
 * /advexp.svc/mfa: body {channel}; header act_type. SMS or IVR sends a passcode over that route; the question
 * channel answers value.mfa[].question.
 */
export function requestSecondFactor(
  channel: MfaChannel | typeof QUESTION_CHANNEL,
  exchange: AuthExchange,
  context: CallContext,
): Promise<AuthAnswer<SignInValue>> {
  return authCall(
    authUrl(context, '/advexp.svc/mfa'),
    signInValueSchema,
    exchange,
    { method: 'POST', body: { channel }, headers: activity(exchange) },
    context,
  );
}

/** POST /advexp.svc/mfaAnswer: body {otp} or {answer}; header act_type. */
export function answerSecondFactor(
  answer: { otp: string } | { answer: string },
  exchange: AuthExchange,
  context: CallContext,
): Promise<AuthAnswer<unknown>> {
  return authCall(
    authUrl(context, '/advexp.svc/mfaAnswer'),
    z.unknown(),
    exchange,
    { method: 'POST', body: answer, headers: activity(exchange) },
    context,
  );
}

/**
 * POST /adv.svc/forgotpassword with action=forgotUid: body id, idContext, deviceSignature; reads the apitoken
 * header, the error code and the routes for the challenge choice. The user ID is lowercased (accounts spec 5.1).
 */
export function forgotUserId(
  userId: string,
  device: DeviceProfile,
  exchange: AuthExchange,
  context: CallContext,
): Promise<AuthAnswer<SignInValue>> {
  return authCall(
    authUrl(context, '/adv.svc/forgotpassword'),
    signInValueSchema,
    exchange,
    {
      method: 'POST',
      body: { id: userId.toLowerCase(), idContext: ID_CONTEXT_USER_ID, deviceSignature: device.deviceSignature },
      headers: { action: HEADER_ACTIONS.forgotUserId },
    },
    context,
  );
}

/** POST /adv.svc/forgotpassword with action=forgotPwd: body id, idContext "USERID", deviceSignature, otp. */
export function forgotPassword(
  request: { userId: string; otp: string },
  device: DeviceProfile,
  exchange: AuthExchange,
  context: CallContext,
): Promise<AuthAnswer<unknown>> {
  return authCall(
    authUrl(context, '/adv.svc/forgotpassword'),
    z.unknown(),
    exchange,
    {
      method: 'POST',
      body: {
        id: request.userId.toLowerCase(),
        idContext: ID_CONTEXT_USER_ID,
        deviceSignature: device.deviceSignature,
        otp: request.otp,
      },
      headers: { action: HEADER_ACTIONS.forgotPassword },
    },
    context,
  );
}

/**
 * /advexp.svc/changePassword: {currentPassword, newPassword} with header action=changePwd when logged in, the
 * same body without the header for a temporary password, {newPassword} for a forgotten one.
 */
export function changePassword(
  mode: ChangePasswordMode,
  passwords: { currentPassword?: string; newPassword: string },
  exchange: AuthExchange,
  context: CallContext,
): Promise<AuthAnswer<unknown>> {
  const body =
    mode === 'FORGOT_PASSWORD_CHANGE'
      ? { newPassword: passwords.newPassword }
      : { currentPassword: passwords.currentPassword ?? '', newPassword: passwords.newPassword };
  const headers: Record<string, string> =
    mode === 'CHANGE_PASSWORD_LOGGED_IN' ? { action: HEADER_ACTIONS.changePassword } : {};
  return authCall(
    authUrl(context, '/advexp.svc/changePassword'),
    z.unknown(),
    exchange,
    { method: 'POST', body, headers },
    context,
  );
}

/** GET /adv.svc/secure/profile: value (the profile of accounts spec 3.2) or error.details.code. */
export function getAdvisorProfile(
  exchange: AuthExchange,
  context: CallContext,
): Promise<AuthAnswer<AdvisorProfileValue>> {
  return authCall(profileUrl(context.config), advisorProfileSchema, exchange, { method: 'GET' }, context);
}

/**
 * POST /adv.svc/updateUserContact: body emailId, password, deviceSignature, channel, isNewPhnNbr,
 * usrVerifyPhoneNbr (digits); headers tmx_id, websession_id, profiled_url ({origin}/login), app_corelation_id,
 * wam_corelation_id; reads the apitoken header.
 */
export function updateUserContact(
  contact: { userId: string; password: string; channel: MfaChannel; newNumber: boolean; phone: string },
  device: DeviceProfile,
  exchange: AuthExchange,
  context: CallContext,
): Promise<AuthAnswer<unknown>> {
  const headers: Record<string, string> = {
    ...profiling(device),
    profiled_url: `${location.origin}/login`,
  };
  if (exchange.appCorrelationId) headers.app_corelation_id = exchange.appCorrelationId;
  if (exchange.wamCorrelationId) headers.wam_corelation_id = exchange.wamCorrelationId;
  return authCall(
    authUrl(context, '/adv.svc/updateUserContact'),
    z.unknown(),
    exchange,
    {
      method: 'POST',
      body: {
        emailId: contact.userId,
        password: contact.password,
        deviceSignature: device.deviceSignature,
        channel: contact.channel,
        isNewPhnNbr: contact.newNumber,
        usrVerifyPhoneNbr: contact.phone.replace(/\D/g, ''),
      },
      headers,
    },
    context,
  );
}

/** accounts spec 3.1: routes come as a list, or as an object whose value is the list. */
export function routesOf(value: SignInValue | undefined): MfaRoute[] {
  const routes = value?.routes;
  if (!routes) return [];
  return Array.isArray(routes) ? routes : routes.value;
}

/** accounts spec 3.1 "MFA question response: value.mfa[0].question". */
export function questionOf(value: SignInValue | undefined): string | undefined {
  return value?.mfa?.[0]?.question ?? undefined;
}
