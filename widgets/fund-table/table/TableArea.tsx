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
  partialFailure,
  empty,
  table,
}: {
  status: ServiceStatus;
  /** The rows the view shows (after search and filters). */
  count: number;
  /** The section's failure text with Retry (ResultTexts' SectionFailure). */
  failure: ReactNode;
  /**
   * A failure of a part of the answer, over the rows of the rest (a share class of Rated Funds): the section's text
   * naming what is missing, with Retry. With no row, it stands alone, without the empty text.
   */
  partialFailure?: ReactNode;
  empty: EmptyResult;
  table: () => ReactNode;
}) {
  const ready = status === 'ready';
  return (
    // Focusable by script only: Retry gives it the focus as the failure it replaces goes (ResultTexts).
    <div className={`table-area ${ANSWER_AREA}`} aria-busy={status === 'loading'} tabIndex={-1}>
      {status === 'loading' && <Spinner />}
      {status === 'error' && failure}
      {ready && partialFailure}
      {ready && count === 0 && !partialFailure && <EmptyText result={empty} />}
      {ready && count > 0 && table()}
    </div>
  );
}
