import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { useAdvisorProfile } from '../../runtime/stores/advisor-profile';
import { useSession } from '../../runtime/stores/session';
import { activePublicationsOf, subscriptionsStore } from '../../runtime/stores/subscriptions';
import { signedInSubscriber, type SignedIn } from '../../services/subscription-records';

export interface Held {
  signedIn: SignedIn | undefined;
  /** What the signed-in visitor holds, as the page's <subscription-modal> loaded it; undefined until then. */
  active: string[] | undefined;
  /** The contact id to save with: the visitor's own, or the one the service gave with what they hold. */
  contactId: string | undefined;
}

/** Who is signed in to the subscription centre (accounts spec 4.3, 6) and what they hold. */
export function useHeld(): Held {
  // A logged-in advisor without a stored subscription profile subscribes with the advisor profile (loaded once).
  useAdvisorProfile();
  const session = useSession(
    useShallow((s) => ({
      subscriptionProfile: s.subscriptionProfile,
      advisor: s.advisor,
      profile: s.profile,
      contactId: s.contactId,
    })),
  );
  const signedIn = useMemo(() => signedInSubscriber(session, session.contactId), [session]);
  const owner = signedIn?.profile.emailId;
  const { active, given } = useStore(
    subscriptionsStore,
    useShallow((s) => ({ active: activePublicationsOf(s, owner), given: s.owner === owner ? s.contactId : undefined })),
  );
  return { signedIn, active, contactId: signedIn?.contactId ?? given };
}
