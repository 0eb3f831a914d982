import { useMemo } from 'react';

/** Ids of the rows of one data load (their position), for the table's row model and the view's order. */
export function useRowIds<R extends object>(rows: readonly R[]) {
  return useMemo(() => {
    const ids = new Map<R, string>();
    rows.forEach((row, index) => ids.set(row, String(index)));
    const idOf = (row: R) => ids.get(row) ?? '';
    return { idOf, idsOf: (list: readonly R[]) => list.map(idOf) };
  }, [rows]);
}
