import type { ChangeEvent } from 'react';
import { INTEREST_OPTIONS, INTEREST_PLACEHOLDER, type FieldRule } from './forms';

/**
 * One field of a contact form: its label, its control and its error, tied to it (aria-describedby, aria-invalid).
 * While the message is on its way the field is read-only (not disabled: a disabled control would drop the focus);
 * the select, which has no read-only state, says it is disabled and ignores a change (the form ignores every edit).
 */
export function FormField({
  id,
  rule,
  value,
  error,
  busy,
  onValue,
}: {
  id: string;
  rule: FieldRule;
  value: string;
  error: string | undefined;
  busy: boolean;
  onValue: (value: string) => void;
}) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name: rule.name,
    value,
    autoComplete: rule.autoComplete,
    'aria-required': rule.optional ? undefined : true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onValue(event.currentTarget.value),
  };
  return (
    <div className="field" part="field" data-field={rule.name}>
      <label htmlFor={id}>
        {rule.label}
        {rule.optional && <span className="optional"> (optional)</span>}
      </label>
      {rule.kind === 'select' ? (
        <select {...common} aria-disabled={busy || undefined}>
          {/* site spec 2.12: the placeholder "Select an option" is disabled: it can be seen, not chosen. */}
          <option value="" disabled>
            {INTEREST_PLACEHOLDER}
          </option>
          {INTEREST_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : rule.kind === 'textarea' ? (
        <textarea {...common} rows={6} maxLength={rule.maxLength} readOnly={busy} />
      ) : (
        <input
          {...common}
          type={rule.kind}
          maxLength={rule.maxLength}
          readOnly={busy}
          // The e-mail and phone inputs take what is typed as it is: the spec's checks and messages decide.
          spellCheck={rule.kind === 'text' ? undefined : false}
        />
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
