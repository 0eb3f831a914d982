import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useElement } from '../../runtime/element-context';
import { useService } from '../../runtime/use-service';
import { SearchCombobox } from '../../runtime/ui/Combobox';
import { Spinner } from '../../runtime/ui/Spinner';
import { searchSite, SEARCH_TEXTS, type SearchCategory, type SearchHit } from '../../services/search';
import type { events } from './element';
import {
  initialSearchTerm,
  remainingLoadingTime,
  sanitizeSearchTerm,
  searchResults,
  searchViewReducer,
  withSearchParameter,
} from './model';
import { SearchResults } from './SearchResults';
import { useSuggestions } from './use-suggestions';

const NO_HITS: SearchHit[] = [];

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
 * at least 1 s, then the advisor site's categories or the other sites' single list, or the no-results text.
 * A failed search shows no results (site spec 8 "Search failure: empty results").
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

  const search = useService(
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
    { enabled: term !== '', failure: { show: 'log', empty: NO_HITS } },
  );
  const results = useMemo(
    () => (search.data ? searchResults(search.data, config.timeZone) : []),
    [search.data, config.timeZone],
  );

  useEffect(() => {
    if (search.status === 'ready') emit('results', { term: submission.term, count: results.length });
  }, [search.status, results, submission.term, emit]);

  const submit = (value: string) => {
    const next = value.trim();
    if (next === '') return;
    if (!emit('submit', { term: next })) return;
    setSubmission({ term: next });
    dispatch({ type: 'search' });
    // The address names the term, so the page can be shared or reloaded with it.
    window.history.replaceState(window.history.state, '', withSearchParameter(window.location.href, next));
  };

  const chooseView = (category: SearchCategory | null) => {
    dispatch(category ? { type: 'view-all', category } : { type: 'back-to-results' });
    emit('category', { category });
  };

  // After "View all" the visitor lands on "Back to results"; after it, on the category they came from.
  const previous = useRef(view);
  useEffect(() => {
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
        />
      </div>
      <div className="search-output" ref={resultsRef} part="results">
        {submission.term.trim() === '' ? null : term === '' || search.status === 'ready' ? (
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
