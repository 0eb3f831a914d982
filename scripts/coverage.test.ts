import { describe, expect, it } from 'vitest';
import { consequentStart, foldersOf, mergeFile, ranInBrowser, browserRuns, type FileCoverage } from './coverage';

const line = (n: number, from = 0, to = 80) => ({ start: { line: n, column: from }, end: { line: n, column: to } });

/** A unit map of a three-line file: `if (ready) go();` on line 1, a ternary on line 2, a statement on line 3. */
const unit: FileCoverage = {
  path: '/x.ts',
  statementMap: { 0: line(1), 1: line(2), 2: line(3) },
  fnMap: {},
  f: {},
  s: { 0: 1, 1: 0, 2: 0 },
  branchMap: {
    0: { loc: line(1), type: 'if', locations: [line(1, 0, 16), { start: {}, end: {} }] },
    1: { loc: line(2), type: 'cond-expr', locations: [line(2, 10, 13), line(2, 16, 19)] },
  },
  b: { 0: [0, 1], 1: [0, 0] },
};
const source = ['if (ready) go();', 'const a = x ? one : two;', 'done();'];

/** Chromium's lines and blocks: lines 1 and 2 ran, line 3 did not; `one` (2:10-2:13) never ran. */
const browser: FileCoverage = {
  path: '/x.ts',
  statementMap: { 0: line(1), 1: line(2), 2: line(3) },
  fnMap: {},
  f: {},
  s: { 0: 1, 1: 1, 2: 0 },
  branchMap: { 0: { loc: line(2, 10, 13), type: 'branch', locations: [line(2, 10, 13)] } },
  b: { 0: [0] },
};

describe('merging unit and browser coverage', () => {
  it("finds where an if statement's consequent starts", () => {
    expect(consequentStart(source, { line: 1, column: 0 })).toEqual({ line: 1, column: 11 });
    expect(consequentStart(['if (a(b) &&', '  c) {'], { line: 1, column: 0 })).toEqual({ line: 2, column: 5 });
  });

  it('counts a position as run in the browser when its line ran and no never-run block holds it', () => {
    const runs = browserRuns(browser);
    expect(ranInBrowser(runs, { line: 2, column: 16 })).toBe(true);
    expect(ranInBrowser(runs, { line: 2, column: 11 })).toBe(false);
    expect(ranInBrowser(runs, { line: 3, column: 0 })).toBe(false);
  });

  it('takes the unit map as the measure and adds what the browser ran', () => {
    const { counts, merged } = mergeFile(unit, browser, source);
    expect(counts.lines).toEqual({ covered: 2, total: 3 });
    // if: taken in the browser (its consequent ran); its implicit else from the unit run only.
    // ternary: "two" ran in the browser, "one" never.
    expect(merged.b).toEqual({ 0: [1, 1], 1: [0, 1] });
    expect(counts.branches).toEqual({ covered: 3, total: 4 });
    expect(mergeFile(unit, undefined, source).counts).toEqual({
      lines: { covered: 1, total: 3 },
      branches: { covered: 1, total: 4 },
    });
  });

  it('counts a file in each of its folders', () => {
    expect(foldersOf('widgets/fund-table/landing/model.ts')).toEqual([
      'widgets/',
      'widgets/fund-table/',
      'widgets/fund-table/landing/',
    ]);
  });
});
