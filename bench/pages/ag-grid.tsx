/**
 * The AG Grid comparison: the same rows, columns, search, sort and class switch as `<fund-table>`, written as an
 * AG Grid Community user would with ag-grid-react: client-side row model, quick filter on ticker and name,
 * header-click sorting, grouped headers, the name column pinned, a React cell renderer for the name link. Row
 * animation is off (fund-table does not animate either). AG Grid renders only the rows in view (row
 * virtualisation), which is the difference this benchmark shows.
 */
import { StrictMode, useCallback, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { AgGridReact, type CustomCellRendererProps } from 'ag-grid-react';
import type { ColDef, ColGroupDef, ModelUpdatedEvent } from 'ag-grid-community';
import { AG_GRID_MODULES } from './ag-grid-modules';
import {
  DEFAULT_CLASS,
  FIND_A_PRODUCT_COLUMNS,
  PERFORMANCE_CLASSES,
  PERFORMANCE_COLUMNS,
  RETURN_HEADER,
  compareValues,
  displayingText,
  formatDate,
  formatFigure,
  fundHref,
  loadFindAProduct,
  loadPerformance,
  tableFromUrl,
  type FindAProductRow,
  type PerformanceRow,
} from './data';

type Row = FindAProductRow | PerformanceRow;

function NameCell({ data }: CustomCellRendererProps<Row>) {
  if (!data) return null;
  return (
    <>
      <a href={fundHref(data)}>{data.fundName}</a>
      {data.fundClass ? <span className="class-name">Class - {data.fundClass}</span> : null}
    </>
  );
}

/** Only the ticker and the name feed the quick filter (the search rule of fund-table). */
const noQuickFilter = () => '';

const sortingOrder: ('asc' | 'desc')[] = ['asc', 'desc'];

function findAProductColumns(): ColDef<FindAProductRow>[] {
  return FIND_A_PRODUCT_COLUMNS.map((c): ColDef<FindAProductRow> => {
    const base: ColDef<FindAProductRow> = {
      colId: c.key,
      field: c.key,
      headerName: c.header,
      comparator: (a: string, b: string) => compareValues(a, b, 'text'),
    };
    if (c.key === 'fundName') {
      return { ...base, pinned: 'left', cellRenderer: NameCell, sort: 'asc', width: 420, autoHeight: false };
    }
    return c.key === 'symbol' ? base : { ...base, getQuickFilterText: noQuickFilter };
  });
}

function performanceColumns(expenseAsOf: string): (ColDef<PerformanceRow> | ColGroupDef<PerformanceRow>)[] {
  const column = (c: (typeof PERFORMANCE_COLUMNS)[number]): ColDef<PerformanceRow> => {
    const base: ColDef<PerformanceRow> = {
      colId: c.key,
      field: c.key,
      headerName: c.header,
      comparator: (a: string | null, b: string | null) => compareValues(a, b, c.kind),
    };
    if (c.key === 'fundName') return { ...base, pinned: 'left', cellRenderer: NameCell, sort: 'asc', width: 380 };
    if (c.key === 'symbol') return base;
    return {
      ...base,
      getQuickFilterText: noQuickFilter,
      valueFormatter: c.kind === 'number' ? (p) => formatFigure(p.value) : (p) => formatDate(p.value),
      type: c.kind === 'number' ? 'rightAligned' : undefined,
      width: 110,
    };
  };
  const group = (key: 'returns' | 'expenses', headerName: string): ColGroupDef<PerformanceRow> => ({
    headerName,
    children: PERFORMANCE_COLUMNS.filter((c) => c.group === key).map(column),
  });
  return [
    column(PERFORMANCE_COLUMNS[0]!),
    column(PERFORMANCE_COLUMNS[1]!),
    group('returns', RETURN_HEADER),
    column(PERFORMANCE_COLUMNS.find((c) => c.key === 'inceptionDt')!),
    group('expenses', expenseAsOf ? `Expense Ratio as of ${expenseAsOf}` : 'Expense Ratio'),
  ];
}

function Grid<R extends Row>({
  rows,
  columnDefs,
  searchLabel,
  classSelect,
}: {
  rows: R[];
  columnDefs: (ColDef<R> | ColGroupDef<R>)[];
  searchLabel: string;
  classSelect?: { value: string; onChange: (className: string) => void };
}) {
  const [search, setSearch] = useState('');
  const [count, setCount] = useState<number | null>(null);
  const defaultColDef = useMemo<ColDef<R>>(() => ({ sortable: true, sortingOrder, resizable: false }), []);
  const onModelUpdated = useCallback((event: ModelUpdatedEvent<R>) => {
    setCount(event.api.getDisplayedRowCount());
  }, []);
  return (
    <>
      <div className="toolbar">
        <label>
          {searchLabel}{' '}
          <input
            type="text"
            data-bench-search
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        {classSelect ? (
          <label>
            Class{' '}
            <select
              data-bench-class
              value={classSelect.value}
              onChange={(event) => classSelect.onChange(event.target.value)}
            >
              {PERFORMANCE_CLASSES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <p data-bench-count>{count === null ? '' : displayingText(count)}</p>
      </div>
      <div className="grid">
        <AgGridReact<R>
          modules={AG_GRID_MODULES}
          rowData={rows}
          columnDefs={columnDefs}
          defaultColDef={defaultColDef}
          quickFilterText={search}
          animateRows={false}
          getRowId={(params) => `${params.data.cusip}|${params.data.fundName}|${params.data.fundClass}`}
          onModelUpdated={onModelUpdated}
        />
      </div>
    </>
  );
}

function FindAProduct({ rows }: { rows: FindAProductRow[] }) {
  const columnDefs = useMemo(() => findAProductColumns(), []);
  return <Grid rows={rows} columnDefs={columnDefs} searchLabel="Search" />;
}

function Performance({ initial }: { initial: { rows: PerformanceRow[]; expenseAsOf: string } }) {
  const [className, setClassName] = useState(DEFAULT_CLASS);
  const [data, setData] = useState(initial);
  const columnDefs = useMemo(() => performanceColumns(data.expenseAsOf), [data.expenseAsOf]);
  const onChange = useCallback((next: string) => {
    setClassName(next);
    void loadPerformance(next).then(setData);
  }, []);
  return (
    <Grid
      rows={data.rows}
      columnDefs={columnDefs}
      searchLabel="Find a Mutual Fund"
      classSelect={{ value: className, onChange }}
    />
  );
}

async function start() {
  const root = createRoot(document.querySelector('[data-bench-root]')!);
  if (tableFromUrl() === 'find-a-product') {
    const rows = await loadFindAProduct();
    root.render(
      <StrictMode>
        <FindAProduct rows={rows} />
      </StrictMode>,
    );
  } else {
    const initial = await loadPerformance(DEFAULT_CLASS);
    root.render(
      <StrictMode>
        <Performance initial={initial} />
      </StrictMode>,
    );
  }
}

void start();
