/**
 * The assertions of `node:assert/strict`, for tests that run in a browser: `assert(value)`, `assert.equal`,
 * `assert.deepEqual`, `assert.match`, `assert.throws`, `assert.rejects`, ... Comparisons are strict
 * (`Object.is`, structural equality with prototypes), as in Node's strict mode.
 */

export class AssertionError extends Error {
  override name = 'AssertionError';
  readonly actual: unknown;
  readonly expected: unknown;
  readonly operator: string;
  /** Read by the test runner's reporter to print a diff of actual and expected. */
  readonly showDiff: boolean;

  constructor(options: {
    message: string;
    actual?: unknown;
    expected?: unknown;
    operator: string;
    showDiff?: boolean;
  }) {
    super(options.message);
    this.actual = options.actual;
    this.expected = options.expected;
    this.operator = options.operator;
    this.showDiff = options.showDiff ?? false;
  }
}

type Message = string | Error | undefined;
type ErrorMatcher =
  RegExp | (new (...args: never[]) => Error) | ((error: unknown) => boolean) | Record<string, unknown>;

function inspect(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`;
  if (typeof value === 'symbol' || value === undefined || value === null) return String(value);
  if (value instanceof Element) return `<${value.localName}>`;
  if (value instanceof Error) return `${value.name}: ${value.message}`;
  if (value instanceof RegExp || value instanceof Date) return String(value);
  if (value instanceof Map) return `Map(${inspect([...value.entries()])})`;
  if (value instanceof Set) return `Set(${inspect([...value.values()])})`;
  try {
    return JSON.stringify(value, (_key, v: unknown) => (v === undefined ? '[undefined]' : v)) ?? String(value);
  } catch {
    return String(value);
  }
}

function fail(
  message: Message,
  fallback: string,
  details: Omit<ConstructorParameters<typeof AssertionError>[0], 'message'>,
): never {
  if (message instanceof Error) throw message;
  throw new AssertionError({ message: message ?? fallback, ...details });
}

function isDeepStrictEqual(a: unknown, b: unknown, seen = new Map<object, object>()): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (seen.get(a) === b) return true;
  seen.set(a, b);
  if (a instanceof Date) return Object.is(a.getTime(), (b as Date).getTime());
  if (a instanceof RegExp) return String(a) === String(b);
  if (a instanceof Map) {
    const other = b as Map<unknown, unknown>;
    if (a.size !== other.size) return false;
    for (const [key, value] of a) if (!other.has(key) || !isDeepStrictEqual(value, other.get(key), seen)) return false;
    return true;
  }
  if (a instanceof Set) {
    const other = b as Set<unknown>;
    if (a.size !== other.size) return false;
    for (const value of a) if (!other.has(value)) return false;
    return true;
  }
  if (a instanceof Node) return false; // distinct DOM nodes are never equal
  const keysA = Reflect.ownKeys(a).filter((k) => Object.prototype.propertyIsEnumerable.call(a, k));
  const keysB = Reflect.ownKeys(b).filter((k) => Object.prototype.propertyIsEnumerable.call(b, k));
  if (keysA.length !== keysB.length) return false;
  for (const key of keysA) {
    if (!Object.prototype.propertyIsEnumerable.call(b, key)) return false;
    if (!isDeepStrictEqual((a as Record<PropertyKey, unknown>)[key], (b as Record<PropertyKey, unknown>)[key], seen)) {
      return false;
    }
  }
  return true;
}

function matchesError(error: unknown, expected: ErrorMatcher | undefined): boolean {
  if (expected === undefined) return true;
  if (expected instanceof RegExp) return expected.test(error instanceof Error ? error.message : String(error));
  if (typeof expected === 'function') {
    if (expected.prototype instanceof Error || expected === Error) return error instanceof expected;
    return (expected as (error: unknown) => boolean)(error);
  }
  if (typeof error !== 'object' || error === null) return false;
  return Object.entries(expected).every(([key, value]) => {
    const actual = (error as Record<string, unknown>)[key];
    return value instanceof RegExp && typeof actual === 'string'
      ? value.test(actual)
      : isDeepStrictEqual(actual, value);
  });
}

function checkThrown(error: unknown, expected: ErrorMatcher | undefined, message: Message, operator: string): void {
  if (!matchesError(error, expected)) {
    fail(message, `The ${operator === 'rejects' ? 'rejection' : 'error'} does not match: ${inspect(error)}`, {
      actual: error,
      expected,
      operator,
    });
  }
}

function ok(value: unknown, message?: Message): asserts value {
  if (!value)
    fail(message, `Expected a truthy value, got ${inspect(value)}`, { actual: value, expected: true, operator: '==' });
}

export interface Assert {
  (value: unknown, message?: Message): asserts value;
  ok(value: unknown, message?: Message): asserts value;
  equal<T>(actual: unknown, expected: T, message?: Message): asserts actual is T;
  strictEqual<T>(actual: unknown, expected: T, message?: Message): asserts actual is T;
  notEqual(actual: unknown, expected: unknown, message?: Message): void;
  notStrictEqual(actual: unknown, expected: unknown, message?: Message): void;
  deepEqual<T>(actual: unknown, expected: T, message?: Message): asserts actual is T;
  deepStrictEqual<T>(actual: unknown, expected: T, message?: Message): asserts actual is T;
  notDeepEqual(actual: unknown, expected: unknown, message?: Message): void;
  notDeepStrictEqual(actual: unknown, expected: unknown, message?: Message): void;
  match(value: string, pattern: RegExp, message?: Message): void;
  doesNotMatch(value: string, pattern: RegExp, message?: Message): void;
  throws(fn: () => unknown, expected?: ErrorMatcher, message?: Message): void;
  doesNotThrow(fn: () => unknown, message?: Message): void;
  rejects(
    promiseOrFn: Promise<unknown> | (() => Promise<unknown>),
    expected?: ErrorMatcher,
    message?: Message,
  ): Promise<void>;
  doesNotReject(promiseOrFn: Promise<unknown> | (() => Promise<unknown>), message?: Message): Promise<void>;
  fail(message?: Message): never;
}

const strictEqual = (actual: unknown, expected: unknown, message?: Message) => {
  if (!Object.is(actual, expected)) {
    fail(message, `Expected ${inspect(actual)} to be ${inspect(expected)}`, {
      actual,
      expected,
      operator: 'strictEqual',
      showDiff: true,
    });
  }
};
const notStrictEqual = (actual: unknown, expected: unknown, message?: Message) => {
  if (Object.is(actual, expected)) {
    fail(message, `Expected a value other than ${inspect(expected)}`, { actual, expected, operator: 'notStrictEqual' });
  }
};
const deepStrictEqual = (actual: unknown, expected: unknown, message?: Message) => {
  if (!isDeepStrictEqual(actual, expected)) {
    fail(
      message,
      `Expected values to be deeply equal:\n  actual:   ${inspect(actual)}\n  expected: ${inspect(expected)}`,
      {
        actual,
        expected,
        operator: 'deepStrictEqual',
        showDiff: true,
      },
    );
  }
};
const notDeepStrictEqual = (actual: unknown, expected: unknown, message?: Message) => {
  if (isDeepStrictEqual(actual, expected)) {
    fail(message, `Expected values not to be deeply equal: ${inspect(actual)}`, {
      actual,
      expected,
      operator: 'notDeepStrictEqual',
    });
  }
};

async function settle(promiseOrFn: Promise<unknown> | (() => Promise<unknown>)): Promise<{ error: unknown } | null> {
  try {
    await (typeof promiseOrFn === 'function' ? promiseOrFn() : promiseOrFn);
    return null;
  } catch (error) {
    return { error };
  }
}

export const assert: Assert = Object.assign(
  function assert(value: unknown, message?: Message): asserts value {
    ok(value, message);
  },
  {
    ok,
    equal: strictEqual,
    strictEqual,
    notEqual: notStrictEqual,
    notStrictEqual,
    deepEqual: deepStrictEqual,
    deepStrictEqual,
    notDeepEqual: notDeepStrictEqual,
    notDeepStrictEqual,
    match(value: string, pattern: RegExp, message?: Message) {
      if (typeof value !== 'string' || !pattern.test(value)) {
        fail(message, `Expected ${inspect(value)} to match ${pattern}`, {
          actual: value,
          expected: pattern,
          operator: 'match',
        });
      }
    },
    doesNotMatch(value: string, pattern: RegExp, message?: Message) {
      if (typeof value !== 'string' || pattern.test(value)) {
        fail(message, `Expected ${inspect(value)} not to match ${pattern}`, {
          actual: value,
          expected: pattern,
          operator: 'doesNotMatch',
        });
      }
    },
    throws(fn: () => unknown, expected?: ErrorMatcher, message?: Message) {
      try {
        fn();
      } catch (error) {
        checkThrown(error, expected, message, 'throws');
        return;
      }
      fail(message, 'Missing expected exception.', { expected, operator: 'throws' });
    },
    doesNotThrow(fn: () => unknown, message?: Message) {
      try {
        fn();
      } catch (error) {
        fail(message, `Got an unwanted exception: ${inspect(error)}`, { actual: error, operator: 'doesNotThrow' });
      }
    },
    async rejects(
      promiseOrFn: Promise<unknown> | (() => Promise<unknown>),
      expected?: ErrorMatcher,
      message?: Message,
    ) {
      const outcome = await settle(promiseOrFn);
      if (!outcome) fail(message, 'Missing expected rejection.', { expected, operator: 'rejects' });
      checkThrown(outcome.error, expected, message, 'rejects');
    },
    async doesNotReject(promiseOrFn: Promise<unknown> | (() => Promise<unknown>), message?: Message) {
      const outcome = await settle(promiseOrFn);
      if (outcome) {
        fail(message, `Got an unwanted rejection: ${inspect(outcome.error)}`, {
          actual: outcome.error,
          operator: 'doesNotReject',
        });
      }
    },
    fail(message?: Message): never {
      return fail(message, 'Failed', { operator: 'fail' });
    },
  },
);

export default assert;
