import { useId, useState, type FormEvent } from 'react';
import type { MfaChannel } from '../../services/auth-vocabulary';
import { fieldError, PanelActions, PanelHeading, TextField } from './fields';
import { formatPhone, isValidPhone, maskPhone, PHONE_INVALID, phoneDigits, routeLabel } from './phone';
import type { AuthFlow } from './use-auth-flow';

/**
 * accounts spec 2.1 panel 6: "Confirm Phone Number" when the service has a number on file, "Provide Phone
 * Number" when it has none (the spec does not say which title applies when); the number on file masked, or a new
 * one typed as XXX.XXX.XXXX (5.3).
 */
export function CapturePhone({ flow }: { flow: AuthFlow }) {
  const { state } = flow;
  const onFile = state.phoneOnFile ? phoneDigits(state.phoneOnFile) : '';
  const [choice, setChoice] = useState<'existing' | 'new'>(onFile ? 'existing' : 'new');
  const [typed, setTyped] = useState(state.phone?.isNew ? state.phone.digits : '');
  const [invalid, setInvalid] = useState(false);
  const name = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === 'existing') return flow.dispatch({ type: 'phoneChosen', digits: onFile, isNew: false });
    if (!isValidPhone(typed)) return setInvalid(true);
    setInvalid(false);
    flow.dispatch({ type: 'phoneChosen', digits: phoneDigits(typed), isNew: true });
  };

  const input = (
    <TextField
      label="New phone number"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder="XXX.XXX.XXXX"
      value={formatPhone(typed)}
      disabled={state.locked}
      error={fieldError(invalid ? PHONE_INVALID : undefined, state.error, 'phone')}
      onValue={(value) => {
        setTyped(phoneDigits(value));
        setChoice('new');
      }}
    />
  );

  return (
    <form className="panel" part="panel" method="post" noValidate onSubmit={submit}>
      <PanelHeading focus={state.moves > 0}>{onFile ? 'Confirm Phone Number' : 'Provide Phone Number'}</PanelHeading>
      <p>
        We now use multi-factor authentication to protect your account: when we need to confirm it is you, we send a
        passcode to your phone. Choose the number to use.
      </p>
      {onFile ? (
        <fieldset className="choices" disabled={state.locked}>
          <legend>Phone number</legend>
          <label className="check">
            <input type="radio" name={name} checked={choice === 'existing'} onChange={() => setChoice('existing')} />
            <span>{maskPhone(onFile)}</span>
          </label>
          <label className="check">
            <input type="radio" name={name} checked={choice === 'new'} onChange={() => setChoice('new')} />
            <span>Provide a new phone number.</span>
          </label>
          {choice === 'new' && input}
        </fieldset>
      ) : (
        input
      )}
      <PanelActions flow={flow} submit="Next" locked={state.locked} />
    </form>
  );
}

/** accounts spec 2.1 panel 7: a text or a call to the chosen number; "Next" and "Cancel". */
export function VerifyPhone({ flow }: { flow: AuthFlow }) {
  const { state } = flow;
  const [channel, setChannel] = useState<MfaChannel>('SMS');
  const name = useId();
  const digits = state.phone?.digits ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    flow.verifyPhone(channel);
  };

  return (
    <form className="panel" part="panel" method="post" noValidate onSubmit={submit}>
      <PanelHeading focus={state.moves > 0}>Verify Phone Number</PanelHeading>
      <fieldset className="choices" disabled={state.locked}>
        <legend>Verify your identity</legend>
        {(['SMS', 'IVR'] as const).map((option) => (
          <label key={option} className="check">
            <input type="radio" name={name} checked={channel === option} onChange={() => setChannel(option)} />
            <span>{routeLabel(option, digits)}</span>
          </label>
        ))}
      </fieldset>
      <PanelActions flow={flow} submit="Next" locked={state.locked} />
    </form>
  );
}
