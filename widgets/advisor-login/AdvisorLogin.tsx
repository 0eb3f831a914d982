import type { AttributeValues } from '../../runtime/attributes';
import { AccountSettingsView } from './AccountSettingsView';
import type { attributes } from './element';
import { ForgotPasswordView } from './ForgotPasswordView';
import { LoginView } from './LoginView';

/** The element's root: one view per page (accounts spec 2.1 /login, 2.2 forgot password, 2.3 account settings). */
export function AdvisorLogin(props: AttributeValues<typeof attributes>) {
  // A change of view is a new page: each view starts from its own first panel.
  if (props.view === 'forgot-password') return <ForgotPasswordView key="forgot-password" {...props} />;
  if (props.view === 'account-settings') return <AccountSettingsView key="account-settings" />;
  return <LoginView key="login" {...props} />;
}
