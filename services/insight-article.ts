/**
 * The blog article (site spec 2.10 "Blog article page", 3 "Insight / blog article", "Author", "Body block types and
 * fields", "Link compound", 7 "Content API"): the calls that read an article, its authors and its author
 * subscription, and what they read, as the article view shows it. Only the article view imports this module, so
 * its code loads on article pages alone.
 */
import { cmsText } from '../runtime/cms-text';
import type { CallContext } from '../runtime/http';
import { z } from '../runtime/zod';
import { documentQueryString, getContent } from './content';
import { insightDocumentSchema, toInsightItem, type InsightItem } from './insights';

// ---------------------------------------------------------------------------------------------------------------
// Where the article is (site spec 2.10 "Article links")

/**
 * How the article is found: by its document id (the block's configured document, or the page's ?id= parameter, site
 * spec 7 "{base}/halapi/documents/{id}: used when a page has an id query parameter"), or by the path its card
 * links to, below the channel's insights scope: "{slug}" on the blog, "{year}/{slug}" on the institutional site.
 */
export type ArticleLocator = { id: string } | { scope: string; path: string };

/** The part of a card link's path after the latest-insights folder (or /site/blogspa in preview), decoded. */
export function articlePathOf(pathname: string): string | undefined {
  const match = /\/(?:insights\/latest-insights|site\/blogspa)\/(.+?)\/?$/i.exec(pathname);
  if (!match) return undefined;
  const segments = match[1]!.split('/').map((segment) => {
    try {
      return decodeURIComponent(segment);
    } catch {
      return segment;
    }
  });
  // A document name is a slug: letters, digits and "-"; anything else is no article of ours.
  return segments.every((segment) => /^[\w-]{1,200}$/.test(segment)) ? segments.join('/') : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Schemas (site spec 3)

const text = z.optional(z.nullable(z.string()));
const htmlValue = z.optional(z.nullable(z.union([z.string(), z.looseObject({ value: text, content: text })])));
const mirrorSchema = z.looseObject({
  _meta: z.optional(z.looseObject({ mirror: z.optional(z.looseObject({ path: text, id: text })) })),
});
/** A link compound ({b}:LinkCompound) or a configured link (site spec 3). */
const linkSchema = z.looseObject({
  text: text,
  icon: text,
  target: text,
  description: text,
  asButton: z.optional(z.nullable(z.boolean())),
  url: text,
  Link: z.optional(z.nullable(z.array(z.looseObject({ string: text, ...mirrorSchema.shape })))),
});
type RawLink = z.infer<typeof linkSchema>;

const blockSchema = z.looseObject({ _meta: z.optional(z.looseObject({ type: text })) });

export const articleDocumentSchema = z.looseObject({
  ...insightDocumentSchema.shape,
  links: z.optional(z.nullable(z.array(linkSchema))),
  LinkList: z.optional(z.nullable(z.looseObject({ links: z.optional(z.nullable(z.array(linkSchema))) }))),
  /** References to the author documents (site spec 3 "author[] (references)"). */
  author: z.optional(z.nullable(z.array(z.looseObject({ _meta: z.optional(z.looseObject({ id: text })) })))),
  authorSubscription: text,
  videoId: text,
  detailDocument: z.optional(
    z.nullable(
      z.looseObject({
        body: z.optional(z.nullable(z.array(blockSchema))),
        keypoints: z.optional(z.nullable(z.looseObject({ title: text, content: htmlValue }))),
        printDisclosure: htmlValue,
      }),
    ),
  ),
});
export type ArticleDocument = z.infer<typeof articleDocumentSchema>;

const articleListSchema = z.looseObject({
  _embedded: z.optional(z.looseObject({ documents: z.optional(z.array(articleDocumentSchema)) })),
});

const authorSchema = z.looseObject({
  _meta: z.optional(z.looseObject({ id: text })),
  displayName: text,
  title: text,
  subtitle: text,
  name: text,
  content: htmlValue,
  image: z.optional(z.nullable(z.looseObject({ image: z.optional(z.nullable(mirrorSchema)), alt: text }))),
  isTeam: z.optional(z.nullable(z.boolean())),
});

const subscriptionSchema = z.looseObject({ status: text, name: text });

// ---------------------------------------------------------------------------------------------------------------
// What the view reads

/** A link of the article (site spec 3 "Link compound"): its address resolved, its text as written. */
export interface ArticleLink {
  text: string;
  url: string;
  icon: string;
  /** "_blank" opens a new tab. */
  target: string;
  asButton: boolean;
}

/** site spec 2.10, 3 "Body block types and fields", normalised. */
export type BodyBlock =
  | { type: 'html'; html: string }
  | { type: 'paragraph'; title: string; html: string; links: ArticleLink[]; printHidden: boolean }
  | {
      type: 'image';
      title: string;
      caption: string;
      imageUrl: string;
      downloadUrl: string;
      svgPath: string;
      alignment: 'left' | 'center' | 'right';
    }
  | { type: 'video-list'; videos: ArticleVideo[] }
  | { type: 'quote'; quote: string; title: string; subTitle: string }
  | { type: 'white-paper'; title: string; overline: string; html: string; imageUrl: string; link?: ArticleLink }
  | { type: 'stats'; number: string; description: string; imageUrl: string }
  | { type: 'columns'; title: string; html: string; imageUrl: string; link?: ArticleLink };

/** A video of a video list (site spec 3 "ctiblogVideo[] {title, videoId, account, content, watchTime, link}"). */
export interface ArticleVideo {
  title: string;
  /** "videoId|accountId" or a bare id, as sent; the account may also come on its own. */
  videoId: string;
  account: string;
  html: string;
  watchTime: string;
  link?: ArticleLink;
}

export interface ArticleAuthorRef {
  id: string;
}

/** The article as the view shows it: the card's fields (services/insights) and the article's own. */
export interface InsightArticle extends InsightItem {
  links: ArticleLink[];
  /** The banner's video, "videoId|accountId" or a bare id. */
  videoId: string;
  keyPoints?: { title: string; html: string };
  body: BodyBlock[];
  printDisclosure: string;
  /** The author documents, in the article's order. */
  authorIds: string[];
  /** The author subscription document, when the article names one. */
  authorSubscriptionId?: string;
}

/** site spec 3 "Author", as the bios show it. */
export interface ArticleAuthor {
  id: string;
  displayName: string;
  title: string;
  subtitle: string;
  html: string;
  imageUrl: string;
  imageAlt: string;
  isTeam: boolean;
}

const html = (value: z.infer<typeof htmlValue>) =>
  typeof value === 'string' ? value : (value?.value ?? value?.content ?? '');

const binary = (path: string | null | undefined, binariesBase: string) =>
  path ? `${binariesBase}/${path.replace(/^\/+/, '')}` : '';

const imageOf = (value: unknown, binariesBase: string) => {
  const parsed = z.safeParse(mirrorSchema, value);
  return parsed.success ? binary(parsed.data._meta?.mirror?.path, binariesBase) : '';
};

/** site spec 3 "Link compound": url, else Link[0] (a binary mirror, or a URL string compound). */
function toLink(raw: RawLink | undefined | null, binariesBase: string): ArticleLink | undefined {
  if (!raw) return undefined;
  const first = raw.Link?.[0];
  const url = raw.url?.trim() || first?.string?.trim() || binary(first?._meta?.mirror?.path, binariesBase);
  const label = cmsText(raw.text);
  if (!url || !label) return undefined;
  return { text: label, url, icon: raw.icon ?? '', target: raw.target ?? '', asButton: raw.asButton === true };
}

function toLinks(list: unknown, binariesBase: string): ArticleLink[] {
  const parsed = z.safeParse(z.array(linkSchema), list ?? []);
  return parsed.success ? parsed.data.flatMap((raw) => toLink(raw, binariesBase) ?? []) : [];
}

const field = (block: Record<string, unknown>, name: string) =>
  typeof block[name] === 'string' ? (block[name] as string) : '';

function linkField(block: Record<string, unknown>, name: string, binariesBase: string) {
  const parsed = z.safeParse(linkSchema, block[name]);
  return parsed.success ? toLink(parsed.data, binariesBase) : undefined;
}

function alignmentOf(value: string): 'left' | 'center' | 'right' {
  const lower = value.toLowerCase();
  return lower === 'center' || lower === 'right' ? lower : 'left';
}

/**
 * One body block (site spec 3 "Body block types and fields"), by its type without the {b}: prefix; undefined for a
 * block that shows nothing: the video compound (the spec's own placeholder, "needs implementation", which visitors
 * never see), a type the spec does not list, or a block with nothing in it.
 */
export function toBodyBlock(raw: Record<string, unknown>, binariesBase: string): BodyBlock | undefined {
  const meta = raw._meta as { type?: unknown } | undefined;
  const type = typeof meta?.type === 'string' ? meta.type.replace(/^[\w-]+:/, '') : '';
  const image = (name: string) => imageOf(raw[name], binariesBase);
  switch (type) {
    case 'html': {
      const content = html(raw as z.infer<typeof htmlValue>);
      return content.trim() ? { type: 'html', html: content } : undefined;
    }
    case 'BlogParagraph':
      return {
        type: 'paragraph',
        title: cmsText(field(raw, 'paragraphTitle')),
        html: html(raw.paragraphHTML as z.infer<typeof htmlValue>),
        links: toLinks(raw.paragraphLinks, binariesBase),
        printHidden: raw.printHidden === true,
      };
    case 'ImageCompound': {
      const imageUrl = image('image');
      const svgPath = field(raw, 'svgPath').trim();
      if (!imageUrl && !svgPath) return undefined;
      return {
        type: 'image',
        title: cmsText(field(raw, 'title')),
        caption: cmsText(field(raw, 'caption')),
        imageUrl,
        downloadUrl: field(raw, 'downloadUrl').trim(),
        svgPath,
        alignment: alignmentOf(field(raw, 'alignment')),
      };
    }
    case 'CTIBlogVideoList': {
      const list = Array.isArray(raw.ctiblogVideo) ? (raw.ctiblogVideo as Array<Record<string, unknown>>) : [];
      const videos = list.flatMap((video): ArticleVideo[] => {
        const videoId = field(video, 'videoId').trim();
        if (!videoId) return [];
        const link = linkField(video, 'link', binariesBase);
        return [
          {
            title: cmsText(field(video, 'title')),
            videoId,
            account: field(video, 'account').trim(),
            html: html(video.content as z.infer<typeof htmlValue>),
            watchTime: cmsText(field(video, 'watchTime')),
            ...(link ? { link } : {}),
          },
        ];
      });
      return videos.length ? { type: 'video-list', videos } : undefined;
    }
    case 'CTIBlogQuote': {
      const quote = cmsText(field(raw, 'quote'));
      return quote
        ? { type: 'quote', quote, title: cmsText(field(raw, 'title')), subTitle: cmsText(field(raw, 'subTitle')) }
        : undefined;
    }
    case 'CTIBlogWhitePaper': {
      const link = linkField(raw, 'link', binariesBase);
      return {
        type: 'white-paper',
        title: cmsText(field(raw, 'title')),
        overline: cmsText(field(raw, 'overline')),
        html: html(raw.html as z.infer<typeof htmlValue>),
        imageUrl: image('image'),
        ...(link ? { link } : {}),
      };
    }
    case 'CTIBlogStats': {
      const number = cmsText(field(raw, 'statNumber'));
      return number
        ? { type: 'stats', number, description: cmsText(field(raw, 'statDescription')), imageUrl: image('statImage') }
        : undefined;
    }
    case 'CTIBlogColumns': {
      const link = linkField(raw, 'columnLink', binariesBase);
      return {
        type: 'columns',
        title: cmsText(field(raw, 'columnTitle')),
        html: html(raw.columnDescription as z.infer<typeof htmlValue>),
        imageUrl: image('columnImage'),
        ...(link ? { link } : {}),
      };
    }
    // VideoCompound: site spec 2.10 "a video compound that shows a placeholder text "needs implementation"": the
    // spec's own unfinished block. A visitor would read it as a fault of the page, so it is not shown at all.
    default:
      return undefined;
  }
}

/** The article document as the view shows it. */
export function toInsightArticle(document: ArticleDocument, binariesBase = '/binaries'): InsightArticle {
  const detail = document.detailDocument;
  const keyPointsHtml = html(detail?.keypoints?.content);
  const article: InsightArticle = {
    ...toInsightItem(document, binariesBase),
    links: toLinks(document.LinkList?.links ?? document.links, binariesBase),
    videoId: document.videoId?.trim() ?? '',
    body: (detail?.body ?? []).flatMap((block) => toBodyBlock(block, binariesBase) ?? []),
    printDisclosure: html(detail?.printDisclosure),
    authorIds: (document.author ?? []).flatMap((ref) => (ref._meta?.id ? [ref._meta.id] : [])),
  };
  if (keyPointsHtml.trim()) article.keyPoints = { title: cmsText(detail?.keypoints?.title), html: keyPointsHtml };
  if (document.authorSubscription) article.authorSubscriptionId = document.authorSubscription;
  return article;
}

// ---------------------------------------------------------------------------------------------------------------
// Calls (site spec 7)

/**
 * The article, or undefined when there is none at that address:
 * - by id: GET {base}/halapi/documents/{id} (a 404 is no article);
 * - by the card link's path "{year}/{slug}": GET {base}/halapi/documents?_scope={scope}/{year}/{slug}&_limit=1, the
 *   listing of site spec 7 "{cms}/halapi/documents?_scope={blog or institutional scope}{document}";
 * - by a blog slug alone: GET {base}/halapi/documents?_scope={scope}&_limit=1&_expr=@name='{slug}', the same listing
 *   narrowed to the document of that name (the spec names no call for a slug; a card's link is built from the name).
 */
export async function getInsightArticle(
  locator: ArticleLocator,
  context: CallContext,
): Promise<InsightArticle | undefined> {
  const binariesBase = context.config.binariesBase;
  if ('id' in locator) {
    try {
      const document = await getContent(
        `/documents/${encodeURIComponent(locator.id)}`,
        articleDocumentSchema,
        'content',
        context,
      );
      return toInsightArticle(document, binariesBase);
    } catch (error) {
      if (
        (error as { kind?: string; status?: number }).kind === 'http' &&
        (error as { status?: number }).status === 404
      )
        return undefined;
      throw error;
    }
  }
  const folders = locator.path.split('/');
  const slug = folders.at(-1)!;
  // The path is a slug and its folders (articlePathOf): letters, digits, "_" and "-" only, nothing to escape.
  const query =
    folders.length > 1
      ? documentQueryString({ scope: `${locator.scope}/${locator.path}`, limit: 1 })
      : documentQueryString({ scope: locator.scope, limit: 1, expr: `@name='${slug}'` });
  const list = await getContent(`/documents${query}`, articleListSchema, 'content', context);
  // The scope of a year folder holds the document itself; another document below it is not this article.
  const document = list._embedded?.documents?.find((d) => d._meta.path.split('/').at(-1) === slug);
  return document ? toInsightArticle(document, binariesBase) : undefined;
}

/** An author of the article (site spec 3 "Author"): GET {base}/halapi/documents/{id}. */
export async function getArticleAuthor(id: string, context: CallContext): Promise<ArticleAuthor> {
  const author = await getContent(`/documents/${encodeURIComponent(id)}`, authorSchema, 'content', context);
  const binariesBase = context.config.binariesBase;
  return {
    id,
    displayName: cmsText(author.displayName ?? author.name),
    title: cmsText(author.title),
    subtitle: cmsText(author.subtitle),
    html: html(author.content),
    imageUrl: imageOf(author.image?.image, binariesBase),
    imageAlt: cmsText(author.image?.alt),
    isTeam: author.isTeam === true,
  };
}

/**
 * The article's author subscription (site spec 7 "{base}/halapi/documents/{authorSubscription}: reads status and
 * name"): its name while its status is active (site spec 2.9: the banner shows the e-mail subscription "when its
 * author subscription is active"), else undefined.
 */
export async function getActiveAuthorSubscription(id: string, context: CallContext): Promise<string | undefined> {
  const subscription = await getContent(`/documents/${encodeURIComponent(id)}`, subscriptionSchema, 'content', context);
  const name = subscription.name?.trim();
  return subscription.status?.trim().toLowerCase() === 'active' && name ? name : undefined;
}
