import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPageConfig, resetPageConfig, type PageConfig } from '../runtime/config';
import { jsonResponse, rejection, sentRequest, stubFetch, type FetchMock } from '../runtime/test-fetch';
import {
  articlePathOf,
  getActiveAuthorSubscription,
  getArticleAuthor,
  getInsightArticle,
  toBodyBlock,
  toInsightArticle,
  type ArticleDocument,
} from './insight-article';

let fetchMock: FetchMock;
const sent = (index = 0) => sentRequest(fetchMock, index);
const mirror = (path: string) => ({ _meta: { mirror: { path, id: 'm' } } });

function configAt(path: string): PageConfig {
  history.replaceState(null, '', path);
  resetPageConfig();
  return getPageConfig();
}

const ARTICLE: ArticleDocument = {
  _meta: { id: 'a-1', path: '/content/documents/cm-blog/insights/2025/bond-ladders', name: 'bond-ladders' },
  name: 'bond-ladders',
  title: 'Bonds &amp; ladders',
  publicationDate: Date.UTC(2025, 11, 9, 5),
  image: mirror('content/gallery/cm/insights/bond-ladders.svg'),
  bannerSummary: 'Starting yields matter.',
  types: ['Article'],
  time: '5 min read',
  keys: ['fixed-income'],
  authors: [{ displayName: 'Daniel Ruiz, CFA', title: 'Head of Fixed Income' }],
  author: [{ _meta: { id: 'author-1' } }, { _meta: {} }],
  authorSubscription: 'sub-1',
  videoId: '6123|cm-blog',
  LinkList: {
    links: [
      { text: 'Download the PDF', icon: 'info', url: '', Link: [mirror('content/assets/cm/a.pdf')], asButton: true },
      { text: '', url: '/nowhere' },
    ],
  },
  detailDocument: {
    keypoints: { title: 'Key points', content: { value: '<ul><li>One</li></ul>' } },
    body: [{ _meta: { type: 'hippostd:html' }, content: '<p>Hello</p>' }, { _meta: { type: 'cm:VideoCompound' } }],
    printDisclosure: '<p>Disclosure</p>',
  },
};

beforeEach(() => {
  fetchMock = stubFetch({});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the address of an article (site spec 2.10 "Article links")', () => {
  it.each([
    ['/insights/latest-insights/bond-ladders', 'bond-ladders'],
    ['/investor/insights/latest-insights/bond-ladders/', 'bond-ladders'],
    ['/institutional/insights/latest-insights/2025/bond-ladders', '2025/bond-ladders'],
    ['/site/blogspa/bond-ladders', 'bond-ladders'],
    ['/insights/latest-insights', undefined],
    ['/insights/latest-insights/a%20b', undefined],
    ['/insights/latest-insights/%E0%A4%A', undefined],
  ])('%s -> %j', (pathname, path) => {
    expect(articlePathOf(pathname)).toBe(path);
  });
});

describe('the body blocks (site spec 3 "Body block types and fields")', () => {
  const block = (type: string, fields: Record<string, unknown>) =>
    toBodyBlock({ _meta: { type }, ...fields }, '/binaries');

  it('reads HTML and paragraphs (title, HTML, links, printHidden)', () => {
    expect(block('hippostd:html', { content: '<p>x</p>' })).toEqual({ type: 'html', html: '<p>x</p>' });
    expect(
      block('cm:BlogParagraph', {
        paragraphTitle: 'Risk &amp; reward',
        paragraphHTML: { value: '<p>y</p>' },
        paragraphLinks: [{ text: 'More', url: '/more', target: '_blank' }],
        printHidden: true,
      }),
    ).toEqual({
      type: 'paragraph',
      title: 'Risk & reward',
      html: '<p>y</p>',
      links: [{ text: 'More', url: '/more', icon: '', target: '_blank', asButton: false }],
      printHidden: true,
    });
  });

  it('reads images (title, caption, download URL, SVG path, alignment)', () => {
    expect(
      block('cm:ImageCompound', {
        image: mirror('content/gallery/a.svg'),
        title: 'Chart',
        caption: 'Source',
        downloadUrl: '/binaries/a.svg',
        svgPath: '',
        alignment: 'Center',
      }),
    ).toEqual({
      type: 'image',
      title: 'Chart',
      caption: 'Source',
      imageUrl: '/binaries/content/gallery/a.svg',
      downloadUrl: '/binaries/a.svg',
      svgPath: '',
      alignment: 'center',
    });
    expect(block('cm:ImageCompound', { title: 'No picture' })).toBeUndefined();
  });

  it('reads video lists, quotes, white papers, stats and columns', () => {
    expect(
      block('cm:CTIBlogVideoList', {
        ctiblogVideo: [
          { title: 'One', videoId: '1', account: 'cm-blog', content: { value: '<p>c</p>' }, watchTime: '3 min watch' },
          { title: 'No id', videoId: '' },
        ],
      }),
    ).toEqual({
      type: 'video-list',
      videos: [{ title: 'One', videoId: '1', account: 'cm-blog', html: '<p>c</p>', watchTime: '3 min watch' }],
    });
    expect(block('cm:CTIBlogQuote', { quote: 'Q', title: 'T', subTitle: 'S' })).toEqual({
      type: 'quote',
      quote: 'Q',
      title: 'T',
      subTitle: 'S',
    });
    expect(
      block('cm:CTIBlogWhitePaper', {
        title: 'Paper',
        overline: 'White paper',
        html: { value: '<p>h</p>' },
        image: mirror('p.svg'),
        link: { text: 'Read', url: '/p.pdf' },
      }),
    ).toMatchObject({
      type: 'white-paper',
      title: 'Paper',
      imageUrl: '/binaries/p.svg',
      link: { text: 'Read', url: '/p.pdf' },
    });
    expect(block('cm:CTIBlogStats', { statNumber: '4.6%', statDescription: 'Yield' })).toEqual({
      type: 'stats',
      number: '4.6%',
      description: 'Yield',
      imageUrl: '',
    });
    expect(block('cm:CTIBlogColumns', { columnTitle: 'Income', columnDescription: { value: '<p>d</p>' } })).toEqual({
      type: 'columns',
      title: 'Income',
      html: '<p>d</p>',
      imageUrl: '',
    });
  });

  it('shows no video compound (the spec\'s "needs implementation" placeholder) and no unknown block', () => {
    expect(block('cm:VideoCompound', { videoId: '1' })).toBeUndefined();
    expect(block('cm:Unknown', { content: 'x' })).toBeUndefined();
    expect(toBodyBlock({}, '/binaries')).toBeUndefined();
  });
});

describe('the article as the view reads it', () => {
  it('reads the banner links (a binary mirror), key points, body, print disclosure, authors and subscription', () => {
    const article = toInsightArticle(ARTICLE, '/binaries');
    expect(article).toMatchObject({
      title: 'Bonds & ladders',
      videoId: '6123|cm-blog',
      links: [
        {
          text: 'Download the PDF',
          url: '/binaries/content/assets/cm/a.pdf',
          icon: 'info',
          target: '',
          asButton: true,
        },
      ],
      keyPoints: { title: 'Key points', html: '<ul><li>One</li></ul>' },
      body: [{ type: 'html', html: '<p>Hello</p>' }],
      printDisclosure: '<p>Disclosure</p>',
      authorIds: ['author-1'],
      authorSubscriptionId: 'sub-1',
    });
  });
});

describe('the calls (site spec 7)', () => {
  it('GETs {base}/halapi/documents/{id} for a document id; a 404 is no article', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(ARTICLE));
    const config = configAt('/insights/latest-insights/x');
    const article = await getInsightArticle({ id: 'a-1' }, { config });
    expect(sent().url).toBe('/blogspa/resourceapi/halapi/documents/a-1');
    expect(sent().headers['HST-Authorization']).toBe('demo');
    expect(article?.name).toBe('bond-ladders');
    fetchMock.mockResolvedValueOnce(jsonResponse({ status: 404 }, 404));
    await expect(getInsightArticle({ id: 'gone' }, { config })).resolves.toBeUndefined();
  });

  it('lists the scope narrowed to the document: {scope}/{year}/{slug}, or the slug by its name', async () => {
    const config = configAt('/institutional/insights/latest-insights/2025/bond-ladders');
    fetchMock.mockResolvedValue(jsonResponse({ _embedded: { documents: [ARTICLE] } }));
    const scope = '/content/documents/cm-institutional/insights';
    await getInsightArticle({ scope, path: '2025/bond-ladders' }, { config });
    expect(sent().url).toBe(
      '/institutional/resourceapi/halapi/documents?_scope=/content/documents/cm-institutional/insights/2025/bond-ladders&_limit=1',
    );
    fetchMock.mockResolvedValue(jsonResponse({ _embedded: { documents: [ARTICLE] } }));
    const found = await getInsightArticle(
      { scope: '/content/documents/cm-blog/insights', path: 'bond-ladders' },
      { config },
    );
    expect(sent(1).url).toBe(
      "/institutional/resourceapi/halapi/documents?_scope=/content/documents/cm-blog/insights&_limit=1&_expr=@name%3D'bond-ladders'",
    );
    expect(found?.title).toBe('Bonds & ladders');
  });

  it('finds no article when the listing has none of that name, and fails when the call fails', async () => {
    const config = configAt('/insights/latest-insights/x');
    fetchMock.mockResolvedValueOnce(jsonResponse({ _embedded: { documents: [] } }));
    await expect(getInsightArticle({ scope: '/s', path: 'x' }, { config })).resolves.toBeUndefined();
    fetchMock.mockResolvedValueOnce(jsonResponse({ message: 'down' }, 500));
    const error = await rejection(getInsightArticle({ scope: '/s', path: 'y' }, { config }));
    expect(error.kind).toBe('http');
  });

  it("reads an author (site spec 3 'Author') and an active author subscription's name", async () => {
    const config = configAt('/insights/latest-insights/x');
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        displayName: 'Daniel Ruiz, CFA',
        title: 'Head of Fixed Income',
        subtitle: 'Calder Meridian',
        content: { value: '<p>Bio</p>' },
        image: { image: mirror('content/gallery/cm/authors/daniel.svg'), alt: 'Daniel Ruiz' },
        isTeam: false,
      }),
    );
    expect(await getArticleAuthor('author-1', { config })).toEqual({
      id: 'author-1',
      displayName: 'Daniel Ruiz, CFA',
      title: 'Head of Fixed Income',
      subtitle: 'Calder Meridian',
      html: '<p>Bio</p>',
      imageUrl: '/binaries/content/gallery/cm/authors/daniel.svg',
      imageAlt: 'Daniel Ruiz',
      isTeam: false,
    });
    fetchMock.mockResolvedValueOnce(jsonResponse({ status: 'active', name: 'Author: Daniel Ruiz, CFA' }));
    expect(await getActiveAuthorSubscription('sub-1', { config })).toBe('Author: Daniel Ruiz, CFA');
    expect(sent(1).url).toBe('/blogspa/resourceapi/halapi/documents/sub-1');
    fetchMock.mockResolvedValueOnce(jsonResponse({ status: 'inactive', name: 'Author: X' }));
    expect(await getActiveAuthorSubscription('sub-2', { config })).toBeUndefined();
  });
});
