/**
 * The unit layer's console guard, as the browser layer's (tests/browser/helpers.ts): a test that makes the code
 * under test call `console.error` fails, unless it declared the message first. A planted `console.error` (a React
 * warning, a failure logged where it should have been shown) is caught by the tests of the code that logs it.
 *
 *   const errors = expectConsoleErrors('is not allowed');
 *   ...
 *   expect(errors.messages).toEqual([...]);
 *
 * A test that replaces `console.error` itself (`vi.spyOn(console, 'error').mockImplementation(...)`) owns what is
 * logged while its spy is in place.
 */
import { afterEach, beforeEach } from 'vitest';
import { format } from 'node:util';

interface Expected {
  pattern: string | RegExp;
  seen: boolean;
}

export interface ConsoleErrors {
  /** Every message logged so far in this test, formatted as the console prints it. */
  readonly messages: string[];
}

const original = console.error;
let messages: string[] = [];
let expected: Expected[] = [];

const matches = (message: string, pattern: string | RegExp) =>
  typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message);

beforeEach(() => {
  messages = [];
  expected = [];
  console.error = (...args: unknown[]) => {
    const message = format(...args);
    messages.push(message);
    for (const entry of expected) if (matches(message, entry.pattern)) entry.seen = true;
  };
});

afterEach(() => {
  console.error = original;
  const unexpected = messages.filter((message) => !expected.some((entry) => matches(message, entry.pattern)));
  const missing = expected.filter((entry) => !entry.seen).map((entry) => String(entry.pattern));
  if (unexpected.length > 0) {
    throw new Error(`console.error was called unexpectedly:\n${unexpected.map((m) => `  ${m}`).join('\n')}`);
  }
  if (missing.length > 0) throw new Error(`expected console errors were never logged: ${missing.join(', ')}`);
});

/** Declares console errors this test expects; each must be logged by the end of the test. */
export function expectConsoleErrors(...patterns: Array<string | RegExp>): ConsoleErrors {
  for (const pattern of patterns) expected.push({ pattern, seen: false });
  return {
    get messages() {
      return [...messages];
    },
  };
}
