import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { readdirSync, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fixtureBackend } from './demo-pages/api/vite-plugin';

const root = import.meta.dirname;

/** Every folder under widgets/ with an element.ts is an element, named after its tag. */
export const widgetTags = readdirSync(resolve(root, 'widgets'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(resolve(root, 'widgets', d.name, 'element.ts')))
  .map((d) => d.name)
  .sort();

export default defineConfig(({ mode }) => ({
  plugins: [react(), fixtureBackend()],
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
            { name: 'vendor', test: /node_modules[\\/]/, priority: 20 },
            // The runtime's own modules (runtime/*.ts, not the loader, the sanitiser or the date formatting, not
            // the ui/ pieces, which go with the elements that use them) and the content service every element may call.
            {
              name: 'runtime',
              test: /[\\/](runtime[\\/](?!loader\.|sanitize\.|format\.)[\w.-]+\.(tsx?|css)(\?inline)?|services[\\/]content\.ts)$/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['runtime/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'services/**/*.test.{ts,tsx}'],
          // Real-browser tests run in @web/test-runner.
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
          setupFiles: ['runtime/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['demo-pages/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
        },
      },
    ],
  },
}));
