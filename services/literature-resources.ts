/**
 * Literature beside the fund library (products spec 2.13, 2.17, 2.19, 2.20, 2.23, 3, 7): forms and applications,
 * collective investment trusts and stable value funds, the index description glossary and the tax centre's capital
 * gains and dividends distributions from the content system, and the retirement literature service
 * (/service/funds/literature). Every call takes the calling element's `CallContext` last.
 */
import { z } from '../runtime/zod';
import { cmsText } from '../runtime/cms-text';
import { requestJson, type CallContext } from '../runtime/http';
import type { Audience } from '../runtime/config';
import { listDocumentsOf } from './content';
import { binaryUrl, linkTargetSchema, linkUrl, metaSchema, optionalText as text, scopeOf } from './literature';
import { RETIREMENT_CLASS, type RetirementScope } from './literature-vocabulary';

// ---------------------------------------------------------------------------------------------------------------
// Forms and applications (products spec 2.17, 3, 7)

const formSchema = z.looseObject({
  _meta: metaSchema,
  title: text,
  description: z.optional(z.nullable(z.looseObject({ content: text }))),
  link: z.optional(z.nullable(z.looseObject({ Link: z.optional(z.nullable(z.array(linkTargetSchema))) }))),
  productType: text,
  documentType: text,
});

export interface FormDocument {
  id: string;
  title: string;
  /** description.content: HTML from the content system, to be sanitised where it is shown. */
  descriptionHtml: string;
  url: string;
  /** A dotted key, e.g. productType.Mutual-Funds. */
  productType: string;
  /** Hyphenated, e.g. Account-Applications. */
  documentType: string;
}

/**
 * Forms and applications (products spec 7; spec 6: the investor site reads the investor folder): GET {cmsBase}/
 * halapi/{b}:FormsAndApplications?_scope=/content/documents/{b}-{investor|advisor}/resources/forms-and-applications
 * &_sort={b}:productType&_limit=-1.
 */
export async function getFormsAndApplications(audience: Audience, context: CallContext): Promise<FormDocument[]> {
  const b = context.config.brandCode;
  const site = audience === 'investor' ? 'investor' : 'advisor';
  const { documents } = await listDocumentsOf(
    {
      type: `${b}:FormsAndApplications`,
      scope: scopeOf(context, site, '/resources/forms-and-applications'),
      sort: `${b}:productType`,
    },
    formSchema,
    { ...context, api: 'cms' },
  );
  return documents.map((doc, index) => ({
    id: doc._meta?.id ?? doc._meta?.path ?? String(index),
    title: cmsText(doc.title),
    descriptionHtml: doc.description?.content ?? '',
    url: linkUrl(doc.link?.Link?.[0], context.config.binariesBase),
    productType: doc.productType ?? '',
    documentType: doc.documentType ?? '',
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Collective investment trusts and stable value funds (products spec 2.19, 3 "CIT row", 7)

const citSchema = z.looseObject({
  _meta: metaSchema,
  title: text,
  content: z.optional(
    z.nullable(z.array(z.looseObject({ text: text, Link: z.optional(z.nullable(z.array(linkTargetSchema))) }))),
  ),
});

export interface CitDocument {
  id: string;
  /** products spec 3: "fundName (from the document title)". */
  fundName: string;
  docs: Array<{ fileName: string; url: string }>;
}

/**
 * CIT and stable value documents of a scope (products spec 7): GET {cmsBase}/halapi/documents?_scope={scope}
 * &_limit=-1, reading title, content[].text and content[].Link[0]._meta.mirror.path.
 */
export async function getCitDocuments(scope: string, context: CallContext): Promise<CitDocument[]> {
  const { documents } = await listDocumentsOf({ scope }, citSchema, { ...context, api: 'cms' });
  return documents.map((doc, index) => ({
    id: doc._meta?.id ?? doc._meta?.path ?? String(index),
    fundName: cmsText(doc.title),
    docs: (doc.content ?? [])
      .map((item) => ({
        fileName: cmsText(item.text),
        url: binaryUrl(item.Link?.[0]?._meta?.mirror?.path, context.config.binariesBase),
      }))
      .filter((doc) => doc.fileName !== '' || doc.url !== ''),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Index description glossary (products spec 2.13, 3 "Glossary entry", 7)

const glossarySchema = z.looseObject({
  _meta: metaSchema,
  title: text,
  summary: z.optional(z.nullable(z.union([z.string(), z.looseObject({ content: text })]))),
});

export interface GlossaryEntry {
  title: string;
  /** summary.content: HTML from the content system. */
  summaryHtml: string;
}

/**
 * The index description glossary (products spec 7; spec 6: its scope follows the site variant): GET {cmsBase}/
 * halapi/documents?_scope=/content/documents/{b}-{advisor|investor}/products/index-description-glossary-spa/
 * body-content&_fields=title,summary&_limit=-1.
 */
export async function getIndexGlossary(audience: Audience, context: CallContext): Promise<GlossaryEntry[]> {
  const site = audience === 'investor' ? 'investor' : 'advisor';
  const { documents } = await listDocumentsOf(
    {
      scope: scopeOf(context, site, '/products/index-description-glossary-spa/body-content'),
      fields: 'title,summary',
    },
    glossarySchema,
    { ...context, api: 'cms' },
  );
  return documents.map((doc) => ({
    title: cmsText(doc.title),
    summaryHtml: typeof doc.summary === 'string' ? doc.summary : (doc.summary?.content ?? ''),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Capital gains and dividends distributions: the tax centre (products spec 2.23, 3, 7)

const distributionsSchema = z.looseObject({
  _meta: metaSchema,
  title: text,
  content: z.optional(
    z.nullable(z.array(z.looseObject({ text: text, Link: z.optional(z.nullable(z.array(linkTargetSchema))) }))),
  ),
});

/** products spec 3: "Capital gains and dividends distributions: [{title, reports [{name, url}]}]". */
export interface DistributionsSection {
  id: string;
  title: string;
  reports: Array<{ name: string; url: string }>;
}

/**
 * The tax centre's sections (products spec 7): GET {cmsBase}/halapi/documents?_scope=/content/documents/{b}-advisor/
 * resources/tax-center/capital-gains-and-dividends&_fields=title,content&_limit=-1, reading title, content[].text
 * and Link[0].string (a mirrored binary stands in where the link has no address). A report with neither a name nor
 * an address is left out.
 */
export async function getCapitalGainsAndDividends(context: CallContext): Promise<DistributionsSection[]> {
  const { documents } = await listDocumentsOf(
    {
      scope: scopeOf(context, 'advisor', '/resources/tax-center/capital-gains-and-dividends'),
      fields: 'title,content',
    },
    distributionsSchema,
    { ...context, api: 'cms' },
  );
  return documents.map((doc, index) => ({
    id: doc._meta?.id ?? doc._meta?.path ?? String(index),
    title: cmsText(doc.title),
    reports: (doc.content ?? [])
      .map((item) => ({
        name: cmsText(item.text),
        url: linkUrl(item.Link?.[0], context.config.binariesBase),
      }))
      .filter((report) => report.name !== '' || report.url !== ''),
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Retirement literature (products spec 2.20, 3 "Retirement mutual fund literature row", 7)

/** The service's XML-born JSON gives a single element where a list has one item. */
const oneOrMany = <T extends z.ZodMiniType>(item: T) => z.optional(z.nullable(z.union([z.array(item), item])));
function listOf<T>(value: T | T[] | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

const retirementDocumentSchema = z.looseObject({ fileName: text, url: text });
const retirementFundSchema = z.looseObject({
  cusip: text,
  fundName: text,
  subCategoryName: text,
  documentTypes: z.optional(
    z.nullable(
      z.looseObject({
        documentType: oneOrMany(
          z.looseObject({
            documents: z.optional(z.nullable(z.looseObject({ document: oneOrMany(retirementDocumentSchema) }))),
          }),
        ),
      }),
    ),
  ),
});
const retirementResponseSchema = z.looseObject({
  fundLiterature: z.optional(
    z.nullable(
      z.looseObject({
        literature: z.optional(
          z.nullable(
            z.looseObject({ funds: z.optional(z.nullable(z.looseObject({ fund: oneOrMany(retirementFundSchema) }))) }),
          ),
        ),
      }),
    ),
  ),
});

export interface RetirementFund {
  cusip: string;
  fundName: string;
  /** subCategoryName: the DCIO scope groups rows by it. */
  group: string;
  documents: Array<{ fileName: string; url: string }>;
}

/**
 * Retirement literature (products spec 7): GET {products}/service/funds/literature?classes=Institutional3
 * &type={TARGET|DCIO} → fundLiterature.literature.funds.fund[] {cusip, fundName, subCategoryName,
 * documentTypes.documentType[].documents.document[] {fileName, url}}.
 */
export async function getRetirementLiterature(scope: RetirementScope, context: CallContext): Promise<RetirementFund[]> {
  const url = `${context.config.api.products}/service/funds/literature?classes=${RETIREMENT_CLASS}&type=${scope}`;
  const data = await requestJson(url, retirementResponseSchema, {
    signal: context.signal,
    timeoutMs: context.config.timeoutMs,
  });
  return listOf(data.fundLiterature?.literature?.funds?.fund).map((fund) => ({
    cusip: fund.cusip ?? '',
    fundName: cmsText(fund.fundName),
    group: cmsText(fund.subCategoryName),
    documents: listOf(fund.documentTypes?.documentType).flatMap((type) =>
      listOf(type.documents?.document).map((document) => ({
        fileName: cmsText(document.fileName),
        url: document.url ?? '',
      })),
    ),
  }));
}
