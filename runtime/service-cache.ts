/**
 * accounts spec 7.2: "Results are cached per URL in session storage (SERVICE_CACHE) until login or logout." One
 * JSON object from URL to answer, holding also who it was cached for (`#identity`, runtime/stores/session.ts
 * `identityOf`): the session store clears it on a login or logout this tab sees, and an answer cached for another
 * identity (a sign-in changed in another tab between two pages of this one) is never read, so a page that opens
 * with the same visitor signed in reads what the last page cached.
 */
import { z, type ZodMiniType } from './zod';
import { readJson, remove, writeJson } from './storage';
import { identityOf, refreshSession } from './stores/session';

const cacheSchema = z.record(z.string(), z.unknown());
const IDENTITY = '#identity';

/** The cache, when it was made for the visitor signed in now. */
function currentCache(): Record<string, unknown> | undefined {
  const cache = readJson('session', 'SERVICE_CACHE', cacheSchema);
  if (!cache) return undefined;
  if (cache[IDENTITY] === identityOf(refreshSession())) return cache;
  remove('session', 'SERVICE_CACHE');
  return undefined;
}

/** The cached answer of `url`, when it is there, was cached for this visitor and has the expected shape. */
export function readServiceCache<T>(url: string, schema: ZodMiniType<T>): T | undefined {
  const entry = currentCache()?.[url];
  if (entry === undefined) return undefined;
  const result = z.safeParse(schema, entry);
  return result.success ? result.data : undefined;
}

export function writeServiceCache(url: string, value: unknown): void {
  const identity = identityOf(refreshSession());
  writeJson('session', 'SERVICE_CACHE', { ...currentCache(), [IDENTITY]: identity, [url]: value });
}
