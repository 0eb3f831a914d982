/**
 * The pure parts of the benchmark (`npm run bench`, scripts/bench.ts): the statistics, the formatting of times,
 * sizes and ratios, and the Markdown report built from the results. No I/O here.
 */

/**
 * The table implementations the benchmark compares. `ag-grid-all-rows` is the same AG Grid page with every row and
 * column rendered (no virtualisation, rows in the DOM in the order shown): what `<fund-table>` renders, so that
 * find-in-page and screen readers see the whole table.
 */
export const IMPLEMENTATIONS = ['fund-table', 'ag-grid', 'ag-grid-all-rows', 'plain-dom'] as const;
export type Implementation = (typeof IMPLEMENTATIONS)[number];

export const IMPLEMENTATION_LABELS: Record<Implementation, string> = {
  'fund-table': '`<fund-table>`',
  'ag-grid': 'AG Grid Community (ag-grid-react)',
  'ag-grid-all-rows': 'AG Grid, every row rendered',
  'plain-dom': 'plain DOM (innerHTML)',
};

/** The implementations `<fund-table>` is set against in the ratio columns, and each ratio's heading. */
const RATIOS: readonly (readonly [Implementation, string])[] = [
  ['ag-grid', 'fund-table / AG Grid'],
  ['ag-grid-all-rows', 'fund-table / AG Grid, every row'],
  ['plain-dom', 'fund-table / plain DOM'],
];

/**
 * Added after the others were measured: left out of a section (its column and its ratio) with no figure of it, as in
 * results from before it was measured, which print as they did.
 */
const ADDED_LATER: ReadonlySet<Implementation> = new Set(['ag-grid-all-rows']);

/** What is timed on a table, in the report's order, and its name there. */
export const TABLE_METRIC_LABELS = {
  firstPaint: 'data to first paint',
  sort: 'sort (header click)',
  keystroke: 'search keystroke',
  clearSearch: 'search cleared',
  classSwitch: 'class switch',
  tabSwitch: 'tab switch',
  filterToggle: 'filter toggle',
} as const;
export type TableMetric = keyof typeof TABLE_METRIC_LABELS;
export const TABLE_METRICS = Object.keys(TABLE_METRIC_LABELS) as TableMetric[];

/** The samples of one timing (milliseconds) and their median. */
export interface Timing {
  median: number;
  samples: number[];
}

export interface TableResult {
  /** `find-a-product` or `mutual-funds-performance`. */
  table: string;
  title: string;
  /** Rows the table holds after the first load. */
  rows: number;
  /** What exactly was timed (printed under the table). */
  details: string[];
  /** Per metric, per implementation; a missing entry was not measured (not applicable or not built). */
  metrics: Partial<Record<TableMetric, Partial<Record<Implementation, Timing>>>>;
}

export interface SizeFigure {
  gzip: number;
  brotli: number;
  raw?: number;
}

export interface SizeRow extends SizeFigure {
  name: string;
  /** What the row is (for the Markdown table). */
  note?: string;
}

export interface StartupResult {
  page: string;
  /** What "rendered" means on that page. */
  rendered: string;
  /** Navigation start to the element's rendered state, painted. */
  firstRender: Timing;
  /** Navigation start to the table with its rows painted (fund-table only). */
  withData?: Timing;
  /** First contentful paint of the page (the site frame), for reference. */
  firstContentfulPaint?: Timing;
  /** Long tasks until the rendered state: medians over the runs. */
  longTasks: { count: number; totalMs: number; blockingMs: number; longestMs: number };
  /** Every long task of every run until the rendered state (ms), longest first (absent in older results). */
  allLongTasks?: number[];
}

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  chromium: string;
  node: string;
  os: string;
  /** The 1-minute load average when the run started and ended: other work on the machine skews the times. */
  load: { start: number; end: number };
}

/** One element's interaction outside the table comparison, set beside a figure of `<fund-table>`. */
export interface InteractionResult {
  /** e.g. "`<insights-list>`: the insights list of 120 cards". */
  title: string;
  /** What exactly was timed (printed under the heading). */
  details: string[];
  metrics: Array<{
    label: string;
    timing: Timing;
    /** The figure it is held against (the issue's bar), when there is one. */
    against?: { label: string; median: number };
  }>;
}

/** The Find a Product table timed at each generated size. */
export interface CurveResult {
  details: string[];
  sizes: Array<{ rows: number; afterKeystroke: number; metrics: TableResult['metrics'] }>;
}

export interface BenchResults {
  date: string;
  machine: Machine;
  runs: number;
  /** Why something was not measured ("fund-table not built yet"), and other remarks printed with the report. */
  notes: string[];
  tables: TableResult[];
  size: {
    /** loader.js, each widgets/<tag>.js and each shared chunk. */
    chunks: SizeRow[];
    /** What a page downloads: with each single element, and with every element. */
    pages: SizeRow[];
    /** The AG Grid comparison builds (the minimal ag-grid-react page, and React alone for reference). */
    agGrid: SizeRow[];
  };
  startup: StartupResult[];
  /** Interactions of other elements (the insights list's keystroke). */
  interactions?: InteractionResult[];
  /** The cost curve: Find a Product-shaped data at growing sizes (scripts/bench/curve.ts). */
  curve?: CurveResult;
  /** The literature library's chip, keystroke, sort and "Add to Cart", beside fund-table's (bench/literature.ts). */
  literature?: InteractionResult;
  /** Each table interaction by `<fund-table>`, by AG Grid, and its DOM change made by hand (bench/floor.ts). */
  floor?: FloorResult;
  /** Every element's interactions at normal speed and with the CPU slowed (bench/elements.ts). */
  elements?: ElementsResult;
  /** The start-up of every element's demo page, at normal speed and slowed (bench/startup.ts). */
  elementStartup?: ElementStartupResult[];
  /** Each element added and removed again and again: heap, nodes and listeners (bench/leaks.ts). */
  leaks?: LeaksResult;
}

/** One interaction of an element, at normal speed and with the CPU slowed. */
export interface ElementInteraction {
  element: string;
  /** The demo page it was timed on. */
  page: string;
  label: string;
  /** The call to the fixture backend its state waits on, in words. */
  call?: string;
  /** The median number of calls to the fixture backend made while it ran. */
  calls: number;
  /** The paths those calls went to, in any run (absent in older results). */
  callPaths?: string[];
  normal: Timing;
  slowed: Timing;
  /** Its limit at the slowdown in bench/budgets.json (`interactions`), when it has one. */
  budgetMs?: number;
}

export interface ElementsResult {
  cpuSlowdown: number;
  goalMs: number;
  details: string[];
  interactions: ElementInteraction[];
}

/** The start-up of an element's demo page: at normal speed, and slowed (CPU and network). */
export interface ElementStartupResult {
  element: string;
  normal: StartupResult;
  slowed: StartupResult;
}

/** One measurement of the add-and-remove cycles: after `cycles` cycles and a forced collection. */
export interface LeakSample {
  cycles: number;
  /** The heap's objects without compiled code (a heap snapshot's self sizes). */
  heapBytes: number;
  /** The whole heap in use, code included (`Runtime.getHeapUsage`; absent in older results). */
  usedHeapBytes?: number;
  nodes: number;
  listeners: number;
}

export interface LeakResult {
  element: string;
  page: string;
  samples: LeakSample[];
  /** Heap at the end over heap after the first cycles, in percent. */
  heapGrowthPercent: number;
  nodesGrowth: number;
  listenersGrowth: number;
  leaks: boolean;
  /** A leak that still grew in the second half of the cycles, or one that stopped (one removed element kept). */
  kind?: 'grows' | 'kept once';
}

export interface LeaksResult {
  cycles: number;
  /** The heap growth allowed from the first cycle to the end, in per cent. */
  limitPercent?: number;
  details: string[];
  elements: LeakResult[];
}

/** The table interactions timed three ways, run for run (scripts/bench/floor.ts). */
export interface FloorResult {
  details: string[];
  rows: Array<{ label: string; fundTable: Timing; byHand: Timing; agGrid: Timing }>;
}

// ---------------------------------------------------------------------------------------------------------------
// Statistics

/** The median of the values (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export function timing(samples: readonly number[]): Timing {
  return { median: round(median(samples), 1), samples: samples.map((value) => round(value, 1)) };
}

export function round(value: number, digits = 0): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

// ---------------------------------------------------------------------------------------------------------------
// Formatting

/** "12.3 ms" (one decimal below 100 ms, none above); "-" when missing. */
export function formatMs(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return '-';
  return value < 100 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`;
}

/** Bytes as KB (1 KB = 1,024 B) with one decimal: "70.3 KB"; "-" when missing. */
export function formatKb(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes)) return '-';
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/**
 * The ratio of `ours` to `theirs` as "1.84×" (two decimals below 10, one up to 100, none above), or "-" when either
 * is missing or `theirs` is not positive. Below 1 ours is the smaller (faster or lighter) figure.
 */
export function formatRatio(ours: number | undefined, theirs: number | undefined): string {
  if (ours === undefined || theirs === undefined || !Number.isFinite(ours) || !Number.isFinite(theirs)) return '-';
  if (theirs <= 0) return '-';
  const ratio = ours / theirs;
  const digits = ratio < 10 ? 2 : ratio < 100 ? 1 : 0;
  return `${ratio.toFixed(digits)}×`;
}

/** Characters that would break a Markdown table cell: the pipe is escaped, line breaks become spaces. */
export function escapeCell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
}

export type Align = 'left' | 'right';

/**
 * A GitHub Markdown table: a header row, the alignment row and one row per entry, the columns padded to a common
 * width so that the plain text lines up too. Missing cells are left empty.
 */
export function markdownTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  align?: readonly Align[],
): string {
  const cells = [headers, ...rows].map((row) => headers.map((_, i) => escapeCell(row[i] ?? '')));
  const widths = headers.map((_, i) => Math.max(3, ...cells.map((row) => [...row[i]!].length)));
  const pad = (text: string, i: number) => {
    const gap = ' '.repeat(widths[i]! - [...text].length);
    return align?.[i] === 'right' ? gap + text : text + gap;
  };
  const line = (row: readonly string[]) => `| ${row.map(pad).join(' | ')} |`;
  const rule = `| ${widths.map((width, i) => (align?.[i] === 'right' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [line(cells[0]!), rule, ...cells.slice(1).map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------------------------
// The report

/** The implementations a section shows: every one, but one added later only where it has a figure. */
function shownImplementations(metrics: readonly TableResult['metrics'][]): Implementation[] {
  return IMPLEMENTATIONS.filter(
    (impl) =>
      !ADDED_LATER.has(impl) || metrics.some((byMetric) => Object.values(byMetric).some((byImpl) => byImpl?.[impl])),
  );
}

/** A section's headings for `shown`: its first heading, each implementation, then fund-table's ratios. */
function speedHeadings(first: string, shown: readonly Implementation[]): string[] {
  return [
    first,
    ...shown.map((impl) => IMPLEMENTATION_LABELS[impl]),
    ...RATIOS.filter(([impl]) => shown.includes(impl)).map(([, heading]) => heading),
  ];
}

/** One line of a speed section: each shown implementation's median, then fund-table's ratio to each other one. */
function speedCells(byImpl: Partial<Record<Implementation, Timing>>, shown: readonly Implementation[]): string[] {
  const ours = byImpl['fund-table']?.median;
  return [
    ...shown.map((impl) => formatMs(byImpl[impl]?.median)),
    ...RATIOS.filter(([impl]) => shown.includes(impl)).map(([impl]) => formatRatio(ours, byImpl[impl]?.median)),
  ];
}

function tableSpeedSection(table: TableResult): string {
  const shown = shownImplementations([table.metrics]);
  const rows: string[][] = [];
  for (const metric of TABLE_METRICS) {
    const byImpl = table.metrics[metric];
    if (!byImpl) continue;
    rows.push([TABLE_METRIC_LABELS[metric], ...speedCells(byImpl, shown)]);
  }
  const headings = speedHeadings('median', shown);
  return [
    `### ${table.title} (${table.rows.toLocaleString('en-US')} rows)`,
    '',
    ...table.details.map((detail) => `- ${detail}`),
    ...(table.details.length ? [''] : []),
    markdownTable(
      headings,
      rows,
      headings.map((_, i) => (i === 0 ? 'left' : 'right')),
    ),
  ].join('\n');
}

/** The cost curve: per metric, one line per size with each implementation's median and fund-table's ratios. */
export function renderCurve(curve: CurveResult): string {
  const parts = [...curve.details.map((detail) => `- ${detail}`)];
  const shown = shownImplementations(curve.sizes.map((size) => size.metrics));
  const headings = speedHeadings('rows', shown);
  for (const metric of TABLE_METRICS) {
    const lines = curve.sizes
      .filter((size) => size.metrics[metric])
      .map((size) => [size.rows.toLocaleString('en-US'), ...speedCells(size.metrics[metric]!, shown)]);
    if (!lines.length) continue;
    parts.push(
      '',
      `### ${TABLE_METRIC_LABELS[metric]}`,
      '',
      markdownTable(
        headings,
        lines,
        headings.map(() => 'right'),
      ),
    );
  }
  return parts.join('\n');
}

export function renderInteraction(result: InteractionResult): string {
  return [
    `### ${result.title}`,
    '',
    ...result.details.map((detail) => `- ${detail}`),
    ...(result.details.length ? [''] : []),
    markdownTable(
      ['median', 'time', 'held against', 'its time', 'ratio'],
      result.metrics.map((metric) => [
        metric.label,
        formatMs(metric.timing.median),
        metric.against?.label ?? '',
        formatMs(metric.against?.median),
        formatRatio(metric.timing.median, metric.against?.median),
      ]),
      ['left', 'right', 'left', 'right', 'right'],
    ),
  ].join('\n');
}

function renderFloor(floor: FloorResult): string {
  return [
    ...floor.details.map((line) => `- ${line}`),
    '',
    markdownTable(
      [
        'median',
        '`<fund-table>`',
        'by hand (no script)',
        'AG Grid',
        'by hand / AG Grid',
        'fund-table / by hand',
        'fund-table / AG Grid',
      ],
      floor.rows.map((row) => [
        row.label,
        formatMs(row.fundTable.median),
        formatMs(row.byHand.median),
        formatMs(row.agGrid.median),
        formatRatio(row.byHand.median, row.agGrid.median),
        formatRatio(row.fundTable.median, row.byHand.median),
        formatRatio(row.fundTable.median, row.agGrid.median),
      ]),
      ['left', 'right', 'right', 'right', 'right', 'right', 'right'],
    ),
  ].join('\n');
}

/** `<tag>` in a name would be read as HTML by a Markdown viewer: it is set as code. */
function codeTags(text: string): string {
  return text.replace(/<([a-z][\w-]*)>/g, '`<$1>`');
}

function sizeTable(rows: readonly SizeRow[], withNote: boolean): string {
  return markdownTable(
    withNote ? ['file', 'gzip', 'brotli', 'what'] : ['file', 'gzip', 'brotli'],
    rows.map((row) => [
      codeTags(row.name),
      formatKb(row.gzip),
      formatKb(row.brotli),
      ...(withNote ? [row.note ?? ''] : []),
    ]),
    ['left', 'right', 'right', 'left'],
  );
}

function startupSection(startup: readonly StartupResult[]): string {
  return markdownTable(
    [
      'page',
      'rendered',
      'navigation to rendered',
      'to rows painted',
      'first contentful paint',
      'long tasks',
      'long-task time',
      'blocking time',
      'longest',
    ],
    startup.map((s) => [
      s.page,
      s.rendered,
      formatMs(s.firstRender.median),
      formatMs(s.withData?.median),
      formatMs(s.firstContentfulPaint?.median),
      String(s.longTasks.count),
      formatMs(s.longTasks.totalMs),
      formatMs(s.longTasks.blockingMs),
      formatMs(s.longTasks.longestMs),
    ]),
    ['left', 'left', 'right', 'right', 'right', 'right', 'right', 'right', 'right'],
  );
}

/** The interactions of the elements whose slowed median is over the goal or over its limit. */
export function overElementLimits(result: ElementsResult): ElementInteraction[] {
  return result.interactions.filter(
    (i) => i.slowed.median > result.goalMs || (i.budgetMs !== undefined && i.slowed.median > i.budgetMs),
  );
}

/** Every element's interactions: normal and slowed medians, the calls waited on, the limit; ✗ over goal or limit. */
export function renderElements(result: ElementsResult): string {
  const slowed = `${result.cpuSlowdown}× CPU`;
  const over = result.interactions.filter((i) => i.slowed.median > result.goalMs);
  const overBudget = result.interactions.filter((i) => i.budgetMs !== undefined && i.slowed.median > i.budgetMs);
  return [
    ...result.details.map((detail) => `- ${detail}`),
    '',
    markdownTable(
      ['element', 'interaction', 'median', slowed, 'limit', 'calls'],
      result.interactions.map((i) => [
        `\`<${i.element}>\``,
        i.call ? `${i.label} (waits on ${i.call})` : i.label,
        formatMs(i.normal.median),
        `${formatMs(i.slowed.median)}${i.slowed.median > result.goalMs ? ' ✗' : ''}`,
        i.budgetMs === undefined ? '-' : `${formatMs(i.budgetMs)}${i.slowed.median > i.budgetMs ? ' ✗ over' : ''}`,
        i.callPaths?.length ? `${i.calls} (${i.callPaths.map((path) => `\`${path}\``).join(', ')})` : String(i.calls),
      ]),
      ['left', 'left', 'right', 'right', 'right', 'left'],
    ),
    '',
    `${over.length} of ${result.interactions.length} interactions over ${result.goalMs} ms at ${slowed}; ${overBudget.length} over their limit.`,
  ].join('\n');
}

/** The start-up of every element page: rendered and long tasks at normal speed and slowed; ✗ for a task over 50 ms. */
export function renderElementStartup(results: readonly ElementStartupResult[], slowedLabel: string): string {
  const tasks = (s: StartupResult) => {
    const all = s.allLongTasks ?? [];
    if (!all.length) return 'none';
    const shown = all
      .slice(0, 4)
      .map((ms) => Math.round(ms))
      .join(', ');
    return `${all.length} in all runs ✗ (${shown}${all.length > 4 ? ', …' : ''} ms)`;
  };
  const runsWith = results.flatMap((r) => [r.normal, r.slowed]).filter((s) => (s.allLongTasks ?? []).length > 0);
  return [
    markdownTable(
      [
        'element',
        'page',
        'rendered',
        'navigation to rendered',
        'long tasks (median, longest)',
        'every long task',
        `${slowedLabel}: rendered`,
        'long tasks (median, longest)',
        'every long task',
      ],
      results.map((r) => [
        `\`<${r.element}>\``,
        r.normal.page,
        r.normal.rendered,
        formatMs(r.normal.firstRender.median),
        `${r.normal.longTasks.count}, ${formatMs(r.normal.longTasks.longestMs)}`,
        tasks(r.normal),
        formatMs(r.slowed.firstRender.median),
        `${r.slowed.longTasks.count}, ${formatMs(r.slowed.longTasks.longestMs)}`,
        tasks(r.slowed),
      ]),
      ['left', 'left', 'left', 'right', 'right', 'left', 'right', 'right', 'left'],
    ),
    '',
    `Goal: no task over 50 ms until the element is painted. ${runsWith.length} of ${results.length * 2} page and speed pairs had one in at least one run (✗).`,
  ].join('\n');
}

const percent = (from: number, to: number) => round(((to - from) / from) * 100, 1);

/**
 * The verdict on one element's add-and-remove cycles: it leaks when the heap at the end is over `limitPercent` above
 * the first cycle's or the nodes or listeners grew; it "grows" when the second half of the cycles still added to any
 * of them (a leak per cycle: over half the limit for the heap), and was "kept once" when only the first half did
 * (something holds one removed element, not each one).
 */
export function leakVerdict(
  samples: readonly LeakSample[],
  limitPercent: number,
): Pick<LeakResult, 'heapGrowthPercent' | 'nodesGrowth' | 'listenersGrowth' | 'leaks' | 'kind'> {
  const first = samples[0]!;
  const middle = samples[Math.floor(samples.length / 2)]!;
  const last = samples.at(-1)!;
  const heapGrowthPercent = percent(first.heapBytes, last.heapBytes);
  const nodesGrowth = last.nodes - first.nodes;
  const listenersGrowth = last.listeners - first.listeners;
  const leaks = heapGrowthPercent > limitPercent || nodesGrowth > 0 || listenersGrowth > 0;
  const stillGrowing =
    percent(middle.heapBytes, last.heapBytes) > limitPercent / 2 ||
    last.nodes > middle.nodes ||
    last.listeners > middle.listeners;
  return {
    heapGrowthPercent,
    nodesGrowth,
    listenersGrowth,
    leaks,
    ...(leaks ? { kind: stillGrowing ? 'grows' : 'kept once' } : {}),
  };
}

/** The add-and-remove cycles: heap, nodes and listeners after the first cycle, half-way and at the end; ✗ a leak. */
export function renderLeaks(result: LeaksResult): string {
  const mib = (bytes: number) => (bytes / 2 ** 20).toFixed(2);
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
  const series = (e: LeakResult, pick: (s: LeakSample) => string) => e.samples.map(pick).join(' → ');
  return [
    ...result.details.map((detail) => `- ${detail}`),
    '',
    markdownTable(
      [
        'element',
        'page',
        'heap MiB (cycles: ' + (result.elements[0]?.samples.map((s) => s.cycles).join(', ') ?? '') + ')',
        'heap growth',
        'DOM nodes',
        'listeners',
        'leaks',
      ],
      result.elements.map((e) => [
        `\`<${e.element}>\``,
        e.page,
        series(e, (s) => mib(s.heapBytes)),
        `${e.heapGrowthPercent > 0 ? '+' : ''}${e.heapGrowthPercent.toFixed(1)} %`,
        `${series(e, (s) => String(s.nodes))} (${signed(e.nodesGrowth)})`,
        `${series(e, (s) => String(s.listeners))} (${signed(e.listenersGrowth)})`,
        e.leaks ? `✗ ${e.kind ?? leakVerdict(e.samples, result.limitPercent ?? 5).kind}` : 'no',
      ]),
      ['left', 'left', 'right', 'right', 'right', 'right', 'left'],
    ),
    '',
    '"kept once": the growth stopped in the first half of the cycles (something holds one removed element, not each one); "grows": the second half still added to the heap (over half the limit), the nodes or the listeners.',
  ].join('\n');
}

/** The whole report as Markdown: machine, table speed with ratios, sizes and start-up. */
export function renderReport(results: BenchResults): string {
  const m = results.machine;
  const parts = [
    '# Benchmark results',
    '',
    `Run on ${results.date} by \`npm run bench\`: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB memory, ${m.chromium} (headless), Node ${m.node}, ${m.os}; load average ${m.load.start.toFixed(2)} at the start, ${m.load.end.toFixed(2)} at the end.`,
    `Every time is the median of ${results.runs} or more runs. Ratios above 1× mean \`<fund-table>\` is slower (or larger).`,
  ];
  if (results.notes.length) parts.push('', ...results.notes.map((note) => `- ${note}`));

  parts.push('', '## Table speed', '');
  parts.push(
    'From the data response to the table painted (two animation frames after the DOM settled, so style, layout and paint are included), and the same for one interaction.',
  );
  if (shownImplementations(results.tables.map((table) => table.metrics)).includes('ag-grid-all-rows')) {
    parts.push(
      '',
      `${IMPLEMENTATION_LABELS['ag-grid-all-rows']}: the same AG Grid page with its row and column virtualisation off (\`suppressRowVirtualisation\`, \`suppressMaxRenderedRowRestriction\`, \`suppressColumnVirtualisation\`) and its rows and cells in the DOM in the order shown (\`ensureDomOrder\`), as AG Grid's accessibility guidance sets it up: every row in the DOM, as \`<fund-table>\` keeps it, so that find-in-page and screen readers see the whole table. AG Grid as it comes draws only the rows in view.`,
    );
  }
  for (const table of results.tables) parts.push('', tableSpeedSection(table));

  if (results.floor) parts.push('', "## The browser's share", '', renderFloor(results.floor));
  if (results.curve) parts.push('', '## Cost curve', '', renderCurve(results.curve));

  if (results.interactions?.length) {
    parts.push(
      '',
      '## Other elements',
      '',
      'Timed as the tables are: from the event to the paint after the DOM settled.',
    );
    for (const interaction of results.interactions) parts.push('', renderInteraction(interaction));
  }

  if (results.literature) {
    parts.push('', '## Literature library', '', 'Timed as the tables are, on both elements by one timer.');
    parts.push('', renderInteraction(results.literature));
  }

  parts.push('', '## Size', '', '### Library chunks', '', sizeTable(results.size.chunks, false));
  parts.push('', '### What a page downloads', '', sizeTable(results.size.pages, true));
  parts.push('', '### AG Grid Community with its React wrapper', '', sizeTable(results.size.agGrid, true));
  const withTable = results.size.pages.find((row) => row.name === 'page with <fund-table>');
  const react = results.size.chunks.find((row) => row.name === 'chunks/react.js');
  const [agPage, agReact] = results.size.agGrid;
  if (withTable && agPage) {
    parts.push(
      '',
      `A page with \`<fund-table>\` downloads ${formatRatio(withTable.gzip, agPage.gzip)} the gzip bytes (${formatRatio(withTable.brotli, agPage.brotli)} brotli) of the minimal AG Grid page.`,
    );
    if (react && agReact) {
      const ours = withTable.gzip - react.gzip;
      const theirs = agPage.gzip - agReact.gzip;
      parts.push(
        `Leaving React out of both (every element shares one React chunk), that is ${formatKb(ours)} against ${formatKb(theirs)} gzip: ${formatRatio(ours, theirs)}.`,
      );
    }
  }

  parts.push('', '## Start-up', '', startupSection(results.startup));
  if (results.elementStartup?.length) {
    parts.push(
      '',
      '## Start-up of every element page',
      '',
      'Navigation to the element painted, and the tasks over 50 ms until then, in a fresh context each run: at normal speed, and with the CPU slowed 4× and Lighthouse\'s mobile network (150 ms round trip, 1.6 Mbit/s down). Medians of the runs; "every long task" lists the tasks of all runs, longest first.',
      '',
      renderElementStartup(results.elementStartup, '4× CPU, mobile network'),
    );
  }
  if (results.elements) parts.push('', "## Every element's interactions", '', renderElements(results.elements));
  if (results.leaks) parts.push('', '## Leaks: each element added and removed', '', renderLeaks(results.leaks));
  return `${parts.join('\n')}\n`;
}
