/**
 * The subscription catalogue (accounts spec 3.8, 7.4, 9; products spec 2.21-2.22, 3 "Literature subscription"):
 * the managed-content documents read into subscriptions and fund literature, and the rules that choose, order and
 * label them. Plain functions, no DOM, no fetch.
 */
import { z } from '../runtime/zod';
import { cmsText } from '../runtime/cms-text';
import type { ContentDocument } from './content';
import {
  CATEGORY_ORDER,
  COMMENTARY,
  FUND_COMMENTARY,
  LITERATURE_ORDER,
  catalogueTypes,
  publicationRole,
  type PublicationRole,
  type SubscriptionRole,
} from './subscription-vocabulary';

/** accounts spec 3.8 "Subscription" (cti:SubscriptionType): a row of the modal. */
export interface CatalogueSubscription {
  /** The publication id the subscription service knows it by: the document's id. */
  id: string;
  path: string;
  name: string;
  category: string;
  description: string;
  /** Monthly, Weekly, Quarterly or empty (the default). */
  frequency: string;
  availableRoles: PublicationRole[];
  wholesalerLabel: string;
}

/** products spec 3 "Literature subscription": literature[] of a fund. */
export interface LiteratureSubscription {
  /** The publication id: the page id of the literature's path below its fund. */
  id: string;
  path: string;
  name: string;
  frequency: string;
  availableRoles: PublicationRole[];
  wholesalerLabel: string;
}

/** accounts spec 3.8 "Fund subscription" (cti:FundSubscriptionType). */
export interface FundSubscription {
  /** The fund's page id. */
  id: string;
  docId: string;
  path: string;
  name: string;
  cusip: string;
  productType: string;
  assetClass: string;
  availableRoles: PublicationRole[];
  /** Only active literature (default true) is offered. */
  literature: LiteratureSubscription[];
}

export interface SubscriptionCatalogue {
  subscriptions: CatalogueSubscription[];
  funds: FundSubscription[];
  /** The funds' page ids could not be loaded: the subscriptions are here, no fund's literature is. */
  literatureUnavailable?: true;
}

// ---------------------------------------------------------------------------------------------------------------
// Reading the documents (accounts spec 7.4: the fields the catalogue call reads)

const text = z.optional(z.nullable(z.string()));
const roles = z.optional(z.nullable(z.union([z.array(z.string()), z.string()])));
const flag = z.optional(z.nullable(z.union([z.boolean(), z.string()])));
const meta = z.looseObject({ id: z.string(), path: z.string(), type: z.string() });

const subscriptionDocumentSchema = z.looseObject({
  _meta: meta,
  name: z.string(),
  category: text,
  description: text,
  frequency: text,
  xavailableroles: roles,
  status: text,
  wholesalerLabel: text,
});

const literatureCompoundSchema = z.looseObject({
  name: z.string(),
  xavailableroles: roles,
  /** The literature's frequency. */
  staticdropdown: text,
  wholesalerLabel: text,
  active: flag,
});

const fundDocumentSchema = z.looseObject({
  _meta: meta,
  name: z.string(),
  cusip: text,
  productType: text,
  /** The fund's asset class. */
  dynamicdropdown: text,
  xavailableroles: roles,
  active: flag,
  LiteratureCompound: z.optional(z.nullable(z.array(literatureCompoundSchema))),
});

/** "advisor", ["Advisor", "investor"], "advisor,investor": the roles named, each once. */
export function readRoles(value: string | string[] | null | undefined): PublicationRole[] {
  const markers = Array.isArray(value) ? value : (value ?? '').split(',');
  const found = new Set<PublicationRole>();
  for (const marker of markers) {
    const role = publicationRole(marker);
    if (role) found.add(role);
  }
  return [...found];
}

/** accounts spec 3.8: active defaults to true; false or "false" turns it off. */
function isOn(value: boolean | string | null | undefined): boolean {
  if (value === undefined || value === null) return true;
  return typeof value === 'boolean' ? value : value.trim().toLowerCase() !== 'false';
}

/** A literature item's path below its fund, the key its page id is asked for. */
export function literaturePath(fundPath: string, name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${fundPath}/${slug}`;
}

/**
 * The catalogue documents as subscriptions and funds. A subscription whose status is set and not "active" is not
 * offered (site spec 2.9: a subscription button shows only while its subscription is active); a document of
 * another shape is left out with a warning.
 */
export function parseCatalogue(documents: readonly ContentDocument[], brandCode: string): SubscriptionCatalogue {
  const types = catalogueTypes(brandCode);
  const subscriptions: CatalogueSubscription[] = [];
  const funds: FundSubscription[] = [];
  for (const document of documents) {
    const type = document._meta?.type;
    if (type === types.subscription) {
      const parsed = z.safeParse(subscriptionDocumentSchema, document);
      if (!parsed.success) {
        console.warn(`[cm] subscription ${document._meta?.path ?? '?'} is left out:`, parsed.error.issues);
        continue;
      }
      const doc = parsed.data;
      if (doc.status && doc.status.trim().toLowerCase() !== 'active') continue;
      // Names, categories and descriptions read as written (runtime/cms-text): "Risk &amp; Reward" is the name a
      // button's data-subscription-name="Risk & Reward" asks for, and what the modal shows.
      subscriptions.push({
        id: doc._meta.id,
        path: doc._meta.path,
        name: cmsText(doc.name),
        category: cmsText(doc.category),
        description: cmsText(doc.description),
        frequency: doc.frequency ?? '',
        availableRoles: readRoles(doc.xavailableroles),
        wholesalerLabel: doc.wholesalerLabel ?? '',
      });
    } else if (type === types.fund) {
      const parsed = z.safeParse(fundDocumentSchema, document);
      if (!parsed.success) {
        console.warn(`[cm] fund subscription ${document._meta?.path ?? '?'} is left out:`, parsed.error.issues);
        continue;
      }
      const doc = parsed.data;
      if (!isOn(doc.active)) continue;
      funds.push({
        id: '',
        docId: doc._meta.id,
        path: doc._meta.path,
        name: cmsText(doc.name),
        cusip: doc.cusip ?? '',
        productType: doc.productType ?? '',
        assetClass: doc.dynamicdropdown ?? '',
        availableRoles: readRoles(doc.xavailableroles),
        literature: (doc.LiteratureCompound ?? [])
          .filter((item) => isOn(item.active))
          .map((item) => ({
            id: '',
            // The path is built from the name as the content system holds it; the name shown reads as written.
            path: literaturePath(doc._meta.path, item.name),
            name: cmsText(item.name),
            frequency: item.staticdropdown ?? '',
            availableRoles: readRoles(item.xavailableroles),
            wholesalerLabel: item.wholesalerLabel ?? '',
          })),
      });
    }
  }
  return { subscriptions, funds };
}

/** The paths whose page ids the catalogue needs: every fund and every literature item. */
export function cataloguePaths(catalogue: SubscriptionCatalogue): string[] {
  return catalogue.funds.flatMap((fund) => [fund.path, ...fund.literature.map((item) => item.path)]);
}

/** The catalogue with the page ids filled in; a fund or literature item without one cannot be saved and is dropped. */
export function withPageIds(catalogue: SubscriptionCatalogue, pageIds: Readonly<Record<string, string>>) {
  const funds = catalogue.funds.flatMap((fund) => {
    const id = pageIds[fund.path];
    if (!id) return [];
    const literature = fund.literature.flatMap((item) => {
      const itemId = pageIds[item.path];
      return itemId ? [{ ...item, id: itemId }] : [];
    });
    return [{ ...fund, id, literature }];
  });
  return { subscriptions: catalogue.subscriptions, funds } satisfies SubscriptionCatalogue;
}

// ---------------------------------------------------------------------------------------------------------------
// Choosing and ordering (accounts spec 6, 9; products spec 2.22)

/**
 * accounts spec 6: "an Advisor sees advisor items and a Non-Advisor sees investor items". A wholesaler (Employee)
 * sees every item; an item that names no role is offered to both.
 */
export function isAvailableTo(availableRoles: readonly PublicationRole[], role: SubscriptionRole | undefined): boolean {
  if (role === undefined || role === 'Employee' || availableRoles.length === 0) return true;
  return availableRoles.includes(role);
}

/** accounts spec 9: "names matched case-insensitively ignoring non-word characters". */
export function normaliseName(name: string): string {
  return name.toLowerCase().replace(/\W+/g, '');
}

/** Orders subscriptions by their category in `order` (categories not in it last), keeping the catalogue order within one. */
export function sortByCategory<T extends { category: string }>(
  items: readonly T[],
  order: readonly string[] = CATEGORY_ORDER,
): T[] {
  const rank = (item: T) => {
    const index = order.findIndex((category) => normaliseName(category) === normaliseName(item.category));
    return index < 0 ? order.length : index;
  };
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * A category button's subscriptions (accounts spec 2.8, 9): those whose name or category matches the button's
 * category, compared case-insensitively ignoring non-word characters, sorted Thought Leadership, Author, Topic.
 */
export function matchCategory(
  subscriptions: readonly CatalogueSubscription[],
  category: string,
  order: readonly string[] = CATEGORY_ORDER,
): CatalogueSubscription[] {
  const wanted = normaliseName(category);
  if (!wanted) return [];
  const matched = subscriptions.filter(
    (subscription) => normaliseName(subscription.name) === wanted || normaliseName(subscription.category) === wanted,
  );
  return sortByCategory(matched, order);
}

/** Subscriptions by name (the same comparison), in the order the names are given, each once. */
export function matchNames(
  subscriptions: readonly CatalogueSubscription[],
  names: readonly string[],
): CatalogueSubscription[] {
  const found: CatalogueSubscription[] = [];
  for (const name of names) {
    const wanted = normaliseName(name);
    const match = subscriptions.find((subscription) => normaliseName(subscription.name) === wanted);
    if (match && !found.includes(match)) found.push(match);
  }
  return found;
}

/** A fund of the catalogue by cusip (case-insensitive), or else by name. */
export function findFund(
  funds: readonly FundSubscription[],
  wanted: { cusip?: string | undefined; name?: string | undefined },
): FundSubscription | undefined {
  const cusip = wanted.cusip?.trim().toUpperCase();
  if (cusip) return funds.find((fund) => fund.cusip.toUpperCase() === cusip);
  const name = wanted.name ? normaliseName(wanted.name) : '';
  return name ? funds.find((fund) => normaliseName(fund.name) === name) : undefined;
}

/**
 * products spec 2.22: "Literature order: other names first, then Fact Sheet, Monthly Fund Commentary, Commentary,
 * Product Updates, Capital Gains Estimates and Distributions" (other names keep their order).
 */
export function sortLiterature<T extends { name: string }>(items: readonly T[]): T[] {
  const rank = (item: T) => (LITERATURE_ORDER as readonly string[]).indexOf(item.name.trim());
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * products spec 2.22: "A name containing "Fund Commentary" shows as "Commentary". The frequency is appended after
 * " - "."
 */
export function literatureLabel(item: { name: string; frequency: string }): string {
  const name = item.name.includes(FUND_COMMENTARY) ? COMMENTARY : item.name;
  return item.frequency ? `${name} - ${item.frequency}` : name;
}

/** products spec 4: the Commentary literature item of a fund (a CIT row's checkbox updates it), if any. */
export function commentaryOf<T extends { name: string }>(literature: readonly T[]): T | undefined {
  return literature.find((item) => item.name.includes(COMMENTARY));
}

/**
 * A fund's literature item for a literature type as a link list names it (products spec 2.21: "Commentary (PDF)"
 * when the link text contains "commentary"): the Commentary item for a commentary, else the item of that name.
 */
export function findLiterature<T extends { name: string }>(literature: readonly T[], type: string): T | undefined {
  if (type.toLowerCase().includes('commentary')) return commentaryOf(literature);
  const wanted = normaliseName(type);
  return literature.find((item) => normaliseName(item.name) === wanted);
}
