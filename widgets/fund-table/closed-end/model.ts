/**
 * The listed closed-end funds table (products spec 2.7, 3 "Closed-end fund row", 5): its columns and groups, the
 * NAV and market figures in one cell (NAV over market), and the as-of dates of the answer.
 */
import type { ClosedEndFundRow } from '../../../services/products';
import { closedEndFundLink } from '../../../services/product-links';
import { col, pairCol, type ColumnDef, type FigurePair } from '../table/columns';
import { displayDate } from '../table/format';
import { answerDate } from '../table/product-view';
import { SINCE_INCEPTION_FOOTNOTE } from '../table/texts';

const CUMULATIVE = 'Cumulative Total Returns (%)';
const AVERAGE_ANNUAL = 'Average Annual Total Returns (%)';

/**
 * products spec 2.7 "Each return cell shows the NAV value over the market value": the first figure is the row's
 * nav{Period}, the second its mktValue{Period}. The return cells name them for screen readers; the price column
 * shows its "NAV and MKT rows" on screen.
 */
function marketUnder(navField: string, visibleLabels = false): FigurePair {
  return {
    field: navField === 'nav' ? 'mktValue' : navField.replace(/^nav/, 'mktValue'),
    labels: visibleLabels ? ['NAV', 'MKT'] : ['at NAV', 'at market'],
    visibleLabels,
  };
}

const returnCol = (field: string, header: string, group: string): ColumnDef =>
  pairCol(col(field, header, 'number', field, group), marketUnder(field));

/** products spec 2.7: "Price as of {priceAsOfDate}" (MM/DD/YYYY, spec 5). */
export function closedEndPriceHeader(priceAsOfDate: string | undefined): string {
  return `Price as of ${displayDate(priceAsOfDate)}`;
}

/** products spec 2.7 "Columns"; each column sorts on its first figure (the NAV). */
export function closedEndColumns(priceAsOfDate: string | undefined): ColumnDef[] {
  return [
    col('fundName', 'Name', 'text'),
    // The headers of these two are longer than a figure: each column is as wide as its header's longest word.
    // On phones both fold under the name, each after its header, and so does the price, whose header ends in a date
    // that never breaks inside and is wider than a phone's figure column: three returns show beside the name.
    { ...col('annualExpense', 'Annual Expenses', 'number'), width: 'rating', underName: 'labelled' },
    { ...col('premiumByDiscount', 'Premium/Discount', 'number'), width: 'range', underName: 'labelled' },
    {
      ...pairCol(col('nav', closedEndPriceHeader(priceAsOfDate), 'number'), marketUnder('nav', true)),
      width: 'pair',
      underName: 'labelled',
    },
    returnCol('navOneMonth', '1 Mo', CUMULATIVE),
    returnCol('navThreeMonth', '3 Mo', CUMULATIVE),
    returnCol('navOneYear', '1 Yr', AVERAGE_ANNUAL),
    returnCol('navThreeYear', '3 Yr', AVERAGE_ANNUAL),
    returnCol('navFiveYear', '5 Yr', AVERAGE_ANNUAL),
    returnCol('navTenYear', '10 Yr', AVERAGE_ANNUAL),
    { ...returnCol('navSinceInception', 'Since Incept. *', AVERAGE_ANNUAL), footnote: SINCE_INCEPTION_FOOTNOTE },
  ];
}

/** The as-of dates of an answer: "All data as of {date}" and the price column's date. */
export function closedEndDates(rows: readonly ClosedEndFundRow[]) {
  return {
    asOfDate: answerDate(rows, (row) => row.asOfDate),
    priceAsOfDate: answerDate(rows, (row) => row.priceAsOfDate),
  };
}

/** products spec 2.1: a closed-end fund's detail link, always Class-None. */
export function closedEndHref(siteBase: string, row: ClosedEndFundRow): string {
  return closedEndFundLink(siteBase, { fundName: row.fundName, cusip: row.cusip });
}
