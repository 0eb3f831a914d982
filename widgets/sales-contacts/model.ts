/**
 * An advisor's consultants and an institutional visitor's relationship manager (site spec 2.9 "Alert block", 2.13, 6,
 * 8, 9 "Sales contacts"): the order and number of consultants shown, their links, and the relationship manager read
 * from cookies. Plain functions; the consultants are read from the profile by services/sales-contacts.ts.
 */
import { fillTemplate, type Audience } from '../../runtime/config';
import { sameSiteTarget } from '../../runtime/links';
import { plainText } from '../../runtime/plain-text';
import type { SalesChannel, SalesContact } from '../../services/sales-contacts';

/** site spec 9: "at most 2 per channel". */
export const MAX_PER_CHANNEL = 2;

/** site spec 9: "functional area order Regional Consultants, Strategic Beta Specialist, ...". */
export const FUNCTIONAL_AREA_ORDER = [
  'Regional Consultants',
  'Strategic Beta Specialist',
  'Strategic Beta Consultant',
  'DCIO/Retirement Plans Specialists',
  'Retirement Investment Consultants',
] as const;

/**
 * site spec 9: "contact type order External, Internal. One reading says the type ordering is effectively not applied."
 * It is applied: with two places per channel, the consultant who visits the advisor (External) comes before the one
 * at the desk (Internal), and a channel sent Internal-first still shows its External consultant.
 */
export const CONTACT_TYPE_ORDER = ['External', 'Internal'] as const;

const rank = (list: readonly string[], value: string) => {
  const at = list.findIndex((item) => item.toLowerCase() === value.toLowerCase());
  return at < 0 ? list.length : at;
};

/**
 * site spec 2.13, 9: the channels as shown: "the primary channel first", then by functional area order (an area the
 * order does not name after those it names, as sent); in each, External before Internal (as sent within a type), "at
 * most 2 per channel".
 */
export function consultantTeam(channels: readonly SalesChannel[]): SalesChannel[] {
  const sorted = channels
    .map((channel, index) => ({ channel, index }))
    .sort(
      (a, b) =>
        Number(b.channel.primary) - Number(a.channel.primary) ||
        rank(FUNCTIONAL_AREA_ORDER, a.channel.functionalArea) - rank(FUNCTIONAL_AREA_ORDER, b.channel.functionalArea) ||
        a.index - b.index,
    );
  return sorted.map(({ channel }) => ({
    ...channel,
    contacts: channel.contacts
      .map((contact, index) => ({ contact, index }))
      .sort(
        (a, b) =>
          rank(CONTACT_TYPE_ORDER, a.contact.type) - rank(CONTACT_TYPE_ORDER, b.contact.type) || a.index - b.index,
      )
      .slice(0, MAX_PER_CHANNEL)
      .map(({ contact }) => contact),
  }));
}

export const displayName = (contact: SalesContact): string =>
  [contact.firstName, contact.lastName].filter(Boolean).join(' ') || contact.emailId;

// ---------------------------------------------------------------------------------------------------------------
// Links

/** One address a mail client takes: no spaces or markup characters, something "@" a domain with a dot. */
const ADDRESS = /^[^\s@<>(),;:"'\\]+@[^\s@<>(),;:"'\\]+\.[^\s@<>(),;:"'\\]+$/;
export const isEmailAddress = (value: string): boolean => ADDRESS.test(value);

/** site spec 2.13: the consultant message form's path, under the site base. */
export const CONSULTANT_FORM_PATH = '/about/contact-us/sc/email';

/**
 * site spec 2.13: "Consultant e-mail link: /about/contact-us/sc/email?emailId={emailId} on non-institutional sites; a
 * mailto link on the institutional site." None for a value that is not an address: it could reach no one, and a
 * `mailto:` must not carry anything else (headers, a second recipient).
 */
export function consultantEmailHref(emailId: string, audience: Audience, siteBase: string): string | undefined {
  if (!isEmailAddress(emailId)) return undefined;
  if (audience === 'institutional') return `mailto:${emailId}`;
  return `${siteBase}${CONSULTANT_FORM_PATH}?emailId=${encodeURIComponent(emailId)}`;
}

export interface PhoneNumber {
  /** As shown: a U.S. number of 10 digits (or 11 with the leading 1) as 617-555-0152, any other as sent. */
  text: string;
  /** tel: with the digits (+1 for a U.S. number). */
  href: string;
}

/**
 * A phone number to show and dial; none for a value that does not read as one (7 to 15 digits, written only with
 * digits, spaces, dots, dashes, parentheses and a leading "+").
 */
export function phoneNumber(value: string): PhoneNumber | undefined {
  const text = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return undefined;
  const us = digits.length === 10 ? digits : digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : '';
  if (us) return { text: `${us.slice(0, 3)}-${us.slice(3, 6)}-${us.slice(6)}`, href: `tel:+1${us}` };
  return { text, href: `tel:${text.startsWith('+') ? '+' : ''}${digits}` };
}

/**
 * The consultant's photo when it is on this site (a path, or an address of the page's own origin), as its whole URL;
 * otherwise none, and the default blank photo shows: a photo from another host would tell that host who looks at the
 * page, and a javascript: or data: address is never an image to load.
 */
export function photoSource(photoUrl: string): string | undefined {
  return photoUrl ? sameSiteTarget(photoUrl)?.href : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// The relationship manager (site spec 2.9, 2.13, 3 "Institutional relationship manager (from cookies)")

/**
 * The cookies that hold the relationship manager's name, e-mail and phone: the spec says "from cookies" without
 * naming them; these names are the library's (docs/elements/sales-contacts.md, "The consultants"). They are not in
 * runtime/storage.ts's catalogue of the specs' names, which every page loads.
 */
export const RELATIONSHIP_MANAGER_COOKIES = {
  name: 'CM_RM_NAME',
  email: 'CM_RM_EMAIL',
  phone: 'CM_RM_PHONE',
} as const;

export interface RelationshipManager {
  name: string;
  email: string;
  phone: PhoneNumber;
}

/**
 * The relationship manager from the cookies: each value one line of plain text; shown "only when all three exist"
 * (site spec 2.9: "if any of the three is missing, nothing is shown"). A value that is not what it says (an e-mail
 * that is not an address, a phone that is not a number) counts as missing: it could not be used.
 */
export function relationshipManager(read: (cookie: string) => string | undefined): RelationshipManager | undefined {
  const value = (cookie: string, maxLength: number) => plainText(read(cookie), { maxLength }).trim();
  const name = value(RELATIONSHIP_MANAGER_COOKIES.name, 100);
  const email = value(RELATIONSHIP_MANAGER_COOKIES.email, 254);
  const phone = phoneNumber(value(RELATIONSHIP_MANAGER_COOKIES.phone, 40));
  if (!name || !isEmailAddress(email) || !phone) return undefined;
  return { name, email, phone };
}

/** site spec 2.9: the alert block's "Relationship Manager" service. */
export const RELATIONSHIP_MANAGER_ALERT = 'Contact your relationship manager, {name}: {email} or {phone}';
/** site spec 2.13: the institutional block's title. */
export const RELATIONSHIP_MANAGER_TITLE = 'My Relationship Manager';

/** The alert's text, as one string (what a screen reader and a test read). */
export const relationshipManagerAlert = (manager: RelationshipManager): string =>
  fillTemplate(RELATIONSHIP_MANAGER_ALERT, { name: manager.name, email: manager.email, phone: manager.phone.text });

/** A template's text and placeholders in order, so that each placeholder can be drawn as a link. */
export function templateParts(template: string): Array<{ text: string } | { placeholder: string }> {
  return template
    .split(/(\{[^{}]+\})/)
    .filter(Boolean)
    .map((part) => (/^\{[^{}]+\}$/.test(part) ? { placeholder: part.slice(1, -1) } : { text: part }));
}
