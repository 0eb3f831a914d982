import { attr } from '../../runtime/attributes';
import { defineElement, event, type FailureDetail } from '../../runtime/define-element';
import uiStyles from '../../runtime/ui/ui.css?inline';
import {
  DEFAULT_SUBSCRIBE_TEXT,
  INSIGHTS_CONTENT_LIMIT,
  INSIGHTS_SORT_FIELD,
  SUBSCRIPTION_BUTTON_STYLES,
} from '../../services/insights';
import { InsightsList } from './InsightsList';
import styles from './styles.css?inline';

/** What the element shows: the insights list, the latest insights block, or a blog article. */
export const VIEWS = ['list', 'latest', 'article'] as const;

/** A site path, or an https address, without spaces, quotes or angle brackets. */
/** Text a CMS field gives: no markup. */
const PLAIN = (max: number) => new RegExp(`^[^<>]{1,${max}}$`);

export const attributes = {
  view: attr.oneOf(VIEWS, {
    default: 'list',
    description:
      'What the element shows: "list" is the insights list (chips, "Search insights", Load More, the topic and type query parameters); "latest" is the latest insights block (up to 3 cards, "View all insights", an optional subscribe button); "article" is the blog article the page\'s address (or data-document-id) names.',
  }),
  documentId: attr.optionalString({
    description:
      "Article view: the article's document id (the page's ?id= otherwise, then the address: /insights/latest-insights/{slug}, /institutional/insights/latest-insights/{year}/{slug}).",
    pattern: /^[\w-]{1,100}$/,
    allowed: 'a document id: letters, digits, "_" and "-"',
  }),
  scope: attr.optionalString({
    description:
      'The content scope of the insights (_scope of the documents call; the article view finds its article there).',
    defaultText:
      '"/content/documents/{b}-blog/insights" ("/content/documents/{b}-institutional/insights" on the institutional site)',
    pattern: /^\/content\/documents(?:\/[\w-]+)+$/,
    allowed: 'a content path such as /content/documents/cm-blog/insights',
  }),
  sortField: attr.string({
    default: INSIGHTS_SORT_FIELD,
    description: 'The field the insights are sorted by (_sort).',
    pattern: /^[a-z][\w-]*:[A-Za-z][\w-]*$/,
    allowed: 'a namespaced field such as cti:publicationDate or cti:title',
  }),
  sortOrder: attr.oneOf(['desc', 'asc'], {
    default: 'desc',
    description: 'Sort order: "desc" (newest first) prefixes the sort field with "-".',
  }),
  pageSize: attr.number({
    default: INSIGHTS_CONTENT_LIMIT,
    min: 1,
    max: 500,
    integer: true,
    description:
      'List view: how many insights one call reads (_limit); when _meta.totalSize says there are more, the list reads the next pages (_offset), so every insight of the scope is listed.',
  }),
  layout: attr.oneOf(['cards', 'grid'], {
    default: 'cards',
    description:
      'List view: "cards" lays the cards out 2 or 3 across by screen width; "grid" uses the count rule of site spec 9 (3 across when fewer than 10 cards and fewer than 3 or a multiple of 3, else 4).',
  }),
  gridSize: attr.number({
    default: 0,
    min: 0,
    max: 4,
    integer: true,
    description: 'List view: cards across on a wide screen, overriding the layout (0: the layout decides).',
  }),
  topic: attr.optionalString({
    description: 'Latest view: only insights with this taxonomy key; the empty text names it.',
    pattern: /^[a-z0-9][a-z0-9-]{0,99}$/,
    allowed: 'a taxonomy key (lower-case letters, digits and "-")',
  }),
  heading: attr.optionalString({
    description: "Latest view: the block's heading.",
    pattern: PLAIN(160),
    allowed: 'text of 1 to 160 characters without "<" or ">"',
  }),
  allInsightsLink: attr.optionalLink({
    description: 'Latest view: where "View all insights" leads.',
    defaultText: '"/insights/latest-insights" ("/institutional/insights/latest-insights" on the institutional site)',
  }),
  backgroundImage: attr.optionalLink({
    description: "Latest view: a background image behind the block's cards.",
  }),
  subscription: attr.optionalString({
    description:
      'Latest view: the e-mail subscription the subscribe button offers (e.g. "Blog: Latest Insights"); no button without it.',
    pattern: PLAIN(120),
    allowed: 'a subscription name of 1 to 120 characters without "<" or ">"',
  }),
  subscriptionButtonStyle: attr.oneOf(SUBSCRIPTION_BUTTON_STYLES, {
    default: 'Primary',
    description: 'Latest view: the style of the subscribe button.',
  }),
  subscribeText: attr.string({
    default: DEFAULT_SUBSCRIBE_TEXT,
    description: 'Latest view: the text of the subscribe button.',
    pattern: PLAIN(60),
    allowed: 'text of 1 to 60 characters without "<" or ">"',
  }),
};

export const events = {
  filter: event<{ keys: string[]; shown: number; total: number }>(
    'List view: the visitor toggled a topic chip or chose "Clear all filters"; `keys` are the selected topics, `total` the insights the filter keeps.',
  ),
  search: event<{ text: string; total: number }>(
    'List view: the visitor pressed Enter in "Search insights" (the list filters on every key; this marks a finished search).',
  ),
  'load-more': event<{ shown: number; total: number }>('List view: the visitor chose "Load More".'),
  error: event<FailureDetail>(
    'The insights did not arrive (the list\'s, the latest block\'s or the article\'s documents call failed): the view shows "Insights are not available right now" (the article: "This insight is not available right now") with Retry (site spec 8 "Documents fetch non-OK").',
  ),
  subscribe: event<{ subscription: string }>(
    'Latest view: the visitor pressed the subscribe button; the page\'s subscription centre is asked to open (the runtime\'s "subscription-open").',
  ),
};

export const definition = defineElement({
  tag: 'insights-list',
  summary: 'The insights list, the latest insights block and the blog article',
  spec: 'site spec 2.9, 2.10, 7, 8',
  description:
    'Insights (site spec 2.9, 2.10, 7, 8): the insights list with topic chips under "Filter by:", "Search insights", "Displaying X of Y insights", "Clear all filters" and Load More, opened on a topic or type from the query; the latest insights block with up to 3 cards, "View all insights" and an optional subscribe button; and the blog article with its banner, key points, body blocks, thought leaders, share and topic links, side navigation and print disclosure.',
  attributes,
  events,
  component: InsightsList,
  styles: `${uiStyles}\n${styles}`,
  // site spec 8: "Error in BlogArticleCardList component", "Error in BlogArticle component".
  errorName: (values) => (values.view === 'article' ? 'BlogArticle' : 'BlogArticleCardList'),
  composes: ['category-subscription-button'],
  slots: {
    personalization:
      'Article view, institutional site: personalised content shown below the banner (site spec 2.10 "some personalisation slots exist").',
  },
  cssParts: {
    filters: 'List view: the chips, the search box, the count and "Clear all filters".',
    grid: 'The list of cards.',
    card: 'One insight card.',
    'load-more': 'List view: the "Load More" button.',
    empty: 'The empty text (the article view: the not-found state).',
    heading: 'Latest view: the heading.',
    'view-all': 'Latest view: the "View all insights" link.',
    'subscribe-button': 'Latest view: the subscribe button.',
  },
  cssProperties: {
    '--cm-insights-latest-background': {
      description: 'Latest view: the background colour of the block (behind the optional image).',
      default: 'var(--cm-color-gray-light)',
    },
  },
});
