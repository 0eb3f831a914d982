/** The benchmark's options (`--runs`, `--no-build`), paths and the shared notes and log. */
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
export const PAGES = join(root, 'bench/pages');
/** The comparison builds: git-ignored (bench/.gitignore), and outside lint and formatting (bench/results/). */
export const BUILD = join(root, 'bench/results/build');
export const RESULTS = join(root, 'bench/results');
/** Where the comparison pages are served, on the demo server's origin (so they call the same fixture backend). */
export const BENCH_PATH = 'bench-pages/';

export const argv = process.argv.slice(2);
export const argValue = (name: string): string | undefined => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
};
export const RUNS = Math.max(7, Number(argValue('runs') ?? 9) || 9);
export const WARM_UPS = 1;
/** Quiet time before each timed interaction, after a garbage collection: the previous one's paint and raster end. */
export const PAUSE_MS = 100;
export const BUILD_FIRST = !argv.includes('--no-build');
/**
 * `--check`: the run fails (exit code 1) when an element's interaction at 4× CPU slowdown is over its limit in
 * bench/budgets.json (`interactions`); without it the report marks it and the run succeeds.
 */
export const CHECK = argv.includes('--check');

/** The sections of the bench, in the order they run; `--only curve,startup` runs only those. */
export const SECTIONS = [
  'tables',
  'floor',
  'curve',
  'insights',
  'literature',
  'startup',
  'layout-shift',
  'elements',
  'element-startup',
  'leaks',
] as const;
export type Section = (typeof SECTIONS)[number];
const only = argValue('only')
  ?.split(',')
  .map((name) => name.trim());
for (const name of only ?? []) {
  if (!(SECTIONS as readonly string[]).includes(name))
    throw new Error(`--only ${name}: no such section (${SECTIONS.join(', ')})`);
}
/** The sections this run measures (every one without `--only`). */
export const ONLY: readonly Section[] | undefined = only as Section[] | undefined;
export const runs = (section: Section) => !ONLY || ONLY.includes(section);

/** The first keystroke typed into the empty search box: a letter many, but not all, names contain. */
export const KEYSTROKE = 'g';

export const notes: string[] = [];
export const addNote = (note: string) => {
  if (!notes.includes(note)) notes.push(note);
};
export const log = (message: string) => console.log(`[bench] ${message}`);
export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
