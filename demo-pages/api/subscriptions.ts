/**
 * The subscription centre's fixture backend (accounts spec 7.4, 8.9): a stateful contact store behind
 * /api/checkSubscriptions, /api/getSubscriptions, /api/subscriptionsRegistration and /api/updateSubscriptions,
 * the firms list (/advexp.svc/firms), and what tests read back:
 *
 *   GET    /__fixtures/subscriptions/updates[?contactId=]   every update body received, newest first
 *   GET    /__fixtures/subscriptions/registrations          every registration received, newest first
 *   GET    /__fixtures/subscriptions/publications           the publications {publicationID, name, category, fund}
 *   GET    /__fixtures/subscriptions/contacts/{email}       a contact and the publications it holds Active
 *   POST   /__fixtures/subscriptions/contacts               adds a contact {emailId, firstName, lastName, role,
 *                                                            contactStatusCd?, holds?: names}
 *   DELETE /__fixtures/subscriptions                        back to the seed contacts, logs emptied
 *
 * Branches (accounts spec 8.9): an unknown e-mail is "contact not found" (then registration); a Financial
 * Professional registering with a personal e-mail domain gets CTI_EMAILSUB_REG_1002 with status 400; the seed
 * contacts include an existing advisor, an existing investor, a pending, a disqualified and a timed-out contact.
 */
import { Hono, type Context } from 'hono';
import {
  CONTACT_STATUSES,
  NON_FIRM_DOMAIN_DETAILS,
  SUBSCRIPTION_ERROR_CODES,
  SUBSCRIPTION_ROLES,
  type ContactStatus,
  type SubscriptionRole,
} from '../../services/subscription-vocabulary';
import {
  PERSONAL_EMAIL_DOMAINS,
  SEED_CONTACTS,
  advisorContacts,
  firms,
  fixturePublications,
  type FixturePublication,
  type SeedContact,
} from './data/subscriptions';
// The fund literature section the accordion reads joins the content repository.
import './data/literature-section';

export interface StoredContact {
  contactID: string;
  firstName: string;
  lastName: string;
  emailId: string;
  role: SubscriptionRole;
  source: 'WEB' | 'ESC';
  contactStatusCd: ContactStatus;
  firmName: string | null;
  /** Publication id -> the status last saved. */
  statuses: Map<string, 'Active' | 'Inactive'>;
}

export interface ReceivedUpdate {
  receivedAt: string;
  subscriptions: Array<Record<string, unknown>>;
}

export interface SubscriptionStore {
  byEmail(email: string): StoredContact | undefined;
  byId(contactId: string): StoredContact | undefined;
  add(seed: SeedContact, source?: 'WEB' | 'ESC'): StoredContact;
  publications: ReadonlyMap<string, FixturePublication>;
  updates: ReceivedUpdate[];
  registrations: Array<{ receivedAt: string; profile: Record<string, unknown>; contactId: string | null }>;
  reset(): void;
}

export function createSubscriptionStore(): SubscriptionStore {
  const publications = new Map(fixturePublications().map((p) => [p.publicationID, p]));
  const byName = (name: string) =>
    [...publications.values()].find((p) => p.name === name || (p.fund && `${p.fund.name}: ${p.name}` === name));
  let contacts = new Map<string, StoredContact>();
  let sequence = 0;
  const store: SubscriptionStore = {
    byEmail: (email) => contacts.get(email.trim().toLowerCase()),
    byId: (contactId) => [...contacts.values()].find((contact) => contact.contactID === contactId),
    add(seed, source = 'ESC') {
      sequence += 1;
      const statuses = new Map<string, 'Active' | 'Inactive'>();
      for (const name of seed.holds) {
        const publication = byName(name);
        if (!publication) throw new Error(`No fixture publication named "${name}"`);
        statuses.set(publication.publicationID, 'Active');
      }
      const contact: StoredContact = {
        contactID: seed.contactID ?? `003CM${String(100000 + sequence)}`,
        firstName: seed.firstName,
        lastName: seed.lastName,
        emailId: seed.emailId.trim(),
        role: seed.role,
        source,
        contactStatusCd: seed.contactStatusCd,
        firmName: seed.firmName ?? null,
        statuses,
      };
      contacts.set(contact.emailId.toLowerCase(), contact);
      return contact;
    },
    publications,
    updates: [],
    registrations: [],
    reset() {
      contacts = new Map();
      sequence = 0;
      store.updates.length = 0;
      store.registrations.length = 0;
      for (const seed of [...SEED_CONTACTS, ...advisorContacts()]) store.add(seed, 'WEB');
    },
  };
  store.reset();
  return store;
}

/** accounts spec 3.7: the list and publication key of a publication, by its category. */
function listOf(publication: FixturePublication): { list: string; key: string } | { type: string } {
  switch (publication.category) {
    case 'Thought Leadership':
      return { list: 'thoughtLeadershipSubscriptions', key: 'thoughtLeadershipPublication' };
    case 'Author':
      return { list: 'authorSubscriptions', key: 'authorPublication' };
    case 'Topic':
      return { list: 'topicSubscriptions', key: 'topicPublication' };
    case 'Literature':
      return { list: 'productLiteratureSubscriptions', key: 'productLiteraturePublication' };
    case 'Market Results':
      return { type: 'Market Result' };
    default:
      return { type: 'ProductUpdates' };
  }
}

/** accounts spec 3.6: a contact as the check and getSubscriptions answer it. */
export function contactValue(contact: StoredContact, publications: ReadonlyMap<string, FixturePublication>) {
  const value: Record<string, unknown> = {
    contactID: contact.contactID,
    firstName: contact.firstName,
    lastName: contact.lastName,
    emailId: contact.emailId,
    role: contact.role,
    source: contact.source,
    contactStatusCd: contact.contactStatusCd,
    subscriptionsEnabled: 'Y',
    emailOptoutEnabled: 'N',
    topicSubscriptions: [],
    thoughtLeadershipSubscriptions: [],
    authorSubscriptions: [],
    productLiteratureSubscriptions: [],
    printSubcriptions: [],
    subscriptions: [],
  };
  const data = new Map<string, unknown[]>();
  for (const [id, status] of contact.statuses) {
    const publication = publications.get(id);
    if (!publication) continue;
    const place = listOf(publication);
    const body = {
      publicationID: id,
      name: publication.name,
      description: '',
      frequency: publication.frequency,
      availableRoles: publication.availableRoles,
      publicationType: 'list' in place ? publication.category : place.type,
      sortOrder: 0,
      ...(publication.fund ? { productObj: publication.fund } : {}),
    };
    if ('list' in place) {
      (value[place.list] as unknown[]).push({ status, wholeSalerID: null, [place.key]: body });
    } else {
      data.set(place.type, [...(data.get(place.type) ?? []), { status, wholeSalerID: null, publication: body }]);
    }
  }
  value.subscriptionsData = [...data].map(([publicationType, subscriptions]) => ({ publicationType, subscriptions }));
  return value;
}

const failure = (code: string, message: string) => ({ error: { details: { code, message } } });

async function jsonBody(c: Context): Promise<Record<string, unknown> | undefined> {
  const body: unknown = await c.req.json().catch(() => undefined);
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const isRole = (value: unknown): value is SubscriptionRole => SUBSCRIPTION_ROLES.includes(value as SubscriptionRole);
const isIsoTime = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value);

/** What is wrong with an update body, one line per problem. */
export function updateProblems(body: Record<string, unknown> | undefined, store: SubscriptionStore): string[] {
  const records = body?.subscriptions;
  if (!Array.isArray(records) || records.length === 0) return ['the body must be {"subscriptions": [record, ...]}'];
  return records.flatMap((record: Record<string, unknown>, index) => {
    const problems: string[] = [];
    const at = `subscriptions[${index}]`;
    if (!store.byId(text(record.contactID))) problems.push(`${at}.contactID is no known contact`);
    if (!store.publications.has(text(record.publicationID)))
      problems.push(`${at}.publicationID is no known publication`);
    if (record.status !== 'Active' && record.status !== 'Inactive')
      problems.push(`${at}.status must be Active or Inactive`);
    if (record.actor !== 'Advisor' && record.actor !== 'Non-Advisor')
      problems.push(`${at}.actor must be Advisor or Non-Advisor`);
    if (!isIsoTime(record.updatedTimeStamp)) problems.push(`${at}.updatedTimeStamp must be an ISO date-time`);
    if (!('wholeSalerID' in record)) problems.push(`${at}.wholeSalerID is missing`);
    return problems;
  });
}

export function subscriptionRoutes(store: SubscriptionStore): Hono {
  const routes = new Hono();
  const noStore = async (c: Context, next: () => Promise<void>) => {
    await next();
    c.header('Cache-Control', 'no-store');
  };
  routes.use('/api/*', noStore);
  routes.use('/__fixtures/*', noStore);

  routes.post('/api/checkSubscriptions', async (c) => {
    const profile = await jsonBody(c);
    const email = text(profile?.emailId);
    // accounts spec 7.4: "an empty value when there is no profile".
    if (!email) return c.json({ value: {} });
    const contact = store.byEmail(email);
    if (!contact) return c.json(failure(SUBSCRIPTION_ERROR_CODES.contactNotFound, `No contact for ${email}`));
    return c.json({ value: contactValue(contact, store.publications) });
  });

  routes.get('/api/getSubscriptions', (c) => {
    const contact = store.byId(c.req.query('contactId') ?? '');
    if (!contact || c.req.query('type') !== 'All') {
      return c.json({ status: 404, error: 'Not Found', message: 'No such contact' }, 404);
    }
    return c.json({ value: contactValue(contact, store.publications) });
  });

  routes.post('/api/subscriptionsRegistration', async (c) => {
    const profile = (await jsonBody(c)) ?? {};
    const email = text(profile.emailId);
    const role = profile.role;
    const record = (contactId: string | null) =>
      store.registrations.unshift({ receivedAt: new Date().toISOString(), profile, contactId });
    if (!text(profile.firstName) || !text(profile.lastName) || !email.includes('@') || !isRole(role)) {
      record(null);
      return c.json(
        { status: 400, error: 'Bad Request', message: 'firstName, lastName, emailId and role are required' },
        400,
      );
    }
    const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
    if (role === 'Advisor' && PERSONAL_EMAIL_DOMAINS.includes(domain)) {
      record(null);
      // accounts spec 8.9, products spec 8: 400 "Bad Request", details code CTI_EMAILSUB_REG_1002 "Invalid request".
      return c.json(
        {
          status: 400,
          error: {
            status: 400,
            message: 'Bad Request',
            details: { code: SUBSCRIPTION_ERROR_CODES.nonFirmDomain, message: NON_FIRM_DOMAIN_DETAILS },
          },
        },
        400,
      );
    }
    const contact =
      store.byEmail(email) ??
      store.add({
        emailId: email,
        firstName: text(profile.firstName),
        lastName: text(profile.lastName),
        role,
        contactStatusCd: 'Pending',
        ...(text(profile.firmName) ? { firmName: text(profile.firmName) } : {}),
        holds: [],
      });
    record(contact.contactID);
    return c.json({ value: { contactId: contact.contactID } });
  });

  routes.post('/api/updateSubscriptions', async (c) => {
    const body = await jsonBody(c);
    const problems = updateProblems(body, store);
    if (problems.length) return c.json({ status: 400, error: 'Bad Request', problems }, 400);
    const records = body?.subscriptions as Array<Record<string, unknown>>;
    for (const record of records) {
      store
        .byId(text(record.contactID))
        ?.statuses.set(text(record.publicationID), record.status as 'Active' | 'Inactive');
    }
    store.updates.unshift({ receivedAt: new Date().toISOString(), subscriptions: records });
    return c.json({ value: { status: 'SUCCESS', count: records.length } });
  });

  routes.post('/advexp.svc/firms', (c) => c.json({ value: { firms: firms() } }));

  routes.get('/__fixtures/subscriptions/updates', (c) => {
    const contactId = c.req.query('contactId');
    const updates = contactId
      ? store.updates
          .map((update) => ({
            ...update,
            subscriptions: update.subscriptions.filter((r) => r.contactID === contactId),
          }))
          .filter((update) => update.subscriptions.length > 0)
      : store.updates;
    return c.json({ updates });
  });
  routes.get('/__fixtures/subscriptions/registrations', (c) => c.json({ registrations: store.registrations }));
  routes.get('/__fixtures/subscriptions/publications', (c) =>
    c.json({ publications: [...store.publications.values()] }),
  );
  routes.get('/__fixtures/subscriptions/contacts/:email', (c) => {
    const contact = store.byEmail(c.req.param('email'));
    if (!contact) return c.json({ status: 404, error: 'Not Found', message: 'No such contact' }, 404);
    const active = [...contact.statuses].filter(([, status]) => status === 'Active').map(([id]) => id);
    return c.json({ ...contact, statuses: undefined, active });
  });
  routes.post('/__fixtures/subscriptions/contacts', async (c) => {
    const body = (await jsonBody(c)) ?? {};
    const status = (body.contactStatusCd ?? 'Active') as ContactStatus;
    if (!text(body.emailId).includes('@') || !isRole(body.role) || !CONTACT_STATUSES.includes(status)) {
      return c.json(
        { status: 400, error: 'Bad Request', message: 'emailId, role and a contact status are required' },
        400,
      );
    }
    if (store.byEmail(text(body.emailId)))
      return c.json({ status: 409, error: 'Conflict', message: 'The e-mail is taken' }, 409);
    try {
      const contact = store.add({
        emailId: text(body.emailId),
        firstName: text(body.firstName) || 'Test',
        lastName: text(body.lastName) || 'Visitor',
        role: body.role,
        contactStatusCd: status,
        holds: Array.isArray(body.holds) ? body.holds.map(String) : [],
      });
      return c.json({ contactID: contact.contactID }, 201);
    } catch (error) {
      return c.json({ status: 400, error: 'Bad Request', message: (error as Error).message }, 400);
    }
  });
  routes.delete('/__fixtures/subscriptions', (c) => {
    store.reset();
    return c.json({ ok: true });
  });
  return routes;
}
