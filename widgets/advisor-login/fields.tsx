import {
  useId,
  useLayoutEffect,
  useRef,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import type { AuthError } from './errors';
import type { StepFlow } from './step-flow';

/**
 * A panel's heading. After the first panel, each new panel's heading takes the focus, so keyboard and screen
 * reader users start reading where the new panel begins.
 */
export function PanelHeading({ focus, children }: { focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 ref={ref} className="heading" part="heading" tabIndex={-1}>
      {children}
    </h2>
  );
}

/**
 * An error that appears on a field takes the visitor there: the field gets the focus, so a keyboard or screen
 * reader user hears the error (aria-describedby) where it must be mended. When several fields get errors at once,
 * the first keeps the focus.
 */
export function useFocusOnError(ref: RefObject<HTMLInputElement | null>, error: string | undefined) {
  useLayoutEffect(() => {
    const input = ref.current;
    if (!error || !input) return;
    const active = (input.getRootNode() as Document | ShadowRoot).activeElement;
    const otherInvalid =
      active instanceof HTMLInputElement &&
      active !== input &&
      active.form === input.form &&
      active.getAttribute('aria-invalid') === 'true';
    if (!otherInvalid) input.focus();
  }, [ref, error]);
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  /** Id of more text describing the field (a checklist). */
  hint?: string;
  /** Takes the focus when it appears (the password field after "Next"). */
  focusOnMount?: boolean;
}

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'id' | 'aria-describedby' | 'aria-invalid' | 'value' | 'defaultValue'
>;

function Field({
  label,
  error,
  hint,
  focusOnMount = false,
  inputRef,
  input,
}: FieldProps & {
  inputRef: RefObject<HTMLInputElement | null>;
  input: (props: InputHTMLAttributes<HTMLInputElement>) => ReactNode;
}) {
  const id = useId();
  useLayoutEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount, inputRef]);
  useFocusOnError(inputRef, error);
  const errorId = `${id}-error`;
  const described = [error ? errorId : '', hint ?? ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {input({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined })}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its error tied to it (aria-describedby, aria-invalid). */
export function TextField({
  label,
  error,
  hint,
  focusOnMount,
  onValue,
  value,
  ...input
}: FieldProps & { value: string; onValue: (value: string) => void } & InputProps) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      focusOnMount={focusOnMount}
      inputRef={ref}
      input={(aria) => (
        <input {...input} {...aria} ref={ref} value={value} onChange={(event) => onValue(event.target.value)} />
      )}
    />
  );
}

/**
 * A field for a secret (a password, a passcode, a security answer): uncontrolled, so that what is typed lives only
 * in the input's own value and never in its `value` attribute, the shadow root's HTML or the component's state
 * (React writes a controlled input's value into the attribute). The panel reads it from `inputRef` on submit and
 * empties it once used (`clearSecret`). `normalise` may rewrite what is typed (a passcode keeps its digits).
 */
export function SecretField({
  label,
  error,
  hint,
  focusOnMount,
  inputRef,
  onEdited,
  normalise,
  ...input
}: FieldProps & {
  inputRef: RefObject<HTMLInputElement | null>;
  /** The visitor changed the value (clears the field's error). */
  onEdited?: () => void;
  normalise?: (typed: string) => string;
} & InputProps) {
  return (
    <Field
      label={label}
      error={error}
      hint={hint}
      focusOnMount={focusOnMount}
      inputRef={inputRef}
      input={(aria) => (
        <input
          {...input}
          {...aria}
          ref={inputRef}
          onInput={(event: FormEvent<HTMLInputElement>) => {
            const field = event.currentTarget;
            if (normalise) {
              const accepted = normalise(field.value);
              if (accepted !== field.value) field.value = accepted;
            }
            onEdited?.();
          }}
        />
      )}
    />
  );
}

/** The secret a field holds now. */
export const secretOf = (ref: RefObject<HTMLInputElement | null>): string => ref.current?.value ?? '';

/** Empties secret fields once their value has been used or refused. */
export function clearSecret(...refs: Array<RefObject<HTMLInputElement | null>>): void {
  for (const ref of refs) if (ref.current) ref.current.value = '';
}

/** accounts spec 2.1 gives no text for a call on its way: what a busy button reads. */
export const BUSY_TEXT = 'Please wait...';

/**
 * A panel's submit button. While its call runs it says so (text and aria-busy) and ignores clicks, but keeps the
 * focus (aria-disabled rather than disabled: a disabled button would drop the focus to the page). A locked form
 * disables it.
 */
export function SubmitButton({ busy, locked, children }: { busy: boolean; locked?: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="cm-button"
      disabled={locked}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy ? (
        <>
          <span className="busy-spinner" aria-hidden="true" />
          {BUSY_TEXT}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/**
 * The message above the panel after an error (role="alert": read out when it appears). A lock-out disables the
 * panel's inputs and buttons: the message then takes the focus, which would otherwise fall to the page.
 */
export function ErrorMessage({ error, links }: { error: AuthError | undefined; links: Record<string, string> }) {
  const ref = useRef<HTMLDivElement>(null);
  const locks = Boolean(error?.lock);
  useLayoutEffect(() => {
    if (locks) ref.current?.focus();
  }, [locks]);
  if (!error?.alert) return null;
  const link = error.alertLink ? links[error.alertLink] : undefined;
  return (
    <div ref={ref} className="alert" part="alert" role="alert" tabIndex={-1}>
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
export function PanelActions({
  flow,
  submit,
  locked,
}: {
  flow: Pick<StepFlow, 'busy' | 'dispatch'>;
  submit?: string;
  locked?: boolean;
}) {
  return (
    <div className="actions">
      {submit && (
        <SubmitButton busy={flow.busy} locked={locked}>
          {submit}
        </SubmitButton>
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
export function AnotherWayLink({ flow, children }: { flow: Pick<StepFlow, 'dispatch'>; children: ReactNode }) {
  return (
    <button type="button" className="link-button" onClick={() => flow.dispatch({ type: 'anotherWay' })}>
      {children}
    </button>
  );
}
