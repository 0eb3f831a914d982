/**
 * The site search's rules (site spec 2.11, 3 "Search result", 4 "Search", 5 "Search", 8, 9): the term's
 * character sanitising, the result lines (text as written, runtime/cms-text), the filtering and de-duplication of results, the
 * advisor categories with "View all" and "Back to results", the single list of the other sites, and the search
 * box's redirect. Plain functions over the service's hits; no DOM, no fetch.
 */
import { cmsText } from '../../runtime/cms-text';
import { DEFAULT_TIME_ZONE, fillTemplate } from '../../runtime/config';
import { formatLongDate } from '../../runtime/format';
import {
  CATEGORY_RESULTS,
  ENTITY_MODELS,
  SEARCH_CATEGORIES,
  SEARCH_PARAMETER,
  SEARCH_RESULTS_DELAY_MS,
  SEARCH_SPECIAL_CHARACTERS,
  SEARCH_TERM_MAX_LENGTH,
  SEARCH_TEXTS,
  SINGLE_LIST_RESULTS,
  VIEW_ALL_RESULTS,
  type SearchCategory,
  type SearchHit,
} from '../../services/search';

// ---------------------------------------------------------------------------------------------------------------
// The term (site spec 2.11, 5)

const SPECIAL = new Set(SEARCH_SPECIAL_CHARACTERS);

/**
 * site spec 5: "Before searching, the characters ? . * + ~ ( ) { } [ ] - ^ | $ / & : " ' are replaced by
 * spaces." The ends are trimmed; a term that is only such characters becomes '' (nothing to search).
 */
export function sanitizeSearchTerm(term: string): string {
  return [...term]
    .map((character) => (SPECIAL.has(character) ? ' ' : character))
    .join('')
    .trim();
}

/** site spec 2.11: the initial term comes from the search query parameter, cut to the longest term a search sends. */
export function initialSearchTerm(search: string): string {
  return (new URLSearchParams(search).get(SEARCH_PARAMETER) ?? '').slice(0, SEARCH_TERM_MAX_LENGTH);
}

/** site spec 2.11: the search box redirects to {searchPath}?search={text}. */
export function searchRedirectUrl(searchPath: string, text: string): string {
  const separator = searchPath.includes('?') ? '&' : '?';
  return `${searchPath}${separator}${SEARCH_PARAMETER}=${encodeURIComponent(text.trim())}`;
}

/** The search page the box leads to: the configured path, else the site's /search (site spec 2.1). */
export function searchPageUrl(siteBase: string, searchPath?: string): string {
  return searchPath ?? `${siteBase}/search`;
}

/**
 * The page's address with ?search= naming the term (other parameters and the fragment kept). Each search is a history
 * entry of its own, so Back returns to the term before.
 */
export function withSearchParameter(href: string, term: string): string {
  const url = new URL(href);
  url.searchParams.set(SEARCH_PARAMETER, term);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** site spec 2.11, 8: the no-results text for the visitor's term. */
export function noResultsText(term: string): string {
  return fillTemplate(SEARCH_TEXTS.noResults, { term });
}

/** A failed search's text (services/search SEARCH_TEXTS.failureText), for the visitor's term. */
export function searchFailureText(term: string): string {
  return fillTemplate(SEARCH_TEXTS.failureText, { term });
}

/** What a screen reader hears when results appear: how many, for which term ('' when none: the no-results text speaks). */
export function resultsAnnouncement(count: number, term: string): string {
  if (count <= 0) return '';
  return fillTemplate(count === 1 ? SEARCH_TEXTS.resultAnnouncement : SEARCH_TEXTS.resultsAnnouncement, {
    count,
    term,
  });
}

/** site spec 2.11, 4, 9: the results show no sooner than 1 s after the search started; what is left to wait. */
export function remainingLoadingTime(startedAt: number, now: number, minimum = SEARCH_RESULTS_DELAY_MS): number {
  return Math.max(0, minimum - Math.max(0, now - startedAt));
}

// ---------------------------------------------------------------------------------------------------------------
// Result lines (site spec 2.11, 3)

/** A result as the page shows it. Every text is decoded and plain (never HTML). */
export interface SearchResultView {
  /** metadata.source.url, as sent (links go through the link rule when rendered). */
  url: string;
  titleLine: string;
  tickerLine: string;
  /** Authors and the published date. */
  authorLine: string;
  descriptionLine: string;
  /** "fund - class | ticker | product type | alternate title". */
  productTypeLine: string;
  publicationTypeLine: string;
  /** From a secured source: a secured link, marked with a lock while locked (accounts spec 2.7). */
  secure: boolean;
  /** The user contexts the result's link requires, space-separated (accounts spec 2.7). */
  contexts: string | undefined;
  /** site spec 2.11: "Links containing /leadership/ count as leader-name links." */
  leader: boolean;
  category: SearchCategory;
}

/** The text of the first entity of one of the models (model names compared without case: Fundname/fundname). */
function entityText(hit: SearchHit, ...models: string[]): string {
  const wanted = models.map((m) => m.toLowerCase());
  for (const model of wanted) {
    const entity = hit.entities.find((e) => e.model.toLowerCase() === model && e.text.trim() !== '');
    if (entity) return entity.text;
  }
  return '';
}

/** A field of the result's document, the name compared without case. */
function documentText(hit: SearchHit, ...names: string[]): string {
  if (!hit.document) return '';
  const entries = Object.entries(hit.document);
  for (const name of names) {
    const found = entries.find(([key, value]) => key.toLowerCase() === name.toLowerCase() && value.trim() !== '');
    if (found) return found[1];
  }
  return '';
}

/** A result's text as written (runtime/cms-text): references decoded, markup dropped, spaces collapsed. */
const clean = (text: string) => cmsText(text);
const firstOf = (...texts: string[]) => clean(texts.find((t) => t.trim() !== '') ?? '');

/**
 * The published date as "Month D, YYYY" (site spec 9), the day it was in the site's time zone (runtime/format.ts); a
 * text that is no date stays as written.
 */
function publishedDate(value: string, timeZone: string): string {
  const text = value.trim();
  if (text === '') return '';
  const asNumber = /^\d+$/.test(text) ? Number(text) : text;
  return formatLongDate(asNumber, clean(text), timeZone);
}

const M = ENTITY_MODELS;

/** site spec 2.11: the title line: the Title entity, the Omni title, the result's title or the document's. */
export function titleLineOf(hit: SearchHit): string {
  return firstOf(entityText(hit, M.title, M.omniTitle), hit.title, documentText(hit, 'Title', 'Omni_title'));
}

/** The path of a result URL, lower case, without query or fragment (an absolute URL loses its origin). */
function urlPath(url: string): string {
  return (
    url
      .split(/[?#]/)[0]!
      .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
      .toLowerCase() || '/'
  );
}

/** site spec 2.3: a link counts as a PDF when it contains .pdf. */
const isPdf = (url: string) => url.toLowerCase().includes('.pdf');

/**
 * The advisor category of a result, from its URL: leader pages (/leadership/), then documents (PDFs and
 * /resources/ pages), product pages (/investment-products/, or a product detail link's /details), insights
 * (/insights/), and Other for the rest.
 */
export function categoryOf(url: string): SearchCategory {
  const path = urlPath(url);
  if (path.includes('/leadership/')) return 'Leadership';
  if (isPdf(url) || path.includes('/resources/') || path.includes('/literature/')) return 'Resources';
  if (path.includes('/investment-products/') || /\/details(\/|$)/.test(path)) return 'Products';
  if (path.includes('/insights/') || path.startsWith('/insights')) return 'Insights';
  return 'Other';
}

/** site spec 2.11, 3: the displayed lines of one result; dates in the site's time zone. */
export function resultLines(hit: SearchHit, timeZone = DEFAULT_TIME_ZONE): SearchResultView {
  const ticker = firstOf(entityText(hit, M.ticker), documentText(hit, 'Ticker'));
  const fund = firstOf(entityText(hit, M.fundName), documentText(hit, 'Fundname'));
  const fundClass = firstOf(entityText(hit, M.fundClass), documentText(hit, 'Fundclass'));
  const productType = firstOf(entityText(hit, M.productType, M.products), documentText(hit, 'Producttype'));
  const alternate = firstOf(entityText(hit, M.alternateTitle), documentText(hit, 'Alternatetitle'));
  const authors = firstOf(entityText(hit, M.publicationNames));
  const date = publishedDate(entityText(hit, M.publishedTime), timeZone);
  const head = fund && fundClass ? `${fund} - ${fundClass}` : fund;
  const url = hit.url.trim() || documentText(hit, 'Indexedurl').trim();
  return {
    url,
    titleLine: titleLineOf(hit),
    tickerLine: ticker,
    authorLine: [authors, date].filter(Boolean).join(' | '),
    descriptionLine: firstOf(
      entityText(hit, M.omniDescription, M.description, M.descriptionAlt),
      documentText(hit, 'Omni_Description', 'Description'),
    ),
    // Only a product has a product type line; other pages would repeat the ticker line.
    productTypeLine: head || productType ? [head, ticker, productType, alternate].filter(Boolean).join(' | ') : '',
    publicationTypeLine: firstOf(entityText(hit, M.category)),
    secure: hit.secure,
    // accounts spec 2.7: "A link may carry a space-separated list of required user contexts"; the search index
    // carries a page's list as its document's userContext field (the spec does not name it).
    contexts: documentText(hit, 'userContext').trim() || undefined,
    leader: urlPath(url).includes('/leadership/'),
    category: categoryOf(url),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Filtering and de-duplication (site spec 8)

const PAGE_NOT_FOUND = 'Page Not Found';

/** site spec 8: a result whose title entity text includes "Page Not Found" is dropped. */
export function isPageNotFound(hit: SearchHit): boolean {
  const titles = hit.entities.filter((e) => e.model.toLowerCase() === M.title.toLowerCase()).map((e) => e.text);
  return [...titles, hit.title].some((title) => cmsText(title).includes(PAGE_NOT_FOUND));
}

/** site spec 8: de-duplicated by title; results with a document by its Indexedurl, else its Title. */
export function duplicateKey(hit: SearchHit, view: SearchResultView): string {
  if (hit.document) {
    const key = documentText(hit, 'Indexedurl') || documentText(hit, 'Title');
    if (key) return `document:${clean(key)}`;
  }
  return `title:${view.titleLine}`;
}

/**
 * site spec 8: the results shown, in the order sent: "Page Not Found" results dropped, results without a source
 * URL or title dropped, and the later of two results with the same title (documents: Indexedurl or Title)
 * dropped.
 */
export function searchResults(hits: readonly SearchHit[], timeZone = DEFAULT_TIME_ZONE): SearchResultView[] {
  const seen = new Set<string>();
  const results: SearchResultView[] = [];
  for (const hit of hits) {
    if (isPageNotFound(hit)) continue;
    const view = resultLines(hit, timeZone);
    if (view.url === '' || view.titleLine === '') continue;
    const key = duplicateKey(hit, view);
    if (seen.has(key)) continue;
    seen.add(key);
    results.push(view);
  }
  return results;
}

// ---------------------------------------------------------------------------------------------------------------
// Categories, "View all" and "Back to results" (site spec 2.11, 4, 9)

/** site spec 4: all categories, or a single category after "View all". */
export type SearchView = { kind: 'all' } | { kind: 'category'; category: SearchCategory };

export type SearchViewAction =
  { type: 'search' } | { type: 'view-all'; category: SearchCategory } | { type: 'back-to-results' };

/** site spec 4: "View all" shows one category; "Back to results" returns; a new search starts from all. */
export function searchViewReducer(view: SearchView, action: SearchViewAction): SearchView {
  switch (action.type) {
    case 'view-all':
      return { kind: 'category', category: action.category };
    case 'search':
    case 'back-to-results':
      return view.kind === 'all' ? view : { kind: 'all' };
  }
}

export interface CategorySection {
  category: SearchCategory;
  /** The results shown: 5 per category, up to 99 after "View all". */
  results: SearchResultView[];
  /** Every result of the category. */
  total: number;
  /** "View all" is offered when the category has more than it shows. */
  viewAll: boolean;
}

/**
 * site spec 2.11: the advisor site's sections in the order Products, Resources, Insights, Leadership, Other,
 * each with its first 5 results and "View all" when it has more; in a single category's view, that category
 * alone with up to 99.
 */
export function categorySections(results: readonly SearchResultView[], view: SearchView): CategorySection[] {
  const categories = view.kind === 'all' ? SEARCH_CATEGORIES : [view.category];
  const limit = view.kind === 'all' ? CATEGORY_RESULTS : VIEW_ALL_RESULTS;
  return categories.map((category) => {
    const all = results.filter((r) => r.category === category);
    return {
      category,
      results: all.slice(0, limit),
      total: all.length,
      viewAll: view.kind === 'all' && all.length > CATEGORY_RESULTS,
    };
  });
}

/** site spec 2.11: the other sites show a single "Results" list of the first 10. */
export function singleList(results: readonly SearchResultView[]): SearchResultView[] {
  return results.slice(0, SINGLE_LIST_RESULTS);
}
