// ESLint flat config: JavaScript and TypeScript recommended rules, the rules of hooks, and accessibility rules for
// JSX. Formatting is Prettier's business, not ESLint's.
import { defineConfig, globalIgnores } from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default defineConfig(
  globalIgnores([
    'dist/',
    'node_modules/',
    'test-results/',
    'playwright-report/',
    'coverage/',
    'reports/',
    '.stryker-tmp/',
    'bench/results/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      // Widgets run in the browser; configs, scripts, the demo server and its fixture backend run in Node.
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // Playwright's fixtures call a function named `use`, which is no React hook.
    ignores: ['tests/e2e/**', 'playwright.config.ts'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // The runtime's data hook takes a call and the values it reads, like useEffect: check them alike.
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useService$' }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
);
