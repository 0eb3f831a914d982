import { useId, useState, type FormEvent } from 'react';
import { fieldError, PanelActions, PanelHeading, TextField } from './fields';
import { asksCurrentPassword, ENTER_PASSWORD } from './model';
import { checkPassword, PASSWORD_MAX_LENGTH, passwordAccepted } from './password-rules';
import type { AuthFlow } from './use-auth-flow';

/** accounts spec 5.2: "New and confirm must match". */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

/**
 * accounts spec 2.1 panel 5, 4.4, 5.2: the current password (logged-in mode only), the new password with the live
 * checklist of the rules, the confirmation and "Submit", which does nothing unless all rules pass.
 */
export function ChangePasswordPanel({ flow }: { flow: AuthFlow }) {
  const { state, busy } = flow;
  const userId = state.userId;
  const mode = state.changeMode ?? 'CHANGE_PASSWORD_LOGGED_IN';
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ current?: string; confirm?: string }>({});
  const checklistId = useId();
  const results = checkPassword(password, userId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (asksCurrentPassword(mode) && !current) found.current = ENTER_PASSWORD;
    if (confirm !== password) found.confirm = PASSWORDS_DO_NOT_MATCH;
    setErrors(found);
    if (found.current || found.confirm || !passwordAccepted(password, userId)) return;
    flow.changePassword({ currentPassword: current, newPassword: password });
  };

  const edited = (field: 'currentPassword' | 'newPassword') => flow.dispatch({ type: 'fieldEdited', field });

  return (
    <form className="panel" part="panel" method="post" noValidate onSubmit={submit} aria-busy={busy}>
      <PanelHeading focus={state.moves > 0}>Change Password</PanelHeading>
      {/* The account's user ID, for the browser's password manager to file the new password under. */}
      <input type="text" name="username" autoComplete="username" value={userId} readOnly hidden />
      {asksCurrentPassword(mode) && (
        <TextField
          label="Current Password"
          type="password"
          autoComplete="current-password"
          value={current}
          error={fieldError(errors.current, state.error, 'currentPassword')}
          onValue={(value) => {
            setCurrent(value);
            edited('currentPassword');
          }}
        />
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        hint={checklistId}
        error={fieldError(undefined, state.error, 'newPassword')}
        onValue={(value) => {
          setPassword(value);
          edited('newPassword');
        }}
      />
      <ul id={checklistId} className="checklist" aria-label="Password rules">
        {results.map(({ rule, passed }) => (
          <li key={rule.id} className={passed ? 'passed' : 'failed'} data-rule={rule.id}>
            <span className="mark" aria-hidden="true">
              {passed ? '✓' : '✗'}
            </span>
            <span className="cm-visually-hidden">{passed ? 'Met: ' : 'Not met: '}</span>
            {rule.text}
          </li>
        ))}
      </ul>
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={confirm}
        error={errors.confirm}
        onValue={setConfirm}
      />
      <PanelActions flow={flow} submit="Submit" />
    </form>
  );
}
