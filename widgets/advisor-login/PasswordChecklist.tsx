import { useState } from 'react';
import { checkPassword, type RuleResult } from './password-rules';

/**
 * The live checklist of the password rules (accounts spec 5.2), as the new password is typed: only the rules'
 * results are kept in state, never the password. `check` is called with what the field holds after each edit.
 */
export function usePasswordChecklist(userId: string) {
  const [results, setResults] = useState<RuleResult[]>(() => checkPassword('', userId));
  return { results, check: (password: string) => setResults(checkPassword(password, userId)) };
}

/** The checklist, each rule met or not (read out as "Met: " / "Not met: "); the password field points to it. */
export function PasswordChecklist({ id, results }: { id: string; results: RuleResult[] }) {
  return (
    <ul id={id} className="checklist" aria-label="Password rules">
      {results.map(({ rule, passed }) => (
        <li key={rule.id} className={passed ? 'passed' : 'failed'} data-rule={rule.id}>
          <span className="mark" aria-hidden="true">
            {passed ? '✓' : '✗'}
          </span>
          <span className="cm-visually-hidden">{passed ? 'Met: ' : 'Not met: '}</span>
          {rule.text}
        </li>
      ))}
    </ul>
  );
}
