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
  define: mode === 'test' ? {} : { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? 'development' : 'production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: false,
    // One build for every element: one React, one copy of each store per page.
    rolldownOptions: {
      input: {
        loader: resolve(root, 'runtime/loader.ts'),
        ...Object.fromEntries(widgetTags.map((tag) => [`widgets/${tag}`, resolve(root, 'widgets', tag, 'element.ts')])),
      },
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/, priority: 20 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 10 },
            { name: 'runtime', test: /[\\/](runtime|services)[\\/]/, priority: 5 },
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
          setupFiles: ['runtime/test-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['demo-pages/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
    ],
  },
}));
