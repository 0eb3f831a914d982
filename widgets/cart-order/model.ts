/**
 * The literature cart order (products spec 2.16, 4 "Cart", 5 "Checkout", 7 "Literature order", 8): the three
 * steps, the mailing address held to the spec's limits and checked with its message, and the order e-mail,
 * plain text, never HTML. Plain functions and a reducer; the cart itself is runtime/stores/cart.ts.
 */
import { fillTemplate } from '../../runtime/config';
import { cartQuantity, type CartItem } from '../../runtime/stores/cart';
import type { EmailMessage } from '../../services/email';
import {
  CART_TEXTS,
  CONTINUE_BROWSING_PATH,
  LITERATURE_TEXTS,
  MAILING_FIELDS,
  ORDER_EMAIL_TEXTS,
  ORDER_SUBJECT,
  US_STATES,
  type MailingField,
  type MailingFieldRule,
} from '../../services/literature-vocabulary';

export type CartStep = 'cart' | 'checkout' | 'confirmation';

/** products spec 3 "Mailing address". */
export type MailingAddress = Record<MailingField, string>;

export const EMPTY_ADDRESS: MailingAddress = {
  name: '',
  firmname: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  phone: '',
  email: '',
};

/** products spec 2.16: the page heading of each step. */
export function stepHeading(step: CartStep): string {
  return CART_TEXTS.headings[step];
}

/** products spec 2.16: "Continue Browsing", back to {siteBase}/investment-products. */
export function continueBrowsingHref(siteBase: string): string {
  return `${siteBase.replace(/\/+$/, '')}${CONTINUE_BROWSING_PATH}`;
}

/** products spec 2.16: "Check Out", disabled when the cart is empty. */
export function canCheckOut(items: readonly CartItem[]): boolean {
  return items.length > 0;
}

/**
 * How the item rows show (products spec 2.16): a quantity dropdown and Remove in the cart and at checkout; at
 * confirmation "quantities are read-only and the Remove column is hidden".
 */
export function itemsTable(step: CartStep): { quantityEditable: boolean; removable: boolean } {
  const editable = step !== 'confirmation';
  return { quantityEditable: editable, removable: editable };
}

// ---------------------------------------------------------------------------------------------------------------
// Mailing address (products spec 5 "Checkout")

const ruleOf = (field: MailingField) => MAILING_FIELDS.find((rule) => rule.name === field)!;
const STATE_CODES = new Set(US_STATES.map((state) => state.code));

/**
 * One line of text as typed: line breaks, tabs and other control characters become spaces (an e-mail body
 * line cannot be split by a field), the bidirectional formatting characters that can hide or reorder text in the
 * message (U+202E right-to-left override and the like) are dropped, and the value is cut to the field's maximum
 * length.
 */
export function fieldText(value: string, maxLength?: number): string {
  const line = value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
  return maxLength === undefined ? line : line.slice(0, maxLength);
}

/** The address as checked and sent: each field on one line, trimmed, within its limit; an unknown state is none. */
export function cleanAddress(address: MailingAddress): MailingAddress {
  const clean = { ...EMPTY_ADDRESS };
  for (const rule of MAILING_FIELDS) {
    const value = fieldText(address[rule.name] ?? '').trim();
    clean[rule.name] = rule.maxLength === undefined ? value : value.slice(0, rule.maxLength).trim();
  }
  clean.state = STATE_CODES.has(clean.state.toUpperCase()) ? clean.state.toUpperCase() : '';
  return clean;
}

/** products spec 5: "The message lists the missing labels joined by ", ", followed by " is required."". */
export function requiredMessage(labels: readonly string[]): string {
  return `${labels.join(', ')}${CART_TEXTS.requiredSuffix}`;
}

export interface AddressCheck {
  /** The cleaned address. */
  address: MailingAddress;
  /** The required fields left empty, in the form's order. */
  missing: MailingFieldRule[];
  /** "{fields} is required." when a field is missing. */
  message?: string;
}

/** products spec 5: Full Name, Address 1, City, State, Zip Code and Email are required (after trimming). */
export function checkAddress(address: MailingAddress): AddressCheck {
  const clean = cleanAddress(address);
  const missing = MAILING_FIELDS.filter((rule) => rule.required && clean[rule.name] === '');
  const check: AddressCheck = { address: clean, missing };
  if (missing.length) check.message = requiredMessage(missing.map((rule) => rule.label));
  return check;
}

// ---------------------------------------------------------------------------------------------------------------
// The order e-mail (products spec 7 "Literature order")

/** '{fund type} - {fundName} Class {fundClass} - {fileName} - Quantity: {n}'; a class of null is None. */
export function orderItemLine(item: CartItem): string {
  return fillTemplate(ORDER_EMAIL_TEXTS.item, {
    fundType: fieldText(item.productType).trim(),
    fundName: fieldText(item.fundName).trim(),
    fundClass: fieldText(item.fundClass ?? '').trim() || LITERATURE_TEXTS.noClass,
    fileName: fieldText(item.fileName).trim(),
    quantity: cartQuantity(item.quantity),
  });
}

/**
 * The body, line by line as products spec 7 lists it: the request header; 'Requested by:' the name, 'Firm
 * name:', the address lines, 'city, state zip', 'Phone:', 'Email:'; one line per item; the confirmation and
 * delivery notes; client services at {phone} with its hours; the no-reply note. Plain text: what the visitor
 * typed is never markup here.
 */
export function orderEmailBody(address: MailingAddress, items: readonly CartItem[], phone: string): string {
  const a = cleanAddress(address);
  const labelled = (label: string, value: string) => (value ? `${label} ${value}` : label);
  const lines = [
    ORDER_EMAIL_TEXTS.header,
    '',
    labelled(ORDER_EMAIL_TEXTS.requestedBy, a.name),
    labelled(ORDER_EMAIL_TEXTS.firmName, a.firmname),
    a.address1,
    ...(a.address2 ? [a.address2] : []),
    `${a.city}, ${a.state} ${a.zip}`,
    labelled(ORDER_EMAIL_TEXTS.phone, a.phone),
    labelled(ORDER_EMAIL_TEXTS.email, a.email),
    '',
    ...items.map(orderItemLine),
    '',
    ORDER_EMAIL_TEXTS.confirmation,
    ORDER_EMAIL_TEXTS.delivery,
    fillTemplate(ORDER_EMAIL_TEXTS.phoneLine, { phone }),
    '',
    ORDER_EMAIL_TEXTS.noReply,
  ];
  return lines.join('\n');
}

/** An address a mail service accepts: no spaces, one "@", a dot in the domain. */
const EMAIL_ADDRESS = /^[^\s@<>(),;:"]+@[^\s@<>(),;:"]+\.[^\s@<>(),;:"]+$/;

/**
 * The recipients: the firm's order mailboxes, and the visitor's own address when it is one (the body's
 * confirmation and no-reply notes speak to the visitor). An address that is not one is left out rather than
 * failing the order; duplicates are sent once.
 */
export function orderRecipients(mailboxes: readonly string[], visitorEmail: string): string[] {
  const recipients: string[] = [];
  for (const address of [...mailboxes, visitorEmail.trim()]) {
    if (EMAIL_ADDRESS.test(address) && !recipients.some((r) => r.toLowerCase() === address.toLowerCase()))
      recipients.push(address);
  }
  return recipients;
}

/**
 * The firm's order mailboxes: the element's data-order-to (addresses separated by commas or spaces), else the
 * given default. products spec 7: "The from and to addresses: not shown".
 */
export function orderMailboxes(list: string | undefined, fallback: readonly string[]): string[] {
  const addresses = (list ?? '').split(/[\s,;]+/).filter((address) => EMAIL_ADDRESS.test(address));
  return addresses.length > 0 ? addresses : [...fallback];
}

export interface OrderSettings {
  from: string;
  /** The firm's order mailboxes. */
  to: readonly string[];
  /** {phone}: client services. */
  phone: string;
}

/** products spec 7: {from, to[], subject: 'Online Literature Order', body}. */
export function orderEmail(address: MailingAddress, items: readonly CartItem[], settings: OrderSettings): EmailMessage {
  const clean = cleanAddress(address);
  return {
    from: settings.from,
    to: orderRecipients(settings.to, clean.email),
    subject: ORDER_SUBJECT,
    body: orderEmailBody(clean, items, settings.phone),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The steps (products spec 4 "Cart")

export interface CartOrderState {
  step: CartStep;
  address: MailingAddress;
  /** The checkout's message: "{fields} is required." or the order failure text. */
  message?: string;
  /** The cart's notice: why the checkout came back to it (the cart was emptied elsewhere). */
  notice?: string;
  /** The required fields found empty at the last "Submit Order". */
  missing: readonly MailingField[];
  /** The order e-mail is on its way: Submit Order waits. */
  submitting: boolean;
  /** The items of the order just sent, shown read-only at confirmation. */
  ordered: readonly CartItem[];
}

export const INITIAL_CART_ORDER_STATE: CartOrderState = {
  step: 'cart',
  address: EMPTY_ADDRESS,
  missing: [],
  submitting: false,
  ordered: [],
};

export type CartOrderAction =
  | { type: 'check-out'; items: readonly CartItem[] }
  | { type: 'back-to-cart' }
  | { type: 'edit'; field: MailingField; value: string }
  | { type: 'submit'; items: readonly CartItem[] }
  | { type: 'sent'; ordered: readonly CartItem[] }
  | { type: 'failed' }
  | { type: 'emptied' };

/**
 * cart → checkout on "Check Out" (not with an empty cart); checkout → cart on "Back to Cart"; "Submit Order"
 * checks the address (the message, or submitting with the cleaned address); the e-mail's ok flag leads to the
 * confirmation, a failure back to the checkout with the failure text, every field kept.
 */
export function cartOrderReducer(state: CartOrderState, action: CartOrderAction): CartOrderState {
  switch (action.type) {
    case 'check-out':
      if (state.step === 'checkout' || !canCheckOut(action.items)) return state;
      return { ...state, step: 'checkout', message: undefined, notice: undefined, missing: [], submitting: false };
    case 'back-to-cart':
      if (state.step !== 'checkout' || state.submitting) return state;
      return { ...state, step: 'cart', message: undefined, missing: [] };
    case 'edit': {
      if (state.submitting) return state;
      const value = fieldText(action.value, ruleOf(action.field).maxLength);
      return { ...state, address: { ...state.address, [action.field]: value } };
    }
    case 'submit': {
      if (state.step !== 'checkout' || state.submitting) return state;
      if (!canCheckOut(action.items)) return { ...state, step: 'cart', message: undefined, missing: [] };
      const check = checkAddress(state.address);
      const missing = check.missing.map((rule) => rule.name);
      if (check.message) return { ...state, address: check.address, message: check.message, missing };
      return { ...state, address: check.address, message: undefined, missing, submitting: true };
    }
    case 'sent':
      if (!state.submitting) return state;
      return { ...state, step: 'confirmation', submitting: false, message: undefined, ordered: action.ordered };
    case 'failed':
      if (!state.submitting) return state;
      return { ...state, submitting: false, message: CART_TEXTS.orderFailure };
    case 'emptied':
      // The cart emptied under the checkout: nothing is left to order (an order on its way finishes as it does).
      if (state.step !== 'checkout' || state.submitting) return state;
      return { ...state, step: 'cart', message: undefined, missing: [], notice: CART_TEXTS.emptiedElsewhere };
  }
}
