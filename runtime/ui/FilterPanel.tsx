import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface FilterOption {
  value: string;
  label: ReactNode;
  checked: boolean;
}

export interface FilterGroup {
  key: string;
  title: string;
  /** Columns of options; products spec 9 "Filter lists split after 8 options" gives two where a list is long. */
  columns: readonly (readonly FilterOption[])[];
}

/** products spec 2.3 / 2.24: "(N applied)", where N is the sum of the selected items. */
export function appliedText(applied: number): string {
  return `(${applied} applied)`;
}

/** The toggle's text: the title, then "(N applied)" once something is applied (products spec 2.3, 2.24). */
export function filterToggleLabel(title: string, applied: number): string {
  return applied > 0 ? `${title} ${appliedText(applied)}` : title;
}

/**
 * A filters dropdown (products spec 2.3, 2.5, 2.10, 2.24): a toggle button showing "(N applied)" and a panel of
 * checkbox lists with "View Results" and "Clear Filters". Ticks apply at once (the table behind updates);
 * "View Results" closes the panel (spec 4), as do Escape and the toggle, each returning focus to the toggle.
 * The panel is part of the page flow, not a modal, so it works the same on a phone.
 */
export function FilterPanel({
  title = 'Filters',
  applied,
  open,
  onOpenChange,
  groups,
  onToggle,
  onViewResults,
  onClear,
  viewResultsText = 'View Results',
  clearText = 'Clear Filters',
}: {
  title?: string;
  applied: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groups: readonly FilterGroup[];
  onToggle: (group: string, value: string) => void;
  onViewResults: () => void;
  onClear: () => void;
  viewResultsText?: string;
  clearText?: string;
}) {
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const onEscape = useRef(() => {});
  // Closing the panel from inside it gives focus back to the toggle, so a keyboard user is not stranded.
  const closeFromInside = (action: () => void) => {
    action();
    toggle.current?.focus();
  };

  useEffect(() => {
    onEscape.current = () => closeFromInside(() => onOpenChange(false));
  });
  // Escape inside the panel closes it (a listener, as the panel is a group, not a widget of its own).
  useEffect(() => {
    const node = panel.current;
    if (!node) return;
    const listener = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onEscape.current();
    };
    node.addEventListener('keydown', listener);
    return () => node.removeEventListener('keydown', listener);
  }, []);

  return (
    <div className="cm-filters">
      <button
        ref={toggle}
        type="button"
        className="cm-filters-toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M3 5h14M6 10h8M8.5 15h3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{filterToggleLabel(title, applied)}</span>
      </button>
      <div id={panelId} className="cm-filters-panel" role="group" aria-label={title} hidden={!open} ref={panel}>
        <div className="cm-filters-groups">
          {groups.map((group) => (
            <fieldset key={group.key} className="cm-filters-group">
              <legend>{group.title}</legend>
              <div className="cm-filters-columns">
                {group.columns.map((column, index) =>
                  column.length === 0 ? null : (
                    <ul key={index} className="cm-filters-list">
                      {column.map((option) => (
                        <li key={option.value}>
                          <label className="cm-check">
                            <input
                              type="checkbox"
                              checked={option.checked}
                              onChange={() => onToggle(group.key, option.value)}
                            />
                            <span>{option.label}</span>
                          </label>
                        </li>
                      ))}
                    </ul>
                  ),
                )}
              </div>
            </fieldset>
          ))}
        </div>
        <div className="cm-filters-actions">
          <button type="button" className="cm-button" onClick={() => closeFromInside(onViewResults)}>
            {viewResultsText}
          </button>
          <button type="button" className="cm-button cm-button--secondary" onClick={onClear}>
            {clearText}
          </button>
        </div>
      </div>
    </div>
  );
}
