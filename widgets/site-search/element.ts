import { attr } from '../../runtime/attributes';
import { defineElement, event, type FailureDetail } from '../../runtime/define-element';
import uiStyles from '../../runtime/ui/ui.css?inline';
import type { SearchCategory } from '../../services/search';
import { SiteSearch } from './SiteSearch';
import styles from './styles.css?inline';

/** What the element shows: the search page, or the search box that leads to it. */
export const VIEWS = ['page', 'box'] as const;

export const attributes = {
  view: attr.oneOf(VIEWS, {
    default: 'page',
    description:
      'What the element shows: "page" is the search page (search box, categories or results list, the term from ?search=); "box" is a search box with suggestions that leads to {searchPath}?search={text}, as a header or subsection carries it.',
  }),
  searchPath: attr.optionalString({
    description: 'Box view: the search page the box leads to.',
    defaultText: '"{siteBase}/search"',
    pattern: /^\/(?:[\w.~-]+\/?)*$/,
    allowed: 'a site path starting with "/" (letters, digits, ".", "_", "~" and "-" between the slashes)',
  }),
  placeholder: attr.string({
    default: 'Please enter a search term',
    description: 'Placeholder of the search input (site spec 2.11).',
    pattern: /^[^<>]{1,80}$/,
    allowed: 'text of 1 to 80 characters without "<" or ">"',
  }),
  searchButton: attr.boolean({
    description: 'Box view: shows a "Search" button beside the input (the search page always has one).',
  }),
  autocomplete: attr.oneOf(['on', 'off'], {
    default: 'on',
    description: 'Suggestions while typing (site spec 5): "off" asks for none.',
  }),
};

export const events = {
  submit: event<{ term: string; url?: string }>(
    'The visitor searched (Enter, the Search button or a suggestion). In the box view `url` is the search page it leads to. Cancel the event to stop the search (in the box view: to stay on the page).',
    { cancelable: true },
  ),
  results: event<{ term: string; count: number }>(
    'Search page: the results of a search are shown (after the loading image); `count` is the number of results kept after filtering, 0 when the no-results text shows.',
  ),
  error: event<FailureDetail>(
    'Search page: the search call failed (an error, a time-out, an answer it could not read): no result lines show and the page says "Search is not available right now" with Retry, never the no-results text.',
  ),
  category: event<{ category: SearchCategory | null }>(
    'Search page (advisor site): the visitor chose a category ("View all" or the left-side filter), or `null` for "Back to results".',
  ),
};

export const definition = defineElement({
  tag: 'site-search',
  summary: 'The search page and the search box with suggestions',
  spec: 'site spec 2.11, 5, 7, 8',
  description:
    'Site search (site spec 2.11, 5, 7, 8): the search page with the advisor site\'s categories (Products, Resources, Insights, Leadership, Other; 5 each, "View all" up to 99) or the other sites\' single list of 10, and the search box with suggestions, as a WAI-ARIA combobox, that leads to the search page.',
  attributes,
  events,
  component: SiteSearch,
  styles: `${uiStyles}\n${styles}`,
  errorName: 'Search',
  cssParts: {
    form: 'The search box row (input, clear control, Search button).',
    results: 'The results: the categories and their sections, or the single list.',
    empty: 'The no-results text.',
  },
  cssProperties: {
    '--cm-site-search-max-width': { description: 'Maximum width of the search page.', default: '72rem' },
  },
});
