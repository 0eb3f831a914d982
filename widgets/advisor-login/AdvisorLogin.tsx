import { lazy, Suspense } from 'react';
import type { AttributeValues } from '../../runtime/attributes';
import { AccountSettingsView } from './AccountSettingsView';
import type { attributes } from './element';
import { ForgotPasswordView } from './ForgotPasswordView';
import { LoginView } from './LoginView';

/*
 * Registration, the e-mail-changed page and the login prompts load their code only on the pages that show them:
 * the login page does not carry them (their chunks import the panels they share with the login from its chunk).
 */
const RegisterView = lazy(() => import('./register/RegisterView'));
const EmailChangedView = lazy(() => import('./email-changed/EmailChangedView'));
const LoginPromptsView = lazy(() => import('./login-prompts/LoginPromptsView'));

/**
 * While a view's code arrives: the loading text of site spec 2.8 ("Loading...", as runtime/ui/Spinner says it,
 * written here so that the login's chunk does not import the spinner's); the element keeps the height the page
 * reserved.
 */
function Loading() {
  return (
    <p className="view-loading" role="status">
      Loading...
    </p>
  );
}

/**
 * The element's root: one view per page (accounts spec 2.1 /login, 2.2 forgot password, 2.3 account settings, 2.4
 * registration, 2.5 e-mail changed, 2.6 investor login prompts).
 */
export function AdvisorLogin(props: AttributeValues<typeof attributes>) {
  // A change of view is a new page: each view starts from its own first panel.
  switch (props.view) {
    case 'forgot-password':
      return <ForgotPasswordView key="forgot-password" {...props} />;
    case 'account-settings':
      return <AccountSettingsView key="account-settings" />;
    case 'register':
      return (
        <Suspense fallback={<Loading />}>
          <RegisterView key="register" {...props} />
        </Suspense>
      );
    case 'email-changed':
      return (
        <Suspense fallback={<Loading />}>
          <EmailChangedView key="email-changed" {...props} />
        </Suspense>
      );
    case 'login-prompts':
      return (
        <Suspense fallback={<Loading />}>
          <LoginPromptsView key="login-prompts" {...props} />
        </Suspense>
      );
    default:
      return <LoginView key="login" {...props} />;
  }
}
