import { useId, useRef } from 'react';
import { isComposing } from './search-box-model';

/**
 * The shared table search box (products spec 2.24): a text input with a placeholder and a clear (X) control.
 * The product tables filter as the visitor types ("product-landing" / "on-key-press" modes); Enter reports the
 * text as submitted (for analytics), without reloading anything.
 */
export function SearchBox({
  placeholder,
  value,
  onChange,
  onSubmit,
  label = placeholder,
  maxLength,
}: {
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
  onSubmit?: (text: string) => void;
  /** The accessible name; the placeholder alone is no label. */
  label?: string;
  /** The longest text the box takes. */
  maxLength?: number;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="cm-search" role="search" aria-label={label}>
      <label className="cm-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <svg className="cm-search-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12.5 12.5 17 17" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        ref={input}
        id={id}
        className="cm-search-input"
        type="text"
        inputMode="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={value}
        {...(maxLength ? { maxLength } : {})}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          // Enter confirming an input method's characters is the composition's, not a search.
          if (isComposing(event.nativeEvent)) return;
          if (event.key === 'Enter') onSubmit?.(value);
          else if (event.key === 'Escape' && value !== '') {
            event.preventDefault();
            onChange('');
          }
        }}
      />
      {value !== '' && (
        <button
          type="button"
          className="cm-search-clear"
          aria-label="Clear search"
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </div>
  );
}

/**
 * Where a visitor who cleared every filter filters again, used when "Clear all filters" disappears or disables itself
 * under the focus: the search box nearest to `from` (the first found in `from`'s closest ancestor that has one), else
 * `fallback`.
 */
export function focusNearestSearchBox(from: Element | null, fallback?: HTMLElement | null): void {
  for (let node = from; node; node = node.parentElement) {
    const box = node.querySelector<HTMLElement>('.cm-search-input');
    if (box) {
      box.focus();
      return;
    }
  }
  fallback?.focus();
}
