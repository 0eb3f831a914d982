/**
 * The variable products table (products spec 2.4, 3 "Variable product row", 5): its columns and groups, the
 * class cell ("Shares" or "Class X"), the waiver date ("-" if none), the as-of dates and the download addresses.
 */
import { exportSummaryUrl, type VariableProductRow } from '../../../services/products';
import type { PageConfig } from '../../../runtime/config';
import { variableProductLink } from '../../../services/product-links';
import { col, type ColumnDef } from '../table/columns';
import { displayDate } from '../table/format';
import { answerDate } from '../table/product-view';
import { SINCE_INCEPTION_FOOTNOTE } from '../table/texts';

/** A variable product as the table shows it: the service's row with its class cell. */
export type VariableProduct = VariableProductRow & { classText: string };

/** products spec 2.4: "Class cell: "Shares" when the class name is blank, otherwise "Class X"". */
export function variableProductClassText(className: string | null | undefined): string {
  const name = (className ?? '').trim().replace(/^Class\s+/i, '');
  return name === '' ? 'Shares' : `Class ${name}`;
}

/** The rows of an answer with their class cells, computed once per load. */
export function variableProductRows(rows: readonly VariableProductRow[]): VariableProduct[] {
  return rows.map((row) => ({ ...row, classText: variableProductClassText(row.className) }));
}

const CUMULATIVE = 'Cumulative Total Returns (%)';
const AVERAGE_ANNUAL = 'Average Annual Total Returns (%)';

/** products spec 2.4: "Expense Ratio as of {expenseAsOfDate}" (MM/DD/YYYY, spec 5). */
export function variableExpenseGroup(expenseAsOfDate: string | undefined): string {
  return `Expense Ratio as of ${displayDate(expenseAsOfDate)}`;
}

/**
 * products spec 2.4 "Column groups". The spec names no header for the name and class columns: "Fund Name" and
 * "Class", the words of the landing tables and of the service's own download.
 */
export function variableProductColumns(expenseAsOfDate: string | undefined): ColumnDef[] {
  const expense = variableExpenseGroup(expenseAsOfDate);
  return [
    col('fundName', 'Fund Name', 'text', 'name'),
    // On phones the class ("Shares" or "Class X") folds under the name, so that the name and three figures show.
    { ...col('classText', 'Class', 'text'), underName: 'bare' },
    col('puvOneMonth', '1 mo', 'number', 'puvOneMonth', CUMULATIVE),
    col('puvThreeMonth', '3 mo', 'number', 'puvThreeMonth', CUMULATIVE),
    col('ytd', 'YTD', 'number', 'ytd', CUMULATIVE),
    col('puvOneYear', '1 Yr', 'number', 'puvOneYear', AVERAGE_ANNUAL),
    col('puvThreeYear', '3 Yr', 'number', 'puvThreeYear', AVERAGE_ANNUAL),
    col('puvFiveYear', '5 Yr', 'number', 'puvFiveYear', AVERAGE_ANNUAL),
    col('puvTenYear', '10 Yr', 'number', 'puvTenYear', AVERAGE_ANNUAL),
    {
      ...col('puvSinceInception', 'Since Fund Incept. *', 'number', 'puvSinceInception', AVERAGE_ANNUAL),
      footnote: SINCE_INCEPTION_FOOTNOTE,
    },
    col('inceptionDt', 'Fund Incept. Date', 'date', 'inceptionDt', AVERAGE_ANNUAL),
    col('grossExp', 'Gross', 'number', 'grossExp', expense),
    col('netExp', 'Net', 'number', 'netExp', expense),
    // products spec 2.4: "Waiver Expiration Date ("-" if none)": a date column shows "-" for a missing date.
    col('expenseRatioWaiverDate', 'Waiver Expiration Date', 'date', 'expenseRatioWaiverDate', expense),
  ];
}

/** The as-of dates of an answer: "All data as of {asOfDate}" and the expense group's date. */
export function variableProductDates(rows: readonly VariableProductRow[]) {
  return {
    asOfDate: answerDate(rows, (row) => row.asOfDate),
    expenseAsOfDate: answerDate(rows, (row) => row.expenseAsOfDate),
  };
}

/** products spec 2.1: a variable product's detail link. */
export function variableProductHref(siteBase: string, row: VariableProductRow): string {
  return variableProductLink(siteBase, { name: row.name, className: row.className ?? '', cusip: row.cusip });
}

/** products spec 2.4 "Download .CSV" and "Download .TSV": navigations to /cmg.svc/exportsummary (spec 7). */
export function variableProductDownloads(config: Pick<PageConfig, 'api'>) {
  return [
    { text: 'Download .CSV', format: 'csv' as const, href: exportSummaryUrl('csv', { config }) },
    { text: 'Download .TSV', format: 'tsv' as const, href: exportSummaryUrl('tsv', { config }) },
  ];
}
