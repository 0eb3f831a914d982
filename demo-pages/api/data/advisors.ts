/**
 * The demo advisors of the stub-mode sign-in (accounts spec 1: "a test/stub mode ... accepts a fixed passcode, a
 * fixed security answer and fixed passwords"). Together they reach every branch of the login: plain ALLOW, a step-up
 * over text or voice, the security question, phone capture, the temporary password, the lock-outs, the expired
 * password, SSO and legacy user IDs, an internal user, a guest whose access expired. The login demo page lists them.
 * Names, firms and numbers are fictional (555-01xx numbers are reserved for fiction).
 */
import { DEMO_ACCOUNTS } from '../../../runtime/config';
import type { AdvisorProfileValue, MfaRoute } from '../../../services/auth';
import { AVERY_CONTACTS, HOSTILE_CONTACTS, PAT_CONTACTS, type DemoSalesChannel } from './sales-contacts';

/** The password of every demo advisor (and the current password on the account settings page). */
export const DEMO_PASSWORD = 'Meridian#2031';
/** The temporary password of the advisor who must change it (reason code 2016). */
export const DEMO_TEMPORARY_PASSWORD = 'Welcome#2016';
/** The one-time passcode every text or call "sends". */
export const DEMO_PASSCODE = '246810';
/** The answer to every security question (any letter case). */
export const DEMO_ANSWER = 'Juniper';
/** Consecutive wrong passwords before the fixture locks a user (the spec gives the codes, not the count). */
export const LOCK_AFTER_FAILURES = 5;
/** Wrong passcodes or answers in one sign-in before the account is locked. */
export const SECOND_FACTOR_ATTEMPTS = 3;

export type LoginBranch =
  'allow' | 'step-up' | 'question' | 'inactive-phone' | 'temporary-password' | 'locked' | 'expired' | 'guest-expired';

export interface DemoAdvisor {
  userId: string;
  /** What the demo page says this advisor shows. */
  shows: string;
  login: LoginBranch;
  routes?: MfaRoute[];
  question?: string;
  /** userVrfPhoneNbr: the number on file of an INACTIVE phone verification. */
  phoneOnFile?: string;
  /** The forgot-password call answers this code instead of the routes. */
  forgotCode?: string;
  profile: AdvisorProfileValue;
}

/**
 * The user contexts of secured links (accounts spec 2.7: "A link may carry a space-separated list of required user
 * contexts"). The spec does not say where an advisor's contexts come from: the widgets read the profile's userGroup
 * (runtime/secured-links.ts). Every demo advisor holds `advisor`; the plain ALLOW advisor also holds `research`; no
 * demo advisor holds `consultant`, so a link that requires it shows the "Locked" alert to everyone.
 */
export const DEMO_CONTEXTS = { advisor: 'advisor', research: 'research', consultant: 'consultant' } as const;

/** Every demo advisor's previous login, in the profile's webLastLoginDt (the format is not shown: ISO 8601). */
export const LAST_LOGIN = '2026-11-20T14:32:00';

function profile(
  first: string,
  last: string,
  email: string,
  firm: string,
  contactId: string,
  userGroup: string = DEMO_CONTEXTS.advisor,
  salesContactByChannel?: DemoSalesChannel[],
): AdvisorProfileValue {
  return {
    emailId: email,
    contactStatusCd: 'CONTACT',
    firstNm: first,
    lastNm: last,
    preferredFirstNm: first,
    firmNm: firm,
    firmId: `F-${contactId.slice(-4)}`,
    parentFirmNm: firm,
    parentFirmId: `PF-${contactId.slice(-4)}`,
    phoneNbr: '8005550199',
    postalCd: '02110',
    channelCd: 'RIA',
    role: 'Advisor',
    userGroup,
    contactId,
    firstLogin: 'false',
    // The previous login, which the last-login banner tells (site spec 2.8, accounts spec 2.8 "Last-login alert").
    webLastLoginDt: LAST_LOGIN,
    subscriptionsEnabled: 'Y',
    // accounts spec 3.2: the advisor's assigned sales contacts (data/sales-contacts.ts); absent for most.
    ...(salesContactByChannel ? { salesContactByChannel } : {}),
  };
}

const smsAndVoice = (last4: string, voice4: string): MfaRoute[] => [
  { id: 'r1', channel: 'SMS', route: `***-***-${last4}` },
  { id: 'r2', channel: 'IVR', route: `***-***-${voice4}` },
];

export const DEMO_ADVISORS: readonly DemoAdvisor[] = [
  {
    userId: 'avery.allen@northfield-advisors.com',
    shows: 'Plain ALLOW: straight to the redirect.',
    login: 'allow',
    routes: smsAndVoice('4821', '7390'),
    profile: profile(
      'Avery',
      'Allen',
      'avery.allen@northfield-advisors.com',
      'Northfield Advisors',
      'C-100421',
      `${DEMO_CONTEXTS.advisor} ${DEMO_CONTEXTS.research}`,
      AVERY_CONTACTS,
    ),
  },
  {
    userId: 'blake.brown@northfield-advisors.com',
    shows: 'INCREASEAUTH (3052): a passcode by text to XXX.XXX.4821 or by call to XXX.XXX.7390.',
    login: 'step-up',
    routes: smsAndVoice('4821', '7390'),
    profile: profile('Blake', 'Brown', 'blake.brown@northfield-advisors.com', 'Northfield Advisors', 'C-100422'),
  },
  {
    userId: 'casey.chen@harborline-wealth.com',
    shows: 'INCREASEAUTH (3053): the security question, or a text to XXX.XXX.1186.',
    login: 'question',
    routes: [{ id: 'r1', channel: 'SMS', route: '***-***-1186' }],
    question: 'What was the name of the street you grew up on?',
    profile: profile('Casey', 'Chen', 'casey.chen@harborline-wealth.com', 'Harborline Wealth', 'C-100423'),
  },
  {
    userId: 'drew.diaz@harborline-wealth.com',
    shows: 'phnVrfStatus INACTIVE with a number on file: Confirm Phone Number, verify, passcode.',
    login: 'inactive-phone',
    phoneOnFile: '6175550134',
    routes: [{ id: 'r1', channel: 'SMS', route: '***-***-0134' }],
    profile: profile('Drew', 'Diaz', 'drew.diaz@harborline-wealth.com', 'Harborline Wealth', 'C-100424'),
  },
  {
    userId: 'emery.evans@harborline-wealth.com',
    shows: 'phnVrfStatus INACTIVE without a number: Provide Phone Number.',
    login: 'inactive-phone',
    profile: profile('Emery', 'Evans', 'emery.evans@harborline-wealth.com', 'Harborline Wealth', 'C-100425'),
  },
  {
    userId: 'finley.ford@northfield-advisors.com',
    shows: `Temporary password ${DEMO_TEMPORARY_PASSWORD} (2016): change it, then the login goes on with the new one.`,
    login: 'temporary-password',
    routes: smsAndVoice('2210', '2210'),
    profile: profile('Finley', 'Ford', 'finley.ford@northfield-advisors.com', 'Northfield Advisors', 'C-100426'),
  },
  {
    userId: 'gray.garcia@northfield-advisors.com',
    shows: 'Locked (7011-2010): the inputs are disabled.',
    login: 'locked',
    profile: profile('Gray', 'Garcia', 'gray.garcia@northfield-advisors.com', 'Northfield Advisors', 'C-100427'),
  },
  {
    userId: 'harper.hill@northfield-advisors.com',
    shows: 'Expired temporary password (7011-2030).',
    login: 'expired',
    profile: profile('Harper', 'Hill', 'harper.hill@northfield-advisors.com', 'Northfield Advisors', 'C-100428'),
  },
  {
    userId: 'quinn.quade@harborline-wealth.com',
    shows: 'Signs in, then the profile answers CTN_PROFILE_1113: guest access expired.',
    login: 'guest-expired',
    profile: profile('Quinn', 'Quade', 'quinn.quade@harborline-wealth.com', 'Harborline Wealth', 'C-100429'),
  },
  {
    userId: 'riley.ross@northfield-advisors.com',
    shows: 'Forgot password: CTN_FORGOTPASSWORD_1116, the contact-representative panel.',
    login: 'allow',
    forgotCode: 'CTN_FORGOTPASSWORD_1116',
    profile: profile(
      'Riley',
      'Ross',
      'riley.ross@northfield-advisors.com',
      'Northfield Advisors',
      'C-100430',
      DEMO_CONTEXTS.advisor,
      [],
    ),
  },
  {
    userId: 'pat.morgan@caldermeridian.com',
    shows: 'Internal user (corporate domain): CM_INT_USER, and the SSO warning on account settings.',
    login: 'allow',
    routes: smsAndVoice('5501', '5501'),
    profile: profile(
      'Pat',
      'Morgan',
      'pat.morgan@caldermeridian.com',
      'Calder Meridian',
      'C-100431',
      DEMO_CONTEXTS.advisor,
      PAT_CONTACTS,
    ),
  },
  {
    userId: 'sam.rivera@northgate-advisory.com',
    shows:
      'E-mail changed: the profile holds the new address sam.rivera@summitridge-financial.com (the e-mail-changed page).',
    login: 'allow',
    routes: smsAndVoice('0177', '0177'),
    profile: profile('Sam', 'Rivera', 'sam.rivera@summitridge-financial.com', 'Summit Ridge Financial', 'C-100433'),
  },
  {
    userId: 'rpatel',
    shows: 'Legacy user ID: validateuser answers 2003, the password field shows.',
    login: 'allow',
    profile: profile(
      'Ravi',
      'Patel',
      'ravi.patel@northfield-advisors.com',
      'Northfield Advisors',
      'C-100432',
      DEMO_CONTEXTS.advisor,
      HOSTILE_CONTACTS,
    ),
  },
];

/** Legacy user IDs whose validation answers a code (accounts spec 4.1, 8.1); any other answers 2003. */
export const LEGACY_VALIDATION: Readonly<Record<string, string>> = {
  jmorgan: '2001',
  oldfirm: DEMO_ACCOUNTS.codes.reRegister[0] ?? '2004',
  investor01: DEMO_ACCOUNTS.codes.investorUser[0] ?? '2005',
};

/** An SSO-format user ID (the demo format: one letter and six digits): "Next" goes to the SSO login. */
export const DEMO_SSO_USER_ID = 'e104729';

export function findAdvisor(userId: string): DemoAdvisor | undefined {
  const id = userId.trim().toLowerCase();
  return DEMO_ADVISORS.find((advisor) => advisor.userId === id);
}
