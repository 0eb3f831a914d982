/**
 * Insights (site spec 2.9 latest insights block, 2.10, 3 "Insight / blog article", 7 "Insights list", "Latest
 * insights", the Blog Categories taxonomy; 9 "Insights"): the content API calls of the insights list and the
 * latest-insights block, what they read, and the words, limits and texts of both, defined once here for the
 * widgets and the fixture backend.
 */
import { z } from '../runtime/zod';
import { cmsText } from '../runtime/cms-text';
import type { CallContext } from '../runtime/http';
import type { Audience } from '../runtime/config';
import { readJson, writeJson } from '../runtime/storage';
import { linkContextsOf } from '../runtime/secured-links';
import { documentQueryString, getContent } from './content';

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary (site spec 2.9, 2.10, 3, 9)

/** site spec 9: "page and increment size 9". */
export const INSIGHTS_PAGE_SIZE = 9;
/** site spec 9: "search box when more than 9 items". */
export const INSIGHTS_SEARCH_THRESHOLD = 9;
/** site spec 9: "default content limit 100". */
export const INSIGHTS_CONTENT_LIMIT = 100;
/** site spec 9: "default sort field cti:publicationDate". */
export const INSIGHTS_SORT_FIELD = 'cti:publicationDate';
/** site spec 9: "latest insights at most 3". */
export const LATEST_INSIGHTS_LIMIT = 3;
/** site spec 2.10: topic and type query parameters of the insights list. */
export const TOPIC_PARAMETER = 'topic';
export const TYPE_PARAMETER = 'type';
/** site spec 9: "Topic auto-scroll: to 500 px after 500 ms". */
export const TOPIC_SCROLL = { delayMs: 500, top: 500 } as const;

/** site spec 2.9, 2.10: this key is never a chip and never a topic link. */
export const CLIENT_MATERIALS_KEY = 'client-materials';

export type SortOrder = 'asc' | 'desc';

/** site spec 3: itemType values with icons, and the icon each shows (the {b}-icon-map value list's labels). */
export const ITEM_TYPE_ICONS = {
  Article: 'article',
  'Client materials': 'client-materials',
  Worksheets: 'worksheet',
  Chart: 'chart',
  Whitepaper: 'whitepaper',
  Video: 'video',
  'Video series': 'video-series',
  'Video list': 'video-list',
  Podcast: 'podcast',
  'CE credit': 'ce-credit',
} as const;
export type ItemType = keyof typeof ITEM_TYPE_ICONS;
export type ItemTypeIcon = (typeof ITEM_TYPE_ICONS)[ItemType];

/** site spec 2.9: the latest insights block's subscription button styles. */
export const SUBSCRIPTION_BUTTON_STYLES = ['Primary', 'Reverse Primary', 'Tertiary', 'Reverse Tertiary'] as const;
export type SubscriptionButtonStyle = (typeof SUBSCRIPTION_BUTTON_STYLES)[number];

/** site spec 7: the taxonomy the chips come from. */
export const BLOG_TAXONOMY = 'Blog Categories';
/** site spec 9: "Blog category order: Thought Leadership, Author, Topic, Product Insights". */
export const BLOG_CATEGORY_ORDER = ['Thought Leadership', 'Author', 'Topic', 'Product Insights'] as const;

/**
 * The scope of a site's insights when a block names none: the blog channel's insights folder, or the
 * institutional channel's on the institutional site (site spec 2.1 names the {b}-blog and {b}-institutional
 * channels; the folder below them is the content system's).
 */
export function defaultInsightsScope(audience: Audience, brandCode: string): string {
  return `/content/documents/${brandCode}-${audience === 'institutional' ? 'institutional' : 'blog'}/insights`;
}

/** The subscribe button's text when the block gives none (site spec 2.9 names the button, not its text). */
export const DEFAULT_SUBSCRIBE_TEXT = 'Subscribe';

/** site spec 2.9 latest insights block: where "View all insights" leads by default. */
export function allInsightsPath(audience: Audience): string {
  return audience === 'institutional' ? '/institutional/insights/latest-insights' : '/insights/latest-insights';
}

/** site spec 2.9, 2.10, 8: the texts of the insights list and the latest insights block. */
export const INSIGHTS_TEXTS = {
  filterBy: 'Filter by:',
  searchInsights: 'Search insights',
  /** With {n} the cards shown and {total} the insights that match. */
  displaying: 'Displaying {n} of {total} insights',
  clearAllFilters: 'Clear all filters',
  loadMore: 'Load More',
  noResults: 'No results found',
  noResultsHint: 'Clear all filters or try another search.',
  viewAllInsights: 'View all insights',
  noInsight: 'There is no Insight available',
  /** Follows noInsight when a topic is set. */
  noInsightForTopic: 'for "{topic}" topic',
  /**
   * site spec 8 "Documents fetch non-OK: an error notice with a status, a title and a text; their values are not
   * shown". Ours: the status is the notice's own (an error: role="alert" and the error colour), with this title and
   * text and a Retry button. A visitor is never told "No results found" for insights that did not arrive.
   */
  failureTitle: 'Insights are not available right now',
  failureText: 'The insights could not be loaded. Please try again.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Schemas (site spec 3 "Insight / blog article", "Taxonomy entry", 7)

const text = z.optional(z.nullable(z.string()));

const mirrorSchema = z.looseObject({
  _meta: z.optional(z.looseObject({ mirror: z.optional(z.looseObject({ path: text, id: text })) })),
});

export const insightDocumentSchema = z.looseObject({
  _meta: z.looseObject({ id: z.string(), path: z.string(), name: text }),
  name: text,
  title: text,
  /** Epoch milliseconds (negative: none), or a date text. */
  publicationDate: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  date: z.optional(z.nullable(z.union([z.number(), z.string()]))),
  hidePublicationDate: z.optional(z.nullable(z.boolean())),
  image: z.optional(z.nullable(mirrorSchema)),
  cardSummary: text,
  bannerSummary: text,
  summary: text,
  subtitle: text,
  html: z.optional(z.nullable(z.looseObject({ content: text, value: text }))),
  types: z.optional(z.nullable(z.array(z.string()))),
  itemType: text,
  time: text,
  keys: z.optional(z.nullable(z.array(z.string()))),
  authors: z.optional(z.nullable(z.array(z.looseObject({ displayName: text, title: text })))),
  userContext: text,
});
export type InsightDocument = z.infer<typeof insightDocumentSchema>;

const insightListSchema = z.looseObject({
  _meta: z.optional(z.looseObject({ totalSize: z.optional(z.number()) })),
  _embedded: z.optional(z.looseObject({ documents: z.optional(z.array(insightDocumentSchema)) })),
});

interface TaxonomyCategory {
  key: string;
  infos?: { en_US?: { name?: string | undefined } | undefined; en?: { name?: string | undefined } | undefined };
  categories?: TaxonomyCategory[] | undefined;
}

const taxonomyCategorySchema: z.ZodMiniType<TaxonomyCategory> = z.looseObject({
  key: z.string(),
  infos: z.optional(
    z.looseObject({
      en_US: z.optional(z.looseObject({ name: z.optional(z.string()) })),
      en: z.optional(z.looseObject({ name: z.optional(z.string()) })),
    }),
  ),
  get categories() {
    return z.optional(z.array(taxonomyCategorySchema));
  },
});

const taxonomySchema = z.looseObject({ categories: z.array(taxonomyCategorySchema) });

/** site spec 3 "Taxonomy entry". */
export interface TaxonomyEntry {
  key: string;
  name: string;
}
const taxonomyEntriesSchema = z.array(z.object({ key: z.string(), name: z.string() }));
const ignoredKeysSchema = z.array(z.string());

// ---------------------------------------------------------------------------------------------------------------
// The list item (site spec 3 "As a list item")

export interface InsightItem {
  id: string;
  path: string;
  /** The document name: the article's slug. */
  name: string;
  title: string;
  /** Epoch milliseconds; undefined when none or hidden (hidePublicationDate). */
  publicationDate?: number;
  authors: Array<{ displayName: string; title: string }>;
  cardSummary: string;
  bannerSummary: string;
  subtitle: string;
  /** The body text's HTML (the article list's search looks into it). */
  html: string;
  /** {binariesBase}/{image path}. */
  imageUrl?: string;
  /** site spec 3: the large rendition, {imageUrl}/{last segment}/brxp:large. */
  largeImageUrl?: string;
  imageId?: string;
  /** types[], or the itemType when there are none. */
  types: string[];
  time: string;
  keys: string[];
  /** The user contexts the article's link requires, space-separated (accounts spec 2.7); none when absent. */
  contexts?: string;
}

function dateOf(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const time = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(time) && time >= 0 ? time : undefined;
}

/**
 * A list document as the cards read it (site spec 3): names, summaries, image URLs and dates normalised. Every text
 * field is text as written (runtime/cms-text: references decoded, markup dropped); the body stays HTML.
 */
export function toInsightItem(document: InsightDocument, binariesBase = '/binaries'): InsightItem {
  const mirror = document.image?._meta?.mirror;
  const name = document.name ?? document._meta.name ?? document._meta.path.split('/').pop() ?? '';
  const types = document.types?.length ? document.types : document.itemType ? [document.itemType] : [];
  const item: InsightItem = {
    id: document._meta.id,
    path: document._meta.path,
    name,
    title: cmsText(document.title),
    authors: (document.authors ?? []).map((a) => ({ displayName: cmsText(a.displayName), title: cmsText(a.title) })),
    cardSummary: cmsText(document.cardSummary ?? document.summary),
    bannerSummary: cmsText(document.bannerSummary),
    subtitle: cmsText(document.subtitle),
    html: document.html?.content ?? document.html?.value ?? '',
    types: types.map(cmsText),
    time: cmsText(document.time),
    keys: document.keys ?? [],
  };
  const date = document.hidePublicationDate ? undefined : dateOf(document.date ?? document.publicationDate);
  if (date !== undefined) item.publicationDate = date;
  if (mirror?.path) {
    const path = mirror.path.replace(/^\/+/, '');
    item.imageUrl = `${binariesBase}/${path}`;
    item.largeImageUrl = `${item.imageUrl}/${path.split('/').pop()}/brxp:large`;
  }
  if (mirror?.id) item.imageId = mirror.id;
  const contexts = linkContextsOf(document);
  if (contexts) item.contexts = contexts;
  return item;
}

// ---------------------------------------------------------------------------------------------------------------
// Calls (site spec 7)

/*
 * Failures: the two readings of site spec 8 for the content calls, and which calls each applies to:
 * - "Documents fetch non-OK: an error notice ..." applies to the documents that are the block's content: the
 *   insights list's documents, the latest insights block's, and the article's own document. Their failure shows the
 *   notice with Retry (INSIGHTS_TEXTS.failureTitle, failureText; the article's in its own words), never an empty
 *   list or a "not found".
 * - "Content API failure: status logged; empty data used" applies to what only dresses that content: the Blog
 *   Categories taxonomy (chips and topic names), an image's description (its alt text), an article's authors (their
 *   bios) and its author subscription (the subscribe button). Their failure is logged and leaves that part out.
 */

export interface InsightsQuery {
  /** _scope, as the block gives it. */
  scope: string;
  /** Default cti:publicationDate. */
  sortField?: string;
  /** "desc" prefixes "-" (the default: newest first). */
  sortOrder?: SortOrder;
}

function sortOf(query: InsightsQuery): string {
  return `${(query.sortOrder ?? 'desc') === 'desc' ? '-' : ''}${query.sortField || INSIGHTS_SORT_FIELD}`;
}

export interface InsightList {
  totalSize: number;
  insights: InsightItem[];
}

/** At most this many calls read one list: 20 pages of 100 is far more insights than a site has. */
export const INSIGHTS_MAX_PAGES = 20;

/**
 * The insights list: GET {base}/halapi/documents?_scope={scope}&_sort={-}{sortField}&_limit={pageSize}, reading
 * _embedded.documents and _meta.totalSize (site spec 7). pageSize defaults to the content limit, 100 (site spec 9).
 * When _meta.totalSize says there are more, the next pages are read with &_offset=100, 200 ... (at once, after the
 * first), so a scope of more than 100 insights is read whole, never cut off.
 */
export async function listInsights(
  query: InsightsQuery & { pageSize?: number },
  context: CallContext,
): Promise<InsightList> {
  const limit = query.pageSize ?? INSIGHTS_CONTENT_LIMIT;
  const page = (offset: number) =>
    getContent(
      `/documents${documentQueryString({ scope: query.scope, sort: sortOf(query), limit, offset })}`,
      insightListSchema,
      'content',
      context,
    );
  const first = await page(0);
  const documents = [...(first._embedded?.documents ?? [])];
  const totalSize = Math.max(first._meta?.totalSize ?? documents.length, documents.length);
  // A page shorter than the limit is the last, whatever the total says.
  if (documents.length === limit && totalSize > limit) {
    const offsets: number[] = [];
    for (let offset = limit; offset < totalSize && offsets.length < INSIGHTS_MAX_PAGES - 1; offset += limit)
      offsets.push(offset);
    const pages = await Promise.all(offsets.map(page));
    for (const more of pages) documents.push(...(more._embedded?.documents ?? []));
  }
  // A document that moved between pages while they were read is shown once.
  const seen = new Set<string>();
  const unique = documents.filter((d) => !seen.has(d._meta.id) && seen.add(d._meta.id));
  return {
    totalSize,
    insights: unique.map((d) => toInsightItem(d, context.config.binariesBase)),
  };
}

/**
 * site spec 7 "Latest insights": GET {base}/halapi/documents?_scope={scope}&_sort={[-]sortField}&_limit=3, adding
 * &_expr=jcr:contains(@hippotaxonomy:keys,'{topic}') when a topic is set.
 */
export async function latestInsights(
  query: InsightsQuery & { topic?: string },
  context: CallContext,
): Promise<InsightItem[]> {
  const topic = query.topic?.trim();
  const search = documentQueryString({
    scope: query.scope,
    sort: sortOf(query),
    limit: LATEST_INSIGHTS_LIMIT,
    // The key is a taxonomy key; a quote in it would end the expression.
    ...(topic ? { expr: `jcr:contains(@hippotaxonomy:keys,'${topic.replace(/'/g, '')}')` } : {}),
  });
  const data = await getContent(`/documents${search}`, insightListSchema, 'content', context);
  return (data._embedded?.documents ?? []).map((d) => toInsightItem(d, context.config.binariesBase));
}

/** An image's description, its alt text: GET {base}/halapi/documents/{imageId}?_fields=description (site spec 7). */
export async function getImageDescription(imageId: string, context: CallContext): Promise<string> {
  const schema = z.looseObject({ description: text });
  const data = await getContent(
    `/documents/${encodeURIComponent(imageId)}?_fields=description`,
    schema,
    'content',
    context,
  );
  return data.description ?? '';
}

export interface FlatTaxonomy {
  entries: TaxonomyEntry[];
  /** The keys left out of the entries: the top-level groups, which name a kind of category, not a topic. */
  ignored: string[];
}

const nameOf = (category: TaxonomyCategory) =>
  cmsText(category.infos?.en_US?.name ?? category.infos?.en?.name) || category.key;

/**
 * site spec 7: the taxonomy flattened to {key, name} (a name from infos.en_US.name or infos.en.name) minus the
 * ignored keys. The groups come in the blog category order of site spec 9 (the others after them, as sent),
 * each group's entries depth first.
 */
export function flattenTaxonomy(categories: readonly TaxonomyCategory[]): FlatTaxonomy {
  const rank = (category: TaxonomyCategory) => {
    const index = (BLOG_CATEGORY_ORDER as readonly string[]).indexOf(nameOf(category));
    return index < 0 ? BLOG_CATEGORY_ORDER.length : index;
  };
  const groups = categories.map((category, index) => ({ category, index }));
  groups.sort((a, b) => rank(a.category) - rank(b.category) || a.index - b.index);
  const ignored = groups.map((g) => g.category.key);
  const entries: TaxonomyEntry[] = [];
  const seen = new Set(ignored);
  const walk = (list: readonly TaxonomyCategory[]) => {
    for (const category of list) {
      if (!seen.has(category.key)) {
        seen.add(category.key);
        entries.push({ key: category.key, name: nameOf(category) });
      }
      walk(category.categories ?? []);
    }
  };
  for (const { category } of groups) walk(category.categories ?? []);
  return { entries, ignored };
}

/**
 * The Blog Categories taxonomy, flattened: GET {cmsBase}/halapi/taxonomies/Blog%20Categories, cached in session
 * storage under INSTITUTIONAL-TAXONOMIES and IGNORED-TAXONOMIES (site spec 7); a stored copy saves the call.
 */
export async function getBlogTaxonomy(context: CallContext): Promise<TaxonomyEntry[]> {
  const stored = readJson('session', 'INSTITUTIONAL-TAXONOMIES', taxonomyEntriesSchema);
  if (stored && readJson('session', 'IGNORED-TAXONOMIES', ignoredKeysSchema)) return stored;
  const data = await getContent(`/taxonomies/${encodeURIComponent(BLOG_TAXONOMY)}`, taxonomySchema, 'cms', context);
  const { entries, ignored } = flattenTaxonomy(data.categories);
  writeJson('session', 'INSTITUTIONAL-TAXONOMIES', entries);
  writeJson('session', 'IGNORED-TAXONOMIES', ignored);
  return entries;
}
