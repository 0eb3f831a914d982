/**
 * What a save sends (accounts spec 3.9, 4.10, 5.6) and what a contact holds (3.6, 3.7): plain functions, no fetch.
 */
import type { AdvisorProfile, SubscriptionProfile } from '../runtime/stores/session';
import type { CheckResult, SubscriptionItem } from './subscriptions';
import {
  PUBLICATION_KEYS,
  SUBSCRIPTION_LISTS,
  isActiveStatus,
  updateActor,
  type ChoosableRole,
  type SubscriptionStatus,
} from './subscription-vocabulary';

/** accounts spec 3.9 "Subscription update record". */
export interface UpdateRecord {
  wholeSalerID: string | null;
  contactID: string;
  publicationID: string;
  status: SubscriptionStatus;
  actor: ChoosableRole;
  /** ISO date-time. */
  updatedTimeStamp: string;
}

/** Who saves: the stored profile (role, wholesaler id) and the contact id. */
export interface Subscriber {
  profile: SubscriptionProfile;
  contactId: string;
}

/** accounts spec 3.7: the publication of an item, under whichever key its list uses. */
export function publicationOf(item: SubscriptionItem) {
  for (const key of PUBLICATION_KEYS) {
    const publication = item[key];
    if (publication) return publication;
  }
  return undefined;
}

/** Every item of a contact's lists (accounts spec 3.6), subscriptionsData included. */
export function subscriptionItems(result: CheckResult): SubscriptionItem[] {
  const items: SubscriptionItem[] = [];
  for (const list of SUBSCRIPTION_LISTS) items.push(...(result[list] ?? []));
  for (const group of result.subscriptionsData ?? []) items.push(...(group.subscriptions ?? []));
  return items;
}

/** The publication ids the contact holds an Active subscription to. */
export function activePublicationIds(result: CheckResult): string[] {
  const ids = new Set<string>();
  for (const item of subscriptionItems(result)) {
    const publication = publicationOf(item);
    if (publication && isActiveStatus(item.status)) ids.add(String(publication.publicationID));
  }
  return [...ids];
}

/**
 * accounts spec 3.9: {wholeSalerID, contactID, publicationID, status, actor, updatedTimeStamp}; the actor is
 * Advisor when the profile role is Advisor, otherwise Non-Advisor (spec 6).
 */
export function updateRecord(
  subscriber: Subscriber,
  publicationId: string,
  selected: boolean,
  now: Date,
): UpdateRecord {
  return {
    wholeSalerID: subscriber.profile.wholeSalerID ?? null,
    contactID: subscriber.contactId,
    publicationID: publicationId,
    status: selected ? 'Active' : 'Inactive',
    actor: updateActor(subscriber.profile.role),
    updatedTimeStamp: now.toISOString(),
  };
}

export interface Choice {
  id: string;
  selected: boolean;
}

/**
 * accounts spec 5.6: every selected publication is saved Active; an unselected one is included (Inactive) only
 * when the visitor currently holds an Active subscription to it. A publication listed twice counts once, selected
 * if selected anywhere. An empty result means nothing is sent ("Modify saves only when at least one subscription
 * record results").
 */
export function recordsToSave(
  choices: readonly Choice[],
  active: ReadonlySet<string>,
  subscriber: Subscriber,
  now: Date,
): UpdateRecord[] {
  const selected = new Map<string, boolean>();
  for (const choice of choices) selected.set(choice.id, (selected.get(choice.id) ?? false) || choice.selected);
  const records: UpdateRecord[] = [];
  for (const [id, isSelected] of selected) {
    if (isSelected || active.has(id)) records.push(updateRecord(subscriber, id, isSelected, now));
  }
  return records;
}

/** The active set after a save: what was saved Active is held, what was saved Inactive is not. */
export function applyRecords(active: readonly string[], records: readonly UpdateRecord[]): string[] {
  const next = new Set(active);
  for (const record of records) {
    if (record.status === 'Active') next.add(record.publicationID);
    else next.delete(record.publicationID);
  }
  return [...next];
}

/** The sign-in state the subscription centre reads (runtime/stores/session). */
export interface SignInState {
  subscriptionProfile: SubscriptionProfile | undefined;
  advisor: boolean;
  profile: AdvisorProfile | undefined;
}

/** A signed-in visitor: the stored profile and, when known, the contact id. */
export interface SignedIn {
  profile: SubscriptionProfile;
  contactId: string | undefined;
}

/**
 * Who is signed in to the subscription centre (accounts spec 4.3, 6): the stored subscription profile; else a
 * logged-in advisor whose profile was fetched (spec 3.2), as an Advisor with that profile's names, e-mail, firm and
 * contact id. Nobody otherwise.
 */
export function signedInSubscriber(session: SignInState, storedContactId: string | undefined): SignedIn | undefined {
  if (session.subscriptionProfile) return { profile: session.subscriptionProfile, contactId: storedContactId };
  const advisor = session.advisor ? session.profile : undefined;
  if (!advisor?.emailId) return undefined;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  return {
    profile: {
      firstName: text(advisor.preferredFirstNm) ?? text(advisor.firstNm) ?? '',
      lastName: text(advisor.lastNm) ?? '',
      emailId: advisor.emailId,
      token: null,
      wholeSalerID: null,
      role: 'Advisor',
      firmName: text(advisor.firmNm),
      firmId: text(advisor.firmId),
      parentFirmName: text(advisor.parentFirmNm),
      parentFirmId: text(advisor.parentFirmId),
    },
    contactId: text(advisor.contactId) ?? text(advisor.contactID) ?? storedContactId,
  };
}
