import { attr } from '../../runtime/attributes';
import { defineElement, event } from '../../runtime/define-element';
import type { ChangePasswordMode } from '../../services/auth-vocabulary';
import { AdvisorLogin } from './AdvisorLogin';
import type { Panel } from './flow';
import styles from './styles.css?inline';

export const attributes = {
  view: attr.oneOf(['login', 'forgot-password', 'account-settings'], {
    default: 'login',
    description:
      'The page: "login" (/login), "forgot-password" (/register/forgot-password/) or "account-settings" (change password, for a logged-in advisor).',
  }),
  registerUrl: attr.link({
    default: '/register',
    description: 'Where the "Register Now" button of the "New User?" box leads.',
  }),
  investorLoginUrl: attr.link({
    default: '/investor/',
    description: 'The individual-investor login linked from "Not an advisor?".',
  }),
  institutionalLoginUrl: attr.link({
    default: '/institutional/',
    description: 'The institutional-investor login linked from "Not an advisor?".',
  }),
  accountInfoUrl: attr.optionalLink({
    description:
      "The external system where advisors view their clients' mutual fund and 529 plan accounts; when set, a banner below the login links to it.",
  }),
  accountInfoName: attr.string({
    default: 'Account Center',
    description: 'The name of that system in the banner\'s "Log in to ..." link.',
  }),
};

export const events = {
  panel: event<{ panel: Panel }>('A new panel is shown (its heading has the focus).'),
  login: event<{ internal: boolean }>('The advisor is signed in (the sign-in state is stored).'),
  logout: event<Record<string, never>>(
    'The visitor logged out with "Log out" (every sign-in of the browser ended; every element and tab shows it).',
  ),
  navigate: event<{ url: string; reason: 'login' | 'sso' | 'sso-password' | 'forgot-password' }>(
    'The element is about to go to `url`; cancel it to stay.',
    { cancelable: true },
  ),
  'password-change': event<{ mode: ChangePasswordMode }>('The password was changed.'),
  error: event<{ panel: Panel; code: string | null }>(
    "A call answered an error code (null: it failed); the spec's text shows.",
  ),
};

export const definition = defineElement({
  tag: 'advisor-login',
  description:
    'Advisor login with the second factor (text or voice passcode, security question), phone capture, temporary, forgotten and changed passwords (accounts spec 2.1-2.3, 4, 5, 8); it keeps the sign-in state every element reads.',
  attributes,
  events,
  component: AdvisorLogin,
  styles,
  errorName: 'AdvisorLogin',
  cssParts: {
    panel: 'The box around the current panel.',
    heading: "The current panel's heading.",
    'sticky-notice': 'A notice of a query flag, of a logout or of a changed password.',
    alert: 'The message above the panel after an error.',
    'new-user': 'The "New User?" box.',
    banner: 'The banner for the external account-information system.',
  },
  cssProperties: {
    '--cm-login-width': { description: 'Maximum width of the login panels.', default: '32rem' },
  },
});
