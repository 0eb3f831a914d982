import { useId, useRef, type FormEvent } from 'react';
import { PanelHeading, SubmitButton, TextField, useFocusOnError } from '../fields';
import { TermsText } from './TermsText';
import type { RegisterFlow } from './use-register-flow';

/** accounts spec 1: what registering certifies. */
export const CERTIFICATION = 'By registering for this site, I certify that I am a financial professional.';
/** accounts spec 1: the register prompt. */
export const REGISTER_PROMPT = 'Register for full access to online resources for financial professionals.';

/** The "I agree" checkbox of the terms, with its error (5.4) tied to it. */
function AgreeBox({ flow }: { flow: RegisterFlow }) {
  const box = useRef<HTMLInputElement>(null);
  const id = useId();
  const error = flow.state.invalid.terms;
  useFocusOnError(box, error);
  return (
    <div className="agree">
      <label className="check">
        <input
          ref={box}
          type="checkbox"
          checked={flow.state.values.agreed}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => flow.dispatch({ type: 'agreed', agreed: event.target.checked })}
        />
        <span>I agree</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * accounts spec 2.4 register and registerInternal. register: "Enter Your Information", first name, last name,
 * e-mail (changed-else: and its confirmation; changed-new: the current address, disabled), the terms with "View
 * More"/"View Less", "I agree", "Cancel" and "Continue". registerInternal (internal users): the terms, "I agree",
 * "Cancel" and "Continue" only, with no heading.
 */
export function RegisterForm({ flow, termsScope }: { flow: RegisterFlow; termsScope: string | undefined }) {
  const { state, busy } = flow;
  const internal = state.step === 'registerInternal';
  const { values, invalid } = state;
  const edit = (field: 'firstName' | 'lastName' | 'emailId' | 'emailIdConfirm') => (value: string) =>
    flow.dispatch({ type: 'edited', field, value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (internal) flow.acceptTerms();
    else flow.continueRegister();
  };

  return (
    <form className="panel" part="panel" method="post" noValidate onSubmit={submit}>
      {!internal && (
        <>
          <PanelHeading focus={state.moves > 0}>Enter Your Information</PanelHeading>
          <p>{REGISTER_PROMPT}</p>
          <TextField
            label="First Name"
            name="given-name"
            autoComplete="given-name"
            value={values.firstName}
            error={invalid.firstName}
            onValue={edit('firstName')}
          />
          <TextField
            label="Last Name"
            name="family-name"
            autoComplete="family-name"
            value={values.lastName}
            error={invalid.lastName}
            onValue={edit('lastName')}
          />
          <TextField
            label="Email Address"
            name="email"
            type="email"
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
            // accounts spec 2.4: "for changed-new the e-mail field is disabled" (it holds the current address); a profile
            // that could not be read leaves it to be typed rather than empty and out of reach.
            disabled={flow.reRegistration === 'changed-new' && Boolean(flow.currentEmail)}
            value={values.emailId}
            error={invalid.emailId}
            onValue={edit('emailId')}
          />
          {flow.reRegistration === 'changed-else' && (
            <TextField
              label="Confirm Email Address"
              name="email-confirm"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              value={values.emailIdConfirm}
              error={invalid.emailIdConfirm}
              onValue={edit('emailIdConfirm')}
            />
          )}
        </>
      )}
      <TermsText scope={termsScope} />
      <AgreeBox flow={flow} />
      {!internal && <p className="certify">{CERTIFICATION}</p>}
      <div className="actions">
        <SubmitButton busy={busy}>Continue</SubmitButton>
        <button type="button" className="cm-button cm-button--secondary" onClick={flow.cancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
