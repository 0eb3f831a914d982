/**
 * The blog article's rules (site spec 2.9 "Social share block", side navigation, 2.10 "Blog article page", 3, 9):
 * where the article is, the thought leaders' heading, the share and topic links, the body's rows, the side
 * navigation's sections and thresholds, and the article's links. Plain functions; no fetch.
 */
import { fillTemplate } from '../../../runtime/config';
import {
  articlePathOf,
  type ArticleAuthor,
  type ArticleLocator,
  type BodyBlock,
} from '../../../services/insight-article';
import type { TaxonomyEntry } from '../../../services/insights';
import { topicLinks, type InsightSite, type TopicLink } from '../model';

// ---------------------------------------------------------------------------------------------------------------
// Where the article is

/**
 * The article a page shows: the block's document id, else the page's ?id= (site spec 7: "{base}/halapi/documents/
 * {id}: used when a page has an id query parameter"), else the card link's path below the channel's insights scope
 * (site spec 2.10 "Article links"). Undefined when the page names none: the view says the insight is not there.
 */
export function articleLocator(options: {
  documentId: string | undefined;
  search: string;
  pathname: string;
  scope: string;
}): ArticleLocator | undefined {
  if (options.documentId) return { id: options.documentId };
  const id = new URLSearchParams(options.search).get('id')?.trim();
  if (id && /^[\w-]{1,100}$/.test(id)) return { id };
  const path = articlePathOf(options.pathname);
  return path ? { scope: options.scope, path } : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Texts (site spec 2.9, 2.10)

/**
 * The article's own words: the spec's ("ABOUT THE THOUGHT LEADER", "Share:", "Topics:") and, where it shows none,
 * ours (the not-found state, the side navigation's name, the key points' default title).
 */
export const ARTICLE_TEXTS = {
  /** site spec 2.10: "an S appended when more than one". */
  aboutTheThoughtLeader: 'ABOUT THE THOUGHT LEADER',
  share: 'Share:',
  topics: 'Topics:',
  /** site spec 2.9 "Social share block": the professional network, the short-message network (hidden) and Email. */
  shareOnLinkedIn: 'Share on LinkedIn',
  shareOnX: 'Share on X',
  shareByEmail: 'Email',
  opensInNewTab: '(opens in a new tab)',
  /** Our title when the document gives key points without one. */
  keyPoints: 'Key points',
  /** The side navigation's name for a screen reader (site spec 2.9 names the block, not its label). */
  onThisPage: 'On this page',
  /**
   * A missing article: the spec shows no text. A visitor who followed an old link is told plainly and offered the
   * list of insights, the article's site's.
   */
  notFoundTitle: 'This insight could not be found',
  /**
   * site spec 8 "Documents fetch non-OK: an error notice with a status, a title and a text": the list's notice
   * (services/insights INSIGHTS_TEXTS.failureTitle), in the words of one insight.
   */
  failureTitle: 'This insight is not available right now',
  failureText: 'The insight could not be loaded. Please try again.',
  notFoundText: 'It may have moved or been taken down. The latest insights are on the insights page.',
  viewAllInsights: 'View all insights',
  /** site spec 3 "Link icons": "info" is labelled "Download"; "email" and "phone" "Contact Us". */
  download: 'Download',
  contactUs: 'Contact Us',
  /** The print disclosure's heading for a screen reader; it shows only on paper. */
  disclosure: 'Disclosure',
  /** A video's play button, with {title}. */
  playVideo: 'Play video: {title}',
  videoUnavailable: 'This video could not be loaded.',
} as const;

/** site spec 2.10: the bios' heading, "ABOUT THE THOUGHT LEADER" with an S when more than one bio shows. */
export function aboutHeading(count: number): string {
  return count > 1 ? `${ARTICLE_TEXTS.aboutTheThoughtLeader}S` : ARTICLE_TEXTS.aboutTheThoughtLeader;
}

/** site spec 2.10: the authors whose bios show: "team authors excluded", and those without a name. */
export function bioAuthors(authors: readonly ArticleAuthor[]): ArticleAuthor[] {
  return authors.filter((author) => !author.isTeam && author.displayName !== '');
}

/** site spec 3 "Link icons": the label of a link's icon, '' for none. */
export function linkIconLabel(icon: string): string {
  const name = icon.trim().toLowerCase();
  if (name === 'info') return ARTICLE_TEXTS.download;
  return name === 'email' || name === 'phone' ? ARTICLE_TEXTS.contactUs : '';
}

export const playVideoLabel = (title: string) => fillTemplate(ARTICLE_TEXTS.playVideo, { title: title || 'video' });

// ---------------------------------------------------------------------------------------------------------------
// Share and topic links (site spec 2.9 "Social share block", 2.10)

/**
 * site spec 2.9: "The shared URL is the current page on some environments, otherwise a fixed institutional home
 * URL." Which environments is not shown; the page's own address is what a visitor means to share: its canonical
 * link where the page has one, else the address without its fragment.
 */
export function sharedUrl(href: string, canonical: string | null | undefined): string {
  if (canonical) {
    try {
      const url = new URL(canonical, href);
      if (/^https?:$/.test(url.protocol)) return url.href;
    } catch {
      // A broken canonical link: the page's address.
    }
  }
  return href.split('#')[0]!;
}

export interface ShareLinks {
  linkedIn: string;
  x: string;
  email: string;
}

/**
 * site spec 2.9, 2.10: the professional network's and the short-message network's share addresses and an e-mail with
 * the title as subject and the title and address as body (as site spec 2.9 shares by e-mail in Gallery style).
 */
export function shareLinks(url: string, title: string): ShareLinks {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    linkedIn: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    x: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    email: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n${url}`)}`,
  };
}

/**
 * site spec 2.9 "Topics:" with sorted topic links: the article's topics the taxonomy names, sorted by name (English,
 * without case), each linked to the insights list opened on it (2.10 "topic deep links"); client-materials is shown,
 * not linked.
 */
export function sortedTopicLinks(
  keys: readonly string[],
  taxonomy: readonly TaxonomyEntry[],
  site: InsightSite,
): TopicLink[] {
  return topicLinks(keys, taxonomy, site).sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base', numeric: true }),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The body (site spec 2.10, 3)

export type BodyRow =
  | { kind: 'block'; block: Exclude<BodyBlock, { type: 'stats' } | { type: 'columns' }>; index: number }
  | { kind: 'stats'; items: Extract<BodyBlock, { type: 'stats' }>[] }
  | { kind: 'columns'; items: Extract<BodyBlock, { type: 'columns' }>[] };

/**
 * The body as it is laid out: one stats block or one column block each is a cell, so the ones that follow one
 * another stand side by side in one row (site spec 3 gives each block one number, or one column). Other blocks keep
 * their place in the body (`index`), which names their section (`articleSections`).
 */
export function bodyRows(blocks: readonly BodyBlock[]): BodyRow[] {
  const rows: BodyRow[] = [];
  blocks.forEach((block, index) => {
    const last = rows.at(-1);
    if (block.type === 'stats') {
      if (last?.kind === 'stats') last.items.push(block);
      else rows.push({ kind: 'stats', items: [block] });
    } else if (block.type === 'columns') {
      if (last?.kind === 'columns') last.items.push(block);
      else rows.push({ kind: 'columns', items: [block] });
    } else rows.push({ kind: 'block', block, index });
  });
  return rows;
}

// ---------------------------------------------------------------------------------------------------------------
// Side navigation (site spec 2.9, 9 "side navigation 500 px, activation offset 300 px, click offset +40 px")

export const SIDE_NAVIGATION = { fixedAfter: 500, activationOffset: 300, clickOffset: 40 } as const;

export interface ArticleSection {
  id: string;
  title: string;
}

/** site spec 2.9: the side navigation "becomes fixed after scrolling past 500 px". */
export function sideNavigationFixed(scrollY: number): boolean {
  return scrollY > SIDE_NAVIGATION.fixedAfter;
}

/**
 * site spec 2.9: "it highlights the section whose top lies within 300 px above the scroll position": the last
 * section (in page order) whose top, in page coordinates, is at most 300 px below the top of the window; none before
 * the first.
 */
export function activeSection(tops: readonly number[], scrollY: number): number {
  let active = -1;
  tops.forEach((top, index) => {
    if (top - SIDE_NAVIGATION.activationOffset <= scrollY) active = index;
  });
  return active;
}

/**
 * site spec 2.9: "clicking a section scrolls to the section top + 40 px". Each section starts with 40 px of space
 * above its heading (styles.css), so the heading lands at the top of the window.
 */
export function sectionScrollTop(sectionTop: number): number {
  return Math.max(0, sectionTop + SIDE_NAVIGATION.clickOffset);
}

/** The sections of the side navigation: the titled parts of the article, in order. */
export function articleSections(parts: {
  keyPoints?: string | undefined;
  body: readonly BodyBlock[];
  bios?: string | undefined;
}): ArticleSection[] {
  const sections: ArticleSection[] = [];
  if (parts.keyPoints) sections.push({ id: 'key-points', title: parts.keyPoints });
  parts.body.forEach((block, index) => {
    const title = block.type === 'paragraph' || block.type === 'white-paper' ? block.title : '';
    if (title) sections.push({ id: `section-${index}`, title });
  });
  if (parts.bios) sections.push({ id: 'thought-leaders', title: parts.bios });
  return sections;
}

// ---------------------------------------------------------------------------------------------------------------
// Links in the article (site spec 2.3)

/** site spec 2.3: "A link counts as a PDF when it contains .pdf or points to an external prospectus-hosting service." */
export function isPdfLink(url: string): boolean {
  return /\.pdf\b/i.test(url);
}

/**
 * site spec 2.3: "On the investor site, relative document links and links inside HTML (except PDFs) are prefixed
 * with /investor." A link of the site's own path is left as it is, as is any link that is not a path.
 */
export function investorLink(url: string, site: Pick<InsightSite, 'audience' | 'siteBase'>): string {
  if (site.audience !== 'investor' || !url.startsWith('/') || url.startsWith('//') || isPdfLink(url)) return url;
  const base = site.siteBase || '/investor';
  return url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`) ? url : `${base}${url}`;
}

/** A link to another site opens in a new tab: the visitor keeps the article (and never leaves it unawares). */
export function opensElsewhere(url: string, pageHref: string): boolean {
  try {
    const resolved = new URL(url, pageHref);
    return /^https?:$/.test(resolved.protocol) && resolved.origin !== new URL(pageHref).origin;
  } catch {
    return false;
  }
}
