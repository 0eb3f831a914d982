/**
 * The disclaimer summary above the landing's tabs (products spec 2.3 "Optional disclaimer summary"): the CMS's
 * text in the `disclaimer` slot; a link in it to #performanceDisclosure scrolls there with the spec 9 offset.
 */
import { useState, type MouseEvent } from 'react';
import { DISCLOSURE_SCROLL_OFFSET_PX, DISCLOSURE_TARGET_ID } from './texts';

function scrollToDisclosure(event: MouseEvent) {
  const link = (event.target as Element).closest?.('a[href]');
  if (!link || link.getAttribute('href') !== `#${DISCLOSURE_TARGET_ID}`) return;
  const target = document.getElementById(DISCLOSURE_TARGET_ID);
  if (!target) return;
  event.preventDefault();
  const top = target.getBoundingClientRect().top + window.scrollY - DISCLOSURE_SCROLL_OFFSET_PX;
  window.scrollTo({ top, behavior: 'smooth' });
}

export function DisclaimerSummary({ expandable }: { expandable: boolean }) {
  const [open, setOpen] = useState(!expandable);
  return (
    <div className="disclaimer">
      {expandable && (
        // products spec 2.3 "expandable: enables a show/hide toggle for expandable sections": the disclaimer
        // summary is the expandable section here, shown folded until the visitor opens it.
        <button type="button" className="cm-link expand-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Hide disclaimer' : 'Show disclaimer'}
        </button>
      )}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only catches link activation, which the keyboard triggers as a click */}
      <div className="disclaimer-text" hidden={!open} onClick={scrollToDisclosure}>
        <slot name="disclaimer" />
      </div>
    </div>
  );
}
