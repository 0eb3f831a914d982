import { useCallback, useState } from 'react';
import { ServiceError } from '../../../runtime/http';
import { ErrorDialog } from '../../../runtime/ui/ErrorDialog';
import { ERROR_POPUP } from './texts';

export type FailureKind = 'http' | 'network' | 'timeout' | 'malformed';

export function failureKind(error: unknown): FailureKind {
  if (error instanceof ServiceError && error.kind !== 'aborted') return error.kind;
  // Anything else (a response the view could not use) counts as a malformed answer, never a crash.
  return 'malformed';
}

/**
 * products spec 8 "Product summary or list failure": the popup titled "Error". `show` opens it for a failure;
 * the visitor closes it, and the section's own text with its Retry button stays.
 */
export function useErrorPopup() {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const popup = (
    <ErrorDialog open={open} title={ERROR_POPUP.title} text={ERROR_POPUP.text} onClose={() => setOpen(false)} />
  );
  return { show, popup };
}
