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

function start() {
  const loading = new Map<string, Promise<void>>();
  const observed = new WeakSet<Node>();

  const load = (tag: string): Promise<void> => {
    let promise = loading.get(tag);
    if (!promise) {
      const chunk = chunks.get(tag);
      promise = chunk
        ? chunk().then(
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
  observe(document);
}

if (!window.cmWidgets) start();
