/**
 * Helpers for the real-browser tests (`*.browser.test.ts`, run by @web/test-runner with mocha):
 *
 *   import { describe, it, assert, fixture, html, shadow, waitUntil } from '../../tests/browser/helpers';
 *
 *   it('shows the heading', async () => {
 *     const el = await fixture(html`<disclaimer-modal data-heading="Read this"></disclaimer-modal>`);
 *     await waitUntil(() => shadow(el).queryByRole('heading'), 'the heading renders');
 *     await expectNoAxeViolations(el);
 *   });
 *
 * Every test fails when the page logs a console.error, throws an uncaught error or leaves a promise rejection
 * unhandled, unless the test declares that error first: `const errors = expectConsoleErrors(/data-variant="x"/)`.
 */
import { html, render, type TemplateResult } from 'lit-html';
import { within } from '@testing-library/dom';
import { act as reactAct } from 'react';
import { sendKeys as sendKeysCommand, type SendKeysPayload } from '@web/test-runner-commands';
import axe from 'axe-core';

export { html, nothing } from 'lit-html';
export { sendMouse, setViewport, resetMouse, emulateMedia } from '@web/test-runner-commands';
// chai's assert: `assert.equal`, `assert.deepEqual`, `assert.match`, `assert.ok` ...
export { assert, AssertionError } from 'chai';

// ---------------------------------------------------------------------------------------------------------------
// The mocha interface the test runner installs as globals, typed and importable (no ambient globals in the project).

/** `this` inside a mocha `it` or hook written as a `function`. */
export interface MochaContext {
  timeout(ms: number): void;
  slow(ms: number): void;
  skip(): never;
  /** The running test, or inside a hook the hook itself. */
  test?: MochaRunnable;
  /** Inside a `beforeEach` or `afterEach` hook: the test it runs for. */
  currentTest?: MochaRunnable;
}
/** What mocha's runnables offer that the helpers use. */
export interface MochaRunnable {
  title: string;
  state?: 'passed' | 'failed' | 'pending';
  fullTitle(): string;
  /** Sets the error mocha reports for the runnable (a hook's error fails the test it runs for). */
  error(error: Error): void;
  /** The error a failed test reports (an assertion error carries `actual` and `expected`). */
  err?: Error & { actual?: unknown; expected?: unknown };
}
type TestBody = (this: MochaContext) => void | Promise<unknown>;
type SuiteBody = (this: MochaContext) => void;
interface TestFunction {
  (title: string, body?: TestBody): void;
  only(title: string, body?: TestBody): void;
  skip(title: string, body?: TestBody): void;
}
interface SuiteFunction {
  (title: string, body: SuiteBody): void;
  only(title: string, body: SuiteBody): void;
  skip(title: string, body: SuiteBody): void;
}
type HookFunction = (body: TestBody) => void;

interface MochaGlobals {
  describe: SuiteFunction;
  it: TestFunction;
  before: HookFunction;
  after: HookFunction;
  beforeEach: HookFunction;
  afterEach: HookFunction;
}

function mochaGlobals(): MochaGlobals {
  const globals = globalThis as unknown as Partial<MochaGlobals>;
  if (typeof globals.describe !== 'function' || typeof globals.afterEach !== 'function') {
    throw new Error('tests/browser/helpers runs only inside @web/test-runner (mocha globals are missing).');
  }
  return globals as MochaGlobals;
}

export const { describe, it, before, after, beforeEach, afterEach } = mochaGlobals();

// ---------------------------------------------------------------------------------------------------------------
// Fixtures

const containers = new Set<HTMLElement>();

/**
 * Renders a lit-html template into a fresh container on document.body, as a CMS page would carry the markup, and
 * returns its first element. Containers are removed after each test (the elements disconnect and unmount).
 *
 * `listen` is called with the element the moment it is in the page, before any of its work can end: add the event
 * listeners a test needs there. One added after `await fixture(...)` can miss an event of a quick answer, which on a
 * busy machine comes within the frame this waits for (an `advisor-login-navigate` not prevented then takes the test
 * page away).
 */
export async function fixture<T extends Element = HTMLElement>(
  template: TemplateResult,
  listen?: (element: T) => void,
): Promise<T> {
  const container = document.createElement('div');
  container.dataset.testFixture = '';
  document.body.append(container);
  containers.add(container);
  render(template, container);
  const element = container.firstElementChild;
  if (!element) throw new Error('fixture(): the template rendered no element.');
  listen?.(element as T);
  // Defined elements upgrade synchronously on insertion; wait one frame so connected callbacks have run.
  await nextFrame();
  return element as T;
}

/** Removes every fixture container; runs after each test. */
export function fixtureCleanup(): void {
  for (const container of containers) {
    render(html``, container);
    container.remove();
  }
  containers.clear();
}

// Every test starts with its own console guard (see "Console errors" below) and ends with its fixtures removed
// and the guard checked: what the page logged as an error, and what the test declared, must match.
beforeEach(() => {
  startConsoleGuard();
});

afterEach(async function (this: MochaContext) {
  wordsForNodes(this.currentTest?.err);
  fixtureCleanup();
  // Elements unmount in a microtask after they leave the document (define-element.tsx): let that run, so an
  // error while unmounting counts for this test.
  await Promise.resolve();
  restoreClock();
  const problem = stopConsoleGuard();
  // An error set on the hook fails the test it ran for (mocha reports it under the test's name) and the run goes on.
  if (problem && this.currentTest?.state !== 'failed') this.test?.error(new Error(problem));
});

/**
 * A failed assertion reports its `actual` and `expected` to the test runner, which serialises them: a DOM node
 * there (`assert.equal(element, other)`) drags in its whole document, and WebKit's run then never reports the file.
 * Nodes are replaced by words before the runner collects the results.
 */
function wordsForNodes(error: (Error & { actual?: unknown; expected?: unknown }) | undefined): void {
  if (!error) return;
  for (const key of ['actual', 'expected'] as const) {
    const value = error[key];
    if (value instanceof Element) error[key] = describeElement(value);
    else if (value instanceof Node) error[key] = value.nodeName;
  }
}

/** The next animation frame; in a hidden page, where frames pause, after 100 ms at most. */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export function aTimeout(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** What is left of `T` once a value has passed `if (value)`. */
export type Truthy<T> = Exclude<T, false | 0 | 0n | '' | null | undefined>;

/**
 * Polls `predicate` (every frame, at least every 16 ms) until it returns a truthy value, and returns that value.
 * A predicate that throws counts as not yet; after `timeout` ms the test fails with `message` and the last error.
 * The limit is how long a broken test takes to say so, never a condition of passing: 10 s, because a loaded machine
 * (three engines beside other work) has taken over 3 s for one render and its effects in WebKit.
 */
export async function waitUntil<T>(
  predicate: () => T | Promise<T>,
  message = 'waitUntil() timed out',
  timeout = 10_000,
): Promise<Truthy<T>> {
  const started = performance.now();
  let lastError: unknown;
  for (;;) {
    try {
      const value = await predicate();
      if (value) return value as Truthy<T>;
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (performance.now() - started > timeout) {
      const reason = lastError instanceof Error ? `\nLast error: ${lastError.message}` : '';
      throw new Error(`${message} (waited ${timeout} ms)${reason}`);
    }
    await Promise.race([nextFrame(), aTimeout(16)]);
  }
}

/** Waits for the next `type` event on `target` and returns it. */
export function oneEvent<E extends Event = CustomEvent>(target: EventTarget, type: string): Promise<E> {
  return new Promise((resolve) => target.addEventListener(type, (event) => resolve(event as E), { once: true }));
}

// ---------------------------------------------------------------------------------------------------------------
// Keyboard

/** WebKit runs over WebDriver, whose key commands take whole presses only: a chord goes as one ('Shift+Tab'). */
const pressesChordsWhole = /Version\/[\d.]+ Safari\//.test(navigator.userAgent);

/** Key names Playwright knows and WebDriver BiDi (Firefox) does not. */
const bidiKeyNames: Record<string, string> = { Space: ' ' };
const keyName = (key: string) => bidiKeyNames[key] ?? key;

/**
 * Real key presses from the browser's automation (trusted events): `sendKeys({ press: 'Tab' })`,
 * `sendKeys({ press: 'Shift+Tab' })`, `sendKeys({ type: 'jane@example.com' })`. Chords and the name `Space` are
 * spelled out here so that they work in Firefox too (puppeteer's keyboard knows neither).
 */
export async function sendKeys(payload: SendKeysPayload): Promise<void> {
  if ('press' in payload && !pressesChordsWhole && payload.press.length > 1 && payload.press.includes('+')) {
    const keys = payload.press.split('+').map(keyName);
    const key = keys.pop() ?? '';
    for (const modifier of keys) await sendKeysCommand({ down: modifier });
    await sendKeysCommand({ press: key });
    for (const modifier of keys.reverse()) await sendKeysCommand({ up: modifier });
    return;
  }
  if ('press' in payload) return sendKeysCommand({ press: keyName(payload.press) });
  if ('down' in payload) return sendKeysCommand({ down: keyName(payload.down) });
  if ('up' in payload) return sendKeysCommand({ up: keyName(payload.up) });
  return sendKeysCommand(payload);
}

// ---------------------------------------------------------------------------------------------------------------
// React's act()

type ActGlobal = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actDepth = 0;

/**
 * React's `act()`: flushes the renders and effects `callback` causes before it resolves, e.g.
 * `await act(() => el.setAttribute('data-variant', 'institutional'))`. Most tests need no act(): they wait for what
 * the visitor sees with `waitUntil`. The test page sets `IS_REACT_ACT_ENVIRONMENT` to false, because with true
 * every render outside act() (each element's first render, every fetch that resolves) logs a console error;
 * it is true only while an act() runs.
 */
export async function act<T>(callback: () => T | Promise<T>): Promise<T> {
  const scope = globalThis as ActGlobal;
  const previous = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = true;
  actDepth += 1;
  try {
    return await reactAct(async () => callback());
  } finally {
    actDepth -= 1;
    if (actDepth === 0) scope.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Queries inside a shadow root (Testing Library's `screen` cannot see into shadow DOM).

/** Testing Library queries bound to `el.shadowRoot`: `shadow(el).getByRole('button', { name: 'I accept' })`. */
/**
 * Waits until `el` has drawn its first content (runtime/loading-state.ts: it leaves `:state(loading)` once its first
 * drawing holds no loading indicator). An absence is asserted only after this: straight after attaching, an element
 * shows nothing yet, so "nothing shown" would hold whatever it renders.
 */
export async function firstDrawn<T extends Element>(el: T, timeout?: number): Promise<T> {
  await waitUntil(
    () => el.isConnected && !el.matches(':state(loading)'),
    `${el.localName} draws its first content`,
    timeout,
  );
  return el;
}

export function shadow(el: Element) {
  const root = el.shadowRoot;
  if (!root) throw new Error(`<${el.localName}> has no open shadow root (is the element defined yet?).`);
  return within(root as unknown as HTMLElement);
}

/** The element that has focus, looking through open shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Names an element for a failure message: its tag, role or name, and the start of its text. */
function describeElement(element: Element | null): string {
  if (!element) return 'nothing';
  const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? '';
  return `<${element.localName}>${label ? ` "${label}"` : ''}`;
}

/**
 * Asserts that `expected` has the focus (looking through open shadow roots). It fails with the two elements
 * described in words: a chai assertion carrying DOM nodes as actual and expected makes the WebKit test run
 * serialise the whole document and never report.
 */
export function assertFocused(expected: Element | null | undefined, message = 'the focus'): void {
  const active = deepActiveElement();
  if (!expected || active !== expected) {
    throw new Error(
      `${message}: expected on ${describeElement(expected ?? null)}, found on ${describeElement(active)}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Accessibility

/** The WCAG 2.2 A and AA rules: the bar every widget meets in every state. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let axeQueue: Promise<unknown> = Promise.resolve();

function describeViolations(violations: axe.Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes
        .map((node) => {
          const summary = (node.failureSummary ?? '').replace(/\n/g, '\n        ');
          return `    - ${node.target.join(' >>> ')}\n      ${node.html}\n        ${summary}`;
        })
        .join('\n');
      return `  [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n    ${violation.helpUrl}\n${nodes}`;
    })
    .join('\n');
}

/**
 * Runs axe-core on `node` (its shadow trees included) against WCAG 2.2 A/AA and throws one readable error listing
 * every violation. `options` are axe's run options; `runOnly` defaults to the WCAG tags above.
 */
export function expectNoAxeViolations(
  node: Element | Document = document,
  options: axe.RunOptions = {},
): Promise<void> {
  const run = async () => {
    const results = await axe.run(node, {
      runOnly: { type: 'tag', values: WCAG_TAGS },
      resultTypes: ['violations'],
      ...options,
    });
    if (results.violations.length > 0) {
      const where = node instanceof Element ? `<${node.localName}>` : 'the document';
      const count = results.violations.length;
      throw new Error(
        `axe found ${count} accessibility violation${count === 1 ? '' : 's'} in ${where}:\n${describeViolations(results.violations)}`,
      );
    }
  };
  // axe refuses to start while another run is in progress: queue runs one after another.
  const result = axeQueue.then(run, run);
  axeQueue = result.catch(() => undefined);
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// Console errors: an error the page reports fails the test, unless the test declared it.

export interface ConsoleErrors {
  /** What was logged with console.error, and uncaught errors and rejections, in order, since the test began. */
  readonly messages: string[];
}

interface ConsoleGuard extends ConsoleErrors {
  readonly expected: Array<{ pattern: string | RegExp; seen: boolean }>;
  restore(): void;
}

let guard: ConsoleGuard | undefined;

const describeValue = (value: unknown) =>
  value instanceof Error ? `${value.name}: ${value.message}` : typeof value === 'string' ? value : String(value);

/** One line of what console.error printed, its `%s`/`%o` substitutions made as the console makes them. */
function formatConsoleArgs(args: unknown[]): string {
  const [first, ...rest] = args;
  if (typeof first !== 'string') return args.map(describeValue).join(' ');
  const text = first.replace(/%[sdifoOc%]/g, (directive) => {
    if (directive === '%%') return '%';
    if (rest.length === 0) return directive;
    const value = rest.shift();
    return directive === '%c' ? '' : describeValue(value);
  });
  return [text, ...rest.map(describeValue)].join(' ').replace(/\s+/g, ' ').trim();
}

function startConsoleGuard(): ConsoleGuard {
  guard?.restore();
  const messages: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    messages.push(formatConsoleArgs(args));
    original.apply(console, args);
  };
  const onError = (event: ErrorEvent) => messages.push(`Uncaught ${describeValue(event.error ?? event.message)}`);
  const onRejection = (event: PromiseRejectionEvent) =>
    messages.push(`Unhandled rejection: ${describeValue(event.reason)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  const current: ConsoleGuard = {
    messages,
    expected: [],
    restore() {
      if (console.error !== original) console.error = original;
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
  guard = current;
  return current;
}

const matches = (pattern: string | RegExp, message: string) =>
  typeof pattern === 'string' ? message.includes(pattern) : pattern.test(message);

/** Stops the guard; returns what is wrong (an undeclared error, a declared one that never came), if anything. */
function stopConsoleGuard(): string | undefined {
  const current = guard;
  guard = undefined;
  if (!current) return undefined;
  current.restore();
  const unexpected = current.messages.filter((message) => {
    const declared = current.expected.filter((entry) => matches(entry.pattern, message));
    for (const entry of declared) entry.seen = true;
    return declared.length === 0;
  });
  const missing = current.expected.filter((entry) => !entry.seen).map((entry) => String(entry.pattern));
  const lines = [
    ...unexpected.map((message) => `  - unexpected: ${message}`),
    ...missing.map((pattern) => `  - declared but never reported: ${pattern}`),
  ];
  if (lines.length === 0) return undefined;
  return `The page reported errors the test did not declare (declare one with expectConsoleErrors()):\n${lines.join('\n')}`;
}

function activeGuard(): ConsoleGuard {
  return guard ?? startConsoleGuard();
}

/**
 * Declares the console errors this test provokes (a bad attribute, a failing call...): each message logged with
 * console.error, or uncaught, must contain one of the strings or match one of the patterns, and each pattern must
 * be seen by the end of the test. Returns the messages, for assertions on their exact text:
 *
 *   const errors = expectConsoleErrors('data-expiry-days="soon" is not allowed');
 *   ...
 *   assert.deepEqual(errors.messages, [message]);
 */
export function expectConsoleErrors(...patterns: Array<string | RegExp>): ConsoleErrors {
  const current = activeGuard();
  for (const pattern of patterns) current.expected.push({ pattern, seen: false });
  return current;
}

/** The console errors of the test so far, without declaring any: `assert.deepEqual(consoleErrors().messages, [])`. */
export function consoleErrors(): ConsoleErrors {
  return activeGuard();
}

// ---------------------------------------------------------------------------------------------------------------
// A fixed clock

let realDateNow: (() => number) | undefined;

/**
 * Fixes `Date.now()` at `time` (ms since the epoch) until the end of the test, so a stored expiry can be checked to
 * the millisecond. Timers, animation frames and `performance.now()` keep running.
 */
export function fixClock(time: number): void {
  realDateNow ??= Date.now;
  Date.now = () => time;
}

function restoreClock(): void {
  if (realDateNow) Date.now = realDateNow;
  realDateNow = undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// The page a visitor arrives on, and the fixture backend's fault switch

/** The page's address as a visitor arrives: query and hash, set before the element is written. */
export function arriveAt(search: string, hash = ''): void {
  history.replaceState(null, '', `${location.pathname}${search}${hash}`);
}

/** The fixture backend's fault switch (the `cm-fault` cookie: "500", "malformed", "500@/path"...), or off with null. */
export function setFault(value: string | null): void {
  document.cookie = value
    ? `cm-fault=${encodeURIComponent(value)}; path=/`
    : 'cm-fault=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
}

// ---------------------------------------------------------------------------------------------------------------
// Texts that must differ between tests, never from the clock or chance

let uniqueCount = 0;
const LETTERS = 'abcdefghjkmnpqrstuvwxyz';

/** The engine running the test. */
export function engine(): 'chromium' | 'firefox' | 'webkit' {
  const agent = navigator.userAgent;
  if (agent.includes('Firefox/')) return 'firefox';
  if (agent.includes('Chrome/')) return 'chromium';
  return 'webkit';
}

/** The engine running the test: c(hromium), f(irefox) or w(ebkit). */
const engineMark = (): string => engine()[0]!;

/**
 * Two letters for the test page: each test file runs in a page of its own, which the runner names
 * (`wtr-session-id`); the letters are a hash of that name.
 */
function pageMark(): string {
  const name = new URL(location.href).searchParams.get('wtr-session-id') ?? location.href;
  let hash = 0;
  for (const character of name) hash = (hash * 31 + character.charCodeAt(0)) % (LETTERS.length * LETTERS.length);
  return `${LETTERS[Math.floor(hash / LETTERS.length)]}${LETTERS[hash % LETTERS.length]}`;
}

/**
 * A key no other test of the run holds: the three engines run side by side against one fixture backend, each test
 * file in a page of its own. Made of the engine, a count and the page's two letters, in that order, so that no
 * character comes three times in a row (accounts spec 5.2's rule, for a password built on it).
 */
export function uniqueKey(): string {
  uniqueCount += 1;
  return `${engineMark()}${uniqueCount}${pageMark()}`;
}
