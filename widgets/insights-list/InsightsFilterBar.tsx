import { useRef } from 'react';
import { focusNearestSearchBox, SearchBox } from '../../runtime/ui/SearchBox';
import { INSIGHTS_TEXTS, type TaxonomyEntry } from '../../services/insights';
import { ChipsRow } from './ChipsRow';

/**
 * The insights list's filters (site spec 2.9, 2.10): chips under "Filter by:", "Search insights" (shown only
 * above 9 items), "Displaying X of Y insights" (announced politely as it changes) and "Clear all filters",
 * disabled while nothing is set (its press takes the focus to the search box).
 */
export function InsightsFilterBar({
  chips,
  selected,
  onToggle,
  showSearch,
  text,
  onText,
  onSubmitText,
  displaying,
  canClear,
  onClear,
}: {
  chips: readonly TaxonomyEntry[];
  selected: readonly string[];
  onToggle: (key: string) => void;
  showSearch: boolean;
  text: string;
  onText: (text: string) => void;
  /** Enter in the search box. */
  onSubmitText?: (text: string) => void;
  /** model.displayingText. */
  displaying: string;
  canClear: boolean;
  onClear: () => void;
}) {
  const bar = useRef<HTMLDivElement>(null);
  const clear = () => {
    onClear();
    // The button is disabled once nothing is set: the focus goes to where the visitor filters again, the search box
    // (or the first chip when the list is too short for one), never to the page's <body>.
    focusNearestSearchBox(bar.current, bar.current?.querySelector<HTMLElement>('.chip'));
  };
  return (
    <div className="filters" ref={bar}>
      <ChipsRow chips={chips} selected={selected} onToggle={onToggle} />
      <div className="filters-row">
        {showSearch && (
          <SearchBox
            placeholder={INSIGHTS_TEXTS.searchInsights}
            value={text}
            onChange={onText}
            {...(onSubmitText ? { onSubmit: onSubmitText } : {})}
          />
        )}
        <p className="filters-count" role="status">
          {displaying}
        </p>
        <button type="button" className="cm-button cm-button--secondary" disabled={!canClear} onClick={clear}>
          {INSIGHTS_TEXTS.clearAllFilters}
        </button>
      </div>
    </div>
  );
}
