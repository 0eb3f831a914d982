/**
 * The rated funds of the ticked share classes (products spec 4 "Ticking a class reloads the data (one request per
 * selected class)"). Each class is asked for on its own. A class that fails leaves the rows of the others in the
 * table and is named with Retry (products spec 8, the section's text); the popup opens once for that failure. The
 * failed class is not asked for again, nor its popup shown again, when the visitor ticks another class: only Retry,
 * or ticking the class again after unticking it, asks for it again. The classes already answered come from the page
 * session's cache of GETs (runtime/http), so a tick asks the service only for the class ticked.
 */
import { useRef } from 'react';
import { useElement, type FailureKind } from '../../../runtime/element-context';
import { isAborted, ServiceError } from '../../../runtime/http';
import { useService, type ServiceState } from '../../../runtime/use-service';
import { getRatedFunds, type FundRow } from '../../../services/products';
import { mergeRatedResponses, ratedChoiceKey, type RatedClassChoice, type RatedFund } from './model';

export interface RatedFundsAnswer {
  rows: RatedFund<FundRow>[];
  /** The ticked classes whose rows did not load, in the order of the selection. */
  failed: RatedClassChoice[];
}

/** A failure of one class's call as the popup and the `fund-table-error` event report it. */
function asServiceError(reason: unknown): ServiceError {
  return reason instanceof ServiceError
    ? reason
    : new ServiceError('malformed', '', 'The answer could not be used', { cause: reason });
}

export function useRatedFunds(selection: readonly RatedClassChoice[], section: string): ServiceState<RatedFundsAnswer> {
  const { reportFailure } = useElement();
  /** The classes that failed, by key, until Retry or until they are unticked. */
  const failed = useRef(new Map<string, ServiceError>());
  const rated = useService<RatedFundsAnswer>(
    async (context) => {
      const ticked = new Set(selection.map(ratedChoiceKey));
      for (const key of failed.current.keys()) if (!ticked.has(key)) failed.current.delete(key);
      const fresh: ServiceError[] = [];
      const answers = await Promise.all(
        selection.map(async (choice) => {
          const known = failed.current.get(ratedChoiceKey(choice));
          if (known) return { choice, error: known };
          try {
            const answer = await getRatedFunds(choice.group, {
              ...context,
              ...(choice.group === 'retail' ? { className: choice.className } : {}),
            });
            return { choice, rows: answer.funds };
          } catch (reason) {
            if (context.signal.aborted || isAborted(reason)) throw reason;
            const error = asServiceError(reason);
            failed.current.set(ratedChoiceKey(choice), error);
            fresh.push(error);
            return { choice, error };
          }
        }),
      );
      // products spec 8: the popup, once for what failed now (one popup per page; the section's text says the rest).
      if (fresh.length > 0) reportFailure({ section, kind: fresh[0]!.kind as FailureKind }, true);
      return {
        rows: mergeRatedResponses(answers.flatMap((a) => (a.rows ? [{ choice: a.choice, rows: a.rows }] : []))),
        failed: answers.filter((a) => a.error).map((a) => a.choice),
      };
    },
    [selection, section, reportFailure],
    { enabled: selection.length > 0, failure: { show: 'popup', section } },
  );
  return {
    ...rated,
    retry: () => {
      failed.current.clear();
      rated.retry();
    },
  };
}
