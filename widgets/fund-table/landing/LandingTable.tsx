/**
 * The table of the performance, prices & yields and ratings tabs (products spec 2.3): "Displaying N fund(s)", the
 * as-of line, and the funds with their benchmark and category-average rows, management-style or category groups.
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useElement } from '../../../runtime/define-element';
import type { ExtraRow } from '../../../runtime/ui/DataTable';
import { RegisteredText } from '../../../runtime/ui/RegisteredText';
import type { ServiceStatus } from '../../../runtime/use-service';
import type { FundDisclosureRefs } from '../../../services/content';
import type { FundRow, LandingMeta } from '../../../services/products';
import { FundNameLink, fundColumns } from '../table/cells';
import { FundsDataTable } from '../table/FundsDataTable';
import { footnoteOf } from '../table/footnotes';
import { displayDate, formatValue } from '../table/format';
import { categoryGroupText } from '../table/ratings';
import { CountLine } from '../table/ResultTexts';
import { TableArea } from '../table/TableArea';
import type { RowGroup, SortColumn } from '../table/sorting';
import { displayingText, type EmptyResult } from '../table/texts';
import { comparisonRows, landingClassText, landingFundLink } from './model';
import type { LandingState } from './state';
import type { LandingVariant } from './texts';
import type { LandingTableView } from './use-landing-view';

/**
 * The footnote numbers reach the name cells through a context rather than through the columns: they arrive after the
 * rows (products spec 7), and a new column set would draw every cell of every row again where only the names change
 * (docs/performance.md).
 */
const FootnotesContext = createContext<FundDisclosureRefs>({});

function LandingFundName({ row, siteBase, variant }: { row: FundRow; siteBase: string; variant: LandingVariant }) {
  const footnotes = useContext(FootnotesContext);
  return (
    <FundNameLink
      text={row.fundName}
      href={landingFundLink(siteBase, variant, row)}
      footnote={footnoteOf(footnotes, row.cusip)}
      classText={landingClassText(variant, row)}
    />
  );
}

export function LandingTable({
  caption,
  variant,
  provider,
  state,
  table,
  data,
  status,
  footnotes,
  empty,
  failure,
  onSort,
  onToggleGroup,
}: {
  caption: string;
  variant: LandingVariant;
  provider: string;
  state: LandingState;
  table: LandingTableView;
  data: LandingMeta | undefined;
  status: ServiceStatus;
  footnotes: FundDisclosureRefs;
  empty: EmptyResult;
  failure: ReactNode;
  onSort: (column: SortColumn) => void;
  onToggleGroup: (key: string) => void;
}) {
  const siteBase = useElement().config.siteBase;
  const { rows, defs, view, grouping } = table;
  const { tab, sort } = state;
  const columns = useMemo(
    () => fundColumns<FundRow>(defs, (row) => <LandingFundName row={row} siteBase={siteBase} variant={variant} />),
    [defs, siteBase, variant],
  );
  const groupText = useCallback(
    (group: RowGroup<FundRow>) =>
      grouping === 'category' ? categoryGroupText(provider, group) : { label: group.key || '-' },
    [grouping, provider],
  );

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
          ...Object.fromEntries(Object.entries(extra.values).map(([key, value]) => [key, formatValue(value)])),
        },
      })),
    [showBenchmark, showAverage, provider],
  );

  return (
    <>
      <CountLine text={status === 'ready' ? displayingText(view.count) : undefined} />
      {/* The performance tab's "Average Annual Total Returns (%) ... as of ..." is its column group header: said once. */}
      {tab === 'prices-yields' && data?.priceAsOfDate && (
        // The prices tab names no as-of text in the spec; the date of the prices is what a visitor needs.
        <p className="as-of">Prices as of {displayDate(data.priceAsOfDate)}</p>
      )}
      <FootnotesContext.Provider value={footnotes}>
        <TableArea
          status={status}
          count={view.count}
          failure={failure}
          empty={empty}
          table={() => (
            <FundsDataTable
              caption={caption}
              defs={defs}
              columns={columns}
              rows={rows}
              view={view}
              keepHidden
              groupText={groupText}
              collapsed={state.collapsed}
              onToggleGroup={onToggleGroup}
              sort={view.sort ?? sort}
              onSort={onSort}
              extraRows={showBenchmark || showAverage ? extraRows : undefined}
            />
          )}
        />
      </FootnotesContext.Provider>
    </>
  );
}
