import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { LOADING_TEXT } from './Spinner';

/**
 * The full-screen loading state (site spec 2.8 "Full-screen loading modal"; accounts spec 2.8 "A full-screen
 * loading modal may cover the page while work is in progress"): a native modal <dialog> in the element's shadow root
 * over the whole page while a step waits on a call the visitor cannot act during. The page behind is inert; the
 * dialog takes the focus and reads its heading (or "Loading...") and the spinner's text. It is drawn while it is
 * rendered and closed before it is removed, where the next view's heading takes the focus.
 *
 * Its styles are runtime/ui/loading-screen.css, which the element (or the view) adopts.
 */
export function LoadingScreen({ heading, children }: { heading?: ReactNode; children?: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    dialog.showModal();
    dialog.focus();
    // Closed before React removes it, so that the page leaves the modal state through the dialog's close steps (the
    // top layer, the inert page behind, the focus) rather than through the removal of an open modal. A layout
    // effect's clean-up runs before the removal; a passive one's after it.
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="cm-loading-screen"
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : LOADING_TEXT}
      aria-busy="true"
      tabIndex={-1}
      // Nothing to cancel: Escape leaves the call running and the screen up.
      onCancel={(event) => event.preventDefault()}
    >
      {heading && (
        <h2 id={headingId} className="cm-loading-screen-heading">
          {heading}
        </h2>
      )}
      <div className="cm-loading-screen-status" role="status">
        <span className="cm-loading-screen-spinner" aria-hidden="true" />
        <span>{LOADING_TEXT}</span>
      </div>
      {children}
    </dialog>
  );
}
