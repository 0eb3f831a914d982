import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';
import { TEST_CHROMIUM, chromiumArgs } from './tests/browsers.mjs';

/**
 * End-to-end tests: the visitors' journeys on the demo pages, served with the fixture backend by
 * `demo-pages/server.ts` (which serves the built `dist/`: run `npm run build` first; `npm test` does).
 *
 *   npm run test:e2e
 *   npm run test:e2e -- --project=chromium tests/e2e/smoke.spec.ts
 *   E2E_BASE_URL=http://localhost:5173 npm run test:e2e   against a server that is already running
 *
 * Each run starts its own server, on a port no other process holds (E2E_PORT to choose one): never a server that
 * another checkout or an earlier run left on a shared port, which would test another build.
 */

/** A port free at this moment, chosen by the system. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

// The workers load this file again: they inherit the port the main process chose.
process.env.E2E_PORT ??= String(await freePort());
const PORT = Number(process.env.E2E_PORT);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${PORT}`;
const CI = Boolean(process.env.CI);
/** With E2E_BASE_URL the tests run against that server and start none. */
const externalServer = Boolean(process.env.E2E_BASE_URL);

/**
 * Debian's Chromium (its headless shell when installed, tests/browsers.mjs): no browser is downloaded. Flags it needs
 * as root in a container and on a closed network.
 */
const chromium = { executablePath: TEST_CHROMIUM, args: chromiumArgs };

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  // Three workers on two cores: with Chromium's headless shell a test no longer keeps a core busy (the stage with two
  // was a quarter idle), and the whole layer took 183 s with three where it took 220 s with two.
  workers: 3,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    // A trace is recorded for the retry of a failed test (CI retries once), not for every test: recording snapshots
    // the DOM at each step, which on the thousand-row tables made the whole layer about a sixth slower. To trace a
    // failure here, run it again with `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'chromium',
      // Every test but the phone-only ones (@phone); @mobile tests run here and on the phone.
      grepInvert: /@phone\b/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      // Phones (the spec's mobile breakpoint): the tests tagged @mobile (desktop and phone) or @phone (phone only).
      name: 'chromium-mobile',
      grep: /@mobile|@phone\b/,
      use: {
        viewport: { width: 375, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
    {
      // The package as an application installs it (tests/package/): packed from the built dist/, installed offline
      // into a plain Vite project, built, served and drawn. It serves its own pages, not the demo pages.
      name: 'package',
      testDir: 'tests/package',
      use: { viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
  webServer: externalServer
    ? undefined
    : {
        command: `npx tsx demo-pages/server.ts --port ${PORT}`,
        url: `${baseURL}/`,
        reuseExistingServer: false,
        timeout: 60_000,
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
