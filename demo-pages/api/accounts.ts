/**
 * The advisors' accounts the stub-mode account services share (accounts spec 4.3, 4.6): who is signed in (the
 * CSMSESSION of each sign-in) and the advisors a registration created in this run, whom the login signs in like the
 * demo advisors, with the password they chose. One store per app: the login (auth.ts) and registration
 * (registration.ts) read and write the same.
 */
import { findAdvisor, type DemoAdvisor } from './data/advisors';

export interface RegisteredAccount {
  advisor: DemoAdvisor;
  password: string;
}

export interface AccountStore {
  /** CSMSESSION -> the signed-in advisor. */
  sessions: Map<string, DemoAdvisor>;
  /** Advisors registered in this run, by user ID in lower case. */
  registered: Map<string, RegisteredAccount>;
  /** A demo advisor, or one registered in this run. */
  find(userId: string): DemoAdvisor | undefined;
  /** The password a registered advisor chose; undefined for a demo advisor (whose password is the demo one). */
  ownPassword(userId: string): string | undefined;
}

export function createAccountStore(): AccountStore {
  const sessions = new Map<string, DemoAdvisor>();
  const registered = new Map<string, RegisteredAccount>();
  const key = (userId: string) => userId.trim().toLowerCase();
  return {
    sessions,
    registered,
    find: (userId) => registered.get(key(userId))?.advisor ?? findAdvisor(userId),
    ownPassword: (userId) => registered.get(key(userId))?.password,
  };
}
