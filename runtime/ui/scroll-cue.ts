/**
 * The cue of a table wider than its column: while there is more of the table to the right (or left), the frame
 * around the scroll area says so in `data-more` ("start", "end" or both), which ui.css draws as a shadow along that
 * edge. The scroll area itself is a named, focusable region, so a keyboard user scrolls it with the arrow keys.
 */
import { useEffect, type RefObject } from 'react';

/** Which edges have more content beyond them: "start", "end", both ("start end") or none (""). */
export function overflowEdges(scrollLeft: number, clientWidth: number, scrollWidth: number): string {
  const edges: string[] = [];
  if (scrollLeft > 1) edges.push('start');
  if (scrollLeft + clientWidth < scrollWidth - 1) edges.push('end');
  return edges.join(' ');
}

export function useScrollCue(frame: RefObject<HTMLElement | null>, scroller: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const area = scroller.current;
    const outer = frame.current;
    if (!area || !outer) return undefined;
    const update = () => {
      const more = overflowEdges(area.scrollLeft, area.clientWidth, area.scrollWidth);
      if (outer.getAttribute('data-more') !== more) outer.setAttribute('data-more', more);
    };
    update();
    area.addEventListener('scroll', update, { passive: true });
    // A size change is read on the next frame, outside the observer's callback: reading layout there while rows
    // come and go makes the browser report a ResizeObserver loop.
    let frameId = 0;
    const later = () => {
      cancelAnimationFrame(frameId);
      frameId = requestAnimationFrame(update);
    };
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(later) : undefined;
    observer?.observe(area);
    if (area.firstElementChild) observer?.observe(area.firstElementChild);
    return () => {
      area.removeEventListener('scroll', update);
      observer?.disconnect();
      cancelAnimationFrame(frameId);
    };
  }, [frame, scroller]);
}
