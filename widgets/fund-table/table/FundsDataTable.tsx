/**
 * A table of funds as every product table shows it (products spec 2.3, 2.5, 2.10): the rows of a view in its
 * order or in its groups with their +/- state, the fund name as the row header, the columns' sort buttons,
 * figures aligned and widths by the kind of each column, and under the rows the notes of the headers' marks.
 */
import { useMemo } from 'react';
import { DataTable, type DataTableProps } from '../../../runtime/ui/DataTable';
import { columnShape, headerFootnotes, phoneSortColumns, type ColumnDef } from './columns';
import type { GroupText, TableView } from './fund-view';
import { PhoneSort } from './PhoneSort';
import { useRowIds } from './row-ids';
import type { RowGroup } from './sorting';

const NO_GROUP_COLLAPSED: ReadonlySet<string> = new Set();

export function FundsDataTable<R extends object>({
  defs,
  rows,
  view,
  keepHidden = false,
  groupText = (group) => ({ label: group.key || '-' }),
  collapsed = NO_GROUP_COLLAPSED,
  onSort,
  ...table
}: Pick<DataTableProps<R>, 'caption' | 'columns' | 'onToggleGroup' | 'sort' | 'extraRows'> & {
  /** The columns' definitions: which sort, which hold figures, how wide each may shrink. */
  defs: readonly ColumnDef[];
  /** Every row of the answer. */
  rows: readonly R[];
  /** The rows the visitor sees, in order or in groups. */
  view: TableView<R>;
  /** Keep the rows the view leaves out in the table, hidden (docs/performance.md: Find a Product's rows). */
  keepHidden?: boolean;
  /** What a group row reads; by default the group's value. Stable between renders (memoised). */
  groupText?: (group: RowGroup<R>) => GroupText;
  /** Keys of the collapsed groups (+). */
  collapsed?: ReadonlySet<string>;
  /** A click on a column's header (products spec 4: the view decides the direction). */
  onSort: (column: ColumnDef) => void;
}) {
  const shape = useMemo(() => columnShape(defs), [defs]);
  const footnotes = useMemo(() => headerFootnotes(defs), [defs]);
  const phoneSort = useMemo(() => phoneSortColumns(defs), [defs]);
  const { idOf, idsOf } = useRowIds(rows);
  const order = useMemo(
    () => (view.groups ? undefined : idsOf(keepHidden ? (view.sorted ?? view.rows) : view.rows)),
    [view, idsOf, keepHidden],
  );
  const shown = useMemo(() => (keepHidden ? new Set(idsOf(view.rows)) : undefined), [view, idsOf, keepHidden]);
  const groups = useMemo(
    () =>
      view.groups?.map((group) => ({
        key: group.key,
        rowIds: idsOf(group.rows),
        collapsed: collapsed.has(group.key),
        ...groupText(group),
      })),
    [view, idsOf, collapsed, groupText],
  );
  return (
    <div part="table">
      <PhoneSort columns={phoneSort} sort={table.sort} onSort={onSort} />
      <DataTable
        {...table}
        {...shape}
        data={rows}
        getRowId={idOf}
        order={order}
        shown={shown}
        groups={groups}
        onSort={(id) => {
          const column = defs.find((d) => d.key === id);
          if (column) onSort(column);
        }}
        rowHeaderColumn="fundName"
      />
      {footnotes.length > 0 && (
        <div className="table-footnotes">
          {footnotes.map((note) => (
            <p key={note.mark}>{`${note.mark} ${note.text}`}</p>
          ))}
        </div>
      )}
    </div>
  );
}
