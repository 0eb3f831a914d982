/**
 * The subscription sign-in / registration flow (accounts spec 4.9, 5.5, 8.9) as a state machine: the form, the
 * profile check, registration at most once, and the signed-in result. The component runs the calls a step asks
 * for and feeds their outcomes back as events; nothing here touches the DOM or the network.
 */
import type { SubscriptionProfile } from '../../runtime/stores/session';
import {
  contactIdOf,
  roleOf,
  type CheckOutcome,
  type CheckResult,
  type Firm,
  type ProfileBody,
  type RegistrationOutcome,
} from '../../services/subscriptions';
import {
  SUBSCRIPTION_ERROR_CODES,
  SUBSCRIPTION_FAILURE_TEXT,
  type ChoosableRole,
  type SubscriptionRole,
} from '../../services/subscription-vocabulary';
import {
  EMPTY_VALUES,
  FIELD_LIMITS,
  NO_FIRM,
  VALIDATION_TEXTS,
  asksForFirm,
  isEmailAddress,
  matchFirm,
  validate,
  type FieldErrors,
  type FirmMatch,
  type FormField,
  type FormValues,
} from './validation';

/** accounts spec 8.9, word for word; {brand}, {phone} and {email} are filled when shown. */
export const FLOW_TEXTS = {
  conflictAdvisor:
    'Please enter a different email address. You have already used this email address for a financial professional subscription.',
  conflictInvestor:
    'Please enter a different email address. You have already used this email address for a individual investor subscription.',
  timedOut:
    'Unfortunately, your guest access has expired because we were unable to validate your registration information. Please call a {brand} representative at {phone} for assistance.',
  disqualified:
    "Unfortunately, your guest access has expired because we've determined you are not eligible. Please call a {brand} representative at {phone} for assistance.",
  nonFirmDomain: 'Your email address domain must be firm-based. Please enter a new email address (ex: "{email}").',
  failed: SUBSCRIPTION_FAILURE_TEXT,
} as const;

/** form: step 1; checking / registering: a call runs (Continue shows its loader); signed-in: step 2. */
export type FlowStep = 'form' | 'checking' | 'registering' | 'signed-in';

export interface FlowState {
  step: FlowStep;
  /** undefined while only an e-mail token is known (spec 4.9). */
  role: SubscriptionRole | undefined;
  values: FormValues;
  errors: FieldErrors;
  firm: FirmMatch;
  token: string | null;
  wholesalerId: string | null;
  /**
   * Registration runs at most once per Continue (accounts spec 4.9): set while it runs and after it succeeded. A
   * registration that failed registered no one, so the guard is reset and the next Continue, for this address or
   * another, tries again (spec 8.9 says so of CTI_EMAILSUB_REG_1002; a visitor expects it of every failure).
   */
  registrationTried: boolean;
  /** The profile the running call sends, and after sign-in the one saved. */
  profile: ProfileBody | undefined;
  /** The existing contact found by the check (undefined after a registration). */
  contact: CheckResult | undefined;
  contactId: string | undefined;
  /** A new registration awaits verification (local flag cti-pending-verification-modal). */
  registered: boolean;
}

export type FlowEvent =
  | { type: 'role'; role: ChoosableRole }
  | { type: 'edit'; field: FormField; value: string }
  | { type: 'submit'; firms: readonly Firm[] }
  | { type: 'checked'; outcome: CheckOutcome }
  | { type: 'registered'; outcome: RegistrationOutcome }
  /** A call failed otherwise (network, timeout, server error). */
  | { type: 'failed' };

/** What a form may start with besides a link: a profile once stored in this browser that the service did not know. */
export type KnownVisitor = Pick<SubscriptionProfile, 'firstName' | 'lastName' | 'emailId' | 'role' | 'firmName'>;

/**
 * accounts spec 4.9: starts at step 1, or checks at once when an e-mail comes from a link. Initial role: Employee
 * with a wholesaler id; none with only an e-mail token; otherwise Advisor. Without a link, a `known` visitor's
 * names, e-mail, role (Financial Professional or Individual Investor) and firm fill the form.
 */
export function initialFlow(
  link: { token?: string | null; wholesalerId?: string | null; known?: KnownVisitor | undefined } = {},
): FlowState {
  const given = link.token?.trim() || null;
  // An e-mail from a link is checked like one typed (spec 5.5): "@" or a novel is no address. It is not sent; the
  // form opens as without a token, the text in the e-mail field (cut to the field's limit) with the e-mail error.
  const token = given && isEmailAddress(given) ? given : null;
  const wholesalerId = link.wholesalerId?.trim() || null;
  const role: SubscriptionRole | undefined = wholesalerId ? 'Employee' : token ? undefined : 'Advisor';
  const refused = given !== null && token === null;
  const state: FlowState = {
    step: 'form',
    role,
    values: { ...EMPTY_VALUES, email: (given ?? '').slice(0, FIELD_LIMITS.email) },
    errors: refused ? { email: asksForFirm(role) ? VALIDATION_TEXTS.firmEmail : VALIDATION_TEXTS.email } : {},
    firm: NO_FIRM,
    token,
    wholesalerId,
    registrationTried: false,
    profile: undefined,
    contact: undefined,
    contactId: undefined,
    registered: false,
  };
  if (token) return { ...state, step: 'checking', profile: profileOf(state) };
  const known = link.known;
  if (given || wholesalerId || !known) return state;
  const knownRole = known.role === 'Non-Advisor' ? 'Non-Advisor' : 'Advisor';
  const cut = (field: FormField, value: string | null | undefined) => (value ?? '').slice(0, FIELD_LIMITS[field]);
  return {
    ...state,
    role: knownRole,
    values: {
      firstName: cut('firstName', known.firstName),
      lastName: cut('lastName', known.lastName),
      firmName: asksForFirm(knownRole) ? cut('firmName', known.firmName) : '',
      email: cut('email', known.emailId),
    },
  };
}

/** accounts spec 7.4: the profile sent {firstName, lastName, emailId, token, wholeSalerID, role, firm...}. */
export function profileOf(state: FlowState): ProfileBody {
  const firm = asksForFirm(state.role);
  return {
    firstName: state.values.firstName.trim(),
    lastName: state.values.lastName.trim(),
    emailId: state.values.email.trim(),
    token: state.token,
    wholeSalerID: state.wholesalerId,
    role: state.role ?? null,
    firmName: firm ? state.values.firmName.trim() || null : null,
    firmId: firm ? state.firm.firmId : null,
    parentFirmName: firm ? state.firm.parentFirmName : null,
    parentFirmId: firm ? state.firm.parentFirmId : null,
  };
}

/** The profile of a signed-in visitor, as it is stored (ESC_PROFILE); Advisor when no role is known. */
export function storedProfile(state: FlowState): SubscriptionProfile {
  const profile = state.profile ?? profileOf(state);
  return { ...profile, role: profile.role ?? 'Advisor' };
}

const backToForm = (state: FlowState, emailError: string): FlowState => ({
  ...state,
  step: 'form',
  profile: undefined,
  errors: { ...state.errors, email: emailError },
});

/** accounts spec 6: "An e-mail used for one role cannot subscribe under the other role." */
function conflictText(
  chosen: SubscriptionRole | undefined,
  existing: SubscriptionRole | undefined,
): string | undefined {
  if (chosen === 'Advisor' && existing === 'Non-Advisor') return FLOW_TEXTS.conflictInvestor;
  if (chosen === 'Non-Advisor' && existing === 'Advisor') return FLOW_TEXTS.conflictAdvisor;
  return undefined;
}

function onChecked(state: FlowState, outcome: CheckOutcome): FlowState {
  if (outcome.kind === 'found') {
    const contact = outcome.contact;
    const existing = roleOf(contact);
    const conflict = conflictText(state.role, existing);
    if (conflict) return backToForm(state, conflict);
    if (contact.contactStatusCd === 'Disqualified_By_Timeout') return backToForm(state, FLOW_TEXTS.timedOut);
    if (contact.contactStatusCd === 'Disqualified') return backToForm(state, FLOW_TEXTS.disqualified);
    // Found otherwise: names, e-mail and role from the response.
    const values: FormValues = {
      ...state.values,
      firstName: contact.firstName ?? state.values.firstName,
      lastName: contact.lastName ?? state.values.lastName,
      email: contact.emailId ?? state.values.email,
    };
    const role = existing ?? state.role;
    const next: FlowState = { ...state, values, role };
    return {
      ...next,
      step: 'signed-in',
      errors: {},
      profile: profileOf(next),
      contact,
      contactId: contactIdOf(contact),
    };
  }
  if (outcome.kind === 'code' && outcome.code === SUBSCRIPTION_ERROR_CODES.contactNotFound) {
    // An e-mail from a link alone cannot register: the visitor gives the rest of the form first.
    if (state.role === undefined) return { ...state, step: 'form', role: 'Advisor', profile: undefined };
    if (state.registrationTried) return backToForm(state, FLOW_TEXTS.failed);
    return { ...state, step: 'registering', registrationTried: true };
  }
  if (outcome.kind === 'code' && outcome.code === SUBSCRIPTION_ERROR_CODES.nonFirmDomain) {
    return { ...backToForm(state, FLOW_TEXTS.nonFirmDomain), registrationTried: false };
  }
  return backToForm(state, FLOW_TEXTS.failed);
}

function onRegistered(state: FlowState, outcome: RegistrationOutcome): FlowState {
  if (outcome.kind === 'registered') {
    return { ...state, step: 'signed-in', errors: {}, contactId: outcome.contactId, registered: true };
  }
  if (outcome.code === SUBSCRIPTION_ERROR_CODES.nonFirmDomain) {
    // accounts spec 8.9: "The registration guard is reset so the user can retry."
    return { ...backToForm(state, FLOW_TEXTS.nonFirmDomain), registrationTried: false };
  }
  return { ...backToForm(state, FLOW_TEXTS.failed), registrationTried: false };
}

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'role':
      // accounts spec 4.9: "Changing the role radio clears every field and the e-mail error."
      if (state.step !== 'form' || state.role === event.role) return state;
      return { ...state, role: event.role, values: EMPTY_VALUES, errors: {}, firm: NO_FIRM };
    case 'edit': {
      if (state.step !== 'form') return state;
      // accounts spec 5.5: "editing a field clears its error".
      const errors = { ...state.errors };
      delete errors[event.field];
      const value = event.value.slice(0, FIELD_LIMITS[event.field]);
      return { ...state, values: { ...state.values, [event.field]: value }, errors };
    }
    case 'submit': {
      if (state.step !== 'form') return state;
      const errors = validate(state.values, state.role);
      if (Object.keys(errors).length > 0) return { ...state, errors };
      const next = { ...state, errors: {}, firm: matchFirm(state.values.firmName, event.firms) };
      return { ...next, step: 'checking', profile: profileOf(next) };
    }
    case 'checked':
      return state.step === 'checking' ? onChecked(state, event.outcome) : state;
    case 'registered':
      return state.step === 'registering' ? onRegistered(state, event.outcome) : state;
    case 'failed':
      if (state.step === 'registering') return { ...backToForm(state, FLOW_TEXTS.failed), registrationTried: false };
      return state.step === 'checking' ? backToForm(state, FLOW_TEXTS.failed) : state;
  }
}

/**
 * {email} of the non-firm-domain message: an example firm address made of the visitor's names and firm, e.g.
 * "jane.doe@harborwealthpartners.com" (the spec shows the placeholder, not how it is made).
 */
export function exampleFirmEmail(values: FormValues): string {
  const clean = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const local = [values.firstName, values.lastName].map(clean).filter(Boolean).join('.') || 'name';
  return `${local}@${clean(values.firmName) || 'yourfirm'}.com`;
}
