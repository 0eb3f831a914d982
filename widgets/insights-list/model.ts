/**
 * The insights list's and the latest insights block's rules (site spec 2.9 "Show Terms" filter and latest
 * insights block, 2.10, 4 "Insights list", 8, 9 "Insights"): cards, topic and article links per audience,
 * chips, the text search, the filter state with Load More, the query parameters, the column count and the
 * empty texts. Plain functions over the service's list items; no DOM, no fetch.
 */
import { cmsText } from '../../runtime/cms-text';
import { fillTemplate, type Audience } from '../../runtime/config';
import { formatLongDate } from '../../runtime/format';
import {
  allInsightsPath,
  CLIENT_MATERIALS_KEY,
  INSIGHTS_PAGE_SIZE,
  INSIGHTS_SEARCH_THRESHOLD,
  INSIGHTS_TEXTS,
  ITEM_TYPE_ICONS,
  LATEST_INSIGHTS_LIMIT,
  TOPIC_PARAMETER,
  TYPE_PARAMETER,
  type InsightItem,
  type ItemType,
  type ItemTypeIcon,
  type SubscriptionButtonStyle,
  type TaxonomyEntry,
} from '../../services/insights';

// ---------------------------------------------------------------------------------------------------------------
// Links per audience (site spec 2.10)

/** Where the page is: the configuration's audience, site base, preview flag, brand code and time zone, and the path. */
export interface InsightSite {
  audience: Audience;
  siteBase: string;
  preview: boolean;
  brandCode: string;
  pathname: string;
  /** The site's time zone: a date is the day it was there (runtime/format.ts). */
  timeZone: string;
}

/** Preview or the content system's own /site pages (site spec 2.1: "/site/... (content system internal and preview)"). */
const inPreview = (site: InsightSite) => site.preview || site.siteBase.startsWith('/site');

/**
 * site spec 2.10 "Topic links": {siteBase}/insights/latest-insights?topic={key} on the advisor and investor
 * sites; /institutional/insights/latest-insights?topic={key} on the institutional site, or
 * /site/{b}-institutional/insights/latest-insights?topic={key} in preview; /site/blogspa?topic={key} in the local
 * preview of the blog; otherwise (a content-system page without a site channel) the current path.
 */
export function topicHref(key: string, site: InsightSite): string {
  const query = `?${TOPIC_PARAMETER}=${encodeURIComponent(key)}`;
  const path = site.pathname.toLowerCase();
  if (path === '/site/blogspa' || path.startsWith('/site/blogspa/')) return `/site/blogspa${query}`;
  if (site.audience === 'institutional') {
    return inPreview(site)
      ? `/site/${site.brandCode}-institutional/insights/latest-insights${query}`
      : `/institutional/insights/latest-insights${query}`;
  }
  if (/^(\/preview)?\/site$/.test(site.siteBase)) return `${site.pathname}${query}`;
  return `${site.siteBase}/insights/latest-insights${query}`;
}

/** The article's path below its channel's insights folder ({year}/{slug}), for institutional links. */
function pathBelowInsights(item: Pick<InsightItem, 'path' | 'name'>): string {
  const marker = '/insights/';
  const index = item.path.indexOf(marker);
  const rest = index < 0 ? item.name : item.path.slice(index + marker.length);
  return rest.split('/').filter(Boolean).map(encodeURIComponent).join('/');
}

/**
 * site spec 2.10 "Article links": {siteBase}/insights/latest-insights/{slug} (site spec 2.3: the investor site
 * prefixes /investor), /site/blogspa/{slug} in preview; institutional
 * /institutional/insights/latest-insights/{path}, /site/{b}-institutional/insights/latest-insights/{path} in
 * preview.
 */
export function articleHref(item: Pick<InsightItem, 'path' | 'name'>, site: InsightSite): string {
  if (site.audience === 'institutional') {
    const base = inPreview(site) ? `/site/${site.brandCode}-institutional` : '/institutional';
    return `${base}/insights/latest-insights/${pathBelowInsights(item)}`;
  }
  const slug = encodeURIComponent(item.name);
  return inPreview(site) ? `/site/blogspa/${slug}` : `${site.siteBase}/insights/latest-insights/${slug}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Cards (site spec 2.10, 3)

export interface TopicLink {
  key: string;
  name: string;
  /** Absent for client-materials, which is shown but is no link (site spec 2.10). */
  href?: string;
}

export type TypeBadge = { kind: 'type'; label: string; icon?: ItemTypeIcon } | { kind: 'time'; label: string };

export interface InsightCard {
  id: string;
  title: string;
  href: string;
  /** "Month D, YYYY"; '' when the date is none or hidden. */
  date: string;
  /** "displayName, title" separated by "; ". */
  authors: string;
  summary: string;
  imageUrl?: string;
  imageId?: string;
  types: TypeBadge[];
  /** Read time, e.g. "5 min read". */
  time: string;
  topics: TopicLink[];
  /** The user contexts the article requires (accounts spec 2.7): a secured link, locked until an advisor holds them. */
  contexts?: string;
}

/** site spec 2.10: authors as "displayName, title", separated by "; ". */
export function authorsLine(authors: ReadonlyArray<{ displayName: string; title: string }>): string {
  return authors
    .filter((a) => a.displayName.trim() !== '')
    .map((a) => (a.title.trim() ? `${a.displayName}, ${a.title}` : a.displayName))
    .join('; ');
}

/** site spec 3: types with their icons; "A value starting with a digit is shown as a time". */
export function typeBadges(types: readonly string[]): TypeBadge[] {
  return types
    .filter((type) => type.trim() !== '')
    .map((type): TypeBadge => {
      if (/^\d/.test(type)) return { kind: 'time', label: type };
      const icon = Object.hasOwn(ITEM_TYPE_ICONS, type) ? ITEM_TYPE_ICONS[type as ItemType] : undefined;
      return icon ? { kind: 'type', label: type, icon } : { kind: 'type', label: type };
    });
}

/** site spec 2.10: an item's topic links, the keys the taxonomy names, in the item's order. */
export function topicLinks(
  keys: readonly string[],
  taxonomy: readonly TaxonomyEntry[],
  site: InsightSite,
): TopicLink[] {
  const names = new Map(taxonomy.map((entry) => [entry.key, entry.name]));
  return [...new Set(keys)].flatMap((key) => {
    const name = names.get(key);
    if (name === undefined) return [];
    return key === CLIENT_MATERIALS_KEY ? [{ key, name }] : [{ key, name, href: topicHref(key, site) }];
  });
}

/** site spec 2.10: everything an insight card shows. */
export function insightCard(item: InsightItem, taxonomy: readonly TaxonomyEntry[], site: InsightSite): InsightCard {
  const card: InsightCard = {
    id: item.id,
    title: item.title,
    href: articleHref(item, site),
    date: formatLongDate(item.publicationDate, '', site.timeZone),
    authors: authorsLine(item.authors),
    summary: item.cardSummary,
    types: typeBadges(item.types),
    time: item.time,
    topics: topicLinks(item.keys, taxonomy, site),
  };
  if (item.imageUrl) card.imageUrl = item.imageUrl;
  if (item.imageId) card.imageId = item.imageId;
  if (item.contexts) card.contexts = item.contexts;
  return card;
}

// ---------------------------------------------------------------------------------------------------------------
// Chips and the text search (site spec 2.9 "Show Terms", 2.10)

/**
 * site spec 2.9, 2.10: the chips under "Filter by:": the taxonomy's entries, in its order, that at least one
 * item carries; "client-materials" is never a chip.
 */
export function insightChips(items: readonly InsightItem[], taxonomy: readonly TaxonomyEntry[]): TaxonomyEntry[] {
  const carried = new Set(items.flatMap((item) => item.keys));
  return taxonomy.filter((entry) => entry.key !== CLIENT_MATERIALS_KEY && carried.has(entry.key));
}

/** site spec 2.9, 2.10: "Search insights" shows only when there are more than 9 items. */
export function showsSearch(itemCount: number): boolean {
  return itemCount > INSIGHTS_SEARCH_THRESHOLD;
}

/** site spec 2.10: the insights list's search matches the title or the card summary, case-insensitive. */
export function matchesInsightSearch(item: InsightItem, text: string): boolean {
  const term = text.trim().toLowerCase();
  if (term === '') return true;
  return item.title.toLowerCase().includes(term) || item.cardSummary.toLowerCase().includes(term);
}

/** site spec 2.9: the term as a key: lower case, spaces and & " ' replaced by "-". */
export function termAsKey(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[ &"']/g, '-');
}

/**
 * site spec 2.9 "Show Terms": a substring of the title, subtitle or body, or a key that starts with the term as
 * a key. Substrings are compared without case, as the insights list's search is.
 */
export function matchesTermsSearch(item: InsightItem, text: string): boolean {
  const term = text.trim().toLowerCase();
  if (term === '') return true;
  const key = termAsKey(text);
  return (
    [item.title, item.subtitle, cmsText(item.html)].some((field) => field.toLowerCase().includes(term)) ||
    item.keys.some((k) => k.toLowerCase().startsWith(key))
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Filter state (site spec 4 "Insights list")

export interface InsightsFilter {
  /** Selected chip keys: items having any of them are kept. */
  keys: string[];
  /** The search text. */
  text: string;
  /** The type parameter's document types: items of any of them are kept. */
  types: string[];
  /** How many of the filtered items show: 9, then 9 more per Load More. */
  visible: number;
}

export const EMPTY_FILTER: InsightsFilter = { keys: [], text: '', types: [], visible: INSIGHTS_PAGE_SIZE };

export type InsightsFilterAction =
  { type: 'toggle-key'; key: string } | { type: 'search'; text: string } | { type: 'clear' } | { type: 'load-more' };

/**
 * site spec 4: a chip click toggles its key; the text filters on each key press; Clear resets everything;
 * Load More adds 9. Only Clear resets the count shown: a visitor who loaded more keeps them while filtering.
 */
export function insightsFilterReducer(state: InsightsFilter, action: InsightsFilterAction): InsightsFilter {
  switch (action.type) {
    case 'toggle-key': {
      const keys = state.keys.includes(action.key)
        ? state.keys.filter((k) => k !== action.key)
        : [...state.keys, action.key];
      return { ...state, keys };
    }
    case 'search':
      return action.text === state.text ? state : { ...state, text: action.text };
    case 'clear':
      return isFilterSet(state) || state.visible !== INSIGHTS_PAGE_SIZE ? EMPTY_FILTER : state;
    case 'load-more':
      return { ...state, visible: state.visible + INSIGHTS_PAGE_SIZE };
  }
}

/** site spec 2.9: "Clear all filters" is disabled when nothing is set. */
export function isFilterSet(filter: InsightsFilter): boolean {
  return filter.keys.length > 0 || filter.text.trim() !== '' || filter.types.length > 0;
}

/**
 * site spec 2.10, 4: the query parameters topic (a key, selected as a chip) and type (a comma list of
 * document types) start the filter; either one also asks for the auto-scroll.
 */
export function filterFromQuery(search: string): { filter: InsightsFilter; autoScroll: boolean } {
  const params = new URLSearchParams(search);
  const topic = params.get(TOPIC_PARAMETER)?.trim() ?? '';
  const types = (params.get(TYPE_PARAMETER) ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  return {
    filter: { ...EMPTY_FILTER, keys: topic ? [topic] : [], types },
    autoScroll: topic !== '' || types.length > 0,
  };
}

/**
 * The items a filter keeps, in order: any selected key, any of the types (compared without case), and the
 * text search of the list (insights list) or of the article list's "Show Terms" mode.
 */
export function filterInsights(
  items: readonly InsightItem[],
  filter: InsightsFilter,
  search: 'insights' | 'terms' = 'insights',
): InsightItem[] {
  const types = new Set(filter.types.map((t) => t.toLowerCase()));
  const matches = search === 'terms' ? matchesTermsSearch : matchesInsightSearch;
  return items.filter(
    (item) =>
      (filter.keys.length === 0 || item.keys.some((k) => filter.keys.includes(k))) &&
      (types.size === 0 || item.types.some((t) => types.has(t.toLowerCase()))) &&
      matches(item, filter.text),
  );
}

/** The cards shown and whether Load More is offered (site spec 2.10). */
export function visibleInsights(filtered: readonly InsightItem[], filter: InsightsFilter) {
  return { shown: filtered.slice(0, filter.visible), more: filtered.length > filter.visible };
}

/** site spec 2.9: "Displaying {n} of {total} insights": the cards shown of the insights the filter keeps. */
export function displayingText(shown: number, total: number): string {
  return fillTemplate(INSIGHTS_TEXTS.displaying, { n: shown, total });
}

/**
 * site spec 9: the list's column count: a Gallery with a configured grid size uses it; card style 2, or 3 on
 * a wide screen; otherwise 3 when the count is under 10 and (under 3 or divisible by 3), else 4.
 */
export function insightsColumnCount(options: {
  count: number;
  cardStyle: boolean;
  gridSize?: number;
  wideScreen: boolean;
}): number {
  if (options.gridSize && options.gridSize > 0) return options.gridSize;
  if (options.cardStyle) return options.wideScreen ? 3 : 2;
  const { count } = options;
  return count < 10 && (count < 3 || count % 3 === 0) ? 3 : 4;
}

// ---------------------------------------------------------------------------------------------------------------
// Latest insights block (site spec 2.9, 8)

/** site spec 2.9: up to 3 article cards. */
export function latestCards(items: readonly InsightItem[]): InsightItem[] {
  return items.slice(0, LATEST_INSIGHTS_LIMIT);
}

/** site spec 2.9, 8: "There is no Insight available", followed by "for "{topic}" topic" when a topic is set. */
export function latestInsightsEmptyText(topic?: string): string {
  const name = topic?.trim();
  return name
    ? `${INSIGHTS_TEXTS.noInsight} ${fillTemplate(INSIGHTS_TEXTS.noInsightForTopic, { topic: name })}`
    : INSIGHTS_TEXTS.noInsight;
}

/** site spec 2.9: "View all insights" leads to the configured link, else the site's latest insights. */
export function viewAllInsightsHref(audience: Audience, allInsightsLink?: string): string {
  return allInsightsLink?.trim() || allInsightsPath(audience);
}

/**
 * site spec 2.9: the subscribe button's style as its classes: "Primary" a filled button, "Tertiary" a text
 * button; the "Reverse" styles are the same for a dark background.
 */
export function subscribeButtonClass(style: SubscriptionButtonStyle): string {
  const name = style.toLowerCase().replace(/\s+/g, '-');
  const kind = style.endsWith('Tertiary') ? 'tertiary' : 'primary';
  return `cm-button subscribe subscribe--${kind} subscribe--${name}`;
}
