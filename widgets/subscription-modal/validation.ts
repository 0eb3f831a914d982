/**
 * The subscription centre's step 1 form (accounts spec 2.8, 5.5): its fields per role, the checks made on submit
 * and the firm matched against the firms list. Plain functions.
 */
import type { Firm } from '../../services/subscriptions';
import type { SubscriptionRole } from '../../services/subscription-vocabulary';

export const FORM_FIELDS = ['firstName', 'lastName', 'firmName', 'email'] as const;
export type FormField = (typeof FORM_FIELDS)[number];
export type FormValues = Record<FormField, string>;
export type FieldErrors = Partial<Record<FormField, string>>;

export const EMPTY_VALUES: FormValues = { firstName: '', lastName: '', firmName: '', email: '' };

/**
 * The longest value each field keeps (the spec gives no limits for this form): a name of 50 characters, a firm name
 * of 100, and an e-mail address of 254, the longest a mail system carries (RFC 5321). What is typed beyond is not
 * taken, so a pasted novel never reaches the service or the stored profile.
 */
export const FIELD_LIMITS: Readonly<Record<FormField, number>> = {
  firstName: 50,
  lastName: 50,
  firmName: 100,
  email: 254,
};

/**
 * An address a mail system delivers to: a local part of 1 to 64 characters and a domain of labels with a dot,
 * without spaces, quotes, angle brackets or the characters that separate addresses. The spec's rule ("must contain
 * @") is the least of it; "@" alone or "<img ...>@evil.example" is no address.
 */
export function isEmailAddress(text: string): boolean {
  const address = text.trim();
  if (address.length > FIELD_LIMITS.email) return false;
  const match = /^([^\s@<>()[\]\\,;:"]{1,64})@((?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63})$/i.exec(address);
  return match !== null && !match[1]!.startsWith('.') && !match[1]!.endsWith('.') && !match[1]!.includes('..');
}

/** accounts spec 5.5, word for word. */
export const VALIDATION_TEXTS = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  firmName: 'Please enter your firm name',
  firmEmail: 'Please enter a valid firm email address',
  email: 'Please enter a valid email address',
} as const;

/** The firm fields asked of a Financial Professional only (accounts spec 2.8); a wholesaler is the firm's own. */
export const asksForFirm = (role: SubscriptionRole | undefined) => role === 'Advisor';

/**
 * accounts spec 2.8: Financial Professional: First Name, Last Name, Firm Name, Firm Email Address; the contact
 * form of an Individual Investor: First name, Last name, Email address.
 */
export function fieldLabels(role: SubscriptionRole | undefined): Record<FormField, string> {
  return asksForFirm(role)
    ? { firstName: 'First Name', lastName: 'Last Name', firmName: 'Firm Name', email: 'Firm Email Address' }
    : { firstName: 'First name', lastName: 'Last name', firmName: 'Firm Name', email: 'Email address' };
}

/**
 * accounts spec 5.5 (on submit only): first and last name required; the firm name required for a Financial
 * Professional; the e-mail required and containing "@" (and a real address, `isEmailAddress`), with the role's
 * message.
 */
export function validate(values: FormValues, role: SubscriptionRole | undefined): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.firstName.trim()) errors.firstName = VALIDATION_TEXTS.firstName;
  if (!values.lastName.trim()) errors.lastName = VALIDATION_TEXTS.lastName;
  if (asksForFirm(role) && !values.firmName.trim()) errors.firmName = VALIDATION_TEXTS.firmName;
  if (!isEmailAddress(values.email)) {
    errors.email = asksForFirm(role) ? VALIDATION_TEXTS.firmEmail : VALIDATION_TEXTS.email;
  }
  return errors;
}

export interface FirmMatch {
  firmId: string | null;
  parentFirmName: string | null;
  parentFirmId: string | null;
}

export const NO_FIRM: FirmMatch = { firmId: null, parentFirmName: null, parentFirmId: null };

/**
 * accounts spec 5.5: "The firm name is matched exactly against the firms list: on a match firmId, parentFirmName
 * and parentFirmId are filled; otherwise they are cleared."
 */
export function matchFirm(firmName: string, firms: readonly Firm[]): FirmMatch {
  const firm = firms.find((candidate) => candidate.firmNm === firmName.trim());
  if (!firm) return NO_FIRM;
  return { firmId: firm.firmId, parentFirmName: firm.parentFirmNm, parentFirmId: firm.parentFirmId };
}

/** How many suggestions the firm field lists at most. */
export const FIRM_SUGGESTION_LIMIT = 8;

/**
 * The firms suggested for what was typed: names starting with it first, then names containing it, compared
 * without case; nothing until a character is typed.
 */
export function suggestFirms(typed: string, firms: readonly Firm[], limit = FIRM_SUGGESTION_LIMIT): Firm[] {
  const needle = typed.trim().toLowerCase();
  if (!needle) return [];
  const starts: Firm[] = [];
  const contains: Firm[] = [];
  for (const firm of firms) {
    const name = firm.firmNm.toLowerCase();
    if (name === needle) continue;
    if (name.startsWith(needle)) starts.push(firm);
    else if (name.includes(needle)) contains.push(firm);
  }
  return [...starts, ...contains].slice(0, limit);
}
