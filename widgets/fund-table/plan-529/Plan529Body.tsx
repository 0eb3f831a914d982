/**
 * The 529 plan table once its first tab is known (products spec 2.8, 4 "529"): the tabs, the controls, the call
 * for the tab, class and frequency, and the tab's table with its count, empty text and failure text.
 */
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import { useService } from '../../../runtime/use-service';
import { DEFAULT_FREQUENCY } from '../../../services/product-vocabulary';
import { getPlan529Products, type Plan529Product } from '../../../services/products';
import type { events } from '../element';
import { displayDate } from '../table/format';
import { CountLine, SectionFailure } from '../table/ResultTexts';
import { TableArea } from '../table/TableArea';
import { toggleGroup } from '../table/sorting';
import { sectionUnavailableText } from '../table/texts';
import { useHashTab } from '../table/use-hash-tab';
import { useTableSort } from '../table/use-table-sort';
import {
  DEFAULT_PLAN_529_SORT,
  PLAN_529_TABS,
  plan529ClassFromQuery,
  plan529Dates,
  plan529TabFromHash,
  plan529TabRows,
  plan529View,
  preparePlan529,
  TARGET_TAB,
  type Plan529Tab,
} from './model';
import { Plan529Table } from './Plan529Table';
import { Plan529Toolbar, type Plan529Settings } from './Plan529Toolbar';
import { displayingProductsText, NO_529_FUNDS, PLAN_529_SECTION, plan529Columns, plan529TabLabel } from './texts';
import { TabbedPanel } from '../table/TabbedPanel';

const NO_PRODUCTS: Plan529Product[] = [];
const NO_GROUP_COLLAPSED: ReadonlySet<string> = new Set();

export function Plan529Body({
  initialTab,
  brand,
  emptyText,
}: {
  initialTab: Plan529Tab;
  brand: string;
  emptyText: string | undefined;
}) {
  const { emit } = useElement<typeof events>();
  const [tab, setTab] = useState(initialTab);
  const [settings, setSettings] = useState<Plan529Settings>(() => ({
    basis: 'puv',
    frequency: DEFAULT_FREQUENCY,
    className: plan529ClassFromQuery(window.location.search),
  }));
  const [search, setSearch] = useState('');
  // products spec 4: "529 track groups collapse independently"; a new tab starts with its own sort (always
  // ascending for a new column on the 529 tables).
  const [collapsed, setCollapsed] = useState(NO_GROUP_COLLAPSED);
  const [sort, sortBy, resetSort] = useTableSort(DEFAULT_PLAN_529_SORT, true);
  // products spec 4: "The age-based tab turns grouping on and sorts by ageGroup; the target tab sorts by name".
  const showTab = useCallback(
    (next: Plan529Tab) => {
      setTab(next);
      setCollapsed(NO_GROUP_COLLAPSED);
      resetSort(DEFAULT_PLAN_529_SORT);
    },
    [resetSort],
  );
  // Back to the address the visitor arrived at (no hash) shows the tab the table opened on.
  const tabOfHash = useCallback(
    (hash: string) => plan529TabFromHash(hash) ?? (hash.replace(/^#/, '') === '' ? initialTab : undefined),
    [initialTab],
  );
  useHashTab(tabOfHash, showTab);

  const { frequency, className, basis } = settings;
  // products spec 4: "Data reloads on a change of tab, class or frequency" (an earlier call is cancelled).
  const products = useService<Plan529Product[]>(
    (context) => getPlan529Products(frequency, className, context),
    // `tab` is not read by the call: the spec reloads on a tab change all the same (the page's cache of
    // identical GETs answers it at once).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [tab, frequency, className],
    { failure: { show: 'popup', section: PLAN_529_SECTION } },
  );
  const rows = useMemo(() => plan529TabRows(products.data ?? NO_PRODUCTS, tab, brand), [products.data, tab, brand]);
  const prepared = useMemo(() => preparePlan529(rows), [rows]);
  const dates = useMemo(() => {
    const d = plan529Dates(rows);
    return {
      puvDate: displayDate(d.puvDate),
      ytdAsOfDate: displayDate(d.ytdAsOfDate),
      asOfDate: displayDate(d.asOfDate),
      expenseAsOfDate: displayDate(d.expenseAsOfDate),
    };
  }, [rows]);
  const defs = useMemo(() => plan529Columns(basis, dates), [basis, dates]);
  const deferredSearch = useDeferredValue(search);
  const view = useMemo(
    () => plan529View(prepared, { tab, search: deferredSearch, sort, columns: defs }),
    [prepared, tab, deferredSearch, sort, defs],
  );
  const target = tab === TARGET_TAB;
  const { status } = products;

  const selectTab = (next: Plan529Tab) => {
    if (next === tab) return;
    // A new history entry, so Back returns to the previous tab; no scroll, no reload.
    window.history.pushState(window.history.state, '', `#${next}`);
    showTab(next);
    emit('tab', { tab: next, hash: next });
  };
  const tabs = PLAN_529_TABS.map((t) => ({ key: t, label: plan529TabLabel(t), href: `#${t}` }));

  return (
    <div className="plan-529">
      <TabbedPanel label="529 Plan tabs" tabs={tabs} selected={tab} onSelect={selectTab}>
        <Plan529Toolbar
          settings={settings}
          onSettings={setSettings}
          search={target ? search : undefined}
          onSearch={setSearch}
          onSearchSubmit={(text) => emit('search', { text, count: view.count })}
        />
        {/* products spec 2.8: the search and its count belong to the target tab only. */}
        {target && <CountLine text={status === 'ready' ? displayingProductsText(view.count) : undefined} />}
        <TableArea
          status={status}
          count={view.count}
          failure={<SectionFailure text={sectionUnavailableText(PLAN_529_SECTION)} onRetry={products.retry} />}
          empty={{ text: emptyText ?? NO_529_FUNDS }}
          table={() => (
            <Plan529Table
              caption={`529 Plan: ${plan529TabLabel(tab)}`}
              tab={tab}
              defs={defs}
              rows={rows}
              view={view}
              sort={sort}
              collapsed={collapsed}
              onSort={sortBy}
              onToggleGroup={(key) => setCollapsed(toggleGroup(collapsed, key))}
            />
          )}
        />
      </TabbedPanel>
    </div>
  );
}
