/**
 * What the 529 plan table shows (products spec 2.8, 8, 9), quoted from the spec.
 */
import { PLAN_529_CLASSES } from '../../../services/product-vocabulary';
import { col, type ColumnDef, type Option } from '../table/columns';
import { displayingCountText } from '../table/texts';
import { TARGET_TAB, type Plan529Basis, type Plan529Tab } from './model';

/**
 * products spec 8 lists no section text for the 529 plan: its failure text names the plan by its group label
 * (spec 9 "FutureScholar529: 529 Plan"), as the other sections are named.
 */
export const PLAN_529_SECTION = '529 Plan';

/** products spec 2.8 "Search 529 plan" (target tab only). */
export const PLAN_529_SEARCH_PLACEHOLDER = 'Search 529 plan';

/** products spec 8 "Empty 529 table". */
export const NO_529_FUNDS = 'No funds found with the selected filters.';

/** products spec 2.8 "Displaying N products(s)", spelt as the spec spells it. */
export function displayingProductsText(count: number): string {
  return displayingCountText(count, 'products(s)');
}

/** The tabs' names: the spec gives their hashes only; these are the words a visitor expects. */
export function plan529TabLabel(tab: Plan529Tab): string {
  return tab === TARGET_TAB ? 'Target Allocation & Single Fund Portfolios' : 'Age-Based Portfolios';
}

/** products spec 2.8 "Performance (PUV / POP)". */
export const PLAN_529_BASIS_OPTIONS: readonly Option<Plan529Basis>[] = [
  { value: 'puv', label: 'PUV' },
  { value: 'pop', label: 'POP' },
];

/** products spec 2.8 "Class (A, C, E, I; default A)". */
export const PLAN_529_CLASS_OPTIONS: readonly Option[] = PLAN_529_CLASSES.map((c) => ({ value: c, label: c }));

/**
 * products spec 2.8: a track row reads "{glidePath} Track". The glide path arrives as a code in capitals
 * (AGGRESSIVE); it is shown as a word ("Aggressive Track"), as a visitor reads it.
 */
export function trackLabel(glidePath: string): string {
  const word = glidePath.trim().toLowerCase();
  return `${word.charAt(0).toUpperCase()}${word.slice(1)} Track`;
}

/** products spec 2.8: the name on the age-based tab, "Ages {ageGroup}". */
export function agesText(ageGroup: string): string {
  return `Ages ${ageGroup}`;
}

export interface Plan529HeaderDates {
  puvDate: string;
  ytdAsOfDate: string;
  asOfDate: string;
  expenseAsOfDate: string;
}

const PERIODS = [
  ['oneYear', '1 Yr', 'OneYear'],
  ['threeYear', '3 Yr', 'ThreeYear'],
  ['fiveYear', '5 Yr', 'FiveYear'],
  ['tenYear', '10 Yr', 'TenYear'],
  ['sinceInception', 'Since Incept.', 'SinceInception'],
] as const;

/**
 * products spec 2.8 columns: Name, Pricing Alternative (the class), "PUV $ as of {puvDate}", "YTD % PUV as of
 * {ytdAsOfDate}", the returns (PUV or POP figures, per the selection) under "Average Annual Total Returns (%) as
 * of {asOfDate}", Incept. Date, and Gross, Net under "Expense Ratio as of {expenseAsOfDate}".
 */
export function plan529Columns(basis: Plan529Basis, dates: Plan529HeaderDates): ColumnDef[] {
  const returns = `Average Annual Total Returns (%) as of ${dates.asOfDate}`;
  const expenses = `Expense Ratio as of ${dates.expenseAsOfDate}`;
  return [
    col('fundName', 'Name', 'text', 'name'),
    // On phones the pricing alternative folds under the name, so that the name and three figures show; so do the
    // two figures whose headers end in a date, which never breaks inside and is wider than a phone's figure column
    // ("Sort by" sorts by them there).
    { ...col('className', 'Pricing Alternative', 'text'), underName: 'labelled' },
    { ...col('puvVal', `PUV $ as of ${dates.puvDate}`, 'number'), underName: 'labelled' },
    { ...col('ytd', `YTD % PUV as of ${dates.ytdAsOfDate}`, 'number'), underName: 'labelled' },
    ...PERIODS.map(([key, header, suffix]) => col(key, header, 'number', `${basis}${suffix}`, returns)),
    col('inceptionDt', 'Incept. Date', 'date'),
    col('grossExp', 'Gross', 'number', 'grossExp', expenses),
    col('netExp', 'Net', 'number', 'netExp', expenses),
  ];
}
