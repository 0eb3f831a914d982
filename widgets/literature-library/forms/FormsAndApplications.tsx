import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import { useService } from '../../../runtime/use-service';
import { Alert } from '../../../runtime/ui/Alert';
import { SearchBox } from '../../../runtime/ui/SearchBox';
import { Spinner } from '../../../runtime/ui/Spinner';
import { Tabs } from '../../../runtime/ui/Tabs';
import { getFormsAndApplications, type FormDocument } from '../../../services/literature-resources';
import { FORMS_TEXTS } from '../../../services/literature-vocabulary';
import { DocumentTypeChips } from '../DocumentTypeChips';
import type { events } from '../element';
import { FormsTable } from './FormsTable';
import {
  clearFormFilters,
  DEFAULT_FORMS_SORT,
  filterForms,
  formDocumentChips,
  formsQuery,
  formsStateFromQuery,
  formTabs,
  nextFormsSort,
  sortForms,
  switchFormTab,
  toggleFormDocument,
  type FormsSortKey,
  type FormsState,
} from './model';

/** The address with the state's query (the page's other parameters and the hash kept), for history. */
function addressOf(state: FormsState): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${formsQuery(state, search)}${hash}`;
}

/**
 * Forms and Applications (products spec 2.17, 4, 6): product-type tabs from the data, "Search Forms and
 * Applications", the document-type chips with "Clear all filters", and the table. The state starts from the
 * query (search, category, document) and is kept in it.
 */
export function FormsAndApplications() {
  const { config, emit } = useElement<typeof events>();
  const id = useId();
  // products spec 6: the investor site reads the investor folder; 7: a failed content lookup shows no forms.
  const forms = useService<FormDocument[]>(
    (context) => getFormsAndApplications(config.audience, context),
    [config.audience],
    {
      failure: { show: 'log', empty: [] },
    },
  );
  const all = useMemo(() => forms.data ?? [], [forms.data]);
  const [chosen, setChosen] = useState<FormsState | undefined>();
  const state = useMemo(() => chosen ?? formsStateFromQuery(window.location.search, all), [chosen, all]);
  const [sort, setSort] = useState(DEFAULT_FORMS_SORT);
  const tabs = useMemo(() => formTabs(all), [all]);
  const search = useDeferredValue(state.search);

  const inTab = useMemo(() => all.filter((form) => form.productType === state.category), [all, state.category]);
  const chips = useMemo(() => formDocumentChips(inTab), [inTab]);
  const shownForms = useMemo(() => filterForms(all, { ...state, search }), [all, state, search]);
  const shown = useMemo(() => new Set(shownForms.map((form) => form.id)), [shownForms]);
  const order = useMemo(() => sortForms(all, sort).map((form) => form.id), [all, sort]);

  const update = (next: FormsState) => {
    setChosen(next);
    window.history.replaceState(window.history.state, '', addressOf(next));
  };
  const selectTab = (category: string) => {
    if (category === state.category) return;
    // products spec 2.17: "Switching tab clears the search and the filters"; a history entry per tab.
    const next = switchFormTab(state, category);
    setChosen(next);
    window.history.pushState(window.history.state, '', addressOf(next));
    emit('tab', { tab: category, hash: '' });
  };
  const sortBy = (column: FormsSortKey) => {
    const next = nextFormsSort(sort, column);
    setSort(next);
    emit('sort', { column, direction: next.direction });
  };
  const filtered = state.search.trim() !== '' || state.documents.length > 0;
  const changeFilter = (next: FormsState) => {
    update(next);
    const count = filterForms(all, next).length;
    const total = all.filter((form) => form.productType === next.category).length;
    emit('filter', { search: next.search, documentTypes: [...next.documents], fundClass: null, shown: count, total });
  };

  if (forms.status === 'loading') return <Spinner />;
  const panelId = `${id}-panel`;
  const hrefOf = (category: string) => formsQuery(switchFormTab(state, category), window.location.search) || '?';
  return (
    <div className="forms">
      {tabs.length > 0 && (
        <div part="tabs">
          <Tabs
            label="Product types"
            tabs={tabs.map((tab) => ({ key: tab.key, label: tab.label, href: hrefOf(tab.key) }))}
            selected={state.category}
            onSelect={selectTab}
            idPrefix={`${id}-tab`}
            panelId={panelId}
          />
        </div>
      )}
      <div
        className="forms-panel"
        id={panelId}
        {...(tabs.length > 0 ? { role: 'tabpanel', 'aria-labelledby': `${id}-tab-${state.category}` } : {})}
      >
        <div className="library-toolbar" part="toolbar">
          <SearchBox
            placeholder={FORMS_TEXTS.search}
            value={state.search}
            onChange={(text) => update({ ...state, search: text })}
          />
        </div>
        <div part="chips">
          <DocumentTypeChips
            label="Document types"
            chips={chips}
            selected={state.documents}
            onToggle={(value) => changeFilter(toggleFormDocument(state, value))}
            clearLabel={FORMS_TEXTS.clearAllFilters}
            canClear={filtered}
            onClear={() => changeFilter(clearFormFilters(state))}
          />
        </div>
        {forms.error && all.length === 0 ? (
          <Alert onRetry={forms.retry}>{FORMS_TEXTS.empty}</Alert>
        ) : (
          <>
            {shown.size === 0 && (
              <p className="library-empty" part="empty" role="status">
                {FORMS_TEXTS.empty}
              </p>
            )}
            <FormsTable forms={all} order={order} shown={shown} hidden={shown.size === 0} sort={sort} onSort={sortBy} />
          </>
        )}
      </div>
    </div>
  );
}
