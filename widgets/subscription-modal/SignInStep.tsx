import { useEffect, useRef } from 'react';
import { ROLE_LABELS, type SubscriptionRole } from '../../services/subscription-vocabulary';
import { ChoiceList } from './ChoiceList';
import { titleToShow, type Choices } from './choices';
import { SignInForm } from './SignInForm';
import type { Preferences } from './use-preferences';
import { useSignInFlow, type SignInResult } from './use-sign-in-flow';

/** accounts spec 2.8 reading B step 0 ("Step 2" beside the form) and reading A ("Step 1" over the form). */
export const STEP_TEXTS = {
  formStep: 'Step 1',
  formHeading: 'Where should we send these emails?',
  choicesStep: 'Step 2',
  choicesHeading: 'Which emails would you like to receive?',
} as const;

/** Step 0: the sign-in / registration form, and beside it the publication with its checkboxes. */
export function SignInStep({
  link,
  choices,
  preferences,
  offersInvestors,
  focusHeading = false,
  onRoleChange,
  onSignedIn,
}: {
  link: { token?: string | undefined; wholesalerId?: string | undefined };
  choices: Choices;
  preferences: Preferences;
  offersInvestors: boolean;
  /** The form's heading takes the focus when it shows (after "Not you?"). */
  focusHeading?: boolean;
  onRoleChange(role: SubscriptionRole | undefined): void;
  onSignedIn(result: SignInResult): void;
}) {
  const flow = useSignInFlow(link, onSignedIn);
  const role = flow.state.role;
  useEffect(() => onRoleChange(role), [role, onRoleChange]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  return (
    <div className="sign-in-step">
      <section className="panel form-panel" aria-labelledby="form-heading">
        <p className="step-label">{STEP_TEXTS.formStep}</p>
        <h3 ref={heading} id="form-heading" className="panel-heading" tabIndex={-1}>
          {STEP_TEXTS.formHeading}
        </h3>
        <SignInForm flow={flow} roleLabels={ROLE_LABELS} offersInvestors={offersInvestors} />
      </section>
      <section className="panel choices-panel" aria-labelledby="choices-heading">
        <p className="step-label">{STEP_TEXTS.choicesStep}</p>
        <h3 id="choices-heading" className="panel-heading">
          {STEP_TEXTS.choicesHeading}
        </h3>
        {titleToShow(choices) && <p className="publication-name">{titleToShow(choices)}</p>}
        <ChoiceList
          groups={choices.groups}
          isChecked={preferences.isChecked}
          onToggle={preferences.toggle}
          disabled={flow.state.step !== 'form'}
        />
      </section>
    </div>
  );
}
