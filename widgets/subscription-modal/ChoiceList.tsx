import { useId } from 'react';
import type { ChoiceGroup } from './choices';

/**
 * The literature and subscription checkboxes (accounts spec 2.8 "Modify-preferences modal"): each group under its
 * heading (the fund name above its literature, the category above its subscriptions).
 */
export function ChoiceList({
  groups,
  isChecked,
  onToggle,
  disabled = false,
}: {
  groups: readonly ChoiceGroup[];
  isChecked(id: string): boolean;
  onToggle(id: string, checked: boolean): void;
  disabled?: boolean;
}) {
  const prefix = useId();
  return (
    <div className="choices" part="choices">
      {groups.map((group, groupIndex) => (
        <fieldset key={`${group.kind}-${group.heading}`} className={`choice-group choice-group--${group.kind}`}>
          <legend className="choice-heading">{group.heading}</legend>
          {group.items.map((item, index) => {
            const id = `${prefix}-${groupIndex}-${index}`;
            return (
              <div key={item.id} className="choice">
                <input
                  id={id}
                  type="checkbox"
                  checked={isChecked(item.id)}
                  disabled={disabled}
                  aria-describedby={item.description ? `${id}-description` : undefined}
                  onChange={(event) => onToggle(item.id, event.target.checked)}
                />
                <label htmlFor={id}>{item.label}</label>
                {item.description && (
                  <p id={`${id}-description`} className="choice-description">
                    {item.description}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
