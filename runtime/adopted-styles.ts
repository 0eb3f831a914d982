/**
 * Styles a view brings with it: a view whose code is loaded only where it is shown (a dynamic import) adopts its
 * stylesheet into its element's shadow root when it mounts, so that the element's own stylesheet, which every page
 * of the element loads, does not carry it. One constructable stylesheet per text, shared by every instance, added
 * before the first paint (a layout effect) and taken out when the last view of the root unmounts.
 */
import { useLayoutEffect } from 'react';

const sheets = new Map<string, CSSStyleSheet>();
const users = new WeakMap<ShadowRoot, Map<CSSStyleSheet, number>>();

function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Adopts `css` into `root` (once however many views ask); the returned function gives it up. */
export function adoptStyles(root: ShadowRoot, css: string): () => void {
  const sheet = sheetFor(css);
  const counts = users.get(root) ?? new Map<CSSStyleSheet, number>();
  users.set(root, counts);
  const count = counts.get(sheet) ?? 0;
  counts.set(sheet, count + 1);
  if (count === 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return () => {
    const left = (counts.get(sheet) ?? 1) - 1;
    counts.set(sheet, left);
    if (left === 0) root.adoptedStyleSheets = root.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
  };
}

/** Adds `css` to the shadow root `host` renders into, for as long as the calling component is mounted. */
export function useAdoptedStyles(host: HTMLElement, css: string): void {
  useLayoutEffect(() => (host.shadowRoot ? adoptStyles(host.shadowRoot, css) : undefined), [host, css]);
}
