import { useId } from 'react';

/**
 * A native select with its visible label, as the product tables and the fund page draw their choices: the keyboard
 * and the focus stay the browser's as the element redraws.
 */
export function SelectField({
  label,
  value,
  options,
  onChange,
  className = 'field',
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  /** The wrapper's class, for the element's stylesheet. */
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
