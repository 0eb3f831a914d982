import { useEffect, useId, useRef } from 'react';
import { useElement } from '../../runtime/define-element';
import { fillTemplate } from '../../runtime/config';
import { Spinner } from '../../runtime/ui/Spinner';
import { CHOOSABLE_ROLES, type ChoosableRole } from '../../services/subscription-vocabulary';
import { exampleFirmEmail } from './flow';
import { FirmField } from './FirmField';
import type { SignInFlow } from './use-sign-in-flow';
import { asksForFirm, FIELD_LIMITS, fieldLabels, FORM_FIELDS, type FormField } from './validation';

/** accounts spec 2.8: the radio group's label. */
export const ROLE_QUESTION = 'I am a(n):';

/** A check or a registration runs, or its sign-in is being handed over: Continue shows its loader and is disabled. */
export const isBusy = (flow: SignInFlow) =>
  flow.state.step === 'checking' || flow.state.step === 'registering' || flow.handingOver;

/**
 * "Continue" (accounts spec 2.8): shows a loader and is disabled while processing. `form` names the form it submits
 * when it stands outside it (the modal places it after the emails to choose). Disabled with aria-disabled, so that it
 * keeps the focus the visitor gave it (a disabled button drops it to the page); a submit meanwhile changes nothing.
 */
export function ContinueButton({ busy, form }: { busy: boolean; form?: string }) {
  return (
    <>
      <button
        type="submit"
        form={form}
        className="cm-button continue"
        part="continue-button"
        aria-disabled={busy || undefined}
        onClick={(event) => {
          if (busy) event.preventDefault();
        }}
      >
        {busy ? <span className="cm-spinner continue-spinner" aria-hidden="true" /> : null}
        Continue
      </button>
      {busy && (
        <div className="cm-visually-hidden">
          <Spinner />
        </div>
      )}
    </>
  );
}

/**
 * Step 1 of the subscription centre (accounts spec 2.8, 4.9, 5.5): the role radios, the role's form and Continue.
 * Errors show under their fields; after a failed submit the first field in error takes focus. `holdSubmit` may keep
 * a submit from going out (it returns true, and tells the visitor why); with `continueButton` false the caller places
 * Continue itself, naming the form by `id`.
 */
export function SignInForm({
  flow,
  roleLabels,
  offersInvestors,
  id,
  continueButton = true,
  holdSubmit,
}: {
  flow: SignInFlow;
  roleLabels: Readonly<Record<ChoosableRole, string>>;
  offersInvestors: boolean;
  id?: string;
  continueButton?: boolean;
  holdSubmit?: () => boolean;
}) {
  const { config } = useElement();
  const { state, dispatch, firms } = flow;
  const prefix = useId();
  const form = useRef<HTMLFormElement>(null);
  const labels = fieldLabels(state.role);
  const busy = isBusy(flow);
  const fields = FORM_FIELDS.filter((field) => field !== 'firmName' || asksForFirm(state.role));
  const fieldId = (field: FormField) => `${prefix}-${field}`;
  const errorText = (field: FormField) => {
    const text = state.errors[field];
    if (!text) return undefined;
    return fillTemplate(text, {
      brand: config.brand,
      phone: config.phones.advisorSupport,
      email: exampleFirmEmail(state.values),
    });
  };

  // A submit that found errors, or a call that came back with one, puts focus on the first field in error.
  const errorKey = FORM_FIELDS.filter((field) => state.errors[field]).join(',');
  useEffect(() => {
    const first = errorKey.split(',')[0];
    if (first) form.current?.querySelector<HTMLInputElement>(`#${CSS.escape(`${prefix}-${first}`)}`)?.focus();
  }, [errorKey, prefix]);

  return (
    <form
      ref={form}
      id={id}
      className="sign-in"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (holdSubmit?.()) return;
        dispatch({ type: 'submit', firms });
      }}
    >
      {state.role !== 'Employee' && (
        <fieldset className="roles">
          <legend>{ROLE_QUESTION}</legend>
          {CHOOSABLE_ROLES.filter((role) => role === 'Advisor' || offersInvestors).map((role) => (
            <label key={role} className="role">
              <input
                type="radio"
                name={`${prefix}-role`}
                value={role}
                checked={state.role === role}
                disabled={busy}
                onChange={() => dispatch({ type: 'role', role })}
              />
              <span>{roleLabels[role]}</span>
            </label>
          ))}
        </fieldset>
      )}
      {fields.map((field) => {
        const error = errorText(field);
        const onChange = (value: string) => dispatch({ type: 'edit', field, value });
        if (field === 'firmName') {
          return (
            <FirmField
              key={field}
              id={fieldId(field)}
              label={labels.firmName}
              value={state.values.firmName}
              firms={firms}
              error={error}
              onChange={onChange}
            />
          );
        }
        return (
          <div key={field} className="field">
            <label htmlFor={fieldId(field)}>{labels[field]}</label>
            <input
              id={fieldId(field)}
              type={field === 'email' ? 'email' : 'text'}
              autoComplete={field === 'email' ? 'email' : field === 'firstName' ? 'given-name' : 'family-name'}
              value={state.values[field]}
              maxLength={FIELD_LIMITS[field]}
              readOnly={busy}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId(field)}-error` : undefined}
              onChange={(event) => onChange(event.target.value)}
            />
            {error && (
              <p id={`${fieldId(field)}-error`} className="field-error">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {continueButton && <ContinueButton busy={busy} />}
    </form>
  );
}
