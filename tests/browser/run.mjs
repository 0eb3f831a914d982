// `npm run test:browser`: @web/test-runner with its arguments, and once more for a test file whose browser went
// away under it (tests/browser/interruptions.mjs). Such a file has no verdict: its tests neither passed nor failed.
// It runs again alone, in its engine; a failed test anywhere, or a second interruption, fails the run. Every
// re-run is printed, so a browser that keeps going away is seen.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
// The package's command (its `bin`), run by this Node: the package exports neither it nor its package.json.
const runner = fileURLToPath(new URL('../../node_modules/@web/test-runner/dist/bin.js', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'wtr-'));

/** Runs the test runner; resolves with its exit code and what the interruption reporter wrote. */
function run(runArgs, env = {}) {
  const record = join(folder, `run-${Date.now()}.json`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [runner, ...runArgs], {
      stdio: 'inherit',
      env: { ...process.env, ...env, WTR_INTERRUPTIONS: record },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      let result = { failed: 0, interrupted: [] };
      try {
        result = JSON.parse(readFileSync(record, 'utf8'));
      } catch {
        // The run ended before its reporter wrote anything (a configuration error, a signal): nothing to re-run.
      }
      resolve({ code: code ?? (signal ? 1 : 0), ...result });
    });
  });
}

/** `args` without `--files` and the file names after it. */
function withoutFiles(list) {
  const kept = [];
  for (let index = 0; index < list.length; index += 1) {
    if (list[index] === '--files') {
      while (index + 1 < list.length && !list[index + 1].startsWith('--')) index += 1;
    } else {
      kept.push(list[index]);
    }
  }
  return kept;
}

let exitCode;
try {
  const first = await run(args);
  exitCode = first.code;
  if (first.code !== 0 && first.failed === 0 && first.interrupted.length > 0) {
    exitCode = 0;
    const byEngine = new Map();
    for (const { engine, file } of first.interrupted) byEngine.set(engine, [...(byEngine.get(engine) ?? []), file]);
    for (const [engine, files] of byEngine) {
      console.log(
        `\nThe ${engine} browser went away during ${files.map((file) => relative(process.cwd(), file)).join(', ')}: running ${files.length === 1 ? 'it' : 'them'} once more.\n`,
      );
      const again = await run([...withoutFiles(args), '--files', ...files], { WTR_BROWSERS: engine });
      if (again.code !== 0) exitCode = again.code;
    }
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
process.exit(exitCode);
