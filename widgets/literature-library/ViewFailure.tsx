import { useRef } from 'react';
import { Alert } from '../../runtime/ui/Alert';

/** The class of the place a view's answer is drawn in (spinner, failure, content): focused when Retry leaves. */
export const ANSWER_AREA = 'answer-area';

/**
 * A view whose data failed to load: the failure text with Retry (products spec 8). Retry takes the message and its
 * button away (a spinner, then the content, take their place), so the focus goes first to the place the answer is
 * drawn in, not to the page's body.
 */
export function ViewFailure({ text, onRetry }: { text: string; onRetry: () => void }) {
  const message = useRef<HTMLDivElement>(null);
  const retry = () => {
    message.current?.closest<HTMLElement>(`.${ANSWER_AREA}`)?.focus();
    onRetry();
  };
  return (
    <div ref={message}>
      <Alert onRetry={retry}>{text}</Alert>
    </div>
  );
}
