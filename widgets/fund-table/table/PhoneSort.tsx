/**
 * Phones: a "Sort by" select and its order, for the sortable columns that fold under the fund name and so lose
 * their header button there (products spec 2.9: model portfolios sort by name and inception date). It drives the
 * table's one sort state, as a header click does: the header's aria-sort follows and `fund-table-sort` is
 * announced. Hidden above 767 px (styles.css), where every sortable column shows its own header button.
 */
import type { ColumnDef } from './columns';
import { Select } from './controls';
import type { SortDirection, SortState } from './sorting';

/**
 * The spec names no sort control for phones (products spec 2.9 only says which columns sort): "Sort by" and
 * "Order" with "Ascending" / "Descending" are the words a visitor expects of such a control.
 */
const PHONE_SORT_LABEL = 'Sort by';
const PHONE_ORDER_LABEL = 'Order';
const DIRECTIONS: readonly { value: SortDirection; label: string }[] = [
  { value: 'asc', label: 'Ascending' },
  { value: 'desc', label: 'Descending' },
];

export function PhoneSort({
  columns,
  sort,
  onSort,
}: {
  /** The columns to choose from (columns.ts `phoneSortColumns`); nothing is drawn without the sorted one. */
  columns: readonly ColumnDef[];
  sort: SortState | undefined;
  /** The header click's handler: a new column starts in its own direction, the current one turns round. */
  onSort: (column: ColumnDef) => void;
}) {
  // The table is always sorted by one of its sortable columns (a view's default or the visitor's choice).
  const current = columns.find((d) => d.key === sort?.key);
  if (!current || !sort) return null;
  return (
    <div className="phone-sort">
      <Select
        label={PHONE_SORT_LABEL}
        value={current.key}
        // Each column by its own header ("Inception Date", "1 Yr"): a table's leaf headers are distinct.
        options={columns.map((d) => ({ value: d.key, label: d.header }))}
        onChange={(key) => {
          const column = columns.find((d) => d.key === key);
          if (column) onSort(column);
        }}
      />
      <Select
        label={PHONE_ORDER_LABEL}
        value={sort.direction}
        options={DIRECTIONS}
        onChange={(direction) => {
          if (direction !== sort.direction) onSort(current);
        }}
      />
    </div>
  );
}
