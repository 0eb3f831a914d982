/**
 * The panels of accounts spec 2.1-2.3 and how they follow one another (4.2 "Panel flow", 4.5): a reducer with no
 * DOM and no calls. The calls that produce its events are made by use-auth-flow.ts.
 *
 * login form → challenge choice → one-time passcode → back to the login form with MFA_ANSWERED; also challenge
 * question; change password; capture phone number → verify phone number → one-time passcode.
 * Forgot password: user ID entry → challenge choice → one-time passcode → change password. Account settings:
 * "Change" reveals the change-password form.
 */
import type { MfaRoute } from '../../services/auth';
import type { ChangePasswordMode } from '../../services/auth-vocabulary';
import type { AuthError, FieldName } from './errors';
import type { FlowMode } from './model';

export type Panel =
  | 'login'
  | 'userId'
  | 'challengeChoice'
  | 'challengeQuestion'
  | 'passcode'
  | 'changePassword'
  | 'capturePhone'
  | 'verifyPhone'
  | 'contact'
  | 'settings';

export interface FlowState {
  mode: FlowMode;
  panel: Panel;
  /** The user ID typed (or remembered, or signed in): not a secret, and every panel may need it. */
  userId: string;
  /** "Remember User ID". */
  remember: boolean;
  /** Login form: the password field and "Log in" are shown (after "Next"). */
  passwordShown: boolean;
  /** The routes of the challenge choice. */
  routes: MfaRoute[];
  /** The security question of the challenge question panel. */
  question: string | undefined;
  /** Where the passcode went, masked XXX.XXX.{last4}. */
  sentTo: string | undefined;
  /** The number the service has on file (capture phone number). */
  phoneOnFile: string | undefined;
  /** The number being verified: its digits and whether the visitor typed it. */
  phone: { digits: string; isNew: boolean } | undefined;
  changeMode: ChangePasswordMode | undefined;
  error: AuthError | undefined;
  /** The lock-out codes disable the inputs; only a new page starts again. */
  locked: boolean;
  /** Account settings: the success notice. */
  changed: boolean;
  /** How many times the panel changed: after the first, each new panel's heading takes the focus. */
  moves: number;
  /** The sign-in went through: the page is on its way to the redirect. */
  signedIn: boolean;
}

export type FlowEvent =
  | { type: 'submitted' }
  | { type: 'passwordShown' }
  | { type: 'userIdEdited'; userId: string }
  | { type: 'rememberChanged'; remember: boolean }
  | { type: 'challenge'; routes: MfaRoute[]; question: string | undefined }
  | { type: 'capturePhone'; phoneOnFile: string | undefined }
  | { type: 'phoneChosen'; digits: string; isNew: boolean }
  | { type: 'passcodeSent'; sentTo: string }
  | { type: 'changePassword'; mode: ChangePasswordMode }
  | { type: 'passwordChanged' }
  | { type: 'anotherWay' }
  | { type: 'cancel' }
  | { type: 'userAccepted'; routes: MfaRoute[] }
  | { type: 'failed'; error: AuthError }
  | { type: 'fieldEdited'; field: FieldName }
  | { type: 'signedIn' }
  | { type: 'restart' };

/** The first panel of each way in. */
export function initialFlow(mode: FlowMode, userId = '', remember = false): FlowState {
  return {
    mode,
    userId,
    remember,
    panel: mode === 'forgotPassword' ? 'userId' : mode === 'accountSettings' ? 'settings' : 'login',
    passwordShown: false,
    routes: [],
    question: undefined,
    sentTo: undefined,
    phoneOnFile: undefined,
    phone: undefined,
    changeMode: undefined,
    error: undefined,
    locked: false,
    changed: false,
    moves: 0,
    signedIn: false,
  };
}

/** Where "Cancel" leads (accounts spec 2.2: "Cancel on any sub-step returns to the user ID entry"). */
function cancelled(state: FlowState): FlowState {
  const start = initialFlow(state.mode, state.userId, state.remember);
  return { ...start, passwordShown: state.mode === 'login' && state.passwordShown, locked: state.locked };
}

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  const next = transition(state, event);
  return next.panel === state.panel ? next : { ...next, moves: state.moves + 1 };
}

function transition(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'submitted':
      return { ...state, error: undefined, changed: false };
    case 'rememberChanged':
      return { ...state, remember: event.remember };
    case 'passwordShown':
      return { ...state, passwordShown: true };
    case 'userIdEdited':
      // Another user ID may be of another kind: "Next" decides again.
      return { ...state, userId: event.userId, passwordShown: false, error: state.locked ? state.error : undefined };
    case 'challenge':
      return {
        ...state,
        panel: event.question ? 'challengeQuestion' : 'challengeChoice',
        routes: event.routes,
        question: event.question,
        error: undefined,
      };
    case 'capturePhone':
      return { ...state, panel: 'capturePhone', phoneOnFile: event.phoneOnFile, error: undefined };
    case 'phoneChosen':
      return { ...state, panel: 'verifyPhone', phone: { digits: event.digits, isNew: event.isNew }, error: undefined };
    case 'passcodeSent':
      return { ...state, panel: 'passcode', sentTo: event.sentTo, error: undefined };
    case 'changePassword':
      return { ...state, panel: 'changePassword', changeMode: event.mode, error: undefined };
    case 'passwordChanged':
      if (state.mode === 'accountSettings')
        return { ...state, panel: 'settings', changeMode: undefined, changed: true };
      // CHANGE_PASSWORD_SUCCESS returns to the login form, which signs in again with the new password.
      return { ...state, panel: 'login', changeMode: undefined, error: undefined };
    case 'anotherWay':
      // A passcode sent to a number being verified goes back to that number's text-or-call choice.
      return { ...state, panel: state.phone ? 'verifyPhone' : 'challengeChoice', error: undefined };
    case 'cancel':
      return cancelled(state);
    case 'userAccepted':
      return { ...state, panel: 'challengeChoice', routes: event.routes, question: undefined, error: undefined };
    case 'failed': {
      // accounts spec 8.3: a profile failure after a second factor is told on the login form's password field.
      const toLoginForm = state.mode === 'login' && event.error.field?.name === 'password';
      return {
        ...state,
        panel: event.error.contact ? 'contact' : toLoginForm ? 'login' : state.panel,
        passwordShown: state.passwordShown || toLoginForm,
        error: event.error,
        locked: state.locked || Boolean(event.error.lock),
      };
    }
    case 'signedIn':
      return { ...state, signedIn: true };
    case 'restart':
      // The flow starts again from its first panel (after a logout), whose heading takes the focus.
      return { ...initialFlow(state.mode, state.userId, state.remember), moves: state.moves + 1 };
    case 'fieldEdited':
      return state.error?.field?.name === event.field
        ? { ...state, error: { ...state.error, field: undefined } }
        : state;
  }
}
