/**
 * How the demo server delivers the library and the fixture answers, as a CDN in front of the firm's site would:
 *
 * - compressed by the browser's Accept-Encoding (brotli, else gzip) when the type is text and the body is worth it,
 *   with `Vary: Accept-Encoding`; the built files are compressed once per build (highest quality), the fixture
 *   backend's answers as they are made (a fast quality: they are generated per request);
 * - the hashed chunks (`dist/chunks/<name>-<hash>.js`) cached for a year and never revalidated: a new build gives
 *   them new names; `loader.js`, the element entry files (`widgets/<tag>.js`, which the loader imports by a fixed
 *   name) and the other files of dist/ a short max-age, so a new build reaches visitors within minutes.
 *
 * README "Serving the library from a CDN" gives the same rules for a CDN.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

/** A chunk whose name carries its content hash (rolldown's `[name]-[hash]`, eight characters). */
const HASHED_CHUNK = /^\/chunks\/[\w.-]+-[\w-]{8}\.js$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Five minutes: how long a visitor may keep a build's loader and entry files after a new build is published. */
export const SHORT = 'public, max-age=300';

/** The Cache-Control of a file of dist/, by its path inside dist/ (`/loader.js`, `/chunks/react-DJT4P5uY.js`). */
export function cacheControlFor(distPath: string): string {
  return HASHED_CHUNK.test(distPath) ? IMMUTABLE : SHORT;
}

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with for an Accept-Encoding header (RFC 9110 12.5.3): brotli when accepted, else gzip,
 * else none. A coding with `q=0` is refused; `*` accepts any coding not named.
 */
export function chooseEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (name) weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((coding) => weightOf(coding) > 0);
  best.sort((a, b) => weightOf(b) - weightOf(a));
  return best[0];
}

/** Text types worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|[\w.+-]+\+json|[\w.+-]+\+xml)|image\/svg\+xml)/i;
/** Below this, the compressed answer would save less than the coding costs. */
export const MIN_COMPRESSED_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Compressed on libuv's thread pool: the highest brotli quality takes about a second for the React chunk, and a
 * synchronous call would hold every other answer (the fixture backend's included) for that long.
 */
export async function compress(body: Uint8Array, encoding: Encoding, quality: 'build' | 'live'): Promise<Uint8Array> {
  if (encoding === 'br') {
    return brotliAsync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality === 'build' ? 11 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzipAsync(body, { level: quality === 'build' ? 9 : 6 });
}

/**
 * Compresses the answers of the routes after it. `quality: 'build'` keeps each compressed file (by its encoding and
 * the uncompressed bytes' hash) for the next request, and requests that arrive while it is being compressed wait for
 * the same work (a page's first visitors ask for the same chunks at once); `'live'` compresses each answer as it is
 * made.
 */
export function compression({ quality }: { quality: 'build' | 'live' }): MiddlewareHandler {
  const cache = new Map<string, Promise<Uint8Array>>();
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return;
    // Every compressible answer varies by the request's Accept-Encoding, whether compressed this time or not.
    res.headers.append('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || !res.body || res.headers.has('Content-Encoding') || res.status === 206) return;
    const declared = res.headers.get('Content-Length');
    if (declared !== null && Number(declared) < MIN_COMPRESSED_BYTES) return;
    const body = new Uint8Array(await res.arrayBuffer());
    if (body.length < MIN_COMPRESSED_BYTES) {
      c.res = new Response(c.req.method === 'HEAD' ? null : body, res);
      return;
    }
    const key = quality === 'build' ? `${encoding} ${createHash('sha1').update(body).digest('base64')}` : undefined;
    let pending = key === undefined ? undefined : cache.get(key);
    if (!pending) {
      pending = compress(body, encoding, quality);
      if (key !== undefined) {
        // Rebuilds under a running server leave older files behind: keep the cache to about one build.
        if (cache.size > 200) cache.clear();
        cache.set(key, pending);
        // A failed compression is not kept: the next request tries again.
        pending.catch(() => cache.delete(key));
      }
    }
    const coded = await pending;
    // Hono copies the previous answer's headers onto a new one: set them there.
    res.headers.set('Content-Encoding', encoding);
    res.headers.set('Content-Length', String(coded.length));
    c.res = new Response(c.req.method === 'HEAD' ? null : (coded as Uint8Array<ArrayBuffer>), res);
  };
}

/** Sets the Cache-Control of dist/'s files (mounted under /dist/). */
export const distCaching: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.ok) c.res.headers.set('Cache-Control', cacheControlFor(c.req.path.slice('/dist'.length) || '/'));
  // README "Serving the library from a CDN": module scripts are fetched with CORS, so a page on another origin than the files
  // (a CDN's) can load them. No credentials go with them: any origin may.
  c.res.headers.set('Access-Control-Allow-Origin', '*');
};
