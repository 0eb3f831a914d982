/**
 * The signed-in advisor's profile with where its load stands, for a component that shows something else while it
 * loads than when it cannot be had: an advisor's consultants (site spec 2.13) wait for it with a spinner, and say that
 * the consultant team is not available when it fails (a profile failure is "logged only", accounts spec 8.10).
 * `useAdvisorProfile` gives the profile alone; this hook adds the state, from the same one load per page.
 */
import { useEffect, useState } from 'react';
import { useElement } from '../element-context';
import { loadAdvisorProfile, useAdvisorProfile } from './advisor-profile';
import { useSession, type AdvisorProfile } from './session';

export type AdvisorProfileStatus =
  /** No advisor is signed in. */
  | 'signed-out'
  | 'loading'
  | 'ready'
  /** Signed in, and no profile could be had: the call failed, or the site has none (the investor site). */
  | 'unavailable';

export function useAdvisorProfileStatus(): { status: AdvisorProfileStatus; profile: AdvisorProfile | undefined } {
  const { config } = useElement();
  const advisor = useSession((state) => state.advisor);
  const username = useSession((state) => state.username) ?? '';
  const profile = useAdvisorProfile();
  // The sign-in whose load ended without a profile.
  const [settledFor, setSettledFor] = useState<string>();

  useEffect(() => {
    if (!advisor || profile) return;
    let current = true;
    void loadAdvisorProfile(config).then(() => {
      if (current) setSettledFor(username);
    });
    return () => {
      current = false;
    };
  }, [advisor, profile, username, config]);

  if (!advisor) return { status: 'signed-out', profile: undefined };
  if (profile) return { status: 'ready', profile };
  return { status: settledFor === username ? 'unavailable' : 'loading', profile: undefined };
}
