import { useEffect, useEffectEvent, useReducer, useState } from 'react';
import { isAborted } from '../../runtime/http';
import { signInSubscriber, type SubscriptionProfile } from '../../runtime/stores/session';
import { setActivePublications } from '../../runtime/stores/subscriptions';
import { writeText } from '../../runtime/storage';
import { useCallContext } from '../../runtime/use-call-context';
import { useService } from '../../runtime/use-service';
import { activePublicationIds } from '../../services/subscription-records';
import { checkSubscriptions, getFirms, registerSubscriber, type Firm } from '../../services/subscriptions';
import { useSignedIn } from './use-signed-in';
import { flowReducer, initialFlow, storedProfile, type FlowEvent, type FlowState, type KnownVisitor } from './flow';

export interface SignInResult {
  profile: SubscriptionProfile;
  contactId: string | undefined;
  /** The publications the contact held before this visit's save (none for a new registration). */
  held: string[];
  registered: boolean;
}

export interface SignInFlow {
  state: FlowState;
  dispatch(event: FlowEvent): void;
  firms: Firm[];
  /**
   * The flow has signed the visitor in ('signed-in') and hands them to the session in the effect after that commit:
   * until then nothing else shows the visitor as signed in. The flow is still busy, and a view keeps what it showed
   * while the flow ran (the centre its welcome screen, the form its waiting Continue) rather than the form for one
   * commit.
   */
  handingOver: boolean;
}

/**
 * Runs the sign-in / registration flow (accounts spec 4.9): the calls each step asks for, their outcomes fed back to
 * the state machine, and on sign-in the profile saved (ESC_PROFILE, ESC_SIGNED_IN, the contact id), the
 * pending-verification flag after a registration, and the contact's publications shared with the page's buttons.
 */
export function useSignInFlow(
  link: { token?: string | undefined; wholesalerId?: string | undefined },
  onSignedIn: (result: SignInResult) => void,
  known?: KnownVisitor,
): SignInFlow {
  const [state, dispatch] = useReducer(flowReducer, { ...link, known }, initialFlow);
  const callContext = useCallContext();
  // accounts spec 7.4: the firms list, for a Financial Professional's firm name; a failure leaves no suggestions.
  const firms = useService<Firm[]>((context) => getFirms(context), [], {
    enabled: state.role === 'Advisor',
    failure: { show: 'log', empty: [] },
  });

  const run = useEffectEvent((step: FlowState['step']) => {
    const failed = (error: unknown) => {
      if (!isAborted(error)) dispatch({ type: 'failed' });
    };
    if (step === 'checking' && state.profile) {
      checkSubscriptions(state.profile, callContext()).then(
        (outcome) => dispatch({ type: 'checked', outcome }),
        failed,
      );
    } else if (step === 'registering') {
      registerSubscriber(storedProfile(state), callContext()).then(
        (outcome) => dispatch({ type: 'registered', outcome }),
        failed,
      );
    } else if (step === 'signed-in') {
      const profile = storedProfile(state);
      const held = state.contact ? activePublicationIds(state.contact) : [];
      // The buttons learn what the contact holds before the sign-in reaches them, so none loads it again.
      setActivePublications(profile.emailId, held, state.contactId);
      signInSubscriber(profile, state.contactId);
      // accounts spec 4.9: "On success set local flag cti-pending-verification-modal = yes".
      if (state.registered) writeText('local', 'cti-pending-verification-modal', 'yes');
      onSignedIn({ profile, contactId: state.contactId, held, registered: state.registered });
    }
  });

  useEffect(() => run(state.step), [state.step]);

  // Once the session has the visitor this flow signed in, the hand-over is over, also when they sign out later.
  const signedIn = useSignedIn();
  const [handedOver, setHandedOver] = useState<FlowState>();
  if (signedIn && state.step === 'signed-in' && handedOver !== state) setHandedOver(state);

  return {
    state,
    dispatch,
    firms: firms.data ?? [],
    handingOver: !signedIn && state.step === 'signed-in' && handedOver !== state,
  };
}
