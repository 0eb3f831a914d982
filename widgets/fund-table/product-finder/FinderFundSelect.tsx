import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { TextLink } from '../table/links';
import { NO_MATCHING_FUNDS } from '../table/texts';
import { finderKey, fundToGo, matchingFunds, type FinderListState } from './fund-combobox';

/**
 * The spec names no text for Go pressed while the box names no one fund (products spec 2.12 names only the
 * dropdown): the words a visitor needs to go on.
 */
export const CHOOSE_A_FUND = 'Choose a fund from the list.';
/** The button that leaves for the chosen fund's page (fund-combobox.ts: a change of context on request only). */
export const GO_TEXT = 'Go';

/**
 * products spec 2.12: "Select a {subtitle}" lists the funds; choosing one and Go navigate. A combobox with list
 * autocomplete (APG): the typed words filter the list, the arrows move the active option, Enter or a click chooses
 * it into the box, Go (or Enter with the list closed) announces the choice and leaves for the fund's page.
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
  const [text, setText] = useState('');
  const [list, setList] = useState<FinderListState>({ open: false, active: -1 });
  const [unresolved, setUnresolved] = useState(false);
  const texts = useMemo(() => options.map((o) => o.text), [options]);
  const shown = useMemo(() => matchingFunds(texts, text), [texts, text]);
  const input = useRef<HTMLInputElement>(null);
  const listNode = useRef<HTMLUListElement>(null);
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeIndex = list.open && list.active >= 0 ? shown[list.active] : undefined;

  useEffect(() => {
    if (activeIndex === undefined) return;
    listNode.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex]);

  const choose = (index: number) => {
    setText(options[index]!.text);
    setList({ open: false, active: -1 });
    setUnresolved(false);
  };

  const go = (event: FormEvent) => {
    event.preventDefault();
    const index = fundToGo(texts, text);
    if (index < 0) {
      setUnresolved(true);
      setList({ open: true, active: -1 });
      input.current?.focus();
      return;
    }
    setList({ open: false, active: -1 });
    onGo(options[index]!);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = finderKey(event.key, list, shown.length, event.altKey);
    if (action.type === 'none') return;
    if (event.key !== 'Tab') event.preventDefault();
    if (action.type === 'move') setList(action.state);
    else if (action.type === 'choose') choose(shown[action.position]!);
    else if (action.type === 'close') setList({ open: false, active: -1 });
    else {
      setText('');
      setUnresolved(false);
    }
  };

  const listId = `${id}-list`;
  const messageId = `${id}-message`;
  return (
    <form className="finder-form" onSubmit={go} noValidate>
      <label className="cm-visually-hidden" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className="finder-combobox">
        <input
          ref={input}
          id={`${id}-input`}
          className="finder-input"
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={label}
          value={text}
          aria-autocomplete="list"
          aria-expanded={list.open}
          aria-controls={listId}
          aria-activedescendant={activeIndex === undefined ? undefined : optionId(activeIndex)}
          aria-invalid={unresolved || undefined}
          aria-describedby={unresolved ? messageId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setList({ open: true, active: -1 });
            setUnresolved(false);
          }}
          onClick={() => setList((current) => ({ open: !current.open, active: -1 }))}
          onKeyDown={onKeyDown}
          onBlur={() => setList({ open: false, active: -1 })}
        />
        {/* A press on an option keeps the focus in the box (which closes the list on blur). */}
        <ul
          ref={listNode}
          id={listId}
          role="listbox"
          aria-label={label}
          className="cm-combobox-list finder-select-list"
          hidden={!list.open || shown.length === 0}
          onMouseDown={(event) => event.preventDefault()}
        >
          {shown.map((index, position) => (
            // The keyboard reaches the options through the box (aria-activedescendant), as the pattern says.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={options[index]!.href}
              id={optionId(index)}
              data-index={index}
              role="option"
              aria-selected={position === list.active}
              className="cm-combobox-option"
              onClick={() => choose(index)}
            >
              {options[index]!.text}
            </li>
          ))}
        </ul>
        {list.open && shown.length === 0 && <p className="finder-none">{NO_MATCHING_FUNDS}</p>}
      </div>
      <button type="submit" className="cm-button finder-go">
        {GO_TEXT}
      </button>
      {unresolved && (
        <p id={messageId} className="finder-message" role="alert">
          {CHOOSE_A_FUND}
        </p>
      )}
    </form>
  );
}
