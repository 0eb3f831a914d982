import { useEffect } from 'react';
import { useStore } from 'zustand';
import { closeFailurePopup, failurePopupStore } from '../stores/failure-popup';
import { ErrorDialog } from './ErrorDialog';

/** The page's failure popup, drawn by the element that opened it (see runtime/stores/failure-popup). */
export function FailurePopup({ host }: { host: HTMLElement }) {
  const popup = useStore(failurePopupStore, (state) => (state.owner === host ? state.popup : null));
  // An element that leaves the page while its popup is open frees it for the others.
  useEffect(() => () => closeFailurePopup(host), [host]);
  if (!popup) return null;
  return <ErrorDialog open title={popup.title} text={popup.text} onClose={() => closeFailurePopup(host)} />;
}
