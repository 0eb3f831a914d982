import { useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import type { events } from '../element';
import { nextSort, type SortColumn, type SortState } from './sorting';

/**
 * A table's sort (products spec 4): a header click toggles the current column or starts a new one in its default
 * direction (always ascending on the generic tables), and is announced as `fund-table-sort`. The third value puts
 * the table back in a given order without an announcement (a new tab that starts in its own order).
 */
export function useTableSort(initial: SortState, alwaysAscending = false) {
  const { emit } = useElement<typeof events>();
  const [sort, setSort] = useState(initial);
  const sortBy = (column: SortColumn) => {
    const next = nextSort(sort, column, alwaysAscending);
    setSort(next);
    emit('sort', { column: next.key, direction: next.direction });
  };
  return [sort, sortBy, setSort] as const;
}
