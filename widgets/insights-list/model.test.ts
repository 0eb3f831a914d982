import { describe, expect, it } from 'vitest';
import type { InsightItem, TaxonomyEntry } from '../../services/insights';
import {
  articleHref,
  authorsLine,
  displayingText,
  EMPTY_FILTER,
  filterFromQuery,
  filterInsights,
  insightCard,
  insightChips,
  insightsColumnCount,
  insightsFilterReducer,
  isFilterSet,
  latestCards,
  latestInsightsEmptyText,
  matchesTermsSearch,
  showsSearch,
  subscribeButtonClass,
  termAsKey,
  topicHref,
  topicLinks,
  typeBadges,
  viewAllInsightsHref,
  visibleInsights,
  type InsightSite,
} from './model';

const advisor: InsightSite = {
  audience: 'advisor',
  siteBase: '',
  preview: false,
  brandCode: 'cm',
  pathname: '/insights/latest-insights',
  timeZone: 'America/New_York',
};
const investor: InsightSite = { ...advisor, audience: 'investor', siteBase: '/investor' };
const institutional: InsightSite = { ...advisor, audience: 'institutional', siteBase: '/institutional' };

function item(overrides: Partial<InsightItem> & { title: string }): InsightItem {
  return {
    id: overrides.title,
    path: `/content/documents/cm-blog/insights/2025/${overrides.name ?? 'slug'}`,
    name: 'slug',
    authors: [],
    cardSummary: '',
    bannerSummary: '',
    subtitle: '',
    html: '',
    types: ['Article'],
    time: '5 min read',
    keys: [],
    ...overrides,
  };
}

const TAXONOMY: TaxonomyEntry[] = [
  { key: 'market-outlook', name: 'Market Outlook' },
  { key: 'equity', name: 'Equity' },
  { key: 'fixed-income', name: 'Fixed Income' },
  { key: 'client-materials', name: 'Client Materials' },
  { key: 'retirement', name: 'Retirement' },
];

describe('topic links per audience (site spec 2.10)', () => {
  it('leads to {siteBase}/insights/latest-insights?topic={key} on the advisor and investor sites', () => {
    expect(topicHref('fixed-income', advisor)).toBe('/insights/latest-insights?topic=fixed-income');
    expect(topicHref('fixed-income', investor)).toBe('/investor/insights/latest-insights?topic=fixed-income');
  });

  it('leads to the institutional latest insights, or its /site channel in preview', () => {
    expect(topicHref('equity', institutional)).toBe('/institutional/insights/latest-insights?topic=equity');
    expect(topicHref('equity', { ...institutional, preview: true, siteBase: '/preview/institutional' })).toBe(
      '/site/cm-institutional/insights/latest-insights?topic=equity',
    );
    expect(topicHref('equity', { ...institutional, siteBase: '/site/cm-institutional' })).toBe(
      '/site/cm-institutional/insights/latest-insights?topic=equity',
    );
  });

  it('stays in the local preview of the blog, and on the current path of a page without a channel', () => {
    expect(topicHref('equity', { ...advisor, siteBase: '/site', pathname: '/site/blogspa/some-article' })).toBe(
      '/site/blogspa?topic=equity',
    );
    expect(topicHref('a b', { ...advisor, siteBase: '/site', pathname: '/site/insights' })).toBe(
      '/site/insights?topic=a%20b',
    );
  });
});

describe('article links per audience (site spec 2.10)', () => {
  const article = { path: '/content/documents/cm-blog/insights/2025/bond-ladders', name: 'bond-ladders' };
  const institutionalArticle = {
    path: '/content/documents/cm-institutional/insights/2024/stable-value',
    name: 'stable-value',
  };

  it('leads to {siteBase}/insights/latest-insights/{slug}, or /site/blogspa/{slug} in preview', () => {
    expect(articleHref(article, advisor)).toBe('/insights/latest-insights/bond-ladders');
    expect(articleHref(article, investor)).toBe('/investor/insights/latest-insights/bond-ladders');
    expect(articleHref(article, { ...advisor, preview: true, siteBase: '/preview' })).toBe(
      '/site/blogspa/bond-ladders',
    );
  });

  it('leads to /institutional/insights/latest-insights/{path} on the institutional site', () => {
    expect(articleHref(institutionalArticle, institutional)).toBe(
      '/institutional/insights/latest-insights/2024/stable-value',
    );
    expect(articleHref(institutionalArticle, { ...institutional, preview: true })).toBe(
      '/site/cm-institutional/insights/latest-insights/2024/stable-value',
    );
  });
});

describe('insight cards (site spec 2.10)', () => {
  it('shows the date as "Month D, YYYY", the authors as "displayName, title" joined by "; ", the summary and link', () => {
    const card = insightCard(
      item({
        title: 'Bond ladders',
        name: 'bond-ladders',
        publicationDate: Date.UTC(2025, 11, 9, 14),
        authors: [
          { displayName: 'Daniel Ruiz, CFA', title: 'Head of Fixed Income' },
          { displayName: 'Calder Meridian Fixed Income Team', title: '' },
        ],
        cardSummary: 'Starting yields matter.',
        imageUrl: '/binaries/a.svg',
        keys: ['fixed-income', 'client-materials', 'not-in-taxonomy'],
      }),
      TAXONOMY,
      advisor,
    );
    expect(card).toMatchObject({
      title: 'Bond ladders',
      href: '/insights/latest-insights/bond-ladders',
      date: 'December 9, 2025',
      authors: 'Daniel Ruiz, CFA, Head of Fixed Income; Calder Meridian Fixed Income Team',
      summary: 'Starting yields matter.',
      imageUrl: '/binaries/a.svg',
      time: '5 min read',
      types: [{ kind: 'type', label: 'Article', icon: 'article' }],
    });
    expect(card.topics).toEqual([
      { key: 'fixed-income', name: 'Fixed Income', href: '/insights/latest-insights?topic=fixed-income' },
      { key: 'client-materials', name: 'Client Materials' },
    ]);
  });

  it('shows no date when there is none', () => {
    expect(insightCard(item({ title: 'Evergreen' }), TAXONOMY, advisor).date).toBe('');
  });

  it('joins authors without a title by name only and leaves out nameless ones', () => {
    expect(
      authorsLine([
        { displayName: 'A', title: ' ' },
        { displayName: '', title: 'T' },
        { displayName: '   ', title: 'CFA' },
      ]),
    ).toBe('A');
  });

  it('shows each type with its icon, an unknown type without one, and a value starting with a digit as a time', () => {
    expect(typeBadges(['Podcast', 'CE credit', 'Infographic', '12 min', '', '   '])).toEqual([
      { kind: 'type', label: 'Podcast', icon: 'podcast' },
      { kind: 'type', label: 'CE credit', icon: 'ce-credit' },
      { kind: 'type', label: 'Infographic' },
      { kind: 'time', label: '12 min' },
    ]);
  });

  it('makes client-materials no link and gives each key once', () => {
    const links = topicLinks(['equity', 'equity', 'client-materials'], TAXONOMY, institutional);
    expect(links).toEqual([
      { key: 'equity', name: 'Equity', href: '/institutional/insights/latest-insights?topic=equity' },
      { key: 'client-materials', name: 'Client Materials' },
    ]);
  });
});

describe('chips (site spec 2.9, 2.10)', () => {
  it('are the taxonomy entries the items carry, in taxonomy order, never client-materials', () => {
    const items = [
      item({ title: 'A', keys: ['retirement', 'client-materials'] }),
      item({ title: 'B', keys: ['equity', 'unknown'] }),
    ];
    expect(insightChips(items, TAXONOMY).map((c) => c.key)).toEqual(['equity', 'retirement']);
  });
});

describe('"Search insights" (site spec 2.9, 2.10)', () => {
  it('shows only above 9 items', () => {
    expect(showsSearch(9)).toBe(false);
    expect(showsSearch(10)).toBe(true);
  });

  it('matches the title or the card summary, case-insensitive, on the insights list', () => {
    const items = [
      item({ title: 'Bond ladders', cardSummary: 'Income you can plan.' }),
      item({ title: 'Equities', cardSummary: 'Quality BONDS and stocks.' }),
      item({ title: 'Retirement', subtitle: 'bond', html: '<p>bond</p>' }),
    ];
    const kept = filterInsights(items, { ...EMPTY_FILTER, text: ' bond ' });
    expect(kept.map((i) => i.title)).toEqual(['Bond ladders', 'Equities']);
  });

  it('matches title, subtitle or body text, or a key starting with the term as a key, in "Show Terms" mode', () => {
    expect(termAsKey(' Fixed Income ')).toBe('fixed-income');
    expect(termAsKey('Q&A "it\'s"')).toBe('q-a--it-s-');
    const terms = (text: string, overrides: Partial<InsightItem>) =>
      matchesTermsSearch(item({ title: 'T', ...overrides }), text);
    expect(terms('ladder', { subtitle: 'Bond Ladders' })).toBe(true);
    expect(terms('predictable', { html: '<p>For <b>predictable</b> income</p>' })).toBe(true);
    expect(terms('class', { html: '<p class="x">text</p>' })).toBe(false);
    expect(terms('Fixed Inc', { keys: ['fixed-income'] })).toBe(true);
    expect(terms('income fixed', { keys: ['fixed-income'] })).toBe(false);
    expect(terms('  ladder ', { subtitle: 'Bond Ladders', keys: ['bonds'] })).toBe(true);
  });
});

describe('the filter (site spec 4 "Insights list")', () => {
  const items = [
    item({ title: 'One', keys: ['equity'], types: ['Article'] }),
    item({ title: 'Two', keys: ['fixed-income'], types: ['Podcast'] }),
    item({ title: 'Three', keys: ['equity', 'retirement'], types: ['Video'] }),
  ];

  it('keeps items having any selected key; a chip click toggles its key', () => {
    let filter = insightsFilterReducer(EMPTY_FILTER, { type: 'toggle-key', key: 'equity' });
    filter = insightsFilterReducer(filter, { type: 'toggle-key', key: 'fixed-income' });
    expect(filterInsights(items, filter).map((i) => i.title)).toEqual(['One', 'Two', 'Three']);
    filter = insightsFilterReducer(filter, { type: 'toggle-key', key: 'equity' });
    expect(filter.keys).toEqual(['fixed-income']);
    expect(filterInsights(items, filter).map((i) => i.title)).toEqual(['Two']);
  });

  it('keeps items of any type of the type parameter, compared without case', () => {
    expect(filterInsights(items, { ...EMPTY_FILTER, types: ['podcast', 'Video'] }).map((i) => i.title)).toEqual([
      'Two',
      'Three',
    ]);
  });

  it('combines keys, types and text', () => {
    const filter = { ...EMPTY_FILTER, keys: ['equity'], types: ['Video'], text: 'thr' };
    expect(filterInsights(items, filter).map((i) => i.title)).toEqual(['Three']);
  });

  it('adds 9 on Load More and keeps the count while the filter changes; only Clear starts from 9 again', () => {
    let filter = insightsFilterReducer(EMPTY_FILTER, { type: 'load-more' });
    expect(filter.visible).toBe(18);
    filter = insightsFilterReducer(filter, { type: 'search', text: 'x' });
    expect(filter.visible).toBe(18);
    filter = insightsFilterReducer(insightsFilterReducer(filter, { type: 'load-more' }), {
      type: 'toggle-key',
      key: 'equity',
    });
    expect(filter).toEqual({ ...EMPTY_FILTER, keys: ['equity'], text: 'x', visible: 27 });
    expect(insightsFilterReducer(filter, { type: 'clear' }).visible).toBe(9);
  });

  it('clears chips, text and types on "Clear all filters", which is disabled when nothing is set', () => {
    expect(isFilterSet(EMPTY_FILTER)).toBe(false);
    expect(isFilterSet({ ...EMPTY_FILTER, text: '  ' })).toBe(false);
    const set = { ...EMPTY_FILTER, keys: ['equity'], text: 'x', types: ['Video'], visible: 18 };
    expect(isFilterSet(set)).toBe(true);
    expect(isFilterSet({ ...EMPTY_FILTER, types: ['Video'] })).toBe(true);
    expect(isFilterSet({ ...EMPTY_FILTER, keys: ['equity'] })).toBe(true);
    expect(isFilterSet({ ...EMPTY_FILTER, text: ' bond ' })).toBe(true);
    expect(insightsFilterReducer(set, { type: 'clear' })).toEqual(EMPTY_FILTER);
    expect(insightsFilterReducer(EMPTY_FILTER, { type: 'clear' })).toBe(EMPTY_FILTER);
  });

  it('shows the first 9, Load More while there are more, and "Displaying X of Y insights"', () => {
    const many = Array.from({ length: 20 }, (_, i) => item({ title: `Item ${i}` }));
    const first = visibleInsights(many, EMPTY_FILTER);
    expect(first.shown).toHaveLength(9);
    expect(first.more).toBe(true);
    expect(displayingText(first.shown.length, many.length)).toBe('Displaying 9 of 20 insights');
    const last = visibleInsights(many, { ...EMPTY_FILTER, visible: 27 });
    expect(last).toMatchObject({ more: false });
    expect(last.shown).toHaveLength(20);
  });
});

describe('Load More at its boundary (site spec 2.9, 2.10)', () => {
  const items = (count: number) => Array.from({ length: count }, (_, i) => item({ title: `Item ${i}` }));

  it('shows Load More exactly when more insights remain than are shown', () => {
    expect(visibleInsights(items(9), EMPTY_FILTER)).toMatchObject({ more: false });
    expect(visibleInsights(items(10), EMPTY_FILTER)).toMatchObject({ more: true });
    expect(visibleInsights(items(18), { ...EMPTY_FILTER, visible: 18 })).toMatchObject({ more: false });
    expect(visibleInsights(items(19), { ...EMPTY_FILTER, visible: 18 })).toMatchObject({ more: true });
    expect(visibleInsights(items(19), { ...EMPTY_FILTER, visible: 18 }).shown).toHaveLength(18);
    expect(visibleInsights(items(0), EMPTY_FILTER)).toMatchObject({ shown: [], more: false });
  });
});

describe('the topic and type query parameters (site spec 2.10, 4)', () => {
  it('selects the topic as a chip and the types, and asks for the auto-scroll', () => {
    expect(filterFromQuery('?topic=fixed-income&type=Podcast,%20Video')).toEqual({
      filter: { ...EMPTY_FILTER, keys: ['fixed-income'], types: ['Podcast', 'Video'] },
      autoScroll: true,
    });
  });

  it('selects the topic without the spaces around it', () => {
    expect(filterFromQuery('?topic=%20fixed-income%20')).toEqual({
      filter: { ...EMPTY_FILTER, keys: ['fixed-income'] },
      autoScroll: true,
    });
  });

  it('starts with nothing set and no scroll without them', () => {
    expect(filterFromQuery('?other=1')).toEqual({ filter: EMPTY_FILTER, autoScroll: false });
    expect(filterFromQuery('?topic=&type=,')).toEqual({ filter: EMPTY_FILTER, autoScroll: false });
    expect(filterFromQuery('?topic=%20%20')).toEqual({ filter: EMPTY_FILTER, autoScroll: false });
  });
});

describe('the column count (site spec 9)', () => {
  it('uses a Gallery grid size, 2 or 3 columns for card style, else 3 for small counts that divide by 3, else 4', () => {
    expect(insightsColumnCount({ count: 20, cardStyle: true, gridSize: 5, wideScreen: false })).toBe(5);
    expect(insightsColumnCount({ count: 20, cardStyle: true, wideScreen: false })).toBe(2);
    expect(insightsColumnCount({ count: 20, cardStyle: true, wideScreen: true })).toBe(3);
    expect(insightsColumnCount({ count: 2, cardStyle: false, wideScreen: true })).toBe(3);
    expect(insightsColumnCount({ count: 9, cardStyle: false, wideScreen: true })).toBe(3);
    expect(insightsColumnCount({ count: 8, cardStyle: false, wideScreen: true })).toBe(4);
    expect(insightsColumnCount({ count: 12, cardStyle: false, wideScreen: true })).toBe(4);
  });
});

describe('latest insights block (site spec 2.9, 8)', () => {
  it('shows up to 3 cards', () => {
    const items = Array.from({ length: 5 }, (_, i) => item({ title: `I${i}` }));
    expect(latestCards(items).map((i) => i.title)).toEqual(['I0', 'I1', 'I2']);
  });

  it('says there is no Insight, for the topic when one is set', () => {
    expect(latestInsightsEmptyText()).toBe('There is no Insight available');
    expect(latestInsightsEmptyText(' ')).toBe('There is no Insight available');
    expect(latestInsightsEmptyText('equity')).toBe('There is no Insight available for "equity" topic');
  });

  it('leads "View all insights" to the configured link or the site\'s latest insights', () => {
    expect(viewAllInsightsHref('advisor')).toBe('/insights/latest-insights');
    expect(viewAllInsightsHref('institutional', ' ')).toBe('/institutional/insights/latest-insights');
    expect(viewAllInsightsHref('investor', '/investor/insights')).toBe('/investor/insights');
  });

  it('styles the subscribe button as a filled or a text button, reversed for a dark background', () => {
    expect(subscribeButtonClass('Primary')).toBe('cm-button subscribe subscribe--primary subscribe--primary');
    expect(subscribeButtonClass('Reverse Primary')).toBe(
      'cm-button subscribe subscribe--primary subscribe--reverse-primary',
    );
    expect(subscribeButtonClass('Tertiary')).toBe('cm-button subscribe subscribe--tertiary subscribe--tertiary');
    expect(subscribeButtonClass('Reverse Tertiary')).toBe(
      'cm-button subscribe subscribe--tertiary subscribe--reverse-tertiary',
    );
  });
});
