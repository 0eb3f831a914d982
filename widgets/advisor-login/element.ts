import { attr } from '../../runtime/attributes';
import { defineElement, event } from '../../runtime/define-element';
import type { ChangePasswordMode } from '../../services/auth-vocabulary';
import { AdvisorLogin } from './AdvisorLogin';
import type { Panel } from './flow';
import type { RegisterStep } from './register/flow';
import type { NavigateReason } from './use-navigate';
import styles from './styles.css?inline';

export const attributes = {
  view: attr.oneOf(['login', 'forgot-password', 'account-settings', 'register', 'email-changed', 'login-prompts'], {
    default: 'login',
    description:
      'The page: "login" (/login), "forgot-password" (/register/forgot-password/), "account-settings" (change password, for a logged-in advisor), "register" (/register, with its validate-user and terms-conditions addresses), "email-changed" ("Has Your Email Address Changed?", for a logged-in advisor) or "login-prompts" (the investor login tiles). The last three load their code when the page has them.',
  }),
  registerUrl: attr.link({
    default: '/register',
    description:
      'Where the "Register Now" button of the "New User?" box leads; also where registration starts again and the e-mail-changed page sends a re-registration.',
  }),
  termsScope: attr.optionalString({
    description: 'Registration: the content scope of the terms and conditions (accounts spec 7.3).',
    defaultText: '"/content/documents/{b}-advisor/terms-conditions-content"',
    pattern: /^\/content\/documents(?:\/[\w-]+)+$/,
    allowed: 'a content path such as /content/documents/cm-advisor/terms-conditions-content',
  }),
  promptsScope: attr.optionalString({
    description: 'Login prompts: the content scope of the login tiles, sorted by cti:meta (accounts spec 2.6, 7.3).',
    defaultText: '"/content/documents/{b}-investor/login-prompts"',
    pattern: /^\/content\/documents(?:\/[\w-]+)+$/,
    allowed: 'a content path such as /content/documents/cm-investor/login-prompts',
  }),
  contactUrl: attr.string({
    default: '/about-us/contact-us/',
    description: "Registration: the contact page linked from registration's error views (accounts spec 2.4).",
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
  panel: event<{ panel: Panel | RegisterStep | 'emailChanged' }>(
    "A new panel or registration view is shown (its heading has the focus); registration's views have the spec's names (accounts spec 2.4).",
  ),
  login: event<{ internal: boolean }>('The advisor is signed in (the sign-in state is stored).'),
  logout: event<Record<string, never>>(
    'The visitor logged out with "Log out" (every sign-in of the browser ended; every element and tab shows it).',
  ),
  navigate: event<{ url: string; reason: NavigateReason }>('The element is about to go to `url`; cancel it to stay.', {
    cancelable: true,
  }),
  register: event<{ contactStatus: 'LEAD' | 'CONTACT' }>(
    'The registration went through (the passcode was accepted and the account exists); the sign-in follows. contactStatus is the one sent with the profile.',
  ),
  'password-change': event<{ mode: ChangePasswordMode }>('The password was changed.'),
  error: event<{ panel: Panel | RegisterStep | 'emailChanged'; code: string | null }>(
    "A call answered an error code (null: it failed); the spec's text shows.",
  ),
};

export const definition = defineElement({
  tag: 'advisor-login',
  summary:
    'Advisor login: the second factor, passwords, registration, the e-mail-changed page and the investor login prompts',
  spec: 'accounts spec 2.1-2.6, 4, 5, 8',
  description:
    'Advisor login with the second factor (text or voice passcode, security question), phone capture, temporary, forgotten and changed passwords, registration, the e-mail-changed page and the investor login prompts (accounts spec 2.1-2.6, 4, 5, 8); it keeps the sign-in state every element reads.',
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
    tile: 'A login tile of the investor login prompts.',
  },
  cssProperties: {
    '--cm-login-width': { description: 'Maximum width of the login panels.', default: '32rem' },
    '--cm-register-width': { description: 'Maximum width of the registration views.', default: '40rem' },
    '--cm-prompts-width': { description: 'Maximum width of the investor login tiles.', default: '64rem' },
  },
});
