/**
 * The contact forms' rules (site spec 2.12, 4 "Contact forms", 5, 7 "E-mail (contact forms)", 8): which form the
 * page shows, what a field holds, the checks and their messages, the message sent and where, and the form's states.
 * Plain functions and a reducer; the forms themselves are in forms.ts.
 */
import { fillTemplate } from '../../runtime/config';
import { plainText } from '../../runtime/plain-text';
import type { EmailMessage } from '../../services/email';
import type { SalesChannel, SalesContact } from '../../services/sales-contacts';
import {
  CONTACT_FORMS,
  CONTACT_VARIANTS,
  GENERAL_SERVICES,
  SUBJECTS,
  type ContactFormSpec,
  type ContactVariant,
  type FieldName,
  type FieldRule,
  type Mailbox,
} from './forms';

// ---------------------------------------------------------------------------------------------------------------
// Which form (site spec 2.12: "The form variant is chosen by the service query parameter")

export interface FormChoice {
  variant: ContactVariant;
  /** Where the general form's message goes. */
  mailbox: Mailbox;
}

/**
 * The form of the page: the element's data-variant when the CMS set one (the block is that form), otherwise the
 * `service` query parameter: "institutional", "ria" or "consultant" choose those forms; any other value is the general
 * form, whose mailbox it chooses (service, product, sales, 529_FS; case does not matter); none is the general form to
 * the service mailbox.
 */
export function chooseForm(search: string, variant: ContactVariant | undefined): FormChoice {
  const service = (new URLSearchParams(search).get('service') ?? '').trim().toLowerCase();
  const chosen = variant ?? (CONTACT_VARIANTS as readonly string[]).find((name) => name === service) ?? 'general';
  const mailbox =
    chosen === 'institutional'
      ? 'institutional'
      : chosen === 'ria'
        ? 'sales'
        : (GENERAL_SERVICES[service] ?? 'service');
  return { variant: chosen as ContactVariant, mailbox };
}

/** site spec 2.12: "The consultant is chosen by the emailId query parameter". */
export function consultantFromQuery(search: string): string {
  return plainText(new URLSearchParams(search).get('emailId'), { maxLength: 254 }).trim();
}

/**
 * The consultant the message goes to: one of the advisor's own consultants (their profile's salesContactByChannel),
 * by address, whatever its case; none for an address that is not one of them (the form then cannot be sent).
 */
export function findConsultant(channels: readonly SalesChannel[], emailId: string): SalesContact | undefined {
  const wanted = emailId.toLowerCase();
  if (!wanted) return undefined;
  for (const channel of channels) {
    const found = channel.contacts.find((contact) => contact.emailId.toLowerCase() === wanted);
    if (found) return found;
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Fields

export type FormValues = Readonly<Partial<Record<FieldName, string>>>;
export type FieldErrors = Readonly<Partial<Record<FieldName, string>>>;

/**
 * What a field holds as the visitor types: plain text (runtime/plain-text: no control or bidi-override character; a
 * message keeps its lines, any other field is one line) within the field's limit.
 */
export function fieldValue(rule: FieldRule, typed: string): string {
  return plainText(typed, { multiline: rule.kind === 'textarea', maxLength: rule.maxLength });
}

/** The values as checked and sent: each trimmed. */
export function cleanValues(spec: ContactFormSpec, values: FormValues): Record<FieldName, string> {
  const clean = {} as Record<FieldName, string>;
  for (const rule of spec.fields) clean[rule.name] = fieldValue(rule, values[rule.name] ?? '').trim();
  return clean;
}

/** site spec 5: each field's message, in the form's order; none when the form may be sent. */
export function checkForm(spec: ContactFormSpec, values: FormValues): FieldErrors {
  const clean = cleanValues(spec, values);
  const errors: Partial<Record<FieldName, string>> = {};
  for (const rule of spec.fields) {
    const message = rule.check(clean[rule.name]);
    if (message) errors[rule.name] = message;
  }
  return errors;
}

export const firstError = (spec: ContactFormSpec, errors: FieldErrors): FieldName | undefined =>
  spec.fields.find((rule) => errors[rule.name])?.name;

// ---------------------------------------------------------------------------------------------------------------
// The message (site spec 7)

export interface MailSettings {
  brand: string;
  /** The firm's mailboxes, by name. */
  mailboxes: Readonly<Record<Mailbox, string>>;
  /** The fixed sender of a message to the service mailbox. */
  serviceFrom: string;
}

/**
 * The body is plain text, one "label: value" per line: the spec's forms join their lines with "<br/>" in an HTML
 * body; here every line ends with a line break instead, so what a visitor typed is never markup in the e-mail.
 */
const lines = (...rows: string[]) => rows.join('\n');

/**
 * The e-mail of a form (not the consultant message, which is its own call):
 * - general: subject "Contacting for Help"; to the mailbox the service chose; from the fixed service address with
 *   an Email line added when that is the service mailbox, otherwise from the visitor's address;
 * - institutional: subject "{brand} Institutional Contact Us Form", body "From: / Phone: / Message:", from the
 *   visitor (the body has no address line);
 * - RIA: subject "RIA Support", to the sales mailbox, one "field: value" line per field, "N/A" for an empty value
 *   (the spec's JSON encoding of the HTML body is left out with the HTML: the body is the lines themselves).
 */
export function contactEmail(choice: FormChoice, values: FormValues, settings: MailSettings): EmailMessage {
  const v = cleanValues(CONTACT_FORMS[choice.variant], values);
  switch (choice.variant) {
    case 'institutional':
      return {
        from: v.email,
        to: [settings.mailboxes.institutional],
        subject: fillTemplate(SUBJECTS.institutional, { brand: settings.brand }),
        body: lines(`From: ${v.fullName}`, `Phone: ${v.phone}`, `Message: ${v.message}`),
      };
    case 'ria':
      return {
        from: v.email,
        to: [settings.mailboxes.sales],
        subject: SUBJECTS.ria,
        body: lines(
          ...CONTACT_FORMS.ria.fields.map((rule) => `${rule.name}: ${v[rule.name] === '' ? 'N/A' : v[rule.name]}`),
        ),
      };
    default: {
      const toService = choice.mailbox === 'service';
      return {
        from: toService ? settings.serviceFrom : v.email,
        to: [settings.mailboxes[choice.mailbox]],
        subject: SUBJECTS.general,
        body: lines(
          `From: ${v.fullName}`,
          ...(toService ? [`Email: ${v.email}`] : []),
          `Phone: ${v.phone}`,
          `Message: ${v.message}`,
        ),
      };
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The form's states (site spec 4 "Contact forms")

export type FormStatus = 'editing' | 'sending' | 'sent' | 'failed';

export interface ContactFormState {
  values: FormValues;
  errors: FieldErrors;
  /** A submit has been tried: the checks run again on every change. */
  tried: boolean;
  status: FormStatus;
}

export const INITIAL_FORM_STATE: ContactFormState = { values: {}, errors: {}, tried: false, status: 'editing' };

export type ContactFormAction =
  { type: 'edit'; field: FieldName; value: string } | { type: 'submit' } | { type: 'sent' } | { type: 'failed' };

/**
 * site spec 4: editing -> invalid (errors shown; "once a submit has been tried, errors re-evaluate on every change")
 * -> submitted, success or failure by the response's ok status. Nothing changes while a message is on its way. A
 * message sent empties the form for the next one (the institutional form is hidden instead: the view's choice); a
 * failure keeps every field.
 */
export function contactFormReducer(
  spec: ContactFormSpec,
  state: ContactFormState,
  action: ContactFormAction,
): ContactFormState {
  switch (action.type) {
    case 'edit': {
      if (state.status === 'sending') return state;
      const rule = spec.fields.find((field) => field.name === action.field);
      if (!rule) return state;
      const values = { ...state.values, [action.field]: fieldValue(rule, action.value) };
      return { ...state, values, errors: state.tried ? checkForm(spec, values) : state.errors };
    }
    case 'submit': {
      if (state.status === 'sending') return state;
      const errors = checkForm(spec, state.values);
      const valid = Object.keys(errors).length === 0;
      // A new submit takes down what the last one said (sent, or failed), and shows what this one finds.
      return { ...state, errors, tried: true, status: valid ? 'sending' : 'editing' };
    }
    case 'sent':
      if (state.status !== 'sending') return state;
      return { ...INITIAL_FORM_STATE, status: 'sent' };
    case 'failed':
      if (state.status !== 'sending') return state;
      return { ...state, status: 'failed' };
  }
}
