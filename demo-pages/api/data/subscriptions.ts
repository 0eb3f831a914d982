/**
 * The subscription centre's fixture data (accounts spec 3.4, 3.6-3.8, 7.4; products spec 2.21, 3 "Literature
 * subscription"): the subscription catalogue as managed-content documents, the fund literature section of the
 * accordion, the firms list and the contacts the store starts with - one for every branch of accounts spec 8.9.
 */
import { DEMO_ADVISORS } from './advisors';
import { literaturePath } from '../../../services/subscription-catalogue';
import { catalogueScope, catalogueTypes, type SubscriptionRole } from '../../../services/subscription-vocabulary';
import { pageIdFor } from '../content';
import { addDocumentSource } from './documents';
import { AUTHORS } from './insights';
import { productCatalogue } from './products';
import type { HalDocument } from './types';

const BRAND_CODE = 'cm';
const SCOPE = catalogueScope(BRAND_CODE);
const TYPES = catalogueTypes(BRAND_CODE);

/** A stable hex id for a text (FNV-1a): the catalogue's publication ids are "string hashes" (accounts spec 3.7). */
export function hashId(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${hash.toString(16).padStart(8, '0')}${((hash ^ 0x5bd1e995) >>> 0).toString(16).padStart(8, '0')}`;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

type Roles = Array<'advisor' | 'investor'>;
const BOTH: Roles = ['advisor', 'investor'];
const ADVISORS: Roles = ['advisor'];

interface SubscriptionSpec {
  name: string;
  category: string;
  description: string;
  frequency: '' | 'Monthly' | 'Weekly' | 'Quarterly';
  roles: Roles;
  status?: 'active' | 'inactive';
}

const SUBSCRIPTIONS: readonly SubscriptionSpec[] = [
  {
    name: 'Market Outlook',
    category: 'Thought Leadership',
    description: "Our chief economist's view of the economy and the markets.",
    frequency: 'Monthly',
    roles: BOTH,
  },
  {
    name: 'Investment Perspectives',
    category: 'Thought Leadership',
    description: 'Long-form research from our portfolio managers.',
    frequency: 'Quarterly',
    roles: ADVISORS,
  },
  {
    name: 'Blog: Latest Insights',
    category: 'Thought Leadership',
    description: 'The newest articles from the insights blog.',
    frequency: 'Weekly',
    roles: BOTH,
  },
  ...AUTHORS.filter((author) => author.subscription).map((author): SubscriptionSpec => ({
    name: `Author: ${author.displayName}`,
    category: 'Author',
    description: `Every article by ${author.displayName}, ${author.title}.`,
    frequency: '',
    roles: BOTH,
    ...(author.subscription === 'inactive' ? { status: 'inactive' as const } : {}),
  })),
  {
    name: 'Fixed Income',
    category: 'Topic',
    description: 'Bond markets and rates.',
    frequency: 'Monthly',
    roles: BOTH,
  },
  { name: 'Equity', category: 'Topic', description: 'Stock markets and sectors.', frequency: 'Monthly', roles: BOTH },
  {
    name: 'Retirement',
    category: 'Topic',
    description: 'Planning and income in retirement.',
    frequency: 'Monthly',
    roles: BOTH,
  },
  {
    name: 'Practice Management',
    category: 'Topic',
    description: 'Running and growing an advisory practice.',
    frequency: 'Quarterly',
    roles: ADVISORS,
  },
  {
    name: 'Education Savings',
    category: 'Topic',
    description: 'Saving for college with a 529 plan.',
    frequency: 'Quarterly',
    roles: BOTH,
  },
  {
    name: 'ETF Market News and Insights',
    category: 'Product Insights',
    description: 'The latest ETF market news and insights.',
    frequency: 'Weekly',
    roles: BOTH,
  },
  {
    name: 'Weekly Market Recap',
    category: 'Market Results',
    description: "The week's market results in one page.",
    frequency: 'Weekly',
    roles: BOTH,
  },
];

interface LiteratureSpec {
  name: string;
  frequency: string;
  roles: Roles;
  active?: boolean;
}

const FUND_LITERATURE: readonly LiteratureSpec[] = [
  { name: 'Capital Gains Estimates and Distributions', frequency: '', roles: BOTH },
  { name: 'Product Updates', frequency: '', roles: ADVISORS },
  { name: 'Monthly Fund Commentary', frequency: 'Monthly', roles: BOTH },
  { name: 'Fact Sheet', frequency: 'Quarterly', roles: BOTH },
  { name: 'Annual Report', frequency: '', roles: BOTH },
  { name: 'Summary Prospectus', frequency: '', roles: BOTH, active: false },
];

const CIT_LITERATURE: readonly LiteratureSpec[] = [
  { name: 'Fact Sheet', frequency: 'Monthly', roles: ADVISORS },
  { name: 'Quarterly Fund Commentary', frequency: 'Quarterly', roles: ADVISORS },
];

/** The mutual funds offered for literature e-mails (their names and cusips come from the product fixtures). */
const MUTUAL_FUND_NAMES = [
  'Large Cap Growth',
  'Large Cap Value',
  'Dividend Income',
  'Mid Cap Growth',
  'Small Cap Value',
];

/**
 * Collective investment trusts and stable value funds (products spec 2.19), known only to the literature pages; each
 * stable value fund's row has its Fact Sheet Email Updates checkbox, so each is offered here.
 */
export const CITS: ReadonlyArray<{ name: string; cusip: string }> = [
  { name: 'Calder Meridian Stable Value CIT', cusip: '12989T101' },
  { name: 'Calder Meridian Core Bond CIT', cusip: '12989T200' },
  { name: 'Calder Meridian Large Cap Growth CIT', cusip: '12989T309' },
  { name: 'Calder Meridian Stable Value Fund II', cusip: '12989T408' },
  { name: 'Calder Meridian Stable Value Select Fund', cusip: '12989T507' },
  { name: 'Calder Meridian Guaranteed Income Fund', cusip: '12989T606' },
];

export interface FixtureFund {
  name: string;
  cusip: string;
  productType: string;
  assetClass: string;
  cit: boolean;
}

let funds: FixtureFund[] | undefined;

/** The funds of the catalogue: five mutual funds (Institutional class cusips) and the CITs. */
export function catalogueFunds(): FixtureFund[] {
  funds ??= [
    ...MUTUAL_FUND_NAMES.flatMap((short) => {
      const series = productCatalogue().mutualFunds.find((fund) => fund.fundName.includes(short));
      const share = series?.classes.find((c) => c.fundClass === 'Institutional') ?? series?.classes[0];
      if (!series || !share) return [];
      return [
        {
          name: series.fundName,
          cusip: share.cusip,
          productType: 'mutual-funds',
          assetClass: series.assetClass,
          cit: false,
        },
      ];
    }),
    ...CITS.map((cit) => ({ ...cit, productType: 'cit', assetClass: 'TF', cit: true })),
  ];
  return funds;
}

const fundPath = (fund: FixtureFund) => `${SCOPE}/funds/${slug(fund.name)}`;

/** The catalogue documents (accounts spec 7.4 lists the fields read). */
export function catalogueDocuments(): HalDocument[] {
  const subscriptions = SUBSCRIPTIONS.map((spec): HalDocument => {
    const name = slug(spec.name);
    return {
      _meta: { id: hashId(`subscription:${spec.name}`), path: `${SCOPE}/${name}`, type: TYPES.subscription, name },
      name: spec.name,
      category: spec.category,
      description: spec.description,
      frequency: spec.frequency,
      xavailableroles: spec.roles,
      status: spec.status ?? 'active',
      wholesalerLabel: spec.roles.length === 1 ? 'Advisor only' : '',
    };
  });
  const fundDocuments = catalogueFunds().map((fund): HalDocument => {
    const name = slug(fund.name);
    return {
      _meta: { id: hashId(`fund:${fund.cusip}`), path: fundPath(fund), type: TYPES.fund, name },
      name: fund.name,
      cusip: fund.cusip,
      productType: fund.productType,
      dynamicdropdown: fund.assetClass,
      xavailableroles: fund.cit ? ADVISORS : BOTH,
      LiteratureCompound: (fund.cit ? CIT_LITERATURE : FUND_LITERATURE).map((item) => ({
        name: item.name,
        xavailableroles: item.roles,
        staticdropdown: item.frequency,
        wholesalerLabel: '',
        active: item.active ?? true,
      })),
    };
  });
  return [...subscriptions, ...fundDocuments];
}

export interface FixturePublication {
  publicationID: string;
  name: string;
  /** The subscription's category, or "Literature" for a fund's literature. */
  category: string;
  frequency: string;
  availableRoles: string[];
  fund?: { name: string; cusip: string };
}

/** Every publication the subscription service knows: the subscriptions by id, literature by its page id. */
export function fixturePublications(): FixturePublication[] {
  const roles = (list: Roles) => list.map((role) => (role === 'advisor' ? 'Advisor' : 'Non-Advisor'));
  const subscriptions = SUBSCRIPTIONS.map((spec) => ({
    publicationID: hashId(`subscription:${spec.name}`),
    name: spec.name,
    category: spec.category,
    frequency: spec.frequency,
    availableRoles: roles(spec.roles),
  }));
  const literature = catalogueFunds().flatMap((fund) =>
    (fund.cit ? CIT_LITERATURE : FUND_LITERATURE).map((item) => ({
      publicationID: pageIdFor(literaturePath(fundPath(fund), item.name)),
      name: item.name,
      category: 'Literature',
      frequency: item.frequency,
      availableRoles: roles(item.roles),
      fund: { name: fund.name, cusip: fund.cusip },
    })),
  );
  return [...subscriptions, ...literature];
}

/**
 * accounts spec 3.4 "Firm": the subscription centre reads {firmNm, firmId, parentFirmNm, parentFirmId}; registration
 * reads the same list with the firm's address {firmStNm, firmState, firmCity} (the spec does not show the path of
 * registration's firms call: it is this list, services/registration.ts).
 */
export function firms(): Array<{
  firmNm: string;
  firmId: string;
  parentFirmNm: string;
  parentFirmId: string;
  firmStNm: string;
  firmState: string;
  firmCity: string;
}> {
  const list: Array<[string, string, string, string, string]> = [
    ['Harbor Wealth Partners', 'Harbor Financial Holdings', '100 Atlantic Avenue', 'MA', 'Boston'],
    ['Harbor Wealth Partners of Maine', 'Harbor Financial Holdings', '45 Commercial Street', 'ME', 'Portland'],
    ['Northgate Advisory Group', 'Northgate Advisory Group', '2200 Market Street', 'PA', 'Philadelphia'],
    ['Summit Ridge Financial', 'Summit Ridge Financial', '1700 Lincoln Street', 'CO', 'Denver'],
    ['Bluewater Capital Advisors', 'Bluewater Holdings', '600 Brickell Avenue', 'FL', 'Miami'],
    ['Cedar & Vine Wealth Management', 'Cedar & Vine Wealth Management', '80 Pine Street', 'NY', 'New York'],
    ['Lakeshore Investment Services', 'Great Lakes Financial Group', '233 Wacker Drive', 'IL', 'Chicago'],
    ['Great Lakes Retirement Advisors', 'Great Lakes Financial Group', '500 Woodward Avenue', 'MI', 'Detroit'],
    ['Meadowbrook Planning', 'Meadowbrook Planning', '12 Elm Street', 'NH', 'Concord'],
    ['Ironwood Securities', 'Ironwood Holdings', '1 Congress Street', 'TX', 'Austin'],
    ['Ironwood Private Client', 'Ironwood Holdings', '2100 Ross Avenue', 'TX', 'Dallas'],
    ['Keystone Family Office', 'Keystone Family Office', '301 Grant Street', 'PA', 'Pittsburgh'],
    ['Prairie Trust Company', 'Prairie Bancorp', '1200 Main Street', 'MO', 'Kansas City'],
    ['Redwood Coast Advisors', 'Redwood Coast Advisors', '555 California Street', 'CA', 'San Francisco'],
    ['Silver Oak Financial Network', 'Silver Oak Financial Network', '1 Arizona Center', 'AZ', 'Phoenix'],
    ['Tidewater Brokerage', 'Tidewater Holdings', '150 Granby Street', 'VA', 'Norfolk'],
    ['Westfield Asset Planning', 'Westfield Asset Planning', '88 Broad Street', 'OH', 'Columbus'],
    ['Willow Creek Investments', 'Willow Creek Investments', '401 Union Street', 'WA', 'Seattle'],
  ];
  return list.map(([firmNm, parentFirmNm, firmStNm, firmState, firmCity]) => ({
    firmNm,
    firmId: `F${hashId(`firm:${firmNm}`).slice(0, 7).toUpperCase()}`,
    parentFirmNm,
    parentFirmId: `F${hashId(`firm:${parentFirmNm}`).slice(0, 7).toUpperCase()}`,
    firmStNm,
    firmState,
    firmCity,
  }));
}

/** accounts spec 8.9 CTI_EMAILSUB_REG_1002: addresses of these domains are not firm-based. */
export const PERSONAL_EMAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'aol.com', 'icloud.com'];

export interface SeedContact {
  emailId: string;
  firstName: string;
  lastName: string;
  role: SubscriptionRole;
  contactStatusCd: 'Active' | 'Pending' | 'Disqualified' | 'Disqualified_By_Timeout';
  firmName?: string;
  /** Names of the publications held Active (literature as "{fund name}: {literature name}"). */
  holds: string[];
  /** The contact's id, when another record names it (a demo advisor's profile); otherwise one is made. */
  contactID?: string;
}

/** The contacts the store starts with: an existing advisor, an existing investor, and each status of 4.8. */
export const SEED_CONTACTS: readonly SeedContact[] = [
  {
    emailId: 'alex.morgan@harborwealth.com',
    firstName: 'Alex',
    lastName: 'Morgan',
    role: 'Advisor',
    contactStatusCd: 'Active',
    firmName: 'Harbor Wealth Partners',
    holds: ['Market Outlook', 'Fixed Income', 'Weekly Market Recap'],
  },
  {
    emailId: 'pat.lee@example.com',
    firstName: 'Pat',
    lastName: 'Lee',
    role: 'Non-Advisor',
    contactStatusCd: 'Active',
    holds: ['Retirement'],
  },
  {
    emailId: 'pending.advisor@northgateadvisory.com',
    firstName: 'Jordan',
    lastName: 'Reyes',
    role: 'Advisor',
    contactStatusCd: 'Pending',
    firmName: 'Northgate Advisory Group',
    holds: [],
  },
  {
    emailId: 'blocked.advisor@northgateadvisory.com',
    firstName: 'Casey',
    lastName: 'Blake',
    role: 'Advisor',
    contactStatusCd: 'Disqualified',
    firmName: 'Northgate Advisory Group',
    holds: [],
  },
  {
    emailId: 'expired.guest@summitridge.com',
    firstName: 'Robin',
    lastName: 'Hale',
    role: 'Advisor',
    contactStatusCd: 'Disqualified_By_Timeout',
    firmName: 'Summit Ridge Financial',
    holds: [],
  },
];

/**
 * The demo advisors of the login (data/advisors.ts) are contacts of the subscription centre too: an advisor's
 * profile names its contact id (accounts spec 3.2), under which the centre loads and saves what it holds.
 */
export function advisorContacts(): SeedContact[] {
  return DEMO_ADVISORS.flatMap(({ profile }) =>
    profile.emailId && profile.contactId
      ? [
          {
            emailId: profile.emailId,
            firstName: profile.firstNm ?? '',
            lastName: profile.lastNm ?? '',
            role: 'Advisor' as const,
            contactStatusCd: 'Active' as const,
            firmName: profile.firmNm ?? undefined,
            holds: [],
            contactID: profile.contactId,
          },
        ]
      : [],
  );
}

addDocumentSource(catalogueDocuments);
