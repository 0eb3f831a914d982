// The browser tests' record of test files that have no verdict: their browser went away under them (a web process
// that crashed, a driver that lost its page) before the file's tests finished. tests/browser/run.mjs runs such a
// file once more; a file that fails, or is interrupted a second time, fails the run.
import { writeFileSync } from 'node:fs';

/**
 * What @web/test-runner and the drivers say when a test file's page went away, not when one of its tests failed: a
 * closed test page, and WebKitWebDriver's lost session (its MiniBrowser ends the session when the page's web process
 * ends).
 */
export const INTERRUPTED =
  /Tests were interrupted because the browser disconnected|Browser crashed|browser (?:was )?closed|invalid session id/i;

/**
 * A reporter that writes `{ failed, interrupted: [{ engine, file, message }] }` to `path` when the run ends:
 * `failed` counts the files that failed for any other reason.
 */
export function interruptionReporter(path) {
  return {
    onTestRunFinished({ sessions }) {
      const interrupted = [];
      let failed = 0;
      for (const session of sessions) {
        if (session.passed) continue;
        const messages = (session.errors ?? []).map((error) => String(error.message ?? error));
        const ownFailures = countFailures(session.testResults);
        if (ownFailures === 0 && messages.length > 0 && messages.every((message) => INTERRUPTED.test(message))) {
          interrupted.push({
            engine: session.browser.name.toLowerCase(),
            file: session.testFile,
            message: messages[0],
          });
        } else {
          failed += 1;
        }
      }
      writeFileSync(path, JSON.stringify({ failed, interrupted }, null, 2));
    },
  };
}

/** The failed tests of a suite and its suites. */
function countFailures(suite) {
  if (!suite) return 0;
  let count = (suite.tests ?? []).filter((test) => !test.passed && !test.skipped).length;
  for (const child of suite.suites ?? []) count += countFailures(child);
  return count;
}
