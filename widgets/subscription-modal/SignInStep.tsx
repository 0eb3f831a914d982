import { useEffect, useId, useRef, useState } from 'react';
import { ROLE_LABELS, type SubscriptionRole } from '../../services/subscription-vocabulary';
import { ChoicesArea, type ChoicesState } from './ChoicesArea';
import { titleToShow, type Choices } from './choices';
import type { KnownVisitor } from './flow';
import { ContinueButton, isBusy, SignInForm } from './SignInForm';
import type { Preferences } from './use-preferences';
import { useSignInFlow, type SignInResult } from './use-sign-in-flow';

/** accounts spec 2.8 reading B step 0 ("Step 2" beside the form) and reading A ("Step 1" over the form). */
export const STEP_TEXTS = {
  formStep: 'Step 1',
  formHeading: 'Where should we send these emails?',
  choicesStep: 'Step 2',
  choicesHeading: 'Which emails would you like to receive?',
} as const;

/**
 * Step 0: the sign-in / registration form, beside it the publication with its checkboxes, and Continue after both:
 * the visitor reads what they subscribe to before the button that subscribes them, in the reading order of every
 * width (on a phone the emails come under the form, above Continue; on wider screens they stand beside it).
 *
 * Continue signs in only with the emails to choose at hand: pressed while they load, it waits for them; when they
 * could not be loaded, or none is for the chosen role, it says so (the message takes the focus) rather than register
 * the visitor into an empty step 2.
 */
export function SignInStep({
  link,
  choices,
  choicesState,
  preferences,
  offersInvestors,
  focusHeading = false,
  known,
  onRoleChange,
  onRetryChoices,
  onSignedIn,
}: {
  link: { token?: string | undefined; wholesalerId?: string | undefined };
  choices: Choices;
  choicesState: ChoicesState;
  preferences: Preferences;
  offersInvestors: boolean;
  /** The form's heading takes the focus when it shows (after "Not you?"). */
  focusHeading?: boolean;
  /** A stored profile the service did not know: the form starts filled with it. */
  known?: KnownVisitor | undefined;
  onRoleChange(role: SubscriptionRole | undefined): void;
  onRetryChoices(): void;
  onSignedIn(result: SignInResult): void;
}) {
  const flow = useSignInFlow(link, onSignedIn, known);
  const role = flow.state.role;
  useEffect(() => onRoleChange(role), [role, onRoleChange]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  const formId = useId();
  const [held, setHeld] = useState(0);
  // Continue pressed while the emails load waits for them (Continue shows its loader), then goes on, or says why not.
  const [queued, setQueued] = useState(false);
  if (queued && choicesState !== 'loading') {
    setQueued(false);
    if (choicesState === 'ready') flow.dispatch({ type: 'submit', firms: flow.firms });
    else setHeld((count) => count + 1);
  }

  return (
    <div className="sign-in-step">
      <section className="panel form-panel" aria-labelledby="form-heading">
        <p className="step-label">{STEP_TEXTS.formStep}</p>
        <h3 ref={heading} id="form-heading" className="panel-heading" tabIndex={-1}>
          {STEP_TEXTS.formHeading}
        </h3>
        <SignInForm
          flow={flow}
          id={formId}
          roleLabels={ROLE_LABELS}
          offersInvestors={offersInvestors}
          continueButton={false}
          holdSubmit={() => {
            if (choicesState === 'ready') return false;
            if (choicesState === 'loading') setQueued(true);
            else setHeld((count) => count + 1);
            return true;
          }}
        />
      </section>
      <section className="panel choices-panel" aria-labelledby="choices-heading">
        <p className="step-label">{STEP_TEXTS.choicesStep}</p>
        <h3 id="choices-heading" className="panel-heading">
          {STEP_TEXTS.choicesHeading}
        </h3>
        {titleToShow(choices) && <p className="publication-name">{titleToShow(choices)}</p>}
        <ChoicesArea
          state={choicesState}
          groups={choices.groups}
          preferences={preferences}
          disabled={flow.state.step !== 'form'}
          focusKey={held}
          onRetry={onRetryChoices}
        />
      </section>
      <div className="step-actions">
        <ContinueButton form={formId} busy={isBusy(flow) || queued} />
      </div>
    </div>
  );
}
