/**
 * Where a fund table stands (products spec 8): the spinner while the answer is on its way, the failure text with
 * Retry, the empty text when nothing matches, or the table. Every fund-table view draws its table in one, so the
 * four states look and behave the same everywhere. The table is a function: it is built only once there are rows.
 */
import type { ReactNode } from 'react';
import { Spinner } from '../../../runtime/ui/Spinner';
import type { ServiceStatus } from '../../../runtime/use-service';
import { ANSWER_AREA, EmptyText } from './ResultTexts';
import type { EmptyResult } from './texts';

export function TableArea({
  status,
  count,
  failure,
  empty,
  table,
}: {
  status: ServiceStatus;
  /** The rows the view shows (after search and filters). */
  count: number;
  /** The section's failure text with Retry (ResultTexts' SectionFailure). */
  failure: ReactNode;
  empty: EmptyResult;
  table: () => ReactNode;
}) {
  const ready = status === 'ready';
  return (
    // Focusable by script only: Retry gives it the focus as the failure it replaces goes (ResultTexts).
    <div className={`table-area ${ANSWER_AREA}`} aria-busy={status === 'loading'} tabIndex={-1}>
      {status === 'loading' && <Spinner />}
      {status === 'error' && failure}
      {ready && count === 0 && <EmptyText result={empty} />}
      {ready && count > 0 && table()}
    </div>
  );
}
