import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useElement } from '../../runtime/element-context';
import { useService } from '../../runtime/use-service';
import { Spinner } from '../../runtime/ui/Spinner';
import {
  INSIGHTS_TEXTS,
  listInsights,
  TOPIC_SCROLL,
  type InsightList,
  type InsightsQuery,
  type TaxonomyEntry,
} from '../../services/insights';
import type { events } from './element';
import { InsightsUnavailable, NoInsightsFound } from './EmptyState';
import { CardGrid } from './CardGrid';
import { InsightsFilterBar } from './InsightsFilterBar';
import {
  displayingText,
  filterFromQuery,
  filterInsights,
  insightChips,
  insightsColumnCount,
  insightsFilterReducer,
  isFilterSet,
  showsSearch,
  visibleInsights,
  type InsightsFilterAction,
} from './model';
import { useInsightSite, useInsightsScope, useTaxonomy } from './use-insights';

const NO_INSIGHTS: InsightList = { totalSize: 0, insights: [] };
const NO_ENTRIES: TaxonomyEntry[] = [];

/**
 * The insights list (site spec 2.10, 4 "Insights list"): chips, "Search insights" above 9 items, "Displaying X
 * of Y insights", "Clear all filters", the cards 9 at a time with Load More, and the topic and type query
 * parameters with the auto-scroll. A failed list shows the error notice with Retry (site spec 8 "Documents fetch
 * non-OK"; services/insights "Failures"), never "No results found"; a failed taxonomy only leaves out the chips.
 */
export function ListView({
  query,
  pageSize,
  layout,
  gridSize,
}: {
  query: Omit<InsightsQuery, 'scope'> & { scope: string | undefined };
  pageSize: number;
  layout: 'cards' | 'grid';
  gridSize: number;
}) {
  const { emit } = useElement<typeof events>();
  const site = useInsightSite();
  const scope = useInsightsScope(query.scope);
  const { sortField, sortOrder } = query;
  const list = useService<InsightList>(
    (context) => listInsights({ scope, sortField, sortOrder, pageSize }, context),
    [scope, sortField, sortOrder, pageSize],
    { failure: { show: 'section', section: 'Insights' } },
  );
  const taxonomy = useTaxonomy();
  const [start] = useState(() => filterFromQuery(window.location.search));
  const [filter, dispatch] = useReducer(insightsFilterReducer, start.filter);
  const gridRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);

  const items = list.data?.insights ?? NO_INSIGHTS.insights;
  const entries = taxonomy.data;
  const loaded = list.status === 'ready' && taxonomy.status === 'ready';
  const chips = useMemo(() => insightChips(items, entries ?? []), [items, entries]);
  const filtered = useMemo(() => filterInsights(items, filter), [items, filter]);
  const { shown, more } = useMemo(() => visibleInsights(filtered, filter), [filtered, filter]);

  // site spec 2.10: opened on a topic or type, the list scrolls smoothly to y = 500 after 500 ms (counted
  // from when the cards are there, so the page is long enough to get there).
  useEffect(() => {
    if (!start.autoScroll || !loaded) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = setTimeout(
      () => window.scrollTo({ top: TOPIC_SCROLL.top, behavior: smooth ? 'smooth' : 'auto' }),
      TOPIC_SCROLL.delayMs,
    );
    return () => clearTimeout(timer);
  }, [start, loaded]);

  // After Load More the visitor lands on the first new card.
  // The focus moves once the new cards are drawn: a render can change `shown` before the grid holds them (seen in
  // WebKit), so the move waits for a render whose grid has the first new card.
  useLayoutEffect(() => {
    const from = focusFrom.current;
    if (from === null) return;
    const link = gridRef.current?.querySelectorAll<HTMLElement>('li:not([hidden]) .insight-title a')[from];
    if (!link) return;
    focusFrom.current = null;
    link.focus();
  }, [shown]);

  const change = (action: InsightsFilterAction) => {
    const next = insightsFilterReducer(filter, action);
    dispatch(action);
    const total = filterInsights(items, next).length;
    emit('filter', { keys: next.keys, shown: Math.min(next.visible, total), total });
  };

  const loadMore = () => {
    const next = insightsFilterReducer(filter, { type: 'load-more' });
    focusFrom.current = shown.length;
    dispatch({ type: 'load-more' });
    emit('load-more', { shown: Math.min(next.visible, filtered.length), total: filtered.length });
  };

  const retry = () => {
    // Retry goes with the notice: the focus waits on the list, which says it is loading, then shows the cards.
    rootRef.current?.focus();
    list.retry();
  };

  if (list.status === 'error')
    return (
      <div className="insights-list" ref={rootRef} tabIndex={-1}>
        <InsightsUnavailable onRetry={retry} />
      </div>
    );
  if (!loaded)
    return (
      <div className="insights-list" ref={rootRef} tabIndex={-1}>
        <Spinner />
      </div>
    );

  const columns = insightsColumnCount({
    count: shown.length,
    cardStyle: layout === 'cards',
    wideScreen: true,
    ...(gridSize > 0 ? { gridSize } : {}),
  });
  return (
    <div className="insights-list" ref={rootRef} tabIndex={-1}>
      <div part="filters">
        <InsightsFilterBar
          chips={chips}
          selected={filter.keys}
          onToggle={(key) => change({ type: 'toggle-key', key })}
          showSearch={showsSearch(items.length)}
          text={filter.text}
          onText={(text) => dispatch({ type: 'search', text })}
          onSubmitText={(text) => emit('search', { text, total: filtered.length })}
          displaying={displayingText(shown.length, filtered.length)}
          canClear={isFilterSet(filter)}
          onClear={() => change({ type: 'clear' })}
        />
      </div>
      {shown.length === 0 ? (
        <div part="empty">
          <NoInsightsFound />
        </div>
      ) : (
        <CardGrid
          items={items}
          shown={shown}
          taxonomy={entries ?? NO_ENTRIES}
          site={site}
          columns={columns}
          gridRef={gridRef}
        />
      )}
      {more && (
        <div className="load-more">
          <button type="button" className="cm-button" part="load-more" onClick={loadMore}>
            {INSIGHTS_TEXTS.loadMore}
          </button>
        </div>
      )}
    </div>
  );
}
