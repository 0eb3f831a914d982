/**
 * The in-page timer of an element's interaction (`SETTLE`), shared by the literature and the elements sections. It
 * follows bench/pages/harness.ts: a DOM change is painted by the rendering of the next animation frame, and the
 * callbacks of the frame after it run once that paint is done; the interaction is settled when its state is there and
 * a whole frame passed without a change in the watched shadow roots. A forced layout at each frame keeps layout inside
 * the measured time.
 *
 * `window.__settle(hosts, act, done, options)`: runs `act()` and resolves with the time from it to the paint after
 * the DOM under the shadow roots of every element matching `hosts` (a selector list) settled with `done()` true. The
 * roots are looked up again at every frame, so that an element added by the interaction (a modal a button adds, an
 * element a CMS preview inserts) is watched from its first drawing, its arrival counted as a change. With
 * `options.unchanged`, an interaction that changes no node (a `<select>`'s value is a property) counts as painted in
 * the first frame after the act once `done()` holds. A classic script in a string: the page runs it as it is, with
 * nothing of this module's build in it.
 */
import type { Page } from 'playwright-core';

export const SETTLE = `
window.__settle = (hosts, act, done, options = {}) =>
  new Promise((resolve, reject) => {
    const timeoutMs = options.timeoutMs ?? 15000;
    const frameTimes = [];
    let frameNo = 0;
    let inFrame = false;
    let lastChange = options.unchanged ? 1 : -1;
    let start = 0;
    const afterRendering = new MessageChannel();
    afterRendering.port1.onmessage = () => { inFrame = false; };
    const changed = () => { lastChange = inFrame ? frameNo : frameNo + 1; };
    const observer = new MutationObserver(changed);
    const watched = new Set();
    const watch = (initial) => {
      for (const host of document.querySelectorAll(hosts)) {
        const root = host.shadowRoot;
        if (!root || watched.has(root)) continue;
        watched.add(root);
        observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
        if (!initial) changed();
      }
    };
    watch(true);
    if (!watched.size && !options.added) return reject(new Error('no ' + hosts + ' on the page'));
    const stop = () => { observer.disconnect(); afterRendering.port1.close(); };
    const onFrame = () => {
      frameNo += 1;
      frameTimes[frameNo] = performance.now();
      inFrame = true;
      afterRendering.port2.postMessage(null);
      watch(false);
      void document.documentElement.offsetHeight;
      if (lastChange >= 0 && frameNo >= lastChange + 2 && done()) {
        stop();
        return resolve(frameTimes[lastChange + 1] - start);
      }
      if (performance.now() - start > timeoutMs) {
        stop();
        return reject(new Error(hosts + ': no settled state within ' + timeoutMs + ' ms'));
      }
      requestAnimationFrame(onFrame);
    };
    requestAnimationFrame(onFrame);
    start = performance.now();
    act();
  });
window.__shadow = (host) => document.querySelector(host)?.shadowRoot;
window.__count = (host) => window.__shadow(host)?.querySelector('[part~="count"]')?.textContent ?? '';
window.__firstRows = (host) =>
  [...(window.__shadow(host)?.querySelectorAll('tbody tr:not([hidden])') ?? [])]
    .slice(0, 3)
    .map((row) => row.textContent)
    .join('|');
window.__type = (host, text, selector = 'input[type="text"], input[type="search"]') => {
  const input = window.__shadow(host).querySelector(selector);
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
};
window.__select = (select, value) => {
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
};
window.__sortButton = (host, name) =>
  [...window.__shadow(host).querySelectorAll('th button')].find((b) => b.textContent.trim().startsWith(name));
`;

/** A JavaScript string literal of `value`, for page expressions. */
export const js = (value: string | number) => JSON.stringify(value);

export interface SettleOptions {
  /** The interaction may change no node (see `options.unchanged` above). */
  unchanged?: boolean;
  /** The watched element is added by the interaction: none need be on the page before. */
  added?: boolean;
  timeoutMs?: number;
}

/** Times `act` on `hosts` until `done` holds (both page expressions), after a collection and a quiet moment. */
export async function settle(
  page: Page,
  hosts: string,
  act: string,
  done: string,
  pauseMs: number,
  options: SettleOptions = {},
): Promise<number> {
  await page.evaluate(`(window.gc?.(), new Promise((done) => setTimeout(done, ${pauseMs})))`);
  return (await page.evaluate(
    `window.__settle(${js(hosts)}, () => { ${act}; }, () => (${done}), ${JSON.stringify(options)})`,
  )) as number;
}
