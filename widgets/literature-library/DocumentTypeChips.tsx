import { useRef } from 'react';
import { focusNearestSearchBox } from '../../runtime/ui/SearchBox';

/**
 * Document-type chips (products spec 2.15, 2.17): one toggle button per type, pressed when ticked, and "Clear all
 * filters" when there is something to clear. Clearing removes that button under the focus, so the focus goes to
 * the view's search box (where the visitor filters again), else to the first chip.
 */
export function DocumentTypeChips({
  label,
  chips,
  selected,
  onToggle,
  clearLabel,
  canClear,
  onClear,
}: {
  /** The group's accessible name. */
  label: string;
  chips: ReadonlyArray<{ value: string; label: string }>;
  selected: readonly string[];
  onToggle: (value: string) => void;
  clearLabel: string;
  canClear: boolean;
  onClear: () => void;
}) {
  const group = useRef<HTMLDivElement>(null);
  const clear = () => {
    onClear();
    focusNearestSearchBox(group.current, group.current?.querySelector<HTMLElement>('.chip'));
  };
  return (
    <div className="doc-type-chips" role="group" aria-label={label} ref={group}>
      <ul className="chip-list">
        {chips.map((chip) => (
          <li key={chip.value}>
            <button
              type="button"
              className="chip"
              aria-pressed={selected.includes(chip.value)}
              onClick={() => onToggle(chip.value)}
            >
              {chip.label}
            </button>
          </li>
        ))}
      </ul>
      {canClear && (
        <button type="button" className="chips-clear" onClick={clear}>
          {clearLabel}
        </button>
      )}
    </div>
  );
}
