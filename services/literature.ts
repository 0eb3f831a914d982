/**
 * Fund literature from the content system (products spec 7 "Content system", 3 "Literature"): the funds and fund
 * classes of a product type with their documents, the summary-prospectus data, the literature resource bundles
 * and the managed-accounts (SMA) accordion. Forms, trusts, the glossary and the retirement literature are in
 * literature-resources.ts. Every call takes the calling element's `CallContext` last. The schemas read what the
 * widgets use and let other fields through; each call hands back plain objects with links resolved against the
 * binaries base.
 */
import { z } from '../runtime/zod';
import { cmsText } from '../runtime/cms-text';
import { linkContextsOf } from '../runtime/secured-links';
import { logRetrievalFailure, ServiceError, type CallContext } from '../runtime/http';
import { getBundleDocuments, listDocumentsOf } from './content';
import {
  LITERATURE_BUNDLES,
  PROSPECTUS_DOMAIN_KEY,
  SUMMARY_PROSPECTUS_FLAGS,
  type FundLiteratureProductType,
  type SummaryProspectusFlag,
} from './literature-vocabulary';

// ---------------------------------------------------------------------------------------------------------------
// Shared pieces of the schemas

/** An optional text field (absent, null or a string). */
export const optionalText = z.optional(z.nullable(z.string()));
const text = optionalText;
/** A flag the content system sends as a boolean (some documents carry it as the string "true"). */
const flag = z.optional(z.nullable(z.union([z.boolean(), z.string()])));
const isSet = (value: boolean | string | null | undefined) => value === true || value === 'true';

/** _meta of a listed document: id, path, type. */
export const metaSchema = z.optional(z.looseObject({ id: text, path: text, type: text }));
const mirrorSchema = z.looseObject({
  _meta: z.optional(z.nullable(z.looseObject({ mirror: z.optional(z.nullable(z.looseObject({ path: text }))) }))),
});
/** A link of the content system: Link[0].string (an address) or a mirrored binary. */
export const linkTargetSchema = z.looseObject({
  string: text,
  _meta: z.optional(z.nullable(z.looseObject({ mirror: z.optional(z.nullable(z.looseObject({ path: text }))) }))),
});
type LinkTarget = z.infer<typeof linkTargetSchema>;

/** A mirrored binary's address: {binariesBase}/{mirror path} (site spec 2.1). */
export function binaryUrl(path: string | null | undefined, binariesBase: string): string {
  if (!path) return '';
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path)) return path;
  const base = binariesBase.replace(/\/+$/, '');
  const clean = path.replace(/^\/+/, '');
  // A mirror path already under the binaries base is kept as it is.
  return `/${clean}`.startsWith(`${base}/`) ? `/${clean}` : `${base}/${clean}`;
}

/** A link's address: Link[0].string, else the mirrored binary under the binaries base. */
export function linkUrl(target: LinkTarget | undefined, binariesBase: string): string {
  if (!target) return '';
  if (target.string) return target.string;
  return binaryUrl(target._meta?.mirror?.path, binariesBase);
}

/** /content/documents/{b}-{site}{rest}. */
export const scopeOf = (context: CallContext, site: 'advisor' | 'investor', rest: string) =>
  `/content/documents/${context.config.brandCode}-${site}${rest}`;

// ---------------------------------------------------------------------------------------------------------------
// Funds and fund classes of a product type (products spec 3 "Fund class document", 7)

const fundDocumentSchema = z.looseObject({ _meta: metaSchema, fundCategory: text });

/**
 * The fund categories of a product type's funds, by the fund document's id and path: GET {cmsBase}/halapi/
 * documents?_scope=/content/documents/{b}-advisor/products/{productType}/funds&_fields=fundCategory&_limit=-1.
 */
export async function getFundCategories(
  productType: FundLiteratureProductType,
  context: CallContext,
): Promise<Map<string, string>> {
  const query = {
    scope: scopeOf(context, 'advisor', `/products/${productType}/funds`),
    fields: 'fundCategory',
  };
  const { documents } = await listDocumentsOf(query, fundDocumentSchema, { ...context, api: 'cms' });
  const categories = new Map<string, string>();
  for (const fund of documents) {
    const category = cmsText(fund.fundCategory);
    if (!category) continue;
    if (fund._meta?.id) categories.set(fund._meta.id, category);
    if (fund._meta?.path) categories.set(fund._meta.path, category);
  }
  return categories;
}

const productDocumentSchema = z.looseObject({
  docType: text,
  ucmRefId: text,
  /** The mirror path of the file: a mirror reference, or its path as text. */
  file: z.optional(z.nullable(z.union([z.string(), mirrorSchema]))),
  /** The document's own name; the spec names none, so the doc type stands in when it is absent. */
  fileName: text,
  displayLiterature: flag,
  displayInvestor: flag,
  userContext: text,
});

const fundClassDocumentSchema = z.looseObject({
  _meta: metaSchema,
  title: text,
  cusipId: text,
  symbol: text,
  classCategory: text,
  closedFundMsg: text,
  /** products spec 3: "a reference to the fund": the fund document's id (or path), or an object holding it. */
  fundName: z.optional(z.nullable(z.union([z.string(), z.looseObject({ id: text, path: text })]))),
  productDocuments: z.optional(z.nullable(z.array(productDocumentSchema))),
});

export interface ProductDocument {
  docType: string;
  fileName: string;
  ucmRefId?: string;
  /** The file's address under the binaries base; '' when the document has no file. */
  url: string;
  displayLiterature: boolean;
  displayInvestor: boolean;
  /** The user contexts the document's link requires, space-separated (runtime/secured-links `linkContextsOf`). */
  contexts?: string;
}

export interface FundClassDocument {
  /** The fund's name (the class document's title). */
  title: string;
  cusip: string;
  symbol: string;
  /** The share class; null when the document gives none (products spec 2.15: shown as None). */
  classCategory: string | null;
  /** The id or path of the fund document, whose fundCategory is the row's fundGroup. */
  fundRef?: string;
  closedFundMsg?: string;
  documents: ProductDocument[];
}

export interface FundClassQuery {
  /** products spec 7: the RIA variant adds closedFundMsg and @{b}fund:type='RIA'. */
  ria?: boolean;
}

/**
 * The active fund classes of a product type with their documents (products spec 7): GET {cmsBase}/halapi/
 * documents?_scope=/content/documents/{b}-advisor/products/{productType}/classes&_sort={b}fund:title
 * &_fields=title,cusipId,symbol,classCategory,productDocuments,fundName&_expr=@{b}fund:status='1'&_limit=-1.
 * The RIA variant adds closedFundMsg and @{b}fund:type='RIA', and for mutual funds @{b}fund:fundClass='Institutional2'.
 */
export async function getFundClassDocuments(
  productType: FundLiteratureProductType,
  query: FundClassQuery,
  context: CallContext,
): Promise<FundClassDocument[]> {
  const b = context.config.brandCode;
  const fields = ['title', 'cusipId', 'symbol', 'classCategory', 'productDocuments', 'fundName'];
  const expr = [`@${b}fund:status='1'`];
  if (query.ria) {
    fields.push('closedFundMsg');
    expr.push(`@${b}fund:type='RIA'`);
    if (productType === 'mutual-funds') expr.push(`@${b}fund:fundClass='Institutional2'`);
  }
  const { documents } = await listDocumentsOf(
    {
      scope: scopeOf(context, 'advisor', `/products/${productType}/classes`),
      sort: `${b}fund:title`,
      fields: fields.join(','),
      expr: expr.join(' and '),
    },
    fundClassDocumentSchema,
    { ...context, api: 'cms' },
  );
  const binaries = context.config.binariesBase;
  return documents.map((doc) => {
    const ref = typeof doc.fundName === 'string' ? doc.fundName : (doc.fundName?.id ?? doc.fundName?.path);
    const fundClass: FundClassDocument = {
      title: cmsText(doc.title),
      cusip: doc.cusipId ?? '',
      symbol: doc.symbol ?? '',
      classCategory: doc.classCategory ? doc.classCategory : null,
      documents: (doc.productDocuments ?? []).map((document) => {
        const file = document.file;
        const product: ProductDocument = {
          docType: document.docType ?? '',
          fileName: cmsText(document.fileName) || cmsText(document.docType),
          url: binaryUrl(typeof file === 'string' ? file : file?._meta?.mirror?.path, binaries),
          displayLiterature: isSet(document.displayLiterature),
          displayInvestor: isSet(document.displayInvestor),
        };
        if (document.ucmRefId) product.ucmRefId = document.ucmRefId;
        const contexts = linkContextsOf(document);
        if (contexts) product.contexts = contexts;
        return product;
      }),
    };
    if (ref) fundClass.fundRef = ref;
    if (doc.closedFundMsg) fundClass.closedFundMsg = cmsText(doc.closedFundMsg);
    return fundClass;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Summary prospectus data and the literature bundles (products spec 3, 7)

const summaryProspectusSchema = z.looseObject({
  _meta: metaSchema,
  cusip: text,
  ...Object.fromEntries(SUMMARY_PROSPECTUS_FLAGS.map((name) => [name, flag])),
});

export interface SummaryProspectus {
  cusip: string;
  /** The flags that are set, in the spec's order. */
  flags: SummaryProspectusFlag[];
}

/**
 * Summary-prospectus data (products spec 7): GET {cmsBase}/halapi/documents?_scope=/content/documents/
 * {b}-advisor/common/summary-prospectus&_limit=-1[&_expr=@{b}fund:cusip='{cusip}'].
 */
export async function getSummaryProspectuses(
  cusip: string | undefined,
  context: CallContext,
): Promise<SummaryProspectus[]> {
  const query = {
    scope: scopeOf(context, 'advisor', '/common/summary-prospectus'),
    ...(cusip ? { expr: `@${context.config.brandCode}fund:cusip='${cusip.replace(/'/g, '')}'` } : {}),
  };
  const { documents } = await listDocumentsOf(query, summaryProspectusSchema, { ...context, api: 'cms' });
  return documents
    .filter((doc) => doc.cusip)
    .map((doc) => ({
      cusip: doc.cusip as string,
      flags: SUMMARY_PROSPECTUS_FLAGS.filter((name) => isSet((doc as Record<string, unknown>)[name] as string)),
    }));
}

export interface LiteratureBundles {
  /** prospectusDetail.domain of summary.prospectus.details: the prospectus-hosting service's address. */
  prospectusDomain: string;
  /** mail.order.details: a doc type's mail-order value; a doc type without one is not orderable. */
  mailOrder: Readonly<Record<string, string>>;
  /** literature.doctypes: the last segment of a summary-prospectus document's address, by flag. */
  docTypes: Readonly<Record<string, string>>;
}

/**
 * The resource bundles summary.prospectus.details, mail.order.details and literature.doctypes in one call
 * (products spec 7): GET {cmsBase}/halapi/documents?_scope=/content/documents/administration/{b}-common
 * &_expr=jcr:contains(@resourcebundle:id, '...') or ..., reading basename and bundles.default.
 */
export async function getLiteratureBundles(context: CallContext): Promise<LiteratureBundles> {
  const texts = await getBundleDocuments(Object.values(LITERATURE_BUNDLES), { ...context, api: 'cms' });
  return {
    prospectusDomain: (texts[LITERATURE_BUNDLES.summaryProspectus][PROSPECTUS_DOMAIN_KEY] ?? '').replace(/\/+$/, ''),
    mailOrder: texts[LITERATURE_BUNDLES.mailOrder],
    docTypes: texts[LITERATURE_BUNDLES.docTypes],
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The managed-accounts accordion of the SMA tab (products spec 7)

const accordionLinkSchema = z.looseObject({
  text: text,
  Link: z.optional(z.nullable(z.array(linkTargetSchema))),
  userContext: text,
});
const accordionLinksSchema = z.optional(z.nullable(z.array(accordionLinkSchema)));
const accordionSchema = z.looseObject({
  _meta: metaSchema,
  OuterAccordionCompound: z.optional(
    z.nullable(
      z.array(
        z.looseObject({
          outerLabel: text,
          contentBlock: z.optional(
            z.nullable(
              z.array(
                z.looseObject({
                  innerLabel: text,
                  LinkList: z.optional(z.nullable(z.looseObject({ links: accordionLinksSchema }))),
                  links: accordionLinksSchema,
                }),
              ),
            ),
          ),
        }),
      ),
    ),
  ),
});

export interface AccordionLink {
  text: string;
  url: string;
  /** The user contexts the link requires, space-separated (accounts spec 2.7). */
  contexts?: string;
}

export interface AccordionSection {
  label: string;
  items: Array<{ label: string; links: AccordionLink[] }>;
}

/**
 * The SMA tab's accordion (products spec 7): GET {cmsBase}/halapi/{b}:Accordion?_scope=/content/documents/
 * {b}-advisor/products/managed-accounts&_limit=-1, reading OuterAccordionCompound[].outerLabel,
 * contentBlock[].innerLabel and LinkList.links or links[] {text, Link[0].string or mirror path}.
 */
export async function getSmaAccordion(context: CallContext): Promise<AccordionSection[]> {
  const b = context.config.brandCode;
  const { documents } = await listDocumentsOf(
    { type: `${b}:Accordion`, scope: scopeOf(context, 'advisor', '/products/managed-accounts') },
    accordionSchema,
    { ...context, api: 'cms' },
  );
  const binaries = context.config.binariesBase;
  return documents.flatMap((doc) =>
    (doc.OuterAccordionCompound ?? []).map((outer) => ({
      label: outer.outerLabel ?? '',
      items: (outer.contentBlock ?? []).map((block) => ({
        label: block.innerLabel ?? '',
        links: (block.LinkList?.links ?? block.links ?? []).map((link) => {
          const contexts = linkContextsOf(link);
          return { text: link.text ?? '', url: linkUrl(link.Link?.[0], binaries), ...(contexts ? { contexts } : {}) };
        }),
      })),
    })),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// One library tab's data

export interface FundLiteratureData {
  fundCategories: Map<string, string>;
  classes: FundClassDocument[];
  summaryProspectuses: SummaryProspectus[];
  bundles: LiteratureBundles;
}

const EMPTY_BUNDLES: LiteratureBundles = { prospectusDomain: '', mailOrder: {}, docTypes: {} };

/**
 * A lookup the call can do without (products spec 7: "On a non-OK response these lookups log the failure and use
 * empty data"): its failure is logged and `empty` used. An aborted lookup, or anything but a service failure,
 * still rejects.
 */
async function orLogged<T>(lookup: Promise<T>, empty: T): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    if (!(error instanceof ServiceError) || error.kind === 'aborted') throw error;
    logRetrievalFailure(error);
    return empty;
  }
}

/**
 * Everything a fund tab of the library (or the RIA table) reads, the four calls in parallel. The fund classes are
 * the rows: their failure rejects (the element's data hook logs it and shows no rows); the fund categories, the
 * summary prospectuses and the bundles only add to the rows, so each of those is logged and left empty.
 */
export async function getFundLiterature(
  productType: FundLiteratureProductType,
  query: FundClassQuery,
  context: CallContext,
): Promise<FundLiteratureData> {
  const [fundCategories, classes, summaryProspectuses, bundles] = await Promise.all([
    orLogged(getFundCategories(productType, context), new Map<string, string>()),
    getFundClassDocuments(productType, query, context),
    orLogged(getSummaryProspectuses(undefined, context), []),
    orLogged(getLiteratureBundles(context), EMPTY_BUNDLES),
  ]);
  return { fundCategories, classes, summaryProspectuses, bundles };
}

/** The SMA tab's data: the accordion (its failure rejects) and the mail-order bundle (logged and left empty). */
export async function getSmaLiterature(
  context: CallContext,
): Promise<{ sections: AccordionSection[]; bundles: LiteratureBundles }> {
  const [sections, bundles] = await Promise.all([
    getSmaAccordion(context),
    orLogged(getLiteratureBundles(context), EMPTY_BUNDLES),
  ]);
  return { sections, bundles };
}
