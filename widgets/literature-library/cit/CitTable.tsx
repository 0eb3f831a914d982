import { createContext, useContext, useMemo, useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import { useService } from '../../../runtime/use-service';
import { Alert } from '../../../runtime/ui/Alert';
import { DataTable, tableColumnHelper, type ColumnWidth } from '../../../runtime/ui/DataTable';
import { RegisteredText } from '../../../runtime/ui/RegisteredText';
import { Spinner } from '../../../runtime/ui/Spinner';
import { getCitDocuments, type CitDocument } from '../../../services/literature-resources';
import { CIT_TEXTS, type CitMode } from '../../../services/literature-vocabulary';
import { DocumentList } from '../cells';
import type { events } from '../element';
import {
  CIT_COLUMNS,
  citRows,
  toggleCitSubscription,
  type CitColumn,
  type CitRow,
  type CitSubscription,
} from './model';

const helper = tableColumnHelper<CitRow>();
const WIDTHS: Readonly<Record<string, ColumnWidth>> = {
  fundName: 'name',
  storySheets: 'wide',
  factSheets: 'wide',
  commentaries: 'wide',
  emailUpdates: 'text',
  factSheetEmailUpdates: 'text',
};
const idOf = (row: CitRow) => row.id;

/** The selected set and its toggle, read by each row's checkbox (the columns stay the same while it changes). */
const Selection = createContext<{ selected: ReadonlySet<string>; toggle: (row: CitRow) => void }>({
  selected: new Set(),
  toggle: () => undefined,
});

function SubscriptionCheckbox({ row, label }: { row: CitRow; label: string }) {
  const { selected, toggle } = useContext(Selection);
  return (
    <label className="cm-check">
      <input
        type="checkbox"
        aria-label={`${label}: ${row.fundName}`}
        checked={selected.has(row.subscription.docId)}
        onChange={() => toggle(row)}
      />
    </label>
  );
}

/**
 * Collective investment trusts and stable value funds (products spec 2.19, 4): the documents of each trust in
 * their columns and a subscription checkbox per row, whose ticks form the selected set.
 */
export function CitTable({ mode, scope }: { mode: CitMode; scope: string }) {
  const { emit } = useElement<typeof events>();
  const trusts = useService<CitDocument[]>((context) => getCitDocuments(scope, context), [scope], {
    failure: { show: 'log', empty: [] },
  });
  const rows = useMemo(() => citRows(trusts.data ?? []), [trusts.data]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [changed, setChanged] = useState<ReadonlyMap<string, CitSubscription>>(new Map());

  const toggle = (row: CitRow) => {
    const current = changed.get(row.id) ?? row.subscription;
    const next = toggleCitSubscription(selected, current);
    setSelected(next.selected);
    setChanged(new Map(changed).set(row.id, next.subscription));
    const literature = next.subscription.literature.map((item) => item.name);
    emit('subscribe', { fundName: row.fundName, selected: next.subscription.selected, literature });
  };

  const columns = useMemo(() => {
    const names = CIT_TEXTS.columns;
    const checkbox = (id: 'emailUpdates' | 'factSheetEmailUpdates') =>
      helper.display({
        id,
        header: () => names[id],
        cell: (c) => <SubscriptionCheckbox row={c.row.original} label={names[id]} />,
      });
    const documents = (id: 'storySheets' | 'factSheets' | 'commentaries') =>
      helper.display({ id, header: () => names[id], cell: (c) => <DocumentList documents={c.row.original[id]} /> });
    const byId: Record<CitColumn, ReturnType<typeof checkbox>> = {
      fundName: helper.display({
        id: 'fundName',
        header: () => names.fundName,
        cell: (c) => <RegisteredText text={c.row.original.fundName} />,
      }),
      storySheets: documents('storySheets'),
      factSheets: documents('factSheets'),
      commentaries: documents('commentaries'),
      emailUpdates: checkbox('emailUpdates'),
      factSheetEmailUpdates: checkbox('factSheetEmailUpdates'),
    };
    return CIT_COLUMNS[mode].map((column) => byId[column]);
  }, [mode]);
  const order = useMemo(() => rows.map(idOf), [rows]);

  if (trusts.status === 'loading') return <Spinner />;
  if (trusts.error && rows.length === 0) return <Alert onRetry={trusts.retry}>{CIT_TEXTS.empty}</Alert>;
  if (rows.length === 0)
    return (
      <p className="library-empty" part="empty">
        {CIT_TEXTS.empty}
      </p>
    );
  return (
    <div className="document-table" part="table">
      <Selection.Provider value={{ selected, toggle }}>
        <DataTable
          caption={mode === 'cits' ? 'Collective investment trusts' : 'Stable value funds'}
          columns={columns}
          data={rows}
          getRowId={idOf}
          order={order}
          widths={WIDTHS}
          rowHeaderColumn={CIT_COLUMNS[mode][0] ?? 'fundName'}
        />
      </Selection.Provider>
    </div>
  );
}
