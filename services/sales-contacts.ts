/**
 * An advisor's sales contacts (site spec 2.13, 3 "Sales contact profile", 7 "Consultant message"; accounts spec 3.2).
 * The contacts come with the signed-in advisor's profile (GET /adv.svc/secure/profile, which the runtime loads once
 * per sign-in: runtime/stores/advisor-profile.ts), as `salesContactByChannel`; this module reads them from it. The
 * message to a consultant is POST /adv.svc/secure/mailSalesContact on the account services' base.
 */
import { z } from '../runtime/zod';
import { request, ServiceError, type CallContext } from '../runtime/http';
import { plainText } from '../runtime/plain-text';
import type { FormCheck } from './form-check';

const text = z.optional(z.nullable(z.union([z.string(), z.number()])));

/** site spec 3: salesContactInfo[] {preferredFirstNm, preferredLastNm, titleCd, designationCd, phoneNbr, emailId, photoURL, salesContactTypeCd}. */
const salesContactInfoSchema = z.looseObject({
  preferredFirstNm: text,
  preferredLastNm: text,
  titleCd: text,
  designationCd: text,
  phoneNbr: text,
  emailId: text,
  photoURL: text,
  salesContactTypeCd: text,
});

/** site spec 3: salesContactByChannel[] {isPrimaryInd (Y/N), functionalAreaNm, salesContactInfo[]}. */
const salesChannelSchema = z.looseObject({
  isPrimaryInd: text,
  functionalAreaNm: text,
  salesContactInfo: z.optional(z.nullable(z.array(z.unknown()))),
});

export interface SalesContact {
  firstName: string;
  lastName: string;
  /** titleCd: the consultant's title ("Regional Consultant"). */
  title: string;
  /** designationCd: a professional designation ("CFA®", "CIMA®"). */
  designation: string;
  phone: string;
  /** The consultant's e-mail address: the consultant message form's `emailId` and the message's salesContactId. */
  emailId: string;
  /** photoURL, as the service sent it ('' when none): the widget decides whether it may be shown. */
  photoUrl: string;
  /** salesContactTypeCd: External or Internal. */
  type: string;
}

export interface SalesChannel {
  /** isPrimaryInd is Y. */
  primary: boolean;
  /** functionalAreaNm ("Regional Consultants"). */
  functionalArea: string;
  /** In the order the service sent them. */
  contacts: SalesContact[];
}

/** The longest text kept of a field; an e-mail address may be 254 characters, a photo address longer. */
const LIMITS = { text: 200, email: 254, url: 2048 } as const;

const field = (value: string | number | null | undefined, maxLength: number = LIMITS.text) =>
  plainText(value === null || value === undefined ? '' : String(value), { maxLength }).trim();

function contactOf(value: unknown): SalesContact | undefined {
  const parsed = z.safeParse(salesContactInfoSchema, value);
  if (!parsed.success) return undefined;
  const info = parsed.data;
  const contact: SalesContact = {
    firstName: field(info.preferredFirstNm),
    lastName: field(info.preferredLastNm),
    title: field(info.titleCd),
    designation: field(info.designationCd),
    phone: field(info.phoneNbr, 40),
    emailId: field(info.emailId, LIMITS.email),
    photoUrl: field(info.photoURL, LIMITS.url),
    type: field(info.salesContactTypeCd),
  };
  // A contact with neither a name nor an address cannot be shown or reached.
  return contact.firstName || contact.lastName || contact.emailId ? contact : undefined;
}

/**
 * The advisor's sales contacts by channel, read from the profile as the service sent them: each field as one line of
 * plain text within its limit; a channel or a contact of another shape is left out (the rest still shows), and so is
 * a channel left with no contact. None when the profile has none.
 */
export function salesContactsOf(profile: object | undefined): SalesChannel[] {
  const channels = (profile as { salesContactByChannel?: unknown } | undefined)?.salesContactByChannel;
  if (!Array.isArray(channels)) return [];
  const result: SalesChannel[] = [];
  for (const value of channels) {
    const parsed = z.safeParse(salesChannelSchema, value);
    if (!parsed.success) continue;
    const contacts = (parsed.data.salesContactInfo ?? []).map(contactOf).filter((c): c is SalesContact => !!c);
    if (contacts.length === 0) continue;
    result.push({
      primary: field(parsed.data.isPrimaryInd).toUpperCase() === 'Y',
      functionalArea: field(parsed.data.functionalAreaNm),
      contacts,
    });
  }
  return result;
}

/**
 * site spec 8 "No consultant available (advisor)": what the consultant team block, and the consultant message form,
 * say when the advisor has no consultant to show. {phone} is the National Sales Desk (`phones.nationalSalesDesk`).
 */
export const NO_CONSULTANT_TEXT =
  "We're sorry. Your consultant team information is not available, but we're still here to help. Please call the National Sales Desk at {phone} for assistance.";
/** The page configuration's name of the National Sales Desk's number. */
export const NATIONAL_SALES_DESK_PHONE = 'nationalSalesDesk';

/** site spec 7: the subject of every message to a consultant. */
export const SALES_CONTACT_SUBJECT = 'Wholesaler Contact Form';

export interface SalesContactMessage {
  message: string;
  /** The advisor's phone number (the profile's phoneNbr). */
  phoneNbr: string;
  /** The consultant's emailId. */
  salesContactId: string;
}

/** The consultant message call's address, on the account services' base. */
export const mailSalesContactUrl = (context: CallContext) =>
  `${context.config.api.auth}/adv.svc/secure/mailSalesContact`;

/**
 * site spec 7 "Consultant message": POST /adv.svc/secure/mailSalesContact with {subject: "Wholesaler Contact Form",
 * message, phoneNbr, salesContactId}, and the form's robot check beside them; "uses the response ok status". It
 * resolves on any 2xx answer, whatever its body, and rejects with the ServiceError of runtime/http otherwise.
 */
export async function mailSalesContact(
  message: SalesContactMessage,
  formCheck: FormCheck,
  context: CallContext,
): Promise<void> {
  try {
    await request(mailSalesContactUrl(context), z.unknown(), {
      method: 'POST',
      // accounts spec 7.1: the account services' JSON headers.
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      body: { subject: SALES_CONTACT_SUBJECT, ...message, formCheck },
      signal: context.signal,
      timeoutMs: context.config.timeoutMs,
    });
  } catch (error) {
    // The answer's body is not read: an ok status with a body that is not JSON is a sent message.
    const ok = error instanceof ServiceError && error.status !== undefined && error.status >= 200 && error.status < 300;
    if (ok && error.kind === 'malformed') return;
    throw error;
  }
}
