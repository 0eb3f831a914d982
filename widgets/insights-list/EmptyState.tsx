import { Alert } from '../../runtime/ui/Alert';
import { INSIGHTS_TEXTS } from '../../services/insights';
import { latestInsightsEmptyText } from './model';

/** site spec 2.9, 8: the insights filter kept nothing. */
export function NoInsightsFound() {
  return (
    <div className="empty" role="status">
      <p className="empty-title">{INSIGHTS_TEXTS.noResults}</p>
      <p className="empty-hint">{INSIGHTS_TEXTS.noResultsHint}</p>
    </div>
  );
}

/** site spec 2.9, 8: the latest insights block has no card, for its topic when one is set. */
export function NoLatestInsight({ topic }: { topic?: string }) {
  return <p className="empty-title">{latestInsightsEmptyText(topic)}</p>;
}

/**
 * site spec 8 "Documents fetch non-OK": the insights did not arrive (a failed call, a malformed answer, a time-out).
 * The notice says so and offers Retry; it is never told as "No results found".
 */
export function InsightsUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert title={INSIGHTS_TEXTS.failureTitle} onRetry={onRetry}>
      {INSIGHTS_TEXTS.failureText}
    </Alert>
  );
}
