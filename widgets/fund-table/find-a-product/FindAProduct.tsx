/**
 * Find a Product (products spec 2.10): every product of every group, searched on "{symbol} {fundName}" and
 * filtered by Product Type, Asset class and Class, the filters mirrored in the URL without a reload. Retail loads
 * first, then the other groups in parallel, their rows appended (spec 7). About 1,200 rows: the search text is
 * deferred, the model filters and sorts precomputed keys, and the table's rows are memoised.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import { Spinner } from '../../../runtime/ui/Spinner';
import { useService } from '../../../runtime/use-service';
import { getProductList } from '../../../services/products';
import type { events } from '../element';
import { CountLine, EmptyText, SectionFailure } from '../table/ResultTexts';
import { displayingText, NO_ROWS_FOUND, sectionUnavailableText } from '../table/texts';
import { useTableSort } from '../table/use-table-sort';
import { FindAProductTable } from './FindAProductTable';
import { FindAProductToolbar } from './FindAProductToolbar';
import { loadInPlanOrder } from './load';
import {
  FIND_A_PRODUCT_ALWAYS_ASCENDING,
  FIND_A_PRODUCT_DEFAULT_SORT,
  findAProductKnownOptions,
  findAProductLoadPlan,
  findAProductRows,
  findAProductView,
  prepareFindAProduct,
  type PreparedFindAProduct,
} from './model';
import { parseFindAProductQuery, type FindAProductFilters } from './query';
import { FIND_A_PRODUCT } from './texts';

const NOTHING_PREPARED = prepareFindAProduct([]);

export function FindAProduct({ provider, emptyText }: { provider: string; emptyText: string | undefined }) {
  const { emit } = useElement<typeof events>();
  // products spec 2.10: the filters are read back from the URL on load; unknown values are ignored.
  const [filters, setFilters] = useState<FindAProductFilters>(() =>
    parseFindAProductQuery(window.location.search, findAProductKnownOptions([])),
  );
  const [search, setSearch] = useState('');
  // products spec 4: on the generic tables a new column always starts ascending.
  const [sort, sortBy] = useTableSort(FIND_A_PRODUCT_DEFAULT_SORT, FIND_A_PRODUCT_ALWAYS_ASCENDING);

  // products spec 7: Retail first, then the other groups in parallel, each group's rows shown as they arrive. A
  // group that failed shows the section text (and the popup); Retry asks again for what failed. Each arrival is
  // prepared from the load before, so only the added group's sort keys are computed.
  const products = useService<PreparedFindAProduct>(
    async (context) => {
      let prepared: PreparedFindAProduct | undefined;
      const rows = await loadInPlanOrder(
        findAProductLoadPlan(),
        async (group) => findAProductRows(group, await getProductList(group, { ...context, groupByCategory: true })),
        (shown) => context.partial((prepared = prepareFindAProduct(shown, prepared))),
      );
      // The rows last shown are the answer (load.ts), so their preparation is too.
      return prepared ?? prepareFindAProduct(rows);
    },
    [],
    { failure: { show: 'popup', section: FIND_A_PRODUCT.section }, keepData: true },
  );
  const prepared = products.data ?? NOTHING_PREPARED;
  const rows = prepared.rows;
  const pending = products.status === 'loading';
  // The spinner shows until the first rows arrive; the other groups append behind the table.
  const loading = pending && products.data === undefined;
  const nothingLoaded = products.status === 'error' && rows.length === 0;

  const deferredSearch = useDeferredValue(search);
  const view = useMemo(
    () => findAProductView(prepared, { search: deferredSearch, filters, sort }),
    [prepared, deferredSearch, filters, sort],
  );

  return (
    <div className="find-a-product">
      <FindAProductToolbar
        rows={rows}
        filters={filters}
        onFilters={setFilters}
        search={search}
        onSearch={setSearch}
        onSubmit={(text) => emit('search', { text, count: view.count })}
      />
      <CountLine text={displayingText(loading ? 0 : view.count)} />
      {products.status === 'error' && (
        <SectionFailure text={sectionUnavailableText(FIND_A_PRODUCT.section)} onRetry={products.retry} />
      )}
      <div className="table-area" aria-busy={pending}>
        {loading && <Spinner />}
        {!loading && !nothingLoaded && view.count === 0 && <EmptyText result={{ text: emptyText ?? NO_ROWS_FOUND }} />}
        {view.count > 0 && (
          <FindAProductTable provider={provider} rows={rows} view={view} sort={sort} onSort={sortBy} />
        )}
        {pending && rows.length > 0 && <p className="loading-more">Loading more products...</p>}
      </div>
    </div>
  );
}
