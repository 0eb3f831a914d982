/**
 * The signed-in advisor's profile for every element (accounts spec 2.7, 3.2, 7.2): the user contexts of secured
 * links, the names and e-mail the subscription centre signs in with, an advisor's consultants. Loaded once per
 * browser session and sign-in: "The profile call is made only when a logged-in advisor is not on the investor site.
 * Results are cached per URL in session storage (SERVICE_CACHE) until login or logout. A failure is logged only."
 *
 * The call lives with the session that holds its answer, because every element reads it and the runtime imports no
 * service; services/auth.ts makes the same call during the login, with the exchange's headers.
 */
import { useEffect } from 'react';
import { z } from '../zod';
import type { PageConfig } from '../config';
import { useElement } from '../element-context';
import { isAborted, logRetrievalFailure, request, ServiceError } from '../http';
import { readServiceCache, writeServiceCache } from '../service-cache';
import { getSession, sessionStore, setAdvisorProfile, useSession, type AdvisorProfile } from './session';

const text = z.optional(z.nullable(z.string()));

/** accounts spec 3.2: the advisor profile, wrapped as {value: ...}: the fields the widgets read; the rest as sent. */
export const advisorProfileSchema = z.looseObject({
  emailId: text,
  firstNm: text,
  lastNm: text,
  preferredFirstNm: text,
  firmNm: text,
  parentFirmNm: text,
  firmId: text,
  parentFirmId: text,
  userGroup: text,
  contactId: text,
  contactID: text,
});
export type AdvisorProfileValue = z.infer<typeof advisorProfileSchema>;

const profileAnswerSchema = z.nullable(
  z.looseObject({
    value: z.optional(z.nullable(advisorProfileSchema)),
    error: z.optional(z.nullable(z.looseObject({ details: z.optional(z.nullable(z.looseObject({}))) }))),
  }),
);

/** accounts spec 7.2: GET /adv.svc/secure/profile, on the configured auth base; also the key of its cache entry. */
export const profileUrl = (config: Pick<PageConfig, 'api'>) => `${config.api.auth}/adv.svc/secure/profile`;

/** The profile as the session store keeps it: a field sent as null is a field not sent. */
function storedProfile(profile: AdvisorProfileValue): AdvisorProfile {
  return Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== null)) as AdvisorProfile;
}

/** Keeps a profile that arrived for `username` (after login, or from the call below): cache and session store. */
export function keepAdvisorProfile(
  profile: AdvisorProfileValue,
  username: string | undefined,
  config: PageConfig,
): void {
  writeServiceCache(profileUrl(config), profile);
  setAdvisorProfile(storedProfile(profile), username);
}

/** One load per profile address and sign-in at a time: several elements asking at once share it. */
const loading = new Map<string, Promise<void>>();
/** Loads that failed, by address and sign-in: logged once and not asked again on this page (accounts spec 8.10). */
const failed = new Set<string>();

/** Loads the profile into the session when a logged-in advisor has none yet, from the cache or the service. */
export function loadAdvisorProfile(config: PageConfig): Promise<void> {
  const { advisor, username, profile } = getSession();
  // accounts spec 7.2: "only when a logged-in advisor is not on the investor site".
  if (!advisor || profile || config.audience === 'investor') return Promise.resolve();
  const url = profileUrl(config);
  const key = JSON.stringify([url, username]);
  if (failed.has(key)) return Promise.resolve();
  let pending = loading.get(key);
  if (!pending) {
    pending = fetchProfile(url, username, config)
      .then((loaded) => {
        if (!loaded) failed.add(key);
      })
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Whether a profile arrived. */
async function fetchProfile(url: string, username: string | undefined, config: PageConfig): Promise<boolean> {
  const cached = readServiceCache(url, advisorProfileSchema);
  if (cached) {
    keepAdvisorProfile(cached, username, config);
    return true;
  }
  // The call is for this sign-in: a logout (here or in another tab) or another advisor's sign-in while it is on its
  // way cancels it, so its answer (a 401 once the session is gone, or the profile of the advisor who left) is never
  // logged as a failure nor kept.
  const controller = new AbortController();
  const stopWatching = sessionStore.subscribe((state) => {
    if (!state.advisor || state.username !== username) controller.abort();
  });
  try {
    const response = await request(url, profileAnswerSchema, {
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
      // SERVICE_CACHE is this call's cache: the page's request cache would outlive a logout in another tab.
      cache: false,
      timeoutMs: config.timeoutMs,
      signal: controller.signal,
    });
    const value = response.data?.value;
    if (!value) {
      // accounts spec 7.2, 8.10: "Profile load failure: logged only."
      console.error(`ERROR RETRIEVING DATA ${url}: no profile in the answer`);
      return false;
    }
    keepAdvisorProfile(value, username, config);
    return true;
  } catch (error) {
    if (!isAborted(error)) {
      logRetrievalFailure(error instanceof ServiceError ? error : new ServiceError('malformed', url, String(error)));
    }
    return false;
  } finally {
    stopWatching();
  }
}

/**
 * The signed-in advisor's profile for a component: undefined while none is signed in, while it loads, on the
 * investor site and when it could not be loaded. The first component to ask loads it for the whole page.
 */
export function useAdvisorProfile(): AdvisorProfile | undefined {
  const { config } = useElement();
  const advisor = useSession((state) => state.advisor);
  const profile = useSession((state) => state.profile);
  useEffect(() => {
    if (advisor && !profile) void loadAdvisorProfile(config);
  }, [advisor, profile, config]);
  return profile;
}
