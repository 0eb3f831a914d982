/**
 * accounts spec 7.2: "Results are cached per URL in session storage (SERVICE_CACHE) until login or logout." One
 * JSON object from URL to answer; the session store clears it on login and logout.
 */
import { z, type ZodMiniType } from './zod';
import { readJson, writeJson } from './storage';

const cacheSchema = z.record(z.string(), z.unknown());

/** The cached answer of `url`, when it is there and has the expected shape. */
export function readServiceCache<T>(url: string, schema: ZodMiniType<T>): T | undefined {
  const entry = readJson('session', 'SERVICE_CACHE', cacheSchema)?.[url];
  if (entry === undefined) return undefined;
  const result = z.safeParse(schema, entry);
  return result.success ? result.data : undefined;
}

export function writeServiceCache(url: string, value: unknown): void {
  const cache = readJson('session', 'SERVICE_CACHE', cacheSchema) ?? {};
  writeJson('session', 'SERVICE_CACHE', { ...cache, [url]: value });
}
