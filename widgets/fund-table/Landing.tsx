/**
 * The mutual funds and ETF landing (products spec 2.3): hash tabs, search, filters, class, performance basis and
 * frequency, benchmark and category-average rows, prices & yields, ratings with category grouping and capital
 * gains with the two CSV downloads. The state lives in the model's reducer (landing-state.ts); this component
 * runs the calls the state asks for and draws the view the model computes.
 */
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useElement } from '../../runtime/define-element';
import { isAborted } from '../../runtime/http';
import { Alert } from '../../runtime/ui/Alert';
import { DataTable, type ExtraRow, type TableGroup } from '../../runtime/ui/DataTable';
import { FilterPanel, type FilterGroup } from '../../runtime/ui/FilterPanel';
import { RegisteredText } from '../../runtime/ui/RegisteredText';
import { SearchBox } from '../../runtime/ui/SearchBox';
import { Spinner } from '../../runtime/ui/Spinner';
import { Tabs } from '../../runtime/ui/Tabs';
import { getFundDisclosureRefs, getResourceBundle, type FundDisclosureRefs } from '../../services/content';
import { useService } from '../../runtime/use-service';
import {
  getEtfSummary,
  getMutualFundSummary,
  getProductTotals,
  RATED_FUNDS_KEY,
  type ClassTotal,
  type FundRow,
  type LandingDataType,
  type LandingMeta,
} from '../../services/products';
import { CapitalGainsTab } from './CapitalGainsTab';
import {
  FundNameLink,
  RATING_FUNDS,
  Stars,
  fieldOf,
  numericColumns,
  columnWidths,
  plainCell,
  tableColumns,
  columnKeys,
} from './cells';
import { Checkbox, Select } from './controls';
import { CountLine, EmptyText, failureKind, useErrorPopup, useRowIds } from './shared';
import {
  ASSET_CLASS_NAMES,
  CATEGORY_ORDER,
  DISCLOSURE_SCROLL_OFFSET_PX,
  DISCLOSURE_TARGET_ID,
  FREQUENCY_OPTIONS,
  MUTUAL_FUND_CLASSES,
  LANDING_TABS,
  appliedCount,
  assetClassOptions,
  categoryKeysFromQuery,
  classOptions,
  comparisonRows,
  defaultTabFromContent,
  displayDate,
  displayingText,
  etfAssetClassOptions,
  etfPriceRow,
  expenseHeader,
  filtersFromQuery,
  footnoteOf,
  formatValue,
  fundCountText,
  groupFundCounts,
  initialLandingState,
  isMoneyMarket,
  landingConfig,
  landingEmptyResult,
  landingFundLink,
  landingGrouping,
  landingReducer,
  landingView,
  managementStyleOptions,
  nextSort,
  parseLandingQuery,
  performanceColumns,
  performanceOptions,
  prepareFunds,
  pricesColumns,
  ratedGroupLabel,
  ratingColumns,
  returnHeader,
  sectionUnavailableText,
  splitFilterColumns,
  stripClassPrefix,
  tabHash,
  tabLabel,
  tabNamedByHash,
  toggleValue,
  type ColumnDef,
  type Frequency,
  type LandingFilters,
  type LandingTab,
  type LandingVariant,
  type OtherFilter,
  type PerformanceBasis,
} from './model';

interface LandingProps {
  variant: LandingVariant;
  provider: string;
  defaultTab: LandingTab | undefined;
  tabBundle: string | undefined;
  container: string | undefined;
  emptyText: string | undefined;
}

/**
 * Resolves the default tab (products spec 2.3: "The default tab comes from managed content") before the
 * landing starts, so the first call is the right one: the hash when it names a tab, else data-default-tab, else
 * the tab configuration bundle, else performance.
 */
export function Landing(props: LandingProps) {
  const { provider, defaultTab, tabBundle, container } = props;
  const fromHash = tabNamedByHash(window.location.hash, provider);
  const needsBundle = !fromHash && !defaultTab && Boolean(tabBundle);
  // products spec 7: a content lookup that fails is logged and empty data used (the performance tab).
  const bundle = useService((context) => getResourceBundle(tabBundle!, context), [tabBundle], {
    enabled: needsBundle,
    failure: { show: 'log', empty: {} },
  });
  const bundleTab = bundle.data ? defaultTabFromContent(bundle.data, container ?? '', provider) : undefined;

  const initialTab = fromHash ?? defaultTab ?? (needsBundle ? bundleTab : 'performance');
  if (!initialTab) return <Spinner />;
  return <LandingBody {...props} initialTab={initialTab} />;
}

const reducer = landingReducer<LandingMeta>;

/** The Asset Class options when the class totals cannot be had: every category of products spec 9. */
const FALLBACK_ASSET_CLASSES = assetClassOptions(
  CATEGORY_ORDER.map((slug) => ({ categoryName: ASSET_CLASS_NAMES[slug]! })),
);
const FALLBACK_CLASSES = MUTUAL_FUND_CLASSES.map((c) => ({ value: c, label: c }));

function classRecord(totals: readonly ClassTotal[] | undefined, className: string): ClassTotal | undefined {
  return totals?.find((t) => stripClassPrefix(t.className) === className);
}

type TotalsState = { status: 'loading' | 'ready' | 'error'; data?: ClassTotal[] };

const NO_FOOTNOTES: FundDisclosureRefs = {};

/**
 * The footnote numbers by cusip (products spec 3 "disclosureRef", 7): asked once, whatever the tab; a failed
 * lookup is logged and the tables show no footnotes (products spec 7: "log the failure and use empty data").
 */
function useFundFootnotes(): FundDisclosureRefs {
  const refs = useService((context) => getFundDisclosureRefs(context), [], {
    failure: { show: 'log', empty: NO_FOOTNOTES },
  });
  return refs.data ?? NO_FOOTNOTES;
}

function LandingBody({ variant, provider, initialTab, emptyText }: LandingProps & { initialTab: LandingTab }) {
  const { config, emit } = useElement();
  const etf = variant === 'exchange-traded-funds';
  const cfg = useMemo(() => landingConfig(variant, provider), [variant, provider]);
  // products spec 2.3 "Query parameters read on load": read once, when the visitor arrives.
  const [query] = useState(() => parseLandingQuery(window.location.search));
  const [state, dispatch] = useReducer(reducer, null, () =>
    initialLandingState<LandingMeta>({
      variant,
      provider,
      tab: initialTab,
      query,
      ...(etf ? { filters: filtersFromQuery(query, etfAssetClassOptions()) } : {}),
    }),
  );
  const { show: showPopup, popup } = useErrorPopup();
  const footnotes = useFundFootnotes();
  const supersedeKey = `fund-table:${useId()}`;
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;

  // -- Class totals: the Class dropdown and the Asset Class options (mutual funds; ETF totals are static). --
  const [totals, setTotals] = useState<TotalsState>({ status: etf ? 'ready' : 'loading' });
  const [totalsAttempt, setTotalsAttempt] = useState(0);
  const initialClass = useRef(state.className);
  useEffect(() => {
    if (etf) return;
    const controller = new AbortController();
    getProductTotals({ signal: controller.signal, config }).then(
      (data) => {
        setTotals({ status: 'ready', data });
        const options = assetClassOptions(classRecord(data, initialClass.current)?.investmentCategories);
        dispatch({
          type: 'preselectAssetClasses',
          assetClasses: categoryKeysFromQuery(query.investmentCategories, options),
        });
      },
      (error: unknown) => {
        if (isAborted(error)) return;
        setTotals({ status: 'error' });
        dispatch({
          type: 'preselectAssetClasses',
          assetClasses: categoryKeysFromQuery(query.investmentCategories, FALLBACK_ASSET_CLASSES),
        });
        showPopup();
        emit('error', { section: cfg.section, kind: failureKind(error) });
      },
    );
    return () => controller.abort();
  }, [etf, config, query, showPopup, emit, cfg.section, totalsAttempt]);

  // -- The productSummary call the state asks for (products spec 7). A newer request aborts the older one
  // (supersedeKey and the effect's cleanup); the reducer drops any late answer by its request id. --
  const { request, requestId } = state;
  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal, supersedeKey, config };
    const dataType = request.dataType as LandingDataType;
    const call =
      request.group === 'etf'
        ? getEtfSummary(dataType, options)
        : getMutualFundSummary(dataType, request.className ?? '', options);
    call.then(
      (data) => dispatch({ type: 'loaded', requestId, data }),
      (error: unknown) => {
        if (isAborted(error)) return;
        dispatch({ type: 'failed', requestId });
        showPopup();
        emit('error', { section: cfg.section, kind: failureKind(error) });
      },
    );
    return () => controller.abort();
  }, [request, requestId, supersedeKey, config, showPopup, emit, cfg.section]);

  // -- Tabs follow the URL hash (products spec 2.3); another anchor of the page leaves the tab alone. --
  useEffect(() => {
    const follow = () => {
      const tab = tabNamedByHash(window.location.hash, provider);
      if (tab) dispatch({ type: 'tab', tab });
    };
    window.addEventListener('hashchange', follow);
    window.addEventListener('popstate', follow);
    return () => {
      window.removeEventListener('hashchange', follow);
      window.removeEventListener('popstate', follow);
    };
  }, [provider]);

  const selectTab = (tab: LandingTab) => {
    if (tab === state.tab) return;
    const hash = tabHash(tab, provider);
    // A new history entry, so Back returns to the previous tab; no scroll, no reload.
    window.history.pushState(window.history.state, '', `#${hash}`);
    dispatch({ type: 'tab', tab });
    emit('tab', { tab, hash });
  };

  // -- Rows of the current tab, prepared once per answer --
  const data = state.data;
  const tab = state.tab;
  const fundRows = useMemo<FundRow[]>(() => {
    if (!data) return [];
    if (tab === 'performance') return data.performanceFunds ?? [];
    if (tab === 'prices-yields') return etf ? (data.priceFunds ?? []).map(etfPriceRow) : (data.priceFunds ?? []);
    if (tab === 'ratings') return (data[RATED_FUNDS_KEY] as FundRow[] | null | undefined) ?? [];
    return [];
  }, [data, tab, etf]);
  const prepared = useMemo(() => prepareFunds(fundRows), [fundRows]);
  const { idOf, idsOf } = useRowIds(fundRows);

  // -- Filter options --
  const classChoices = useMemo(() => (totals.data ? classOptions(totals.data) : FALLBACK_CLASSES), [totals.data]);
  const assetOptions = useMemo(() => {
    if (etf) return etfAssetClassOptions();
    if (totals.status === 'error') return FALLBACK_ASSET_CLASSES;
    return assetClassOptions(classRecord(totals.data, state.className)?.investmentCategories);
  }, [etf, totals, state.className]);

  const filterGroups = useMemo<FilterGroup[]>(() => {
    const f = state.filters;
    const groups: FilterGroup[] = [
      {
        key: 'assetClass',
        title: cfg.filters.assetClass,
        columns: splitFilterColumns(
          assetOptions.map((o) => ({ value: o.value, label: o.label, checked: f.assetClasses.includes(o.value) })),
        ),
      },
    ];
    if (cfg.filters.managementStyle) {
      groups.push({
        key: 'managementStyle',
        title: cfg.filters.managementStyle,
        columns: [managementStyleOptions().map((o) => ({ ...o, checked: f.managementStyles.includes(o.value) }))],
      });
    }
    groups.push({
      key: 'other',
      title: cfg.filters.otherTitle,
      columns: [cfg.filters.other.map((o) => ({ value: o.value, label: o.label, checked: f[o.value] }))],
    });
    return groups;
  }, [state.filters, cfg, assetOptions]);

  const toggleFilter = (group: string, value: string) => {
    const f = state.filters;
    let next: LandingFilters;
    if (group === 'assetClass') next = { ...f, assetClasses: toggleValue(f.assetClasses, value) };
    else if (group === 'managementStyle') next = { ...f, managementStyles: toggleValue(f.managementStyles, value) };
    else next = { ...f, [value as OtherFilter]: !f[value as OtherFilter] };
    dispatch({ type: 'filters', filters: next });
  };
  const filterDetail = (f: LandingFilters) => ({
    applied: appliedCount(f),
    filters: {
      assetClass: f.assetClasses,
      managementStyle: f.managementStyles,
      other: cfg.filters.other.filter((o) => f[o.value]).map((o) => o.value),
    },
  });

  // -- Columns of the tab --
  const basis = state.basis;
  const header = returnHeader(basis, data ?? {});
  const moneyMarket = useMemo(() => tab === 'prices-yields' && fundRows.some(isMoneyMarket), [tab, fundRows]);
  const grouping = landingGrouping(tab, etf, state.groupByCategory);
  const returnTitle = `${header.title}${header.asOfDate ? ` as of ${displayDate(header.asOfDate)}` : ''}`;
  const expenseTitle = expenseHeader(data?.expenseAsOfDate ? displayDate(data.expenseAsOfDate) : null);
  const defs = useMemo<ColumnDef[]>(() => {
    if (tab === 'performance') return performanceColumns(basis, returnTitle, expenseTitle);
    if (tab === 'prices-yields') return pricesColumns(variant, moneyMarket);
    return ratingColumns(provider, grouping === 'category', false);
  }, [tab, basis, returnTitle, expenseTitle, variant, moneyMarket, provider, grouping]);

  const siteBase = config.siteBase;
  const columns = useMemo(
    () =>
      tableColumns<FundRow>(defs, (def, row) => {
        if (def.key === 'fundName')
          return (
            <FundNameLink
              text={row.fundName}
              href={landingFundLink(siteBase, variant, row)}
              footnote={footnoteOf(footnotes, row.cusip)}
            />
          );
        if (def.kind === 'rating')
          return <Stars rating={fieldOf(row, def.field)} funds={fieldOf(row, RATING_FUNDS[def.key] ?? '')} />;
        return plainCell(def, fieldOf(row, def.field));
      }),
    [defs, siteBase, variant, footnotes],
  );
  const numeric = useMemo(() => numericColumns(defs), [defs]);
  const widths = useMemo(() => columnWidths(defs), [defs]);
  const sortable = useMemo(() => columnKeys(defs), [defs]);

  // -- The view: search (deferred, so typing stays responsive), filters, sort, groups --
  const search = useDeferredValue(state.search);
  const view = useMemo(
    () => landingView(prepared, { search, filters: state.filters, sort: state.sort, columns: defs, grouping }),
    [prepared, search, state.filters, state.sort, defs, grouping],
  );
  const groups = useMemo<TableGroup[] | undefined>(
    () =>
      view.groups?.map((group) => ({
        key: group.key,
        label: grouping === 'category' ? ratedGroupLabel(provider, group.key || '-') : group.key || '-',
        rowIds: idsOf(group.rows),
        collapsed: state.collapsed.has(group.key),
        ...(grouping === 'category'
          ? {
              cells: (() => {
                const counts = groupFundCounts(group.rows);
                return {
                  msOverallRating: fundCountText(counts.overallFunds),
                  threeYearRating: fundCountText(counts.threeYearFunds),
                  fiveYearRating: fundCountText(counts.fiveYearFunds),
                  tenYearRating: fundCountText(counts.tenYearFunds),
                };
              })(),
            }
          : {}),
      })),
    [view, grouping, provider, idsOf, state.collapsed],
  );
  const order = useMemo(() => (view.groups ? undefined : idsOf(view.rows)), [view, idsOf]);

  // products spec 2.3: benchmark and category-average rows under each fund, on the performance tab.
  const showBenchmark = tab === 'performance' && state.showBenchmark;
  const showAverage = tab === 'performance' && state.showCategoryAverage;
  const extraRows = useCallback(
    (row: FundRow): ExtraRow[] =>
      comparisonRows(row, { benchmark: showBenchmark, categoryAverage: showAverage }, provider).map((extra) => ({
        key: extra.kind,
        className: `extra-${extra.kind}`,
        cells: {
          fundName: <RegisteredText text={extra.label} />,
          ytd: formatValue(extra.values.ytd),
          oneYear: formatValue(extra.values.oneYear),
          threeYear: formatValue(extra.values.threeYear),
          fiveYear: formatValue(extra.values.fiveYear),
          tenYear: formatValue(extra.values.tenYear),
          sinceInception: formatValue(extra.values.sinceInception),
        },
      })),
    [showBenchmark, showAverage, provider],
  );

  const sortBy = (columnId: string) => {
    const def = defs.find((d) => d.key === columnId);
    if (!def) return;
    const next = nextSort(state.sort, def).direction;
    dispatch({ type: 'sort', column: def });
    emit('sort', { column: columnId, direction: next });
  };

  const change = (setting: string, value: string | boolean) => emit('change', { setting, value });

  // -- Disclaimer summary: a link to #performanceDisclosure scrolls there with the spec 9 offset. --
  const [disclaimerOpen, setDisclaimerOpen] = useState(!query.expandable);
  const onDisclaimerClick = (event: React.MouseEvent) => {
    const link = (event.target as Element).closest?.('a[href]');
    if (!link || link.getAttribute('href') !== `#${DISCLOSURE_TARGET_ID}`) return;
    const target = document.getElementById(DISCLOSURE_TARGET_ID);
    if (!target) return;
    event.preventDefault();
    const top = target.getBoundingClientRect().top + window.scrollY - DISCLOSURE_SCROLL_OFFSET_PX;
    window.scrollTo({ top, behavior: 'smooth' });
  };

  const tabs = LANDING_TABS.map((t) => ({ key: t, label: tabLabel(t, provider), href: `#${tabHash(t, provider)}` }));
  const empty = emptyText ? { text: emptyText } : landingEmptyResult(siteBase);
  const panelBusy = state.status === 'loading';

  return (
    <div className="landing">
      <div className="disclaimer">
        {query.expandable && (
          // products spec 2.3 "expandable: enables a show/hide toggle for expandable sections": the disclaimer
          // summary is the expandable section here, shown folded until the visitor opens it.
          <button
            type="button"
            className="cm-link expand-toggle"
            aria-expanded={disclaimerOpen}
            onClick={() => setDisclaimerOpen(!disclaimerOpen)}
          >
            {disclaimerOpen ? 'Hide disclaimer' : 'Show disclaimer'}
          </button>
        )}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only catches link activation, which the keyboard triggers as a click */}
        <div className="disclaimer-text" hidden={!disclaimerOpen} onClick={onDisclaimerClick}>
          <slot name="disclaimer" />
        </div>
      </div>

      <div part="tabs">
        <Tabs
          label={`${cfg.section} tabs`}
          tabs={tabs}
          selected={tab}
          onSelect={selectTab}
          idPrefix={idPrefix}
          panelId={panelId}
        />
      </div>

      <div id={panelId} className="tab-panel" role="tabpanel" aria-labelledby={`${idPrefix}-${tab}`}>
        {totals.status === 'error' && state.status !== 'error' && (
          // Without the class totals the Class and Asset Class lists fall back to the spec 9 lists; Retry asks again.
          <Alert
            onRetry={() => {
              setTotals({ status: 'loading' });
              setTotalsAttempt((n) => n + 1);
            }}
          >
            {sectionUnavailableText(cfg.section)}
          </Alert>
        )}
        <div className="toolbar" part="toolbar">
          <SearchBox
            placeholder={cfg.searchPlaceholder}
            value={state.search}
            onChange={(text) => dispatch({ type: 'search', text })}
            onSubmit={(text) => emit('search', { text, count: view.count })}
          />
          {tab !== 'capital-gains' && (
            // The filters read a fund's category and flags, which capital gains rows do not carry.
            <FilterPanel
              applied={appliedCount(state.filters)}
              open={state.filterPanelOpen}
              onOpenChange={(open) => dispatch({ type: 'filterPanel', open })}
              groups={filterGroups}
              onToggle={toggleFilter}
              onViewResults={() => {
                dispatch({ type: 'viewResults' });
                emit('filter', filterDetail(state.filters));
              }}
              onClear={() => {
                dispatch({ type: 'clearFilters' });
                emit('filter', { applied: 0, filters: { assetClass: [], managementStyle: [], other: [] } });
              }}
            />
          )}
          {cfg.classSelect && (
            <Select
              label="Class"
              value={state.className}
              options={classChoices}
              onChange={(value) => {
                dispatch({ type: 'class', className: value });
                change('class', value);
              }}
            />
          )}
          {tab === 'performance' && (
            <>
              <Select
                label={cfg.performanceLabel}
                value={basis}
                options={performanceOptions(variant, state.className)}
                onChange={(value) => {
                  dispatch({ type: 'basis', basis: value as PerformanceBasis });
                  change('basis', value);
                }}
              />
              <Select
                label="Frequency"
                value={state.frequency}
                options={FREQUENCY_OPTIONS}
                onChange={(value) => {
                  dispatch({ type: 'frequency', frequency: value as Frequency });
                  change('frequency', value);
                }}
              />
              <div className="toolbar-checks">
                <Checkbox
                  label={cfg.benchmarkLabel}
                  checked={state.showBenchmark}
                  onChange={(on) => {
                    dispatch({ type: 'benchmark', on });
                    change('benchmark', on);
                  }}
                />
                <Checkbox
                  label={cfg.categoryAverageLabel}
                  checked={state.showCategoryAverage}
                  onChange={(on) => {
                    dispatch({ type: 'categoryAverage', on });
                    change('categoryAverage', on);
                  }}
                />
              </div>
            </>
          )}
          {tab === 'ratings' && (
            <Checkbox
              label={cfg.groupByCategoryLabel}
              checked={state.groupByCategory}
              onChange={(on) => {
                dispatch({ type: 'groupByCategory', on });
                change('groupByCategory', on);
              }}
              switchStyle
            />
          )}
        </div>

        {tab === 'capital-gains' ? (
          <CapitalGainsTab
            status={state.status}
            rows={data?.capitalGains ?? undefined}
            search={search}
            sort={state.sort}
            onSort={(column) => {
              const next = nextSort(state.sort, column).direction;
              dispatch({ type: 'sort', column });
              emit('sort', { column: column.key, direction: next });
            }}
            productPath={cfg.productPath}
            footnotes={footnotes}
            labels={cfg.capitalGains}
            empty={empty}
            failure={<Alert onRetry={() => dispatch({ type: 'retry' })}>{sectionUnavailableText(cfg.section)}</Alert>}
          />
        ) : (
          <>
            <CountLine text={displayingText(panelBusy || state.status === 'error' ? 0 : view.count)} />
            {tab === 'performance' && data && <p className="as-of">{returnTitle}</p>}
            {tab === 'prices-yields' && data?.priceAsOfDate && (
              // The prices tab names no as-of text in the spec; the date of the prices is what a visitor needs.
              <p className="as-of">Prices as of {displayDate(data.priceAsOfDate)}</p>
            )}
            <div className="table-area" aria-busy={panelBusy}>
              {state.status === 'loading' && <Spinner />}
              {state.status === 'error' && (
                <Alert onRetry={() => dispatch({ type: 'retry' })}>{sectionUnavailableText(cfg.section)}</Alert>
              )}
              {state.status === 'ready' && view.count === 0 && <EmptyText result={empty} />}
              {state.status === 'ready' && view.count > 0 && (
                <div part="table">
                  <DataTable
                    caption={`${cfg.section}s: ${tabLabel(tab, provider)}`}
                    columns={columns}
                    data={fundRows}
                    getRowId={idOf}
                    order={order}
                    groups={groups}
                    onToggleGroup={(key) => dispatch({ type: 'toggleGroup', key })}
                    sort={state.sort}
                    sortable={sortable}
                    onSort={sortBy}
                    numeric={numeric}
                    widths={widths}
                    rowHeaderColumn="fundName"
                    extraRows={showBenchmark || showAverage ? extraRows : undefined}
                  />
                </div>
              )}
            </div>
          </>
        )}
      </div>
      {popup}
    </div>
  );
}
