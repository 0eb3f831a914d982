/**
 * The mutual funds literature table of the retirement scopes (products spec 2.20, 3 "Retirement mutual fund
 * literature row"): TARGET shows Fund Name and Fact Sheets with the "QDIA" prefix; DCIO groups the rows by
 * subcategory with Fact Sheets, Commentaries and Fund Guides.
 */
import { englishCollator } from '../../../runtime/collation';
import type { RetirementFund } from '../../../services/literature-resources';
import { QDIA_PREFIX, type RetirementScope } from '../../../services/literature-vocabulary';
import { isSecureDocument, type LinkedDocument } from '../links';

export interface RetirementRow {
  /** The cusip. */
  key: string;
  fundName: string;
  /** subCategoryName. */
  group: string;
  /** products spec 3: "docs keyed by camel-cased file name (factSheet, quarterlyFundCommentary, ...)". */
  docs: Readonly<Record<string, LinkedDocument>>;
}

export type RetirementColumn = 'fundName' | 'factSheets' | 'commentaries' | 'fundGuides';

/** products spec 2.20, by scope. */
export const RETIREMENT_COLUMNS: Readonly<Record<RetirementScope, readonly RetirementColumn[]>> = {
  TARGET: ['fundName', 'factSheets'],
  DCIO: ['fundName', 'factSheets', 'commentaries', 'fundGuides'],
};

/** "Quarterly Fund Commentary" → "quarterlyFundCommentary". */
export function camelCaseKey(fileName: string): string {
  const words = fileName
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  return words
    .map((word, index) =>
      index === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase(),
    )
    .join('');
}

/** One row per fund (the first of a repeated cusip), its documents keyed by name (the first of a name kept). */
export function retirementRows(funds: readonly RetirementFund[]): RetirementRow[] {
  const rows: RetirementRow[] = [];
  const seen = new Set<string>();
  for (const fund of funds) {
    const key = fund.cusip || fund.fundName;
    if (!fund.fundName || seen.has(key)) continue;
    seen.add(key);
    const docs: Record<string, LinkedDocument> = {};
    for (const document of fund.documents) {
      const name = camelCaseKey(document.fileName);
      if (name && !(name in docs))
        docs[name] = { fileName: document.fileName, url: document.url, secure: isSecureDocument(document.url) };
    }
    rows.push({ key, fundName: fund.fundName, group: fund.group, docs });
  }
  return rows;
}

/**
 * The document a cell shows: Fact Sheets the fact sheet; Commentaries the quarterly fund commentary; Fund Guides
 * the investor guide, else the product guide.
 */
export function retirementCell(row: RetirementRow, column: Exclude<RetirementColumn, 'fundName'>) {
  if (column === 'factSheets') return row.docs.factSheet;
  if (column === 'commentaries') return row.docs.quarterlyFundCommentary;
  return row.docs.investorGuide ?? row.docs.productGuide;
}

/** products spec 2.20: on the TARGET scope "the fact sheet carries a "QDIA" prefix". */
export function factSheetText(document: LinkedDocument, scope: RetirementScope): string {
  return scope === 'TARGET' ? `${QDIA_PREFIX} ${document.fileName}` : document.fileName;
}

/** products spec 2.20: "Scope DCIO: rows grouped by subcategory", groups and rows in name order. */
export function retirementGroups(rows: readonly RetirementRow[]): Array<{ group: string; rows: RetirementRow[] }> {
  const collator = englishCollator(true);
  const groups = new Map<string, RetirementRow[]>();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  return [...groups.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([group, members]) => ({ group, rows: members.sort((a, b) => collator.compare(a.fundName, b.fundName)) }));
}
