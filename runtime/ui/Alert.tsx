import type { ReactNode } from 'react';

/**
 * A failure message in place of the content it replaces (products spec 8 "Section failures"; site spec 8 "an error
 * notice with a status, a title and a text"), with a Retry button when the failed call can be made again.
 * role="alert" announces it when it appears.
 */
export function Alert({
  children,
  title,
  onRetry,
  retryLabel = 'Retry',
}: {
  children: ReactNode;
  /** A bold title above the text. */
  title?: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div className="cm-alert" role="alert">
      {title ? (
        <div className="cm-alert-text">
          <p className="cm-alert-title">{title}</p>
          <p>{children}</p>
        </div>
      ) : (
        <p className="cm-alert-text">{children}</p>
      )}
      {onRetry && (
        <button type="button" className="cm-button cm-button--secondary cm-alert-retry" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
