/**
 * {rating provider} Rated Funds (products spec 2.5, 4 "Rated funds"): share-class checkboxes under "Mutual Fund"
 * and "Exchange Traded Fund (ETF)" (one request per ticked class), "Group by {rating provider} Category",
 * star ratings with fund counts, and the category groups with +/- controls.
 */
import { useEffect, useMemo, useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import { isAborted } from '../../../runtime/http';
import { Alert } from '../../../runtime/ui/Alert';
import { DataTable, type TableGroup } from '../../../runtime/ui/DataTable';
import { FilterPanel, type FilterGroup } from '../../../runtime/ui/FilterPanel';
import { Spinner } from '../../../runtime/ui/Spinner';
import { getRatedFunds, type FundRow } from '../../../services/products';
import { CountLine, EmptyText } from '../table/ResultTexts';
import { FundNameLink, plainCell, Stars, tableColumns } from '../table/cells';
import { columnKeys, columnWidths, fieldOf } from '../table/columns';
import { Checkbox } from '../table/controls';
import { failureKind, useErrorPopup } from '../table/error-popup';
import { displayDate } from '../table/format';
import { fundCountText, groupFundCounts, ratedGroupLabel, RATING_FUNDS, ratingColumns } from '../table/ratings';
import { useRowIds } from '../table/row-ids';
import { collapsedAfterGroupingChange, nextSort, type SortState, toggleGroup } from '../table/sorting';
import { displayingText, NO_MATCHING_FUNDS, sectionUnavailableText, splitFilterColumns } from '../table/texts';
import {
  DEFAULT_RATED_SELECTION,
  isRatedClassSelected,
  mergeRatedResponses,
  prepareRatedFunds,
  ratedAppliedCount,
  type RatedClassChoice,
  type RatedFund,
  ratedFundNameCell,
  ratedFundsAsOfDate,
  ratedFundsView,
  toggleRatedClass,
} from './model';
import { ratedFundsConfig, ratedFundsHeader } from './texts';

interface Loaded {
  key: string;
  status: 'ready' | 'error';
  rows: RatedFund<FundRow>[];
}

const choiceKey = (choice: RatedClassChoice) => `${choice.group}:${choice.className}`;

export function RatedFunds({
  provider,
  heading,
  emptyText,
}: {
  provider: string;
  heading: string | undefined;
  emptyText: string | undefined;
}) {
  const { config, emit } = useElement();
  const cfg = useMemo(() => ratedFundsConfig(provider), [provider]);
  const { show: showPopup, popup } = useErrorPopup();
  const [selection, setSelection] = useState<readonly RatedClassChoice[]>(DEFAULT_RATED_SELECTION);
  const [panelOpen, setPanelOpen] = useState(false);
  const [sort, setSort] = useState<SortState>(cfg.defaultSort);
  const [grouped, setGrouped] = useState(false);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | undefined>();

  // products spec 4: "Ticking a class reloads the data (one request per selected class)". The answer is kept
  // with the selection it belongs to, so an answer to an older selection is never shown as the current one.
  const key = `${selection.map(choiceKey).join(',')}#${attempt}`;
  useEffect(() => {
    if (selection.length === 0) return;
    const controller = new AbortController();
    Promise.all(
      selection.map((choice) =>
        getRatedFunds(choice.group, {
          signal: controller.signal,
          config,
          ...(choice.group === 'retail' ? { className: choice.className } : {}),
        }).then((answer) => ({ choice, rows: answer.funds })),
      ),
    ).then(
      (responses) => setLoaded({ key, status: 'ready', rows: mergeRatedResponses(responses) }),
      (error: unknown) => {
        if (isAborted(error)) return;
        setLoaded({ key, status: 'error', rows: [] });
        showPopup();
        emit('error', { section: cfg.section, kind: failureKind(error) });
      },
    );
    return () => controller.abort();
  }, [key, selection, config, showPopup, emit, cfg.section]);

  const empty = selection.length === 0;
  // products spec 4: "Clear Filters empties the class selection and the rows".
  const status = empty ? 'ready' : loaded?.key === key ? loaded.status : 'loading';
  const rows = useMemo(() => (empty || loaded?.key !== key ? [] : loaded.rows), [empty, loaded, key]);
  const prepared = useMemo(() => prepareRatedFunds(rows), [rows]);
  const { idOf, idsOf } = useRowIds(rows);
  const view = useMemo(
    () => ratedFundsView(prepared, { sort, groupByCategory: grouped, provider }),
    [prepared, sort, grouped, provider],
  );
  const asOf = ratedFundsAsOfDate(rows);

  const defs = useMemo(() => ratingColumns(provider, grouped, true), [provider, grouped]);
  const siteBase = config.siteBase;
  const columns = useMemo(
    () =>
      tableColumns<RatedFund<FundRow>>(defs, (def, row) => {
        if (def.key === 'fundName') {
          const cell = ratedFundNameCell(siteBase, row);
          return <FundNameLink text={cell.text} href={cell.href} classText={cell.classText} />;
        }
        if (def.kind === 'rating')
          return <Stars rating={fieldOf(row, def.field)} funds={fieldOf(row, RATING_FUNDS[def.key] ?? '')} />;
        return plainCell(def, fieldOf(row, def.field));
      }),
    [defs, siteBase],
  );
  const sortable = useMemo(() => columnKeys(defs), [defs]);
  const widths = useMemo(() => columnWidths(defs), [defs]);
  const groups = useMemo<TableGroup[] | undefined>(
    () =>
      view.groups?.map((group) => {
        const counts = groupFundCounts(group.rows);
        return {
          key: group.key,
          label: ratedGroupLabel(provider, group.key || '-'),
          rowIds: idsOf(group.rows),
          collapsed: collapsed.has(group.key),
          cells: {
            msOverallRating: fundCountText(counts.overallFunds),
            threeYearRating: fundCountText(counts.threeYearFunds),
            fiveYearRating: fundCountText(counts.fiveYearFunds),
            tenYearRating: fundCountText(counts.tenYearFunds),
          },
        };
      }),
    [view, provider, idsOf, collapsed],
  );
  const order = useMemo(() => (view.groups ? undefined : idsOf(view.rows)), [view, idsOf]);

  const filterGroups = useMemo<FilterGroup[]>(
    () =>
      cfg.filterGroups.map((group) => ({
        key: group.group,
        title: group.title,
        columns: splitFilterColumns(
          group.options.map((o) => ({
            value: o.value,
            label: o.label,
            checked: isRatedClassSelected(selection, { group: group.group, className: o.value }),
          })),
        ),
      })),
    [cfg, selection],
  );
  const filterDetail = (list: readonly RatedClassChoice[]) => ({
    applied: ratedAppliedCount(list),
    filters: {
      retail: list.filter((c) => c.group === 'retail').map((c) => c.className),
      etf: list.filter((c) => c.group === 'etf').map((c) => c.className),
    },
  });

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
          onToggle={(group, className) => {
            const next = toggleRatedClass(selection, { group: group as 'retail' | 'etf', className });
            setSelection(next);
            emit('filter', filterDetail(next));
          }}
          onViewResults={() => setPanelOpen(false)}
          onClear={() => {
            setSelection([]);
            emit('filter', filterDetail([]));
          }}
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
      <CountLine text={displayingText(status === 'ready' ? view.count : 0)} />
      {asOf && status === 'ready' && <p className="as-of">{ratedFundsHeader(provider, displayDate(asOf))}</p>}
      <div className="table-area" aria-busy={status === 'loading'}>
        {status === 'loading' && <Spinner />}
        {status === 'error' && (
          <Alert onRetry={() => setAttempt((n) => n + 1)}>{sectionUnavailableText(cfg.section)}</Alert>
        )}
        {status === 'ready' && view.count === 0 && <EmptyText result={{ text: emptyText ?? NO_MATCHING_FUNDS }} />}
        {status === 'ready' && view.count > 0 && (
          <div part="table">
            <DataTable
              caption={heading ?? cfg.title}
              columns={columns}
              data={rows}
              getRowId={idOf}
              order={order}
              groups={groups}
              onToggleGroup={(group) => setCollapsed(toggleGroup(collapsed, group))}
              sort={sort}
              sortable={sortable}
              widths={widths}
              onSort={(id) => {
                const def = defs.find((d) => d.key === id);
                if (!def) return;
                const next = nextSort(sort, def);
                setSort(next);
                emit('sort', { column: next.key, direction: next.direction });
              }}
              rowHeaderColumn="fundName"
            />
          </div>
        )}
      </div>
      {popup}
    </div>
  );
}
