/**
 * Fixtures for the end-to-end tests. Every spec imports `test` from here, never from @playwright/test:
 *
 *   import { test, expect, expectNoAxeViolations } from './helpers';
 *
 *   test('the cart checks out', async ({ page, pageErrors }) => {
 *     await page.goto('/cart-order.html');
 *     ...
 *     await expectNoAxeViolations(page);
 *   });
 *
 * Every test fails when a page of its context logs a console error, throws an uncaught error or reports a
 * Content-Security-Policy violation, unless the test declares that error first:
 * `pageErrors.expect(/data-expiry-days="soon"/)`. `pageErrors.expectNone()` checks the same mid-test.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export { expect };

export interface CspViolation {
  directive: string;
  blockedURI: string;
  sample: string;
  source: string;
}

export interface PageErrors {
  /** `securitypolicyviolation` events (strict CSP and Trusted Types), from every page of the test's context. */
  readonly cspViolations: CspViolation[];
  /** console.error messages. */
  readonly consoleErrors: string[];
  /** Uncaught exceptions and unhandled rejections. */
  readonly uncaught: string[];
  /**
   * Declares the errors this test provokes (a bad attribute, the fault switch...): every error reported must
   * contain one of the strings or match one of the patterns (as `console.error: <text>`, `uncaught: <name>:
   * <message>` or `CSP <directive>: ...`), and each pattern must be seen by the end of the test.
   */
  expect(...patterns: Array<string | RegExp>): void;
  /** Fails the test now if anything undeclared was reported so far (the fixture checks again at the end). */
  expectNone(): Promise<void>;
}

const REPORT_BINDING = '__cmReportCspViolation';

/** A favicon request the demo pages do not answer is no error of the page. */
const ignoredConsoleErrors = [/Failed to load resource: .*\b404\b.*favicon\.ico/];

const matches = (pattern: string | RegExp, line: string) =>
  typeof pattern === 'string' ? line.includes(pattern) : pattern.test(line);

export const test = base.extend<{ pageErrors: PageErrors }>({
  // auto: every test gets it, whether or not it names the fixture.
  pageErrors: [
    async ({ context, page }, use, testInfo) => {
      const cspViolations: CspViolation[] = [];
      const consoleErrors: string[] = [];
      const uncaught: string[] = [];

      // The binding and the listener are installed by the browser's automation, so a page's own CSP does not
      // block them; they run before any script of the page.
      await context.exposeBinding(REPORT_BINDING, (_source, violation: CspViolation) => {
        cspViolations.push(violation);
      });
      await context.addInitScript((binding) => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
            report?.({
              directive: event.effectiveDirective || event.violatedDirective,
              blockedURI: event.blockedURI,
              sample: event.sample,
              source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
            });
          },
          true,
        );
      }, REPORT_BINDING);

      const watch = (p: Page) => {
        p.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = message.text();
          const url = message.location().url;
          if (ignoredConsoleErrors.some((pattern) => pattern.test(`${text} ${url}`))) return;
          consoleErrors.push(url ? `${text} (${url})` : text);
        });
        p.on('pageerror', (error) => uncaught.push(`${error.name}: ${error.message}`));
      };
      watch(page);
      context.on('page', watch);

      const expected: Array<{ pattern: string | RegExp; seen: boolean }> = [];
      const reported = () => [
        ...cspViolations.map((v) => `CSP ${v.directive}: ${v.blockedURI || v.sample} at ${v.source}`),
        ...consoleErrors.map((text) => `console.error: ${text}`),
        ...uncaught.map((text) => `uncaught: ${text}`),
      ];
      /** What was reported and not declared. */
      const undeclared = () =>
        reported().filter((line) => {
          const declared = expected.filter((entry) => matches(entry.pattern, line));
          for (const entry of declared) entry.seen = true;
          return declared.length === 0;
        });
      // Let reports still on their way from the page arrive.
      const settle = async () => {
        if (!page.isClosed()) await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      };

      await use({
        cspViolations,
        consoleErrors,
        uncaught,
        expect(...patterns) {
          for (const pattern of patterns) expected.push({ pattern, seen: false });
        },
        async expectNone() {
          await settle();
          const lines = undeclared();
          expect(lines, `the page reported ${lines.length} undeclared error(s):\n${lines.join('\n')}`).toEqual([]);
        },
      });

      // A test that failed already keeps its own failure.
      if (testInfo.status !== testInfo.expectedStatus) return;
      await settle().catch(() => undefined);
      const lines = undeclared();
      const missing = expected
        .filter((entry) => !entry.seen)
        .map((entry) => `declared but never reported: ${entry.pattern}`);
      expect(
        [...lines, ...missing],
        `the page reported ${lines.length} undeclared error(s) (declare one with pageErrors.expect()):\n${[...lines, ...missing].join('\n')}`,
      ).toEqual([]);
    },
    { auto: true },
  ],
});

/** The WCAG 2.2 A and AA rules: the bar every widget meets in every state. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A CSS selector, or `{ fromShadowDom: ['host', 'selector in its shadow root'] }`. */
type AxeSelector = Parameters<AxeBuilder['include']>[0];

export interface AxeOptions {
  /** What to check (one selector or a list); the whole page otherwise. Shadow roots are always included. */
  include?: AxeSelector | AxeSelector[];
  exclude?: AxeSelector | AxeSelector[];
  /** Rule ids to skip, each with a reason in the test. */
  disableRules?: string[];
}

/** Runs axe-core on the page (open shadow roots included) and fails with one readable list of the violations. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of [options.include ?? []].flat()) builder = builder.include(selector);
  for (const selector of [options.exclude ?? []].flat()) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const report = violations.map((violation) => {
    const nodes = violation.nodes.map((node) => `    - ${node.target.join(' >>> ')}: ${node.html}`).join('\n');
    return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}`;
  });
  expect(report, `axe found ${violations.length} violation(s) on ${page.url()}:\n${report.join('\n')}`).toEqual([]);
}

// ---------------------------------------------------------------------------------------------------------------
// Inputs that must differ between tests, never from the clock or chance

let sequence = 0;
const LETTERS = 'abcdefghjkmnpqrstuvwxyz';

/**
 * A text no other test of the run uses: the fixture store lives as long as the run's own server (playwright.config.ts)
 * and is shared by its tests. Made of the worker and a count in letters with the retry between them, so it holds no
 * three equal characters in a row and reads the same in every run: `uniqueText('Jane Advisor')` → "Jane Advisor b0c".
 */
export function uniqueText(stem: string, separator = ' '): string {
  sequence += 1;
  const info = test.info();
  return `${stem}${separator}${inLetters(info.workerIndex)}${info.retry}${inLetters(sequence)}`;
}

/** An e-mail address no other test of the run uses. */
export function uniqueEmail(local: string, domain = 'harborwealth.com'): string {
  return `${uniqueText(local, '.')}@${domain}`;
}

/** A number in letters ("a" is 0), a letter per digit of base 23. */
function inLetters(n: number): string {
  let text = '';
  do {
    text = LETTERS[n % LETTERS.length] + text;
    n = Math.floor(n / LETTERS.length);
  } while (n > 0);
  return text;
}

/**
 * Waits until the element has drawn its first content (it leaves `:state(loading)`, runtime/loading-state.ts). An
 * absence is asserted only after this: before its first drawing an element shows nothing, whatever it will render.
 */
export async function firstDrawn(element: Locator): Promise<void> {
  await expect(element).toBeAttached();
  await element.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const check = () => (el.matches(':state(loading)') ? requestAnimationFrame(check) : resolve());
        check();
      }),
  );
}
