import { memo, useMemo, useState, type Ref } from 'react';
import type { InsightItem, TaxonomyEntry } from '../../services/insights';
import { DescribedInsightCard } from './InsightCard';
import { insightCard, type InsightSite } from './model';

const Card = memo(DescribedInsightCard);

/**
 * The list's cards: those shown, in the list's order. A card once shown stays mounted, hidden while the filter
 * leaves it out (or Load More has not reached it again), so a keystroke in "Search insights" flips attributes
 * instead of building and tearing down cards: the list filters 120 cards on every key.
 */
export function CardGrid({
  items,
  shown,
  taxonomy,
  site,
  columns,
  gridRef,
}: {
  /** Every insight of the list, in its order. */
  items: readonly InsightItem[];
  /** The ones shown: a subsequence of `items`. */
  shown: readonly InsightItem[];
  taxonomy: readonly TaxonomyEntry[];
  site: InsightSite;
  columns: number;
  gridRef: Ref<HTMLUListElement>;
}) {
  const cards = useMemo(
    () => new Map(items.map((item) => [item.id, insightCard(item, taxonomy, site)])),
    [items, taxonomy, site],
  );
  const shownIds = useMemo(() => new Set(shown.map((item) => item.id)), [shown]);
  const [mounted, setMounted] = useState<ReadonlySet<string>>(shownIds);
  let ids = mounted;
  if (shown.some((item) => !mounted.has(item.id))) {
    // Adjusting state while rendering: React renders again at once, before anything is painted.
    ids = new Set([...mounted, ...shownIds]);
    setMounted(ids);
  }
  return (
    <ul className="insights-grid" data-columns={columns} ref={gridRef} part="grid">
      {items
        .filter((item) => ids.has(item.id))
        .map((item) => (
          <li key={item.id} hidden={!shownIds.has(item.id)}>
            <Card card={cards.get(item.id)!} headingLevel={2} />
          </li>
        ))}
    </ul>
  );
}
