/**
 * Insights whose CMS fields carry markup and script: what an editor's paste or a compromised feed could put in
 * a title, a summary, an author or a link. They live in their own scope, away from the blog's, for the demo
 * page and the tests that show such text stays text and never runs (site spec 2.3 link rule; DESIGN "All
 * HTML from the CMS or a service goes through DOMPurify").
 */
import type { HalDocument } from './types';

export const MARKUP_SAMPLES_SCOPE = '/content/documents/cm-samples/markup';

/** Each payload, if it ever ran, would count itself in window.cmXss. */
export const SCRIPT_PAYLOADS = {
  image: '<img src=x onerror="window.cmXss=(window.cmXss||0)+1">',
  script: '<script>window.cmXss=(window.cmXss||0)+1</script>',
  handler: '<b onmouseover="window.cmXss=(window.cmXss||0)+1">',
  link: 'javascript:window.cmXss=(window.cmXss||0)+1',
} as const;

export function markupSampleInsights(): HalDocument[] {
  const base = Date.UTC(2025, 10, 3, 14);
  const sample = (index: number, fields: Record<string, unknown>): HalDocument => {
    const name = `markup-sample-${index}`;
    return {
      _meta: {
        id: `markup-sample-${index}`,
        path: `${MARKUP_SAMPLES_SCOPE}/2025/${name}`,
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
  ];
}
