/**
 * Registration's rules as plain functions (accounts spec 2.4, 4.6, 4.7, 5.4, 5.7): where the page starts from its
 * address, the validation rules of each step one by one, the re-registration's e-mail, the contact status sent, where
 * "Cancel" and a finished registration lead. The steps move by the reducer in flow.ts; the calls are made by
 * use-register-flow.ts.
 */
import type { AccountSettings } from '../../../runtime/config';
import { homePath, siteUrl } from '../../../runtime/links';
import type { RegistrationEmail } from '../../../services/registration';
import {
  RE_REGISTRATION_TYPES,
  USER_TYPE_LEAD,
  type ContactStatus,
  type ReRegistration,
} from '../../../services/registration-vocabulary';
import { isInternalUser } from '../model';
import { passwordAccepted } from '../password-rules';
import { isValidPhone } from '../phone';

// ---------------------------------------------------------------------------------------------------------------
// 2.4 Where the page starts

export type RegistrationStart =
  | { view: 'register'; user: ReRegistration | undefined }
  | { view: 'validate'; tokenNbr: string }
  | { view: 'registerInternal' }
  | { view: 'error' };

/**
 * accounts spec 2.4: "A URL containing terms-conditions shows only the terms acceptance"; "A URL containing
 * validate-user together with tokenNbr={tokenNbr} validates the link sent by e-mail"; "Query user=changed-new or
 * user=changed-else starts re-registration". A validate-user address without its token is a broken link: the error
 * view (the spec gives no view for it).
 */
export function registrationStart(pathname: string, search: string): RegistrationStart {
  const params = new URLSearchParams(search);
  if (pathname.includes('terms-conditions')) return { view: 'registerInternal' };
  if (pathname.includes('validate-user') || search.includes('validate-user')) {
    const tokenNbr = params.get('tokenNbr')?.trim();
    return tokenNbr ? { view: 'validate', tokenNbr } : { view: 'error' };
  }
  const user = params.get('user');
  return { view: 'register', user: user === 'changed-new' || user === 'changed-else' ? user : undefined };
}

/**
 * The page's address without the link's token: the token is read once and kept in memory only, so it stays in no
 * history entry, bookmark or address a later page could read.
 */
export function addressWithoutToken(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('tokenNbr');
  return url.href;
}

// ---------------------------------------------------------------------------------------------------------------
// 4.6, 4.7 Decisions

/**
 * accounts spec 4.6: "If the ID is an SSO ID, go to the SSO registration URL instead." The register step asks for an
 * e-mail address (5.4), so the SSO ID is recognised by the rule of internal users (5.7): an address of one of the
 * firm's own domains. An address without "@" never gets here: the e-mail rule refuses it first.
 */
export function isSsoRegistration(emailId: string, settings: Pick<AccountSettings, 'corporateDomains'>): boolean {
  return emailId.includes('@') && isInternalUser(emailId, settings);
}

/** accounts spec 4.6: "Contact status sent: LEAD if the looked-up userTypeCd is LEAD, otherwise CONTACT." */
export function contactStatusOf(userTypeCd: string | null | undefined): ContactStatus {
  return userTypeCd === USER_TYPE_LEAD ? 'LEAD' : 'CONTACT';
}

/**
 * accounts spec 4.7: the registration e-mail's request. A re-registration sends its regType (ReReg_NewFirm for
 * changed-new, ReReg_AltFirm for changed-else) and the old e-mail as altFirmId.
 */
export function registrationEmail(
  values: Pick<RegisterValues, 'emailId' | 'firstName' | 'lastName'>,
  user: ReRegistration | undefined,
  oldEmail: string | undefined,
): RegistrationEmail {
  const email: RegistrationEmail = {
    userId: values.emailId.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
  };
  if (!user) return email;
  return { ...email, regType: RE_REGISTRATION_TYPES[user], ...(oldEmail ? { altFirmId: oldEmail } : {}) };
}

/** accounts spec 2.4: the query flag added to the address a finished registration goes to. */
export const REGISTER_SUCCESS = 'registerSuccess';

/**
 * accounts spec 2.4: "After a successful registration the user goes to the stored registrationPageRedirect with
 * registerSuccess=true appended, or to home/?registerSuccess=true." The stored address obeys the same-site rule
 * (runtime/links.ts); one that leaves the site counts as none.
 */
export function registeredUrl(stored: string | undefined, siteBase: string): string {
  const onSite = siteUrl(stored);
  if (!onSite) return `${homePath(siteBase)}?${REGISTER_SUCCESS}=true`;
  const url = new URL(onSite);
  url.searchParams.set(REGISTER_SUCCESS, 'true');
  return url.href;
}

/** What "Cancel" does on a step (accounts spec 4.6). */
export type CancelOutcome = 'home' | 'register' | 'restart';

/**
 * accounts spec 4.6: "Cancel on register or registerInternal goes home; on other steps it goes to /register";
 * "Cancel on otp or challenge reloads the page". The reload is made as a new start from the link (the lookup
 * again): the page's address no longer holds the token, which is kept in memory only.
 */
export function cancelOutcome(step: string): CancelOutcome {
  if (step === 'register' || step === 'registerInternal') return 'home';
  if (step === 'otp' || step === 'challenge-choice') return 'restart';
  return 'register';
}

// ---------------------------------------------------------------------------------------------------------------
// 5.4 Validation rules

/** What the registration steps ask for (accounts spec 3.3), passwords left out: they live in their fields only. */
export interface RegisterValues {
  firstName: string;
  lastName: string;
  emailId: string;
  emailIdConfirm: string;
  firstNameLegal: string;
  firmName: string;
  zipCode: string;
  /** Digits only (5.3). */
  phoneNumber: string;
  /** The "I agree" checkbox of the terms. */
  agreed: boolean;
}

export const EMPTY_VALUES: RegisterValues = {
  firstName: '',
  lastName: '',
  emailId: '',
  emailIdConfirm: '',
  firstNameLegal: '',
  firmName: '',
  zipCode: '',
  phoneNumber: '',
  agreed: false,
};

export type RegisterField = Exclude<keyof RegisterValues, 'agreed'> | 'terms' | 'password' | 'passwordConfirm';
export type Invalid = Partial<Record<RegisterField, string>>;

/** accounts spec 5.4, word for word. */
export const RULE_TEXTS = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  emailId: 'Please enter your email address',
  emailIdConfirm: 'Email does not match',
  terms: 'Please accept the Terms and Conditions to continue registration.',
  firstNameLegal: 'Please enter your given first name',
  firmName: 'Please enter your firm name',
  zipCode: 'Please enter your zip code',
  phoneNumber: 'Please enter a ten digit phone number',
  password: 'Please enter a password.',
  passwordConfirm: 'Password does not match.',
  /**
   * The password step when a rule of the live checklist (5.2) is not met: 5.2 says only that all must pass, with no
   * text of its own, so this line sends the visitor to the checklist under the field.
   */
  passwordRules: 'Your password does not meet the password rules below.',
} as const;

/** accounts spec 9: "ZIP: at least 5 characters". */
export const ZIP_MIN_LENGTH = 5;
/** The ZIP field's length: a ZIP+4 code ("02110-1234"); the spec gives only the minimum. */
export const ZIP_MAX_LENGTH = 10;

/** One rule: the field it is told on, its text, and whether the values break it. */
export interface Rule<C> {
  field: RegisterField;
  text: string;
  broken(values: RegisterValues, context: C): boolean;
}

const blank = (text: string) => text.trim() === '';
/** accounts spec 5.4: "emailId must contain @ and ." (the service checks the rest). */
export const looksLikeEmail = (text: string) => text.includes('@') && text.includes('.');

/** The register step: whether an e-mail confirmation is asked (changed-else). */
export interface RegisterContext {
  confirmEmail: boolean;
}

/** accounts spec 5.4 "register step". */
export const REGISTER_RULES: ReadonlyArray<Rule<RegisterContext>> = [
  { field: 'firstName', text: RULE_TEXTS.firstName, broken: (v) => blank(v.firstName) },
  { field: 'lastName', text: RULE_TEXTS.lastName, broken: (v) => blank(v.lastName) },
  { field: 'emailId', text: RULE_TEXTS.emailId, broken: (v) => !looksLikeEmail(v.emailId.trim()) },
  {
    field: 'emailIdConfirm',
    text: RULE_TEXTS.emailIdConfirm,
    broken: (v, { confirmEmail }) =>
      confirmEmail && (!looksLikeEmail(v.emailIdConfirm.trim()) || v.emailIdConfirm.trim() !== v.emailId.trim()),
  },
  { field: 'terms', text: RULE_TEXTS.terms, broken: (v) => !v.agreed },
];

/** accounts spec 5.4 "registerInternal: terms checkbox required". */
export const INTERNAL_RULES: ReadonlyArray<Rule<unknown>> = [
  { field: 'terms', text: RULE_TEXTS.terms, broken: (v) => !v.agreed },
];

/** accounts spec 5.4 "additional step ("All fields required")". */
export const ADDITIONAL_RULES: ReadonlyArray<Rule<unknown>> = [
  { field: 'firstNameLegal', text: RULE_TEXTS.firstNameLegal, broken: (v) => blank(v.firstNameLegal) },
  { field: 'firstName', text: RULE_TEXTS.firstName, broken: (v) => blank(v.firstName) },
  { field: 'lastName', text: RULE_TEXTS.lastName, broken: (v) => blank(v.lastName) },
  { field: 'firmName', text: RULE_TEXTS.firmName, broken: (v) => blank(v.firmName) },
  { field: 'zipCode', text: RULE_TEXTS.zipCode, broken: (v) => v.zipCode.trim().length < ZIP_MIN_LENGTH },
  { field: 'phoneNumber', text: RULE_TEXTS.phoneNumber, broken: (v) => !isValidPhone(v.phoneNumber) },
];

/** The first broken rule of each field, as the field's error. */
export function checkRules<C>(rules: ReadonlyArray<Rule<C>>, values: RegisterValues, context: C): Invalid {
  const invalid: Invalid = {};
  for (const rule of rules) {
    if (invalid[rule.field] === undefined && rule.broken(values, context)) invalid[rule.field] = rule.text;
  }
  return invalid;
}

export const isValid = (invalid: Invalid) => Object.keys(invalid).length === 0;

/**
 * accounts spec 5.4 "password step": "password required", "passwordConfirm must match"; and 5.2, "all must pass"
 * against the user ID to be (the e-mail address).
 */
export function checkNewPassword(password: string, confirmation: string, userId: string): Invalid {
  const invalid: Invalid = {};
  if (password === '') invalid.password = RULE_TEXTS.password;
  else if (!passwordAccepted(password, userId)) invalid.password = RULE_TEXTS.passwordRules;
  if (password !== '' && confirmation !== password) invalid.passwordConfirm = RULE_TEXTS.passwordConfirm;
  return invalid;
}

/** An example of a firm-based address for the 8.8 text ("ex. "{email}""), made of the names typed. */
export function exampleFirmEmail(values: Pick<RegisterValues, 'firstName' | 'lastName'>): string {
  const clean = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const local = [values.firstName, values.lastName].map(clean).filter(Boolean).join('.') || 'name';
  return `${local}@yourfirm.com`;
}
