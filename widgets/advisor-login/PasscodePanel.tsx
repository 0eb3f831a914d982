import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { AnotherWayLink, clearSecret, fieldError, PanelActions, PanelHeading, SecretField, secretOf } from './fields';
import { TEXTS } from './errors';
import type { StepFlow } from './step-flow';

/** accounts spec 9: "One-time passcode: 6 digits". */
export const PASSCODE_LENGTH = 6;

/**
 * accounts spec 2.1 panel 4: "PASSCODE SENT", the passcode field, "Next", "Cancel", "Didn't receive your code?"; also
 * registration's otp view (2.4 "as in the login one-time passcode").
 */
export function PasscodePanel({ flow }: { flow: StepFlow }) {
  const { state } = flow;
  const passcode = useRef<HTMLInputElement>(null);
  const [invalid, setInvalid] = useState(false);
  const textId = useId();
  // A passcode the service refused is emptied, for the next one.
  const refused = state.error?.field?.name === 'passcode';
  useLayoutEffect(() => {
    if (refused) clearSecret(passcode);
  }, [refused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // accounts spec 5.1: "Passcode required"; the service decides whether it is the right one.
    if (secretOf(passcode).length !== PASSCODE_LENGTH) return setInvalid(true);
    setInvalid(false);
    flow.submitPasscode(secretOf(passcode));
  };

  return (
    <form className="panel" part="panel" method="post" noValidate onSubmit={submit}>
      <PanelHeading focus={state.moves > 0}>PASSCODE SENT</PanelHeading>
      <p id={textId}>
        It may take up to 60 seconds for your passcode to arrive. Enter the 6-digit passcode we sent to {state.sentTo}.
      </p>
      <ul className="notes">
        <li>Expires after 30 minutes</li>
        <li>Does not replace your current password</li>
      </ul>
      <SecretField
        label="One-time passcode"
        name="one-time-code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={PASSCODE_LENGTH}
        inputRef={passcode}
        hint={textId}
        disabled={state.locked}
        error={fieldError(invalid ? TEXTS.passcodeIncorrect : undefined, state.error, 'passcode')}
        normalise={(typed) => typed.replace(/\D/g, '').slice(0, PASSCODE_LENGTH)}
        onEdited={() => flow.dispatch({ type: 'fieldEdited', field: 'passcode' })}
      />
      <PanelActions flow={flow} submit="Next" locked={state.locked} />
      <AnotherWayLink flow={flow}>Didn&apos;t receive your code?</AnotherWayLink>
    </form>
  );
}
