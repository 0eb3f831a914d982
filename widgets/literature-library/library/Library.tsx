import { useCallback, useDeferredValue, useEffect, useEffectEvent, useId, useMemo, useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import { useService } from '../../../runtime/use-service';
import { Alert } from '../../../runtime/ui/Alert';
import { SearchBox } from '../../../runtime/ui/SearchBox';
import { Spinner } from '../../../runtime/ui/Spinner';
import { Tabs } from '../../../runtime/ui/Tabs';
import { LITERATURE_TEXTS, type LiteratureTab } from '../../../services/literature-vocabulary';
import { DocumentTypeChips } from '../DocumentTypeChips';
import type { events } from '../element';
import { cartPageHref } from '../../../runtime/stores/cart';
import { EMPTY_TAB_DATA, libraryRows, loadLibraryTab } from './data';
import { LibraryTable } from './LibraryTable';
import {
  classScope,
  clearFilters,
  displayingText,
  filterScope,
  INITIAL_LIBRARY_STATE,
  libraryFilter,
  nextLibrarySort,
  sortLibraryRows,
  stateForNewTab,
  toggleDocType,
  type LibrarySortKey,
  type LibraryState,
} from './model';
import { hashOf, tabFromHash, visibleTabs } from './tabs';

/**
 * The fund literature library (products spec 2.15, 4, 6): product tabs by #hash, "Find Literature by Fund", the
 * Class dropdown, "View Cart", the document-type chips with "Clear all filters", "Displaying X of Y Documents" and
 * the table. Every document of the tab in the class in effect stays in the table; the search and the chips show and
 * hide rows.
 */
export function Library() {
  const { config, emit } = useElement<typeof events>();
  const { audience, siteBase, binariesBase } = config;
  const tabs = useMemo(() => visibleTabs(audience), [audience]);
  const [tab, setTab] = useState<LiteratureTab>(() => tabFromHash(window.location.hash, audience));
  const [state, setState] = useState<LibraryState>(INITIAL_LIBRARY_STATE);
  const id = useId();

  const showTab = (next: LiteratureTab) => {
    if (next.productType === tab.productType) return;
    setTab(next);
    setState(stateForNewTab);
  };

  // products spec 2.15: the tab follows the URL hash (Back and Forward too); a hash naming no tab selects the default.
  const followHash = useEffectEvent(() => showTab(tabFromHash(window.location.hash, audience)));
  useEffect(() => {
    const follow = () => followHash();
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, []);

  const selectTab = (productType: string) => {
    const next = tabs.find((t) => t.productType === productType);
    if (!next || next.productType === tab.productType) return;
    // "Clicking a tab sets the hash": a history entry, no scroll, no reload.
    window.history.pushState(window.history.state, '', hashOf(next));
    showTab(next);
    emit('tab', { tab: next.productType, hash: hashOf(next) });
  };

  // products spec 7: the content lookups log a failure and use empty data.
  const literature = useService((context) => loadLibraryTab(tab, context), [tab], {
    failure: { show: 'log', empty: EMPTY_TAB_DATA },
  });
  const links = useMemo(() => ({ audience, siteBase, binariesBase }), [audience, siteBase, binariesBase]);
  const rows = useMemo(
    () => (literature.data ? libraryRows(literature.data, tab, links) : []),
    [literature.data, tab, links],
  );

  // Typing stays responsive: the filter follows the search a render later.
  const search = useDeferredValue(state.search);
  // The class in effect scopes the documents the table holds; the search and the chips show and hide them.
  const scope = useMemo(() => classScope(rows, tab, state.fundClass), [rows, tab, state.fundClass]);
  // Only the chips and the deferred search filter: typing (before the deferred render) and sorting reuse the filter,
  // so the table, given the same rows, order and shown set, is not drawn again for them.
  const { docTypes } = state;
  const filter = useMemo(() => filterScope(scope, { docTypes, search }), [scope, docTypes, search]);
  const order = useMemo(
    () => sortLibraryRows(scope.rows, state.sort, tab.productType).map((row) => row.id),
    [scope, state.sort, tab.productType],
  );
  const shown = useMemo(() => new Set(filter.rows.map((row) => row.id)), [filter]);

  const change = (next: LibraryState) => {
    setState(next);
    const after = libraryFilter(rows, next, tab);
    emit('filter', {
      search: next.search,
      documentTypes: after.docTypes,
      fundClass: after.fundClass ?? null,
      shown: after.rows.length,
      total: after.total,
    });
  };
  const currentSort = state.sort;
  const sortBy = useCallback(
    (column: LibrarySortKey) => {
      const sort = nextLibrarySort(currentSort, column);
      setState((current) => ({ ...current, sort }));
      emit('sort', { column, direction: sort.direction });
    },
    [currentSort, emit],
  );

  const panelId = `${id}-panel`;
  const loading = literature.status === 'loading';
  const failed = literature.error !== undefined && rows.length === 0;
  return (
    <div className="library">
      <div part="tabs">
        <Tabs
          label="Product types"
          tabs={tabs.map((t) => ({ key: t.productType, label: t.label, href: hashOf(t) }))}
          selected={tab.productType}
          onSelect={selectTab}
          idPrefix={`${id}-tab`}
          panelId={panelId}
        />
      </div>
      <div className="library-panel" role="tabpanel" id={panelId} aria-labelledby={`${id}-tab-${tab.productType}`}>
        <div className="library-toolbar" part="toolbar">
          <SearchBox
            placeholder={LITERATURE_TEXTS.findByFund}
            value={state.search}
            onChange={(text) => setState((current) => ({ ...current, search: text }))}
          />
          {filter.classes.length > 0 && (
            <label className="library-class">
              <span>{LITERATURE_TEXTS.classLabel}</span>
              <select
                value={filter.fundClass}
                onChange={(event) => change({ ...state, fundClass: event.currentTarget.value })}
              >
                {filter.classes.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <a className="cm-button cm-button--secondary view-cart" href={cartPageHref(siteBase)}>
            {LITERATURE_TEXTS.viewCart}
          </a>
        </div>
        <div part="chips">
          <DocumentTypeChips
            label="Literature types"
            chips={filter.chips.map((chip) => ({ value: chip, label: chip }))}
            selected={filter.docTypes}
            onToggle={(docType) => change(toggleDocType({ ...state, docTypes: filter.docTypes }, docType))}
            clearLabel={LITERATURE_TEXTS.clearAllFilters}
            canClear={filter.filtered}
            onClear={() => change(clearFilters(state))}
          />
        </div>
        <p className="library-count" part="count" role="status">
          {loading ? '' : displayingText(filter.rows.length, filter.total)}
        </p>
        {loading ? (
          <Spinner />
        ) : failed ? (
          <Alert onRetry={literature.retry}>{LITERATURE_TEXTS.empty}</Alert>
        ) : (
          <>
            {filter.rows.length === 0 && (
              <p className="library-empty" part="empty">
                {LITERATURE_TEXTS.empty}
              </p>
            )}
            <LibraryTable
              rows={scope.rows}
              order={order}
              shown={shown}
              hidden={filter.rows.length === 0}
              tab={tab}
              sort={state.sort}
              onSort={sortBy}
            />
          </>
        )}
      </div>
    </div>
  );
}
