import { useId } from 'react';
import { SEARCH_CATEGORIES, SEARCH_TEXTS, type SearchCategory } from '../../services/search';
import { categorySections, noResultsText, singleList, type SearchResultView, type SearchView } from './model';
import { CategorySection } from './CategorySection';
import { ResultLine } from './ResultLine';

export interface SearchResultsProps {
  /** The results to show, filtered and de-duplicated (model.searchResults). */
  results: readonly SearchResultView[];
  /** The term searched for, named by the no-results text. */
  term: string;
  /** The advisor site groups results into categories; the other sites show one list. */
  categorised: boolean;
  view: SearchView;
  onViewAll: (category: SearchCategory) => void;
  onBackToResults: () => void;
}

/**
 * The results of a search (site spec 2.11, 4, 8): the advisor site's categories with their left-side filter,
 * "View all" and "Back to results"; the other sites' single "Results" list of the first 10; or the no-results
 * text.
 */
export function SearchResults({ results, term, categorised, view, onViewAll, onBackToResults }: SearchResultsProps) {
  const headingId = useId();
  if (results.length === 0)
    return (
      <p className="search-empty" part="empty" role="status">
        {noResultsText(term)}
      </p>
    );

  if (!categorised) {
    return (
      <section className="result-section" aria-labelledby={headingId}>
        <h2 className="result-section-heading" id={headingId}>
          {SEARCH_TEXTS.results}
        </h2>
        <ol className="results">
          {singleList(results).map((result, index) => (
            <ResultLine key={`${index}:${result.url}`} result={result} />
          ))}
        </ol>
      </section>
    );
  }

  const totals = new Map(categorySections(results, { kind: 'all' }).map((s) => [s.category, s.total]));
  const sections = categorySections(results, view).filter((s) => s.total > 0);
  return (
    <div className="search-layout">
      <ul className="search-categories" aria-label="Categories">
        {SEARCH_CATEGORIES.map((category) => (
          <li key={category}>
            <button
              type="button"
              className="search-category"
              aria-pressed={view.kind === 'category' && view.category === category}
              disabled={!totals.get(category)}
              onClick={() => onViewAll(category)}
            >
              {category}
            </button>
          </li>
        ))}
      </ul>
      <div className="search-sections">
        {view.kind === 'category' && (
          <button type="button" className="cm-button cm-button--secondary search-back" onClick={onBackToResults}>
            {SEARCH_TEXTS.backToResults}
          </button>
        )}
        {sections.map((section) => (
          <CategorySection key={section.category} section={section} onViewAll={onViewAll} />
        ))}
      </div>
    </div>
  );
}
