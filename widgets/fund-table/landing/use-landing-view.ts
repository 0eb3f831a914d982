import { useMemo } from 'react';
import type { LandingMeta } from '../../../services/products';
import { displayDate } from '../table/format';
import { landingView, prepareFunds } from '../table/fund-view';
import { isMoneyMarket, landingGrouping, tabRows } from './model';
import type { LandingState } from './state';
import { expenseHeader, returnHeader, tabColumns } from './texts';

/**
 * The table of the landing's tab as the visitor sees it (products spec 2.3, 4): the tab's rows of the answer, its
 * columns and headers, and the rows the search and the filters keep, sorted and grouped. Each step is kept until
 * what it reads changes, so typing in the search only filters (the search text is deferred by the caller).
 */
export function useLandingView(state: LandingState, provider: string, data: LandingMeta | undefined, search: string) {
  const { tab, basis, variant, filters, sort } = state;
  const etf = variant === 'exchange-traded-funds';
  const rows = useMemo(() => tabRows(data, tab, etf), [data, tab, etf]);
  const prepared = useMemo(() => prepareFunds(rows), [rows]);
  const moneyMarket = useMemo(() => tab === 'prices-yields' && rows.some(isMoneyMarket), [tab, rows]);
  const grouping = landingGrouping(tab, etf, state.groupByCategory);
  const header = returnHeader(basis, data ?? {});
  const returnTitle = `${header.title}${header.asOfDate ? ` as of ${displayDate(header.asOfDate)}` : ''}`;
  const expenseTitle = expenseHeader(data?.expenseAsOfDate ? displayDate(data.expenseAsOfDate) : null);
  const defs = useMemo(
    () =>
      tab === 'capital-gains'
        ? []
        : tabColumns(tab, {
            variant,
            provider,
            basis,
            returnTitle,
            expenseTitle,
            moneyMarket,
            grouped: grouping === 'category',
          }),
    [tab, variant, provider, basis, returnTitle, expenseTitle, moneyMarket, grouping],
  );
  const view = useMemo(
    () => landingView(prepared, { search, filters, sort, columns: defs, grouping }),
    [prepared, search, filters, sort, defs, grouping],
  );
  return { rows, defs, view, grouping, returnTitle };
}

export type LandingTableView = ReturnType<typeof useLandingView>;
