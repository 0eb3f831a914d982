import { useLayoutEffect, useRef, type ElementType } from 'react';
import { setSanitizedHtml, type SanitizeOptions } from '../sanitize';

/**
 * Rich text from the content system, shown as sanitised HTML (runtime/sanitize.ts: DOMPurify with Trusted Types, the
 * link rule on every URL): an article's body, its key points, a bio. The HTML is set through a ref before the
 * browser paints, never with dangerouslySetInnerHTML, so a `require-trusted-types-for 'script'` page accepts it.
 * `onContent` may adjust the sanitised nodes (an element's own link rules) in the same step.
 */
export function CmsHtml({
  html,
  as: Tag = 'div',
  className,
  resources,
  onContent,
}: {
  html: string;
  as?: ElementType;
  className?: string;
  resources?: SanitizeOptions['resources'];
  onContent?: (root: HTMLElement) => void;
}) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    setSanitizedHtml(root, html, resources ? { resources } : {});
    onContent?.(root);
  }, [html, resources, onContent]);
  return <Tag ref={ref} className={className} />;
}
