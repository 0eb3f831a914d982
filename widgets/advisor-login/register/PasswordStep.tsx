import { useId, useRef, type FormEvent } from 'react';
import { clearSecret, PanelHeading, SecretField, secretOf, SubmitButton } from '../fields';
import { PASSWORD_MAX_LENGTH } from '../password-rules';
import { PasswordChecklist, usePasswordChecklist } from '../PasswordChecklist';
import type { RegisterFlow } from './use-register-flow';

/**
 * accounts spec 2.4 password, 5.2, 5.4: "Create New Password": the password with the live checklist of the rules
 * (against the user ID to be, the e-mail address) and its confirmation. The password is read from its field on
 * "Continue", kept in the flow's memory for the account, and emptied from the fields.
 */
export function PasswordStep({ flow }: { flow: RegisterFlow }) {
  const { state } = flow;
  const userId = state.values.emailId;
  const password = useRef<HTMLInputElement>(null);
  const confirm = useRef<HTMLInputElement>(null);
  const checklist = usePasswordChecklist(userId);
  const checklistId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (flow.continuePassword(secretOf(password), secretOf(confirm))) clearSecret(password, confirm);
  };
  const edited = (field: 'password' | 'passwordConfirm') => flow.dispatch({ type: 'fieldEdited', field });

  return (
    <form className="panel" part="panel" method="post" noValidate onSubmit={submit}>
      <PanelHeading focus={state.moves > 0}>Create New Password</PanelHeading>
      {/* The account's user ID, for the browser's password manager to file the new password under. */}
      <input type="text" name="username" autoComplete="username" value={userId} readOnly hidden />
      <SecretField
        label="Password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        inputRef={password}
        hint={checklistId}
        error={state.invalid.password}
        onEdited={() => {
          checklist.check(secretOf(password));
          edited('password');
        }}
      />
      <PasswordChecklist id={checklistId} results={checklist.results} />
      <SecretField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        inputRef={confirm}
        error={state.invalid.passwordConfirm}
        onEdited={() => edited('passwordConfirm')}
      />
      <div className="actions">
        <SubmitButton busy={flow.busy}>Continue</SubmitButton>
        <button type="button" className="cm-button cm-button--secondary" onClick={flow.cancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
