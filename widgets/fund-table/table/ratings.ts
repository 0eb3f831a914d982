/**
 * The provider's ratings as the landing's ratings tab and the Rated Funds table show them (products spec 2.3
 * "Ratings tab", 2.5, 3 "Ratings"): the rating columns, star cells with fund counts, and the category groups.
 */
import { col, type ColumnDef } from './columns';
import { figureNumber } from './format';
import type { GroupText } from './fund-view';
import type { RowGroup } from './sorting';

type Value = number | string | null | undefined;

/** products spec 2.3 / 2.5: the grouping toggle. */
export function groupByCategoryText(provider: string): string {
  return `Group by ${provider} Category`;
}

/** products spec 2.5 group row: "{rating provider} Category: X". */
export function ratedGroupLabel(provider: string, category: string): string {
  return `${provider} Category: ${category}`;
}

/** products spec 2.3 "Ratings tab" and 2.5: the provider's category column is hidden when grouping. */
export function ratingColumns(provider: string, grouped: boolean, withFundType: boolean): ColumnDef[] {
  const columns = [col('symbol', 'Ticker', 'text'), col('fundName', 'Fund Name', 'text')];
  // On phones the fund type folds under the name (it reads "Mutual Fund" or "Exchange Traded Fund" on every row), so
  // that the ratings show beside the name.
  if (withFundType) columns.push({ ...col('fundType', 'Fund Type', 'text'), underName: 'bare' });
  columns.push(
    col('msOverallRating', 'Overall', 'rating'),
    col('threeYearRating', '3 Year', 'rating'),
    col('fiveYearRating', '5 Year', 'rating'),
    col('tenYearRating', '10 Year', 'rating'),
  );
  if (!grouped) columns.push(col('msCategoryName', `${provider} Category`, 'text'));
  return columns;
}

/** The fund-count field of each rating column (products spec 3 "Ratings"). */
export const RATING_FUNDS: Readonly<Record<string, string>> = {
  msOverallRating: 'overallFunds',
  threeYearRating: 'threeYearFunds',
  fiveYearRating: 'fiveYearFunds',
  tenYearRating: 'tenYearFunds',
};

export interface RatingCell {
  /** Filled stars, 1-5. */
  filled: number;
  /** Empty stars, 5 - filled. */
  empty: number;
  /** "N Funds". */
  text: string;
}

/** products spec 2.5: "1–5 filled or empty stars plus "N Funds". A rating without a fund count shows "-"." */
export function ratingCell(rating: Value, funds: Value): RatingCell | '-' {
  const stars = figureNumber(rating);
  const count = figureNumber(funds);
  if (!Number.isInteger(stars) || stars < 1 || stars > 5 || !Number.isFinite(count)) return '-';
  return { filled: stars, empty: 5 - stars, text: `${count} Funds` };
}

export interface RatingCounts {
  overallFunds: Value;
  threeYearFunds: Value;
  fiveYearFunds: Value;
  tenYearFunds: Value;
}

/**
 * products spec 2.5: a category group row shows fund counts per period; the provider counts the funds of a
 * category, so each count is the first one a row of the group gives.
 */
export function groupFundCounts(rows: readonly Partial<RatingCounts>[]): RatingCounts {
  const first = (field: keyof RatingCounts): Value => {
    for (const row of rows) {
      const value = row[field];
      if (value !== null && value !== undefined && value !== '' && value !== '-') return value;
    }
    return undefined;
  };
  return {
    overallFunds: first('overallFunds'),
    threeYearFunds: first('threeYearFunds'),
    fiveYearFunds: first('fiveYearFunds'),
    tenYearFunds: first('tenYearFunds'),
  };
}

/** "N Funds" for a group row count, or "-" when there is none. */
export function fundCountText(count: Value): string {
  const n = figureNumber(count);
  return Number.isFinite(n) ? `${n} Funds` : '-';
}

/**
 * A category group row (products spec 2.5 "Grouped view"): "{rating provider} Category: X" with the fund counts
 * per period.
 */
export function categoryGroupText(provider: string, group: RowGroup<Partial<RatingCounts>>): GroupText {
  const counts = groupFundCounts(group.rows);
  return {
    label: ratedGroupLabel(provider, group.key || '-'),
    cells: {
      msOverallRating: fundCountText(counts.overallFunds),
      threeYearRating: fundCountText(counts.threeYearFunds),
      fiveYearRating: fundCountText(counts.fiveYearFunds),
      tenYearRating: fundCountText(counts.tenYearFunds),
    },
  };
}
