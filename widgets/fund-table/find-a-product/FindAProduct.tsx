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
import { PRODUCT_GROUPS, type ProductGroupCode } from '../../../services/product-vocabulary';
import { getProductList } from '../../../services/products';
import type { events } from '../element';
import { ANSWER_AREA, CountLine, EmptyText, SectionFailure } from '../table/ResultTexts';
import { displayingText, NO_ROWS_FOUND, notInTableText, sectionUnavailableText } from '../table/texts';
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

/** The rows of the groups answered so far, and the groups that failed (products spec 7, 8). */
interface FindAProductAnswer {
  prepared: PreparedFindAProduct;
  missing: readonly ProductGroupCode[];
}

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
  // group that failed shows the section text (and the popup) over the rows of the others, naming the groups
  // missing; Retry asks again for what failed. Each arrival is prepared from the load before, so only the added
  // group's sort keys are computed.
  const products = useService<FindAProductAnswer>(
    async (context) => {
      let prepared: PreparedFindAProduct | undefined;
      const rows = await loadInPlanOrder(
        findAProductLoadPlan(),
        async (group) => findAProductRows(group, await getProductList(group, { ...context, groupByCategory: true })),
        (shown, missing) => {
          if (prepared?.rows !== shown) prepared = prepareFindAProduct(shown, prepared);
          context.partial({ prepared, missing });
        },
      );
      // The rows last shown are the answer (load.ts), so their preparation is too.
      return { prepared: prepared ?? prepareFindAProduct(rows), missing: [] };
    },
    [],
    { failure: { show: 'popup', section: FIND_A_PRODUCT.section }, keepData: true },
  );
  const prepared = products.data?.prepared ?? NOTHING_PREPARED;
  const rows = prepared.rows;
  const pending = products.status === 'loading';
  // The spinner shows until the first rows arrive; the other groups append behind the table.
  const loading = pending && rows.length === 0;
  const failed = products.status === 'error';
  const nothingLoaded = failed && rows.length === 0;
  const missing = failed && rows.length > 0 ? (products.data?.missing ?? []) : [];

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
      {/* The count once the groups have settled and there are rows: not "0" while they load or when none loaded. */}
      <CountLine text={pending || nothingLoaded ? undefined : displayingText(view.count)} />
      {/* Focusable by script only: Retry gives it the focus as the failure it replaces goes (ResultTexts). */}
      <div className={`table-area ${ANSWER_AREA}`} aria-busy={pending} tabIndex={-1}>
        {failed && (
          <SectionFailure
            text={sectionUnavailableText(FIND_A_PRODUCT.section)}
            missing={missing.length > 0 ? notInTableText(missing.map((code) => PRODUCT_GROUPS[code].label)) : undefined}
            onRetry={products.retry}
          />
        )}
        {loading && <Spinner />}
        {!pending && !nothingLoaded && view.count === 0 && <EmptyText result={{ text: emptyText ?? NO_ROWS_FOUND }} />}
        {view.count > 0 && (
          <FindAProductTable provider={provider} rows={rows} view={view} sort={sort} onSort={sortBy} />
        )}
        {pending && rows.length > 0 && <p className="loading-more">Loading more products...</p>}
      </div>
    </div>
  );
}
