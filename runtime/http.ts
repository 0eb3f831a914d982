/**
 * The one fetch wrapper (site spec 7 "General"): credentials, JSON, a page event per call, the session cache of
 * identical GETs, abort, a time limit, and typed errors. Services call it; widgets never fetch.
 */
import { z, type ZodMiniType } from './zod';
import { DEFAULT_TIMEOUT_MS, type PageConfig } from './config';
import { identityOf, sessionStore } from './stores/session';

/**
 * What every service call takes as its last argument: the calling element's configuration (service bases,
 * content token, time limit) and its abort signal. The configuration is required: a call never falls back to
 * the page's own, so an element's data-api-* overrides always apply. Components get one from `useService`.
 */
export interface CallContext {
  config: PageConfig;
  signal?: AbortSignal;
}

export type ServiceErrorKind = 'http' | 'network' | 'timeout' | 'malformed' | 'aborted';

export class ServiceError extends Error {
  override readonly name = 'ServiceError';
  readonly kind: ServiceErrorKind;
  /** The HTTP status of an 'http' error (and of a 'malformed' one when the status was OK). */
  readonly status?: number;
  readonly url: string;
  /** The parsed JSON body of an 'http' error, when it had one (services read error.details.code from it). */
  readonly body?: unknown;

  constructor(
    kind: ServiceErrorKind,
    url: string,
    message: string,
    details: { status?: number; body?: unknown; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.url = url;
    if (details.status !== undefined) this.status = details.status;
    if (details.body !== undefined) this.body = details.body;
  }
}

/**
 * site spec 8 / products spec 7: a failure whose data the widget can do without is logged, as the spec's cached
 * loader logs it: "ERROR RETRIEVING DATA {error} {url}". `useService`'s 'log' reports this way; a service whose one
 * call combines several lookups may too, for the lookup it can do without.
 */
export function logRetrievalFailure(error: ServiceError): void {
  console.error(`ERROR RETRIEVING DATA ${error.status ?? error.kind} ${error.url}`.trim());
}

/** True for the rejection of an aborted request, which widgets ignore. */
export function isAborted(error: unknown): boolean {
  return error instanceof ServiceError && error.kind === 'aborted';
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent JSON-stringified. */
  body?: unknown;
  /** Added to (and overriding) the default Accept and Content-Type headers. */
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** GET only: false skips the session cache (and the sharing of an identical request in flight). */
  cache?: boolean;
  /** Time limit in milliseconds (services pass their CallContext's config.timeoutMs). */
  timeoutMs?: number;
}

export interface ServiceResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

/** Detail of the `cm-request` event dispatched on window for every call (site spec 7: "Each call fires a page event announcing the URL called"). */
export interface RequestEventDetail {
  url: string;
  method: string;
}

interface RawResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/** One network request, possibly shared by several callers of an identical GET. */
interface Flight {
  promise: Promise<RawResponse>;
  controller: AbortController;
  waiters: number;
  settled: boolean;
  key?: string;
}

const flights = new Map<string, Flight>();
const reportedMalformed = new Set<string>();

/** Empties the session cache of GET responses (accounts spec 4.3: the service cache is cleared on login). */
export function clearRequestCache(): void {
  flights.clear();
}

/**
 * Where a call goes: a service base of the configuration is a full URL or a path of the page's origin. A path is
 * resolved against the page's own address, never against `document.baseURI` (what `fetch` resolves against), which
 * a host page's `<base href>` may point at another site: the call, its cookies (credentials) and the content API's
 * authorization header stay with the site.
 */
export function serviceAddress(url: string): string {
  if (typeof location === 'undefined' || /^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  // A path of the site keeps its text as the service built it (fetch reads it as it did before).
  if (/^\/(?![/\\])/.test(url)) return `${location.origin}${url}`;
  return new URL(url, location.href).href;
}

let watchingIdentity = false;
/** The answers cached for one signed-in identity are not given to the next (a login or logout, here or in another tab). */
function clearOnIdentityChange() {
  if (watchingIdentity) return;
  watchingIdentity = true;
  sessionStore.subscribe((state, previous) => {
    if (identityOf(state) !== identityOf(previous)) clearRequestCache();
  });
}

function dropFromCache(flight: Flight) {
  if (flight.key !== undefined && flights.get(flight.key) === flight) flights.delete(flight.key);
}

function startFlight(url: string, init: RequestInit, timeoutMs: number): Flight {
  const controller = new AbortController();
  const flight: Flight = {
    promise: undefined as unknown as Promise<RawResponse>,
    controller,
    waiters: 0,
    settled: false,
  };
  let timer: ReturnType<typeof setTimeout> | undefined;

  const request = (async (): Promise<RawResponse> => {
    let response: Response;
    let text: string;
    try {
      response = await fetch(serviceAddress(url), { ...init, signal: controller.signal });
      text = await response.text();
    } catch (error) {
      if (controller.signal.aborted) throw controller.signal.reason as ServiceError;
      throw new ServiceError('network', url, `Network failure calling ${url}`, { cause: error });
    }
    let body: unknown;
    let parsed = true;
    // An empty body (a 204, or a POST whose answer is not read) is undefined, for the schema to accept or not.
    if (text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        parsed = false;
      }
    }
    if (!response.ok) {
      throw new ServiceError('http', url, `HTTP ${response.status} from ${url}`, {
        status: response.status,
        body: parsed ? body : undefined,
      });
    }
    if (!parsed)
      throw new ServiceError('malformed', url, `The response of ${url} is not JSON`, { status: response.status });
    return { status: response.status, headers: response.headers, body };
  })();

  // The time limit holds even when a fetch implementation ignores the abort signal.
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new ServiceError('timeout', url, `No answer from ${url} within ${timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });

  flight.promise = Promise.race([request, timeout, aborted]).finally(() => {
    clearTimeout(timer);
    flight.settled = true;
  });
  // site spec 7: "a failed request is dropped from the cache".
  flight.promise.catch(() => dropFromCache(flight));
  return flight;
}

/** A caller no longer waits: when nobody waits for a request still in flight, it is cancelled. */
function release(flight: Flight) {
  flight.waiters -= 1;
  if (flight.waiters === 0 && !flight.settled) {
    dropFromCache(flight);
    flight.controller.abort(new ServiceError('aborted', '', 'Request cancelled'));
  }
}

/** Like requestJson, with the response's status and headers (some services read response headers). */
export function request<T>(
  url: string,
  schema: ZodMiniType<T>,
  options: RequestOptions = {},
): Promise<ServiceResponse<T>> {
  const method = options.method ?? 'GET';
  const abortedError = () => new ServiceError('aborted', url, `Request to ${url} was cancelled`);
  if (options.signal?.aborted) return Promise.reject(abortedError());

  window.dispatchEvent(new CustomEvent<RequestEventDetail>('cm-request', { detail: { url, method } }));
  clearOnIdentityChange();

  // site spec 7 "General": credentials (cookies), Accept */* and a JSON content type.
  const headers: Record<string, string> = { Accept: '*/*', 'Content-Type': 'application/json', ...options.headers };
  const useCache = method === 'GET' && options.cache !== false;
  const key = useCache ? `${url}\n${JSON.stringify(headers)}` : undefined;
  let flight = key === undefined ? undefined : flights.get(key);
  if (!flight) {
    const init: RequestInit = { method, headers, credentials: 'include' };
    if (options.body !== undefined) init.body = JSON.stringify(options.body);
    flight = startFlight(url, init, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    if (key !== undefined) {
      flight.key = key;
      flights.set(key, flight);
    }
  }
  flight.waiters += 1;
  const current = flight;

  return new Promise<ServiceResponse<T>>((resolve, reject) => {
    let done = false;
    const signal = options.signal;
    const onAbort = () => {
      if (done) return;
      done = true;
      release(current);
      reject(abortedError());
    };
    const finish = () => {
      done = true;
      signal?.removeEventListener('abort', onAbort);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    current.promise.then(
      (raw) => {
        if (done) return;
        finish();
        current.waiters -= 1;
        const result = z.safeParse(schema, raw.body);
        if (result.success) {
          resolve({ data: result.data, status: raw.status, headers: raw.headers });
          return;
        }
        // A response of the wrong shape counts as a failed request: dropped from the cache, logged once.
        dropFromCache(current);
        if (!reportedMalformed.has(url)) {
          reportedMalformed.add(url);
          console.error(`[cm] unexpected response from ${url}:`, result.error.issues);
        }
        reject(
          new ServiceError('malformed', url, `The response of ${url} does not have the expected shape`, {
            status: raw.status,
            cause: result.error,
          }),
        );
      },
      (error: unknown) => {
        if (done) return;
        finish();
        current.waiters -= 1;
        const failure =
          error instanceof ServiceError
            ? error
            : new ServiceError('network', url, `Request to ${url} failed`, { cause: error });
        // A shared request cancelled for lack of waiters carries no URL; this caller's is known.
        reject(
          failure.url === url
            ? failure
            : new ServiceError(failure.kind, url, failure.message, {
                status: failure.status,
                body: failure.body,
                cause: failure,
              }),
        );
      },
    );
  });
}

/**
 * Calls a JSON service and validates what it reads with `schema`. Rejects with a ServiceError: 'http' (non-2xx,
 * with status), 'network', 'timeout', 'malformed' (not JSON, or not the schema's shape) or 'aborted' (by the
 * caller's signal).
 */
export function requestJson<T>(url: string, schema: ZodMiniType<T>, options?: RequestOptions): Promise<T> {
  return request(url, schema, options).then((response) => response.data);
}
