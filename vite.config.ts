import { defineConfig } from 'vitest/config';
import type { Plugin, Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { createHash } from 'node:crypto';
import { fixtureBackend } from './demo-pages/api/vite-plugin';
import { LOGIC_TESTS } from './tests/unit/logic-tests';

const root = import.meta.dirname;

/** Every folder under widgets/ with an element.ts is an element, named after its tag. */
export const widgetTags = readdirSync(resolve(root, 'widgets'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(resolve(root, 'widgets', d.name, 'element.ts')))
  .map((d) => d.name)
  .sort();

/**
 * zod 4.6's `members` (zod/v4/core/util.js), which every schema's construction runs, walks its table of members with
 * `for...in` and reads each key's own descriptor: on a host page that added an enumerable property to
 * Object.prototype (`Object.prototype.foo = 'bar'`), the inherited key has none, and every schema throws while it is
 * made, so no element can load. The walk is made over the table's own keys (`Object.keys`), which is what it means to
 * walk; the build fails if the code it mends is no longer there (a zod release that changed it).
 */
function zodOwnMembers(): Plugin {
  const walk = 'for (const key in table) {';
  return {
    name: 'cm-zod-own-members',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]util\.js(?:\?.*)?$/.test(id)) return null;
      const start = code.indexOf('export function members(proto, table) {');
      const at = start < 0 ? -1 : code.indexOf(walk, start);
      if (at < 0 || at - start > 200) {
        this.error(
          'zod/v4/core/util.js: members() no longer walks its table as expected; check it on a page whose Object.prototype has an enumerable property, and update vite.config.ts',
        );
      }
      return {
        code: `${code.slice(0, at)}for (const key of Object.keys(table)) {${code.slice(at + walk.length)}`,
        map: null,
      };
    },
  };
}

/** The loader's placeholder for the map of each element's shared chunks (runtime/loader.ts, PRELOADS). */
const PRELOADS_PLACEHOLDER = /(["'`])\{(\\?)"__CM_PRELOADS__\2":\[\]\}\1/;

/**
 * Writes into dist/loader.js, for each element, the chunks its chunk (widgets/<tag>.js) imports, transitively, each
 * after its own imports, known once the chunks are made: the loader preloads them all at once with the element's
 * chunk (one round trip instead of two) and evaluates them one per task in that order, the element's chunk last. Then
 * writes dist/integrity.json with the Subresource Integrity hash (sha384) of the finished loader.js.
 */
function preloadMap(): Plugin {
  return {
    name: 'cm-preload-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, Rollup.OutputChunk>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') chunks.set(output.fileName, output);
      // The chunks `file` imports, transitively, each after the chunks it imports itself (the order the loader
      // evaluates them in).
      const imported = (file: string, order: string[] = [], seen = new Set<string>()): string[] => {
        for (const dependency of chunks.get(file)?.imports ?? []) {
          if (seen.has(dependency)) continue;
          seen.add(dependency);
          imported(dependency, order, seen);
          order.push(dependency);
        }
        return order;
      };
      const files = [...chunks.keys()].filter((file) => file.startsWith('chunks/')).sort();
      const tags = Object.fromEntries(
        widgetTags.map((tag) => [tag, imported(`widgets/${tag}.js`).map((file) => files.indexOf(file))]),
      );
      const map = { files, tags };
      const loader = chunks.get('loader.js');
      if (!loader || !PRELOADS_PLACEHOLDER.test(loader.code))
        this.error('dist/loader.js has no preload placeholder (runtime/loader.ts, PRELOADS)');
      // The JSON goes inside the placeholder's string literal, its quotes escaped as the minifier escaped them.
      const code = loader.code.replace(PRELOADS_PLACEHOLDER, (_match, quote: string, backslash: string) => {
        const json = JSON.stringify(map);
        return quote + (backslash ? json.replaceAll('"', '\\"') : json) + quote;
      });
      loader.code = code;
      // Subresource Integrity of the one script a template includes (README "Serving the library from a CDN").
      this.emitFile({
        type: 'asset',
        fileName: 'integrity.json',
        source: `${JSON.stringify({ 'loader.js': `sha384-${createHash('sha384').update(code).digest('base64')}` }, null, 2)}\n`,
      });
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [
    zodOwnMembers(),
    react(),
    fixtureBackend(),
    preloadMap(),
    {
      // Page scripts written in TypeScript get the elements' tag names, data-* attributes and event details
      // (generated by `npm run manifest`).
      name: 'cm-element-types',
      apply: 'build',
      generateBundle() {
        this.emitFile({
          type: 'asset',
          fileName: 'elements.d.ts',
          source: readFileSync(resolve(root, 'types/elements.d.ts'), 'utf8'),
        });
      },
    },
  ],
  // Library builds leave process.env.NODE_ENV alone; React reads it at run time.
  define:
    mode === 'test'
      ? {}
      : { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // One build for every element: one React, one copy of each store per page. Library mode, so that dynamic
    // imports are left as they are (no preload helper in the loader) and chunk URLs stay relative to the script.
    lib: {
      entry: {
        loader: resolve(root, 'runtime/loader.ts'),
        ...Object.fromEntries(widgetTags.map((tag) => [`widgets/${tag}`, resolve(root, 'widgets', tag, 'element.ts')])),
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      // An element's chunk may export more than its definition (the advisor-login group below needs it); what a
      // page imports from widgets/<tag>.js is unchanged.
      preserveEntrySignatures: 'allow-extension',
      output: {
        // Library mode keeps whitespace by default; these files ship to browsers.
        minify: true,
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // Loaded by every element, once per page.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/, priority: 30 },
            // Only the elements with tables load the table library.
            { name: 'table', test: /node_modules[\\/]@tanstack[\\/]/, priority: 25 },
            // The HTML sanitiser and the date library load only with the elements that show HTML or dates (with
            // runtime/sanitize.ts and runtime/format.ts, kept out of the runtime chunk below): a page with the login
            // alone stays under 100 KB.
            { name: 'purify', test: /node_modules[\\/]dompurify[\\/]/, priority: 22 },
            { name: 'dates', test: /node_modules[\\/]dayjs[\\/]/, priority: 21 },
            // zustand's shallow comparison serves only the subscription elements: it goes with them.
            {
              name: 'vendor',
              test: /node_modules[\\/](?!zustand[\\/]esm[\\/](vanilla|react)[\\/]shallow)/,
              priority: 20,
            },
            // <advisor-login>'s own modules and its sign-in services, but not the element's declaration nor the views
            // that load on their own pages (register/, email-changed/, login-prompts/): one chunk, which those views
            // import the panels and the sign-in they share with the login from. Without it the modules each view
            // shares with the login land in one chunk per set of views, and the login page downloads its code in
            // four pieces (2.7 KB more gzip). Their own imports stay where the other groups put them.
            {
              name: 'advisor-login-panels',
              test: /[\\/](widgets[\\/]advisor-login[\\/](?!element\.)[\w.-]+\.(tsx?|css)(\?inline)?|services[\\/](auth|auth-exchange|auth-vocabulary|device-profile)\.ts)$/,
              priority: 13,
              includeDependenciesRecursively: false,
            },
            // The runtime's own modules that every element loads: runtime/*.ts (not the loader, the sanitiser, the
            // date formatting, the text collation of the sorting elements, the spreadsheet text that only the tables
            // export, the secured links, the call context of a visitor's action, the plain text of what a visitor types
            // into a form, the service calls (see below), the CMS text rule, which goes with the elements that show CMS
            // text, or the styles and host state that only the insights article's own chunk uses), the failure popup's
            // store, the sign-in state (every element reads it on arrival: accounts spec 2.7's "authenticated" page
            // state), and the failure popup itself. The other stores (the advisor profile, cart,
            // subscriptions), the content service and the ui/ pieces go with the elements that use them, in chunks
            // shared by those elements only: a page with the disclaimer alone loads none of them.
            {
              name: 'runtime',
              test: /[\\/]runtime[\\/]((?!loader\.|sanitize\.|format\.|collation\.|csv\.|plain-text\.|secured-links\.|use-call-context\.|use-service\.|http\.|service-cache\.|cms-text\.|adopted-styles\.|host-state\.)[\w.-]+\.(tsx?|css)(\?inline)?|stores[\\/](failure-popup|session)\.ts|ui[\\/](ErrorDialog|FailurePopup)\.tsx)$/,
              priority: 12,
            },
            // The service calls (fetch wrapper, request cache, the data hook and its failure text with Retry): every
            // element that loads data, which a disclaimer with authored text does not.
            {
              name: 'service-calls',
              test: /[\\/]runtime[\\/](use-service\.ts|http\.ts|service-cache\.ts|ui[\\/]Alert\.tsx)$/,
              priority: 11,
            },
          ],
        },
      },
    },
  },
  test: {
    // A worker a core: this vitest's own default leaves one core idle (cores - 1, a single worker on two cores), and
    // its files are mostly jsdom's start-up and imports, which two workers halve.
    maxWorkers: availableParallelism(),
    // A file's modules are evaluated again, not its worker started again: tests/unit/fresh-modules.ts, the first setup
    // file of each project, resets what files would share. DOMPurify is compiled with the files, so that reset
    // reaches it too (the sanitizer adds its hooks to it).
    isolate: false,
    server: { deps: { inline: ['dompurify'] } },
    // A hang guard that fits a loaded 2-core machine, not a speed a test asks for: the fixture routes' sweeps over
    // every fund took over 5 s (vitest's default) with the other layers beside them.
    testTimeout: 20_000,
    // `npm run coverage` (scripts/coverage.ts): the library's own sources, as JSON to merge with the browsers'.
    coverage: {
      provider: 'v8',
      include: ['runtime/**/*.{ts,tsx}', 'services/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}'],
      exclude: ['**/*.test.{ts,tsx}', 'runtime/test-*.{ts,tsx}'],
      reportsDirectory: 'coverage/unit',
      reporter: ['json', 'text-summary'],
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['runtime/**/*.test.{ts,tsx}', 'widgets/**/*.test.tsx', 'services/**/*.test.{ts,tsx}'],
          // Real-browser tests run in @web/test-runner; the pure logic's tests in the project below.
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**', 'runtime/*.test.ts'],
          // The hang guard above matters most here: Testing Library's role queries walk jsdom's computed styles, and a
          // search page of 99 results takes 1.5-2 s to query on a quiet machine.
          setupFiles: ['tests/unit/fresh-modules.ts', 'runtime/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          ...LOGIC_TESTS,
          setupFiles: ['tests/unit/fresh-modules.ts', ...LOGIC_TESTS.setupFiles],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          setupFiles: ['tests/unit/fresh-modules.ts'],
          include: ['demo-pages/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
        },
      },
    ],
  },
}));
