/**
 * The registration side of the stub-mode account services (accounts spec 2.4-2.6, 4.6, 4.7, 7.3, 8.8): the links of
 * registration e-mails in every state, what makes each registration call fail, the advisors a registration creates,
 * the terms and conditions and the investor login prompts. Names and numbers are fictional.
 *
 * The demo links (the register demo pages list them) keep their state however often they are followed, so every
 * test run and every browser sees the same: a finished registration does not use them up. A link that the fixture
 * mails for a registration typed on /register is used up once its registration is finished (its lookup then answers
 * "already registered", as a real link would).
 */
import type { AdvisorProfileValue } from '../../../services/auth';
import { REGISTRATION_CODES, USER_TYPE_LEAD } from '../../../services/registration-vocabulary';
import type { DemoAdvisor } from './advisors';
import { PERSONAL_EMAIL_DOMAINS } from './subscriptions';

/** What a lookup of a link's token finds (accounts spec 3.1 "Looked-up user"). */
export interface PendingRegistration {
  emailId: string;
  firstName: string;
  lastName: string;
  /** LEAD or other (accounts spec 6: "Looked-up users have userTypeCd LEAD or other"). */
  userTypeCd: string;
  /** A re-registration's type and old address (accounts spec 4.7). */
  regType?: string;
  altFirmId?: string;
}

/** The userTypeCd of a looked-up user who is not a LEAD. */
export const USER_TYPE_PROSPECT = 'PROSPECT';

/** The demo links: a token and what its lookup answers. */
export interface DemoLink {
  token: string;
  shows: string;
  /** The looked-up user, or the code the lookup answers. */
  lookup: PendingRegistration | { code: string };
}

export const DEMO_LINKS: readonly DemoLink[] = [
  {
    token: 'NEW-DEMO',
    shows: 'A new advisor (CONTACT): additional information, password, passcode, signed in.',
    lookup: {
      emailId: 'jordan.ellis@summitridge-financial.com',
      firstName: 'Jordan',
      lastName: 'Ellis',
      userTypeCd: USER_TYPE_PROSPECT,
    },
  },
  {
    token: 'LEAD-DEMO',
    shows: 'A new advisor the firm knows as a LEAD: the profile is sent with contact status LEAD.',
    lookup: {
      emailId: 'morgan.price@bluewater-capital.com',
      firstName: 'Morgan',
      lastName: 'Price',
      userTypeCd: USER_TYPE_LEAD,
    },
  },
  {
    token: 'EXPIRED-DEMO',
    shows: 'An expired link (CTN_LOOKUPUSER_0001): "The confirmation link has expired".',
    lookup: { code: REGISTRATION_CODES.lookupExpired[0] },
  },
  {
    token: 'UNKNOWN-DEMO',
    shows: 'A link the service does not know (CTN_LOOKUPUSER_0002): the expired view too.',
    lookup: { code: REGISTRATION_CODES.lookupExpired[1] },
  },
  {
    token: 'REGISTERED-DEMO',
    shows: 'Already registered (CTN_LOOKUPUSER_0003): the login page.',
    lookup: { code: REGISTRATION_CODES.lookupRegistered[0] },
  },
  {
    token: 'ERROR-DEMO',
    shows: 'Any other code (CTN_LOOKUPUSER_9001): the error view.',
    lookup: { code: 'CTN_LOOKUPUSER_9001' },
  },
];

/**
 * Any other token of the form NEW-{name} or LEAD-{name} is a new advisor too, each with an address of its own
 * ({name}@summitridge-financial.com): tests give each run and browser a link that no other uses.
 */
export function linkLookup(token: string): DemoLink['lookup'] | undefined {
  const demo = DEMO_LINKS.find((link) => link.token === token);
  if (demo) return demo.lookup;
  const match = /^(NEW|LEAD)-([A-Za-z0-9-]{1,40})$/.exec(token);
  if (!match) return undefined;
  const name = match[2]!.toLowerCase();
  return {
    emailId: `${name}@summitridge-financial.com`,
    firstName: 'Taylor',
    lastName: match[1] === 'LEAD' ? 'Lead' : 'New',
    userTypeCd: match[1] === 'LEAD' ? USER_TYPE_LEAD : USER_TYPE_PROSPECT,
  };
}

/** The codes the registration calls answer for the demo's faults (accounts spec 8.8). */
export const REGISTRATION_FAULTS = {
  /** submitUserEmailForReg: an address of this domain cannot be mailed (the server's message and confirmError). */
  undeliverableDomain: 'undeliverable.example',
  undeliverableCode: 'CTN_USEREMAILREG_0500',
  undeliverableMessage: 'The confirmation email could not be delivered to this address.',
  /** validateProfile refuses this ZIP code (the error view). */
  refusedZip: '00000',
  refusedZipCode: 'CTN_VALIDATEPROFILE_0001',
  /** createuser refuses a phone number ending in these digits (the error view). */
  refusedPhoneEnding: '0000',
  refusedPhoneCode: 'CTN_CREATEUSER_0001',
} as const;

/** accounts spec 8.8: the answer of submitUserEmailForReg to an address, or undefined when it is accepted. */
export function emailSubmitCode(emailId: string): { code: string; message?: string } | undefined {
  const address = emailId.trim().toLowerCase();
  const domain = address.slice(address.lastIndexOf('@') + 1);
  if (domain.includes('_')) return { code: REGISTRATION_CODES.emailUnderscore };
  if (PERSONAL_EMAIL_DOMAINS.includes(domain)) return { code: REGISTRATION_CODES.emailNotFirmBased };
  if (domain === REGISTRATION_FAULTS.undeliverableDomain) {
    return { code: REGISTRATION_FAULTS.undeliverableCode, message: REGISTRATION_FAULTS.undeliverableMessage };
  }
  return undefined;
}

/** The profile of a validated registration (accounts spec 7.3 validateProfile's body). */
export interface ValidatedProfile {
  firstNm: string;
  lastNm: string;
  legalFirstNm: string;
  firmNm: string;
  firmId: string;
  postalCd: string;
  phoneNbr: string;
  contactStatusCd: string;
}

/** The advisor a finished registration creates, signed in by the login like the demo advisors. */
export function registeredAdvisor(userId: string, profile: ValidatedProfile, contactId: string): DemoAdvisor {
  const value: AdvisorProfileValue = {
    emailId: userId,
    contactStatusCd: profile.contactStatusCd,
    firstNm: profile.firstNm,
    lastNm: profile.lastNm,
    preferredFirstNm: profile.firstNm,
    firmNm: profile.firmNm,
    firmId: profile.firmId,
    parentFirmNm: profile.firmNm,
    parentFirmId: profile.firmId,
    phoneNbr: profile.phoneNbr,
    postalCd: profile.postalCd,
    role: 'Advisor',
    userGroup: 'advisor',
    contactId,
    firstLogin: 'true',
    tcStatus: 'Yes',
    subscriptionsEnabled: 'Y',
  };
  return {
    userId,
    shows: 'Registered in this run.',
    login: 'allow',
    routes: [{ id: 'r1', channel: 'SMS', route: `***-***-${profile.phoneNbr.slice(-4)}` }],
    profile: value,
  };
}
