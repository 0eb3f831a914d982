/**
 * {rating provider} Rated Funds (products spec 2.5, 4 "Rated funds"): share-class checkboxes under "Mutual Fund"
 * and "Exchange Traded Fund (ETF)" (one request per ticked class), "Group by {rating provider} Category",
 * star ratings with fund counts, and the category groups with +/- controls.
 */
import { useMemo, useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import { FilterPanel } from '../../../runtime/ui/FilterPanel';
import type { FundRow } from '../../../services/products';
import type { events } from '../element';
import { Checkbox } from '../table/controls';
import { displayDate } from '../table/format';
import { checkboxGroup } from '../table/filters';
import { CountLine, SectionFailure } from '../table/ResultTexts';
import { TableArea } from '../table/TableArea';
import { collapsedAfterGroupingChange, toggleGroup } from '../table/sorting';
import { displayingText, NO_MATCHING_FUNDS, notInTableText, sectionUnavailableText } from '../table/texts';
import { useTableSort } from '../table/use-table-sort';
import {
  DEFAULT_RATED_SELECTION,
  isRatedClassSelected,
  ratedAppliedCount,
  ratedFundsAsOfDate,
  toggleRatedClass,
  type RatedClassChoice,
  type RatedFund,
} from './model';
import { useRatedFunds } from './use-rated-funds';
import { RatedFundsTable } from './RatedFundsTable';
import { ratedClassName, ratedFundsConfig, ratedFundsHeader } from './texts';

const NO_ROWS: RatedFund<FundRow>[] = [];
const NO_CLASSES: RatedClassChoice[] = [];

export function RatedFunds({
  provider,
  heading,
  emptyText,
}: {
  provider: string;
  heading: string | undefined;
  emptyText: string | undefined;
}) {
  const { emit } = useElement<typeof events>();
  const cfg = useMemo(() => ratedFundsConfig(provider), [provider]);
  const [selection, setSelection] = useState<readonly RatedClassChoice[]>(DEFAULT_RATED_SELECTION);
  const [panelOpen, setPanelOpen] = useState(false);
  const [sort, sortBy] = useTableSort(cfg.defaultSort);
  const [grouped, setGrouped] = useState(false);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  // products spec 4: "Ticking a class reloads the data (one request per selected class)", each on its own.
  const rated = useRatedFunds(selection, cfg.section);
  // products spec 4: "Clear Filters empties the class selection and the rows".
  const status = selection.length === 0 ? 'ready' : rated.status;
  const rows = rated.data?.rows ?? NO_ROWS;
  const failedClasses = rated.data?.failed ?? NO_CLASSES;
  const asOf = ratedFundsAsOfDate(rows);
  // A class that did not load: the section's text (products spec 8), the classes missing, and Retry.
  const failure = (
    <SectionFailure
      text={sectionUnavailableText(cfg.section)}
      missing={rows.length > 0 ? notInTableText(failedClasses.map(ratedClassName)) : undefined}
      onRetry={rated.retry}
    />
  );

  const filterGroups = cfg.filterGroups.map((group) =>
    checkboxGroup(group.group, group.title, group.options, (className) =>
      isRatedClassSelected(selection, { group: group.group, className }),
    ),
  );
  const filterDetail = (list: readonly RatedClassChoice[]) => ({
    applied: ratedAppliedCount(list),
    filters: {
      retail: list.filter((c) => c.group === 'retail').map((c) => c.className),
      etf: list.filter((c) => c.group === 'etf').map((c) => c.className),
    },
  });
  const select = (next: readonly RatedClassChoice[]) => {
    setSelection(next);
    emit('filter', filterDetail(next));
  };

  return (
    <div className="rated-funds">
      <h2 className="view-heading" part="heading">
        {heading ?? cfg.title}
      </h2>
      <div className="toolbar" part="toolbar">
        <FilterPanel
          applied={ratedAppliedCount(selection)}
          open={panelOpen}
          onOpenChange={setPanelOpen}
          groups={filterGroups}
          onToggle={(group, className) =>
            select(toggleRatedClass(selection, { group: group as 'retail' | 'etf', className }))
          }
          onViewResults={() => setPanelOpen(false)}
          onClear={() => select([])}
        />
        <Checkbox
          label={cfg.groupByCategoryLabel}
          checked={grouped}
          switchStyle
          onChange={(on) => {
            setGrouped(on);
            setCollapsed(collapsedAfterGroupingChange(collapsed, on));
            emit('change', { setting: 'groupByCategory', value: on });
          }}
        />
      </div>
      {/* The count once the rows are in: not "0" while they load, nor when no ticked class loaded. */}
      <CountLine
        text={
          status === 'ready' && (rows.length > 0 || failedClasses.length === 0)
            ? displayingText(rows.length)
            : undefined
        }
      />
      {asOf && status === 'ready' && <p className="as-of">{ratedFundsHeader(provider, displayDate(asOf))}</p>}
      <TableArea
        status={status}
        count={rows.length}
        failure={failure}
        partialFailure={failedClasses.length > 0 ? failure : undefined}
        empty={{ text: emptyText ?? NO_MATCHING_FUNDS }}
        table={() => (
          <RatedFundsTable
            caption={heading ?? cfg.title}
            provider={provider}
            rows={rows}
            sort={sort}
            grouped={grouped}
            collapsed={collapsed}
            onSort={sortBy}
            onToggleGroup={(key) => setCollapsed(toggleGroup(collapsed, key))}
          />
        )}
      />
    </div>
  );
}
