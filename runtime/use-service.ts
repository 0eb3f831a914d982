/**
 * The one way a component loads data (DESIGN "use-service"): the call gets the element's configuration and an
 * abort signal; a change of the call's inputs or an unmount aborts it and drops its answer; the component reads
 * `status`, `data`, `error` and `retry`; a failure is reported the way the call declares it, once.
 *
 *   const summary = useService(
 *     (context) => getMutualFundSummary(dataType, className, context),
 *     [dataType, className],
 *     { failure: { show: 'popup', section: 'Mutual Fund' } },
 *   );
 */
import { startTransition, useEffect, useEffectEvent, useRef, useState, type DependencyList } from 'react';
import { useElement, type FailureKind } from './element-context';
import { isAborted, logRetrievalFailure, ServiceError, type CallContext } from './http';

export type ServiceStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * What a failure shows (the specs' reactions):
 * - 'popup': the element's failure popup (one per page) and the section's own text, which the view draws while
 *   `status` is 'error' (products spec 8 "Product summary or list failure");
 * - 'section': only the section's text (a failure the visitor needs to know of, without a popup);
 * - 'log': logged, and `empty` used as the answer (site spec 8 "Content fetch failure: logged; empty data
 *   used"; products spec 7 "log the failure and use empty data"); `status` is 'ready'.
 * - 'elsewhere': nothing here, `status` 'error': another hook of the page makes the same call and reports its
 *   failure; this one only reads whether it answered (the fund page's blocks that wait for the fund details).
 * 'popup' and 'section' dispatch the element's `<tag>-error` event; 'log' and 'elsewhere' show nothing, so they
 * dispatch none.
 */
export type FailureReport<T> =
  | { show: 'popup'; section: string }
  | { show: 'section'; section: string }
  | { show: 'log'; empty: T }
  | { show: 'elsewhere' };

export interface ServiceOptions<T> {
  failure: FailureReport<T>;
  /** False: no call (yet); `status` is 'idle'. */
  enabled?: boolean;
  /** Keep the previous answer in `data` while a new one loads (default: cleared, as products spec 4 says of tables). */
  keepData?: boolean;
  /**
   * Answers of the same `shape` can stand in one another's place in one view (a landing table's tabs and classes).
   * When the inputs change and the previous answer has this shape, it stays (`current` false, so that the view
   * draws it as before) until the task that starts the new call ends: an answer at hand by then (the session cache)
   * replaces it in one step, with no loading state between; a call that waits on the network clears it and shows
   * the loading state from the next task. Without it, new inputs show the loading state at once.
   */
  shape?: string;
}

export interface ServiceCallContext<T> extends CallContext {
  signal: AbortSignal;
  /** Shows what has arrived of a call made of several requests; `status` stays 'loading' until it settles. */
  partial(data: T): void;
}

export interface ServiceState<T> {
  status: ServiceStatus;
  /** The answer (with 'log', `empty` after a failure); after a failure of a call that showed partial answers, those. */
  data: T | undefined;
  error: ServiceError | undefined;
  /** Calls again (after a failure: the popup's section text offers Retry). */
  retry(): void;
  /** False while the previous answer is held for new inputs (`shape`): what is shown answers the inputs before. */
  current: boolean;
}

interface Result<T> {
  run: number;
  shape: string | undefined;
  status: 'loading' | 'ready' | 'error';
  data: T | undefined;
  error: ServiceError | undefined;
}

const sameDeps = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((value, index) => Object.is(value, b[index]));

/** Any failure as a ServiceError: a call that threw something else (a response it could not use) is malformed. */
function asServiceError(error: unknown): ServiceError {
  if (error instanceof ServiceError) return error;
  console.error('[cm] a service answer could not be used:', error);
  return new ServiceError('malformed', '', 'The answer could not be used', { cause: error });
}

export function useService<T>(
  call: (context: ServiceCallContext<T>) => Promise<T>,
  deps: DependencyList,
  options: ServiceOptions<T>,
): ServiceState<T> {
  const { config, reportFailure } = useElement();
  const enabled = options.enabled ?? true;
  // A run is one set of inputs (the caller's deps, the configuration) and one attempt; an answer belongs to its
  // run, so an answer to older inputs is never shown as the current one, even for the render before the effect.
  const [inputs, setInputs] = useState({ deps, config, run: 0 });
  let run = inputs.run;
  if (!sameDeps(inputs.deps, deps) || inputs.config !== config) {
    run = inputs.run + 1;
    setInputs({ deps, config, run });
  }
  const [result, setResult] = useState<Result<T> | undefined>();
  /** The run whose call waits on the network: its loading state shows (with `shape`, from the task after it starts). */
  const [waiting, setWaiting] = useState(-1);
  /** Whether this hook has had its first complete answer: a later one is drawn at once. */
  const answered = useRef(false);
  const shape = options.shape;
  const held = shape !== undefined && result !== undefined && result.shape === shape;

  const start = useEffectEvent((context: ServiceCallContext<T>) => call(context));
  const fail = useEffectEvent((error: ServiceError): T | undefined => {
    const failure = options.failure;
    if (failure.show === 'log') {
      logRetrievalFailure(error);
      return failure.empty;
    }
    if (failure.show === 'elsewhere') return undefined;
    reportFailure({ section: failure.section, kind: error.kind as FailureKind }, failure.show === 'popup');
    return undefined;
  });
  const quiet = options.failure.show === 'log';

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const { signal } = controller;
    let last: T | undefined;
    let heard = false;
    // A held answer stays drawn while the call's answer may still be at hand: a cached answer settles in the
    // promise jobs of the task that started the call, before any later task runs.
    const timer = held ? setTimeout(() => heard || signal.aborted || setWaiting(run)) : undefined;
    // The first answer (and the parts of it that come before) is drawn in a transition: React renders it in slices
    // that yield to the browser (about 5 ms each), so drawing a table of answers is no long task that holds up input
    // or painting at start-up. The commit (the DOM changes) is one step, so nothing half-drawn shows. A later answer
    // answers a visitor's change (a class, a tab, a retry) and is drawn at once: the visitor is waiting for it, and
    // drawn at once the mutual funds' new class showed its first rows about a third sooner (45 against 67 ms). The
    // loading state (the visitor's own change) and a failure are always urgent: a failure's section text appears
    // with its popup.
    const show = (next: Result<T>) => {
      heard = true;
      if (answered.current) return setResult(next);
      if (next.status === 'ready') answered.current = true;
      startTransition(() => setResult(next));
    };
    const context: ServiceCallContext<T> = {
      config,
      signal,
      partial(data) {
        if (signal.aborted) return;
        last = data;
        show({ run, shape, status: 'loading', data, error: undefined });
      },
    };
    start(context).then(
      (data) => {
        if (!signal.aborted) show({ run, shape, status: 'ready', data, error: undefined });
      },
      (reason: unknown) => {
        if (signal.aborted || isAborted(reason)) return;
        heard = true;
        const error = asServiceError(reason);
        const empty = fail(error);
        setResult(
          quiet
            ? { run, shape, status: 'ready', data: empty, error }
            : { run, shape, status: 'error', data: last, error },
        );
      },
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // `held` and `shape` are read when a run starts; a later change of them is no new call.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run, enabled, config, quiet]);

  const retry = () => setInputs((current) => ({ ...current, run: current.run + 1 }));

  if (!enabled) return { status: 'idle', data: undefined, error: undefined, retry, current: true };
  // This run's result, or the previous one while it is held for this run.
  if (result && (result.run === run || (held && waiting !== run))) {
    const { status, data, error } = result;
    return { status, data, error, retry, current: result.run === run };
  }
  return {
    status: 'loading',
    data: options.keepData ? result?.data : undefined,
    error: undefined,
    retry,
    current: true,
  };
}
