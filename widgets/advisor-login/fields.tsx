import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import type { AuthError } from './errors';
import type { AuthFlow } from './use-auth-flow';

/**
 * A panel's heading. After the first panel, each new panel's heading takes the focus, so keyboard and screen
 * reader users start reading where the new panel begins.
 */
export function PanelHeading({ focus, children }: { focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} className="heading" part="heading" tabIndex={-1}>
      {children}
    </h2>
  );
}

/** A labelled input with its error tied to it (aria-describedby, aria-invalid). */
export function TextField({
  label,
  error,
  hint,
  focusOnMount = false,
  onValue,
  ...input
}: {
  label: string;
  error?: string | undefined;
  /** Id of more text describing the field (a checklist). */
  hint?: string;
  /** Takes the focus when it appears (the password field after "Next"). */
  focusOnMount?: boolean;
  onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'id' | 'aria-describedby' | 'aria-invalid'>) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  const errorId = `${id}-error`;
  const described = [error ? errorId : '', hint ?? ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        ref={ref}
        id={id}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The message above the panel after an error (role="alert": read out when it appears). */
export function ErrorMessage({ error, links }: { error: AuthError | undefined; links: Record<string, string> }) {
  if (!error?.alert) return null;
  const link = error.alertLink ? links[error.alertLink] : undefined;
  return (
    <div className="alert" part="alert" role="alert">
      <p>{error.alert}</p>
      {link && error.alertLink && (
        <p>
          <a className="cm-link" href={link}>
            {error.alertLink === 'register' ? 'Register Now' : 'Individual investor login'}
          </a>
        </p>
      )}
    </div>
  );
}

/** The field's error: the panel's own check first, then the service's answer for that field. */
export function fieldError(
  local: string | undefined,
  error: AuthError | undefined,
  name: NonNullable<AuthError['field']>['name'],
): string | undefined {
  return local ?? (error?.field?.name === name ? error.field.text : undefined);
}

/** A panel's buttons: its submit button, when it has one, and "Cancel", which ends the flow (accounts spec 2.1). */
export function PanelActions({ flow, submit, locked }: { flow: AuthFlow; submit?: string; locked?: boolean }) {
  return (
    <div className="actions">
      {submit && (
        <button type="submit" className="cm-button" disabled={locked}>
          {submit}
        </button>
      )}
      <button
        type="button"
        className="cm-button cm-button--secondary"
        onClick={() => flow.dispatch({ type: 'cancel' })}
      >
        Cancel
      </button>
    </div>
  );
}

/** The link under a challenge that offers another way to prove who the visitor is (accounts spec 2.1). */
export function AnotherWayLink({ flow, children }: { flow: AuthFlow; children: ReactNode }) {
  return (
    <button type="button" className="link-button" onClick={() => flow.dispatch({ type: 'anotherWay' })}>
      {children}
    </button>
  );
}
