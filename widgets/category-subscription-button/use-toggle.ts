import { useState } from 'react';
import { useElement } from '../../runtime/define-element';
import type { FailureKind } from '../../runtime/element-context';
import { isAborted, ServiceError } from '../../runtime/http';
import { setActivePublications } from '../../runtime/stores/subscriptions';
import { useCallContext } from '../../runtime/use-call-context';
import { applyRecords, updateRecord } from '../../services/subscription-records';
import { updateSubscriptions } from '../../services/subscriptions';
import { analyticsCategory } from '../../services/subscription-vocabulary';
import type { events } from './element';
import type { Held } from './use-held';

export interface Toggle {
  saving: boolean;
  failed: boolean;
  toggle(): Promise<void>;
}

/**
 * A signed-in visitor's click (accounts spec 4.10): subscribed sends Inactive for what is held, unsubscribed sends
 * Active; the flag flips for every button of the page once the save succeeded; a failure shows the failure text.
 */
export function useToggle(
  held: Held,
  toggles: readonly string[],
  subscribed: boolean,
  category: string | undefined,
): Toggle {
  const { emit } = useElement<typeof events>();
  const callContext = useCallContext();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  async function toggle() {
    const { signedIn, active, contactId } = held;
    if (!signedIn || !active || !contactId) return;
    const now = new Date();
    const ids = subscribed ? toggles.filter((id) => active.includes(id)) : toggles;
    const records = ids.map((id) => updateRecord({ ...signedIn, contactId }, id, !subscribed, now));
    if (records.length === 0) return;
    setFailed(false);
    setSaving(true);
    try {
      await updateSubscriptions(records, callContext());
      // accounts spec 4.10: "The local checked/selected flag flips."
      setActivePublications(signedIn.profile.emailId, applyRecords(active, records));
      emit('toggle', {
        subscribed: !subscribed,
        publicationIds: records.map((record) => record.publicationID),
        category: category ? analyticsCategory(category) : null,
      });
    } catch (error) {
      if (isAborted(error)) return;
      setFailed(true);
      const kind: FailureKind = error instanceof ServiceError && error.kind !== 'aborted' ? error.kind : 'network';
      emit('error', { section: 'Subscriptions', kind });
    } finally {
      setSaving(false);
    }
  }

  return { saving, failed, toggle };
}
