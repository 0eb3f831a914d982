/**
 * The registration's error catalogue (accounts spec 8.8): each code of the registration calls with its text and its
 * reaction (a view, a field's error, the login page). Texts word for word, the spec's spelling kept. {phone} comes
 * from the page configuration, {email} is an example firm address made of the names typed.
 */
import { fillTemplate, type PageConfig } from '../../../runtime/config';
import { REGISTRATION_CODES } from '../../../services/registration-vocabulary';
import { authError, fillAccountText, type AuthError } from '../errors';

export const REGISTRATION_TEXTS = {
  /** 8.8: the error view ("We're sorry but an error as occurred", spelt so). */
  error: "We're sorry but an error as occurred. Please try again later.",
  /** 8.8: the confirmError view. */
  confirmError: "We're sorry but an error as occurred sending the confirmation email. Try again.",
  /** 8.8 CTN_USEREMAILREG_0002, on the e-mail field. */
  notFirmBased: 'Your email address domain must be firm-based. Please enter a new email address (ex. "{email}").',
  /** 8.8 CTN_USEREMAILREG_0009, on the e-mail field. */
  underscore:
    'The email address you entered cannot be accepted because it includes an underscore symbol (_) after the @ sign. Please enter a different email address or call {phone} for assistance.',
} as const;

const isIn = (list: readonly string[], code: string | undefined) => code !== undefined && list.includes(code);

/** accounts spec 8.8 "Lookup": what the link's lookup leads to. */
export type LookupOutcome = 'additional' | 'confirmExpired' | 'alreadyRegistered' | 'error';

export function lookupOutcome(code: string | undefined, found: boolean): LookupOutcome {
  if (isIn(REGISTRATION_CODES.lookupExpired, code)) return 'confirmExpired';
  if (isIn(REGISTRATION_CODES.lookupRegistered, code)) return 'alreadyRegistered';
  return code === undefined && found ? 'additional' : 'error';
}

/** accounts spec 8.8 "E-mail submit": what the registration e-mail's answer leads to. */
export type EmailOutcome =
  { kind: 'sent' } | { kind: 'field'; text: string } | { kind: 'confirmError'; message: string | undefined };

export function emailOutcome(
  code: string | undefined,
  message: string | undefined,
  example: string,
  config: PageConfig,
): EmailOutcome {
  if (code === undefined) return { kind: 'sent' };
  if (code === REGISTRATION_CODES.emailNotFirmBased) {
    return { kind: 'field', text: fillTemplate(REGISTRATION_TEXTS.notFirmBased, { email: example }) };
  }
  if (code === REGISTRATION_CODES.emailUnderscore) {
    return { kind: 'field', text: fillAccountText(REGISTRATION_TEXTS.underscore, config) };
  }
  // "other: the server message and the confirmError view".
  return { kind: 'confirmError', message };
}

/**
 * The passcode of registration (subscribeUser): 8.8 names no code of it, so the one-time passcode's catalogue of the
 * login applies (8.5): a wrong or expired passcode is told on the field, the lock-out codes lock the inputs. Any
 * other code ends in the error view, as a failure of the other registration calls does (8.8 "validateProfile or
 * createuser failure: error view").
 */
export function passcodeOutcome(
  code: string | undefined,
  config: PageConfig,
): { kind: 'error view' } | { kind: 'shown'; error: AuthError } {
  const error = authError('passcode', code, undefined, config);
  return error.field || error.lock ? { kind: 'shown', error } : { kind: 'error view' };
}

/** A failure told above the view, the view kept (the terms of an internal user, the e-mail-changed choice). */
export function registrationAlert(code: string | undefined): AuthError {
  return { code, alert: REGISTRATION_TEXTS.error };
}
