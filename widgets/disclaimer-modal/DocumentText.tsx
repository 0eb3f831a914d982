/**
 * The disclaimer's text from a content document (data-document-id). A disclaimer with authored text never needs the
 * content service, the data hook or the HTML sanitiser, so DisclaimerModal loads this component lazily, only when a
 * document is configured: a page with the usual disclaimer downloads none of them.
 */
import { useEffect, useRef, useState } from 'react';
import { useService } from '../../runtime/use-service';
import { setSanitizedHtml } from '../../runtime/sanitize';
import { Alert } from '../../runtime/ui/Alert';
import { getDocument } from '../../services/content';

/** The spec gives no text for a disclaimer whose content cannot be read; this says so and offers Retry. */
const DOCUMENT_FAILED_TEXT = 'The disclaimer text could not be loaded.';

export interface DocumentSummary {
  title?: string;
  /** The document has text of its own to show. */
  hasText: boolean;
  /** The document has arrived or failed: the dialog can show without growing afterwards. */
  settled: boolean;
}

interface DocumentTextProps {
  documentId: string;
  /** The element has authored text: it is the fallback, and a failure shows no text of its own. */
  authoredText: boolean;
  /** The title and whether text arrived, for the heading and the acceptance rule. */
  onDocument: (summary: DocumentSummary) => void;
}

/**
 * Nothing jumps: an image of the document takes its height only once it has loaded, which would grow the open dialog
 * and move it as it re-centres. The dialog waits for the document's images (loaded or failed), at most this long: a
 * slow image server does not keep the disclaimer from showing.
 */
const IMAGE_WAIT_MS = 3000;

/** Resolves once every image under `root` has loaded or failed, or after `IMAGE_WAIT_MS`. */
function imagesSettled(root: HTMLElement): Promise<void> {
  const pending = [...root.querySelectorAll('img')].filter((image) => !image.complete);
  if (pending.length === 0) return Promise.resolve();
  const each = pending.map(
    (image) =>
      new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      }),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, IMAGE_WAIT_MS);
  });
  return Promise.race([Promise.all(each).then(() => undefined), deadline]).finally(() => clearTimeout(timer));
}

export default function DocumentText({ documentId, authoredText, onDocument }: DocumentTextProps) {
  const htmlRef = useRef<HTMLDivElement>(null);
  // site spec 8: a content API failure is logged and empty data used, so the element's own text (if any) and the
  // choices still show; without text of its own the dialog says the text could not be loaded and offers Retry.
  const { data, error, retry, status } = useService<{ title?: string; html?: string } | undefined>(
    async (context) => {
      const doc = await getDocument(documentId, context);
      return { title: doc.title, html: doc.html?.content };
    },
    [documentId],
    { failure: { show: 'log', empty: undefined } },
  );
  const html = data?.html;
  const title = data?.title;

  const [imagesReady, setImagesReady] = useState<string>();

  useEffect(() => {
    const root = htmlRef.current;
    if (!root) return;
    setSanitizedHtml(root, html ?? '');
    let current = true;
    void imagesSettled(root).then(() => {
      if (current) setImagesReady(html ?? '');
    });
    return () => {
      current = false;
    };
  }, [html]);

  useEffect(() => {
    const arrived = status === 'ready' || status === 'error';
    onDocument({ title, hasText: Boolean(html?.trim()), settled: arrived && imagesReady === (html ?? '') });
  }, [html, title, status, imagesReady, onDocument]);

  return (
    <>
      <div ref={htmlRef} className="document" />
      {error && !authoredText && <Alert onRetry={retry}>{DOCUMENT_FAILED_TEXT}</Alert>}
    </>
  );
}
