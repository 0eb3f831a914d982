/**
 * The subscription centre's calls (accounts spec 7.4; products spec 7 "Subscriptions"): the contact check, the
 * contact's subscriptions, registration, saving, the firms list, the subscription catalogue from the content
 * system and the page-id utility. Every call takes the element's CallContext last and validates what it reads.
 *
 * The subscription service answers in `value`, errors under `error.details.code` (accounts spec 7): a known code
 * is an outcome the flow reacts to (contact not found, non-firm domain), returned, never thrown; any other failure
 * rejects with a ServiceError.
 */
import { z } from '../runtime/zod';
import { requestJson, ServiceError, isAborted, logRetrievalFailure, type CallContext } from '../runtime/http';
import type { SubscriptionProfile } from '../runtime/stores/session';
import { listDocuments } from './content';
import { parseCatalogue, cataloguePaths, withPageIds, type SubscriptionCatalogue } from './subscription-catalogue';
import { catalogueScope, SUBSCRIPTION_ERROR_CODES, type SubscriptionRole } from './subscription-vocabulary';
import type { UpdateRecord } from './subscription-records';

// ---------------------------------------------------------------------------------------------------------------
// Schemas (accounts spec 3.4, 3.6, 3.7)

const text = z.optional(z.nullable(z.string()));
/** Ids arrive as strings; a number is read as its decimal text. */
const id = z.union([z.string(), z.number()]);

/** accounts spec 3.7 "Publication". */
export const publicationSchema = z.looseObject({
  publicationID: id,
  name: text,
  description: text,
  frequency: text,
  availableRoles: z.optional(z.nullable(z.union([z.array(z.string()), z.string()]))),
  publicationType: text,
  sortOrder: z.optional(z.nullable(z.number())),
});
export type Publication = z.infer<typeof publicationSchema>;

/** accounts spec 3.7 "Subscription item": the publication sits under a key that varies by list. */
export const subscriptionItemSchema = z.looseObject({
  status: z.string(),
  wholeSalerID: z.optional(z.nullable(id)),
  publication: z.optional(z.nullable(publicationSchema)),
  topicPublication: z.optional(z.nullable(publicationSchema)),
  thoughtLeadershipPublication: z.optional(z.nullable(publicationSchema)),
  authorPublication: z.optional(z.nullable(publicationSchema)),
  productLiteraturePublication: z.optional(z.nullable(publicationSchema)),
});
export type SubscriptionItem = z.infer<typeof subscriptionItemSchema>;

const itemList = z.optional(z.nullable(z.array(subscriptionItemSchema)));

/** accounts spec 3.6 "Check-subscription result (value)"; every field optional: an empty value means no profile. */
export const checkResultSchema = z.looseObject({
  contactID: z.optional(z.nullable(id)),
  firstName: text,
  lastName: text,
  emailId: text,
  role: text,
  source: text,
  contactStatusCd: text,
  subscriptionsEnabled: text,
  emailOptoutEnabled: text,
  topicSubscriptions: itemList,
  thoughtLeadershipSubscriptions: itemList,
  authorSubscriptions: itemList,
  productLiteratureSubscriptions: itemList,
  printSubcriptions: itemList,
  subscriptions: itemList,
  subscriptionsData: z.optional(z.nullable(z.array(z.looseObject({ publicationType: text, subscriptions: itemList })))),
});
export type CheckResult = z.infer<typeof checkResultSchema>;

const errorSchema = z.looseObject({
  details: z.optional(z.nullable(z.looseObject({ code: text, message: text }))),
});

const checkResponseSchema = z.looseObject({
  value: z.optional(z.nullable(checkResultSchema)),
  error: z.optional(z.nullable(errorSchema)),
});

const registrationResponseSchema = z.looseObject({
  value: z.optional(z.nullable(z.looseObject({ contactId: z.optional(z.nullable(id)) }))),
  error: z.optional(z.nullable(errorSchema)),
});

/** accounts spec 3.4 "Firm" in the subscription centre. */
export const firmSchema = z.looseObject({
  firmNm: z.string(),
  firmId: z.optional(z.nullable(id)),
  parentFirmNm: text,
  parentFirmId: z.optional(z.nullable(id)),
});
export interface Firm {
  firmNm: string;
  firmId: string | null;
  parentFirmNm: string | null;
  parentFirmId: string | null;
}

const firmsResponseSchema = z.looseObject({
  value: z.looseObject({ firms: z.optional(z.nullable(z.array(firmSchema))) }),
});

const pageIdsResponseSchema = z.looseObject({ results: z.record(z.string(), id) });

// ---------------------------------------------------------------------------------------------------------------
// Calls

const asText = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

function options(context: CallContext, body?: unknown) {
  return {
    method: body === undefined ? ('GET' as const) : ('POST' as const),
    body,
    signal: context.signal,
    timeoutMs: context.config.timeoutMs,
  };
}

/** The error code of a failed call's body (error.details.code), when it has one. */
export function errorCode(error: unknown): string | undefined {
  if (!(error instanceof ServiceError) || error.kind !== 'http') return undefined;
  const parsed = z.safeParse(z.looseObject({ error: z.optional(z.nullable(errorSchema)) }), error.body);
  return parsed.success ? (parsed.data.error?.details?.code ?? undefined) : undefined;
}

/**
 * The profile the check sends (accounts spec 7.4): the stored profile's fields; the role is null while none is
 * known (spec 4.9: "none if only an e-mail token is supplied").
 */
export type ProfileBody = Omit<SubscriptionProfile, 'role'> & { role: SubscriptionRole | null };

/** What the profile check answered: a contact, a known error code, or nothing (no profile). */
export type CheckOutcome = { kind: 'found'; contact: CheckResult } | { kind: 'code'; code: string } | { kind: 'empty' };

type CodedAnswer = { error?: z.infer<typeof errorSchema> | null | undefined };

/**
 * POSTs a body and reads the answer. A known error code (error.details.code) is an outcome, whether it comes with
 * a success status or an error status; any other failure is thrown.
 */
async function postForOutcome<T extends CodedAnswer>(
  url: string,
  schema: z.ZodMiniType<T>,
  body: unknown,
  context: CallContext,
): Promise<{ kind: 'code'; code: string } | { kind: 'data'; data: T }> {
  let data: T;
  try {
    data = await requestJson(url, schema, options(context, body));
  } catch (error) {
    const code = errorCode(error);
    if (code) return { kind: 'code', code };
    throw error;
  }
  const code = data.error?.details?.code;
  return code ? { kind: 'code', code } : { kind: 'data', data };
}

/**
 * accounts spec 7.4: POST /api/checkSubscriptions with the profile. Reads value (3.6) or error.details.code; an
 * empty value when there is no profile. A code sent with an error status is an outcome too.
 */
export async function checkSubscriptions(profile: ProfileBody, context: CallContext): Promise<CheckOutcome> {
  const url = `${context.config.api.subscriptions}/api/checkSubscriptions`;
  const answer = await postForOutcome(url, checkResponseSchema, profile, context);
  if (answer.kind === 'code') return answer;
  const value = answer.data.value;
  if (!value || Object.keys(value).length === 0) return { kind: 'empty' };
  return { kind: 'found', contact: value };
}

/** accounts spec 7.4: GET /api/getSubscriptions?contactId={contactId}&type=All. Never cached: saves change it. */
export async function getSubscriptions(contactId: string, context: CallContext): Promise<CheckResult> {
  const url = `${context.config.api.subscriptions}/api/getSubscriptions?contactId=${encodeURIComponent(contactId)}&type=All`;
  const data = await requestJson(url, checkResponseSchema, { ...options(context), cache: false });
  return data.value ?? {};
}

export type RegistrationOutcome = { kind: 'registered'; contactId: string } | { kind: 'code'; code: string };

/** accounts spec 7.4: POST /api/subscriptionsRegistration with the profile; reads value.contactId or error.details.code. */
export async function registerSubscriber(
  profile: SubscriptionProfile,
  context: CallContext,
): Promise<RegistrationOutcome> {
  const url = `${context.config.api.subscriptions}/api/subscriptionsRegistration`;
  const answer = await postForOutcome(url, registrationResponseSchema, profile, context);
  if (answer.kind === 'code') return answer;
  const contactId = asText(answer.data.value?.contactId);
  if (!contactId) throw new ServiceError('malformed', url, `${url} answered without a contactId`);
  return { kind: 'registered', contactId };
}

/**
 * accounts spec 7.4: POST /api/updateSubscriptions with {subscriptions:[...3.9]}; the response is not read.
 * Saves from buttons and from the modal both send this body (the spec leaves open whether buttons use this call).
 */
export async function updateSubscriptions(records: readonly UpdateRecord[], context: CallContext): Promise<void> {
  const url = `${context.config.api.subscriptions}/api/updateSubscriptions`;
  await requestJson(url, z.unknown(), options(context, { subscriptions: records }));
}

async function loadFirms(context: CallContext): Promise<Firm[]> {
  const url = `${context.config.api.auth}/advexp.svc/firms`;
  const data = await requestJson(url, firmsResponseSchema, options(context, {}));
  return (data.value.firms ?? []).map((firm) => ({
    firmNm: firm.firmNm,
    firmId: asText(firm.firmId),
    parentFirmNm: firm.parentFirmNm ?? null,
    parentFirmId: asText(firm.parentFirmId),
  }));
}

/**
 * accounts spec 7.4: POST /advexp.svc/firms with {} -> value.firms[], "loaded once while the list is empty": one
 * load per page and base, shared by every form; a failed or empty answer is asked again next time.
 */
export function getFirms(context: CallContext): Promise<Firm[]> {
  const url = `${context.config.api.auth}/advexp.svc/firms`;
  return shared(
    url,
    () => loadFirms({ config: context.config }),
    context.signal,
    (firms) => firms.length > 0,
  );
}

/**
 * accounts spec 7.4: POST /restapi/frontendutility/getpageid?count={n} with {docPaths:[...]} -> results maps each
 * document path to its page id. The spec gives the path relative to the site, as it gives the /api calls; it is
 * asked at the subscription services' base.
 */
export async function getPageIds(paths: readonly string[], context: CallContext): Promise<Record<string, string>> {
  if (paths.length === 0) return {};
  const url = `${context.config.api.subscriptions}/restapi/frontendutility/getpageid?count=${paths.length}`;
  const data = await requestJson(url, pageIdsResponseSchema, options(context, { docPaths: paths }));
  return Object.fromEntries(Object.entries(data.results).map(([path, pageId]) => [path, String(pageId)]));
}

async function loadCatalogueDocuments(context: CallContext): Promise<SubscriptionCatalogue> {
  const { documents } = await listDocuments(
    { scope: catalogueScope(context.config.brandCode), limit: -1 },
    { ...context, api: 'cms' },
  );
  return parseCatalogue(documents, context.config.brandCode);
}

/** Loads made once per page and key, shared by every element (they are POSTs, which runtime/http does not share). */
const loads = new Map<string, Promise<unknown>>();

/** Forgets the shared loads (tests; a failed load is forgotten by itself). */
export function forgetSharedLoads(): void {
  loads.clear();
}

/** The shared load of `key`, started by the first caller; a failure, or an answer `keep` refuses, is not kept. */
function shared<T>(
  key: string,
  load: () => Promise<T>,
  signal: AbortSignal | undefined,
  keep: (value: T) => boolean = () => true,
): Promise<T> {
  let flight = loads.get(key) as Promise<T> | undefined;
  if (!flight) {
    // The shared load follows no one caller's signal; it is bounded by the configured time limit.
    const started = load();
    flight = started;
    loads.set(key, started);
    started.then(
      (value) => {
        if (!keep(value) && loads.get(key) === started) loads.delete(key);
      },
      () => {
        if (loads.get(key) === started) loads.delete(key);
      },
    );
  }
  return abortable(flight, signal, key.split('\n')[0] ?? key);
}

/** The shared promise, given up by this caller alone when its signal aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined, url: string): Promise<T> {
  if (!signal) return promise;
  const cancelled = () => new ServiceError('aborted', url, `Request to ${url} was cancelled`);
  if (signal.aborted) return Promise.reject(cancelled());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(cancelled());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * The subscription catalogue (accounts spec 3.8, 7.4; products spec 7): every document of
 * /content/documents/{b}-advisor/subscriptions on {cmsBase}, with the page ids of the funds and their literature
 * (a literature item's publication id is the page id of its path below the fund, see literaturePath). When the
 * documents cannot be read the call fails; when only the page ids cannot, the subscriptions come without the funds,
 * marked `literatureUnavailable`, and the next call asks for the page ids again.
 */
export async function getSubscriptionCatalogue(context: CallContext): Promise<SubscriptionCatalogue> {
  const { config } = context;
  const key = [`${config.api.cms}/halapi/documents`, config.brandCode, config.contentToken].join('\n');
  // Two shared loads: the documents, then the page ids. A failed one is forgotten, so a retry asks again for it alone.
  const catalogue = await shared(key, () => loadCatalogueDocuments({ config }), context.signal);
  const paths = cataloguePaths(catalogue);
  const idsKey = `${config.api.subscriptions}/restapi/frontendutility/getpageid\n${key}`;
  try {
    const pageIds = await shared(
      idsKey,
      () =>
        getPageIds(paths, { config }).catch((error: unknown) => {
          // Logged once for every caller of the shared load (site spec 8: "Content fetch failure: Logged").
          if (error instanceof ServiceError) logRetrievalFailure(error);
          throw error;
        }),
      context.signal,
    );
    return withPageIds(catalogue, pageIds);
  } catch (error) {
    if (isAborted(error)) throw error;
    // The subscriptions are saved by their document ids and stay; a fund's literature is saved by page ids and cannot
    // be offered without them.
    return { subscriptions: catalogue.subscriptions, funds: [], literatureUnavailable: true };
  }
}

/**
 * A signed-in visitor's subscriptions (accounts spec 7.4): with a contact id, getSubscriptions (on an error, the
 * fallback built from the contact id and the stored profile, source ESC and empty lists; on success the role is
 * replaced by the stored profile's role); without one, the profile check. Undefined when the check knows no contact
 * for the profile (contact not found, or no profile): there is no one to save for.
 */
export async function loadContactSubscriptions(
  profile: SubscriptionProfile,
  contactId: string | undefined,
  context: CallContext,
): Promise<CheckResult | undefined> {
  const fallback = (contactID: string | null): CheckResult => ({
    contactID,
    firstName: profile.firstName,
    lastName: profile.lastName,
    emailId: profile.emailId,
    role: profile.role,
    source: 'ESC',
    topicSubscriptions: [],
    thoughtLeadershipSubscriptions: [],
    authorSubscriptions: [],
    productLiteratureSubscriptions: [],
    printSubcriptions: [],
    subscriptions: [],
    subscriptionsData: [],
  });
  if (contactId) {
    try {
      const result = await getSubscriptions(contactId, context);
      return { ...result, role: profile.role };
    } catch (error) {
      if (isAborted(error)) throw error;
      return fallback(contactId);
    }
  }
  const outcome = await checkSubscriptions(profile, context);
  if (outcome.kind === 'found') return outcome.contact;
  if (outcome.kind === 'empty' || outcome.code === SUBSCRIPTION_ERROR_CODES.contactNotFound) return undefined;
  return fallback(null);
}

/** The contact id of a check result, as text. */
export function contactIdOf(result: CheckResult): string | undefined {
  return asText(result.contactID) ?? undefined;
}

/** The role of a check result, when it is one of the subscription roles. */
export function roleOf(result: CheckResult): SubscriptionRole | undefined {
  const role = result.role;
  return role === 'Advisor' || role === 'Non-Advisor' || role === 'Employee' ? role : undefined;
}
