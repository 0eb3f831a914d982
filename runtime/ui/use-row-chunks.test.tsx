import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ROWS, MAX_UNCHUNKED_ROWS, ROWS_PER_CHUNK, useRowChunks } from './use-row-chunks';

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
});
