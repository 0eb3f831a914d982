import { useState, type FormEvent } from 'react';
import type { AttributeValues } from '../../runtime/attributes';
import { useElement } from '../../runtime/element-context';
import { loginUrl } from '../../runtime/links';
import type { attributes } from './element';
import { ErrorMessage, PanelHeading, SubmitButton, TextField } from './fields';
import { ENTER_USER_ID } from './model';
import { StepPanels } from './StepPanels';
import { useAuthFlow, type AuthFlow } from './use-auth-flow';
import { usePanelEvent } from './use-panel-event';

/** accounts spec 2.2: "Enter your User Id", "Continue", and "Cancel", which goes to /login. */
function UserIdEntry({ flow, login }: { flow: AuthFlow; login: string }) {
  const { state, busy } = flow;
  const [empty, setEmpty] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!state.userId.trim()) return setEmpty(true);
    setEmpty(false);
    flow.forgotSubmit(state.userId);
  };

  return (
    <form className="panel" part="panel" method="post" noValidate onSubmit={submit}>
      <PanelHeading focus={state.moves > 0}>Enter your User Id</PanelHeading>
      <TextField
        label="User ID"
        name="username"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="Firm Email Address or SSO User ID"
        value={state.userId}
        disabled={state.locked}
        error={empty ? ENTER_USER_ID : undefined}
        onValue={(value) => flow.dispatch({ type: 'userIdEdited', userId: value })}
      />
      <div className="actions">
        <SubmitButton busy={busy} locked={state.locked}>
          Continue
        </SubmitButton>
        <a className="cm-button cm-button--secondary" href={login}>
          Cancel
        </a>
      </div>
    </form>
  );
}

/** accounts spec 2.2, 4.5: user ID entry → challenge choice → one-time passcode → change password (new only). */
export function ForgotPasswordView(props: AttributeValues<typeof attributes>) {
  const { config } = useElement();
  const flow = useAuthFlow('forgotPassword');
  usePanelEvent(flow.state.panel);
  const links = { register: props.registerUrl, investorLogin: props.investorLoginUrl };
  return (
    <div className="advisor-login">
      <ErrorMessage error={flow.state.error} links={links} />
      {flow.state.panel === 'userId' ? (
        <UserIdEntry flow={flow} login={loginUrl(config.siteBase)} />
      ) : (
        <StepPanels flow={flow} config={config} />
      )}
    </div>
  );
}
