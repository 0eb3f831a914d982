/**
 * The content API (site spec 7 "Content API"): documents, document lists and resource bundles from the
 * content system's HAL API. Every call is a GET with the HST-Authorization header, cached for the page session
 * by runtime/http. Each schema validates the fields the widgets read and lets other fields through.
 */
import { z } from '../runtime/zod';
import { requestJson, type CallContext } from '../runtime/http';

/** The call's context (the element's configuration and signal) and which content API it asks. */
export interface ContentCallOptions extends CallContext {
  /** Which resource API: the section's ({base}, the default) or the content system's own ({cmsBase}). */
  api?: 'content' | 'cms';
}

// ---------------------------------------------------------------------------------------------------------------
// Schemas: what the widgets read (site spec 3 "Content document / list item", 7 "Content API")

const optionalString = z.optional(z.string());

export const documentMetaSchema = z.looseObject({
  id: optionalString,
  path: optionalString,
  /** e.g. {b}:FeatureFund (fund cards keep only those). */
  type: optionalString,
  totalSize: z.optional(z.number()),
  size: z.optional(z.number()),
});

const mirroredBinarySchema = z.looseObject({
  _meta: z.optional(z.looseObject({ mirror: z.optional(z.looseObject({ path: optionalString, id: optionalString })) })),
});

export const contentDocumentSchema = z.looseObject({
  _meta: z.optional(documentMetaSchema),
  title: optionalString,
  subtitle: optionalString,
  subhead: optionalString,
  subtitle2: optionalString,
  summary: optionalString,
  /** Epoch milliseconds; negative means none (site spec 3). */
  publicationDate: z.optional(z.nullable(z.number())),
  html: z.optional(z.nullable(z.looseObject({ content: optionalString, value: optionalString }))),
  image: z.optional(z.nullable(mirroredBinarySchema)),
  time: optionalString,
  keys: z.optional(z.nullable(z.array(z.string()))),
  videoId: optionalString,
  itemType: optionalString,
  itemPrefix: optionalString,
  LinkList: z.optional(z.nullable(z.looseObject({ links: z.optional(z.array(z.unknown())) }))),
  /** Id of the author subscription document (site spec 7). */
  authorSubscription: optionalString,
  /** An image document read with ?_fields=description. */
  description: optionalString,
  /** An author-subscription document: status and name. */
  status: optionalString,
  name: optionalString,
});
export type ContentDocument = z.infer<typeof contentDocumentSchema>;

const documentListSchema = documentListSchemaOf(contentDocumentSchema);

export interface DocumentList {
  /** _meta.totalSize: every matching document, not only the ones returned. */
  totalSize: number;
  documents: ContentDocument[];
}

const resourceBundleSchema = z.looseObject({
  bundles: z.looseObject({ default: z.record(z.string(), z.string()) }),
});

// ---------------------------------------------------------------------------------------------------------------
// Calls

/** Query values keep the readable characters the spec's URLs show (/content/documents/..., cti:title, @keys). */
function queryValue(value: string | number): string {
  return encodeURIComponent(value)
    .replace(/%2F/gi, '/')
    .replace(/%3A/gi, ':')
    .replace(/%40/g, '@')
    .replace(/%2C/gi, ',');
}

function call<T>(path: string, schema: z.ZodMiniType<T>, options: ContentCallOptions): Promise<T> {
  const { config } = options;
  const base = options.api === 'cms' ? config.api.cms : config.api.content;
  // site spec 7: "Requests to the content system send the header HST-Authorization."
  const headers: Record<string, string> = config.contentToken ? { 'HST-Authorization': config.contentToken } : {};
  return requestJson(`${base}/halapi${path}`, schema, { headers, signal: options.signal, timeoutMs: config.timeoutMs });
}

/**
 * A GET of the content API with the calling element's context: {base}/halapi{path} (or {cmsBase} with
 * api 'cms'), the HST-Authorization header, the element's signal and time limit. Services of other content
 * (insights, taxonomy) build on it.
 */
export function getContent<T>(
  path: string,
  schema: z.ZodMiniType<T>,
  api: 'content' | 'cms',
  context: CallContext,
): Promise<T> {
  return call(path, schema, { ...context, api });
}

/** A documents query string: _scope, _sort, _limit (-1: all), then _expr and _fields when given (site spec 7). */
export function documentQueryString(query: DocumentQuery): string {
  let search = `?_scope=${queryValue(query.scope)}`;
  if (query.sort) search += `&_sort=${queryValue(query.sort)}`;
  search += `&_limit=${query.limit ?? -1}`;
  if (query.offset) search += `&_offset=${query.offset}`;
  if (query.expr) search += `&_expr=${queryValue(query.expr)}`;
  if (query.fields) search += `&_fields=${queryValue(query.fields)}`;
  return search;
}

/**
 * One document: GET {base}/halapi/documents/{id}, optionally `?_fields=...` (site spec 7: an image's
 * description, a blog article's keys).
 */
export function getDocument(id: string, options: ContentCallOptions & { fields?: string }): Promise<ContentDocument> {
  const query = options.fields ? `?_fields=${queryValue(options.fields)}` : '';
  return call(`/documents/${encodeURIComponent(id)}${query}`, contentDocumentSchema, options);
}

export interface DocumentQuery {
  /**
   * A content type whose documents are listed ({base}/halapi/{type}?_scope=..., products spec 7: {b}:Accordion,
   * {b}:FormsAndApplications); every document type (/halapi/documents?...) when not given.
   */
  type?: string;
  /** _scope, as the spec builds it (e.g. /content/documents/{channel}{scope}). */
  scope: string;
  /** _sort: a field, "-" in front for descending (site spec 9). */
  sort?: string;
  /** _limit; site spec 9: "document lists otherwise use _limit=-1 (all)". */
  limit?: number;
  /** _offset: the documents before it are skipped (the next page of a list longer than its _limit). */
  offset?: number;
  /** _expr, e.g. jcr:contains(@hippotaxonomy:keys,'{topic}'). */
  expr?: string;
  /** _fields. */
  fields?: string;
}

function documentListSchemaOf<D extends z.ZodMiniType>(document: D) {
  return z.looseObject({
    _meta: z.optional(z.looseObject({ totalSize: z.optional(z.number()) })),
    _embedded: z.optional(z.looseObject({ documents: z.optional(z.array(document)) })),
  });
}

/** {base}/halapi/{type}?... for a content type's documents, {base}/halapi/documents?... for every type. */
function documentListPath(query: DocumentQuery): string {
  return `/${query.type ? queryValue(query.type) : 'documents'}${documentQueryString(query)}`;
}

/**
 * Documents of a scope: GET {base}/halapi/documents?_scope=...&_sort=...&_limit=...[&_expr=...]
 * (site spec 7). Reads _meta.totalSize and _embedded.documents.
 */
export async function listDocuments(query: DocumentQuery, options: ContentCallOptions): Promise<DocumentList> {
  const data = await call(documentListPath(query), documentListSchema, options);
  const documents = data._embedded?.documents ?? [];
  return { totalSize: data._meta?.totalSize ?? documents.length, documents };
}

/**
 * Like `listDocuments`, with the caller's own schema of a document (a content type whose fields differ from the
 * list item's: a glossary entry's summary is an object, a fund class has product documents).
 */
export async function listDocumentsOf<T>(
  query: DocumentQuery,
  documentSchema: z.ZodMiniType<T>,
  options: ContentCallOptions,
): Promise<{ totalSize: number; documents: T[] }> {
  const data = await call(documentListPath(query), documentListSchemaOf(documentSchema), options);
  const documents = (data._embedded?.documents ?? []) as T[];
  return { totalSize: data._meta?.totalSize ?? documents.length, documents };
}

/**
 * Texts of a resource bundle (footer texts, phone and e-mail keys): GET {base}/halapi/resourcebundles/{name},
 * reading bundles.default (site spec 7).
 */
export async function getResourceBundle(name: string, options: ContentCallOptions): Promise<Record<string, string>> {
  const data = await call(`/resourcebundles/${encodeURIComponent(name)}`, resourceBundleSchema, options);
  return data.bundles.default;
}

// ---------------------------------------------------------------------------------------------------------------
// Resource bundle documents of the administration folder (products spec 7 "Content system", site spec 7:
// "Product disclosure and landing lookups use {cmsBase}/halapi/documents?_scope=/content/documents/administration/
// {b}-common&_expr=jcr:contains(@resourcebundle:id, '{key}')")

const bundleDocumentListSchema = z.looseObject({
  _embedded: z.optional(
    z.looseObject({
      documents: z.optional(
        z.array(
          z.looseObject({
            id: optionalString,
            basename: optionalString,
            bundles: z.optional(z.looseObject({ default: z.optional(z.record(z.string(), z.string())) })),
          }),
        ),
      ),
    }),
  ),
});

/**
 * The texts (bundles.default) of the resource bundle document whose resourcebundle:id is `key`, found in
 * /content/documents/administration/{b}-common ({b} the configuration's brand code) on {cmsBase} unless `api` says
 * otherwise; {} when no document
 * matches. jcr:contains is a text match, so the document whose id is the key is preferred over the first one.
 */
export async function getBundleDocument(key: string, options: ContentCallOptions): Promise<Record<string, string>> {
  const { brandCode } = options.config;
  const search =
    `?_scope=${queryValue(`/content/documents/administration/${brandCode}-common`)}` +
    `&_expr=${queryValue(`jcr:contains(@resourcebundle:id, '${key}')`)}`;
  const data = await call(`/documents${search}`, bundleDocumentListSchema, { ...options, api: options.api ?? 'cms' });
  const documents = data._embedded?.documents ?? [];
  const document = documents.find((d) => d.id === key || d.basename === key) ?? documents[0];
  return document?.bundles?.default ?? {};
}

/**
 * The texts of several resource bundle documents in one call (products spec 7: "_expr selecting the resource
 * bundles summary.prospectus.details, mail.order.details and literature.doctypes. Reads basename and
 * bundles.default"): the keys' jcr:contains clauses joined with "or", each document told apart by its basename
 * (or its resourcebundle:id). A key no document answers gives {}.
 */
export async function getBundleDocuments<K extends string>(
  keys: readonly K[],
  options: ContentCallOptions,
): Promise<Record<K, Record<string, string>>> {
  const { brandCode } = options.config;
  const expr = keys.map((key) => `jcr:contains(@resourcebundle:id, '${key}')`).join(' or ');
  const search =
    `?_scope=${queryValue(`/content/documents/administration/${brandCode}-common`)}` + `&_expr=${queryValue(expr)}`;
  const data = await call(`/documents${search}`, bundleDocumentListSchema, { ...options, api: options.api ?? 'cms' });
  const documents = data._embedded?.documents ?? [];
  const texts = {} as Record<K, Record<string, string>>;
  for (const key of keys) {
    const document = documents.find((d) => d.basename === key) ?? documents.find((d) => d.id === key);
    texts[key] = document?.bundles?.default ?? {};
  }
  return texts;
}

/** products spec 7: the resourcebundle:id of the fund-disclosure reference map. */
export const FUND_DISCLOSURE_REFERENCE_MAP = 'fund.disclosure.reference.map';

/** Footnote numbers by cusip (products spec 3 "disclosureRef"), cusips in upper case. */
export type FundDisclosureRefs = Readonly<Record<string, string>>;

/** One entry of the map: a cusip (nine letters and digits, * @ # in private placements) and a footnote number. */
const disclosureEntrySchema = z.tuple([
  z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[0-9A-Z*@#]{9}$/)),
  z.string().check(z.trim(), z.regex(/^[1-9]\d{0,2}$/)),
]);

/**
 * The footnote numbers of a fund-disclosure reference map's texts. An entry that is not a cusip and a footnote
 * number is left out with a warning naming it, so one mistyped entry neither breaks the others nor shows a
 * wrong mark.
 */
export function fundDisclosureRefs(texts: Readonly<Record<string, string>>): FundDisclosureRefs {
  const refs: Record<string, string> = {};
  for (const entry of Object.entries(texts)) {
    const parsed = z.safeParse(disclosureEntrySchema, entry);
    if (parsed.success) refs[parsed.data[0]] = parsed.data[1];
    else
      console.warn(
        `${FUND_DISCLOSURE_REFERENCE_MAP}: "${entry[0]}": "${entry[1]}" is not a cusip and a footnote number; left out.`,
      );
  }
  return refs;
}

/**
 * The fund-disclosure reference map (products spec 2.14, 7): footnote numbers by cusip. A failure rejects; the
 * widget's data hook logs it and uses {} (products spec 7: "On a non-OK response these lookups log the failure
 * and use empty data").
 */
export async function getFundDisclosureRefs(options: ContentCallOptions): Promise<FundDisclosureRefs> {
  return fundDisclosureRefs(await getBundleDocument(FUND_DISCLOSURE_REFERENCE_MAP, options));
}

/**
 * A fund's footnote number (products spec 3 "disclosureRef: the footnote number looked up by cusip"), or undefined
 * when the map has none for its cusip. The fund tables mark a row with it; the fund page's disclosures name it.
 */
export function footnoteOf(refs: FundDisclosureRefs, cusip: string | null | undefined): string | undefined {
  const key = cusip?.trim().toUpperCase();
  return key && Object.hasOwn(refs, key) ? refs[key] : undefined;
}

/**
 * The performance disclosures of a product (products spec 2.14 "performance disclosures per product", 7): GET
 * {cmsBase}/halapi/documents?_scope=/content/documents/{b}-{advisor|investor}/products/{product}/performance-disclosure
 * &_limit=-1, the investor folder on the investor site and the advisor folder elsewhere. Each document's HTML
 * (html.content, else html.value) in the order the content system lists them; a document without HTML is left out.
 * The HTML is sanitised where it is shown.
 */
export async function getPerformanceDisclosures(productPath: string, options: ContentCallOptions): Promise<string[]> {
  const { config } = options;
  const site = config.audience === 'investor' ? 'investor' : 'advisor';
  const scope = `/content/documents/${config.brandCode}-${site}/products/${productPath}/performance-disclosure`;
  const { documents } = await listDocuments({ scope }, { ...options, api: options.api ?? 'cms' });
  return documents.flatMap((document) => {
    const html = document.html?.content?.trim() || document.html?.value?.trim();
    return html ? [html] : [];
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The list item the widgets show (site spec 3 "Content document / list item")

export interface ContentItem {
  id?: string;
  path?: string;
  title: string;
  subtitle: string;
  subtitle2: string;
  /** Duration text. */
  time: string;
  /** Epoch milliseconds, undefined when none (negative means none). */
  publicationDate?: number;
  summary: string;
  html: string;
  imageUrl?: string;
  imageId?: string;
  videoId?: string;
  itemType: string;
  itemPrefix: string;
  keys: string[];
  linkList: unknown[];
}

/**
 * A document as a list item: id and path from _meta, subtitle from subtitle or subhead, html from html.content
 * or html.value, imageUrl {binariesBase}/{image._meta.mirror.path} (site spec 3).
 */
export function toContentItem(document: ContentDocument, binariesBase = '/binaries'): ContentItem {
  const mirror = document.image?._meta?.mirror;
  const date = document.publicationDate;
  const item: ContentItem = {
    title: document.title ?? '',
    subtitle: document.subtitle ?? document.subhead ?? '',
    subtitle2: document.subtitle2 ?? '',
    time: document.time ?? '',
    summary: document.summary ?? '',
    html: document.html?.content ?? document.html?.value ?? '',
    itemType: document.itemType ?? '',
    itemPrefix: document.itemPrefix ?? '',
    keys: document.keys ?? [],
    linkList: document.LinkList?.links ?? [],
  };
  if (document._meta?.id) item.id = document._meta.id;
  if (document._meta?.path) item.path = document._meta.path;
  if (typeof date === 'number' && date >= 0) item.publicationDate = date;
  if (mirror?.path) item.imageUrl = `${binariesBase}/${mirror.path.replace(/^\/+/, '')}`;
  if (mirror?.id) item.imageId = mirror.id;
  if (document.videoId) item.videoId = document.videoId;
  return item;
}
