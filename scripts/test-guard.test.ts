import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTestSource, findTestFiles, isTestFile } from './test-guard';

const rules = (file: string, text: string) => checkTestSource(file, text).map((p) => `${p.line}:${p.rule}`);

describe('wall-clock', () => {
  it('flags elapsed time measured against the clock', () => {
    const text = [
      'const started = Date.now();',
      'await app.request(url);',
      'expect(Date.now() - started).toBeGreaterThanOrEqual(100);',
      'times.push(performance.now() - start);',
      'expect(Date.now() - Date.parse(message.sentAt)).toBeLessThan(5000);',
    ].join('\n');
    expect(rules('a.test.ts', text)).toEqual(['3:wall-clock', '4:wall-clock', '5:wall-clock']);
  });

  it('flags an answer raced against a real timer', () => {
    const text = `return Promise.race([response, new Promise((resolve) =>\n  setTimeout(() => resolve('pending'), ms))]);`;
    expect(rules('a.test.ts', text)).toEqual(['1:wall-clock']);
  });

  it('leaves a fixed time in the past, a fixed clock and fake timers alone', () => {
    const text = [
      'localStorage.setItem(KEY, JSON.stringify({ expiresAt: Date.now() - 1000 }));',
      'vi.setSystemTime(new Date(NOW));',
      'await vi.advanceTimersByTimeAsync(119);',
      'expect(stored).toEqual({ expiresAt: NOW + 30 * DAY_MS });',
      'await Promise.race([nextFrame(), settled]);',
    ].join('\n');
    expect(rules('a.test.ts', text)).toEqual([]);
  });
});

describe('absence-before-drawing', () => {
  it('flags an absence asserted right after an element is attached or a page opened', () => {
    expect(
      rules(
        'a.spec.ts',
        [
          "await page.goto('/account-settings');",
          "await expect(page.locator('advisor-login')).toBeAttached();",
          "await expect(button(page, 'Change')).toHaveCount(0);",
        ].join('\n'),
      ),
    ).toEqual(['3:absence-before-drawing']);
    expect(
      rules(
        'a.test.ts',
        [
          'const el = await fixture(html`<x-y></x-y>`);',
          'const ui = shadow(el);',
          "assert.isNull(ui.queryByRole('heading'));",
        ].join('\n'),
      ),
    ).toEqual(['3:absence-before-drawing']);
  });

  it('leaves an absence asserted after the first drawing, or after something the element shows, alone', () => {
    const text = [
      "await page.goto('/account-settings');",
      "await firstDrawn(page.locator('advisor-login'));",
      "await expect(button(page, 'Change')).toHaveCount(0);",
      'const el = await fixture(html`<x-y></x-y>`);',
      "await waitUntil(() => shadow(el).queryByRole('table'), 'the table');",
      "assert.isNull(shadow(el).queryByRole('alert'));",
    ].join('\n');
    expect(rules('a.test.ts', text)).toEqual([]);
  });
});

describe('sleep-then-negative', () => {
  it('flags a sleep followed by an assertion that nothing happened', () => {
    for (const negative of [
      'assert.equal(dialogOf(el), null);',
      "assert.equal(input.checked, false, 'the choice survives');",
      'assert.notOk(el.shadowRoot.querySelector("dialog"));',
      "await expect(page.getByRole('dialog')).toHaveCount(0);",
      'expect(events).toEqual([]);',
      'expect(called).toBe(false);',
    ]) {
      const text = `await new Promise((resolve) => setTimeout(resolve, 50));\n${negative}`;
      expect(
        rules('a.browser.test.ts', `import { it } from '../../tests/browser/helpers';\n${text}`),
        negative,
      ).toEqual(['2:sleep-then-negative']);
    }
    expect(rules('a.spec.ts', 'await page.waitForTimeout(500);\nawait expect(toast).toBeHidden();')).toEqual([
      '1:sleep-then-negative',
    ]);
    expect(rules('a.test.ts', 'await aTimeout(20);\n\nassert.ok(!opened);')).toEqual(['1:sleep-then-negative']);
  });

  it('leaves a wait on a condition, and a sleep followed by a positive check, alone', () => {
    const text = [
      'const { el, opened } = await settledFixture(html`<x-y></x-y>`);',
      'assert.equal(dialogOf(el), null);',
      "await waitUntil(() => !dialogOf(el), 'the dialog closes');",
      'assert.equal(localStorage.getItem(KEY), null);',
      'await new Promise((resolve) => setTimeout(resolve, 50));',
      "assert.ok(dialogOf(el)?.open, 'still open');",
    ].join('\n');
    expect(rules('a.test.ts', text)).toEqual([]);
  });

  it('reads no further than a few statements after the sleep', () => {
    const text = ['await aTimeout(10);', ...Array.from({ length: 6 }, () => 'step();'), 'expect(x).toBeNull();'];
    expect(rules('a.test.ts', text.join('\n'))).toEqual([]);
  });
});

describe('the fixtures every test must use', () => {
  it('an end-to-end spec takes test from ./helpers', () => {
    expect(rules('tests/e2e/a.spec.ts', "import { test, expect } from '@playwright/test';")).toEqual(['1:e2e-fixture']);
    expect(
      rules('tests/e2e/a.spec.ts', "import type { Page } from '@playwright/test';\nimport { test } from './helpers';"),
    ).toEqual([]);
  });

  it('a browser test imports tests/browser/helpers', () => {
    expect(rules('widgets/x/x.browser.test.ts', "import { fixture } from '@open-wc/testing';")).toEqual([
      '1:browser-helpers',
    ]);
    expect(rules('runtime/x.browser.test.tsx', "import { it } from '../tests/browser/helpers';")).toEqual([]);
  });
});

describe('the suite itself', () => {
  it('finds the test files of every layer and reports no problem in them', () => {
    const root = resolve(import.meta.dirname, '..');
    const files = findTestFiles(root);
    expect(files.every(isTestFile)).toBe(true);
    for (const layer of [/\.browser\.test\.tsx?$/, /^tests\/e2e\/.*\.spec\.ts$/, /^runtime\/.*\.test\.ts$/])
      expect(files.some((file) => layer.test(file))).toBe(true);
    const problems = files.flatMap((file) => checkTestSource(file, readFileSync(join(root, file), 'utf8')));
    expect(problems).toEqual([]);
  });
});
