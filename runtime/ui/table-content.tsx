import type { ReactNode } from 'react';

/** A column's header or cell as a column definition gives it: a renderer of its context, or the content itself. */
type ContentTemplate<C> = ((context: C) => ReactNode) | ReactNode;

/**
 * Draws a column's header or cell content. TanStack's `flexRender` draws a renderer function as a component of that
 * very type, so a new column set (new functions: a cart's columns close over what Remove does) is a new component
 * in every cell, and React builds each cell's content again: a focused Remove or quantity dropdown is replaced and
 * the focus falls to the page. Drawn here, by a component whose type never changes, the content is compared with
 * what is on the page and updated in place, as any other render is.
 */
function TableContent<C>({ render, context }: { render: ContentTemplate<C>; context: C }): ReactNode {
  return typeof render === 'function' ? render(context) : render;
}

/**
 * `flexRender`'s replacement: `template` is a column definition's `header` or `cell` (TanStack types it loosely),
 * drawn for `context` by TableContent.
 */
export function drawContent<C>(template: unknown, context: C): ReactNode {
  return <TableContent render={template as ContentTemplate<C>} context={context} />;
}
