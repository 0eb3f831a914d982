import { useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useElement } from '../../runtime/element-context';
import { useService } from '../../runtime/use-service';
import { SearchCombobox } from '../../runtime/ui/Combobox';
import { Alert } from '../../runtime/ui/Alert';
import { Spinner } from '../../runtime/ui/Spinner';
import {
  searchSite,
  SEARCH_TERM_MAX_LENGTH,
  SEARCH_TEXTS,
  type SearchCategory,
  type SearchHit,
} from '../../services/search';
import type { events } from './element';
import {
  initialSearchTerm,
  remainingLoadingTime,
  resultsAnnouncement,
  sanitizeSearchTerm,
  searchFailureText,
  searchResults,
  searchViewReducer,
  withSearchParameter,
} from './model';
import { SearchResults } from './SearchResults';
import { useSuggestions } from './use-suggestions';

/** Resolves after `ms`, or at once when the signal aborts (the data hook then drops the answer). */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/** One search the visitor asked for: a new object for each, so a repeated term searches again. */
interface Submission {
  term: string;
}

/**
 * The search page (site spec 2.11, 4 "Search", 5, 8): the box with the term of ?search=, the loading image for
 * at least 1 s, then the advisor site's categories or the other sites' single list, or the no-results text, and a
 * polite status saying how many results appeared. A failed search shows no result lines (site spec 8 "Search
 * failure: empty results") and says the search did not run, with Retry (SEARCH_TEXTS.failureText), never the
 * no-results text. Each search is a history entry (?search=), so Back returns to the term before.
 */
export function SearchPage({ placeholder, autocomplete }: { placeholder: string; autocomplete: boolean }) {
  const { config, emit } = useElement<typeof events>();
  const [submission, setSubmission] = useState<Submission>(() => ({
    term: initialSearchTerm(window.location.search),
  }));
  const [text, setText] = useState(submission.term);
  const [view, dispatch] = useReducer(searchViewReducer, { kind: 'all' });
  const suggestions = useSuggestions(autocomplete);
  const resultsRef = useRef<HTMLDivElement>(null);
  const term = sanitizeSearchTerm(submission.term);

  const search = useService<SearchHit[]>(
    async (context) => {
      const started = Date.now();
      try {
        return await searchSite(sanitizeSearchTerm(submission.term), context);
      } finally {
        // site spec 2.11, 9: results (or their absence) appear no sooner than 1 s after the search started.
        await wait(remainingLoadingTime(started, Date.now()), context.signal);
      }
    },
    [submission],
    { enabled: term !== '', failure: { show: 'section', section: 'Search' } },
  );
  const results = useMemo(
    () => (search.data ? searchResults(search.data, config.timeZone) : []),
    [search.data, config.timeZone],
  );

  useEffect(() => {
    if (search.status === 'ready') emit('results', { term: submission.term, count: results.length });
  }, [search.status, results, submission.term, emit]);

  const submit = (value: string) => {
    const next = value.trim().slice(0, SEARCH_TERM_MAX_LENGTH);
    if (next === '') return;
    if (!emit('submit', { term: next })) return;
    setSubmission({ term: next });
    dispatch({ type: 'search' });
    // The address names the term, so the page can be shared or reloaded with it; a new term is a new history entry,
    // so Back returns to the term before (the same term again is no new entry).
    const url = withSearchParameter(window.location.href, next);
    if (initialSearchTerm(window.location.search) === next) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(window.history.state, '', url);
  };

  // Back and Forward: the term of the entry the visitor returned to is searched again (from the session's cache).
  useEffect(() => {
    const returned = () => {
      const previous = initialSearchTerm(window.location.search);
      setText(previous);
      setSubmission({ term: previous });
      dispatch({ type: 'search' });
    };
    window.addEventListener('popstate', returned);
    return () => window.removeEventListener('popstate', returned);
  }, []);

  const retry = () => {
    // Retry goes with the notice: the focus waits on the results' area, which shows the loading image.
    resultsRef.current?.focus();
    search.retry();
  };
  const announced =
    search.status === 'ready' && term !== '' ? resultsAnnouncement(results.length, submission.term) : '';

  const chooseView = (category: SearchCategory | null) => {
    dispatch(category ? { type: 'view-all', category } : { type: 'back-to-results' });
    emit('category', { category });
  };

  // After "View all" the visitor lands on "Back to results"; after it, on the category they came from.
  const previous = useRef(view);
  useLayoutEffect(() => {
    const from = previous.current;
    previous.current = view;
    if (from === view) return;
    const root = resultsRef.current;
    if (view.kind === 'category') root?.querySelector<HTMLElement>('.search-back')?.focus();
    else if (from.kind === 'category')
      root?.querySelector<HTMLElement>(`[data-category="${from.category}"] .result-section-heading`)?.focus();
  }, [view]);

  return (
    <div className="search-page">
      <div className="search-form" part="form">
        <SearchCombobox
          value={text}
          onChange={setText}
          onSubmit={submit}
          placeholder={placeholder}
          autocomplete={autocomplete}
          suggestions={suggestions.suggestions}
          onSuggestionsRequest={suggestions.request}
          onSuggestionsClear={suggestions.clear}
          submitLabel={SEARCH_TEXTS.searchButton}
          maxLength={SEARCH_TERM_MAX_LENGTH}
        />
      </div>
      {/* Present from the start, so that a screen reader hears the count when it appears. */}
      <p className="cm-visually-hidden" role="status">
        {announced}
      </p>
      <div className="search-output" ref={resultsRef} part="results" tabIndex={-1}>
        {submission.term.trim() === '' ? null : search.status === 'error' ? (
          <Alert title={SEARCH_TEXTS.failureTitle} onRetry={retry}>
            {searchFailureText(submission.term)}
          </Alert>
        ) : term === '' || search.status === 'ready' ? (
          <SearchResults
            results={term === '' ? [] : results}
            term={submission.term}
            categorised={config.audience === 'advisor'}
            view={view}
            onViewAll={chooseView}
            onBackToResults={() => chooseView(null)}
          />
        ) : (
          <Spinner text={SEARCH_TEXTS.loading} />
        )}
      </div>
    </div>
  );
}
