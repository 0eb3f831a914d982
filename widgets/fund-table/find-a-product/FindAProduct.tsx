/**
 * Find a Product (products spec 2.10): every product of every group, searched on "{symbol} {fundName}" and
 * filtered by Product Type, Asset class and Class, the filters mirrored in the URL without a reload. Retail loads
 * first, then the other groups in parallel, their rows appended (spec 7). About 1,200 rows: the search text is
 * deferred, the model filters and sorts precomputed keys, and the table's rows are memoised.
 */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import { isAborted } from '../../../runtime/http';
import { Alert } from '../../../runtime/ui/Alert';
import { DataTable } from '../../../runtime/ui/DataTable';
import { FilterPanel, type FilterGroup } from '../../../runtime/ui/FilterPanel';
import { SearchBox } from '../../../runtime/ui/SearchBox';
import { Spinner } from '../../../runtime/ui/Spinner';
import { getProductList } from '../../../services/products';
import { PRODUCT_GROUP_CODES, type ProductGroupCode } from '../../../services/product-vocabulary';
import { CountLine, EmptyText } from '../table/ResultTexts';
import { FundNameLink, plainCell, tableColumns } from '../table/cells';
import { columnKeys, columnWidths, fieldOf } from '../table/columns';
import { failureKind, useErrorPopup } from '../table/error-popup';
import { useRowIds } from '../table/row-ids';
import { nextSort, type SortState } from '../table/sorting';
import { displayingText, NO_ROWS_FOUND, sectionUnavailableText, splitFilterColumns } from '../table/texts';
import {
  FIND_A_PRODUCT_ALWAYS_ASCENDING,
  FIND_A_PRODUCT_DEFAULT_SORT,
  findAProductAppliedCount,
  findAProductAssetClassOptions,
  findAProductClassOptions,
  findAProductKnownOptions,
  findAProductLoadPlan,
  findAProductNameCell,
  type FindAProductRow,
  findAProductRows,
  findAProductView,
  prepareFindAProduct,
  productTypeOptions,
  toggleAssetClass,
  toggleClass,
  toggleProductType,
} from './model';
import { type FindAProductFilters, findAProductSearch, parseFindAProductQuery } from './query';
import { FIND_A_PRODUCT, findAProductColumns } from './texts';

type GroupResult = { status: 'ready'; rows: FindAProductRow[] } | { status: 'error' };

export function FindAProduct({ provider, emptyText }: { provider: string; emptyText: string | undefined }) {
  const { config, emit } = useElement();
  const { show: showPopup, popup } = useErrorPopup();
  // products spec 2.10: the filters are read back from the URL on load; unknown values are ignored.
  const [filters, setFilters] = useState<FindAProductFilters>(() =>
    parseFindAProductQuery(window.location.search, findAProductKnownOptions([])),
  );
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortState>(FIND_A_PRODUCT_DEFAULT_SORT);
  const [panelOpen, setPanelOpen] = useState(false);
  const [results, setResults] = useState<ReadonlyMap<ProductGroupCode, GroupResult>>(new Map());
  // Groups to (re)load: all at first; after a failure, Retry asks again for the failed ones only.
  const [wanted, setWanted] = useState<{ groups: readonly ProductGroupCode[]; attempt: number }>({
    groups: PRODUCT_GROUP_CODES,
    attempt: 0,
  });

  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal, config, groupByCategory: true };
    let reported = false;
    const load = (group: ProductGroupCode) =>
      getProductList(group, options).then(
        (entries) => {
          const rows = findAProductRows(group, entries);
          setResults((current) => new Map(current).set(group, { status: 'ready', rows }));
        },
        (error: unknown) => {
          if (isAborted(error)) return;
          setResults((current) => new Map(current).set(group, { status: 'error' }));
          // One popup and one event for a load, however many groups failed.
          if (!reported) {
            reported = true;
            showPopup();
            emit('error', { section: FIND_A_PRODUCT.section, kind: failureKind(error) });
          }
        },
      );
    // products spec 7: "Find a Product loads Retail first, then the others in parallel, appending the rows".
    const { first, then } = findAProductLoadPlan();
    const later = then.filter((g) => wanted.groups.includes(g));
    const start = wanted.groups.includes(first) ? load(first) : Promise.resolve();
    start.then(() => {
      if (!controller.signal.aborted) later.forEach(load);
    });
    return () => controller.abort();
  }, [wanted, config, showPopup, emit]);

  // Rows in load-plan order (Retail first), each group appended as it arrives.
  const rows = useMemo(
    () =>
      PRODUCT_GROUP_CODES.flatMap((group) => {
        const result = results.get(group);
        return result?.status === 'ready' ? result.rows : [];
      }),
    [results],
  );
  const failed = PRODUCT_GROUP_CODES.filter((group) => results.get(group)?.status === 'error');
  const retailResult = results.get('Retail');
  const pending = PRODUCT_GROUP_CODES.some((group) => !results.has(group));

  const prepared = useMemo(() => prepareFindAProduct(rows), [rows]);
  const { idOf, idsOf } = useRowIds(rows);
  const deferredSearch = useDeferredValue(search);
  const view = useMemo(
    () => findAProductView(prepared, { search: deferredSearch, filters, sort }),
    [prepared, deferredSearch, filters, sort],
  );
  // Every row stays in the table in the sort order; the ones the search and filters leave out are hidden, so a
  // cleared search shows them again without rebuilding ~1,200 rows.
  const order = useMemo(() => idsOf(view.sorted ?? view.rows), [view, idsOf]);
  const shown = useMemo(() => new Set(idsOf(view.rows)), [view, idsOf]);

  const defs = useMemo(() => findAProductColumns(provider), [provider]);
  const siteBase = config.siteBase;
  const columns = useMemo(
    () =>
      tableColumns<FindAProductRow>(defs, (def, row) => {
        if (def.key === 'fundName') {
          const cell = findAProductNameCell(siteBase, row);
          return <FundNameLink text={cell.text} href={cell.href} classText={cell.classText} />;
        }
        return plainCell(def, fieldOf(row, def.field));
      }),
    [defs, siteBase],
  );
  const sortable = useMemo(() => columnKeys(defs), [defs]);
  const widths = useMemo(() => columnWidths(defs), [defs]);

  const classOptions = useMemo(
    () => findAProductClassOptions(rows, filters.productTypes),
    [rows, filters.productTypes],
  );
  const filterGroups = useMemo<FilterGroup[]>(() => {
    const group = (
      key: string,
      title: string,
      options: readonly { value: string; label: string }[],
      ticked: readonly string[],
    ) => ({
      key,
      title,
      columns: splitFilterColumns(
        options.map((o) => ({ value: o.value, label: o.label, checked: ticked.includes(o.value) })),
      ),
    });
    return [
      group('productType', FIND_A_PRODUCT.filters.productType, productTypeOptions(), filters.productTypes),
      group('assetClass', FIND_A_PRODUCT.filters.assetClass, findAProductAssetClassOptions(), filters.assetClasses),
      group('class', FIND_A_PRODUCT.filters.class, classOptions, filters.classes),
    ];
  }, [filters, classOptions]);

  // products spec 2.10: the filters are mirrored in the URL query (productType, assetClass, class), no reload.
  const applyFilters = (next: FindAProductFilters) => {
    setFilters(next);
    const url = `${window.location.pathname}${findAProductSearch(window.location.search, next)}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  };
  const filterDetail = (f: FindAProductFilters) => ({
    applied: findAProductAppliedCount(f),
    filters: { productType: f.productTypes, assetClass: f.assetClasses, class: f.classes },
  });

  // The spinner shows until the first rows (Retail) arrive; the other groups append behind the table.
  const loading = !retailResult;
  const nothingLoaded = rows.length === 0 && failed.length > 0;

  return (
    <div className="find-a-product">
      <div className="toolbar" part="toolbar">
        <SearchBox
          placeholder={FIND_A_PRODUCT.searchPlaceholder}
          value={search}
          onChange={setSearch}
          onSubmit={(text) => emit('search', { text, count: view.count })}
        />
        <FilterPanel
          applied={findAProductAppliedCount(filters)}
          open={panelOpen}
          onOpenChange={setPanelOpen}
          groups={filterGroups}
          onToggle={(group, value) =>
            applyFilters(
              group === 'productType'
                ? toggleProductType(filters, value)
                : group === 'assetClass'
                  ? toggleAssetClass(filters, value)
                  : toggleClass(filters, value),
            )
          }
          onViewResults={() => {
            setPanelOpen(false);
            emit('filter', filterDetail(filters));
          }}
          onClear={() => {
            const cleared = { productTypes: [], assetClasses: [], classes: [] };
            applyFilters(cleared);
            emit('filter', filterDetail(cleared));
          }}
        />
      </div>
      <CountLine text={displayingText(loading ? 0 : view.count)} />
      {failed.length > 0 && (
        <Alert
          onRetry={() => {
            setResults((current) => {
              const next = new Map(current);
              failed.forEach((group) => next.delete(group));
              return next;
            });
            setWanted((current) => ({ groups: failed, attempt: current.attempt + 1 }));
          }}
        >
          {sectionUnavailableText(FIND_A_PRODUCT.section)}
        </Alert>
      )}
      <div className="table-area" aria-busy={pending}>
        {loading && <Spinner />}
        {!loading && !nothingLoaded && view.count === 0 && <EmptyText result={{ text: emptyText ?? NO_ROWS_FOUND }} />}
        {view.count > 0 && (
          <div part="table">
            <DataTable
              caption={FIND_A_PRODUCT.searchPlaceholder}
              columns={columns}
              data={rows}
              getRowId={idOf}
              order={order}
              shown={shown}
              sort={sort}
              sortable={sortable}
              widths={widths}
              onSort={(id) => {
                const def = defs.find((d) => d.key === id);
                if (!def) return;
                // products spec 4: on the generic tables a new column always starts ascending.
                const next = nextSort(sort, def, FIND_A_PRODUCT_ALWAYS_ASCENDING);
                setSort(next);
                emit('sort', { column: next.key, direction: next.direction });
              }}
              rowHeaderColumn="fundName"
            />
          </div>
        )}
        {pending && rows.length > 0 && <p className="loading-more">Loading more products...</p>}
      </div>
      {popup}
    </div>
  );
}
