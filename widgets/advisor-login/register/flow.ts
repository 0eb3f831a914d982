/**
 * The views of registration and how they follow one another (accounts spec 2.4, 4.6): a reducer with no DOM and no
 * calls, beside the login's (../flow.ts). The calls that produce its events are made by use-register-flow.ts, the
 * decisions on their answers are in registration-errors.ts and model.ts.
 *
 * register → confirm → confirmResend or confirmError; the e-mail link → validate → additional, confirmExpired, the
 * login page (already registered) or error; additional → password → challenge-choice → otp → subscribed (the sign-in
 * and the redirect). "Didn't receive your code?" returns to challenge-choice; Cancel on otp or challenge-choice
 * starts again from the link. registerInternal: the terms only.
 */
import type { MfaRoute } from '../../../services/auth';
import type { MfaChannel } from '../../../services/auth-vocabulary';
import type { RegistrationFirm } from '../../../services/registration';
import type { ContactStatus, ReRegistration } from '../../../services/registration-vocabulary';
import type { AuthError, FieldName } from '../errors';
import { EMPTY_VALUES, type Invalid, type RegisterField, type RegisterValues, type RegistrationStart } from './model';

/** The views of accounts spec 2.4 by the spec's names, and subscribed (4.6: the sign-in after the passcode). */
export type RegisterStep =
  | 'register'
  | 'registerInternal'
  | 'confirm'
  | 'confirmResend'
  | 'confirmError'
  | 'confirmExpired'
  | 'validate'
  | 'additional'
  | 'password'
  | 'challenge-choice'
  | 'otp'
  | 'subscribed'
  | 'error';

export interface RegisterState {
  step: RegisterStep;
  /** A re-registration (accounts spec 2.4, 4.7). */
  user: ReRegistration | undefined;
  /** The e-mail link's token, in memory only. */
  tokenNbr: string | undefined;
  values: RegisterValues;
  /** The firm chosen from the suggestions (5.4: its id and address are sent); free text: none. */
  firm: RegistrationFirm | undefined;
  /** Each field's error (5.4, and the e-mail codes of 8.8). */
  invalid: Invalid;
  /** A message above the view, a passcode refused, a lock-out (the shared panels read it). */
  error: AuthError | undefined;
  /** confirmError: the server's message (8.8). */
  serverMessage: string | undefined;
  /** confirmError and error: the step whose call failed, to which "Try again" returns with everything typed. */
  failedFrom: RegisterStep | undefined;
  /** The looked-up user's contact status (4.6: LEAD or CONTACT). */
  contactStatus: ContactStatus;
  /** 4.6: "validates the profile (once; the result is kept)". */
  profileValidated: boolean;
  /** The channel the passcode went over and where (masked). */
  channel: MfaChannel | undefined;
  sentTo: string | undefined;
  /** The lock-out codes disable the passcode's inputs; only a new start (Cancel) lifts it. */
  locked: boolean;
  /** How many times the view changed: after the first, each new view's heading takes the focus. */
  moves: number;
}

export type RegisterEvent =
  | { type: 'edited'; field: Exclude<keyof RegisterValues, 'agreed'>; value: string }
  | { type: 'agreed'; agreed: boolean }
  | { type: 'firmChosen'; firm: RegistrationFirm }
  | { type: 'prefilled'; values: Partial<Omit<RegisterValues, 'agreed'>> }
  | { type: 'invalid'; invalid: Invalid }
  | { type: 'submitted' }
  | { type: 'emailSent' }
  | { type: 'emailRefused'; text: string }
  | { type: 'emailFailed'; message: string | undefined }
  | { type: 'tryAgain' }
  | { type: 'lookedUp'; user: { emailId: string; firstName: string; lastName: string }; contactStatus: ContactStatus }
  | { type: 'linkRefused'; view: 'confirmExpired' | 'error' }
  | { type: 'continued' }
  | { type: 'profileValidated' }
  | { type: 'passcodeSent'; channel: MfaChannel; sentTo: string }
  | { type: 'anotherWay' }
  | { type: 'subscribed' }
  | { type: 'failed'; error: AuthError }
  | { type: 'broken' }
  | { type: 'restart' }
  | { type: 'fieldEdited'; field: FieldName | RegisterField };

/** The first view of each start (2.4). */
export function initialRegistration(start: RegistrationStart): RegisterState {
  return {
    step: start.view,
    user: start.view === 'register' ? start.user : undefined,
    tokenNbr: start.view === 'validate' ? start.tokenNbr : undefined,
    values: EMPTY_VALUES,
    firm: undefined,
    invalid: {},
    error: undefined,
    serverMessage: undefined,
    failedFrom: undefined,
    contactStatus: 'CONTACT',
    profileValidated: false,
    channel: undefined,
    sentTo: undefined,
    locked: false,
    moves: 0,
  };
}

const TEXT_FIELDS = Object.keys(EMPTY_VALUES).filter((field) => field !== 'agreed') as Array<
  Exclude<keyof RegisterValues, 'agreed'>
>;

/** The step that follows "Continue" on a form (4.6 "additional → password → challenge-choice"). */
const NEXT: Partial<Record<RegisterStep, RegisterStep>> = {
  additional: 'password',
  password: 'challenge-choice',
};

/**
 * The routes of the challenge choice: a text or a call to the number given in the additional information (the
 * login's come from the server; registration's number is the advisor's own).
 */
export function registrationRoutes(phoneDigits: string): MfaRoute[] {
  return [
    { id: 'SMS', channel: 'SMS', route: phoneDigits },
    { id: 'IVR', channel: 'IVR', route: phoneDigits },
  ];
}

export function registerReducer(state: RegisterState, event: RegisterEvent): RegisterState {
  const next = transition(state, event);
  return next.step === state.step ? next : { ...next, moves: state.moves + 1 };
}

function withoutInvalid(invalid: Invalid, field: RegisterField | FieldName): Invalid {
  if (!(field in invalid)) return invalid;
  const rest = { ...invalid };
  delete rest[field as RegisterField];
  return rest;
}

function transition(state: RegisterState, event: RegisterEvent): RegisterState {
  switch (event.type) {
    case 'edited': {
      const values = { ...state.values, [event.field]: event.value };
      // 5.4: "Choosing a firm from the suggestions fills firmId and the firm address fields; free text clears them."
      const firm = event.field === 'firmName' && event.value !== state.firm?.firmNm ? undefined : state.firm;
      return { ...state, values, firm, invalid: withoutInvalid(state.invalid, event.field) };
    }
    case 'agreed':
      return {
        ...state,
        values: { ...state.values, agreed: event.agreed },
        invalid: withoutInvalid(state.invalid, 'terms'),
      };
    case 'firmChosen':
      return {
        ...state,
        values: { ...state.values, firmName: event.firm.firmNm },
        firm: event.firm,
        invalid: withoutInvalid(state.invalid, 'firmName'),
      };
    case 'prefilled': {
      // What the visitor typed stays; only empty fields take the known values.
      const values: RegisterValues = { ...state.values };
      for (const field of TEXT_FIELDS) {
        const known = event.values[field];
        if (values[field] === '' && known) values[field] = known;
      }
      return { ...state, values };
    }
    case 'invalid':
      return { ...state, invalid: event.invalid };
    case 'submitted':
      return { ...state, error: undefined };
    case 'emailSent':
      return {
        ...state,
        step: state.step === 'register' ? 'confirm' : 'confirmResend',
        invalid: {},
        error: undefined,
        serverMessage: undefined,
      };
    case 'emailRefused':
      return { ...state, step: 'register', invalid: { ...state.invalid, emailId: event.text } };
    case 'emailFailed':
      return { ...state, step: 'confirmError', serverMessage: event.message, failedFrom: state.step };
    case 'tryAgain':
      // The step that failed, with everything typed.
      return {
        ...state,
        step: state.failedFrom ?? 'register',
        failedFrom: undefined,
        serverMessage: undefined,
        error: undefined,
      };
    case 'lookedUp':
      return {
        ...state,
        step: 'additional',
        values: {
          ...state.values,
          emailId: event.user.emailId,
          firstName: state.values.firstName || event.user.firstName,
          lastName: state.values.lastName || event.user.lastName,
        },
        contactStatus: event.contactStatus,
        error: undefined,
      };
    case 'linkRefused':
      return { ...state, step: event.view };
    case 'continued': {
      const step = NEXT[state.step];
      return step ? { ...state, step, invalid: {}, error: undefined } : state;
    }
    case 'profileValidated':
      return { ...state, profileValidated: true };
    case 'passcodeSent':
      return { ...state, step: 'otp', channel: event.channel, sentTo: event.sentTo, error: undefined };
    case 'anotherWay':
      // "no-code-received returns to challenge-choice".
      return { ...state, step: 'challenge-choice', error: undefined };
    case 'subscribed':
      return { ...state, step: 'subscribed', error: undefined };
    case 'failed':
      return { ...state, error: event.error, locked: state.locked || Boolean(event.error.lock) };
    case 'broken':
      return { ...state, step: 'error', failedFrom: state.step, error: undefined };
    case 'restart':
      // As the reload of the page would: the link looked up again; what was typed after it is gone.
      return {
        ...initialRegistration({ view: 'validate', tokenNbr: state.tokenNbr ?? '' }),
        moves: state.moves,
      };
    case 'fieldEdited':
      return {
        ...state,
        invalid: withoutInvalid(state.invalid, event.field),
        error: state.error?.field?.name === event.field ? { ...state.error, field: undefined } : state.error,
      };
  }
}
