import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  enterSubmission,
  isComposing,
  moveHighlight,
  movesCaret,
  shownSuggestions,
  shouldFetchSuggestions,
  suggestionsAnnouncement,
  suggestionTerm,
} from './search-box-model';

export interface SearchComboboxProps {
  /** The text in the box; the owner keeps it. */
  value: string;
  onChange: (text: string) => void;
  /** Enter, the Search button or a chosen suggestion: the text to search for. */
  onSubmit: (text: string) => void;
  placeholder: string;
  /** The accessible name; the placeholder when not given (a placeholder alone is no label). */
  label?: string;
  /** The suggestions for the term last asked for; none: no list. */
  suggestions?: readonly string[];
  /** The term qualifies for suggestions (site spec 5): asks for them, with the trimmed term. */
  onSuggestionsRequest?: (term: string) => void;
  /** The suggestions should go: the term no longer qualifies, or a text was submitted or chosen. */
  onSuggestionsClear?: () => void;
  /** Autocomplete on; by default when onSuggestionsRequest is given. */
  autocomplete?: boolean;
  /** The box's default text, for which nothing is suggested (site spec 5). */
  defaultText?: string;
  /** The text of a Search button; no button when not given. */
  submitLabel?: string;
  clearLabel?: string;
  /** The accessible name of the list of suggestions. */
  listLabel?: string;
  /** The longest text the box takes. */
  maxLength?: number;
}

const NO_SUGGESTIONS: readonly string[] = [];

/** The typed part of a suggestion in bold, the rest as it is (text only: React escapes both). */
function SuggestionText({ text, term }: { text: string; term: string }) {
  if (term === '' || !text.toLowerCase().startsWith(term.toLowerCase())) return <>{text}</>;
  return (
    <>
      <strong>{text.slice(0, term.length)}</strong>
      {text.slice(term.length)}
    </>
  );
}

/**
 * The listbox of suggestions, hidden while the combobox is collapsed (so aria-controls always names it), and
 * the polite live region that announces how many there are.
 */
function SuggestionList({
  id,
  label,
  suggestions,
  highlighted,
  term,
  expanded,
  onChoose,
}: {
  id: string;
  label: string;
  suggestions: readonly string[];
  highlighted: number;
  term: string;
  expanded: boolean;
  onChoose: (suggestion: string) => void;
}) {
  return (
    <>
      <ul className="cm-combobox-list" id={id} role="listbox" aria-label={label} hidden={!expanded}>
        {suggestions.map((suggestion, position) => (
          // The input keeps focus and handles the keys (aria-activedescendant); a press chooses.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${position}:${suggestion}`}
            id={`${id}-${position}`}
            className="cm-combobox-option"
            role="option"
            aria-selected={position === highlighted}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(suggestion)}
          >
            <SuggestionText text={suggestion} term={term} />
          </li>
        ))}
      </ul>
      <div className="cm-visually-hidden" role="status" aria-live="polite">
        {expanded ? suggestionsAnnouncement(suggestions.length) : ''}
      </div>
    </>
  );
}

/**
 * The shared search box with autocomplete (site spec 2.11, 5; products spec 2.24, 5) as a WAI-ARIA 1.2
 * combobox: an input with role combobox, aria-expanded, aria-controls and aria-activedescendant, a listbox of
 * options and a polite live region announcing the number of suggestions. The owner fetches the suggestions
 * (with abort and debounce) when asked, and passes them in; the box asks only when the term qualifies.
 */
export function SearchCombobox({
  value,
  onChange,
  onSubmit,
  placeholder,
  label = placeholder,
  suggestions: sent = NO_SUGGESTIONS,
  onSuggestionsRequest,
  onSuggestionsClear,
  autocomplete = onSuggestionsRequest !== undefined,
  defaultText = '',
  submitLabel,
  clearLabel = 'Clear search',
  listLabel = 'Suggestions',
  maxLength,
}: SearchComboboxProps) {
  // At most 5, each once, whatever the owner was sent (site spec 9).
  const suggestions = useMemo(() => shownSuggestions(sent), [sent]);
  const inputId = useId();
  const listId = `${inputId}-listbox`;
  const input = useRef<HTMLInputElement>(null);
  const requested = useRef<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  // The highlight belongs to one list of suggestions: a new list starts with none highlighted.
  const [highlight, setHighlight] = useState<{ list: readonly string[]; index: number }>({ list: [], index: -1 });
  const index = highlight.list === suggestions ? highlight.index : -1;
  const expanded = autocomplete && open && suggestions.length > 0;
  const activeId = expanded && index >= 0 ? `${listId}-${index}` : undefined;

  const clearSuggestions = () => {
    requested.current = undefined;
    setOpen(false);
    onSuggestionsClear?.();
  };

  const type = (text: string) => {
    onChange(text);
    setOpen(true);
    if (!autocomplete) return;
    if (shouldFetchSuggestions(text, defaultText, autocomplete)) {
      const term = suggestionTerm(text);
      if (term !== requested.current) {
        requested.current = term;
        onSuggestionsRequest?.(term);
      }
    } else if (requested.current !== undefined || suggestions.length > 0) {
      clearSuggestions();
    }
  };

  // site spec 2.11: "selecting clears the suggestions".
  const submit = (text: string) => {
    if (text !== value) onChange(text);
    clearSuggestions();
    onSubmit(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // A key an input method takes (Enter confirming Japanese characters) is the composition's, not the box's.
    if (isComposing(event.nativeEvent)) return;
    // The caret moves in the text: the visitor edits the text again, so the highlight leaves the suggestions.
    if (movesCaret(event.key)) {
      if (index >= 0) setHighlight({ list: suggestions, index: -1 });
      return;
    }
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (!autocomplete || suggestions.length === 0) return;
        event.preventDefault();
        const direction = event.key === 'ArrowDown' ? 'down' : 'up';
        setOpen(true);
        setHighlight({ list: suggestions, index: moveHighlight(expanded ? index : -1, direction, suggestions.length) });
        return;
      }
      case 'Enter':
        event.preventDefault();
        submit(enterSubmission(value, expanded ? suggestions : [], index));
        return;
      case 'Escape':
        // WAI-ARIA combobox: Escape closes the list; with the list closed it clears the box.
        if (expanded) {
          event.preventDefault();
          setOpen(false);
        } else if (value !== '') {
          event.preventDefault();
          onChange('');
          clearSuggestions();
        }
        return;
    }
  };

  return (
    <div className="cm-search cm-combobox" role="search" aria-label={label}>
      <div className="cm-combobox-field">
        <label className="cm-visually-hidden" htmlFor={inputId}>
          {label}
        </label>
        <svg className="cm-search-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M12.5 12.5 17 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <input
          ref={input}
          id={inputId}
          className="cm-search-input"
          type="text"
          inputMode="search"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={value}
          {...(maxLength ? { maxLength } : {})}
          {...(autocomplete
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': expanded,
                'aria-controls': listId,
                'aria-activedescendant': activeId,
              }
            : {})}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        {value !== '' && (
          <button
            type="button"
            className="cm-search-clear"
            aria-label={clearLabel}
            onClick={() => {
              onChange('');
              clearSuggestions();
              input.current?.focus();
            }}
          >
            <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
        {autocomplete && (
          <SuggestionList
            id={listId}
            label={listLabel}
            suggestions={suggestions}
            highlighted={index}
            term={value.trim()}
            expanded={expanded}
            onChoose={submit}
          />
        )}
      </div>
      {submitLabel && (
        <button type="button" className="cm-button cm-combobox-submit" onClick={() => submit(value)}>
          {submitLabel}
        </button>
      )}
    </div>
  );
}
