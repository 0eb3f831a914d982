import { describe, expect, it } from 'vitest';
import { checkBudgets, closure, pageSizes, stableName, staticImports, type ChunkSize } from './budgets';

const chunk = (file: string, gzip: number, imports: string[] = []): ChunkSize => ({
  name: stableName(file),
  file,
  raw: gzip * 3,
  gzip,
  brotli: gzip - 10,
  imports,
});

const chunks = [
  chunk('loader.js', 500),
  chunk('widgets/disclaimer-modal.js', 3000, ['chunks/react-DJT4P5uY.js', 'chunks/runtime-CCToOk1g.js']),
  chunk('chunks/react-DJT4P5uY.js', 60000),
  chunk('chunks/runtime-CCToOk1g.js', 7000, ['chunks/react-DJT4P5uY.js']),
];

describe('size budgets', () => {
  it('names chunks without their content hash', () => {
    expect(stableName('chunks/react-DJT4P5uY.js')).toBe('chunks/react.js');
    expect(stableName('chunks/rolldown-runtime-WkwZ5CU-.js')).toBe('chunks/rolldown-runtime.js');
    expect(stableName('widgets/fund-table.js')).toBe('widgets/fund-table.js');
  });

  it('finds the static imports of a minified module, not its dynamic ones', () => {
    const code = 'import{a as e}from"../chunks/react-X1.js";import"./side-Y2.js";const t=()=>import("./widgets/x.js");';
    expect(staticImports(code)).toEqual(['../chunks/react-X1.js', './side-Y2.js']);
  });

  it('adds up what a page with one element downloads', () => {
    expect(closure('widgets/disclaimer-modal.js', chunks).map((c) => c.file)).toEqual([
      'widgets/disclaimer-modal.js',
      'chunks/react-DJT4P5uY.js',
      'chunks/runtime-CCToOk1g.js',
    ]);
    expect(pageSizes(chunks)['disclaimer-modal']?.gzip).toBe(500 + 3000 + 60000 + 7000);
  });

  it('names the chunk, its size and its budget when a budget is exceeded or missing', () => {
    const failures = checkBudgets(chunks, {
      chunks: { 'loader.js': 400, 'widgets/disclaimer-modal.js': 4000, 'chunks/react.js': 70000 },
      pages: { 'disclaimer-modal': 80000 },
    });
    expect(failures).toEqual([
      'loader.js is 500 B gzip, over its budget of 400 B',
      'chunks/runtime.js (7000 B gzip) has no budget in bench/budgets.json',
    ]);
    expect(checkBudgets(chunks, { chunks: {}, pages: { 'disclaimer-modal': 1000 } })).toContain(
      'a page with <disclaimer-modal> downloads 70500 B gzip, over its budget of 1000 B',
    );
  });
});
