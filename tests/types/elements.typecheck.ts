/**
 * Type-level checks, compiled by `npm run typecheck` and never run: each `@ts-expect-error` line must fail to
 * compile, so the check fails when a mistake stops being an error.
 * - an element's `emit` takes only its declared verbs, each with exactly its detail type;
 * - a page script gets the elements' types from types/elements.d.ts (tag names, dataset, event details).
 */
import { useElement } from '../../runtime/element-context';
import type { events as disclaimerEvents } from '../../widgets/disclaimer-modal/element';
import type { events as fundTableEvents } from '../../widgets/fund-table/element';

export function useEmitChecks(): void {
  const { emit } = useElement<typeof fundTableEvents>();
  emit('sort', { column: 'fundName', direction: 'asc' });
  emit('error', { section: 'Mutual Fund', kind: 'timeout' });
  // @ts-expect-error an undeclared verb
  emit('explode', { column: 'fundName', direction: 'asc' });
  // @ts-expect-error a wrong detail: direction is 'asc' or 'desc'
  emit('sort', { column: 'fundName', direction: 'up' });
  // @ts-expect-error a missing detail
  emit('sort');
  // @ts-expect-error a detail with a field the event does not have
  emit('search', { text: 'growth', count: 3, extra: true });

  const disclaimer = useElement<typeof disclaimerEvents>();
  disclaimer.emit('decline', { url: '/' });
  // @ts-expect-error another element's event
  disclaimer.emit('sort', { column: 'fundName', direction: 'asc' });
}

export function pageScriptChecks(): void {
  const table = document.querySelector('fund-table');
  if (table) {
    const product:
      | 'mutual-funds'
      | 'exchange-traded-funds'
      | 'variable-products'
      | 'closed-end-funds'
      | 'interval-funds'
      | 'rated-funds'
      | 'model-portfolios'
      | '529-plan'
      | 'find-a-product'
      | 'product-list'
      | 'product-finder'
      | undefined = table.dataset.product;
    // @ts-expect-error a product the element does not know
    table.dataset.product = 'hedge-funds';
    void product;
  }
  document.addEventListener('fund-table-sort', (event) => {
    const direction: 'asc' | 'desc' = event.detail.direction;
    // @ts-expect-error the sort event's detail has no text
    void event.detail.text;
    void direction;
  });
  document.querySelector('disclaimer-modal')?.addEventListener('disclaimer-modal-accept', (event) => {
    const expiresAt: number | null = event.detail.expiresAt;
    void expiresAt;
  });
}
