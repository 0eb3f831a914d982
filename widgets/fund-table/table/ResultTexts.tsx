/**
 * What a product table says about its rows: "Displaying N fund(s)" (products spec 2.3, 2.5), the empty result, and
 * the failure text of a section with its Retry (products spec 8).
 */
import { useRef, type ReactNode } from 'react';
import { safeUrl } from '../../../runtime/links';
import { Alert } from '../../../runtime/ui/Alert';
import type { EmptyResult } from './texts';

/**
 * "Displaying N fund(s)", announced politely as it changes. Only once there are rows to count (`text` given): while
 * the rows load, or in place of rows that failed to load, the line stays (so that nothing moves when the rows come)
 * and says nothing, rather than "Displaying 0 fund(s)", which would tell a visitor, and a screen reader's listener,
 * that no fund matched.
 */
export function CountLine({ text }: { text: string | undefined }) {
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
 * A section whose data failed to load: its failure text (and what is missing, where only a part failed), and Retry
 * to call again. Retry takes the message and its button away (a spinner, then the rows, take their place), so the
 * focus goes first to the place where the answer will be drawn, not to the page's body.
 */
export function SectionFailure({
  text,
  missing,
  onRetry,
}: {
  text: string;
  /** What did not load, said after the spec's text (a product group, a share class). */
  missing?: ReactNode;
  onRetry: () => void;
}) {
  const message = useRef<HTMLDivElement>(null);
  const retry = () => {
    message.current?.closest<HTMLElement>(`.${ANSWER_AREA}`)?.focus();
    onRetry();
  };
  return (
    <div className="section-failure" ref={message}>
      <Alert onRetry={retry}>
        {text}
        {missing && (
          <>
            {' '}
            <span className="failure-missing">{missing}</span>
          </>
        )}
      </Alert>
    </div>
  );
}
