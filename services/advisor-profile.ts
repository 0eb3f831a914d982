/**
 * The signed-in advisor's profile for any element (accounts spec 2.7, 3.2, 7.2): fetched only for a logged-in
 * advisor off the investor site, cached per URL in SERVICE_CACHE until login or logout, kept in the session store.
 * "A failure is logged only" (accounts spec 7.2, 8.10).
 */
import { isAborted, logRetrievalFailure, ServiceError, type CallContext } from '../runtime/http';
import { readServiceCache, writeServiceCache } from '../runtime/service-cache';
import { getSession, setAdvisorProfile, type AdvisorProfile } from '../runtime/stores/session';
import { advisorProfileSchema, getAdvisorProfile, profileUrl, type AdvisorProfileValue } from './auth';

/** The profile as the session store keeps it: a field sent as null is a field not sent. */
function storedProfile(profile: AdvisorProfileValue): AdvisorProfile {
  return Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== null)) as AdvisorProfile;
}

/** Keeps a profile that arrived (after login, or from the call below): cache and session store. */
export function keepAdvisorProfile(profile: AdvisorProfileValue, context: CallContext): void {
  writeServiceCache(profileUrl(context), profile);
  setAdvisorProfile(storedProfile(profile));
}

/** The profile, from the cache or the service; undefined when there is none to have or the call failed. */
export async function loadAdvisorProfile(context: CallContext): Promise<AdvisorProfileValue | undefined> {
  if (!getSession().advisor || context.config.audience === 'investor') return undefined;
  const url = profileUrl(context);
  const cached = readServiceCache(url, advisorProfileSchema);
  if (cached) {
    setAdvisorProfile(storedProfile(cached));
    return cached;
  }
  try {
    const answer = await getAdvisorProfile({}, context);
    if (answer.code !== undefined || !answer.value) {
      console.error(`ERROR RETRIEVING DATA ${answer.code ?? 'empty'} ${url}`);
      return undefined;
    }
    keepAdvisorProfile(answer.value, context);
    return answer.value;
  } catch (error) {
    if (isAborted(error)) throw error;
    logRetrievalFailure(error instanceof ServiceError ? error : new ServiceError('malformed', url, String(error)));
    return undefined;
  }
}
