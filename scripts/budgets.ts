/**
 * Size budgets of the built library (dist/): every script a page can download has a gzip budget in
 * bench/budgets.json, and so does what a page with one element downloads in all (the loader, the element's chunk
 * and the shared chunks it imports). `npm test` runs the check after the build; a size over its budget fails with a
 * message naming the chunk, its size and its budget.
 *
 *   tsx scripts/budgets.ts           print the sizes (gzip and brotli) and check them
 *   tsx scripts/budgets.ts --json    print the sizes as JSON (used by the benchmark)
 */
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, resolve, dirname, posix } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const DIST = join(root, 'dist');
const BUDGETS = join(root, 'bench/budgets.json');

export interface ChunkSize {
  /** Stable name: `loader.js`, `widgets/<tag>.js`, `chunks/<name>.js` (the content hash left out). */
  name: string;
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
  /** Files this one imports statically (loaded with it), as dist-relative paths. */
  imports: string[];
}

export interface Budgets {
  /** gzip bytes per stable chunk name. */
  chunks: Record<string, number>;
  /** gzip bytes of everything a page with that one element downloads. */
  pages: Record<string, number>;
  /**
   * Milliseconds per element interaction at 4× CPU slowdown ("<tag>: <interaction>"): checked by the bench
   * (scripts/bench/elements.ts), not here, since a time depends on the machine.
   */
  interactions?: Record<string, number>;
}

/** `chunks/react-DJT4P5uY.js` -> `chunks/react.js`; other names stay. */
export function stableName(file: string): string {
  return file.replace(/^chunks\/(.+)-[\w-]{8}\.js$/, 'chunks/$1.js');
}

/** The relative paths a minified ES module imports statically (`import ... from "./x.js"`, `import "./x.js"`). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/(?:^|[;}\s])import\s*(?:[^"'`()]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+)["']/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

function listScripts(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? listScripts(path) : path.endsWith('.js') ? [path] : [];
  });
}

export function measure(dist = DIST): ChunkSize[] {
  if (!existsSync(dist)) throw new Error('dist/ does not exist: run `npm run build` first.');
  return listScripts(dist)
    .map((path) => {
      const file = relative(dist, path).split('\\').join('/');
      const code = readFileSync(path);
      return {
        name: stableName(file),
        file,
        raw: code.length,
        gzip: gzipSync(code, { level: 9 }).length,
        brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        imports: staticImports(code.toString('utf8')).map((spec) => posix.normalize(posix.join(dirname(file), spec))),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Every file loaded with `entry`: the entry and, transitively, what it imports statically. */
export function closure(entry: string, chunks: ChunkSize[]): ChunkSize[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const seen = new Map<string, ChunkSize>();
  const visit = (file: string) => {
    const chunk = byFile.get(file);
    if (!chunk || seen.has(file)) return;
    seen.set(file, chunk);
    chunk.imports.forEach(visit);
  };
  visit(entry);
  return [...seen.values()];
}

/** What a page with one element downloads: the loader and the element's chunk with their imports. */
export function pageSizes(chunks: ChunkSize[]): Record<string, { gzip: number; brotli: number; files: string[] }> {
  const loader = closure('loader.js', chunks);
  const pages: Record<string, { gzip: number; brotli: number; files: string[] }> = {};
  for (const widget of chunks.filter((chunk) => chunk.file.startsWith('widgets/'))) {
    const files = new Map([...loader, ...closure(widget.file, chunks)].map((chunk) => [chunk.file, chunk]));
    const list = [...files.values()];
    pages[widget.name.replace(/^widgets\/(.+)\.js$/, '$1')] = {
      gzip: list.reduce((sum, chunk) => sum + chunk.gzip, 0),
      brotli: list.reduce((sum, chunk) => sum + chunk.brotli, 0),
      files: list.map((chunk) => chunk.file).sort(),
    };
  }
  return pages;
}

/** The failures: each names the chunk or page, its size and its budget. */
export function checkBudgets(chunks: ChunkSize[], budgets: Budgets): string[] {
  const failures: string[] = [];
  for (const chunk of chunks) {
    const budget = budgets.chunks[chunk.name];
    if (budget === undefined) failures.push(`${chunk.name} (${chunk.gzip} B gzip) has no budget in bench/budgets.json`);
    else if (chunk.gzip > budget)
      failures.push(`${chunk.name} is ${chunk.gzip} B gzip, over its budget of ${budget} B`);
  }
  for (const [tag, page] of Object.entries(pageSizes(chunks))) {
    const budget = budgets.pages[tag];
    if (budget === undefined)
      failures.push(`a page with <${tag}> (${page.gzip} B gzip) has no budget in bench/budgets.json`);
    else if (page.gzip > budget)
      failures.push(`a page with <${tag}> downloads ${page.gzip} B gzip, over its budget of ${budget} B`);
  }
  return failures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

function main() {
  const chunks = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ chunks, pages: pageSizes(chunks) }, null, 2));
    return;
  }
  const budgets = JSON.parse(readFileSync(BUDGETS, 'utf8')) as Budgets;
  for (const chunk of chunks) {
    const budget = budgets.chunks[chunk.name];
    console.log(
      `${chunk.name.padEnd(36)} ${kb(chunk.gzip).padStart(10)} gzip ${kb(chunk.brotli).padStart(10)} br   budget ${budget === undefined ? '-' : kb(budget)}`,
    );
  }
  for (const [tag, page] of Object.entries(pageSizes(chunks))) {
    console.log(
      `page with <${tag}>`.padEnd(36),
      `${kb(page.gzip).padStart(10)} gzip ${kb(page.brotli).padStart(10)} br   budget ${budgets.pages[tag] === undefined ? '-' : kb(budgets.pages[tag])}`,
    );
  }
  const failures = checkBudgets(chunks, budgets);
  if (failures.length) {
    console.error(`\nSize budget exceeded:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
    process.exit(1);
  }
  console.log('\nEvery chunk is within its size budget.');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
