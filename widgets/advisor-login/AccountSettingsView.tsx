import { useElement } from '../../runtime/element-context';
import { useSession } from '../../runtime/stores/session';
import { ErrorMessage, PanelHeading } from './fields';
import { StepPanels } from './StepPanels';
import { useAuthFlow } from './use-auth-flow';
import { usePanelEvent } from './use-panel-event';

/** accounts spec 2.3: "Success notice". */
export const PASSWORD_CHANGED = 'You have successfully changed your password.';
/** accounts spec 2.3, 6: SSO users are told to change the password through their workstation login (wording not given). */
export const SSO_PASSWORD_WARNING =
  'Your password is the one of your workstation login. Please change it through your workstation login.';

/**
 * accounts spec 2.3: rendered only for a logged-in advisor; the "Change Password" navigation item, a "Change"
 * button revealing the form (current password required), the success notice; SSO users get a warning instead.
 */
export function AccountSettingsView() {
  const { config } = useElement();
  // The element read the sign-in state as it connected; a logout in another tab hides the settings at once.
  const advisor = useSession((state) => state.advisor);
  const internal = useSession((state) => state.internal);
  const username = useSession((state) => state.username);
  const flow = useAuthFlow('accountSettings', { userId: username ?? '' });
  usePanelEvent(flow.state.panel);
  if (!advisor) return null;

  return (
    <div className="settings">
      <nav className="settings-nav" aria-label="Account settings">
        <ul>
          <li>
            <a href="#change-password" aria-current="page">
              Change Password
            </a>
          </li>
        </ul>
      </nav>
      <div className="settings-main" id="change-password">
        {internal ? (
          <p className="warning" role="note">
            {SSO_PASSWORD_WARNING}
          </p>
        ) : flow.state.panel === 'settings' ? (
          <section className="panel" part="panel">
            <PanelHeading focus={flow.state.moves > 0}>Change Password</PanelHeading>
            {flow.state.changed && (
              <p className="notice" part="sticky-notice" role="status">
                {PASSWORD_CHANGED}
              </p>
            )}
            <button
              type="button"
              className="cm-button"
              onClick={() => flow.dispatch({ type: 'changePassword', mode: 'CHANGE_PASSWORD_LOGGED_IN' })}
            >
              Change
            </button>
          </section>
        ) : (
          <>
            <ErrorMessage error={flow.state.error} links={{}} />
            <StepPanels flow={flow} config={config} />
          </>
        )}
      </div>
    </div>
  );
}
