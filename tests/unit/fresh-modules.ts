// The first setup file of every unit project. The unit layer runs its files in a worker without a fresh module
// graph each (vite.config.ts, `isolate: false`): jsdom, React and Testing Library are loaded once a worker, which
// took the layer from about 100 to 30 CPU-seconds. What a file would otherwise inherit from the one before is reset
// here, before the file's own imports:
// - the library's modules, evaluated again when the file imports them: their stores, caches and "reported once" sets
//   are new, and so are the helpers' hooks, such as the console guard's (a listener an earlier file's modules left on
//   the window stays, and updates only that file's stores);
// - DOMPurify, which the sanitizer adds its hooks to, is compiled with the library (vite.config.ts,
//   `server.deps.inline`), so its hooks are this file's;
// - the page: head, body and address as jsdom first gave them;
// - globals a file replaced and did not put back: stubbed globals and environment variables, spied methods (such as
//   `console.warn`), fake timers.
// Custom elements cannot be undefined: the unit layer defines none (an element is tested in the browser layer).
import { vi } from 'vitest';

vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();

if (typeof document !== 'undefined') {
  const first = globalThis as { __firstAddress?: string };
  first.__firstAddress ??= location.href;
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  history.replaceState(null, '', first.__firstAddress);
}
