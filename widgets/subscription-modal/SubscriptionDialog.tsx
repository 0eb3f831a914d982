import { useEffect, useMemo, useRef, useState } from 'react';
import { useElement } from '../../runtime/define-element';
import { useStore } from 'zustand';
import { subscriptionsStore, type SubscriptionOpenDetail } from '../../runtime/stores/subscriptions';
import { useService } from '../../runtime/use-service';
import type { SubscriptionCatalogue } from '../../services/subscription-catalogue';
import { getSubscriptionCatalogue } from '../../services/subscriptions';
import type { SubscriptionRole } from '../../services/subscription-vocabulary';
import type { events } from './element';
import { advisorsOnly, modalChoices, noticeFor, NOTICES, offersInvestors } from './choices';
import type { ChoicesState } from './ChoicesArea';
import { ManageLink } from './ManageLink';
import { ModalDialog } from './ModalDialog';
import { IDENTITY_TEXTS, IdentityNotice, identityChangeText, identityKey, SignedInAs } from './SignedInAs';
import { PreferencesStep } from './PreferencesStep';
import { SignInStep } from './SignInStep';
import { usePreferences, useSaveStatus } from './use-preferences';
import { useHeld, useSignedIn } from './use-signed-in';
import type { SignInResult } from './use-sign-in-flow';

export const EMPTY_CATALOGUE: SubscriptionCatalogue = { subscriptions: [], funds: [] };

/** accounts spec 2.8 reading B, step 1. */
export const SAVING_TEXT = "We're saving your preferences";

/** Step 1: "We're saving your preferences". It takes the focus from Continue, which it replaces. */
function Saving() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className="saving" tabIndex={-1}>
      <span className="cm-spinner" aria-hidden="true" />
      <p role="status">{SAVING_TEXT}</p>
    </div>
  );
}

/**
 * What the emails to choose are (ChoicesArea): loading; failed when the catalogue could not be loaded, or a fund's
 * literature was asked for and its page ids could not be; none for an Individual Investor at an advisors-only
 * request; else ready.
 */
export function choicesStateOf(
  catalogue: { status: string; data: SubscriptionCatalogue | undefined; error: unknown },
  detail: SubscriptionOpenDetail,
  role: SubscriptionRole | undefined,
): ChoicesState {
  if (catalogue.status === 'loading') return 'loading';
  const data = catalogue.data ?? EMPTY_CATALOGUE;
  if (catalogue.error !== undefined || (detail.fund && data.literatureUnavailable)) return 'failed';
  return advisorsOnly(data, detail, role) ? 'advisors-only' : 'ready';
}

type Step = 0 | 1 | 2;

/**
 * The subscription modal, reading B of accounts spec 2.8 and 4.11: it opens at step 2 (preferences) when signed in,
 * otherwise at step 0 (the sign-in / registration form beside "Step 2": the emails to choose); a successful
 * sign-in goes 0 -> 1 (saving) -> 2 with a success notice; Modify Preferences at step 2 saves again.
 */
export function SubscriptionDialog({
  detail,
  failedBefore = false,
  link,
  manageUrl,
  onClose,
}: {
  detail: SubscriptionOpenDetail;
  /** A save before the modal opened failed (the deep link's): it opens with the failure text, its choices checked. */
  failedBefore?: boolean;
  link: { token?: string | undefined; wholesalerId?: string | undefined };
  manageUrl: string;
  onClose(): void;
}) {
  const { emit } = useElement<typeof events>();
  const signedIn = useSignedIn();
  const held = useHeld(signedIn);
  const [step, setStep] = useState<Step>(signedIn ? 2 : 0);
  // The visitor the preferences step shows and saves for; a change of sign-in elsewhere while it shows, or "Not
  // you?", is told (changed) or is the visitor's own (leaving).
  // A stored profile the service did not know was forgotten (use-load-held): the form starts with it, and says why.
  const forgotten = useStore(subscriptionsStore, (state) => state.forgotten);
  const identity = identityKey(signedIn);
  const [shownFor, setShownFor] = useState(identity);
  const [changed, setChanged] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  // After "Not you?" the form's heading takes the focus (the button that had it is gone).
  const [formFocus, setFormFocus] = useState(false);
  const [formRole, setFormRole] = useState<SubscriptionRole | undefined>('Advisor');
  // The boxes show what the button asked to check until a save succeeds, then what the visitor holds.
  const [basis, setBasis] = useState<'asked' | 'held'>(signedIn && !failedBefore ? 'held' : 'asked');
  // site spec 8: a content failure is logged; the modal says so where the emails would be, with Retry, and keeps
  // what was listed while it loads again.
  const catalogue = useService((context) => getSubscriptionCatalogue(context), [], {
    failure: { show: 'log', empty: EMPTY_CATALOGUE },
    keepData: true,
  });
  const role = step === 0 ? formRole : signedIn?.profile.role;
  const choices = useMemo(
    () => modalChoices(catalogue.data ?? EMPTY_CATALOGUE, detail, role),
    [catalogue.data, detail, role],
  );
  const defaults = useMemo(
    () => new Set(basis === 'asked' ? choices.prechecked : (held.active ?? [])),
    [basis, choices.prechecked, held.active],
  );
  const choicesState = choicesStateOf(catalogue, detail, role);
  const preferences = usePreferences(choices.groups, defaults);
  const status = useSaveStatus(preferences, failedBefore);
  const current = signedIn ? { ...signedIn, contactId: held.contactId } : undefined;

  // The sign-in changed while the preferences of one visitor show: nothing chosen for them is saved under another.
  // Signed out, the form shows; someone else, their preferences.
  if (step === 2 && identity !== shownFor) {
    setShownFor(identity);
    setChanged(leaving ? undefined : !signedIn && forgotten ? IDENTITY_TEXTS.forgotten : identityChangeText(signedIn));
    setLeaving(false);
    setBasis('held');
    preferences.reset();
    if (!signedIn) {
      setStep(0);
      setFormFocus(leaving);
    }
  }

  async function save(subscriber: SignInResult | typeof current, heldBefore: readonly string[], notice: string) {
    if (await status.run(subscriber, heldBefore, notice)) setBasis('held');
  }

  async function signedInHere(result: SignInResult) {
    emit('signin', { role: result.profile.role, registered: result.registered });
    setChanged(undefined);
    setStep(1);
    await save(result, result.held, noticeFor(detail));
    setShownFor(identityKey(result));
    setStep(2);
  }

  return (
    <ModalDialog onClose={onClose}>
      <IdentityNotice text={changed ?? (step === 0 && forgotten ? IDENTITY_TEXTS.forgotten : undefined)} />
      {step === 0 && (
        <SignInStep
          link={link}
          known={forgotten}
          choices={choices}
          preferences={preferences}
          choicesState={choicesState}
          offersInvestors={
            catalogue.status !== 'ready' ||
            catalogue.error !== undefined ||
            offersInvestors(catalogue.data ?? EMPTY_CATALOGUE)
          }
          onRoleChange={setFormRole}
          focusHeading={formFocus}
          onRetryChoices={catalogue.retry}
          onSignedIn={(result) => void signedInHere(result)}
        />
      )}
      {step === 1 && <Saving />}
      {step === 2 && current && <SignedInAs signedIn={current} onNotYou={() => setLeaving(true)} />}
      {step === 2 && (
        <PreferencesStep
          choices={choices}
          preferences={preferences}
          choicesState={choicesState}
          loading={catalogue.data === undefined || held.active === undefined}
          status={status}
          subscriber={current}
          held={held.active ?? []}
          onModify={() => void save(current, held.active ?? [], NOTICES.updated)}
          onRetryChoices={catalogue.retry}
        />
      )}
      <ManageLink href={manageUrl} />
    </ModalDialog>
  );
}
