/**
 * Site search and autocomplete (site spec 2.11, 7 "Search", 9 "Search"; products spec 7 "Autocomplete"):
 * POST {search}/api/{collection}/search and GET {search}/api/{site code}/autocomplete/{term}, with the words,
 * limits and texts of the search page defined once here for the widgets and the fixture backend.
 */
import { z } from '../runtime/zod';
import { requestJson, type CallContext } from '../runtime/http';
import type { Audience } from '../runtime/config';

// ---------------------------------------------------------------------------------------------------------------
// Vocabulary (site spec 2.11, 9)

/** site spec 2.11: the advisor site's result categories, in this order. */
export const SEARCH_CATEGORIES = ['Products', 'Resources', 'Insights', 'Leadership', 'Other'] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** site spec 7, 9: how many results each site asks for. */
export const SEARCH_COUNTS: Readonly<Record<Audience, number>> = { advisor: 200, investor: 50, institutional: 50 };
/** site spec 9: results per category on the advisor site. */
export const CATEGORY_RESULTS = 5;
/** site spec 9: "up to 99 on "View all"". */
export const VIEW_ALL_RESULTS = 99;
/** site spec 9: the other sites' single list shows the first 10. */
export const SINGLE_LIST_RESULTS = 10;
/** site spec 9: "Search results delay: 1 s"; the loading image shows at least this long. */
export const SEARCH_RESULTS_DELAY_MS = 1000;
/** site spec 9 / products spec 9: the autocomplete asks for 5 suggestions. */
export const AUTOCOMPLETE_COUNT = 5;
/**
 * How long a typed term must stay unchanged before its suggestions are asked for, so fast typing asks once
 * per pause (the spec cancels the earlier request; it does not fix a delay).
 */
export const AUTOCOMPLETE_SETTLE_MS = 150;
/** site spec 7: the autocomplete's field parameter. */
export const AUTOCOMPLETE_FIELD = 'text';
/** The query parameter holding the term on the search page (site spec 2.11). */
export const SEARCH_PARAMETER = 'search';
/**
 * The longest term the search box takes and a search sends. The spec gives none; the search service limits its
 * query (the fixture backend answers 400 above it), and no one searches the site with more than a sentence: 200
 * characters. A longer ?search= is cut to it.
 */
export const SEARCH_TERM_MAX_LENGTH = 200;

/** site spec 5: characters replaced by spaces before searching. */
export const SEARCH_SPECIAL_CHARACTERS = '?.*+~(){}[]-^|$/&:"\'';

/**
 * site spec 3, 6: the source value of a result from a secured source, shown with a lock. The spec names the
 * rule, not the value; this is the value the search index writes for the secured area's pages.
 */
export const SECURE_SOURCE = 'secure';

/** site spec 3: the entity model names a result's lines are built from. */
export const ENTITY_MODELS = {
  title: 'Title',
  omniTitle: 'Omni_Title',
  description: 'description',
  omniDescription: 'Omni_description',
  descriptionAlt: 'Description',
  category: 'Category',
  publicationNames: 'publication_names',
  publishedTime: 'published_time',
  fundName: 'Fundname',
  fundClass: 'Fundclass',
  ticker: 'Ticker',
  products: 'Products',
  productType: 'Producttype',
  alternateTitle: 'Alternatetitle',
} as const;

/** site spec 2.11, 8: the texts of the search page. */
export const SEARCH_TEXTS = {
  placeholder: 'Please enter a search term',
  searchButton: 'Search',
  viewAll: 'View all',
  backToResults: 'Back to results',
  results: 'Results',
  /** site spec 2.11, 8, with {term} the visitor's term. */
  noResults:
    'Sorry, no results were found for "{term}". You can check the spelling, or try using a different search term.',
  /** site spec 2.8: the loading image's alt text. */
  loading: 'Loading...',
  /**
   * A search that failed (site spec 7 "On failure the result is {results:[]}", 8 "Search failure: empty results"):
   * no result lines show, as the spec says, and the page says the search did not run, with Retry, rather than the
   * no-results text, whose advice to check the spelling would be wrong. The spec gives no words; these are ours.
   */
  failureTitle: 'Search is not available right now',
  /** With {term} the visitor's term. */
  failureText: 'Your search for "{term}" could not be completed. Please try again.',
  /**
   * What a screen reader hears when the results appear (a polite status; the spec has no text for it): the number
   * of results kept after filtering, with {count} and {term}. The no-results text is announced as it is.
   */
  resultsAnnouncement: '{count} results for "{term}"',
  resultAnnouncement: '1 result for "{term}"',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Collections and request bodies (site spec 7)

/**
 * The search collection and autocomplete site code of a site: {b}-adv for the advisor site (site spec 7); the
 * investor and institutional codes follow the same pattern.
 */
export function searchCollection(audience: Audience, brandCode: string): string {
  const suffix = audience === 'investor' ? 'inv' : audience === 'institutional' ? 'inst' : 'adv';
  return `${brandCode}-${suffix}`;
}

/** site spec 7: the fields the advisor collection matches the term across. */
export const ADVISOR_QUERY_FIELDS = [
  'title',
  'document.Title',
  'document.Alternatetitle',
  'document.Fundname',
  'document.Cusip',
  'document.Omni_Description',
  'enriched_html.entities.text',
  'document.Ticker',
  'document.Omni_title',
  'text',
] as const;

/** site spec 7: the other collections match title (weight 3), enriched_html.entities.text or text. */
export const OTHER_QUERY_FIELDS = [
  { field: 'title', weight: 3 },
  { field: 'enriched_html.entities.text' },
  { field: 'text' },
] as const;

/** site spec 7: what each collection returns. */
export const ADVISOR_RETURN = ['title', 'metadata', 'enriched_html', 'document'] as const;
export const OTHER_RETURN = ['title', 'metadata', 'enriched_html'] as const;

export interface SearchRequestBody {
  query: string;
  count: number;
  xReturn: string[];
  passages: { enabled: false };
}

/** A term as a quoted query value (quotes and backslashes escaped, in case a caller did not sanitise). */
function quoted(term: string): string {
  return `"${term.replace(/["\\]/g, '\\$&')}"`;
}

/**
 * site spec 7: the body of a search. The query is one clause per field, `field:"term"` (weight as `^3`),
 * joined by `|` (any field may match).
 */
export function searchRequestBody(term: string, audience: Audience): SearchRequestBody {
  const value = quoted(term);
  const query =
    audience === 'advisor'
      ? ADVISOR_QUERY_FIELDS.map((field) => `${field}:${value}`).join('|')
      : OTHER_QUERY_FIELDS.map((f) => `${f.field}:${value}${'weight' in f ? `^${f.weight}` : ''}`).join('|');
  return {
    query,
    count: SEARCH_COUNTS[audience],
    xReturn: [...(audience === 'advisor' ? ADVISOR_RETURN : OTHER_RETURN)],
    passages: { enabled: false },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Schemas (site spec 3 "Search result")

/** A text field as search indexes send it: a string, or a list of strings of which the first counts. */
const textField = z.optional(z.nullable(z.union([z.string(), z.array(z.string())])));

const entitySchema = z.looseObject({ model_name: z.optional(z.string()), text: textField });

const resultFieldsShape = {
  title: textField,
  enriched_html: z.optional(z.nullable(z.array(z.looseObject({ entities: z.optional(z.array(entitySchema)) })))),
  document: z.optional(z.nullable(z.record(z.string(), z.unknown()))),
};

export const searchResultSchema = z.looseObject({
  id: z.optional(z.string()),
  source: z.optional(z.nullable(z.string())),
  metadata: z.optional(
    z.nullable(z.looseObject({ source: z.optional(z.nullable(z.looseObject({ url: textField }))) })),
  ),
  ...resultFieldsShape,
  /** site spec 3 names title, enriched_html and document as properties of the result. */
  properties: z.optional(z.nullable(z.looseObject(resultFieldsShape))),
});
export type RawSearchResult = z.infer<typeof searchResultSchema>;

/** site spec 7: "results (an array or a single object)". */
export const searchResponseSchema = z.looseObject({
  results: z.optional(z.nullable(z.union([z.array(searchResultSchema), searchResultSchema]))),
});

export const autocompleteResponseSchema = z.array(z.string());

/** One result as the widgets read it; text is as sent (entities not yet decoded). */
export interface SearchHit {
  /** metadata.source.url; '' when missing. */
  url: string;
  /** properties.title; '' when missing. */
  title: string;
  /** From a secured source (site spec 6). */
  secure: boolean;
  /** properties.enriched_html[0].entities, in order. */
  entities: Array<{ model: string; text: string }>;
  /** properties.document's text fields (advisor collection). */
  document?: Record<string, string>;
}

function firstText(value: string | string[] | null | undefined): string {
  if (Array.isArray(value)) return value.find((v) => v.trim() !== '') ?? '';
  return value ?? '';
}

/** A result as the widgets read it: properties first, the same fields at the top level otherwise. */
export function toSearchHit(result: RawSearchResult): SearchHit {
  const fields = result.properties ?? {};
  const enriched = fields.enriched_html ?? result.enriched_html ?? [];
  const entities = (enriched[0]?.entities ?? []).flatMap((entity) =>
    entity.model_name ? [{ model: entity.model_name, text: firstText(entity.text) }] : [],
  );
  const hit: SearchHit = {
    url: firstText(result.metadata?.source?.url),
    title: firstText(fields.title ?? result.title),
    secure: result.source === SECURE_SOURCE,
    entities,
  };
  const document = fields.document ?? result.document;
  if (document) {
    hit.document = Object.fromEntries(
      Object.entries(document).flatMap(([key, value]) => {
        const text =
          typeof value === 'number'
            ? String(value)
            : typeof value === 'string'
              ? value
              : Array.isArray(value)
                ? firstText(value.filter((v): v is string => typeof v === 'string'))
                : '';
        return text === '' ? [] : [[key, text]];
      }),
    );
  }
  return hit;
}

// ---------------------------------------------------------------------------------------------------------------
// Calls

/**
 * site spec 7: POST {search}/api/{collection}/search for the page's site, with the sanitised term. A failure
 * rejects: the widget's data hook logs it and shows no results (site spec 7 "On failure the result is
 * {results:[]}", 8 "Search failure: empty results"); a cancelled call rejects as aborted, for the hook to ignore.
 */
export async function searchSite(term: string, context: CallContext): Promise<SearchHit[]> {
  const { config, signal } = context;
  const url = `${config.api.search}/api/${searchCollection(config.audience, config.brandCode)}/search`;
  const data = await requestJson(url, searchResponseSchema, {
    method: 'POST',
    body: searchRequestBody(term, config.audience),
    signal,
    timeoutMs: config.timeoutMs,
  });
  const results = data.results ?? [];
  return (Array.isArray(results) ? results : [results]).map(toSearchHit);
}

/**
 * site spec 7 / products spec 7: GET {search}/api/{site code}/autocomplete/{term}?count=5&field=text, an array
 * of suggestions. A cancelled call rejects with kind 'aborted', which callers ignore; other errors reject too.
 */
export function autocomplete(term: string, context: CallContext): Promise<string[]> {
  const { config, signal } = context;
  const site = searchCollection(config.audience, config.brandCode);
  const url =
    `${config.api.search}/api/${site}/autocomplete/${encodeURIComponent(term)}` +
    `?count=${AUTOCOMPLETE_COUNT}&field=${AUTOCOMPLETE_FIELD}`;
  return requestJson(url, autocompleteResponseSchema, { signal, timeoutMs: config.timeoutMs });
}
