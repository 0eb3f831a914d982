import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { TextLink } from '../table/links';
import { listboxKey, typeaheadMatch, type ListboxState } from './fund-listbox';

/** Typed letters within this time make one typeahead search (as a native select does). */
const TYPEAHEAD_MS = 500;

/**
 * products spec 2.12: "Select a {subtitle}" lists the funds, and "choosing one navigates". Built as the ARIA
 * select-only combobox (APG) rather than a native select: a native select fires its change on every arrow key
 * in some browsers, so navigating on change would leave the page at the first arrow, and a separate Go button is
 * not what the spec describes. Here the arrows, Home / End, Page Up / Down and typing only move the active option;
 * the visitor's committed choice (Enter, Space, or a click on an option) navigates; Escape and Tab close the list.
 */
export function FinderFundSelect({
  label,
  options,
  onGo,
}: {
  label: string;
  options: readonly TextLink[];
  onGo: (option: TextLink) => void;
}) {
  const id = useId();
  const [state, setState] = useState<ListboxState>({ open: false, active: -1 });
  const [chosen, setChosen] = useState(-1);
  const typed = useRef({ text: '', at: 0 });
  const list = useRef<HTMLUListElement>(null);
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!state.open || state.active < 0) return;
    list.current?.children[state.active]?.scrollIntoView?.({ block: 'nearest' });
  }, [state]);

  const choose = (index: number) => {
    setChosen(index);
    setState({ open: false, active: index });
    onGo(options[index]!);
  };

  const typeahead = (key: string) => {
    const now = Date.now();
    const again = now - typed.current.at < TYPEAHEAD_MS;
    typed.current = { text: again ? typed.current.text + key : key, at: now };
    const texts = options.map((o) => o.text);
    // A longer search keeps the active option when it still matches; a new letter looks past it.
    const index = typeaheadMatch(texts, typed.current.text, again ? state.active - 1 : state.active);
    if (index >= 0) setState({ open: true, active: index });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      typeahead(event.key);
      return;
    }
    const action = listboxKey(event.key, state, options.length, event.altKey);
    if (action.type === 'none') return;
    if (event.key !== 'Tab') event.preventDefault();
    if (action.type === 'move') setState(action.state);
    else if (action.type === 'choose') choose(action.index);
    else setState({ ...state, open: false });
  };

  return (
    <div className="finder-form finder-select">
      <span id={`${id}-label`} className="cm-visually-hidden">
        {label}
      </span>
      <div
        role="combobox"
        tabIndex={0}
        className="finder-select-box"
        aria-labelledby={`${id}-label`}
        aria-haspopup="listbox"
        aria-controls={`${id}-list`}
        aria-expanded={state.open}
        aria-activedescendant={state.open && state.active >= 0 ? optionId(state.active) : undefined}
        onClick={() => setState({ open: !state.open, active: state.active < 0 ? 0 : state.active })}
        onKeyDown={onKeyDown}
        onBlur={() => setState((s) => ({ ...s, open: false }))}
      >
        {chosen >= 0 ? options[chosen]!.text : label}
      </div>
      {/* A press on an option keeps the focus on the combobox (which closes the list on blur). */}
      <ul
        ref={list}
        id={`${id}-list`}
        role="listbox"
        aria-labelledby={`${id}-label`}
        className="cm-combobox-list finder-select-list"
        hidden={!state.open}
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((option, index) => (
          // The keyboard reaches the options through the combobox (aria-activedescendant), as the pattern says.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={option.href}
            id={optionId(index)}
            role="option"
            aria-selected={index === state.active}
            className="cm-combobox-option"
            onClick={() => choose(index)}
          >
            {option.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
