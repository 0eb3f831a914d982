/**
 * The unit tests of the pure logic: the runtime's own modules and the plain .ts files of the widgets (models,
 * queries, links...). They run in Node, which starts in a fraction of jsdom's time; a file that needs a DOM says so
 * with a `// @vitest-environment jsdom` first line. `npm test` runs them this way (vite.config.ts, project "logic")
 * and so do the mutation runs (vitest.mutation.config.ts), so a test that passes in one passes in the other.
 */
export const LOGIC_TESTS = {
  include: ['widgets/**/*.test.ts', 'runtime/*.test.ts'],
  exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
  setupFiles: ['tests/unit/logic-setup.ts'],
};
