/**
 * The landing's filters dropdown (products spec 2.3): "Asset Class", "Management Style" (ETF only) and the third
 * column of featured, 4 & 5 star and multi-manager funds, with "(N applied)", "View Results" and "Clear Filters".
 */
import type { Dispatch } from 'react';
import { useElement } from '../../../runtime/define-element';
import { FilterPanel } from '../../../runtime/ui/FilterPanel';
import type { events } from '../element';
import type { Option } from '../table/columns';
import { checkboxGroup } from '../table/filters';
import type { LandingFilters } from '../table/fund-view';
import { appliedCount, managementStyleOptions, toggleValue } from './model';
import type { LandingAction, LandingState } from './state';
import type { LandingConfig, OtherFilter } from './texts';

export function LandingFilterPanel({
  cfg,
  state,
  dispatch,
  assetOptions,
}: {
  cfg: LandingConfig;
  state: LandingState;
  dispatch: Dispatch<LandingAction>;
  assetOptions: readonly Option[];
}) {
  const { emit } = useElement<typeof events>();
  const { filters } = state;
  const filterGroups = [
    checkboxGroup('assetClass', cfg.filters.assetClass, assetOptions, (v) => filters.assetClasses.includes(v)),
    ...(cfg.filters.managementStyle
      ? [
          checkboxGroup(
            'managementStyle',
            cfg.filters.managementStyle,
            managementStyleOptions(),
            (v) => filters.managementStyles.includes(v),
            { split: false },
          ),
        ]
      : []),
    checkboxGroup('other', cfg.filters.otherTitle, cfg.filters.other, (v) => filters[v as OtherFilter], {
      split: false,
    }),
  ];
  const toggleFilter = (group: string, value: string) => {
    let next: LandingFilters;
    if (group === 'assetClass') next = { ...filters, assetClasses: toggleValue(filters.assetClasses, value) };
    else if (group === 'managementStyle')
      next = { ...filters, managementStyles: toggleValue(filters.managementStyles, value) };
    else next = { ...filters, [value as OtherFilter]: !filters[value as OtherFilter] };
    dispatch({ type: 'filters', filters: next });
  };
  const announceFilters = (f: LandingFilters) =>
    emit('filter', {
      applied: appliedCount(f),
      filters: {
        assetClass: f.assetClasses,
        managementStyle: f.managementStyles,
        other: cfg.filters.other.filter((o) => f[o.value]).map((o) => o.value),
      },
    });

  return (
    <FilterPanel
      applied={appliedCount(filters)}
      open={state.filterPanelOpen}
      onOpenChange={(open) => dispatch({ type: 'filterPanel', open })}
      groups={filterGroups}
      onToggle={toggleFilter}
      onViewResults={() => {
        dispatch({ type: 'viewResults' });
        announceFilters(filters);
      }}
      onClear={() => {
        dispatch({ type: 'clearFilters' });
        emit('filter', { applied: 0, filters: { assetClass: [], managementStyle: [], other: [] } });
      }}
    />
  );
}
