/**
 * The package as an application installs it: the built library packed with `npm pack`, installed from the tarball
 * into a plain Vite project with no registry and an empty npm cache, type-checked against the package's types,
 * built by Vite, served by `vite preview`, and the elements it imports drawn in Chromium. A wrong exports map fails
 * here (a tag that does not resolve, a type that is not found, a bundle that does not build).
 *
 * It packs the dist/ of the last build (`npm test` builds first) without running prepack, which would rebuild dist/
 * while the end-to-end tests beside it are served from it.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { preview } from 'vite';
import { test, expect } from '../e2e/helpers';

const execFileAsync = promisify(execFile);

/** Runs a command; a failure carries what it printed (tsc prints its errors on stdout). */
async function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  try {
    return await execFileAsync(command, args, { ...options, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${[command, ...args].join(' ')} failed:\n${stdout}${stderr}`, { cause: error });
  }
}

const root = resolve(import.meta.dirname, '../..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);

/** npm's settings for the library's own scripts (`npm test`) stay out of the npm commands run here. */
const npmEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));

/** What a consumer's package holds: the build, the manifest, and what npm always adds. */
const PACKED = /^(dist\/.+|custom-elements\.json|package\.json|README\.md)$/;

const consumerFiles = {
  'package.json': `${JSON.stringify({ name: 'consumer', private: true, type: 'module' }, null, 2)}\n`,
  'tsconfig.json': `${JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'bundler',
        lib: ['ES2022', 'DOM', 'DOM.Iterable'],
        strict: true,
        noEmit: true,
        types: [],
      },
      include: ['main.ts'],
    },
    null,
    2,
  )}\n`,
  'index.html': `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <link rel="icon" href="data:," />
    <title>An application page</title>
    <script type="module" src="./main.ts"></script>
  </head>
  <body>
    <header><cart-count></cart-count></header>
    <main>
      <h1>Portfolio tools</h1>
      <disclaimer-modal data-storage-key="consumer-disclaimer">
        <p>These tools are intended only for investment professionals.</p>
      </disclaimer-modal>
    </main>
  </body>
</html>
`,
  'main.ts': `// The loader, bundled: it defines <cart-count> when the page has one.
import '@cm/widgets/loader';
import '@cm/widgets/disclaimer-modal';
import type { CartCountElement } from '@cm/widgets';

// The package's types know each tag's element and its data-* attributes.
const cartCount: CartCountElement | null = document.querySelector('cart-count');
if (cartCount) cartCount.dataset.cartUrl = '/resources/literature/cart';
`,
};

test('an application installs the packed library offline, bundles the loader and an element with Vite and draws both elements', async ({
  page,
}) => {
  test.setTimeout(60_000);
  if (!existsSync(join(root, 'dist/loader.js'))) throw new Error('dist/ does not exist: run `npm run build` first.');
  const work = await mkdtemp(join(tmpdir(), 'cm-widgets-consumer-'));
  const consumer = join(work, 'app');
  const server = { close: async () => undefined as void };
  try {
    const tarball = await test.step('npm pack', async () => {
      const { stdout } = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', work], {
        cwd: root,
        env: npmEnv,
      });
      const [packed] = JSON.parse(stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
      if (!packed) throw new Error(`npm pack wrote nothing: ${stdout}`);
      const paths = packed.files.map((file) => file.path);
      expect(paths.filter((path) => !PACKED.test(path))).toEqual([]);
      expect(paths).toEqual(expect.arrayContaining(['dist/loader.js', 'dist/elements.d.ts', 'custom-elements.json']));
      return join(work, packed.filename);
    });

    await test.step('npm install of the tarball, offline, with an empty cache', async () => {
      await mkdir(consumer);
      for (const [name, text] of Object.entries(consumerFiles)) await writeFile(join(consumer, name), text);
      await run(
        'npm',
        ['install', tarball, '--offline', '--no-audit', '--no-fund', '--cache', join(work, 'npm-cache')],
        { cwd: consumer, env: npmEnv },
      );
    });

    await test.step('every element of the manifest and the loader resolve to a file of the package', async () => {
      const require = createRequire(join(consumer, 'package.json'));
      const manifest = JSON.parse(await readFile(require.resolve('@cm/widgets/custom-elements.json'), 'utf8')) as {
        modules: Array<{ declarations: Array<{ tagName?: string }> }>;
      };
      const tags = manifest.modules.flatMap((module) => module.declarations.flatMap((d) => d.tagName ?? []));
      expect(tags).toContain('cart-count');
      const specifiers = ['@cm/widgets/loader', ...tags.map((tag) => `@cm/widgets/${tag}`)];
      const missing = specifiers.filter((specifier) => {
        try {
          return !existsSync(require.resolve(specifier));
        } catch {
          return true;
        }
      });
      expect(missing).toEqual([]);
    });

    await test.step('tsc: the page script compiles against the package types', async () => {
      await run(bin('tsc'), ['-p', consumer], { cwd: consumer });
    });

    const url = await test.step('vite build, vite preview', async () => {
      // The library's own Vite, run in the consumer's folder: it resolves @cm/widgets from the consumer's
      // node_modules, as the consumer's Vite would.
      await run(bin('vite'), ['build'], { cwd: consumer });
      const previewed = await preview({
        root: consumer,
        configFile: false,
        logLevel: 'silent',
        preview: { host: '127.0.0.1', port: 0 },
      });
      server.close = () => previewed.close();
      const address = previewed.resolvedUrls?.local[0];
      if (!address) throw new Error('vite preview gave no address');
      return address;
    });

    await page.goto(url);
    const link = page.locator('cart-count').getByRole('link');
    await expect(link).toHaveText('View Cart 0');
    await expect(link).toHaveAttribute('href', /\/resources\/literature\/cart$/);

    const dialog = page.getByRole('dialog', { name: 'Important Information' });
    await expect(dialog).toBeVisible();
    // The page's text is light DOM shown through the dialog's slot.
    await expect(
      page.locator('disclaimer-modal').getByText('These tools are intended only for investment professionals.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'I accept' }).click();
    await expect(dialog).toHaveCount(0);
  } finally {
    await server.close();
    await rm(work, { recursive: true, force: true });
  }
});
