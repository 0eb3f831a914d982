import { createElement, useMemo } from 'react';
import { useService } from '../../../runtime/use-service';
import { Alert } from '../../../runtime/ui/Alert';
import { DataTable, tableColumnHelper, type ColumnWidth } from '../../../runtime/ui/DataTable';
import { RegisteredText } from '../../../runtime/ui/RegisteredText';
import { Spinner } from '../../../runtime/ui/Spinner';
import { getCitDocuments, type CitDocument } from '../../../services/literature-resources';
import { CIT_TEXTS, type CitMode } from '../../../services/literature-vocabulary';
import { DocumentList } from '../cells';
import { CIT_COLUMNS, citRows, FACT_SHEET, type CitColumn, type CitRow } from './model';

const helper = tableColumnHelper<CitRow>();
const WIDTHS: Readonly<Record<string, ColumnWidth>> = {
  fundName: 'name',
  storySheets: 'wide',
  factSheets: 'wide',
  commentaries: 'wide',
  emailUpdates: 'text',
  factSheetEmailUpdates: 'text',
};
/** Phones: the trust's documents under its name, its e-mail updates checkbox beside it. */
const STACKED: ReadonlySet<string> = new Set(['storySheets', 'factSheets', 'commentaries']);
const idOf = (row: CitRow) => row.id;

/**
 * A row's e-mail updates checkbox (products spec 2.19 "Each row has a subscription checkbox", 4 "Subscriptions"): the
 * page's subscribe checkbox, the same one the literature subscription accordion shows (products spec 2.21), composed
 * through the DOM. It finds the trust's literature subscriptions by its name; Email Updates toggles the trust's
 * Commentary item when it has one, otherwise all its literature; Fact Sheet Email Updates its Fact Sheet item.
 */
function EmailUpdatesCheckbox({ row, column }: { row: CitRow; column: 'emailUpdates' | 'factSheetEmailUpdates' }) {
  const literature = column === 'factSheetEmailUpdates' ? { 'data-literature': FACT_SHEET } : {};
  return createElement('category-subscription-button', {
    'data-variant': 'content',
    'data-presentation': 'checkbox',
    'data-fund-name': row.fundName,
    ...literature,
  });
}

/**
 * Collective investment trusts and stable value funds (products spec 2.19, 4): the documents of each trust in
 * their columns and the e-mail updates checkbox of each row.
 */
export function CitTable({ mode, scope }: { mode: CitMode; scope: string }) {
  const trusts = useService<CitDocument[]>((context) => getCitDocuments(scope, context), [scope], {
    failure: { show: 'log', empty: [] },
  });
  const rows = useMemo(() => citRows(trusts.data ?? []), [trusts.data]);
  const columns = useMemo(() => {
    const names = CIT_TEXTS.columns;
    const checkbox = (id: 'emailUpdates' | 'factSheetEmailUpdates') =>
      helper.display({
        id,
        header: () => names[id],
        cell: (c) => <EmailUpdatesCheckbox row={c.row.original} column={id} />,
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
      <DataTable
        caption={mode === 'cits' ? 'Collective investment trusts' : 'Stable value funds'}
        columns={columns}
        data={rows}
        getRowId={idOf}
        order={order}
        widths={WIDTHS}
        compactUnder={STACKED}
        rowHeaderColumn={CIT_COLUMNS[mode][0] ?? 'fundName'}
      />
    </div>
  );
}
