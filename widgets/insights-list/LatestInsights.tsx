import { useId, useMemo, useRef } from 'react';
import { useElement } from '../../runtime/element-context';
import { safeUrl } from '../../runtime/links';
import { getSession } from '../../runtime/stores/session';
import { requestSubscriptionModal } from '../../runtime/stores/subscriptions';
import { useService } from '../../runtime/use-service';
import { Spinner } from '../../runtime/ui/Spinner';
import {
  INSIGHTS_TEXTS,
  latestInsights,
  type InsightItem,
  type InsightsQuery,
  type SubscriptionButtonStyle,
} from '../../services/insights';
import type { events } from './element';
import { InsightsUnavailable, NoLatestInsight } from './EmptyState';
import { DescribedInsightCard } from './InsightCard';
import { insightCard, latestCards, subscribeButtonClass, viewAllInsightsHref } from './model';
import { useInsightSite, useInsightsScope, useTaxonomy } from './use-insights';

const NO_ITEMS: InsightItem[] = [];

/**
 * The latest insights block (site spec 2.9): the heading, up to 3 cards of the scope (of the topic, when one
 * is set), "View all insights", and the subscribe button, which asks the page's subscription centre to open.
 * A failed call shows the error notice with Retry (site spec 8 "Documents fetch non-OK"; services/insights
 * "Failures"), never "There is no Insight available", which would say the firm has none.
 */
export function LatestInsights({
  query,
  topic,
  heading,
  allInsightsLink,
  backgroundImage,
  subscription,
  subscriptionButtonStyle,
  subscribeText,
}: {
  query: Omit<InsightsQuery, 'scope'> & { scope: string | undefined };
  topic: string | undefined;
  heading: string | undefined;
  allInsightsLink: string | undefined;
  backgroundImage: string | undefined;
  subscription: string | undefined;
  subscriptionButtonStyle: SubscriptionButtonStyle;
  subscribeText: string;
}) {
  const { config, emit } = useElement<typeof events>();
  const site = useInsightSite();
  const scope = useInsightsScope(query.scope);
  const { sortField, sortOrder } = query;
  const latest = useService<InsightItem[]>(
    (context) => latestInsights({ scope, sortField, sortOrder, ...(topic ? { topic } : {}) }, context),
    [scope, sortField, sortOrder, topic],
    { failure: { show: 'section', section: 'Latest insights' } },
  );
  const taxonomy = useTaxonomy();
  const headingId = useId();
  const cardsRef = useRef<HTMLDivElement>(null);
  const entries = taxonomy.data;
  const cards = useMemo(
    () => latestCards(latest.data ?? NO_ITEMS).map((item) => insightCard(item, entries ?? [], site)),
    [latest.data, entries, site],
  );
  const loaded = latest.status === 'ready' && taxonomy.status === 'ready';
  const reverse = subscriptionButtonStyle.startsWith('Reverse');

  const subscribe = () => {
    if (!subscription) return;
    emit('subscribe', { subscription });
    requestSubscriptionModal({ subscriptionNames: [subscription], loggedIn: getSession().subscriber });
  };

  return (
    <section
      className={reverse ? 'latest latest--reverse' : 'latest'}
      {...(heading ? { 'aria-labelledby': headingId } : {})}
    >
      {backgroundImage && (
        <img className="latest-background" src={safeUrl(backgroundImage)} alt="" loading="lazy" decoding="async" />
      )}
      <div className="latest-head">
        {heading && (
          <h2 className="latest-heading" id={headingId} part="heading">
            {heading}
          </h2>
        )}
        {subscription && (
          <button
            type="button"
            className={subscribeButtonClass(subscriptionButtonStyle)}
            part="subscribe-button"
            onClick={subscribe}
          >
            {subscribeText}
          </button>
        )}
      </div>
      <div className="latest-cards" ref={cardsRef} tabIndex={-1}>
        {latest.status === 'error' ? (
          <InsightsUnavailable
            onRetry={() => {
              // The notice goes with the press: the focus waits where the cards come.
              cardsRef.current?.focus();
              latest.retry();
            }}
          />
        ) : !loaded ? (
          <Spinner />
        ) : cards.length === 0 ? (
          <div className="latest-empty" part="empty" role="status">
            <NoLatestInsight {...(topic ? { topic } : {})} />
          </div>
        ) : (
          <ul className="insights-grid" data-columns={3} part="grid">
            {cards.map((card) => (
              <li key={card.id}>
                <DescribedInsightCard card={card} headingLevel={heading ? 3 : 2} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="latest-view-all">
        <a className="cm-link" href={safeUrl(viewAllInsightsHref(config.audience, allInsightsLink))} part="view-all">
          {INSIGHTS_TEXTS.viewAllInsights}
        </a>
      </p>
    </section>
  );
}
