import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';

/** accounts spec 2.8 reading B: "title "Subscribe" with a close button". */
export const MODAL_TITLE = 'Subscribe';

/**
 * The modal's native <dialog>, shown modal when it mounts (focus moves in, the page behind is inert). The close
 * button and Escape close it through the browser, which returns focus to where it was; `onClose` follows (the
 * browser's close event comes a task later, and a render in between must not show it again). A dialog moved in the
 * DOM stays open but stops being modal (DESIGN pitfall): after every render - the element renders again when it is
 * connected again - a dialog that is open but not modal is shown modal again.
 */
export function ModalDialog({ onClose, children }: { onClose(): void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();

  const shown = useRef(false);

  // A layout effect: the dialog is shown before the content's own effects run, so that a message of the content can
  // take the focus from the start (showModal would otherwise move it to the first control afterwards).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!shown.current) {
      shown.current = true;
      dialog.showModal();
    } else if (dialog.open && !dialog.matches(':modal')) {
      dialog.close();
      dialog.showModal();
    }
  });

  return (
    <dialog
      ref={ref}
      className="dialog"
      part="dialog"
      aria-labelledby={headingId}
      onClose={() => {
        // A close followed by showModal (above) leaves the dialog open, and a dialog taken out of the page with its
        // element closes too: neither was the visitor's close.
        const dialog = ref.current;
        if (dialog && !dialog.open && dialog.isConnected) onClose();
      }}
    >
      <div className="dialog-header">
        <h2 id={headingId} className="dialog-title" part="title">
          {MODAL_TITLE}
        </h2>
        <button
          type="button"
          className="close"
          part="close-button"
          aria-label="Close"
          onClick={() => ref.current?.close()}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="dialog-body">{children}</div>
    </dialog>
  );
}
