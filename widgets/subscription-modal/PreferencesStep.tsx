import { useEffect, useRef } from 'react';
import { Spinner } from '../../runtime/ui/Spinner';
import type { SignedIn } from '../../services/subscription-records';
import { SUBSCRIPTION_FAILURE_TEXT } from '../../services/subscription-vocabulary';
import { ChoicesArea, type ChoicesState } from './ChoicesArea';
import { CHOICE_TEXTS, titleToShow, type Choices } from './choices';
import type { Preferences, SaveStatus } from './use-preferences';

/** accounts spec 2.8 "Modify-preferences modal". */
export const MODIFY_TEXT = 'Modify Preferences';

/**
 * Step 2: the success notice, the publication's literature and subscriptions as the visitor holds them, and Modify
 * Preferences, which is disabled while no record would result (accounts spec 5.6). What a save ends with (the
 * notice, the failure, or that nothing was chosen) takes the focus, so that keyboard and screen reader users hear it
 * and the focus never falls to the page: Continue, which had it, is gone, and Modify Preferences turns disabled when
 * nothing is left to save.
 */
export function PreferencesStep({
  choices,
  choicesState = 'ready',
  preferences,
  loading,
  status: { saving, notice, failed, unchanged },
  subscriber,
  held,
  onModify,
  onRetryChoices,
}: {
  choices: Pick<Choices, 'title' | 'groups'>;
  choicesState?: ChoicesState;
  preferences: Preferences;
  loading: boolean;
  status: Pick<SaveStatus, 'saving' | 'notice' | 'failed' | 'unchanged'>;
  subscriber: SignedIn | undefined;
  held: readonly string[];
  onModify(): void;
  onRetryChoices(): void;
}) {
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!loading && (notice || failed || unchanged)) status.current?.focus();
  }, [loading, notice, failed, unchanged]);

  if (loading) return <Spinner />;
  const contactId = subscriber?.contactId;
  const pending = subscriber && contactId ? preferences.pending({ profile: subscriber.profile, contactId }, held) : [];
  return (
    <div className="preferences-step">
      <div ref={status} className="status" tabIndex={-1}>
        {notice && (
          <p className="notice" role="status" part="notice-success">
            {notice}
          </p>
        )}
        {unchanged && (
          <p className="note" role="status">
            {CHOICE_TEXTS.unchanged}
          </p>
        )}
        {failed && (
          <p className="failure" role="alert">
            {SUBSCRIPTION_FAILURE_TEXT}
          </p>
        )}
      </div>
      {titleToShow(choices) && <p className="publication-name">{titleToShow(choices)}</p>}
      <ChoicesArea state={choicesState} groups={choices.groups} preferences={preferences} onRetry={onRetryChoices} />
      <button
        type="button"
        className="cm-button modify"
        part="modify-button"
        // While it saves the button stays focusable (aria-disabled): a disabled button would drop the focus.
        disabled={pending.length === 0 && !saving}
        aria-disabled={saving || undefined}
        aria-busy={saving || undefined}
        onClick={() => {
          if (!saving) onModify();
        }}
      >
        {MODIFY_TEXT}
      </button>
    </div>
  );
}
