/**
 * The mutual funds and ETF landing once its first tab is known (products spec 2.3): the state the visitor sets,
 * the calls it needs, and the tabs with the toolbar and the tab's table.
 */
import { useCallback, useDeferredValue, useMemo, useReducer, useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import type { ClassTotal } from '../../../services/products';
import { CapitalGainsTab } from '../capital-gains/CapitalGainsTab';
import type { events } from '../element';
import { SectionFailure } from '../table/ResultTexts';
import { nextSort, type SortColumn } from '../table/sorting';
import { intervalCapitalGainsFundLink } from '../table/links';
import { NO_MATCHING_FUNDS, sectionUnavailableText } from '../table/texts';
import { capitalGainsCsvUrl } from '../../../services/products';
import { DisclaimerSummary } from './DisclaimerSummary';
import { LandingTable } from './LandingTable';
import { LandingToolbar } from './LandingToolbar';
import {
  categoryKeysFromQuery,
  etfAssetClassOptions,
  filtersFromQuery,
  landingAssetClassOptions,
  landingClassOptions,
} from './model';
import { parseLandingQuery } from './query';
import { initialLandingState, landingReducer, landingRequestOf, type LandingState } from './state';
import { LANDING_TABS, tabHash, tabLabel, tabNamedByHash, type LandingTab } from './tabs';
import { landingConfig, landingEmptyResult, type LandingVariant } from './texts';
import { useClassTotals, useFundFootnotes, useLandingSummary } from './use-landing-data';
import { useHashTab } from '../table/use-hash-tab';
import { useLandingView } from './use-landing-view';
import { TabbedPanel } from '../table/TabbedPanel';

const NO_TOTALS: ClassTotal[] = [];

interface LandingBodyProps {
  variant: LandingVariant;
  provider: string;
  initialTab: LandingTab;
  emptyText: string | undefined;
}

/** The settings that decide which answer a landing table draws, and how: the tab, class, frequency and basis. */
const drawnSettings = ({ tab, className, frequency, basis }: LandingState) => ({ tab, className, frequency, basis });
const sameSettings = (a: ReturnType<typeof drawnSettings>, b: LandingState) =>
  a.tab === b.tab && a.className === b.className && a.frequency === b.frequency && a.basis === b.basis;

export function LandingBody({ variant, provider, initialTab, emptyText }: LandingBodyProps) {
  const { config, emit } = useElement<typeof events>();
  const etf = variant === 'exchange-traded-funds';
  const interval = variant === 'interval-funds';
  const cfg = useMemo(() => landingConfig(variant, provider), [variant, provider]);
  // products spec 2.3 "Query parameters read on load": read once, when the visitor arrives.
  const [query] = useState(() => parseLandingQuery(window.location.search));
  const [state, dispatch] = useReducer(landingReducer, null, () =>
    initialLandingState({
      variant,
      provider,
      tab: initialTab,
      query,
      ...(etf ? { filters: filtersFromQuery(query, etfAssetClassOptions()) } : {}),
    }),
  );
  const summary = useLandingSummary(landingRequestOf(state), cfg.section);
  // The class totals feed the Class dropdown and the Asset Class filters: the ETF options are static, and the
  // interval table has neither.
  const totals = useClassTotals(!cfg.classSelect);
  const footnotes = useFundFootnotes();
  useHashTab(
    useCallback((hash: string) => tabNamedByHash(hash, provider), [provider]),
    useCallback((tab: LandingTab) => dispatch({ type: 'tab', tab }), []),
  );

  const classTotals = totals.data ?? NO_TOTALS;
  const classOptions = useMemo(() => landingClassOptions(classTotals), [classTotals]);
  const assetOptions = useMemo(
    () => landingAssetClassOptions(variant, classTotals, state.className),
    [variant, classTotals, state.className],
  );
  // products spec 2.3 investment-category: once the Asset Class options are known, the categories it names are
  // ticked (the ETF page's options are static, and its filters start with them).
  const [categoriesTicked, setCategoriesTicked] = useState(!cfg.classSelect);
  if (!categoriesTicked && totals.status === 'ready') {
    setCategoriesTicked(true);
    dispatch({
      type: 'preselectAssetClasses',
      assetClasses: categoryKeysFromQuery(query.investmentCategories, assetOptions),
    });
  }

  // The search is deferred, so typing stays responsive while the table follows.
  const search = useDeferredValue(state.search);
  // A new tab or class whose answer may be at hand holds the answer shown (use-service `shape`): until the new one
  // is drawn, the table stays as the settings of the held answer drew it.
  const [drawn, setDrawn] = useState(() => drawnSettings(state));
  if (summary.current && !sameSettings(drawn, state)) setDrawn(drawnSettings(state));
  const shown = summary.current ? state : { ...state, ...drawn };
  const table = useLandingView(shown, provider, summary.data, search);
  const { tab } = state;

  const selectTab = (next: LandingTab) => {
    if (next === tab) return;
    const hash = tabHash(next, provider);
    // A new history entry, so Back returns to the previous tab; no scroll, no reload.
    window.history.pushState(window.history.state, '', `#${hash}`);
    dispatch({ type: 'tab', tab: next });
    emit('tab', { tab: next, hash });
  };
  const sortBy = (column: SortColumn) => {
    dispatch({ type: 'sort', column });
    emit('sort', { column: column.key, direction: nextSort(state.sort, column).direction });
  };
  const tabs = LANDING_TABS.map((t) => ({ key: t, label: tabLabel(t, provider), href: `#${tabHash(t, provider)}` }));
  // products spec 2.6: the interval table's empty text has no share-class hint (it has no class dropdown).
  const empty = emptyText
    ? { text: emptyText }
    : interval
      ? { text: NO_MATCHING_FUNDS }
      : landingEmptyResult(config.siteBase);
  const failure = <SectionFailure text={sectionUnavailableText(cfg.section)} onRetry={summary.retry} />;

  return (
    <div className="landing">
      <DisclaimerSummary expandable={query.expandable} />
      <TabbedPanel label={`${cfg.section} tabs`} tabs={tabs} selected={tab} onSelect={selectTab}>
        <LandingToolbar
          cfg={cfg}
          state={state}
          dispatch={dispatch}
          classOptions={classOptions}
          assetOptions={assetOptions}
          onSearchSubmit={(text) => emit('search', { text, count: table.view.count })}
        />
        {shown.tab === 'capital-gains' ? (
          <CapitalGainsTab
            status={summary.status}
            rows={summary.data?.capitalGains ?? undefined}
            search={search}
            sort={state.sort}
            onSort={sortBy}
            productPath={cfg.productPath}
            footnotes={footnotes}
            empty={empty}
            failure={failure}
            {...(interval
              ? {
                  // products spec 2.1 / 7: the interval class rule for links, the interval data types for files.
                  fundLink: intervalCapitalGainsFundLink,
                  downloadHref: (kind: 'distributions' | 'estimates') => capitalGainsCsvUrl(kind, true, { config }),
                }
              : {})}
          />
        ) : (
          <LandingTable
            caption={`${cfg.section}s: ${tabLabel(shown.tab, provider)}`}
            variant={variant}
            provider={provider}
            state={shown}
            table={table}
            data={summary.data}
            status={summary.status}
            footnotes={footnotes}
            empty={empty}
            failure={failure}
            onSort={sortBy}
            onToggleGroup={(key) => dispatch({ type: 'toggleGroup', key })}
          />
        )}
      </TabbedPanel>
    </div>
  );
}
