/**
 * What the panels shared by the login and registration (the challenge choice and the one-time passcode of accounts
 * spec 2.1, which registration shows "as in the login", 2.4) read of their flow and ask of it. The login's flow
 * (use-auth-flow.ts) is one; registration's (register/use-register-flow.ts) is another.
 */
import type { MfaRoute } from '../../services/auth';
import type { AuthError, FieldName } from './errors';

/** What a shared panel tells its flow: "Cancel", the link to another way, an edited field. */
export type StepEvent = { type: 'cancel' } | { type: 'anotherWay' } | { type: 'fieldEdited'; field: FieldName };

export interface StepFlow {
  state: {
    /** The challenge choice's routes. */
    routes: MfaRoute[];
    /** Where the passcode went, masked XXX.XXX.{last4}. */
    sentTo: string | undefined;
    locked: boolean;
    /** How many times the panel changed: after the first, each new panel's heading takes the focus. */
    moves: number;
    error: AuthError | undefined;
  };
  /** A call of the panel is on its way. */
  busy: boolean;
  dispatch(event: StepEvent): void;
  /** Challenge choice "Next". */
  chooseRoute(route: MfaRoute): void;
  /** One-time passcode "Next". */
  submitPasscode(otp: string): void;
}
