import { describe, expect, it } from 'vitest';
import { z } from '../../runtime/zod';
import { catalogueScope, SUBSCRIPTION_ERROR_CODES } from '../../services/subscription-vocabulary';
import { checkResultSchema, firmSchema } from '../../services/subscriptions';
import { activePublicationIds } from '../../services/subscription-records';
import { parseCatalogue } from '../../services/subscription-catalogue';
import { createApp } from './app';
import { SEED_CONTACTS } from './data/subscriptions';

const json = (body: unknown) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
});

async function setup() {
  const app = createApp();
  const publications = (
    (await (await app.request('/__fixtures/subscriptions/publications')).json()) as {
      publications: Array<{ publicationID: string; name: string; fund?: { name: string } }>;
    }
  ).publications;
  const idOf = (name: string) => publications.find((p) => p.name === name && !p.fund)?.publicationID ?? '';
  return { app, publications, idOf };
}

describe('the profile check (accounts spec 7.4, 8.9)', () => {
  it('answers an existing advisor with the 3.6 result the service schema reads, holdings in their lists', async () => {
    const { app, idOf } = await setup();
    const response = await app.request('/api/checkSubscriptions', json({ emailId: 'Alex.Morgan@harborwealth.com' }));
    const value = z.parse(checkResultSchema, ((await response.json()) as { value: unknown }).value);
    expect(value).toMatchObject({ role: 'Advisor', contactStatusCd: 'Active', firstName: 'Alex', source: 'WEB' });
    expect(value.thoughtLeadershipSubscriptions?.[0]?.thoughtLeadershipPublication?.name).toBe('Market Outlook');
    expect(value.subscriptionsData?.[0]?.publicationType).toBe('Market Result');
    expect(activePublicationIds(value).sort()).toEqual(
      [idOf('Market Outlook'), idOf('Fixed Income'), idOf('Weekly Market Recap')].sort(),
    );
  });

  it('reaches every contact status of the seed: investor, pending, disqualified, timed out', async () => {
    const { app } = await setup();
    const statuses: Record<string, string> = {};
    for (const seed of SEED_CONTACTS) {
      const response = await app.request('/api/checkSubscriptions', json({ emailId: seed.emailId }));
      const value = ((await response.json()) as { value: { role: string; contactStatusCd: string } }).value;
      statuses[`${value.role} ${value.contactStatusCd}`] = seed.emailId;
    }
    expect(Object.keys(statuses).sort()).toEqual([
      'Advisor Active',
      'Advisor Disqualified',
      'Advisor Disqualified_By_Timeout',
      'Advisor Pending',
      'Non-Advisor Active',
    ]);
  });

  it('says "contact not found" with its code for an unknown e-mail, and an empty value without a profile', async () => {
    const { app } = await setup();
    const unknown = await app.request('/api/checkSubscriptions', json({ emailId: 'new.person@harborwealth.com' }));
    expect(await unknown.json()).toMatchObject({
      error: { details: { code: SUBSCRIPTION_ERROR_CODES.contactNotFound } },
    });
    const empty = await app.request('/api/checkSubscriptions', json({}));
    expect(await empty.json()).toEqual({ value: {} });
  });
});

describe('registration (accounts spec 7.4, 8.9)', () => {
  it('registers an unknown e-mail as a Pending contact that the check then finds', async () => {
    const { app } = await setup();
    const profile = { firstName: 'Jane', lastName: 'Doe', emailId: 'jane.doe@harborwealth.com', role: 'Advisor' };
    const response = await app.request('/api/subscriptionsRegistration', json(profile));
    const { value } = (await response.json()) as { value: { contactId: string } };
    expect(value.contactId).toMatch(/^003CM\d+$/);
    const check = await app.request('/api/checkSubscriptions', json(profile));
    expect(await check.json()).toMatchObject({ value: { contactID: value.contactId, contactStatusCd: 'Pending' } });
    const log = (await (await app.request('/__fixtures/subscriptions/registrations')).json()) as {
      registrations: Array<{ profile: unknown; contactId: string }>;
    };
    expect(log.registrations[0]).toMatchObject({ profile, contactId: value.contactId });
  });

  it('refuses a Financial Professional with a personal domain: 400 with CTI_EMAILSUB_REG_1002 "Invalid request"', async () => {
    const { app } = await setup();
    const response = await app.request(
      '/api/subscriptionsRegistration',
      json({ firstName: 'Jo', lastName: 'Ng', emailId: 'jo.ng@gmail.com', role: 'Advisor' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { message: 'Bad Request', details: { code: 'CTI_EMAILSUB_REG_1002', message: 'Invalid request' } },
    });
    const investor = await app.request(
      '/api/subscriptionsRegistration',
      json({ firstName: 'Jo', lastName: 'Ng', emailId: 'jo.ng@gmail.com', role: 'Non-Advisor' }),
    );
    expect(investor.status).toBe(200);
  });
});

describe('saving (accounts spec 3.9, 7.4)', () => {
  it('applies the update records, logs the body for tests, and getSubscriptions shows the result', async () => {
    const { app, idOf } = await setup();
    const contactID = '003CM100001';
    const records = [
      {
        wholeSalerID: null,
        contactID,
        publicationID: idOf('Equity'),
        status: 'Active',
        actor: 'Advisor',
        updatedTimeStamp: '2026-03-02T10:00:00.000Z',
      },
      {
        wholeSalerID: null,
        contactID,
        publicationID: idOf('Fixed Income'),
        status: 'Inactive',
        actor: 'Advisor',
        updatedTimeStamp: '2026-03-02T10:00:00.000Z',
      },
    ];
    expect((await app.request('/api/updateSubscriptions', json({ subscriptions: records }))).status).toBe(200);
    const log = (await (await app.request(`/__fixtures/subscriptions/updates?contactId=${contactID}`)).json()) as {
      updates: Array<{ subscriptions: unknown[] }>;
    };
    expect(log.updates[0]?.subscriptions).toEqual(records);
    const result = await app.request(`/api/getSubscriptions?contactId=${contactID}&type=All`);
    const value = z.parse(checkResultSchema, ((await result.json()) as { value: unknown }).value);
    expect(activePublicationIds(value)).toContain(idOf('Equity'));
    expect(activePublicationIds(value)).not.toContain(idOf('Fixed Income'));
  });

  it('refuses a record that is not of the 3.9 shape, naming each problem', async () => {
    const { app } = await setup();
    const response = await app.request(
      '/api/updateSubscriptions',
      json({ subscriptions: [{ contactID: 'nobody', publicationID: 'x', status: 'On', actor: 'Employee' }] }),
    );
    expect(response.status).toBe(400);
    const { problems } = (await response.json()) as { problems: string[] };
    expect(problems).toEqual([
      'subscriptions[0].contactID is no known contact',
      'subscriptions[0].publicationID is no known publication',
      'subscriptions[0].status must be Active or Inactive',
      'subscriptions[0].actor must be Advisor or Non-Advisor',
      'subscriptions[0].updatedTimeStamp must be an ISO date-time',
      'subscriptions[0].wholeSalerID is missing',
    ]);
  });
});

describe('catalogue, firms, page ids and the test routes', () => {
  it('serves the catalogue on {cmsBase} with the fields the catalogue parser reads', async () => {
    const { app } = await setup();
    const response = await app.request(`/site/resourceapi/halapi/documents?_scope=${catalogueScope('cm')}&_limit=-1`, {
      headers: { 'HST-Authorization': 'demo' },
    });
    const { _embedded } = (await response.json()) as { _embedded: { documents: never[] } };
    const catalogue = parseCatalogue(_embedded.documents, 'cm');
    expect(catalogue.subscriptions.map((s) => s.name)).toContain('Blog: Latest Insights');
    // The inactive author subscription is in the repository but not offered.
    expect(catalogue.subscriptions.map((s) => s.name)).not.toContain('Author: Daniel Ruiz, CFA');
    // Five mutual funds, three collective investment trusts and three stable value funds.
    expect(catalogue.funds.length).toBe(11);
    expect(catalogue.funds[0]?.literature.map((l) => l.name)).not.toContain('Summary Prospectus');
  });

  it('answers the firms list with the 3.4 fields', async () => {
    const { app } = await setup();
    const { value } = (await (await app.request('/advexp.svc/firms', json({}))).json()) as {
      value: { firms: unknown[] };
    };
    expect(value.firms.length).toBeGreaterThan(10);
    for (const firm of value.firms) expect(z.safeParse(firmSchema, firm).success).toBe(true);
  });

  it('lets a test add a contact holding named publications, and read it back', async () => {
    const { app, idOf } = await setup();
    const created = await app.request(
      '/__fixtures/subscriptions/contacts',
      json({ emailId: 'sam@northgateadvisory.com', role: 'Advisor', holds: ['Equity'] }),
    );
    expect(created.status).toBe(201);
    const contact = (await (
      await app.request('/__fixtures/subscriptions/contacts/sam@northgateadvisory.com')
    ).json()) as {
      active: string[];
    };
    expect(contact.active).toEqual([idOf('Equity')]);
    expect(
      (
        await app.request(
          '/__fixtures/subscriptions/contacts',
          json({ emailId: 'sam@northgateadvisory.com', role: 'Advisor' }),
        )
      ).status,
    ).toBe(409);
  });

  it('every subscription route honours the fault switch', async () => {
    const { app } = await setup();
    const response = await app.request('/api/checkSubscriptions', {
      ...json({ emailId: 'alex.morgan@harborwealth.com' }),
      headers: { 'content-type': 'application/json', 'x-fault': '500@/api/checkSubscriptions' },
    });
    expect(response.status).toBe(500);
  });
});
