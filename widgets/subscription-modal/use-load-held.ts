import { isAborted, logRetrievalFailure, ServiceError } from '../../runtime/http';
import { getSession } from '../../runtime/stores/session';
import { forgetUnknownSubscriber, setActivePublications } from '../../runtime/stores/subscriptions';
import { useService } from '../../runtime/use-service';
import { activePublicationIds, type SignedIn } from '../../services/subscription-records';
import { contactIdOf, loadContactSubscriptions } from '../../services/subscriptions';

/**
 * Loads what the signed-in visitor holds and shares it with every button of the page (accounts spec 2.8: "When
 * logged in, it loads the profile and merges it with the category's subscriptions"). accounts spec 8.10: "Profile
 * load failure: logged only" - the visitor then holds nothing as far as the page knows. A stored subscription
 * profile the service knows no contact for is forgotten: the visitor signs in again through the modal's form.
 */
export function useLoadHeld(enabled: boolean, signedIn: SignedIn | undefined, active: string[] | undefined): void {
  useService(
    async (context) => {
      if (!signedIn) return false;
      let ids: string[] = [];
      let contactId: string | undefined;
      try {
        const result = await loadContactSubscriptions(signedIn.profile, signedIn.contactId, context);
        if (!result) {
          const stored = getSession().subscriptionProfile;
          if (stored?.emailId === signedIn.profile.emailId) {
            forgetUnknownSubscriber(stored);
            return true;
          }
        } else {
          ids = activePublicationIds(result);
          contactId = contactIdOf(result);
        }
      } catch (error) {
        if (isAborted(error)) throw error;
        logRetrievalFailure(error instanceof ServiceError ? error : new ServiceError('malformed', '', String(error)));
      }
      setActivePublications(signedIn.profile.emailId, ids, contactId);
      return true;
    },
    [signedIn],
    { enabled: enabled && Boolean(signedIn) && active === undefined, failure: { show: 'log', empty: false } },
  );
}
