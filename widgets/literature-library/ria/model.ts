/**
 * RIA focus funds (products spec 2.18, 9 "RIA doc types"): the mutual funds table (name (symbol), Reports, Fact
 * Sheets, Commentaries) and the ETF table (name and symbol, Fact Sheets), with a fund's closed-fund message.
 */
import type { FundClassDocument } from '../../../services/literature';
import { RIA_COMMENTARY_NAMES, RIA_DOC_TYPES } from '../../../services/literature-vocabulary';
import { isSecureDocument, siteDocumentLink, type LinkedDocument, type SiteLinkContext } from '../links';
import { isDisplayed } from '../library/rows';

export interface RiaRow {
  fundName: string;
  symbol: string;
  closedFundMsg?: string;
  /** Attribution/Contribution documents. */
  reports: LinkedDocument[];
  factSheets: LinkedDocument[];
  /** Fund, Annual, Monthly or Quarterly Fund Commentary. */
  commentaries: LinkedDocument[];
}

export type RiaTable = 'mutual-funds' | 'exchange-traded-funds';

/** products spec 2.18: the columns of each table, by the row field they show. */
export const RIA_COLUMNS: Readonly<
  Record<RiaTable, ReadonlyArray<'fundName' | 'reports' | 'factSheets' | 'commentaries'>>
> = {
  'mutual-funds': ['fundName', 'reports', 'factSheets', 'commentaries'],
  'exchange-traded-funds': ['fundName', 'factSheets'],
};

function isCommentary(document: { docType: string; fileName: string }): boolean {
  return document.docType === RIA_DOC_TYPES.commentary || RIA_COMMENTARY_NAMES.includes(document.fileName);
}

/** The RIA rows of the RIA class documents, one per fund class, each document in its column. */
export function riaRows(classes: readonly FundClassDocument[], links: SiteLinkContext): RiaRow[] {
  return classes
    .filter((fund) => fund.title)
    .map((fund) => {
      const row: RiaRow = { fundName: fund.title, symbol: fund.symbol, reports: [], factSheets: [], commentaries: [] };
      if (fund.closedFundMsg) row.closedFundMsg = fund.closedFundMsg;
      for (const document of fund.documents) {
        if (!isDisplayed(document, links.audience)) continue;
        const url = siteDocumentLink(document.url, links);
        const link: LinkedDocument = { fileName: document.fileName, url, secure: isSecureDocument(url) };
        if (document.docType === RIA_DOC_TYPES.attribution) row.reports.push(link);
        else if (document.docType === RIA_DOC_TYPES.factSheet) row.factSheets.push(link);
        else if (isCommentary(document)) row.commentaries.push(link);
      }
      return row;
    });
}

/** products spec 2.18: the fund column shows "name (symbol)"; the name alone without a symbol. */
export function riaFundLabel(row: Pick<RiaRow, 'fundName' | 'symbol'>): string {
  return row.symbol ? `${row.fundName} (${row.symbol})` : row.fundName;
}
