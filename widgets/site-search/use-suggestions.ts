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

  return {
    suggestions: answer.data ? suggestionsFor(requested, answer.data) : NONE,
    request: setRequested,
    clear: () => setRequested(''),
  };
}

/**
 * What the box shows while `typed` is in it: the answer for that term whole; the answer of a shorter term it
 * continues (asked for before the visitor typed on) only in the suggestions that still begin with what is typed, so
 * the list never offers what the box no longer says; nothing for another term.
 */
export function suggestionsFor(typed: string, answer: Answer): readonly string[] {
  if (typed === '' || !typed.startsWith(answer.term)) return NONE;
  if (typed === answer.term) return answer.suggestions;
  const lower = typed.toLocaleLowerCase();
  const still = answer.suggestions.filter((suggestion) => suggestion.toLocaleLowerCase().startsWith(lower));
  return still.length === answer.suggestions.length ? answer.suggestions : still;
}
