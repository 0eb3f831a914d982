import { useLayoutEffect } from 'react';
import { useElement } from '../../runtime/element-context';

const sheets = new Map<string, CSSStyleSheet>();

/** One constructable stylesheet per CSS text, shared by every instance on the page. */
function sheetFor(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/** Adds the sheets to a shadow root's adopted sheets; the returned function takes those it added away again. */
function adopt(root: ShadowRoot, styles: readonly string[]): () => void {
  const added = styles.map(sheetFor).filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...added];
  return () => {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !added.includes(sheet));
  };
}

/**
 * Adopts the styles of a view whose code loads only on the pages that show it (registration, the e-mail-changed
 * page, the login prompts) into the element's shadow root, before the view is first painted: the login page does
 * not carry them. Constructable stylesheets, so a strict Content-Security-Policy holds.
 */
export function useViewStyles(...styles: string[]): void {
  const { host } = useElement();
  const key = styles.join('\n');
  useLayoutEffect(() => {
    const root = host.shadowRoot;
    return root ? adopt(root, styles) : undefined;
    // The sheets follow the CSS texts (`key`), not the array made each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, key]);
}
