import { useEffect, useState } from 'react';
import type { AttributeValues } from '../../runtime/attributes';
import { useElement } from '../../runtime/element-context';
import { safeUrl } from '../../runtime/links';
import { readText, writeText } from '../../runtime/storage';
import { refreshSession, signOutAdvisor } from '../../runtime/stores/session';
import type { attributes, events } from './element';
import { ErrorMessage } from './fields';
import { LoginForm } from './LoginForm';
import { QUERY_NOTICES, queryFlags, redirectFromQuery } from './query';
import { StepPanels } from './StepPanels';
import { useAuthFlow } from './use-auth-flow';
import { usePanelEvent } from './use-panel-event';

/** accounts spec 2.1: /login with its query notices, its panels and the account-information banner below. */
export function LoginView(props: AttributeValues<typeof attributes>) {
  const { config } = useElement<typeof events>();
  const [flags] = useState(() => queryFlags(location.search));
  const flow = useAuthFlow('login', {
    userId: readText('local', 'login') ?? '',
    remember: readText('local', 'login') !== undefined,
  });
  usePanelEvent(flow.state.panel);

  useEffect(() => {
    // accounts spec 2.1: redirect and TARGET (and "/" after a timeout) are stored as securePageRedirect.
    const redirect = redirectFromQuery(location.search, config.accounts.legacySecurePrefix);
    if (redirect !== undefined) writeText('local', 'securePageRedirect', redirect);
    // The visitor arrives logged out (4.3 "On logout"), whatever a cookie of the old session still says.
    if ((flags.includes('logout') || flags.includes('timeout')) && refreshSession().advisor) signOutAdvisor();
  }, [config, flags]);

  const links = {
    forgotPassword: `${config.siteBase}/register/forgot-password/`,
    register: props.registerUrl,
    investorLogin: props.investorLoginUrl,
    institutionalLogin: props.institutionalLoginUrl,
  };

  return (
    <div className="advisor-login">
      {flags.map((flag) => (
        <p key={flag} className="notice" part="sticky-notice" role="status">
          {QUERY_NOTICES[flag]}
        </p>
      ))}
      <ErrorMessage error={flow.state.error} links={links} />
      {flow.state.panel === 'login' ? (
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
