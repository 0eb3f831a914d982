/**
 * The advisor account services (accounts spec 3.1, 3.2, 7.1, 7.2, 9): the token call, /adv.svc and /advexp.svc.
 * Answers are wrapped in `value`, with errors under error.details.code (and message); some answers also carry
 * errorCode or value.status.code. A business error may come with any HTTP status: every call returns its code
 * rather than throwing, and throws a ServiceError only when no code came back (network, time limit, a failed
 * service). The words of sign-in (codes, channels, header actions) are in auth-vocabulary.ts.
 */
import { z } from '../runtime/zod';
import { request, ServiceError, type CallContext } from '../runtime/http';
import {
  ACTIVITY_RISK_ADVICE,
  HEADER_ACTIONS,
  ID_CONTEXT_USER_ID,
  type ChangePasswordMode,
  type MfaChannel,
  type QUESTION_CHANNEL,
} from './auth-vocabulary';

// ---------------------------------------------------------------------------------------------------------------
// Schemas (accounts spec 3.1, 3.2)

const code = z.optional(z.nullable(z.union([z.string(), z.number()])));
const text = z.optional(z.nullable(z.string()));

const routeSchema = z.looseObject({
  id: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  channel: z.string(),
  /** The masked address. */
  route: z.string(),
});
export type MfaRoute = z.infer<typeof routeSchema>;

const questionSchema = z.looseObject({ qId: z.optional(z.unknown()), question: text });

/** accounts spec 3.1: the value of the login, risk-advice and forgot-user-ID answers. */
export const signInValueSchema = z.looseObject({
  phnVrfStatus: text,
  riskAdvice: text,
  reasonCode: code,
  userVrfPhoneNbr: text,
  /** "a list, or an object whose value is the list". */
  routes: z.optional(z.nullable(z.union([z.array(routeSchema), z.looseObject({ value: z.array(routeSchema) })]))),
  reason: z.optional(z.unknown()),
  kba: z.optional(z.unknown()),
  mfa: z.optional(z.nullable(z.array(questionSchema))),
  channel: text,
  status: z.optional(z.nullable(z.looseObject({ code }))),
  /** The id stored as externalId on login, when the service sends one. */
  externalId: text,
});
export type SignInValue = z.infer<typeof signInValueSchema>;

/** accounts spec 3.2: the advisor profile, wrapped as {value: ...}: the fields the widgets read; the rest as sent. */
export const advisorProfileSchema = z.looseObject({
  emailId: text,
  firstNm: text,
  lastNm: text,
  preferredFirstNm: text,
  firmNm: text,
  parentFirmNm: text,
  firmId: text,
  parentFirmId: text,
  userGroup: text,
  contactId: text,
  contactID: text,
});
export type AdvisorProfileValue = z.infer<typeof advisorProfileSchema>;

const errorSchema = z.optional(
  z.nullable(
    z.looseObject({
      details: z.optional(z.nullable(z.looseObject({ code, message: text }))),
    }),
  ),
);

function envelope<V>(value: z.ZodMiniType<V>) {
  // An empty body (a call whose answer is only its status or headers) is undefined.
  return z.optional(
    z.nullable(z.looseObject({ value: z.optional(z.nullable(value)), error: errorSchema, errorCode: code })),
  );
}
type Envelope<V> = { value?: V | null; error?: z.infer<typeof errorSchema>; errorCode?: string | number | null };

// ---------------------------------------------------------------------------------------------------------------
// The exchange: what the client keeps between auth calls (accounts spec 7.1)

/**
 * The headers an auth answer hands on to the next call: the apitoken (accounts spec 7.1 "apitoken (stored)"), the
 * device id, the activity type and the correlation ids, and the CSMSESSION header stored on login. Kept in memory
 * by the flow that makes the calls; the spec's storage keys do not include it.
 */
export interface AuthExchange {
  apitoken?: string;
  deviceId?: string;
  actType?: string;
  appCorrelationId?: string;
  wamCorrelationId?: string;
  session?: string;
}

/** What the device profiling gives every call that sends it (accounts spec 7.1). */
export interface DeviceProfile {
  deviceSignature: string;
  /** The fraud-prevention provider's session id, sent as tmx_id and websession_id / web_session_id. */
  sessionId: string;
}

const RESPONSE_HEADERS: ReadonlyArray<[keyof AuthExchange, string]> = [
  ['apitoken', 'apitoken'],
  ['deviceId', 'deviceid'],
  ['actType', 'act_type'],
  ['appCorrelationId', 'app_corelation_id'],
  ['wamCorrelationId', 'wam_corelation_id'],
  ['session', 'CSMSESSION'],
];

/** The exchange after an answer: each header the answer sent replaces the one kept. */
export function nextExchange(exchange: AuthExchange, headers: Headers | undefined): AuthExchange {
  const next = { ...exchange };
  for (const [key, name] of RESPONSE_HEADERS) {
    const value = headers?.get(name);
    if (value) next[key] = value;
  }
  return next;
}

/** accounts spec 7.1: "Accept and Content-Type JSON, apitoken (stored), deviceid, X-Requested-With". */
export function commonHeaders(exchange: AuthExchange): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (exchange.apitoken) headers.apitoken = exchange.apitoken;
  if (exchange.deviceId) headers.deviceid = exchange.deviceId;
  return headers;
}

/** One answer of an auth call: its value, its error code and message, and the exchange to hand on. */
export interface AuthAnswer<V> {
  value: V | undefined;
  /** error.details.code, errorCode or value.status.code, as text; undefined on success. */
  code: string | undefined;
  message: string | undefined;
  exchange: AuthExchange;
}

const asText = (value: string | number | null | undefined) =>
  value === undefined || value === null || value === '' ? undefined : String(value);

function answerOf<V>(body: Envelope<V> | null | undefined, exchange: AuthExchange): AuthAnswer<V> {
  const details = body?.error?.details;
  return {
    value: body?.value ?? undefined,
    code: asText(details?.code) ?? asText(body?.errorCode),
    message: details?.message ?? undefined,
    exchange,
  };
}

interface AuthCallOptions {
  method: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * One auth call: the common headers, no caching, the answer's headers folded into the exchange. An HTTP error
 * whose body carries an error code is an answer like any other; one without a code is a failure (thrown).
 */
async function authCall<V>(
  url: string,
  value: z.ZodMiniType<V>,
  exchange: AuthExchange,
  options: AuthCallOptions,
  context: CallContext,
): Promise<AuthAnswer<V>> {
  const schema = envelope(value) as unknown as z.ZodMiniType<Envelope<V> | null | undefined>;
  try {
    const response = await request(url, schema, {
      method: options.method,
      body: options.body,
      headers: { ...commonHeaders(exchange), ...options.headers },
      cache: false,
      signal: context.signal,
      timeoutMs: context.config.timeoutMs,
    });
    return answerOf(response.data, nextExchange(exchange, response.headers));
  } catch (error) {
    if (error instanceof ServiceError && error.kind === 'http') {
      const parsed = z.safeParse(schema, error.body);
      if (parsed.success) {
        const answer = answerOf(parsed.data, exchange);
        if (answer.code !== undefined) return answer;
      }
    }
    throw error;
  }
}

const auth = (context: CallContext, path: string) => `${context.config.api.auth}${path}`;

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
    auth(context, `/adv.svc/validateuser?id=${encodeURIComponent(userId)}`),
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
    auth(context, '/adv.svc/login'),
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
    auth(context, '/advexp.svc/riskAdvice'),
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
    auth(context, '/advexp.svc/mfa'),
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
    auth(context, '/advexp.svc/mfaAnswer'),
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
    auth(context, '/adv.svc/forgotpassword'),
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
    auth(context, '/adv.svc/forgotpassword'),
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
    auth(context, '/advexp.svc/changePassword'),
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
  return authCall(auth(context, '/adv.svc/secure/profile'), advisorProfileSchema, exchange, { method: 'GET' }, context);
}

/** The URL of the profile call, the key of its entry in the service cache. */
export const profileUrl = (context: CallContext) => auth(context, '/adv.svc/secure/profile');

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
    auth(context, '/adv.svc/updateUserContact'),
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
