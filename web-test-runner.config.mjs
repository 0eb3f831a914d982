// @web/test-runner: the real-element tests (`*.browser.test.ts(x)`) in real browsers.
//
// Files are served through Vite (so vite.config.ts applies: React, `?inline` CSS and the fixture backend mounted
// on the same server), in the three engines visitors use: system Chromium through Playwright, Firefox ESR through
// puppeteer-core's WebDriver BiDi support, and WebKit (WebKitGTK's MiniBrowser) through WebKitWebDriver, which
// tests/webkit.mjs starts and stops, on its own Xvfb display when none is set. No browser is ever downloaded.
//
//   npm run test:browser                       all three engines
//   WTR_BROWSERS=webkit npm run test:browser   one of them (chromium, firefox or webkit; or a list: chromium,webkit)
//   npm run test:browser -- --files widgets/disclaimer-modal/*.browser.test.ts
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { chromeLauncher } from '@web/test-runner-chrome';
import * as puppeteer from 'puppeteer-core';
import { vitePlugin, removeViteLogging } from '@remcovaes/web-test-runner-vite-plugin';

import { FIREFOX, MINIBROWSER, TEST_CHROMIUM, WEBKIT_DRIVER, chromiumArgs } from './tests/browsers.mjs';
import { webkitLauncher } from './tests/webkit.mjs';
import { interruptionReporter } from './tests/browser/interruptions.mjs';

const ENGINES = ['chromium', 'firefox', 'webkit'];
const wanted = [
  ...new Set(
    (process.env.WTR_BROWSERS ?? ENGINES.join(','))
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  ),
];
const unknown = wanted.filter((name) => !ENGINES.includes(name));
if (unknown.length > 0) {
  throw new Error(`WTR_BROWSERS names ${unknown.join(', ')}: the engines are ${ENGINES.join(', ')}.`);
}

// One test page per core for Chromium alone: more only makes every test wait for a core, and a slow test (the first
// of a file pays for Vite's first transforms, axe-core checks tables of a thousand rows) then meets a hang guard.
// Firefox and WebKit run one test file at a time (below). Chromium alone runs a page per core (Playwright keeps every
// page visible and focused); beside another engine it runs one. The engines run side by side, all three at once:
// with one page each, two at a time left a fifth to two fifths of two cores idle (a test waits on its calls, timers
// and the drivers), and three at once took the layer from about 330 s to 272 s. WTR_CONCURRENT_BROWSERS sets
// another number; the engines start in the order below.
const cores = cpus().length;
const concurrency = wanted.length === 1 ? Math.max(1, Math.min(4, cores)) : 1;
const concurrentBrowsers = Math.max(1, Number(process.env.WTR_CONCURRENT_BROWSERS) || wanted.length);

const browsers = [];
if (wanted.includes('chromium')) {
  browsers.push(
    playwrightLauncher({
      product: 'chromium',
      concurrency,
      launchOptions: { executablePath: TEST_CHROMIUM, headless: true, args: chromiumArgs },
    }),
  );
}
if (wanted.includes('webkit')) {
  for (const [path, pkg] of [
    [WEBKIT_DRIVER, 'webkit2gtk-driver'],
    [MINIBROWSER, 'libwebkit2gtk-4.1-0'],
  ]) {
    if (!existsSync(path)) {
      throw new Error(`${path} does not exist: install ${pkg} (and xvfb), or leave webkit out of WTR_BROWSERS.`);
    }
  }
  // One test file at a time, in the MiniBrowser window's own page (WebKitWebDriver holds one session).
  browsers.push(await webkitLauncher());
}
if (wanted.includes('firefox')) {
  if (!existsSync(FIREFOX)) {
    throw new Error(`${FIREFOX} does not exist: install firefox-esr, set FIREFOX_PATH, or run WTR_BROWSERS=chromium.`);
  }
  browsers.push(
    // Playwright drives only its own patched Firefox builds; puppeteer-core speaks WebDriver BiDi, which a stock
    // Firefox ESR understands. chromeLauncher takes any puppeteer instance and names the browser from `browser`.
    chromeLauncher({
      puppeteer,
      // One page at a time: Firefox's pages are tabs of one window, and a background tab is hidden (no animation
      // frames, throttled timers) and has no focus, which keyboard and focus tests need.
      concurrency: 1,
      launchOptions: {
        browser: 'firefox',
        executablePath: FIREFOX,
        headless: true,
        extraPrefsFirefox: {
          // No update checks, telemetry or first-run pages on a closed network.
          'app.update.enabled': false,
          'datareporting.policy.dataSubmissionEnabled': false,
          'toolkit.telemetry.reportingpolicy.firstRun': false,
        },
      },
    }),
  );
}
if (browsers.length === 0) throw new Error(`WTR_BROWSERS="${process.env.WTR_BROWSERS}" names no browser.`);

const VITE_HOST = '127.0.0.1';

/** A free TCP port for Vite's own server, which the test server forwards to. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, VITE_HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const vitePort = await freePort();

/** What the test runner serves itself: the test page (`/`), its framework, commands and web socket script. */
const ownedByTestRunner = (path) => path === '/' || path.startsWith('/__web-');

/**
 * Everything else goes to the Vite server the plugin starts (our vite.config.ts: React, `?inline` CSS, the fixture
 * backend), streamed with method, headers and body intact.
 *
 * The plugin's own forwarding does not run: it adds a Koa middleware in `serverStart`, after the test server has
 * composed its middleware (koa-compose 4.2 copies the array, so later `app.use` calls are not seen), and it would
 * turn every POST into a body-less GET. Only its Vite server is used.
 */
async function serveThroughVite(ctx, next) {
  if (ownedByTestRunner(ctx.path)) return next();
  ctx.respond = false;
  await new Promise((resolve) => {
    const upstream = httpRequest(
      { host: VITE_HOST, port: vitePort, method: ctx.method, path: ctx.originalUrl, headers: ctx.req.headers },
      (response) => {
        ctx.res.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(ctx.res);
        response.on('end', resolve);
        response.on('error', resolve);
      },
    );
    upstream.on('error', (error) => {
      if (!ctx.res.headersSent) ctx.res.writeHead(502, { 'content-type': 'text/plain' });
      ctx.res.end(`Vite server unreachable: ${error.message}`);
      resolve();
    });
    ctx.req.pipe(upstream);
  });
}

const testFiles = '{runtime,widgets,services,demo-pages}/**/*.browser.test.{ts,tsx}';

export default {
  files: [testFiles, '!**/node_modules/**'],
  nodeResolve: false, // Vite resolves modules
  concurrentBrowsers,
  concurrency,
  browsers,
  browserStartTimeout: 60_000,
  testsStartTimeout: 60_000,
  // A guard against a hang of a whole test file, not a timing: WebKit takes about twice Chromium's time for the
  // fund-table file, whose tables have over a thousand rows that axe-core checks.
  testsFinishTimeout: 300_000,
  testFramework: {
    // A guard against a hang, not a timing: on a 2-core machine running both browsers and Vite side by side, the
    // first test of a file also pays for Vite's first transforms and axe-core's first run. Speed is measured by
    // `npm run bench`.
    config: { timeout: 30_000, ui: 'bdd' },
  },
  // IS_REACT_ACT_ENVIRONMENT is set before React loads. It is false: with true, React logs "An update to ... was
  // not wrapped in act(...)" as a console error for every render outside act(), which is every render of an element
  // mounted from HTML that a test waits for with waitUntil. tests/browser/helpers' act() turns it on for its scope.
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Browser tests</title>
    <script>globalThis.IS_REACT_ACT_ENVIRONMENT = false;</script>
  </head>
  <body>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
  middleware: [serveThroughVite],
  plugins: [
    vitePlugin({
      // A known free port: the test server forwards to it (another Vite server may hold Vite's default port).
      server: { host: VITE_HOST, port: vitePort, strictPort: true },
      // Its own cache, so a parallel `vite` dev server or vitest run does not re-optimise under our feet.
      cacheDir: 'node_modules/.vite/web-test-runner',
      logLevel: 'warn',
      optimizeDeps: {
        // Scan every test up front so no new dependency is found (and the page reloaded) mid-run.
        entries: [testFiles, 'tests/browser/**/*.ts'],
        // Already ESM, and it imports the test server's `/__web-dev-server__web-socket.js`, which pre-bundling
        // would rewrite into a relative path that does not exist. zod is already ESM too, and served as it is the
        // pre-bundle's namespace helper copies exports with for...in, which a host page's addition to
        // Object.prototype breaks (runtime/hostile-host.browser.test.ts); the built library has no such helper.
        exclude: ['@web/test-runner-commands', 'zod'],
      },
    }),
  ],
  filterBrowserLogs: (log) =>
    removeViteLogging(log) && !log.args.some((arg) => typeof arg === 'string' && arg.startsWith('Lit is in dev mode')),
  reporters: [
    defaultReporter(),
    summaryReporter({ flatten: false }),
    // For tests/browser/run.mjs (`npm run test:browser`): the files whose browser went away under them.
    ...(process.env.WTR_INTERRUPTIONS ? [interruptionReporter(process.env.WTR_INTERRUPTIONS)] : []),
  ],
};
