import { useMemo, useState } from 'react';
import { useService } from '../../../runtime/use-service';
import { englishCollator } from '../../../runtime/collation';
import { Alert } from '../../../runtime/ui/Alert';
import { DataTable, tableColumnHelper, type ColumnWidth, type TableGroup } from '../../../runtime/ui/DataTable';
import { RegisteredText } from '../../../runtime/ui/RegisteredText';
import { Spinner } from '../../../runtime/ui/Spinner';
import { getRetirementLiterature, type RetirementFund } from '../../../services/literature-resources';
import { RETIREMENT_TEXTS, type RetirementScope } from '../../../services/literature-vocabulary';
import { DocumentList } from '../cells';
import {
  factSheetText,
  RETIREMENT_COLUMNS,
  retirementCell,
  retirementGroups,
  retirementRows,
  type RetirementRow,
} from './model';

const helper = tableColumnHelper<RetirementRow>();
const WIDTHS: Readonly<Record<string, ColumnWidth>> = {
  fundName: 'name',
  factSheets: 'wide',
  commentaries: 'wide',
  fundGuides: 'wide',
};
/** Phones: the fund's documents under its name. */
const STACKED: ReadonlySet<string> = new Set(['factSheets', 'commentaries', 'fundGuides']);
const idOf = (row: RetirementRow) => row.key;

function columnsOf(scope: RetirementScope) {
  const names = RETIREMENT_TEXTS.columns;
  const documentColumn = (id: 'factSheets' | 'commentaries' | 'fundGuides') =>
    helper.display({
      id,
      header: () => names[id],
      cell: ({ row: { original: row } }) => {
        const document = retirementCell(row, id);
        if (!document) return null;
        const textOf = id === 'factSheets' ? () => factSheetText(document, scope) : undefined;
        return <DocumentList documents={[document]} textOf={textOf} />;
      },
    });
  const byId = {
    fundName: helper.display({
      id: 'fundName',
      header: () => names.fundName,
      cell: (c) => <RegisteredText text={c.row.original.fundName} />,
    }),
    factSheets: documentColumn('factSheets'),
    commentaries: documentColumn('commentaries'),
    fundGuides: documentColumn('fundGuides'),
  };
  return RETIREMENT_COLUMNS[scope].map((column) => byId[column]);
}

/**
 * The mutual funds literature table of a retirement scope (products spec 2.20): TARGET lists the funds with their
 * "QDIA" fact sheets; DCIO groups the funds by subcategory (each group folds with its "+" / "-" row) with fact
 * sheets, quarterly commentaries and fund guides.
 */
export function RetirementTable({ scope }: { scope: RetirementScope }) {
  const literature = useService<RetirementFund[]>((context) => getRetirementLiterature(scope, context), [scope], {
    failure: { show: 'log', empty: [] },
  });
  const rows = useMemo(() => retirementRows(literature.data ?? []), [literature.data]);
  const columns = useMemo(() => columnsOf(scope), [scope]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const grouped = useMemo(() => (scope === 'DCIO' ? retirementGroups(rows) : undefined), [scope, rows]);
  const groups = useMemo<TableGroup[] | undefined>(
    () =>
      grouped?.map(({ group, rows: members }) => ({
        key: group,
        label: group || '-',
        rowIds: members.map(idOf),
        collapsed: collapsed.has(group),
      })),
    [grouped, collapsed],
  );
  const order = useMemo(
    () =>
      grouped ? undefined : [...rows].sort((a, b) => englishCollator(true).compare(a.fundName, b.fundName)).map(idOf),
    [grouped, rows],
  );
  const toggleGroup = (key: string) => {
    const next = new Set(collapsed);
    if (!next.delete(key)) next.add(key);
    setCollapsed(next);
  };

  if (literature.status === 'loading') return <Spinner />;
  if (literature.error && rows.length === 0) return <Alert onRetry={literature.retry}>{RETIREMENT_TEXTS.empty}</Alert>;
  if (rows.length === 0)
    return (
      <p className="library-empty" part="empty">
        {RETIREMENT_TEXTS.empty}
      </p>
    );
  return (
    <div className="document-table" part="table">
      <DataTable
        caption={scope === 'TARGET' ? 'Target retirement fund literature' : 'Mutual fund literature by category'}
        columns={columns}
        data={rows}
        getRowId={idOf}
        {...(groups ? { groups, onToggleGroup: toggleGroup } : { order: order ?? [] })}
        widths={WIDTHS}
        compactUnder={STACKED}
        rowHeaderColumn="fundName"
      />
    </div>
  );
}
