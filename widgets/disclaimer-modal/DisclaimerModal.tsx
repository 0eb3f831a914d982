import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useElement } from '../../runtime/define-element';
import { readJson, writeJson, readText, writeText, remove, onStorageChange } from '../../runtime/storage';
import { sameSiteUrl } from '../../runtime/links';
import { z } from '../../runtime/zod';
import type { AttributeValues } from '../../runtime/attributes';
import type { attributes, events } from './element';
import type { DocumentSummary } from './DocumentText';
import {
  acceptance,
  declineUrlFor,
  isAcceptanceValid,
  shouldShow,
  storageKeyFor,
  type AcceptanceState,
  type StoredAcceptance,
} from './model';

const storedAcceptanceSchema = z.object({ expiresAt: z.number() });
/** The value written as the session flag; the spec names the flag, not its value, so any value counts when read. */
const SESSION_FLAG = 'true';

/** The content document's text, with its service call and the sanitiser, loads only when a document is configured. */
const DocumentText = lazy(() => import('./DocumentText'));

function readAcceptance(key: string): AcceptanceState {
  // A corrupted entry is treated as absent (and removed) by readJson. site spec 4: the session flag's presence
  // counts, whatever it holds.
  const stored: StoredAcceptance | undefined = readJson('local', key, storedAcceptanceSchema);
  return { stored, sessionFlag: readText('session', key) !== undefined };
}

function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

export function DisclaimerModal({
  variant,
  storageKey,
  expiryDays,
  redirectUrl,
  heading,
  documentId,
}: AttributeValues<typeof attributes>) {
  const { config, emit, host } = useElement<typeof events>();
  const key = storageKeyFor(variant, storageKey);
  // The attribute is held to this site already; the default of the variant is too.
  const declineUrl = sameSiteUrl(declineUrlFor(variant, config.siteBase, redirectUrl));
  const [open, setOpen] = useState(() =>
    shouldShow({
      variant,
      audience: config.audience,
      pathname: window.location.pathname,
      siteBase: config.siteBase,
      framed: isFramed(),
      accepted: isAcceptanceValid(readAcceptance(key), Date.now()),
    }),
  );
  const [privateDevice, setPrivateDevice] = useState(true);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [documentSummary, setDocument] = useState<DocumentSummary>();
  // A document removed from the attributes leaves no title behind.
  const document = documentId ? documentSummary : undefined;
  const headingId = useId();
  const bodyId = useId();

  // Open and close the native dialog with the state: showModal() makes the page behind inert and moves focus
  // in; close() returns focus to where it was.
  // Nothing jumps: a dialog with a content document shows once the document has arrived (or failed), not empty and
  // then growing, which would move it on the screen as it re-centres.
  const ready = !documentId || Boolean(document?.settled);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && ready && !dialog.open) {
      dialog.showModal();
      emit('open', { storageKey: key });
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, ready, emit, key]);

  // An acceptance given in another tab closes this one too.
  useEffect(
    () =>
      onStorageChange(key, () => {
        if (isAcceptanceValid(readAcceptance(key), Date.now())) setOpen(false);
      }),
    [key],
  );

  // The CMS's own text (the light DOM shown through the slot) is the fallback when the document fails. A
  // disclaimer waiting for, or missing, its document with no text of its own shows no text yet.
  const authoredText = (host.textContent ?? '').trim() !== '';
  const textShown = !documentId || Boolean(document?.hasText) || authoredText;

  const accept = useCallback(() => {
    const now = Date.now();
    const write = acceptance(privateDevice, now, expiryDays, textShown);
    if (write.local) writeJson('local', key, write.local);
    else remove('local', key);
    if (write.session) writeText('session', key, SESSION_FLAG);
    else remove('session', key);
    setOpen(false);
    emit('accept', { storageKey: key, privateDevice, expiresAt: write.local?.expiresAt ?? null });
  }, [privateDevice, expiryDays, textShown, key, emit]);

  const decline = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      if (!emit('decline', { url: declineUrl })) event.preventDefault();
    },
    [emit, declineUrl],
  );

  // site spec 1 and 6: in preview the editor sees where the block sits, whether or not the dialog shows.
  const previewLabel = config.preview ? (
    <p className="preview-label" part="preview-label">
      Disclaimer Modal Container
    </p>
  ) : null;

  if (!open) return previewLabel;

  return (
    <>
      {previewLabel}
      <dialog
        ref={dialogRef}
        className="dialog"
        part="dialog"
        aria-labelledby={headingId}
        aria-describedby={bodyId}
        // The visitor must choose: Escape does not dismiss a disclaimer without an answer.
        onCancel={(event) => event.preventDefault()}
        onClose={() => {
          // A second Escape closes a dialog even when cancel is prevented; the question stays open. (A dialog
          // that is open again by now was shown again after a DOM move: nothing to do.)
          const dialog = dialogRef.current;
          if (open && dialog && !dialog.open && !isAcceptanceValid(readAcceptance(key), Date.now())) dialog.showModal();
        }}
      >
        <h2 id={headingId} className="heading" part="heading">
          {document?.title || heading}
        </h2>
        <div id={bodyId} className="body" part="body">
          {documentId && (
            // While the document's code loads, the element's own text (if any) shows.
            <Suspense fallback={null}>
              <DocumentText documentId={documentId} authoredText={authoredText} onDocument={setDocument} />
            </Suspense>
          )}
          <slot />
        </div>
        <div className="actions" part="actions">
          <label className="private-device">
            <input
              type="checkbox"
              checked={privateDevice}
              onChange={(event) => setPrivateDevice(event.target.checked)}
            />
            <span>I am using a private computer or device.</span>
          </label>
          <div className="choices">
            <a className="cm-link decline" part="decline-link" href={declineUrl} onClick={decline}>
              I do not accept
            </a>
            <button type="button" className="cm-button accept" part="accept-button" onClick={accept}>
              I accept
            </button>
          </div>
        </div>
      </dialog>
    </>
  );
}
