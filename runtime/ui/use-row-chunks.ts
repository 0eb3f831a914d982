/**
 * Start-up without long tasks: a table with more rows than one task should draw paints its first screen of rows,
 * then adds the rest in chunks, yielding to the browser between them (`scheduler.yield()` where the browser has
 * it, else a new macrotask); each chunk is a transition, which React renders in slices, as it renders the answers
 * (use-service.ts), so input and painting are never held up for long. Every row ends up in the DOM and
 * in the accessibility tree; until then the table says it is busy (`aria-busy="true"`), and tests that count
 * rows wait for that to clear.
 *
 * Chunking starts again with each data load (a new `data` array) that is large enough; a sort, a search or a
 * filter on the same data draws every row at once, as the rows are all there already. A load that keeps every row
 * of the one before and adds some (Find a Product's product groups, appended as they arrive) keeps the rows already
 * drawn and adds room for the new ones (at most a chunk's worth), instead of throwing the drawn rows away and
 * starting again from the first screen: in display order, a row drawn before moves down by at most the number of
 * rows added, so it stays within the new limit (when more than a chunk was added, the last rows drawn may wait for
 * a later chunk again).
 *
 * Chunking is for an element's start-up. Once an element has drawn a table with every row, a table it loads later
 * answers a visitor's change (a share class, a tab) and, up to `MAX_ANSWER_ROWS` rows, is drawn at once: the
 * visitor waits for the whole table, and a first screen followed by a chunk in a transition painted the mutual
 * funds' Prices & Yields tab (154 rows) complete about a fifth later than one step does (67 against 54 ms).
 */
import { startTransition, useContext, useEffect, useState } from 'react';
import { ElementContext } from '../element-context';

/** Rows drawn first: more than a tall screen holds. */
export const FIRST_SCREEN_ROWS = 40;
/** Rows drawn in each later chunk (about 20-30 ms of rendering on a mid-range phone's worth of CPU). */
export const ROWS_PER_CHUNK = 150;
/**
 * Up to this many rows, one step draws them all: chunking would only add a frame. Above it, the first screen comes
 * first: the mutual funds' 154 rows drawn at once took 45-60 ms, a long task, and drawn as one transition they
 * reached the screen about 50 ms later than the first 40 rows do (bench, interleaved start-ups).
 */
export const MAX_UNCHUNKED_ROWS = 60;

/**
 * Up to this many rows, a table loaded after the element's first one (a visitor's change) is drawn in one step:
 * the mutual funds' 154 rows take about 25 ms of script that way on a quiet desktop. Above it, the first screen
 * comes first again, as at start-up.
 */
export const MAX_ANSWER_ROWS = 250;

/** The elements (their hosts) that have drawn a table with every row in: their start-up is over. */
const startedUp = new WeakSet<HTMLElement>();

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

/** Whether `next` holds every row of `previous` (the same objects): rows were added, none replaced. */
export function keepsEveryRow(previous: readonly unknown[], next: readonly unknown[]): boolean {
  if (next.length < previous.length) return false;
  const rows = new Set(next);
  return previous.every((row) => rows.has(row));
}

/**
 * The limit for a new data load: from the first screen again, or, when rows were only added, the rows drawn so far
 * (every row of a load too small to chunk) and room for the added ones.
 */
function limitForNewLoad(previous: readonly unknown[], limit: number, next: readonly unknown[]): number {
  if (previous.length === 0 || !keepsEveryRow(previous, next)) return FIRST_SCREEN_ROWS;
  const drawn = previous.length <= MAX_UNCHUNKED_ROWS ? previous.length : Math.min(limit, previous.length);
  return Math.max(FIRST_SCREEN_ROWS, drawn + Math.min(next.length - previous.length, ROWS_PER_CHUNK));
}

/**
 * How many rows (in display order, hidden ones included) to draw now for a data load of `total` rows, and whether
 * more are coming.
 */
export function useRowChunks(total: number, data: readonly unknown[]): { limit: number; busy: boolean } {
  // Outside an element (a component rendered on its own) every load is a start-up.
  const host = useContext(ElementContext)?.host;
  const atOnce = host !== undefined && startedUp.has(host) && total <= MAX_ANSWER_ROWS;
  const [state, setState] = useState(() => ({
    data,
    limit: atOnce ? Number.POSITIVE_INFINITY : FIRST_SCREEN_ROWS,
  }));
  let limit = state.limit;
  if (state.data !== data) {
    // A new data load (state adjusted while rendering, as React recommends).
    limit = atOnce ? Number.POSITIVE_INFINITY : limitForNewLoad(state.data, state.limit, data);
    setState({ data, limit });
  }
  const chunked = total > MAX_UNCHUNKED_ROWS;
  const busy = chunked && limit < total;

  useEffect(() => {
    if (host && total > 0 && !busy) startedUp.add(host);
  }, [host, total, busy]);

  useEffect(() => {
    if (!busy) return;
    let current = true;
    void yieldToBrowser().then(() => {
      // A transition, as a first answer is (use-service.ts): React draws the chunk in slices that yield to the
      // browser.
      if (current) {
        startTransition(() =>
          setState((now) => (now.data === data ? { data, limit: now.limit + ROWS_PER_CHUNK } : now)),
        );
      }
    });
    return () => {
      current = false;
    };
  }, [busy, limit, data]);

  return { limit: chunked ? limit : Number.POSITIVE_INFINITY, busy };
}
