/**
 * What every advisor account call shares (accounts spec 3.1, 3.2, 7.1): the answers' schemas, the exchange of
 * headers kept between calls, and the call itself, which returns a business error's code rather than throwing.
 * The calls are in auth.ts.
 */
import { z } from '../runtime/zod';
import { request, ServiceError, type CallContext } from '../runtime/http';

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

// accounts spec 3.2: the advisor profile's schema is the session's (runtime/stores/advisor-profile.ts), which loads
// it on every page; the login's profile call below reads the same shape.
export { advisorProfileSchema, type AdvisorProfileValue } from '../runtime/stores/advisor-profile';

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

export const asText = (value: string | number | null | undefined) =>
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
export async function authCall<V>(
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

/** The URL of an auth call: the configured auth base and the path. */
export const authUrl = (context: CallContext, path: string) => `${context.config.api.auth}${path}`;
