/**
 * Reading a Chromium trace (DevTools protocol `Tracing`, with the `disabled-by-default-v8.cpu_profiler` category)
 * of the page's main thread: where the time of a window went, by kind of work (script, style recalculation,
 * layout, paint, garbage collection) and by JavaScript function (the CPU profile's samples, self time), with
 * React's render and commit phases told apart by the functions on the stack. Used by scripts/bench/profile.ts.
 */

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: Record<string, unknown>;
}

/** A span of work on one thread (µs). */
interface Span {
  name: string;
  start: number;
  end: number;
}

export type WorkKind = 'script' | 'style' | 'layout' | 'paint' | 'gc' | 'parse' | 'other';

const KIND_BY_NAME: Readonly<Record<string, WorkKind>> = {
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  Commit: 'paint',
  CompositeLayers: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GC_MARK_COMPACTOR': 'gc',
  BlinkGC: 'gc',
  'BlinkGC.AtomicPhase': 'gc',
  ParseHTML: 'parse',
  'v8.compile': 'parse',
  'v8.parseOnBackground': 'parse',
  'V8.CompileCode': 'parse',
  'v8.compileModule': 'parse',
};

const SCRIPT_NAMES = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.run',
  'v8.callFunction',
  'v8.evaluateModule',
  'RunMicrotasks',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'XHRReadyStateChange',
  'v8.produceModuleCache',
]);

export function kindOf(name: string): WorkKind {
  return KIND_BY_NAME[name] ?? (SCRIPT_NAMES.has(name) ? 'script' : 'other');
}

/** The processes of the frames that showed a page of the site (not the browser's own pages). */
function siteProcesses(events: readonly TraceEvent[]): Set<number> {
  const pids = new Set<number>();
  for (const e of events) {
    const data = e.args?.data as
      { frames?: { url?: string; processId?: number }[]; url?: string; processId?: number } | undefined;
    for (const frame of [...(data?.frames ?? []), ...(data ? [data] : [])]) {
      if (frame.processId !== undefined && /^https?:/.test(frame.url ?? '')) pids.add(frame.processId);
    }
  }
  return pids;
}

/** The main thread of the site's renderer that did the most work (the page's, not the browser's own pages'). */
export function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const site = siteProcesses(events);
  const mains = events.filter(
    (e) =>
      e.ph === 'M' &&
      e.name === 'thread_name' &&
      e.args?.name === 'CrRendererMain' &&
      (site.size === 0 || site.has(e.pid)),
  );
  let best = { pid: mains[0]?.pid ?? 0, tid: mains[0]?.tid ?? 0 };
  let bestBusy = -1;
  for (const main of mains) {
    const busy = events
      .filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
    if (busy > bestBusy) [best, bestBusy] = [{ pid: main.pid, tid: main.tid }, busy];
  }
  return best;
}

/** The thread's spans: complete events, and begin/end pairs joined. */
function spans(events: readonly TraceEvent[], thread: { pid: number; tid: number }): Span[] {
  const out: Span[] = [];
  const open: TraceEvent[] = [];
  for (const e of events) {
    if (e.pid !== thread.pid || e.tid !== thread.tid) continue;
    if (e.ph === 'X' && e.dur !== undefined) out.push({ name: e.name, start: e.ts, end: e.ts + e.dur });
    else if (e.ph === 'B') open.push(e);
    else if (e.ph === 'E') {
      const begin = open.pop();
      if (begin) out.push({ name: begin.name, start: begin.ts, end: e.ts });
    }
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}

export interface Breakdown {
  /** Self time (ms) by kind of work. */
  byKind: Record<WorkKind, number>;
  /** Self time (ms) by trace event name, largest first. */
  byName: [string, number][];
  /** Elements whose style was recalculated, and layout objects laid out (dirty) of the tree's total. */
  counts: { styled: number; laidOut: number; layoutObjects: number };
  /** Tasks (ms): every RunTask in the window, and those over 50 ms. */
  tasks: { start: number; duration: number }[];
}

/** Self time of each event (its duration less its children's), for the spans starting in [from, to] (µs). */
export function breakdown(events: readonly TraceEvent[], from: number, to: number): Breakdown {
  const thread = mainThread(events);
  const all = spans(events, thread).filter((s) => s.start >= from && s.start <= to);
  const self = new Map<string, number>();
  const stack: Span[] = [];
  const add = (name: string, us: number) => self.set(name, (self.get(name) ?? 0) + us);
  for (const span of all) {
    while (stack.length && stack[stack.length - 1]!.end <= span.start) stack.pop();
    const parent = stack[stack.length - 1];
    // A child's time is taken from its parent's self time (clipped to the parent).
    if (parent) add(parent.name, -(Math.min(span.end, parent.end) - span.start));
    add(span.name, span.end - span.start);
    stack.push(span);
  }
  const byKind: Record<WorkKind, number> = { script: 0, style: 0, layout: 0, paint: 0, gc: 0, parse: 0, other: 0 };
  for (const [name, us] of self) byKind[kindOf(name)] += us / 1000;
  const counts = { styled: 0, laidOut: 0, layoutObjects: 0 };
  for (const e of events) {
    if (e.pid !== thread.pid || e.tid !== thread.tid || e.ts < from || e.ts > to) continue;
    if (e.name === 'UpdateLayoutTree') counts.styled += Number(e.args?.elementCount ?? 0);
    if (e.name === 'Layout' && e.ph !== 'E') {
      const begin = e.args?.beginData as { dirtyObjects?: number; totalObjects?: number } | undefined;
      counts.laidOut += begin?.dirtyObjects ?? 0;
      counts.layoutObjects = Math.max(counts.layoutObjects, begin?.totalObjects ?? 0);
    }
  }
  return {
    byKind,
    counts,
    byName: [...self].map(([n, us]) => [n, us / 1000] as [string, number]).sort((a, b) => b[1] - a[1]),
    tasks: all
      .filter((s) => s.name === 'RunTask' && s.end - s.start >= 1000)
      .map((s) => ({ start: s.start, duration: (s.end - s.start) / 1000 })),
  };
}

/**
 * The main thread's CPU time (ms) in the tasks starting in [from, to] (µs): the trace's thread time, which a busy
 * machine inflates far less than the wall-clock durations.
 */
export function cpuTime(events: readonly TraceEvent[], from: number, to: number): number {
  const thread = mainThread(events);
  let total = 0;
  for (const e of events) {
    if (e.pid !== thread.pid || e.tid !== thread.tid || e.name !== 'RunTask' || e.ph !== 'X') continue;
    if (e.ts >= from && e.ts <= to) total += Number((e as { tdur?: number }).tdur ?? 0);
  }
  return total / 1000;
}

// ---------------------------------------------------------------------------------------------------------------
// The CPU profile inside the trace

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number };
}

export interface Sample {
  /** Trace time (µs). */
  ts: number;
  /** Time until the next sample (µs): the sample's weight. */
  weight: number;
  /** Function names from the sampled function up to the root. */
  stack: string[];
  /** The sampled function, with its file. */
  frame: string;
}

/** The samples of the main thread's CPU profile, in trace time. */
export function samples(events: readonly TraceEvent[]): Sample[] {
  const thread = mainThread(events);
  const profileIds = new Set(
    events.filter((e) => e.name === 'Profile' && e.pid === thread.pid && e.tid === thread.tid).map((e) => e.id),
  );
  const nodes = new Map<number, ProfileNode>();
  const out: Sample[] = [];
  const starts = new Map<string | undefined, number>();
  // Profile ids are per process: another renderer's profile may carry the same id.
  const ours = (e: TraceEvent) => e.pid === thread.pid && profileIds.has(e.id);
  for (const e of events) {
    if (e.name === 'Profile' && ours(e)) starts.set(e.id, (e.args?.data as { startTime: number }).startTime);
  }
  for (const e of events) {
    if (e.name !== 'ProfileChunk' || !ours(e)) continue;
    const data = e.args?.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let ts = starts.get(e.id) ?? 0;
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i += 1) {
      ts += deltas[i] ?? 0;
      out.push({ ts, weight: 0, stack: [], frame: String(ids[i]) });
    }
    starts.set(e.id, ts);
  }
  out.sort((a, b) => a.ts - b.ts);
  for (let i = 0; i < out.length; i += 1) {
    const sample = out[i]!;
    sample.weight = i + 1 < out.length ? Math.min(out[i + 1]!.ts - sample.ts, 2000) : 0;
    let node = nodes.get(Number(sample.frame));
    const top = node;
    while (node) {
      sample.stack.push(node.callFrame.functionName || '(anonymous)');
      node = node.parent === undefined ? undefined : nodes.get(node.parent);
    }
    const file =
      (top?.callFrame.url ?? '')
        .split('/')
        .pop()
        ?.replace(/-[\w-]{8}\.js$/, '.js') ?? '';
    sample.frame = `${top?.callFrame.functionName || '(anonymous)'}${file ? ` (${file}:${(top?.callFrame.lineNumber ?? 0) + 1})` : ''}`;
  }
  return out;
}

export type Phase = 'react render' | 'react commit' | 'other script' | 'idle or native';

const COMMIT = ['commitRoot', 'commitRootImpl', 'flushMutationEffects', 'flushLayoutEffects', 'flushPassiveEffects'];
const RENDER = ['renderRootSync', 'renderRootConcurrent', 'workLoopSync', 'workLoopConcurrent', 'performUnitOfWork'];
const IDLE = new Set(['(idle)', '(program)', '(garbage collector)', '(root)']);

/** React's phase of a sample, from the functions on its stack. */
export function phaseOf(sample: Sample): Phase {
  if (sample.stack.some((name) => COMMIT.some((c) => name.startsWith(c)))) return 'react commit';
  if (sample.stack.some((name) => RENDER.includes(name))) return 'react render';
  if (sample.stack.length === 0 || IDLE.has(sample.stack[0]!)) return 'idle or native';
  return 'other script';
}

/** Self time (ms) by function, and by React phase, of the samples in [from, to] (µs). */
export function functions(
  all: readonly Sample[],
  from: number,
  to: number,
): { byFunction: [string, number][]; byPhase: Record<Phase, number> } {
  const self = new Map<string, number>();
  const byPhase: Record<Phase, number> = {
    'react render': 0,
    'react commit': 0,
    'other script': 0,
    'idle or native': 0,
  };
  for (const sample of all) {
    if (sample.ts < from || sample.ts > to) continue;
    self.set(sample.frame, (self.get(sample.frame) ?? 0) + sample.weight / 1000);
    byPhase[phaseOf(sample)] += sample.weight / 1000;
  }
  return { byFunction: [...self].sort((a, b) => b[1] - a[1]), byPhase };
}
