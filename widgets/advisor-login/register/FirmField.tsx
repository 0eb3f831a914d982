import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { RegistrationFirm } from '../../../services/registration';
import { useFocusOnError } from '../fields';
import { suggestFirms } from './firms';

/**
 * accounts spec 2.4, 5.4: "firm name (free text with suggestions from a firms list)"; "Choosing a firm from the
 * suggestions fills firmId and the firm address fields; free text clears them". An ARIA combobox: the list opens as
 * the visitor types, the arrow keys move through it, Enter takes the highlighted firm, Escape closes the list. A
 * chosen firm's address shows under the field.
 */
export function FirmField({
  label,
  value,
  firms,
  chosen,
  error,
  onType,
  onChoose,
}: {
  label: string;
  value: string;
  firms: readonly RegistrationFirm[];
  chosen: RegistrationFirm | undefined;
  error: string | undefined;
  onType(value: string): void;
  onChoose(firm: RegistrationFirm): void;
}) {
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const suggestions = open ? suggestFirms(value, firms) : [];
  const expanded = suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;
  useFocusOnError(input, error);

  const choose = (firm: RegistrationFirm) => {
    onChoose(firm);
    setOpen(false);
    setHighlighted(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const count = suggestFirms(value, firms).length;
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlighted((current) => (current < 0 && step < 0 ? count - 1 : (current + step + count) % count));
    } else if (event.key === 'Enter' && expanded && highlighted >= 0) {
      // Takes the firm; the form is not sent.
      event.preventDefault();
      const firm = suggestions[highlighted];
      if (firm) choose(firm);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setHighlighted(-1);
    }
  };

  const address = chosen ? [chosen.firmStNm, chosen.firmCity, chosen.firmState].filter(Boolean).join(', ') : '';
  const described = [error ? `${id}-error` : '', address ? `${id}-address` : ''].filter(Boolean).join(' ');

  return (
    <div className="field firm-field">
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="text"
        name="organization"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && highlighted >= 0 ? optionId(highlighted) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        value={value}
        onChange={(event) => {
          onType(event.target.value);
          setOpen(true);
          setHighlighted(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-labelledby={`${id}-label`} className="suggestions" hidden={!expanded}>
        {suggestions.map((firm, index) => (
          <li
            key={`${firm.firmNm}-${firm.firmId || index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === highlighted}
            className="suggestion"
            // mousedown, not click: the input keeps the focus, so its blur does not close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(firm);
            }}
          >
            {firm.firmNm}
            {firm.firmCity && <span className="suggestion-place">{` ${firm.firmCity}, ${firm.firmState}`}</span>}
          </li>
        ))}
      </ul>
      {address && (
        <p id={`${id}-address`} className="field-note">
          {address}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
