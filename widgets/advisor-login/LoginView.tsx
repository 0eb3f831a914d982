import { useEffect, useState } from 'react';
import type { AttributeValues } from '../../runtime/attributes';
import { useElement } from '../../runtime/element-context';
import { homePath, redirectAfterLogin, safeUrl } from '../../runtime/links';
import { readText, writeText } from '../../runtime/storage';
import { useAdvisorProfile } from '../../runtime/stores/advisor-profile';
import { signOut, useSession } from '../../runtime/stores/session';
import type { attributes, events } from './element';
import { ErrorMessage } from './fields';
import { LoginForm } from './LoginForm';
import { signedInText } from './model';
import { QUERY_NOTICES, queryFlags, redirectFromQuery, type QueryFlag } from './query';
import { StepPanels } from './StepPanels';
import { useAuthFlow } from './use-auth-flow';
import { usePanelEvent } from './use-panel-event';

/**
 * An advisor who opens /login while signed in: who is signed in, "Continue" to where the page was asked to lead
 * (the stored redirect, else home) and "Log out". The spec shows no such panel; its texts are chosen here.
 */
function SignedIn({ onLogOut }: { onLogOut(): void }) {
  const { config } = useElement();
  const username = useSession((state) => state.username);
  const profile = useAdvisorProfile();
  const destination = redirectAfterLogin(readText('local', 'securePageRedirect'), homePath(config.siteBase));
  return (
    <section className="panel" part="panel" aria-labelledby="signed-in-heading">
      <h2 id="signed-in-heading" className="heading" part="heading">
        Log in: Financial professionals
      </h2>
      <p className="signed-in" role="status">
        {signedInText(profile, username)}
      </p>
      <div className="actions">
        <a className="cm-button" href={safeUrl(destination)}>
          Continue
        </a>
        <button type="button" className="cm-button cm-button--secondary" onClick={onLogOut}>
          Log out
        </button>
      </div>
    </section>
  );
}

/** accounts spec 2.1: /login with its query notices, its panels and the account-information banner below. */
export function LoginView(props: AttributeValues<typeof attributes>) {
  const { config, emit } = useElement<typeof events>();
  const [flags, setFlags] = useState<QueryFlag[]>(() => queryFlags(location.search));
  const advisor = useSession((state) => state.advisor);
  const flow = useAuthFlow('login', {
    userId: readText('local', 'login') ?? '',
    remember: readText('local', 'login') !== undefined,
  });
  usePanelEvent(flow.state.panel);

  useEffect(() => {
    // accounts spec 2.1: redirect and TARGET (and "/" after a timeout) are stored as securePageRedirect.
    const redirect = redirectFromQuery(location.search, config.accounts.legacySecurePrefix);
    if (redirect !== undefined) writeText('local', 'securePageRedirect', redirect);
  }, [config]);

  // accounts spec 2.1, 4.3: after a logout or a timeout the visitor arrives logged out, whatever a cookie or a stored
  // profile of the old session still says.
  const leaving = flags.includes('logout') || flags.includes('timeout');
  useEffect(() => {
    if (leaving) signOut();
  }, [leaving]);

  // "Log out": the page becomes what /login?logout=true shows (the effect above signs out).
  const logOut = () => {
    setFlags(['logout']);
    flow.dispatch({ type: 'restart' });
    emit('logout', {});
  };

  const links = {
    forgotPassword: `${config.siteBase}/register/forgot-password/`,
    register: props.registerUrl,
    investorLogin: props.investorLoginUrl,
    institutionalLogin: props.institutionalLoginUrl,
  };
  // A sign-in finishing here goes on to the redirect: the form stays until the page leaves.
  const signedIn = advisor && !leaving && flow.state.panel === 'login' && !flow.busy && !flow.state.signedIn;

  return (
    <div className="advisor-login">
      {flags.map((flag) => (
        <p key={flag} className="notice" part="sticky-notice" role="status">
          {QUERY_NOTICES[flag]}
        </p>
      ))}
      <ErrorMessage error={flow.state.error} links={links} />
      {signedIn ? (
        <SignedIn onLogOut={logOut} />
      ) : flow.state.panel === 'login' ? (
        <LoginForm flow={flow} links={links} />
      ) : (
        <StepPanels flow={flow} config={config} />
      )}
      {props.accountInfoUrl && (
        <aside className="banner" part="banner" aria-label={props.accountInfoName}>
          <p>View your clients&apos; mutual fund and 529 plan accounts.</p>
          <a
            className="cm-button cm-button--secondary"
            href={safeUrl(props.accountInfoUrl)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Log in to {props.accountInfoName}
            <span className="cm-visually-hidden"> (opens in a new tab)</span>
          </a>
        </aside>
      )}
    </div>
  );
}
