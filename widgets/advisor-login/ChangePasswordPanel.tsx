import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { clearSecret, fieldError, PanelActions, PanelHeading, SecretField, secretOf } from './fields';
import { asksCurrentPassword, ENTER_PASSWORD } from './model';
import { PASSWORD_MAX_LENGTH, passwordAccepted } from './password-rules';
import { PasswordChecklist, usePasswordChecklist } from './PasswordChecklist';
import type { AuthFlow } from './use-auth-flow';

/** accounts spec 5.2: "New and confirm must match". */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/**
 * accounts spec 2.1 panel 5, 4.4, 5.2: the current password (logged-in mode only), the new password with the live
 * checklist of the rules, the confirmation and "Submit", which does nothing unless all rules pass.
 */
export function ChangePasswordPanel({ flow }: { flow: AuthFlow }) {
  const { state } = flow;
  const userId = state.userId;
  const mode = state.changeMode ?? 'CHANGE_PASSWORD_LOGGED_IN';
  const current = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const confirm = useRef<HTMLInputElement>(null);
  const checklist = usePasswordChecklist(userId);
  const [errors, setErrors] = useState<{ current?: string; confirm?: string }>({});
  const checklistId = useId();
  // A current password the service refused is emptied for the next try; a refused new password stays for the
  // visitor to change (the checklist follows what is typed).
  const refused = state.error?.field?.name === 'currentPassword';
  useLayoutEffect(() => {
    if (refused) clearSecret(current);
  }, [refused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (asksCurrentPassword(mode) && !secretOf(current)) found.current = ENTER_PASSWORD;
    if (secretOf(confirm) !== secretOf(password)) found.confirm = PASSWORDS_DO_NOT_MATCH;
    setErrors(found);
    if (found.current || found.confirm || !passwordAccepted(secretOf(password), userId)) return;
    flow.changePassword({ currentPassword: secretOf(current), newPassword: secretOf(password) });
  };

  const edited = (field: 'currentPassword' | 'newPassword') => flow.dispatch({ type: 'fieldEdited', field });

  return (
    <form className="panel" part="panel" method="post" noValidate onSubmit={submit}>
      <PanelHeading focus={state.moves > 0}>Change Password</PanelHeading>
      {/* The account's user ID, for the browser's password manager to file the new password under. */}
      <input type="text" name="username" autoComplete="username" value={userId} readOnly hidden />
      {asksCurrentPassword(mode) && (
        <SecretField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          inputRef={current}
          error={fieldError(errors.current, state.error, 'currentPassword')}
          onEdited={() => edited('currentPassword')}
        />
      )}
      <SecretField
        label="New password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        inputRef={password}
        hint={checklistId}
        error={fieldError(undefined, state.error, 'newPassword')}
        onEdited={() => {
          checklist.check(secretOf(password));
          edited('newPassword');
        }}
      />
      <PasswordChecklist id={checklistId} results={checklist.results} />
      <SecretField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        inputRef={confirm}
        error={errors.confirm}
      />
      <PanelActions flow={flow} submit="Submit" />
    </form>
  );
}
