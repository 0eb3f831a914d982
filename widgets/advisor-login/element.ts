import { attr } from '../../runtime/attributes';
import { defineElement, event } from '../../runtime/define-element';
import type { ChangePasswordMode } from '../../services/auth';
import { AdvisorLogin } from './AdvisorLogin';
import type { Panel } from './flow';
import styles from './styles.css?inline';

export const attributes = {
  view: attr.oneOf(['login', 'forgot-password', 'account-settings'], {
    default: 'login',
    description:
      'Which page the element is: "login" (/login: login, second factor, phone capture, temporary password), "forgot-password" (/register/forgot-password/) or "account-settings" (change password; shown only to a logged-in advisor).',
  }),
  registerUrl: attr.string({
    default: '/register',
    description: 'Where the "Register Now" button of the "New User?" box leads.',
  }),
  investorLoginUrl: attr.string({
    default: '/investor/',
    description: 'The individual-investor login linked from "Not an advisor?".',
  }),
  institutionalLoginUrl: attr.string({
    default: '/institutional/',
    description: 'The institutional-investor login linked from "Not an advisor?".',
  }),
  accountInfoUrl: attr.optionalString({
    description:
      "The external account-information system where advisors view their clients' mutual fund and 529 plan accounts; when set, a banner below the login panels links to it (opens in a new tab).",
  }),
  accountInfoName: attr.string({
    default: 'Account Center',
    description: 'The name of that system in the banner\'s "Log in to ..." link.',
  }),
};

export const events = {
  panel: event<{ panel: Panel }>('A new panel is shown (its heading has the focus).'),
  login: event<{ internal: boolean }>(
    'The advisor is signed in: cookies, storage and the session store hold the sign-in state.',
  ),
  navigate: event<{ url: string; reason: 'login' | 'sso' | 'sso-password' | 'forgot-password' }>(
    'The element is about to leave the page for `url` (after login, to the SSO login, after a forgotten password was changed); cancel it to stay.',
    { cancelable: true },
  ),
  'password-change': event<{ mode: ChangePasswordMode }>('The password was changed.'),
  error: event<{ panel: Panel; code: string | null }>(
    'A call answered with an error code (or failed: null); the element shows the text of the spec.',
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
    'sticky-notice': 'A sticky notice: a query flag of the login, or the changed password of account settings.',
    alert: 'The message above the panel after an error.',
    'new-user': 'The "New User?" box.',
    banner: 'The banner for the external account-information system.',
  },
  cssProperties: {
    '--cm-login-width': { description: 'Maximum width of the login panels.', default: '32rem' },
  },
});
