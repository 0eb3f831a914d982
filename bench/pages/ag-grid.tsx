/**
 * The AG Grid comparison: the same rows, columns, search, sort, class switch, tabs and Asset class filter as
 * `<fund-table>`, written as an AG Grid Community user would with ag-grid-react: client-side row model, quick
 * filter on ticker and name, an external filter for the filters panel, header-click sorting, grouped headers, the
 * name column pinned, a React cell renderer for the name link; a tab switch gives the one grid the other tab's
 * columns and rows. Row animation is off (fund-table does not animate either). AG Grid renders only the rows in
 * view (row virtualisation), which is the difference this benchmark shows.
 *
 * With `?rows=all` the same page renders every row and every column, in the order shown, as AG Grid's accessibility
 * guidance sets it up for screen readers (`EVERY_ROW`): the DOM `<fund-table>` keeps, so that find-in-page and a
 * screen reader see the whole table. Nothing else changes.
 */
import { StrictMode, useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AgGridReact, type CustomCellRendererProps } from 'ag-grid-react';
import type { ColDef, ColGroupDef, IRowNode, ModelUpdatedEvent } from 'ag-grid-community';
import { AG_GRID_MODULES } from './ag-grid-modules';
import {
  ASSET_CLASS_FILTER,
  BENCH_TABS,
  DEFAULT_CLASS,
  FIND_A_PRODUCT_COLUMNS,
  PERFORMANCE_CLASSES,
  PERFORMANCE_COLUMNS,
  RETURN_HEADER,
  TAB_LABELS,
  compareValues,
  displayingText,
  filtersText,
  formatDate,
  formatFigure,
  fundHref,
  loadFindAProduct,
  loadPerformance,
  loadPrices,
  passesAssetClasses,
  priceValue,
  tableFromUrl,
  type BenchTab,
  type FindAProductRow,
  type FundRow,
  type PerformanceRow,
  type PricesColumn,
} from './data';

type Row = FindAProductRow | PerformanceRow | FundRow;

/**
 * `?rows=all`: no row or column virtualisation, and rows and cells in the DOM in the order shown (AG Grid's
 * accessibility page: `ensureDomOrder`, `suppressColumnVirtualisation`, `suppressRowVirtualisation`). Without
 * `suppressMaxRenderedRowRestriction` the grid would still render at most 500 rows. Read once: AG Grid takes these
 * options when the grid is created only.
 */
const EVERY_ROW =
  new URLSearchParams(location.search).get('rows') === 'all'
    ? {
        suppressRowVirtualisation: true,
        suppressMaxRenderedRowRestriction: true,
        suppressColumnVirtualisation: true,
        ensureDomOrder: true,
      }
    : {};

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

/** The prices & yields columns: fund-table's own (pricesColumns), the name pinned as on the performance tab. */
function pricesColumnDefs(columns: readonly PricesColumn[]): ColDef<FundRow>[] {
  return columns.map((c): ColDef<FundRow> => {
    const base: ColDef<FundRow> = {
      colId: c.key,
      headerName: c.header,
      valueGetter: (p) => (p.data ? priceValue(p.data, c) : null),
      comparator: (a: string | null, b: string | null) => compareValues(a, b, c.kind),
    };
    if (c.key === 'fundName') return { ...base, pinned: 'left', cellRenderer: NameCell, sort: 'asc', width: 380 };
    if (c.key === 'symbol') return base;
    return {
      ...base,
      getQuickFilterText: noQuickFilter,
      valueFormatter: (p) => formatFigure(p.value as string | null),
      type: 'rightAligned',
      width: 130,
    };
  });
}

/** An external filter of the grid (the filters panel's ticks): present or not, and the rows it keeps. */
interface GridFilter<R> {
  present: boolean;
  passes: (row: R) => boolean;
}

function Grid<R extends Row>({
  rows,
  columnDefs,
  searchLabel,
  classSelect,
  filter,
  filterPanel,
}: {
  rows: R[];
  columnDefs: (ColDef<R> | ColGroupDef<R>)[];
  searchLabel: string;
  classSelect?: { value: string; onChange: (className: string) => void };
  filter?: GridFilter<R>;
  filterPanel?: ReactNode;
}) {
  const [search, setSearch] = useState('');
  const [count, setCount] = useState<number | null>(null);
  const defaultColDef = useMemo<ColDef<R>>(() => ({ sortable: true, sortingOrder, resizable: false }), []);
  const onModelUpdated = useCallback((event: ModelUpdatedEvent<R>) => {
    setCount(event.api.getDisplayedRowCount());
  }, []);
  // New callbacks when the ticks change: AG Grid filters again when these properties change.
  const present = filter?.present ?? false;
  const passes = filter?.passes;
  const isExternalFilterPresent = useCallback(() => present, [present]);
  const doesExternalFilterPass = useCallback((node: IRowNode<R>) => !passes || passes(node.data!), [passes]);
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
        {filterPanel}
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
          isExternalFilterPresent={isExternalFilterPresent}
          doesExternalFilterPass={doesExternalFilterPass}
          animateRows={false}
          getRowId={(params) => `${params.data.cusip}|${params.data.fundName}|${params.data.fundClass}`}
          onModelUpdated={onModelUpdated}
          {...EVERY_ROW}
        />
      </div>
    </>
  );
}

/**
 * The filters dropdown of Find a Product with its "Asset class" list: ticks apply at once, "View Results" closes
 * the panel (products spec 4), as fund-table's does.
 */
function AssetClassPanel({ ticked, onToggle }: { ticked: ReadonlySet<string>; onToggle: (slug: string) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="filters">
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        {filtersText(ticked.size)}
      </button>
      <div id={panelId} role="group" aria-label="Filters" className="filters-panel" hidden={!open}>
        <fieldset>
          <legend>{ASSET_CLASS_FILTER.title}</legend>
          {ASSET_CLASS_FILTER.options.map((option) => (
            <label key={option.value}>
              <input type="checkbox" checked={ticked.has(option.value)} onChange={() => onToggle(option.value)} />{' '}
              {option.label}
            </label>
          ))}
        </fieldset>
        <button type="button" onClick={() => setOpen(false)}>
          View Results
        </button>
      </div>
    </div>
  );
}

function FindAProduct({ rows }: { rows: FindAProductRow[] }) {
  const columnDefs = useMemo(() => findAProductColumns(), []);
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const onToggle = useCallback((slug: string) => {
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(slug)) next.add(slug);
      return next;
    });
  }, []);
  const filter = useMemo<GridFilter<FindAProductRow>>(
    () => ({ present: ticked.size > 0, passes: (row) => passesAssetClasses(row, ticked) }),
    [ticked],
  );
  return (
    <Grid
      rows={rows}
      columnDefs={columnDefs}
      searchLabel="Search"
      filter={filter}
      filterPanel={<AssetClassPanel ticked={ticked} onToggle={onToggle} />}
    />
  );
}

/** The tab strip of the landing: a tab selects at once, its table follows when its data is there. */
function TabStrip({ selected, onSelect }: { selected: BenchTab; onSelect: (tab: BenchTab) => void }) {
  return (
    <div role="tablist" aria-label="Mutual Fund tabs" className="tabs">
      {BENCH_TABS.map((tab) => (
        <button key={tab} type="button" role="tab" aria-selected={tab === selected} onClick={() => onSelect(tab)}>
          {TAB_LABELS[tab]}
        </button>
      ))}
    </div>
  );
}

type Shown =
  | { tab: 'performance'; rows: PerformanceRow[]; expenseAsOf: string }
  | { tab: 'prices-yields'; rows: FundRow[]; columns: PricesColumn[] };

async function loadTab(tab: BenchTab, className: string): Promise<Shown> {
  return tab === 'performance'
    ? { tab, ...(await loadPerformance(className)) }
    : { tab, ...(await loadPrices(className)) };
}

function Performance({ initial }: { initial: Shown }) {
  const [className, setClassName] = useState(DEFAULT_CLASS);
  const [tab, setTab] = useState<BenchTab>('performance');
  const [shown, setShown] = useState(initial);
  const show = useCallback((nextTab: BenchTab, nextClass: string) => {
    setTab(nextTab);
    setClassName(nextClass);
    void loadTab(nextTab, nextClass).then(setShown);
  }, []);
  // New column definitions only when the tab (or the performance tab's expense date) changes: a class switch
  // gives the grid new rows only.
  const expenseAsOf = shown.tab === 'performance' ? shown.expenseAsOf : '';
  const pricesColumns = shown.tab === 'prices-yields' ? shown.columns : undefined;
  const columnDefs = useMemo(
    () =>
      (pricesColumns ? pricesColumnDefs(pricesColumns) : performanceColumns(expenseAsOf)) as (
        ColDef<Row> | ColGroupDef<Row>
      )[],
    [pricesColumns, expenseAsOf],
  );
  return (
    <>
      <TabStrip selected={tab} onSelect={(next) => next !== tab && show(next, className)} />
      <Grid<Row>
        rows={shown.rows}
        columnDefs={columnDefs}
        searchLabel="Find a Mutual Fund"
        classSelect={{ value: className, onChange: (next) => show(tab, next) }}
      />
    </>
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
    const initial = await loadTab('performance', DEFAULT_CLASS);
    root.render(
      <StrictMode>
        <Performance initial={initial} />
      </StrictMode>,
    );
  }
}

void start();
