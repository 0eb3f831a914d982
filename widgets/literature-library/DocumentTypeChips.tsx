/**
 * Document-type chips (products spec 2.15, 2.17): one toggle button per type, pressed when ticked, and "Clear all
 * filters" when there is something to clear.
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
  return (
    <div className="doc-type-chips" role="group" aria-label={label}>
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
        <button type="button" className="chips-clear" onClick={onClear}>
          {clearLabel}
        </button>
      )}
    </div>
  );
}
