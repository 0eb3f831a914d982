/**
 * The error catalogue of accounts spec 8.1-8.7: each code with its text and its reaction (a field's error, a
 * message above the panel, locked inputs, the contact panel). {brand} and {phone} come from the page
 * configuration, and so do the codes the spec withholds. Texts are the spec's, word for word (ellipses included:
 * where the spec shortens a text, it is shown as the spec gives it).
 */
import { fillTemplate, type PageConfig } from '../../runtime/config';
import { AUTH_CODES } from '../../services/auth-vocabulary';

export const TEXTS = {
  /** 8.1, 8.2, 8.3, 8.4, 8.5, 8.7: "the generic message" (spelt so in the spec). */
  generic:
    'A problem occured with your account. Please call us at {phone} or check your email for further instruction.',
  /** 8.1 */
  reRegister: 'Please re-register to update your User ID...',
  /** 8.1: "individual investors are told to log in at the investor site" (the wording is not given). */
  investorUser: 'This login is for financial professionals. Individual investors, please log in at the investor site.',
  /** 8.2 */
  credentials: 'The User ID and/or password you entered is incorrect. Please try again.',
  /** 8.2 */
  expired:
    'The temporary password you entered has expired. Please call a {brand} representative at {phone} for assistance.',
  /** 8.2 */
  loginLocked: 'For your protection, your account has been temporarily locked due to several failed login attempts...',
  /** 8.3: on the password field. */
  profileField: "We're unable to log you in. Please see the above message for details.",
  /** 8.3 CTN_PROFILE_1113, 8.7 CTN_FORGOTPASSWORD_0005 */
  notEligible:
    "Unfortunately, your guest access has expired because we've determined you are not eligible for site access...",
  /** 8.3 CTN_PROFILE_1117, 8.7 CTN_FORGOTPASSWORD_1115 */
  notValidated:
    '...guest access to this site has expired because we were unable to validate your registration information...',
  /** 5.1, 8.4 */
  answerMismatch: 'Your answer does not match our records. Please try again.',
  /** 8.4 */
  answerLocked:
    'For your protection, your account has been locked because you did not enter your passcode correctly. To unlock your account, please contact a {brand} representative...',
  /** 5.1, 8.5 */
  passcodeIncorrect:
    'The passcode you entered is incorrect or has expired. Please check the code you received and try again.',
  /** 8.5, 8.7 */
  passcodeLocked: 'For your protection, your account has been locked after several failed attempts...',
  /** 8.6 */
  currentPasswordIncorrect: 'The password you entered is incorrect. Please try again.',
  /** 8.6 */
  newPasswordRefused:
    'Please enter a valid password. Your password cannot match your most recent password, cannot contain the word "password" or any variation of it and cannot be too common.',
  /** 2.1: challenge choice in forgot-password mode without a text or voice route; 2.2 contact panel. */
  contact: 'Contact a {brand} representative at {phone} to proceed further.',
} as const;

/** The fields an error can belong to (its text is tied to the field with aria-describedby). */
export type FieldName = 'userId' | 'password' | 'answer' | 'passcode' | 'currentPassword' | 'newPassword' | 'phone';

/** How the widget reacts to a code. */
export interface AuthError {
  /** The code the service answered (undefined for a failure without one). */
  code: string | undefined;
  /** A message above the panel. */
  alert?: string;
  /** A link shown with the alert. */
  alertLink?: 'register' | 'investorLogin';
  /** A field's own error. */
  field?: { name: FieldName; text: string };
  /** The inputs are disabled (the lock-out codes). */
  lock?: boolean;
  /** The contact-representative panel replaces the steps. */
  contact?: boolean;
}

/** Where the code came from: each call has its own catalogue. */
export type ErrorSource =
  'validateUser' | 'login' | 'profile' | 'question' | 'passcode' | 'changePassword' | 'forgotUserId' | 'forgotPasscode';

/** {brand} and {phone} ("a {brand} representative at {phone}": the advisor account support number). */
export function fillAccountText(text: string, config: PageConfig): string {
  return fillTemplate(text, { brand: config.brand, phone: config.phones.advisorSupport });
}

const isIn = (list: readonly string[], code: string | undefined) => code !== undefined && list.includes(code);

type Reaction = Omit<AuthError, 'code'>;

function reaction(
  source: ErrorSource,
  code: string | undefined,
  message: string | undefined,
  config: PageConfig,
): Reaction {
  const codes = config.accounts.codes;
  const generic: Reaction = { alert: TEXTS.generic };
  switch (source) {
    case 'validateUser':
      if (isIn(codes.reRegister, code)) return { alert: TEXTS.reRegister, alertLink: 'register' as const };
      if (isIn(codes.investorUser, code)) return { alert: TEXTS.investorUser, alertLink: 'investorLogin' as const };
      return generic;
    case 'login':
      if (code === AUTH_CODES.loginCredentials) return { field: { name: 'password', text: TEXTS.credentials } };
      if (code === AUTH_CODES.loginExpired) return { alert: TEXTS.expired };
      if (isIn(AUTH_CODES.loginLocked, code)) return { alert: TEXTS.loginLocked, lock: true };
      return generic;
    case 'profile': {
      const field = { name: 'password', text: TEXTS.profileField } as const;
      if (code === AUTH_CODES.profileNotEligible) return { alert: TEXTS.notEligible, field };
      if (code === AUTH_CODES.profileNotValidated) return { alert: TEXTS.notValidated, field };
      return { ...generic, field };
    }
    case 'question':
      if (code === AUTH_CODES.answerMismatch) return { field: { name: 'answer', text: TEXTS.answerMismatch } };
      if (isIn(AUTH_CODES.secondFactorLocked, code)) return { alert: TEXTS.answerLocked, lock: true };
      return generic;
    case 'passcode':
    case 'forgotPasscode':
      if (isIn(AUTH_CODES.passcodeIncorrect, code) || isIn(codes.passcodeIncorrect, code))
        return { field: { name: 'passcode', text: TEXTS.passcodeIncorrect } };
      if (isIn(AUTH_CODES.secondFactorLocked, code)) return { alert: TEXTS.passcodeLocked, lock: true };
      return source === 'forgotPasscode' ? forgotReaction(code) : generic;
    case 'forgotUserId':
      return forgotReaction(code);
    case 'changePassword':
      if (code === AUTH_CODES.currentPasswordIncorrect)
        return { field: { name: 'currentPassword', text: TEXTS.currentPasswordIncorrect } };
      if (isIn(AUTH_CODES.newPasswordRefused, code))
        return { field: { name: 'newPassword', text: TEXTS.newPasswordRefused } };
      // 8.6: "Otherwise the server's error.details.message is shown" (as text, never as HTML).
      return message ? { alert: message } : generic;
  }
}

/** accounts spec 8.7. */
function forgotReaction(code: string | undefined): Reaction {
  if (isIn(AUTH_CODES.forgotLocked, code)) return { alert: TEXTS.passcodeLocked, lock: true };
  if (code === AUTH_CODES.forgotContact) return { contact: true };
  if (code === AUTH_CODES.forgotNotEligible) return { alert: TEXTS.notEligible };
  if (code === AUTH_CODES.forgotNotValidated) return { alert: TEXTS.notValidated };
  return { alert: TEXTS.generic };
}

/** The reaction to a code of a call (or to a failure without a code), its texts filled in. */
export function authError(
  source: ErrorSource,
  code: string | undefined,
  message: string | undefined,
  config: PageConfig,
): AuthError {
  const found = reaction(source, code, message, config);
  const error: AuthError = { code, ...found };
  if (error.alert) error.alert = fillAccountText(error.alert, config);
  if (error.field) error.field = { ...error.field, text: fillAccountText(error.field.text, config) };
  return error;
}

/** accounts spec 8.6: "7006-1014 and 7006-4036: ignored": the change went through. */
export function changeSucceeded(code: string | undefined): boolean {
  return code === undefined || isIn(AUTH_CODES.changePasswordIgnored, code);
}
