import type { ReactNode } from 'react';

/**
 * A failure message in place of the content it replaces (products spec 8 "Section failures"), with a Retry
 * button when the failed call can be made again. role="alert" announces it when it appears.
 */
export function Alert({
  children,
  onRetry,
  retryLabel = 'Retry',
}: {
  children: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div className="cm-alert" role="alert">
      <p className="cm-alert-text">{children}</p>
      {onRetry && (
        <button type="button" className="cm-button cm-button--secondary cm-alert-retry" onClick={onRetry}>
          {retryLabel}
        </button>
      )}
    </div>
  );
}
