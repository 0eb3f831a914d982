/**
 * What a product table says about its rows: "Displaying N fund(s)" (products spec 2.3, 2.5), the empty result, and
 * the failure text of a section with its Retry (products spec 8).
 */
import { useRef } from 'react';
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

/**
 * The class of the place where a section's answer is drawn (the spinner, the failure, then the rows): it takes the
 * focus by script (tabindex -1) when Retry takes the failure away.
 */
export const ANSWER_AREA = 'answer-area';

/**
 * A section whose data failed to load: its failure text, and Retry to call again. Retry takes the message and its
 * button away (a spinner, then the rows, take their place), so the focus goes first to the place where the answer
 * will be drawn, not to the page's body.
 */
export function SectionFailure({ text, onRetry }: { text: string; onRetry: () => void }) {
  const message = useRef<HTMLDivElement>(null);
  const retry = () => {
    message.current?.closest<HTMLElement>(`.${ANSWER_AREA}`)?.focus();
    onRetry();
  };
  return (
    <div className="section-failure" ref={message}>
      <Alert onRetry={retry}>{text}</Alert>
    </div>
  );
}
