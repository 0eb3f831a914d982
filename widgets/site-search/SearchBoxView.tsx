import { useState } from 'react';
import { useElement } from '../../runtime/element-context';
import { safeUrl } from '../../runtime/links';
import { SearchCombobox } from '../../runtime/ui/Combobox';
import { SEARCH_TERM_MAX_LENGTH, SEARCH_TEXTS } from '../../services/search';
import type { events } from './element';
import { searchPageUrl, searchRedirectUrl } from './model';
import { useSuggestions } from './use-suggestions';

/**
 * The search box a header or subsection carries (site spec 2.11 "A subsection block may carry a search box
 * that redirects to {searchPath}?search={text}"), with suggestions. An empty box goes nowhere.
 */
export function SearchBoxView({
  searchPath,
  placeholder,
  searchButton,
  autocomplete,
}: {
  searchPath: string | undefined;
  placeholder: string;
  searchButton: boolean;
  autocomplete: boolean;
}) {
  const { config, emit } = useElement<typeof events>();
  const [text, setText] = useState('');
  const suggestions = useSuggestions(autocomplete);

  const submit = (value: string) => {
    const term = value.trim();
    if (term === '') return;
    const url = searchRedirectUrl(searchPageUrl(config.siteBase, searchPath), term);
    if (emit('submit', { term, url })) window.location.assign(safeUrl(url));
  };

  return (
    <div className="search-box" part="form">
      <SearchCombobox
        value={text}
        onChange={setText}
        onSubmit={submit}
        placeholder={placeholder}
        autocomplete={autocomplete}
        suggestions={suggestions.suggestions}
        onSuggestionsRequest={suggestions.request}
        onSuggestionsClear={suggestions.clear}
        maxLength={SEARCH_TERM_MAX_LENGTH}
        {...(searchButton ? { submitLabel: SEARCH_TEXTS.searchButton } : {})}
      />
    </div>
  );
}
