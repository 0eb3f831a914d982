import { useId } from 'react';
import { SEARCH_TEXTS, type SearchCategory } from '../../services/search';
import type { CategorySection as Section } from './model';
import { ResultLine } from './ResultLine';

/**
 * One category of the advisor site's results (site spec 2.11): its heading, its results and "View all" when it
 * has more than it shows. The button is described by the heading, so "View all" is heard with its category.
 */
export function CategorySection({
  section,
  onViewAll,
}: {
  section: Section;
  onViewAll: (category: SearchCategory) => void;
}) {
  const headingId = useId();
  return (
    <section className="result-section" aria-labelledby={headingId} data-category={section.category}>
      {/* Focusable from code: "Back to results" returns the visitor here. */}
      <h2 className="result-section-heading" id={headingId} tabIndex={-1}>
        {section.category}
      </h2>
      <ol className="results">
        {section.results.map((result, index) => (
          <ResultLine key={`${index}:${result.url}`} result={result} />
        ))}
      </ol>
      {section.viewAll && (
        <button
          type="button"
          className="cm-button cm-button--secondary result-view-all"
          aria-describedby={headingId}
          onClick={() => onViewAll(section.category)}
        >
          {SEARCH_TEXTS.viewAll}
        </button>
      )}
    </section>
  );
}
