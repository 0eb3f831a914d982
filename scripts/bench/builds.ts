/** The builds the benchmark measures: the library (`npm run build`), the comparison pages, and the size figures. */
import react from '@vitejs/plugin-react';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { build } from 'vite';
import { type BenchResults, type SizeRow } from '../bench-report';
import { closure, measure, pageSizes, stableName, type ChunkSize } from '../budgets';
import { BENCH_PATH, BUILD, PAGES, log, root } from './options';

// ---------------------------------------------------------------------------------------------------------------
// Builds

export function buildLibrary() {
  log('npm run build');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

export async function viteBuild(outDir: string, input: Record<string, string>, names: string) {
  await build({
    configFile: false,
    root: PAGES,
    base: `/${BENCH_PATH}`,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      modulePreload: { polyfill: false },
      reportCompressedSize: false,
      // AG Grid is one large module; its size is what the size section reports.
      chunkSizeWarningLimit: 5000,
      rolldownOptions: { input, output: { entryFileNames: names, chunkFileNames: 'chunks/[name]-[hash].js' } },
    },
  });
}

/**
 * The library built without minifying, so that a trace names its functions (profile.ts, elements.ts --profile), into
 * bench/results/build/profile-dist; returns that folder.
 */
export async function buildUnminified(): Promise<string> {
  const outDir = join(BUILD, 'profile-dist');
  log('building the library without minifying into bench/results/build/profile-dist');
  await build({
    configFile: join(root, 'vite.config.ts'),
    configLoader: 'runner',
    root,
    logLevel: 'warn',
    build: { outDir, rolldownOptions: { output: { minify: false } } },
  });
  return outDir;
}

/** The comparison pages and the in-page harness, and the two size references, each built on its own. */
export async function buildComparisons() {
  log('building the comparison pages (Vite)');
  await viteBuild(
    join(BUILD, 'pages'),
    {
      // Both AG Grid columns: the page renders every row with `?rows=all` (scripts/bench/tables.ts, tableUrl).
      'ag-grid': join(PAGES, 'ag-grid.html'),
      'plain-dom': join(PAGES, 'plain-dom.html'),
      harness: join(PAGES, 'harness.ts'),
    },
    '[name].js',
  );
  await viteBuild(join(BUILD, 'size-ag-grid'), { index: join(PAGES, 'ag-grid-minimal.html') }, '[name]-[hash].js');
  await viteBuild(join(BUILD, 'size-react'), { index: join(PAGES, 'react-only.html') }, '[name]-[hash].js');
}

// ---------------------------------------------------------------------------------------------------------------
// Size

export const sum = (chunks: readonly ChunkSize[], key: 'gzip' | 'brotli' | 'raw') =>
  chunks.reduce((total, chunk) => total + chunk[key], 0);

export function sizes(): BenchResults['size'] {
  const chunks = measure();
  const chunkRows: SizeRow[] = chunks.map((c) => ({ name: c.name, gzip: c.gzip, brotli: c.brotli, raw: c.raw }));
  const pageRows: SizeRow[] = Object.entries(pageSizes(chunks)).map(([tag, page]) => ({
    name: `page with <${tag}>`,
    gzip: page.gzip,
    brotli: page.brotli,
    note: page.files.map(stableName).join(', '),
  }));
  const everything = new Map<string, ChunkSize>();
  for (const entry of ['loader.js', ...chunks.filter((c) => c.file.startsWith('widgets/')).map((c) => c.file)]) {
    for (const chunk of closure(entry, chunks)) everything.set(chunk.file, chunk);
  }
  const all = [...everything.values()];
  pageRows.push({
    name: 'page with every element',
    gzip: sum(all, 'gzip'),
    brotli: sum(all, 'brotli'),
    note: `${all.length} files`,
  });

  const agGrid = measure(join(BUILD, 'size-ag-grid'));
  const reactOnly = measure(join(BUILD, 'size-react'));
  const agRow: SizeRow = {
    name: 'minimal ag-grid-react page',
    gzip: sum(agGrid, 'gzip'),
    brotli: sum(agGrid, 'brotli'),
    raw: sum(agGrid, 'raw'),
    note: 'React, ag-grid-react and the AG Grid modules the comparison uses (bench/pages/ag-grid-modules.ts), minified',
  };
  const reactRow: SizeRow = {
    name: 'React alone',
    gzip: sum(reactOnly, 'gzip'),
    brotli: sum(reactOnly, 'brotli'),
    raw: sum(reactOnly, 'raw'),
    note: 'React and React DOM rendering one element, same build settings',
  };
  return {
    chunks: chunkRows,
    pages: pageRows,
    agGrid: [
      agRow,
      reactRow,
      {
        name: 'AG Grid itself (difference)',
        gzip: agRow.gzip - reactRow.gzip,
        brotli: agRow.brotli - reactRow.brotli,
        note: 'the minimal page less React alone',
      },
    ],
  };
}
