/**
 * Coverage of the whole suite: vitest's V8 coverage (unit and component tests) merged with Chromium's V8 coverage
 * of the real-browser tests (@web/test-runner), printed per folder.
 *
 *   npm run coverage                 runs both layers, then merges
 *   npx tsx scripts/coverage.ts --merge-only
 *                                    merges coverage/unit and coverage/browser as they are
 *
 * vitest's coverage settings are in vite.config.ts (test.coverage), the browsers' in web-test-runner.coverage.mjs.
 *
 * The two layers describe code differently: vitest maps V8's ranges onto the syntax tree (statements and branch
 * arms), @web/test-runner onto source lines and V8's block ranges. vitest's map is the measure: every file of
 * runtime/, services/ and widgets/ with its statements and branch arms, tested or not. A line counts as covered
 * when vitest ran a statement on it or Chromium ran that line. A branch arm counts as covered when vitest took it,
 * or when Chromium ran the arm's first character outside any block V8 reports as never run. An `if` without an
 * `else` has no location for its "condition false" arm: only vitest's count is used for it, so the merged branch
 * figure errs low, never high. The merged data is written to coverage/merged/coverage-final.json (istanbul's
 * format, vitest's map with merged counts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

interface Position {
  line: number;
  column?: number | null;
}
interface Range {
  start: Partial<Position>;
  end: Partial<Position>;
}
export interface FileCoverage {
  path: string;
  statementMap: Record<string, Range>;
  branchMap: Record<string, { loc: Range; type: string; locations: Range[]; line?: number }>;
  fnMap: Record<string, unknown>;
  s: Record<string, number>;
  b: Record<string, number[]>;
  f: Record<string, number>;
}
export type CoverageMap = Record<string, FileCoverage>;

/** What Chromium ran of one file: the count of each line, and V8's blocks that never ran. */
export interface BrowserRuns {
  lineCount: Map<number, number>;
  neverRun: Range[];
}

export function browserRuns(file: FileCoverage): BrowserRuns {
  const lineCount = new Map<number, number>();
  for (const [id, range] of Object.entries(file.statementMap)) {
    const line = range.start.line;
    if (line === undefined) continue;
    lineCount.set(line, Math.max(lineCount.get(line) ?? 0, file.s[id] ?? 0));
  }
  const neverRun: Range[] = [];
  for (const [id, branch] of Object.entries(file.branchMap)) {
    branch.locations.forEach((location, arm) => {
      if ((file.b[id]?.[arm] ?? 0) === 0) neverRun.push(location);
    });
  }
  return { lineCount, neverRun };
}

const before = (a: Position, b: Position) =>
  a.line < b.line || (a.line === b.line && (a.column ?? 0) <= (b.column ?? Number.MAX_SAFE_INTEGER));

function contains(range: Range, at: Position): boolean {
  const { start, end } = range;
  if (start.line === undefined || end.line === undefined) return false;
  return before({ line: start.line, column: start.column }, at) && before(at, { line: end.line, column: end.column });
}

/** Chromium ran the code at `at`: its line ran, and no block V8 reports as never run holds it. */
export function ranInBrowser(runs: BrowserRuns, at: Position): boolean {
  if ((runs.lineCount.get(at.line) ?? 0) === 0) return false;
  return !runs.neverRun.some((range) => contains(range, at));
}

/** Where the consequent of the `if` at `at` starts: after the condition's closing parenthesis. */
export function consequentStart(source: string[], at: Position): Position | undefined {
  let depth = 0;
  let seenOpen = false;
  for (let line = at.line; line <= source.length && line < at.line + 40; line += 1) {
    const text = source[line - 1] ?? '';
    for (let column = line === at.line ? (at.column ?? 0) : 0; column < text.length; column += 1) {
      const char = text[column];
      if (!seenOpen) {
        if (char === '(') {
          seenOpen = true;
          depth = 1;
        }
        continue;
      }
      if (depth > 0) {
        if (char === '(') depth += 1;
        else if (char === ')') depth -= 1;
        continue;
      }
      if (char !== ' ' && char !== '\t') return { line, column };
    }
  }
  return undefined;
}

export interface Counts {
  lines: { covered: number; total: number };
  branches: { covered: number; total: number };
}

/** vitest's map of one file with the browser's runs added; returns the merged file and its counts. */
export function mergeFile(
  unit: FileCoverage,
  browser: FileCoverage | undefined,
  source: string[],
): { merged: FileCoverage; counts: Counts } {
  const runs = browser ? browserRuns(browser) : undefined;
  const s: Record<string, number> = {};
  const lines = new Map<number, boolean>();
  for (const [id, range] of Object.entries(unit.statementMap)) {
    const line = range.start.line;
    const unitCount = unit.s[id] ?? 0;
    const browserCount = line !== undefined ? (runs?.lineCount.get(line) ?? 0) : 0;
    s[id] = unitCount + browserCount;
    if (line !== undefined) lines.set(line, (lines.get(line) ?? false) || s[id] > 0);
  }
  const b: Record<string, number[]> = {};
  let armsCovered = 0;
  let armsTotal = 0;
  for (const [id, branch] of Object.entries(unit.branchMap)) {
    b[id] = branch.locations.map((location, arm) => {
      const unitCount = unit.b[id]?.[arm] ?? 0;
      let at: Position | undefined =
        location.start.line === undefined ? undefined : { line: location.start.line, column: location.start.column };
      // vitest locates an `if`'s "taken" arm at the `if` itself: look at its consequent instead.
      if (at && branch.type === 'if' && arm === 0) at = consequentStart(source, at);
      const browserTook = runs !== undefined && at !== undefined && ranInBrowser(runs, at);
      const count = unitCount + (browserTook ? 1 : 0);
      armsTotal += 1;
      if (count > 0) armsCovered += 1;
      return count;
    });
  }
  const covered = [...lines.values()].filter(Boolean).length;
  return {
    merged: { ...unit, s, b },
    counts: { lines: { covered, total: lines.size }, branches: { covered: armsCovered, total: armsTotal } },
  };
}

/** The folders a file counts in: each of its parent folders, from the top. */
export function foldersOf(file: string): string[] {
  const parts = dirname(file).split('/');
  return parts.map((_, index) => `${parts.slice(0, index + 1).join('/')}/`);
}

const percent = ({ covered, total }: { covered: number; total: number }) =>
  total === 0 ? '   -  ' : `${((100 * covered) / total).toFixed(1).padStart(5)}%`;

export function summaryTable(rows: Array<[string, Counts, Counts, Counts]>): string {
  const header = ['folder', 'unit lines', 'browser lines', 'lines', 'branches'];
  const body = rows.map(([folder, unit, browser, merged]) => [
    folder,
    percent(unit.lines),
    percent(browser.lines),
    `${percent(merged.lines)} (${merged.lines.covered}/${merged.lines.total})`,
    `${percent(merged.branches)} (${merged.branches.covered}/${merged.branches.total})`,
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...body].map((row) => row[column]!.length)));
  const format = (row: string[]) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [format(header), format(widths.map((w) => '-'.repeat(w))), ...body.map(format)].join('\n');
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed (exit ${result.status}): no coverage figure from a red suite.`);
    process.exit(result.status ?? 1);
  }
}

const emptyCounts = (): Counts => ({ lines: { covered: 0, total: 0 }, branches: { covered: 0, total: 0 } });
function add(into: Counts, counts: Counts): void {
  for (const key of ['lines', 'branches'] as const) {
    into[key].covered += counts[key].covered;
    into[key].total += counts[key].total;
  }
}

function main(): void {
  if (!process.argv.includes('--merge-only')) {
    rmSync(join(root, 'coverage'), { recursive: true, force: true });
    run('npx', ['vitest', 'run', '--coverage']);
    // Chromium only: Firefox reports no V8 coverage.
    run('npx', ['web-test-runner', '--config', 'web-test-runner.coverage.mjs'], { WTR_BROWSERS: 'chromium' });
  }
  const read = (layer: string): CoverageMap => {
    const path = join(root, 'coverage', layer, 'coverage-final.json');
    if (!existsSync(path)) throw new Error(`${relative(root, path)} is missing: run npm run coverage.`);
    return JSON.parse(readFileSync(path, 'utf8')) as CoverageMap;
  };
  const unit = read('unit');
  const browser = read('browser');

  const merged: CoverageMap = {};
  const byFolder = new Map<string, [Counts, Counts, Counts]>();
  const total: [Counts, Counts, Counts] = [emptyCounts(), emptyCounts(), emptyCounts()];
  for (const [path, file] of Object.entries(unit)) {
    const name = relative(root, path);
    const source = readFileSync(path, 'utf8').split('\n');
    const unitOnly = mergeFile(file, undefined, source).counts;
    const browserOnly = mergeFile({ ...file, s: {}, b: {} }, browser[path], source).counts;
    const both = mergeFile(file, browser[path], source);
    merged[path] = both.merged;
    for (const folder of foldersOf(name)) {
      const entry = byFolder.get(folder) ?? [emptyCounts(), emptyCounts(), emptyCounts()];
      add(entry[0], unitOnly);
      add(entry[1], browserOnly);
      add(entry[2], both.counts);
      byFolder.set(folder, entry);
    }
    add(total[0], unitOnly);
    add(total[1], browserOnly);
    add(total[2], both.counts);
  }
  mkdirSync(join(root, 'coverage', 'merged'), { recursive: true });
  writeFileSync(join(root, 'coverage', 'merged', 'coverage-final.json'), JSON.stringify(merged));

  const rows: Array<[string, Counts, Counts, Counts]> = [...byFolder.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([folder, counts]) => [folder, ...counts]);
  rows.push(['all', ...total]);
  console.log('\nCoverage of the whole suite (unit + Chromium), per folder:\n');
  console.log(summaryTable(rows));
  console.log(
    '\nGoal: 90 % of lines and 85 % of branches in runtime/, services/ and widgets/ (measured, not enforced).',
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
