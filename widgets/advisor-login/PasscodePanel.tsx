import { useId, useState, type FormEvent } from 'react';
import { AnotherWayLink, fieldError, PanelActions, PanelHeading, TextField } from './fields';
import { TEXTS } from './errors';
import type { AuthFlow } from './use-auth-flow';

/** accounts spec 9: "One-time passcode: 6 digits". */
export const PASSCODE_LENGTH = 6;

/** accounts spec 2.1 panel 4: "PASSCODE SENT", the passcode field, "Next", "Cancel", "Didn't receive your code?". */
export function PasscodePanel({ flow }: { flow: AuthFlow }) {
  const { state, busy } = flow;
  const [passcode, setPasscode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const textId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // accounts spec 5.1: "Passcode required"; the service decides whether it is the right one.
    if (passcode.length !== PASSCODE_LENGTH) return setInvalid(true);
    setInvalid(false);
    flow.submitPasscode(passcode);
  };

  return (
    <form className="panel" part="panel" method="post" noValidate onSubmit={submit} aria-busy={busy}>
      <PanelHeading focus={state.moves > 0}>PASSCODE SENT</PanelHeading>
      <p id={textId}>
        It may take up to 60 seconds for your passcode to arrive. Enter the 6-digit passcode we sent to {state.sentTo}.
      </p>
      <ul className="notes">
        <li>Expires after 30 minutes</li>
        <li>Does not replace your current password</li>
      </ul>
      <TextField
        label="One-time passcode"
        name="one-time-code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={PASSCODE_LENGTH}
        value={passcode}
        hint={textId}
        disabled={state.locked}
        error={fieldError(invalid ? TEXTS.passcodeIncorrect : undefined, state.error, 'passcode')}
        onValue={(value) => {
          setPasscode(value.replace(/\D/g, '').slice(0, PASSCODE_LENGTH));
          flow.dispatch({ type: 'fieldEdited', field: 'passcode' });
        }}
      />
      <PanelActions flow={flow} submit="Next" locked={state.locked} />
      <AnotherWayLink flow={flow}>Didn&apos;t receive your code?</AnotherWayLink>
    </form>
  );
}
