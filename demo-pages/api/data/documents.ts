/**
 * The content repository the HAL API serves: every document by id and in path order. Built on first use and
 * kept (the data is deterministic and never changes while the server runs).
 *
 * Other fixture data (products, literature) can add documents with `addDocumentSource` before the first
 * request; each source is a function called once when the repository is built.
 */
import { disclaimerDocuments } from './disclaimers';
import { buildInsights } from './insights';
import { markupSampleInsights } from './insights-markup';
import { registrationDocuments } from './registration-content';
import { mirror, type HalDocument } from './types';

export type DocumentSource = () => readonly HalDocument[];

const PRESS_RELEASES = '/content/documents/cm-common/press-releases';

function pressReleases(): HalDocument[] {
  const releases: Array<[number, number, number, string, string]> = [
    [2024, 2, 12, 'calder-meridian-expands-municipal-bond-team', 'Calder Meridian expands its municipal bond team'],
    [2024, 6, 3, 'calder-meridian-launches-two-active-etfs', 'Calder Meridian launches two active ETFs'],
    [
      2024,
      10,
      21,
      'calder-meridian-names-new-chief-economist',
      'Calder Meridian names Thomas Whitcombe chief economist',
    ],
    [
      2025,
      1,
      27,
      'calder-meridian-opens-collective-investment-trusts',
      'Calder Meridian opens collective investment trusts to retirement plans',
    ],
    [2025, 5, 19, 'calder-meridian-reduces-fund-expenses', 'Calder Meridian reduces expenses on six mutual funds'],
    [
      2025,
      9,
      8,
      'calder-meridian-model-portfolios-anniversary',
      'Calder Meridian model portfolios reach five-year track record',
    ],
  ];
  return releases.map(([year, month, day, slug, title], index) => ({
    _meta: {
      id: `press-release-${year}-${index + 1}`,
      path: `${PRESS_RELEASES}/${year}/${slug}`,
      type: 'cm:PressRelease',
      name: slug,
    },
    title,
    subtitle: 'Press release',
    publicationDate: Date.UTC(year, month, day, 13),
    summary: `${title}. The announcement was made today in Boston.`,
    html: {
      content: `<p>BOSTON &ndash; ${title}, the firm announced today.</p><p>&ldquo;Our clients asked for this, and we are glad to deliver it,&rdquo; said Margaret Okafor, Chief Investment Officer.</p><p>About Calder Meridian: Calder Meridian is an investment-management firm serving financial professionals, individual investors and institutions.</p>`,
    },
    LinkList: {
      links: [
        {
          text: 'Download the release',
          icon: 'info',
          target: '_blank',
          url: `/binaries/content/assets/cm/press/${slug}.pdf`,
          Link: [mirror(`content/assets/cm/press/${slug}.pdf`, `press-pdf-${year}-${index + 1}`)],
        },
      ],
    },
    keys: [],
  }));
}

/** site spec 7: the icon map value list, read with _limit=40 as listitem[] {key, label}. */
function iconMap(): HalDocument {
  const items: Array<[string, string]> = [
    ['Article', 'article'],
    ['Client materials', 'client-materials'],
    ['Worksheets', 'worksheet'],
    ['Chart', 'chart'],
    ['Whitepaper', 'whitepaper'],
    ['Video', 'video'],
    ['Video series', 'video-series'],
    ['Video list', 'video-list'],
    ['Podcast', 'podcast'],
    ['CE credit', 'ce-credit'],
  ];
  return {
    _meta: {
      id: 'cm-icon-map',
      path: '/content/documents/administration/value-lists/cm-icon-map',
      type: 'selection:valuelist',
      name: 'cm-icon-map',
    },
    listitem: items.map(([key, label]) => ({ key, label })),
  };
}

export interface ContentRepository {
  byId: ReadonlyMap<string, HalDocument>;
  /** Every document, sorted by path. */
  all: readonly HalDocument[];
}

const extraSources: DocumentSource[] = [];
let repository: ContentRepository | undefined;

/** Adds documents from another fixture module; call at import time, before the first request. */
export function addDocumentSource(source: DocumentSource): void {
  extraSources.push(source);
  repository = undefined;
}

export function buildRepository(sources: readonly DocumentSource[]): ContentRepository {
  const byId = new Map<string, HalDocument>();
  for (const source of sources) {
    for (const doc of source()) {
      if (byId.has(doc._meta.id)) throw new Error(`Two fixture documents share the id ${doc._meta.id}`);
      byId.set(doc._meta.id, doc);
    }
  }
  const all = [...byId.values()].sort((a, b) =>
    a._meta.path < b._meta.path ? -1 : a._meta.path > b._meta.path ? 1 : 0,
  );
  return { byId, all };
}

/** The repository, built on first use. */
export function contentRepository(): ContentRepository {
  repository ??= buildRepository([
    disclaimerDocuments,
    () => {
      const insights = buildInsights();
      return [...insights.articles, ...insights.authors, ...insights.subscriptions, ...insights.images];
    },
    markupSampleInsights,
    pressReleases,
    () => [iconMap()],
    registrationDocuments,
    ...extraSources,
  ]);
  return repository;
}
