import { useEffect, useId, useRef } from 'react';

/**
 * products spec 8: a popup titled "Error" with the failure text. A native modal <dialog> in the shadow root:
 * focus moves into it, Escape closes it, focus returns to where it was (DESIGN "Modals").
 */
export function ErrorDialog({
  open,
  title = 'Error',
  text,
  onClose,
}: {
  open: boolean;
  title?: string;
  text: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="cm-error-dialog"
      part="error-dialog"
      aria-labelledby={headingId}
      aria-describedby={textId}
      onClose={() => {
        // A dialog open again by the time its close event runs was shown again after a DOM move, not closed.
        if (!ref.current?.open) onClose();
      }}
    >
      <h2 id={headingId} className="cm-error-dialog-title">
        {title}
      </h2>
      <p id={textId}>{text}</p>
      <div className="cm-error-dialog-actions">
        <button type="button" className="cm-button" onClick={() => ref.current?.close()}>
          Close
        </button>
      </div>
    </dialog>
  );
}
