/**
 * The disclaimer summary above the landing's tabs (products spec 2.3 "Optional disclaimer summary"): the CMS's
 * text in the `disclaimer` slot; a link in it to #performanceDisclosure scrolls there with the spec 9 offset.
 */
import { useEffect, useRef, useState } from 'react';
import { DISCLOSURE_SCROLL_OFFSET_PX, DISCLOSURE_TARGET_ID } from './texts';

/** The link of the click, found on the event's path: the slotted link is light DOM, outside the shadow tree. */
function linkOf(event: Event): Element | undefined {
  return event.composedPath().find((node): node is Element => node instanceof Element && node.matches('a[href]'));
}

/**
 * The link takes the visitor to the disclosure: the page scrolls it to 280 px below the top (products spec 9), and
 * the focus goes with it, as a #hash link would move it, so that a keyboard or screen-reader visitor reads on from
 * the disclosure (the address stays as it is: the landing's tabs follow the hash). A disclosure that is no control
 * takes the focus by script only (tabindex -1).
 */
function scrollToDisclosure(event: Event) {
  const link = linkOf(event);
  if (!link || link.getAttribute('href') !== `#${DISCLOSURE_TARGET_ID}`) return;
  const target = document.getElementById(DISCLOSURE_TARGET_ID);
  if (!target) return;
  event.preventDefault();
  const top = target.getBoundingClientRect().top + window.scrollY - DISCLOSURE_SCROLL_OFFSET_PX;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top, behavior: still ? 'auto' : 'smooth' });
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export function DisclaimerSummary({ expandable }: { expandable: boolean }) {
  const [open, setOpen] = useState(!expandable);
  const text = useRef<HTMLDivElement>(null);
  // A native listener: React finds a handler from the clicked node's own tree, and a click on the slotted link (the
  // page's light DOM) never reaches an onClick here; the native click passes through the slot to this element.
  useEffect(() => {
    const area = text.current;
    area?.addEventListener('click', scrollToDisclosure);
    return () => area?.removeEventListener('click', scrollToDisclosure);
  }, []);
  return (
    <div className="disclaimer">
      {expandable && (
        // products spec 2.3 "expandable: enables a show/hide toggle for expandable sections": the disclaimer
        // summary is the expandable section here, shown folded until the visitor opens it.
        <button type="button" className="cm-link expand-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide disclaimer' : 'Show disclaimer'}
        </button>
      )}
      <div className="disclaimer-text" hidden={!open} ref={text}>
        <slot name="disclaimer" />
      </div>
    </div>
  );
}
