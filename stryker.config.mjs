// StrykerJS: mutation testing of the logic the unit tests guard, on demand (`npm run mutation`, not in `npm test`).
// It runs vitest (vitest.mutation.config.ts: the unit tests, the pure ones in Node) against each mutant of the runtime's modules and of the widgets' pure files:
// model.ts and the other plain .ts files beside the components (sorting, landing, query, links, capital gains...).
// Components (.tsx), element definitions, the loader and runtime/ui are exercised by the browser tests, which
// Stryker cannot run; they are out of its scope. Reports: reports/mutation/ (HTML and JSON).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts' },
  mutate: [
    'runtime/*.ts',
    '!runtime/*.test.ts',
    '!runtime/test-*.{ts,tsx}',
    '!runtime/loader.ts',
    'widgets/**/*.ts',
    '!widgets/**/*.test.ts',
    '!widgets/**/element.ts',
  ],
  coverageAnalysis: 'perTest',
  // Module-level constants run once per test file: mutating them needs every test, for little to learn.
  ignoreStatic: true,
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  thresholds: { high: 85, low: 70, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
