/**
 * Collective investment trusts and stable value funds (products spec 2.19, 3 "CIT row", 4 "Subscriptions"):
 * each document of a trust in its column. Each row's e-mail updates checkbox is the page's subscribe checkbox
 * (CitTable), whose rules (products spec 4 "Subscriptions") live with the subscribe button.
 */
import type { CitDocument } from '../../../services/literature-resources';
import type { CitMode } from '../../../services/literature-vocabulary';
import { isSecureDocument, type LinkedDocument } from '../links';

export interface CitRow {
  id: string;
  fundName: string;
  storySheets: LinkedDocument[];
  factSheets: LinkedDocument[];
  commentaries: LinkedDocument[];
}

export type CitColumn =
  'fundName' | 'storySheets' | 'factSheets' | 'commentaries' | 'emailUpdates' | 'factSheetEmailUpdates';

/**
 * products spec 2.19: "Mode cits: Fund Name, Fact Sheets, Commentaries, Email Updates. Mode stable-value-funds:
 * Story Sheets, Fact Sheets, Fact Sheet Email Updates". The stable value list names its document columns only; its
 * documents are called "Story Sheet" and "Fact Sheet" for every fund, so without the fund's name no row (nor its
 * checkbox, nor a phone's stacked row) says whose documents they are. Each row is headed by its fund's name there too.
 */
export const CIT_COLUMNS: Readonly<Record<CitMode, readonly CitColumn[]>> = {
  cits: ['fundName', 'factSheets', 'commentaries', 'emailUpdates'],
  'stable-value-funds': ['fundName', 'storySheets', 'factSheets', 'factSheetEmailUpdates'],
};

/** The column a CIT document belongs to, by its text; undefined for one the tables do not show. */
export function citDocumentColumn(fileName: string): 'storySheets' | 'factSheets' | 'commentaries' | undefined {
  const name = fileName.toLowerCase();
  if (name.includes('story sheet')) return 'storySheets';
  if (name.includes('fact sheet')) return 'factSheets';
  if (name.includes('commentary')) return 'commentaries';
  return undefined;
}

/** The literature item a stable value fund's Fact Sheet Email Updates checkbox toggles (products spec 2.19). */
export const FACT_SHEET = 'Fact Sheet';

/**
 * The rows of the CIT documents. A row's e-mail subscription is not part of it: its checkbox finds the trust's
 * literature subscriptions by the trust's name (CitTable).
 */
export function citRows(documents: readonly CitDocument[]): CitRow[] {
  return documents
    .filter((document) => document.fundName)
    .map((document) => {
      const row: CitRow = {
        id: document.id,
        fundName: document.fundName,
        storySheets: [],
        factSheets: [],
        commentaries: [],
      };
      for (const doc of document.docs) {
        const column = citDocumentColumn(doc.fileName);
        if (column) row[column].push({ fileName: doc.fileName, url: doc.url, secure: isSecureDocument(doc.url) });
      }
      return row;
    });
}
