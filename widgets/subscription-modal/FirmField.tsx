import { useId, useState, type KeyboardEvent } from 'react';
import type { Firm } from '../../services/subscriptions';
import { FIELD_LIMITS, suggestFirms } from './validation';

/**
 * Firm Name: free text with suggestions from the firms list (accounts spec 2.8), an ARIA combobox: the list opens
 * as the visitor types, Arrow keys move through it, Enter takes the highlighted firm, Escape closes it.
 */
export function FirmField({
  id,
  label,
  value,
  firms,
  error,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  firms: readonly Firm[];
  error: string | undefined;
  onChange(value: string): void;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const suggestions = open ? suggestFirms(value, firms) : [];
  const expanded = suggestions.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (firm: Firm) => {
    onChange(firm.firmNm);
    setOpen(false);
    setHighlighted(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const count = suggestFirms(value, firms).length;
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlighted((current) => (current + step + count) % count);
    } else if (event.key === 'Enter' && expanded && highlighted >= 0) {
      event.preventDefault();
      const firm = suggestions[highlighted];
      if (firm) choose(firm);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list, not the dialog.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setHighlighted(-1);
    }
  };

  return (
    <div className="field firm-field">
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        role="combobox"
        maxLength={FIELD_LIMITS.firmName}
        autoComplete="organization"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && highlighted >= 0 ? optionId(highlighted) : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setHighlighted(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-labelledby={`${id}-label`} className="suggestions" hidden={!expanded}>
        {suggestions.map((firm, index) => (
          <li
            key={`${firm.firmNm}-${firm.firmId ?? index}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === highlighted}
            className="suggestion"
            // mousedown, not click: the input keeps focus, so blur does not close the list first.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(firm);
            }}
          >
            {firm.firmNm}
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
