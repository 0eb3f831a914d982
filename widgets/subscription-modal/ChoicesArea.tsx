import { useEffect, useRef } from 'react';
import { Alert } from '../../runtime/ui/Alert';
import { Spinner } from '../../runtime/ui/Spinner';
import { SUBSCRIPTION_FAILURE_TEXT } from '../../services/subscription-vocabulary';
import { ChoiceList } from './ChoiceList';
import { CHOICE_TEXTS, type ChoiceGroup } from './choices';
import type { Preferences } from './use-preferences';

/**
 * The emails to choose: still loading, not (all) loaded (the catalogue or a fund's page ids failed), none for the
 * visitor's role though there are some for financial professionals, or listed.
 */
export type ChoicesState = 'loading' | 'failed' | 'advisors-only' | 'ready';

/**
 * The checkboxes, or what stands in their place: "Loading...", the failure text with Retry (accounts spec 8.9 "Any
 * other error"), or the advisors-only note. What was listed before a failure stays listed, and what the visitor
 * ticked stays ticked for when the list comes back.
 *
 * Focus: each change of `focusKey` (Continue pressed while the emails are not there) puts the focus on the message;
 * Retry, which takes away the button that had the focus, hands it to "Loading...", then to the first email to choose,
 * or to the message again when the list still cannot be loaded.
 */
export function ChoicesArea({
  state,
  groups,
  preferences,
  disabled = false,
  focusKey = 0,
  onRetry,
}: {
  state: ChoicesState;
  groups: readonly ChoiceGroup[];
  preferences: Pick<Preferences, 'isChecked' | 'toggle'>;
  disabled?: boolean;
  focusKey?: number;
  onRetry(): void;
}) {
  const message = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const retried = useRef(false);

  useEffect(() => {
    if (focusKey > 0) message.current?.focus();
  }, [focusKey]);

  useEffect(() => {
    if (!retried.current) return;
    if (state === 'loading') {
      message.current?.focus();
      return;
    }
    retried.current = false;
    const first = list.current?.querySelector('input');
    (state === 'ready' && first ? first : message.current)?.focus();
  }, [state]);

  const listed = groups.filter((group) => group.items.length > 0);
  return (
    <>
      {state !== 'ready' && (
        <div ref={message} className="choices-message" tabIndex={-1}>
          {state === 'loading' && <Spinner />}
          {state === 'failed' && (
            <Alert
              onRetry={() => {
                retried.current = true;
                onRetry();
              }}
            >
              {SUBSCRIPTION_FAILURE_TEXT}
            </Alert>
          )}
          {state === 'advisors-only' && (
            <p className="note" role="status">
              {CHOICE_TEXTS.advisorsOnly}
            </p>
          )}
        </div>
      )}
      {(state === 'ready' || state === 'failed') && listed.length > 0 && (
        <div ref={list}>
          <ChoiceList
            groups={listed}
            isChecked={preferences.isChecked}
            onToggle={preferences.toggle}
            disabled={disabled}
          />
        </div>
      )}
    </>
  );
}
