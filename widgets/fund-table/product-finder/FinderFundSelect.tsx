import { useId, useState } from 'react';
import type { TextLink } from '../table/links';

/**
 * products spec 2.12: "Select a {subtitle}" listing the funds, with a Go button. A change of the select does not
 * navigate by itself, or a keyboard user moving through the options would leave the page at the first arrow key.
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
  const selectId = useId();
  const [chosen, setChosen] = useState('');
  return (
    <form
      className="finder-form"
      onSubmit={(event) => {
        event.preventDefault();
        const option = options.find((o) => o.href === chosen);
        if (option) onGo(option);
      }}
    >
      <label className="cm-visually-hidden" htmlFor={selectId}>
        {label}
      </label>
      <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        <option value="">{label}</option>
        {options.map((o) => (
          <option key={o.href} value={o.href}>
            {o.text}
          </option>
        ))}
      </select>
      <button type="submit" className="cm-button" disabled={chosen === ''}>
        Go
      </button>
    </form>
  );
}
