/**
 * Pieces every fund-table view uses: row ids for the table, the count line, the empty result, the failure
 * report (products spec 8) and the CSV download.
 */
import { useCallback, useMemo, useState } from 'react';
import { ServiceError } from '../../runtime/http';
import { safeUrl } from '../../runtime/sanitize';
import { ErrorDialog } from '../../runtime/ui/ErrorDialog';
import { ERROR_POPUP, type CsvFile, type EmptyResult } from './model';

/** Ids of the rows of one data load (their position), for the table's row model and the view's order. */
export function useRowIds<R extends object>(rows: readonly R[]) {
  return useMemo(() => {
    const ids = new Map<R, string>();
    rows.forEach((row, index) => ids.set(row, String(index)));
    const idOf = (row: R) => ids.get(row) ?? '';
    return { idOf, idsOf: (list: readonly R[]) => list.map(idOf) };
  }, [rows]);
}

/** "Displaying N fund(s)" (products spec 2.3, 2.5), announced politely as it changes. */
export function CountLine({ text }: { text: string }) {
  return (
    <p className="count" part="count" aria-live="polite">
      {text}
    </p>
  );
}

export function EmptyText({ result }: { result: EmptyResult }) {
  return (
    <div className="empty" part="empty">
      <p>{result.text}</p>
      {result.hint && (
        <p>
          {result.hint.before}
          <a className="cm-link" href={safeUrl(result.hint.href)}>
            {result.hint.linkText}
          </a>
          {result.hint.after}
        </p>
      )}
    </div>
  );
}

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

/**
 * Hands a CSV built in the browser to the visitor as a download: a Blob URL on a temporary link in the shadow
 * root, revoked once the browser has taken it.
 */
export function downloadFile(host: HTMLElement, file: CsvFile): void {
  const url = URL.createObjectURL(new Blob([file.text], { type: file.mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.hidden = true;
  (host.shadowRoot ?? document.body).append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
