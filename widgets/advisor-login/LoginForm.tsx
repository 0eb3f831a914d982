import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { safeUrl } from '../../runtime/links';
import { clearSecret, fieldError, PanelHeading, SecretField, secretOf, SubmitButton, TextField } from './fields';
import { ENTER_PASSWORD, ENTER_USER_ID } from './model';
import type { AuthFlow } from './use-auth-flow';

export interface LoginLinks {
  forgotPassword: string;
  register: string;
  investorLogin: string;
  institutionalLogin: string;
}

/**
 * accounts spec 2.1 panel 1 and 4.1: the user ID with "Next", then the password with "Log in" (Enter submits),
 * "Remember User ID", "Forgot password?", the "New User?" box and the "Not an advisor?" line.
 */
export function LoginForm({ flow, links }: { flow: AuthFlow; links: LoginLinks }) {
  const { state, busy } = flow;
  const userId = state.userId;
  const password = useRef<HTMLInputElement>(null);
  const remember = state.remember;
  const [errors, setErrors] = useState<{ userId?: string; password?: string }>({});
  const disabled = state.locked;
  // The password field takes the focus when "Next" reveals it, not when the form comes back (the heading does).
  const [revealedBefore] = useState(state.passwordShown);
  // A password the service refused is emptied: the visitor types it again, and it is not kept in the page.
  const refused = state.error?.field?.name === 'password';
  useLayoutEffect(() => {
    if (refused) clearSecret(password);
  }, [refused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    if (!userId.trim()) return setErrors({ userId: ENTER_USER_ID });
    if (!state.passwordShown) {
      setErrors({});
      return flow.next(userId);
    }
    if (!secretOf(password)) return setErrors({ password: ENTER_PASSWORD });
    setErrors({});
    flow.logIn({ userId, password: secretOf(password), remember });
  };

  return (
    <>
      <form className="panel" part="panel" method="post" noValidate onSubmit={submit}>
        <PanelHeading focus={state.moves > 0}>Log in: Financial professionals</PanelHeading>
        <p className="lead">For U.S. advisors only</p>
        <TextField
          label="User ID"
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="Firm Email Address or SSO User ID"
          value={userId}
          disabled={disabled}
          error={errors.userId}
          onValue={(value) => flow.dispatch({ type: 'userIdEdited', userId: value })}
        />
        {state.passwordShown && (
          <SecretField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            focusOnMount={!revealedBefore}
            inputRef={password}
            disabled={disabled}
            error={fieldError(errors.password, state.error, 'password')}
            onEdited={() => flow.dispatch({ type: 'fieldEdited', field: 'password' })}
          />
        )}
        <div className="actions">
          <SubmitButton busy={busy} locked={disabled}>
            {state.passwordShown ? 'Log in' : 'Next'}
          </SubmitButton>
        </div>
        <div className="options">
          <label className="check">
            <input
              type="checkbox"
              checked={remember}
              disabled={disabled}
              onChange={(event) => flow.dispatch({ type: 'rememberChanged', remember: event.target.checked })}
            />
            <span>Remember User ID</span>
          </label>
          <a className="cm-link" href={safeUrl(links.forgotPassword)}>
            Forgot password?
          </a>
        </div>
      </form>
      <section className="new-user" part="new-user" aria-labelledby="new-user-heading">
        <h3 id="new-user-heading">New User?</h3>
        <p>Register for full access to online resources for financial professionals.</p>
        <a className="cm-button cm-button--secondary" href={safeUrl(links.register)}>
          Register Now
        </a>
      </section>
      <p className="not-advisor">
        Not an advisor?{' '}
        <a className="cm-link" href={safeUrl(links.investorLogin)}>
          Individual investor login
        </a>
        {' | '}
        <a className="cm-link" href={safeUrl(links.institutionalLogin)}>
          Institutional investor login
        </a>
      </p>
    </>
  );
}
