/**
 * The in-page half of the benchmark, added to every page it opens before the page's own scripts run
 * (`page.addInitScript`). It notes when each product-data response arrives and every long task, and exposes
 * `window.__bench` to scripts/bench.ts: the time of an interaction from its event to the paint after the DOM
 * settled, and the time from the data (or from navigation) to a rendered state.
 *
 * Painted: a DOM change is painted in the rendering step of the next animation frame (of the current one when the
 * change is made by a frame callback), and frame callbacks of the frame after that run once the paint is done:
 * the time taken is that callback's. Settled: the state looked for is there and no DOM change happened in a whole
 * frame, so rendering spread over several tasks or frames (AG Grid's) counts up to its last change. A forced
 * layout at each check keeps layout inside the measured time.
 *
 * Built on its own (no imports, no exports) and injected as a classic script.
 */

/**
 * What a page holds: `ag-grid-all-rows` is the AG Grid page with every row rendered (`?rows=all`), found and
 * driven exactly as `ag-grid`.
 */
type Target = 'fund-table' | 'ag-grid' | 'ag-grid-all-rows' | 'plain-dom' | 'insights-list';

const isAgGrid = (target: Target) => target === 'ag-grid' || target === 'ag-grid-all-rows';

type SortColumn = 'symbol' | 'fundName';

interface Settled {
  /** From the event (or the data) to the paint after the DOM settled (ms). */
  painted: number;
  /** From the event to the last DOM change (ms): the script's part, before style, layout and paint. */
  settled: number;
  /** Product-data responses that arrived meanwhile. */
  fetches: number;
}

const responses: { url: string; at: number }[] = [];
const longTasks: { start: number; duration: number }[] = [];
/** Results of the watchers started at page start (`watchTable`, `watchRendered`), by name. */
const results: Record<string, number | { fromData: number; fromNavigation: number }> = {};

// Every response of the product services, when it arrives (before its body is read).
const pageFetch = window.fetch.bind(window);
window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const response = await pageFetch(input, init);
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (/\/(pnp|cmg)\.svc\//.test(url)) responses.push({ url, at: performance.now() });
  return response;
};

try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
} catch {
  // No long-task timing in this browser: the list stays empty.
}

// ---------------------------------------------------------------------------------------------------------------
// The frame clock: runs while something waits on it

/** Number of the current (or last) animation frame, and the time its callbacks started. */
let frameNo = 0;
const frameTimes: number[] = [];
/** True from our frame callback until the frame's rendering is done. */
let inFrame = false;
const frameHooks = new Set<(frame: number) => void>();
const afterRendering = new MessageChannel();
afterRendering.port1.onmessage = () => {
  inFrame = false;
};

function onFrame() {
  const now = performance.now();
  frameNo += 1;
  frameTimes[frameNo] = now;
  inFrame = true;
  afterRendering.port2.postMessage(null);
  for (const hook of [...frameHooks]) hook(frameNo);
  if (frameHooks.size) requestAnimationFrame(onFrame);
}

function addFrameHook(hook: (frame: number) => void) {
  if (frameHooks.size === 0) requestAnimationFrame(onFrame);
  frameHooks.add(hook);
}

/** The frame whose rendering paints a change made now. */
const paintingFrame = () => (inFrame ? frameNo : frameNo + 1);

/**
 * Watches the DOM under `observed` from now on and calls back with the paint time once `done()` holds and a
 * whole frame passed without a change (`since`: the frame known to paint the state already seen, if any).
 */
function whenSettled(
  observed: () => Node | null,
  done: () => boolean,
  onSettled: (paintedAt: number, lastChangeAt: number) => void,
  onTimeout: () => void,
  timeoutMs: number,
  since?: number,
) {
  let lastChange = since ?? -1;
  let lastChangeAt = performance.now();
  let observer: MutationObserver | undefined;
  const started = performance.now();
  const observe = () => {
    const node = observed();
    if (observer || !node) return;
    observer = new MutationObserver(() => {
      lastChange = paintingFrame();
      lastChangeAt = performance.now();
    });
    observer.observe(node, { subtree: true, childList: true, attributes: true, characterData: true });
  };
  observe();
  const hook = (frame: number) => {
    observe();
    void document.documentElement.offsetHeight;
    if (lastChange >= 0 && frame >= lastChange + 2 && done()) {
      frameHooks.delete(hook);
      observer?.disconnect();
      onSettled(frameTimes[lastChange + 1]!, lastChangeAt);
    } else if (performance.now() - started > timeoutMs) {
      frameHooks.delete(hook);
      observer?.disconnect();
      onTimeout();
    }
  };
  addFrameHook(hook);
}

// ---------------------------------------------------------------------------------------------------------------
// Where things are on each kind of page

function root(target: Target): ParentNode | null {
  return target === 'fund-table' || target === 'insights-list'
    ? (document.querySelector(target)?.shadowRoot ?? null)
    : document.querySelector('[data-bench-root]');
}

/**
 * The "Displaying N fund(s)" count every table implementation shows; for the insights list, Y of its "Displaying
 * X of Y insights" (the insights the filter keeps). Null before it is there.
 */
function count(target: Target): number | null {
  const node = root(target);
  if (!node) return null;
  if (target === 'insights-list') {
    const match = /of (\d+) insights/.exec(node.querySelector('.filters-count')?.textContent ?? '');
    return match ? Number(match[1]) : null;
  }
  const holder =
    target === 'fund-table' ? node.querySelector('[part~="count"]') : node.querySelector('[data-bench-count]');
  const match = /(\d[\d,]*)/.exec(holder?.textContent ?? '');
  return match ? Number(match[1]!.replace(/,/g, '')) : null;
}

const HEADER_TEXT: Record<SortColumn, string> = { symbol: 'Ticker', fundName: 'Fund Name' };

/** The header cell carrying aria-sort, and the element a click on sorts. */
function header(target: Target, column: SortColumn): { cell: Element; button: HTMLElement } | null {
  const node = root(target);
  if (!node) return null;
  if (isAgGrid(target)) {
    const cell = node.querySelector(`.ag-header-cell[col-id="${column}"]`);
    const button = cell?.querySelector<HTMLElement>('.ag-header-cell-label');
    return cell && button ? { cell, button } : null;
  }
  for (const cell of node.querySelectorAll('th')) {
    const button = cell.querySelector<HTMLElement>('button');
    if (button && button.textContent?.trim().startsWith(HEADER_TEXT[column])) return { cell, button };
  }
  return null;
}

function searchInput(target: Target): HTMLInputElement | null {
  const node = root(target);
  if (!node) return null;
  return target === 'fund-table' || target === 'insights-list'
    ? node.querySelector<HTMLInputElement>('input[type="text"], input[type="search"]')
    : node.querySelector<HTMLInputElement>('[data-bench-search]');
}

function classSelect(target: Target): HTMLSelectElement | null {
  const node = root(target);
  if (!node) return null;
  if (target !== 'fund-table') return node.querySelector<HTMLSelectElement>('[data-bench-class]');
  for (const select of node.querySelectorAll('select')) {
    if ([...select.options].some((option) => /^(Class\s+)?Institutional$/i.test(option.textContent?.trim() ?? '')))
      return select;
  }
  return null;
}

/** The tab named `label` (fund-table's landing tabs, the comparison pages' tab strip). */
function tabControl(target: Target, label: string): HTMLElement | null {
  const tabs = root(target)?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [];
  return [...tabs].find((tab) => tab.textContent?.trim() === label) ?? null;
}

/** Whether a column headed `text` is shown. */
function hasColumn(target: Target, text: string): boolean {
  const cells = root(target)?.querySelectorAll(isAgGrid(target) ? '.ag-header-cell-text' : 'thead th') ?? [];
  return [...cells].some((cell) => cell.textContent?.trim().startsWith(text));
}

/** The filters toggle, the checkbox labelled `label` in its panel and the panel's "View Results". */
function filterControls(target: Target, label: string) {
  const node = root(target);
  const buttons = [...(node?.querySelectorAll<HTMLElement>('button') ?? [])];
  const labels = [...(node?.querySelectorAll('label') ?? [])];
  return {
    toggle: buttons.find((b) => b.hasAttribute('aria-controls') && b.textContent?.trim().startsWith('Filters')),
    box: labels.find((l) => l.textContent?.trim() === label)?.querySelector<HTMLInputElement>('input'),
    viewResults: buttons.find((b) => b.textContent?.trim() === 'View Results'),
  };
}

const filtersOpen = (target: Target) => filterControls(target, '').toggle?.getAttribute('aria-expanded') === 'true';

/** Whether a part of the table is still drawing (fund-table draws long tables in chunks under aria-busy). */
const busy = (target: Target) => Boolean(root(target)?.querySelector('[aria-busy="true"]'));

/** The text of the first rows shown: changes when the order or the data changes. */
function firstRows(target: Target): string {
  const node = root(target);
  if (!node) return '';
  if (isAgGrid(target)) {
    return [0, 1, 2].map((i) => node.querySelector(`[role="row"][row-index="${i}"]`)?.textContent ?? '').join('|');
  }
  const rows = [...node.querySelectorAll('tbody tr')].filter((row) => !(row as HTMLElement).hidden).slice(0, 3);
  return rows.map((row) => row.textContent ?? '').join('|');
}

/** Whether the table is there with `rows` rows. */
function ready(target: Target, rows: number): boolean {
  return count(target) === rows && firstRows(target) !== '';
}

// ---------------------------------------------------------------------------------------------------------------
// Timing

function need<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`The page has no ${what}`);
  return value;
}

/** Runs `act` and resolves with the time from it to the paint after the DOM settled with `done()` true. */
function timeInteraction(target: Target, act: () => void, done: () => boolean, timeoutMs = 15_000): Promise<Settled> {
  return new Promise((resolve, reject) => {
    const before = responses.length;
    const observed = need(root(target), 'table');
    let start = 0;
    whenSettled(
      () => observed,
      done,
      (paintedAt, lastChangeAt) =>
        resolve({ painted: paintedAt - start, settled: lastChangeAt - start, fetches: responses.length - before }),
      () => reject(new Error(`${target}: no settled state within ${timeoutMs} ms`)),
      timeoutMs,
    );
    start = performance.now();
    act();
  });
}

/** Sets an input's or select's value as typing or choosing does, so that React's onChange sees it. */
function setValue(element: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype = element instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  if (element instanceof HTMLSelectElement) element.dispatchEvent(new Event('change', { bubbles: true }));
}

// ---------------------------------------------------------------------------------------------------------------
// The same DOM change by hand (scripts/bench/floor.ts)

/**
 * A state of fund-table's table, noted after an interaction reached it: the table element, its body rows in order
 * with their `hidden`, the header cells' `aria-sort`, the tabs' `aria-selected` and the count's text. `replay`
 * brings the page from its current state to a noted one with the fewest DOM changes and no script of the library:
 * what the browser's style, layout and paint cost for that interaction's change, the part no implementation that
 * keeps every row in the DOM can do without.
 */
interface TableState {
  table: Element;
  /** A table built anew by the interaction (a class, a tab): put back as a deep copy, new nodes as a build makes. */
  fresh: boolean;
  body: Element;
  rows: { row: HTMLElement; hidden: boolean }[];
  attributes: { element: Element; name: string; value: string | null }[];
  count: { element: Element; text: string } | null;
}

const states = new Map<string, TableState>();

function noteState(target: Target, name: string, fresh: boolean): void {
  const node = need(root(target), 'table');
  const table = need(node.querySelector('table'), 'table');
  const body = need(table.querySelector('tbody'), 'table body');
  const attribute = (element: Element, name: string) => ({ element, name, value: element.getAttribute(name) });
  const holder = node.querySelector('[part~="count"]');
  states.set(name, {
    table,
    fresh,
    body,
    rows: [...body.children].map((row) => ({ row: row as HTMLElement, hidden: (row as HTMLElement).hidden })),
    attributes: [
      ...[...table.querySelectorAll('thead th')].map((cell) => attribute(cell, 'aria-sort')),
      ...[...node.querySelectorAll('[role="tab"]')].map((tab) => attribute(tab, 'aria-selected')),
    ],
    count: holder ? { element: holder, text: holder.textContent ?? '' } : null,
  });
}

function applyState(target: Target, state: TableState): void {
  const current = need(root(target), 'table').querySelector('table');
  if (state.fresh) {
    // The copy's rows are as noted: nothing to move.
    current?.replaceWith(state.table.cloneNode(true));
  } else if (current !== state.table) {
    current?.replaceWith(state.table);
  }
  // Rows into the noted order, from the end: a row already before the one placed after it stays where it is.
  let next: Element | null = null;
  for (let i = state.fresh ? -1 : state.rows.length - 1; i >= 0; i -= 1) {
    const { row, hidden } = state.rows[i]!;
    if (row.parentNode !== state.body || row.nextElementSibling !== next) state.body.insertBefore(row, next);
    if (row.hidden !== hidden) row.hidden = hidden;
    next = row;
  }
  for (const { element, name, value } of state.attributes) {
    if (element.getAttribute(name) === value) continue;
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }
  if (state.count && state.count.element.textContent !== state.count.text)
    state.count.element.textContent = state.count.text;
}

const bench = {
  responses,
  longTasks,
  results,
  count,
  firstRows,
  ready,

  /**
   * From page start: once the table shows `rows` rows and settled, `results[name]` holds the time from the last
   * product-data response before that paint, and from navigation.
   */
  watchTable(name: string, target: Target, rows: number, timeoutMs = 60_000) {
    const hook = (frame: number) => {
      if (!ready(target, rows)) return;
      frameHooks.delete(hook);
      // Seen in this frame's callbacks: this frame's rendering paints it.
      whenSettled(
        () => root(target) as Node | null,
        () => true,
        (paintedAt) => {
          const dataAt = Math.max(...responses.filter((r) => r.at < paintedAt).map((r) => r.at));
          results[name] = { fromData: paintedAt - dataAt, fromNavigation: paintedAt };
        },
        () => undefined,
        timeoutMs,
        frame,
      );
    };
    addFrameHook(hook);
  },

  /**
   * From page start: once `selector` matches in the shadow root of `host` (inside `host` itself when `light`, for
   * the comparison pages), `results[name]` holds the time from navigation to its paint.
   */
  watchRendered(name: string, host: string, selector: string, light = false) {
    const hook = (frame: number) => {
      const scope = light ? document.querySelector(host) : document.querySelector(host)?.shadowRoot;
      if (!scope?.querySelector(selector)) return;
      frameHooks.delete(hook);
      const painted = (next: number) => {
        if (next <= frame) return;
        frameHooks.delete(painted);
        results[name] = frameTimes[frame + 1]!;
      };
      addFrameHook(painted);
    };
    addFrameHook(hook);
  },

  /** A click on a column's sort control; settled when its aria-sort and the first rows changed. */
  sort(target: Target, column: SortColumn): Promise<Settled> {
    const { cell, button } = need(header(target, column), `${column} header`);
    const sortBefore = cell.getAttribute('aria-sort');
    const rowsBefore = firstRows(target);
    // The header is looked up again: a render may have replaced it.
    return timeInteraction(
      target,
      () => button.click(),
      () => header(target, column)?.cell.getAttribute('aria-sort') !== sortBefore && firstRows(target) !== rowsBefore,
    );
  },

  /** One keystroke in the search box: its text becomes `text`; settled when the count is `rows`. */
  type(target: Target, text: string, rows: number): Promise<Settled> {
    const input = need(searchInput(target), 'search box');
    return timeInteraction(
      target,
      () => setValue(input, text),
      () => count(target) === rows,
    );
  },

  /**
   * Choosing a share class in the class select; settled when the count is `rows`, the first rows changed and every
   * row is in (no table busy).
   */
  chooseClass(target: Target, value: string, rows: number): Promise<Settled> {
    const select = need(classSelect(target), 'class select');
    const rowsBefore = firstRows(target);
    return timeInteraction(
      target,
      () => setValue(select, value),
      () => count(target) === rows && firstRows(target) !== rowsBefore && !busy(target),
    );
  },

  /** A click on the tab `label`; settled when it is selected and its table is there: `column` shown, `rows` rows. */
  switchTab(target: Target, label: string, column: string, rows: number): Promise<Settled> {
    const control = need(tabControl(target, label), `${label} tab`);
    return timeInteraction(
      target,
      () => control.click(),
      () =>
        tabControl(target, label)?.getAttribute('aria-selected') === 'true' &&
        hasColumn(target, column) &&
        count(target) === rows &&
        firstRows(target) !== '' &&
        !busy(target),
    );
  },

  /** A click on the (closed) filters toggle; settled when the panel is open. */
  openFilters(target: Target): Promise<Settled> {
    const toggle = need(filterControls(target, '').toggle, 'filters toggle');
    const open = () => toggle.click();
    return timeInteraction(target, open, () => filtersOpen(target));
  },

  /** In the open panel, the box `label` ticked (or unticked) and "View Results" pressed; settled at `rows` rows. */
  toggleFilter(target: Target, label: string, rows: number): Promise<Settled> {
    const { box, viewResults } = filterControls(target, label);
    const [tick, close] = [need(box, `"${label}" filter`), need(viewResults, '"View Results" button')];
    const act = () => {
      tick.click();
      close.click();
    };
    return timeInteraction(target, act, () => count(target) === rows && !filtersOpen(target) && !busy(target));
  },

  /** The class select's options: value and text. */
  classOptions(target: Target): { value: string; text: string }[] {
    const select = classSelect(target);
    return select ? [...select.options].map((o) => ({ value: o.value, text: o.textContent?.trim() ?? '' })) : [];
  },

  /**
   * Notes the table's state as `name`, untimed (after an interaction reached it; see `replay`); `fresh`: the
   * interaction built the table anew, and a replay puts in a deep copy of it.
   */
  noteState(target: Target, name: string, fresh = false): void {
    noteState(target, name, fresh);
  },

  /**
   * The DOM brought to the state noted as `name` by hand, with no script of the page's library; timed as an
   * interaction, to the paint after the DOM settled.
   */
  replay(target: Target, name: string): Promise<Settled> {
    const state = need(states.get(name), `state "${name}"`);
    return timeInteraction(
      target,
      () => applyState(target, state),
      () => true,
    );
  },

  /** First contentful paint of the page, when the browser reports it. */
  firstContentfulPaint(): number | null {
    const entry = performance.getEntriesByName('first-contentful-paint')[0];
    return entry ? entry.startTime : null;
  },
};

Object.defineProperty(window, '__bench', { value: bench });
