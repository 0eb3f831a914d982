/**
 * The capital gains tab's columns and download buttons (products spec 2.3 "Capital gains tab", 3 "Capital gains
 * row").
 */
import { CAPITAL_GAINS_HEADERS as HEADERS } from '../../../services/product-format';
import { col, type ColumnDef } from '../table/columns';

/**
 * Capital gains tab columns (products spec 3 "Capital gains row"). Only a fund's own fields sort (the dates and
 * amounts belong to each distribution of a fund). On phones the class and the two dates fold under the fund name,
 * named, so that the amounts show beside the name.
 */
export const CAPITAL_GAINS_COLUMNS: readonly ColumnDef[] = [
  col('fundName', 'Fund Name', 'text'),
  { ...col('className', 'Class', 'text'), underName: 'labelled' },
  { ...col('recordDate', HEADERS.recordDate, 'date'), sortable: false, underName: 'labelled' },
  { ...col('exDivdndDate', HEADERS.exDivdndDate, 'date'), sortable: false, underName: 'labelled' },
  { ...col('shortTermCapGain', HEADERS.shortTermCapGain, 'number'), sortable: false },
  { ...col('longTermCapGain', HEADERS.longTermCapGain, 'number'), sortable: false },
  { ...col('totalCapGain', HEADERS.totalCapGain, 'number'), sortable: false },
  { ...col('totalCapGainPct', HEADERS.totalCapGainPct, 'number'), sortable: false },
];

/** products spec 2.3: the two download buttons. */
export const CAPITAL_GAINS_DOWNLOADS = {
  distributions: 'Download Capital Gains Distributions (csv)',
  estimates: 'Download Capital Gains Estimates (csv)',
} as const;
