import { useState } from 'react';
import { useElement } from '../../runtime/define-element';
import { isAborted } from '../../runtime/http';
import { setActivePublications } from '../../runtime/stores/subscriptions';
import { useCallContext } from '../../runtime/use-call-context';
import {
  applyRecords,
  recordsToSave,
  type SignedIn,
  type Subscriber,
  type UpdateRecord,
} from '../../services/subscription-records';
import { updateSubscriptions } from '../../services/subscriptions';
import { listedIds, type ChoiceGroup } from './choices';
import type { events } from './element';
import { failureKind } from './ManageLink';
import { sameVisitor } from './SignedInAs';
import { signedInNow } from './use-signed-in';

export interface Preferences {
  isChecked(id: string): boolean;
  toggle(id: string, checked: boolean): void;
  /** accounts spec 5.6: the records a save would send now (none: nothing is sent). */
  pending(subscriber: Subscriber, held: readonly string[]): UpdateRecord[];
  /** Sends the records (when there are any) and shares the result with the page's buttons. */
  save(subscriber: Subscriber, held: readonly string[]): Promise<UpdateRecord[]>;
  /** Forgets what the visitor ticked (another visitor's preferences show). */
  reset(): void;
}

/**
 * The checkboxes of the listed groups: each shows `defaults` (what the visitor holds, or what a button asked to
 * check) until the visitor ticks it; a save sends what 5.6 asks and starts again from the saved state.
 */
export function usePreferences(groups: readonly ChoiceGroup[], defaults: ReadonlySet<string>): Preferences {
  const [ticked, setTicked] = useState<ReadonlyMap<string, boolean>>(new Map());
  const callContext = useCallContext();
  const isChecked = (id: string) => ticked.get(id) ?? defaults.has(id);
  const pending = (subscriber: Subscriber, held: readonly string[]) =>
    recordsToSave(
      listedIds(groups).map((id) => ({ id, selected: isChecked(id) })),
      new Set(held),
      subscriber,
      new Date(),
    );
  return {
    isChecked,
    toggle: (id, checked) => setTicked((current) => new Map(current).set(id, checked)),
    reset: () => setTicked(new Map()),
    pending,
    async save(subscriber, held) {
      const records = pending(subscriber, held);
      if (records.length > 0) await updateSubscriptions(records, callContext());
      setActivePublications(subscriber.profile.emailId, applyRecords(held, records), subscriber.contactId);
      setTicked(new Map());
      return records;
    },
  };
}

export interface SaveStatus {
  saving: boolean;
  /** The success notice of the last save that sent records. */
  notice: string | undefined;
  /** The last save succeeded with nothing to send (nothing chosen at sign-in). */
  unchanged: boolean;
  failed: boolean;
  /** Saves (accounts spec 5.6); true when it succeeded. The notice shows only when records were sent. */
  run(subscriber: SignedIn | undefined, held: readonly string[], notice: string): Promise<boolean>;
}

/**
 * A save of the preferences as the visitor sees it: saving, the success notice or the failure, and the events.
 * `failedBefore`: a save made before the view showed (the deep link's) failed, and the view starts by saying so.
 */
export function useSaveStatus(preferences: Preferences, failedBefore = false): SaveStatus {
  const { emit } = useElement<typeof events>();
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [unchanged, setUnchanged] = useState(false);
  const [failed, setFailed] = useState(failedBefore);

  async function run(subscriber: SignedIn | undefined, held: readonly string[], text: string): Promise<boolean> {
    setNotice(undefined);
    setUnchanged(false);
    setFailed(false);
    setSaving(true);
    try {
      const contactId = subscriber?.contactId;
      if (!subscriber || !contactId) throw new Error('No contact id to save with');
      // Another window may have signed someone else in since the view was drawn: nothing is saved under them.
      if (!sameVisitor({ profile: subscriber.profile, contactId }, signedInNow())) return false;
      const records = await preferences.save({ profile: subscriber.profile, contactId }, held);
      if (records.length === 0) setUnchanged(true);
      else {
        setNotice(text);
        emit('save', {
          active: records.filter((record) => record.status === 'Active').map((record) => record.publicationID),
          inactive: records.filter((record) => record.status === 'Inactive').map((record) => record.publicationID),
        });
      }
      return true;
    } catch (error) {
      if (isAborted(error)) return false;
      setFailed(true);
      emit('error', { section: 'Subscriptions', kind: failureKind(error) });
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { saving, notice, unchanged, failed, run };
}
