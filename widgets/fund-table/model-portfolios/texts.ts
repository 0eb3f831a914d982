/**
 * What the model portfolios list shows (products spec 2.9, 8), quoted from the spec.
 */
import { MODEL_PORTFOLIO_PERIODS } from '../../../services/product-vocabulary';
import { col, type ColumnDef } from '../table/columns';
import { displayingCountText } from '../table/texts';
import { returnField, type ModelPeriod } from './model';

/** products spec 8 "Section failures": X = Model Portfolios. */
export const MODEL_PORTFOLIOS_SECTION = 'Model Portfolios';

/** products spec 2.9 "Filter panel titled "Filters", with search "Find a Portfolio"". */
export const MODEL_SEARCH_PLACEHOLDER = 'Find a Portfolio';

/** products spec 2.9: the panel's two lists; the goals' title is not given, these are the words a visitor expects. */
export const MODEL_FILTER_TITLES = {
  categories: 'Risk Tolerance',
  types: 'Implementation Style',
  goals: 'Investment Goal',
} as const;

/** products spec 2.9 "VIEW RESULTS" and "CLEAR FILTERS". */
export const MODEL_VIEW_RESULTS = 'VIEW RESULTS';
export const MODEL_CLEAR_FILTERS = 'CLEAR FILTERS';

/** products spec 2.9 "Displaying N portfolio(s)". */
export function displayingPortfoliosText(count: number): string {
  return displayingCountText(count, 'portfolio(s)');
}

/** products spec 2.9 "Type, on two lines: "(pure gross)" and "(net)"". */
export const MODEL_TYPE_LINES = ['(pure gross)', '(net)'] as const;
/** The screen reader's names of the two figures of a return cell. */
export const MODEL_FIGURE_LABELS = ['pure gross', 'net'] as const;

const PERIOD_HEADERS: Readonly<Record<ModelPeriod, string>> = {
  ytd: 'YTD (cum.)',
  oneYear: '1 Year',
  threeYear: '3 Year',
  fiveYear: '5 Year',
  tenYear: '10 Year',
  sinceIncep: 'Since Inception',
};

/** products spec 2.9 group header "Average Annual Returns as of {asOfDate}". */
export function modelReturnsHeader(asOfDate: string): string {
  return `Average Annual Returns as of ${asOfDate}`;
}

/**
 * products spec 2.9 columns: Model Portfolios (the name link), Inception Date, Type, then the six periods under
 * the group header. Name and inception date sort; the type and the returns do not. A return column's field is
 * its pure gross field; the cell shows the net figure under it.
 */
export function modelPortfolioColumns(asOfDate: string): ColumnDef[] {
  const group = modelReturnsHeader(asOfDate);
  return [
    col('fundName', 'Model Portfolios', 'text'),
    // On phones the date and the type lines fold under the name, so that the name and three returns show.
    { ...col('inceptionDt', 'Inception Date', 'date'), underName: 'labelled' },
    { ...col('type', 'Type', 'text'), sortable: false, width: 'date', underName: 'labelled' },
    ...MODEL_PORTFOLIO_PERIODS.map((period): ColumnDef => ({
      ...col(period, PERIOD_HEADERS[period], 'number', returnField(period, 'PURE_GROSS'), group),
      sortable: false,
    })),
  ];
}
