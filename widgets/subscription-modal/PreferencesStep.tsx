import { useEffect, useRef } from 'react';
import { Spinner } from '../../runtime/ui/Spinner';
import type { SignedIn } from '../../services/subscription-records';
import { SUBSCRIPTION_FAILURE_TEXT } from '../../services/subscription-vocabulary';
import { ChoiceList } from './ChoiceList';
import { titleToShow, type Choices } from './choices';
import type { Preferences, SaveStatus } from './use-preferences';

/** accounts spec 2.8 "Modify-preferences modal". */
export const MODIFY_TEXT = 'Modify Preferences';

/**
 * Step 2: the success notice, the publication's literature and subscriptions as the visitor holds them, and Modify
 * Preferences, which is disabled while no record would result (accounts spec 5.6). The notice takes focus so that
 * keyboard and screen reader users hear it.
 */
export function PreferencesStep({
  choices,
  preferences,
  loading,
  status: { saving, notice, failed },
  subscriber,
  held,
  onModify,
}: {
  choices: Pick<Choices, 'title' | 'groups'>;
  preferences: Preferences;
  loading: boolean;
  status: Pick<SaveStatus, 'saving' | 'notice' | 'failed'>;
  subscriber: SignedIn | undefined;
  held: readonly string[];
  onModify(): void;
}) {
  const status = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice || failed) status.current?.focus();
  }, [notice, failed]);

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
        {failed && (
          <p className="failure" role="alert">
            {SUBSCRIPTION_FAILURE_TEXT}
          </p>
        )}
      </div>
      {titleToShow(choices) && <p className="publication-name">{titleToShow(choices)}</p>}
      <ChoiceList groups={choices.groups} isChecked={preferences.isChecked} onToggle={preferences.toggle} />
      <button
        type="button"
        className="cm-button modify"
        part="modify-button"
        disabled={pending.length === 0 || saving}
        aria-busy={saving || undefined}
        onClick={onModify}
      >
        {MODIFY_TEXT}
      </button>
    </div>
  );
}
