/**
 * The variable products table (products spec 2.4, 4): the search, the "Performance" frequency (a change reloads
 * the table), the as-of text, "Displaying N product(s)", the CSV and TSV downloads, the column groups and the
 * sortable columns.
 */
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useElement } from '../../../runtime/define-element';
import { SearchBox } from '../../../runtime/ui/SearchBox';
import { useService } from '../../../runtime/use-service';
import { DEFAULT_FREQUENCY, type Frequency } from '../../../services/product-vocabulary';
import { getVariableProducts } from '../../../services/products';
import type { events } from '../element';
import { FREQUENCY_OPTIONS } from '../landing/texts';
import { FundNameLink } from '../table/cells';
import { FrequencySelect } from '../table/controls';
import { displayDate } from '../table/format';
import { DEFAULT_PRODUCT_SORT, prepareProducts, productView } from '../table/product-view';
import { ProductTable } from '../table/ProductTable';
import { CountLine } from '../table/ResultTexts';
import { ServerDownload } from '../table/ServerDownload';
import { allDataAsOfText, displayingProductsText, ERROR_POPUP, NO_MATCHING_FUNDS } from '../table/texts';
import { useTableSort } from '../table/use-table-sort';
import {
  variableProductColumns,
  variableProductDates,
  variableProductDownloads,
  variableProductHref,
  variableProductRows,
  type VariableProduct,
} from './model';

const NO_ROWS: VariableProduct[] = [];
const SECTION = 'Variable Products';

export function VariableProducts({ emptyText }: { emptyText: string | undefined }) {
  const { config, emit } = useElement<typeof events>();
  const [frequency, setFrequency] = useState<Frequency>(DEFAULT_FREQUENCY);
  const [searchText, setSearchText] = useState('');
  const search = useDeferredValue(searchText);
  const [sort, sortBy] = useTableSort(DEFAULT_PRODUCT_SORT);
  // products spec 4: the table reloads on a frequency change; the data hook cancels the call in flight. The
  // spec lists every class (1, 2, 3 and blank) and no class choice: the blank class asks for every class.
  const answer = useService<VariableProduct[]>(
    async (context) => variableProductRows(await getVariableProducts(frequency, '', context)),
    [frequency],
    { failure: { show: 'popup', section: SECTION } },
  );
  const rows = answer.data ?? NO_ROWS;
  const dates = useMemo(() => variableProductDates(rows), [rows]);
  const defs = useMemo(() => variableProductColumns(dates.expenseAsOfDate), [dates.expenseAsOfDate]);
  const prepared = useMemo(() => prepareProducts(rows, (row) => row.name), [rows]);
  const view = useMemo(() => productView(prepared, { search, sort, columns: defs }), [prepared, search, sort, defs]);
  const nameCell = useCallback(
    (row: VariableProduct) => <FundNameLink text={row.name} href={variableProductHref(config.siteBase, row)} />,
    [config.siteBase],
  );
  const ready = answer.status === 'ready';

  return (
    <div className="product-table variable-products">
      <div className="toolbar" part="toolbar">
        <SearchBox
          placeholder="Search variable products"
          value={searchText}
          onChange={setSearchText}
          onSubmit={(text) => emit('search', { text, count: view.count })}
        />
        <FrequencySelect value={frequency} options={FREQUENCY_OPTIONS} onChange={setFrequency} />
      </div>
      {ready && dates.asOfDate && <p className="as-of">{allDataAsOfText(displayDate(dates.asOfDate))}</p>}
      <CountLine text={ready ? displayingProductsText(view.count) : undefined} />
      <div className="downloads">
        {variableProductDownloads(config).map((file) => (
          <ServerDownload key={file.text} kind="summary" format={file.format} href={file.href}>
            {file.text}
          </ServerDownload>
        ))}
      </div>
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
        // products spec 8 names no section text for variable products: the table area repeats the popup's text.
        failureText={ERROR_POPUP.text}
        onRetry={answer.retry}
      />
    </div>
  );
}
