/**
 * The width a chart has to draw in, in CSS pixels, followed as the page's layout changes (a phone turned, a column
 * resized): the charts draw their text at its size at every width, rather than scaling a fixed drawing down. Until
 * it is measured (and where the browser cannot observe sizes), `fallback`.
 */
import { useLayoutEffect, useState, type RefObject } from 'react';

export function useWidth(ref: RefObject<Element | null>, fallback: number): number {
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const measured = Math.floor(node.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
