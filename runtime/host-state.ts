/**
 * A state of an element that the page's own CSS can select, as `insights-list:state(print-disclosure)`: a custom
 * state of the element's ElementInternals (CustomStateSet). It tells the page what the element shows inside its
 * shadow root, where page CSS does not reach, without an attribute the CMS would see as configuration.
 */
const internals = new WeakMap<HTMLElement, ElementInternals | null>();

function internalsOf(host: HTMLElement): ElementInternals | null {
  if (internals.has(host)) return internals.get(host)!;
  let attached: ElementInternals | null = null;
  try {
    attached = host.attachInternals();
  } catch {
    // Attached already elsewhere, or not a custom element: no states to set.
  }
  internals.set(host, attached);
  return attached;
}

/** Sets or clears the custom state `name` of `host` (nothing happens in a browser without custom states). */
export function setHostState(host: HTMLElement, name: string, on: boolean): void {
  const states = internalsOf(host)?.states;
  if (!states) return;
  if (on) states.add(name);
  else states.delete(name);
}
