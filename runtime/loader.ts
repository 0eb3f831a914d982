/**
 * dist/loader.js: the one script a CMS template includes. It defines nothing heavy: it watches the document
 * for the library's tags and imports an element's chunk the first time one of its elements appears, including
 * elements added later and elements inside other elements' shadow roots. Including it twice is harmless.
 */

// Every widgets/<tag>/element.ts becomes a lazily imported chunk (dist/widgets/<tag>.js).
const modules = import.meta.glob<unknown>('../widgets/*/element.ts');
const chunks = new Map<string, () => Promise<unknown>>(
  Object.entries(modules).map(([path, load]) => [path.split('/')[2] as string, load]),
);
const selector = [...chunks.keys()].join(',');
const VERSION = '0.1.0';

/**
 * Per element, the shared chunks its chunk imports, each after the chunks it imports (`tags[tag]` indexes `files`),
 * written into the built loader by the build (vite.config.ts, plugin `cm-preload-map`). The loader asks for all of
 * them at once, beside the element's chunk, so the page's request chain is loader -> everything, not loader ->
 * element -> shared chunks. Unbuilt (the dev server, the browser tests) the placeholder names no element: nothing
 * is preloaded, and the element's chunk is imported as it is. (JSON.parse keeps the minifier from folding the
 * placeholder away.)
 */
const PRELOADS = JSON.parse('{"__CM_PRELOADS__":[]}') as {
  /** The shared chunks, relative to this script. */
  files?: string[];
  /** Per tag, the indexes in `files` of the chunks its element's chunk imports, each after its own imports. */
  tags?: Record<string, number[] | undefined>;
};

/**
 * Whether this script is the built dist/loader.js beside the files its list names. Bundled into an application
 * (the package's `@cm/widgets/loader` in the application's own build, under another name), the list names files that
 * are not there: the loader then imports each element's chunk as the application's bundler wrote it.
 */
const besideItsChunks = /\/loader\.js$/.test(new URL(import.meta.url).pathname);

/**
 * The URLs of the chunks an element's chunk imports, each after the chunks it imports, then of its chunk (the build
 * writes it as widgets/<tag>.js beside this script); none unbuilt or bundled.
 */
function chunkSet(tag: string): string[] {
  if (!besideItsChunks) return [];
  const shared = PRELOADS.tags?.[tag];
  if (!shared) return [];
  return [...shared.map((index) => PRELOADS.files?.[index] ?? ''), `widgets/${tag}.js`].map(
    (file) => new URL(file, import.meta.url).href,
  );
}

/** `<link rel=modulepreload>` for each chunk of the element's set, once per page. */
function preloader(): (tag: string) => void {
  const asked = new Set<string>();
  return (tag) => {
    for (const href of chunkSet(tag)) {
      if (asked.has(href)) continue;
      asked.add(href);
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
  };
}

/**
 * A new task: `scheduler.yield()` where the browser has it, else a timer (not nested in other timers here, so not
 * clamped). The loader imports nothing (runtime/ui/use-row-chunks.ts has the runtime's own), so that the page's first
 * request needs no second one before the elements' chunks are asked for.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}

/**
 * Start-up without long tasks: the browser evaluates a module and every module it imports in one task, which for
 * an element (React, the runtime, the table library and the element's own code) runs past 50 ms on a mid-range
 * machine. So the loader imports the element's chunk set itself, one chunk per task, each after the chunks it
 * imports, the element's chunk last. Each chunk is evaluated once per page, whichever element asked for it first. A
 * chunk that fails to load fails the element's load (reported as before). Unbuilt, the set is empty and the
 * element's chunk is imported with everything it imports at once.
 */
function evaluator(): (tag: string) => Promise<void> {
  const evaluated = new Set<string>();
  return async (tag) => {
    for (const href of chunkSet(tag)) {
      if (evaluated.has(href)) continue;
      // A module is evaluated once whoever imports it; a chunk that failed to load (network) is not noted, so the
      // next element that needs it asks for it again.
      await import(href);
      evaluated.add(href);
      await nextTask();
    }
  };
}

/** Elements drawn inline (an indicator, a button): they wait inline too. */
const INLINE_TAGS = ['cart-count', 'category-subscription-button'].filter((tag) => chunks.has(tag));

/**
 * Nothing jumps while an element loads: until its definition arrives, an element's authored light-DOM text (the
 * disclaimer's text, which its dialog shows later) is not laid out, and the element takes the height the page
 * reserves for it with `--cm-reserve-height` (none by default), which stays its minimum height once defined until its
 * first content is in (`:state(loading)`, runtime/loading-state.ts), so that the page below does not move as tabs,
 * counts and rows arrive, and is not kept below content shorter than the reserve. A constructable stylesheet, so that a strict
 * Content-Security-Policy (no inline style) holds. docs/loading-and-layout-shift.md tells template authors what to set.
 */
function reserveSpace() {
  if (!selector || !('adoptedStyleSheets' in document) || !('replaceSync' in CSSStyleSheet.prototype)) return;
  const all = `:is(${selector})`;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(
    `${all}:not(:defined){display:block;block-size:var(--cm-reserve-height,0px);overflow:clip;visibility:hidden}` +
      (INLINE_TAGS.length ? `:is(${INLINE_TAGS.join(',')}):not(:defined){display:inline-block}` : '') +
      `${all}:state(loading){min-block-size:var(--cm-reserve-height)}`,
  );
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

function start() {
  const loading = new Map<string, Promise<void>>();
  const observed = new WeakSet<Node>();
  const preload = preloader();
  const evaluate = evaluator();

  const load = (tag: string): Promise<void> => {
    let promise = loading.get(tag);
    if (!promise) {
      const chunk = chunks.get(tag);
      if (chunk) preload(tag);
      promise = chunk
        ? evaluate(tag)
            .then(chunk)
            .then(
              () => undefined,
              (error: unknown) => {
                // A failed chunk (network) may be retried by the next element of the tag.
                loading.delete(tag);
                console.error(`<${tag}>: the element could not be loaded`, error);
              },
            )
        : Promise.reject(new Error(`<${tag}> is not an element of this library`));
      loading.set(tag, promise);
    }
    return promise;
  };

  const scan = (root: ParentNode) => {
    if (!selector) return;
    if (root instanceof Element && root.matches(selector)) void load(root.localName);
    for (const element of root.querySelectorAll(selector)) {
      if (!loading.has(element.localName)) void load(element.localName);
    }
  };

  const observe = (root: Document | ShadowRoot | Element) => {
    scan(root);
    if (observed.has(root)) return;
    observed.add(root);
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) if (node instanceof Element) scan(node);
      }
    }).observe(root, { childList: true, subtree: true });
  };

  window.cmWidgets = { version: VERSION, observe, load };
  reserveSpace();
  observe(document);
}

/**
 * Names that no widget can run beside when a host page adds them to Object.prototype, which every object of the page
 * then inherits: `get`, `set`, `value`, `writable`, `enumerable` and `configurable` turn every property descriptor of
 * the page's scripts into another one (the platform reads them through the prototype), and `ref` and
 * `dangerouslySetInnerHTML` are props that React, which draws the widgets, reads on every element it draws. Other
 * additions, enumerable or not, are harmless to the widgets.
 */
const BREAKING_PROTOTYPE_NAMES = [
  'get',
  'set',
  'value',
  'writable',
  'enumerable',
  'configurable',
  'ref',
  'dangerouslySetInnerHTML',
];

/** The first of those names the page's Object.prototype holds, if any. */
function prototypeProblem(): string | undefined {
  return BREAKING_PROTOTYPE_NAMES.find((name) => Object.prototype.hasOwnProperty.call(Object.prototype, name));
}

if (!window.cmWidgets) {
  const problem = prototypeProblem();
  if (problem) {
    // Each tag is defined as a plain element, which shows the content the page wrote inside it (its fallback, also
    // past a page's rule for elements not yet defined); one message names the cause, and a second copy of the loader
    // does not repeat it.
    for (const tag of chunks.keys()) {
      if (!customElements.get(tag)) customElements.define(tag, class extends HTMLElement {});
    }
    console.error(
      `[cm] This page adds "${problem}" to Object.prototype, which every object of the page inherits: the widgets cannot run beside it and are not loaded. Remove that property from Object.prototype (define it on the page's own objects instead).`,
    );
    window.cmWidgets = {
      version: VERSION,
      observe: () => undefined,
      load: () => Promise.reject(new Error(`Object.prototype.${problem} stops the widgets on this page`)),
    };
  } else {
    start();
  }
}
