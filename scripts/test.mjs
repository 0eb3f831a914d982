// `npm test`: every check and test layer, in stages. The checks that need no build (type check, lint, manifest
// check) run beside the build, its budgets and the unit tests: tsc and ESLint each use one core, and side by side the
// stage takes the longest of them rather than their sum. The browser layer and the end-to-end layer then run one
// after the other: each already keeps both cores busy with two browsers, and beside each other they would only make
// every test wait longer for a core.
//
// A side-by-side step's output is printed whole when it ends, so that its lines are not mixed with another's. The
// first stage with a failed step ends the run, once its other steps have ended (each failure is reported). The time
// of every step is printed at the end.
import { spawn } from 'node:child_process';

/** @typedef {{ script: string; code: number; seconds: number; output: string }} Result */

const STAGES = [
  // Each inner list runs in order; the lists of a stage run side by side.
  [['typecheck'], ['lint'], ['manifest:check'], ['build', 'budget', 'test:unit']],
  [['test:browser']],
  [['test:e2e']],
];

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
 * Runs `npm run <script>`. With `capture`, its output is kept and returned (both streams, in the order written);
 * otherwise it is the terminal's.
 * @returns {Promise<Result>}
 */
function run(script, capture) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(npm[0], [...npm.slice(1), 'run', script], {
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: capture ? { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } : process.env,
    });
    children.add(child);
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

/** Runs the scripts of one list in order, stopping at the first that fails. */
async function runInOrder(scripts, capture, report) {
  for (const script of scripts) {
    const result = await run(script, capture);
    report(result);
    if (result.code !== 0) return false;
  }
  return true;
}

/** @type {Result[]} */
const results = [];
const report = (capture) => (result) => {
  results.push(result);
  const verdict = result.code === 0 ? 'passed' : `FAILED (exit code ${result.code})`;
  if (capture) process.stdout.write(`\n── npm run ${result.script} ──\n${result.output}`);
  process.stdout.write(`── npm run ${result.script}: ${verdict} in ${result.seconds.toFixed(0)} s\n`);
};

const started = performance.now();
let passed = true;
for (const stage of STAGES) {
  const capture = stage.length > 1;
  const outcomes = await Promise.all(stage.map((scripts) => runInOrder(scripts, capture, report(capture))));
  if (outcomes.includes(false)) {
    passed = false;
    break;
  }
}

const minutes = ((performance.now() - started) / 60_000).toFixed(1);
process.stdout.write(
  `\n${results.map(({ script, code, seconds }) => `  ${script.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s${code === 0 ? '' : '  failed'}`).join('\n')}\n` +
    `npm test ${passed ? 'passed' : 'failed'} in ${minutes} minutes\n`,
);
process.exit(passed ? 0 : 1);
