/**
 * The capital gains tab's columns and download buttons (products spec 2.3 "Capital gains tab", 3 "Capital gains
 * row").
 */
import { col, type ColumnDef } from '../table/columns';

/** Capital gains tab columns (products spec 3 "Capital gains row"). */
export const CAPITAL_GAINS_COLUMNS: readonly ColumnDef[] = [
  col('fundName', 'Fund Name', 'text'),
  col('className', 'Class', 'text'),
  col('recordDate', 'Record Date', 'date'),
  col('exDivdndDate', 'Ex-Dividend Date', 'date'),
  col('shortTermCapGain', 'Short-Term Capital Gains', 'number'),
  col('longTermCapGain', 'Long-Term Capital Gains', 'number'),
  col('totalCapGain', 'Total Capital Gains', 'number'),
  col('totalCapGainPct', 'Total Capital Gains (%)', 'number'),
];

/** products spec 2.3: the two download buttons. */
export const CAPITAL_GAINS_DOWNLOADS = {
  distributions: 'Download Capital Gains Distributions (csv)',
  estimates: 'Download Capital Gains Estimates (csv)',
} as const;
