// The unit tests as StrykerJS runs them (stryker.config.mjs): the widgets' pure logic in Node, which starts in a
// fraction of jsdom's time (each mutant reruns the tests that reach it), and the runtime's tests in jsdom as usual.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'pure',
          environment: 'node',
          include: ['widgets/**/*.test.ts', 'runtime/attributes.test.ts', 'runtime/format.test.ts'],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['runtime/*.test.ts'],
          exclude: ['runtime/attributes.test.ts', 'runtime/format.test.ts', '**/node_modules/**'],
          setupFiles: ['runtime/test-setup.ts'],
        },
      },
    ],
  },
});
