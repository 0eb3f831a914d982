import { useEffect } from 'react';
import { useStore } from 'zustand';
import { closeFailurePopup, failurePopupStore } from '../stores/failure-popup';
import { ErrorDialog } from './ErrorDialog';

/**
 * Where the focus goes once the popup is closed. The dialog gives it back to what had it before it opened; a popup
 * that opened as the page loaded had nothing, and the focus stays on the closed dialog's button, which then goes,
 * and would fall to the page's body. It goes to the failed section's Retry instead (products spec 8: the section
 * shows its own text with Retry), the visitor's next step.
 */
function focusAfterClose(host: HTMLElement) {
  const active = document.activeElement;
  const inDialog = active === host && host.shadowRoot?.activeElement?.closest('dialog');
  if (active && active !== document.body && !inDialog) return;
  host.shadowRoot?.querySelector<HTMLElement>('.cm-alert-retry')?.focus();
}

/** The page's failure popup, drawn by the element that opened it (see runtime/stores/failure-popup). */
export function FailurePopup({ host }: { host: HTMLElement }) {
  const popup = useStore(failurePopupStore, (state) => (state.owner === host ? state.popup : null));
  // An element that leaves the page while its popup is open frees it for the others.
  useEffect(() => () => closeFailurePopup(host), [host]);
  if (!popup) return null;
  return (
    <ErrorDialog
      open
      title={popup.title}
      text={popup.text}
      onClose={() => {
        closeFailurePopup(host);
        focusAfterClose(host);
      }}
    />
  );
}
