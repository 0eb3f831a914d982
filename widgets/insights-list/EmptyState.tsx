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
