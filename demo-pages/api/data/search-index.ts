/**
 * The search index of the fixture backend (site spec 2.11, 3 "Search result", 7 "Search", 8): one collection per
 * site ({b}-adv, {b}-inv, {b}-inst), built from the fixture funds, their literature, the insights, the leaders,
 * the press releases and the site's own pages. As a real index does, it holds pages marked secure, stale
 * "Page Not Found" pages, the same page twice, entries without a URL or title, entity-encoded text, and a page
 * whose text carries markup and script. Deterministic, built on first use.
 */
import type { Audience } from '../../../runtime/config';
import { SECURE_SOURCE, searchCollection } from '../../../services/search';
import { DEMO_CONTEXTS } from './advisors';
import { contentRepository } from './documents';
import { AUTHORS, buildInsights } from './insights';
import { SCRIPT_PAYLOADS } from './insights-markup';
import { productCatalogue, type FundSeries } from './products';
import type { HalDocument } from './types';

export const BRAND_CODE = 'cm';
const BRAND = 'Calder Meridian';

export interface IndexedEntity {
  model_name: string;
  text: string;
}

export interface IndexedDocument {
  id: string;
  /** metadata.source.url; '' for an entry the crawler stored without one. */
  url: string;
  /** properties.title, as indexed (may hold character references). */
  title: string;
  source: 'public' | typeof SECURE_SOURCE;
  entities: IndexedEntity[];
  /** properties.document: the advisor collection's structured fields. */
  document: Record<string, string>;
  /** The page's text. */
  text: string;
}

export type SearchCollections = ReadonlyMap<string, readonly IndexedDocument[]>;

/** Character references as a crawler keeps them: & and the typographic quote encoded. */
export function encodeText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/\u2019/g, '&#8217;')
    .replace(/\u201c/g, '&ldquo;')
    .replace(/\u201d/g, '&rdquo;');
}

/** products spec 2.1 slug rule, as the site's product URLs use it. */
function slug(name: string): string {
  return encodeURIComponent(
    name
      .replace(/[.,:"’“”?&—/]/g, '')
      .replace(/ - /g, '-')
      .replace(/[\s-]+/g, '-'),
  );
}

const entity = (model_name: string, text: string | undefined): IndexedEntity[] => (text ? [{ model_name, text }] : []);

interface PageSpec {
  path: string;
  title: string;
  description: string;
  category: string;
  secure?: boolean;
  /** The user contexts the page requires (accounts spec 2.7), kept in its document's userContext field. */
  contexts?: string;
  entities?: IndexedEntity[];
  document?: Record<string, string>;
}

let counter = 0;
function page(spec: PageSpec): IndexedDocument {
  counter += 1;
  const title = encodeText(spec.title);
  const description = encodeText(spec.description);
  return {
    id: `doc-${counter.toString(36).padStart(4, '0')}`,
    url: spec.path,
    title,
    source: spec.secure ? SECURE_SOURCE : 'public',
    entities: [
      ...entity('Title', title),
      ...entity('Omni_description', description),
      ...entity('Category', spec.category),
      ...(spec.entities ?? []),
    ],
    document: {
      Indexedurl: spec.path,
      Title: title,
      Omni_Description: description,
      Omni_title: title,
      ...(spec.contexts ? { userContext: spec.contexts } : {}),
      ...spec.document,
    },
    text: `${spec.title} ${spec.description}`,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Sources

const PRODUCT_TYPES: Record<FundSeries['kind'], { label: string; segment: string }> = {
  mutual: { label: 'Mutual Fund', segment: 'mutual-funds' },
  etf: { label: 'ETF', segment: 'exchange-traded-funds' },
  interval: { label: 'Interval Fund', segment: 'interval-funds' },
};

/** The short name ("Large Cap Growth") a fund is also known by. */
const shortName = (fundName: string) =>
  fundName
    .replace(`${BRAND} `, '')
    .replace(/ (Fund|ETF)$/, '')
    .trim();

function fundPages(siteBase: string): IndexedDocument[] {
  const catalogue = productCatalogue();
  const series = [...catalogue.mutualFunds, ...catalogue.etfs, ...catalogue.intervalFunds];
  const pages = series.map((fund) => {
    const share = fund.classes.find((c) => c.fundClass === 'A') ?? fund.classes[0]!;
    const type = PRODUCT_TYPES[fund.kind];
    const fundClass = fund.kind === 'etf' ? 'ETF' : share.fundClass;
    const description = `${fund.fundName} invests in ${fund.category.name.toLowerCase()} securities. Compare performance, prices, holdings and literature for every share class.`;
    return page({
      path: `${siteBase}/investment-products/${type.segment}/${slug(fund.fundName)}/Class-${fundClass}/details/?cusip=${share.cusip}`,
      title: fund.fundName,
      description,
      category: 'Fund Page',
      entities: [
        ...entity('Ticker', share.symbol),
        ...entity('Fundname', encodeText(fund.fundName)),
        ...entity('Fundclass', fundClass),
        ...entity('Producttype', type.label),
        ...entity('Alternatetitle', shortName(fund.fundName)),
      ],
      document: {
        Fundname: encodeText(fund.fundName),
        Fundclass: fundClass,
        Ticker: share.symbol,
        Cusip: share.cusip,
        Producttype: type.label,
        Alternatetitle: shortName(fund.fundName),
      },
    });
  });
  const closedEnd = catalogue.closedEndFunds.map((fund) => {
    const share = fund.classes[0]!;
    return page({
      path: `${siteBase}/investment-products/closed-end-funds/${slug(fund.name)}/Class-None/details/?cusip=${share.cusip}`,
      title: fund.name,
      description: `${fund.name} is a listed closed-end fund. See its market price, net asset value and distributions.`,
      category: 'Fund Page',
      entities: [
        ...entity('Ticker', share.symbol),
        ...entity('Fundname', encodeText(fund.name)),
        ...entity('Producttype', 'Closed-End Fund'),
      ],
      document: { Fundname: encodeText(fund.name), Ticker: share.symbol, Cusip: share.cusip },
    });
  });
  return [...pages, ...closedEnd];
}

/** Prospectus and fact sheet PDFs of every mutual fund and ETF; advisors also see the secured commentaries. */
function literature(audience: Audience): IndexedDocument[] {
  const catalogue = productCatalogue();
  const docs: IndexedDocument[] = [];
  [...catalogue.mutualFunds, ...catalogue.etfs].forEach((fund, index) => {
    const share = fund.classes[0]!;
    const file = slug(fund.fundName).toLowerCase();
    const common = {
      entities: [...entity('Fundname', encodeText(fund.fundName)), ...entity('Ticker', share.symbol)],
      document: { Fundname: encodeText(fund.fundName), Ticker: share.symbol, Cusip: share.cusip },
    };
    if (fund.kind === 'mutual') {
      docs.push(
        page({
          path: `/binaries/content/assets/cm/literature/${file}-prospectus.pdf`,
          title: `${fund.fundName} Prospectus`,
          description: `The prospectus of ${fund.fundName}: objectives, risks, fees and expenses.`,
          category: 'Prospectus',
          ...common,
        }),
      );
    }
    docs.push(
      page({
        path: `/binaries/content/assets/cm/literature/${file}-fact-sheet.pdf`,
        title: `${fund.fundName} Fact Sheet`,
        description: `Quarterly fact sheet of ${fund.fundName} with performance, top holdings and characteristics.`,
        category: 'Fact Sheet',
        ...common,
      }),
    );
    if (audience === 'advisor' && index % 5 === 0) {
      docs.push(
        page({
          path: `/secure/binaries/content/assets/cm/literature/${file}-commentary.pdf`,
          title: `${fund.fundName} Portfolio Manager Commentary`,
          description: `The portfolio managers of ${fund.fundName} discuss the quarter's results and positioning. For financial professionals.`,
          category: 'Commentary',
          secure: true,
          ...common,
        }),
      );
    }
  });
  return docs;
}

function insightPages(audience: Audience): IndexedDocument[] {
  const { articles } = buildInsights();
  const institutional = audience === 'institutional';
  return articles
    .filter((a) => a._meta.path.includes(institutional ? '/cm-institutional/' : '/cm-blog/'))
    .map((article) => {
      const name = article.name as string;
      const yearAndSlug = article._meta.path.split('/insights/')[1] ?? name;
      const authors = (article.authors as Array<{ displayName: string }>).map((a) => a.displayName).join('; ');
      const path = institutional
        ? `/institutional/insights/latest-insights/${yearAndSlug}`
        : `${audience === 'investor' ? '/investor' : ''}/insights/latest-insights/${name}`;
      return page({
        path,
        title: article.title as string,
        description: article.cardSummary as string,
        category: (article.types as string[])[0] ?? 'Article',
        entities: [
          ...entity('publication_names', authors),
          ...entity('published_time', new Date(article.publicationDate as number).toISOString()),
        ],
      });
    });
}

function leaderPages(siteBase: string): IndexedDocument[] {
  return AUTHORS.filter((author) => !author.isTeam).map((author) =>
    page({
      path: `${siteBase}/about/leadership/${author.key}`,
      title: author.displayName,
      description: `${author.title}. ${author.bio}`,
      category: 'Leadership',
    }),
  );
}

function pressReleasePages(siteBase: string): IndexedDocument[] {
  return contentRepository()
    .all.filter((doc: HalDocument) => doc._meta.type === 'cm:PressRelease')
    .map((doc) =>
      page({
        path: `${siteBase}/about/press-releases/${doc._meta.path.split('/press-releases/')[1] ?? doc._meta.name}`,
        title: doc.title as string,
        description: doc.summary as string,
        category: 'Press Release',
        entities: entity('published_time', new Date(doc.publicationDate as number).toISOString()),
      }),
    );
}

const SITE_PAGES: ReadonlyArray<[string, string, string]> = [
  [
    '/about',
    `About ${BRAND}`,
    'An investment-management firm serving financial professionals, individuals and institutions.',
  ],
  ['/about/contact-us', 'Contact Us', 'Phone numbers, e-mail addresses and mailing addresses for every question.'],
  [
    '/resources/literature',
    'Fund Literature',
    'Prospectuses, reports, fact sheets and applications to view, download or order.',
  ],
  [
    '/resources/forms-and-applications',
    'Forms & Applications',
    'Account applications, transfer forms and IRA documents.',
  ],
  ['/resources/tax-center', 'Tax Center', 'Capital gains and dividend distributions, tax forms and their schedules.'],
  ['/terms-of-use', 'Terms of Use', 'The terms that apply to the use of this site.'],
  ['/privacy-security', 'Privacy & Security', 'How we protect your information and your privacy online.'],
  ['/disclosures', 'Disclosures', 'Important information about the funds, their risks and the data on this site.'],
  ['/subscribe', 'Manage All Subscriptions', 'Choose the e-mail updates you receive: insights, literature and events.'],
  [
    '/investment-capabilities',
    'Investment Capabilities',
    'Equity, fixed income and multi-asset strategies for every objective.',
  ],
];

function sitePages(siteBase: string): IndexedDocument[] {
  return SITE_PAGES.map(([path, title, description]) =>
    page({ path: `${siteBase}${path}`, title, description, category: 'Page' }),
  );
}

/** Pages only signed-in advisors open: marked secure. */
function securePages(): IndexedDocument[] {
  return [
    [
      '/secure/practice-management/client-review-toolkit',
      'Client Review Toolkit',
      'Agendas, templates and checklists for client review meetings.',
      '',
    ],
    [
      '/secure/my-profile/consultant-team',
      'Your Consultant Team',
      'The sales consultants assigned to your firm and how to reach them.',
      DEMO_CONTEXTS.consultant,
    ],
    [
      '/secure/resources/model-portfolio-commentary',
      'Model Portfolio Commentary',
      'Quarterly commentary on the model portfolios and their changes.',
      DEMO_CONTEXTS.research,
    ],
  ].map(([path, title, description, contexts]) =>
    page({
      path: path!,
      title: title!,
      description: description!,
      category: 'Page',
      secure: true,
      contexts: contexts!,
    }),
  );
}

/** The index's flaws: stale pages, duplicates, entries without URL or title, and markup in text. */
function flawedEntries(siteBase: string, indexed: readonly IndexedDocument[]): IndexedDocument[] {
  const notFound = [
    '/insights/2019-outlook',
    '/investment-products/retired-fund',
    '/about/events',
    '/resources/old-brochure',
    '/bond-webinar',
  ].map((path) =>
    page({
      path: `${siteBase}${path}`,
      title: `Page Not Found | ${BRAND}`,
      description: 'The page you are looking for may have moved. Search for bond funds, insights and literature.',
      category: 'Page',
    }),
  );
  // The same pages crawled a second time under another address.
  const duplicates = indexed
    .filter((_, index) => index % 40 === 7)
    .map((doc) => ({ ...doc, id: `${doc.id}-again`, url: `${doc.url}${doc.url.includes('?') ? '&' : '?'}src=crawl` }));
  const noUrl = page({
    path: '',
    title: 'Bond market glossary',
    description: 'Bond terms explained.',
    category: 'Page',
  });
  const noTitle = page({
    path: `${siteBase}/resources/untitled`,
    title: '',
    description: 'A bond fund document without a title.',
    category: '',
  });
  noTitle.document = { Indexedurl: noTitle.url };
  // Markup escaped in the title (decoded for display, it must still show as text), raw in the description (dropped,
  // scripts with their content: runtime/cms-text), and a javascript: address (the link rule makes it about:blank).
  const escaped = SCRIPT_PAYLOADS.image.replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  const markup = page({ path: SCRIPT_PAYLOADS.link, title: '', description: '', category: 'Page' });
  markup.title = `Markup sample ${escaped}`;
  markup.entities = [
    { model_name: 'Title', text: markup.title },
    { model_name: 'Omni_description', text: `${SCRIPT_PAYLOADS.script} Markup sample text ${SCRIPT_PAYLOADS.image}` },
  ];
  markup.document = { Indexedurl: 'markup-sample', Title: markup.title };
  markup.text = 'markup sample';
  return [...notFound, ...duplicates, noUrl, noTitle, markup];
}

// ---------------------------------------------------------------------------------------------------------------
// Collections

function buildCollection(audience: Audience): IndexedDocument[] {
  const siteBase = audience === 'investor' ? '/investor' : audience === 'institutional' ? '/institutional' : '';
  const indexed =
    audience === 'institutional'
      ? [...insightPages(audience), ...leaderPages(siteBase), ...pressReleasePages(siteBase), ...sitePages(siteBase)]
      : [
          ...fundPages(siteBase),
          ...literature(audience),
          ...insightPages(audience),
          ...leaderPages(siteBase),
          ...pressReleasePages(siteBase),
          ...sitePages(siteBase),
          ...(audience === 'advisor' ? securePages() : []),
        ];
  return [...indexed, ...flawedEntries(siteBase, indexed)];
}

let collections: Map<string, IndexedDocument[]> | undefined;

/** Every collection by its name ({b}-adv, {b}-inv, {b}-inst), built on first use. */
export function searchCollections(): SearchCollections {
  if (!collections) {
    counter = 0;
    collections = new Map(
      (['advisor', 'investor', 'institutional'] as const).map((audience) => [
        searchCollection(audience, BRAND_CODE),
        buildCollection(audience),
      ]),
    );
  }
  return collections;
}
