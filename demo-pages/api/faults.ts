/**
 * Fault injection: every endpoint of the fixture backend can be told to fail, so that each error path of the
 * widgets (site spec 8, products spec 8) can be shown on a demo page and asserted in a test.
 *
 * The switch is read, in this order, from the request header `x-fault`, the query parameter `__fault` and the
 * cookie `cm-fault` (the header and the query name one request; the cookie, set by a demo page's fault menu,
 * every request of the page). Its value is one or more comma-separated entries `<kind>` or
 * `<kind>@<path-prefix>`; an entry with a prefix applies only to request paths starting with that prefix, and
 * the first entry that applies wins.
 */
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';

/**
 * `refused`: the service takes the call and answers 200 with its ok flag false (`{ "ok": false }`), as the e-mail
 * service says it did not send (products spec 7 "Success is the response's ok flag").
 */
export const FAULT_KINDS = ['500', '404', 'timeout', 'slow', 'malformed', 'refused'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Fault {
  kind: FaultKind;
  /** The fault applies only to request paths starting with this prefix; to every path when absent. */
  pathPrefix?: string;
}

export const FAULT_HEADER = 'x-fault';
export const FAULT_QUERY = '__fault';
export const FAULT_COOKIE = 'cm-fault';
/** Set on every response a fault shaped, so a network log shows why a call failed. */
export const FAULT_RESPONSE_HEADER = 'x-fault-injected';

export interface FaultOptions {
  /** How long a `timeout` fault holds the request before it gives up (the client's own limit fires first). */
  timeoutHoldMs: number;
  /** How long a `slow` fault waits before the normal answer. */
  slowMs: number;
}

/** "never answers within 60 s": a little longer, so a client limit of 60 s fires too. */
export const DEFAULT_TIMEOUT_HOLD_MS = 90_000;
/** "answers normally after 2 s". */
export const DEFAULT_SLOW_MS = 2_000;

export type ParsedFaultSwitch = { ok: true; faults: Fault[] } | { ok: false; error: string };

function isFaultKind(value: string): value is FaultKind {
  return (FAULT_KINDS as readonly string[]).includes(value);
}

/** Parses a switch value such as `500`, `slow@/api/email` or `malformed@/advisor/resourceapi,slow`. */
export function parseFaultSwitch(value: string): ParsedFaultSwitch {
  const faults: Fault[] = [];
  for (const entry of value.split(',')) {
    const trimmed = entry.trim();
    if (!trimmed) continue;
    const at = trimmed.indexOf('@');
    const kind = (at < 0 ? trimmed : trimmed.slice(0, at)).trim().toLowerCase();
    const pathPrefix = at < 0 ? undefined : trimmed.slice(at + 1).trim();
    if (!isFaultKind(kind)) {
      return { ok: false, error: `Unknown fault kind "${kind}" in "${value}"; allowed: ${FAULT_KINDS.join(', ')}` };
    }
    if (pathPrefix !== undefined && !pathPrefix.startsWith('/')) {
      return { ok: false, error: `The path prefix of "${trimmed}" must start with "/"` };
    }
    faults.push(pathPrefix ? { kind, pathPrefix } : { kind });
  }
  return { ok: true, faults };
}

/** The first fault of the list that applies to the path, if any. */
export function faultForPath(faults: readonly Fault[], path: string): Fault | undefined {
  return faults.find((fault) => !fault.pathPrefix || path.startsWith(fault.pathPrefix));
}

/** A body that announces JSON and is not JSON: an object cut off in the middle. */
export const MALFORMED_BODY = '{"_meta": {"totalSize": 3}, "_embedded": {"documents": [{"title": "Market outl';

/** Waits, or less when the client goes away. `unref`: the wait alone does not keep the process alive. */
function delay(ms: number, signal: AbortSignal, unref = false): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    if (unref) timer.unref?.();
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * The middleware that runs before every route of the fixture backend. `slow` delays and then lets the route
 * answer; every other kind answers in place of the route.
 */
export function faultMiddleware(options: FaultOptions): MiddlewareHandler {
  return async (c, next) => {
    const value = c.req.header(FAULT_HEADER) ?? c.req.query(FAULT_QUERY) ?? getCookie(c, FAULT_COOKIE);
    if (!value) return next();
    const parsed = parseFaultSwitch(value);
    if (!parsed.ok) {
      // A mistyped switch is said loudly rather than silently ignored.
      return c.json({ status: 400, error: 'Bad Request', message: parsed.error }, 400);
    }
    const fault = faultForPath(parsed.faults, c.req.path);
    if (!fault) return next();

    c.header(FAULT_RESPONSE_HEADER, fault.kind);
    c.header('Cache-Control', 'no-store');
    switch (fault.kind) {
      case '500':
        return c.json(
          { status: 500, error: 'Internal Server Error', message: 'The service failed to process the request.' },
          500,
        );
      case '404':
        return c.json({ status: 404, error: 'Not Found', message: `No resource at ${c.req.path}` }, 404);
      case 'malformed':
        return c.body(MALFORMED_BODY, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
      case 'refused':
        return c.json({ ok: false }, 200);
      case 'timeout':
        // A held request must never keep the process (or a closing server) alive.
        await delay(options.timeoutHoldMs, c.req.raw.signal, true);
        return c.json({ status: 504, error: 'Gateway Timeout', message: 'The service did not answer in time.' }, 504);
      case 'slow':
        await delay(options.slowMs, c.req.raw.signal);
        return next();
    }
  };
}
