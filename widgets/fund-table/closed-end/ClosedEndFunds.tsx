/**
 * The listed closed-end funds table (products spec 2.7, 4): the "Performance" frequency (a change reloads the
 * table), the as-of text, and the columns with the NAV over the market figure in each return cell.
 */
import { useCallback, useMemo, useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import { useService } from '../../../runtime/use-service';
import { DEFAULT_FREQUENCY, type Frequency } from '../../../services/product-vocabulary';
import { getClosedEndFunds, type ClosedEndFundRow } from '../../../services/products';
import { FREQUENCY_OPTIONS } from '../landing/texts';
import { FundNameLink } from '../table/cells';
import { FrequencySelect } from '../table/controls';
import { displayDate } from '../table/format';
import { DEFAULT_PRODUCT_SORT, prepareProducts, productView } from '../table/product-view';
import { ProductTable } from '../table/ProductTable';
import { allDataAsOfText, ERROR_POPUP, NO_MATCHING_FUNDS } from '../table/texts';
import { useTableSort } from '../table/use-table-sort';
import { closedEndColumns, closedEndDates, closedEndHref } from './model';

const NO_ROWS: ClosedEndFundRow[] = [];
/** products spec 2.2: the product area's title for closed-end-funds. */
const SECTION = 'Listed Closed-End Funds';

export function ClosedEndFunds({ emptyText }: { emptyText: string | undefined }) {
  const { config } = useElement();
  const [frequency, setFrequency] = useState<Frequency>(DEFAULT_FREQUENCY);
  const [sort, sortBy] = useTableSort(DEFAULT_PRODUCT_SORT);
  // products spec 4: the table reloads on a frequency change; the data hook cancels the call in flight.
  const answer = useService<ClosedEndFundRow[]>((context) => getClosedEndFunds(frequency, context), [frequency], {
    failure: { show: 'popup', section: SECTION },
  });
  const rows = answer.data ?? NO_ROWS;
  const dates = useMemo(() => closedEndDates(rows), [rows]);
  const defs = useMemo(() => closedEndColumns(dates.priceAsOfDate), [dates.priceAsOfDate]);
  const prepared = useMemo(() => prepareProducts(rows, (row) => row.fundName), [rows]);
  // products spec 2.7 has no search: every fund of the answer shows.
  const view = useMemo(() => productView(prepared, { search: '', sort, columns: defs }), [prepared, sort, defs]);
  const nameCell = useCallback(
    (row: ClosedEndFundRow) => <FundNameLink text={row.fundName} href={closedEndHref(config.siteBase, row)} />,
    [config.siteBase],
  );

  return (
    <div className="product-table closed-end-funds">
      <div className="toolbar" part="toolbar">
        <FrequencySelect value={frequency} options={FREQUENCY_OPTIONS} onChange={setFrequency} />
      </div>
      {answer.status === 'ready' && dates.asOfDate && (
        <p className="as-of">{allDataAsOfText(displayDate(dates.asOfDate))}</p>
      )}
      <ProductTable
        caption={SECTION}
        status={answer.status}
        rows={rows}
        view={view}
        defs={defs}
        nameCell={nameCell}
        sort={sort}
        onSort={sortBy}
        empty={{ text: emptyText ?? NO_MATCHING_FUNDS }}
        // products spec 8 names no section text for closed-end funds: the table area repeats the popup's text.
        failureText={ERROR_POPUP.text}
        onRetry={answer.retry}
      />
    </div>
  );
}
