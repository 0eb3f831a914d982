/**
 * Collective investment trusts and stable value funds (products spec 2.19, 3 "CIT row", 4 "Subscriptions"):
 * each document of a trust in its column, and each row's e-mail-updates checkbox.
 */
import type { CitDocument } from '../../../services/literature-resources';
import type { CitMode } from '../../../services/literature-vocabulary';
import { isSecureDocument, type LinkedDocument } from '../links';

/** products spec 3: a CIT row's subscription {id, docId, name, selected, literature[], activeLiterature}. */
export interface CitSubscription {
  id: string;
  docId: string;
  name: string;
  selected: boolean;
  literature: ReadonlyArray<{ name: string; selected: boolean }>;
  activeLiterature?: string;
}

export interface CitRow {
  id: string;
  fundName: string;
  storySheets: LinkedDocument[];
  factSheets: LinkedDocument[];
  commentaries: LinkedDocument[];
  subscription: CitSubscription;
}

export type CitColumn =
  'fundName' | 'storySheets' | 'factSheets' | 'commentaries' | 'emailUpdates' | 'factSheetEmailUpdates';

/**
 * products spec 2.19: "Mode cits: Fund Name, Fact Sheets, Commentaries, Email Updates. Mode stable-value-funds:
 * Story Sheets, Fact Sheets, Fact Sheet Email Updates".
 */
export const CIT_COLUMNS: Readonly<Record<CitMode, readonly CitColumn[]>> = {
  cits: ['fundName', 'factSheets', 'commentaries', 'emailUpdates'],
  'stable-value-funds': ['storySheets', 'factSheets', 'factSheetEmailUpdates'],
};

/** The column a CIT document belongs to, by its text; undefined for one the tables do not show. */
export function citDocumentColumn(fileName: string): 'storySheets' | 'factSheets' | 'commentaries' | undefined {
  const name = fileName.toLowerCase();
  if (name.includes('story sheet')) return 'storySheets';
  if (name.includes('fact sheet')) return 'factSheets';
  if (name.includes('commentary')) return 'commentaries';
  return undefined;
}

/**
 * A row's own subscription when no subscription of its name is given (products spec 2.19: "Each row has a
 * subscription checkbox"): the trust's fact sheets and commentaries as its literature, nothing selected.
 */
export function citSubscriptionOf(row: Omit<CitRow, 'subscription'>): CitSubscription {
  return {
    id: row.id,
    docId: row.id,
    name: row.fundName,
    selected: false,
    literature: [...row.factSheets, ...row.commentaries].map((document) => ({
      name: document.fileName,
      selected: false,
    })),
  };
}

/** The rows of the CIT documents, each with the subscription of its name, or its own. */
export function citRows(documents: readonly CitDocument[], subscriptions: readonly CitSubscription[] = []): CitRow[] {
  return documents
    .filter((document) => document.fundName)
    .map((document) => {
      const row: Omit<CitRow, 'subscription'> = {
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
      const subscription = subscriptions.find((item) => item.name === document.fundName) ?? citSubscriptionOf(row);
      return { ...row, subscription };
    });
}

/**
 * products spec 4: "CIT rows: toggling a document adds it to, or removes it from, the selected set. If a
 * Commentary literature item exists, its subscription is updated with its selected flag."
 */
export function toggleCitSubscription(
  selected: ReadonlySet<string>,
  subscription: CitSubscription,
): { selected: Set<string>; subscription: CitSubscription } {
  const next = new Set(selected);
  const isSelected = !next.has(subscription.docId);
  if (isSelected) next.add(subscription.docId);
  else next.delete(subscription.docId);
  return {
    selected: next,
    subscription: {
      ...subscription,
      selected: isSelected,
      literature: subscription.literature.map((item) =>
        /commentary/i.test(item.name) ? { ...item, selected: isSelected } : item,
      ),
    },
  };
}
