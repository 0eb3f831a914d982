import { isAborted, logRetrievalFailure, ServiceError } from '../../runtime/http';
import { setActivePublications } from '../../runtime/stores/subscriptions';
import { useService } from '../../runtime/use-service';
import { activePublicationIds, type SignedIn } from '../../services/subscription-records';
import { contactIdOf, loadContactSubscriptions } from '../../services/subscriptions';

/**
 * Loads what the signed-in visitor holds and shares it with every button of the page (accounts spec 2.8: "When
 * logged in, it loads the profile and merges it with the category's subscriptions"). accounts spec 8.10: "Profile
 * load failure: logged only" - the visitor then holds nothing as far as the page knows.
 */
export function useLoadHeld(enabled: boolean, signedIn: SignedIn | undefined, active: string[] | undefined): void {
  useService(
    async (context) => {
      if (!signedIn) return false;
      let ids: string[] = [];
      let contactId: string | undefined;
      try {
        const result = await loadContactSubscriptions(signedIn.profile, signedIn.contactId, context);
        ids = activePublicationIds(result);
        contactId = contactIdOf(result);
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
