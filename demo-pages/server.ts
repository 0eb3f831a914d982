/**
 * The demo server: the fixture backend (demo-pages/api), the built library under /dist/, the documentation (docs/)
 * under /docs/ and the demo pages.
 *
 *   npx tsx demo-pages/server.ts [--port N] [--host H]      (PORT in the environment works too; default 8000)
 *
 * The end-to-end tests and the benchmarks start it with `startServer()`.
 */
import { realpathSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type MiddlewareHandler } from 'hono';
import { createApp, isApiPath, type AppOptions } from './api/app';
import { INDEX_PLACEHOLDER, parseDemoPage, renderDemoIndex, renderDemoPage } from './frame';
import { STRICT_CSP, isStrictCspPath } from './api/csp';
import { compression, distCaching } from './delivery';

const here = dirname(fileURLToPath(import.meta.url));
/** The demo pages: every path that is neither the API nor /dist/. */
export const DEMO_ROOT = here;
/** The build output (`npm run build`), served under /dist/. */
export const DIST_ROOT = resolve(here, '..', 'dist');
/** The documentation (README.md links it; `npm run manifest` writes docs/elements/), served under /docs/. */
export const DOCS_ROOT = resolve(here, '..', 'docs');
export const DEFAULT_PORT = 8000;

export interface SiteOptions extends AppOptions {
  demoRoot?: string;
  distRoot?: string;
  docsRoot?: string;
}

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Page not found | Calder Meridian</title>
    <link rel="stylesheet" href="/assets/site.css" />
  </head>
  <body>
    <main class="site-main">
      <h1>Page not found</h1>
      <p>There is no demo page at this address. <a href="/">See all demo pages</a>.</p>
    </main>
  </body>
</html>
`;

/**
 * Refuses paths that could leave the served folders (encoded "..", backslashes, NUL), hidden files and
 * source files, before any file is looked up. The URL parser already resolves a literal "/../"; this catches
 * what it leaves encoded.
 */
export function isSafeStaticPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  if (!decoded.startsWith('/') || /[\\\0]/.test(decoded)) return false;
  const segments = decoded.split('/');
  if (
    segments.some((segment) => segment === '..' || segment === '.' || (segment.startsWith('.') && segment.length > 0))
  )
    return false;
  return !/\.(ts|tsx|mts|cts)$/i.test(decoded);
}

const noCache: MiddlewareHandler = async (c, next) => {
  await next();
  // Demo pages and builds change under a running server: always revalidate.
  if (c.res.ok) c.res.headers.set('Cache-Control', 'no-cache');
};

/** A file of the demo root, if it is one. */
function fileAt(demoRoot: string, path: string): string | undefined {
  const file = join(demoRoot, path);
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/**
 * The HTML file a path names under the demo root: `/x`, `/x.html`, `/x/` and `/x/index.html`, if any; otherwise a route
 * page of a folder on the way, as the CMS has one template for many pages: `[name].html` in a folder serves any one
 * segment below it (/insights/latest-insights/{slug}), `[...name].html` any number of them
 * (/institutional/insights/latest-insights/{year}/{slug}). The nearest folder's route wins.
 */
export function demoPageFile(demoRoot: string, path: string): string | undefined {
  const candidates = path.endsWith('/')
    ? [`${path}index.html`]
    : path.endsWith('.html')
      ? [path]
      : /\.[\w]+$/.test(path)
        ? []
        : [`${path}.html`, `${path}/index.html`];
  for (const candidate of candidates) {
    const file = fileAt(demoRoot, candidate);
    if (file) return file;
  }
  if (/\.[\w]+$/.test(path)) return undefined;
  const segments = path.split('/').filter(Boolean);
  for (let depth = segments.length - 1; depth >= 0; depth -= 1) {
    const folder = join(demoRoot, ...segments.slice(0, depth));
    if (!existsSync(folder) || !statSync(folder).isDirectory()) continue;
    const routes = readdirSync(folder).filter((name) => /^\[(\.\.\.)?[\w-]+\]\.html$/.test(name));
    const below = segments.length - depth;
    const route =
      (below === 1 ? routes.find((name) => !name.startsWith('[...')) : undefined) ??
      routes.find((name) => name.startsWith('[...'));
    if (route) return join(folder, route);
  }
  return undefined;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&gt;/g, '>')
    .replace(/&lt;/g, '<')
    .replace(/&amp;/g, '&');

/** The Markdown files of docs/ as `/docs/...` paths, sorted. */
export function listDocs(docsRoot: string, folder = ''): string[] {
  const dir = join(docsRoot, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = `${folder}/${name}`;
      if (statSync(join(dir, name)).isDirectory()) return listDocs(docsRoot, path);
      return name.endsWith('.md') ? [`/docs${path}`] : [];
    });
}

/**
 * A Markdown page of docs/ as a browser shows it: its text, escaped, in a <pre>, nothing of it read as markup. A link
 * to another file of docs/ (`[events](../events.md)`) is followed; any other link stays text.
 */
export function renderDocPage(markdown: string, path: string): string {
  const title = /^#\s+(.+)$/m.exec(markdown)?.[1]?.replace(/`/g, '') ?? path;
  const text = escapeHtml(markdown).replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (whole, label: string, target: string) => {
    let url: URL;
    try {
      url = new URL(unescapeHtml(target), `http://docs.invalid${path}`);
    } catch {
      return whole;
    }
    if (url.origin !== 'http://docs.invalid' || !url.pathname.startsWith('/docs/')) return whole;
    return `[<a href="${escapeHtml(url.pathname + url.hash)}">${label}</a>](${target})`;
  });
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)} | Calder Meridian widget library</title>
    <link rel="stylesheet" href="/assets/site.css" />
    <style>
      .doc-page {
        white-space: pre-wrap;
        overflow-wrap: anywhere;
      }
    </style>
  </head>
  <body>
    <main class="site-main" id="main">
      <p><a href="/">All demo pages</a> · <a href="/docs/">Documentation</a></p>
      <pre class="doc-page">${text}</pre>
    </main>
  </body>
</html>
`;
}

/** The list of the documentation's pages: each element's page first, for the demo index and /docs/. */
export function renderDocsIndex(docsRoot: string): string {
  const pages = listDocs(docsRoot);
  const elements = pages.filter((page) => page.startsWith('/docs/elements/'));
  const others = pages.filter((page) => !elements.includes(page));
  const link = (page: string, text: string) => `        <li><a href="${escapeHtml(page)}">${escapeHtml(text)}</a></li>`;
  const name = (page: string) => page.replace(/^.*\//, '').replace(/\.md$/, '');
  return [
    '      <ul class="demo-docs">',
    ...elements.map((page) => link(page, `<${name(page)}>`)),
    '      </ul>',
    '      <ul>',
    ...others.map((page) => link(page, name(page).replace(/-/g, ' '))),
    '      </ul>',
  ].join('\n');
}

/** The placeholder in the index page's own part where the list of the documentation's pages goes. */
export const DOCS_PLACEHOLDER = '<!-- documentation -->';

/** The whole site as one Hono app (also what the tests call with `request`). */
export function createSiteApp(options: SiteOptions = {}): Hono {
  const { demoRoot = DEMO_ROOT, distRoot = DIST_ROOT, docsRoot = DOCS_ROOT, ...appOptions } = options;
  const api = createApp(appOptions);
  const site = new Hono();

  site.use('*', async (c, next) => {
    await next();
    if (isStrictCspPath(c.req.path)) c.res.headers.set('Content-Security-Policy', STRICT_CSP);
  });

  // The fixture backend's answers are compressed as they are made (the Find a Product lists are hundreds of KB).
  const liveCompression = compression({ quality: 'live' });
  site.all('*', async (c, next) => {
    if (!isApiPath(c.req.path)) return next();
    await liveCompression(c, async () => {
      c.res = await api.fetch(c.req.raw, c.env);
    });
    return c.res;
  });

  site.use('*', async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' });
    if (!isSafeStaticPath(new URL(c.req.url).pathname)) return c.text('Bad Request', 400);
    return next();
  });

  // dist/ is served as a CDN serves it (demo-pages/delivery.ts): compressed, hashed chunks cached for good.
  site.get(
    '/dist/*',
    compression({ quality: 'build' }),
    distCaching,
    serveStatic({ root: distRoot, rewriteRequestPath: (path) => path.slice('/dist'.length) || '/' }),
    (c) => c.text(existsSync(distRoot) ? 'Not Found' : 'Not Found: dist/ is missing; run `npm run build` first.', 404),
  );

  // docs/ as a browser reads it: a Markdown page as escaped text with its links to other pages followed
  // (renderDocPage), the rest (images) as files.
  site.get('/docs', (c) => c.redirect('/docs/'));
  site.get(
    '/docs/*',
    noCache,
    async (c, next) => {
      const path = new URL(c.req.url).pathname;
      if (path === '/docs/')
        return c.html(
          renderDocPage(
            `# Documentation\n\n${listDocs(docsRoot)
              .map((page) => `- [${page}](${page.slice('/docs/'.length)})`)
              .join('\n')}\n`,
            path,
          ),
        );
      if (!path.endsWith('.md')) return next();
      const file = fileAt(docsRoot, path.slice('/docs'.length));
      return file ? c.html(renderDocPage(readFileSync(file, 'utf8'), path)) : next();
    },
    serveStatic({ root: docsRoot, rewriteRequestPath: (path) => path.slice('/docs'.length) }),
  );

  // A demo page is the part of a page that differs; the frame (demo-pages/frame.ts) makes it a whole page.
  site.get('*', noCache, async (c, next) => {
    const path = new URL(c.req.url).pathname;
    const file = demoPageFile(demoRoot, path);
    if (!file) return next();
    const page = parseDemoPage(readFileSync(file, 'utf8'));
    if (!page) return next();
    if (page.body.includes(INDEX_PLACEHOLDER))
      page.body = page.body.replace(INDEX_PLACEHOLDER, renderDemoIndex(demoRoot));
    if (page.body.includes(DOCS_PLACEHOLDER))
      page.body = page.body.replace(DOCS_PLACEHOLDER, renderDocsIndex(docsRoot));
    return c.html(renderDemoPage(page, path));
  });

  site.get(
    '*',
    noCache,
    serveStatic({ root: demoRoot }),
    serveStatic({
      root: demoRoot,
      rewriteRequestPath: (path) => (/\.[\w]+$/.test(path) || path.endsWith('/') ? path : `${path}.html`),
    }),
  );

  // Browsers ask for a favicon on every page; without one each page would log a failed request.
  site.get('/favicon.ico', (c) => c.body(null, 204));

  site.notFound((c) => c.html(NOT_FOUND_PAGE, 404));
  return site;
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

function urlHost(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts the demo server; port 0 picks a free port (see the returned URL). */
export function startServer({
  port = DEFAULT_PORT,
  host,
  ...options
}: { port?: number; host?: string } & SiteOptions = {}): Promise<RunningServer> {
  const app = createSiteApp(options);
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      resolvePromise({
        url: `http://${urlHost(host)}:${address.port}/`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()));
            // Requests held open (the `timeout` fault, keep-alive sockets) must not delay the shutdown.
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** --port N, --port=N, --host H, --host=H; PORT from the environment. */
export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv = {}): { port: number; host?: string } {
  const value = (name: string): string | undefined => {
    for (let i = 0; i < argv.length; i++) {
      const arg = argv[i] as string;
      if (arg === `--${name}`) return argv[i + 1];
      if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
    }
    return undefined;
  };
  const rawPort = value('port') ?? env.PORT;
  const port = rawPort === undefined ? DEFAULT_PORT : Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port number: ${rawPort}`);
  const host = value('host');
  return host ? { port, host } : { port };
}

function isEntryPoint(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  const args = parseArgs(process.argv.slice(2), process.env);
  if (!existsSync(DIST_ROOT))
    console.warn('dist/ is missing: the pages cannot load the widgets. Run `npm run build` first (`npm start` does).');
  startServer(args).then(
    (running) => {
      console.log(`Calder Meridian demo pages: ${running.url}`);
      const stop = () => {
        void running.close().then(() => process.exit(0));
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    },
    (error: unknown) => {
      console.error(`The demo server could not start: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
