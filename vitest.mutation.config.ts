// The unit tests as StrykerJS runs them (stryker.config.mjs): the pure logic's tests (tests/unit/logic-tests.ts), as
// `npm test` runs them, in one project (Stryker's vitest runner maps each mutant to the tests that reach it; with
// several projects it loses some of them). Component tests (.tsx) are left out: Stryker mutates no component.
import { defineConfig } from 'vitest/config';
import { LOGIC_TESTS } from './tests/unit/logic-tests';

export default defineConfig({
  test: {
    environment: 'node',
    ...LOGIC_TESTS,
  },
});
