// @web/test-runner for `npm run coverage` (scripts/coverage.ts): the browser tests in Chromium with its V8
// coverage of the library's own sources, mapped back through Vite's source maps and written as JSON for the merge
// with vitest's. Everything else is web-test-runner.config.mjs.
//
//   WTR_BROWSERS=chromium npx web-test-runner --config web-test-runner.coverage.mjs
import config from './web-test-runner.config.mjs';

export default {
  ...config,
  coverage: true,
  coverageConfig: {
    include: ['runtime/**', 'services/**', 'widgets/**'],
    exclude: ['**/*.test.{ts,tsx}', '**/node_modules/**'],
    reportDir: 'coverage/browser',
    reporters: ['json'],
    report: true,
  },
  // A guard against a hang, not a timing: collecting coverage slows the longest test file (fund-table's) past
  // the default two minutes on a loaded 2-core machine.
  testsFinishTimeout: 600_000,
  // The same for one test: the first of a file also pays for collecting coverage of everything it loads.
  testFramework: { ...config.testFramework, config: { ...config.testFramework.config, timeout: 90_000 } },
};
