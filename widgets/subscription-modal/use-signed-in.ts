import { useMemo } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { getSession, getSubscriberContactId, sessionStore } from '../../runtime/stores/session';
import { activePublicationsOf, subscriptionsStore } from '../../runtime/stores/subscriptions';
import { signedInSubscriber, type SignedIn } from '../../services/subscription-records';

/** Who is signed in to the subscription centre (accounts spec 4.3, 6), kept in step with the session store. */
export function useSignedIn(): SignedIn | undefined {
  // The session is read from cookies and storage the first time an element asks.
  getSession();
  const session = useStore(
    sessionStore,
    useShallow((s) => ({ subscriptionProfile: s.subscriptionProfile, advisor: s.advisor, profile: s.profile })),
  );
  return useMemo(() => signedInSubscriber(session, getSubscriberContactId()), [session]);
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
