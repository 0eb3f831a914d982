/**
 * The landing's controls (products spec 2.3): the search, the filters dropdown, the Class,
 * Performance and Frequency selects, the benchmark and category-average checkboxes and the grouping toggle. Each
 * change goes to the landing's state and is announced as a `fund-table-change` or `fund-table-filter` event.
 */
import type { Dispatch } from 'react';
import { useElement } from '../../../runtime/define-element';
import { SearchBox } from '../../../runtime/ui/SearchBox';
import type { Frequency, PerformanceBasis } from '../../../services/product-vocabulary';
import type { DetailOf } from '../../../runtime/element-context';
import type { events } from '../element';
import type { Option } from '../table/columns';
import { Checkbox, Select } from '../table/controls';
import { LandingFilterPanel } from './LandingFilterPanel';
import { performanceOptions } from './model';
import type { LandingAction, LandingState } from './state';
import { FREQUENCY_OPTIONS, type LandingConfig } from './texts';

export function LandingToolbar({
  cfg,
  state,
  dispatch,
  classOptions,
  assetOptions,
  onSearchSubmit,
}: {
  cfg: LandingConfig;
  state: LandingState;
  dispatch: Dispatch<LandingAction>;
  classOptions: readonly Option[];
  assetOptions: readonly Option[];
  onSearchSubmit: (text: string) => void;
}) {
  const { emit } = useElement<typeof events>();
  const { tab } = state;
  /** A setting changed: the state follows and the change is announced. */
  const set = (action: LandingAction, detail: DetailOf<(typeof events)['change']>) => {
    dispatch(action);
    emit('change', detail);
  };

  return (
    <div className="toolbar" part="toolbar">
      {cfg.searchAndFilters && (
        <SearchBox
          placeholder={cfg.searchPlaceholder}
          value={state.search}
          onChange={(text) => dispatch({ type: 'search', text })}
          onSubmit={onSearchSubmit}
        />
      )}
      {cfg.searchAndFilters && tab !== 'capital-gains' && (
        // The filters read a fund's category and flags, which capital gains rows do not carry.
        <LandingFilterPanel cfg={cfg} state={state} dispatch={dispatch} assetOptions={assetOptions} />
      )}
      {cfg.classSelect && (
        <Select
          label="Class"
          value={state.className}
          options={classOptions}
          onChange={(value) => set({ type: 'class', className: value }, { setting: 'class', value })}
        />
      )}
      {tab === 'performance' && (
        <>
          <Select
            label={cfg.performanceLabel}
            value={state.basis}
            options={performanceOptions(cfg.variant, state.className)}
            onChange={(value) => set({ type: 'basis', basis: value as PerformanceBasis }, { setting: 'basis', value })}
          />
          <Select
            label="Frequency"
            value={state.frequency}
            options={FREQUENCY_OPTIONS}
            onChange={(value) =>
              set({ type: 'frequency', frequency: value as Frequency }, { setting: 'frequency', value })
            }
          />
          {cfg.comparisons && (
            <div className="toolbar-checks">
              <Checkbox
                label={cfg.benchmarkLabel}
                checked={state.showBenchmark}
                onChange={(on) => set({ type: 'benchmark', on }, { setting: 'benchmark', value: on })}
              />
              <Checkbox
                label={cfg.categoryAverageLabel}
                checked={state.showCategoryAverage}
                onChange={(on) => set({ type: 'categoryAverage', on }, { setting: 'categoryAverage', value: on })}
              />
            </div>
          )}
        </>
      )}
      {tab === 'ratings' && (
        <Checkbox
          label={cfg.groupByCategoryLabel}
          checked={state.groupByCategory}
          onChange={(on) => set({ type: 'groupByCategory', on }, { setting: 'groupByCategory', value: on })}
          switchStyle
        />
      )}
    </div>
  );
}
