import { useEffect, useState } from 'react';
import { useService } from '../../runtime/use-service';
import { autocomplete, AUTOCOMPLETE_SETTLE_MS } from '../../services/search';

const NONE: readonly string[] = [];

interface Answer {
  term: string;
  suggestions: readonly string[];
}

/**
 * The suggestions for the term the search box asks for (site spec 5, 7 "Autocomplete"). The term settles for
 * a moment before it is asked for, so typing fast asks once; a newer term aborts the request of the older one
 * (the data hook aborts on a change of its inputs, and drops the older answer). A failure is logged and shows
 * no suggestions ("other errors are re-thrown": nothing the visitor can act on).
 */
export function useSuggestions(enabled: boolean) {
  const [requested, setRequested] = useState('');
  const [settled, setSettled] = useState('');

  useEffect(() => {
    if (requested === settled) return;
    // Clearing is at once; a new term waits until the visitor pauses.
    const timer = setTimeout(() => setSettled(requested), requested === '' ? 0 : AUTOCOMPLETE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [requested, settled]);

  const answer = useService<Answer>(
    async (context) => ({ term: settled, suggestions: await autocomplete(settled, context) }),
    [settled],
    {
      enabled: enabled && settled !== '' && requested !== '',
      failure: { show: 'log', empty: { term: settled, suggestions: NONE } },
      // The list of a shorter term stays while the visitor types on, so it does not blink on every key.
      keepData: true,
    },
  );
  const shown = answer.data && requested !== '' && requested.startsWith(answer.data.term) ? answer.data : undefined;

  return {
    suggestions: shown?.suggestions ?? NONE,
    request: setRequested,
    clear: () => setRequested(''),
  };
}
