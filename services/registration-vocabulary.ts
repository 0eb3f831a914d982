/**
 * The words of registration and the e-mail-changed page (accounts spec 4.6, 4.7, 8.8, 9): the codes the spec names,
 * the re-registration types, the contact statuses sent and the e-mail-changed choices. Defined once here; the
 * service, the widget and the fixture backend import them.
 */

/** accounts spec 8.8: the codes of the registration calls. */
export const REGISTRATION_CODES = {
  /** Lookup: the confirmation link has expired (the confirmExpired view). */
  lookupExpired: ['CTN_LOOKUPUSER_0001', 'CTN_LOOKUPUSER_0002'],
  /** Lookup: already registered (redirect to /login). */
  lookupRegistered: ['CTN_LOOKUPUSER_0003', 'CTN_LOOKUPUSER_0004'],
  /** E-mail submit: the domain must be firm-based. */
  emailNotFirmBased: 'CTN_USEREMAILREG_0002',
  /** E-mail submit: an underscore after the @ sign. */
  emailUnderscore: 'CTN_USEREMAILREG_0009',
} as const;

/** accounts spec 7.3: submitUserEmailForReg's actionCd. */
export const REGISTRATION_ACTION_NEW = 'new';

/** accounts spec 9: "Email-changed choices: changed-new, changed-else, changed-none". */
export const EMAIL_CHANGED_CHOICES = ['changed-new', 'changed-else', 'changed-none'] as const;
export type EmailChangedChoice = (typeof EMAIL_CHANGED_CHOICES)[number];
/** The choices that re-register (accounts spec 2.4: "Query user=changed-new or user=changed-else"). */
export type ReRegistration = Exclude<EmailChangedChoice, 'changed-none'>;

/** accounts spec 4.7, 9: "regType is ReReg_NewFirm (changed-new) or ReReg_AltFirm (changed-else)". */
export const RE_REGISTRATION_TYPES = {
  'changed-new': 'ReReg_NewFirm',
  'changed-else': 'ReReg_AltFirm',
} as const satisfies Record<ReRegistration, string>;
export type ReRegistrationType = (typeof RE_REGISTRATION_TYPES)[ReRegistration];

/** accounts spec 3.1, 6: a looked-up user's userTypeCd: LEAD or other. */
export const USER_TYPE_LEAD = 'LEAD';
/** accounts spec 4.6, 9: "Contact status sent: LEAD, CONTACT". */
export const CONTACT_STATUSES = ['LEAD', 'CONTACT'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** accounts spec 7.2: subscribeUser's action after a registration (the other value, login, is not used here). */
export const SUBSCRIBE_ACTION_REGISTRATION = 'registration';
