// `npm test`: every check and test layer. The test layers run one after the other, each alone: the build with its
// size budgets and the unit tests, then the browser layer (its three engines at once keep both cores busy), then the
// end-to-end layer. The checks that need no build (type check, lint, manifest check) run all along beside them, at
// the lowest CPU priority: they take the cores only when the tests leave them idle (a test waiting on a page, a call
// or a timer), so they cost the tests nothing and the run no time of their own. No check has a time limit.
//
// A test layer's output is the terminal's; a check's is printed whole when the test layer running at its end ends, so
// that its lines are not mixed with the layer's. A failed step ends the run once the steps running beside it have
// ended (each failure is reported); a failed check stops the test layers after the one running. The time of every
// step is printed at the end.
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';

/** @typedef {{ script: string; code: number; seconds: number; output: string }} Result */

/** The build and the test layers, one after the other. */
const LAYERS = ['build', 'budget', 'test:unit', 'test:browser', 'test:e2e'];
/** The checks, each beside the test layers, at the lowest priority. */
const CHECKS = ['typecheck', 'lint', 'manifest:check'];
/** The lowest CPU priority (a nice value of 19; Windows' "idle" class). */
const LOWEST = 19;

// The npm that runs this script (its CLI through this Node), or the one on the PATH when started directly.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm'];
const children = new Set();
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(code);
  });
}

/**
 * Runs `npm run <script>`. A check's output is kept and returned (both streams, in the order written), and it runs
 * at the lowest priority, which the processes it starts inherit; a test layer's output is the terminal's.
 * @returns {Promise<Result>}
 */
function run(script, check) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm[0], [...npm.slice(1), 'run', script], {
      stdio: check ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: check ? { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } : process.env,
    });
    children.add(child);
    if (check && child.pid !== undefined) {
      try {
        setPriority(child.pid, LOWEST);
      } catch {
        // A system that refuses it runs the check at the normal priority: slower, not wrong.
      }
    }
    const chunks = [];
    child.stdout?.on('data', (chunk) => chunks.push(chunk));
    child.stderr?.on('data', (chunk) => chunks.push(chunk));
    const done = (code) => {
      children.delete(child);
      resolve({
        script,
        code,
        seconds: (performance.now() - started) / 1000,
        output: Buffer.concat(chunks).toString(),
      });
    };
    child.once('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** @type {Result[]} */
const results = [];
/** The checks that ended while a test layer was writing to the terminal: printed when it ends. */
const held = [];
let layerRunning = false;

function print(result, check) {
  const verdict = result.code === 0 ? 'passed' : `FAILED (exit code ${result.code})`;
  if (check) process.stdout.write(`\n── npm run ${result.script} ──\n${result.output}`);
  process.stdout.write(`── npm run ${result.script}: ${verdict} in ${result.seconds.toFixed(0)} s\n`);
}

const started = performance.now();
let failed = false;
const checks = CHECKS.map(async (script) => {
  const result = await run(script, true);
  results.push(result);
  if (result.code !== 0) failed = true;
  if (layerRunning) held.push(result);
  else print(result, true);
});

for (const script of LAYERS) {
  if (failed) break;
  layerRunning = true;
  const result = await run(script, false);
  layerRunning = false;
  results.push(result);
  print(result, false);
  for (const check of held.splice(0)) print(check, true);
  if (result.code !== 0) failed = true;
}
await Promise.all(checks);
const passed = !failed;

const minutes = ((performance.now() - started) / 60_000).toFixed(1);
process.stdout.write(
  `\n${results.map(({ script, code, seconds }) => `  ${script.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s${code === 0 ? '' : '  failed'}`).join('\n')}\n` +
    `npm test ${passed ? 'passed' : 'failed'} in ${minutes} minutes\n`,
);
process.exit(passed ? 0 : 1);
