import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useElement } from '../../runtime/define-element';
import { useService } from '../../runtime/use-service';
import { Spinner } from '../../runtime/ui/Spinner';
import { ENTRY_ROLE_LABELS } from '../../services/subscription-vocabulary';
import { getSubscriptionCatalogue } from '../../services/subscriptions';
import type { events } from './element';
import { centreChoices, NOTICES, offersInvestors } from './choices';
import { storedProfile } from './flow';
import type { ChoicesState } from './ChoicesArea';
import { PreferencesStep } from './PreferencesStep';
import { IdentityNotice, identityChangeText, identityKey, SignedInAs } from './SignedInAs';
import { SignInForm } from './SignInForm';
import { EMPTY_CATALOGUE } from './SubscriptionDialog';
import { usePreferences, useSaveStatus } from './use-preferences';
import { useHeld, useSignedIn } from './use-signed-in';
import { useSignInFlow } from './use-sign-in-flow';

/** accounts spec 2.8: the entry screen and the welcome screen of the subscription centre. */
export const CENTRE_TEXTS = {
  heading: 'Manage your Subscriptions',
  intro: 'Please enter your information to access the subscription center.',
  welcome: 'Welcome, {name}!',
  welcomeNoName: 'Welcome!',
  directing: "We're directing you to the subscription center for {email}",
} as const;

function Welcome({ name, email }: { name: string; email: string }) {
  return (
    <div className="welcome" role="status">
      <h2 className="centre-heading">
        {name ? CENTRE_TEXTS.welcome.replace('{name}', name) : CENTRE_TEXTS.welcomeNoName}
      </h2>
      <p>{CENTRE_TEXTS.directing.replace('{email}', email)}</p>
      <Spinner />
    </div>
  );
}

/**
 * The subscription centre page (/subscribe): the entry screen with the sign-in form ("I am a(n):" Advisor or
 * Investor), the welcome screen while the visitor's subscriptions load (also while an e-mail from a link is
 * checked), then every subscription of the visitor's role under its category heading and each fund's literature,
 * with Modify Preferences.
 */
export function SubscriptionCentre({
  link,
}: {
  link: { token?: string | undefined; wholesalerId?: string | undefined };
}) {
  const { emit } = useElement<typeof events>();
  const headingId = useId();
  const signedIn = useSignedIn();
  const held = useHeld(signedIn);
  // A sign-in changed in another window is told; "Not you?" is the visitor's own (leaving).
  const identity = identityKey(signedIn);
  const [shownFor, setShownFor] = useState(identity);
  const [changed, setChanged] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  // site spec 8: a content failure is logged; the list says so, with Retry (accounts spec 8.9's text).
  const catalogue = useService((context) => getSubscriptionCatalogue(context), [], {
    failure: { show: 'log', empty: EMPTY_CATALOGUE },
    keepData: true,
  });
  const choicesState: ChoicesState =
    catalogue.status === 'loading'
      ? 'loading'
      : catalogue.error !== undefined || catalogue.data?.literatureUnavailable
        ? 'failed'
        : 'ready';
  // Continue, which had the focus, goes with the sign-in: the preferences' heading takes it once they show.
  const focusPreferences = useRef(false);
  const preferencesHeading = useRef<HTMLHeadingElement>(null);
  const flow = useSignInFlow(link, (result) => {
    focusPreferences.current = true;
    emit('signin', { role: result.profile.role, registered: result.registered });
  });
  const role = signedIn?.profile.role;
  const groups = useMemo(() => centreChoices(catalogue.data ?? EMPTY_CATALOGUE, role), [catalogue.data, role]);
  const defaults = useMemo(() => new Set(held.active ?? []), [held.active]);
  const preferences = usePreferences(groups, defaults);
  const status = useSaveStatus(preferences);
  if (identity !== shownFor) {
    setShownFor(identity);
    // Signing in here is no change to tell: only a change while someone's preferences showed is.
    setChanged(shownFor && !leaving ? identityChangeText(signedIn) : undefined);
    setLeaving(false);
    preferences.reset();
  }
  // After "Not you?" the entry form's heading takes the focus (the button that had it is gone). Both focus moves are
  // layout effects: the focus arrives in the commit that shows its view, before it is painted, and never after the
  // visitor has already moved it to a control there.
  const formHeading = useRef<HTMLHeadingElement>(null);
  const focusForm = useRef(false);
  useLayoutEffect(() => {
    if (signedIn || !focusForm.current) return;
    focusForm.current = false;
    formHeading.current?.focus();
  }, [signedIn]);
  const preferencesShown = Boolean(signedIn) && catalogue.data !== undefined && held.active !== undefined;
  useLayoutEffect(() => {
    if (!preferencesShown || !focusPreferences.current) return;
    focusPreferences.current = false;
    preferencesHeading.current?.focus();
  }, [preferencesShown]);

  if (!signedIn) {
    if (flow.state.step === 'checking' && flow.state.token) return <Welcome name="" email={flow.state.token} />;
    // The flow has signed the visitor in and hands them to the session after this commit: the welcome stays.
    if (flow.handingOver) {
      const profile = storedProfile(flow.state);
      return <Welcome name={profile.firstName} email={profile.emailId} />;
    }
    return (
      <section className="centre" aria-labelledby={headingId}>
        <IdentityNotice text={changed} />
        <h2 id={headingId} className="centre-heading" tabIndex={-1} ref={formHeading}>
          {CENTRE_TEXTS.heading}
        </h2>
        <p>{CENTRE_TEXTS.intro}</p>
        <SignInForm
          flow={flow}
          roleLabels={ENTRY_ROLE_LABELS}
          offersInvestors={
            catalogue.status !== 'ready' ||
            catalogue.error !== undefined ||
            offersInvestors(catalogue.data ?? EMPTY_CATALOGUE)
          }
        />
      </section>
    );
  }
  if (catalogue.data === undefined || held.active === undefined) {
    return <Welcome name={signedIn.profile.firstName} email={signedIn.profile.emailId} />;
  }
  const subscriber = { ...signedIn, contactId: held.contactId };
  const active = held.active;
  return (
    <section className="centre" aria-labelledby={headingId}>
      <IdentityNotice text={changed} />
      <h2 id={headingId} className="centre-heading" tabIndex={-1} ref={preferencesHeading}>
        {CENTRE_TEXTS.heading}
      </h2>
      <SignedInAs
        signedIn={subscriber}
        onNotYou={() => {
          setLeaving(true);
          focusForm.current = true;
        }}
      />
      <PreferencesStep
        choices={{ title: '', groups }}
        choicesState={choicesState}
        preferences={preferences}
        loading={false}
        status={status}
        subscriber={subscriber}
        held={active}
        onModify={() => void status.run(subscriber, active, NOTICES.updated)}
        onRetryChoices={catalogue.retry}
      />
    </section>
  );
}
