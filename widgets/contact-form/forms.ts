/**
 * The site's four contact forms (site spec 2.12, 5, 8): their fields, labels, limits, the spec's messages, intros and
 * the texts after a submit. The rules that use them are in model.ts.
 *
 * Limits: the spec gives none, so each field holds what its content needs and no more: a name 100 characters (a first
 * or last name 50), an e-mail address 254 (the longest an address can be, RFC 5321), a phone number 30, a job title
 * or firm name 100, a message 2,000 (about a page of text).
 */

export const CONTACT_VARIANTS = ['general', 'institutional', 'ria', 'consultant'] as const;
export type ContactVariant = (typeof CONTACT_VARIANTS)[number];

export type FieldName =
  'fullName' | 'firstName' | 'lastName' | 'email' | 'phone' | 'jobTitle' | 'firmName' | 'interest' | 'message';

export interface FieldRule {
  name: FieldName;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'textarea' | 'select';
  maxLength: number;
  /** The browser's autofill name. */
  autoComplete?: string;
  /** site spec 2.12: the RIA form's message is optional; every other field is required. */
  optional?: boolean;
  /** The spec's message for the value (cleaned and trimmed), or undefined when it passes. */
  check(value: string): string | undefined;
}

export interface ContactFormSpec {
  variant: ContactVariant;
  /** site spec 2.12: the text above the fields, where the spec gives one. */
  intro?: string;
  fields: readonly FieldRule[];
}

export const LIMITS = { name: 100, partName: 50, email: 254, phone: 30, text: 100, message: 2000 } as const;

/** site spec 8 and 2.12: the texts after a submit. */
export const FORM_TEXTS = {
  successTitle: 'Thank you for submitting your message',
  successText: 'Our team will respond as soon as possible.',
  failure:
    "We're experiencing technical difficulties. Your message could not be submitted at this time. Please try again later.",
  // Not in the spec: the submit button, and the button while a message is on its way (as the login's "Please wait...").
  submit: 'Submit',
  sending: 'Sending...',
} as const;

/**
 * The consultant message form's texts the spec does not give: who a message goes to, and the way in for a visitor
 * who is not signed in (the form calls a secured endpoint).
 */
export const CONSULTANT_TEXTS = {
  to: 'To:',
  signedOut: 'Log in to send a message to your consultant.',
  logIn: 'Log in',
} as const;

/** site spec 2.12: the RIA form's interest select. */
export const INTEREST_PLACEHOLDER = 'Select an option';
export const INTEREST_OPTIONS = [
  'Schedule a planning review',
  'Host a client seminar',
  'Request a custom CE course',
  'Join upcoming webinars & events',
  'Other',
] as const;

// ---------------------------------------------------------------------------------------------------------------
// Checks (site spec 5)

/** One address with no spaces: something, "@", a domain with a dot (what a mail service takes as `from`). */
const ADDRESS = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;
const digits = (value: string) => value.replace(/\D/g, '');

const required = (message: string) => (value: string) => (value === '' ? message : undefined);

/**
 * A valid address, or the message. The institutional form's rule is 'contains "@" and "."'; each form also holds the
 * address to the shape a mail service takes (the message is sent from it), under the form's own message.
 */
const address = (message: string) => (value: string) => (ADDRESS.test(value) ? undefined : message);

/**
 * site spec 5, general form: "Phone must have exactly 10 digits; non-digits are ignored"; empty: "Please enter phone
 * number". The spec gives no text for a number of another length: "Please enter a valid phone number", in the
 * form's own style (as its "Please enter a valid email address").
 */
function generalPhone(value: string): string | undefined {
  if (value === '') return 'Please enter phone number';
  return digits(value).length === 10 ? undefined : 'Please enter a valid phone number';
}

/**
 * site spec 5, institutional form: "after removing spaces, dashes, parentheses and "+", must be numeric and at least
 * 10 characters".
 */
function institutionalPhone(value: string): string | undefined {
  const bare = value.replace(/[\s\-()+]/g, '');
  return /^\d{10,}$/.test(bare) ? undefined : 'Please enter a valid phone number.';
}

/** site spec 5, institutional form: 'Email must contain "@" and "."' (and be an address, see `address`). */
function institutionalEmail(value: string): string | undefined {
  const message = 'Please enter a valid email.';
  return value.includes('@') && value.includes('.') ? address(message)(value) : message;
}

// ---------------------------------------------------------------------------------------------------------------
// The forms

/** site spec 2.12 "General contact-us form": full name, email, phone, message, all required. */
const GENERAL: ContactFormSpec = {
  variant: 'general',
  intro:
    'All fields are required. Please do not include personal information such as account numbers, Social Security numbers or taxpayer numbers in your email.',
  fields: [
    // site spec 5: "Other empty fields: 'Please enter {field label in lower case}'".
    {
      name: 'fullName',
      label: 'Full name',
      kind: 'text',
      maxLength: LIMITS.name,
      autoComplete: 'name',
      check: required('Please enter full name'),
    },
    {
      name: 'email',
      label: 'Email',
      kind: 'email',
      maxLength: LIMITS.email,
      autoComplete: 'email',
      check: address('Please enter a valid email address'),
    },
    {
      name: 'phone',
      label: 'Phone number',
      kind: 'tel',
      maxLength: LIMITS.phone,
      autoComplete: 'tel',
      check: generalPhone,
    },
    {
      name: 'message',
      label: 'Message',
      kind: 'textarea',
      maxLength: LIMITS.message,
      check: required('Please enter message'),
    },
  ],
};

/** site spec 2.12 "Institutional contact form": fullName, email, phone, message, all required. */
const INSTITUTIONAL: ContactFormSpec = {
  variant: 'institutional',
  fields: [
    {
      name: 'fullName',
      label: 'Full name',
      kind: 'text',
      maxLength: LIMITS.name,
      autoComplete: 'name',
      check: required('Please enter full name.'),
    },
    {
      name: 'email',
      label: 'Email',
      kind: 'email',
      maxLength: LIMITS.email,
      autoComplete: 'email',
      check: institutionalEmail,
    },
    {
      name: 'phone',
      label: 'Phone number',
      kind: 'tel',
      maxLength: LIMITS.phone,
      autoComplete: 'tel',
      check: institutionalPhone,
    },
    {
      name: 'message',
      label: 'Message',
      kind: 'textarea',
      maxLength: LIMITS.message,
      check: required('Please enter a message.'),
    },
  ],
};

/** site spec 2.12 "RIA support form"; 5: "Text fields must be non-blank after trimming", message optional. */
const RIA: ContactFormSpec = {
  variant: 'ria',
  fields: [
    {
      name: 'firstName',
      label: 'First name',
      kind: 'text',
      maxLength: LIMITS.partName,
      autoComplete: 'given-name',
      check: required('Please enter first name'),
    },
    {
      name: 'lastName',
      label: 'Last name',
      kind: 'text',
      maxLength: LIMITS.partName,
      autoComplete: 'family-name',
      check: required('Please enter last name'),
    },
    {
      name: 'email',
      label: 'Work email',
      kind: 'email',
      maxLength: LIMITS.email,
      autoComplete: 'work email',
      check: address('Please enter work email address'),
    },
    {
      name: 'jobTitle',
      label: 'Job title',
      kind: 'text',
      maxLength: LIMITS.text,
      autoComplete: 'organization-title',
      check: required('Please enter job title'),
    },
    {
      name: 'firmName',
      label: 'Firm name',
      kind: 'text',
      maxLength: LIMITS.text,
      autoComplete: 'organization',
      check: required('Please enter firm name'),
    },
    {
      name: 'interest',
      // Not in the spec: the select's label.
      label: 'Interest',
      kind: 'select',
      maxLength: LIMITS.text,
      check: (value) =>
        (INTEREST_OPTIONS as readonly string[]).includes(value) ? undefined : 'Please select from the dropdown',
    },
    {
      name: 'message',
      label: 'Message',
      kind: 'textarea',
      maxLength: LIMITS.message,
      optional: true,
      check: () => undefined,
    },
  ],
};

/** site spec 2.12 "Consultant message form": a message field; 5: "required and at least 4 characters". */
const CONSULTANT: ContactFormSpec = {
  variant: 'consultant',
  intro:
    "All fields are required. Please don't include any identifiable information, such as account numbers, in your message.",
  fields: [
    {
      name: 'message',
      label: 'Message',
      kind: 'textarea',
      maxLength: LIMITS.message,
      check: (value) => (value.length >= 4 ? undefined : 'Please enter message'),
    },
  ],
};

export const CONTACT_FORMS: Readonly<Record<ContactVariant, ContactFormSpec>> = {
  general: GENERAL,
  institutional: INSTITUTIONAL,
  ria: RIA,
  consultant: CONSULTANT,
};

// ---------------------------------------------------------------------------------------------------------------
// Where a message goes (site spec 7 "E-mail (contact forms)")

/** site spec 7: the general form's recipient by the service query parameter. */
export type Mailbox = 'service' | 'sales' | '529' | 'institutional';

/**
 * site spec 7, general form: "service or default -> the service mailbox; product and sales inquiries -> the sales
 * mailbox; 529_FS -> the 529 mailbox". The values of the `service` query parameter that choose them.
 */
export const GENERAL_SERVICES: Readonly<Record<string, Mailbox>> = {
  service: 'service',
  product: 'sales',
  sales: 'sales',
  '529_fs': '529',
};

/** site spec 7: the subjects. {brand} is the page's brand. */
export const SUBJECTS: Readonly<Record<Exclude<ContactVariant, 'consultant'>, string>> = {
  general: 'Contacting for Help',
  institutional: '{brand} Institutional Contact Us Form',
  ria: 'RIA Support',
};

/**
 * The firm's mailboxes and the service sender: the spec names them without addresses, so each is an attribute of the
 * element with these demo defaults.
 */
export const DEMO_MAILBOXES = {
  service: 'service@caldermeridian.example',
  sales: 'sales@caldermeridian.example',
  529: 'futurescholar@caldermeridian.example',
  institutional: 'institutional@caldermeridian.example',
  serviceFrom: 'webforms@caldermeridian.example',
} as const;
