/**
 * The disclaimer's text from a content document (data-document-id). A disclaimer with authored text never needs the
 * content service, the data hook or the HTML sanitiser, so DisclaimerModal loads this component lazily, only when a
 * document is configured: a page with the usual disclaimer downloads none of them.
 */
import { useEffect, useRef } from 'react';
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

  useEffect(() => {
    if (htmlRef.current) setSanitizedHtml(htmlRef.current, html ?? '');
    onDocument({ title, hasText: Boolean(html?.trim()), settled: status === 'ready' || status === 'error' });
  }, [html, title, status, onDocument]);

  return (
    <>
      <div ref={htmlRef} className="document" />
      {error && !authoredText && <Alert onRetry={retry}>{DOCUMENT_FAILED_TEXT}</Alert>}
    </>
  );
}
