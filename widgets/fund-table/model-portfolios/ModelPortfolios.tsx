/**
 * The model portfolios list (products spec 2.9, 4, 5): the "Filters" panel with "Risk Tolerance",
 * "Implementation Style" and the investment goals, the "Find a Portfolio" search on each key press,
 * "Displaying N portfolio(s)" and the table of pure gross over net returns, sortable by name and inception date.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import { FilterPanel } from '../../../runtime/ui/FilterPanel';
import { SearchBox } from '../../../runtime/ui/SearchBox';
import { useService } from '../../../runtime/use-service';
import { getModelPortfolios, type ModelPortfolios as ModelPortfoliosData } from '../../../services/products';
import type { events } from '../element';
import { checkboxGroup } from '../table/filters';
import { displayDate } from '../table/format';
import { CountLine, SectionFailure } from '../table/ResultTexts';
import { TableArea } from '../table/TableArea';
import { NO_MATCHING_FUNDS, sectionUnavailableText } from '../table/texts';
import { useTableSort } from '../table/use-table-sort';
import {
  DEFAULT_MODEL_SORT,
  mergeModelPortfolioReturns,
  modelAppliedCount,
  modelFilterLists,
  modelPortfoliosAsOfDate,
  modelPortfoliosView,
  NO_MODEL_FILTERS,
  preparePortfolios,
  toggleModelFilter,
  type ModelFilterGroup,
  type ModelFilters,
} from './model';
import { ModelPortfoliosTable } from './ModelPortfoliosTable';
import {
  displayingPortfoliosText,
  MODEL_CLEAR_FILTERS,
  MODEL_FILTER_TITLES,
  MODEL_PORTFOLIOS_SECTION,
  MODEL_SEARCH_PLACEHOLDER,
  MODEL_VIEW_RESULTS,
} from './texts';

const GROUPS: readonly ModelFilterGroup[] = ['categories', 'types', 'goals'];

export function ModelPortfolios({ emptyText }: { emptyText: string | undefined }) {
  const { emit } = useElement<typeof events>();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<ModelFilters>(NO_MODEL_FILTERS);
  const [panelOpen, setPanelOpen] = useState(false);
  const [sort, sortBy] = useTableSort(DEFAULT_MODEL_SORT);

  const portfolios = useService<ModelPortfoliosData>((context) => getModelPortfolios(context), [], {
    failure: { show: 'popup', section: MODEL_PORTFOLIOS_SECTION },
  });
  const rows = useMemo(() => mergeModelPortfolioReturns(portfolios.data?.portfolioReturns ?? []), [portfolios.data]);
  const lists = useMemo(() => modelFilterLists(portfolios.data?.filterInfo), [portfolios.data]);
  const prepared = useMemo(() => preparePortfolios(rows), [rows]);
  // products spec 2.9: the search follows each key press; deferred, so typing stays responsive.
  const deferredSearch = useDeferredValue(search);
  const view = useMemo(
    () => modelPortfoliosView(prepared, { search: deferredSearch, filters, sort }),
    [prepared, deferredSearch, filters, sort],
  );
  const asOf = displayDate(modelPortfoliosAsOfDate(rows));
  const { status } = portfolios;

  const announce = (next: ModelFilters) =>
    emit('filter', {
      applied: modelAppliedCount(next),
      filters: { categories: [...next.categories], types: [...next.types], goals: [...next.goals] },
    });
  const groups = GROUPS.map((group) =>
    checkboxGroup(group, MODEL_FILTER_TITLES[group], lists[group], (value) => filters[group].includes(value), {
      split: false,
    }),
  ).filter((group) => group.columns[0]!.length > 0);

  return (
    <div className="model-portfolios">
      <div className="toolbar" part="toolbar">
        <SearchBox
          placeholder={MODEL_SEARCH_PLACEHOLDER}
          value={search}
          onChange={setSearch}
          onSubmit={(text) => emit('search', { text, count: view.count })}
        />
        <FilterPanel
          applied={modelAppliedCount(filters)}
          open={panelOpen}
          onOpenChange={setPanelOpen}
          groups={groups}
          onToggle={(group, value) => setFilters(toggleModelFilter(filters, group as ModelFilterGroup, value))}
          onViewResults={() => {
            setPanelOpen(false);
            announce(filters);
          }}
          onClear={() => {
            // products spec 2.9: "CLEAR FILTERS (clears types, categories and goals)".
            setFilters(NO_MODEL_FILTERS);
            announce(NO_MODEL_FILTERS);
          }}
          viewResultsText={MODEL_VIEW_RESULTS}
          clearText={MODEL_CLEAR_FILTERS}
        />
      </div>
      <CountLine text={status === 'ready' ? displayingPortfoliosText(view.count) : undefined} />
      {/* products spec 8 "Empty fund tables": the list of portfolios is one of them. */}
      <TableArea
        status={status}
        count={view.count}
        failure={<SectionFailure text={sectionUnavailableText(MODEL_PORTFOLIOS_SECTION)} onRetry={portfolios.retry} />}
        empty={{ text: emptyText ?? NO_MATCHING_FUNDS }}
        table={() => (
          <ModelPortfoliosTable
            caption={MODEL_PORTFOLIOS_SECTION}
            rows={rows}
            view={view}
            asOfDate={asOf}
            sort={sort}
            onSort={sortBy}
          />
        )}
      />
    </div>
  );
}
