import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { useAdvisorProfile } from '../../runtime/stores/advisor-profile';
import { refreshSession, useSession } from '../../runtime/stores/session';
import { activePublicationsOf, subscriptionsStore } from '../../runtime/stores/subscriptions';
import { signedInSubscriber, type SignedIn } from '../../services/subscription-records';

/** Who is signed in to the subscription centre (accounts spec 4.3, 6), kept in step with the session store. */
export function useSignedIn(): SignedIn | undefined {
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
  return useMemo(() => signedInSubscriber(session, session.contactId), [session]);
}

/** Who is signed in this moment, read from cookies and storage (a save checks it before it goes out). */
export function signedInNow(): SignedIn | undefined {
  const session = refreshSession();
  return signedInSubscriber(session, session.contactId);
}

/** What the signed-in visitor holds (undefined until loaded) and the contact id the service gave with it. */
export function useHeld(signedIn: SignedIn | undefined): {
  active: string[] | undefined;
  contactId: string | undefined;
} {
  const owner = signedIn?.profile.emailId;
  const { active, contactId } = useStore(
    subscriptionsStore,
    useShallow((s) => ({
      active: activePublicationsOf(s, owner),
      contactId: s.owner === owner ? s.contactId : undefined,
    })),
  );
  return { active, contactId: signedIn?.contactId ?? contactId };
}
