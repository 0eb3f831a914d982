/**
 * What a product table says about its rows: "Displaying N fund(s)" (products spec 2.3, 2.5), the empty result, and
 * the failure text of a section with its Retry (products spec 8).
 */
import { safeUrl } from '../../../runtime/links';
import { Alert } from '../../../runtime/ui/Alert';
import type { EmptyResult } from './texts';

/** "Displaying N fund(s)", announced politely as it changes. */
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

/** A section whose data failed to load: its failure text, and Retry to call again. */
export function SectionFailure({ text, onRetry }: { text: string; onRetry: () => void }) {
  return <Alert onRetry={onRetry}>{text}</Alert>;
}
