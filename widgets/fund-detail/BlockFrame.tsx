import { useRef, type ReactNode } from 'react';
import { Alert } from '../../runtime/ui/Alert';
import { Spinner } from '../../runtime/ui/Spinner';
import type { ServiceState } from '../../runtime/use-service';
import { FUND_DETAILS_UNAVAILABLE } from './model';

/**
 * A block's answer area: the spinner while its data loads, the spec's failure text with Retry when it could not load
 * (products spec 8; the other blocks of the page stay), else the block. Retry takes the text and its button away,
 * so the focus goes first to the area, where the answer is drawn, never to the page's body.
 */
export function BlockFrame<T>({
  state,
  label,
  children,
}: {
  state: ServiceState<T>;
  /** The block's name for assistive technology while it loads or failed ("Performance"). */
  label: string;
  children: (data: T) => ReactNode;
}) {
  const area = useRef<HTMLDivElement>(null);
  const retry = () => {
    area.current?.focus();
    state.retry();
  };
  return (
    <div
      ref={area}
      className="block-area"
      aria-busy={state.status === 'loading'}
      aria-label={state.status === 'ready' ? undefined : label}
      role={state.status === 'ready' ? undefined : 'region'}
      tabIndex={-1}
    >
      {state.status === 'error' && <Alert onRetry={retry}>{FUND_DETAILS_UNAVAILABLE}</Alert>}
      {(state.status === 'loading' || state.status === 'idle') && <Spinner />}
      {state.status === 'ready' && state.data !== undefined && children(state.data)}
    </div>
  );
}
