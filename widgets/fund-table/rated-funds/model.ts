/**
 * {rating provider} Rated Funds (products spec 2.5, 3 "Rated fund row", 4 "Rated funds"): the class selection and
 * its requests, the rows with their fund type, the view and the fund name cell.
 */
import {
  DEFAULT_MUTUAL_FUND_CLASS,
  ETF_CLASS_NAME,
  fundTypeLabel,
  PRODUCT_TYPE_CODES,
  stripClassPrefix,
} from '../../../services/product-vocabulary';
import { landingView, prepareFunds, type LandingFund, type PreparedFunds, type TableView } from '../table/fund-view';
import { genericFundLink } from '../../../services/product-links';
import { ratingColumns } from '../table/ratings';
import type { SortState } from '../table/sorting';

/** A ticked class of the filters (products spec 2.5): a mutual fund class, or the ETF class. */
export interface RatedClassChoice {
  group: 'retail' | 'etf';
  className: string;
}

export interface RatedFundInput extends LandingFund {
  cusip?: string | null;
  fundClass?: string | null;
  asOfDate?: string | null;
}

/** products spec 3 "Rated fund row": the rating fields plus fundType (added label) and productType. */
export type RatedFund<R extends RatedFundInput = RatedFundInput> = R & {
  fundType: string;
  productType: 'mutual-funds' | 'exchange-traded-funds';
};

/** The class a visitor sees first: the mutual funds default class (products spec 9). */
export const DEFAULT_RATED_SELECTION: readonly RatedClassChoice[] = [
  { group: 'retail', className: DEFAULT_MUTUAL_FUND_CLASS },
];

/** A ticked class's key: its group and, for a mutual fund class, the class without a "Class " prefix. */
export function ratedChoiceKey(choice: RatedClassChoice): string {
  return choice.group === 'etf' ? 'etf' : `retail:${stripClassPrefix(choice.className)}`;
}

function sameChoice(a: RatedClassChoice, b: RatedClassChoice): boolean {
  return ratedChoiceKey(a) === ratedChoiceKey(b);
}

export function isRatedClassSelected(selection: readonly RatedClassChoice[], choice: RatedClassChoice): boolean {
  return selection.some((c) => sameChoice(c, choice));
}

/** products spec 4: "Ticking a class reloads the data (one request per selected class)". */
export function toggleRatedClass(selection: readonly RatedClassChoice[], choice: RatedClassChoice): RatedClassChoice[] {
  return isRatedClassSelected(selection, choice)
    ? selection.filter((c) => !sameChoice(c, choice))
    : [...selection, choice];
}

/** products spec 2.5: "(N applied)" counts the ticked classes. */
export function ratedAppliedCount(selection: readonly RatedClassChoice[]): number {
  return selection.length;
}

/** products spec 3: rated rows of the retail call are mutual funds, those of the etf call ETFs. */
export function ratedFundRows<R extends RatedFundInput>(rows: readonly R[], group: 'retail' | 'etf'): RatedFund<R>[] {
  const etf = group === 'etf';
  return rows.map((row) => ({
    ...row,
    fundClass: etf ? (row.fundClass ?? ETF_CLASS_NAME) : row.fundClass,
    fundType: fundTypeLabel(etf ? 'RetailETF' : 'Retail'),
    productType: etf ? PRODUCT_TYPE_CODES.ETF : PRODUCT_TYPE_CODES.MF,
  }));
}

/**
 * The rows of every selected class, in the order of the selection; a share class answered twice (same cusip)
 * appears once.
 */
export function mergeRatedResponses<R extends RatedFundInput>(
  responses: readonly { choice: RatedClassChoice; rows: readonly R[] }[],
): RatedFund<R>[] {
  const seen = new Set<string>();
  const merged: RatedFund<R>[] = [];
  for (const { choice, rows } of responses) {
    for (const row of ratedFundRows(rows, choice.group)) {
      const key = row.cusip ? `${row.productType}:${row.cusip}` : undefined;
      if (key) {
        if (seen.has(key)) continue;
        seen.add(key);
      }
      merged.push(row);
    }
  }
  return merged;
}

export function prepareRatedFunds<R extends RatedFundInput>(
  rows: readonly RatedFund<R>[],
): PreparedFunds<RatedFund<R>> {
  return prepareFunds(rows);
}

/**
 * The rated funds table: every row of the selected classes, sorted (spec 4: rating columns start descending),
 * grouped by the provider's category first when "Group by {rating provider} Category" is on.
 */
export function ratedFundsView<R extends RatedFundInput>(
  prepared: PreparedFunds<RatedFund<R>>,
  state: { sort: SortState; groupByCategory: boolean; provider: string },
): TableView<RatedFund<R>> {
  return landingView(prepared, {
    search: '',
    sort: state.sort,
    columns: ratingColumns(state.provider, state.groupByCategory, true),
    grouping: state.groupByCategory ? 'category' : 'none',
  });
}

export interface FundNameCell {
  text: string;
  /** products spec 2.5: "Class - X" on non-ETF rows. */
  classText?: string;
  href: string;
}

/** products spec 2.5 "Fund Name, linked, with "Class - X" on non-ETF rows"; the generic link of spec 2.1. */
export function ratedFundNameCell(siteBase: string, row: RatedFund): FundNameCell {
  const fundClass = stripClassPrefix(row.fundClass);
  const cell: FundNameCell = {
    text: row.fundName,
    href: genericFundLink(siteBase, {
      productType: row.productType,
      fundName: row.fundName,
      fundClass,
      cusip: row.cusip ?? '',
    }),
  };
  if (row.productType !== PRODUCT_TYPE_CODES.ETF && fundClass !== '') cell.classText = `Class - ${fundClass}`;
  return cell;
}

/** The as-of date of the header (products spec 2.5): the first date a row gives. */
export function ratedFundsAsOfDate(rows: readonly { asOfDate?: string | null }[]): string | undefined {
  return rows.find((r) => r.asOfDate)?.asOfDate ?? undefined;
}
