/**
 * Start-up without long tasks: a table with more rows than one task should draw paints its first screen of rows,
 * then adds the rest in chunks, yielding to the browser between them (`scheduler.yield()` where the browser has
 * it, else a new macrotask), so input and painting are never held up for long. Every row ends up in the DOM and
 * in the accessibility tree; until then the table says it is busy (`aria-busy="true"`), and tests that count
 * rows wait for that to clear.
 *
 * Chunking starts again with each data load (a new `data` array) that is large enough; a sort, a search or a
 * filter on the same data draws every row at once, as the rows are all there already.
 */
import { useEffect, useState } from 'react';

/** Rows drawn in the first task: more than a tall screen holds. */
export const FIRST_SCREEN_ROWS = 40;
/** Rows drawn in each later task (about 20-30 ms of rendering on a mid-range phone's worth of CPU). */
export const ROWS_PER_CHUNK = 150;
/** Up to this many rows, one task draws them all: chunking would only add a frame. */
export const MAX_UNCHUNKED_ROWS = 200;

interface SchedulerWithYield {
  yield(): Promise<void>;
}

/** Lets the browser handle input and paint: `scheduler.yield()` where present, else a macrotask. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    // A message is a macrotask without setTimeout's clamping after nested calls.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * How many rows (in display order, hidden ones included) to draw now for a data load of `total` rows, and whether
 * more are coming.
 */
export function useRowChunks(total: number, data: unknown): { limit: number; busy: boolean } {
  const [state, setState] = useState(() => ({ data, limit: FIRST_SCREEN_ROWS }));
  let limit = state.limit;
  if (state.data !== data) {
    // A new data load starts again from the first screen (state adjusted while rendering, as React recommends).
    limit = FIRST_SCREEN_ROWS;
    setState({ data, limit });
  }
  const chunked = total > MAX_UNCHUNKED_ROWS;
  const busy = chunked && limit < total;

  useEffect(() => {
    if (!busy) return;
    let current = true;
    void yieldToBrowser().then(() => {
      if (current) setState((now) => (now.data === data ? { data, limit: now.limit + ROWS_PER_CHUNK } : now));
    });
    return () => {
      current = false;
    };
  }, [busy, limit, data]);

  return { limit: chunked ? limit : Number.POSITIVE_INFINITY, busy };
}
