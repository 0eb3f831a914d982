/**
 * Leaks in `npm run bench` (the `leaks` section, called from scripts/bench.ts): each element added to its demo page
 * and removed again, 200 times, as a CMS preview does while an author edits, each time waited for until drawn (its
 * first content in, no `:state(loading)` left, a frame painted). After the first cycle and at the end, after forced
 * garbage collections (DevTools' `HeapProfiler.collectGarbage`): the JavaScript heap in use
 * (`Runtime.getHeapUsage`), and the DOM nodes and JavaScript event listeners alive (`Memory.getDOMCounters`). An
 * element that lets go of what it built leaves the heap within a few per cent of the first cycle's and the counts
 * where they were; a store subscription or a listener on `window` kept after the element left grows them with every
 * cycle.
 *
 * The demo pages log the elements' events into a list (demo-pages/assets/demo.js): it is emptied before each
 * measurement, so that the page's log is not counted as the element's.
 *
 *   npx tsx scripts/bench/leaks.ts [--cycles 200] [tag]   this section alone, on the dist/ built
 */
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { startServer } from '../../demo-pages/server';
import { CHROMIUM, chromiumArgs } from '../../tests/browsers.mjs';
import { leakVerdict, renderLeaks, type LeakResult, type LeakSample, type LeaksResult } from '../bench-report';

export const LEAK_CYCLES = 200;
/** Heap growth from the first cycle to the end above which an element counts as leaking (the issue's goal). */
export const HEAP_GROWTH_LIMIT_PERCENT = 5;

interface LeakSubject {
  element: string;
  page: string;
  /** Which instance of the page is cycled (the first of the tag by default). */
  selector?: string;
  before?: (context: BrowserContext) => Promise<void>;
}

export const LEAK_SUBJECTS: readonly LeakSubject[] = [
  { element: 'literature-library', page: 'resources/literature/#mutual-funds' },
  {
    element: 'cart-order',
    page: 'resources/literature/cart-order',
    // Two documents in the cart, so that its table is drawn each time (tests/e2e/hostile.spec.ts seeds it alike).
    before: async (context) => {
      await context.addInitScript({
        content: `localStorage.setItem('fundLiteratureOrderCart', ${JSON.stringify(
          JSON.stringify(
            ['Fact Sheet', 'Prospectus'].map((type, i) => ({
              cartId: `98765432${i}_${type}`,
              fundName: 'Calder Meridian Growth Fund',
              productType: 'Mutual Funds',
              dDocType: type,
              fileName: type,
              fileDDocType: type.replace(/ /g, ''),
              fileUrl: `/binaries/content/assets/cm/literature/growth-${i}.pdf`,
              fundClass: 'A',
              quantity: 1,
              orderable: true,
            })),
          ),
        )});`,
      });
    },
  },
  { element: 'advisor-login', page: 'login' },
  { element: 'subscription-modal', page: 'subscription-modal.html' },
  { element: 'category-subscription-button', page: 'category-subscription-button.html' },
  { element: 'site-search', page: 'about.html' },
  { element: 'site-search', page: 'search?search=bond' },
  { element: 'insights-list', page: 'insights/latest-insights' },
  { element: 'disclaimer-modal', page: 'disclaimer-modal.html' },
  { element: 'fund-table', page: 'fund-table/mutual-funds.html' },
  { element: 'fund-detail', page: 'fund-detail/whole-page.html?cusip=195SWE959' },
];

/**
 * `window.__leaks`: the element kept as written, and the cycles. An element is drawn when its shadow root holds
 * something, it has left `:state(loading)`, and the frame after that ran (so its drawing was painted).
 */
const CYCLER = `
window.__leaks = {
  drawn(element, timeoutMs = 20000) {
    const start = performance.now();
    return new Promise((resolve, reject) => {
      const check = () => {
        const root = element.shadowRoot;
        if (root && root.childElementCount > 0 && !element.matches(':state(loading)')) {
          return requestAnimationFrame(() => resolve());
        }
        if (performance.now() - start > timeoutMs) return reject(new Error(element.localName + ' not drawn within ' + timeoutMs + ' ms'));
        requestAnimationFrame(check);
      };
      check();
    });
  },
  take(selector) {
    const shown = document.querySelector(selector);
    if (!shown) throw new Error('no ' + selector + ' on the page');
    // Cycled in a box of its own over the page, so that no cycle moves the page: each shift would add an entry to
    // the browser's buffer of layout shifts (up to 150 kept), a growth of the heap that is not the element's.
    const box = document.createElement('div');
    box.style.cssText = 'position: fixed; inset: 0; overflow: auto; background: #fff; z-index: 1';
    shown.parentNode.insertBefore(box, shown);
    this.kept = { markup: shown.cloneNode(true), parent: box, next: null };
    shown.remove();
  },
  async cycle(count) {
    for (let i = 0; i < count; i += 1) {
      const element = this.kept.markup.cloneNode(true);
      this.kept.parent.insertBefore(element, this.kept.next);
      await this.drawn(element);
      element.remove();
      // A task between cycles, as between two previews: what the removal scheduled runs.
      await new Promise((done) => setTimeout(done, 0));
    }
  },
};
`;

/**
 * The heap's self sizes from a snapshot, without compiled code: V8 goes on compiling and optimising the functions a
 * cycle runs for many cycles, code that is no object of the element's.
 */
async function heapWithoutCode(cdp: CDPSession): Promise<number> {
  let chunks = '';
  const collect = ({ chunk }: { chunk: string }) => {
    chunks += chunk;
  };
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  const snapshot = JSON.parse(chunks) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta;
  const [typeAt, sizeAt, code] = [fields.indexOf('type'), fields.indexOf('self_size'), types[0].indexOf('code')];
  let bytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    if (snapshot.nodes[i + typeAt] !== code) bytes += snapshot.nodes[i + sizeAt]!;
  }
  return bytes;
}

async function measure(page: Page, cdp: CDPSession, cycles: number): Promise<LeakSample> {
  // Timers the last element started (a debounce, a call on its way) end before the counts are read.
  await page.evaluate(`(() => {
    for (const log of document.querySelectorAll('[data-demo-events]')) log.replaceChildren();
    return new Promise((done) => setTimeout(done, 500));
  })()`);
  for (let i = 0; i < 3; i += 1) await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  return {
    cycles,
    heapBytes: await heapWithoutCode(cdp),
    usedHeapBytes: heap.usedSize,
    nodes: counters.nodes,
    listeners: counters.jsEventListeners,
  };
}

async function measureSubject(browser: Browser, base: string, subject: LeakSubject, cycles: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript({ content: CYCLER });
    await subject.before?.(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${base}${subject.page}`);
    const selector = subject.selector ?? subject.element;
    try {
      await page.evaluate(`window.__leaks.drawn(document.querySelector(${JSON.stringify(selector)}), 30000)`);
    } catch (error) {
      throw new Error(
        `${(error as Error).message.split('\n')[0]}${errors.length ? ` (page errors: ${errors[0]})` : ''}`,
      );
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    await page.evaluate(`window.__leaks.take(${JSON.stringify(selector)})`);
    // The first cycle fills what a page keeps once (the session's answers, collators, styles): the baseline.
    await page.evaluate('window.__leaks.cycle(1)');
    const samples = [await measure(page, cdp, 1)];
    for (const at of [Math.round(cycles / 2), cycles]) {
      await page.evaluate(`window.__leaks.cycle(${at - samples.at(-1)!.cycles})`);
      samples.push(await measure(page, cdp, at));
    }
    return samples;
  } finally {
    await context.close();
  }
}

/** One element's figures and its verdict (bench-report.ts `leakVerdict`). */
export function leakResult(element: string, page: string, samples: LeakSample[]): LeakResult {
  return { element, page, samples, ...leakVerdict(samples, HEAP_GROWTH_LIMIT_PERCENT) };
}

export async function measureLeaks(
  browser: Browser,
  base: string,
  report: (message: string) => void,
  options: { cycles?: number; only?: string } = {},
): Promise<LeaksResult> {
  const cycles = options.cycles ?? LEAK_CYCLES;
  const elements: LeakResult[] = [];
  for (const subject of LEAK_SUBJECTS.filter((s) => !options.only || s.element.includes(options.only))) {
    console.log(`[bench] leaks: ${subject.element} on ${subject.page}, ${cycles} cycles`);
    try {
      elements.push(leakResult(subject.element, subject.page, await measureSubject(browser, base, subject, cycles)));
    } catch (error) {
      report(`leaks: ${subject.element} on ${subject.page} not measured (${(error as Error).message.split('\n')[0]})`);
    }
  }
  return {
    cycles,
    limitPercent: HEAP_GROWTH_LIMIT_PERCENT,
    details: [
      `Each element taken from its demo page and added again and removed ${cycles} times in a box over the page (so that no cycle shifts the page's layout), waited for until drawn each time (shadow content in, \`:state(loading)\` left, a frame painted); then, after forced garbage collections, the heap (a heap snapshot's objects without compiled code, which V8 goes on optimising for many cycles; the heap in use with it, \`Runtime.getHeapUsage\`, is in latest.json) and the DOM nodes and event listeners alive (\`Memory.getDOMCounters\`), after the first cycle, half-way and at the end.`,
      `Goal: the heap at the end within ${HEAP_GROWTH_LIMIT_PERCENT} % of the first cycle's, and no growth of nodes or listeners; ✗ marks an element that misses it. The counts are the page's (its frame and the element's), so only their change says something.`,
    ],
    elements,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const at = process.argv.indexOf('--cycles');
  const cycles = at >= 0 ? Number(process.argv[at + 1]) || LEAK_CYCLES : LEAK_CYCLES;
  const only = process.argv.slice(2).find((arg, i, all) => !arg.startsWith('--') && all[i - 1] !== '--cycles');
  const server = await startServer({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: chromiumArgs, headless: true });
  try {
    const result = await measureLeaks(browser, server.url, console.error, { cycles, ...(only ? { only } : {}) });
    console.log(renderLeaks(result));
  } finally {
    await browser.close();
    await server.close();
  }
}
