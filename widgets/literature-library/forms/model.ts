/**
 * Forms and Applications (products spec 2.17, 4): product-type tabs from the data, the query parameters search,
 * category and document (repeatable), the document-type chips, the search, and the two sortable columns.
 */
import { englishCollator } from '../../../runtime/collation';
import type { FormDocument } from '../../../services/literature-resources';
import { FORMS_QUERY } from '../../../services/literature-vocabulary';
import type { SortDirection } from '../../../runtime/ui/DataTable';

export interface FormsState {
  search: string;
  /** The product type tab: the data's dotted key. */
  category: string;
  /** The ticked document types (hyphenated, as the data gives them). */
  documents: readonly string[];
}

export interface FormTab {
  key: string;
  label: string;
}

/**
 * products spec 2.17: "the last segment of a dotted key, with hyphens shown as spaces (closed-end keeps its
 * hyphen)": productType.Closed-End-Funds → "Closed-End Funds".
 */
export function productTypeLabel(key: string): string {
  const segment = key.slice(key.lastIndexOf('.') + 1);
  return segment
    .replace(/-/g, ' ')
    .replace(/\b(closed) (end)\b/gi, '$1-$2')
    .trim();
}

/** A document type (hyphenated) as shown: hyphens as spaces. */
export function documentTypeLabel(value: string): string {
  return value.replace(/-/g, ' ').trim();
}

/** products spec 2.17: "Product-type tabs come from the data; the first is the default". */
export function formTabs(forms: readonly FormDocument[]): FormTab[] {
  const keys: string[] = [];
  for (const form of forms) if (form.productType && !keys.includes(form.productType)) keys.push(form.productType);
  return keys.map((key) => ({ key, label: productTypeLabel(key) }));
}

const lastSegment = (key: string) => key.slice(key.lastIndexOf('.') + 1).toLowerCase();

/**
 * The tab a category names (the dotted key, or its last segment, in any case); the first tab when it names
 * none.
 */
export function formTabOf(tabs: readonly FormTab[], category: string | null | undefined): FormTab | undefined {
  const wanted = (category ?? '').trim().toLowerCase();
  return (
    tabs.find((tab) => wanted !== '' && (tab.key.toLowerCase() === wanted || lastSegment(tab.key) === wanted)) ??
    tabs[0]
  );
}

/** The document-type chips of a tab's forms, in label order. */
export function formDocumentChips(forms: readonly FormDocument[]): Array<{ value: string; label: string }> {
  const values = new Set<string>();
  for (const form of forms) if (form.documentType) values.add(form.documentType);
  return [...values]
    .map((value) => ({ value, label: documentTypeLabel(value) }))
    .sort((a, b) => englishCollator(true).compare(a.label, b.label));
}

/**
 * The state the page's query gives (products spec 2.17: search, category, document repeatable), held to the
 * data: the category becomes a tab's key (the first tab when it names none) and document values that no form
 * of the tab has are dropped.
 */
export function formsStateFromQuery(search: string, forms: readonly FormDocument[]): FormsState {
  const params = new URLSearchParams(search);
  const tab = formTabOf(formTabs(forms), params.get(FORMS_QUERY.category));
  const inTab = tab ? forms.filter((form) => form.productType === tab.key) : [];
  const known = formDocumentChips(inTab).map((chip) => chip.value);
  const documents: string[] = [];
  for (const value of params.getAll(FORMS_QUERY.document)) {
    const match = known.find((chip) => chip.toLowerCase() === value.trim().toLowerCase());
    if (match && !documents.includes(match)) documents.push(match);
  }
  return { search: params.get(FORMS_QUERY.search)?.trim() ?? '', category: tab?.key ?? '', documents };
}

/**
 * The query that keeps the state in the address: the page's other parameters stay; search, category and
 * document are replaced (empty ones left out).
 */
export function formsQuery(state: FormsState, currentSearch = ''): string {
  const params = new URLSearchParams(currentSearch);
  for (const name of Object.values(FORMS_QUERY)) params.delete(name);
  if (state.search.trim()) params.set(FORMS_QUERY.search, state.search.trim());
  if (state.category) params.set(FORMS_QUERY.category, state.category);
  for (const document of state.documents) params.append(FORMS_QUERY.document, document);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** products spec 2.17, 4: "Switching tab clears the search and the filters". */
export function switchFormTab(state: FormsState, category: string): FormsState {
  return category === state.category ? state : { search: '', category, documents: [] };
}

/** "Clear all filters": the search and the chips. */
export function clearFormFilters(state: FormsState): FormsState {
  return { ...state, search: '', documents: [] };
}

export function toggleFormDocument(state: FormsState, value: string): FormsState {
  const documents = state.documents.includes(value)
    ? state.documents.filter((document) => document !== value)
    : [...state.documents, value];
  return { ...state, documents };
}

/** "Search Forms and Applications": the title contains the trimmed text, case-insensitively. */
export function matchesFormSearch(form: FormDocument, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || form.title.toLowerCase().includes(needle);
}

/** The forms of the tab that the search and the ticked chips keep. */
export function filterForms(forms: readonly FormDocument[], state: FormsState): FormDocument[] {
  return forms.filter(
    (form) =>
      form.productType === state.category &&
      (state.documents.length === 0 || state.documents.includes(form.documentType)) &&
      matchesFormSearch(form, state.search),
  );
}

/** products spec 2.17: "Document and Document Type are sortable". */
export type FormsSortKey = 'title' | 'documentType';
export interface FormsSort {
  key: FormsSortKey;
  direction: SortDirection;
}
export const DEFAULT_FORMS_SORT: FormsSort = { key: 'title', direction: 'asc' };

export function nextFormsSort(current: FormsSort, key: FormsSortKey): FormsSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

/** Sorted by the column (document types by their label); ties by title. */
export function sortForms(forms: readonly FormDocument[], sort: FormsSort): FormDocument[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...forms].sort((a, b) => {
    const first =
      sort.key === 'title'
        ? englishCollator(true).compare(a.title, b.title)
        : englishCollator(true).compare(documentTypeLabel(a.documentType), documentTypeLabel(b.documentType));
    return first !== 0 ? sign * first : englishCollator(true).compare(a.title, b.title);
  });
}
