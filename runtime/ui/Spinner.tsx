import { useHoldsReserve } from '../loading-state';

/**
 * products spec 8 "Loading": a spinner with the text "Loading...". It is a polite status, so a screen reader
 * hears that the content is on its way; the box keeps its height so nothing jumps when the data arrives.
 */
export const LOADING_TEXT = 'Loading...';

export function Spinner({ text = LOADING_TEXT }: { text?: string }) {
  // The page's reserve for the element holds while its first content is on its way.
  useHoldsReserve();
  return (
    <div className="cm-loading" role="status">
      <span className="cm-spinner" aria-hidden="true" />
      <span className="cm-loading-text">{text}</span>
    </div>
  );
}
