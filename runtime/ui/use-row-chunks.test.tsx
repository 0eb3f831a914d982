import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { getPageConfig } from '../config';
import { ElementContext, type ElementContextValue } from '../element-context';
import {
  FIRST_SCREEN_ROWS,
  MAX_ANSWER_ROWS,
  MAX_UNCHUNKED_ROWS,
  ROWS_PER_CHUNK,
  keepsEveryRow,
  useRowChunks,
} from './use-row-chunks';

/** A wrapper that renders in an element of its own (a host of its own). */
function inElement(host = document.createElement('div')) {
  const value: ElementContextValue = {
    host,
    tag: 'cm-test',
    config: getPageConfig(),
    emit: () => true,
    reportFailure: () => {},
  };
  return ({ children }: { children: ReactNode }) => (
    <ElementContext.Provider value={value}>{children}</ElementContext.Provider>
  );
}

describe('useRowChunks', () => {
  it('draws a small table at once, never busy', () => {
    const data = [1, 2, 3];
    const { result } = renderHook(() => useRowChunks(MAX_UNCHUNKED_ROWS, data));
    expect(result.current.busy).toBe(false);
    expect(result.current.limit).toBe(Number.POSITIVE_INFINITY);
  });

  it('draws the first screen of a big table, then the rest in chunks, busy until every row is in', async () => {
    const data: unknown[] = [];
    const limits: number[] = [];
    const { result } = renderHook(() => {
      const chunks = useRowChunks(1160, data);
      limits.push(chunks.limit);
      return chunks;
    });
    expect(limits[0]).toBe(FIRST_SCREEN_ROWS);
    expect(result.current.busy).toBe(true);
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.limit).toBeGreaterThanOrEqual(1160);
    const steps = [...new Set(limits)];
    expect(steps.slice(0, 3)).toEqual([
      FIRST_SCREEN_ROWS,
      FIRST_SCREEN_ROWS + ROWS_PER_CHUNK,
      FIRST_SCREEN_ROWS + 2 * ROWS_PER_CHUNK,
    ]);
  });

  it('starts again from the first screen with a new data load, and not for a new order of the same data', async () => {
    let data: unknown[] = [];
    let total = 1000;
    const { result, rerender } = renderHook(() => useRowChunks(total, data));
    await waitFor(() => expect(result.current.busy).toBe(false));
    total = 900; // a search left fewer rows shown: same data
    rerender();
    expect(result.current.busy).toBe(false);
    data = [];
    total = 1000;
    rerender();
    expect(result.current.limit).toBeLessThan(1000);
    expect(result.current.busy).toBe(true);
    await waitFor(() => expect(result.current.busy).toBe(false));
  });

  it('keeps the drawn rows when a load only adds rows, with room for the added ones', async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ i }));
    const first = rows(800);
    let data: readonly object[] = first;
    const { result, rerender } = renderHook(() => useRowChunks(data.length, data));
    expect(result.current.limit).toBe(FIRST_SCREEN_ROWS);
    await waitFor(() => expect(result.current.limit).toBeGreaterThanOrEqual(FIRST_SCREEN_ROWS + ROWS_PER_CHUNK));
    const drawn = result.current.limit;
    // A second group of 60 rows appended, the first group's rows kept (the same objects).
    data = [...first, ...rows(60)];
    rerender();
    expect(result.current.limit).toBeGreaterThanOrEqual(Math.min(drawn, 800) + 60);
    expect(result.current.limit).toBeLessThanOrEqual(drawn + 60 + ROWS_PER_CHUNK);
    await waitFor(() => expect(result.current.busy).toBe(false));
    // Every row drawn, then a group of 500: the drawn rows stay, at most one chunk more is added at once.
    data = [...data, ...rows(500)];
    rerender();
    expect(result.current.limit).toBe(860 + ROWS_PER_CHUNK);
    expect(result.current.busy).toBe(true);
    await waitFor(() => expect(result.current.busy).toBe(false));
    // Rows of the first load answered again as new objects: a new load, from the first screen.
    data = rows(1360);
    rerender();
    expect(result.current.limit).toBe(FIRST_SCREEN_ROWS);
  });

  it('tells a load that only adds rows from one that replaces some', () => {
    const a = { id: 'a' };
    const b = { id: 'b' };
    const c = { id: 'c' };
    expect(keepsEveryRow([a, b], [a, c, b])).toBe(true);
    expect(keepsEveryRow([], [a])).toBe(true);
    expect(keepsEveryRow([a, b], [a, c])).toBe(false);
    expect(keepsEveryRow([a, b, c], [a, b])).toBe(false);
  });

  it("draws a table loaded after the element's first one at once, up to MAX_ANSWER_ROWS rows", async () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ i }));
    const wrapper = inElement();
    let data: readonly object[] = rows(154);
    const first = renderHook(() => useRowChunks(data.length, data), { wrapper });
    // Start-up: the first screen, then the rest.
    expect(first.result.current.limit).toBe(FIRST_SCREEN_ROWS);
    await waitFor(() => expect(first.result.current.busy).toBe(false));

    // A visitor's change: another class's rows in the same table, every row at once, never busy.
    data = rows(154);
    first.rerender();
    expect(first.result.current).toEqual({ limit: Number.POSITIVE_INFINITY, busy: false });

    // The table taken down and built again (a class switch shows the spinner between): at once too.
    first.unmount();
    const again = renderHook(() => useRowChunks(120, rows(120)), { wrapper });
    expect(again.result.current).toEqual({ limit: Number.POSITIVE_INFINITY, busy: false });

    // A load bigger than MAX_ANSWER_ROWS starts from the first screen again.
    data = rows(MAX_ANSWER_ROWS + 1);
    const big = renderHook(() => useRowChunks(data.length, data), { wrapper });
    expect(big.result.current.limit).toBe(FIRST_SCREEN_ROWS);
    expect(big.result.current.busy).toBe(true);
    await waitFor(() => expect(big.result.current.busy).toBe(false));
  });

  it('chunks the first table of each element, whatever another element has drawn', async () => {
    const data = Array.from({ length: 154 }, (_, i) => ({ i }));
    const one = renderHook(() => useRowChunks(data.length, data), { wrapper: inElement() });
    await waitFor(() => expect(one.result.current.busy).toBe(false));
    const other = renderHook(() => useRowChunks(data.length, [...data]), { wrapper: inElement() });
    expect(other.result.current.limit).toBe(FIRST_SCREEN_ROWS);
    expect(other.result.current.busy).toBe(true);
  });
});
