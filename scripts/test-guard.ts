/**
 * A check on the test files, run by `npm run lint`: a test must be able to fail for the right reason.
 *
 *   npx tsx scripts/test-guard.ts            checks every test file; exits 1 with file:line and the rule broken
 *
 * Rules:
 * - wall-clock: no elapsed time measured against the clock (`Date.now() - started`, `performance.now() - t0`)
 *   and no race of an answer against a real timer (`Promise.race([answer, setTimeout...])`): use fake timers
 *   or a fixed clock.
 * - sleep-then-negative: no bare sleep (`setTimeout` promise, `aTimeout`, `page.waitForTimeout`) followed by an
 *   assertion that something did not happen: wait for the event that would have happened, then assert.
 * - absence-before-drawing: no assertion that something is absent right after an element is attached or a page
 *   is opened (`fixture(...)`, `page.goto(...)`, `page.reload()`), before anything waits for the element's first
 *   drawing (`firstDrawn`, a wait for something it shows): before it, an element shows nothing, whatever it renders.
 * - e2e-fixture: every end-to-end spec takes `test` from tests/e2e/helpers (its fixture fails a test on an
 *   undeclared console error), never from @playwright/test.
 * - browser-helpers: every browser test imports tests/browser/helpers (which installs the console guard).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

export interface Problem {
  file: string;
  line: number;
  rule: 'wall-clock' | 'sleep-then-negative' | 'absence-before-drawing' | 'e2e-fixture' | 'browser-helpers';
  message: string;
}

/** A test file, by its name. */
export const isTestFile = (path: string) => /\.(test|spec)\.(ts|tsx|mts|js|mjs)$/.test(path);

const ELAPSED = /(?:Date|performance)\.now\(\)\s*-\s*[A-Za-z_$(]|[\w$)\]]\s*-\s*(?:Date|performance)\.now\(\)/;
const TIMER_RACE = /Promise\.race\(/;
const REAL_TIMER = /\bsetTimeout\(|\baTimeout\(|\bsleep\(|\bdelay\(/;
const SLEEP = /\bawait\s+(?:new\s+Promise\b.*\bsetTimeout\(|aTimeout\(|sleep\(|delay\(|[\w.]*\.waitForTimeout\()/;
const NEGATIVE_ASSERTION = [
  /\bassert\.(?:equal|strictEqual)\([^;]*,\s*(?:null|undefined|false|0)\s*[,)]/,
  /\bassert\.(?:notOk|isNotOk|isNull|isUndefined|isFalse|notExists|isEmpty|notInclude|notMatch)\(/,
  /\bassert\.ok\(\s*!/,
  /\bassert\.deepEqual\([^;]*,\s*\[\]\s*[,)]/,
  /\.not\.to/,
  /\.to(?:BeNull|BeUndefined|BeFalsy|BeHidden)\(\)/,
  /\.toBe\(\s*(?:false|0|null)\s*\)/,
  /\.to(?:HaveCount|HaveLength)\(\s*0\s*\)/,
  /\.toEqual\(\s*\[\]\s*\)/,
];
/** Attaching an element or opening a page: nothing is drawn yet. */
const ATTACH = /\bawait\s+(?:fixture\b|[\w.]*\bpage\.(?:goto|reload)\()/;
/** Waiting for an element's drawing: an await that is not an absence, nor a wait for the bare element. */
const WAITS = /\bawait\b/;
const ATTACHED_ONLY = /\.toBeAttached\(\)/;
/** How many statements after a sleep count as "right after" it. */
const WINDOW = 6;

/** The rules for one file's text. */
export function checkTestSource(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  const lines = text.split('\n');
  const code = lines.map((line) => line.replace(/\/\/.*$/, ''));

  code.forEach((line, index) => {
    const at = index + 1;
    if (ELAPSED.test(line)) {
      problems.push({
        file,
        line: at,
        rule: 'wall-clock',
        message: 'elapsed time against the clock: use fake timers or a fixed clock',
      });
    }
    if (TIMER_RACE.test(line) && code.slice(index, index + 3).some((next) => REAL_TIMER.test(next))) {
      problems.push({
        file,
        line: at,
        rule: 'wall-clock',
        message: 'an answer raced against a real timer: use fake timers and check whether it settled',
      });
    }
    if (SLEEP.test(line)) {
      const after = code.slice(index + 1, index + 1 + WINDOW);
      const negative = after.findIndex((next) => NEGATIVE_ASSERTION.some((pattern) => pattern.test(next)));
      if (negative >= 0) {
        problems.push({
          file,
          line: at,
          rule: 'sleep-then-negative',
          message: `a sleep, then "nothing happened" (line ${at + 1 + negative}): wait for what would have happened`,
        });
      }
    }
  });

  code.forEach((line, index) => {
    if (!ATTACH.test(line)) return;
    for (const [offset, next] of code.slice(index + 1, index + 1 + WINDOW).entries()) {
      if (NEGATIVE_ASSERTION.some((pattern) => pattern.test(next))) {
        problems.push({
          file,
          line: index + 2 + offset,
          rule: 'absence-before-drawing',
          message: `an absence asserted before the element's first drawing (attached on line ${index + 1}): await firstDrawn(...) or what it shows first`,
        });
        return;
      }
      if (WAITS.test(next) && !ATTACHED_ONLY.test(next)) return;
    }
  });

  if (/\.spec\.ts$/.test(file) && /(^|\/)tests\/e2e\//.test(file)) {
    code.forEach((line, index) => {
      if (/^\s*import\s*\{[^}]*\btest\b[^}]*\}\s*from\s*['"]@playwright\/test['"]/.test(line)) {
        problems.push({
          file,
          line: index + 1,
          rule: 'e2e-fixture',
          message: "take `test` from './helpers', whose fixture fails the test on an undeclared console error",
        });
      }
    });
  }

  if (/\.browser\.test\.tsx?$/.test(file) && !/from\s+['"][./]*tests\/browser\/helpers['"]/.test(text)) {
    problems.push({
      file,
      line: 1,
      rule: 'browser-helpers',
      message: 'import describe/it from tests/browser/helpers, which installs the console guard',
    });
  }
  return problems;
}

const IGNORED_DIRS = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', 'reports']);
/** The guard's own tests, which hold examples of what it flags. */
const EXAMPLES = new Set(['scripts/test-guard.test.ts']);

/** Every test file under `root`, as paths relative to it. */
export function findTestFiles(root: string, dir = root): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || IGNORED_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findTestFiles(root, path));
    else if (isTestFile(entry.name) && !EXAMPLES.has(relative(root, path))) found.push(relative(root, path));
  }
  return found;
}

function main(): void {
  const root = resolve(import.meta.dirname, '..');
  const files = findTestFiles(root);
  const problems = files.flatMap((file) => checkTestSource(file, readFileSync(join(root, file), 'utf8')));
  for (const problem of problems) {
    console.error(`${problem.file}:${problem.line}: [${problem.rule}] ${problem.message}`);
  }
  if (problems.length > 0) {
    console.error(`\n${problems.length} problem(s) in the test files.`);
    process.exit(1);
  }
  console.log(
    `Test guard: ${files.length} test files, no wall-clock bound, no sleep before a negative assertion, no absence before a first drawing.`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
