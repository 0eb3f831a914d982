/**
 * Capital gains tab (products spec 2.3 "Capital gains tab", 3 "Capital gains row", 5 "Capital-gains amounts show
 * 5 decimals"): cell texts, distributions in record-date order, estimate ranges and the two CSV downloads.
 */
import {
  capitalGainsAmount,
  capitalGainsFigure,
  estimateRange,
  sortedDistributions,
} from '../../../services/product-format';
import { stripClassPrefix } from '../../../services/product-vocabulary';
import { csvFile, type CsvFile } from '../table/csv';
import { displayDate, isPresent } from '../table/format';

type Amount = number | string | null | undefined;
type DateText = string | null | undefined;

export interface CapitalGainsDistribution {
  recordDate?: DateText;
  exDivdndDate?: DateText;
  shortTermCapGain?: Amount;
  longTermCapGain?: Amount;
  totalCapGain?: Amount;
  totalCapGainPct?: Amount;
}

interface CapitalGainsEstimates {
  recordDate?: DateText;
  exDivdndDate?: DateText;
  shortTermCapGainSt?: Amount;
  shortTermCapGainEnd?: Amount;
  longTermCapGainSt?: Amount;
  longTermCapGainEnd?: Amount;
  totalCapGainSt?: Amount;
  totalCapGainEnd?: Amount;
  totalCapGainPctSt?: Amount;
  totalCapGainPctEnd?: Amount;
}

export interface CapitalGainsFund {
  fundName: string;
  className?: string | null;
  cusip?: string | null;
  distributions?: readonly CapitalGainsDistribution[] | null;
  estimates?: CapitalGainsEstimates | null;
}

// The figures' rules, shared with the fund page's capital gains block.
export { capitalGainsAmount, capitalGainsFigure, estimateRange, sortedDistributions };

const ESTIMATE_FIELDS = [
  'shortTermCapGainSt',
  'shortTermCapGainEnd',
  'longTermCapGainSt',
  'longTermCapGainEnd',
  'totalCapGainSt',
  'totalCapGainEnd',
  'totalCapGainPctSt',
  'totalCapGainPctEnd',
] as const;

/** A fund has estimates when its estimates record holds a date or an amount ("-" and blanks do not count). */
export function fundHasEstimates(fund: CapitalGainsFund): boolean {
  const e = fund.estimates;
  if (!e) return false;
  return isPresent(e.recordDate) || isPresent(e.exDivdndDate) || ESTIMATE_FIELDS.some((f) => isPresent(e[f]));
}

/** products spec 2.3: the estimates download is offered "only when some fund has estimates". */
export function hasEstimates(funds: readonly CapitalGainsFund[]): boolean {
  return funds.some(fundHasEstimates);
}

/** A line of a capital gains table: a fund, and one of its distributions on the distributions table. */
export interface CapitalGainsLine<F extends CapitalGainsFund = CapitalGainsFund> {
  fund: F;
  /** Undefined on the one line of a fund without distributions. */
  distribution?: CapitalGainsDistribution;
}

/** One line per distribution, in record-date order within each fund; a fund without any keeps one line. */
export function distributionLines<F extends CapitalGainsFund>(rows: readonly F[]) {
  const lines: CapitalGainsLine<F>[] = [];
  const byFund = new Map<F, string[]>();
  for (const fund of rows) {
    const ids: string[] = [];
    const sorted = sortedDistributions(fund.distributions);
    for (const distribution of sorted.length > 0 ? sorted : [undefined]) {
      ids.push(String(lines.length));
      lines.push(distribution ? { fund, distribution } : { fund });
    }
    byFund.set(fund, ids);
  }
  const ids = new Map(lines.map((line, index) => [line, String(index)]));
  return { lines, byFund, idOf: (line: CapitalGainsLine<F>) => ids.get(line) ?? '' };
}

/** One line per fund with estimates. */
export function estimateLines<F extends CapitalGainsFund>(rows: readonly F[]) {
  const lines = rows.filter(fundHasEstimates).map((fund): CapitalGainsLine<F> => ({ fund }));
  const ids = new Map(lines.map((line, index) => [line.fund, String(index)]));
  return { lines, idOf: (line: CapitalGainsLine<F>) => ids.get(line.fund) ?? '' };
}

// ---------------------------------------------------------------------------------------------------------------
// CSV

const DISTRIBUTIONS_CSV_HEADER = [
  'Fund Name',
  'Class',
  'CUSIP',
  'Record Date',
  'Ex-Dividend Date',
  'Short-Term Capital Gains',
  'Long-Term Capital Gains',
  'Total Capital Gains',
  'Total Capital Gains (%)',
] as const;

const ESTIMATES_CSV_HEADER = [
  'Fund Name',
  'Class',
  'CUSIP',
  'Record Date',
  'Ex-Dividend Date',
  'Short-Term Capital Gains Start',
  'Short-Term Capital Gains End',
  'Long-Term Capital Gains Start',
  'Long-Term Capital Gains End',
  'Total Capital Gains Start',
  'Total Capital Gains End',
  'Total Capital Gains (%) Start',
  'Total Capital Gains (%) End',
] as const;

function identity(fund: CapitalGainsFund): string[] {
  return [fund.fundName, stripClassPrefix(fund.className), fund.cusip ?? ''];
}

/**
 * "Download Capital Gains Distributions (csv)" (products spec 2.3): one line per distribution, in record-date
 * order within each fund, funds in the order given (the table's order). A fund without distributions keeps one
 * line with "-" in the distribution columns, so every fund of the table is in the file.
 */
export function capitalGainsDistributionsCsv(
  funds: readonly CapitalGainsFund[],
  productPath = 'mutual-funds',
): CsvFile {
  const lines: string[][] = [[...DISTRIBUTIONS_CSV_HEADER]];
  for (const fund of funds) {
    const distributions = sortedDistributions(fund.distributions);
    if (distributions.length === 0) {
      lines.push([...identity(fund), '-', '-', '-', '-', '-', '-']);
      continue;
    }
    for (const d of distributions) {
      lines.push([
        ...identity(fund),
        displayDate(d.recordDate),
        displayDate(d.exDivdndDate),
        capitalGainsAmount(d.shortTermCapGain),
        capitalGainsAmount(d.longTermCapGain),
        capitalGainsAmount(d.totalCapGain),
        capitalGainsFigure('totalCapGainPct', d.totalCapGainPct),
      ]);
    }
  }
  return csvFile(`${productPath}-capital-gains-distributions.csv`, lines);
}

/**
 * "Download Capital Gains Estimates (csv)" (products spec 2.3): one line per fund with estimates; null when no
 * fund has estimates, as the button is then not shown.
 */
export function capitalGainsEstimatesCsv(
  funds: readonly CapitalGainsFund[],
  productPath = 'mutual-funds',
): CsvFile | null {
  const withEstimates = funds.filter(fundHasEstimates);
  if (withEstimates.length === 0) return null;
  const lines: string[][] = [[...ESTIMATES_CSV_HEADER]];
  for (const fund of withEstimates) {
    const e = fund.estimates!;
    lines.push([
      ...identity(fund),
      displayDate(e.recordDate),
      displayDate(e.exDivdndDate),
      ...ESTIMATE_FIELDS.map((f) => capitalGainsFigure(f, e[f])),
    ]);
  }
  return csvFile(`${productPath}-capital-gains-estimates.csv`, lines);
}
