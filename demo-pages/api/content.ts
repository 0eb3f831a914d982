/**
 * The content resource API (site spec 2.1, 7 "Content API"): documents, document lists (also of one content type,
 * products spec 7), folders, resource bundles and the blog taxonomy under `{section}/resourceapi/halapi/...` for every site section and its
 * preview variant, plus the page-id utility under /restapi.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { BUNDLES } from './data/bundles';
import { contentRepository } from './data/documents';
import { authorNames } from './data/insights';
import { blogCategories, type Taxonomy } from './data/taxonomy';
import { listFolders, parseDocumentQuery, queryDocuments, selectFields } from './halapi';

/**
 * site spec 2.1 "Site sections and their content endpoints". Preview variants are served both after the
 * section (/institutional/preview/resourceapi) and before it (/preview/institutional/resourceapi).
 */
export const CONTENT_SECTIONS = [
  '/advisor',
  '/investor',
  '/investorspa',
  '/institutional',
  '/insights',
  '/blogspa',
  '/advisor-insights',
  '/feature',
  '/site',
] as const;

export function contentBases(): string[] {
  return CONTENT_SECTIONS.flatMap((section) => [section, `${section}/preview`, `/preview${section}`]).map(
    (prefix) => `${prefix}/resourceapi`,
  );
}

export const HST_AUTHORIZATION = 'HST-Authorization';

/** site spec 7: "Requests to the content system send the header HST-Authorization." Any non-empty value is the demo token. */
export const requireHstAuthorization: MiddlewareHandler = async (c, next) => {
  if (!c.req.header(HST_AUTHORIZATION)?.trim()) {
    return c.json({ status: 401, error: 'Unauthorized', message: `The ${HST_AUTHORIZATION} header is missing` }, 401);
  }
  return next();
};

function notFound(message: string) {
  return { status: 404, error: 'Not Found', message };
}

let taxonomy: Taxonomy | undefined;
const taxonomies = (): Record<string, Taxonomy> => ({
  'Blog Categories': (taxonomy ??= blogCategories(authorNames())),
});

/** The routes below one {base}: /halapi/documents, /halapi/documents/{id}, /halapi/folders, ... */
export function halApiRoutes(): Hono {
  const hal = new Hono();
  hal.use('/halapi/*', requireHstAuthorization);

  hal.get('/halapi/documents', (c) => {
    const parsed = parseDocumentQuery(new URL(c.req.url).searchParams);
    if (!parsed.ok) return c.json({ status: 400, error: 'Bad Request', message: parsed.error }, 400);
    const { totalSize, documents } = queryDocuments(contentRepository().all, parsed.value);
    return c.json({
      _meta: { totalSize, size: documents.length, offset: parsed.value.offset },
      _embedded: { documents },
    });
  });

  // products spec 7: the documents of one content type, e.g. {b}:Accordion?_scope=... and
  // {b}:FormsAndApplications?_scope=...&_sort={b}:productType.
  hal.get('/halapi/:type{[A-Za-z][\\w-]*:[A-Za-z][\\w-]*}', (c) => {
    const parsed = parseDocumentQuery(new URL(c.req.url).searchParams);
    if (!parsed.ok) return c.json({ status: 400, error: 'Bad Request', message: parsed.error }, 400);
    const type = c.req.param('type');
    const ofType = contentRepository().all.filter((doc) => doc._meta.type === type);
    const { totalSize, documents } = queryDocuments(ofType, parsed.value);
    return c.json({
      _meta: { totalSize, size: documents.length, offset: parsed.value.offset },
      _embedded: { documents },
    });
  });

  hal.get('/halapi/documents/:id', (c) => {
    const id = c.req.param('id');
    const doc = contentRepository().byId.get(id);
    if (!doc) return c.json(notFound(`No document with id "${id}"`), 404);
    const fields = c.req.query('_fields');
    return c.json(
      selectFields(
        doc,
        fields
          ?.split(',')
          .map((f) => f.trim())
          .filter(Boolean),
      ),
    );
  });

  hal.get('/halapi/folders', (c) => {
    const parsed = parseDocumentQuery(new URL(c.req.url).searchParams);
    if (!parsed.ok) return c.json({ status: 400, error: 'Bad Request', message: parsed.error }, 400);
    const all = listFolders(contentRepository().all, parsed.value.scope);
    const end = parsed.value.limit === undefined ? undefined : parsed.value.offset + parsed.value.limit;
    const folders = all.slice(parsed.value.offset, end);
    return c.json({ _meta: { totalSize: all.length, size: folders.length }, _embedded: { folders } });
  });

  hal.get('/halapi/resourcebundles/:name', (c) => {
    const name = c.req.param('name');
    const bundle = Object.hasOwn(BUNDLES, name) ? BUNDLES[name] : undefined;
    if (!bundle) return c.json(notFound(`No resource bundle "${name}"`), 404);
    return c.json({
      _meta: { id: name, type: 'resourcebundle:resourcebundle' },
      id: name,
      bundles: { default: bundle },
    });
  });

  hal.get('/halapi/taxonomies/:name', (c) => {
    const name = c.req.param('name');
    const found = taxonomies()[name];
    if (!found) return c.json(notFound(`No taxonomy "${name}"`), 404);
    return c.json(found);
  });

  return hal;
}

/** A stable page id for a document path (FNV-1a), so the same path always gets the same id. */
export function pageIdFor(path: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) {
    hash ^= path.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `p${hash.toString(36)}`;
}

/** site spec 7: POST /restapi/frontendutility/getpageid?count={n}, body {docPaths:[...]} -> results maps path to page id. */
export function pageIdRoutes(): Hono {
  const routes = new Hono();
  routes.post('/restapi/frontendutility/getpageid', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const docPaths = (body as { docPaths?: unknown } | undefined)?.docPaths;
    if (!Array.isArray(docPaths) || !docPaths.every((p) => typeof p === 'string')) {
      return c.json(
        { status: 400, error: 'Bad Request', message: 'The body must be {"docPaths": [string, ...]}' },
        400,
      );
    }
    return c.json({ results: Object.fromEntries(docPaths.map((path) => [path, pageIdFor(path)])) });
  });
  return routes;
}

/** Mounts the content API under every section base. */
export function mountContent(app: Hono): void {
  const hal = halApiRoutes();
  for (const base of contentBases()) app.route(base, hal);
  app.route('/', pageIdRoutes());
}
