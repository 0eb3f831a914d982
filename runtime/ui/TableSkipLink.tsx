/**
 * A way past a long table for keyboard users: a link before the table, shown when it has the focus, that moves
 * the focus to the end of the table, so a visitor is not forced through every fund link (WCAG 2.4.1). The spec
 * names no such link; "Skip to the end of the table" is what screen-reader and keyboard users know from other
 * sites. The focus moves by script: a #hash link cannot reach an id inside a shadow root, and the page's address
 * stays as it is.
 */
import type { MouseEvent } from 'react';

export const SKIP_TABLE_TEXT = 'Skip to the end of the table';

/**
 * The end of the table takes the focus and is in the tab order for as long as it keeps it. Out of the tab order
 * (tabindex -1), the next Tab from it went back to the first control of the element (Chromium), the search box at
 * the top or the disclaimer's link before the tabs: the next Tab must go on to the first control after the table.
 * A Tab or Shift+Tab away puts it out of the tab order again, so it is never a stop of its own.
 */
function skip(event: MouseEvent<HTMLAnchorElement>, target: string) {
  event.preventDefault();
  const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
  const end = root.getElementById(target);
  if (!end) return;
  end.tabIndex = 0;
  end.addEventListener('blur', () => end.setAttribute('tabindex', '-1'), { once: true });
  end.focus();
}

export function TableSkipLink({ target }: { target: string }) {
  return (
    <a className="cm-skip-link" href={`#${target}`} onClick={(event) => skip(event, target)}>
      {SKIP_TABLE_TEXT}
    </a>
  );
}

/** The place the skip link leads to, right after the table: focusable by script only, named for a screen reader. */
export function TableEnd({ id }: { id: string }) {
  return (
    <div id={id} className="cm-table-end" tabIndex={-1}>
      <span className="cm-visually-hidden">End of the table</span>
    </div>
  );
}
