/** The landing's selects and checkboxes: native controls with visible labels. */
import { useElement } from '../../../runtime/define-element';
import { SelectField } from '../../../runtime/ui/SelectField';
import type { Frequency } from '../../../services/product-vocabulary';
import type { events } from '../element';

/** A labelled native select (runtime/ui/SelectField.tsx). */
export const Select = SelectField;

export function Checkbox({
  label,
  checked,
  onChange,
  switchStyle = false,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  switchStyle?: boolean;
}) {
  return (
    <label className={`cm-check toolbar-check${switchStyle ? ' switch' : ''}`}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </label>
  );
}

/**
 * products spec 2.4 / 2.7: the "Performance" frequency select, MONTHLY / QUARTERLY; a choice reloads the table
 * (spec 4) and is announced as a `fund-table-change`.
 */
export function FrequencySelect({
  value,
  options,
  onChange,
}: {
  value: Frequency;
  options: readonly { value: Frequency; label: string }[];
  onChange: (value: Frequency) => void;
}) {
  const { emit } = useElement<typeof events>();
  return (
    <Select
      label="Performance"
      value={value}
      options={options}
      onChange={(next) => {
        onChange(next as Frequency);
        emit('change', { setting: 'frequency', value: next });
      }}
    />
  );
}
