// The unit tests as StrykerJS runs them (stryker.config.mjs). One project (Stryker's vitest runner maps each mutant
// to the tests that reach it; with several projects it loses some of them): the pure logic's tests in Node, which
// starts in a fraction of jsdom's time (each mutant reruns the tests that reach it), and the runtime tests that
// need a DOM in jsdom through their `// @vitest-environment jsdom` line. Component tests (.tsx) are left out:
// Stryker mutates no component.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['widgets/**/*.test.ts', 'runtime/*.test.ts'],
    exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
    setupFiles: ['tests/mutation-setup.ts'],
  },
});
