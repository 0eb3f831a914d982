import { useId } from 'react';
import { INSIGHTS_TEXTS, type TaxonomyEntry } from '../../services/insights';

/**
 * The topic chips under "Filter by:" (site spec 2.9, 2.10): toggle buttons, pressed while their key is
 * selected. The chips come from model.insightChips, which never offers client-materials.
 */
export function ChipsRow({
  chips,
  selected,
  onToggle,
}: {
  chips: readonly TaxonomyEntry[];
  selected: readonly string[];
  onToggle: (key: string) => void;
}) {
  const labelId = useId();
  if (chips.length === 0) return null;
  return (
    <div className="chips" role="group" aria-labelledby={labelId}>
      <span className="chips-label" id={labelId}>
        {INSIGHTS_TEXTS.filterBy}
      </span>
      <ul className="chips-list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="chip"
              aria-pressed={selected.includes(chip.key)}
              onClick={() => onToggle(chip.key)}
            >
              {chip.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
