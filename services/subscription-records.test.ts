import { describe, expect, it } from 'vitest';
import type { SubscriptionProfile } from '../runtime/stores/session';
import type { CheckResult } from './subscriptions';
import {
  activePublicationIds,
  applyRecords,
  recordsToSave,
  signedInSubscriber,
  updateRecord,
} from './subscription-records';

const PROFILE: SubscriptionProfile = {
  firstName: 'Jane',
  lastName: 'Doe',
  emailId: 'jane@harborwealth.com',
  token: null,
  wholeSalerID: null,
  role: 'Advisor',
};
const NOW = new Date('2026-04-05T06:07:08.009Z');
const subscriber = { profile: PROFILE, contactId: 'C1' };

describe('the update record (accounts spec 3.9, 6)', () => {
  it('carries the contact, the publication, the status, the actor and an ISO timestamp', () => {
    expect(updateRecord(subscriber, 'P1', true, NOW)).toEqual({
      wholeSalerID: null,
      contactID: 'C1',
      publicationID: 'P1',
      status: 'Active',
      actor: 'Advisor',
      updatedTimeStamp: '2026-04-05T06:07:08.009Z',
    });
  });

  it('the actor is Advisor for an Advisor and Non-Advisor otherwise, a wholesaler included', () => {
    expect(
      updateRecord({ ...subscriber, profile: { ...PROFILE, role: 'Non-Advisor' } }, 'P', false, NOW),
    ).toMatchObject({
      actor: 'Non-Advisor',
      status: 'Inactive',
    });
    expect(
      updateRecord({ ...subscriber, profile: { ...PROFILE, role: 'Employee', wholeSalerID: 'W7' } }, 'P', true, NOW),
    ).toMatchObject({ actor: 'Non-Advisor', wholeSalerID: 'W7' });
  });
});

describe('saving (accounts spec 5.6)', () => {
  it('saves every selected publication Active', () => {
    const records = recordsToSave([{ id: 'A', selected: true }], new Set(['A']), subscriber, NOW);
    expect(records.map((r) => [r.publicationID, r.status])).toEqual([['A', 'Active']]);
  });

  it('includes an unselected publication only when it is currently Active (to unsubscribe it)', () => {
    const records = recordsToSave(
      [
        { id: 'held', selected: false },
        { id: 'never', selected: false },
        { id: 'new', selected: true },
      ],
      new Set(['held']),
      subscriber,
      NOW,
    );
    expect(records.map((r) => [r.publicationID, r.status])).toEqual([
      ['held', 'Inactive'],
      ['new', 'Active'],
    ]);
  });

  it('results in no record when nothing is selected and nothing held (so nothing is sent)', () => {
    expect(recordsToSave([{ id: 'A', selected: false }], new Set(), subscriber, NOW)).toEqual([]);
  });

  it('counts a publication listed twice once, selected if selected anywhere', () => {
    const records = recordsToSave(
      [
        { id: 'A', selected: false },
        { id: 'A', selected: true },
      ],
      new Set(),
      subscriber,
      NOW,
    );
    expect(records).toHaveLength(1);
    expect(records[0]?.status).toBe('Active');
  });

  it('the held set after a save: Active added, Inactive removed', () => {
    const records = [updateRecord(subscriber, 'B', true, NOW), updateRecord(subscriber, 'A', false, NOW)];
    expect(applyRecords(['A', 'C'], records).sort()).toEqual(['B', 'C']);
  });
});

describe("a contact's publications (accounts spec 3.6, 3.7)", () => {
  it('collects the Active ones of every list and of subscriptionsData, whatever the publication key', () => {
    const result: CheckResult = {
      topicSubscriptions: [{ status: 'Active', topicPublication: { publicationID: 'T1' } }],
      authorSubscriptions: [{ status: 'InActive', authorPublication: { publicationID: 'A1' } }],
      productLiteratureSubscriptions: [{ status: 'active', productLiteraturePublication: { publicationID: 7 } }],
      subscriptions: [{ status: 'Inactive', publication: { publicationID: 'S1' } }],
      subscriptionsData: [
        {
          publicationType: 'Market Result',
          subscriptions: [{ status: 'Active', publication: { publicationID: 'M1' } }],
        },
      ],
    };
    expect(activePublicationIds(result).sort()).toEqual(['7', 'M1', 'T1']);
  });
});

describe('who is signed in (accounts spec 4.3, 6)', () => {
  it('the stored subscription profile, with the stored contact id', () => {
    expect(signedInSubscriber({ subscriptionProfile: PROFILE, advisor: false, profile: undefined }, 'C5')).toEqual({
      profile: PROFILE,
      contactId: 'C5',
    });
  });

  it('else a logged-in advisor with a fetched profile, as an Advisor', () => {
    const signedIn = signedInSubscriber(
      {
        subscriptionProfile: undefined,
        advisor: true,
        profile: {
          emailId: 'ann@firm.com',
          firstNm: 'Ann',
          preferredFirstNm: 'Annie',
          lastNm: 'Lo',
          firmNm: 'Firm',
          contactId: 'C9',
        },
      },
      undefined,
    );
    expect(signedIn).toEqual({
      profile: {
        firstName: 'Annie',
        lastName: 'Lo',
        emailId: 'ann@firm.com',
        token: null,
        wholeSalerID: null,
        role: 'Advisor',
        firmName: 'Firm',
        firmId: null,
        parentFirmName: null,
        parentFirmId: null,
      },
      contactId: 'C9',
    });
  });

  it('nobody without either', () => {
    expect(
      signedInSubscriber({ subscriptionProfile: undefined, advisor: true, profile: undefined }, 'C1'),
    ).toBeUndefined();
    expect(
      signedInSubscriber({ subscriptionProfile: undefined, advisor: false, profile: undefined }, 'C1'),
    ).toBeUndefined();
  });
});
